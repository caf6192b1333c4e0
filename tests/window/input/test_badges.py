"""Tests for badges.py and padmap.py: buttons and words name the pad's buttons while a pad
is in use, the keys while the keyboard is; the pad's names that are words come from war/words."""

from __future__ import annotations

from war.window.input import badges
from war.window.input.actions import Action
from war.window.input.badges import Device, badge, control_names
from war.window.input.keymap import key_names
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
