"""Tests for screen.py: logical positions land on window pixels, text stays readable."""

from __future__ import annotations

import pygame
import pytest

from war.window.layout.frame import frame_for
from war.window.layout.units import MIN_TEXT_PIXELS


def test_rectangles_that_touch_in_logical_space_touch_on_screen(screen_at):
    screen = screen_at((1000, 1000))  # scale 0.78125, a 1280x1280 frame
    left = screen.rect((100, 100, 33.3, 50))
    right = screen.rect((133.3, 100, 40, 50))
    assert left.right == right.left
    assert screen.frame_size == (1280, 1280)
    assert screen.rect((0, 0, *screen.frame_size)) == pygame.Rect(screen.box.rect)
    # The 1280x720 design, placed in the middle of the frame: as wide, centred in its height.
    with screen.placed(frame_for((1000, 1000)).design_origin):
        design = screen.rect((0, 0, 1280, 720))
    assert design.width == 1000 and abs(design.top - (1000 - design.bottom)) <= 1


def test_text_is_drawn_at_the_scaled_size_but_never_too_small_to_read(screen_at):
    big = screen_at((2560, 1440)).text("Deal #1", 20, (100, 100))
    assert big is not None and 38 <= big.height <= 52  # 40-pixel letters
    small = screen_at((640, 360))
    hint = small.text("replay: python main.py --seed 1", 14, (100, 100), optional=True)
    assert hint is None  # 7 pixels: cannot be read, so not drawn at all
    assert small.text_drawn == []
    keys = small.text("Keys: N new round", 16, (100, 100))
    assert keys is not None and keys.height >= MIN_TEXT_PIXELS


def test_the_veil_darkens_everything_evenly(screen_at):
    screen = screen_at((640, 360))
    before = pygame.transform.average_color(screen.target)
    screen.veil(170)
    after = pygame.transform.average_color(screen.target)
    for was, now in zip(before[:3], after[:3], strict=True):
        assert now == pytest.approx(was * (255 - 170) / 255, abs=2)


def test_a_plate_darkens_behind_text_and_nowhere_else(screen_at):
    screen = screen_at()
    plain = screen.target.copy()
    screen.text("Your K♣ beats 7♦", 24, (640, 360), anchor="center", plate=True)
    outside = pygame.Rect(0, 0, 100, 100)
    assert screen.target.get_at(outside.center) == plain.get_at(outside.center)
    drawn = screen.text_drawn[-1].rect
    corner_inside_plate = (drawn.left - 4, drawn.centery)
    shown = screen.target.get_at(corner_inside_plate)
    assert sum(shown[:3]) < sum(plain.get_at(corner_inside_plate)[:3])
