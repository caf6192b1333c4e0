"""Tests for badges.py and padmap.py: buttons and words name the pad's buttons while a pad
is in use, the keys while the keyboard is; the pad's names that are words come from war/words."""

from __future__ import annotations

import pygame

from war.window.input import badges
from war.window.input.actions import Action
from war.window.input.badges import Device, badge, control_names
from war.window.input.keymap import key_names
from war.window.input.pad_kinds import PadKind
from war.window.input.padmap import PAD_BUTTONS, pad_names
from war.words.pad import button_name, is_word


def test_with_the_keyboard_in_use_the_keys_are_named():
    badges.use(Device.KEYBOARD)
    for action in Action:
        assert control_names(action) == key_names(action)
        names = key_names(action)
        assert badge(action) == (names[0] if names else None)


def test_with_a_pad_in_use_its_buttons_are_named_and_its_keys_where_it_has_none():
    badges.use(Device.PAD)
    assert control_names(Action.TURN) == ["A"]
    assert control_names(Action.BACK) == ["B"]
    assert control_names(Action.PLAY_TEN) == ["X"]
    assert control_names(Action.PLAY_TO_END) == ["Y"]
    assert control_names(Action.SETTINGS) == ["Start"]
    assert control_names(Action.HELP) == ["Back"]
    assert control_names(Action.FOCUS_NEXT) == ["D-pad", "Left stick"]
    assert control_names(Action.PAGE_DOWN) == ["RB"]
    assert control_names(Action.LOG) == key_names(Action.LOG) == ["L"]  # no button for it


def test_a_button_the_pad_has_no_button_for_shows_no_badge_while_a_pad_is_in_use():
    badges.use(Device.PAD)
    assert badge(Action.TURN) == "A"
    assert badge(Action.LOG) is None and badge(Action.NEW_ROUND) is None
    badges.use(Device.KEYBOARD)
    assert badge(Action.LOG) == "L"


def test_every_pad_button_is_named_with_a_word_from_war_words_or_as_it_is_printed(
    pseudo_translation,
):
    for _, name, action in PAD_BUTTONS:
        if is_word(name):
            assert button_name(name) != name and name not in pad_names(action), name
        else:
            assert button_name(name) == name and name.isupper() and len(name) <= 2, name


def test_a_playstation_or_nintendo_pad_in_use_names_its_buttons_as_printed_on_it():
    badges.use(Device.PAD, PadKind.PS4)
    assert control_names(Action.TURN) == [button_name("Cross")] == ["Cross"]  # in words
    signs = [badge(action) for action in (Action.TURN, Action.BACK, Action.PLAY_TEN)]
    assert signs == ["✕", "○", "□"] and badge(Action.PLAY_TO_END) == "△"  # as printed
    assert badge(Action.SETTINGS) == "Options" and badge(Action.HELP) == "Share"
    assert badge(Action.PAGE_DOWN) == "R1" and badge(Action.END) == "R2"
    badges.use(Device.PAD, PadKind.NINTENDO)
    assert badge(Action.SETTINGS) == "+" and badge(Action.PAGE_UP) == "L"  # as printed
    assert control_names(Action.SETTINGS) == [button_name("Plus")] == ["Plus"]  # in words
    badges.use(Device.PAD)  # a pad of no known kind
    assert badge(Action.TURN) == "A"


def test_the_pad_last_pressed_is_the_kind_named(make_app):
    from tests.window.input.test_pads import Plug, added, button, mapped
    from war.window.scenes.title import keys_line

    app = make_app()
    plug = Plug({0: 5, 1: 6})
    plug.kinds = {5: PadKind.PS5}
    app.mapper.pads = plug.pads()
    mapped(app.mapper, added(0), added(1))
    pygame.event.post(button(5, pygame.CONTROLLER_BUTTON_DPAD_DOWN))
    app.process_input()
    assert badges.naming() == (Device.PAD, PadKind.PS5)
    assert keys_line(resumable=False).startswith("Gamepad: ✕ new round · Create rules")
    assert keys_line(resumable=False, said=True).startswith("Gamepad: Cross new round")
    pygame.event.post(button(6, pygame.CONTROLLER_BUTTON_DPAD_DOWN))  # an Xbox pad's
    app.process_input()
    assert badges.naming() == (Device.PAD, PadKind.XBOX)
    assert keys_line(resumable=False).startswith("Gamepad: A ")
