"""The deal's number on the table: whole wherever there is room, even at the 30 digits the
deal box takes, and copied (as the command that plays it again) with Ctrl+C."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.window.helpers import run_until_idle, stacked
from war.window.input.actions import Action
from war.window.layout.frame import frame_for
from war.window.scenes.table import TableScene
from war.window.scenes.title import TitleScene
from war.words.program import command

LONGEST = 123456789012345678901234567890  # 30 digits, as many as the deal box takes


def _drawn(res, screen, seed: int):
    table = TableScene(res, seed=seed)
    stack = stacked(TitleScene(res), table)
    stack.fit(frame_for(screen.size))
    run_until_idle(table.presenter)
    stack.draw(screen, 1.0)
    return table, [drawn.words for drawn in screen.text_drawn]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=str)
def test_the_longest_deal_number_shows_whole_on_its_button_at_the_design_s_size(
    res, screen_at, size
):
    _, words = _drawn(res, screen_at(size), LONGEST)
    assert f"#{LONGEST}" in words


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 768)], ids=str)
def test_the_longest_deal_number_s_command_shows_whole_over_the_buttons(res, screen_at, size):
    """Where "replay: …" has no room, the command alone."""
    _, words = _drawn(res, screen_at(size), LONGEST)
    assert command("--seed", str(LONGEST)) in words


def test_a_short_deal_number_keeps_its_name_and_its_replay_hint(res, screen_at):
    _, words = _drawn(res, screen_at((1280, 720)), 570)
    assert "Deal #570" in words
    assert f"replay: {command('--seed', '570')}" in words


def test_ctrl_c_copies_the_command_that_plays_the_deal_again_and_says_so(res):
    copied: list[str] = []

    def copy(text: str) -> bool:
        copied.append(text)
        return True

    res.copy_text = copy
    table = TableScene(res, seed=LONGEST)
    table.handle(Action.COPY)
    assert copied == [command("--seed", str(LONGEST))]
    assert table.presenter.status == f"Copied: {copied[0]}"


def test_with_no_clipboard_ctrl_c_says_so_in_plain_words(res):
    res.copy_text = lambda text: False
    table = TableScene(res, seed=570)
    table.handle(Action.COPY)
    assert table.presenter.status == "There is no clipboard here to copy to."


def test_under_house_rules_the_command_copied_and_shown_plays_them_too(res, screen_at):
    res.store.save_settings(replace(res.store.settings, war_cards=3, battle_limit=None))
    copied: list[str] = []

    def copy(text: str) -> bool:
        copied.append(text)
        return True

    res.copy_text = copy
    table, words = _drawn(res, screen_at((1280, 720)), 570)
    wanted = command("--seed", "570", "--war-cards", "3", "--limit", "none")
    assert any(wanted in each for each in words)
    table.handle(Action.COPY)
    assert copied == [wanted]
