"""Beside the table: the battle log or the rules, in a panel over the buttons.

In a landscape or near-square frame the panel covers the column of buttons, full height;
the piles and the cards in play stay in view to its left. In a portrait frame it is a
sheet over the lower part, from under the computer's cards in play, which stay in view
above it. Either way the table still answers Turn cards, and the panel has its own. What
the panel holds is set SIDE_WIDTH wide in every frame, so it is set once.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from war.core.events import Side
from war.window.layout.frame import Frame, Shape
from war.window.layout.table import table_layout
from war.window.layout.units import CARD_HEIGHT, SIDE_PANEL_MARGIN, SIDE_PANEL_WIDTH, Rect
from war.window.layout.widgets import close_rect

SIDE_WIDTH = SIDE_PANEL_WIDTH
SIDE_MARGIN = SIDE_PANEL_MARGIN
SIDE_INSET = 24  # the panel's title, view and buttons, this far in from its left edge
SIDE_TITLE_SIZE = 26
SIDE_TITLE_MIN_SIZE = 18  # a title too long for the room left of Close is set smaller
SIDE_TURN_WIDTH = 240
SIDE_HINT_GAP = 16  # between Turn cards and the hint
SIDE_HINT_SIZE = 15
SIDE_HINT_MIN_SIZE = 12
LOG_TEXT_SIZE = 16
LOG_ROW = 24  # logical pixels per row of the log at the usual text size
LOG_INDENT = 24  # a line too long for one row goes on in a second row, indented
STATUS_CLEAR = 36  # the status line's plate keeps this far left of the panel
VIEW_WIDTH = SIDE_WIDTH - 56  # what the panel shows is set to this width
VIEW_TOP = 70  # the view, this far under the panel's top...
VIEW_BOTTOM = 82  # ...and ends this far over its bottom (Turn cards is under it)


@dataclass(frozen=True)
class SideLayout:
    """The panel beside the table in one frame, and what lies in it."""

    panel: Rect  # the panel drawn
    table_side: Rect  # the table left in view: a click there turns cards
    status_span: tuple[float, float]  # the status line, clear of the panel
    covers_header: bool  # whether it lies over the battle counter and the deal (the column)
    column: Rect  # where its title, view and buttons lie: SIDE_WIDTH wide, in the panel

    @property
    def title_at(self) -> tuple[float, float]:
        """The title's left middle: on Close's line, whatever size its words are set at."""
        close = self.close
        return self.column[0] + SIDE_INSET, close[1] + close[3] / 2

    @property
    def close(self) -> Rect:
        return close_rect(self.column, inset=16, top=12, height=44)

    @property
    def title_width(self) -> float:
        return self.close[0] - self.title_at[0] - 12

    @property
    def view(self) -> Rect:
        x, y, width, height = self.column
        return (x + SIDE_INSET, y + VIEW_TOP, VIEW_WIDTH, height - VIEW_TOP - VIEW_BOTTOM)

    @property
    def scrollbar_x(self) -> float:
        return self.column[0] + self.column[2] - 20

    @property
    def turn(self) -> Rect:
        x, y, _, height = self.column
        return (x + SIDE_INSET, y + height - 70, SIDE_TURN_WIDTH, 52)

    @property
    def hint_at(self) -> tuple[float, float]:
        """Right of the panel's Turn cards: how else cards are turned while it is open."""
        return self.turn[0] + SIDE_TURN_WIDTH + SIDE_HINT_GAP, self.column[1] + self.column[3] - 44

    @property
    def hint_width(self) -> float:
        return self.column[2] - SIDE_INSET - SIDE_TURN_WIDTH - SIDE_HINT_GAP - 20


@cache
def side_layout(frame: Frame) -> SideLayout:
    """The panel beside the table in ``frame``."""
    width, height = frame.size
    table = table_layout(frame)
    if frame.shape is Shape.PORTRAIT:
        # A sheet over the lower part, from under the computer's cards in play: your cards,
        # your pile and the buttons under it (it has its own Turn cards).
        top = table.battle_y[Side.COMPUTER] + CARD_HEIGHT + 16
        panel = (SIDE_MARGIN, top, width - 2 * SIDE_MARGIN, height - SIDE_MARGIN - top)
        column = ((width - SIDE_WIDTH) / 2, top, SIDE_WIDTH, panel[3])
        return SideLayout(panel, (0, 0, width, top), table.status_span, False, column)
    left = width - SIDE_MARGIN - SIDE_WIDTH
    panel = (left, SIDE_MARGIN, SIDE_WIDTH, height - 2 * SIDE_MARGIN)
    # The status line keeps as clear of the panel as of the window's edge.
    beside = (table.status_span[0], left - STATUS_CLEAR)
    return SideLayout(panel, (0, 0, left, height), beside, True, panel)
