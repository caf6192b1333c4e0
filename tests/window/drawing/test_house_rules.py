"""Tests for drawing/house_rules.py and the table under house rules: the line saying which
are in force shows whole on its plate in every shape of window, text size and language,
clear of the header; none under the standard rules; the counter has no limit where there
is none; a war of several face-down cards lays them a pair at a time, as the status line
says."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from tests.window.helpers import RecordingScreen, run_until_idle
from war.core.engine import Round
from war.core.events import CardLaidFaceDown
from war.core.rules import SEED_RULES, Pickup, Rules
from war.window.app.loop import STEP_SECONDS
from war.window.drawing.house_rules import draw_house_rules
from war.window.drawing.painter import draw_header
from war.window.drawing.screen import Look
from war.window.layout.frame import frame_for
from war.window.layout.table import table_layout
from war.window.table.presenter import Presenter
from war.words import languages
from war.words import table_rules as words
from war.words.table import battle_counter

HOUSE = Rules(3, Pickup.SHUFFLED, None)
SIZES = [(1280, 720), (720, 1280), (1024, 768), (640, 360), (720, 960), (1920, 1080)]
THREE_CARD_WAR = (3, 5)  # under HOUSE, deal 3's fifth battle is a war


@pytest.fixture(autouse=True)
def _english():
    yield
    languages.use("en")


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_the_house_rules_show_whole_in_their_place_clear_of_the_header(fonts, size):
    layout = table_layout(frame_for(size))
    for code, large in itertools.product(languages.CODES, (False, True)):
        languages.use(code)
        screen = RecordingScreen(size, fonts, look=replace(Look(), large_text=large))
        shown = Presenter(layout=layout).shown
        draw_header(screen, layout, shown, 123456, Rules(battle_limit=None))
        header = [text.ink for text in screen.text_drawn]
        screen.text_drawn.clear()
        draw_house_rules(screen, layout, HOUSE)
        drawn = screen.text_drawn
        where = (size, code, large)
        assert 1 <= len(drawn) <= 2, where
        said = words.between_rules().join(text.words for text in drawn)
        assert said == words.house_rules(HOUSE) or " ".join(t.words for t in drawn) == (
            words.house_rules(HOUSE)
        ), where
        left, _, width = layout.rules_line
        area = screen.rect((left, 0, width, size[1]))
        for text in drawn:
            assert text.words == text.asked, where  # whole, not cut
            assert area.left <= text.ink.left and text.ink.right <= area.right, where
            assert not any(text.ink.colliderect(other) for other in header), where


def test_the_standard_rules_draw_no_line(fonts, screen_at):
    screen = screen_at()
    screen.text_drawn.clear()
    draw_house_rules(screen, table_layout(frame_for((1280, 720))), SEED_RULES)
    assert screen.text_drawn == []


def test_the_counter_says_the_rounds_limit_or_none(fonts):
    assert battle_counter(41) == "Battle 41 / 500"
    assert battle_counter(41, 1000) == "Battle 41 / 1000"
    assert battle_counter(41, None) == "Battle 41"


def test_a_war_of_three_face_down_cards_lays_them_a_pair_at_a_time():
    seed, battle = THREE_CARD_WAR
    round_ = Round.from_seed(seed, rules=HOUSE)
    presenter = Presenter()
    presenter.show_deal(round_.dealt())
    run_until_idle(presenter)
    for _ in range(battle - 1):
        presenter.show_battle(round_.play_battle())
        run_until_idle(presenter)
    events = round_.play_battle()
    assert sum(isinstance(event, CardLaidFaceDown) for event in events) == 6
    presenter.show_battle(events)
    seen: list[int] = []  # face-down cards on the table, as they change
    statuses = set()
    for _ in range(int(30 / STEP_SECONDS)):
        if not presenter.busy:
            break
        presenter.update(STEP_SECONDS)
        statuses.add(presenter.status)
        laid = sum(not card.face_up for card in presenter.shown.table)
        if not seen or laid != seen[-1]:
            seen.append(laid)
    assert seen[: seen.index(6) + 1] == [0, 2, 4, 6]  # one pair a step, three steps
    assert any("you each lay 3 cards face down" in status for status in statuses)


def test_beside_a_panel_across_its_line_the_line_stops_short_of_it(fonts):
    layout = table_layout(frame_for((1280, 720)))
    left, middle, width = layout.rules_line
    screen = RecordingScreen((1280, 720), fonts)
    panel = (left + width / 2, 0.0, 400.0, 720.0)  # lies across the line
    draw_house_rules(screen, layout, HOUSE, panel)
    assert screen.text_drawn
    edge = screen.rect(panel).left
    assert all(text.ink.right <= edge for text in screen.text_drawn)
    screen.text_drawn.clear()
    below = (0.0, middle + 60, 1280.0, 400.0)  # a sheet over the lower part: no matter
    draw_house_rules(screen, layout, HOUSE, below)
    assert [text.words for text in screen.text_drawn] == [words.house_rules(HOUSE)]
