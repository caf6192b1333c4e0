"""Buttons with hover, pressed and disabled states, the controls of a scene, and dialog panels.

``Controls`` is the one place where a pointer becomes a button's action.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from war.window.drawing import palette
from war.window.drawing.screen import DrawnText, Screen
from war.window.drawing.text import Ink
from war.window.input import Action, Input, PointerDown, PointerMove, PointerUp, key_names
from war.window.layout import (
    BUTTON_KEY_INSET,
    BUTTON_KEY_PADDING,
    BUTTON_KEY_SIZE,
    BUTTON_LABEL_INSET,
    BUTTON_LABEL_SIZE,
    BUTTON_RADIUS,
    PANEL_RADIUS,
    Rect,
    contains,
)


def _always() -> bool:
    return True


@dataclass
class Button:
    """A button that fires its action on release inside it, like a desktop button.

    With an empty label it is a bare area: it works the same and draws nothing.
    """

    label: str
    action: Action
    rect: Rect
    enabled: Callable[[], bool] = _always
    hovered: bool = False
    pressed: bool = False

    def handle(self, event: Input) -> Action | None:
        """Track the pointer; return the action when a press is released on the button."""
        if isinstance(event, PointerMove):
            self.hovered = contains(self.rect, event.x, event.y)
            if self.pressed and not self.hovered:
                self.pressed = False
            return None
        if isinstance(event, PointerDown):
            inside = contains(self.rect, event.x, event.y)
            self.hovered = inside
            self.pressed = inside and self.enabled()
            return None
        if isinstance(event, PointerUp):
            fire = self.pressed and contains(self.rect, event.x, event.y) and self.enabled()
            self.pressed = False
            if event.touch:
                self.hovered = False
            return self.action if fire else None
        return None

    def release(self) -> None:
        """Forget the pointer: nothing hovered or held down."""
        self.hovered = self.pressed = False

    def draw(self, screen: Screen) -> None:
        if not self.label:
            return
        enabled = self.enabled()
        if not enabled:
            fill, ink = palette.BUTTON_DISABLED, palette.BUTTON_TEXT_DISABLED
        elif self.pressed:
            fill, ink = palette.BUTTON_PRESSED, palette.BUTTON_TEXT
        elif self.hovered:
            fill, ink = palette.BUTTON_HOVER, palette.BUTTON_TEXT
        else:
            fill, ink = palette.BUTTON_NORMAL, palette.BUTTON_TEXT
        x, y, width, height = self.rect
        if self.pressed:
            y += 2
        else:
            screen.fill(palette.TEXT_SHADOW, (x, y + 3, width, height), radius=BUTTON_RADIUS)
        rect = (x, y, width, height)
        screen.fill(fill, rect, radius=BUTTON_RADIUS)
        border = palette.BUTTON_BORDER if enabled else palette.BUTTON_DISABLED
        screen.fill(border, rect, width=2, radius=BUTTON_RADIUS)
        middle = y + height / 2
        screen.text(
            self.label,
            BUTTON_LABEL_SIZE,
            (x + BUTTON_LABEL_INSET, middle),
            color=ink,
            bold=True,
            anchor="midleft",
            shadow=False,
        )
        self._draw_key(screen, (x + width - BUTTON_KEY_INSET, middle), fill, ink)

    def _draw_key(
        self, screen: Screen, right_middle: tuple[float, float], fill: Ink, ink: Ink
    ) -> None:
        """The shortcut key's name in a small frame, if the key map has one and it can be read."""
        names = key_names(self.action)
        if not names or not screen.readable(BUTTON_KEY_SIZE):
            return  # too small to read: the title and the rules list the keys too
        image = screen.texts.render(names[0], screen.text_pixels(BUTTON_KEY_SIZE), ink, bold=True)
        key_rect = image.get_rect(midright=screen.point(*right_middle))
        frame = key_rect.inflate(*(2 * screen.length(v) for v in BUTTON_KEY_PADDING))
        radius = screen.length(6)
        # Drawn in window pixels: the frame hugs the text as rendered at this size.
        pygame.draw.rect(screen.target, fill, frame, border_radius=radius)
        pygame.draw.rect(screen.target, ink, frame, width=1, border_radius=radius)
        screen.target.blit(image, key_rect)
        screen.text_drawn.append(DrawnText(names[0], key_rect, image))


class Controls:
    """A scene's pointer targets: its buttons, and bare areas (like your pile) that act alike."""

    def __init__(self, buttons: Sequence[Button] = (), areas: Sequence[Button] = ()) -> None:
        self.buttons = list(buttons)
        self.areas = list(areas)

    def handle(self, event: Input) -> Action | None:
        """Every target sees the pointer event (so hover moves off the others); the first
        action fired, if any, is returned."""
        fired = None
        for target in (*self.buttons, *self.areas):
            action = target.handle(event)
            fired = fired or action
        return fired

    def release(self) -> None:
        for target in (*self.buttons, *self.areas):
            target.release()

    def draw(self, screen: Screen) -> None:
        for button in self.buttons:
            button.draw(screen)


def draw_panel(screen: Screen, rect: Rect) -> None:
    """A raised dark panel with a gold rim, for dialogs over the table."""
    x, y, width, height = rect
    screen.fill(palette.TEXT_SHADOW, (x, y + 6, width, height), radius=PANEL_RADIUS)
    screen.fill(palette.BUTTON_PRESSED, rect, radius=PANEL_RADIUS)
    screen.fill(palette.GOLD, rect, width=3, radius=PANEL_RADIUS)
