"""Bad files and a hostile machine: each of the data folder's files damaged every way we could
think of, and the folder unreadable, read-only or full. Whatever happens, the store starts,
says what happened in one line, keeps or sets aside the bad file, and never writes over
good data: the bytes of the other files, and of a file set aside, never change.

(The game's own start on some of these, ``python main.py``, is tested in
tests/test_hostile_start.py.)
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import random
import shutil
import stat
import subprocess
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from tests.decks import position_after
from tests.store.test_record import SEQUENCE
from war.store import files
from war.store.record import Record
from war.store.settings import Settings, Speed
from war.store.store import LOCK_FILE, RECORD_FILE, ROUND_FILE, SETTINGS_FILE, Store

FILES = (ROUND_FILE, RECORD_FILE, SETTINGS_FILE)
CHANGED = Settings(speed=Speed.FAST, four_colour_deck=True, volume=30)
POSITION = position_after(3, 6)
FRESH: dict[str, Any] = {ROUND_FILE: None, RECORD_FILE: Record(), SETTINGS_FILE: Settings()}
# How a notice names each file's part of your game, and what the game does without it.
YOUR = {ROUND_FILE: "Your saved round", RECORD_FILE: "Your record", SETTINGS_FILE: "Your settings"}
THEN = {
    ROUND_FILE: "so a new round starts",
    RECORD_FILE: "so it starts again from nothing",
    SETTINGS_FILE: "so the usual ones are used",
}
HUGE = 10**400  # a JSON integer of 401 digits (Python reads up to 4,300)
Make = Callable[[Path], object]  # puts a bad file at the path (what it returns is no matter)


def fill(folder: Path) -> dict[str, bytes]:
    """Three good files in ``folder``, as the game writes them; their bytes."""
    store = Store(folder)
    store.save_settings(CHANGED)
    store.finish_round(SEQUENCE[0], seed=1)
    store.finish_round(SEQUENCE[2], seed=2)
    store.save_round(POSITION)
    store.close()
    return {name: (folder / name).read_bytes() for name in FILES}


def held(store: Store) -> dict[str, Any]:
    return {
        ROUND_FILE: store.saved_round,
        RECORD_FILE: store.record,
        SETTINGS_FILE: store.settings,
    }


def good_values() -> dict[str, Any]:
    today = date.today()  # the day fill counts its rounds on
    record = (
        Record().with_round(SEQUENCE[0], 1, ended=today).with_round(SEQUENCE[2], 2, ended=today)
    )
    return {ROUND_FILE: POSITION, RECORD_FILE: record, SETTINGS_FILE: CHANGED}


def restore(folder: Path, good: dict[str, bytes]) -> None:
    """The folder as ``fill`` left it: the good files, nothing set aside."""
    for path in folder.iterdir():
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path)
        elif path.name != LOCK_FILE:
            path.unlink()
    for name, data in good.items():
        (folder / name).write_bytes(data)


def snapshot(path: Path) -> tuple[object, ...]:
    """What a file is, to tell it was not touched: its kind, inode, size and time (a
    rename keeps them all), and for a small readable file its bytes."""
    info = os.lstat(path)
    kind = stat.S_IFMT(info.st_mode)
    seen: tuple[object, ...] = (kind, info.st_ino, info.st_size, info.st_mtime_ns)
    if stat.S_ISLNK(info.st_mode):
        return (*seen, os.readlink(path))
    if stat.S_ISREG(info.st_mode) and info.st_size < 1_000_000 and os.access(path, os.R_OK):
        return (*seen, hashlib.sha256(path.read_bytes()).hexdigest())
    return seen


def set_aside(folder: Path, name: str) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.startswith(f"{name}.bad-")]


def a_folder_with_a_file(path: Path) -> None:
    path.mkdir()
    (path / "x").write_text("x")


def writes(content: bytes) -> Make:
    return lambda path: path.write_bytes(content)


def sparse(size: int, start: bytes) -> Make:
    def make(path: Path) -> None:
        path.write_bytes(start)
        os.truncate(path, size)  # a hole: no disk used

    return make


def nested(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


def edited(valid: bytes, **values: Any) -> bytes:
    return json.dumps({**json.loads(valid), **values}).encode()


def bad_files(name: str, valid: bytes) -> dict[str, Make]:
    """Every way ``name`` can be bad that is set aside as a whole, from its ``valid`` bytes."""
    data = json.loads(valid)
    cases: dict[str, Make] = {
        "empty": writes(b""),
        "only spaces": writes(b" \n\t \n"),
        "random bytes": writes(random.Random(name).randbytes(600)),
        "not UTF-8": writes(valid.replace(b"{", b"{\xff\xfe", 1)),
        "NUL bytes": writes(b"\0" * 300),
        "a list": writes(b"[1, 2, 3]"),
        "a string": writes(b'"a saved game"'),
        "null": writes(b"null"),
        "no version": writes(
            json.dumps({k: v for k, v in data.items() if k != "version"}).encode()
        ),
        "version 99": writes(edited(valid, version=99)),
        "version true (which Python takes for 1)": writes(edited(valid, version=True)),
        "version 1e308": writes(edited(valid, version=1e308)),
        "version 10**400": writes(edited(valid, version=HUGE)),
        "version nested deep": writes(edited(valid, version=[[[[[[[[]]]]]]]])),
        "100,000 levels deep": writes(nested(100_000)),
        "4,000 levels deep (within every size limit)": writes(nested(4_000)),
        "a number 10**5000 long": writes(b"1" + b"0" * 5000),
        "100 MB (sparse)": sparse(100 * 2**20, valid),
        "valid, then 100 MB of zeros": sparse(100 * 2**20 + len(valid), valid),
        "two objects": writes(valid + valid),
        "a folder": lambda path: path.mkdir(),
        "a folder with files in it": a_folder_with_a_file,
        "a pipe": lambda path: os.mkfifo(path),
        "a link to /dev/zero": lambda path: path.symlink_to("/dev/zero"),
        "a link to itself": lambda path: path.symlink_to(path.name),
    }
    if name == ROUND_FILE:
        player, computer = data["player"], data["computer"]
        cases |= {
            "53 cards": writes(edited(valid, player=[*player, computer[0]])),
            "51 cards": writes(edited(valid, player=player[:-1])),
            "a duplicate card": writes(edited(valid, player=[player[1], *player[1:]])),
            "an unknown card": writes(edited(valid, player=["1X", *player[1:]])),
            "cards not strings": writes(edited(valid, player=[1] * len(player))),
            "a pile not a list": writes(edited(valid, player={"KC": 1})),
            "an empty pile": writes(edited(valid, player=[], computer=[*player, *computer])),
            "the piles swapped": writes(edited(valid, player=computer, computer=player)),
            "battles 1e308": writes(edited(valid, battles=1e308)),
            "battles 10**400": writes(edited(valid, battles=HUGE)),
            "battles -1": writes(edited(valid, battles=-1)),
            "battles 500": writes(edited(valid, battles=500)),
            "wars 10**400": writes(edited(valid, wars=HUGE)),
            "seed 10**400": writes(edited(valid, seed=HUGE)),
            "seed 1e308": writes(edited(valid, seed=1e308)),
            "seed null": writes(edited(valid, seed=None)),
            "rules unknown": writes(edited(valid, rules="5 as-laid 500")),
            "rules missing": writes(
                json.dumps({k: v for k, v in data.items() if k != "rules"}).encode()
            ),
            "rules of another deal's table (house rules)": writes(
                edited(valid, rules="3 shuffled none")
            ),
            "daily not true or false": writes(edited(valid, daily="no")),
            "daily for a deal that is no day's": writes(edited(valid, daily=True)),
        }
    return cases


def bad_values() -> dict[str, tuple[bytes, str]]:
    """settings.json with one value bad: the file is kept, that value takes its default."""
    valid = json.dumps({"version": 1, "speed": "fast", "four_colour_deck": True, "volume": 30})
    kinds = {
        "volume 1e308": ("volume", 1e308),
        "volume 10**400": ("volume", HUGE),
        "volume -10**400": ("volume", -HUGE),
        "volume nested": ("volume", [[[30]]]),
        "speed 10**400": ("speed", HUGE),
        "speed an object": ("speed", {"fast": True}),
        "large text a string": ("large_text", "yes"),
    }
    return {
        kind: (edited(valid.encode(), **{key: value}), key) for kind, (key, value) in kinds.items()
    }


def check_set_aside(folder: Path, name: str, make: Make, good: dict[str, bytes]) -> None:
    """``name`` made bad by ``make``: one line, the bad file set aside untouched, a fresh
    one in its place, the other two files loaded and untouched."""
    path = folder / name
    restore(folder, good)
    path.unlink()
    make(path)
    bad = snapshot(path)
    store = Store(folder)
    try:
        notices = store.notices
        assert len(notices) == 1 and "\n" not in notices[0], notices
        asides = set_aside(folder, name)
        assert len(asides) == 1, [p.name for p in folder.iterdir()]
        assert notices[0].startswith(f"{YOUR[name]} could not be read ("), notices
        assert notices[0].endswith(f"), {THEN[name]}; the old file is kept as {asides[0].name}.")
        assert snapshot(asides[0]) == bad, "the bad file was changed"
        assert held(store)[name] == FRESH[name]
        for other in FILES:
            if other != name:
                assert (folder / other).read_bytes() == good[other], other
                assert held(store)[other] == good_values()[other], other
        # The game writes that file afresh: the one set aside is never written over.
        {
            ROUND_FILE: lambda: store.save_round(POSITION),
            RECORD_FILE: lambda: store.finish_round(SEQUENCE[1], seed=5),
            SETTINGS_FILE: lambda: store.save_settings(CHANGED),
        }[name]()
        assert snapshot(asides[0]) == bad, "the bad file was written over"
        assert Store(folder, read_only=True).notices == []
    finally:
        store.close()


def test_every_kind_of_bad_file_is_set_aside_in_one_line_and_nothing_good_is_touched(tmp_path):
    folder = tmp_path / "data"
    good = fill(folder)
    for name in FILES:
        for kind, make in bad_files(name, good[name]).items():
            try:
                check_set_aside(folder, name, make, good)
            except AssertionError as error:
                raise AssertionError(f"{name}, {kind}: {error}") from error


def test_a_bad_setting_keeps_the_file_and_the_other_settings(tmp_path):
    folder = tmp_path / "data"
    good = fill(folder)
    for kind, (content, key) in bad_values().items():
        restore(folder, good)
        (folder / SETTINGS_FILE).write_bytes(content)
        store = Store(folder)
        case = f"settings.json, {kind}"
        assert store.notices == [
            f"A setting was not understood ({key}), so its default is used."
        ], case
        expected = replace(CHANGED, **{key: getattr(Settings(), key)})
        assert store.settings == expected, case
        assert (folder / SETTINGS_FILE).read_bytes() == content, case
        assert not set_aside(folder, SETTINGS_FILE), case
        for other in (ROUND_FILE, RECORD_FILE):
            assert (folder / other).read_bytes() == good[other], case
        store.close()


# How editors save a file: a UTF-8 byte-order mark (some Windows editors), UTF-16 with one
# (Notepad's "Unicode", and "Unicode big endian").
ENCODINGS = {
    "UTF-8 with a BOM": lambda text: text.encode("utf-8-sig"),
    "UTF-16 little-endian with a BOM": lambda text: ("\ufeff" + text).encode("utf-16-le"),
    "UTF-16 big-endian with a BOM": lambda text: ("\ufeff" + text).encode("utf-16-be"),
}


def test_a_file_saved_with_a_byte_order_mark_or_in_utf_16_is_read_as_it_is(tmp_path):
    folder = tmp_path / "data"
    good = fill(folder)
    for kind, encode in ENCODINGS.items():
        restore(folder, good)
        for name in FILES:
            (folder / name).write_bytes(encode(good[name].decode("utf-8")))
        store = Store(folder)
        assert store.notices == [] and held(store) == good_values(), kind
        assert not [p for p in folder.iterdir() if ".bad-" in p.name], kind
        store.close()


def test_a_file_cut_short_at_any_byte_is_set_aside_and_nothing_else_touched(tmp_path, monkeypatch):
    """Each file, as the game writes it, cut at every byte: the store never takes a cut
    file for a good one (only a cut in the trailing newline leaves it whole)."""
    folder = tmp_path / "data"
    good = fill(folder)
    # Not what is tested here, and a folder fsync for each of 1,300 cases takes seconds.
    monkeypatch.setattr(files, "_sync_folder", lambda folder: None)
    for name in FILES:
        restore(folder, good)
        valid = good[name]
        for offset in range(len(valid)):
            cut = valid[:offset]
            case = f"{name} cut at byte {offset} of {len(valid)}"
            for earlier in set_aside(folder, name):
                earlier.unlink()
            (folder / name).write_bytes(cut)
            store = Store(folder)
            try:
                if cut.strip() == valid.strip():  # only the final newline lost: still whole
                    assert store.notices == [] and held(store) == good_values(), case
                    continue
                assert len(store.notices) == 1, f"{case}: {store.notices}"
                assert store.notices[0].startswith(f"{YOUR[name]} could not be read ("), case
                (aside,) = set_aside(folder, name)
                assert aside.read_bytes() == cut, case
                assert held(store)[name] == FRESH[name], case
                for other in FILES:
                    if other != name:
                        assert (folder / other).read_bytes() == good[other], case
            finally:
                store.close()


@contextmanager
def unreadable(path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """``path`` made unreadable: chmod 000, or for root (whom chmod does not stop) an open
    that fails as chmod 000 would fail for anyone else."""
    if os.geteuid() != 0:
        path.chmod(0)
        try:
            yield
        finally:
            # Gone only if wrongly set aside: then the test's own assertion says so.
            with contextlib.suppress(FileNotFoundError):
                path.chmod(0o644)
        return
    with refused(path, monkeypatch, errno.EACCES, "open"):
        yield


@contextmanager
def refused(path: Path, monkeypatch: pytest.MonkeyPatch, code: int, when: str) -> Iterator[None]:
    """Opening ``path`` (``when="open"``) or reading it once open (``"read"``) fails with
    the error ``code``, as a permission or a failing disk would make it fail."""
    real_open, real_read, real_close = os.open, os.read, os.close
    opened: set[int] = set()  # descriptors of ``path`` open now (a number is used again)

    def fail() -> OSError:
        return OSError(code, os.strerror(code), str(path))

    def open_(name: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if Path(name) == path and when == "open":
            raise fail()
        handle = real_open(name, flags, *args, **kwargs)
        if Path(name) == path:
            opened.add(handle)
        return handle

    def read(handle: int, size: int) -> bytes:
        if handle in opened:
            raise fail()
        return real_read(handle, size)

    def close(handle: int) -> None:
        opened.discard(handle)
        real_close(handle)

    with monkeypatch.context() as patch:
        patch.setattr(files.os, "open", open_)
        patch.setattr(files.os, "read", read)
        patch.setattr(files.os, "close", close)
        yield


# Every way a file can be there and not be read: each leaves it where it is, untouched.
UNREADABLE: dict[str, tuple[str, Callable[[Path, pytest.MonkeyPatch], Any]]] = {
    # kind: (the reason the notice gives, how)
    "no read permission (chmod 000, or for root an open refused)": (
        "Permission denied",
        unreadable,
    ),
    "an open refused, EPERM": (
        "Operation not permitted",
        lambda path, patch: refused(path, patch, errno.EPERM, "open"),
    ),
    "an open failing, EIO": (
        "Input/output error",
        lambda path, patch: refused(path, patch, errno.EIO, "open"),
    ),
    "a read failing, EIO": (
        "Input/output error",
        lambda path, patch: refused(path, patch, errno.EIO, "read"),
    ),
}


def test_a_file_that_cannot_be_read_is_left_where_it_is_said_once_and_never_written(
    tmp_path, monkeypatch
):
    """Not damaged, only unreadable for now: no file set aside, nothing written over it,
    and once it can be read again it is there as it was."""
    folder = tmp_path / "data"
    good = fill(folder)
    for name in FILES:
        for kind, (reason, make) in UNREADABLE.items():
            case = f"{name}, {kind}"
            restore(folder, good)
            path = folder / name
            with make(path, monkeypatch):
                store = Store(folder)
                assert store.notices == [
                    f"{YOUR[name]} cannot be read ({reason}), {THEN[name]}; "
                    f"{name} is left as it is and will not be written over."
                ], case
                assert held(store)[name] == FRESH[name], case
                store.save_round(POSITION)
                store.finish_round(SEQUENCE[1], seed=5)
                store.save_settings(Settings())
                store.close()
            assert not set_aside(folder, name), case
            assert path.read_bytes() == good[name], case
            again = Store(folder)
            assert again.notices == [] and held(again)[name] == good_values()[name], case
            again.close()


def read_only_folder(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Writes into ``folder`` fail as on a read-only file system: chmod 555, or for root
    the calls that would write, refused with EROFS."""
    if os.geteuid() != 0:
        folder.chmod(0o555)
        return

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr("war.store.store.tempfile.mkstemp", refuse)
    monkeypatch.setattr(files.tempfile, "mkstemp", refuse)
    monkeypatch.setattr(files.os, "rename", refuse)
    monkeypatch.setattr(files.os, "replace", refuse)
    monkeypatch.setattr(files.os, "unlink", refuse)


