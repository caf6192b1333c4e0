"""Where things sit, in logical pixels of the 1280×720 design, and the letterbox into a window.

Every scene places its rectangles, positions and font sizes here, by name, in the logical
space. ``Letterbox`` is the one transform between that space and a window's pixels: drawing
goes through it one way and pointer input the other, so a button is drawn and hit at the
same place at every window size.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from war.core.events import Side

Rect = tuple[float, float, float, float]  # x, y, width, height

LOGICAL_SIZE = (1280, 720)
LOGICAL_CENTRE_X = LOGICAL_SIZE[0] // 2
MIN_WINDOW_SIZE = (640, 360)
DEFAULT_WINDOW_SIZE = (1280, 720)
# The table is drawn at most this many window pixels per logical pixel: 7680x4320, 8K. A
# larger window shows it that size, centred on the felt; art and text made any larger
# would take gigabytes (a 20000x20000 window) and show the eye nothing more.
MOST_SCALE = 6
MOST_DRAWN_PIXELS = LOGICAL_SIZE[0] * LOGICAL_SIZE[1] * MOST_SCALE**2

# Text smaller than this many window pixels cannot be read; see Screen.text.
MIN_TEXT_PIXELS = 10

# -- cards ----------------------------------------------------------------------------------
CARD_WIDTH = 100
CARD_HEIGHT = 140

# -- the table ------------------------------------------------------------------------------
PILE_X = 90
PILE_Y = {Side.COMPUTER: 50, Side.PLAYER: 530}
PILE_DEPTH_STEP = 0.5  # logical pixels of pile thickness per card
PILE_OUTLINE_MARGIN = 4  # the dark outline where a pile lies, round the card
PILE_OUTLINE_WIDTH = 2
PILE_OUTLINE_RADIUS = 12
PILE_LABEL_X = PILE_X + CARD_WIDTH + 28
PILE_NAME_DY = 34  # below the pile's top edge: the side's name...
PILE_COUNT_DY = 72  # ...and its card count
PILE_NAME_SIZE = 26
PILE_COUNT_SIZE = 22
# The plate behind a pile's name and count: x, y below the pile's top edge, width, height.
# Large text widens it by the text scale.
PILE_LABEL_PLATE: Rect = (PILE_LABEL_X - 14, PILE_NAME_DY - 10, 176, 84)

BATTLE_X = 400
BATTLE_Y = {Side.COMPUTER: 182, Side.PLAYER: 398}
WAR_STEP_X = 36  # each card laid in a war sits this far right of the one before
ROOMY_WAR_CARDS = 12  # six wars per side at the full step; later ones squeeze up
TIGHT_WAR_STEP_X = 3  # so even all 52 cards on the table stay clear of the buttons
BATTLE_AREA_CENTRE_X = BATTLE_X + CARD_WIDTH // 2 + 3 * WAR_STEP_X
STATUS_Y = 360  # the middle of the gap between the two battle rows
STATUS_SIZE = 24
STATUS_MIN_SIZE = 20  # a long status line is set this small before it is ever cut
# Centred on the battle area, a long status line may slide sideways within this band, its
# plate too: it runs between the two rows of cards, from near the window's edge to the buttons.
STATUS_SPAN = (36, 950)
BANNER_SIZE = 60
RIBBON_SIZE = (560, 70)
GLOW_MARGIN = 14  # the winning card's halo reaches this far past the card
DEAL_ORIGIN = (BATTLE_X, (BATTLE_Y[Side.COMPUTER] + BATTLE_Y[Side.PLAYER]) // 2)

# The right-hand column: battle counter, deal number, buttons.
BUTTON_X = 986
BUTTON_WIDTH = 264  # the longest label and its key with a clear gap between (usual text size)
HUD_CENTRE_X = BUTTON_X + BUTTON_WIDTH // 2
# The lines above the buttons are centred over them, as wide as this band allows, unless
# the battle counter would then pass its right edge (large text): then they move left, over
# the battle area, whose cards lie well below them.
HUD_SPAN = (BATTLE_AREA_CENTRE_X, LOGICAL_SIZE[0] - 20)
BATTLE_COUNTER_Y = 50
BATTLE_COUNTER_SIZE = 30
WARS_Y = 86
WARS_SIZE = 20
# The deal number is a button: pressed (or D), it asks for another deal to play.
DEAL_BUTTON: Rect = (BUTTON_X, 106, BUTTON_WIDTH, 42)
REPLAY_HINT_Y = 164
REPLAY_HINT_SIZE = 14
REPLAY_HINT_MIN_SIZE = 11  # a long deal number's command is set this small before it is cut

BUTTON_HEIGHT = 58  # dialogs' and the title's buttons
# The table's column of buttons: nine of them, under the lines above.
TABLE_BUTTON_HEIGHT = 46
TABLE_BUTTON_GAP = 10
BUTTONS_TOP = 186
BUTTON_RADIUS = 12
BUTTON_RIM = 2
BUTTON_RIM_HIGH_CONTRAST = 4
BUTTON_SHADOW_DROP = 3  # the shadow under a raised button
BUTTON_PRESS_DEPTH = 2  # how far a pressed button sinks
BUTTON_LABEL_SIZE = 22
BUTTON_LABEL_MIN_SIZE = 20  # a label too long for its button is set this small before it is cut
BUTTON_LABEL_INSET = 18  # from the button's left edge to its label
BUTTON_KEY_SIZE = 15
BUTTON_KEY_INSET = 16  # from the button's right edge to its key badge, and from it to the label
BUTTON_KEY_PADDING = (6, 4)  # the badge's frame round the key name, each side
BUTTON_KEY_RADIUS = 6
FOCUS_RING_GAP = 5  # the keyboard focus ring, this far outside the button
FOCUS_RING_WIDTH = 3
BUTTON_DETAIL_SIZE = 16  # a second, smaller line under a button's label
BUTTON_DETAIL_GAP = 2  # between the label and its detail

# -- the title ------------------------------------------------------------------------------
TITLE_FAN_Y = 100
TITLE_FAN_STEP_X = 70  # between the fanned aces
TITLE_FAN_DROP = 12  # outer aces sit this much lower per step from the middle
TITLE_FAN_ANGLE = 12  # degrees per step from the middle
TITLE_NAME_Y = 240
TITLE_NAME_SIZE = 104
TITLE_TAGLINE_Y = 302
TITLE_TAGLINE_SIZE = 24
TITLE_NOTICE_Y = 334  # the first notice (a file set aside, progress not saved)
TITLE_NOTICE_STEP = 22  # each further notice this far below
TITLE_NOTICE_SIZE = 17
TITLE_NOTICE_WIDTH = 1160
TITLE_NOTICES_MOST = 2  # more would crowd the buttons; the rest are in the terminal too
# The buttons: the first (the default) across the whole grid, the rest two to a row.
TITLE_GRID_TOP = 376
TITLE_GRID_WIDTH = 520  # each half holds "New round" and its key in large text
TITLE_GRID_GAP = 12
TITLE_FIRST_HEIGHT = 62
TITLE_KEYS_Y = 694
TITLE_KEYS_SIZE = 16

# -- dialogs ----------------------------------------------------------------------------------
PANEL_RADIUS = 20
PANEL_RIM = 3
PANEL_SHADOW_DROP = 6
DIALOG_VEIL_OPACITY = 170  # of 255: how much a dialog dims the table under it
CLOSE_WIDTH = 184  # a dialog's Close button: its label and key side by side in large text


def close_rect(panel: Rect, *, inset: float = 20, top: float = 18, height: float = 46) -> Rect:
    """A panel's Close button: CLOSE_WIDTH wide, ``inset`` in from its right edge and
    ``top`` down from its top."""
    return (panel[0] + panel[2] - inset - CLOSE_WIDTH, panel[1] + top, CLOSE_WIDTH, height)


# -- beside the table: the battle log or the rules, in a panel over the button column ------
# The piles and the cards in play stay in view to its left (and still answer Turn cards).
SIDE_PANEL: Rect = (748, 14, 518, 692)
SIDE_TITLE_AT = (SIDE_PANEL[0] + 24, SIDE_PANEL[1] + 20)
SIDE_TITLE_SIZE = 26
SIDE_CLOSE = close_rect(SIDE_PANEL, inset=16, top=12, height=44)
SIDE_VIEW: Rect = (SIDE_PANEL[0] + 24, SIDE_PANEL[1] + 70, SIDE_PANEL[2] - 56, 540)
SIDE_SCROLLBAR_X = SIDE_PANEL[0] + SIDE_PANEL[2] - 20
SIDE_TURN: Rect = (SIDE_PANEL[0] + 24, SIDE_PANEL[1] + SIDE_PANEL[3] - 70, 240, 52)
# Right of the panel's Turn cards: how else cards are turned while it is open.
SIDE_HINT = (SIDE_PANEL[0] + 24 + 240 + 16, SIDE_PANEL[1] + SIDE_PANEL[3] - 44, 15)  # x, y, size
SIDE_HINT_WIDTH = SIDE_PANEL[2] - 24 - 240 - 16 - 20
SIDE_HINT_MIN_SIZE = 12
TABLE_SIDE: Rect = (0, 0, SIDE_PANEL[0], LOGICAL_SIZE[1])  # a click here turns cards
# The status line stays left of the panel while it is open.
STATUS_SPAN_BESIDE = (STATUS_SPAN[0], SIDE_PANEL[0] - 12)
LOG_TEXT_SIZE = 16
LOG_ROW = 24  # logical pixels per row of the log at the usual text size
LOG_INDENT = 24  # a line too long for one row goes on in a second row, indented

ROUND_OVER_PANEL: Rect = (LOGICAL_CENTRE_X - 400, 140, 800, 440)
ROUND_OVER_HEADLINE = (70, 48)  # (y below the panel's top, font size)
ROUND_OVER_REASON = (140, 26)
ROUND_OVER_TALLY = (190, 22)
ROUND_OVER_PILES = (226, 20)
ROUND_OVER_BUTTON_WIDTH = 320  # two to a row: "Same deal again" and its key in large text
ROUND_OVER_BUTTON_GAP = 16
ROUND_OVER_BUTTONS_UP = 160  # the first row's top, above the panel's bottom
ROUND_OVER_TEXT_WIDTH = 700
ROUND_OVER_MIN_TEXT_SIZE = 18  # a long line is set this small before it is ever cut

# The record: a panel like the rules', with two charts side by side.
RECORD_PANEL: Rect = (LOGICAL_CENTRE_X - 470, 40, 940, 640)
RECORD_VEIL_OPACITY = 200
RECORD_TITLE_AT = (RECORD_PANEL[0] + 40, RECORD_PANEL[1] + 22)
RECORD_TITLE_SIZE = 34
RECORD_CLOSE = close_rect(RECORD_PANEL)
RECORD_RESET: Rect = (RECORD_PANEL[0] + 40, RECORD_PANEL[1] + RECORD_PANEL[3] - 74, 250, 52)
RECORD_TEXT_X = RECORD_PANEL[0] + 40
RECORD_TEXT_WIDTH = 860
RECORD_TEXT_LEAST = 0.9  # a long row is set down to this share of its size before it is cut
RECORD_SUMMARY = (RECORD_PANEL[1] + 92, 22)  # (y, size): played, won, lost, drawn
RECORD_DETAILS = (RECORD_PANEL[1] + 124, 17)  # streaks and extremes
RECORD_TOTALS = (RECORD_PANEL[1] + 146, 17)  # battles and wars in all
RECORD_LATEST = (RECORD_PANEL[1] + 174, 19)  # where the round just finished falls
RECORD_OUTCOMES: Rect = (RECORD_PANEL[0] + 40, RECORD_PANEL[1] + 210, 360, 340)
RECORD_LENGTHS: Rect = (RECORD_PANEL[0] + 430, RECORD_PANEL[1] + 210, 470, 340)
RECORD_EMPTY = (RECORD_PANEL[1] + 360, 20)  # (y, size): the words for an empty record
CHART_TITLE_SIZE = 20
CHART_VALUE_SIZE = 16
CHART_LABEL_SIZE = 15
CHART_LABEL_MIN_SIZE = 13  # a bin's label too wide for its room is set this small
CHART_LABEL_SPACING = 4  # at least this between two labels on one line
CHART_TITLE_SPACE = 34  # above the bars, for the chart's title
CHART_LEGEND_SIZE = 15
CHART_LEGEND_SPACE = 22  # under the title, for a line saying what the colours are
CHART_LABEL_SPACE = 44  # below the bars, for up to two lines of labels
CHART_VALUE_SPACE = 22  # above the tallest bar, for its number
CHART_BAR_GAP = 0.3  # of each bar's slot, left empty
CHART_AXIS_WIDTH = 2
CHART_LABEL_LINE = 18  # between the two lines of a label
CHART_LABEL_GAP = 6  # from the axis down to a label
CHART_NUMBER_GAP = 4  # from the top of a bar (or its mark) up to its number
CHART_MARK_HEIGHT = 4  # the compared share's mark across a bar
# The settings: one row a setting, pressed to change it.
SETTINGS_PANEL: Rect = (LOGICAL_CENTRE_X - 470, 40, 940, 640)
SETTINGS_VEIL_OPACITY = 200
SETTINGS_TITLE_AT = (SETTINGS_PANEL[0] + 40, SETTINGS_PANEL[1] + 22)
SETTINGS_TITLE_SIZE = 34
SETTINGS_HINT = (SETTINGS_PANEL[1] + 84, 17)  # (y, size): changes apply at once
SETTINGS_CLOSE = close_rect(SETTINGS_PANEL)
SETTINGS_ROW_X = SETTINGS_PANEL[0] + 40
SETTINGS_ROW_WIDTH = 620
SETTINGS_ROWS_TOP = SETTINGS_PANEL[1] + 116
SETTINGS_ROW_HEIGHT = 50
SETTINGS_ROW_GAP = 10
SETTINGS_STEP_WIDTH = 90  # the volume's − and + buttons, right of its row
# (y, size): what the row with the focus (or under the pointer) does, below the rows.
SETTINGS_HELP = (SETTINGS_PANEL[1] + SETTINGS_PANEL[3] - 34, 17)
SETTINGS_HELP_WIDTH = SETTINGS_PANEL[2] - 80
SETTINGS_HELP_MIN_SIZE = 14  # a line too long for the panel is set this small

CONFIRM_PANEL: Rect = (LOGICAL_CENTRE_X - 340, 230, 680, 230)
CONFIRM_QUESTION = (CONFIRM_PANEL[1] + 60, 24)
CONFIRM_NOTE = (CONFIRM_PANEL[1] + 100, 18)
CONFIRM_BUTTON_WIDTH = 270  # "Reset record" and its key in large text

RULES_VEIL_OPACITY = 200
RULES_PANEL: Rect = (LOGICAL_CENTRE_X - 470, 40, 940, 640)
RULES_VIEW: Rect = (RULES_PANEL[0] + 40, RULES_PANEL[1] + 80, 860, 530)
RULES_TITLE_AT = (RULES_PANEL[0] + 40, RULES_PANEL[1] + 22)
RULES_TITLE_SIZE = 34
RULES_CLOSE = close_rect(RULES_PANEL)
RULES_SCROLLBAR_X = RULES_PANEL[0] + RULES_PANEL[2] - 22
SCROLLBAR_WIDTH = 6
SCROLLBAR_RADIUS = 3
SCROLLBAR_THUMB_LEAST = 30  # the thumb's height, however long the content
RULES_HEADING_SIZE = 28
RULES_TEXT_SIZE = 21
RULES_ANSWER_SIZE = 20
RULES_PARAGRAPH_GAP = 10  # below each rule
RULES_HEADING_GAP = 12  # below a heading, and below each step of the example
RULES_SECTION_GAP = 24  # before the next heading
RULES_QUESTION_GAP = 2  # between a question and its answer
RULES_ANSWER_GAP = 14  # below an answer
RULES_MINI_CARD = (50, 70)
RULES_EXAMPLE_ROW_GAP = 16  # between the computer's and your row of mini cards
RULES_MINI_CARD_STEP = 22  # each example card this far right of the one before
RULES_EXAMPLE_LABEL_SIZE = 15
RULES_EXAMPLE_CARDS_X = 110  # after the "Computer" / "You" labels
RULES_EXAMPLE_CAPTION_X = 252


def text_pixels(size: float, scale: float) -> int:
    """The pixel height to set text designed ``size`` logical pixels tall at ``scale``:
    scaled, but never below MIN_TEXT_PIXELS."""
    return max(MIN_TEXT_PIXELS, round(size * scale))


def pile_position(side: Side, count: int) -> tuple[float, float]:
    """Top-left of the top card of a pile holding ``count`` cards (thicker piles rise)."""
    lift = min(count, 52) * PILE_DEPTH_STEP
    return PILE_X - lift, PILE_Y[side] - lift


def battle_position(side: Side, index: int) -> tuple[float, float]:
    """Top-left of the ``index``-th card a side laid in the current battle (0 = opening)."""
    roomy = min(index, ROOMY_WAR_CARDS)
    x = BATTLE_X + roomy * WAR_STEP_X + (index - roomy) * TIGHT_WAR_STEP_X
    # Face-down war cards sit a little lower so the stack reads as layers.
    y = BATTLE_Y[side] + (6 if index % 2 else 0)
    return x, y


def pile_hit_rect(side: Side) -> Rect:
    """Where a click or tap counts as on a pile: the card and a margin round it."""
    margin = 30
    return (
        PILE_X - margin,
        PILE_Y[side] - margin,
        CARD_WIDTH + 2 * margin,
        CARD_HEIGHT + 2 * margin,
    )


def button_rect(index: int) -> Rect:
    """The table's buttons, one under another in the right-hand column."""
    return (
        BUTTON_X,
        BUTTONS_TOP + index * (TABLE_BUTTON_HEIGHT + TABLE_BUTTON_GAP),
        BUTTON_WIDTH,
        TABLE_BUTTON_HEIGHT,
    )


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


