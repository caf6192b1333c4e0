"""Tests for layout/settings.py: in every frame the page holds every setting's row inside its
panel, the rows apart (their focus rings too) and clear of the title, the hint and the help
line; a narrow frame takes one column, a tall one gives its controls more room."""

from __future__ import annotations

import itertools

import pytest

from war.window.layout.choices import CONTROL_HEIGHT, SWATCH_HEIGHT
from war.window.layout.settings import (
    ORDER,
    SETTINGS_HINT_DOWN,
    SETTINGS_TEXT_LINE,
    settings_page,
)
from war.window.layout.units import Rect
from war.window.layout.widgets import FOCUS_RING_GAP, FOCUS_RING_WIDTH

FRAMES = [(1280, 720), (720, 960), (720, 1100), (720, 1280), (720, 1600), (720, 1800)]
RING = FOCUS_RING_GAP + FOCUS_RING_WIDTH  # how far a focus ring reaches out of its control


def inside(inner: Rect, outer: Rect) -> bool:
    x, y, width, height = inner
    left, top, outer_width, outer_height = outer
    return (
        left <= x
        and top <= y
        and x + width <= left + outer_width
        and y + height <= top + outer_height
    )


def grown(rect: Rect, by: float) -> Rect:
    x, y, width, height = rect
    return (x - by, y - by, width + 2 * by, height + 2 * by)


def apart(a: Rect, b: Rect) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax + aw <= bx or bx + bw <= ax or ay + ah <= by or by + bh <= ay


@pytest.mark.parametrize("frame", FRAMES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_row_lies_in_the_panel_apart_from_the_others_and_the_lines_round_them(frame):
    page = settings_page(frame)
    width, height = frame
    assert inside(page.panel, (0, 0, width, height))
    assert set(page.rows) == set(ORDER)
    first = min(row.row[1] for row in page.rows.values())
    last = max(row.row[1] + row.row[3] for row in page.rows.values())
    # The hint above the first row's focus ring (its two lines on a narrow page, where one
    # may be too long)...
    lines = 1 if frame[0] >= 1100 else 2
    assert page.hint_at[1] + lines * SETTINGS_TEXT_LINE <= first - RING
    assert page.close[1] + page.close[3] <= page.hint_at[1]
    # ...and the help line's below the last.
    assert last + RING <= page.help_at[1] - lines * SETTINGS_TEXT_LINE / 2
    panel_bottom = page.panel[1] + page.panel[3]
    assert page.help_at[1] + lines * SETTINGS_TEXT_LINE / 2 <= panel_bottom
    for name, row in page.rows.items():
        assert inside(row.row, page.panel), name
        assert inside(row.control, row.row), name
        assert inside(grown(row.control, RING), page.panel), name
    # The Table rules button: on the title's line left of Close, or the column's last row.
    opener = page.table_rules
    assert inside(grown(opener, RING), page.panel)
    assert apart(grown(opener, RING), page.close)
    assert page.title_at[0] + page.title_width <= opener[0] or page.table_rules_row
    if page.table_rules_row:
        assert opener[1] >= last
        assert opener[1] + opener[3] + RING <= page.help_at[1] - lines * SETTINGS_TEXT_LINE / 2
    for name, row in page.rows.items():
        assert apart(grown(opener, RING), row.control), name
        assert apart(grown(row.control, RING), opener), name
    for (one, a), (other, b) in itertools.permutations(page.rows.items(), 2):
        assert apart(a.row, b.row), (one, other)
        # One focus ring shows at a time: it is clear of every other control.
        assert apart(grown(a.control, RING), b.control), (one, other)


def test_a_narrow_frame_takes_one_column_in_the_focus_order():
    page = settings_page((720, 1280))
    tops = [page.rows[name].row[1] for name in ORDER]
    assert tops == sorted(tops)
    assert len({page.rows[name].row[0] for name in ORDER}) == 1


def test_the_design_takes_speed_across_then_two_columns():
    page = settings_page((1280, 720))
    speed = page.rows["speed"].row
    lefts = sorted({row.row[0] for name, row in page.rows.items() if name != "speed"})
    assert len(lefts) == 2 and speed[2] > 2 * page.rows["sound"].row[2]


def test_a_taller_frame_gives_the_controls_more_room_and_the_page_spans_most_of_it():
    controls = []
    for frame in [(720, 960), (720, 1280), (720, 1600)]:
        page = settings_page(frame)
        controls.append((page.rows["speed"].control[3], page.rows["card_back"].control[3]))
        assert page.panel[3] >= 0.8 * frame[1], frame
    assert controls == sorted(controls) and controls[0] < controls[-1]
    assert controls[-1][0] > CONTROL_HEIGHT and controls[-1][1] > SWATCH_HEIGHT
    assert settings_page((720, 960)).hint_at[1] - settings_page((720, 960)).panel[1] == (
        SETTINGS_HINT_DOWN
    )
