"""The dialogs' own drawings: the field a deal's number is typed in, with its caret."""

from __future__ import annotations

from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.text import ELLIPSIS
from war.window.layout.choose_deal import (
    DEAL_DIALOG_CARET_GAP,
    DEAL_DIALOG_CARET_WIDTH,
    DEAL_DIALOG_DIGITS_SIZE,
    DEAL_DIALOG_FIELD,
    DEAL_DIALOG_FIELD_INSET,
    DEAL_DIALOG_FIELD_RADIUS,
    DEAL_DIALOG_FIELD_RIM,
    DEAL_DIALOG_PLACEHOLDER_SIZE,
)
from war.window.layout.units import Rect
from war.words import dialogs as words


def draw_deal_field(screen: Screen, field: Rect, typed: str, *, refused: bool) -> None:
    """The deal dialog's field (at ``field``): what is typed (its end, if too long to show
    whole), then the caret; its rim says when what was typed last was refused."""
    x, y, width, height = field
    screen.fill(palette.FELT_DARK, field, radius=DEAL_DIALOG_FIELD_RADIUS)
    rim = palette.TEXT_WARNING if refused else palette.GOLD
    screen.fill(rim, field, width=DEAL_DIALOG_FIELD_RIM, radius=DEAL_DIALOG_FIELD_RADIUS)
    left, middle = x + DEAL_DIALOG_FIELD_INSET, y + height / 2
    caret_x = left
    if typed:
        shown = digits_shown(screen, typed, width)
        screen.text(shown, DEAL_DIALOG_DIGITS_SIZE, (left, middle), anchor="midleft", bold=True)
        caret_x += (
            screen.text_width(shown, DEAL_DIALOG_DIGITS_SIZE, bold=True) + DEAL_DIALOG_CARET_GAP
        )
    else:
        screen.text(
            words.deal_placeholder(),
            DEAL_DIALOG_PLACEHOLDER_SIZE,
            (left + DEAL_DIALOG_CARET_WIDTH + DEAL_DIALOG_CARET_GAP * 2, middle),
            anchor="midleft",
            color=palette.TEXT_DIM,
            shadow=False,
        )
    tall = min(screen.look.text_size(DEAL_DIALOG_DIGITS_SIZE), height - 2 * DEAL_DIALOG_CARET_GAP)
    caret = (caret_x, middle - tall / 2, DEAL_DIALOG_CARET_WIDTH, tall)
    screen.fill(palette.GOLD, caret)


def digits_shown(screen: Screen, typed: str, field_width: float = DEAL_DIALOG_FIELD[2]) -> str:
    """What is typed, or as much of its end as a field ``field_width`` wide holds after an
    ellipsis."""
    room = (
        field_width - 2 * DEAL_DIALOG_FIELD_INSET - DEAL_DIALOG_CARET_GAP - DEAL_DIALOG_CARET_WIDTH
    )
    for cut in range(len(typed)):
        shown = ELLIPSIS + typed[cut:] if cut else typed
        if screen.text_width(shown, DEAL_DIALOG_DIGITS_SIZE, bold=True) <= room:
            return shown
    return ELLIPSIS + typed[-1:]
