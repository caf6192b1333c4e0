"""Where the title screen's things sit: the fanned aces, the name, the line on today's deal,
notices, the buttons."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from war.window.layout.frame import Frame, Shape
from war.window.layout.units import LOGICAL_CENTRE_X, LOGICAL_SIZE, Rect
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
# The line on today's deal, then notices (a file set aside, progress not saved), wrapped, in
# the band under the tagline and above the first button's focus ring: three lines (the first
# today's), or two in large text or a small window.
TITLE_NOTICE_TOP = 322  # clear of the tagline's descenders (its g and y end at 316)
TITLE_NOTICE_SIZE = 15
TITLE_NOTICE_STEP = 19  # from one line to the next, larger with large text
TITLE_NOTICE_WIDTH = 1160
TITLE_NOTICE_INSET = 12  # the plate behind them reaches this far past the widest line...
TITLE_NOTICE_PAD = 3  # ...and this far above the first and below the last
TITLE_NOTICE_LINK_GAP = 16  # from the last line to the words that open the notices whole
TITLE_NOTICE_UNDERLINE = 1  # those words' underline: its thickness, and below the line
TITLE_NOTICE_RING = 2  # the plate's rim when the keyboard's focus is on it
TITLE_TODAY_MIN_SIZE = 12  # the line on today's deal (or on its copy) is set this small at least
TITLE_LINK_PAD = 6  # Copy result (after the line on today's deal) answers this far round it
# The buttons: the first (the default) across the whole grid, the rest two to a row.
TITLE_GRID_TOP = 398
# The notices end this far above the first button: clear of its focus ring, with a gap.
TITLE_NOTICE_BOTTOM = TITLE_GRID_TOP - FOCUS_RING_GAP - 4
TITLE_GRID_WIDTH = 600  # each half holds "Deal of the day" (German "Tagesmischung") in large text
TITLE_GRID_GAP = 12
TITLE_FIRST_HEIGHT = 62
TITLE_KEYS_UNDER = 24  # the keys' line, its middle this far under the last row of buttons
TITLE_KEYS_Y = 670 + TITLE_KEYS_UNDER  # (the design's last row ends at 670)
TITLE_KEYS_SIZE = 16
TITLE_KEYS_MIN_SIZE = 12  # a language's longer line of keys is set this small at the least


# In a portrait frame: the buttons taller and further apart, the band of notices deeper by a
# share of the frame's extra height (up to a most), the keys on two lines.
TITLE_PORTRAIT_FIRST_HEIGHT = 76
TITLE_PORTRAIT_BUTTON_HEIGHT = 68
TITLE_PORTRAIT_GAP = 16
TITLE_PORTRAIT_NOTICES = 0.3  # of the extra height, for the notices...
TITLE_PORTRAIT_NOTICES_MOST = 200  # ...up to this
TITLE_KEYS_STEP = 22  # from one line of keys to the next
TITLE_PORTRAIT_MARGIN = 20  # the words keep this far in from the frame's edges
TITLE_PORTRAIT_ABOVE = 0.45  # of the height left, above the fan (the rest under the keys)


@dataclass(frozen=True)
class TitleLayout:
    """The title in one frame: how far down each part is, how wide the words may run, the
    buttons' sizes, how many lines the keys take. In the design's x (pages.column_origin)."""

    fan_y: float = TITLE_FAN_Y
    name_y: float = TITLE_NAME_Y
    name_lowest: float = TITLE_NAME_LOWEST
    tagline_y: float = TITLE_TAGLINE_Y
    notice_top: float = TITLE_NOTICE_TOP
    notice_bottom: float = TITLE_NOTICE_BOTTOM
    width: float = TITLE_NOTICE_WIDTH
    grid_top: float = TITLE_GRID_TOP
    first_height: float = TITLE_FIRST_HEIGHT
    button_height: float = BUTTON_HEIGHT
    gap: float = TITLE_GRID_GAP
    keys_y: float = TITLE_KEYS_Y
    keys_lines: int = 1

    def today_y(self, grow: float) -> float:
        """The middle of the line on today's deal: the band's first, its words ``grow``
        times their designed size (large text, or the least size at a small window)."""
        return self.notice_top + TITLE_NOTICE_PAD + TITLE_NOTICE_STEP * grow / 2

    def notices_top(self, grow: float, today: bool = True) -> float:
        """Where the notices' plate starts: where the line on today's deal ends (or, where
        it gives way to them, at the band's top)."""
        if not today:
            return self.notice_top
        return self.notice_top + TITLE_NOTICE_PAD + TITLE_NOTICE_STEP * grow

    def notice_rows(self, grow: float, today: bool = True) -> int:
        """How many lines of notices the band above the buttons holds (under the line on
        today's deal, if ``today``), their words drawn ``grow`` times their designed size;
        what they have no room for opens from them on a page of its own."""
        room = self.notice_bottom - self.notices_top(grow, today) - 2 * TITLE_NOTICE_PAD
        return int(room // (TITLE_NOTICE_STEP * grow))

    def notice_y(self, row: int, grow: float, today: bool = True) -> float:
        """The middle of the ``row``-th line of notices."""
        step = TITLE_NOTICE_STEP * grow
        return self.notices_top(grow, today) + TITLE_NOTICE_PAD + (row + 0.5) * step

    def button_rect(self, index: int, count: int) -> Rect:
        """The ``index``-th of ``count`` title buttons: the first across the grid, the rest
        two to a row, a last one alone in its row centred."""
        left = LOGICAL_CENTRE_X - TITLE_GRID_WIDTH / 2
        if index == 0:
            return (left, self.grid_top, TITLE_GRID_WIDTH, self.first_height)
        half = (TITLE_GRID_WIDTH - self.gap) / 2
        row, column = divmod(index - 1, 2)
        top = self.grid_top + self.first_height + self.gap + row * (self.button_height + self.gap)
        x = left + column * (half + self.gap)
        if column == 0 and index == count - 1:
            x = LOGICAL_CENTRE_X - half / 2  # alone in its row
        return (x, top, half, self.button_height)


DESIGN_TITLE = TitleLayout()


@cache
def title_layout(frame: Frame, notices: bool = False) -> TitleLayout:
    """The title in ``frame``: the design's, or in a portrait frame a column of it, the
    extra height shared out (see the constants above), the band of notices deeper only
    where there are ``notices``."""
    if frame.shape is not Shape.PORTRAIT:
        return DESIGN_TITLE
    rows = 3  # of buttons under the first, at most (Resume, then six more two to a row)
    taller = (TITLE_PORTRAIT_FIRST_HEIGHT - TITLE_FIRST_HEIGHT) + rows * (
        TITLE_PORTRAIT_BUTTON_HEIGHT - BUTTON_HEIGHT
    )
    wider_gaps = (rows + 1) * (TITLE_PORTRAIT_GAP - TITLE_GRID_GAP)
    extra = frame.height - LOGICAL_SIZE[1] - taller - wider_gaps - TITLE_KEYS_STEP
    band = min(TITLE_PORTRAIT_NOTICES_MOST, max(0.0, extra) * TITLE_PORTRAIT_NOTICES)
    band = band if notices else 0.0
    above = max(0.0, extra - band) * TITLE_PORTRAIT_ABOVE
    grid_top = TITLE_GRID_TOP + above + band
    grid = TITLE_PORTRAIT_FIRST_HEIGHT + rows * (TITLE_PORTRAIT_BUTTON_HEIGHT + TITLE_PORTRAIT_GAP)
    return TitleLayout(
        fan_y=TITLE_FAN_Y + above,
        name_y=TITLE_NAME_Y + above,
        name_lowest=TITLE_NAME_LOWEST + above,
        tagline_y=TITLE_TAGLINE_Y + above,
        notice_top=TITLE_NOTICE_TOP + above,
        notice_bottom=TITLE_NOTICE_BOTTOM + above + band,
        width=min(TITLE_NOTICE_WIDTH, frame.width - 2 * TITLE_PORTRAIT_MARGIN),
        grid_top=grid_top,
        first_height=TITLE_PORTRAIT_FIRST_HEIGHT,
        button_height=TITLE_PORTRAIT_BUTTON_HEIGHT,
        gap=TITLE_PORTRAIT_GAP,
        keys_y=grid_top + grid + TITLE_KEYS_UNDER,
        keys_lines=2,
    )


def title_notice_rows(grow: float) -> int:
    """The design's: see TitleLayout.notice_rows."""
    return DESIGN_TITLE.notice_rows(grow)


def title_button_rect(index: int, count: int) -> Rect:
    """The design's: see TitleLayout.button_rect."""
    return DESIGN_TITLE.button_rect(index, count)
