"""CPU used by the real game window while the table sits idle, on a virtual X screen.

Run ``python benchmarks/bench_idle.py`` (needs Xvfb: ``apt-get install xvfb``). It prints
numbers and asserts nothing; the last line is one JSON object {"idle_cpu_percent": median}.

What is measured, exactly: Xvfb starts with a screen of SCREEN_SIZE; ``python main.py
--seed 1 --size WxH`` opens its window there through SDL's x11 driver. After SETTLE_SECONDS
(the deal has landed and the table is still) the process's own CPU time (user + system,
from /proc/PID/stat) is read, and again MEASURE_SECONDS later; the share of one core in
between is one run. Nobody touches the window. Median of RUNS runs per window size.
"""

from __future__ import annotations

import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from servers import cpu_seconds, start_xvfb, stop, without_display

ROOT = Path(__file__).resolve().parent.parent
SCREEN_SIZE = (1920, 1080)
WINDOW_SIZES = [(1280, 720), (1920, 1080)]
SETTLE_SECONDS = 6.0
MEASURE_SECONDS = 10.0
RUNS = 3


def idle_share(display: str, size: tuple[int, int]) -> float:
    """One run: the share of a core the idle game used over MEASURE_SECONDS."""
    env = {**without_display(), "DISPLAY": display, "SDL_AUDIODRIVER": "dummy"}
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    data = tempfile.mkdtemp(prefix="war-bench-")  # never the player's own record
    game = subprocess.Popen(
        [
            sys.executable,
            "main.py",
            "--seed",
            "1",
            "--size",
            f"{size[0]}x{size[1]}",
            "--data-dir",
            data,
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        time.sleep(SETTLE_SECONDS)
        if game.poll() is not None:
            _, errors = game.communicate()
            raise SystemExit(f"bench_idle: the game exited: {errors.decode(errors='replace')}")
        before, start = cpu_seconds(game.pid), time.monotonic()
        time.sleep(MEASURE_SECONDS)
        after, end = cpu_seconds(game.pid), time.monotonic()
        return (after - before) / (end - start)
    finally:
        stop(game)


def main() -> None:
    if shutil.which("Xvfb") is None:
        raise SystemExit("bench_idle: needs Xvfb (apt-get install xvfb)")
    log = Path(tempfile.mkdtemp(prefix="war-bench-xvfb-")) / "xvfb.log"
    server, display = start_xvfb(SCREEN_SIZE, log)
    try:
        medians = {}
        for size in WINDOW_SIZES:
            shares = [idle_share(display, size) for _ in range(RUNS)]
            medians[size] = statistics.median(shares)
            each = ", ".join(f"{share:.1%}" for share in shares)
            print(
                f"idle table, window {size[0]}x{size[1]}: median {medians[size]:.1%} "
                f"of a core over {MEASURE_SECONDS:.0f} s (runs: {each})"
            )
    finally:
        stop(server)
    print(json.dumps({"idle_cpu_percent": round(100 * medians[WINDOW_SIZES[0]], 2)}))


if __name__ == "__main__":
    from stopping import stop_when_told  # benchmarks/stopping.py, beside this script

    stop_when_told()
    main()
