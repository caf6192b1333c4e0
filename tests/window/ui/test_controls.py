"""Tests for controls.py: hover, press and release, for mouse and touch; areas and buttons alike."""

from __future__ import annotations

from war.window.input.actions import Action, PointerDown, PointerMove, PointerUp
from war.window.ui.controls import Area, Button, Controls

RECT = (100, 100, 200, 50)
INSIDE = (150, 120)
OUTSIDE = (20, 20)


def button(enabled: bool = True) -> Button:
    return Button(Action.TURN, RECT, lambda: enabled, label="Turn cards")


def test_hover_follows_the_pointer():
    b = button()
    b.handle(PointerMove(*INSIDE, held=False))
    assert b.hovered
    b.handle(PointerMove(*OUTSIDE, held=False))
    assert not b.hovered


def test_press_and_release_inside_fires_once():
    b = button()
    assert b.handle(PointerDown(*INSIDE)) is None
    assert b.pressed
    assert b.handle(PointerUp(*INSIDE)) is Action.TURN
    assert not b.pressed
    assert b.handle(PointerUp(*INSIDE)) is None  # a stray second release fires nothing


def test_dragging_off_before_release_cancels():
    b = button()
    b.handle(PointerDown(*INSIDE))
    b.handle(PointerMove(*OUTSIDE, held=True))
    assert not b.pressed
    assert b.handle(PointerUp(*INSIDE)) is None


def test_a_press_that_began_elsewhere_does_not_fire():
    b = button()
    b.handle(PointerDown(*OUTSIDE))
    assert b.handle(PointerUp(*INSIDE)) is None


def test_a_disabled_button_neither_presses_nor_fires():
    b = button(enabled=False)
    b.handle(PointerDown(*INSIDE))
    assert not b.pressed
    assert b.handle(PointerUp(*INSIDE)) is None


def test_a_mouse_release_keeps_hover_but_a_lifted_finger_does_not():
    mouse = button()
    mouse.handle(PointerDown(*INSIDE))
    mouse.handle(PointerUp(*INSIDE))
    assert mouse.hovered
    finger = button()
    finger.handle(PointerDown(*INSIDE))
    assert finger.handle(PointerUp(*INSIDE, touch=True)) is Action.TURN
    assert not finger.hovered


def test_controls_fire_only_the_button_under_the_release():
    left = Button(Action.TURN, (0, 0, 100, 40), label="A")
    right = Button(Action.HELP, (200, 0, 100, 40), label="B")
    controls = Controls([left, right])
    controls.handle(PointerDown(250, 20))
    assert controls.handle(PointerUp(250, 20)) is right


def test_a_bare_area_acts_like_a_button():
    area = Area(Action.TURN, (0, 0, 100, 40))
    controls = Controls([], areas=[area])
    controls.handle(PointerDown(50, 20))
    assert controls.handle(PointerUp(50, 20)) is area


def test_release_forgets_hover_and_press():
    b = button()
    controls = Controls([b])
    controls.handle(PointerDown(*INSIDE))
    assert b.pressed and b.hovered
    controls.release()
    assert not (b.pressed or b.hovered)
    assert controls.handle(PointerUp(*INSIDE)) is None


def focused_label(controls: Controls) -> str | None:
    focused = controls.focused
    return None if focused is None else focused.label


def test_tab_moves_the_focus_over_the_enabled_buttons_round_the_end():
    on = [Button(Action.TURN, (0, 0, 10, 10), label=str(i)) for i in range(3)]
    off = Button(Action.HELP, (0, 0, 10, 10), lambda: False, label="off")
    controls = Controls([on[0], off, on[1], on[2]])
    assert controls.focused is None  # no ring until the keyboard is used
    steps = []
    for _ in range(4):
        controls.move_focus(1)
        steps.append(focused_label(controls))
    assert steps == ["0", "1", "2", "0"]  # the disabled one is passed over
    controls.move_focus(-1)
    assert focused_label(controls) == "2"
    controls.handle(PointerDown(5, 5))  # the pointer again: no ring
    assert controls.focused is None
