"""A soak: thousands of rounds played through the real loop, memory read as they go.

Run ``python benchmarks/bench_soak.py`` (``--rounds N``, default 2000; ``--every N``, default
200: how often memory is read; ``--trace`` also names the places whose Python allocations
grew most between the first reading and the last, which slows the run several times). It
prints numbers and asserts nothing: a table of readings, then one JSON object as its last
line: {"rounds", "battles", "frames", "wall_s", "fps", "game_s", "readings": [{"round",
"rss_mb", "hwm_mb", "objects"}, ...], "rss_first_mb", "rss_last_mb", "growth_mb",
"hwm_mb", "round_json_bytes", "stats_json_bytes", "settings_json_bytes",
"stats_history_rounds", "stats_rounds_counted"}.

Target: resident memory after the last round within 10 MB of the first reading (round 200
of 2000), and the saved files small: stats.json lists only the latest 1,000 rounds
(``war.store.record.HISTORY_MOST``) however many are counted.

What is measured, exactly: a fresh ``python`` process (so the memory is the soak's own,
nothing of the parent's) makes the real ``App`` (war/window/app/app.py, deal 1, 1280x720) on
SDL's dummy video and audio drivers, over a data folder in a temporary directory whose
settings.json asks for the Instant speed, and runs ``war.window.app.loop.run_loop`` with an
injected clock and sleep. A frame is one pass of that loop: ``process_input()``, the fixed
1/120 s update steps, ``draw(alpha)`` onto the window's surface and ``flip()``, then the
injected sleep. The sleep returns at once and moves the fake clock on 0.25 s, the longest
frame the loop counts (``MAX_FRAME_SECONDS``), so every frame after the first runs 30
update steps (a quarter second of game time) and draws once: a player at 4 frames a
second, who sees a round (245 Instant battles on average over the 2,000) in about 95
frames where 60 frames a second would take about 1,400 (the game time is the same either
way). After each frame the
sleep looks at the top scene: at an idle table it posts the key for Play to the end (A)
into pygame's event queue, at Round over the key for New round (N), so both go through
the input mapping as a player's keys do. Every ``--every`` rounds, when Round over shows,
VmRSS and VmHWM are read from /proc/self/status and the live objects the garbage
collector tracks are counted. After the last round New round is pressed once more and
the loop stops when that deal has landed (so round.json holds a round, as it does
mid-play); then the saved files' sizes are read and stats.json's history counted. Frames
per second are frames over the wall time of the whole loop, readings included.

2,000 rounds took 16.5 minutes on the 2-core development machine while it was busy, half
of it waiting on the disk: the game saves round.json (written and fsynced) after every
battle, some 490,000 times here.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # so `python benchmarks/bench_soak.py` finds the war package

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SEED = 1
WINDOW_SIZE = (1280, 720)
ROUNDS = 2000
EVERY = 200
TARGET_GROWTH_MB = 10.0
CHILD_TIMEOUT_SECONDS = 3 * 3600
# A round at the Instant speed takes ~95 frames and at most (500 battles) ~200: this many
# frames with no round ending means the soak is stuck, and it stops saying where.
STALL_FRAMES = 5000
RESULT_MARK = "soak-result "  # the child's lines the parent reads, before its JSON
READING_MARK = "soak-reading "
TRACE_MARK = "soak-trace "


def memory_mb() -> tuple[float, float]:
    """This process's resident memory now (VmRSS) and at its peak (VmHWM), in MB."""
    status = Path("/proc/self/status").read_text()
    values = {}
    for line in status.splitlines():
        name, _, rest = line.partition(":")
        if name in ("VmRSS", "VmHWM"):
            values[name] = int(rest.split()[0]) / 1024  # kB
    return values["VmRSS"], values["VmHWM"]


