"""The lifetime record (``stats.json``): every finished round counted, the recent ones listed.

    {"version": 1,
     "endings": {"player all_cards": 4, "computer out_of_cards_in_war": 2, ...},
     "streak": 2, "best_streak": 5, "longest_round": 454, "most_wars_in_a_battle": 3,
     "battles": 3120, "wars": 190,
     "history": [{"seed": 570, "battles": 28, "wars": 5, "winner": "player",
                  "reason": "all_cards"}, ...]}

``endings`` counts rounds by who won and why (every pair a round can end with is listed);
rounds played, won, lost and drawn are their sums. ``streak`` is the current run of wins.
``history`` keeps the latest HISTORY_MOST rounds, oldest first, for the charts; the totals
count every round ever played.

A file is read value by value: one that is not understood is left out (the history goes
on without that round), then the counts are made to fit together again by the least
change: each value the file had is kept unless it cannot fit with the others kept (a best
streak past the rounds won is lowered to them, say), and one left out is brought back as
the least the rest implies (a best streak of 10 means 10 rounds won at least; the battles
are at least the listed rounds'). Only a file that is not a record at all is refused whole.
"""

from __future__ import annotations

import contextlib
from collections import Counter
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from war.core.endings import ENDINGS
from war.core.engine import BATTLE_LIMIT, Outcome
from war.core.events import Reason, Winner
from war.core.position import WAR_CHAIN_MOST
from war.store.checks import version, whole
from war.store.files import BadFile
from war.words import files as words

VERSION = 1
HISTORY_MOST = 1000
MOST_BYTES = 1_000_000  # a full record is about 100 KB
# The most a count may be: the largest whole number every JSON reader holds exactly
# (RFC 8259, section 6), far past any lifetime of play. A count beyond it was not written
# by the game, and would overflow the floats the charts are drawn with.
COUNT_MOST = 2**53 - 1
# In order for charts: won, lost, then the two kinds of draw.
ENDING_ORDER: tuple[tuple[Winner, Reason], ...] = tuple(
    sorted(ENDINGS, key=lambda pair: (list(Winner).index(pair[0]), list(Reason).index(pair[1])))
)


# Endings a file from before them does not list (endless: rounds with no battle limit).
NEWER_ENDINGS = frozenset({(Winner.DRAW, Reason.ENDLESS)})


def ending_key(winner: Winner, reason: Reason) -> str:
    return f"{winner} {reason}"


@dataclass(frozen=True)
class Finished:
    """One finished round, as the history keeps it."""

    seed: int | None
    battles: int
    wars: int
    winner: Winner
    reason: Reason


@dataclass(frozen=True)
class Record:
    endings: Mapping[tuple[Winner, Reason], int] = field(
        default_factory=lambda: dict.fromkeys(ENDING_ORDER, 0)
    )
    streak: int = 0
    best_streak: int = 0
    longest_round: int = 0
    most_wars_in_a_battle: int = 0
    battles: int = 0
    wars: int = 0
    history: tuple[Finished, ...] = ()

    @property
    def played(self) -> int:
        return sum(self.endings.values())

    def count(self, winner: Winner) -> int:
        """Rounds that ended with ``winner`` (Winner.DRAW: the draws)."""
        return sum(n for (who, _), n in self.endings.items() if who is winner)

    def with_round(self, outcome: Outcome, seed: int | None) -> Record:
        """The record once ``outcome`` has been counted too."""
        endings = dict(self.endings)
        endings[(outcome.winner, outcome.reason)] += 1
        streak = self.streak + 1 if outcome.winner is Winner.PLAYER else 0
        finished = Finished(seed, outcome.battles, outcome.wars, outcome.winner, outcome.reason)
        return replace(
            self,
            endings=endings,
            streak=streak,
            best_streak=max(self.best_streak, streak),
            longest_round=max(self.longest_round, outcome.battles),
            most_wars_in_a_battle=max(self.most_wars_in_a_battle, outcome.longest_war_chain),
            battles=self.battles + outcome.battles,
            wars=self.wars + outcome.wars,
            history=(*self.history, finished)[-HISTORY_MOST:],
        )


def to_json(record: Record) -> dict[str, Any]:
    return {
        "version": VERSION,
        "endings": {ending_key(*pair): record.endings[pair] for pair in ENDING_ORDER},
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
            }
            for each in record.history
        ],
    }


def totals_json(record: Record) -> dict[str, Any]:
    """The record as stats.json holds it, with the totals it implies (``stats --json``)."""
    return {
        **to_json(record),
        "played": record.played,
        "won": record.count(Winner.PLAYER),
        "lost": record.count(Winner.COMPUTER),
        "drawn": record.count(Winner.DRAW),
    }


