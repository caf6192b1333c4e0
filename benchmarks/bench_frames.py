"""How fast the window runs: whole frames at four window sizes, resizes, start-up, memory.

Run ``python benchmarks/bench_frames.py`` (``--profile`` adds a cProfile of the frames at
each size, ``--frames N`` changes how many, ``--no-memory`` leaves the memory part out and
its figure null). It prints numbers and asserts nothing. Before its last line it prints
one JSON line per window size: {"size": "WxH", "median_ms", "p99_ms"}; the last line is
one JSON object:
{"median_ms", "p99_ms" (both at 1280x720), "startup_s", "rss_mb", "resize_ms",
"courts_ms", "court_max_ms"} (the last three at 3840x2160).

Targets on the 2-core development machine: 1280x720 no slower than before drawing at the
window's size (median 0.59 ms measured then); 1920x1080 median <= 2 ms; 3840x2160 median
<= 6 ms and p99 <= 12 ms; a resize to 3840x2160 rebuilds its art in <= 150 ms; start-up
<= 1.5 s; memory while playing <= 150 MB.

What is measured, exactly:

- Frames: ``App(seed=1366, size=WxH)`` on SDL's dummy video driver (no screen, so
  presenting costs nothing). Each frame is what ``run_loop`` does: ``process_input()``,
  the fixed 1/120 s update steps a 1/60 s frame earns, then ``draw(alpha)``: every scene
  drawn onto the window's own surface at its size, and ``flip()``. Whenever the table is
  idle, Turn cards is pressed, so every frame shows a deal, a battle or a war moving; seed
  1366 has wars at battles 1, 2, 6, 15 and 16. Each frame's wall time is taken with
  ``time.perf_counter``; the first WARMUP_FRAMES are not counted. Medians and nearest-rank
  p99 per size.
- Resize: the window set to each size and the app told (as a WINDOWRESIZED event does):
  the time to make that size's art (the felt, and the faces, back and shadow that frame
  shows) and draw the first frame at it, which includes the one piece of card art each
  drawn frame makes after it is shown. Median of RESIZE_RUNS, each on sizes not made before.
- Court faces: the 12 court faces (SVG figure drawn at the card's size, frame, indices)
  made one by one with ``CardArt.prepare()``, as the app does after each frame: their
  total, and the longest one, which is what a frame pays at most when it shows a court
  card that was not made yet. Median of RESIZE_RUNS.
- Start-up: a fresh ``python`` process doing what ``python main.py --seed 1`` does up to
  the first frame shown (the court figure files are read later, when a court face is
  first made), on the dummy driver; the parent reads the system-wide monotonic clock
  before spawning it, so interpreter start-up and every import count. Median of
  STARTUP_RUNS.
- Memory: a fresh process plays as a player does: PLAYED_ROUNDS whole rounds at 1280x720
  (and again at 1920x1080) through the real loop (fake clock), Play 10 battles pressed
  whenever the table is idle, the rules opened once a round and read for half a second;
  then its peak resident set (VmHWM; not ``ru_maxrss``, which Linux carries over from the
  parent). ``--memory-size WxH`` adds a size (3840x2160 takes several minutes).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # so `python benchmarks/bench_frames.py` finds the war package

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SEED = 1366
DATA_DIR = Path(tempfile.mkdtemp(prefix="war-bench-"))  # never the player's own record
FRAMES = 3000
WARMUP_FRAMES = 10
FRAME_SECONDS = 1 / 60
SIZES = [(1280, 720), (1920, 1080), (2560, 1440), (3840, 2160)]
RESIZE_RUNS = 5
STARTUP_RUNS = 5
PLAYED_ROUNDS = 10
MEMORY_SIZES = [(1280, 720), (1920, 1080)]  # the design size, and full screen at 1080p

STARTUP_CHILD = """
import time
started = time.monotonic()
import tempfile
from pathlib import Path
import pygame
import war.cli  # what main.py imports first
from war.window.app.app import App
imported = time.monotonic()
pygame.display.init()
pygame.font.init()
app = App(seed=1, data_dir=Path(tempfile.mkdtemp()))
built = time.monotonic()
app.process_input()
app.update(1 / 120)
app.draw(0.0)
shown = time.monotonic()
print(started, imported, built, shown)
app.close()
pygame.quit()
"""

MEMORY_CHILD = """
import asyncio, sys, tempfile
from pathlib import Path
import pygame
from war.window.app.app import App
from war.window.input.actions import Action
from war.window.app.loop import run_loop
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.rules import RulesScene
from war.window.scenes.table import TableScene

