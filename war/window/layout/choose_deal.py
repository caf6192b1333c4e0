"""Where the deal dialog's things sit: its field, the hint, the row of keys, its buttons."""

from __future__ import annotations

from war.window.layout.units import LOGICAL_CENTRE_X, Rect
from war.window.layout.widgets import BUTTON_HEIGHT, PANEL_INSET

# A dialog to type a deal's number: its field, a line under it (a refusal's hint), a row of
# keys 1 to 9, 0 and erase for the pointer and touch, then Play deal and Cancel.
DEAL_DIALOG_PANEL: Rect = (LOGICAL_CENTRE_X - 430, 150, 860, 420)
DEAL_DIALOG_LEFT = DEAL_DIALOG_PANEL[0] + PANEL_INSET
DEAL_DIALOG_TITLE_AT = (DEAL_DIALOG_LEFT, DEAL_DIALOG_PANEL[1] + 22)
DEAL_DIALOG_TITLE_SIZE = 34
DEAL_DIALOG_NOTE = (DEAL_DIALOG_PANEL[1] + 80, 17)  # (y, size): what a deal's number is
DEAL_DIALOG_TEXT_WIDTH = DEAL_DIALOG_PANEL[2] - 2 * PANEL_INSET
DEAL_DIALOG_FIELD: Rect = (DEAL_DIALOG_LEFT, DEAL_DIALOG_PANEL[1] + 114, DEAL_DIALOG_TEXT_WIDTH, 72)
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
        return (x + PANEL_INSET, top, DEAL_DIALOG_PLAY_WIDTH, BUTTON_HEIGHT)
    right = x + width - PANEL_INSET - DEAL_DIALOG_CANCEL_WIDTH
    return (right, top, DEAL_DIALOG_CANCEL_WIDTH, BUTTON_HEIGHT)
