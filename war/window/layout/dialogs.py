"""Where the dialogs' things sit: Round over, and the question before a reset."""

from __future__ import annotations

from war.window.layout.units import LOGICAL_CENTRE_X, Rect
from war.window.layout.widgets import BUTTON_HEIGHT, PANEL_INSET

# -- round over ---------------------------------------------------------------------------------
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

# -- confirming ---------------------------------------------------------------------------------
CONFIRM_PANEL: Rect = (LOGICAL_CENTRE_X - 380, 230, 760, 230)
CONFIRM_QUESTION = (CONFIRM_PANEL[1] + 60, 24)  # (y, size)
CONFIRM_NOTE = (CONFIRM_PANEL[1] + 100, 18)
CONFIRM_TEXT_WIDTH = CONFIRM_PANEL[2] - 60
CONFIRM_BUTTON_WIDTH = 320  # "Keep the record" and its key in large text
CONFIRM_BUTTONS_UP = 82  # the buttons' top, above the panel's bottom


def round_over_button_rect(index: int) -> Rect:
    """The dialog's buttons two to a row, centred under its text."""
    x, y, width, height = ROUND_OVER_PANEL
    row, column = divmod(index, 2)
    left = x + (width - 2 * ROUND_OVER_BUTTON_WIDTH - ROUND_OVER_BUTTON_GAP) / 2
    left += column * (ROUND_OVER_BUTTON_WIDTH + ROUND_OVER_BUTTON_GAP)
    top = y + height - ROUND_OVER_BUTTONS_UP + row * (BUTTON_HEIGHT + ROUND_OVER_BUTTON_GAP)
    return (left, top, ROUND_OVER_BUTTON_WIDTH, BUTTON_HEIGHT)


def confirm_button_rect(index: int) -> Rect:
    """The confirming dialog's two buttons: the action on the left, keeping on the right."""
    x, y, width, height = CONFIRM_PANEL
    gap = width - 2 * CONFIRM_BUTTON_WIDTH - 2 * PANEL_INSET
    left = x + PANEL_INSET + index * (CONFIRM_BUTTON_WIDTH + gap)
    return (left, y + height - CONFIRM_BUTTONS_UP, CONFIRM_BUTTON_WIDTH, BUTTON_HEIGHT)
