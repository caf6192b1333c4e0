"""The lifetime record as ``stats.json`` keeps it, read back value by value.

    {"version": 2,
     "endings_by_rules": {"1 as-laid 500": {"player all_cards": 4, ...},
                          "3 shuffled none": {"player all_cards": 1, "draw endless": 0, ...}},
     "streak": 2, "best_streak": 5, "longest_round": 454, "most_wars_in_a_battle": 3,
     "battles": 3120, "wars": 190,
     "history": [{"seed": 570, "battles": 28, "wars": 5, "winner": "player",
                  "reason": "all_cards", "rules": "1 as-laid 500", "daily": false,
                  "ended": "2026-12-01"}, ...],
     "daily": {"2026-12-01": {"winner": "player", "reason": "all_cards", "battles": 214,
                              "wars": 19}, ...},
     "daily_run": 3, "best_daily_streak": 9,
     "medals": {"first_win": "2026-11-28", ...}}

``endings_by_rules`` counts rounds by the rule set they were played under (its key, see
war/core/rules.py; the seed rules always listed) and by who won and why (every pair a
round can end with under those rules is listed: ``draw battle_limit`` with a limit,
``draw endless`` without); rounds played, won, lost and drawn are their sums. What the
other values mean (the history, the daily results and run, the medals): war/store/record.py.
Days are written as the game writes dates, "2026-12-01" (the local date).

A version 1 file (no rules, no daily results, no medals) is read as rounds played under the
seed rules, every value kept; the next write makes it version 2.

A file is read value by value: one that is not understood is left out (the history goes
on without that round, the daily results without that day, the medals without that medal),
then the counts are made to fit together again by the least change (war/store/fitting.py):
each value the file had is kept unless it cannot fit with the others kept (a best streak
past the rounds won is lowered to them, say), and one left out is brought back as the
least the rest implies (a best streak of 10 means 10 rounds won at least; the battles
are at least the listed rounds'). Only a file that is not a record at all is refused whole.
"""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass
from datetime import date
from typing import Any

from war.core.events import Reason, Winner
from war.core.position import WAR_CHAIN_MOST
from war.core.rules import ALL_RULES, SEED_RULES, Rules, RulesError
from war.session.medals import Medal
from war.store import fitting
from war.store.checks import brief, there, versions, whole
from war.store.files import BadFile
from war.store.record import (
    COUNT_MOST,
    DAILY_MOST,
    HISTORY_MOST,
    DayResult,
    Finished,
    Pair,
    Record,
    battles_most,
    daily_streak,
    ending_key,
    endings_of,
    sorted_medals,
    value_name,
)
from war.words import files as words

VERSION = 2


def to_json(record: Record) -> dict[str, Any]:
    kept = [rules for rules in ALL_RULES if rules.is_seed or record.per_rules(rules).played]
    return {
        "version": VERSION,
        "endings_by_rules": {
            rules.key: {ending_key(*pair): n for pair, n in record.per_rules(rules).endings.items()}
            for rules in kept
        },
        "streak": record.streak,
        "best_streak": record.best_streak,
        "longest_round": record.longest_round,
        "most_wars_in_a_battle": record.most_wars_in_a_battle,
        "battles": record.battles,
        "wars": record.wars,
        "history": [
            {
                "seed": each.seed,
                "battles": each.battles,
                "wars": each.wars,
                "winner": str(each.winner),
                "reason": str(each.reason),
                "rules": each.rules.key,
                "daily": each.daily,
                "ended": None if each.ended is None else each.ended.isoformat(),
            }
            for each in record.history
        ],
        "daily": {
            day.isoformat(): {
                "winner": str(result.winner),
                "reason": str(result.reason),
                "battles": result.battles,
                "wars": result.wars,
            }
            for day, result in record.daily.items()
        },
        "daily_run": record.daily_run,
        "best_daily_streak": record.best_daily_streak,
        "medals": {str(medal): record.medals[medal].isoformat() for medal in sorted_medals(record)},
    }


def totals_json(record: Record, today: date | None = None) -> dict[str, Any]:
    """The record as stats.json holds it, with the totals it implies (``stats --json``):
    every round's ``endings`` and ``played``, ``won``, ``lost``, ``drawn`` as in version 1,
    the same for each rule set played (``per_rules``), and the daily streak as of
    ``today`` (``daily_streak``: days in a row up to today or yesterday)."""
    totals: dict[str, Any] = {
        **to_json(record),
        "endings": {ending_key(*pair): n for pair, n in record.endings.items()},
        "played": record.played,
        "won": record.count(Winner.PLAYER),
        "lost": record.count(Winner.COMPUTER),
        "drawn": record.count(Winner.DRAW),
        "per_rules": {
            rules.key: {
                "played": tally.played,
                "won": tally.won,
                "lost": tally.lost,
                "drawn": tally.drawn,
            }
            for rules in record.rules_played
            for tally in [record.per_rules(rules)]
        },
    }
    if today is not None:
        totals["daily_streak"] = daily_streak(record, today)
    return totals


