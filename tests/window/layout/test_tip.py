"""Tests for layout/tip.py: the tip lies beside the button it points at, inside the design,
its arrow reaching from the panel's edge to just short of the button."""

from __future__ import annotations

import pytest

from war.window.layout.tip import TIP_ARROW, TIP_GAP, TIP_MARGIN, tip_place
from war.window.layout.units import LOGICAL_SIZE, contains

WIDTH, HEIGHT = 300.0, 70.0


def inside_the_design(rect, size=LOGICAL_SIZE) -> bool:
    x, y, width, height = rect
    return (
        x >= TIP_MARGIN - 1e-9
        and y >= TIP_MARGIN - 1e-9
        and x + width <= size[0] - TIP_MARGIN + 1e-9
        and y + height <= size[1] - TIP_MARGIN + 1e-9
    )


@pytest.mark.parametrize(
    ("button", "side"),
    [
        ((986, 186, 264, 46), "left"),  # the column's Turn cards
        ((986, 12, 264, 46), "left"),  # high up: the panel kept inside the design
        ((20, 600, 400, 80), "above"),  # a button under the table, at the left
        ((20, 20, 300, 60), "below"),  # no room left of it or above it
    ],
    ids=str,
)
def test_the_tip_lies_beside_its_button_inside_the_design_its_arrow_at_it(button, side):
    place = tip_place(button, WIDTH, HEIGHT)
    px, py, pw, ph = place.panel
    bx, by, bw, bh = button
    assert (pw, ph) == (WIDTH, HEIGHT) and inside_the_design(place.panel)
    base_a, base_b, point = place.arrow
    if side == "left":
        assert px + pw == base_a[0] == base_b[0] < point[0] == bx - TIP_GAP
        assert point[1] == by + bh / 2
    elif side == "above":
        assert py + ph == base_a[1] == base_b[1] < point[1] == by - TIP_GAP
        assert point[0] == bx + bw / 2
    else:
        assert py == base_a[1] == base_b[1] > point[1] == by + bh + TIP_GAP
    assert abs(point[0] - base_a[0]) + abs(point[1] - base_a[1]) >= TIP_ARROW
    # The panel never covers the button it points at.
    corners = [(px, py), (px + pw - 1, py), (px, py + ph - 1), (px + pw - 1, py + ph - 1)]
    assert not any(contains(button, x, y) for x, y in corners)