def test_a_read_only_folder_is_read_and_never_written(tmp_path, monkeypatch):
    """Progress is not saved, said once; the good files load; a bad one is left where it
    is, said once; nothing on disk changes however the game plays on."""
    folder = tmp_path / "data"
    good = fill(folder)
    (folder / ROUND_FILE).write_bytes(good[ROUND_FILE][:100])
    before = {name: snapshot(folder / name) for name in FILES}
    read_only_folder(folder, monkeypatch)
    try:
        store = Store(folder)
        reason = "Read-only file system" if os.geteuid() == 0 else "Permission denied"
        assert store.notices == [
            f"Progress will not be saved: cannot write to {folder} ({reason}).",
            "Your saved round could not be read (not JSON: damaged or cut short), so a new round "
            f"starts; {ROUND_FILE} is left as it is and will not be written over.",
        ]
        assert not store.writable
        assert (store.record, store.settings) == (
            good_values()[RECORD_FILE],
            good_values()[SETTINGS_FILE],
        )
        store.save_round(POSITION)
        store.finish_round(SEQUENCE[1], seed=9)
        store.save_settings(Settings())
        store.reset_record()
        assert len(store.notices) == 2  # nothing more to say
        assert {name: snapshot(folder / name) for name in FILES} == before
        store.close()
    finally:
        folder.chmod(0o755)


