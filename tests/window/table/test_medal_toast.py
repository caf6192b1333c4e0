"""Tests for table/medal_toast.py and the table showing it: a medal earned shows a moment
over the table at the round's end, before Round over, and is said on the status line;
any press skips it; reduced motion keeps it still, and at the Instant speed only the
status line says it."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from tests.helpers import run_until
from tests.window.helpers import HeardSound, RecordingScreen, stacked
from war.session.medals import Medal
from war.store.settings import Settings, Speed
from war.window.audio.cues import Cue
from war.window.input.actions import Action
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.table import TableScene
from war.window.scenes.title import TitleScene
from war.window.table.medal_toast import TOAST_DROP, MedalToast, toast_steps
from war.window.table.motion import NORMAL, motion_for
from war.window.table.tween import Timeline

DAY = date(2027, 1, 3)  # its deal is won: a first win, and a deal of the day won
EARNED = "Medals earned: First win · Deal of the day won"


def test_no_medal_or_the_instant_speed_shows_nothing():
    assert toast_steps(MedalToast(), (), NORMAL) is None
    instant = motion_for(Settings(speed=Speed.INSTANT))
    assert toast_steps(MedalToast(), (Medal.FIRST_WIN,), instant) is None


@pytest.mark.parametrize("reduced", [False, True], ids=["moving", "reduced motion"])
def test_the_moment_shows_the_medals_then_goes(reduced):
    toast = MedalToast()
    motion = motion_for(Settings(reduced_motion=reduced))
    steps = toast_steps(toast, (Medal.FIRST_WIN,), motion)
    assert steps is not None
    timeline = Timeline()
    timeline.add(steps)
    timeline.update(0.001)
    assert toast.medals == (Medal.FIRST_WIN,)
    assert toast.rise == (0.0 if reduced else pytest.approx(TOAST_DROP, abs=1.0))
    seen_rise = []

    def step(dt: float) -> None:
        timeline.update(dt)
        seen_rise.append(toast.rise)

    run_until(step, lambda: not timeline.busy)
    assert not toast.showing
    if reduced:
        assert set(seen_rise) == {0.0}  # it never moves


def won_the_day(res, settings: Settings | None = None) -> tuple:
    """The day's deal played on the table until its last battle has landed and counted."""
    res.store.save_settings(replace(settings or Settings(), tip_seen=True))
    res.today = lambda: DAY
    res.sound = heard = HeardSound()
    table = TableScene(res, daily=True)
    stack = stacked(TitleScene(res), table)
    table.moves.play(table.session.round.battle_limit or 10_000)
    table.presenter.finish()
    stack.update(0.0)
    assert table.session.medals_earned == (Medal.FIRST_WIN, Medal.DAILY_WIN)
    return stack, table, heard


def test_a_medal_earned_shows_after_the_rounds_end_then_round_over_comes(res):
    stack, table, heard = won_the_day(res)
    run_until(stack.update, lambda: table.moves.toast.showing)
    assert table.presenter.status == ""  # the moment lies where it is written
    assert Cue.MEDAL in heard.cues
    screen = RecordingScreen((1280, 720), res.fonts)
    stack.draw(screen, 1.0)
    drawn = [text.words for text in screen.text_drawn]
    assert "Medals earned!" in drawn and "First win · Deal of the day won" in drawn
    assert stack.top is table
    run_until(stack.update, lambda: isinstance(stack.top, RoundOverScene))
    assert not table.moves.toast.showing
    assert table.presenter.status == EARNED


def test_any_press_skips_the_moment_to_round_over(res):
    stack, table, heard = won_the_day(res)
    run_until(stack.update, lambda: table.moves.toast.showing)
    stack.handle(Action.TURN)
    assert not table.moves.toast.showing
    stack.update(0.0)
    assert isinstance(stack.top, RoundOverScene)
    assert table.presenter.status == EARNED


def test_a_press_before_the_moment_skips_it_too_and_still_says_the_medals(res):
    stack, table, heard = won_the_day(res)
    stack.handle(Action.TURN)  # during the flourish: the rest of the end lands at once
    stack.update(0.0)
    assert isinstance(stack.top, RoundOverScene)
    assert table.presenter.status == EARNED
    assert Cue.MEDAL not in heard.cues  # landed at once: silent


def test_at_the_instant_speed_only_the_status_line_says_it(res):
    stack, table, heard = won_the_day(res, Settings(speed=Speed.INSTANT))
    assert not table.moves.toast.showing
    assert isinstance(stack.top, RoundOverScene)
    assert table.presenter.status == EARNED
    assert Cue.MEDAL in heard.cues


def test_a_round_that_earns_no_medal_shows_none(res):
    won_the_day(res)  # the medals of a first win and a deal of the day won are held now
    # The same deal again, as the day's: nothing new to earn.
    table = TableScene(res, daily=True)
    stack = stacked(TitleScene(res), table)
    table.moves.play(10_000)
    table.presenter.finish()
    stack.update(0.0)
    assert table.session.medals_earned == ()
    run_until(stack.update, lambda: isinstance(stack.top, RoundOverScene))
    assert table.presenter.status != EARNED
