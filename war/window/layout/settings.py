"""Where the settings sit on their page: its panel, title and Close, each setting's name and
control, and the help line under them, for a frame of a given size.

A wide frame (landscape, near-square) has Speed across the page, then two columns: how the
game looks at the left (the cards' colours, text, contrast, the back and the table), motion,
sound, screen and language at the right. A narrow one (portrait)
has one column, the rows further apart where the frame is tall. A switch sits at its row's
right with its name at the left; segments, a slider, a chooser and swatches are wider, so
their name sits above them, except across a wide page.
"""

from __future__ import annotations

from dataclasses import dataclass

from war.window.layout.choices import CONTROL_HEIGHT, SWATCH_HEIGHT, SWITCH_HEIGHT, SWITCH_WIDTH
from war.window.layout.units import LOGICAL_SIZE, Rect
from war.window.layout.widgets import CLOSE_HEIGHT, CLOSE_TOP, PANEL_INSET, close_rect

# The settings across a wide page, then in each column, top to bottom (one column: all in
# this order).
ACROSS = ("speed",)
COLUMNS = (
    ("four_colour_deck", "large_text", "high_contrast", "card_back", "table_colour"),
    ("reduced_motion", "sound", "volume", "fullscreen", "language"),
)
# Settings whose control is wider than a switch: their name above it.
NAMED_ABOVE = frozenset({"speed", "volume", "language", "card_back", "table_colour"})
# Controls taller than a row's usual CONTROL_HEIGHT: the swatches, pictures of each look.
CONTROL_HEIGHTS = {"card_back": SWATCH_HEIGHT, "table_colour": SWATCH_HEIGHT}

SETTINGS_NAME_SIZE = 22  # a setting's name, bold
SETTINGS_NAME_MIN_SIZE = 18  # a long name (large text, long words) is set this small
SETTINGS_NAME_BAND = 34  # the height a name above its control takes
SETTINGS_NAME_GAP = 4  # from that name to its control
SETTINGS_NAME_AFTER = 16  # from a name to the switch right of it, at the least
SETTINGS_ROW_GAP = 12  # between rows, in a frame of the design's height
SETTINGS_ROW_GAP_MOST = 40  # and at most, in a tall one
SETTINGS_COLUMN_GAP = 48
SETTINGS_ACROSS_NAME_WIDTH = 240  # across a wide page, a name's room left of its control

SETTINGS_PANEL_MARGIN = 60  # from a wide frame's sides to the panel
SETTINGS_PANEL_WIDEST = 1160  # the panel is no wider than this...
SETTINGS_PANEL_MARGIN_NARROW = 16  # ...and in a narrow frame this far in from its sides
SETTINGS_PANEL_TOP = 40  # from the frame's top (and bottom) to the panel
SETTINGS_TWO_COLUMNS_FROM = 1100  # a frame this wide takes two columns
SETTINGS_HINT_DOWN = 84  # from the panel's top to the line that changes apply at once
SETTINGS_ROWS_DOWN = 124  # and to the first row
SETTINGS_HELP_UP = 34  # from the panel's bottom to the middle of the help line
SETTINGS_TEXT_SIZE = 17  # the hint and the help line
SETTINGS_TEXT_MIN_SIZE = 14  # either, too long for the panel, is set this small


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
    the hint (top left), the help line (left middle) and how wide they run, and each
    setting's row."""

    panel: Rect
    title_at: tuple[float, float]
    title_width: float
    close: Rect
    hint_at: tuple[float, float]
    help_at: tuple[float, float]
    text_width: float
    rows: dict[str, SettingRow]


def row_height(name: str, *, across: bool = False) -> float:
    """The height of a setting's row, its name included (``across`` a wide page: beside)."""
    control = CONTROL_HEIGHTS.get(name, CONTROL_HEIGHT)
    if name in NAMED_ABOVE and not across:
        return SETTINGS_NAME_BAND + SETTINGS_NAME_GAP + control
    return control


def _column_height(names: tuple[str, ...], gap: float) -> float:
    return sum(row_height(name) for name in names) + gap * (len(names) - 1)


