"""The window's shape: the logical space a window of any size is laid out in.

The design is 1280x720 (16:9). A window of another shape gets a frame of its own shape, so
the table fills it instead of floating in bands of felt: a landscape frame is 720 high and
as wide as the window's shape makes it; a near-square one (4:3, 16:10, 1:1) is 1280 wide and
taller; a portrait one is 720 or more wide and at least 960 high. Scenes lay out in their
frame (``fit``); one designed only for 1280x720 is centred in it (``design_origin``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from war.window.layout.units import LOGICAL_SIZE

WIDE_ASPECT = 16 / 9  # from here on a window is landscape: the design's own shape...
WIDEST_ASPECT = 3.6  # ...up to this wide (past it the frame keeps this shape, centred)
SQUARE_ASPECT = 0.9  # from here up to WIDE_ASPECT: near-square (4:3, 16:10, 1:1)
TALLEST_ASPECT = 0.4  # narrower than this, a portrait frame keeps this shape, centred
PORTRAIT_LEAST = (720, 960)  # a portrait frame is at least this wide and this high


class Shape(Enum):
    LANDSCAPE = "landscape"  # 16:9 and wider: the piles left, the buttons right
    SQUARE = "square"  # 4:3, 16:10: the same, with room above and below
    PORTRAIT = "portrait"  # 9:16 to 3:4: the buttons below the table


@dataclass(frozen=True)
class Frame:
    """A logical space ``width`` x ``height`` of one shape: where scenes lay things out."""

    width: int
    height: int
    shape: Shape

    @property
    def size(self) -> tuple[int, int]:
        return self.width, self.height

    @property
    def centre_x(self) -> float:
        return self.width / 2

    @property
    def design_zoom(self) -> float:
        """How large the 1280x720 design is drawn in this frame: whole where it fits,
        smaller in a frame narrower than it (portrait)."""
        return min(1.0, self.width / LOGICAL_SIZE[0], self.height / LOGICAL_SIZE[1])

    @property
    def design_origin(self) -> tuple[float, float]:
        """Where the 1280x720 design's top-left lies when it is centred in this frame."""
        zoom = self.design_zoom
        return (
            (self.width - LOGICAL_SIZE[0] * zoom) / 2,
            (self.height - LOGICAL_SIZE[1] * zoom) / 2,
        )


DESIGN = Frame(LOGICAL_SIZE[0], LOGICAL_SIZE[1], Shape.LANDSCAPE)


def frame_for(window_size: tuple[int, int]) -> Frame:
    """The frame a window of ``window_size`` pixels is laid out in."""
    width, height = (max(1, side) for side in window_size)
    aspect = width / height
    design_width, design_height = LOGICAL_SIZE
    if aspect >= WIDE_ASPECT:
        wide = max(design_width, round(design_height * min(aspect, WIDEST_ASPECT)))
        return Frame(wide, design_height, Shape.LANDSCAPE)
    if aspect >= SQUARE_ASPECT:
        tall = max(design_height, round(design_width / aspect))
        return Frame(design_width, tall, Shape.SQUARE)
    aspect = max(aspect, TALLEST_ASPECT)
    least_width, least_height = PORTRAIT_LEAST
    frame_height = max(least_height, round(least_width / aspect))
    return Frame(max(least_width, round(frame_height * aspect)), frame_height, Shape.PORTRAIT)
