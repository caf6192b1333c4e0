"""How fast the window runs: time per frame through battles and wars, start-up time, memory.

Run ``python benchmarks/bench_frames.py`` (``--profile`` adds a cProfile of the frames). It
prints numbers and asserts nothing; the last line is one JSON object:
{"median_ms", "p99_ms", "startup_s", "rss_mb"}. Targets: median <= 2 ms, p99 <= 6 ms,
startup <= 1.5 s, rss <= 150 MB.

What is measured, exactly:

- Frames: ``App(seed=1366)`` at 1280x720 on SDL's dummy video driver (no screen, so
  presenting is a copy into an off-screen window surface). Each frame is what ``run_loop``
  does: ``process_input()``, then the fixed 1/120 s update steps a 1/60 s frame earns, then
  ``draw(alpha)`` (scene onto the canvas, canvas into the window, flip). Whenever the table
  is idle, Turn cards is pressed (``app.scenes.handle(Action.TURN)``), so every frame shows
  a deal, a battle or a war moving; seed 1366 has wars at battles 1, 2, 6, 15 and 16. The
  time of each frame is its wall time with ``time.perf_counter``; the first WARMUP_FRAMES
  frames are not counted.
- Start-up: a fresh ``python`` process doing what ``python main.py --seed 1`` does up to
  the first frame shown (import war.cli and war.window.app, init pygame's display and fonts, build
  ``App(seed=1)``, one update, one draw), on the dummy driver: opening a real window adds
  the window system's own time. The child reports ``time.monotonic()`` just after that
  first draw; the parent reads the same system-wide clock just before spawning it, so the
  figure includes interpreter start-up and every import. Median of STARTUP_RUNS runs.
- Memory: peak resident set of this process (``ru_maxrss``) after all the frames.
- Also printed, not in the JSON: ``App.present`` alone at larger window sizes, where the
  canvas is smoothscaled into the letterbox every frame.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # so `python benchmarks/bench_frames.py` finds the war package

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SEED = 1366
FRAMES = 3000
WARMUP_FRAMES = 10
FRAME_SECONDS = 1 / 60
STARTUP_RUNS = 5
PRESENT_SIZES = [(1280, 720), (1366, 768), (1920, 1080), (2560, 1440)]
PRESENT_FRAMES = 200

STARTUP_CHILD = """
import time
started = time.monotonic()
import pygame
import war.cli  # what main.py imports first
from war.window.app import App
imported = time.monotonic()
pygame.display.init()
pygame.font.init()
app = App(seed=1)
built = time.monotonic()
app.process_input()
app.update(1 / 120)
app.draw(0.0)
shown = time.monotonic()
print(started, imported, built, shown)
app.close()
pygame.quit()
"""


def run_frames(frames: int, profile: cProfile.Profile | None = None) -> dict[str, object]:
    """Play ``frames`` frames of the table; return per-frame times and what they showed."""
    import pygame

    from war.window.app import App
    from war.window.input import Action
    from war.window.loop import FixedStep
    from war.window.scenes.table import TableScene

    pygame.display.init()
    pygame.font.init()
    app = App(seed=SEED)
    timestep = FixedStep()
    times: list[float] = []
    update_times: list[float] = []
    draw_times: list[float] = []
    war_frames: list[float] = []
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
        updated = time.perf_counter()
        app.draw(timestep.alpha)
        end = time.perf_counter()
        if frame < WARMUP_FRAMES:
            continue
        times.append(end - start)
        update_times.append(updated - start)
        draw_times.append(end - updated)
        if isinstance(table, TableScene) and table.presenter.banner.opacity > 0.01:
            war_frames.append(end - start)
    if profile is not None:
        profile.disable()
    top = app.scenes.top
    shown = top.presenter.shown if isinstance(top, TableScene) else None
    app.close()
    pygame.quit()
    return {
        "times": times,
        "update": update_times,
        "draw": draw_times,
        "war": war_frames,
        "turns": turns,
        "battle": None if shown is None else shown.battle,
        "wars": None if shown is None else shown.wars,
    }


def present_seconds() -> dict[tuple[int, int], float]:
    """Median time of ``App.present`` (canvas scaled into the window, flip) per window size.

    Full screen on a common monitor is not 1280x720: this is what the letterbox costs there.
    """
    import pygame

    from war.window.app import App

    pygame.display.init()
    pygame.font.init()
    medians = {}
    for size in PRESENT_SIZES:
        app = App(seed=SEED, size=size)
        app.draw(0.0)
        times = []
        for _ in range(PRESENT_FRAMES):
            start = time.perf_counter()
            app.present()
            times.append(time.perf_counter() - start)
        medians[size] = statistics.median(times)
        app.close()
    pygame.quit()
    return medians


def startup_seconds() -> list[dict[str, float]]:
    """Each run's seconds from spawning the process to its first frame, and the parts."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    runs = []
    for _ in range(STARTUP_RUNS):
        spawned = time.monotonic()
        done = subprocess.run(
            [sys.executable, "-c", STARTUP_CHILD],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        started, imported, built, shown = map(float, done.stdout.split())
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
    options = parser.parse_args()

    profile = cProfile.Profile() if options.profile else None
    result = run_frames(options.frames, profile)
    times = result["times"]
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
    median, p99 = statistics.median(times), percentile(times, 0.99)
    print(f"frames: {len(times)} at 1280x720, seed {SEED}, {result['turns']} presses of Turn")
    print(f"  table at the end: battle {result['battle']}, {result['wars']} wars")
    print(
        f"  frame (input + update + draw): median {ms(median)}, p99 {ms(p99)}, max {ms(max(times))}"
    )
    print(
        f"  update: median {ms(statistics.median(result['update']))}, "
        f"p99 {ms(percentile(result['update'], 0.99))}"
    )
    print(
        f"  draw + present: median {ms(statistics.median(result['draw']))}, "
        f"p99 {ms(percentile(result['draw'], 0.99))}"
    )
    if result["war"]:
        war = result["war"]
        print(
            f"  frames with the WAR banner ({len(war)}): median {ms(statistics.median(war))}, "
            f"p99 {ms(percentile(war, 0.99))}"
        )

    print("present (scale into the window + flip) by window size, median:")
    for (width, height), seconds in present_seconds().items():
        print(f"  {width}x{height}: {ms(seconds)}")

    runs = startup_seconds()
    startup = statistics.median(run["total"] for run in runs)
    print(f"start-up to the first frame, median of {len(runs)}: {startup:.3f} s")
    for part in ("interpreter", "imports", "build", "first_frame"):
        print(f"  {part}: {statistics.median(run[part] for run in runs):.3f} s")
    each = ", ".join(f"{run['total']:.3f}" for run in runs)
    print(f"  each run: {each} s")
    print(f"peak resident memory of the frame driver: {rss_mb:.1f} MB")

    if profile is not None:
        print("\nwhere the frame time goes (cProfile, by own time):")
        stats = pstats.Stats(profile, stream=sys.stdout)
        stats.sort_stats("tottime").print_stats(15)
        stats.sort_stats("cumulative").print_stats(25)

    print(
        json.dumps(
            {
                "median_ms": round(median * 1000, 3),
                "p99_ms": round(p99 * 1000, 3),
                "startup_s": round(startup, 3),
                "rss_mb": round(rss_mb, 1),
            }
        )
    )


if __name__ == "__main__":
    main()
