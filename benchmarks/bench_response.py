"""Responsiveness: how many frames pass between a Turn cards press and the picture changing.

Run ``python benchmarks/bench_response.py`` (``--presses N``, default 20: presses per way
of pressing in each situation). It prints numbers and asserts nothing: a table, then one
JSON object as its last line: {"presses", "frame_ms", "results": [{"situation", "way",
"presses", "median_frames", "max_frames", "median_ms", "max_ms", "missed", "woken"}, ...],
"unpressed_changes": {situation: frames}, "max_frames"}.

Target: the press shows on the very next frame drawn (1 frame) in every case.

What is measured, exactly: the real ``App`` (war/window/app/app.py, deal 42, 1280x720, the
default settings: Normal speed) on SDL's dummy drivers, over a data folder in a temporary
directory, run by ``war.window.app.loop.run_loop`` with an injected clock, sleep and wait. A
frame is one pass of that loop: ``process_input()``, the fixed 1/120 s update steps that
1/60 s of game time earns (the sleep moves the fake clock on 1/60 s and returns at once),
``draw`` when the app wants it, then, when the app says nothing moves, the wait for input
(as the desktop's SDL wait; here it moves the fake clock on by its whole timeout, nothing
having come), then the sleep. After frame k has been drawn (and waited in, when the app
rests) the sleep posts a press into pygame's event queue, as SDL would deliver it:

- key: KEYDOWN and KEYUP for Space;
- click: MOUSEBUTTONDOWN and MOUSEBUTTONUP (left button) at the window pixel whose centre
  is the middle of the Turn cards button the table shows (its logical rectangle taken to
  window pixels through the same ``Letterbox`` the app draws with);
- tap: FINGERDOWN and FINGERUP at that point, normalised to 0..1 of the window, each
  followed by the MOUSEBUTTONDOWN or MOUSEBUTTONUP that SDL synthesises from a finger
  (``touch`` set), as tests/helpers.py ``tap_events`` makes them.

Frame k counts as 0: the answer is the first frame n > k whose pixels, read back from
the window's surface, differ from frame n - 1's; 1 is the very next frame. A frame the app
chose not to draw leaves the surface as it was, so it counts as unchanged. The press must
also have done what Turn cards does there (one battle played; the run stopped), or it
counts as missed. Three situations:

- idle: the table still (nothing moving, the same pixels for SETTLE_FRAMES frames, by
  when the app draws nothing and the loop waits for input); the whole window is compared.
  "woken" counts the presses that came while the loop waited.
- play to the end: Play to the end (A) pressed, and the press comes 4 to 30 frames later,
  while battles are moving (every frame differs there); the press stops the run, and what
  must show is the button's label going from Stop back to Play to the end, so only that
  button's pixels are compared.
- log open: the battle log beside the table (L), the table still; the press is on the
  panel's own Turn cards button; the whole window is compared.

As a check on the measure, each situation is also watched for CHECK_FRAMES frames with no
press: the compared pixels should not change then ("unpressed_changes", 0 expected).

Wall ms is ``time.perf_counter`` from the press posted to the end of the frame that shows
it: the work of the frames in between (input, updates, drawing), with no waiting, since
the fake sleep returns at once; on a real display the loop's frame cap adds up to one
frame's wait (16.7 ms) before the press is read. Median and max over the presses.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # so `python benchmarks/bench_response.py` finds the war package

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

if TYPE_CHECKING:
    import pygame

    from war.window.app.app import App
    from war.window.scenes.table import TableScene

SEED = 42  # a long round (454 battles): the presses rarely reach its end
WINDOW_SIZE = (1280, 720)
FRAME_SECONDS = 1 / 60
PRESSES = 20
# The same pixels this many frames running: the table is still, and past the app's
# SETTLE_SECONDS (0.5 s), so it has stopped drawing every frame (a press must restart it).
SETTLE_FRAMES = 40
WAIT_FRAMES = 600  # ten seconds of game time: far past any animation
CHECK_FRAMES = 30  # frames watched with no press, in each situation
RUN_DELAYS = (4, 9, 15, 22, 30)  # frames from Play to the end to the press, in turn
TARGET_FRAMES = 1
SITUATIONS = ("idle", "play to the end", "log open")
WAYS = ("key", "click", "tap")

Region = tuple[int, int, int, int] | None  # window pixels compared; None: the whole window


@dataclass
class Result:
    situation: str
    way: str
    frames: list[int] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    missed: int = 0  # presses that changed nothing in WAIT_FRAMES frames, or did not act
    woken: int = 0  # presses that came while the loop waited for input

    def figures(self) -> dict[str, Any]:
        """The figures over the presses that showed; None where none did."""
        frames, ms = self.frames, [seconds * 1000 for seconds in self.seconds]
        return {
            "situation": self.situation,
            "way": self.way,
            "presses": len(frames) + self.missed,
            "median_frames": statistics.median(frames) if frames else None,
            "max_frames": max(frames) if frames else None,
            "median_ms": round(statistics.median(ms), 2) if ms else None,
            "max_ms": round(max(ms), 2) if ms else None,
            "missed": self.missed,
            "woken": self.woken,
        }


class Bench:
    """Drives the app from inside its loop: ``script`` yields once per frame drawn."""

    def __init__(self, app: App, presses: int) -> None:
        self.app = app
        self.presses = presses
        self.frame_end = 0.0  # perf_counter when the last frame had been drawn
        self.results: list[Result] = []
        self.unpressed: dict[str, int] = {}  # per situation: frames that changed with no press
        self.waited = False  # whether the last frame ended waiting for input

    # -- what the window shows -----------------------------------------------------------

    def pixels(self, region: Region) -> bytes:
        import pygame

        surface = self.app.window.get_surface()
        if region is not None:
            surface = surface.subsurface(region)
        return pygame.image.tobytes(surface, "RGB")

    def table(self) -> TableScene:
        from war.window.scenes.table import TableScene

        top = self.app.scenes.top
        assert isinstance(top, TableScene), f"expected the table, found {top!r}"
        return top

    def turn_button_centre(self) -> tuple[int, int]:
        """The window pixel at the middle of the Turn cards button the table shows now."""
        from war.window.input.actions import Action
        from war.window.layout.letterbox import Letterbox

        button = next(b for b in self.table().controls.buttons if b.action is Action.TURN)
        x, y, width, height = button.rect
        return Letterbox(self.app.window.size).to_window(x + width / 2, y + height / 2)

    def button_region(self, label: str) -> tuple[int, int, int, int]:
        """The window pixels of the table's button now labelled ``label``."""
        from war.window.layout.letterbox import Letterbox

        rect = next(b.rect for b in self.table().controls.buttons if b.label == label)
        return Letterbox(self.app.window.size).rect_to_window(rect)

    # -- pressing ------------------------------------------------------------------------

    def press_events(self, way: str) -> list[pygame.event.Event]:
        import pygame

        if way == "key":
            key = {"key": pygame.K_SPACE, "mod": 0, "unicode": " ", "scancode": 44}
            return [pygame.event.Event(pygame.KEYDOWN, key), pygame.event.Event(pygame.KEYUP, key)]
        pos = self.turn_button_centre()
        if way == "click":
            return [
                pygame.event.Event(kind, pos=pos, button=1, touch=False)
                for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
            ]
        width, height = self.app.window.size
        finger = {"touch_id": 1, "finger_id": 0, "dx": 0.0, "dy": 0.0, "pressure": 1.0}
        finger.update(x=(pos[0] + 0.5) / width, y=(pos[1] + 0.5) / height)
        events = []
        for finger_kind, mouse_kind in (
            (pygame.FINGERDOWN, pygame.MOUSEBUTTONDOWN),
            (pygame.FINGERUP, pygame.MOUSEBUTTONUP),
        ):
            events.append(pygame.event.Event(finger_kind, finger))
            events.append(pygame.event.Event(mouse_kind, pos=pos, button=1, touch=True))
        return events

    def post_key(self, key: int) -> None:
        import pygame

        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))

    # -- the script, one yield a frame -----------------------------------------------------

    def script(self) -> Iterator[None]:
        import pygame

        for situation in SITUATIONS:
            if situation == "log open":
                yield from self.settle()
                self.post_key(pygame.K_l)
                yield
                assert self.table().panel is not None, "the battle log did not open"
            yield from self.unpressed_frames(situation)
            for way in WAYS:
                result = Result(situation, way)
                self.results.append(result)
                for press in range(self.presses):
                    yield from self.settle()
                    region: Region = None
                    if situation == "play to the end":
                        yield from self.start_run(RUN_DELAYS[press % len(RUN_DELAYS)])
                        if not self.table().running:
                            continue  # the round ended under the run: no press to time
                        region = self.button_region("Stop")
                    yield from self.measure(result, way, region)

    def start_run(self, frames: int) -> Iterator[None]:
        """Play to the end pressed (A), then ``frames`` frames of battles moving."""
        import pygame

        self.post_key(pygame.K_a)
        for _ in range(frames):
            yield

    def unpressed_frames(self, situation: str) -> Iterator[None]:
        """The check on the measure: as many frames as a press is timed over at most, with
        no press, counting those whose compared pixels change anyway (0 expected)."""
        import pygame

        yield from self.settle()
        region: Region = None
        if situation == "play to the end":
            yield from self.start_run(RUN_DELAYS[-1])
            region = self.button_region("Stop")
        changed, before = 0, self.pixels(region)
        for _ in range(CHECK_FRAMES):
            yield
            now = self.pixels(region)
            changed += now != before
            before = now
        self.unpressed[situation] = changed
        if situation == "play to the end":
            self.post_key(pygame.K_a)  # Stop
            yield

    def settle(self) -> Iterator[None]:
        """Frames until the table is still (a round that ended is dealt again)."""
        import pygame

        from war.window.scenes.round_over import RoundOverScene

        same, before = 0, b""
        for _ in range(WAIT_FRAMES):
            top = self.app.scenes.top
            if isinstance(top, RoundOverScene):
                self.post_key(pygame.K_n)
                same = 0
            elif not top.animating():
                now = self.pixels(None)
                same = same + 1 if now == before else 0
                before = now
                if same >= SETTLE_FRAMES:
                    return
            yield
        raise RuntimeError(f"the table was not still after {WAIT_FRAMES} frames")

    def measure(self, result: Result, way: str, region: Region) -> Iterator[None]:
        """One press, and the frames until it shows; a press that does not do what Turn
        cards does there (one battle played; a run stopped) counts as missed."""
        import pygame

        table = self.table()
        running, battles = table.running, table.session.round.battles
        before = self.pixels(region)
        result.woken += self.waited
        for event in self.press_events(way):
            pygame.event.post(event)
        posted = time.perf_counter()
        for frames in range(1, WAIT_FRAMES + 1):
            yield
            now = self.pixels(region)
            if now != before:
                acted = not table.running if running else table.session.round.battles == battles + 1
                if acted:
                    result.frames.append(frames)
                    result.seconds.append(self.frame_end - posted)
                else:
                    result.missed += 1
                return
            before = now
        result.missed += 1


