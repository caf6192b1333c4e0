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

A file is read value by value: one that is not understood is left out (a count is 0, the
history without that round), then the counts are made to fit together again by the least
change (a best streak past the rounds won lowered to them, say). Only a file that is not a
record at all is refused whole.
"""

from __future__ import annotations

import contextlib
from collections import Counter
from collections.abc import Mapping
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
    data = version(data, "record", VERSION)
    dropped: list[str] = []

    def kept(source: dict[str, Any], key: str, most: int) -> int:
        try:
            return whole(source, key, most)
        except BadFile:
            dropped.append(key)
            return 0

    counts = data.get("endings")
    if isinstance(counts, dict):
        endings = {pair: kept(counts, ending_key(*pair), COUNT_MOST) for pair in ENDING_ORDER}
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
    record, changed = _repaired(record)
    _check(record)
    return Loaded(record, tuple(dropped), unlisted, overflow, tuple(changed))


def _history(data: list[Any]) -> tuple[tuple[Finished, ...], int]:
    """The listed rounds in ``data`` that are understood, and how many were not."""
    rounds: list[Finished] = []
    for each in data:
        with contextlib.suppress(BadFile):
            rounds.append(_finished(each))
    return tuple(rounds), len(data) - len(rounds)


def _repaired(record: Record) -> tuple[Record, list[tuple[str, int, int]]]:
    """``record`` changed as little as makes its counts fit together (what _check asks),
    and what was changed: (key, from, to). What the file had that fits is kept as it was."""
    changed: list[tuple[str, int, int]] = []

    def fitted(name: str, old: int, new: int) -> int:
        if new != old:
            changed.append((name, old, new))
        return new

    endings = dict(record.endings)
    listed = Counter((each.winner, each.reason) for each in record.history)
    # More rounds in all than JSON holds: the largest counts come down first, none below
    # the rounds it lists (at most HISTORY_MOST in all, so it always comes to fit).
    for pair in sorted(ENDING_ORDER, key=lambda pair: -endings[pair]):
        excess = sum(endings.values()) - COUNT_MOST
        if excess <= 0:
            break
        lowered = max(listed[pair], endings[pair] - excess)
        endings[pair] = fitted(ending_key(*pair), endings[pair], lowered)
    # Each listed round was counted: a count left out comes back from the rounds listed.
    if len(record.history) > sum(endings.values()):
        for pair in ENDING_ORDER:
            raised = max(endings[pair], listed[pair])
            endings[pair] = fitted(ending_key(*pair), endings[pair], raised)
    played = sum(endings.values())
    won = sum(n for (who, _), n in endings.items() if who is Winner.PLAYER)
    streak = fitted("streak", record.streak, min(record.streak, won))
    # The current run of wins is one of the runs, and no run is longer than the wins.
    best = fitted("best_streak", record.best_streak, min(max(record.best_streak, streak), won))
    longest = max([record.longest_round, *(each.battles for each in record.history)])
    battles = min(record.battles, played * BATTLE_LIMIT)
    if played:
        battles = max(battles, longest, 1)  # no round is longer than all of them together
    else:
        longest = 0  # nothing played, nothing listed: no battle either
    return (
        replace(
            record,
            endings=endings,
            streak=streak,
            best_streak=best,
            longest_round=fitted("longest_round", record.longest_round, longest),
            battles=fitted("battles", record.battles, battles),
        ),
        changed,
    )


def _check(record: Record) -> None:
    """What the counts imply of one another. A record read from a file is fitted to it
    first (_repaired); this is the last guard, in case a file finds a way past that."""
    played = record.played
    if played > COUNT_MOST:
        raise BadFile(words.too_many_rounds(COUNT_MOST))
    if len(record.history) > played:
        raise BadFile(words.more_listed_than_counted())
    if record.best_streak < record.streak or record.best_streak > record.count(Winner.PLAYER):
        raise BadFile(words.streaks_do_not_fit())
    if record.battles > played * BATTLE_LIMIT or record.longest_round > record.battles:
        raise BadFile(words.battles_do_not_fit())
    if played and not record.battles:
        raise BadFile(words.rounds_without_battles())
    for each in record.history:
        if each.battles > record.longest_round or (each.winner, each.reason) not in ENDINGS:
            raise BadFile(words.listed_round_does_not_fit())


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
    return Finished(seed, battles, whole(data, "wars", COUNT_MOST), winner, reason)
