"""A round between two battles: everything needed to carry it on exactly as it would have gone.

War deals once and never draws on chance again, so the piles, the battle and war counts
and the longest chain of wars so far are the whole of a round in progress. The engine can
stop at one (``Round.position``) and start from one (``Round.resume``); the window saves
the one it has shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from war.core.cards import DECK_SIZE, Card, CardError, validate_deck
from war.core.rules import WAR_CARDS, Rules


def wars_per_battle_most(war_cards: int) -> int:
    """A battle turns two cards and each war of it lays 2 * (war_cards + 1) more, so one
    battle holds at most this many wars that were fought to the end (a round in progress
    has no other kind)..."""
    return (DECK_SIZE - 2) // (2 * (war_cards + 1))


def war_chain_most(war_cards: int) -> int:
    """...and one more may be declared that nobody can finish, ending the round."""
    return wars_per_battle_most(war_cards) + 1


# The largest of those over every rule set (one card face down), for bounds on a record.
WARS_PER_BATTLE_MOST = max(wars_per_battle_most(cards) for cards in WAR_CARDS)
WAR_CHAIN_MOST = max(war_chain_most(cards) for cards in WAR_CARDS)


class PositionProblem(StrEnum):
    """Why no round can be in a position (the values each comes with, in ``values``)."""

    NEGATIVE_DEAL = "negative_deal"  # seed
    BATTLES = "battles"  # battles, limit: not 0 to limit - 1 (limit None: below 0)
    PILE_EMPTY = "pile_empty"  # the round is over
    NOT_ONE_DECK = "not_one_deck"  # error: the CardError the piles make
    EARLY_WARS = "early_wars"  # wars counted before the first battle
    TOO_MANY_WARS = "too_many_wars"  # wars, battles
    CHAIN = "chain"  # chain, wars, most: a chain longer than all the wars, or than most
    NO_CHAIN = "no_chain"  # wars counted but no chain of them


class PositionError(ValueError):
    """A position no round can be in: ``problem`` says why, ``values`` with what
    (war/words/files.py says it in words)."""

    def __init__(self, problem: PositionProblem, **values: object) -> None:
        super().__init__(problem, values)
        self.problem = problem
        self.values = values

    def __str__(self) -> str:
        return f"{self.problem}: {self.values}"


@dataclass(frozen=True)
class Position:
    """Both piles (top first) and the counts, after ``battles`` battles of the deal of ``seed``."""

    seed: int | None
    battles: int
    wars: int
    longest_war_chain: int
    player: tuple[Card, ...]
    computer: tuple[Card, ...]

    def is_live(self, rules: Rules) -> bool:
        """Whether battles are left to play from here by ``rules`` (no pile empty, the
        limit not reached; with no limit, whether it has come back is not the position's to
        know)."""
        limit = rules.battle_limit
        return bool(self.player and self.computer) and (limit is None or self.battles < limit)

    def check(self, rules: Rules) -> None:
        """Raise PositionError unless a round by ``rules`` can be here, still live."""
        if self.seed is not None and self.seed < 0:
            raise PositionError(PositionProblem.NEGATIVE_DEAL, seed=self.seed)
        limit = rules.battle_limit
        if self.battles < 0 or (limit is not None and self.battles >= limit):
            # "limit" None: no limit, and the battles are below 0.
            raise PositionError(PositionProblem.BATTLES, battles=self.battles, limit=limit)
        if not self.player or not self.computer:
            raise PositionError(PositionProblem.PILE_EMPTY)
        try:
            validate_deck([*self.player, *self.computer])
        except CardError as error:
            raise PositionError(PositionProblem.NOT_ONE_DECK, error=error) from None
        if self.battles == 0 and (self.wars or self.longest_war_chain):
            raise PositionError(PositionProblem.EARLY_WARS)
        most = wars_per_battle_most(rules.war_cards)
        if not 0 <= self.wars <= self.battles * most:
            raise PositionError(PositionProblem.TOO_MANY_WARS, wars=self.wars, battles=self.battles)
        if not 0 <= self.longest_war_chain <= min(self.wars, most):
            raise PositionError(
                PositionProblem.CHAIN, chain=self.longest_war_chain, wars=self.wars, most=most
            )
        if self.wars and not self.longest_war_chain:
            raise PositionError(PositionProblem.NO_CHAIN)
