"""Widgets drawn on the canvas: cached text, and buttons with hover, pressed and disabled states."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from war.window.assets import Fonts
from war.window.drawing import palette
from war.window.input import SHORTCUT_LABELS, Action, Input, PointerDown, PointerMove, PointerUp


class Text:
    """Renders text once and keeps the surface: drawing the same words every frame is free."""

    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts
        self._cache: dict[tuple[str, int, bool, tuple[int, ...]], pygame.Surface] = {}

    def render(
        self, text: str, size: int, color: tuple[int, ...] = palette.TEXT, *, bold: bool = False
    ) -> pygame.Surface:
        key = (text, size, bold, tuple(color))
        surface = self._cache.get(key)
        if surface is None:
            if len(self._cache) > 512:
                self._cache.clear()  # status lines change every battle; keep memory flat
            surface = self.fonts.get(size, bold).render(text, True, color)
            self._cache[key] = surface
        return surface

    def draw(
        self,
        surface: pygame.Surface,
        text: str,
        size: int,
        pos: tuple[float, float],
        *,
        color: tuple[int, ...] = palette.TEXT,
        bold: bool = False,
        anchor: str = "topleft",
        shadow: bool = True,
    ) -> pygame.Rect:
        """Draw ``text`` with its ``anchor`` point (a pygame.Rect attribute) at ``pos``."""
        image = self.render(text, size, color, bold=bold)
        rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        if shadow:
            surface.blit(self.render(text, size, palette.TEXT_SHADOW, bold=bold), rect.move(1, 2))
        surface.blit(image, rect)
        return rect


@dataclass
class Button:
    """A labelled button that fires its action on release inside it, like a desktop button."""

    label: str
    action: Action
    rect: pygame.Rect
    enabled: Callable[[], bool] = lambda: True
    hovered: bool = False
    pressed: bool = False

    def handle(self, event: Input) -> Action | None:
        """Track the pointer; return the action when a press is released on the button."""
        if isinstance(event, PointerMove):
            self.hovered = self.rect.collidepoint(event.x, event.y)
            if self.pressed and not self.hovered:
                self.pressed = False
            return None
        if isinstance(event, PointerDown):
            inside = self.rect.collidepoint(event.x, event.y)
            self.hovered = inside
            self.pressed = inside and self.enabled()
            return None
        if isinstance(event, PointerUp):
            fire = self.pressed and self.rect.collidepoint(event.x, event.y) and self.enabled()
            self.pressed = False
            if event.touch:
                self.hovered = False
            return self.action if fire else None
        return None

    def draw(self, surface: pygame.Surface, text: Text) -> None:
        enabled = self.enabled()
        if not enabled:
            fill, ink = palette.BUTTON_DISABLED, palette.BUTTON_TEXT_DISABLED
        elif self.pressed:
            fill, ink = palette.BUTTON_PRESSED, palette.BUTTON_TEXT
        elif self.hovered:
            fill, ink = palette.BUTTON_HOVER, palette.BUTTON_TEXT
        else:
            fill, ink = palette.BUTTON_NORMAL, palette.BUTTON_TEXT
        rect = self.rect.move(0, 2) if self.pressed else self.rect
        if not self.pressed:
            pygame.draw.rect(surface, palette.TEXT_SHADOW, self.rect.move(0, 3), border_radius=12)
        pygame.draw.rect(surface, fill, rect, border_radius=12)
        border = palette.BUTTON_BORDER if enabled else palette.BUTTON_DISABLED
        pygame.draw.rect(surface, border, rect, width=2, border_radius=12)
        text.draw(
            surface,
            self.label,
            22,
            (rect.x + 18, rect.centery),
            color=ink,
            bold=True,
            anchor="midleft",
            shadow=False,
        )
        shortcut = SHORTCUT_LABELS.get(self.action)
        if shortcut:
            key = text.render(shortcut, 15, ink, bold=True)
            key_rect = key.get_rect(midright=(rect.right - 16, rect.centery))
            pygame.draw.rect(surface, fill, key_rect.inflate(12, 8), border_radius=6)
            pygame.draw.rect(surface, ink, key_rect.inflate(12, 8), width=1, border_radius=6)
            surface.blit(key, key_rect)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A raised dark panel with a gold rim, for dialogs over the table."""
    pygame.draw.rect(surface, palette.TEXT_SHADOW, rect.move(0, 6), border_radius=20)
    pygame.draw.rect(surface, palette.BUTTON_PRESSED, rect, border_radius=20)
    pygame.draw.rect(surface, palette.GOLD, rect, width=3, border_radius=20)


def veil(size: tuple[int, int], opacity: int) -> pygame.Surface:
    """A translucent black sheet that dims whatever is under an overlay."""
    sheet = pygame.Surface(size, pygame.SRCALPHA)
    sheet.fill((0, 0, 0, opacity))
    return sheet


class ButtonRow:
    """The buttons of one scene: routes pointer input to them and draws them."""

    def __init__(self, buttons: list[Button]) -> None:
        self.buttons = buttons

    def handle(self, event: Input) -> Action | None:
        fired = None
        for button in self.buttons:
            action = button.handle(event)
            fired = fired or action
        return fired

    def draw(self, surface: pygame.Surface, text: Text) -> None:
        for button in self.buttons:
            button.draw(surface, text)
