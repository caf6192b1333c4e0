"""Tests for layout/table_rules.py: in every frame the page holds each choice's name,
segments and line inside its panel, apart from each other (their focus rings too), under
the hint and above what to expect and the Standard rules button; a tall frame gives the
segments more room."""

from __future__ import annotations

import itertools

import pytest

from tests.window.layout.test_settings import RING, grown, inside
from war.window.layout.settings import SETTINGS_TEXT_LINE, settings_page
from war.window.layout.table_rules import CHOICES, table_rules_page

FRAMES = [(1280, 720), (720, 960), (720, 1100), (720, 1280), (720, 1600), (720, 1800)]


@pytest.mark.parametrize("frame", FRAMES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_part_lies_in_the_panel_apart_from_the_others(frame):
    page = table_rules_page(frame)
    sizes = page.sizes
    assert inside(page.panel, (0, 0, *frame))
    hint_bottom = page.hint_at[1] + sizes.hint_lines * SETTINGS_TEXT_LINE
    assert page.close[1] + page.close[3] <= page.hint_at[1]
    rows = [page.rows[name] for name in CHOICES]
    assert hint_bottom <= rows[0].row[1]
    for row in rows:
        assert inside(row.row, page.panel)
        assert inside(grown(row.control, RING), page.panel)
        control_bottom = row.control[1] + row.control[3]
        assert control_bottom + RING <= row.line_at[1]
        line_bottom = row.line_at[1] + sizes.line_lines * SETTINGS_TEXT_LINE
        assert line_bottom <= row.row[1] + row.row[3]
        assert row.name_at[1] + RING < row.control[1]
    for a, b in itertools.pairwise(rows):
        assert a.row[1] + a.row[3] + RING <= b.row[1]
    last = rows[-1].row[1] + rows[-1].row[3]
    summary_top = page.summary_at[1] - sizes.summary_lines * SETTINGS_TEXT_LINE / 2
    assert last <= summary_top
    assert last + RING <= page.standard[1]
    assert inside(grown(page.standard, RING), page.panel)
    summary_right = page.summary_at[0] + page.summary_width
    summary_bottom = page.summary_at[1] + sizes.summary_lines * SETTINGS_TEXT_LINE / 2
    assert summary_right <= page.standard[0] or summary_bottom <= page.standard[1]


def test_a_wide_frame_has_the_settings_panel_and_a_narrow_one_taller_segments():
    wide = table_rules_page((1280, 720))
    assert wide.panel == settings_page((1280, 720)).panel
    for frame in FRAMES[1:]:
        assert table_rules_page(frame).rows["pickup"].control[3] > wide.rows["pickup"].control[3]
