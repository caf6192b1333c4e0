"""How a round ended: the one record both of the engine's paths return."""

from __future__ import annotations

from dataclasses import dataclass

from war.core.events import Reason, Winner


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
