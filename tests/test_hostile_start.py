"""The real game, ``python main.py``, started on a data folder with a bad file in it: it
opens its window (SDL's dummy driver), draws its first frame, says what happened in one
line, and closes on SIGTERM with exit 0, the bad file set aside, kept with a copy beside it,
or kept, and the good ones untouched. (Every kind of bad file is tried on the store itself in
tests/store/test_bad_files.py; these are a few of them, through the whole game.)"""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.helpers import first_frame_then_sigterm
from tests.store.test_bad_files import (
    FILES,
    HUGE,
    edited,
    fill,
    set_aside,
    snapshot,
    tiny_disk,
)
from war.store.store import LOCK_FILE, RECORD_FILE, ROUND_FILE, SETTINGS_FILE

Make = Callable[[Path], object]  # makes the file bad (what it returns is no matter)
KEPT = "; the old file is kept as "  # renamed aside, or a copy of it kept beside what was read
REPAIRED = "Your record was repaired: "  # the file as read written over its damaged values


def a_folder_instead(path: Path) -> None:
    path.unlink()
    path.mkdir()


def a_pipe_instead(path: Path) -> None:
    path.unlink()
    os.mkfifo(path)


CASES: dict[str, tuple[str, Make, str]] = {
    # kind: (the file made bad, how, what the one line starts with)
    "round.json cut short": (
        ROUND_FILE,
        lambda path: path.write_bytes(path.read_bytes()[:200]),
        "Your saved round could not be read (not JSON: damaged or cut short), so a new round "
        "starts" + KEPT,
    ),
    "round.json with 53 cards": (
        ROUND_FILE,
        lambda path: path.write_bytes(edited(path.read_bytes(), player=["AS", *pile(path)])),
        "Your saved round could not be read (the piles are not one deck: duplicate card: AS), so "
        "a new round starts" + KEPT,
    ),
    "round.json only null": (
        ROUND_FILE,
        lambda path: path.write_bytes(b"null"),
        "Your saved round could not be read (nothing but null), so a new round starts" + KEPT,
    ),
    "stats.json with counts of 10**400": (
        RECORD_FILE,
        lambda path: path.write_bytes(edited(path.read_bytes(), battles=HUGE)),
        REPAIRED + 'some of it was not understood and was left out ("battles"); "battles" '
        "raised to 420 so the counts fit together" + KEPT,
    ),
    "stats.json 100,000 levels deep": (
        RECORD_FILE,
        lambda path: path.write_bytes(b"[" * 100_000 + b"]" * 100_000),
        "Your record could not be read (not JSON: damaged or cut short), so it starts again "
        "from nothing" + KEPT,
    ),
    "settings.json a folder": (
        SETTINGS_FILE,
        a_folder_instead,
        "Your settings could not be read (a folder stands where the file should be), so the "
        "usual ones are used" + KEPT,
    ),
    "settings.json volume 1e308": (
        SETTINGS_FILE,
        lambda path: path.write_bytes(edited(path.read_bytes(), volume=1e308)),
        "A setting was not understood (volume), so its default is used.",
    ),
    "the lock file a pipe": (
        LOCK_FILE,
        a_pipe_instead,
        "Progress will not be saved: cannot use ",
    ),
}


def pile(path: Path) -> list[str]:
    """The player's pile in the saved round at ``path``."""
    return json.loads(path.read_bytes())["player"]


def test_the_game_starts_on_a_bad_file_says_so_in_one_line_and_touches_nothing_good(tmp_path):
    for number, (kind, (name, make, says)) in enumerate(CASES.items()):
        folder = tmp_path / f"data-{number}"
        good = fill(folder)
        make(folder / name)
        bad = snapshot(folder / name)
        bad_bytes = (folder / name).read_bytes() if (folder / name).is_file() else None
        done = first_frame_then_sigterm(folder, tmp_path / f"run-{number}")
        lines = done.stderr.splitlines()
        assert done.returncode == 0 and done.stdout == "", f"{kind}: {done}"
        assert len(lines) == 1 and lines[0].startswith(f"war: {says}"), f"{kind}: {lines}"
        kept_aside = set_aside(folder, name)
        if KEPT in lines[0]:
            assert [p.name for p in kept_aside] == [lines[0].split(KEPT)[1].rstrip(".")]
        if KEPT in lines[0] and says.startswith(REPAIRED):  # a copy beside what was read
            assert kept_aside[0].read_bytes() == bad_bytes, kind
            assert json.loads((folder / name).read_bytes())["version"] == 2, kind
        elif KEPT in lines[0]:  # renamed aside as it was
            assert snapshot(kept_aside[0]) == bad, f"{kind}: the bad file changed"
        else:
            assert not kept_aside and snapshot(folder / name) == bad, f"{kind}: not kept"
        for other in FILES:
            if other != name:
                assert (folder / other).read_bytes() == good[other], f"{kind}: {other}"


def test_the_game_starts_on_a_read_only_disk_and_says_so_once(tmp_path):
    """Where a tmpfs can be mounted (root): the data folder on a read-only file system."""
    disk = tmp_path / "disk"
    with tiny_disk(disk) as mounted:
        if not mounted:
            pytest.skip("no tmpfs can be mounted here (it needs root)")
        folder = disk / "data"
        good = fill(folder)
        subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True, timeout=10)
        done = first_frame_then_sigterm(folder, tmp_path / "run")
        assert done.returncode == 0 and done.stdout == "", done
        assert done.stderr == (
            f"war: Progress will not be saved: cannot write to {folder} (Read-only file system).\n"
        )
        assert {name: (folder / name).read_bytes() for name in FILES} == good
