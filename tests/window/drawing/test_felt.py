"""Tests for felt.py: the felt is green (or the colour chosen), lit in the middle, grained,
and the same every time."""

import pygame

from war.store.settings import TABLE_COLOURS
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


def hue(surface: pygame.Surface) -> tuple[int, int, int]:
    """The felt's average colour, as shares of its brightest channel (0 to 100)."""
    r, g, b = pygame.transform.average_color(surface)[:3]
    top = max(r, g, b, 1)
    return round(100 * r / top), round(100 * g / top), round(100 * b / top)


def test_each_table_colour_is_a_felt_of_its_own_colour():
    made = {table: felt((320, 180), grain=False, table=table) for table in TABLE_COLOURS}
    assert pygame.image.tobytes(felt((320, 180), grain=False), "RGB") == pygame.image.tobytes(
        made["green"], "RGB"
    )  # the first look's
    r, g, b = hue(made["green"])
    assert g > r + 30 and g > b + 30
    r, g, b = hue(made["blue"])
    assert b > r + 30 and b > g + 20
    r, g, b = hue(made["red"])
    assert r > g + 40 and r > b + 30
    r, g, b = hue(made["grey"])
    assert max(r, g, b) - min(r, g, b) < 15  # no colour to speak of
    for first in TABLE_COLOURS:
        for second in TABLE_COLOURS:
            if first < second:
                a, b_ = (pygame.transform.average_color(made[t])[:3] for t in (first, second))
                assert sum(abs(x - y) for x, y in zip(a, b_, strict=True)) > 40, (first, second)


def test_high_contrast_darkens_every_table_colour_and_keeps_its_colour():
    for table in TABLE_COLOURS:
        usual = felt((320, 180), grain=False, table=table)
        dark = felt((320, 180), grain=False, table=table, dark=True)
        assert brightness(dark, dark.get_rect()) < 0.6 * brightness(usual, usual.get_rect()), table
        kept = max(range(3), key=lambda c: hue(usual)[c] - min(hue(usual)))
        assert hue(dark)[kept] == max(hue(dark)), table
