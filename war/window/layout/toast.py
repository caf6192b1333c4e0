"""Where the moment of a medal earned sits on the table: a plate on the status line's place
(which says nothing meanwhile), between the two rows of cards in play (empty once the round
is over), and in its band; as tall as the medals' names make it."""

from __future__ import annotations

from war.window.layout.table import TableLayout
from war.window.layout.units import Rect

TOAST_WIDTH = 460
TOAST_HEADLINE = (28, 24)  # (its middle under the plate's top, size)
TOAST_NAMES = (62, 20)  # the first line of the medals' names (the rest under it)
TOAST_NAMES_STEP = 26  # from one line of names to the next
TOAST_BOTTOM = 18  # under the last line's middle, to the plate's bottom
TOAST_LEAST = 0.8  # of their size: long words are set this small, then on more lines
TOAST_INSET = 20  # the words keep this far in from the plate's sides
TOAST_RADIUS = 14
TOAST_RIM = 3


def toast_height(lines: int, grow: float = 1.0) -> float:
    """The plate's height with ``lines`` lines of names, its words ``grow`` times their
    designed size (large text)."""
    return (TOAST_NAMES[0] + (lines - 1) * TOAST_NAMES_STEP + TOAST_BOTTOM) * grow


def toast_rect(layout: TableLayout, height: float, rise: float = 0.0) -> Rect:
    """The plate, ``height`` tall and ``rise`` logical pixels above its place, no wider
    than the status line's band."""
    left, right = layout.status_span
    width = min(TOAST_WIDTH, right - left)
    x = min(max(layout.status_x - width / 2, left), right - width)
    return (x, layout.status_y - height / 2 - rise, width, height)
