"""The letterbox: a frame's logical space scaled to fit a window, centred, keeping its shape.

The one transform between logical positions and window pixels, both ways. The frame has the
window's shape (frame.py), so the letterbox fills the window, bar a pixel of rounding, a
window past MOST_SCALE or one of a shape past the frames' widest or tallest.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from war.window.layout.frame import frame_for
from war.window.layout.units import LOGICAL_SIZE, Rect

# The table is drawn at most this many window pixels per logical pixel: a 16:9 frame at
# 7680x4320, 8K (a square one at 7680x7680). A larger window shows it that size, centred on
# the felt; art and text made any larger would take gigabytes (a 20000x20000 window) and
# show the eye nothing more.
MOST_SCALE = 6
MOST_DRAWN_PIXELS = LOGICAL_SIZE[0] * LOGICAL_SIZE[1] * MOST_SCALE**2


@dataclass(frozen=True)
class Letterbox:
    """A logical space (the window's frame, unless another is given) scaled to fit a
    window (but never past MOST_SCALE), centred, keeping its shape.

    One scale factor and one offset: ``to_window`` takes logical points to window pixels,
    ``to_logical`` takes window pixels back. What lies outside the scaled area is margin.
    ``origin`` is where logical (0, 0) lies in the space, and ``zoom`` how large a logical
    pixel is in it: a scene designed for 1280x720 draws through a letterbox placed where it
    lies in a larger frame, or made smaller to fit a narrower one (``placed``).
    """

    window_size: tuple[int, int]
    logical_size: tuple[int, int] = (0, 0)  # (0, 0): the window's frame's
    origin: tuple[float, float] = (0.0, 0.0)
    zoom: float = 1.0
    scale: float = field(init=False)
    rect: tuple[int, int, int, int] = field(init=False)  # the scaled area: x, y, w, h

    def __post_init__(self) -> None:
        if self.logical_size == (0, 0):
            object.__setattr__(self, "logical_size", frame_for(self.window_size).size)
        window_w, window_h = (max(1, side) for side in self.window_size)
        scale = min(window_w / self.logical_size[0], window_h / self.logical_size[1], MOST_SCALE)
        width = max(1, round(self.logical_size[0] * scale))
        height = max(1, round(self.logical_size[1] * scale))
        area = ((window_w - width) // 2, (window_h - height) // 2, width, height)
        object.__setattr__(self, "scale", scale * self.zoom)
        object.__setattr__(self, "rect", area)

    def to_logical(self, x: float, y: float) -> tuple[float, float] | None:
        """A point in window coordinates (a finger's, say) to a logical point; None in the
        margins."""
        left, top, width, height = self.rect
        if not (left <= x < left + width and top <= y < top + height):
            return None
        return (
            ((x - left) * self.logical_size[0] / width - self.origin[0]) / self.zoom,
            ((y - top) * self.logical_size[1] / height - self.origin[1]) / self.zoom,
        )

    def pixel_to_logical(self, x: int, y: int) -> tuple[float, float] | None:
        """The window pixel at column ``x``, row ``y`` (where the mouse is) to the logical
        point at its centre: exactly the pixels drawn inside a rectangle map inside it."""
        return self.to_logical(x + 0.5, y + 0.5)

    def to_window(self, x: float, y: float) -> tuple[int, int]:
        """A logical point to the window pixel edge nearest it (halves round down, so a
        pixel is drawn inside a rectangle exactly when its centre is inside)."""
        left, top, width, height = self.rect
        x, y = x * self.zoom + self.origin[0], y * self.zoom + self.origin[1]
        return (
            left + math.ceil(x * width / self.logical_size[0] - 0.5),
            top + math.ceil(y * height / self.logical_size[1] - 0.5),
        )

    def placed(self, origin: tuple[float, float], zoom: float = 1.0) -> Letterbox:
        """The same window and space, with logical (0, 0) at ``origin`` of the space and
        logical pixels ``zoom`` times as large; the origin on a whole window pixel, so what
        is drawn there is cut by the pixel grid as it would be at (0, 0)."""
        width, height = self.rect[2:]
        across = round(origin[0] * width / self.logical_size[0]) * self.logical_size[0] / width
        down = round(origin[1] * height / self.logical_size[1]) * self.logical_size[1] / height
        return Letterbox(self.window_size, self.logical_size, (across, down), zoom)

    def rect_to_window(self, rect: Rect) -> tuple[int, int, int, int]:
        """A logical rectangle to window pixels; its edges round as points do, so rectangles
        that touch in logical space touch on screen."""
        x, y, width, height = rect
        left, top = self.to_window(x, y)
        right, bottom = self.to_window(x + width, y + height)
        return left, top, right - left, bottom - top

    def length(self, logical: float) -> int:
        """A logical distance in whole window pixels, never less than one."""
        return max(1, round(logical * self.scale))

    def window_size_of(self, logical: tuple[float, float]) -> tuple[int, int]:
        """A logical width and height in whole window pixels, each at least one."""
        return self.length(logical[0]), self.length(logical[1])
