"""The units every layout is built on: the design's size, a card, least text, rectangles."""

from __future__ import annotations

Rect = tuple[float, float, float, float]  # x, y, width, height

LOGICAL_SIZE = (1280, 720)  # the design: every position is in its pixels
LOGICAL_CENTRE_X = LOGICAL_SIZE[0] // 2
MIN_WINDOW_SIZE = (640, 360)
DEFAULT_WINDOW_SIZE = (1280, 720)

# The panel beside the table (the log, the rules): as wide in every frame, and this far
# from the frame's edges.
SIDE_PANEL_WIDTH = 518
SIDE_PANEL_MARGIN = 14

CARD_WIDTH = 100
CARD_HEIGHT = 140

# Text smaller than this many window pixels cannot be read; see Screen.text.
MIN_TEXT_PIXELS = 10
LARGE_TEXT = 1.25  # how much larger the large-text setting sets every word (Look)


def text_pixels(size: float, scale: float) -> int:
    """The pixel height to set text designed ``size`` logical pixels tall at ``scale``:
    scaled, but never below MIN_TEXT_PIXELS."""
    return max(MIN_TEXT_PIXELS, round(size * scale))


def contains(rect: Rect, x: float, y: float) -> bool:
    """Whether the logical point lies in ``rect`` (left and top edges in, right and bottom out)."""
    left, top, width, height = rect
    return left <= x < left + width and top <= y < top + height


def centred(width: float, y: float, height: float) -> Rect:
    """A rectangle ``width`` wide, centred across the design, from ``y`` down."""
    return (LOGICAL_CENTRE_X - width / 2, y, width, height)