def round_over_button_rect(index: int) -> Rect:
    """The dialog's buttons two to a row, centred under its text."""
    x, y, width, height = ROUND_OVER_PANEL
    row, column = divmod(index, 2)
    left = x + (width - 2 * ROUND_OVER_BUTTON_WIDTH - ROUND_OVER_BUTTON_GAP) / 2
    left += column * (ROUND_OVER_BUTTON_WIDTH + ROUND_OVER_BUTTON_GAP)
    top = y + height - ROUND_OVER_BUTTONS_UP + row * (BUTTON_HEIGHT + ROUND_OVER_BUTTON_GAP)
    return (left, top, ROUND_OVER_BUTTON_WIDTH, BUTTON_HEIGHT)


def record_row_y(y: float, text_scale: float) -> float:
    """The top of the record's row of words designed at ``y``, moved down as far as larger
    words (``text_scale``) make the rows above it taller."""
    first = RECORD_SUMMARY[0]
    return first + (y - first) * text_scale


def record_chart_rect(area: Rect, text_scale: float) -> Rect:
    """A chart's area under the record's rows of words: lowered as they grow, and shorter by
    as much, so it ends where it was designed to."""
    x, y, width, height = area
    top = record_row_y(y, text_scale)
    return (x, top, width, height - (top - y))