@dataclass
class Loaded:
    """A record as read from a file: what was kept, and what was not as the file had it."""

    record: Record
    dropped: tuple[str, ...] = ()  # the keys not understood and left out, e.g. "streak"
    unlisted: int = 0  # listed rounds not understood, left out of the history
    overflow: int = 0  # listed rounds before the latest HISTORY_MOST, left out
    changed: tuple[tuple[str, int, int], ...] = ()  # (key, from, to) to fit the rest

    @property
    def mended(self) -> bool:
        """Whether anything was left out or changed."""
        return bool(self.dropped or self.unlisted or self.overflow or self.changed)


def from_json(data: Any) -> Loaded:
    """The record ``data`` describes, value by value. Raises BadFile only when ``data`` is
    not a record at all (not an object, or of an unknown version)."""
    version = versions(data, (1, VERSION))
    dropped: list[str] = []

    def kept(source: dict[str, Any], key: str, most: int, name: str | None = None) -> int:
        try:
            return whole(source, key, most)
        except BadFile:
            dropped.append(name or key)
            return 0

    by_rules: dict[Rules, dict[Pair, int]] = {}
    if version == 1:
        counted = {SEED_RULES.key: data.get("endings")}
        if not isinstance(counted[SEED_RULES.key], dict):
            dropped.append("endings")
            counted = {}
    else:
        counted = data.get("endings_by_rules")
        if not isinstance(counted, dict):
            dropped.append("endings_by_rules")
            counted = {}
    for key, counts in counted.items():
        try:
            rules = Rules.from_key(key)
        except RulesError:
            dropped.append(_named("endings_by_rules", key))
            continue
        if not isinstance(counts, dict):  # its counts all lost: brought back from the rest
            dropped.append(_named("endings_by_rules", key))
            by_rules[rules] = {}
            continue
        by_rules[rules] = {
            pair: kept(counts, ending_key(*pair), COUNT_MOST, value_name(rules, pair))
            for pair in endings_of(rules)
        }
        # Rounds counted by an ending their rules cannot have (a draw at the limit with no
        # limit, say): not understood, so left out, and said. (Version 1 files, as the
        # game before rules read them: other keys are not its.)
        known = {ending_key(*pair) for pair in endings_of(rules)}
        for name, count in counts.items() if version > 1 else ():
            if name not in known and count != 0:
                dropped.append(name if rules.is_seed else f"{rules.key}: {name}")
    listed = data.get("history")
    if isinstance(listed, list):
        history, unlisted = _history(listed, version)
    else:
        dropped.append("history")
        history, unlisted = (), 0
    overflow = max(0, len(history) - HISTORY_MOST)
    history = history[-HISTORY_MOST:]
    daily, daily_dropped = _daily(data.get("daily", {}) if version > 1 else {})
    dropped += daily_dropped
    medals, medals_dropped = _medals(data.get("medals", {}) if version > 1 else {})
    dropped += medals_dropped
    values = fitting.Values(
        by_rules=by_rules,
        totals={
            "streak": kept(data, "streak", COUNT_MOST),
            "best_streak": kept(data, "best_streak", COUNT_MOST),
            "longest_round": kept(data, "longest_round", COUNT_MOST),
            "most_wars_in_a_battle": kept(data, "most_wars_in_a_battle", WAR_CHAIN_MOST),
            "battles": kept(data, "battles", COUNT_MOST),
            "wars": kept(data, "wars", COUNT_MOST),
        },
    )
    days = {"daily_run": 0, "best_daily_streak": 0}
    if version > 1:
        days = {key: kept(data, key, COUNT_MOST) for key in days}
    fitted, changed = fitting.repaired(values, history, dropped)
    # Fewer days listed than the listing keeps: every day ever played (a day not
    # understood is left out, and the streaks are those of the days left).
    whole_days = len(daily) < DAILY_MOST
    day_run, best_days, day_changes = fitting.repaired_days(
        daily, days["daily_run"], days["best_daily_streak"], dropped, whole=whole_days
    )
    totals = fitted.totals
    record = Record(
        by_rules=fitted.by_rules,
        streak=totals["streak"],
        best_streak=totals["best_streak"],
        longest_round=totals["longest_round"],
        most_wars_in_a_battle=totals["most_wars_in_a_battle"],
        battles=totals["battles"],
        wars=totals["wars"],
        history=history,
        daily=daily,
        daily_run=day_run,
        best_daily_streak=best_days,
        medals=medals,
    )
    fitting.check(fitted, history)
    return Loaded(record, tuple(dropped), unlisted, overflow, (*changed, *day_changes))


