"""How long the game takes to show its first frame, beside a bare pygame-ce window.

Run ``python benchmarks/bench_startup.py`` (``--runs N`` runs of each, 15 by default;
``--quick`` is 2 runs, for a smoke test). It prints numbers and asserts nothing: a line
describing the machine, then a line for each case, and last one JSON object:
{"runs", "warm": {"game_s", "played_s", "bare_s", "ratio", "played_ratio"}, "cold": {...}}
(medians in seconds; a ratio is the game's median over the bare window's).

Target on the 2-core development machine: the game's first frame, .pyc files warm, at most
1.6 times the bare window's. Measured there (Intel Xeon, 2 CPUs, Python 3.11.7, pygame-ce
2.5.8; medians of 21 runs): on 2 December 2026 (load average about 0.9), with speech, the
pads' kinds and the spoken card names in, the round lengths checked after the first frame
and a first start reading no saved-round or record machinery: warm, the game 136 ms (a
saved round 146 ms) against the bare window's 70 ms, 1.95x (2.09x; missed); no .pyc, 427
ms against 276 ms, 1.55x. The same morning before that work (load about 0.4): 162 ms
against 81 ms, 2.00x (2.11x). On 1 December: 111 ms against 56 ms, 1.99x; before issue
16's start-up work began, 3.04x. The machine's speed drifts by a third between hours, so
only ratios from one run compare.
docs/performance.md ("Start-up") has the table and what is left.

What is measured, exactly:

- The game: ``python main.py --data-dir FOLDER`` at its default window size, on a fresh
  (empty) data folder; "played" is the same on a folder holding a saved round, settings and
  a record of 50 rounds, so the title offers Resume round.
- The bare window: a ``python`` script that imports pygame, initialises the display, opens
  a window of the same size with ``pygame.Window``, fills it and flips it: what any
  pygame-ce game pays before it has drawn anything of its own.
- Both run with the same environment: SDL's dummy video and audio drivers, and
  SDL_VIDEO_DUMMY_SAVE_FRAMES=1, with which SDL writes each frame it shows to a BMP file
  in the working folder. A run's time is from just before the process is spawned to that
  first file appearing (looked for every millisecond), so interpreter start-up, every
  import and all the work before the first frame count. Then the process is sent SIGTERM.
- The cases alternate (game, played, bare, game, ...), so a slower moment of the machine
  falls on all of them alike. Medians of the runs.
- Warm: each program is run once first, so its .pyc files (the game's and the standard
  library's) are written and then read. Cold: PYTHONDONTWRITEBYTECODE=1 and a fresh empty
  PYTHONPYCACHEPREFIX for every run, so every module is compiled from source each time.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # so `python benchmarks/bench_startup.py` finds the war package

from machine import described  # noqa: E402  (benchmarks/machine.py, beside this script)

RUNS = 15
QUICK_RUNS = 2
POLL_SECONDS = 0.001
START_TIMEOUT_SECONDS = 60.0
RECORD_ROUNDS = 50
SAVED_BATTLES = 40

BARE_WINDOW = """
import pygame, sys
pygame.display.init()
window = pygame.Window("bare", (int(sys.argv[1]), int(sys.argv[2])))
window.get_surface().fill((0, 100, 0))
window.flip()
while pygame.event.wait().type != pygame.QUIT:  # SIGTERM, as SDL reports it
    pass
