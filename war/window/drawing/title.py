"""The title's own drawing: the aces fanned out above the game's name."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from war.core.cards import Card
from war.window.drawing.screen import Screen
from war.window.layout.title import TITLE_FAN_ANGLE, TITLE_FAN_DROP, TITLE_FAN_STEP_X, TITLE_FAN_Y
from war.window.layout.units import LOGICAL_CENTRE_X


def draw_fan(screen: Screen, cards: Sequence[Card], y: float = TITLE_FAN_Y) -> None:
    """``cards`` fanned out from the middle at ``y``, each turned a step further out (made
    once for the screen's size)."""
    key = ("title-fan", tuple(cards), y, screen.box.origin)
    for image, centre in screen.keep(key, lambda: _fan(screen, cards, y)):
        screen.target.blit(image, image.get_rect(center=centre))


def _fan(
    screen: Screen, cards: Sequence[Card], y: float
) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """The cards fanned out, at the screen's scale: (image, window centre) each."""
    fan = []
    for index, card in enumerate(cards):
        steps = index - (len(cards) - 1) / 2
        image = pygame.transform.rotozoom(screen.cards.face(card), -steps * TITLE_FAN_ANGLE, 1.0)
        centre = (
            LOGICAL_CENTRE_X + steps * TITLE_FAN_STEP_X,
            y + abs(steps) * TITLE_FAN_DROP,
        )
        fan.append((image, screen.point(*centre)))
    return fan
