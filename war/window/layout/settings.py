"""Where the settings sit on their page: the rows, the volume's − and +, the help line."""

from __future__ import annotations

from war.window.layout.pages import PAGE_LEFT, PAGE_PANEL, PAGE_TEXT_WIDTH
from war.window.layout.units import Rect

SETTINGS_HINT = (PAGE_PANEL[1] + 84, 17)  # (y, size): changes apply at once
SETTINGS_ROW_WIDTH = 620
SETTINGS_ROWS_TOP = PAGE_PANEL[1] + 116
SETTINGS_ROW_HEIGHT = 44
SETTINGS_ROW_GAP = 8
SETTINGS_STEP_WIDTH = 90  # the volume's − and + buttons, right of its row
SETTINGS_STEP_AFTER = 16  # from the row to the − button
SETTINGS_STEP_GAP = 12  # between − and +
# (y, size): what the row with the focus (or under the pointer) does, below the rows.
SETTINGS_HELP = (PAGE_PANEL[1] + PAGE_PANEL[3] - 34, 17)
SETTINGS_HELP_WIDTH = PAGE_TEXT_WIDTH
SETTINGS_HELP_MIN_SIZE = 14  # a line too long for the panel is set this small


def settings_row_rect(index: int) -> Rect:
    top = SETTINGS_ROWS_TOP + index * (SETTINGS_ROW_HEIGHT + SETTINGS_ROW_GAP)
    return (PAGE_LEFT, top, SETTINGS_ROW_WIDTH, SETTINGS_ROW_HEIGHT)


def settings_step_rect(index: int, step: int) -> Rect:
    """The volume's − (``step`` -1) or + (1) button, right of row ``index``."""
    x, y, width, height = settings_row_rect(index)
    left = x + width + SETTINGS_STEP_AFTER
    if step >= 0:
        left += SETTINGS_STEP_WIDTH + SETTINGS_STEP_GAP
    return (left, y, SETTINGS_STEP_WIDTH, height)
