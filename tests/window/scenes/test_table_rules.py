"""Tests for scenes/table_rules.py and the Settings' way to it: each choice works by mouse,
touch and keys, saves the rules at once for the next new round, says what it changes and
what to expect of each option; Standard rules puts the game's own back; Close and Esc go
back to the Settings."""

from __future__ import annotations

import pygame
import pytest

from tests.window.helpers import stacked
from tests.window.scenes.test_settings import centre, click, keys, opened, saved, tap
from war.core.rules import SEED_RULES, Pickup, Rules
from war.window.drawing.rules_page import Words
from war.window.input.actions import Action
from war.window.scenes.scene import Push
from war.window.scenes.settings import SettingsScene
from war.window.scenes.table import TableScene
from war.window.scenes.table_rules import OPTIONS, STANDARD, TableRulesScene, expected
from war.window.scenes.title import TitleScene
from war.window.ui.choices import Segments
from war.window.ui.panels import RulesPanel
from war.words import rules as rules_words
from war.words import table_rules as words

HOUSE = Rules(3, Pickup.SHUFFLED, None)


def rules_page(res) -> tuple:
    """The Table rules opened from the Settings over the title, as the player opens them."""
    stack, settings = opened(res)
    opener = next(b for b in settings.controls.buttons if b.action is Action.TABLE_RULES)
    click(stack, centre(opener.rect))
    page = stack.top
    assert isinstance(page, TableRulesScene)
    return stack, page


def test_the_settings_button_opens_the_table_rules_and_close_and_esc_come_back(res):
    for leave in ("close", "esc"):
        stack, page = rules_page(res)
        if leave == "close":
            click(stack, centre(page.page.close))
        else:
            keys(stack, pygame.K_ESCAPE)
        assert isinstance(stack.top, SettingsScene), leave


def test_the_settings_button_is_reached_by_keys_and_says_which_rules_new_rounds_get(res):
    stack, settings = opened(res)
    opener = next(b for b in settings.controls.buttons if b.action is Action.TABLE_RULES)
    for _ in range(len(settings.controls.buttons)):
        if settings.controls.focused is opener:
            break
        keys(stack, pygame.K_TAB)
    assert settings.controls.focused is opener
    assert settings.help() == words.open_help()
    keys(stack, pygame.K_RETURN)
    assert isinstance(stack.top, TableRulesScene)


@pytest.mark.parametrize("how", ["mouse", "touch"])
def test_a_press_on_an_option_chooses_it_and_saves_the_rules_at_once(res, how):
    stack, page = rules_page(res)
    press = click if how == "mouse" else tap
    for name, index in (("war_cards", 2), ("pickup", 1), ("battle_limit", 2)):
        segments = page.control(name)
        press(stack, centre(segments.segment(index)))
        assert segments.chosen == index, name
    assert res.store.settings.rules == HOUSE == saved(res).rules


def test_keys_move_the_ring_over_the_choices_and_the_arrows_and_space_change_them(res):
    stack, page = rules_page(res)
    assert page.controls.focused is page.control("war_cards")  # the ring starts on the first
    keys(stack, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT)  # stops at the last
    assert res.store.settings.rules.war_cards == 3
    keys(stack, pygame.K_TAB, pygame.K_SPACE)  # Space: the next option
    assert res.store.settings.rules.pickup is Pickup.SHUFFLED
    keys(stack, pygame.K_DOWN, pygame.K_LEFT)
    assert res.store.settings.rules == Rules(3, Pickup.SHUFFLED, 500)  # Left stops at the first
    keys(stack, pygame.K_RIGHT, pygame.K_RIGHT)
    assert saved(res).rules == HOUSE


