"""Tests for keyboard focus on every scene (controls.py, scene.py): Tab and Shift-Tab visit each
enabled button once before they wrap, and Space on the focused button does what a click does."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest

from tests.decks import position_after
from tests.helpers import short_seed
from tests.store.test_record import SEQUENCE
from tests.window.helpers import key_event, land_the_end
from war.core.rules import BATTLE_LIMIT
from war.store.store import Store
from war.window.input.actions import Action, PointerDown, PointerUp, Typed
from war.window.input.mapper import InputMapper
from war.window.resources import Resources
from war.window.scenes.choose_deal import DealScene
from war.window.scenes.confirm import ConfirmScene
from war.window.scenes.record import RecordScene
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.rules import RulesScene
from war.window.scenes.scene import BaseScene
from war.window.scenes.settings import SettingsScene
from war.window.scenes.stack import SceneStack
from war.window.scenes.table import TableScene
from war.window.scenes.title import TitleScene
from war.window.ui.choices import Segments, Slider
from war.window.ui.controls import Button, Controls

MAPPER = InputMapper((1280, 720))
TAB = key_event(pygame.K_TAB)
SHIFT_TAB = pygame.event.Event(
    pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_LSHIFT, unicode="", scancode=0
)
SPACE = key_event(pygame.K_SPACE)
NEW_DEAL = 777  # the seed New round deals here, so two runs deal alike


# -- every scene, as the game shows it ----------------------------------------------------------


def title(res: Resources) -> SceneStack:
    return SceneStack(TitleScene(res))


def title_with_a_saved_round(res: Resources) -> SceneStack:
    res.store.save_round(position_after(570, 12))
    return SceneStack(TitleScene(res))


def table(res: Resources) -> SceneStack:
    return SceneStack(TitleScene(res), TableScene(res, seed=3))


def round_over(res: Resources) -> SceneStack:
    playing = TableScene(res, seed=short_seed())
    stack = SceneStack(TitleScene(res), playing)
    playing.moves.play(BATTLE_LIMIT)  # to the round's end
    land_the_end(stack, playing)
    assert isinstance(stack.top, RoundOverScene)
    return stack


def rules(res: Resources) -> SceneStack:
    return SceneStack(TitleScene(res), RulesScene(res))


def record(res: Resources) -> SceneStack:
    """No rounds yet: Reset record is off."""
    return SceneStack(TitleScene(res), RecordScene(res))


def record_with_rounds(res: Resources) -> SceneStack:
    for seed, outcome in enumerate(SEQUENCE):
        res.store.finish_round(outcome, seed)
    return SceneStack(TitleScene(res), RecordScene(res))


def confirm(res: Resources) -> SceneStack:
    stack = record_with_rounds(res)
    stack.handle(Action.RESET)
    assert isinstance(stack.top, ConfirmScene)
    return stack


def settings(res: Resources) -> SceneStack:
    return SceneStack(TitleScene(res), SettingsScene(res))


def deal(res: Resources) -> SceneStack:
    """Something typed already: erasing it changes the field."""
    stack = SceneStack(TitleScene(res), TableScene(res, seed=3), DealScene(res, 3))
    stack.handle(Typed("12"))
    return stack


SCENES = [
    title,
    title_with_a_saved_round,
    table,
    round_over,
    rules,
    record,
    record_with_rounds,
    confirm,
    settings,
    deal,
]
Make = Callable[[], tuple[SceneStack, Resources]]


@pytest.fixture(params=SCENES, ids=lambda scene: scene.__name__)
def make(request, fonts, tmp_path) -> Iterator[Make]:
    """The scene under test on a data folder of its own, each time it is called."""
    stores: list[Store] = []

    def made() -> tuple[SceneStack, Resources]:
        store = Store(tmp_path / f"data-{len(stores)}")
        stores.append(store)
        res = Resources(fonts, store, deals=lambda: NEW_DEAL)
        return request.param(res), res

    yield made
    for store in stores:
        store.close()


# -- what a test sees -----------------------------------------------------------------------


def press(stack: SceneStack, event: pygame.event.Event) -> None:
    for action in MAPPER.translate(event):
        stack.handle(action)


def controls(stack: SceneStack) -> Controls:
    top = stack.top
    assert isinstance(top, BaseScene), top  # as every scene of the game is
    return top.controls


def buttons(stack: SceneStack) -> list[Button]:
    return controls(stack).buttons


def focused(stack: SceneStack) -> int | None:
    return controls(stack).focus


def enabled(stack: SceneStack) -> list[int]:
    return [index for index, button in enumerate(buttons(stack)) if button.enabled()]


def rotation_of(order: list[int], visited: list[int]) -> bool:
    """Whether ``visited`` is ``order`` started somewhere along it and wrapped round."""
    start = order.index(visited[0])
    return visited == order[start:] + order[:start]


def visits(stack: SceneStack, key: pygame.event.Event) -> list[int]:
    """Where the focus is after each of one more presses of ``key`` than there are buttons."""
    visited = []
    for _ in range(len(enabled(stack)) + 1):
        press(stack, key)
        now = focused(stack)
        assert now is not None
        visited.append(now)
    return visited


def what_happened(stack: SceneStack, res: Resources) -> tuple:
    """All a button's press can change: the scenes, quitting, the tables (their rounds, and
    whether they are playing to the end, moving cards or showing a side panel), the store."""
    tables = [scene for scene in stack.scenes if isinstance(scene, TableScene)]
    return (
        [type(scene).__name__ for scene in stack.scenes],
        stack.quit,
        [
            (
                each.session.round.seed,
                each.session.round.battles,
                each.session.round.is_over,
                each.running,
            )
            + (each.presenter.busy, type(each.panel).__name__)
            for each in tables
        ],
        res.store.saved_round is None,
        res.store.record.played,
        res.store.settings,
        getattr(stack.top, "typed", None),  # the deal dialog's field
    )


# -- the properties ----------------------------------------------------------------------------


def test_tab_visits_every_enabled_button_once_in_order_before_wrapping(make):
    stack, _ = make()
    order = enabled(stack)
    assert order, "a scene with nothing to focus"
    visited = visits(stack, TAB)
    assert sorted(visited[:-1]) == order  # each once
    assert rotation_of(order, visited[:-1])  # in the order they are listed
    assert visited[-1] == visited[0]  # then round again


def test_shift_tab_visits_them_in_reverse(make):
    stack, _ = make()
    backwards = enabled(stack)[::-1]
    visited = visits(stack, SHIFT_TAB)
    assert sorted(visited[:-1]) == sorted(backwards)
    assert rotation_of(backwards, visited[:-1])
    assert visited[-1] == visited[0]


def test_space_on_the_focused_button_does_what_clicking_it_does(make):
    """(A slider, segments and swatches are set where they are pressed, which Space cannot
    say: Space moves their choice on, Left and Right move it, tests/window/scenes/
    test_settings.py. A switch and a chooser take a press anywhere as Space.)"""
    first, _ = make()
    labels = [
        buttons(first)[index].label
        for index in enabled(first)
        if not isinstance(buttons(first)[index], Slider | Segments)
    ]
    for label in labels:
        by_key, key_res = make()
        for _ in range(len(buttons(by_key)) + 1):  # Tab round to it
            at = focused(by_key)
            if at is not None and buttons(by_key)[at].label == label:
                break
            press(by_key, TAB)
        press(by_key, SPACE)
        by_pointer, pointer_res = make()
        x, y, width, height = next(b.rect for b in buttons(by_pointer) if b.label == label)
        by_pointer.handle(PointerDown(x + width / 2, y + height / 2))
        by_pointer.handle(PointerUp(x + width / 2, y + height / 2))
        clicked = what_happened(by_pointer, pointer_res)
        assert what_happened(by_key, key_res) == clicked, label
        assert clicked != what_happened(*make()), f"{label}: a click that does nothing"
