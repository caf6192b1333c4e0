"""Where the settings sit on their page: its panel, title and Close, each setting's name and
control, and the lines above and below them, for a frame of a given size.

A wide frame (the 1280x720 design) has Speed across the page, then two columns: how the
game looks at the left (the cards' colours, text, contrast, the back and the table), motion,
sound, speech, screen and language at the right. A narrow one (a portrait frame, 720 wide) has one
column: a tall frame gives its controls more room (larger swatches, rows further apart, a
finger's size), a short one less. A switch sits at its row's right with its name at the
left; segments, a slider, a chooser and swatches are wider, so their name sits above them,
except across a wide page. The button that opens the Table rules sits on the title's line,
left of Close, on a wide page; on a narrow one, where the title needs that room, it is the
column's last row, as wide as the column.
"""

from __future__ import annotations

from dataclasses import dataclass

from war.window.layout.choices import CONTROL_HEIGHT, SWATCH_HEIGHT, SWITCH_HEIGHT, SWITCH_WIDTH
from war.window.layout.units import LOGICAL_SIZE, Rect
from war.window.layout.widgets import (
    CLOSE_HEIGHT,
    CLOSE_TOP,
    FOCUS_RING_GAP,
    FOCUS_RING_WIDTH,
    PANEL_INSET,
    close_rect,
)

# The settings across a wide page, then in each column, top to bottom (one column: all in
# this order, the order the focus visits them).
ACROSS = ("speed",)
COLUMNS = (
    ("four_colour_deck", "large_text", "high_contrast", "card_back", "table_colour"),
    ("reduced_motion", "sound", "volume", "speech", "fullscreen", "language"),
)
ORDER = ACROSS + COLUMNS[0] + COLUMNS[1]
# Settings whose control is wider than a switch: their name above it.
NAMED_ABOVE = frozenset({"speed", "volume", "language", "card_back", "table_colour"})
SWATCHES = frozenset({"card_back", "table_colour"})  # pictures of each look: taller

SETTINGS_NAME_SIZE = 22  # a setting's name, bold
SETTINGS_NAME_MIN_SIZE = 18  # a long name (large text, long words) is set this small
SETTINGS_NAME_AFTER = 16  # from a name to the switch right of it, at the least
SETTINGS_COLUMN_GAP = 48
SETTINGS_ACROSS_NAME_WIDTH = 240  # across a wide page, a name's room left of its control

SETTINGS_PANEL_MARGIN = 60  # from a wide frame's sides to the panel
SETTINGS_PANEL_WIDEST = 1160  # the panel is no wider than this...
SETTINGS_PANEL_MARGIN_NARROW = 16  # ...and in a narrow frame this far in from its edges
SETTINGS_PANEL_TOP = 40  # from a wide frame's top (and bottom) to the panel
SETTINGS_TWO_COLUMNS_FROM = 1100  # a frame this wide takes two columns
SETTINGS_HINT_DOWN = 84  # from the panel's top to the line that changes apply at once
SETTINGS_TEXT_SIZE = 17  # the hint and the help line
SETTINGS_TEXT_MIN_SIZE = 14  # either, too long for its line, is set this small...
SETTINGS_TEXT_LINE = 24  # ...or where even that is too long, on two lines this far apart
SETTINGS_HELP_UP = 34  # from the panel's bottom to the middle of the help line
TABLE_RULES_WIDTH = 320  # the Table rules button, on a wide page's title line...
TABLE_RULES_GAP = 16  # ...this far left of Close, and from the title


@dataclass(frozen=True)
class RowSizes:
    """How large a page's rows are: a name above its control, the controls, the swatches,
    the least gap between rows and the most (the gap grows with the room), and from the
    panel's top to the first row and from the last row to the panel's bottom."""

    name_band: float
    name_gap: float
    control: float
    swatch: float
    gap: float
    gap_most: float
    top: float
    bottom: float

    def height(self, name: str, *, across: bool = False) -> float:
        """The height of setting ``name``'s row, its name included (``across`` a wide page:
        its name beside it)."""
        control = self.swatch if name in SWATCHES else self.control
        if name in NAMED_ABOVE and not across:
            return self.name_band + self.name_gap + control
        return control

    def column(self, names: tuple[str, ...], gap: float) -> float:
        return sum(self.height(name) for name in names) + gap * (len(names) - 1)


