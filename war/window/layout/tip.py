"""Where the first run's tip sits: a panel beside the button it points at, its arrow between.

The tip lies left of its button when there is room (the button in the right-hand column),
else above it (buttons under the table), else below; always inside the design, a
TIP_MARGIN in from its edges, its arrow at the middle of the button's nearer side.
"""

from __future__ import annotations

from typing import NamedTuple

from war.window.layout.units import LOGICAL_SIZE, Rect

TIP_HEADLINE_SIZE = 22
TIP_DETAIL_SIZE = 18
TIP_MIN_SIZE = 14  # a language's long words are set this small before they are ever cut
TIP_PADDING = (18, 12)  # inside the panel: either side of the words, above and below them
TIP_LINE_GAP = 6
TIP_ARROW = 14  # how far the arrow reaches out of the panel toward the button
TIP_GAP = 6  # between the arrow's point and the button
TIP_MARGIN = 12  # the panel's least distance from the design's edges


class TipPlace(NamedTuple):
    """The tip's panel, and its arrow as three points: two on the panel's edge, then the tip."""

    panel: Rect
    arrow: tuple[tuple[float, float], tuple[float, float], tuple[float, float]]


def tip_place(
    button: Rect,
    width: float,
    height: float,
    size: tuple[float, float] = LOGICAL_SIZE,  # a frame
) -> TipPlace:
    """A panel ``width`` by ``height`` pointing at ``button``, in a design of ``size``."""
    x, y, w, h = button
    reach = TIP_ARROW + TIP_GAP
    half = TIP_ARROW * 0.8  # half the arrow's base
    if x - reach - width >= TIP_MARGIN:  # to the left
        top = _within(y + h / 2 - height / 2, height, size[1])
        right = x - reach
        middle = y + h / 2
        arrow = ((right, middle - half), (right, middle + half), (x - TIP_GAP, middle))
        return TipPlace((right - width, top, width, height), arrow)
    left = _within(x + w / 2 - width / 2, width, size[0])
    centre = x + w / 2
    if y - reach - height >= TIP_MARGIN:  # above
        bottom = y - reach
        arrow = ((centre - half, bottom), (centre + half, bottom), (centre, y - TIP_GAP))
        return TipPlace((left, bottom - height, width, height), arrow)
    top = y + h + reach  # below
    arrow = ((centre - half, top), (centre + half, top), (centre, y + h + TIP_GAP))
    return TipPlace((left, top, width, height), arrow)


def _within(start: float, length: float, room: float) -> float:
    """``start`` moved just enough for ``length`` from it to lie inside ``room``'s margins."""
    return max(TIP_MARGIN, min(start, room - TIP_MARGIN - length))
