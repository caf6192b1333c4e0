"""Tests for files.py: atomic writes that a kill never tears, and bad files set aside."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from war.store.files import BadFile, Unreadable, read_json, remove, set_aside, write_json

ROOT = Path(__file__).resolve().parents[2]


def test_a_write_replaces_the_file_and_leaves_nothing_else(tmp_path):
    path = tmp_path / "round.json"
    write_json(path, {"a": 1})
    write_json(path, {"a": 2})
    assert read_json(path, 1000) == {"a": 2}
    assert [p.name for p in tmp_path.iterdir()] == ["round.json"]


def test_a_failed_write_leaves_the_old_file_whole(tmp_path, monkeypatch):
    path = tmp_path / "round.json"
    write_json(path, {"a": 1})
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(28, "No space")))
    with pytest.raises(OSError):
        write_json(path, {"a": 2})
    assert read_json(path, 1000) == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["round.json"]  # no temporary left


def test_a_missing_file_is_none_and_every_bad_one_says_why(tmp_path):
    assert read_json(tmp_path / "none.json", 1000) is None
    cases = {
        b"": "empty",
        b"  \n": "empty",
        b'{"version": 1, "seed"': "not JSON",
        bytes(random.Random(1).randbytes(300)): "not JSON",
        b"[" * 100_000 + b"]" * 100_000: "larger than",
        b"[" * 5_000 + b"]" * 5_000: "not JSON",  # nested past what the parser will take
        b"null": "nothing but null",  # not None, which means no file (and may be written over)
        b" null\n": "nothing but null",
    }
    for content, says in cases.items():
        path = tmp_path / "bad.json"
        path.write_bytes(content)
        with pytest.raises(BadFile, match=says):
            read_json(path, 150_000 if says != "larger than" else 1_000)
    (tmp_path / "folder.json").mkdir()
    with pytest.raises(BadFile, match="a folder stands"):
        read_json(tmp_path / "folder.json", 1000)


def test_an_unreadable_file_is_unreadable_not_bad(tmp_path, monkeypatch):
    path = tmp_path / "round.json"
    path.write_text("{}")
    real_open = os.open

    def refuse(name, *args, **kwargs):
        if Path(name) == path:  # as chmod 000 would, even for root
            raise PermissionError(13, "Permission denied")
        return real_open(name, *args, **kwargs)

    monkeypatch.setattr(os, "open", refuse)
    with pytest.raises(Unreadable) as raised:
        read_json(path, 1000)
    assert not isinstance(raised.value, BadFile) and raised.value.strerror == "Permission denied"


def test_a_folder_that_windows_refuses_to_open_is_still_a_folder_not_unreadable(
    tmp_path, monkeypatch
):
    """Windows opens no folder: os.open says EACCES (PermissionError), not EISDIR. It is
    still a folder where the file should be, to be set aside, not a file to leave."""
    path = tmp_path / "round.json"
    path.mkdir()
    real_open = os.open

    def windows_open(name, *args, **kwargs):
        if Path(name) == path:
            raise PermissionError(13, "Permission denied", str(name))
        return real_open(name, *args, **kwargs)

    monkeypatch.setattr(os, "open", windows_open)
    with pytest.raises(BadFile, match="a folder stands"):
        read_json(path, 1000)


def test_a_pipe_in_place_of_the_file_is_refused_not_waited_on(tmp_path):
    path = tmp_path / "round.json"
    os.mkfifo(path)
    with pytest.raises(BadFile, match="not a regular file"):
        read_json(path, 1000)


def test_a_bad_file_is_set_aside_with_its_time_and_never_over_another(tmp_path):
    path = tmp_path / "round.json"
    path.write_text("bad one")
    first = set_aside(path)
    path.write_text("bad two")
    second = set_aside(path)
    assert first and second and first != second
    assert first.name.startswith("round.json.bad-") and first.read_text() == "bad one"
    assert second.read_text() == "bad two"
    assert not path.exists()


def test_a_file_that_cannot_be_moved_is_left_as_it_is(tmp_path, monkeypatch):
    path = tmp_path / "round.json"
    path.write_text("bad")
    monkeypatch.setattr(os, "rename", lambda a, b: (_ for _ in ()).throw(OSError(30, "Read-only")))
    assert set_aside(path) is None
    assert path.read_text() == "bad"


def test_remove_is_quiet_when_the_file_is_gone(tmp_path):
    remove(tmp_path / "none.json")
    path = tmp_path / "round.json"
    path.write_text("{}")
    remove(path)
    assert not path.exists()


WRITER = """
import sys
from pathlib import Path
from war.store.files import write_json
path = Path(sys.argv[1])
big = {"cards": ["KC"] * 2000}
small = {"cards": ["2D"]}
write_json(path, small)
print("ready", flush=True)
n = 0
while True:
    n += 1
    write_json(path, big if n % 2 else small)
"""


def test_a_kill_at_any_instant_leaves_the_old_file_or_the_new_one(tmp_path):
    """A writer killed with SIGKILL at random moments, 60 times: the file always loads."""
    path = tmp_path / "round.json"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    shuffle = random.Random(7)
    for _ in range(60):
        writer = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path)], env=env, stdout=subprocess.PIPE, text=True
        )
        assert writer.stdout is not None
        assert writer.stdout.readline() == "ready\n"
        time.sleep(shuffle.uniform(0.0, 0.03))
        writer.send_signal(signal.SIGKILL)
        writer.wait(timeout=10)
        data = json.loads(path.read_text())  # never torn, never empty
        assert data["cards"] in (["KC"] * 2000, ["2D"])
    leftovers = [p.name for p in tmp_path.iterdir() if p.name != "round.json"]
    assert all(name.startswith(".round.json.") for name in leftovers)  # a kill mid-write
