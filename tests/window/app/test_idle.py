"""Tests for app.py's rest: once nothing moves the App draws nothing and the loop waits for
input (a fake wait here, as SDL's would be), yet whatever changes without input is shown:
a press, the day's end, a notice, a new window size, card art made ahead."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pygame

from tests.helpers import FakeClock, FakeSleep, FakeWait
from tests.window.helpers import click_events, key_event, window_point
from war.window.app.app import IDLE_WAIT_SECONDS, SETTLE_SECONDS, App
from war.window.app.loop import FRAME_CAP_SECONDS, run_loop, run_to_end
from war.window.layout.units import LOGICAL_CENTRE_X
from war.window.scenes.table import TableScene

FRAMES_TO_SETTLE = 240  # 4 s: a deal lands, the art is made, and the window rests


class Run:
    """The App through the real loop, with a fake clock, sleep and wait. ``on_wait(n)`` is
    called at the n-th wait (it may post events: input coming). Each pass is logged: the
    waits before it, and whether it drew."""

    def __init__(self, app: App, on_wait: Callable[[int], object] | None = None) -> None:
        self.app = app
        self.clock = FakeClock()
        self.sleep = FakeSleep(self.clock, FRAME_CAP_SECONDS)
        self.wait = FakeWait(self.clock, on_wait)
        self.drawn: list[int] = []  # the number of waits before each frame drawn
        draw = app.draw

        def drawing(alpha: float) -> None:
            self.drawn.append(len(self.wait.calls))
            draw(alpha)

        app.draw = drawing  # type: ignore[method-assign]  # counted for this test

    def frames(self, count: int) -> None:
        self.app.running = True
        loop = run_loop(
            self.app, clock=self.clock, sleep=self.sleep, wait=self.wait, max_frames=count
        )
        run_to_end(loop)

    def settle(self) -> None:
        """Run until the app is resting: the last frames are not drawn, each waits."""
        self.frames(FRAMES_TO_SETTLE)
        waits, drawn = len(self.wait.calls), len(self.drawn)
        self.frames(10)
        assert len(self.drawn) == drawn, "still drawing after 4 s with nothing moving"
        assert len(self.wait.calls) == waits + 10
        self.wait.calls.clear()
        self.drawn.clear()


def test_a_still_title_draws_nothing_and_waits_the_longest_wait(make_app):
    run = Run(make_app())
    run.settle()
    run.frames(30)
    assert run.drawn == []
    assert run.wait.calls == [IDLE_WAIT_SECONDS] * 30


def test_a_still_table_draws_nothing_and_waits(make_app):
    app = make_app(seed=3)
    run = Run(app)
    run.settle()
    assert isinstance(app.scenes.top, TableScene) and not app.scenes.top.animating()
    run.frames(30)
    assert run.drawn == []
    assert run.wait.calls == [IDLE_WAIT_SECONDS] * 30


def test_a_key_pressed_while_waiting_is_drawn_in_the_pass_it_wakes(make_app):
    app = make_app(seed=3)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    run = Run(app)
    run.settle()
    before = pygame.image.tobytes(app.window.get_surface(), "RGB")
    run.wait.on_wait = lambda n: n == 5 and [pygame.event.post(key_event(pygame.K_SPACE))]
    battles = table.session.round.battles
    run.frames(7)
    # Five waits with nothing, then the press came in the sixth: the next pass drew it.
    assert run.drawn[0] == 6
    assert table.session.round.battles == battles + 1
    assert pygame.image.tobytes(app.window.get_surface(), "RGB") != before
    assert table.presenter.busy


def test_a_click_wakes_the_title_and_it_draws_until_it_settles_again(make_app):
    app = make_app()
    run = Run(app)
    run.settle()
    point = window_point(app.window.size, (LOGICAL_CENTRE_X, 20))
    run.wait.on_wait = lambda n: n == 2 and [pygame.event.post(e) for e in click_events(point)]
    settle_frames = round(SETTLE_SECONDS / FRAME_CAP_SECONDS)
    run.frames(3 + settle_frames + 5)
    # Drawn from the pass the click woke, every frame while hover and the like settle (no
    # wait meanwhile), then it rests again.
    assert set(run.drawn) == {3}
    assert len(run.drawn) >= settle_frames - 1
    assert len(run.wait.calls) > 3  # then it rests again


def test_a_key_held_down_keeps_the_loop_running_to_repeat_it_until_let_go(make_app):
    app = make_app()
    run = Run(app)
    run.settle()
    pygame.event.post(key_event(pygame.K_RIGHT))  # the focus moves, and again while held
    run.frames(120)
    assert run.wait.calls == []  # two seconds held: not one wait
    focus_moves = len(run.drawn)
    assert focus_moves == 120  # each repeat moves the focus: drawn all along
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RIGHT, mod=0))
    run.frames(120)
    assert run.wait.calls  # let go, it rests again


def test_the_mouse_button_held_still_keeps_game_time_running(make_app):
    app = make_app()
    run = Run(app)
    run.settle()
    point = window_point(app.window.size, (LOGICAL_CENTRE_X, 20))
    down, up = click_events(point)
    pygame.event.post(down)
    run.frames(120)
    assert run.wait.calls == []  # a drag held still is timed in game time (no flick)
    pygame.event.post(up)
    run.frames(120)
    assert run.wait.calls


def test_the_day_rolling_over_is_drawn_after_the_wait_it_ends_in(make_app):
    app = make_app()
    days = [date(2026, 12, 2)]
    app.res.today = lambda: days[-1]
    run = Run(app)
    run.settle()

    def midnight(n: int) -> None:
        if n == 4:
            days.append(date(2026, 12, 3))

    run.wait.on_wait = midnight
    run.frames(8)
    # Midnight came in the fifth wait, which ended at its timeout, no input: the pass after
    # it drew the new day's line (the title's line on today's deal).
    assert run.drawn[0] == 5
    run.drawn.clear()
    run.frames(60)
    assert len(run.drawn) < 60  # then it rests again


def test_a_notice_that_comes_while_waiting_is_drawn(make_app):
    app = make_app()
    run = Run(app)
    run.settle()
    # In the third wait, as the app reads a voice that stopped speaking by itself.
    run.wait.on_wait = lambda n: n == 2 and app.res.store.notice("Speech stopped.")
    run.frames(6)
    assert run.drawn and run.drawn[0] == 3


def test_a_new_window_size_settles_and_is_drawn_though_the_loop_waits_between(make_app):
    app = make_app()
    run = Run(app)
    run.settle()
    app.window.size = (1000, 700)
    run.frames(FRAMES_TO_SETTLE)
    assert app.screen.size == (1000, 700)
    assert run.drawn  # the new size's frame was drawn
    assert run.wait.calls  # and then it rested


def test_paused_it_waits_even_mid_animation_and_resumes_where_it_was(make_app):
    app = make_app(seed=3)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    run = Run(app)
    run.frames(10)
    assert table.presenter.busy  # dealing
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    run.frames(10)
    assert app.paused
    assert run.wait.calls == [IDLE_WAIT_SECONDS] * 10  # game time stands still: it waits
    assert table.presenter.busy
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSGAINED))
    run.wait.calls.clear()
    run.frames(10)
    assert not app.paused and run.wait.calls == []  # the deal plays on, frame by frame


def test_card_art_is_made_ahead_frame_by_frame_before_the_title_rests(make_app):
    app = make_app()
    run = Run(app)
    cards = app.screen.cards
    run.frames(round(SETTLE_SECONDS / FRAME_CAP_SECONDS) + 1)
    assert cards.pending > 0  # the title has settled, the art is not all made
    assert run.wait.calls == []
    run.frames(FRAMES_TO_SETTLE)
    assert cards.pending == 0
    assert run.wait.calls