def settings_row_rect(index: int) -> Rect:
    top = SETTINGS_ROWS_TOP + index * (SETTINGS_ROW_HEIGHT + SETTINGS_ROW_GAP)
    return (SETTINGS_ROW_X, top, SETTINGS_ROW_WIDTH, SETTINGS_ROW_HEIGHT)


def settings_step_rect(index: int, step: int) -> Rect:
    """The volume's − (``step`` -1) or + (1) button, right of row ``index``."""
    x, y, width, height = settings_row_rect(index)
    left = x + width + 16 + (0 if step < 0 else SETTINGS_STEP_WIDTH + 12)
    return (left, y, SETTINGS_STEP_WIDTH, height)


def confirm_button_rect(index: int) -> Rect:
    """The confirming dialog's two buttons: the action on the left, keeping on the right."""
    x, y, width, height = CONFIRM_PANEL
    gap = width - 2 * CONFIRM_BUTTON_WIDTH - 2 * 40
    left = x + 40 + index * (CONFIRM_BUTTON_WIDTH + gap)
    return (left, y + height - 82, CONFIRM_BUTTON_WIDTH, BUTTON_HEIGHT)


def contains(rect: Rect, x: float, y: float) -> bool:
    """Whether the logical point lies in ``rect`` (left and top edges in, right and bottom out)."""
    left, top, width, height = rect
    return left <= x < left + width and top <= y < top + height


