"""Tests for scene.py and the moves between the real scenes: title, table, rules, round over."""

from __future__ import annotations

import inspect
from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest

from tests.helpers import run_until, short_seed
from tests.window.helpers import shown_state, sprite_state
from war.core.rules import BATTLE_LIMIT
from war.window.app.loop import STEP_SECONDS
from war.window.drawing.screen import Screen
from war.window.input.actions import NOWHERE, Action, Input, PointerDown, PointerMove, PointerUp
from war.window.layout.frame import DESIGN, Frame, frame_for
from war.window.layout.units import Rect
from war.window.scenes.menu import MenuScene
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.rules import RulesScene
from war.window.scenes.scene import BaseScene, Pop, Push, Quit, Rebase, Transition
from war.window.scenes.settings import SettingsScene
from war.window.scenes.stack import SceneStack
from war.window.scenes.table import TableScene
from war.window.scenes.title import TitleScene
from war.window.speech.outbox import Outbox
from war.window.ui.panels import RulesPanel

STEP = STEP_SECONDS


class FakeScene:
    def __init__(
        self, name: str, log: list, overlay: bool = False, reply: Transition | None = None
    ) -> None:
        self.name = name
        self.log = log
        self.overlay = overlay
        self.takes_text = False
        self.reply = reply
        self.updates = 0
        self.frame: Frame | None = None
        self.origin = (0.0, 0.0)
        self.zoom = 1.0
        self.place: tuple[float, float] | None = None  # where it is placed once fitted
        self.logs_fits = False
        self.outbox = Outbox()

    def fit(self, frame: Frame) -> None:
        if self.logs_fits:
            self.log.append(("fit", self.name, frame))
        self.frame = frame
        if self.place is not None:
            self.origin = self.place

    def enter(self) -> None:
        self.log.append(("enter", self.name))

    def exit(self) -> None:
        self.log.append(("exit", self.name))

    def handle(self, action: Input) -> Transition | None:
        self.log.append(("handle", self.name, action))
        return self.reply

    def update(self, dt: float) -> Transition | None:
        self.updates += 1
        return None

    def animating(self) -> bool:
        return False

    def words_changed(self) -> None:
        self.log.append(("words", self.name, 0.0))

    def draw(self, screen: Screen, alpha: float) -> None:
        self.log.append(("draw", self.name, alpha))

    def opening_words(self) -> list[str]:
        return [self.name]

    def spoken_focus(self) -> str | None:
        return None


class PlacingScreen:
    """Stands in for a Screen to the stack's draw: keeps where each scene was placed."""

    def __init__(self, log: list) -> None:
        self.log = log

    @contextmanager
    def placed(self, origin: tuple[float, float], zoom: float = 1.0) -> Iterator[None]:
        self.log.append(("placed", origin))
        yield


def centre(rect: Rect) -> tuple[float, float]:
    x, y, width, height = rect
    return x + width / 2, y + height / 2


def click(stack: SceneStack, rect: Rect) -> None:
    stack.handle(PointerDown(*centre(rect)))
    stack.handle(PointerUp(*centre(rect)))


def button(scene: BaseScene, label: str) -> Rect:
    return next(b.rect for b in scene.controls.buttons if b.label == label)


def title_and_table(res, seed: int = 3) -> tuple[SceneStack, TitleScene, TableScene]:
    """The stack as the game has it for ``--seed``: the table over the title."""
    title, table = TitleScene(res), TableScene(res, seed=seed)
    return SceneStack(title, table), title, table


# -- the stack ----------------------------------------------------------------------------------


def test_a_scene_enters_each_time_it_comes_on_top_and_exits_each_time_it_stops():
    log: list = []
    a = FakeScene("a", log)
    stack = SceneStack(a)
    b = FakeScene("b", log, overlay=True)
    stack.apply(Push(b))
    assert stack.top is b and stack.scenes == [a, b]
    stack.apply(Pop())
    assert stack.top is a
    # First shown (a as the stack is made, b as it is pushed) counts as coming on top.
    assert log == [("enter", "a"), ("exit", "a"), ("enter", "b"), ("exit", "b"), ("enter", "a")]
    stack.apply(None)
    assert stack.scenes == [a] and not stack.quit
    stack.apply(Quit())
    assert stack.quit


def test_only_the_top_scene_of_a_new_stack_enters():
    log: list = []
    SceneStack(FakeScene("a", log), FakeScene("b", log))
    assert log == [("enter", "b")]


def test_rebase_goes_back_to_the_bottom_scene_and_exits_only_the_top():
    log: list = []
    a, b, c = FakeScene("a", log), FakeScene("b", log), FakeScene("c", log, overlay=True)
    stack = SceneStack(a, b)
    stack.apply(Push(c))
    log.clear()
    stack.apply(Rebase())
    assert stack.scenes == [a] and not stack.quit
    assert log == [("exit", "c"), ("enter", "a")]
    stack.apply(Rebase())  # already at the bottom: nothing changes
    assert stack.scenes == [a] and log == [("exit", "c"), ("enter", "a")]


