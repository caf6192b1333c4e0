"""Tests for store.py: the data folder keeps the round and the record, and never stops the game."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from tests.decks import position_after
from tests.store.test_bad_files import YOUR
from tests.store.test_record import SEQUENCE
from war.core.engine import replay
from war.core.rules import SEED_RULES, Pickup, Rules
from war.session.medals import Medal
from war.store import files, saved_round
from war.store.record import Record
from war.store.store import LOCK_FILE, RECORD_FILE, ROUND_FILE, Store

ROOT = Path(__file__).resolve().parents[2]


def test_a_missing_folder_is_made_and_starts_empty(tmp_path):
    folder = tmp_path / "a" / "b"
    store = Store(folder)
    assert folder.is_dir() and store.writable
    assert store.saved_round is None and store.record == Record()
    assert store.notices == []


def test_the_round_and_the_record_survive_a_restart(tmp_path):
    store = Store(tmp_path)
    store.save_round(position_after(3, 7))
    store.close()  # the game ends
    again = Store(tmp_path)
    assert again.saved_round == position_after(3, 7)
    record = again.finish_round(SEQUENCE[0], seed=3)
    assert not (tmp_path / ROUND_FILE).exists()
    again.close()
    third = Store(tmp_path)
    assert third.saved_round is None and third.record == record and record.played == 1


def test_a_saved_round_keeps_its_rules_and_whether_it_is_the_days_deal(tmp_path):
    house = Rules(2, Pickup.SHUFFLED, 1000)
    store = Store(tmp_path)
    assert (store.saved_rules, store.saved_daily) == (SEED_RULES, False)
    position = replay(3, 7, rules=house)[0].position()
    store.save_round(position, house)
    store.close()
    again = Store(tmp_path)
    assert (again.saved_round, again.saved_rules, again.saved_daily) == (position, house, False)
    day = position_after(20261201, 4)
    again.save_round(day, SEED_RULES, daily=True)
    assert Store(tmp_path, read_only=True).saved_daily
    again.finish_round(SEQUENCE[0], 20261201, daily=date(2026, 12, 1))
    assert (again.saved_round, again.saved_rules, again.saved_daily) == (None, SEED_RULES, False)
    again.close()


def test_a_deal_of_the_day_is_never_saved_under_house_rules(tmp_path):
    """Such a file would be refused when read: the store refuses to write it."""
    store = Store(tmp_path)
    with pytest.raises(ValueError, match="seed rules"):
        store.save_round(position_after(20261201, 3), Rules(2), daily=True)
    assert not (tmp_path / ROUND_FILE).exists()
    store.close()


def test_a_version_1_round_is_resumed_under_the_seed_rules(tmp_path):
    data = {**saved_round.to_json(position_after(3, 7)), "version": 1}
    del data["rules"], data["daily"]
    (tmp_path / ROUND_FILE).write_text(json.dumps(data))
    store = Store(tmp_path)
    assert store.notices == [] and store.saved_round == position_after(3, 7)
    assert (store.saved_rules, store.saved_daily) == (SEED_RULES, False)
    store.close()


def test_a_round_counted_with_its_medals_is_one_write(tmp_path, monkeypatch):
    """The round and the medals it earned go into stats.json in the same write: a kill
    can never leave one counted without the other."""
    store = Store(tmp_path)
    store.save_round(position_after(3, 7))
    writes: list[str] = []
    real = files.write_json

    def write(path: Path, data: dict[str, Any]) -> None:
        writes.append(path.name)
        real(path, data)

    monkeypatch.setattr("war.store.store.write_json", write)
    store.finish_round(SEQUENCE[0], 3, ended=date(2026, 12, 1), medals=[Medal.FIRST_WIN])
    assert writes == [RECORD_FILE]
    on_disk = Store(tmp_path, read_only=True).record
    assert on_disk.played == 1 and on_disk.medals == {Medal.FIRST_WIN: date(2026, 12, 1)}
    store.close()


def test_reset_empties_the_record_on_disk(tmp_path):
    store = Store(tmp_path)
    store.finish_round(SEQUENCE[0], seed=1)
    store.reset_record()
    assert Store(tmp_path, read_only=True).record == Record()


@pytest.mark.parametrize("name", [ROUND_FILE, RECORD_FILE])
def test_a_bad_file_is_set_aside_said_once_and_the_game_starts_fresh(tmp_path, name):
    (tmp_path / name).write_text('{"version": 1, "seed": ')
    store = Store(tmp_path)
    assert store.saved_round is None and store.record == Record()
    assert len(store.notices) == 1
    assert store.notices[0].startswith(f"{YOUR[name]} could not be read (not JSON")
    aside = [p for p in tmp_path.iterdir() if p.name.startswith(f"{name}.bad-")]
    assert len(aside) == 1 and aside[0].read_text() == '{"version": 1, "seed": '
    assert aside[0].name in store.notices[0]


def test_a_bad_file_that_cannot_be_set_aside_is_never_written_over(tmp_path, monkeypatch):
    (tmp_path / ROUND_FILE).write_text("[1, 2, 3]")
    monkeypatch.setattr(files.os, "rename", lambda a, b: (_ for _ in ()).throw(OSError(30, "ro")))
    store = Store(tmp_path)
    assert "will not be written over" in store.notices[0]
    store.save_round(position_after(3, 4))
    store.forget_round()
    assert (tmp_path / ROUND_FILE).read_text() == "[1, 2, 3]"


def test_a_folder_that_cannot_be_made_means_progress_is_not_saved_said_once(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    store = Store(blocker / "war")  # a folder inside a file: never possible, even as root
    assert not store.writable
    assert len(store.notices) == 1 and store.notices[0].startswith("Progress will not be saved")
    store.save_round(position_after(3, 2))  # quietly not kept on disk, never an error
    store.finish_round(SEQUENCE[0], seed=1)
    assert store.record.played == 1 and len(store.notices) == 1


def test_a_write_that_fails_is_said_once_and_the_old_file_stays(tmp_path, monkeypatch):
    store = Store(tmp_path)
    store.save_round(position_after(3, 3))
    good = (tmp_path / ROUND_FILE).read_text()

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("war.store.store.write_json", full)
    store.save_round(position_after(3, 9))
    assert (tmp_path / ROUND_FILE).read_text() == good
    store.finish_round(SEQUENCE[0], seed=1)
    assert [n for n in store.notices if "could not be saved" in n] == [
        f"Progress could not be saved in {tmp_path} (No space left on device)."
    ]
    assert store.saved_round is None  # the game goes on with what it knows


def test_writes_a_kill_cut_short_are_cleared_away(tmp_path):
    (tmp_path / ".round.json.abc123.tmp").write_text("{")
    Store(tmp_path).close()
    assert not (tmp_path / ".round.json.abc123.tmp").exists()


def test_the_files_are_plain_documented_json(tmp_path):
    store = Store(tmp_path)
    store.save_round(position_after(3, 5))
    data = json.loads((tmp_path / ROUND_FILE).read_text())
    assert set(data) == {
        "version",
        "rules",
        "daily",
        "seed",
        "battles",
        "wars",
        "longest_war_chain",
        "player",
        "computer",
    }
    store.finish_round(SEQUENCE[1], seed=3)
    record = json.loads((tmp_path / RECORD_FILE).read_text())
    assert record["endings_by_rules"]["1 as-laid 500"]["player out_of_cards_in_war"] == 1
    assert os.path.getsize(tmp_path / RECORD_FILE) < 2000


def test_a_second_game_on_the_same_folder_plays_on_without_saving(tmp_path):
    """Two windows never write over each other's round and record."""
    first = Store(tmp_path)
    second = Store(tmp_path)
    assert first.writable and not second.writable
    assert second.notices == [
        f"Progress will not be saved: another War is playing with {tmp_path}."
    ]
    first.finish_round(SEQUENCE[0], seed=1)
    second.finish_round(SEQUENCE[1], seed=2)
    assert Store(tmp_path, read_only=True).record.played == 1
    first.close()
    assert Store(tmp_path).writable  # once the first game ends, the folder is free


