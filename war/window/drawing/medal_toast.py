"""Draws the moment of a medal earned over the table (table/medal_toast.py says when)."""

from __future__ import annotations

from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.text import wrap_evenly
from war.window.layout.table import TableLayout
from war.window.layout.toast import (
    TOAST_HEADLINE,
    TOAST_INSET,
    TOAST_LEAST,
    TOAST_NAMES,
    TOAST_NAMES_STEP,
    TOAST_RADIUS,
    TOAST_RIM,
    TOAST_WIDTH,
    toast_height,
    toast_rect,
)
from war.window.table.medal_toast import MedalToast
from war.words import earned as words
from war.words import medals as medal_words


def draw_toast(screen: Screen, layout: TableLayout, toast: MedalToast) -> None:
    """The plate: a gold rim, the headline, the medals' names (on as many lines as they
    need)."""
    if not toast.showing:
        return
    grow = screen.look.text_scale
    left, right = layout.status_span
    room = min(TOAST_WIDTH, right - left) - 2 * TOAST_INSET
    names = words.medal_names([medal_words.name(medal) for medal in toast.medals])
    size = TOAST_NAMES[1]
    lines = [names]
    if screen.text_width(names, size * TOAST_LEAST) > room:
        lines = wrap_evenly(names, lambda line: screen.text_width(line, size), room)
    rect = toast_rect(layout, toast_height(len(lines), grow), toast.rise)
    x, y, width, _ = rect
    screen.fill(palette.TEXT_SHADOW, (x, y + 4, *rect[2:]), radius=TOAST_RADIUS)
    screen.fill(palette.BUTTON_PRESSED, rect, radius=TOAST_RADIUS)
    screen.fill(palette.GOLD, rect, width=TOAST_RIM, radius=TOAST_RADIUS)
    said = [(words.medal_earned(len(toast.medals)), TOAST_HEADLINE, palette.GOLD, True)]
    said += [
        (line, (TOAST_NAMES[0] + row * TOAST_NAMES_STEP, size), palette.TEXT, False)
        for row, line in enumerate(lines)
    ]
    for words_, (dy, font_size), colour, bold in said:
        screen.text(
            words_,
            font_size,
            (x + width / 2, y + dy * grow),
            anchor="center",
            bold=bold,
            color=colour,
            shadow=False,
            max_width=room,
            shrink_to=font_size * TOAST_LEAST,
        )
