"""Beside the table: the battle log or the rules, in a panel over the button column.

The piles and the cards in play stay in view to its left (and still answer Turn cards).
"""

from __future__ import annotations

from war.window.layout.table import STATUS_SPAN
from war.window.layout.units import LOGICAL_SIZE, Rect
from war.window.layout.widgets import close_rect

SIDE_PANEL: Rect = (748, 14, 518, 692)
SIDE_INSET = 24  # the panel's title, view and buttons, this far in from its left edge
SIDE_TITLE_SIZE = 26
SIDE_CLOSE = close_rect(SIDE_PANEL, inset=16, top=12, height=44)
# The title's left middle: on Close's line, whatever size its words are set at.
SIDE_TITLE_AT = (SIDE_PANEL[0] + SIDE_INSET, SIDE_CLOSE[1] + SIDE_CLOSE[3] / 2)
SIDE_VIEW: Rect = (SIDE_PANEL[0] + SIDE_INSET, SIDE_PANEL[1] + 70, SIDE_PANEL[2] - 56, 540)
SIDE_SCROLLBAR_X = SIDE_PANEL[0] + SIDE_PANEL[2] - 20
SIDE_TURN_WIDTH = 240
SIDE_TURN: Rect = (
    SIDE_PANEL[0] + SIDE_INSET,
    SIDE_PANEL[1] + SIDE_PANEL[3] - 70,
    SIDE_TURN_WIDTH,
    52,
)
# Right of the panel's Turn cards: how else cards are turned while it is open.
SIDE_HINT_GAP = 16  # between Turn cards and the hint
SIDE_HINT = (  # x, y, size
    SIDE_TURN[0] + SIDE_TURN_WIDTH + SIDE_HINT_GAP,
    SIDE_PANEL[1] + SIDE_PANEL[3] - 44,
    15,
)
SIDE_HINT_WIDTH = SIDE_PANEL[2] - SIDE_INSET - SIDE_TURN_WIDTH - SIDE_HINT_GAP - 20
SIDE_HINT_MIN_SIZE = 12
TABLE_SIDE: Rect = (0, 0, SIDE_PANEL[0], LOGICAL_SIZE[1])  # a click here turns cards
# The status line stays left of the panel while it is open.
STATUS_SPAN_BESIDE = (STATUS_SPAN[0], SIDE_PANEL[0] - 12)
LOG_TEXT_SIZE = 16
LOG_ROW = 24  # logical pixels per row of the log at the usual text size
LOG_INDENT = 24  # a line too long for one row goes on in a second row, indented
# A title too long for the room left of Close (a language's long words) is set smaller.
SIDE_TITLE_WIDTH = SIDE_CLOSE[0] - SIDE_TITLE_AT[0] - 12
SIDE_TITLE_MIN_SIZE = 18