def test_pop_hands_its_action_to_the_scene_beneath():
    log: list = []
    a, b = FakeScene("a", log), FakeScene("b", log)
    stack = SceneStack(a, b)
    log.clear()
    stack.apply(Pop(Action.NEW_ROUND))
    assert stack.scenes == [a]
    assert log == [("exit", "b"), ("enter", "a"), ("handle", "a", Action.NEW_ROUND)]


def test_what_the_scene_beneath_answers_a_pop_is_applied_too():
    log: list = []
    a = FakeScene("a", log, reply=Quit())
    stack = SceneStack(a, FakeScene("b", log))
    stack.apply(Pop(Action.BACK))
    assert stack.quit


def test_pop_of_the_last_scene_quits():
    stack = SceneStack(FakeScene("a", []))
    stack.apply(Pop())
    assert stack.quit
    assert len(stack.scenes) == 1


def test_an_unknown_transition_is_an_error():
    stack = SceneStack(FakeScene("a", []))
    with pytest.raises(TypeError, match="not a scene transition"):
        stack.apply("pop")  # type: ignore[arg-type]  # no transition, on purpose


def test_only_the_top_scene_gets_input_and_time():
    log: list = []
    a, b = FakeScene("a", log), FakeScene("b", log, overlay=True, reply=Pop())
    stack = SceneStack(a, b)
    stack.update(0.1)
    stack.update(0.1)
    assert (a.updates, b.updates) == (0, 2)
    stack.handle(Action.BACK)  # b answers Pop: the stack applies it
    assert stack.top is a
    assert ("handle", "a", Action.BACK) not in log


def test_overlay_draws_the_scene_under_it_frozen():
    log: list = []
    a, b, c = FakeScene("a", log), FakeScene("b", log), FakeScene("c", log, overlay=True)
    stack = SceneStack(a, b, c)
    log.clear()
    stack.draw(PlacingScreen(log), 0.3)  # type: ignore[arg-type]  # the fakes draw on none
    # b hides a; c is an overlay so b shows through, drawn as it stands (alpha 1).
    draws = [entry for entry in log if entry[0] == "draw"]
    assert draws == [("draw", "b", 1.0), ("draw", "c", 0.3)]


def test_every_scene_is_fitted_to_the_frame_before_it_shows_and_again_when_it_changes():
    log: list = []
    a, b, c = FakeScene("a", log), FakeScene("b", log), FakeScene("c", log)
    for scene in (a, b, c):
        scene.logs_fits = True
    square = frame_for((1000, 1000))
    stack = SceneStack(a, b, frame=square)
    assert log == [("fit", "a", square), ("fit", "b", square), ("enter", "b")]
    log.clear()
    stack.apply(Push(c))
    assert log == [("exit", "b"), ("fit", "c", square), ("enter", "c")]
    log.clear()
    stack.fit(square)  # the same frame: nothing to lay out again
    assert log == []
    portrait = frame_for((720, 1280))
    stack.fit(portrait)
    assert log == [("fit", name, portrait) for name in "abc"]
    assert stack.frame == portrait and a.frame == b.frame == c.frame == portrait


def test_each_scene_is_drawn_and_pointed_at_in_its_own_place_in_the_frame():
    """A scene laid out for the design is centred in a larger frame (its origin): it is
    drawn there, and a pointer's position reaches it as it lies there; keys as they are."""
    log: list = []
    below, over = FakeScene("below", log), FakeScene("over", log, overlay=True)
    below.place, over.place = (0.0, 0.0), (10.0, 280.0)
    stack = SceneStack(below, over, frame=frame_for((1000, 1000)))
    log.clear()
    stack.draw(PlacingScreen(log), 1.0)  # type: ignore[arg-type]  # the fakes draw on none
    assert log == [
        ("placed", (0.0, 0.0)),
        ("draw", "below", 1.0),
        ("placed", (10.0, 280.0)),
        ("draw", "over", 1.0),
    ]
    log.clear()
    cases: list[tuple[Input, Input]] = [
        (PointerDown(110.0, 380.0), PointerDown(100.0, 100.0)),
        (PointerMove(10.0, 280.0, held=True), PointerMove(0.0, 0.0, held=True)),
        (PointerUp(110.0, 380.0, touch=True), PointerUp(100.0, 100.0, touch=True)),
        (PointerUp(NOWHERE, NOWHERE), PointerUp(NOWHERE, NOWHERE)),  # off the window still
        (Action.TURN, Action.TURN),
    ]
    for event, placed in cases:
        stack.handle(event)
        assert log[-1] == ("handle", "over", placed), event


