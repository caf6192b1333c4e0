"""The window's frame: its shape follows the window's, and the letterbox then fills it."""

from __future__ import annotations

import pytest

from war.window.layout.frame import (
    DESIGN,
    TALLEST_ASPECT,
    WIDEST_ASPECT,
    Frame,
    Shape,
    frame_for,
)
from war.window.layout.letterbox import Letterbox

# The shapes and more: 9:16, 3:4, 4:3, 16:10, 1:1, 16:9, 21:9, a very wide strip.
SIZES = [
    (720, 1280),
    (768, 1024),
    (1024, 768),
    (1920, 1200),
    (1000, 1000),
    (1280, 720),
    (640, 360),
    (3840, 2160),
    (2560, 1080),
    (1900, 560),
]


@pytest.mark.parametrize(
    ("size", "shape"),
    [
        ((720, 1280), Shape.PORTRAIT),
        ((768, 1024), Shape.PORTRAIT),
        ((1024, 768), Shape.SQUARE),
        ((1920, 1200), Shape.SQUARE),
        ((1000, 1000), Shape.SQUARE),
        ((1280, 720), Shape.LANDSCAPE),
        ((2560, 1080), Shape.LANDSCAPE),
        ((1900, 560), Shape.LANDSCAPE),
    ],
    ids=str,
)
def test_a_window_is_laid_out_in_the_frame_of_its_shape(size, shape):
    assert frame_for(size).shape is shape


def test_a_16_by_9_window_has_the_design_itself():
    assert frame_for((1280, 720)) == frame_for((640, 360)) == frame_for((3840, 2160)) == DESIGN


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_the_frame_has_the_window_s_shape_so_the_letterbox_fills_it(size):
    frame = frame_for(size)
    assert frame.width / frame.height == pytest.approx(size[0] / size[1], rel=0.002)
    left, top, width, height = Letterbox(size).rect
    assert (width, height) == pytest.approx(size, abs=1)
    assert abs(left) <= 1 and abs(top) <= 1


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_every_frame_holds_the_designs_width_or_height(size):
    """Landscape frames are 720 high and 1280 wide or more; near-square ones 1280 wide and
    720 high or more; portrait ones at least 720 by 960: what is designed fits."""
    frame = frame_for(size)
    if frame.shape is Shape.PORTRAIT:
        assert frame.width >= 720 and frame.height >= 960
    elif frame.shape is Shape.SQUARE:
        assert frame.width == 1280 and frame.height >= 720
    else:
        assert frame.height == 720 and frame.width >= 1280


@pytest.mark.parametrize("size", [(4000, 500), (300, 2000)], ids=str)
def test_a_shape_past_the_widest_or_tallest_keeps_its_limit_centred(size):
    frame = frame_for(size)
    aspect = frame.width / frame.height
    assert TALLEST_ASPECT - 0.01 <= aspect <= WIDEST_ASPECT + 0.01
    left, top, width, height = Letterbox(size).rect
    assert (left, top) != (0, 0)  # margins on the long sides
    assert width <= size[0] and height <= size[1]


def test_a_shifted_letterbox_moves_drawing_and_pointer_alike():
    box = Letterbox((1024, 768))  # a 1280x960 frame: the design lies 120 down in it
    placed = box.placed(Frame(1280, 960, Shape.SQUARE).design_origin)
    assert placed.to_window(0, 0) == box.to_window(0, 120)
    assert placed.to_logical(*box.to_window(100, 220)) == pytest.approx((100, 100))
