"""What lies on the table: piles and battle cards, rebuilt from engine events alone.

The game window draws this and the tests check it against the engine, so it must never
need the engine's insides: every change here comes from one event.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from war.core.cards import Card
from war.core.events import (
    BattleWon,
    CardLaidFaceDown,
    CardsReturned,
    CardsTurned,
    Event,
    RoundDealt,
    RoundOver,
    Side,
    WarCardsTurned,
    WarDeclared,
)
from war.core.position import Position


class TableauError(RuntimeError):
    """An event did not fit the table as it stands (a bug in the engine or the caller)."""


@dataclass(frozen=True, slots=True)
class TableCard:
    """A card in the battle area. ``depth`` 0 is the opening card, 1 the first war, ..."""

    card: Card
    side: Side
    face_up: bool
    depth: int


@dataclass
class Tableau:
    player_pile: list[Card] = field(default_factory=list)  # top first
    computer_pile: list[Card] = field(default_factory=list)
    table: list[TableCard] = field(default_factory=list)  # in laying order
    battle: int = 0
    wars: int = 0
    war_depth: int = 0
    longest_war_chain: int = 0
    seed: int | None = None
    last_winner: Side | None = None
    over: RoundOver | None = None

    def pile(self, side: Side) -> list[Card]:
        return self.player_pile if side is Side.PLAYER else self.computer_pile

    def count(self, side: Side) -> int:
        return len(self.pile(side))

    def cards_in_play(self) -> list[Card]:
        """Every card the table holds: both piles and the battle area."""
        return [*self.player_pile, *self.computer_pile, *(t.card for t in self.table)]

    def apply(self, event: Event) -> None:
        """Move the cards ``event`` describes."""
        if isinstance(event, RoundDealt):
            self._reset(event)
        elif isinstance(event, CardsTurned):
            if self.table:
                raise TableauError("a battle began with the last one's cards still on the table")
            self.battle = event.battle
            self.war_depth = 0
            self.last_winner = None
            self.table = []
            self._lay(Side.PLAYER, event.player, face_up=True)
            self._lay(Side.COMPUTER, event.computer, face_up=True)
        elif isinstance(event, WarDeclared):
            self.wars += 1
            self.war_depth = event.depth
            self.longest_war_chain = max(self.longest_war_chain, event.depth)
        elif isinstance(event, CardLaidFaceDown):
            self._lay(event.side, event.card, face_up=False)
        elif isinstance(event, WarCardsTurned):
            self._lay(Side.PLAYER, event.player, face_up=True)
            self._lay(Side.COMPUTER, event.computer, face_up=True)
        elif isinstance(event, BattleWon):
            self._sweep({t.card for t in self.table}, set(event.cards), "won")
            self.table = []
            self.pile(event.winner).extend(event.cards)
            self.last_winner = event.winner
            self._check_counts(event.player_count, event.computer_count)
        elif isinstance(event, CardsReturned):
            returned = set(event.player_cards + event.computer_cards)
            self._sweep({t.card for t in self.table}, returned, "returned")
            self.table = []
            self.player_pile.extend(event.player_cards)
            self.computer_pile.extend(event.computer_cards)
            self._check_counts(event.player_count, event.computer_count)
        elif isinstance(event, RoundOver):
            self.over = event
        else:
            raise TableauError(f"unknown event: {event!r}")

    def position(self) -> Position:
        """The table as a position to resume from (meaningful between battles)."""
        return Position(
            self.seed,
            self.battle,
            self.wars,
            self.longest_war_chain,
            tuple(self.player_pile),
            tuple(self.computer_pile),
        )

    def restore(self, position: Position) -> None:
        """Lay the table out as ``position`` has it: a resumed round, between battles."""
        self.player_pile = list(position.player)
        self.computer_pile = list(position.computer)
        self.table = []
        self.battle, self.wars = position.battles, position.wars
        self.war_depth = 0
        self.longest_war_chain = position.longest_war_chain
        self.seed = position.seed
        self.last_winner = None
        self.over = None

    def _reset(self, dealt: RoundDealt) -> None:
        self.restore(
            Position(dealt.seed, 0, 0, 0, tuple(dealt.player_pile), tuple(dealt.computer_pile))
        )

    def _lay(self, side: Side, card: Card, *, face_up: bool) -> None:
        pile = self.pile(side)
        if not pile or pile[0] != card:
            top = pile[0].code if pile else "nothing"
            raise TableauError(f"{side} laid {card.code} but its top card is {top}")
        pile.pop(0)
        self.table.append(TableCard(card, side, face_up, self.war_depth))

    @staticmethod
    def _sweep(on_table: set[Card], moved: set[Card], what: str) -> None:
        if on_table != moved:
            raise TableauError(f"cards {what} do not match the cards on the table")

    def _check_counts(self, player_count: int, computer_count: int) -> None:
        if (len(self.player_pile), len(self.computer_pile)) != (player_count, computer_count):
            raise TableauError(
                f"piles {len(self.player_pile)}/{len(self.computer_pile)} but the event says "
                f"{player_count}/{computer_count}"
            )
