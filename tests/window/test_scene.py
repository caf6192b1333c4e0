"""Tests for scene.py and the moves between the real scenes: title, table, rules, round over."""

from __future__ import annotations

import pygame
import pytest

from tests.helpers import load_resources, short_seed, shown_state, sprite_state
from war.window.input import Action, PointerDown, PointerUp
from war.window.loop import STEP_SECONDS
from war.window.scene import Pop, Push, Quit, Replace, SceneStack
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.rules import RulesScene
from war.window.scenes.table import TableScene
from war.window.scenes.title import TitleScene

STEP = STEP_SECONDS


@pytest.fixture(scope="module")
def res():
    return load_resources()


class FakeScene:
    def __init__(self, name: str, log: list, overlay: bool = False, reply=None) -> None:
        self.name = name
        self.log = log
        self.overlay = overlay
        self.reply = reply
        self.updates = 0

    def enter(self) -> None:
        self.log.append(("enter", self.name))

    def exit(self) -> None:
        self.log.append(("exit", self.name))

    def handle(self, action):
        self.log.append(("handle", self.name, action))
        return self.reply

    def update(self, dt: float):
        self.updates += 1
        return None

    def draw(self, surface, alpha: float) -> None:
        self.log.append(("draw", self.name, alpha))


def click(stack: SceneStack, rect: pygame.Rect) -> None:
    stack.handle(PointerDown(*rect.center))
    stack.handle(PointerUp(*rect.center))


def button(scene, label: str) -> pygame.Rect:
    return next(b.rect for b in scene.buttons.buttons if b.label == label)


# -- the stack ----------------------------------------------------------------------------------


def test_stack_enters_the_first_scene():
    log: list = []
    stack = SceneStack(FakeScene("a", log))
    assert log == [("enter", "a")]
    assert stack.top.name == "a"
    assert not stack.quit


def test_push_pop_replace_quit():
    log: list = []
    a = FakeScene("a", log)
    stack = SceneStack(a)
    b = FakeScene("b", log, overlay=True)
    stack.apply(Push(b))
    assert stack.top is b and stack.scenes == [a, b]
    stack.apply(Pop())
    assert stack.top is a
    c = FakeScene("c", log)
    stack.apply(Push(b))
    stack.apply(Replace(c))
    assert stack.scenes == [c]
    assert log == [
        ("enter", "a"),
        ("enter", "b"),
        ("exit", "b"),
        ("enter", "b"),
        ("exit", "b"),
        ("exit", "a"),
        ("enter", "c"),
    ]
    stack.apply(None)
    assert stack.scenes == [c] and not stack.quit
    stack.apply(Quit())
    assert stack.quit


def test_pop_of_the_last_scene_quits():
    stack = SceneStack(FakeScene("a", []))
    stack.apply(Pop())
    assert stack.quit
    assert len(stack.scenes) == 1


def test_only_the_top_scene_gets_input_and_time():
    log: list = []
    a, b = FakeScene("a", log), FakeScene("b", log, overlay=True, reply=Pop())
    stack = SceneStack(a)
    stack.apply(Push(b))
    stack.update(0.1)
    stack.update(0.1)
    assert (a.updates, b.updates) == (0, 2)
    stack.handle(Action.BACK)  # b answers Pop: the stack applies it
    assert stack.top is a
    assert ("handle", "a", Action.BACK) not in log


def test_overlay_draws_the_scene_under_it_frozen():
    log: list = []
    a, b, c = FakeScene("a", log), FakeScene("b", log), FakeScene("c", log, overlay=True)
    stack = SceneStack(a)
    stack.apply(Push(b))
    stack.apply(Push(c))
    log.clear()
    stack.draw(pygame.Surface((4, 4)), 0.3)
    # b hides a; c is an overlay so b shows through, drawn as it stands (alpha 1).
    assert log == [("draw", "b", 1.0), ("draw", "c", 0.3)]


# -- title ------------------------------------------------------------------------------------


@pytest.mark.parametrize("how", ["button", Action.NEW_ROUND, Action.TURN])
def test_title_to_table(res, how):
    stack = SceneStack(TitleScene(res))
    if how == "button":
        click(stack, button(stack.top, "New round"))
    else:
        stack.handle(how)  # N, and Enter / Space (TURN)
    assert isinstance(stack.top, TableScene)
    assert len(stack.scenes) == 1
    assert stack.top.round.battles == 0
    assert stack.top.presenter.busy  # the deal is animating


def test_title_to_rules_and_back(res):
    title = TitleScene(res)
    stack = SceneStack(title)
    stack.handle(Action.HELP)
    assert isinstance(stack.top, RulesScene)
    assert stack.scenes[0] is title
    stack.handle(Action.BACK)
    assert stack.top is title
    click(stack, button(title, "Rules"))
    assert isinstance(stack.top, RulesScene)
    click(stack, button(stack.top, "Close"))
    assert stack.top is title


@pytest.mark.parametrize("how", ["button", Action.BACK])
def test_title_escape_or_quit_button_quits(res, how):
    stack = SceneStack(TitleScene(res))
    if how == "button":
        click(stack, button(stack.top, "Quit"))
    else:
        stack.handle(how)
    assert stack.quit


def test_title_ignores_a_press_released_off_the_button(res):
    title = TitleScene(res)
    stack = SceneStack(title)
    rect = button(title, "Quit")
    stack.handle(PointerDown(*rect.center))
    stack.handle(PointerUp(rect.right + 20, rect.centery))
    assert not stack.quit and stack.top is title


# -- table ------------------------------------------------------------------------------------


