"""The rules of War: a round played battle by battle, reported as events (no pygame here).

Two paths give the same results. ``Round`` plays one battle at a time and returns the
events of each, for the game window and the trace. ``play_fast`` plays a whole round on
bare ranks with no event objects, for statistics over many deals.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from war.core.cards import Card, shuffled_deck, validate_deck
from war.core.events import (
    BattleWon,
    CardLaidFaceDown,
    CardsReturned,
    CardsTurned,
    Event,
    Reason,
    RoundDealt,
    RoundOver,
    Side,
    WarCardsTurned,
    WarDeclared,
    Winner,
)
from war.core.position import Position

BATTLE_LIMIT = 500

# Enum member lookup costs a metaclass call; the event path reads these once per battle.
PLAYER, COMPUTER = Side.PLAYER, Side.COMPUTER


class RoundFinished(RuntimeError):
    """A battle was asked for after the round ended."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a round ended. The counts are the piles at the end (the winner holds 52)."""

    winner: Winner
    reason: Reason
    battles: int
    wars: int
    player_cards: int
    computer_cards: int
    longest_war_chain: int


def _check_limit(battle_limit: int) -> None:
    if battle_limit < 1:
        raise ValueError(f"battle_limit must be at least 1, got {battle_limit}")


def deal(deck: Sequence[Card]) -> tuple[list[Card], list[Card]]:
    """Deal alternately, player first; each pile top first, in dealing order."""
    return list(deck[0::2]), list(deck[1::2])


class Round:
    """One round of War from a given deal, played one battle at a time."""

    def __init__(
        self,
        deck: Sequence[Card],
        *,
        seed: int | None = None,
        battle_limit: int = BATTLE_LIMIT,
    ) -> None:
        validate_deck(deck)
        _check_limit(battle_limit)
        player, computer = deal(deck)
        self.seed = seed
        self.battle_limit = battle_limit
        self._player = deque(player)
        self._computer = deque(computer)
        self.battles = 0
        self.wars = 0
        self.longest_war_chain = 0
        self.outcome: Outcome | None = None

    @classmethod
    def from_seed(cls, seed: int, *, battle_limit: int = BATTLE_LIMIT) -> Round:
        return cls(shuffled_deck(seed), seed=seed, battle_limit=battle_limit)

    @classmethod
    def resume(cls, position: Position, *, battle_limit: int = BATTLE_LIMIT) -> Round:
        """The round carried on from ``position``: every battle from here is the one the
        round would have played had it never stopped. Raises PositionError if no live
        round can be there."""
        position.check(battle_limit)
        round_ = cls(
            [*position.player, *position.computer], seed=position.seed, battle_limit=battle_limit
        )
        round_._player = deque(position.player)
        round_._computer = deque(position.computer)
        round_.battles = position.battles
        round_.wars = position.wars
        round_.longest_war_chain = position.longest_war_chain
        return round_

    def position(self) -> Position:
        """Where the round stands between battles, to resume it from later."""
        return Position(
            self.seed,
            self.battles,
            self.wars,
            self.longest_war_chain,
            self.player_pile,
            self.computer_pile,
        )

    @property
    def player_pile(self) -> tuple[Card, ...]:
        """The player's pile, top first."""
        return tuple(self._player)

    @property
    def computer_pile(self) -> tuple[Card, ...]:
        return tuple(self._computer)

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    def dealt(self) -> RoundDealt:
        """The event describing the piles as they stand (at the start: the deal)."""
        return RoundDealt(self.player_pile, self.computer_pile, self.seed)

    def play_battle(self) -> list[Event]:
        """Play the next battle, with all its wars; return what happened, in order."""
        if self.outcome is not None:
            raise RoundFinished("the round is over")
        self.battles += 1
        battle = self.battles
        player, computer = self._player, self._computer
        mine, theirs = player.popleft(), computer.popleft()
        events: list[Event] = [CardsTurned(battle, mine, theirs)]
        table = [mine, theirs]  # laid in pairs: player's card, then computer's
        depth = 0
        while mine.rank == theirs.rank:
            depth += 1
            self.wars += 1
            events.append(WarDeclared(battle, mine.rank, depth))
            if self._ended_short(table, events, depth):
                return events
            down_mine, down_theirs = player.popleft(), computer.popleft()
            table += (down_mine, down_theirs)
            events.append(CardLaidFaceDown(battle, PLAYER, down_mine))
            events.append(CardLaidFaceDown(battle, COMPUTER, down_theirs))
            if self._ended_short(table, events, depth):
                return events
            mine, theirs = player.popleft(), computer.popleft()
            table += (mine, theirs)
            events.append(WarCardsTurned(battle, mine, theirs, depth))
        if depth > self.longest_war_chain:
            self.longest_war_chain = depth
        events.append(self._collect(PLAYER if mine.rank > theirs.rank else COMPUTER, table))
        if not player:
            events.append(self._finish(Winner.COMPUTER, Reason.ALL_CARDS))
        elif not computer:
            events.append(self._finish(Winner.PLAYER, Reason.ALL_CARDS))
        elif battle >= self.battle_limit:
            events.append(self._finish(Winner.DRAW, Reason.BATTLE_LIMIT))
        return events

    def play_to_end(self) -> Iterator[Event]:
        """Every remaining event of the round."""
        while self.outcome is None:
            yield from self.play_battle()

    def _ended_short(self, table: list[Card], events: list[Event], depth: int) -> bool:
        """Rule 6: before a war step, a player with no card loses; both empty is a draw."""
        player_out, computer_out = not self._player, not self._computer
        if not (player_out or computer_out):
            return False
        self.longest_war_chain = max(self.longest_war_chain, depth)
        if player_out and computer_out:
            mine, theirs = tuple(table[0::2]), tuple(table[1::2])
            self._player.extend(mine)
            self._computer.extend(theirs)
            events.append(CardsReturned(self.battles, mine, theirs, len(mine), len(theirs)))
            events.append(self._finish(Winner.DRAW, Reason.BOTH_OUT_IN_WAR))
        elif player_out:
            events.append(self._collect(COMPUTER, table))
            events.append(self._finish(Winner.COMPUTER, Reason.OUT_OF_CARDS_IN_WAR))
        else:
            events.append(self._collect(PLAYER, table))
            events.append(self._finish(Winner.PLAYER, Reason.OUT_OF_CARDS_IN_WAR))
        return True

    def _collect(self, winner: Side, table: list[Card]) -> BattleWon:
        """Rule 5: table cards to the winner's bottom, in laying order, winner's card first."""
        if winner is PLAYER:
            cards = tuple(table)
            self._player.extend(cards)
        else:
            pairs = zip(table[1::2], table[0::2], strict=True)
            cards = tuple([card for pair in pairs for card in pair])
            self._computer.extend(cards)
        return BattleWon(self.battles, winner, cards, len(self._player), len(self._computer))

    def _finish(self, winner: Winner, reason: Reason) -> RoundOver:
        self.outcome = Outcome(
            winner,
            reason,
            self.battles,
            self.wars,
            len(self._player),
            len(self._computer),
            self.longest_war_chain,
        )
        return RoundOver(
            winner=winner,
            reason=reason,
            battles=self.battles,
            wars=self.wars,
            player_count=self.outcome.player_cards,
            computer_count=self.outcome.computer_cards,
            longest_war_chain=self.longest_war_chain,
        )