def test_no_scene_holds_another(res):
    """Transitions carry what the next scene needs; no scene keeps a reference to one."""
    stack, _, table = title_and_table(res, seed=short_seed())
    stack.handle(Action.HELP)
    stack.handle(Action.BACK)
    for _ in range(BATTLE_LIMIT):
        if table.session.round.is_over:
            break
        stack.handle(Action.TURN)
    run_until(stack.update, lambda: isinstance(stack.top, RoundOverScene))
    stack.handle(Action.HELP)
    for scene in stack.scenes:
        held = [other for other in scenes_reachable(vars(scene), set()) if other is not scene]
        assert held == [], f"{type(scene).__name__} holds {held}"


def scenes_reachable(value: object, seen: set[int], depth: int = 8) -> list[BaseScene]:
    """The scenes reachable from ``value`` through containers, objects' attributes and
    bound methods (a scene holding ``other.new_round`` holds ``other``)."""
    if id(value) in seen or depth == 0:
        return []
    seen.add(id(value))
    if isinstance(value, BaseScene):
        return [value]
    if inspect.ismethod(value):
        return scenes_reachable(value.__self__, seen, depth - 1)
    if isinstance(value, dict):
        children = list(value.values())
    elif isinstance(value, list | tuple | set | frozenset):
        children = list(value)
    elif hasattr(value, "__dict__") and not isinstance(value, type | pygame.Surface):
        children = list(vars(value).values())
    else:
        return []
    return [scene for child in children for scene in scenes_reachable(child, seen, depth - 1)]


# -- title ------------------------------------------------------------------------------------


@pytest.mark.parametrize("how", ["button", Action.NEW_ROUND, Action.TURN])
def test_title_to_table(res, how):
    title = TitleScene(res)
    stack = SceneStack(title)
    if how == "button":
        click(stack, button(title, "New round"))
    else:
        stack.handle(how)  # N, and Enter / Space (TURN)
    assert isinstance(stack.top, TableScene)
    assert stack.scenes[0] is title
    assert stack.top.session.round.battles == 0
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
    title = TitleScene(res)
    stack = SceneStack(title)
    if how == "button":
        click(stack, button(title, "Quit"))
    else:
        stack.handle(how)
    assert stack.quit


def test_title_ignores_a_press_released_off_the_button(res):
    title = TitleScene(res)
    stack = SceneStack(title)
    x, y, width, height = button(title, "Quit")
    stack.handle(PointerDown(x + width / 2, y + height / 2))
    stack.handle(PointerUp(x + width + 20, y + height / 2))
    assert not stack.quit and stack.top is title


# -- table ------------------------------------------------------------------------------------


def test_settings_over_the_table_freeze_it_and_return_to_the_same_moment(res, screen_at):
    stack, _, table = title_and_table(res)
    stack.handle(Action.TURN)
    for _ in range(30):
        stack.update(STEP)
    assert table.presenter.busy and table.presenter.sprites
    before = (sprite_state(table.presenter), shown_state(table.presenter))
    elapsed = table.presenter.timeline._elapsed
    stack.handle(Action.SETTINGS)
    assert isinstance(stack.top, SettingsScene)
    for _ in range(120):  # a second with the settings open
        stack.update(STEP)
    stack.draw(screen_at(), 0.5)
    assert (sprite_state(table.presenter), shown_state(table.presenter)) == before
    assert table.presenter.timeline._elapsed == elapsed
    assert table.session.round.battles == 1
    stack.handle(Action.BACK)
    assert stack.top is table
    assert (sprite_state(table.presenter), shown_state(table.presenter)) == before
    stack.update(STEP)
    assert sprite_state(table.presenter) != before[0]  # and it moves on from there


def test_rules_button_on_the_table_opens_them_beside_it(res):
    stack, _, table = title_and_table(res)
    click(stack, button(table, "Rules"))
    assert stack.top is table and isinstance(table.panel, RulesPanel)
    stack.handle(Action.HELP)  # H closes them too
    assert stack.top is table and table.panel is None


def test_a_press_held_while_another_scene_opens_does_not_fire_later(res):
    """Covering a scene releases its buttons: a release after the settings close fires
    nothing."""
    stack, _, table = title_and_table(res)
    table.presenter.finish()
    turn = centre(button(table, "Turn cards"))
    stack.handle(PointerDown(*turn))
    stack.handle(Action.SETTINGS)  # the O key, with the mouse button still down
    stack.handle(Action.BACK)
    stack.handle(PointerUp(*turn))
    assert table.session.round.battles == 0
    assert not any(b.pressed or b.hovered for b in table.controls.buttons)


