"""Where the deal dialog's things sit: its field, the hint, the row of keys, its buttons.

In a portrait frame the dialog is as wide as the frame allows and its keys take two rows
(in the coordinates of pages.column_origin); otherwise it is the 1280x720 design's.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from war.window.layout.frame import DESIGN, Frame
from war.window.layout.pages import PAGE_MARGIN, portrait
from war.window.layout.units import LOGICAL_CENTRE_X, Rect
from war.window.layout.widgets import BUTTON_HEIGHT, PANEL_INSET

# A dialog to type a deal's number: its field, a line under it (a refusal's hint), a row of
# keys 1 to 9, 0 and erase for the pointer and touch, then Play deal and Cancel.
DEAL_DIALOG_SIZE = (860, 420)
DEAL_DIALOG_TOP = 150
DEAL_DIALOG_TITLE_SIZE = 34
DEAL_DIALOG_TITLE_DOWN = 22  # the title's top, under the panel's
DEAL_DIALOG_NOTE = (80, 17)  # (y under the panel's top, size): what a deal's number is
DEAL_DIALOG_NOTE_STEP = 22  # to the note's second line, in a portrait frame
DEAL_DIALOG_FIELD_DOWN = 114
DEAL_DIALOG_FIELD_HEIGHT = 72
DEAL_DIALOG_FIELD_RADIUS = 10
DEAL_DIALOG_FIELD_RIM = 2
DEAL_DIALOG_FIELD_INSET = 22  # from the field's left and right edges to what is typed
DEAL_DIALOG_DIGITS_SIZE = 40  # what is typed; a number too long for the field shows its end
DEAL_DIALOG_PLACEHOLDER_SIZE = 22
DEAL_DIALOG_CARET_WIDTH = 3
DEAL_DIALOG_CARET_GAP = 4  # between the last digit and the caret, and round the caret
# (y of its middle under the panel's top, size): the line under the field, this round's
# deal or why not.
DEAL_DIALOG_HINT = (212, 18)
DEAL_DIALOG_HINT_MIN_SIZE = 15
# The row of keys under it: ten digits, then erase as wide as the rest of the row (its sign
# is wider than a digit); in a portrait frame six to a row, erase two keys wide.
DEAL_DIALOG_KEYS_DOWN = 240
DEAL_DIALOG_KEY_SIZE = (60, 64)
DEAL_DIALOG_KEY_GAP = 8
DEAL_DIALOG_KEYS = 11
DEAL_DIALOG_PORTRAIT_COLUMNS = 6
DEAL_DIALOG_PLAY_WIDTH = 270  # "Play deal" and its key in large text
DEAL_DIALOG_CANCEL_WIDTH = 210  # "Cancel" and its key in large text
DEAL_DIALOG_BUTTONS_UP = 84  # the buttons' top, above the panel's bottom


@dataclass(frozen=True)
class DealLayout:
    """The deal dialog in one frame."""

    panel: Rect
    columns: int  # keys to a row
    note_lines: int = 1  # the lines the note under the title may take

    def y(self, below_top: float) -> float:
        """The height ``below_top`` under the panel's top, in the design's dialog: lower by
        the note's second line if it has one, for all under the note."""
        extra = 0 if below_top <= DEAL_DIALOG_NOTE[0] else self.note_lines - 1
        return self.panel[1] + below_top + extra * DEAL_DIALOG_NOTE_STEP

    @property
    def left(self) -> float:
        return self.panel[0] + PANEL_INSET

    @property
    def text_width(self) -> float:
        return self.panel[2] - 2 * PANEL_INSET

    @property
    def title_at(self) -> tuple[float, float]:
        return self.left, self.y(DEAL_DIALOG_TITLE_DOWN)

    @property
    def field(self) -> Rect:
        return (
            self.left,
            self.y(DEAL_DIALOG_FIELD_DOWN),
            self.text_width,
            DEAL_DIALOG_FIELD_HEIGHT,
        )

    def key_rect(self, index: int) -> Rect:
        """The dialog's keys, left to right and row by row: ten digits (1 to 9, 0), then
        erase, as wide as the rest of its row."""
        width: float = DEAL_DIALOG_KEY_SIZE[0]
        height = DEAL_DIALOG_KEY_SIZE[1]
        gap = DEAL_DIALOG_KEY_GAP
        if self.columns < DEAL_DIALOG_KEYS:
            width = (self.text_width - (self.columns - 1) * gap) / self.columns
        row, column = divmod(index, self.columns)
        left = self.left + column * (width + gap)
        top = self.y(DEAL_DIALOG_KEYS_DOWN) + row * (height + gap)
        if index == DEAL_DIALOG_KEYS - 1:  # erase
            width = self.left + self.text_width - left
        return (left, top, width, height)

    def button_rect(self, index: int) -> Rect:
        """Play deal (0) at the left and Cancel (1) at the right."""
        x, y, width, height = self.panel
        top = y + height - DEAL_DIALOG_BUTTONS_UP
        if index == 0:
            return (self.left, top, DEAL_DIALOG_PLAY_WIDTH, BUTTON_HEIGHT)
        right = x + width - PANEL_INSET - DEAL_DIALOG_CANCEL_WIDTH
        return (right, top, DEAL_DIALOG_CANCEL_WIDTH, BUTTON_HEIGHT)


@cache
def deal_layout(frame: Frame = DESIGN) -> DealLayout:
    width, height = DEAL_DIALOG_SIZE
    if not portrait(frame):
        return DealLayout((LOGICAL_CENTRE_X - width / 2, DEAL_DIALOG_TOP, width, height), 11)
    width = min(width, frame.width - 2 * PAGE_MARGIN)
    rows = -(-DEAL_DIALOG_KEYS // DEAL_DIALOG_PORTRAIT_COLUMNS)
    height += (rows - 1) * (DEAL_DIALOG_KEY_SIZE[1] + DEAL_DIALOG_KEY_GAP) + DEAL_DIALOG_NOTE_STEP
    panel = (LOGICAL_CENTRE_X - width / 2, (frame.height - height) / 2, width, height)
    return DealLayout(panel, DEAL_DIALOG_PORTRAIT_COLUMNS, note_lines=2)


DEAL = deal_layout()  # the design's
DEAL_DIALOG_PANEL: Rect = DEAL.panel
DEAL_DIALOG_FIELD: Rect = DEAL.field
DEAL_DIALOG_TEXT_WIDTH = DEAL.text_width


def deal_dialog_key_rect(index: int) -> Rect:
    return DEAL.key_rect(index)


def deal_dialog_button_rect(index: int) -> Rect:
    return DEAL.button_rect(index)
