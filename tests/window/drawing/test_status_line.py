"""The status line beside an open panel: centred on the cards in play, clear of the panel,
set on two lines where one would have to slide off-centre (the result after its dash)."""

from __future__ import annotations

import pytest

from tests.window.helpers import run_until_idle, stacked
from war.window.input.actions import Action
from war.window.layout.frame import frame_for
from war.window.layout.side import side_layout
from war.window.layout.table import table_layout
from war.window.scenes.table import TableScene
from war.window.scenes.title import TitleScene

WAR_SEED = 570  # battle 5 is a triple war the player wins: a long result line


def _result_beside_the_log(res, screen):
    table = TableScene(res, seed=WAR_SEED)
    stack = stacked(TitleScene(res), table)
    stack.fit(frame_for(screen.size))
    run_until_idle(table.presenter)
    for _ in range(5):
        stack.handle(Action.TURN)
        run_until_idle(table.presenter)
    stack.handle(Action.LOG)
    stack.draw(screen, 1.0)
    return table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (640, 360)], ids=str)
def test_the_result_beside_the_log_is_centred_on_the_cards_and_clear_of_the_panel(
    res, screen_at, size
):
    screen = screen_at(size)
    table = _result_beside_the_log(res, screen)
    frame = frame_for(size)
    centre = screen.point(table_layout(frame).status_x, 0)[0]
    panel_left = screen.point(side_layout(frame).panel[0], 0)[0]
    lines = [d for d in screen.text_drawn if d.rect.centery > screen.size[1] // 3]
    drawn = [d for d in lines if "beats" in d.words or "take" in d.words]
    assert drawn, [d.words for d in screen.text_drawn]
    for each in drawn:
        assert abs(each.rect.centerx - centre) <= 1
        assert each.rect.right <= panel_left - screen.length(24)
        assert "…" not in each.words
    assert " ".join(d.words for d in drawn) == table.presenter.status