@dataclass(frozen=True)
class Letterbox:
    """The logical space scaled to fit a window (but never past MOST_SCALE), centred,
    keeping its shape.

    One scale factor and one offset: ``to_window`` takes logical points to window pixels,
    ``to_logical`` takes window pixels back. What lies outside the scaled area is margin.
    """

    window_size: tuple[int, int]
    logical_size: tuple[int, int] = LOGICAL_SIZE
    scale: float = field(init=False)
    rect: tuple[int, int, int, int] = field(init=False)  # the scaled area: x, y, w, h

    def __post_init__(self) -> None:
        window_w, window_h = (max(1, side) for side in self.window_size)
        scale = min(window_w / self.logical_size[0], window_h / self.logical_size[1], MOST_SCALE)
        width = max(1, round(self.logical_size[0] * scale))
        height = max(1, round(self.logical_size[1] * scale))
        area = ((window_w - width) // 2, (window_h - height) // 2, width, height)
        object.__setattr__(self, "scale", scale)
        object.__setattr__(self, "rect", area)

    def to_logical(self, x: float, y: float) -> tuple[float, float] | None:
        """A point in window coordinates (a finger's, say) to a logical point; None in the
        margins."""
        left, top, width, height = self.rect
        if not (left <= x < left + width and top <= y < top + height):
            return None
        return (
            (x - left) * self.logical_size[0] / width,
            (y - top) * self.logical_size[1] / height,
        )

    def pixel_to_logical(self, x: int, y: int) -> tuple[float, float] | None:
        """The window pixel at column ``x``, row ``y`` (where the mouse is) to the logical
        point at its centre: exactly the pixels drawn inside a rectangle map inside it."""
        return self.to_logical(x + 0.5, y + 0.5)

    def to_window(self, x: float, y: float) -> tuple[int, int]:
        """A logical point to the window pixel edge nearest it (halves round down, so a
        pixel is drawn inside a rectangle exactly when its centre is inside)."""
        left, top, width, height = self.rect
        return (
            left + math.ceil(x * width / self.logical_size[0] - 0.5),
            top + math.ceil(y * height / self.logical_size[1] - 0.5),
        )

    def rect_to_window(self, rect: Rect) -> tuple[int, int, int, int]:
        """A logical rectangle to window pixels; its edges round as points do, so rectangles
        that touch in logical space touch on screen."""
        x, y, width, height = rect
        left, top = self.to_window(x, y)
        right, bottom = self.to_window(x + width, y + height)
        return left, top, right - left, bottom - top

    def length(self, logical: float) -> int:
        """A logical distance in whole window pixels, never less than one."""
        return max(1, round(logical * self.scale))

    def window_size_of(self, logical: tuple[float, float]) -> tuple[int, int]:
        """A logical width and height in whole window pixels, each at least one."""
        return self.length(logical[0]), self.length(logical[1])


# -- choosing a deal ----------------------------------------------------------------------------
# A dialog to type a deal's number: its field, a line under it (a refusal's hint), a row of
# keys 1 to 9, 0 and erase for the pointer and touch, then Play deal and Cancel.
DEAL_DIALOG_PANEL: Rect = (LOGICAL_CENTRE_X - 430, 150, 860, 420)
DEAL_DIALOG_TITLE_AT = (DEAL_DIALOG_PANEL[0] + 40, DEAL_DIALOG_PANEL[1] + 22)
DEAL_DIALOG_TITLE_SIZE = 34
DEAL_DIALOG_NOTE = (DEAL_DIALOG_PANEL[1] + 80, 17)  # (y, size): what a deal's number is
DEAL_DIALOG_TEXT_WIDTH = DEAL_DIALOG_PANEL[2] - 80
DEAL_DIALOG_FIELD: Rect = (
    DEAL_DIALOG_PANEL[0] + 40,
    DEAL_DIALOG_PANEL[1] + 114,
    DEAL_DIALOG_TEXT_WIDTH,
    72,
)
DEAL_DIALOG_FIELD_RADIUS = 10
DEAL_DIALOG_FIELD_RIM = 2
DEAL_DIALOG_FIELD_INSET = 22  # from the field's left and right edges to what is typed
DEAL_DIALOG_DIGITS_SIZE = 40  # what is typed; a number too long for the field shows its end
DEAL_DIALOG_PLACEHOLDER_SIZE = 22
DEAL_DIALOG_CARET_WIDTH = 3
DEAL_DIALOG_CARET_GAP = 4  # between the last digit and the caret, and round the caret
# (y of its middle, size): the line under the field, this round's deal or why not.
DEAL_DIALOG_HINT = (DEAL_DIALOG_PANEL[1] + 212, 18)
DEAL_DIALOG_HINT_MIN_SIZE = 15
# The row of keys under it: ten digits, then erase as wide as the rest of the row (its sign
# is wider than a digit).
DEAL_DIALOG_KEYS_TOP = DEAL_DIALOG_PANEL[1] + 240
DEAL_DIALOG_KEY_SIZE = (60, 64)
DEAL_DIALOG_KEY_GAP = 8
DEAL_DIALOG_ERASE_WIDTH = DEAL_DIALOG_TEXT_WIDTH - 10 * (
    DEAL_DIALOG_KEY_SIZE[0] + DEAL_DIALOG_KEY_GAP
)
DEAL_DIALOG_PLAY_WIDTH = 270  # "Play deal" and its key in large text
DEAL_DIALOG_CANCEL_WIDTH = 210  # "Cancel" and its key in large text
DEAL_DIALOG_BUTTONS_UP = 84  # the buttons' top, above the panel's bottom


def deal_dialog_key_rect(index: int) -> Rect:
    """The deal dialog's row of keys, left to right: ten digits (1 to 9, 0), then erase."""
    width, height = DEAL_DIALOG_KEY_SIZE
    left = DEAL_DIALOG_FIELD[0] + index * (width + DEAL_DIALOG_KEY_GAP)
    return (left, DEAL_DIALOG_KEYS_TOP, DEAL_DIALOG_ERASE_WIDTH if index == 10 else width, height)


def deal_dialog_button_rect(index: int) -> Rect:
    """The deal dialog's Play deal (0) at the left and Cancel (1) at the right."""
    x, y, width, height = DEAL_DIALOG_PANEL
    top = y + height - DEAL_DIALOG_BUTTONS_UP
    if index == 0:
        return (x + 40, top, DEAL_DIALOG_PLAY_WIDTH, BUTTON_HEIGHT)
    return (x + width - 40 - DEAL_DIALOG_CANCEL_WIDTH, top, DEAL_DIALOG_CANCEL_WIDTH, BUTTON_HEIGHT)
