"""Where the pips of each number card lie, as on a French-suited deck, in card units.

A card is CARD_WIDTH x CARD_HEIGHT logical pixels. The pips stand in three columns; those
below the card's middle are turned upside down, so the card reads the same either way up
(all but the seven, whose one centre pip is in the upper half). Pure data: no pygame.
"""

from __future__ import annotations

from typing import NamedTuple

from war.window.layout.units import CARD_HEIGHT, CARD_WIDTH

PIP_HEIGHT = 17  # a pip's suit sign, top to bottom
ACE_HEIGHT = 54  # the ace's one large pip

# The columns, clear of the corner indices, and the rows: the top and bottom rows, the
# middle, and the thirds between top and bottom of the four-row cards (9 and 10). Each row
# below the middle is one above it turned round.
LEFT, CENTRE, RIGHT = 34.0, CARD_WIDTH / 2, CARD_WIDTH - 34.0
TOP = 27.0
MIDDLE = CARD_HEIGHT / 2
UPPER_THIRD = TOP + (CARD_HEIGHT - 2 * TOP) / 3
# Centre pips between rows: the seven's and eight's halfway from the top row to the middle,
# the ten's halfway between its first two rows.
UPPER_HALF = (TOP + MIDDLE) / 2
UPPER_TEN = (TOP + UPPER_THIRD) / 2
BOTTOM, LOWER_THIRD, LOWER_HALF, LOWER_TEN = (
    CARD_HEIGHT - row for row in (TOP, UPPER_THIRD, UPPER_HALF, UPPER_TEN)
)


class Pip(NamedTuple):
    """A pip's centre, in card units from the card's top left."""

    x: float
    y: float

    @property
    def turned(self) -> bool:
        """Whether the pip is drawn upside down: it lies in the card's lower half."""
        return self.y > MIDDLE


def _sides(*rows: float) -> tuple[Pip, ...]:
    return tuple(Pip(x, y) for y in rows for x in (LEFT, RIGHT))


def _centre(*rows: float) -> tuple[Pip, ...]:
    return tuple(Pip(CENTRE, y) for y in rows)


# Each number card's pips (the ace's is its one large pip, in the middle).
PIPS: dict[int, tuple[Pip, ...]] = {
    2: _centre(TOP, BOTTOM),
    3: _centre(TOP, MIDDLE, BOTTOM),
    4: _sides(TOP, BOTTOM),
    5: _sides(TOP, BOTTOM) + _centre(MIDDLE),
    6: _sides(TOP, MIDDLE, BOTTOM),
    7: _sides(TOP, MIDDLE, BOTTOM) + _centre(UPPER_HALF),
    8: _sides(TOP, MIDDLE, BOTTOM) + _centre(UPPER_HALF, LOWER_HALF),
    9: _sides(TOP, UPPER_THIRD, LOWER_THIRD, BOTTOM) + _centre(MIDDLE),
    10: _sides(TOP, UPPER_THIRD, LOWER_THIRD, BOTTOM) + _centre(UPPER_TEN, LOWER_TEN),
    14: _centre(MIDDLE),
}


def pip_height(rank: int) -> float:
    """How tall rank ``rank``'s pips are drawn."""
    return ACE_HEIGHT if rank == 14 else PIP_HEIGHT
