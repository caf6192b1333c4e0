"""Tests for widgets.py: each state of a button draws differently; bare areas draw nothing."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from war.window.drawing.widgets import draw_button, draw_controls
from war.window.input.actions import Action
from war.window.ui.controls import Area, Button, Controls


def always(value: bool) -> Callable[[], bool]:
    return lambda: value


def test_button_states_draw_differently(screen_at):
    pictures = []
    for state in ("normal", "hovered", "pressed", "disabled"):
        enabled = state != "disabled"
        button = Button(Action.TURN, (100, 100, 200, 50), always(enabled), label="Go")
        button.hovered = state == "hovered"
        button.pressed = state == "pressed"
        screen = screen_at()
        draw_button(screen, button)
        pictures.append(pygame.image.tobytes(screen.target.subsurface((80, 80, 240, 90)), "RGB"))
    assert len(set(pictures)) == 4


def test_bare_areas_draw_nothing(screen_at):
    screen = screen_at()
    before = pygame.image.tobytes(screen.target, "RGB")
    draw_controls(screen, Controls([], areas=[Area(Action.TURN, (0, 0, 100, 40))]))
    assert pygame.image.tobytes(screen.target, "RGB") == before
