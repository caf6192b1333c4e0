"""Draws the table: piles with their counts, the cards in play, the WAR banner, the status line.

Reads the presenter; never changes it, so drawing one moment twice gives the same picture.
"""

from __future__ import annotations

import pygame

from war.core.events import Side
from war.window.drawing import palette
from war.window.drawing.art import SHADOW_MARGIN, CardArt
from war.window.drawing.widgets import Text
from war.window.layout import (
    BATTLE_X,
    CARD_HEIGHT,
    CARD_WIDTH,
    PILE_X,
    PILE_Y,
    STATUS_Y,
    WAR_STEP_X,
    pile_position,
)
from war.window.presenter import CardSprite, Presenter

PILE_LAYER_CARDS = 4  # one visible edge per this many cards in a pile
SIDE_NAMES = {Side.PLAYER: "You", Side.COMPUTER: "Computer"}
BATTLE_AREA_CENTRE_X = BATTLE_X + CARD_WIDTH // 2 + 3 * WAR_STEP_X


class Painter:
    def __init__(self, art: CardArt, text: Text) -> None:
        self.art = art
        self.text = text
        # Faded copies made once, so drawing never changes a shared surface's alpha.
        self._glow = _fades(_glow_surface())
        self._ribbon = _fades(_ribbon_surface())

    def draw_table(self, surface: pygame.Surface, presenter: Presenter, alpha: float) -> None:
        shown = presenter.shown
        for side in Side:
            self._draw_pile(surface, side, presenter.pile_count(side), shown.last_winner)
        for sprite in presenter.sprites:
            self.draw_card(surface, sprite, alpha)
        # While the WAR! banner shows, it speaks for the status line.
        if presenter.status and presenter.banner.opacity <= 0.01:
            self.text.draw(
                surface, presenter.status, 24, (BATTLE_AREA_CENTRE_X, STATUS_Y), anchor="center"
            )
        self._draw_banner(surface, presenter)

    def draw_card(self, surface: pygame.Surface, sprite: CardSprite, alpha: float) -> None:
        x, y, flip, glow = sprite.at(alpha)
        # The card narrows to its edge at flip 0.5 and opens on its other side.
        width_scale = abs(1.0 - 2.0 * flip)
        image = self.art.face(sprite.card) if flip >= 0.5 else self.art.back()
        if glow > 0.01:
            surface.blit(_at_opacity(self._glow, glow), (x - 14, y - 14))
        self._draw_shadow(surface, x, y)
        if width_scale > 0.999:
            surface.blit(image, (round(x), round(y)))
            return
        width = max(1, round(CARD_WIDTH * width_scale))
        narrowed = pygame.transform.smoothscale(image, (width, CARD_HEIGHT))
        surface.blit(narrowed, (round(x + (CARD_WIDTH - width) / 2), round(y)))

    def _draw_shadow(self, surface: pygame.Surface, card_x: float, card_y: float) -> None:
        """The card's shadow, cast a little down and to the right."""
        surface.blit(self.art.shadow(), (card_x - SHADOW_MARGIN + 3, card_y - SHADOW_MARGIN + 5))

    def _draw_pile(
        self, surface: pygame.Surface, side: Side, count: int, last_winner: Side | None
    ) -> None:
        base_x, base_y = PILE_X, PILE_Y[side]
        outline = pygame.Rect(base_x - 4, base_y - 4, CARD_WIDTH + 8, CARD_HEIGHT + 8)
        pygame.draw.rect(surface, palette.FELT_DARK, outline, width=2, border_radius=12)
        if count:
            back = self.art.back()
            self._draw_shadow(surface, base_x, base_y)
            for layer in range(0, count - 1, PILE_LAYER_CARDS):
                surface.blit(back, pile_position(side, layer + 1))
            top_x, top_y = pile_position(side, count)
            surface.blit(back, (round(top_x), round(top_y)))
        label_x = base_x + CARD_WIDTH + 28
        colour = palette.GOLD if side is last_winner else palette.TEXT
        self.text.draw(
            surface, SIDE_NAMES[side], 26, (label_x, base_y + 34), bold=True, color=colour
        )
        cards = "card" if count == 1 else "cards"
        self.text.draw(
            surface, f"{count} {cards}", 22, (label_x, base_y + 72), color=palette.TEXT_DIM
        )

    def _draw_banner(self, surface: pygame.Surface, presenter: Presenter) -> None:
        """WAR! on a dark ribbon across the battle area; it covers the status while it shows."""
        banner = presenter.banner
        if banner.opacity <= 0.01 or not banner.text:
            return
        opacity = round(255 * min(1.0, banner.opacity))
        ribbon = _at_opacity(self._ribbon, banner.opacity)
        surface.blit(ribbon, ribbon.get_rect(center=(BATTLE_AREA_CENTRE_X, STATUS_Y)))
        image = self.text.render(banner.text, 60, palette.GOLD, bold=True)
        shadow = self.text.render(banner.text, 60, palette.TEXT_SHADOW, bold=True)
        size = (
            max(1, round(image.get_width() * banner.scale)),
            max(1, round(image.get_height() * banner.scale)),
        )
        # Scaling always makes a new surface, so setting its alpha leaves the cache alone.
        image = pygame.transform.smoothscale(image, size)
        shadow = pygame.transform.smoothscale(shadow, size)
        image.set_alpha(opacity)
        shadow.set_alpha(opacity)
        rect = image.get_rect(center=(BATTLE_AREA_CENTRE_X, STATUS_Y))
        surface.blit(shadow, rect.move(3, 4))
        surface.blit(image, rect)


