"""The page: the panel the record, the settings and the rules fill, with its title and Close.

In a landscape or near-square frame a page is the 940x640 panel of the 1280x720 design,
centred. In a portrait frame it is as wide as the frame allows and nearly as tall; a scene
laid out so keeps the design's x (its middle at the frame's) and the frame's y
(``column_origin``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from war.window.layout.frame import DESIGN, Frame, Shape
from war.window.layout.units import LOGICAL_CENTRE_X, LOGICAL_SIZE, Rect
from war.window.layout.widgets import PANEL_INSET, close_rect

PAGE_TITLE_SIZE = 34
PAGE_TITLE_MIN_SIZE = 22  # a title too long for the room left of Close is set smaller
PAGE_VEIL_OPACITY = 200  # of 255: a page dims what is under it more than a dialog does
PAGE_MARGIN = 20  # a portrait page, this far in from the frame's edges
PAGE_DESIGN_SIZE = (940, 640)


@dataclass(frozen=True)
class PageLayout:
    """A page in one frame: its panel, its Close, its title, and where its words run."""

    panel: Rect

    @property
    def left(self) -> float:
        """Where the page's words start."""
        return self.panel[0] + PANEL_INSET

    @property
    def text_width(self) -> float:
        """How wide the page's words may run."""
        return self.panel[2] - 2 * PANEL_INSET

    @property
    def top(self) -> float:
        return self.panel[1]

    @property
    def bottom(self) -> float:
        return self.panel[1] + self.panel[3]

    @property
    def centre_x(self) -> float:
        return self.panel[0] + self.panel[2] / 2

    @property
    def close(self) -> Rect:
        return close_rect(self.panel)

    @property
    def title_at(self) -> tuple[float, float]:
        """The title's left middle: on Close's line, whatever size its words are set at."""
        close = self.close
        return self.left, close[1] + close[3] / 2

    @property
    def title_width(self) -> float:
        """The room left of Close for the title (a language's long words are set smaller)."""
        return self.close[0] - self.left - 16


def column_origin(frame: Frame) -> tuple[float, float]:
    """Where a scene laid out for a portrait frame has its logical (0, 0): the design's x,
    its middle at the frame's, and the frame's own y."""
    return (frame.width - LOGICAL_SIZE[0]) / 2, 0.0


def portrait(frame: Frame) -> bool:
    return frame.shape is Shape.PORTRAIT


@cache
def page_layout(frame: Frame = DESIGN) -> PageLayout:
    """The page in ``frame``, in the coordinates its scene draws in (see the module)."""
    width, height = PAGE_DESIGN_SIZE
    if not portrait(frame):
        return PageLayout((LOGICAL_CENTRE_X - width / 2, 40, width, height))
    width = frame.width - 2 * PAGE_MARGIN
    return PageLayout(
        (LOGICAL_CENTRE_X - width / 2, PAGE_MARGIN, width, frame.height - 2 * PAGE_MARGIN)
    )


PAGE = page_layout()  # the design's
PAGE_PANEL: Rect = PAGE.panel
PAGE_LEFT = PAGE.left
PAGE_TEXT_WIDTH = PAGE.text_width
PAGE_CLOSE = PAGE.close
PAGE_TITLE_AT = PAGE.title_at
PAGE_TITLE_WIDTH = PAGE.title_width
