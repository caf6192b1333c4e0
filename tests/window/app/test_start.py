"""Tests for start.py and the command line on the way to it: the game's start imports only
what the window needs."""

from __future__ import annotations

import json
import sys

from tests.helpers import ROOT, first_frame_then_sigterm

# The command line as main.py runs it; once the window has closed, every module imported.
PLAY_AND_LIST_MODULES = """
import json, sys
from war.cli import main
code = main(sys.argv[1:], program="python main.py")
print(json.dumps(sorted(sys.modules)))
sys.exit(code)
"""

# What only `simulate` and `stats` need, or nothing the window does.
NOT_FOR_THE_WINDOW = (
    "asyncio",  # the loop's coroutine runs without an event loop on the desktop
    "multiprocessing",  # the simulator's --games
    "concurrent.futures",
    "war.simulator.simulate",
    "war.simulator.progress",
    "war.words.simulate",
)


def test_the_game_opens_draws_and_closes_without_the_simulator_or_asyncio(tmp_path):
    done = first_frame_then_sigterm(
        tmp_path / "data",
        tmp_path / "run",
        program=(sys.executable, "-c", PLAY_AND_LIST_MODULES),
        env={"PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 0, done.stderr
    modules = set(json.loads(done.stdout))
    assert "war.window.app.app" in modules  # the window was really opened
    assert modules.isdisjoint(NOT_FOR_THE_WINDOW), sorted(modules & set(NOT_FOR_THE_WINDOW))


# What a first start's title reads nothing with: no round saved, no record kept yet.
NOT_FOR_A_FIRST_TITLE = (
    "war.store.record_file",  # stats.json read and written
    "war.store.saved_round",  # round.json read and written
    "war.core.position",  # the engine's positions a saved round is made of
    "war.core.engine",
)


def test_a_first_start_shows_its_title_without_the_saved_round_or_record_machinery(tmp_path):
    done = first_frame_then_sigterm(
        tmp_path / "data",
        tmp_path / "run",
        program=(sys.executable, "-c", PLAY_AND_LIST_MODULES),
        env={"PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 0, done.stderr
    modules = set(json.loads(done.stdout))
    assert "war.window.scenes.title" in modules
    assert modules.isdisjoint(NOT_FOR_A_FIRST_TITLE), sorted(modules & set(NOT_FOR_A_FIRST_TITLE))