FADE_STEPS = 32  # opacity levels kept for fading surfaces: finer than the eye can tell


def _fades(surface: pygame.Surface) -> list[pygame.Surface]:
    """``surface`` at FADE_STEPS + 1 opacities, from invisible to full."""
    copies = []
    for step in range(FADE_STEPS + 1):
        copy = surface.copy()
        copy.set_alpha(round(255 * step / FADE_STEPS))
        copies.append(copy)
    return copies


def _at_opacity(fades: list[pygame.Surface], opacity: float) -> pygame.Surface:
    return fades[round(min(1.0, max(0.0, opacity)) * FADE_STEPS)]


def _ribbon_surface() -> pygame.Surface:
    """A dark band that fades out at both ends, behind the WAR! banner."""
    width, height = 560, 70
    ribbon = pygame.Surface((width, height), pygame.SRCALPHA)
    fade = 80
    for x in range(width):
        edge = min(x, width - 1 - x)
        alpha = round(255 * min(1.0, edge / fade))
        pygame.draw.line(ribbon, (*palette.TEXT_SHADOW, alpha), (x, 0), (x, height - 1))
    pygame.draw.line(ribbon, (*palette.GOLD, 255), (fade // 2, 2), (width - fade // 2, 2), 2)
    pygame.draw.line(
        ribbon, (*palette.GOLD, 255), (fade // 2, height - 3), (width - fade // 2, height - 3), 2
    )
    return ribbon


def _glow_surface() -> pygame.Surface:
    """A soft gold halo 14 logical pixels wider than a card all round."""
    size = (CARD_WIDTH + 28, CARD_HEIGHT + 28)
    sharp = pygame.Surface(size, pygame.SRCALPHA)
    for inset, alpha in ((0, 40), (4, 80), (8, 140), (11, 220)):
        rect = pygame.Rect(inset, inset, size[0] - 2 * inset, size[1] - 2 * inset)
        pygame.draw.rect(sharp, (*palette.GOLD, alpha), rect, border_radius=16 - inset // 2)
    small = pygame.transform.smoothscale(sharp, (size[0] // 3, size[1] // 3))
    return pygame.transform.smoothscale(small, size)