rounds, width, height = map(int, sys.argv[1:4])
pygame.display.init()
pygame.font.init()
app = App(seed=1, size=(width, height), data_dir=Path(tempfile.mkdtemp()))
clock = [0.0]
played = [0]
looked = [False]
reading = [0]  # frames left with the rules open

async def sleep(seconds):
    clock[0] += 1 / 60
    top = app.scenes.top
    if isinstance(top, RulesScene):
        reading[0] -= 1
        if reading[0] <= 0:
            app.scenes.handle(Action.BACK)
    elif isinstance(top, RoundOverScene):
        played[0] += 1
        looked[0] = False
        if played[0] >= rounds:
            app.running = False
        else:
            app.scenes.handle(Action.NEW_ROUND)
    elif isinstance(top, TableScene) and not top.presenter.busy:
        if not looked[0]:
            looked[0] = True
            reading[0] = 30  # half a second of reading, drawn
            app.scenes.handle(Action.HELP)
        else:
            app.scenes.handle(Action.PLAY_TEN)

asyncio.run(run_loop(app, clock=lambda: clock[0], sleep=sleep))
# VmHWM, not ru_maxrss: Linux carries ru_maxrss over from the parent through fork and exec.
status = open("/proc/self/status").read().split("VmHWM:")[1].split()
print(played[0], int(status[0]) / 1024)
"""


def run_frames(
    size: tuple[int, int], frames: int, profile: cProfile.Profile | None = None
) -> dict[str, float | int | list[float]]:
    """Play ``frames`` frames of the table at ``size``; per-frame times and what they showed."""
    import pygame

    from war.window.app.app import App
    from war.window.app.loop import FixedStep
    from war.window.input.actions import Action
    from war.window.scenes.table import TableScene

    app = App(seed=SEED, size=size, data_dir=DATA_DIR)
    timestep = FixedStep()
    times: list[float] = []
    turns = 0
    for frame in range(WARMUP_FRAMES + frames):
        table = app.scenes.top
        if isinstance(table, TableScene) and not table.presenter.busy:
            app.scenes.handle(Action.TURN)
            turns += 1
        elif not isinstance(table, TableScene):
            app.scenes.handle(Action.NEW_ROUND)  # the round ended: deal again
        if profile is not None and frame == WARMUP_FRAMES:
            profile.enable()
        start = time.perf_counter()
        app.process_input()
        for _ in range(timestep.advance(FRAME_SECONDS)):
            app.update(timestep.step)
        app.draw(timestep.alpha)
        end = time.perf_counter()
        if frame >= WARMUP_FRAMES:
            times.append(end - start)
    if profile is not None:
        profile.disable()
    app.close()
    pygame.event.clear()
    return {"times": times, "turns": turns}


def resize_seconds() -> dict[tuple[int, int], float]:
    """Median time to make a size's art and draw its first frame, per window size."""
    import pygame

    from war.window.app.app import App

    results: dict[tuple[int, int], list[float]] = {size: [] for size in SIZES}
    for _ in range(RESIZE_RUNS):
        app = App(seed=SEED, size=(640, 360), data_dir=DATA_DIR)
        app.draw(0.0)
        for size in SIZES:
            app.window.size = size
            start = time.perf_counter()
            app._resized()  # what a WINDOWRESIZED event leads to
            app.draw(0.0)
            results[size].append(time.perf_counter() - start)
        app.close()
    pygame.event.clear()
    return {size: statistics.median(runs) for size, runs in results.items()}


def court_seconds() -> dict[tuple[int, int], tuple[float, float]]:
    """Per window size: the median time to make all 12 court faces, and the median longest."""
    import pygame

    from war.window.drawing.figures import CourtFigures
    from war.window.drawing.fonts import Fonts
    from war.window.drawing.screen import Screen

    fonts, figures = Fonts(), CourtFigures.load()
    results: dict[tuple[int, int], tuple[float, float]] = {}
    for size in SIZES:
        totals, longest = [], []
        for _ in range(RESIZE_RUNS):
            cards = Screen(size, fonts, figures=figures).cards
            cards.back(), cards.shadow()  # what prepare() makes before the courts
            each = []
            while cards.pending_courts:
                start = time.perf_counter()
                cards.prepare()
                each.append(time.perf_counter() - start)
            assert len(each) == 12, f"{len(each)} court faces made"
            totals.append(sum(each))
            longest.append(max(each))
        results[size] = (statistics.median(totals), statistics.median(longest))
    pygame.event.clear()
    return results