def measure(presses: int) -> dict[str, Any]:
    """Run every situation and way of pressing, ``presses`` times each; the figures."""
    import pygame

    from war.window.app.app import App
    from war.window.app.loop import run_loop

    pygame.display.init()
    pygame.font.init()
    data_dir = Path(tempfile.mkdtemp(prefix="war-response-"))
    app = App(seed=SEED, size=WINDOW_SIZE, data_dir=data_dir)
    pygame.event.clear()  # the window's own start-up events
    bench = Bench(app, presses)
    script = bench.script()
    clock = [0.0]

    def wait(seconds: float) -> bool:
        bench.waited = True
        clock[0] += seconds  # nothing came meanwhile: the press is posted in the sleep
        return False

    async def sleep(seconds: float) -> None:
        bench.frame_end = time.perf_counter()
        clock[0] += FRAME_SECONDS
        try:
            next(script)
        except StopIteration:
            app.running = False
        bench.waited = False

    now: Callable[[], float] = lambda: clock[0]  # noqa: E731
    asyncio.run(run_loop(app, clock=now, sleep=sleep, wait=wait))
    app.close()
    pygame.quit()
    shutil.rmtree(data_dir, ignore_errors=True)
    results = [result.figures() for result in bench.results]
    return {
        "presses": presses,
        "frame_ms": round(FRAME_SECONDS * 1000, 2),
        "results": results,
        "unpressed_changes": bench.unpressed,
        # The slowest press that showed; None if a press never showed or did not act.
        "max_frames": None
        if any(result["missed"] for result in results)
        else max(result["max_frames"] for result in results),
    }


