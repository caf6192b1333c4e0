"""The page: the panel the record, the settings and the rules fill, with its title and Close."""

from __future__ import annotations

from war.window.layout.units import LOGICAL_CENTRE_X, Rect
from war.window.layout.widgets import PANEL_INSET, close_rect

PAGE_PANEL: Rect = (LOGICAL_CENTRE_X - 470, 40, 940, 640)
PAGE_LEFT = PAGE_PANEL[0] + PANEL_INSET  # where a page's words start
PAGE_TEXT_WIDTH = PAGE_PANEL[2] - 2 * PANEL_INSET  # and how wide they may run
PAGE_TITLE_SIZE = 34
PAGE_CLOSE = close_rect(PAGE_PANEL)
# The title's left middle: on Close's line, whatever size its words are set at.
PAGE_TITLE_AT = (PAGE_LEFT, PAGE_CLOSE[1] + PAGE_CLOSE[3] / 2)
# A title too long for the room left of Close (a language's long words) is set smaller.
PAGE_TITLE_WIDTH = PAGE_CLOSE[0] - PAGE_LEFT - 16
PAGE_TITLE_MIN_SIZE = 22
PAGE_VEIL_OPACITY = 200  # of 255: a page dims what is under it more than a dialog does
