"""Where the title screen's things sit: the fanned aces, the name, notices, the buttons."""

from __future__ import annotations

from war.window.layout.units import LOGICAL_CENTRE_X, Rect
from war.window.layout.widgets import BUTTON_HEIGHT, FOCUS_RING_GAP

TITLE_FAN_Y = 100
TITLE_FAN_STEP_X = 70  # between the fanned aces
TITLE_FAN_DROP = 12  # outer aces sit this much lower per step from the middle
TITLE_FAN_ANGLE = 12  # degrees per step from the middle
TITLE_NAME_Y = 240
TITLE_NAME_SIZE = 104
# A name whose letters reach below the line (OORLOGJE's J) is set smaller, in these steps
# down to the least, until they end above this: 7 above the tagline (WAR ends 10 higher).
TITLE_NAME_LOWEST = 286
TITLE_NAME_SIZE_STEP = 4
TITLE_NAME_MIN_SIZE = 64
TITLE_TAGLINE_Y = 302
TITLE_TAGLINE_SIZE = 24
TITLE_TAGLINE_MIN_SIZE = 17  # a language's longer tagline is set this small at the least
# Notices (a file set aside, progress not saved), wrapped, in the band under the tagline and
# above the first button's focus ring: three lines, or two in large text or a small window.
TITLE_NOTICE_TOP = 322  # clear of the tagline's descenders (its g and y end at 316)
TITLE_NOTICE_SIZE = 15
TITLE_NOTICE_STEP = 19  # from one line to the next, larger with large text
TITLE_NOTICE_WIDTH = 1160
TITLE_NOTICE_INSET = 12  # the plate behind them reaches this far past the widest line
TITLE_NOTICE_LINK_GAP = 16  # from the last line to the words that open the notices whole
TITLE_NOTICE_UNDERLINE = 1  # those words' underline: its thickness, and below the line
TITLE_NOTICE_RING = 2  # the plate's rim when the keyboard's focus is on it
# The buttons: the first (the default) across the whole grid, the rest two to a row.
TITLE_GRID_TOP = 398
# The notices end this far above the first button: clear of its focus ring, with a gap.
TITLE_NOTICE_BOTTOM = TITLE_GRID_TOP - FOCUS_RING_GAP - 4
TITLE_GRID_WIDTH = 520  # each half holds "New round" and its key in large text
TITLE_GRID_GAP = 12
TITLE_FIRST_HEIGHT = 62
TITLE_KEYS_Y = 694
TITLE_KEYS_SIZE = 16
TITLE_KEYS_MIN_SIZE = 12  # a language's longer line of keys is set this small at the least


def title_notice_rows(grow: float) -> int:
    """How many lines of notices the band above the buttons holds, their words drawn
    ``grow`` times their designed size (large text, or the least size at a small window);
    what they have no room for opens from them on a page of its own."""
    return int((TITLE_NOTICE_BOTTOM - TITLE_NOTICE_TOP) // (TITLE_NOTICE_STEP * grow))


def title_notice_y(row: int, grow: float) -> float:
    """The middle of the ``row``-th line of notices."""
    return TITLE_NOTICE_TOP + (row + 0.5) * TITLE_NOTICE_STEP * grow


def title_button_rect(index: int, count: int) -> Rect:
    """The ``index``-th of ``count`` title buttons: the first across the grid, the rest two
    to a row, a last one alone in its row centred."""
    left = LOGICAL_CENTRE_X - TITLE_GRID_WIDTH / 2
    if index == 0:
        return (left, TITLE_GRID_TOP, TITLE_GRID_WIDTH, TITLE_FIRST_HEIGHT)
    half = (TITLE_GRID_WIDTH - TITLE_GRID_GAP) / 2
    row, column = divmod(index - 1, 2)
    top = (
        TITLE_GRID_TOP
        + TITLE_FIRST_HEIGHT
        + TITLE_GRID_GAP
        + row * (BUTTON_HEIGHT + TITLE_GRID_GAP)
    )
    x = left + column * (half + TITLE_GRID_GAP)
    if column == 0 and index == count - 1:
        x = LOGICAL_CENTRE_X - half / 2  # alone in its row
    return (x, top, half, BUTTON_HEIGHT)
