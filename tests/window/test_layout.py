"""Every text of every scene fits its place at every window size: inside the window and its
area, clear of every other text, and each button's label clear of its key."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tests.helpers import run_until, war_seed
from war.core.cards import shuffled_deck
from war.core.engine import Outcome, Round, play_fast
from war.core.events import Reason, Winner
from war.window.drawing.screen import Screen
from war.window.input import Action, key_names
from war.window.layout import (
    BUTTON_KEY_INSET,
    BUTTON_KEY_SIZE,
    BUTTON_WIDTH,
    BUTTON_X,
    LOGICAL_CENTRE_X,
    MIN_TEXT_PIXELS,
    RECORD_PANEL,
    ROUND_OVER_PANEL,
    RULES_PANEL,
    Letterbox,
    round_over_button_rect,
    title_button_rect,
)
from war.window.scene import BaseScene, SceneStack
from war.window.scenes.confirm import ConfirmScene
from war.window.scenes.record import RecordScene
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.rules import RulesScene
from war.window.scenes.table import TableScene
from war.window.scenes.title import TitleScene
from war.window.wording import BOTH_SHORT

SIZES = [(640, 360), (1280, 720), (1920, 1080), (1000, 1000), (1600, 600), (3840, 2160)]
LONG_SEED = 123456789012345678901234567890


def war_table(res, seed: int = LONG_SEED) -> TableScene:
    """A table mid-war, the WAR banner gone and the status line up, with a long deal number."""
    table = TableScene(res, seed=seed)
    table.presenter.finish()
    for _ in range(table.round.battle_limit):
        table.handle(Action.TURN)
        if table.round.wars:
            break
    presenter = table.presenter
    run_until(table.update, lambda: presenter.banner.opacity > 0.5)
    run_until(table.update, lambda: presenter.banner.opacity <= 0.01)
    return table


def texts(screen: Screen, *scenes: BaseScene) -> list[tuple[str, pygame.Rect]]:
    """Each text the top scene draws (over the others), with the pixels its letters cover."""
    screen.clear()
    if len(scenes) > 1:
        SceneStack(*scenes[:-1]).draw(screen, 1.0)
    screen.text_drawn.clear()  # under an overlay: covered, not competing for room
    scenes[-1].draw(screen, 1.0)
    return [(text.words, text.ink) for text in screen.text_drawn]


def assert_fits(screen: Screen, drawn: list[tuple[str, pygame.Rect]]) -> None:
    area = pygame.Rect(screen.box.rect)
    for words, rect in drawn:
        assert area.contains(rect), (screen.size, words, rect, area)
        if any(letter.isupper() or letter.isdigit() for letter in words):
            assert rect.height >= MIN_TEXT_PIXELS * 0.6, (screen.size, words, rect)
    for (first, a), (second, b) in itertools.combinations(drawn, 2):
        assert not a.colliderect(b), (screen.size, first, second)


@pytest.fixture(scope="module", params=SIZES, ids=str)
def screen(request, fonts) -> Screen:
    return Screen(request.param, fonts)


def test_the_title_fits(res, screen):
    assert_fits(screen, texts(screen, TitleScene(res)))


def test_the_table_fits_with_a_long_deal_number_and_a_long_status(res, screen):
    table = war_table(res)
    table.presenter.status = BOTH_SHORT  # the longest the table says
    drawn = texts(screen, TitleScene(res), table)
    assert_fits(screen, drawn)
    column = pygame.Rect(screen.rect((BUTTON_X, 0, BUTTON_WIDTH, 720)))
    deal = [rect for words, rect in drawn if words.startswith("Deal #")]
    assert deal and column.contains(deal[0])
    assert "…" in next(words for words, _ in drawn if words.startswith("Deal #"))
    assert any(words == BOTH_SHORT for words, _ in drawn), "the status was cut, not set smaller"


def test_a_4300_digit_deal_number_stays_in_its_column(res, screen_at):
    screen = screen_at((1280, 720))
    table = TableScene(res, seed=int("9" * 4300))
    drawn = texts(screen, table)
    assert_fits(screen, drawn)


@pytest.mark.parametrize(
    "winner, reason",
    [
        (Winner.PLAYER, Reason.ALL_CARDS),
        (Winner.COMPUTER, Reason.OUT_OF_CARDS_IN_WAR),
        (Winner.DRAW, Reason.BOTH_OUT_IN_WAR),
        (Winner.DRAW, Reason.BATTLE_LIMIT),
    ],
)
def test_the_round_over_dialog_fits_its_panel(res, screen, winner, reason):
    outcome = Outcome(winner, reason, 500, 37, 30, 22, 3)
    drawn = texts(screen, RoundOverScene(res, outcome))
    assert_fits(screen, drawn)
    panel = pygame.Rect(screen.rect(ROUND_OVER_PANEL))
    for words, rect in drawn:
        assert panel.contains(rect), (screen.size, words)


def test_the_rules_fit(res, screen):
    assert_fits(screen, texts(screen, war_table(res, war_seed()), RulesScene(res)))


def filled_store(res, rounds: int = 30) -> None:
    """A record of ``rounds`` rounds, a saved round and a notice, as a long-time player has."""
    for seed in range(rounds):
        res.store.finish_round(play_fast(shuffled_deck(seed)), seed)
    res.store.save_round(Round.from_seed(LONG_SEED).position())
    res.store.notices.append("stats.json could not be used (not JSON); it was set aside.")


def every_scene(res) -> list[list[BaseScene]]:
    """Each scene as it is shown, over the ones it is shown over."""
    title = TitleScene(res)
    table = war_table(res)
    over = RoundOverScene(res, Outcome(Winner.PLAYER, Reason.ALL_CARDS, 454, 31, 52, 0, 3))
    return [
        [title],
        [table],
        [table, over],
        [table, over, RecordScene(res, finished=over.outcome)],
        [title, RecordScene(res)],
        [title, RecordScene(res), ConfirmScene("Reset your record?", "All forgotten.", "Reset")],
    ]


def test_every_scene_of_a_long_time_player_fits(res, screen):
    filled_store(res)
    for scenes in every_scene(res):
        assert_fits(screen, texts(screen, *scenes))


def test_the_record_fits_when_it_is_empty(res, screen):
    assert_fits(screen, texts(screen, TitleScene(res), RecordScene(res)))


def test_each_button_label_stands_clear_of_its_key(res, screen):
    filled_store(res)
    for scenes in every_scene(res):
        top = scenes[-1]
        drawn = dict(texts(screen, *scenes))
        for button in top.controls.buttons:
            frame = pygame.Rect(screen.rect(button.rect))
            label = drawn[button.label]
            assert frame.contains(label), (screen.size, button.label)
            keys = key_names(button.key_action)
            if not keys:
                continue
            if not screen.readable(BUTTON_KEY_SIZE):
                assert keys[0] not in drawn  # too small to read: left out
                continue
            key = drawn[keys[0]]
            assert frame.contains(key), (screen.size, button.label)
            gap = key.left - label.right
            assert gap >= screen.length(BUTTON_KEY_INSET), (screen.size, button.label, gap)


def test_dialogs_and_the_title_are_centred():
    for x, _, width, _ in (ROUND_OVER_PANEL, RULES_PANEL, RECORD_PANEL, title_button_rect(0, 4)):
        assert x + width / 2 == LOGICAL_CENTRE_X
    row_left = round_over_button_rect(0)[0]
    row_right = sum(round_over_button_rect(2)[::2])
    assert (row_left + row_right) / 2 == LOGICAL_CENTRE_X
    alone = title_button_rect(3, 4)  # the last title button, alone in its row
    assert alone[0] + alone[2] / 2 == LOGICAL_CENTRE_X


def test_the_letterbox_keeps_the_design_shape_at_every_size():
    for size in SIZES:
        left, top, width, height = Letterbox(size).rect
        assert abs(width / height - 16 / 9) < 0.01, size
        assert (left == 0 or top == 0) and left >= 0 and top >= 0, size


@pytest.mark.parametrize("size", [(1, 1), (40, 30), (5000, 300), (300, 5000)], ids=str)
def test_every_scene_draws_even_at_sizes_below_the_minimum(res, size):
    """A window manager may ignore the minimum size: drawing still works, nothing raises."""
    screen = Screen(size, res.fonts)
    table = war_table(res, war_seed())
    for scenes in (
        [TitleScene(res)],
        [table],
        [table, RulesScene(res)],
        [table, RoundOverScene(res, Outcome(Winner.DRAW, Reason.BATTLE_LIMIT, 500, 9, 26, 26, 2))],
    ):
        screen.clear()
        SceneStack(*scenes).draw(screen, 0.5)
