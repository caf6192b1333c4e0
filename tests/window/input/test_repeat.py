"""Tests for repeat.py: a held move repeats after its delay, then at its interval, in game time."""

from __future__ import annotations

from war.window.input.actions import Action
from war.window.input.repeat import (
    REPEAT_DELAY_SECONDS,
    REPEAT_INTERVAL_SECONDS,
    REPEATING,
    Move,
    Repeater,
)

STEP = 1 / 120  # the loop's fixed step


def held_for(repeater: Repeater, seconds: float) -> list[Move]:
    """Tick the repeater in the loop's steps for ``seconds``; the repeats made."""
    for _ in range(round(seconds / STEP)):
        repeater.tick(STEP)
    return repeater.take()


def test_a_held_move_repeats_after_the_delay_then_at_each_interval():
    repeater = Repeater()
    repeater.press(("key", 1), Action.SCROLL_DOWN)
    assert held_for(repeater, REPEAT_DELAY_SECONDS - STEP) == []
    assert held_for(repeater, STEP) == [Action.SCROLL_DOWN]
    assert held_for(repeater, 5 * REPEAT_INTERVAL_SECONDS) == [Action.SCROLL_DOWN] * 5


def test_a_long_step_makes_every_repeat_it_spans():
    repeater = Repeater(delay=0.4, interval=0.1)
    repeater.press("stick", Action.RIGHT)
    repeater.tick(0.7)
    assert repeater.take() == [Action.RIGHT] * 4  # at 0.4, 0.5, 0.6 and 0.7


def test_let_go_it_repeats_no_more():
    repeater = Repeater()
    repeater.press("dpad", Action.LEFT)
    held_for(repeater, REPEAT_DELAY_SECONDS + REPEAT_INTERVAL_SECONDS)
    repeater.release("dpad")
    assert held_for(repeater, 2.0) == [] and not repeater.holding


def test_what_is_not_a_move_never_repeats():
    repeater = Repeater()
    for action in set(Action) - REPEATING:  # A, B, X, Y, Start, Back; Space, Esc, T...
        repeater.press(action.name, action)
    assert held_for(repeater, 2.0) == [] and not repeater.holding
    assert {
        Action.LEFT,
        Action.RIGHT,
        Action.SCROLL_UP,
        Action.SCROLL_DOWN,
        Action.PAGE_UP,
        Action.PAGE_DOWN,
    } == REPEATING


def test_each_source_held_repeats_on_its_own_clock():
    repeater = Repeater(delay=0.4, interval=0.1)
    repeater.press("a", Action.PAGE_DOWN)
    repeater.tick(0.2)
    repeater.press("b", Action.PAGE_UP)
    repeater.tick(0.2)
    assert repeater.take() == [Action.PAGE_DOWN]
    repeater.tick(0.2)
    assert repeater.take() == [Action.PAGE_DOWN, Action.PAGE_DOWN, Action.PAGE_UP]


def test_pressed_again_the_delay_starts_again():
    repeater = Repeater(delay=0.4, interval=0.1)
    repeater.press("a", Action.SCROLL_UP)
    repeater.tick(0.3)
    repeater.press("a", Action.SCROLL_UP)
    repeater.tick(0.3)
    assert repeater.take() == []


def test_release_all_lets_go_of_the_sources_it_is_told():
    repeater = Repeater(delay=0.4, interval=0.1)
    repeater.press(("pad", 1, "x"), Action.LEFT)
    repeater.press(("pad", 2, "x"), Action.RIGHT)
    repeater.release_all(lambda source: source == ("pad", 1, "x"))
    repeater.tick(0.4)
    assert repeater.take() == [Action.RIGHT]
    repeater.release_all()
    repeater.tick(1.0)
    assert repeater.take() == [] and not repeater.holding


def test_repeats_made_but_not_yet_taken_go_with_the_sources_let_go():
    repeater = Repeater(delay=0.4, interval=0.1)
    repeater.press("a", Action.LEFT)
    repeater.press("b", Action.RIGHT)
    repeater.tick(0.4)  # each made one, to be taken at the next poll
    repeater.release_all(lambda source: source == "a")
    assert repeater.take() == [Action.RIGHT]


def test_a_move_held_by_a_key_and_a_pad_at_once_repeats_once_at_its_pace():
    repeater = Repeater(delay=0.4, interval=0.1)
    repeater.press(("key", 1), Action.SCROLL_DOWN)
    repeater.press(("pad", 0, "button", 12), Action.SCROLL_DOWN)
    assert held_for(repeater, 1.0) == [Action.SCROLL_DOWN] * 7  # at 0.4, 0.5, ... 1.0
    repeater.release(("key", 1))  # the pad still holds it: it goes on, at the same pace
    assert held_for(repeater, 0.5) == [Action.SCROLL_DOWN] * 5
    repeater.press(("key", 2), Action.SCROLL_UP)  # another move held meanwhile: its own
    assert held_for(repeater, 0.4) == [Action.SCROLL_DOWN] * 4 + [Action.SCROLL_UP]


def test_a_pad_unplugged_mid_hold_hands_its_pace_to_the_key_still_held():
    repeater = Repeater(delay=0.4, interval=0.1)
    repeater.press(("pad", 0, "button", 12), Action.SCROLL_DOWN)
    repeater.press(("key", 1), Action.SCROLL_DOWN)
    assert held_for(repeater, 1.0) == [Action.SCROLL_DOWN] * 7
    repeater.release_all(lambda source: source != ("key", 1))  # unplugged: no release comes
    assert held_for(repeater, 0.5) == [Action.SCROLL_DOWN] * 5  # no new 0.4 s delay