@pytest.mark.parametrize("how", ["button", "menu", Action.BACK])
def test_table_escape_goes_back_to_the_title(res, how):
    stack, title, table = title_and_table(res)
    if how == "button":  # where the window has room for it on the table
        stack.fit(frame_for((1280, 800)))
        click(stack, button(table, "Title"))
    elif how == "menu":  # in the 1280x720 design, it is in the Menu
        assert stack.frame == DESIGN
        click(stack, button(table, "Menu"))
        menu = stack.top
        assert isinstance(menu, MenuScene)
        click(stack, button(menu, "Title"))
    else:
        stack.handle(how)
    assert stack.scenes == [title]


# -- round over -------------------------------------------------------------------------------


def play_to_last_battle(stack: SceneStack) -> TableScene:
    """Press Turn until the engine's round is over; the last animation is still to run."""
    table = stack.top
    assert isinstance(table, TableScene)
    for _ in range(BATTLE_LIMIT):
        if table.session.round.is_over:
            break
        stack.handle(Action.TURN)
        stack.update(STEP)
        assert stack.top is table, "round over showed before the round ended"
    return table


def test_round_over_appears_only_after_the_last_animation(res):
    stack, title, _ = title_and_table(res, seed=short_seed())
    table = play_to_last_battle(stack)
    watched: list[bool] = []

    def step(dt: float) -> None:
        watched.append(table.presenter.busy)
        stack.update(dt)
        if not isinstance(stack.top, RoundOverScene):
            assert table.presenter.busy, "presenter idle but no round over"
            # The last battle moving, or then the moment that closes the round.
            assert (table.presenter.shown.over is None) is not table.moves.closing

    run_until(step, lambda: isinstance(stack.top, RoundOverScene))
    assert watched[-1] and not table.presenter.busy
    assert len(watched) > 60  # the last battle was animated, not skipped
    assert table.presenter.shown.over is not None
    over = stack.top
    assert isinstance(over, RoundOverScene)
    assert over.outcome == table.session.round.outcome
    assert stack.scenes == [title, table, over]
    # It shows once: more time does not push another one.
    for _ in range(10):
        stack.update(STEP)
    assert stack.scenes == [title, table, over]


def finished_round(res) -> tuple[SceneStack, TableScene, RoundOverScene]:
    stack, _, _ = title_and_table(res, seed=short_seed())
    table = play_to_last_battle(stack)
    stack.handle(Action.TURN)  # after the end: lands the last animation, plays nothing
    stack.update(STEP)  # the round's end begins its moment
    stack.handle(Action.TURN)  # which any press skips
    stack.update(STEP)
    over = stack.top
    assert isinstance(over, RoundOverScene)
    return stack, table, over


@pytest.mark.parametrize("how", ["button", Action.NEW_ROUND])
def test_round_over_new_round_deals_afresh(res, how):
    stack, table, over = finished_round(res)
    old_round = table.session.round
    if how == "button":
        click(stack, button(over, "New round"))
    else:
        stack.handle(how)
    assert stack.top is table and len(stack.scenes) == 2
    assert table.session.round is not old_round
    assert table.session.round.battles == 0 and not table.session.round.is_over
    assert table.presenter.busy  # the new deal is animating
    assert table.presenter.shown.cards_in_play() == []
    assert table.presenter.shown.over is None
    table.presenter.finish()
    assert tuple(table.presenter.shown.player_pile) == table.session.round.player_pile
    # The fresh round can be played.
    stack.handle(Action.TURN)
    assert table.session.round.battles == 1


@pytest.mark.parametrize("how", ["button", Action.BACK])
def test_round_over_to_title(res, how):
    stack, _, over = finished_round(res)
    if how == "button":
        click(stack, button(over, "Title"))
    else:
        stack.handle(how)
    assert isinstance(stack.top, TitleScene)
    assert len(stack.scenes) == 1


def test_round_over_ignores_play_ten_and_opens_rules(res):
    """(Space and Enter press its focused New round: see test_round_over.py.)"""
    stack, table, over = finished_round(res)
    battles = table.session.round.battles
    stack.handle(Action.PLAY_TEN)
    assert table.session.round.battles == battles
    assert stack.top is over
    stack.handle(Action.HELP)
    assert isinstance(stack.top, RulesScene)
    stack.handle(Action.BACK)
    assert stack.top is over


def test_round_over_draws_over_the_table(res, screen_at):
    stack, table, _ = finished_round(res)
    screen = screen_at()
    stack.draw(screen, 1.0)
    seen_image = screen.target.copy()
    screen.clear()
    table.draw(screen, 1.0)
    # Outside the panel the table shows through, darkened by the veil.
    corner = (0, 0, 200, 150)
    seen = pygame_average(seen_image, corner)
    plain = pygame_average(screen.target, corner)
    assert sum(seen) < sum(plain)
    assert sum(seen) > 0


def pygame_average(surface: pygame.Surface, rect: Rect) -> tuple[int, ...]:
    return tuple(pygame.transform.average_color(surface, pygame.Rect(rect))[:3])