# The design's page: the hint on one line above the rows, the help line below them.
# (The right column's six rows fit the design's height at a least gap of 11.)
REGULAR = RowSizes(34, 4, CONTROL_HEIGHT, SWATCH_HEIGHT, 11, 40, 124, 62)
# A narrow page, from the roomiest its frame has room for to the tightest: the hint and
# the help line there may need two lines each.
NARROW = (
    RowSizes(36, 4, 52, 100, 16, 32, 140, 80),  # a tall portrait window: a finger's size
    RowSizes(36, 4, 52, 76, 14, 32, 140, 80),  # 9:16: still a finger's size
    RowSizes(34, 4, CONTROL_HEIGHT, 76, 12, 32, 140, 80),
    RowSizes(30, 2, 36, 48, 8, 32, 140, 76),
    RowSizes(28, 2, 36, 36, 8, 32, 140, 74),  # 3:4: every row, Speech's too, just fits
)


@dataclass(frozen=True)
class SettingRow:
    """One setting's place: its control, where its name goes (the name's left middle, and
    how wide it may be), and its whole row (name and control: where the pointer says what
    it does)."""

    control: Rect
    name_at: tuple[float, float]
    name_width: float
    row: Rect


@dataclass(frozen=True)
class SettingsPage:
    """The page in a frame: the panel, its title's place (left middle) and room, Close,
    the hint's top left, the help line's left middle, how wide they run and on how many
    lines, each setting's row, and the button that opens the Table rules (``table_rules``:
    on the title's line, or the column's last row if ``table_rules_row``)."""

    panel: Rect
    title_at: tuple[float, float]
    title_width: float
    close: Rect
    hint_at: tuple[float, float]
    help_at: tuple[float, float]
    text_width: float
    text_lines: int  # lines the hint and the help line may each take
    rows: dict[str, SettingRow]
    table_rules: Rect
    table_rules_row: bool


def settings_page(frame_size: tuple[int, int] = LOGICAL_SIZE) -> SettingsPage:
    """The page laid out in a frame of ``frame_size`` logical pixels."""
    frame_width, frame_height = frame_size
    if frame_width >= SETTINGS_TWO_COLUMNS_FROM:
        width = min(SETTINGS_PANEL_WIDEST, frame_width - 2 * SETTINGS_PANEL_MARGIN)
        most = frame_height - 2 * SETTINGS_PANEL_TOP
        columns: tuple[tuple[str, ...], ...] = COLUMNS
        return _page(frame_size, width, most, ACROSS, columns, REGULAR, fill=True)
    width = frame_width - 2 * SETTINGS_PANEL_MARGIN_NARROW
    most = frame_height - 2 * SETTINGS_PANEL_MARGIN_NARROW
    fits = (each for each in NARROW if _needs(each, (ORDER,), below=True) <= most)
    sizes = next(fits, NARROW[-1])
    return _page(frame_size, width, most, (), (ORDER,), sizes, fill=False)


def _needs(
    sizes: RowSizes, columns: tuple[tuple[str, ...], ...], across: tuple = (), below: bool = False
) -> float:
    """The height a page of ``sizes`` needs for its rows at their least gap (``below``:
    and the Table rules' row under them)."""
    above = sum(sizes.height(name, across=True) + sizes.gap for name in across)
    under = sizes.control + _opener_gap(sizes.gap) if below else 0.0
    return (
        sizes.top
        + above
        + max(sizes.column(names, sizes.gap) for names in columns)
        + under
        + sizes.bottom
    )


