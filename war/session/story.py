"""The story of a round: your card count after every battle, its wars, and its turning point,
worked out by playing its deal again by its rules (no pygame here).

**The turning point** is the battle that did most to decide the round, as a player would
point to it:

- In a round someone won, the winner took the lead for good at some battle (from it to the
  end they held more cards than the other side). Before it, their last low point: the
  battle, since they last led (or since the deal), after which they held fewest cards (the
  latest, if several). The turning point is the battle after that low point, up to and
  including the one that took the lead for good, that won them the most cards (a deeper
  war first if two won as many, then the later). It is often the battle that took the
  lead itself ("Battle 88: the computer took 10 cards in a double war and never lost the
  lead again"); or a war that brought the winner back from far behind ("Battle 212: a
  triple war won you 14 cards").
- In a draw, nobody turned the round: the turning point is its biggest battle, the one
  that moved the most cards from one side to the other (a deeper war first, then the
  later).

A round always has a battle, so it always has a turning point. Round over tells it from
the battles its log holds, with nothing played again (benchmarks/bench_story.py: about a
millisecond for the longest rounds); the Record's last round is played again from its deal
(a few milliseconds, and some tens for the longest rounds with no battle limit, whose
replay watches for a position come back).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from war.core.engine import Outcome, Round
from war.core.events import (
    BattleWon,
    CardsReturned,
    Event,
    RoundOver,
    Side,
    WarDeclared,
    Winner,
)
from war.core.rules import SEED_RULES, Rules

if TYPE_CHECKING:
    from war.session.round import RoundSession

HALF = 26  # each side's cards at the deal: above it, a side leads


@dataclass(frozen=True, slots=True)
class Battle:
    """One battle of the round as its story tells it."""

    number: int  # 1 for the first
    player_cards: int  # your pile after it
    computer_cards: int
    depth: int  # the wars it held in a row: 0 for none, 1 for a war, 2 for a double war...
    winner: Side | None  # who took the cards (None: a war both ran out in, each took theirs)
    taken: int  # the cards the winner took from the table (theirs and the other side's)
    gained: int  # how many cards your pile grew by (shrank by, below 0)

    def gained_by(self, side: Side) -> int:
        """The cards ``side``'s pile grew by in this battle (shrank by, below 0)."""
        return self.gained if side is Side.PLAYER else -self.gained


@dataclass(frozen=True, slots=True)
class TurningPoint:
    battle: Battle
    for_good: bool  # the battle put its winner ahead to the end of the round


@dataclass(frozen=True, slots=True)
class Story:
    seed: int
    rules: Rules
    outcome: Outcome
    battles: tuple[Battle, ...]  # in order, the first first
    turning_point: TurningPoint

    @property
    def wars(self) -> tuple[Battle, ...]:
        """The battles that held a war, in order."""
        return tuple(battle for battle in self.battles if battle.depth)


def story_of(session: RoundSession) -> Story | None:
    """The story of the round ``session`` has just finished, from the battles its log
    holds (played again only if the log does not reach the round's end); None if it has no
    deal number."""
    seed = session.seed
    if seed is None:
        return None
    return told(seed, session.rules, session.log.battles) or tell(seed, session.rules)


def tell(seed: int, rules: Rules = SEED_RULES) -> Story:
    """The story of deal ``seed`` played by ``rules``."""
    round_ = Round.from_seed(seed, rules=rules)

    def played() -> Iterator[Sequence[Event]]:
        while not round_.is_over:
            yield round_.play_battle()

    story = told(seed, rules, played())
    assert story is not None  # played to its end
    return story


def told(seed: int, rules: Rules, battles: Iterable[Sequence[Event]]) -> Story | None:
    """The story of deal ``seed`` by ``rules`` from the events of each of its battles, in
    order from the first (as Round.play_battle returns them); None if they stop before the
    round's end."""
    kept: list[Battle] = []
    over: RoundOver | None = None
    for events in battles:
        depth, winner, taken = 0, None, 0
        counts = before = (kept[-1].player_cards, kept[-1].computer_cards) if kept else (HALF, HALF)
        for event in events:
            if isinstance(event, WarDeclared):
                depth = event.depth
            elif isinstance(event, BattleWon):
                winner, taken = event.winner, len(event.cards)
                counts = (event.player_count, event.computer_count)
            elif isinstance(event, CardsReturned):
                counts = (event.player_count, event.computer_count)
            elif isinstance(event, RoundOver):
                over = event
        kept.append(Battle(len(kept) + 1, *counts, depth, winner, taken, counts[0] - before[0]))
    if over is None or not kept:
        return None
    outcome = Outcome(
        over.winner,
        over.reason,
        over.battles,
        over.wars,
        over.player_count,
        over.computer_count,
        over.longest_war_chain,
    )
    return Story(seed, rules, outcome, tuple(kept), turning_point(kept, outcome.winner))


def turning_point(battles: list[Battle], winner: Winner) -> TurningPoint:
    """The battle that turned the round ``winner`` won (see the module), of ``battles``."""
    if winner is Winner.DRAW:
        index = max(
            range(len(battles)),
            key=lambda index: (abs(battles[index].gained), battles[index].depth, index),
        )
        biggest = battles[index]
        return TurningPoint(biggest, for_good=False)
    side = Side(str(winner))

    def held(index: int) -> int:
        """The winner's cards after battle ``index`` (-1: the deal)."""
        if index < 0:
            return HALF
        each = battles[index]
        return each.player_cards if side is Side.PLAYER else each.computer_cards

    ahead = len(battles) - 1  # the winner holds every card after the last battle
    while ahead > 0 and held(ahead - 1) > HALF:
        ahead -= 1
    led = ahead - 1  # the last battle before it after which the winner led, or the deal
    while led >= 0 and held(led) <= HALF:
        led -= 1
    low = min(range(led, ahead), key=lambda index: (held(index), -index))
    best = max(
        range(low + 1, ahead + 1),
        key=lambda index: (battles[index].gained_by(side), battles[index].depth, index),
    )
    return TurningPoint(battles[best], for_good=best == ahead)