def _history(data: list[Any], version: int) -> tuple[tuple[Finished, ...], int]:
    """The listed rounds in ``data`` that are understood, and how many were not."""
    rounds: list[Finished] = []
    for each in data:
        with contextlib.suppress(BadFile):
            rounds.append(_finished(each, version))
    return tuple(rounds), len(data) - len(rounds)


def _ending(data: dict[str, Any], rules: Rules) -> Pair:
    try:
        winner, reason = Winner(str(data.get("winner"))), Reason(str(data.get("reason")))
    except ValueError:
        raise BadFile(words.unknown_ending()) from None
    if (winner, reason) not in endings_of(rules):
        raise BadFile(words.impossible_ending())
    return winner, reason


def _finished(data: Any, version: int) -> Finished:
    if not isinstance(data, dict):
        raise BadFile(words.not_a_round())
    rules, daily, ended = SEED_RULES, False, None
    if version > 1:
        rules = _rules(there(data, "rules"))
        daily = there(data, "daily")
        if not isinstance(daily, bool) or (daily and not rules.is_seed):
            raise BadFile(words.not_a_round())
        ended = None if there(data, "ended") is None else _day(data["ended"])
    winner, reason = _ending(data, rules)
    seed = data.get("seed")
    if seed is not None:
        seed = whole(data, "seed")
    battles = whole(data, "battles", battles_most(rules))
    if battles < 1:
        raise BadFile(words.no_battle())
    # No battle holds more than WAR_CHAIN_MOST wars, the last one unfinished.
    wars = whole(data, "wars", battles * WAR_CHAIN_MOST)
    return Finished(seed, battles, wars, winner, reason, rules, daily, ended)


def _rules(key: Any) -> Rules:
    try:
        return Rules.from_key(key)
    except RulesError:
        raise BadFile(words.not_a_round()) from None


_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def _day(text: Any) -> date:
    """The day ``text`` names as the game writes it ("2026-12-01"); BadFile for anything
    else."""
    if isinstance(text, str) and _DAY.fullmatch(text):
        with contextlib.suppress(ValueError):
            return date.fromisoformat(text)
    raise BadFile(words.not_a_round())


def _daily(data: Any) -> tuple[dict[date, DayResult], list[str]]:
    """The daily results ``data`` lists that are understood (the latest DAILY_MOST days),
    and the names of those left out."""
    if not isinstance(data, dict):
        return {}, ["daily"]
    days: dict[date, DayResult] = {}
    dropped: list[str] = []
    for key, each in data.items():
        try:
            day = _day(key)
            if not isinstance(each, dict):
                raise BadFile(words.not_a_round())
            pair = _ending(each, SEED_RULES)
            battles = whole(each, "battles", battles_most(SEED_RULES))
            if battles < 1:
                raise BadFile(words.no_battle())
            days[day] = DayResult(*pair, battles, whole(each, "wars", battles * WAR_CHAIN_MOST))
        except BadFile:
            dropped.append(_named("daily", key))
    return dict(sorted(days.items())[-DAILY_MOST:]), dropped


def _medals(data: Any) -> tuple[dict[Medal, date], list[str]]:
    """The medals ``data`` lists with a day each, and the names of those left out."""
    if not isinstance(data, dict):
        return {}, ["medals"]
    medals: dict[Medal, date] = {}
    dropped: list[str] = []
    for key, day in data.items():
        try:
            medals[Medal(key)] = _day(day)
        except (ValueError, BadFile):
            dropped.append(_named("medals", key))
    return medals, dropped


def _named(group: str, key: str) -> str:
    """A value of ``group`` left out, as a notice names it: "medals: first_win"; a key the
    game never writes (too long, or not plain letters) shown as a brief repr."""
    plain = len(key) <= 30 and all(char.isascii() and char.isprintable() for char in key)
    return f"{group}: {key if plain else brief(key)}"


def _check(record: Record) -> None:
    """What ``record``'s counts imply of one another (fitting.check); BadFile if not."""
    totals = {key: getattr(record, key) for key in fitting.TOTALS}
    fitting.check(fitting.Values(record.by_rules, totals), record.history)