@dataclass(frozen=True)
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
    data = version(data, VERSION)
    dropped: list[str] = []

    def kept(source: dict[str, Any], key: str, most: int) -> int:
        try:
            return whole(source, key, most)
        except BadFile:
            dropped.append(key)
            return 0

    counts = data.get("endings")
    if isinstance(counts, dict):
        endings = {
            pair: kept(counts, ending_key(*pair), COUNT_MOST)
            if ending_key(*pair) in counts or pair not in NEWER_ENDINGS
            else 0  # an ending newer than the file: none of its rounds ended so
            for pair in ENDING_ORDER
        }
    else:
        dropped.append("endings")
        endings = dict.fromkeys(ENDING_ORDER, 0)
    listed = data.get("history")
    if isinstance(listed, list):
        history, unlisted = _history(listed)
    else:
        dropped.append("history")
        history, unlisted = (), 0
    overflow = max(0, len(history) - HISTORY_MOST)
    history = history[-HISTORY_MOST:]
    record = Record(
        endings=endings,
        streak=kept(data, "streak", COUNT_MOST),
        best_streak=kept(data, "best_streak", COUNT_MOST),
        longest_round=kept(data, "longest_round", BATTLE_LIMIT),
        most_wars_in_a_battle=kept(data, "most_wars_in_a_battle", WAR_CHAIN_MOST),
        battles=kept(data, "battles", COUNT_MOST),
        wars=kept(data, "wars", COUNT_MOST),
        history=history,
    )
    record, changed = _repaired(record, dropped)
    _check(record)
    return Loaded(record, tuple(dropped), unlisted, overflow, tuple(changed))


def _history(data: list[Any]) -> tuple[tuple[Finished, ...], int]:
    """The listed rounds in ``data`` that are understood, and how many were not."""
    rounds: list[Finished] = []
    for each in data:
        with contextlib.suppress(BadFile):
            rounds.append(_finished(each))
    return tuple(rounds), len(data) - len(rounds)


# A record's values by the names the file gives them: "player all_cards", ..., "streak".
Values = dict[str, int]
TOTALS = ("streak", "best_streak", "longest_round", "most_wars_in_a_battle", "battles", "wars")


@dataclass(frozen=True)
class _Listed:
    """What the listed rounds say of the counts, worked out once."""

    endings: Counter[tuple[Winner, Reason]]
    longest: int
    battles: int
    wars: int

    @staticmethod
    def of(history: tuple[Finished, ...]) -> _Listed:
        return _Listed(
            Counter((each.winner, each.reason) for each in history),
            max((each.battles for each in history), default=0),
            sum(each.battles for each in history),
            sum(each.wars for each in history),
        )


def _values(record: Record) -> Values:
    endings = {ending_key(*pair): record.endings[pair] for pair in ENDING_ORDER}
    return endings | {key: getattr(record, key) for key in TOTALS}


def _repaired(
    record: Record, dropped: Collection[str]
) -> tuple[Record, list[tuple[str, int, int]]]:
    """``record`` made to fit together (what _check asks) by the least change, and what was
    changed: (key, from, to). Each value the file had is kept, in the order of _kept_first,
    if it fits with those kept before it; one that does not is changed as little as lets
    it fit. One ``dropped`` (not understood, so read as 0) is brought back as the least the
    values still there imply, never the other way: a best streak of 10 means 10 rounds won
    at least, not a best streak lowered to the wins that are left."""
    listed = _Listed.of(record.history)
    wanted = _values(record)
    lost = set(dropped)
    if "endings" in dropped:
        lost.update(key for key in wanted if key not in TOTALS)
    order = _kept_first(wanted)
    fixed: Values = {}
    for key in order:
        if key not in lost and _least({**fixed, key: wanted[key]}, listed) is not None:
            fixed[key] = wanted[key]
    for key in order:
        if key not in lost and key not in fixed:
            fixed[key] = _closest(fixed, key, wanted[key], listed)
    values = _least(fixed, listed)
    # Each value was fixed only where it fits with those before it (and with nothing fixed,
    # the listed rounds alone always make a record).
    assert values is not None
    changed = [(key, wanted[key], values[key]) for key in wanted if values[key] != wanted[key]]
    fitted = Record(
        endings={pair: values[ending_key(*pair)] for pair in ENDING_ORDER},
        streak=values["streak"],
        best_streak=values["best_streak"],
        longest_round=values["longest_round"],
        most_wars_in_a_battle=values["most_wars_in_a_battle"],
        battles=values["battles"],
        wars=values["wars"],
        history=record.history,
    )
    return fitted, changed


