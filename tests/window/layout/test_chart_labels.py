"""Tests for layout/chart_labels.py: numbers stacked over bars never touch, names under an
axis stand apart or take turns."""

from __future__ import annotations

import itertools

from hypothesis import given
from hypothesis import strategies as st

from war.window.layout.chart_labels import axis_lines, stacked_above, touching

SPAN = (0.0, 400.0)
APART, CLEAR = 8.0, 4.0

bars = st.lists(st.tuples(st.floats(0, 1), st.floats(10, 120)), min_size=1, max_size=12)


@given(bars)
def test_numbers_over_bars_touch_nothing_and_none_sits_below_its_bar(columns):
    """Bars of any heights with numbers of any widths: each number stands at or above
    its bar's top, inside the chart, clear of every bar and of every other number."""
    slot = SPAN[1] / len(columns)
    bottom = 300.0
    obstacles = [
        (index * slot + slot * 0.15, bottom - 200 * share, slot * 0.7, 200 * share)
        for index, (share, _) in enumerate(columns)
    ]
    labels = [
        ((index + 0.5) * slot, bottom - 200 * share, width, 20.0)
        for index, (share, width) in enumerate(columns)
    ]
    placed = stacked_above(labels, obstacles, SPAN, APART, CLEAR)
    for (_, floor, width, _), rect in zip(labels, placed, strict=True):
        assert rect[1] + rect[3] <= floor - CLEAR + 1e-6
        assert SPAN[0] <= rect[0] and (rect[0] + rect[2] <= SPAN[1] or width > SPAN[1])
        assert not any(touching(rect, bar, CLEAR - 1e-3, CLEAR - 1e-3) for bar in obstacles)
    for a, b in itertools.combinations(placed, 2):
        assert not touching(a, b, APART - 1e-3, CLEAR - 1e-3), (a, b)


def test_a_number_sits_just_over_its_bar_when_nothing_is_in_its_way():
    placed = stacked_above([(50.0, 100.0, 30.0, 20.0)], [(40.0, 100.0, 20.0, 200.0)], SPAN, 8, 4)
    assert placed == [(35.0, 76.0, 30.0, 20.0)]


def test_names_sit_on_one_line_if_they_stand_apart_there_else_take_turns_on_two():
    centres = [25.0, 75.0, 125.0, 175.0]
    assert axis_lines(centres, [40.0] * 4, (0, 200), 8) == (1, [5.0, 55.0, 105.0, 155.0])
    lines = axis_lines(centres, [60.0] * 4, (0, 200), 8)
    assert lines is not None and lines[0] == 2
    assert axis_lines(centres, [95.0] * 4, (0, 200), 8) is None  # not even on two