LOCK_CHILD = """
import json, sys
from pathlib import Path
from tests.store.test_record import SEQUENCE
from war.store.store import Store
store = Store(Path(sys.argv[1]))
store.save_round(store.saved_round)
store.finish_round(SEQUENCE[0], seed=1)
print(json.dumps([store.writable, store.notices]))
"""


def test_a_lock_file_that_cannot_be_used_means_progress_is_not_saved_said_once(tmp_path):
    """A folder or a pipe where the lock file should be: the game starts at once (a pipe is
    never waited on; the store runs in a process of its own, with a time limit), says once
    that progress will not be saved, and writes nothing."""
    kinds = {
        "a folder": lambda path: path.mkdir(),
        "a pipe": os.mkfifo,
        "a link to a folder": lambda path: path.symlink_to(path.parent),
    }
    for kind, make in kinds.items():
        folder = tmp_path / kind.replace(" ", "-")
        Store(folder).save_round(position_after(3, 2))
        saved = (folder / ROUND_FILE).read_bytes()
        (folder / LOCK_FILE).unlink()
        make(folder / LOCK_FILE)
        child = subprocess.run(
            [sys.executable, "-c", LOCK_CHILD, str(folder)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=30,
        )
        assert child.returncode == 0, f"{kind}: {child.stderr}"
        writable, notices = json.loads(child.stdout)
        assert not writable and len(notices) == 1, f"{kind}: {notices}"
        assert notices[0].startswith(
            f"Progress will not be saved: cannot use {folder / LOCK_FILE} ("
        ), f"{kind}: {notices}"
        assert (folder / ROUND_FILE).read_bytes() == saved, kind
        assert not (folder / RECORD_FILE).exists(), kind


def test_reading_only_touches_nothing(tmp_path):
    (tmp_path / ROUND_FILE).write_text("[")
    (tmp_path / ".round.json.x.tmp").write_text("{")
    store = Store(tmp_path, read_only=True)
    assert store.saved_round is None and "left as it is" in store.notices[0]
    assert sorted(p.name for p in tmp_path.iterdir()) == [".round.json.x.tmp", ROUND_FILE]
    assert not Store(tmp_path / "none", read_only=True).folder.exists()


def test_each_notice_is_told_as_it_happens(tmp_path):
    (tmp_path / RECORD_FILE).write_text("")
    told: list[str] = []
    store = Store(tmp_path, tell=told.append)
    assert told == store.notices and told[0].startswith("Your record could not be read (empty)")


@contextmanager
def unsearchable(folder: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """No one may look inside ``folder``: chmod 600 (read and write, no search), or for root
    (whom chmod does not stop) every path inside it refused as chmod 600 would refuse it."""
    if os.geteuid() != 0:
        folder.chmod(0o600)
        try:
            yield
        finally:
            folder.chmod(0o755)
        return

    def refusing(real: Callable[..., Any]) -> Callable[..., Any]:
        def call(name: Any, *args: Any, **kwargs: Any) -> Any:
            if isinstance(name, (str, os.PathLike)) and folder in Path(name).parents:
                raise PermissionError(errno.EACCES, "Permission denied", str(name))
            return real(name, *args, **kwargs)

        return call

    with monkeypatch.context() as patch:
        for call in ("open", "stat", "lstat"):
            patch.setattr(os, call, refusing(getattr(os, call)))
        yield


def a_file(path: Path) -> Path:
    path.write_text("")
    return path


def cannot(reason: str) -> tuple[str, str]:
    """What the game and ``stats`` say of a folder they cannot use, for the system's reason."""
    return (
        f"Progress will not be saved: cannot write to {{folder}} ({reason}).",
        f"Cannot read the data folder {{folder}} ({reason}).",
    )


FOLDERS: dict[str, tuple[tuple[str, str], Callable[[Path], Path]]] = {
    # kind: (what the game says, and stats; how the folder is made that cannot be used)
    "a name too long": (cannot("File name too long"), lambda at: at / ("x" * 300)),
    "no permission to look inside": (cannot("Permission denied"), lambda at: at / "data"),
    "a file": (
        (
            "Progress will not be saved: {folder} is a file, not a folder.",
            "Cannot read the data folder: {folder} is a file, not a folder.",
        ),
        lambda at: a_file(at / "file"),
    ),
    "inside a file": (
        (
            "Progress will not be saved: {file} is a file, not a folder, so {folder} cannot "
            "be made.",
            "Cannot read the data folder: {file} is a file, not a folder, so {folder} cannot "
            "be there.",
        ),
        lambda at: a_file(at / "file") / "data",
    ),
    "a pipe": (
        (
            "Progress will not be saved: {folder} is not a folder.",
            "Cannot read the data folder: {folder} is not a folder.",
        ),
        lambda at: a_pipe(at / "data"),
    ),
}


def a_pipe(path: Path) -> Path:
    os.mkfifo(path)
    return path


def test_a_folder_that_cannot_be_used_is_said_in_one_line_not_one_per_file(tmp_path, monkeypatch):
    for kind, ((game_says, reader_says), make) in FOLDERS.items():
        at = tmp_path / kind.replace(" ", "-").replace(",", "")
        at.mkdir()
        folder = make(at)
        if kind.startswith("no permission"):
            Store(folder).save_round(position_after(3, 2))
        saved = {p.name: p.read_bytes() for p in folder.iterdir()} if os.path.isdir(folder) else {}
        with (
            unsearchable(folder, monkeypatch) if os.path.isdir(folder) else contextlib.nullcontext()
        ):
            game, reader = Store(folder), Store(folder, read_only=True)
        names = {"folder": folder, "file": folder.parent}
        assert game.notices == [game_says.format(**names)], kind
        assert reader.notices == [reader_says.format(**names)], kind
        assert reader.record_unread, kind  # stats says so, and shows no record
        for store in (game, reader):
            assert (store.saved_round, store.record) == (None, Record()), kind
        game.save_round(position_after(3, 5))
        game.close()
        if os.path.isdir(folder):
            assert {p.name: p.read_bytes() for p in folder.iterdir()} == saved, kind


def test_a_folder_windows_refuses_to_open_is_set_aside_as_a_folder(tmp_path, monkeypatch):
    """On Windows os.open of a folder fails with EACCES, not EISDIR: a folder where a file
    should be is still set aside, not left to block that file forever."""
    from tests.store.test_bad_files import FILES, check_set_aside, fill

    folder = tmp_path / "data"
    good = fill(folder)
    real_open = os.open

    def windows_open(name: Any, *args: Any, **kwargs: Any) -> int:
        if Path(name) in {folder / each for each in FILES} and os.path.isdir(name):
            raise PermissionError(errno.EACCES, "Permission denied", str(name))
        return real_open(name, *args, **kwargs)

    for name in FILES:
        with monkeypatch.context() as patch:
            patch.setattr(os, "open", windows_open)
            check_set_aside(folder, name, lambda path: path.mkdir(), good)


def test_a_record_there_and_not_read_is_told_apart_from_no_record_yet(tmp_path, monkeypatch):
    """record_unread: stats.json damaged (even once set aside) or unreadable, or the folder
    unusable; not a folder or a file not made yet, nor a record read with a value left out."""
    from tests.store.test_bad_files import unreadable

    assert not Store(tmp_path / "none", read_only=True).record_unread
    assert not Store(tmp_path, read_only=True).record_unread
    game = Store(tmp_path)
    game.finish_round(SEQUENCE[0], seed=1)
    game.close()
    assert not Store(tmp_path, read_only=True).record_unread
    path = tmp_path / RECORD_FILE
    good = path.read_bytes()
    path.write_text(json.dumps({**json.loads(good), "wars": -1}))
    assert not Store(tmp_path, read_only=True).record_unread
    with unreadable(path, monkeypatch):
        assert Store(tmp_path, read_only=True).record_unread
    with unsearchable(tmp_path, monkeypatch):
        assert Store(tmp_path, read_only=True).record_unread
    path.write_text("[")
    assert Store(tmp_path, read_only=True).record_unread
    again = Store(tmp_path)
    assert again.record_unread and again.record == Record()
    again.close()
