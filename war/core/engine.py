"""The rules of War: a round played battle by battle, reported as events (no pygame here).

Two paths give the same results. ``Round`` plays one battle at a time and returns the
events of each, for the game window and the trace. ``play_fast`` (war/core/fast.py) plays
a whole round on bare ranks with no event objects, for statistics over many deals.

Both play by a rule set (war/core/rules.py), the seed rules unless told otherwise:

- with ``war_cards`` K, a war lays K cards face down from each player, one pair at a time,
  then one pair face up; before each of those steps a player with no card left loses, and
  both short at the same step is a draw (each takes back what it laid);
- with shuffled pickup, the cards a player wins (in the order laid, their own card first
  at each step) are shuffled before they go under, by one generator per round,
  ``pickup_generator(seed)``: seeded by the deal's number, a fixed one for a deck with no
  number. The generator is part of the round, so a resumed round replays its deal to
  carry on with it;
- with no battle limit, a round that comes back to a position it has had (both piles, in
  order, at the start of a battle) would go on for ever: it ends there, a draw
  (``Reason.ENDLESS``), after the battle that brought it back.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Sequence

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
from war.core.fast import play_fast, play_ranks
from war.core.outcome import Outcome
from war.core.position import Position
from war.core.rules import BATTLE_LIMIT, SEED_RULES, Pickup, Rules, pickup_generator

__all__ = [
    "BATTLE_LIMIT",
    "Outcome",
    "Round",
    "RoundFinished",
    "deal",
    "play_fast",
    "play_ranks",
    "replay",
]

# Enum member lookup costs a metaclass call; the event path reads these once per battle.
PLAYER, COMPUTER = Side.PLAYER, Side.COMPUTER

PilesKey = tuple[tuple[Card, ...], tuple[Card, ...]]


class RoundFinished(RuntimeError):
    """A battle was asked for after the round ended."""


def deal(deck: Sequence[Card]) -> tuple[list[Card], list[Card]]:
    """Deal alternately, player first; each pile top first, in dealing order."""
    return list(deck[0::2]), list(deck[1::2])


def needs_history(rules: Rules) -> bool:
    """Whether a round by ``rules`` carries more than its position: the pickup generator's
    state, or the positions it has had (to know one coming back)."""
    return rules.pickup is Pickup.SHUFFLED or rules.battle_limit is None


class Round:
    """One round of War from a given deal, played one battle at a time by ``rules``."""

    def __init__(
        self,
        deck: Sequence[Card],
        *,
        seed: int | None = None,
        rules: Rules = SEED_RULES,
    ) -> None:
        validate_deck(deck)
        player, computer = deal(deck)
        self.seed = seed
        self.rules = rules
        self.battle_limit = rules.battle_limit
        self._war_cards = rules.war_cards
        self._shuffle = pickup_generator(seed).shuffle if rules.pickup is Pickup.SHUFFLED else None
        self._player = deque(player)
        self._computer = deque(computer)
        self.battles = 0
        self.wars = 0
        self.longest_war_chain = 0
        self.outcome: Outcome | None = None
        # With no limit: every position the round has had at the start of a battle.
        self._seen: set[PilesKey] | None = None
        if rules.battle_limit is None:
            self._seen = {self._piles_key()}

    @classmethod
    def from_seed(cls, seed: int, *, rules: Rules = SEED_RULES) -> Round:
        return cls(shuffled_deck(seed), seed=seed, rules=rules)

    @classmethod
    def resume(cls, position: Position, *, rules: Rules = SEED_RULES) -> Round:
        """The round carried on from ``position``: every battle from here is the one the
        round would have played had it never stopped. Raises PositionError if no live
        round by ``rules`` can be there.

        Where the rules make a round more than its position (shuffled pickup, no limit), a
        position with a deal number replays its deal that far, to carry on with the deal's
        generator and the positions it has had. (A position that is not where its deal
        stands, which the store refuses, carries on with them as the deal had them there; a
        position with no deal number starts afresh: the fixed generator, no positions had.)
        """
        position.check(rules)
        round_: Round | None = None
        if position.seed is not None and needs_history(rules):
            round_, _ = replay(position.seed, position.battles, rules)
            if round_.is_over or round_.battles != position.battles:
                round_ = None
        if round_ is None:
            round_ = cls([*position.player, *position.computer], seed=position.seed, rules=rules)
        round_._player = deque(position.player)
        round_._computer = deque(position.computer)
        round_.battles = position.battles
        round_.wars = position.wars
        round_.longest_war_chain = position.longest_war_chain
        if round_._seen is not None:
            round_._seen.add(round_._piles_key())
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
            for _ in range(self._war_cards):
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
        elif self._seen is None:
            if battle >= self.battle_limit:  # type: ignore[operator]  # a limit, as _seen is None
                events.append(self._finish(Winner.DRAW, Reason.BATTLE_LIMIT))
        else:
            key = self._piles_key()
            if key in self._seen:
                events.append(self._finish(Winner.DRAW, Reason.ENDLESS))
            else:
                self._seen.add(key)
        return events

    def play_to_end(self) -> Iterator[Event]:
        """Every remaining event of the round."""
        while self.outcome is None:
            yield from self.play_battle()

    def _piles_key(self) -> PilesKey:
        return tuple(self._player), tuple(self._computer)

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
        """Rule 5: table cards to the winner's bottom, in laying order, winner's card first
        (then shuffled, under shuffled pickup)."""
        if winner is PLAYER:
            won = table
        else:
            pairs = zip(table[1::2], table[0::2], strict=True)
            won = [card for pair in pairs for card in pair]
        if self._shuffle is not None:
            won = won.copy() if won is table else won
            self._shuffle(won)
        cards = tuple(won)
        (self._player if winner is PLAYER else self._computer).extend(cards)
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


def replay(seed: int, battles: int, rules: Rules = SEED_RULES) -> tuple[Round, list[Event]]:
    """Deal ``seed`` and play ``battles`` battles by ``rules`` (fewer if it ends first): the
    round as it then stands, and the events of the last battle played (none if none was)."""
    round_ = Round.from_seed(seed, rules=rules)
    last: list[Event] = []
    for _ in range(battles):
        if round_.is_over:
            break
        last = round_.play_battle()
    return round_, last
