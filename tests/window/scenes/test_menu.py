"""Tests for scenes/menu.py and the table's buttons in a frame too short for them all:
New round, Settings and Title live in the Menu, whose entries do what their buttons do."""

from __future__ import annotations

from tests.window.helpers import run_until_idle, stacked
from war.core.events import Side
from war.window.input.actions import Action, PointerDown, PointerUp
from war.window.layout.frame import DESIGN, Frame, Shape, frame_for
from war.window.layout.table import table_layout
from war.window.layout.units import CARD_HEIGHT
from war.window.scenes.menu import MenuScene
from war.window.scenes.record import RecordScene
from war.window.scenes.settings import SettingsScene
from war.window.scenes.table import TableScene
from war.window.scenes.title import TitleScene


def _table_in(res, frame: Frame = DESIGN, seed: int = 3):
    table = TableScene(res, seed=seed)
    stack = stacked(TitleScene(res), table)
    stack.fit(frame)
    run_until_idle(table.presenter)
    return stack, table


def _centre(rect):
    x, y, width, height = rect
    return x + width / 2, y + height / 2


def test_the_menu_opens_with_its_first_entry_focused_and_lists_the_folded_buttons(res):
    stack, _ = _table_in(res)
    stack.handle(Action.MENU)
    menu = stack.top
    assert isinstance(menu, MenuScene)
    assert [b.action for b in menu.controls.buttons] == list(table_layout(DESIGN).menu)
    assert menu.controls.focus == 0
    assert all(button.label for button in menu.controls.buttons)


def test_enter_on_the_menu_s_first_entry_deals_a_new_round(res):
    stack, table = _table_in(res)
    stack.handle(Action.TURN)
    run_until_idle(table.presenter)
    assert table.presenter.shown.battle == 1
    stack.handle(Action.MENU)
    stack.handle(Action.TURN)  # Enter or Space on the focused entry: New round
    assert stack.top is table
    run_until_idle(table.presenter)
    assert table.presenter.shown.battle == 0 and table.session.round.battles == 0


def test_a_menu_entry_pressed_by_pointer_does_what_its_button_does(res):
    stack, table = _table_in(res)
    stack.handle(Action.MENU)
    settings = next(b for b in stack.top.controls.buttons if b.action is Action.SETTINGS)
    stack.handle(PointerDown(*_centre(settings.rect)))
    stack.handle(PointerUp(*_centre(settings.rect)))
    assert isinstance(stack.top, SettingsScene)
    assert stack.scenes[-2] is table


def test_esc_or_a_press_outside_closes_the_menu_and_nothing_else_happens(res):
    stack, table = _table_in(res)
    stack.handle(Action.MENU)
    stack.handle(Action.BACK)
    assert stack.top is table
    stack.handle(Action.MENU)
    stack.handle(PointerDown(20, 20))
    stack.handle(PointerUp(20, 20))
    assert stack.top is table and table.session.round.battles == 0


def test_a_frame_with_room_shows_every_button_and_no_menu(res):
    _, table = _table_in(res, frame_for((1024, 768)))
    shown = {button.action for button in table.controls.buttons}
    assert {Action.NEW_ROUND, Action.SETTINGS, Action.BACK, Action.RECORD} <= shown
    assert Action.MENU not in shown


def test_the_record_opens_from_the_table(res):
    stack, _ = _table_in(res)
    stack.handle(Action.RECORD)
    assert isinstance(stack.top, RecordScene)
    stack.handle(Action.BACK)
    assert isinstance(stack.top, TableScene)


def test_a_window_turned_to_portrait_mid_battle_lays_its_cards_anew_as_they_go_on(res):
    stack, table = _table_in(res, seed=570)
    stack.handle(Action.TURN)
    table.presenter.update(0.2)  # cards in flight
    portrait = Frame(720, 1280, Shape.PORTRAIT)
    stack.fit(portrait)
    layout = table_layout(portrait)
    assert table.presenter.busy  # they go on
    assert table.presenter.layout == layout
    run_until_idle(table.presenter)
    for sprite in table.presenter.sprites:
        assert sprite.y in (layout.battle_y[Side.COMPUTER], layout.battle_y[Side.PLAYER])
        assert layout.battle_x <= sprite.x
    turn = next(b for b in table.controls.buttons if b.action is Action.TURN)
    assert turn.rect == layout.buttons[Action.TURN]
    assert turn.rect[1] > layout.pile_y[Side.PLAYER] + CARD_HEIGHT  # below the table