def startup_seconds() -> list[dict[str, float]]:
    """Each run's seconds from spawning the process to its first frame, and the parts."""
    runs = []
    for _ in range(STARTUP_RUNS):
        spawned = time.monotonic()
        done = _child(STARTUP_CHILD)
        started, imported, built, shown = map(float, done.split())
        runs.append(
            {
                "total": shown - spawned,
                "interpreter": started - spawned,
                "imports": imported - started,
                "build": built - imported,
                "first_frame": shown - built,
            }
        )
    return runs


def played_memory_mb(size: tuple[int, int]) -> tuple[int, float]:
    """Rounds played and peak resident MB of a process that played them as a player does."""
    played, rss = _child(MEMORY_CHILD, str(PLAYED_ROUNDS), *map(str, size)).split()
    return int(played), float(rss)


def _child(code: str, *args: str) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", code, *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    return done.stdout


def percentile(values: list[float], share: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    rank = max(1, round(share * len(ordered) + 0.5 - 1e-9))
    return ordered[min(rank, len(ordered)) - 1]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=FRAMES)
    parser.add_argument("--profile", action="store_true", help="print where frame time goes")
    parser.add_argument(
        "--memory-size", action="append", default=[], metavar="WxH", help="also play at WxH"
    )
    parser.add_argument("--no-memory", action="store_true", help="leave the memory part out")
    options = parser.parse_args()

    import pygame

    pygame.display.init()
    pygame.font.init()
    per_size: list[dict[str, object]] = []
    design: tuple[float, float] = (0.0, 0.0)
    for size in SIZES:
        profile = cProfile.Profile() if options.profile else None
        result = run_frames(size, options.frames, profile)
        times = result["times"]
        assert isinstance(times, list)
        median, p99 = statistics.median(times), percentile(times, 0.99)
        if size == SIZES[0]:
            design = (median, p99)
        label = f"{size[0]}x{size[1]}"
        print(
            f"frames at {label}: {len(times)} (seed {SEED}, {result['turns']} presses of Turn): "
            f"median {ms(median)}, p99 {ms(p99)}, max {ms(max(times))}"
        )
        per_size.append(
            {"size": label, "median_ms": round(median * 1000, 3), "p99_ms": round(p99 * 1000, 3)}
        )
        if profile is not None:
            stats = pstats.Stats(profile, stream=sys.stdout)
            stats.sort_stats("tottime").print_stats(12)

    resizes = resize_seconds()
    print(f"resize: art made and the first frame drawn, median of {RESIZE_RUNS}:")
    for (width, height), seconds in resizes.items():
        print(f"  to {width}x{height}: {ms(seconds)}")
    courts = court_seconds()
    print(f"court faces, the 12 made one a frame after it is shown, median of {RESIZE_RUNS}:")
    for (width, height), (total, longest) in courts.items():
        print(f"  at {width}x{height}: all 12 {ms(total)}, the longest one {ms(longest)}")
    pygame.quit()

    runs = startup_seconds()
    startup = statistics.median(run["total"] for run in runs)
    print(f"start-up to the first frame, median of {len(runs)}: {startup:.3f} s")
    for part in ("interpreter", "imports", "build", "first_frame"):
        print(f"  {part}: {statistics.median(run[part] for run in runs):.3f} s")
    each = ", ".join(f"{run['total']:.3f}" for run in runs)
    print(f"  each run: {each} s")

    rss_mb = 0.0
    extra = [size.split("x") for size in options.memory_size]
    memory_sizes = [*MEMORY_SIZES, *((int(width), int(height)) for width, height in extra)]
    for size in [] if options.no_memory else memory_sizes:
        played, peak = played_memory_mb(size)
        rss_mb = rss_mb or peak
        print(f"peak resident memory, {played} rounds played at {size[0]}x{size[1]}: {peak:.1f} MB")

    for line in per_size:
        print(json.dumps(line))
    print(
        json.dumps(
            {
                "median_ms": round(design[0] * 1000, 3),
                "p99_ms": round(design[1] * 1000, 3),
                "startup_s": round(startup, 3),
                "rss_mb": None if options.no_memory else round(rss_mb, 1),
                "resize_ms": round(resizes[SIZES[-1]] * 1000, 1),
                "courts_ms": round(courts[SIZES[-1]][0] * 1000, 1),
                "court_max_ms": round(courts[SIZES[-1]][1] * 1000, 1),
            }
        )
    )


if __name__ == "__main__":
    from stopping import stop_when_told  # benchmarks/stopping.py, beside this script

    stop_when_told()
    main()
