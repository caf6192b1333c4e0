"""What the engine reports: immutable, past-tense records of what happened in a round.

The game window turns these into animation and the CLI into text; together they carry
everything needed to draw the table, so no client reads the engine's insides.

They are NamedTuples rather than frozen dataclasses because the event path builds
hundreds of thousands a second and a NamedTuple is about twice as cheap to make.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import NamedTuple

from war.core.cards import Card


class Side(StrEnum):
    PLAYER = "player"
    COMPUTER = "computer"

    @property
    def other(self) -> Side:
        return Side.COMPUTER if self is Side.PLAYER else Side.PLAYER


class Winner(StrEnum):
    PLAYER = "player"
    COMPUTER = "computer"
    DRAW = "draw"


class Reason(StrEnum):
    ALL_CARDS = "all_cards"
    OUT_OF_CARDS_IN_WAR = "out_of_cards_in_war"
    BOTH_OUT_IN_WAR = "both_out_in_war"
    BATTLE_LIMIT = "battle_limit"
    ENDLESS = "endless"  # with no battle limit: the round came back to a position it had had


class RoundDealt(NamedTuple):
    """The deck was dealt; each pile is listed top first."""

    player_pile: tuple[Card, ...]
    computer_pile: tuple[Card, ...]
    seed: int | None


class CardsTurned(NamedTuple):
    """Both players turned their top card to start battle number ``battle``."""

    battle: int
    player: Card
    computer: Card


class WarDeclared(NamedTuple):
    """The face-up cards tied at ``rank``; ``depth`` is 1 for a battle's first war."""

    battle: int
    rank: int
    depth: int


class CardLaidFaceDown(NamedTuple):
    battle: int
    side: Side
    card: Card


class WarCardsTurned(NamedTuple):
    """Both players turned a war card face up; ``depth`` matches its WarDeclared."""

    battle: int
    player: Card
    computer: Card
    depth: int


class BattleWon(NamedTuple):
    """``winner`` put ``cards`` (in this order) at the bottom of their pile."""

    battle: int
    winner: Side
    cards: tuple[Card, ...]
    player_count: int
    computer_count: int


class CardsReturned(NamedTuple):
    """Both ran short in the same war step: each took back what it laid, in laying order."""

    battle: int
    player_cards: tuple[Card, ...]
    computer_cards: tuple[Card, ...]
    player_count: int
    computer_count: int


class RoundOver(NamedTuple):
    winner: Winner
    reason: Reason
    battles: int
    wars: int
    player_count: int
    computer_count: int
    longest_war_chain: int


Event = (
    RoundDealt
    | CardsTurned
    | WarDeclared
    | CardLaidFaceDown
    | WarCardsTurned
    | BattleWon
    | CardsReturned
    | RoundOver
)


def _same_event(self: tuple, other: object) -> bool:
    return type(self) is type(other) and tuple.__eq__(self, other)


def _different_event(self: tuple, other: object) -> bool:
    return not _same_event(self, other)


# NamedTuples compare as plain tuples, so CardsTurned(1, a, b) would equal RoundDealt(1, a, b)
# and (1, a, b). An event equals only an event of the same kind with the same fields.
for _kind in (
    RoundDealt,
    CardsTurned,
    WarDeclared,
    CardLaidFaceDown,
    WarCardsTurned,
    BattleWon,
    CardsReturned,
    RoundOver,
):
    _kind.__eq__ = _same_event  # type: ignore[method-assign]
    _kind.__ne__ = _different_event  # type: ignore[method-assign,assignment]
    _kind.__hash__ = tuple.__hash__  # type: ignore[method-assign]
del _kind


def cut_short(events: Sequence[Event]) -> bool:
    """Whether the battle of ``events`` ended in a war that could not be finished: a war
    declared whose face-up cards were never turned, because a side (or both) had no card
    left to lay (rule 6). The battle's winner, if any, won by it."""
    declared = sum(1 for event in events if isinstance(event, WarDeclared))
    turned = sum(1 for event in events if isinstance(event, WarCardsTurned))
    return turned < declared
