"""A card's rounded outline at any size, anti-aliased: drawn several times larger and shrunk.

pygame.draw has no anti-aliasing for filled shapes, so card outlines (and the backs' patterns)
are drawn ``supersample(scale)`` window pixels per pixel and smoothscaled down.
"""

from __future__ import annotations

import pygame

from war.window.drawing.palette import Color

CARD_RADIUS = 8  # logical pixels

_SUPERSAMPLE_PIXELS = 4  # samples a side for each window pixel, about
# Large cards need less of it (and would cost much more); below a 640x360 window (a window
# manager ignoring the minimum) no more than this.
_SUPERSAMPLE_MOST = 8
_OPAQUE_ENOUGH = 239  # alpha above this, after shrinking, was solid card


def px(logical: float, scale: float) -> int:
    """``logical`` pixels at ``scale``, at least one window pixel."""
    return max(1, round(logical * scale))


def supersample(scale: float) -> int:
    """How many times larger to draw outlines so that a logical pixel gets ~4 samples a side."""
    return min(_SUPERSAMPLE_MOST, max(1, round(_SUPERSAMPLE_PIXELS / scale)))


def rounded_card(size: tuple[int, int], scale: float, fill: Color, edge: Color) -> pygame.Surface:
    """A card-sized rounded rectangle with a one-logical-pixel edge, anti-aliased."""
    s = supersample(scale)
    return shrink(big_card(size, scale, s, fill, edge), size)


def big_card(
    size: tuple[int, int], scale: float, s: int, fill: Color, edge: Color
) -> pygame.Surface:
    """The card's rounded rectangle ``s`` times larger than ``size``, to draw on and shrink."""
    big = pygame.Surface((size[0] * s, size[1] * s), pygame.SRCALPHA)
    # Transparent pixels carry the edge colour so scaling does not pull in a dark fringe.
    big.fill((*edge, 0))
    radius = round(CARD_RADIUS * scale * s)
    border = max(1, round(scale * s))
    pygame.draw.rect(big, edge, big.get_rect(), border_radius=radius)
    pygame.draw.rect(
        big, fill, big.get_rect().inflate(-2 * border, -2 * border), border_radius=radius - border
    )
    return big


def shrink(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """``big`` smoothscaled to ``size``, with the card's inside made exactly opaque.

    Smoothscale's rounding leaves alpha at 253-254 inside when it shrinks by an odd factor,
    which would let the felt show faintly through every card.
    """
    small = pygame.transform.smoothscale(big, size)
    inside = pygame.mask.from_surface(small, threshold=_OPAQUE_ENOUGH)
    solid = inside.to_surface(setcolor=(0, 0, 0, 255), unsetcolor=(0, 0, 0, 0))
    small.blit(solid, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return small