def replay(seed: int, battles: int) -> tuple[Round, list[Event]]:
    """Deal ``seed`` and play ``battles`` battles (fewer if it ends first): the round as it
    then stands, and the events of the last battle played (none if none was)."""
    round_ = Round.from_seed(seed)
    last: list[Event] = []
    for _ in range(battles):
        if round_.is_over:
            break
        last = round_.play_battle()
    return round_, last


def play_fast(deck: Sequence[Card], battle_limit: int = BATTLE_LIMIT) -> Outcome:
    """Play a whole round on ranks alone; the same Outcome as ``Round``, several times faster."""
    return play_ranks([card.rank for card in deck], battle_limit)


def play_ranks(ranks: Sequence[int], battle_limit: int = BATTLE_LIMIT) -> Outcome:
    """The fast path's loop. Suits never decide anything, so ranks are all it needs.

    Written for speed: bound methods in locals, and emptiness checked only where a pile
    can have just run out. Keep it in step with ``Round.play_battle``.
    """
    _check_limit(battle_limit)
    player, computer = deque(ranks[0::2]), deque(ranks[1::2])
    take_mine, take_theirs = player.popleft, computer.popleft
    give_mine, give_theirs = player.append, computer.append
    wars = longest = battles = 0
    while battles < battle_limit:
        battles += 1
        mine = take_mine()
        theirs = take_theirs()
        if mine > theirs:
            give_mine(mine)
            give_mine(theirs)
            if not computer:
                return Outcome(Winner.PLAYER, Reason.ALL_CARDS, battles, wars, 52, 0, longest)
            continue
        if mine < theirs:
            give_theirs(theirs)
            give_theirs(mine)
            if not player:
                return Outcome(Winner.COMPUTER, Reason.ALL_CARDS, battles, wars, 0, 52, longest)
            continue
        table = [mine, theirs]
        depth = 0
        short = None
        while mine == theirs:
            depth += 1
            wars += 1
            if not player or not computer:
                short = depth
                break
            table.append(take_mine())
            table.append(take_theirs())
            if not player or not computer:
                short = depth
                break
            mine = take_mine()
            theirs = take_theirs()
            table.append(mine)
            table.append(theirs)
        if depth > longest:
            longest = depth
        if short is not None:
            if not player and not computer:
                half = len(table) // 2
                return Outcome(
                    Winner.DRAW, Reason.BOTH_OUT_IN_WAR, battles, wars, half, half, longest
                )
            if not player:
                return Outcome(
                    Winner.COMPUTER, Reason.OUT_OF_CARDS_IN_WAR, battles, wars, 0, 52, longest
                )
            return Outcome(Winner.PLAYER, Reason.OUT_OF_CARDS_IN_WAR, battles, wars, 52, 0, longest)
        if mine > theirs:
            player.extend(table)
            if not computer:
                return Outcome(Winner.PLAYER, Reason.ALL_CARDS, battles, wars, 52, 0, longest)
        else:
            for i in range(0, len(table), 2):
                give_theirs(table[i + 1])
                give_theirs(table[i])
            if not player:
                return Outcome(Winner.COMPUTER, Reason.ALL_CARDS, battles, wars, 0, 52, longest)
    return Outcome(
        Winner.DRAW, Reason.BATTLE_LIMIT, battles, wars, len(player), len(computer), longest
    )