def settings_page(frame_size: tuple[int, int] = LOGICAL_SIZE) -> SettingsPage:
    """The page laid out in a frame of ``frame_size`` logical pixels."""
    frame_width, frame_height = frame_size
    two = frame_width >= SETTINGS_TWO_COLUMNS_FROM
    across = ACROSS if two else ()
    columns = COLUMNS if two else (ACROSS + COLUMNS[0] + COLUMNS[1],)
    if two:
        width = min(SETTINGS_PANEL_WIDEST, frame_width - 2 * SETTINGS_PANEL_MARGIN)
    else:
        width = frame_width - 2 * SETTINGS_PANEL_MARGIN_NARROW
    # The rows' gap grows with the room there is, up to SETTINGS_ROW_GAP_MOST. Two columns
    # fill the design's page; one column's page is as tall as its rows need, up to the frame.
    chrome = SETTINGS_ROWS_DOWN + SETTINGS_HELP_UP + SETTINGS_TEXT_SIZE + SETTINGS_ROW_GAP
    most = frame_height - 2 * SETTINGS_PANEL_TOP
    tallest = max(columns, key=lambda names: _column_height(names, SETTINGS_ROW_GAP))
    needed = _column_height(across + tallest, 0)
    room = most - chrome - needed
    gap = max(
        SETTINGS_ROW_GAP, min(SETTINGS_ROW_GAP_MOST, room / max(1, len(across + tallest) - 1))
    )
    height = most if two else min(most, chrome + needed + gap * (len(tallest) - 1))
    panel = ((frame_width - width) / 2, (frame_height - height) / 2, width, height)
    px, py, _, ph = panel
    left = px + PANEL_INSET
    inner = width - 2 * PANEL_INSET
    close = close_rect(panel, top=CLOSE_TOP, height=CLOSE_HEIGHT)
    rows: dict[str, SettingRow] = {}
    top = py + SETTINGS_ROWS_DOWN
    for name in across:
        rows[name] = _across(name, left, top, inner)
        top += row_height(name, across=True) + gap
    column_width = (inner - SETTINGS_COLUMN_GAP * (len(columns) - 1)) / len(columns)
    for index, names in enumerate(columns):
        x = left + index * (column_width + SETTINGS_COLUMN_GAP)
        y = top
        for name in names:
            rows[name] = _row(name, x, y, column_width)
            y += row_height(name) + gap
    return SettingsPage(
        panel=panel,
        title_at=(left, close[1] + close[3] / 2),  # its left middle, on Close's line
        title_width=close[0] - left - 16,
        close=close,
        hint_at=(left, py + SETTINGS_HINT_DOWN),
        help_at=(left, py + ph - SETTINGS_HELP_UP),
        text_width=inner,
        rows=rows,
    )


def _across(name: str, x: float, y: float, width: float) -> SettingRow:
    """A row across a wide page: its name at the left, its control in the rest."""
    height = row_height(name, across=True)
    name_room = SETTINGS_ACROSS_NAME_WIDTH
    control = (x + name_room, y, width - name_room, height)
    name_width = name_room - SETTINGS_NAME_AFTER
    return SettingRow(control, (x, y + height / 2), name_width, (x, y, width, height))


def _row(name: str, x: float, y: float, width: float) -> SettingRow:
    height = row_height(name)
    whole = (x, y, width, height)
    if name in NAMED_ABOVE:
        top = y + SETTINGS_NAME_BAND + SETTINGS_NAME_GAP
        control = (x, top, width, CONTROL_HEIGHTS.get(name, CONTROL_HEIGHT))
        return SettingRow(control, (x, y + SETTINGS_NAME_BAND / 2), width, whole)
    switch_top = y + (height - SWITCH_HEIGHT) / 2
    control = (x + width - SWITCH_WIDTH, switch_top, SWITCH_WIDTH, SWITCH_HEIGHT)
    name_width = width - SWITCH_WIDTH - SETTINGS_NAME_AFTER
    return SettingRow(control, (x, y + height / 2), name_width, whole)