def soak(rounds: int, every: int, trace: bool) -> dict[str, Any]:
    """Play ``rounds`` rounds in this process as the module docstring says; the figures."""
    import tracemalloc

    import pygame

    from war.store.files import write_json
    from war.store.settings import Settings, Speed, to_json
    from war.store.store import RECORD_FILE, ROUND_FILE, SETTINGS_FILE
    from war.window.app.app import App
    from war.window.app.loop import MAX_FRAME_SECONDS, run_loop
    from war.window.scenes.round_over import RoundOverScene
    from war.window.scenes.table import TableScene

    data_dir = Path(tempfile.mkdtemp(prefix="war-soak-"))
    write_json(data_dir / SETTINGS_FILE, to_json(Settings(speed=Speed.INSTANT)))
    pygame.display.init()
    pygame.font.init()
    app = App(seed=SEED, size=WINDOW_SIZE, data_dir=data_dir)
    pygame.event.clear()  # the window's own start-up events
    if trace:
        tracemalloc.start(8)
    snapshot: tracemalloc.Snapshot | None = None
    clock = [0.0]
    played: list[int] = []  # each finished round's battles
    # The Round over last counted (the scene itself: a new one may reuse a freed one's id).
    counted: list[RoundOverScene] = []
    readings: list[dict[str, float]] = []
    finishing = [False]  # the last round is over: one more deal, then stop
    stalled = [0]  # frames since a round last ended

    def press(key: int) -> None:
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))

    def read(round_number: int) -> None:
        nonlocal snapshot
        rss, hwm = memory_mb()
        reading = {
            "round": round_number,
            "rss_mb": round(rss, 1),
            "hwm_mb": round(hwm, 1),
            "objects": len(gc.get_objects()),
        }
        readings.append(reading)
        print(READING_MARK + json.dumps(reading), flush=True)
        if trace:
            now = tracemalloc.take_snapshot()
            if snapshot is None:
                snapshot = now
            else:
                for stat in now.compare_to(snapshot, "traceback")[:5]:
                    where = " <- ".join(str(frame) for frame in stat.traceback[:4])
                    line = f"+{stat.size_diff / 1024:.0f} KiB, +{stat.count_diff} blocks: {where}"
                    print(TRACE_MARK + line, flush=True)

    async def sleep(seconds: float) -> None:
        clock[0] += MAX_FRAME_SECONDS
        stalled[0] += 1
        if stalled[0] > STALL_FRAMES:
            raise RuntimeError(f"no round ended in {STALL_FRAMES} frames: {app.scenes.scenes}")
        top = app.scenes.top
        if isinstance(top, RoundOverScene) and (not counted or top is not counted[-1]):
            counted[:] = [top]
            stalled[0] = 0
            played.append(top.outcome.battles)
            if len(played) % every == 0 or len(played) == rounds:
                read(len(played))
            finishing[0] = len(played) >= rounds
            press(pygame.K_n)
        elif isinstance(top, TableScene) and not top.presenter.busy and not top.running:
            if finishing[0]:
                app.running = False  # the new deal has landed and been saved
            elif not top.session.round.is_over:
                press(pygame.K_a)

    started = time.perf_counter()
    frames = asyncio.run(run_loop(app, clock=lambda: clock[0], sleep=sleep))
    wall = time.perf_counter() - started
    app.close()
    pygame.quit()

    def size(name: str) -> int:
        path = data_dir / name
        return path.stat().st_size if path.exists() else 0

    stats = json.loads((data_dir / RECORD_FILE).read_text())
    sizes = {name: size(name) for name in (ROUND_FILE, RECORD_FILE, SETTINGS_FILE)}
    shutil.rmtree(data_dir, ignore_errors=True)
    first, last = readings[0], readings[-1]
    return {
        "rounds": len(played),
        "battles": sum(played),
        "frames": frames,
        "wall_s": round(wall, 1),
        "fps": round(frames / wall, 1),
        "game_s": round(clock[0], 1),
        "readings": readings,
        "rss_first_mb": first["rss_mb"],
        "rss_last_mb": last["rss_mb"],
        "growth_mb": round(last["rss_mb"] - first["rss_mb"], 1),
        "hwm_mb": last["hwm_mb"],
        "round_json_bytes": sizes[ROUND_FILE],
        "stats_json_bytes": sizes[RECORD_FILE],
        "settings_json_bytes": sizes[SETTINGS_FILE],
        "stats_history_rounds": len(stats["history"]),
        "stats_rounds_counted": sum(
            n for counts in stats["endings_by_rules"].values() for n in counts.values()
        ),
    }


