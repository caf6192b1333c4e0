"""The game loop: fixed-timestep updates with an accumulator, interpolated drawing, a frame cap.

After Glenn Fiedler's "Fix Your Timestep!": game time advances in equal steps whatever
the frame rate, a long frame is clamped and the steps per frame are capped (so a stall
never becomes a spiral), and drawing gets ``alpha``, how far we are into the next step.
The clock, the sleep and the wait are injected, so tests drive time exactly.

While nothing moves and nothing is due (``game.idle_seconds()``), the desktop's loop does not
wake 60 times a second: it waits for the next event (SDL's own wait, war/window/app/
waiting.py) for at most that long, then goes on as after any frame, with no catching up on
the time it waited.

The loop is a coroutine, so a browser's event loop can run it (with ``asyncio.sleep``). On
the desktop its sleep blocks, it never suspends, and ``run_to_end`` drives it without
asyncio, whose import would cost the window's start more than the loop does. A browser
cannot block: it is given no wait, and sleeps frame by frame.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, Protocol, TypeVar

T = TypeVar("T")

STEP_SECONDS = 1 / 120
MAX_FRAME_SECONDS = 0.25
MAX_STEPS_PER_FRAME = 30  # 0.25 s of steps: below 4 fps the game slows rather than stalls
FRAME_CAP_SECONDS = 1 / 60
PAUSED_FRAME_SECONDS = 1 / 10  # minimised or in the background: redraw rarely


class FixedStep:
    """Turns frame durations into a whole number of fixed update steps plus a remainder."""

    def __init__(
        self,
        step: float = STEP_SECONDS,
        max_frame: float = MAX_FRAME_SECONDS,
        max_steps: int = MAX_STEPS_PER_FRAME,
    ) -> None:
        self.step = step
        self.max_frame = max_frame
        self.max_steps = max_steps
        self.accumulator = 0.0

    def advance(self, frame_seconds: float) -> int:
        """Add a frame's time; return how many steps to run now."""
        self.accumulator += min(max(frame_seconds, 0.0), self.max_frame)
        # A tiny epsilon keeps float error from dropping a step at exact multiples.
        steps = min(int((self.accumulator + 1e-9) / self.step), self.max_steps)
        self.accumulator = max(0.0, self.accumulator - steps * self.step)
        if steps == self.max_steps:
            # Behind even after the cap: drop the backlog rather than chase it.
            self.accumulator = min(self.accumulator, self.step)
        return steps

    @property
    def alpha(self) -> float:
        """How far into the next step the remainder reaches, 0..1, for drawing."""
        return min(1.0, self.accumulator / self.step)

    def reset(self) -> None:
        self.accumulator = 0.0


class Game(Protocol):
    running: bool
    paused: bool

    def process_input(self) -> None: ...

    def update(self, dt: float) -> None: ...

    def wants_draw(self) -> bool: ...

    def draw(self, alpha: float) -> None: ...

    def idle_seconds(self) -> float: ...


async def blocking_sleep(seconds: float) -> None:
    """The desktop's sleep: the thread waits, and the coroutine awaiting it never suspends."""
    time.sleep(seconds)


def run_to_end(coroutine: Coroutine[Any, Any, T]) -> T:
    """The result of a coroutine that never suspends (its sleeps block), without an event
    loop. One that suspends needs one: it is closed, and this raises RuntimeError."""
    try:
        coroutine.send(None)
    except StopIteration as done:
        return done.value
    coroutine.close()
    raise RuntimeError("the coroutine suspended: it needs an event loop (asyncio.run)")


async def run_loop(
    game: Game,
    *,
    clock: Callable[[], float] = time.perf_counter,
    sleep: Callable[[float], Awaitable[None]] = blocking_sleep,
    wait: Callable[[float], object] | None = None,
    timestep: FixedStep | None = None,
    frame_cap: float = FRAME_CAP_SECONDS,
    max_frames: int | None = None,
) -> int:
    """Run frames until ``game.running`` is false; return the number of frames run.

    A frame is drawn only when ``game.wants_draw()`` says the picture may have changed.

    Awaits ``sleep`` once a frame (with 0 when there is no time to spare): by default it
    blocks (drive the loop with ``run_to_end``); ``asyncio.sleep`` hands the time to an
    event loop instead, as a browser's needs.

    ``wait(seconds)`` blocks until an event is there to read, or ``seconds`` pass: given
    one, the loop waits in it (instead of sleeping) for as long as ``game.idle_seconds()``
    says nothing will move or be due without input. The next frame then runs one frame's
    time (``frame_cap``) of updates, however long the wait was: what a press starts moves
    from the frame that shows it, with no burst of catching up.
    """
    timestep = timestep or FixedStep()
    frames = 0
    last = clock()
    while game.running and (max_frames is None or frames < max_frames):
        frame_start = clock()
        game.process_input()
        if not game.running:
            break
        if game.paused:
            timestep.reset()  # no catching up on time spent minimised or unfocused
        else:
            for _ in range(timestep.advance(frame_start - last)):
                game.update(timestep.step)
        last = frame_start
        if game.wants_draw():
            game.draw(timestep.alpha)
        frames += 1
        idle = game.idle_seconds() if wait is not None else 0.0
        if wait is not None and idle > 0:
            wait(idle)
        budget = PAUSED_FRAME_SECONDS if game.paused else frame_cap
        spare = budget - (clock() - frame_start)
        # After a wait too: a wait that ends at once can never make the loop spin.
        await sleep(spare if spare > 0 else 0)
        if idle > 0:
            timestep.reset()  # the time waited is no game time: no catching up
            last = clock() - frame_cap  # the next frame runs one frame's time, as any does
    return frames