def _kept_first(values: Values) -> list[str]:
    """The order in which values are kept when not all can be: the counts of rounds first,
    the smallest first (a count past all the rest is the likely mistake), then the current
    streak before the best, the longest round before the battles it is part of, the most
    wars in a battle before the wars."""
    counts = sorted((key for key in values if key not in TOTALS), key=lambda key: values[key])
    return [*counts, *TOTALS]


def _least(fixed: Values, listed: _Listed) -> Values | None:
    """Every value of a record: the ``fixed`` ones as they are, each other the least the
    rules let it be with them (which leaves the most room for the rest); None if no record
    holds ``fixed`` with those listed rounds."""
    values = {ending_key(*pair): listed.endings[pair] for pair in ENDING_ORDER}
    values |= {"streak": 0, "longest_round": listed.longest, "most_wars_in_a_battle": 0}
    values |= fixed
    values.setdefault("best_streak", values["streak"])
    free = [pair for pair in ENDING_ORDER if ending_key(*pair) not in fixed]
    if wins := [pair for pair in free if pair[0] is Winner.PLAYER]:
        won = sum(values[ending_key(*pair)] for pair in ENDING_ORDER if pair[0] is Winner.PLAYER)
        values[ending_key(*wins[0])] += max(0, values["best_streak"] - won)
    played = sum(values[ending_key(*pair)] for pair in ENDING_ORDER)
    if free:  # as many rounds as the battles take, BATTLE_LIMIT at most each
        fought = max(values.get("battles", 0), values["longest_round"])
        short = -(-fought // BATTLE_LIMIT) - played
        values[ending_key(*free[0])] += max(0, short)
        played += max(0, short)
    values.setdefault("battles", max(values["longest_round"], listed.battles, min(played, 1)))
    values.setdefault("wars", max(values["most_wars_in_a_battle"], listed.wars))
    return None if _broken(values, listed) else values


def _closest(fixed: Values, key: str, wanted: int, listed: _Listed) -> int:
    """The value of ``key`` nearest ``wanted`` that fits with ``fixed``. Those that fit
    are a range, from the least up (the rules are each a bound on a sum)."""
    least = _least(fixed, listed)
    assert least is not None  # ``fixed`` fits without ``key``
    low, high = least[key], wanted
    if high <= low or _least({**fixed, key: high}, listed) is not None:
        return max(low, high)
    while high - low > 1:  # low fits and high does not
        middle = (low + high) // 2
        if _least({**fixed, key: middle}, listed) is None:
            high = middle
        else:
            low = middle
    return low


def _broken(values: Values, listed: _Listed) -> str | None:
    """Why ``values`` with those listed rounds are no record: the first rule they break, in
    words; None if they fit together."""
    endings = {pair: values[ending_key(*pair)] for pair in ENDING_ORDER}
    played = sum(endings.values())
    won = sum(n for (who, _), n in endings.items() if who is Winner.PLAYER)
    battles, longest = values["battles"], values["longest_round"]
    if played > COUNT_MOST:
        return words.too_many_rounds(COUNT_MOST)
    if any(pair not in ENDINGS for pair in listed.endings):
        return words.listed_round_does_not_fit()
    if any(endings[pair] < n for pair, n in listed.endings.items()):
        return words.more_listed_than_counted()
    if not values["streak"] <= values["best_streak"] <= won:
        return words.streaks_do_not_fit()
    if not max(longest, listed.battles) <= battles <= played * BATTLE_LIMIT:
        return words.battles_do_not_fit()
    if played and not battles:
        return words.rounds_without_battles()
    if values["wars"] < max(values["most_wars_in_a_battle"], listed.wars):
        return words.wars_do_not_fit()
    if listed.longest > longest:
        return words.listed_round_does_not_fit()
    return None


def _check(record: Record) -> None:
    """What the counts imply of one another. A record read from a file is fitted to it
    first (_repaired); this is the last guard, in case a file finds a way past that."""
    problem = _broken(_values(record), _Listed.of(record.history))
    if problem is not None:
        raise BadFile(problem)


def _finished(data: Any) -> Finished:
    if not isinstance(data, dict):
        raise BadFile(words.not_a_round())
    try:
        winner, reason = Winner(str(data.get("winner"))), Reason(str(data.get("reason")))
    except ValueError:
        raise BadFile(words.unknown_ending()) from None
    if (winner, reason) not in ENDINGS:
        raise BadFile(words.impossible_ending())
    seed = data.get("seed")
    if seed is not None:
        seed = whole(data, "seed")
    battles = whole(data, "battles", BATTLE_LIMIT)
    if battles < 1:
        raise BadFile(words.no_battle())
    # No battle holds more than WAR_CHAIN_MOST wars, the last one unfinished.
    wars = whole(data, "wars", battles * WAR_CHAIN_MOST)
    return Finished(seed, battles, wars, winner, reason)