def test_a_full_disk_is_said_once_and_every_file_stays_as_it_was(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    good = fill(folder)
    store = Store(folder)

    def full(*args: Any, **kwargs: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.os, "fsync", full)  # where a write meets a full disk at last
    store.save_round(position_after(3, 9))
    store.save_settings(Settings())
    store.reset_record()
    said = [f"Progress could not be saved in {folder} (No space left on device)."]
    assert store.notices == said
    assert sorted(p.name for p in folder.iterdir()) == sorted([LOCK_FILE, *FILES])  # no temps
    for name in FILES:
        assert (folder / name).read_bytes() == good[name], name
    assert store.settings == Settings() and store.record == Record()  # the game plays on
    # A round that ends is deleted (which needs no space) before it is counted: on a full
    # disk it is lost from the record, never counted twice.
    store.finish_round(SEQUENCE[1], seed=9)
    assert not (folder / ROUND_FILE).exists() and store.notices == said
    assert (folder / RECORD_FILE).read_bytes() == good[RECORD_FILE]
    store.close()


@contextmanager
def tiny_disk(path: Path) -> Iterator[bool]:
    """A 64 KB tmpfs mounted at ``path`` for the block; False where none can be mounted
    (mounting needs root, and a system that allows it)."""
    path.mkdir()
    try:
        done = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(path)],
            capture_output=True,
            timeout=10,
        )
        mounted = done.returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        mounted = False
    try:
        yield mounted
    finally:
        if mounted:
            subprocess.run(["umount", "-l", str(path)], capture_output=True, timeout=10)


