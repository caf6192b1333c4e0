"""Tests for felt.py: the felt is green, lit in the middle, grained, and the same every time."""

import pygame

from war.window.drawing.felt import felt

TABLE = (1280, 720)


def brightness(surface: pygame.Surface, rect: pygame.Rect) -> float:
    return sum(pygame.transform.average_color(surface, rect)[:3])


def test_felt_size_and_vignette():
    for size in (TABLE, (640, 360), (1000, 1000), (3840, 2160)):
        table = felt(size)
        assert table.get_size() == size
        width, height = size
        middle = pygame.Rect(0, 0, width // 20, height // 20)
        middle.center = (width // 2, height // 2)
        corner = pygame.Rect(0, 0, width // 20, height // 20)
        assert brightness(table, middle) > brightness(table, corner) + 30, size
        r, g, b = table.get_at((width // 2, height // 2))[:3]
        assert g > r and g > b, size  # green


def test_felt_is_deterministic_and_seeded():
    first = pygame.image.tobytes(felt(TABLE), "RGB")
    assert pygame.image.tobytes(felt(TABLE), "RGB") == first
    assert pygame.image.tobytes(felt(TABLE, seed=2), "RGB") != first


def test_felt_has_grain_unless_asked_not_to():
    def shades(table: pygame.Surface) -> int:
        return len({tuple(table.get_at((x, 360))) for x in range(600, 680)})

    assert shades(felt(TABLE)) > 5
    assert shades(felt(TABLE, grain=False)) < shades(felt(TABLE))
