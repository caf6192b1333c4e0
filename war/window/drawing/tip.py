"""The first run's tip: a gold-rimmed panel pointing at Turn cards, with its keys."""

from __future__ import annotations

import pygame

from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.widgets import draw_panel
from war.window.input.actions import Action
from war.window.input.badges import control_names
from war.window.layout.tip import (
    TIP_DETAIL_SIZE,
    TIP_HEADLINE_SIZE,
    TIP_LINE_GAP,
    TIP_MARGIN,
    TIP_MIN_SIZE,
    TIP_PADDING,
    tip_place,
)
from war.window.layout.units import LOGICAL_SIZE, Rect
from war.words import table as words


def draw_tip(screen: Screen, button: Rect) -> None:
    """The tip beside ``button`` (the Turn cards shown), its arrow at it: what starts the
    game, and the keys that do the same, named as the key map names them."""
    headline, detail = words.first_tip(lambda: control_names(Action.TURN))
    sizes = ((headline, TIP_HEADLINE_SIZE, True), (detail, TIP_DETAIL_SIZE, False))
    pad_x, pad_y = TIP_PADDING
    widest = max(screen.text_width(said, size, bold=bold) for said, size, bold in sizes)
    heights = [screen.look.text_size(size) * 1.2 for _, size, _ in sizes]
    height = sum(heights) + TIP_LINE_GAP + 2 * pad_y
    room = button[0] - 2 * TIP_MARGIN  # the most a tip left of the button can be
    width = min(widest + 2 * pad_x, max(room, LOGICAL_SIZE[0] / 2))
    place = tip_place(button, width, height, screen.frame_size)
    x, y, _, _ = place.panel
    draw_panel(screen, place.panel)
    pygame.draw.polygon(screen.target, palette.GOLD, [screen.point(*p) for p in place.arrow])
    top = y + pad_y
    colours = (palette.GOLD, palette.TEXT)
    for (said, size, bold), line_height, colour in zip(sizes, heights, colours, strict=True):
        screen.text(
            said,
            size,
            (x + pad_x, top + line_height / 2),
            anchor="midleft",
            bold=bold,
            color=colour,
            max_width=width - 2 * pad_x,
            shrink_to=TIP_MIN_SIZE,
        )
        top += line_height + TIP_LINE_GAP