def fill_up(disk: Path) -> None:
    """Write to ``disk`` until it is full."""
    with open(disk / "filler", "wb", buffering=0) as filler:
        for size in (4096, 1):
            with contextlib.suppress(OSError):
                for _ in range(100_000):
                    filler.write(b"\0" * size)
    with pytest.raises(OSError, match="No space"):
        (disk / "probe").write_bytes(b"\0" * 4096)


def test_a_disk_really_full_then_really_read_only(tmp_path):
    """Where a tiny tmpfs can be mounted: filled to the last byte, a bad file is still set
    aside (a rename needs no space) and each write fails, said once, leaving the old files
    whole; remounted read-only, the game starts, says so once, and changes nothing."""
    disk = tmp_path / "disk"
    with tiny_disk(disk) as mounted:
        if not mounted:
            pytest.skip("no tmpfs can be mounted here (it needs root)")
        folder = disk / "data"
        good = fill(folder)
        (folder / ROUND_FILE).write_bytes(good[ROUND_FILE][:50])
        fill_up(disk)
        store = Store(folder)
        (aside,) = set_aside(folder, ROUND_FILE)
        assert store.notices == [
            "Your saved round could not be read (not JSON: damaged or cut short), so a new round "
            f"starts; the old file is kept as {aside.name}."
        ]
        store.save_round(POSITION)
        store.save_settings(Settings())
        store.finish_round(SEQUENCE[1], seed=7)
        assert store.notices[1:] == [
            f"Progress could not be saved in {folder} (No space left on device)."
        ]
        assert aside.read_bytes() == good[ROUND_FILE][:50]
        for name in (RECORD_FILE, SETTINGS_FILE):
            assert (folder / name).read_bytes() == good[name], name
        assert not [p for p in folder.iterdir() if p.name.endswith(".tmp")]
        store.close()
        before = {p.name: snapshot(p) for p in folder.iterdir()}
        subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True, timeout=10)
        store = Store(folder)
        assert store.notices == [
            f"Progress will not be saved: cannot write to {folder} (Read-only file system)."
        ]
        assert (store.record, store.settings) == (good_values()[RECORD_FILE], CHANGED)
        store.save_round(POSITION)
        store.finish_round(SEQUENCE[1], seed=8)
        assert len(store.notices) == 1
        assert {p.name: snapshot(p) for p in folder.iterdir()} == before
        store.close()
