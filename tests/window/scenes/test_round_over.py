"""Tests for scenes/round_over.py: the dialog opens with its first button focused, so Space
and Enter deal a new round at once, and the ring shows on it."""

from __future__ import annotations

import pygame
import pytest

from tests.helpers import short_seed
from tests.window.helpers import key_event, land_the_end
from war.window.drawing import palette
from war.window.input.mapper import InputMapper
from war.window.layout.dialogs import round_over_button_rect
from war.window.layout.widgets import FOCUS_RING_GAP
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.stack import SceneStack
from war.window.scenes.table import TableScene
from war.window.scenes.title import TitleScene
from war.words import table as words


def round_over(res) -> tuple[SceneStack, TableScene]:
    """A round played to its end on the table: the round-over dialog over it."""
    table = TableScene(res, seed=short_seed())
    stack = SceneStack(TitleScene(res), table)
    table.play(table.session.round.battle_limit)
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
    x, y, width, height = round_over_button_rect(0)
    # The ring's top edge, just above the button's middle: gold.
    ring = screen.point(x + width / 2, y - FOCUS_RING_GAP + 1)
    assert screen.target.get_at(ring)[:3] == palette.FOCUS_RING[:3]