def _shown(value: float | None, form: str = "g") -> str:
    return "-" if value is None else format(value, form)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=PRESSES, help="presses per case")
    options = parser.parse_args(argv)
    if options.presses < 1:
        parser.error("--presses must be at least 1")
    figures = measure(options.presses)
    print(f"Frames from a Turn cards press to the picture changing (target {TARGET_FRAMES}):")
    print(
        f"{'situation':<16} {'way':<6} {'presses':>7} {'median':>7} {'max':>4} "
        f"{'median ms':>10} {'max ms':>7} {'woken':>6}  verdict"
    )
    for row in figures["results"]:
        shown = row["max_frames"] is not None
        verdict = "met" if shown and row["max_frames"] <= TARGET_FRAMES else "missed"
        if row["missed"]:
            verdict = f"missed: {row['missed']} presses not seen to act"
        print(
            f"{row['situation']:<16} {row['way']:<6} {row['presses']:>7} "
            f"{_shown(row['median_frames']):>7} {_shown(row['max_frames']):>4} "
            f"{_shown(row['median_ms'], '.2f'):>10} {_shown(row['max_ms'], '.2f'):>7} "
            f"{row['woken']:>6}  {verdict}"
        )
    for situation, changed in figures["unpressed_changes"].items():
        if changed:
            print(
                f"warning: {situation}: {changed} of {CHECK_FRAMES} frames changed with no "
                "press, so those figures prove nothing"
            )
    print(json.dumps(figures))


if __name__ == "__main__":
    from stopping import stop_when_told  # benchmarks/stopping.py, beside this script

    stop_when_told()
    main()