def test_standard_rules_puts_the_games_own_back_and_is_off_under_them(res):
    stack, page = rules_page(res)
    standard = next(b for b in page.controls.buttons if b.value == STANDARD)
    assert not standard.enabled()
    res.store.save_settings(res.store.settings.with_rules(HOUSE))
    assert standard.enabled()
    page.controls.focus = page.controls.buttons.index(standard)
    keys(stack, pygame.K_RETURN)
    assert saved(res).rules == SEED_RULES
    assert page.controls.focused is page.control("war_cards")  # the ring on a live control
    assert [page.control(name).chosen for name in OPTIONS] == [0, 0, 0]


def test_each_choice_says_what_its_option_changes_and_what_to_expect_of_each(res, screen_at):
    res.store.save_settings(res.store.settings.with_rules(HOUSE))
    _, page = rules_page(res)
    page.update(0.0)
    screen = screen_at()
    page.draw(screen, 1.0)
    said = [text.words for text in screen.text_drawn]
    for name in OPTIONS:
        assert words.what_it_changes(name, getattr(HOUSE, name)) in " ".join(said), name
        segments = page.control(name)
        assert isinstance(segments, Segments)
        for index, value in enumerate(OPTIONS[name]):
            figures = expected(Rules(**{**_as_dict(HOUSE), name: value}))
            assert segments.details[index] == words.expectation(
                figures.mean_battles, figures.draw_share
            ), (name, value)
    summary = expected(HOUSE)
    whole = words.expectation_summary(summary.mean_battles, summary.draw_share)
    assert whole in " ".join(said)


def test_a_rules_change_made_elsewhere_shows_at_once(res):
    _, page = rules_page(res)
    res.store.save_settings(res.store.settings.with_rules(HOUSE))
    page.update(0.0)
    assert [page.control(name).chosen for name in OPTIONS] == [2, 1, 2]


def test_the_title_and_settings_under_the_page_stay_as_they_were(res):
    settings = SettingsScene(res)
    stack = stacked(TitleScene(res), settings)
    shown = settings.act(Action.TABLE_RULES)
    assert isinstance(shown, Push) and isinstance(shown.scene, TableRulesScene)
    stack.apply(shown)
    keys(stack, pygame.K_ESCAPE)
    assert stack.top is settings and res.store.settings.rules == SEED_RULES


def _as_dict(rules: Rules) -> dict:
    return {
        "war_cards": rules.war_cards,
        "pickup": rules.pickup,
        "battle_limit": rules.battle_limit,
    }


def test_new_rounds_are_dealt_under_the_rules_chosen_and_a_saved_round_keeps_its_own(res):
    res.store.save_settings(res.store.settings.with_rules(HOUSE))
    table = TableScene(res, seed=5)
    assert table.session.rules == HOUSE == table.session.round.rules
    res.store.save_settings(res.store.settings.with_rules(SEED_RULES))
    saved_round = res.store.saved_round
    assert saved_round is not None
    resumed = TableScene(res, resume=saved_round)
    assert resumed.session.round.rules == HOUSE  # dealt under them, it carries on under them
    resumed.moves.new_round()
    assert resumed.session.round.rules == SEED_RULES  # the next is dealt under the choice


def test_the_rules_beside_the_table_tell_the_rules_of_the_round_on_it(res):
    res.store.save_settings(res.store.settings.with_rules(HOUSE))
    table = TableScene(res, seed=5)
    res.store.save_settings(res.store.settings.with_rules(SEED_RULES))  # for the next round
    table.act(Action.HELP)
    panel = table.panels.open
    assert isinstance(panel, RulesPanel)
    said = [block.text for block in panel.blocks if isinstance(block, Words)]
    assert said[0] == words.house_rules(HOUSE)
    assert rules_words.numbered(4, rules_words.rules(HOUSE)[3]) in said
    table.moves.new_round()  # under the standard rules now: the page tells those
    panel.refresh()
    said = [block.text for block in panel.blocks if isinstance(block, Words)]
    assert words.house_rules(HOUSE) not in said
    assert rules_words.numbered(4, rules_words.rules()[3]) in said
