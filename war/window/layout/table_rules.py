"""Where the Table rules sit on their page: its panel, title and Close, the hint, each
choice's name, segments and line on what it changes, and under them what to expect of the
rules chosen beside the Standard rules button, for a frame of a given size.

A wide frame (1280 wide and more) has the Settings' page; each option's segment holds its
name over what to expect of it on one line, and each choice's line on what it changes
takes one line. A narrow one (a portrait frame, 720 wide) has a page as wide as the frame
and as tall as its rows need: the segments are taller (more so in a taller frame), what to
expect of each option on two lines, and the lines on what changes, the hint and what to
expect of the rules chosen may take two or three lines; the Standard rules button is as
wide as the page.
"""

from __future__ import annotations

from dataclasses import dataclass

from war.window.layout.settings import (
    SETTINGS_HINT_DOWN,
    SETTINGS_PANEL_MARGIN,
    SETTINGS_PANEL_MARGIN_NARROW,
    SETTINGS_PANEL_TOP,
    SETTINGS_PANEL_WIDEST,
    SETTINGS_TEXT_LINE,
    SETTINGS_TWO_COLUMNS_FROM,
)
from war.window.layout.units import LOGICAL_SIZE, Rect
from war.window.layout.widgets import CLOSE_HEIGHT, CLOSE_TOP, PANEL_INSET, close_rect

CHOICES = ("war_cards", "pickup", "battle_limit")  # top to bottom, the order of the focus

RULES_NAME_SIZE = 22  # a choice's name, bold
RULES_NAME_MIN_SIZE = 16
RULES_NAME_BAND = 30  # a choice's name, above its segments
RULES_NAME_GAP = 4
RULES_LINE_GAP = 10  # from the segments to the line on what the choice changes
RULES_STANDARD_WIDTH = 320  # the Standard rules button, on a wide page
RULES_SUMMARY_GAP = 16  # from the last choice to what to expect of the rules chosen
RULES_CHOICE_GAP_MOST = 56  # the gap between choices grows with the room, up to this
RULES_SEGMENTS_MOST = 100  # and a narrow page's segments as tall as this (a finger's size)


@dataclass(frozen=True)
class Sizes:
    """How large a page's parts are: the segments, their detail's lines, the lines the
    hint, each choice's line and the summary may take, and the gaps."""

    segments: float
    detail_lines: int
    hint_lines: int
    line_lines: int
    summary_lines: int
    choice_gap: float
    standard_height: float


WIDE = Sizes(62, 1, 2, 1, 2, 12, CLOSE_HEIGHT)
NARROW = Sizes(80, 2, 3, 2, 2, 24, 52)


@dataclass(frozen=True)
class ChoiceRow:
    """One choice's place: its name (left middle, room), its segments, the line on what it
    changes (its first line's top left), and its whole row."""

    name_at: tuple[float, float]
    name_width: float
    control: Rect
    line_at: tuple[float, float]
    row: Rect


@dataclass(frozen=True)
class TableRulesPage:
    """The page in a frame: the panel, its title's place and room, Close, the hint's top
    left, how wide the words run, each choice's row, where what to expect of the rules
    chosen goes (its lines' left middle, its room), the Standard rules button, and the
    lines each part may take (``sizes``)."""

    panel: Rect
    title_at: tuple[float, float]
    title_width: float
    close: Rect
    hint_at: tuple[float, float]
    text_width: float
    rows: dict[str, ChoiceRow]
    summary_at: tuple[float, float]
    summary_width: float
    standard: Rect
    sizes: Sizes


def table_rules_page(frame_size: tuple[int, int] = LOGICAL_SIZE) -> TableRulesPage:
    """The page laid out in a frame of ``frame_size`` logical pixels."""
    frame_width, frame_height = frame_size
    wide = frame_width >= SETTINGS_TWO_COLUMNS_FROM
    sizes = WIDE if wide else NARROW
    margin = SETTINGS_PANEL_MARGIN if wide else SETTINGS_PANEL_MARGIN_NARROW
    width = min(SETTINGS_PANEL_WIDEST, frame_width - 2 * margin)
    margin = SETTINGS_PANEL_TOP if wide else SETTINGS_PANEL_MARGIN_NARROW  # above and below
    line = SETTINGS_TEXT_LINE
    top = SETTINGS_HINT_DOWN + sizes.hint_lines * line + 8
    choice = RULES_NAME_BAND + RULES_NAME_GAP + sizes.segments + RULES_LINE_GAP
    choice += sizes.line_lines * line
    choices = len(CHOICES) * choice + (len(CHOICES) - 1) * sizes.choice_gap
    bottom = sizes.standard_height + PANEL_INSET / 2
    if not wide:  # the summary above the button
        bottom += sizes.summary_lines * line + 12
    most = frame_height - 2 * margin
    needs = top + choices + RULES_SUMMARY_GAP + bottom
    # Room to spare (a tall portrait frame) goes to taller segments, then wider gaps; the
    # page is as tall as its rows then need, centred (or fills a wide frame, as the
    # Settings' page does).
    spare = max(0.0, most - needs)
    grow = min(RULES_SEGMENTS_MOST - sizes.segments, spare / len(CHOICES)) if not wide else 0.0
    spare -= grow * len(CHOICES)
    segments = sizes.segments + grow
    gap = sizes.choice_gap + min(RULES_CHOICE_GAP_MOST - sizes.choice_gap, spare / 2)
    choice += grow
    height = most if wide else min(most, needs + len(CHOICES) * grow + 2 * (gap - sizes.choice_gap))
    panel = ((frame_width - width) / 2, (frame_height - height) / 2, width, height)
    px, py, _, ph = panel
    left, inner = px + PANEL_INSET, width - 2 * PANEL_INSET
    close = close_rect(panel, top=CLOSE_TOP, height=CLOSE_HEIGHT)
    rows: dict[str, ChoiceRow] = {}
    y = py + top
    for name in CHOICES:
        control_top = y + RULES_NAME_BAND + RULES_NAME_GAP
        control = (left, control_top, inner, segments)
        line_at = (left, control_top + segments + RULES_LINE_GAP)
        rows[name] = ChoiceRow(
            (left, y + RULES_NAME_BAND / 2), inner, control, line_at, (left, y, inner, choice)
        )
        y += choice + gap
    standard_top = py + ph - PANEL_INSET / 2 - sizes.standard_height
    if wide:
        standard = (left + inner - RULES_STANDARD_WIDTH, standard_top, RULES_STANDARD_WIDTH)
        summary_width = inner - RULES_STANDARD_WIDTH - RULES_SUMMARY_GAP
        summary_top = standard_top + sizes.standard_height / 2  # the lines' middle
    else:
        standard = (left, standard_top, inner)
        summary_width = inner
        summary_top = standard_top - 12 - sizes.summary_lines * line / 2
    return TableRulesPage(
        panel=panel,
        title_at=(left, close[1] + close[3] / 2),
        title_width=close[0] - left - 16,
        close=close,
        hint_at=(left, py + SETTINGS_HINT_DOWN),
        text_width=inner,
        rows=rows,
        summary_at=(left, summary_top),
        summary_width=summary_width,
        standard=(*standard, sizes.standard_height),
        sizes=sizes,
    )
