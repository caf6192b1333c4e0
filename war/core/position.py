"""A round between two battles: everything needed to carry it on exactly as it would have gone.

War deals once and never draws on chance again, so the piles, the battle and war counts
and the longest chain of wars so far are the whole of a round in progress. The engine can
stop at one (``Round.position``) and start from one (``Round.resume``); the window saves
the one it has shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from war.core.cards import DECK_SIZE, Card, CardError, validate_deck

# A battle turns two cards and each war of it lays four more, so one battle holds at most
# this many wars that were fought to the end (a round in progress has no other kind)...
WARS_PER_BATTLE_MOST = (DECK_SIZE - 2) // 4
# ...and one more may be declared that nobody can finish, ending the round.
WAR_CHAIN_MOST = WARS_PER_BATTLE_MOST + 1


class PositionError(ValueError):
    """A position no round can be in; the message says what is wrong, in one line."""


@dataclass(frozen=True)
class Position:
    """Both piles (top first) and the counts, after ``battles`` battles of the deal of ``seed``."""

    seed: int | None
    battles: int
    wars: int
    longest_war_chain: int
    player: tuple[Card, ...]
    computer: tuple[Card, ...]

    def is_live(self, battle_limit: int) -> bool:
        """Whether battles are left to play from here (no pile empty, the limit not reached)."""
        return bool(self.player and self.computer) and self.battles < battle_limit

    def check(self, battle_limit: int) -> None:
        """Raise PositionError unless a round under ``battle_limit`` can be here, still live."""
        if self.seed is not None and self.seed < 0:
            raise PositionError(f"the deal number is negative: {self.seed}")
        if not 0 <= self.battles < battle_limit:
            raise PositionError(
                f"{self.battles} battles played: a live round has played 0 to {battle_limit - 1}"
            )
        if not self.player or not self.computer:
            raise PositionError("a pile is empty: that round is over")
        try:
            validate_deck([*self.player, *self.computer])
        except CardError as error:
            raise PositionError(f"the piles are not one deck: {error}") from None
        if self.battles == 0 and (self.wars or self.longest_war_chain):
            raise PositionError("wars counted before the first battle")
        if not 0 <= self.wars <= self.battles * WARS_PER_BATTLE_MOST:
            raise PositionError(f"{self.wars} wars in {self.battles} battles")
        if not 0 <= self.longest_war_chain <= min(self.wars, WARS_PER_BATTLE_MOST):
            raise PositionError(f"a chain of {self.longest_war_chain} wars with {self.wars} in all")
        if self.wars and not self.longest_war_chain:
            raise PositionError("wars counted but no chain of wars")
