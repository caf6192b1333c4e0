"""What the table draws of a battle in motion: card sprites and the WAR! banner, as data."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from war.core.cards import Card
from war.core.events import Side


class Pose(NamedTuple):
    """Where a card is and how it looks at one moment."""

    x: float
    y: float
    flip: float
    glow: float
    opacity: float


@dataclass
class CardSprite:
    """A card off the piles. ``flip`` runs 0 (back up) to 1 (face up); 0.5 is edge-on."""

    card: Card
    side: Side
    x: float
    y: float
    flip: float = 0.0
    glow: float = 0.0
    opacity: float = 1.0
    _previous: Pose = field(default=Pose(0.0, 0.0, 0.0, 0.0, 1.0), init=False, repr=False)

    def __post_init__(self) -> None:
        self.remember()

    def pose(self) -> Pose:
        return Pose(self.x, self.y, self.flip, self.glow, self.opacity)

    def remember(self) -> None:
        """Keep the state before an update step, for drawing between steps."""
        self._previous = self.pose()

    def at(self, alpha: float) -> Pose:
        """The pose interpolated between the last two update steps."""
        return Pose(
            *(a + (b - a) * alpha for a, b in zip(self._previous, self.pose(), strict=True))
        )


@dataclass
class Banner:
    """The WAR! banner: fades and pops in, then fades out."""

    text: str = ""
    depth: int = 0  # the war it shows, in its battle: 1 for the first
    opacity: float = 0.0
    scale: float = 1.0
