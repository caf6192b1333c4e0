"""Tests for scenes/round_over.py: the dialog opens with its first button focused, so Space
and Enter deal a new round at once, and the ring shows on it."""

from __future__ import annotations

from datetime import date

import pygame
import pytest

from tests.helpers import short_seed
from tests.window.helpers import key_event, land_the_end, play_the_days_deal
from war.core.engine import Outcome
from war.core.events import Reason, Winner
from war.core.rules import BATTLE_LIMIT
from war.session.story import tell
from war.window.drawing import palette
from war.window.input.actions import Action, PointerDown, PointerUp
from war.window.input.mapper import InputMapper
from war.window.layout.widgets import FOCUS_RING_GAP
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.stack import SceneStack
from war.window.scenes.table import TableScene
from war.window.scenes.title import TitleScene
from war.words import endings
from war.words import story as story_words
from war.words import table as words

DAY = date(2027, 1, 3)  # its deal (#20270103) is won in 44 battles, 7 wars


def round_over(res) -> tuple[SceneStack, TableScene]:
    """A round played to its end on the table: the round-over dialog over it."""
    table = TableScene(res, seed=short_seed())
    stack = SceneStack(TitleScene(res), table)
    table.moves.play(BATTLE_LIMIT)
    land_the_end(stack, table)
    assert isinstance(stack.top, RoundOverScene)
    return stack, table


def test_it_opens_with_new_round_focused(res):
    stack, _ = round_over(res)
    scene = stack.top
    assert isinstance(scene, RoundOverScene)
    focused = scene.controls.focused
    assert focused is not None and focused.label == words.new_round()


@pytest.mark.parametrize("key", [pygame.K_SPACE, pygame.K_RETURN], ids=["space", "enter"])
def test_space_or_enter_deals_a_new_round_at_once(res, key):
    stack, table = round_over(res)
    finished = table.session.round.seed
    for action in InputMapper((1280, 720)).translate(key_event(key)):
        stack.handle(action)
    assert stack.top is table
    assert table.session.round.seed != finished and table.session.round.battles == 0


def test_the_focus_ring_shows_on_new_round(res, screen_at):
    stack, _ = round_over(res)
    screen = screen_at()
    stack.draw(screen, 1.0)
    assert isinstance(stack.top, RoundOverScene)
    x, y, width, height = stack.top.layout.buttons[0]
    # The ring's top edge, just above the button's middle: gold.
    ring = screen.point(x + width / 2, y - FOCUS_RING_GAP + 1)
    assert screen.target.get_at(ring)[:3] == palette.FOCUS_RING[:3]


def test_it_tells_the_story_of_the_round_just_played(res, screen_at):
    stack, table = round_over(res)
    scene = stack.top
    assert isinstance(scene, RoundOverScene) and scene.story is not None
    seed = table.session.round.seed
    assert seed is not None and scene.story == tell(seed)
    screen = screen_at()
    stack.draw(screen, 1.0)
    said = [text.words for text in screen.text_drawn]
    assert story_words.chart_title() in said
    assert story_words.turning_point(scene.story) in said
    assert story_words.mark(scene.story) in said


def test_its_turning_point_is_marked_on_the_chart(res, screen_at):
    stack, _ = round_over(res)
    scene = stack.top
    assert isinstance(scene, RoundOverScene) and scene.story is not None
    screen = screen_at()
    stack.draw(screen, 1.0)
    assert scene.layout.story is not None
    area = screen.rect(scene.layout.story)
    # A line across the chart in pale gold, as far along it as the battle is in the round.
    columns = [
        x
        for x in range(area.left, area.right)
        if sum(
            screen.target.get_at((x, y))[:3] == palette.FOCUS_RING[:3]
            for y in range(area.top, area.bottom)
        )
        > area.height // 3
    ]
    assert columns
    share = scene.story.turning_point.battle.number / len(scene.story.battles)
    assert abs((columns[0] - area.left) / area.width - share) < 0.1


def test_a_round_with_no_deal_number_has_no_story(res, screen_at):
    outcome = Outcome(Winner.PLAYER, Reason.ALL_CARDS, 28, 2, 52, 0, 1)
    scene = RoundOverScene(res, outcome, None)
    screen = screen_at()
    SceneStack(TitleScene(res), scene).draw(screen, 1.0)
    said = [text.words for text in screen.text_drawn]
    assert story_words.chart_title() not in said
    assert scene.layout.story is None


def test_a_round_drawn_at_a_longer_limit_says_that_limit(res, screen_at):
    outcome = Outcome(Winner.DRAW, Reason.BATTLE_LIMIT, 1000, 61, 30, 22, 2)
    scene = RoundOverScene(res, outcome, None)
    screen = screen_at()
    SceneStack(TitleScene(res), scene).draw(screen, 1.0)
    said = [text.words for text in screen.text_drawn]
    limit = (Winner.DRAW, Reason.BATTLE_LIMIT)
    assert endings.said(endings.REASONS, limit, 1000) in said
    assert endings.said(endings.REASONS, limit, BATTLE_LIMIT) not in said


def test_after_the_deal_of_the_day_copy_result_takes_same_deal_agains_place(res):
    stack = play_the_days_deal(res, DAY)
    scene = stack.top
    assert isinstance(scene, RoundOverScene)
    copied: list[str] = []

    def copy(text: str) -> bool:
        copied.append(text)
        return True

    res.copy_text = copy
    button = scene.controls.buttons[1]
    assert button.label == "Copy result"
    assert words.same_deal_again() not in [b.label for b in scene.controls.buttons]
    x, y, w, h = button.rect
    stack.handle(PointerDown(x + w / 2, y + h / 2))
    stack.handle(PointerUp(x + w / 2, y + h / 2))
    assert copied == ["War · deal of 3 Jan 2027: won in 44 battles, 7 wars"]
    assert button.label == "Result copied"
    stack.handle(Action.SAME_DEAL)  # G: no same deal here
    assert stack.top is scene


def test_copy_result_on_round_over_says_where_there_is_no_clipboard(res):
    stack = play_the_days_deal(res, DAY)
    res.copy_text = lambda text: False
    stack.handle(Action.COPY)  # Ctrl+C
    scene = stack.top
    assert isinstance(scene, RoundOverScene)
    assert scene.controls.buttons[1].label == "No clipboard here"


def test_a_round_that_is_no_deal_of_the_day_keeps_same_deal_again(res):
    stack, _ = round_over(res)
    scene = stack.top
    assert isinstance(scene, RoundOverScene)
    assert scene.controls.buttons[1].label == words.same_deal_again()
