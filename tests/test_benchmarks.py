"""The benchmark scripts still run and say what they should: a tiny soak, a few presses, two
start-ups of each kind, the table of targets. Their figures are the scripts' business; no
timing is checked here."""

from __future__ import annotations

import importlib.util
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT_TIMEOUT_SECONDS = 60  # each takes a few seconds; a hang fails instead of waiting
RUNNING_SECONDS = 4.0  # started, imported and drawing by then
STOP_SECONDS = 15  # told to stop, a benchmark is gone within this (it takes well under 1 s)


def last_json(script: str, *args: str) -> dict:
    """Run benchmarks/``script``; the JSON object its last line holds."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / script), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=SCRIPT_TIMEOUT_SECONDS,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_the_soak_plays_its_rounds_and_reads_memory_after_each():
    soak = last_json("bench_soak.py", "--rounds", "3", "--every", "1")
    assert soak["rounds"] == 3 and soak["frames"] > 0 and soak["fps"] > 0
    assert [reading["round"] for reading in soak["readings"]] == [1, 2, 3]
    for reading in soak["readings"]:
        assert 10 < reading["rss_mb"] <= reading["hwm_mb"] < 2000
    assert soak["growth_mb"] == pytest.approx(soak["rss_last_mb"] - soak["rss_first_mb"], abs=0.11)
    # Every round counted and listed; a round in play saved; all three files small.
    assert soak["stats_rounds_counted"] == soak["stats_history_rounds"] == 3
    assert soak["battles"] >= 3
    for name in ("round_json_bytes", "stats_json_bytes", "settings_json_bytes"):
        assert 0 < soak[name] < 10_000


def test_every_press_shows_and_the_figures_are_all_there():
    response = last_json("bench_response.py", "--presses", "1")
    situations = {"idle", "play to the end", "log open"}
    rows = response["results"]
    assert {(row["situation"], row["way"]) for row in rows} == {
        (situation, way) for situation in situations for way in ("key", "click", "tap")
    }
    for row in rows:
        assert row["presses"] == 1 and row["missed"] == 0, row
        assert row["max_frames"] >= 1 and row["max_ms"] > 0
    assert response["unpressed_changes"] == dict.fromkeys(situations, 0)


def test_the_story_bench_times_a_story_beside_the_bare_replay_of_its_deal():
    cases = last_json("bench_story.py")
    assert set(cases) == {"seed_rules", "no_limit"}
    for figures in cases.values():
        assert figures["told_ms"] > 0 and figures["tell_ms"] > 0 and figures["replay_ms"] > 0
        ratio = figures["tell_ms"] / figures["replay_ms"]
        assert figures["tell_ratio"] == pytest.approx(ratio, rel=0.01)


@pytest.mark.slow  # a dozen real start-ups, some compiling every module from source
def test_the_startup_bench_times_the_game_and_a_bare_window_warm_and_cold():
    startup = last_json("bench_startup.py", "--quick")
    assert startup["runs"] == 2
    for case in ("warm", "cold"):
        result = startup[case]
        assert set(result) == {"game_s", "played_s", "bare_s", "ratio", "played_ratio"}
        assert all(result[name] > 0 for name in result), result
        assert result["ratio"] == pytest.approx(result["game_s"] / result["bare_s"])
        assert result["played_ratio"] == pytest.approx(result["played_s"] / result["bare_s"])


def test_the_table_gives_each_figure_its_target_and_verdict(monkeypatch):
    spec = importlib.util.spec_from_file_location("run_all", ROOT / "benchmarks" / "run_all.py")
    assert spec is not None and spec.loader is not None
    run_all = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "run_all", run_all)  # its dataclass looks itself up there
    spec.loader.exec_module(run_all)
    TARGETS, markdown_table = run_all.TARGETS, run_all.markdown_table

    figures = dict.fromkeys(TARGETS, 1.0) | {"engine_fast": 2e6, "startup": None}
    lines = markdown_table(figures).splitlines()
    assert len(lines) == 2 + len(TARGETS)
    rows = {line.split(" | ")[0].lstrip("| "): line for line in lines[2:]}
    assert rows[TARGETS["engine_fast"].figure].endswith("| ≥ 3 M battles/s | **missed** |")
    assert rows[TARGETS["frame_1920_median"].figure].endswith("| 1.00 ms | ≤ 2 ms | met |")
    assert "| not measured | ≤ 1.5 s | missed |" in rows[TARGETS["startup"].figure]
    assert rows[TARGETS["frame_1280_median"].figure].endswith("| — | — |")


@pytest.mark.slow  # real runs, each started and stopped
@pytest.mark.parametrize(
    "script",
    # Frames in process; frames beside a process it started (the soak's, the games the
    # start-up times); a script that runs the others.
    ["bench_frames.py", "bench_response.py", "bench_soak.py", "bench_startup.py", "run_all.py"],
)
def test_a_benchmark_told_to_stop_stops_at_once_with_the_processes_it_started(script):
    """SIGTERM, as ``timeout`` sends it, mid-run: the script ends with 128 + SIGTERM, says
    no traceback, and leaves no process of its own behind (SDL would have turned the signal
    into a QUIT event the App swallows, and the run gone on for minutes)."""
    run = subprocess.Popen(
        [sys.executable, str(ROOT / "benchmarks" / script)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group: what it starts is found by it
    )
    try:
        time.sleep(RUNNING_SECONDS)  # into its frames (each runs for minutes)
        assert run.poll() is None
        run.send_signal(signal.SIGTERM)
        _, stderr = run.communicate(timeout=STOP_SECONDS)
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
    assert run.returncode == 128 + signal.SIGTERM
    assert "Traceback" not in stderr
    deadline = time.monotonic() + STOP_SECONDS
    while _group_alive(run.pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _group_alive(run.pid)


def _group_alive(group: int) -> bool:
    try:
        os.killpg(group, 0)
    except ProcessLookupError:
        return False
    return True