def _page(
    frame_size: tuple[int, int],
    width: float,
    most: float,
    across: tuple[str, ...],
    columns: tuple[tuple[str, ...], ...],
    sizes: RowSizes,
    *,
    fill: bool,
) -> SettingsPage:
    """The page ``width`` wide and at most ``most`` high, centred in the frame: as high as
    that if ``fill``, else as its rows need, their gap grown with the room there is."""
    frame_width, frame_height = frame_size
    below = len(columns) == 1  # one column: the Table rules' row under it
    tallest = max(columns, key=lambda names: sizes.column(names, sizes.gap))
    gaps = len(across) + len(tallest) - 1 + below
    needs = _needs(sizes, (tallest,), across, below)
    room = most - needs + gaps * sizes.gap
    gap = max(sizes.gap, min(sizes.gap_most, room / max(1, gaps)))
    height = most if fill else min(most, needs + gaps * (gap - sizes.gap))
    panel = ((frame_width - width) / 2, (frame_height - height) / 2, width, height)
    px, py, _, ph = panel
    left = px + PANEL_INSET
    inner = width - 2 * PANEL_INSET
    close = close_rect(panel, top=CLOSE_TOP, height=CLOSE_HEIGHT)
    rows: dict[str, SettingRow] = {}
    top = py + sizes.top
    for name in across:
        rows[name] = _across(sizes, name, left, top, inner)
        top += sizes.height(name, across=True) + gap
    column_width = (inner - SETTINGS_COLUMN_GAP * (len(columns) - 1)) / len(columns)
    y = top  # under the last row
    for index, names in enumerate(columns):
        x = left + index * (column_width + SETTINGS_COLUMN_GAP)
        y = top
        for name in names:
            rows[name] = _row(sizes, name, x, y, column_width)
            y += sizes.height(name) + gap
    title_right = close[0] - 16
    table_rules: Rect = (left, y - gap + _opener_gap(gap), column_width, sizes.control)
    if not below:
        table_rules = (
            close[0] - TABLE_RULES_GAP - TABLE_RULES_WIDTH,
            close[1],
            TABLE_RULES_WIDTH,
            close[3],
        )
        title_right = table_rules[0] - TABLE_RULES_GAP
    return SettingsPage(
        panel=panel,
        title_at=(left, close[1] + close[3] / 2),  # its left middle, on Close's line
        title_width=title_right - left,
        close=close,
        hint_at=(left, py + SETTINGS_HINT_DOWN),
        help_at=(left, py + ph - SETTINGS_HELP_UP - (sizes.bottom - REGULAR.bottom) / 2),
        text_width=inner,
        text_lines=1 if sizes is REGULAR else 2,
        rows=rows,
        table_rules=table_rules,
        table_rules_row=below,
    )


def _opener_gap(gap: float) -> float:
    """From the last row to the Table rules' row: ``gap``, and no less than a focus ring
    reaches (the row above holds a control right to its bottom)."""
    return max(gap, FOCUS_RING_GAP + FOCUS_RING_WIDTH)


def _across(sizes: RowSizes, name: str, x: float, y: float, width: float) -> SettingRow:
    """A row across a wide page: its name at the left, its control in the rest."""
    height = sizes.height(name, across=True)
    name_room = SETTINGS_ACROSS_NAME_WIDTH
    control = (x + name_room, y, width - name_room, height)
    name_width = name_room - SETTINGS_NAME_AFTER
    return SettingRow(control, (x, y + height / 2), name_width, (x, y, width, height))


def _row(sizes: RowSizes, name: str, x: float, y: float, width: float) -> SettingRow:
    height = sizes.height(name)
    whole = (x, y, width, height)
    if name in NAMED_ABOVE:
        top = y + sizes.name_band + sizes.name_gap
        control = (x, top, width, height - sizes.name_band - sizes.name_gap)
        return SettingRow(control, (x, y + sizes.name_band / 2), width, whole)
    switch_top = y + (height - SWITCH_HEIGHT) / 2
    control = (x + width - SWITCH_WIDTH, switch_top, SWITCH_WIDTH, SWITCH_HEIGHT)
    name_width = width - SWITCH_WIDTH - SETTINGS_NAME_AFTER
    return SettingRow(control, (x, y + height / 2), name_width, whole)
