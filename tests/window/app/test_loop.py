"""Tests for loop.py: the fixed step, and run_loop driven by a fake clock and a fake sleep,
under asyncio and without it (``run_to_end``, as the desktop runs it)."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Generator

import pytest

from tests.helpers import FakeClock, FakeSleep, FakeWait
from tests.window.helpers import shown_state, sprite_state
from war.core.engine import Round
from war.window.app.loop import (
    FRAME_CAP_SECONDS,
    MAX_FRAME_SECONDS,
    MAX_STEPS_PER_FRAME,
    STEP_SECONDS,
    FixedStep,
    blocking_sleep,
    run_loop,
    run_to_end,
)
from war.window.table.presenter import FAST_PACE, Presenter

# -- FixedStep ------------------------------------------------------------------------------


def test_frame_of_two_steps_runs_two_updates():
    timestep = FixedStep(step=0.01)
    assert timestep.advance(0.02) == 2
    assert timestep.alpha == pytest.approx(0.0, abs=1e-6)


def test_short_frames_accumulate_into_a_step():
    timestep = FixedStep(step=0.01)
    assert timestep.advance(0.004) == 0
    assert timestep.alpha == pytest.approx(0.4)
    assert timestep.advance(0.004) == 0
    assert timestep.alpha == pytest.approx(0.8)
    assert timestep.advance(0.004) == 1
    assert timestep.alpha == pytest.approx(0.2)


def test_exact_multiples_never_lose_a_step_to_rounding():
    timestep = FixedStep(step=1 / 120)
    total = sum(timestep.advance(1 / 60) for _ in range(6000))
    assert total == 12000
    timestep = FixedStep(step=1 / 120)
    total = sum(timestep.advance(0.05) for _ in range(100))
    assert total == 600


def test_long_frame_is_clamped_to_max_frame():
    timestep = FixedStep(step=0.01, max_frame=0.05, max_steps=100)
    assert timestep.advance(10.0) == 5
    assert timestep.accumulator == pytest.approx(0.0, abs=1e-9)


def test_steps_per_frame_are_capped_and_backlog_dropped():
    timestep = FixedStep(step=0.01, max_frame=1.0, max_steps=4)
    assert timestep.advance(0.9) == 4
    # The backlog past the cap is dropped: at most one step is carried over.
    assert timestep.accumulator <= 0.01 + 1e-12
    assert timestep.advance(0.0) <= 1


def test_default_stall_runs_one_clamped_frame_of_steps():
    timestep = FixedStep()
    assert timestep.advance(5.0) == MAX_STEPS_PER_FRAME
    # The cap covers a whole clamped frame, so the game keeps full speed down to 4 fps.
    assert MAX_STEPS_PER_FRAME * STEP_SECONDS >= MAX_FRAME_SECONDS - 1e-9


def test_negative_frame_time_counts_as_zero():
    timestep = FixedStep(step=0.01)
    timestep.advance(0.005)
    assert timestep.advance(-3.0) == 0
    assert timestep.accumulator == pytest.approx(0.005)


def test_alpha_stays_between_zero_and_one():
    rng = random.Random(5)
    timestep = FixedStep()
    for _ in range(5000):
        timestep.advance(rng.choice([0.0, 0.001, 1 / 144, 1 / 60, 0.05, 0.3, 2.0]))
        assert 0.0 <= timestep.alpha <= 1.0


def test_reset_empties_the_accumulator():
    timestep = FixedStep(step=0.01)
    timestep.advance(0.007)
    timestep.reset()
    assert timestep.accumulator == 0.0
    assert timestep.advance(0.004) == 0


# -- run_loop -------------------------------------------------------------------------------


class CountingGame:
    """A game that records what the loop asks of it."""

    def __init__(self) -> None:
        self.running = True
        self.paused = False
        self.inputs = 0
        self.updates: list[float] = []
        self.draws: list[float] = []
        self.updates_per_frame: list[int] = []

    def process_input(self) -> None:
        self.inputs += 1
        self.updates_per_frame.append(0)

    def update(self, dt: float) -> None:
        self.updates.append(dt)
        self.updates_per_frame[-1] += 1

    def wants_draw(self) -> bool:
        return True

    def draw(self, alpha: float) -> None:
        assert 0.0 <= alpha <= 1.0
        self.draws.append(alpha)

    def idle_seconds(self) -> float:
        return 0.0  # always busy: the loop never waits


class PresenterGame:
    """A presenter playing a deal and some battles, as the loop would drive the table."""

    def __init__(self, seed: int, battles: int, speed: float = 1.0) -> None:
        self.running = True
        self.paused = False
        self.round = Round.from_seed(seed)
        self.presenter = Presenter()
        self.presenter.show_deal(self.round.dealt())
        for _ in range(battles):
            self.presenter.show_battle(self.round.play_battle())
        self.presenter.timeline.speed = speed
        self.updates = 0

    def process_input(self) -> None:
        pass

    def update(self, dt: float) -> None:
        self.updates += 1
        self.presenter.update(dt)

    def wants_draw(self) -> bool:
        return True

    def draw(self, alpha: float) -> None:
        pass

    def idle_seconds(self) -> float:
        return 0.0 if self.presenter.busy else 1.0


def run_at(game, fps: int, seconds: float, **kwargs) -> tuple[int, FakeClock, list[float]]:
    clock = FakeClock()
    sleep = FakeSleep(clock, 1 / fps)
    frames = asyncio.run(
        run_loop(game, clock=clock, sleep=sleep, max_frames=round(seconds * fps) + 1, **kwargs)
    )
    return frames, clock, sleep.calls


@pytest.mark.parametrize("speed", [1.0, FAST_PACE])
def test_animation_speed_does_not_depend_on_frame_rate(speed):
    states = {}
    for fps in (30, 60, 144, 24):
        game = PresenterGame(seed=11, battles=6, speed=speed)
        run_at(game, fps, 3.0)
        assert game.updates == 360, fps
        states[fps] = (sprite_state(game.presenter), shown_state(game.presenter))
    # The same moment of the same animation, whatever the frame rate.
    reference = PresenterGame(seed=11, battles=6, speed=speed)
    for _ in range(360):
        reference.presenter.update(STEP_SECONDS)
    expected = (sprite_state(reference.presenter), shown_state(reference.presenter))
    assert expected[0], "the chosen moment should be mid-animation"
    for fps, state in states.items():
        assert state == expected, f"{fps} fps differs"


def test_same_frame_rate_but_uneven_frames_gives_same_state():
    clock = FakeClock()
    durations = iter([0.003, 0.02, 0.011, 0.0, 0.031, 0.016] * 200)
    calls = []

    async def sleep(seconds: float) -> None:
        calls.append(seconds)
        clock.advance(next(durations))

    game = PresenterGame(seed=11, battles=6)
    frames = asyncio.run(run_loop(game, clock=clock, sleep=sleep, max_frames=1 + 6 * 30))
    assert frames == 181
    elapsed = 30 * (0.003 + 0.02 + 0.011 + 0.0 + 0.031 + 0.016)
    reference = PresenterGame(seed=11, battles=6)
    for _ in range(game.updates):
        reference.presenter.update(STEP_SECONDS)
    assert game.updates == pytest.approx(elapsed / STEP_SECONDS, abs=1)
    assert sprite_state(game.presenter) == sprite_state(reference.presenter)
    assert shown_state(game.presenter) == shown_state(reference.presenter)


def test_loop_awaits_sleep_once_per_frame_and_returns_frames_drawn():
    game = CountingGame()
    frames, _, calls = run_at(game, 60, 1.0)
    assert frames == 61
    assert len(calls) == frames == len(game.draws) == game.inputs
    # Nothing took time, so each frame sleeps its whole budget.
    assert calls == [pytest.approx(FRAME_CAP_SECONDS)] * frames
    assert all(dt == STEP_SECONDS for dt in game.updates)
    assert len(game.updates) == 120


def test_loop_sleeps_zero_when_the_frame_is_over_budget():
    clock = FakeClock()

    class Slow(CountingGame):
        def draw(self, alpha: float) -> None:
            super().draw(alpha)
            clock.advance(0.03)  # drawing took longer than a frame

    game = Slow()
    sleep = FakeSleep(clock, 0.0)
    asyncio.run(run_loop(game, clock=clock, sleep=sleep, max_frames=5))
    assert sleep.calls == [0] * 5


def test_slow_updates_never_spiral():
    clock = FakeClock()

    class Heavy(CountingGame):
        def update(self, dt: float) -> None:
            super().update(dt)
            clock.advance(0.02)  # each update costs more than the time it simulates

    game = Heavy()
    sleep = FakeSleep(clock, 0.0)
    frames = asyncio.run(run_loop(game, clock=clock, sleep=sleep, max_frames=50))
    assert frames == 50
    assert max(game.updates_per_frame) <= MAX_STEPS_PER_FRAME


def test_loop_stops_when_the_game_stops_running():
    game = CountingGame()

    def process_input() -> None:
        game.inputs += 1
        game.updates_per_frame.append(0)
        if game.inputs == 5:
            game.running = False

    game.process_input = process_input  # type: ignore[method-assign]  # replaced for this test
    frames, _, calls = run_at(game, 60, 10.0)
    assert frames == 4
    assert len(game.draws) == 4  # the frame that quit is not drawn
    assert len(calls) == 4


def test_paused_game_is_not_updated_and_resume_does_not_catch_up():
    game = CountingGame()
    fps = 60
    paused_frames = range(10, 110)

    def process_input() -> None:
        frame = game.inputs
        game.inputs += 1
        game.updates_per_frame.append(0)
        game.paused = frame in paused_frames

    game.process_input = process_input  # type: ignore[method-assign]  # replaced for this test
    frames, _, _ = run_at(game, fps, 2.0)
    assert frames == 121
    per_frame = game.updates_per_frame
    assert all(per_frame[f] == 0 for f in paused_frames)
    assert len(game.draws) == frames  # still drawn while paused
    # After resuming: one frame's worth of steps, not the 100 paused frames' worth.
    assert per_frame[110] <= 2
    assert per_frame[111:] == [2] * (frames - 111)
    assert sum(per_frame) <= 2 * (frames - len(paused_frames))


def test_presenter_frozen_while_paused():
    game = PresenterGame(seed=11, battles=3)
    before = None

    def process_input() -> None:
        nonlocal before
        game.paused = game.updates >= 60
        if game.paused and before is None:
            before = (sprite_state(game.presenter), shown_state(game.presenter))

    game.process_input = process_input  # type: ignore[method-assign]  # replaced for this test
    run_at(game, 60, 5.0)
    assert game.updates == 60
    assert (sprite_state(game.presenter), shown_state(game.presenter)) == before


def test_a_frame_is_drawn_only_when_the_game_wants_it():
    game = CountingGame()
    wanted = [frame % 3 == 0 for frame in range(30)]

    def wants_draw() -> bool:
        return wanted[game.inputs - 1]

    game.wants_draw = wants_draw  # type: ignore[method-assign]  # replaced for this test
    frames, _, calls = run_at(game, 60, 29 / 60)
    assert frames == 30
    assert len(game.draws) == sum(wanted) == 10
    assert len(calls) == 30  # the loop still paces and yields every frame


# -- waiting for input while nothing moves ------------------------------------------------


class StillGame:
    """A game that is still once ``busy`` frames have passed, and then waits up to ``idle``
    seconds; ``pressed`` is input waiting to be read, which starts ``moving`` frames of
    motion. ``log`` records each pass: what was read, the steps run, what was drawn."""

    def __init__(self, *, busy: int = 3, idle: float = 0.75, moving: int = 0) -> None:
        self.running = True
        self.paused = False
        self.busy = busy
        self.idle = idle
        self.moving = moving
        self.pressed = 0  # presses waiting to be read
        self.presses = 0  # presses read
        self.frames = 0
        self.left = busy  # frames still moving
        self.log: list[dict[str, int]] = []

    def process_input(self) -> None:
        self.log.append({"read": self.pressed, "steps": 0, "drawn": -1})
        if self.pressed:
            self.presses += self.pressed
            self.pressed = 0
            self.left = max(self.left, self.moving)

    def update(self, dt: float) -> None:
        self.log[-1]["steps"] += 1

    def wants_draw(self) -> bool:
        return self.left > 0

    def draw(self, alpha: float) -> None:
        self.log[-1]["drawn"] = self.presses  # the picture shows the presses read so far
        self.left -= 1

    def idle_seconds(self) -> float:
        return 0.0 if self.left > 0 else self.idle


def run_waiting(game, wait_on=None, *, waited: float | None = None, frames: int = 20):
    clock = FakeClock()
    sleep = FakeSleep(clock, FRAME_CAP_SECONDS)
    wait = FakeWait(clock, wait_on, waited)
    run_to_end(run_loop(game, clock=clock, sleep=sleep, wait=wait, max_frames=frames))
    return wait, sleep


def test_a_still_game_waits_for_input_as_long_as_it_says_nothing_is_due():
    game = StillGame(busy=3, idle=0.75)
    wait, _ = run_waiting(game, frames=10)
    # The moving frames pace by the sleep; from the last one drawn on, each pass ends waiting.
    assert wait.calls == [0.75] * 8
    assert [entry["drawn"] >= 0 for entry in game.log] == [True] * 3 + [False] * 7


def test_a_game_that_is_always_moving_never_waits():
    game = CountingGame()
    wait, sleep = run_waiting(game, frames=30)
    assert wait.calls == []
    assert sleep.calls == [pytest.approx(FRAME_CAP_SECONDS)] * 30


def test_input_ends_the_wait_and_the_press_is_drawn_in_the_next_pass():
    game = StillGame(busy=2, moving=4)

    def press(n: int) -> bool:
        if n == 3:
            game.pressed += 1  # an event came: the wait ends with it there to read
            return True
        return False

    wait, _ = run_waiting(game, press, waited=0.2, frames=12)
    read = next(index for index, entry in enumerate(game.log) if entry["read"])
    # Two frames drawn, the second ending in the first wait; the press came in the fourth.
    assert read == 5
    assert game.log[read]["drawn"] == 1  # the very pass that read it shows it
    assert [entry["drawn"] for entry in game.log[read : read + 4]] == [1] * 4  # it moves
    # Then still again: from its last moving frame on, each pass waits again.
    assert len(wait.calls) == 4 + len(game.log[read + 3 :])


def test_after_a_wait_the_next_pass_runs_one_frames_steps_however_long_it_waited():
    game = StillGame(busy=2, idle=30.0, moving=3)

    def press(n: int) -> bool:
        game.pressed += n == 1
        return n == 1

    run_waiting(game, press, frames=8)  # each wait takes its whole 30 s timeout
    steps = [entry["steps"] for entry in game.log]
    per_frame = round(FRAME_CAP_SECONDS / STEP_SECONDS)
    assert per_frame == 2
    # No burst of catching up: 30 s waited are no game time, a pass after a wait runs
    # one frame's steps, the pressed pass as every other.
    assert steps[1:] == [per_frame] * 7


def test_a_wait_that_ends_at_once_still_paces_the_loop_by_the_frame():
    game = StillGame(busy=1, idle=5.0)
    clock = FakeClock()
    sleep = FakeSleep(clock, FRAME_CAP_SECONDS)
    wait = FakeWait(clock, lambda n: True, seconds=0.0)  # "an event is there", always
    run_to_end(run_loop(game, clock=clock, sleep=sleep, wait=wait, max_frames=10))
    assert len(wait.calls) == 10
    assert sleep.calls == [pytest.approx(FRAME_CAP_SECONDS)] * 10  # it never spins


def test_a_timer_due_ends_the_wait_and_fires_in_the_pass_after():
    clock = FakeClock()
    due = clock.now + 10.0

    class Timed(StillGame):
        """Due at a moment on the clock: it waits no longer than until then."""

        fired_at: float | None = None

        def update(self, dt: float) -> None:
            super().update(dt)
            if self.fired_at is None and clock() >= due:
                self.fired_at = clock()
                self.left = 1  # what it changes is drawn

        def idle_seconds(self) -> float:
            if self.left > 0:
                return 0.0
            return due - clock() if self.fired_at is None else 60.0

    game = Timed(busy=1)
    sleep = FakeSleep(clock, FRAME_CAP_SECONDS)
    wait = FakeWait(clock)
    run_to_end(run_loop(game, clock=clock, sleep=sleep, wait=wait, max_frames=4))
    assert wait.calls[0] == pytest.approx(10.0)
    assert game.fired_at == pytest.approx(due + FRAME_CAP_SECONDS)
    assert game.log[1]["drawn"] == 0  # the pass after the timed wait drew what it changed
    assert wait.calls[1:] == [60.0] * 3


def test_an_animation_plays_frame_after_frame_and_only_then_the_loop_waits():
    game = PresenterGame(seed=11, battles=2)
    reference = PresenterGame(seed=11, battles=2)
    steps = 0
    while reference.presenter.busy:
        reference.presenter.update(STEP_SECONDS)
        steps += 1

    def still(n: int) -> bool:
        assert not game.presenter.busy, "waited while the animation moved"
        return False

    frames = steps // 2 + 20
    wait, sleep = run_waiting(game, still, frames=frames)
    assert len(wait.calls) >= 19  # once it is still, every pass waits
    assert sprite_state(game.presenter) == sprite_state(reference.presenter)
    assert shown_state(game.presenter) == shown_state(reference.presenter)


def test_the_browser_loop_is_given_no_wait_and_only_sleeps_a_frame_at_a_time():
    game = StillGame(busy=2, idle=10.0)
    clock = FakeClock()
    sleep = FakeSleep(clock, FRAME_CAP_SECONDS)
    frames = asyncio.run(run_loop(game, clock=clock, sleep=sleep, max_frames=40))
    assert frames == 40
    assert sleep.calls == [pytest.approx(FRAME_CAP_SECONDS)] * 40
    assert clock.now == pytest.approx(1000.0 + 40 * FRAME_CAP_SECONDS)


# -- run_to_end: the loop without an event loop ------------------------------------------


def test_without_an_event_loop_the_loop_runs_the_same_frames_as_under_asyncio():
    runs = []
    for run in (asyncio.run, run_to_end):
        game = PresenterGame(seed=11, battles=6)
        clock = FakeClock()
        sleep = FakeSleep(clock, 1 / 60)
        frames = run(run_loop(game, clock=clock, sleep=sleep, max_frames=200))
        runs.append((frames, game.updates, sleep.calls, sprite_state(game.presenter)))
    assert runs[0] == runs[1]
    assert runs[1][0] == 200


def test_the_blocking_sleep_waits_as_long_as_asked():
    started = time.perf_counter()
    run_to_end(blocking_sleep(0.02))
    assert time.perf_counter() - started >= 0.02


def test_a_coroutine_that_suspends_is_refused_and_closed():
    class Suspend:
        def __await__(self) -> Generator[None, None, None]:
            yield  # hands control to an event loop, which run_to_end is not

    finished = []

    async def waits() -> None:
        try:
            await Suspend()
        finally:
            finished.append(True)

    with pytest.raises(RuntimeError, match="event loop"):
        run_to_end(waits())
    assert finished == [True]  # closed: its cleanup ran, nothing left pending