"""


def environment(cold: bool, cache: Path | None) -> dict[str, str]:
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "SDL_VIDEO_DUMMY_SAVE_FRAMES": "1",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("PYTHONPYCACHEPREFIX", None)
    if cold:
        assert cache is not None
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env["PYTHONPYCACHEPREFIX"] = str(cache)
    return env


def first_frame_seconds(command: Sequence[str], work: Path, cold: bool) -> float:
    """Seconds from spawning ``command`` (in a fresh folder under ``work``) to its first
    frame's file appearing."""
    run_dir = Path(tempfile.mkdtemp(dir=work))
    cache = Path(tempfile.mkdtemp(dir=work)) if cold else None
    env = environment(cold, cache)
    spawned = time.perf_counter()
    child = subprocess.Popen(
        command, cwd=run_dir, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    try:
        while True:
            with os.scandir(run_dir) as entries:
                if any(entry.name.endswith("-00000001.bmp") for entry in entries):
                    shown = time.perf_counter()
                    break
            if child.poll() is not None:
                raise RuntimeError(f"{command} ended first: {child.communicate()[1]!r}")
            if shown_too_late(spawned):
                raise RuntimeError(f"{command} showed no frame in {START_TIMEOUT_SECONDS} s")
            time.sleep(POLL_SECONDS)
        child.send_signal(signal.SIGTERM)
        child.wait(timeout=START_TIMEOUT_SECONDS)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    return shown - spawned


def shown_too_late(spawned: float) -> bool:
    return time.perf_counter() - spawned > START_TIMEOUT_SECONDS


def played_folder(folder: Path) -> Path:
    """A data folder as a player leaves it: a record of rounds, settings, a round saved."""
    from war.core.cards import shuffled_deck
    from war.core.engine import Round, play_fast
    from war.store.store import Store

    store = Store(folder)
    for seed in range(RECORD_ROUNDS):
        store.finish_round(play_fast(shuffled_deck(seed)), seed)
    saved = Round.from_seed(RECORD_ROUNDS)
    for _ in range(SAVED_BATTLES):
        saved.play_battle()
    store.save_round(saved.position())
    store.save_settings(store.settings)
    store.close()
    return folder


def measure(runs: int, cold: bool, work: Path) -> dict[str, float]:
    from war.window.layout.units import DEFAULT_WINDOW_SIZE

    width, height = DEFAULT_WINDOW_SIZE
    fresh = Path(tempfile.mkdtemp(dir=work))
    played = played_folder(Path(tempfile.mkdtemp(dir=work)))
    game = [sys.executable, str(ROOT / "main.py"), "--data-dir"]
    cases = {
        "game_s": [*game, str(fresh)],
        "played_s": [*game, str(played)],
        "bare_s": [sys.executable, "-c", BARE_WINDOW, str(width), str(height)],
    }
    if not cold:
        for command in cases.values():
            first_frame_seconds(command, work, cold=False)  # writes the .pyc files
    times: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(runs):
        for name, command in cases.items():
            times[name].append(first_frame_seconds(command, work, cold))
    medians = {name: statistics.median(values) for name, values in times.items()}
    medians["ratio"] = medians["game_s"] / medians["bare_s"]
    medians["played_ratio"] = medians["played_s"] / medians["bare_s"]
    return medians


def line(label: str, result: dict[str, float], runs: int) -> str:
    return (
        f"{label}: game {result['game_s'] * 1000:.0f} ms (saved round "
        f"{result['played_s'] * 1000:.0f} ms), bare pygame-ce window "
        f"{result['bare_s'] * 1000:.0f} ms; ratio {result['ratio']:.2f}x "
        f"({result['played_ratio']:.2f}x); medians of {runs} runs each"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, help=f"runs of each case (default {RUNS})")
    parser.add_argument("--quick", action="store_true", help=f"{QUICK_RUNS} runs of each")
    options = parser.parse_args(argv)
    runs = options.runs or (QUICK_RUNS if options.quick else RUNS)
    print("Machine: " + described(), flush=True)
    results = {}
    with tempfile.TemporaryDirectory(prefix="war-bench-startup-") as folder:
        work = Path(folder)
        for label, cold in (("warm", False), ("cold", True)):
            results[label] = measure(runs, cold, work)
            title = "No .pyc" if cold else "Warm .pyc"
            print(line(title, results[label], runs), flush=True)
    print(json.dumps({"runs": runs, **results}))
    return 0


if __name__ == "__main__":
    from stopping import stop_when_told  # benchmarks/stopping.py, beside this script

    stop_when_told()
    sys.exit(main())
