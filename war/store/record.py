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
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from war.core.endings import ENDINGS
from war.core.engine import BATTLE_LIMIT, Outcome
from war.core.events import Reason, Winner
from war.core.position import WAR_CHAIN_MOST
from war.store.checks import version, whole
from war.store.files import BadFile

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


def from_json(data: Any) -> Record:
    """The record ``data`` describes. Raises BadFile saying what is wrong."""
    data = version(data, "a record", VERSION)
    counts = data.get("endings")
    if not isinstance(counts, dict):
        raise BadFile('"endings" is not an object')
    endings = {pair: whole(counts, ending_key(*pair), COUNT_MOST) for pair in ENDING_ORDER}
    history = data.get("history")
    if not isinstance(history, list) or len(history) > HISTORY_MOST:
        raise BadFile(f'"history" is not a list of at most {HISTORY_MOST} rounds')
    record = Record(
        endings=endings,
        streak=whole(data, "streak", COUNT_MOST),
        best_streak=whole(data, "best_streak", COUNT_MOST),
        longest_round=whole(data, "longest_round", BATTLE_LIMIT),
        most_wars_in_a_battle=whole(data, "most_wars_in_a_battle", WAR_CHAIN_MOST),
        battles=whole(data, "battles", COUNT_MOST),
        wars=whole(data, "wars", COUNT_MOST),
        history=tuple(_finished(each) for each in history),
    )
    _check(record)
    return record


def _check(record: Record) -> None:
    """What the counts imply of one another; a file that breaks it was tampered with."""
    played = record.played
    if played > COUNT_MOST:
        raise BadFile(f"more than {COUNT_MOST:,} rounds played")
    if len(record.history) > played:
        raise BadFile("more rounds listed than counted")
    if record.best_streak < record.streak or record.best_streak > record.count(Winner.PLAYER):
        raise BadFile("the winning streaks do not fit the rounds won")
    if record.battles > played * BATTLE_LIMIT or record.longest_round > record.battles:
        raise BadFile("the battle counts do not fit the rounds played")
    if played and not record.battles:
        raise BadFile("rounds played without a battle")
    for each in record.history:
        if each.battles > record.longest_round or (each.winner, each.reason) not in ENDINGS:
            raise BadFile("a listed round does not fit the totals")


def _finished(data: Any) -> Finished:
    if not isinstance(data, dict):
        raise BadFile('"history" holds something that is not a round')
    try:
        winner, reason = Winner(str(data.get("winner"))), Reason(str(data.get("reason")))
    except ValueError:
        raise BadFile("a listed round has an unknown winner or reason") from None
    seed = data.get("seed")
    if seed is not None:
        seed = whole(data, "seed")
    battles = whole(data, "battles", BATTLE_LIMIT)
    if battles < 1:
        raise BadFile("a listed round has no battle")
    return Finished(seed, battles, whole(data, "wars", COUNT_MOST), winner, reason)