def test_rules_over_the_table_freezes_it_and_returns_to_the_same_moment(res):
    table = TableScene(res, seed=3)
    stack = SceneStack(table)
    stack.handle(Action.TURN)
    for _ in range(30):
        stack.update(STEP)
    assert table.presenter.busy and table.presenter.sprites
    before = (sprite_state(table.presenter), shown_state(table.presenter))
    elapsed = table.presenter.timeline._elapsed
    stack.handle(Action.HELP)
    rules = stack.top
    assert isinstance(rules, RulesScene)
    for _ in range(120):  # a second with the rules open
        stack.update(STEP)
    stack.draw(pygame.Surface((1280, 720)), 0.5)
    assert (sprite_state(table.presenter), shown_state(table.presenter)) == before
    assert table.presenter.timeline._elapsed == elapsed
    assert table.round.battles == 1
    stack.handle(Action.BACK)
    assert stack.top is table
    assert (sprite_state(table.presenter), shown_state(table.presenter)) == before
    stack.update(STEP)
    assert sprite_state(table.presenter) != before[0]  # and it moves on from there


def test_rules_button_on_the_table(res):
    table = TableScene(res, seed=3)
    stack = SceneStack(table)
    click(stack, button(table, "Rules"))
    assert isinstance(stack.top, RulesScene)
    stack.handle(Action.HELP)  # H closes it too
    assert stack.top is table


@pytest.mark.parametrize("how", ["button", Action.BACK])
def test_table_escape_goes_to_the_title(res, how):
    stack = SceneStack(TableScene(res, seed=3))
    if how == "button":
        click(stack, button(stack.top, "Title"))
    else:
        stack.handle(how)
    assert isinstance(stack.top, TitleScene)
    assert len(stack.scenes) == 1


# -- round over -------------------------------------------------------------------------------


def play_to_last_battle(stack: SceneStack) -> TableScene:
    """Press Turn until the engine's round is over; the last animation is still to run."""
    table = stack.top
    assert isinstance(table, TableScene)
    while not table.round.is_over:
        stack.handle(Action.TURN)
        stack.update(STEP)
        assert stack.top is table, "round over showed before the round ended"
    return table


def test_round_over_appears_only_after_the_last_animation(res):
    stack = SceneStack(TableScene(res, seed=short_seed()))
    table = play_to_last_battle(stack)
    steps = 0
    while True:
        busy_before = table.presenter.busy
        stack.update(STEP)
        steps += 1
        if isinstance(stack.top, RoundOverScene):
            break
        assert table.presenter.busy, "presenter idle but no round over"
        assert table.presenter.shown.over is None
        assert steps < 2000
    assert busy_before and not table.presenter.busy
    assert steps > 60  # the last battle was animated, not skipped
    assert table.presenter.shown.over is not None
    over = stack.top
    assert over.outcome == table.round.outcome
    assert stack.scenes == [table, over]
    # It shows once: more time does not push another one.
    for _ in range(10):
        stack.update(STEP)
    assert stack.scenes == [table, over]


def finished_round(res) -> tuple[SceneStack, TableScene, RoundOverScene]:
    stack = SceneStack(TableScene(res, seed=short_seed()))
    table = play_to_last_battle(stack)
    stack.handle(Action.TURN)  # after the end: lands the last animation, plays nothing
    stack.update(STEP)
    over = stack.top
    assert isinstance(over, RoundOverScene)
    return stack, table, over


@pytest.mark.parametrize("how", ["button", Action.NEW_ROUND])
def test_round_over_new_round_deals_afresh(res, how):
    stack, table, over = finished_round(res)
    old_round = table.round
    if how == "button":
        click(stack, button(over, "New round"))
    else:
        stack.handle(how)
    assert stack.scenes == [table]
    assert table.round is not old_round
    assert table.round.battles == 0 and not table.round.is_over
    assert table.presenter.busy  # the new deal is animating
    assert table.presenter.shown.cards_in_play() == []
    assert table.presenter.shown.over is None
    table.presenter.finish()
    assert tuple(table.presenter.shown.player_pile) == table.round.player_pile
    # The fresh round can end and show Round over again.
    stack.handle(Action.TURN)
    assert table.round.battles == 1


@pytest.mark.parametrize("how", ["button", Action.BACK])
def test_round_over_to_title(res, how):
    stack, _, over = finished_round(res)
    if how == "button":
        click(stack, button(over, "Title"))
    else:
        stack.handle(how)
    assert isinstance(stack.top, TitleScene)
    assert len(stack.scenes) == 1


def test_round_over_ignores_turn_and_opens_rules(res):
    stack, table, over = finished_round(res)
    battles = table.round.battles
    stack.handle(Action.TURN)
    stack.handle(Action.PLAY_TEN)
    assert table.round.battles == battles
    assert stack.top is over
    stack.handle(Action.HELP)
    assert isinstance(stack.top, RulesScene)
    stack.handle(Action.BACK)
    assert stack.top is over


def test_round_over_draws_over_the_table(res):
    stack, table, over = finished_round(res)
    canvas = pygame.Surface((1280, 720))
    stack.draw(canvas, 1.0)
    under = pygame.Surface((1280, 720))
    table.draw(under, 1.0)
    # Outside the panel the table shows through, darkened by the veil.
    corner = pygame.Rect(0, 0, 200, 150)
    seen = pygame.transform.average_color(canvas, corner)
    plain = pygame.transform.average_color(under, corner)
    assert sum(seen[:3]) < sum(plain[:3])
    assert sum(seen[:3]) > 0
