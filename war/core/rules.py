"""The table rules a round is played by: the seed rules (the default), or a house's.

Three choices, each with the seed rule first:

- ``war_cards``: how many cards each player lays face down in a war before the face-up
  one (1, 2 or 3);
- ``pickup``: whether the cards won go under the winner's pile as laid, or shuffled (by
  a generator seeded by the deal, so a deal with its rules plays only one way);
- ``battle_limit``: the battles after which a round is a draw (500, 1000), or None for no
  limit (a round that comes back to a position it has had before is then a draw, as it
  would go on for ever).

A rule set is named by its ``key`` ("1 as-laid 500"), the name files and JSON keep.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum
from itertools import product

BATTLE_LIMIT = 500  # the seed rules' limit

WAR_CARDS = (1, 2, 3)  # cards face down in a war, the seed rule's first
LIMITS: tuple[int | None, ...] = (BATTLE_LIMIT, 1000, None)  # None: no limit


class Pickup(StrEnum):
    """How the cards a player wins go under their pile."""

    AS_LAID = "as-laid"  # in the order laid, the winner's own card first at each step
    SHUFFLED = "shuffled"


class RulesError(ValueError):
    """A rule set no round is played by (a value not among the choices)."""


@dataclass(frozen=True, slots=True)
class Rules:
    war_cards: int = WAR_CARDS[0]
    pickup: Pickup = Pickup.AS_LAID
    battle_limit: int | None = BATTLE_LIMIT

    def __post_init__(self) -> None:
        if type(self.war_cards) is not int or self.war_cards not in WAR_CARDS:
            raise RulesError(f"war_cards must be one of {WAR_CARDS}, got {self.war_cards!r}")
        if not isinstance(self.pickup, Pickup):
            raise RulesError(f"pickup must be a Pickup, got {self.pickup!r}")
        limit_ok = self.battle_limit is None or type(self.battle_limit) is int
        if not limit_ok or self.battle_limit not in LIMITS:
            raise RulesError(f"battle_limit must be one of {LIMITS}, got {self.battle_limit!r}")

    @property
    def is_seed(self) -> bool:
        """Whether these are the seed rules, the game's own."""
        return self == SEED_RULES

    @property
    def key(self) -> str:
        """The rule set's name in files: "1 as-laid 500", "3 shuffled none"."""
        limit = "none" if self.battle_limit is None else str(self.battle_limit)
        return f"{self.war_cards} {self.pickup} {limit}"

    @staticmethod
    def from_key(key: str) -> Rules:
        """The rule set ``key`` names. Raises RulesError for anything else."""
        parts = key.split(" ") if isinstance(key, str) else []
        if len(parts) != 3 or not all(part.isascii() and part for part in parts):
            raise RulesError(f"not a rule set: {key!r}")
        war_cards, pickup, limit = parts
        try:
            rules = Rules(
                int(war_cards) if war_cards.isdigit() else -1,
                Pickup(pickup),
                None if limit == "none" else int(limit) if limit.isdigit() else -1,
            )
        except ValueError:
            raise RulesError(f"not a rule set: {key!r}") from None
        if rules.key != key:  # "01" or "0500": a name the game never writes
            raise RulesError(f"not a rule set: {key!r}")
        return rules


SEED_RULES = Rules()
# Every rule set, the seed rules first, then in the order of the choices.
ALL_RULES: tuple[Rules, ...] = tuple(
    Rules(cards, pickup, limit) for cards, pickup, limit in product(WAR_CARDS, Pickup, LIMITS)
)

# The pickup generator of a deck dealt with no deal number (a deck given card by card).
NO_SEED_PICKUP = "pickup"


def pickup_generator(seed: int | None) -> random.Random:
    """The generator that shuffles the winnings of deal ``seed`` under shuffled pickup.

    One per round, drawn on at every pickup in turn, so a deal with its rules plays only
    one way. It is seeded by the deal's number through a string ("pickup 570"), so its
    stream is its own, not the one that shuffled the deck; a deck with no number uses
    ``NO_SEED_PICKUP`` ("pickup").
    """
    return random.Random(NO_SEED_PICKUP if seed is None else f"{NO_SEED_PICKUP} {seed}")
