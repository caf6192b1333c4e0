"""Helpers for every kind of test: bounded waits, fake time, and deals with what a test needs.

Nothing here imports pygame (window tests have tests/window/helpers.py), so the tests of the
parts that never draw run where pygame cannot be imported.
"""

from __future__ import annotations

import functools
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from war.core.cards import shuffled_deck
from war.core.engine import Round, play_fast
from war.core.events import CardLaidFaceDown, Reason, WarDeclared
from war.window.app.loop import STEP_SECONDS

ROOT = Path(__file__).resolve().parent.parent  # the repository
SHORT_ROUND_BATTLES = 30
WAIT_LIMIT_SECONDS = 120.0  # of game time: far past any animation, so a hang fails fast
START_SECONDS = 30.0  # the longest wait for a started game's first frame


def run_until(
    update: Callable[[float], object],
    done: Callable[[], bool],
    *,
    dt: float = STEP_SECONDS,
    limit: float = WAIT_LIMIT_SECONDS,
) -> float:
    """Call ``update(dt)`` until ``done()``; return the game time it took.

    Fails after ``limit`` seconds of game time, so a regression fails instead of hanging.
    """
    elapsed = 0.0
    while not done():
        if elapsed > limit:
            raise AssertionError(f"still waiting after {limit:.0f} s of game time")
        update(dt)
        elapsed += dt
    return elapsed


def steps_while(going: Callable[[], bool], limit: int = 100_000) -> Iterator[int]:
    """Count steps while ``going()`` holds: ``for step in steps_while(...)`` is a bounded
    ``while``, failing after ``limit`` steps so a regression fails instead of hanging."""
    for step in range(limit):
        if not going():
            return
        yield step
    raise AssertionError(f"still going after {limit} steps")


class FakeClock:
    """A clock that moves only when told to."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class FakeSleep:
    """An async sleep for run_loop that advances ``clock`` one frame, whatever it is asked.

    ``on_frame(n)`` runs after frame ``n`` (0-based) is drawn; it may post events.
    The requested sleep durations are kept in ``calls``.
    """

    def __init__(
        self,
        clock: FakeClock,
        frame_seconds: float,
        on_frame: Callable[[int], object] | None = None,
    ) -> None:
        self.clock = clock
        self.frame_seconds = frame_seconds
        self.on_frame = on_frame
        self.calls: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)
        if self.on_frame is not None:
            self.on_frame(len(self.calls) - 1)
        self.clock.advance(self.frame_seconds)


class FakeWait:
    """A wait for run_loop's ``wait``: moves ``clock`` on by ``seconds`` (None: the whole
    timeout, as when nothing comes) and returns what ``on_wait(n)`` does at the ``n``-th wait
    (0-based); it may post events, which is input coming. The timeouts are kept in
    ``calls``."""

    def __init__(
        self,
        clock: FakeClock,
        on_wait: Callable[[int], object] | None = None,
        seconds: float | None = None,
    ) -> None:
        self.clock = clock
        self.on_wait = on_wait
        self.seconds = seconds
        self.calls: list[float] = []

    def __call__(self, timeout: float) -> bool:
        self.calls.append(timeout)
        self.clock.advance(timeout if self.seconds is None else self.seconds)
        return self.on_wait is not None and bool(self.on_wait(len(self.calls) - 1))


@functools.cache
def short_seed(
    max_battles: int = SHORT_ROUND_BATTLES, start: int = 6000, reason: Reason | None = None
) -> int:
    """The first seed from ``start`` whose round ends within ``max_battles`` battles."""
    for seed in range(start, start + 5000):
        outcome = play_fast(shuffled_deck(seed))
        if outcome.battles <= max_battles and reason in (None, outcome.reason):
            return seed
    raise AssertionError("no short round found")


@functools.cache
def war_seed(depth: int = 1) -> int:
    """The first seed whose first battle has a war of at least ``depth`` and no short end."""
    for seed in range(5000):
        events = Round.from_seed(seed).play_battle()
        wars = [e for e in events if isinstance(e, WarDeclared)]
        laid = [e for e in events if isinstance(e, CardLaidFaceDown)]
        if len(wars) >= depth and len(laid) == 2 * len(wars):
            return seed
    raise AssertionError("no war found")


def first_frame_then_sigterm(
    folder: Path,
    run_dir: Path,
    program: Sequence[str] = (sys.executable, str(ROOT / "main.py")),
    env: dict[str, str] | None = None,
    inherit: bool = True,
    size: str = "640x360",
) -> subprocess.CompletedProcess[str]:
    """Start the game (``program``: the checkout's main.py unless told) on data folder
    ``folder``, in ``run_dir``; once its first frame is shown, SIGTERM (as the window's close
    button). SDL's dummy driver saves each frame shown as a BMP file in the working folder
    when SDL_VIDEO_DUMMY_SAVE_FRAMES is set: the first one is the sign. ``env`` is added to
    this process's environment, or with ``inherit=False`` is all the game gets (and SDL's).
    ``size``: the window's, as --size takes it."""
    run_dir.mkdir()
    base = os.environ if inherit else {}
    env = {**base, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", **(env or {})}
    env["SDL_VIDEO_DUMMY_SAVE_FRAMES"] = "1"
    arguments = ["--size", size, "--data-dir", str(folder)]
    game = subprocess.Popen(
        [*program, *arguments],
        cwd=run_dir,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + START_SECONDS
        while not list(run_dir.glob("SDL_window*-00000001.bmp")):
            assert game.poll() is None, game.communicate()
            assert time.monotonic() < deadline, "no frame was ever shown"
            time.sleep(0.02)
        game.send_signal(signal.SIGTERM)
        out, err = game.communicate(timeout=START_SECONDS)
    finally:
        if game.poll() is None:
            game.kill()
            game.communicate()
    return subprocess.CompletedProcess(game.args, game.returncode, out, err)


class RecordingVoice:
    """A voice that says nothing and keeps every line it was given (war/window/speech/
    voice.py's ``Voice``): ``lines`` in order, each with whether it cut the last short."""

    def __init__(self) -> None:
        self.lines: list[tuple[str, bool]] = []
        self.language: str | None = None
        self.silenced = 0
        self.closed = False

    def speak(self, text: str, *, interrupt: bool) -> None:
        self.lines.append((text, interrupt))

    def silence(self) -> None:
        self.silenced += 1

    def use_language(self, code: str) -> None:
        self.language = code

    def close(self) -> None:
        self.closed = True

    @property
    def said(self) -> list[str]:
        """The lines alone, in order."""
        return [text for text, _ in self.lines]