def run_child(rounds: int, every: int, trace: bool) -> dict[str, Any]:
    """Run the soak in a fresh process, printing its readings as they come; its figures."""
    from servers import stop  # benchmarks/servers.py, beside this script

    command = [sys.executable, __file__, "--child", "--rounds", str(rounds), "--every", str(every)]
    if trace:
        command.append("--trace")
    child = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None
        result: dict[str, Any] | None = None
        print(f"{'round':>6} {'VmRSS MB':>9} {'VmHWM MB':>9} {'objects':>9}", flush=True)
        started = time.monotonic()
        for line in child.stdout:
            if line.startswith(READING_MARK):
                reading = json.loads(line[len(READING_MARK) :])
                print(
                    f"{reading['round']:>6} {reading['rss_mb']:>9.1f} {reading['hwm_mb']:>9.1f} "
                    f"{reading['objects']:>9}   ({time.monotonic() - started:.0f} s)",
                    flush=True,
                )
            elif line.startswith(TRACE_MARK):
                print("  " + line[len(TRACE_MARK) :].rstrip(), flush=True)
            elif line.startswith(RESULT_MARK):
                result = json.loads(line[len(RESULT_MARK) :])
            else:
                print(line.rstrip(), flush=True)
        code = child.wait(timeout=CHILD_TIMEOUT_SECONDS)
    except BaseException:  # told to stop, or the soak hung: the soak process goes too
        stop(child)
        raise
    if code != 0 or result is None:
        raise SystemExit(f"bench_soak: the soak process failed (exit {child.returncode})")
    return result


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=ROUNDS, help="rounds to play")
    parser.add_argument("--every", type=int, default=EVERY, help="read memory every N rounds")
    parser.add_argument("--trace", action="store_true", help="name where allocations grew")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    options = parser.parse_args(argv)
    if options.rounds < 1 or options.every < 1:
        parser.error("--rounds and --every must be at least 1")
    if options.child:
        result = soak(options.rounds, options.every, options.trace)
        print(RESULT_MARK + json.dumps(result), flush=True)
        return

    result = run_child(options.rounds, options.every, options.trace)
    print(
        f"{result['rounds']} rounds, {result['battles']:,} battles at the Instant speed, "
        f"{result['frames']:,} frames ({result['game_s']:,.0f} s of game time) in "
        f"{result['wall_s']:.1f} s: {result['fps']:.0f} frames/s"
    )
    print(
        f"resident memory: {result['rss_first_mb']:.1f} MB at round "
        f"{result['readings'][0]['round']}, {result['rss_last_mb']:.1f} MB at round "
        f"{result['readings'][-1]['round']} ({result['growth_mb']:+.1f} MB; target within "
        f"{TARGET_GROWTH_MB:.0f} MB); peak {result['hwm_mb']:.1f} MB"
    )
    print(
        f"saved files: round.json {result['round_json_bytes']:,} B, stats.json "
        f"{result['stats_json_bytes']:,} B ({result['stats_history_rounds']} rounds listed of "
        f"{result['stats_rounds_counted']} counted), settings.json "
        f"{result['settings_json_bytes']:,} B"
    )
    print(json.dumps(result))


if __name__ == "__main__":
    from stopping import stop_when_told  # benchmarks/stopping.py, beside this script

    stop_when_told()
    main()
