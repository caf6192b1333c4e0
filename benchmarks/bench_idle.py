"""CPU used by the real game window while nothing moves, on a virtual X screen, beside bare
pygame-ce windows that wait in the same run.

Run ``python benchmarks/bench_idle.py`` (needs Xvfb: ``apt-get install xvfb``; ``--runs N``
and ``--seconds S`` for a rougher run). It prints numbers and asserts nothing; the last line
is one JSON object {"title_cpu_percent", "table_cpu_percent", "bare_cpu_percent", ...}.

Target (issue 21): at most 0.3% of a core on the title and on the idle table.

What is measured, exactly: Xvfb starts with a screen of SCREEN_SIZE. Each case is a process
opening a WINDOW_SIZE window there through SDL's x11 driver (sound on SDL's dummy driver):

- title: ``python main.py --size WxH`` over a fresh data folder (the title, still);
- table: ``python main.py --seed 1 --size WxH`` (the deal lands, then the table is still);
- bare, SDL's wait: a bare pygame-ce window, filled and shown once, then looping on
  SDL_WaitEventTimeout(NULL, 1000 ms) and ``pygame.event.get()`` (the wait the game uses:
  war/window/app/waiting.py);
- bare, pygame.event.wait: the same window looping on ``pygame.event.wait(1000)``;
- bare, 60 Hz: the same window waking 60 times a second (``time.sleep`` out the frame,
  ``pygame.event.get()``, nothing drawn), as the game's loop did before it waited.

After SETTLE_SECONDS (the deal has landed, the art is made, everything rests) the
process's own CPU time (user + system, all threads, from /proc/PID/stat) is read, and again
MEASURE_SECONDS later; the share of one core in between is one run. Nobody touches the
windows. The cases take turns, RUNS rounds of them; the median of each case's runs is
printed, and the game's beside the bare SDL wait's. /proc counts CPU time in ticks of
1/CLK_TCK s (10 ms here): over 15 s one tick is 0.07% of a core, the finest step seen.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from machine import described
from servers import cpu_seconds, start_xvfb, stop, without_display

ROOT = Path(__file__).resolve().parent.parent
SCREEN_SIZE = (1920, 1080)
WINDOW_SIZE = (1280, 720)
SETTLE_SECONDS = 6.0
BARE_SETTLE_SECONDS = 2.0
MEASURE_SECONDS = 15.0
RUNS = 3
TARGET_PERCENT = 0.3

# A bare window: argv[1] says how it waits ("sdl", "event-wait" or "60hz").
BARE = """
import sys, time, pygame
sys.path.insert(0, sys.argv[2])
pygame.display.init()
window = pygame.Window("bare", (int(sys.argv[3]), int(sys.argv[4])))
window.get_surface().fill((20, 90, 50))
window.flip()
how = sys.argv[1]
if how == "sdl":
    from war.window.app.waiting import sdl_wait
    wait = sdl_wait()
    assert wait is not None, "SDL's wait was not found"
while True:
    if how == "sdl":
        wait(1.0)
    elif how == "event-wait":
        pygame.event.post(pygame.event.wait(1000))  # put back: a loop would read it next
    else:
        time.sleep(1 / 60)
    if any(event.type == pygame.QUIT for event in pygame.event.get()):
        break
"""

CASES = {
    "title": [sys.executable, "main.py"],
    "table": [sys.executable, "main.py", "--seed", "1"],
    "bare, SDL's wait": [sys.executable, "-c", BARE, "sdl"],
    "bare, pygame.event.wait": [sys.executable, "-c", BARE, "event-wait"],
    "bare, 60 Hz": [sys.executable, "-c", BARE, "60hz"],
}


def command(case: str) -> list[str]:
    """The command line for one run of ``case``."""
    width, height = WINDOW_SIZE
    if case.startswith("bare"):
        return [*CASES[case], str(ROOT), str(width), str(height)]
    data = tempfile.mkdtemp(prefix="war-bench-")  # never the player's own record
    return [*CASES[case], "--size", f"{width}x{height}", "--data-dir", data]


def idle_share(display: str, case: str, seconds: float) -> float:
    """One run: the share of a core ``case`` used over ``seconds`` with nothing moving."""
    env = {**without_display(), "DISPLAY": display, "SDL_VIDEODRIVER": "x11"}
    env |= {"SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    process = subprocess.Popen(
        command(case), cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    try:
        time.sleep(BARE_SETTLE_SECONDS if case.startswith("bare") else SETTLE_SECONDS)
        if process.poll() is not None:
            _, errors = process.communicate()
            raise SystemExit(f"bench_idle: {case} exited: {errors.decode(errors='replace')}")
        before, start = cpu_seconds(process.pid), time.monotonic()
        time.sleep(seconds)
        after, end = cpu_seconds(process.pid), time.monotonic()
        return (after - before) / (end - start)
    finally:
        stop(process)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=RUNS)
    parser.add_argument("--seconds", type=float, default=MEASURE_SECONDS)
    options = parser.parse_args()
    if shutil.which("Xvfb") is None:
        raise SystemExit("bench_idle: needs Xvfb (apt-get install xvfb)")
    print(f"Machine: {described()}", flush=True)
    log = Path(tempfile.mkdtemp(prefix="war-bench-xvfb-")) / "xvfb.log"
    server, display = start_xvfb(SCREEN_SIZE, log)
    shares: dict[str, list[float]] = {case: [] for case in CASES}
    try:
        for _ in range(options.runs):
            for case in CASES:
                shares[case].append(idle_share(display, case, options.seconds))
    finally:
        stop(server)
    medians = {case: statistics.median(runs) for case, runs in shares.items()}
    bare = medians["bare, SDL's wait"]
    width, height = WINDOW_SIZE
    print(
        f"CPU with nothing moving, window {width}x{height} on Xvfb, over "
        f"{options.seconds:.0f} s, median of {options.runs} runs (share of one core):"
    )
    for case, median in medians.items():
        each = ", ".join(f"{share:.2%}" for share in shares[case])
        beside = ""
        if not case.startswith("bare"):
            met = "met" if 100 * median <= TARGET_PERCENT else "missed"
            beside = (
                f"; {100 * (median - bare):+.2f} points beside the bare SDL wait's; "
                f"target <= {TARGET_PERCENT}%: {met}"
            )
        print(f"  {case:<24} {median:.2%} (runs: {each}){beside}")
    tick = 1 / os.sysconf("SC_CLK_TCK") / options.seconds
    print(f"  (one tick of /proc's CPU time over the run: {tick:.2%})")
    print(
        json.dumps(
            {
                "title_cpu_percent": round(100 * medians["title"], 3),
                "table_cpu_percent": round(100 * medians["table"], 3),
                "bare_cpu_percent": round(100 * bare, 3),
                "bare_event_wait_cpu_percent": round(100 * medians["bare, pygame.event.wait"], 3),
                "bare_60hz_cpu_percent": round(100 * medians["bare, 60 Hz"], 3),
                "seconds": options.seconds,
                "runs": options.runs,
            }
        )
    )


if __name__ == "__main__":
    from stopping import stop_when_told  # benchmarks/stopping.py, beside this script

    stop_when_told()
    main()
