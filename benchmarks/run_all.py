"""Every benchmark in one command, and one markdown table of its figures against their targets.

Run ``python benchmarks/run_all.py`` (``--out FILE`` also writes the table to FILE;
``--quick`` runs shorter versions: 300 frames a size, a 200-round soak, 5 presses a case).
Each script runs as a subprocess of its own, one after another, and its JSON lines are
read back: bench_engine.py (battles per second, the simulate command), bench_frames.py
(frames at each window size, resize, start-up, court faces; ``--no-memory``: memory is
the soak's), bench_soak.py (2,000 rounds through the real loop; ``--soak-rounds`` for fewer),
bench_response.py (frames from a press to the picture changing) and bench_startup.py (the
first frame beside a bare pygame-ce window's; ``--quick``: 2 runs). What each measures,
exactly, is in its own docstring. Their output goes to stderr as they run; stdout gets a
line describing the machine and the table, which is what the README's Performance
section carries. Nothing is asserted: a target missed is a row saying so. The exit status
is 1 only if a script failed to run.

The targets live in TARGETS, here and only here; ``markdown_table`` turns figures into the
table (call it with figures of your own to see how a row reads).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().parent
SCRIPT_TIMEOUT_SECONDS = 3 * 3600


@dataclass(frozen=True)
class Target:
    """One figure of the table: what it is, its unit, and its target if it has one."""

    figure: str  # as the table's first column says it
    unit: str
    limit: float | None = None  # None: shown for what it tells, with no target
    at_most: bool = True  # the figure must be <= limit (False: >= limit)
    scale: float = 1.0  # the figure is shown divided by this (1e6: millions)
    digits: int = 2

    def show(self, value: float) -> str:
        return f"{value / self.scale:,.{self.digits}f}{self.unit}"

    def wanted(self) -> str:
        if self.limit is None:
            return "—"
        limit = f"{self.limit / self.scale:,g}{self.unit}"
        return f"≤ {limit}" if self.at_most else f"≥ {limit}"

    def met(self, value: float) -> bool:
        assert self.limit is not None
        return value <= self.limit if self.at_most else value >= self.limit


# The targets, from the README's Performance section and the issue that asked for this script.
TARGETS: dict[str, Target] = {
    "engine_fast": Target(
        "Engine, fast path (`play_ranks`)", " M battles/s", 3e6, False, scale=1e6
    ),
    "engine_event": Target(
        "Engine, event path (`Round.play_battle`, set-up included)",
        " M battles/s",
        0.4e6,
        False,
        scale=1e6,
    ),
    "simulate_jobs2": Target("`simulate --games 100000 --jobs 2`, wall time", " s", 10.0),
    "frame_1280_median": Target("Whole frame at 1280×720, median", " ms"),
    "frame_1920_median": Target("Whole frame at 1920×1080, median", " ms", 2.0),
    "frame_3840_median": Target("Whole frame at 3840×2160, median", " ms", 6.0),
    "frame_3840_p99": Target("Whole frame at 3840×2160, p99", " ms", 12.0),
    "resize_3840": Target(
        "Resize to 3840×2160: art made, first frame drawn", " ms", 150.0, digits=0
    ),
    "startup": Target("Start-up to the first frame (headless)", " s", 1.5),
    "startup_ratio": Target(
        "Start-up against a bare pygame-ce window, .pyc warm (`bench_startup.py`)", "×", 1.6
    ),
    "memory_playing": Target(
        "Memory while playing: peak resident over the soak, 1280×720", " MB", 150.0, digits=1
    ),
    "soak_growth": Target(
        "Soak: resident memory growth, first reading to last", " MB", 10.0, digits=1
    ),
    "stats_history": Target("Soak: rounds stats.json lists", " rounds", 1000, digits=0),
    "stats_bytes": Target("Soak: stats.json at the end", " KB", scale=1024, digits=1),
    "soak_fps": Target("Soak: frames per second (0.25 s of game time each)", " fps", digits=0),
    # Frames from a Turn cards press (key, click, tap) to the picture changing: 1 is the next.
    "response_idle": Target(
        "Response, table idle (frames to the picture changing)", "", 1, digits=0
    ),
    "response_run": Target(
        "Response, in Play to the end: the press stops it (frames)", "", 1, digits=0
    ),
    "response_log": Target("Response, battle log open (frames)", "", 1, digits=0),
    "response_ms": Target("Response: slowest press, wall time to its frame", " ms"),
}


def markdown_table(
    figures: Mapping[str, float | None],
    notes: Mapping[str, str] | None = None,
    targets: Mapping[str, Target] = TARGETS,
) -> str:
    """The table: one row per target (in TARGETS' order) that ``figures`` names; a figure
    that is None was not measured (a target it has is then missed). ``notes`` adds words
    after a measured value."""
    notes = notes or {}
    rows = ["| Figure | Measured | Target | Met |", "| --- | --- | --- | --- |"]
    for key, target in targets.items():
        if key not in figures:
            continue
        value = figures[key]
        measured = "not measured" if value is None else target.show(value)
        if key in notes:
            measured += f" ({notes[key]})"
        if target.limit is None:
            verdict = "—"
        elif value is None:
            verdict = "missed"
        else:
            verdict = "met" if target.met(value) else "**missed**"
        rows.append(f"| {target.figure} | {measured} | {target.wanted()} | {verdict} |")
    return "\n".join(rows)


def machine() -> str:
    """One line: CPU model and count, RAM, OS, Python, pygame-ce and SDL, the load now."""
    cpuinfo = Path("/proc/cpuinfo").read_text() if Path("/proc/cpuinfo").exists() else ""
    models = [
        line.split(":", 1)[1].strip()
        for line in cpuinfo.splitlines()
        if line.startswith("model name")
    ]
    cpu = f"{models[0] if models else platform.processor() or 'unknown CPU'}, {os.cpu_count()} CPUs"
    ram = ""
    meminfo = Path("/proc/meminfo")
    if meminfo.exists():
        for line in meminfo.read_text().splitlines():
            if line.startswith("MemTotal:"):
                ram = f", {int(line.split()[1]) / 1024**2:.1f} GB RAM"
    system = f"{platform.system()} {platform.release()}"
    release = Path("/etc/os-release")
    if release.exists():
        for line in release.read_text().splitlines():
            if line.startswith("PRETTY_NAME="):
                system = f"{line.split('=', 1)[1].strip(chr(34))}, {system}"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    sdl = ".".join(map(str, pygame.get_sdl_version()))
    load = ", load average {:.2f} {:.2f} {:.2f}".format(*os.getloadavg())
    return (
        f"Machine: {cpu}{ram}; {system}; Python {platform.python_version()}, "
        f"pygame-ce {metadata.version('pygame-ce')}, SDL {sdl}{load}"
    )


def run_script(name: str, *args: str) -> list[dict[str, Any]] | None:
    """Run benchmarks/``name``, its output passed on to stderr as it comes; the JSON
    objects it printed (one per line), or None if it failed."""
    from servers import stop  # benchmarks/servers.py, beside this script

    command = [sys.executable, str(HERE / name), *args]
    print(f"== {' '.join([name, *args])}", file=sys.stderr, flush=True)
    started = time.monotonic()
    found: list[dict[str, Any]] = []
    with subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True) as child:
        assert child.stdout is not None
        try:
            for line in child.stdout:
                if line.startswith("{"):
                    found.append(json.loads(line))
                else:
                    print(line.rstrip(), file=sys.stderr, flush=True)
            code = child.wait(timeout=SCRIPT_TIMEOUT_SECONDS)
        except BaseException:  # told to stop, or the script hung: it goes too, and what
            stop(child)  # it started with it (SIGTERM first: see benchmarks/stopping.py)
            raise
    seconds = time.monotonic() - started
    print(f"== {name}: exit {code} after {seconds:.0f} s", file=sys.stderr, flush=True)
    return found if code == 0 and found else None


def gather(
    frames: int | None, soak_rounds: int, presses: int, quick: bool = False
) -> tuple[dict[str, float | None], dict[str, str], bool]:
    """Run the five scripts; their figures under TARGETS' keys, notes, and whether all ran."""
    figures: dict[str, float | None] = dict.fromkeys(TARGETS)
    notes: dict[str, str] = {}

    engine = run_script("bench_engine.py")
    if engine:
        figures["engine_fast"] = engine[-1]["fast_battles_per_s"]
        figures["engine_event"] = engine[-1]["event_battles_per_s"]
        figures["simulate_jobs2"] = engine[-1]["simulate_100k_jobs2_s"]

    frame_args = ["--no-memory"] + ([] if frames is None else ["--frames", str(frames)])
    window = run_script("bench_frames.py", *frame_args)
    if window:
        sizes = {line["size"]: line for line in window if "size" in line}
        last = window[-1]
        figures["frame_1280_median"] = sizes["1280x720"]["median_ms"]
        notes["frame_1280_median"] = f"p99 {sizes['1280x720']['p99_ms']:.2f} ms"
        figures["frame_1920_median"] = sizes["1920x1080"]["median_ms"]
        notes["frame_1920_median"] = f"p99 {sizes['1920x1080']['p99_ms']:.2f} ms"
        figures["frame_3840_median"] = sizes["3840x2160"]["median_ms"]
        figures["frame_3840_p99"] = sizes["3840x2160"]["p99_ms"]
        figures["resize_3840"] = last["resize_ms"]
        figures["startup"] = last["startup_s"]

    every = max(1, soak_rounds // 10)
    soak = run_script("bench_soak.py", "--rounds", str(soak_rounds), "--every", str(every))
    if soak:
        result = soak[-1]
        figures["memory_playing"] = result["hwm_mb"]
        figures["soak_growth"] = result["growth_mb"]
        first, last_reading = result["readings"][0], result["readings"][-1]
        notes["soak_growth"] = (
            f"{first['rss_mb']:.1f} MB at round {first['round']}, "
            f"{last_reading['rss_mb']:.1f} MB at round {last_reading['round']}"
        )
        figures["stats_history"] = result["stats_history_rounds"]
        notes["stats_history"] = f"of {result['stats_rounds_counted']:,} counted"
        figures["stats_bytes"] = result["stats_json_bytes"]
        notes["stats_bytes"] = (
            f"round.json {result['round_json_bytes']:,} B, "
            f"settings.json {result['settings_json_bytes']:,} B"
        )
        figures["soak_fps"] = result["fps"]
        notes["soak_fps"] = f"{result['rounds']:,} rounds in {result['wall_s']:.0f} s"

    startup = run_script("bench_startup.py", *(["--quick"] if quick else []))
    if startup:
        warm, cold = startup[-1]["warm"], startup[-1]["cold"]
        figures["startup_ratio"] = warm["ratio"]
        notes["startup_ratio"] = (
            f"game {warm['game_s'] * 1000:.0f} ms, bare window {warm['bare_s'] * 1000:.0f} ms; "
            f"no .pyc {cold['ratio']:.2f}×"
        )

    response = run_script("bench_response.py", "--presses", str(presses))
    if response:
        rows = response[-1]["results"]
        for key, situation in (
            ("response_idle", "idle"),
            ("response_run", "play to the end"),
            ("response_log", "log open"),
        ):
            mine = [row for row in rows if row["situation"] == situation]
            slowest = [row["max_frames"] for row in mine]
            shown = not any(row["missed"] for row in mine) and None not in slowest
            figures[key] = max(slowest) if shown else None
            notes[key] = (
                ", ".join(
                    f"{row['way']} median {row['median_frames']:g}"
                    for row in mine
                    if row["max_frames"]
                )
                + f"; max of {sum(row['presses'] for row in mine)} presses"
            )
        ms = [row["max_ms"] for row in rows if row["max_ms"] is not None]
        medians = sorted(row["median_ms"] for row in rows if row["median_ms"] is not None)
        figures["response_ms"] = max(ms) if ms else None
        if medians:
            notes["response_ms"] = f"medians {medians[0]:.2f} to {medians[-1]:.2f} ms"

    ran = all(each is not None for each in (engine, window, soak, startup, response))
    return figures, notes, ran


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="also write the markdown table to this file")
    parser.add_argument("--quick", action="store_true", help="shorter runs, rougher figures")
    parser.add_argument("--frames", type=int, help="frames a window size (bench_frames.py)")
    parser.add_argument("--soak-rounds", type=int, help="rounds the soak plays (default 2000)")
    parser.add_argument("--presses", type=int, help="presses a case (bench_response.py)")
    options = parser.parse_args(argv)
    frames = options.frames or (300 if options.quick else None)
    soak_rounds = options.soak_rounds or (200 if options.quick else 2000)
    presses = options.presses or (5 if options.quick else 20)

    started = time.monotonic()
    about = machine()
    figures, notes, ran = gather(frames, soak_rounds, presses, options.quick)
    table = markdown_table(figures, notes)
    print(f"== all done in {time.monotonic() - started:.0f} s", file=sys.stderr)
    print(about)
    print()
    print(table)
    if options.out is not None:
        options.out.write_text(f"{about}\n\n{table}\n")
    return 0 if ran else 1


if __name__ == "__main__":
    from stopping import stop_when_told  # benchmarks/stopping.py, beside this script

    stop_when_told()
    sys.exit(main())
