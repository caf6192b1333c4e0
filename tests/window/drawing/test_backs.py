"""Tests for backs.py: every back offered is drawn, each its own, card-shaped, and the same
turned round."""

from __future__ import annotations

import pygame
import pytest

from war.store.settings import CARD_BACKS
from war.window.drawing import palette
from war.window.drawing.backs import draw_back
from war.window.layout.units import CARD_HEIGHT, CARD_WIDTH

SCALES = [0.5, 1.0, 3.0]  # a 640x360 window, the design size, a 4K screen


def drawn(back: str, scale: float) -> pygame.Surface:
    return draw_back(back, (round(CARD_WIDTH * scale), round(CARD_HEIGHT * scale)), scale)


def blurred(surface: pygame.Surface, cell: int) -> pygame.Surface:
    """``surface`` averaged over cells ``cell`` pixels a side: what the eye sees of it."""
    width, height = surface.get_size()
    return pygame.transform.smoothscale(surface, (width // cell, height // cell))


def largest_difference(first: pygame.Surface, second: pygame.Surface) -> int:
    a, b = (pygame.image.tobytes(each, "RGBA") for each in (first, second))
    return max(abs(x - y) for x, y in zip(a, b, strict=True))


@pytest.mark.parametrize("scale", SCALES, ids=lambda scale: f"x{scale}")
def test_each_back_is_a_card_with_clear_corners_and_an_opaque_face(scale):
    width, height = round(CARD_WIDTH * scale), round(CARD_HEIGHT * scale)
    for back in CARD_BACKS:
        image = drawn(back, scale)
        assert image.get_size() == (width, height), back
        for corner in [(0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1)]:
            assert image.get_at(corner).a == 0, (back, corner)
        inside = image.get_rect().inflate(-round(16 * scale), -round(16 * scale))
        opaque = pygame.mask.from_surface(image.subsurface(inside), 254)  # alpha 255
        assert opaque.count() == inside.width * inside.height, back  # no felt shows through


@pytest.mark.parametrize("scale", SCALES, ids=lambda scale: f"x{scale}")
def test_every_back_differs_from_the_others_to_the_eye(scale):
    looks = {back: blurred(drawn(back, scale), max(2, round(8 * scale))) for back in CARD_BACKS}
    for first in CARD_BACKS:
        for second in CARD_BACKS:
            if first < second:
                assert largest_difference(looks[first], looks[second]) > 60, (first, second)


@pytest.mark.parametrize("scale", SCALES, ids=lambda scale: f"x{scale}")
def test_every_back_is_the_same_turned_round(scale):
    """A back must not tell which way up its card lies: turned round, it looks the same
    (to within the pixel its lines may move by)."""
    cell = max(2, round(4 * scale))
    for back in CARD_BACKS:
        image = drawn(back, scale)
        turned = pygame.transform.flip(image, True, True)
        assert largest_difference(blurred(image, cell), blurred(turned, cell)) < 48, back


def distance(first: tuple[int, ...], second: tuple[int, ...]) -> int:
    return sum(abs(x - y) for x, y in zip(first, second, strict=True))


def test_each_back_is_mostly_its_own_ground_colour():
    middle = pygame.Rect(14, 20, 20, 30)  # between the rim and the medallion
    for back in CARD_BACKS:
        seen = tuple(pygame.transform.average_color(drawn(back, 1.0), middle)[:3])
        ground = palette.BACKS[back].ground
        others = [palette.BACKS[other].ground for other in CARD_BACKS if other != back]
        assert all(distance(seen, ground) < distance(seen, other) for other in others), back
