"""Tests for a file of the data folder that is a link: read and written through the link.

The link stays and its target is what changes (kept elsewhere, say); a bad target is set
aside where it is, the link kept."""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from tests.decks import position_after
from tests.store.test_bad_files import (
    FILES,
    FRESH,
    THEN,
    YOUR,
    edited,
    fill,
    good_values,
    held,
)
from tests.store.test_record import SEQUENCE
from war.store import files, record_file
from war.store.settings import Settings
from war.store.store import RECORD_FILE, ROUND_FILE, SETTINGS_FILE, Store

Link = Callable[[Path, Path], None]  # makes the link (first) to the target (second)


def absolute(link: Path, target: Path) -> None:
    link.symlink_to(target)


def relative(link: Path, target: Path) -> None:
    link.symlink_to(os.path.relpath(target, link.parent))


def chained(link: Path, target: Path) -> None:
    """A link to a link to the target."""
    middle = target.with_name(f"{target.name}.link")
    middle.symlink_to(target.name)
    link.symlink_to(middle)


LINKS: dict[str, Link] = {"absolute": absolute, "relative": relative, "to a link": chained}


def linked(folder: Path, elsewhere: Path, name: str, link: Link = absolute) -> Path:
    """``folder / name`` moved to ``elsewhere`` (under another name) and linked to from
    where it was; the target."""
    elsewhere.mkdir(exist_ok=True)
    target = elsewhere / f"kept-{name}"
    (folder / name).rename(target)
    link(folder / name, target)
    return target


LATER = position_after(3, 9)  # not what fill saved


def save(store: Store, name: str) -> None:
    """What the game does that writes ``name``, with a value other than fill's."""
    {
        ROUND_FILE: lambda: store.save_round(LATER),
        RECORD_FILE: lambda: store.finish_round(SEQUENCE[1], seed=5),
        SETTINGS_FILE: lambda: store.save_settings(Settings()),
    }[name]()


def saved_value(name: str, before: dict[str, Any]) -> Any:
    """What ``name`` holds once ``save`` has written it, the store having held ``before``."""
    return {
        ROUND_FILE: LATER,
        RECORD_FILE: before[RECORD_FILE].with_round(SEQUENCE[1], 5, ended=date.today()),
        SETTINGS_FILE: Settings(),
    }[name]


def no_temporaries(*folders: Path) -> bool:
    return not [p for folder in folders for p in folder.iterdir() if p.name.endswith(".tmp")]


def test_a_linked_file_is_written_through_its_link(tmp_path):
    for kind, link in LINKS.items():
        for name in FILES:
            case = f"{name}, a link {kind}"
            folder, elsewhere = tmp_path / f"data-{kind}-{name}", tmp_path / f"kept-{kind}-{name}"
            good = fill(folder)
            target = linked(folder, elsewhere, name, link)
            pointing = os.readlink(folder / name)
            store = Store(folder)
            assert store.notices == [] and held(store) == good_values(), case
            save(store, name)
            store.close()
            assert (folder / name).is_symlink(), f"{case}: the link was replaced"
            assert os.readlink(folder / name) == pointing, f"{case}: the link was changed"
            assert target.read_bytes() != good[name], f"{case}: the target was not written"
            written = held(Store(folder, read_only=True))[name]
            assert written == saved_value(name, good_values()), case
            assert no_temporaries(folder, elsewhere), case


def test_a_link_leading_nowhere_is_no_file_and_the_first_save_makes_its_target(tmp_path):
    for name in FILES:
        folder, elsewhere = tmp_path / f"data-{name}", tmp_path / f"kept-{name}"
        fill(folder)
        target = linked(folder, elsewhere, name)
        target.unlink()
        store = Store(folder)
        assert store.notices == [] and held(store)[name] == FRESH[name], name
        save(store, name)
        store.close()
        assert (folder / name).is_symlink() and target.is_file(), name
        assert held(Store(folder, read_only=True))[name] == saved_value(name, FRESH), name


@contextmanager
def unwritable(folder: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """No file can be made in ``folder``: chmod 555, or for root (whom chmod does not stop)
    a temporary file there refused as chmod 555 would refuse it. The reason it gives."""
    if os.geteuid() != 0:
        folder.chmod(0o555)
        try:
            yield "Permission denied"
        finally:
            folder.chmod(0o755)
        return
    real_mkstemp = files.tempfile.mkstemp

    def refuse(suffix: str | None = None, prefix: str | None = None, dir: Any = None) -> Any:
        if dir is not None and Path(dir) == folder:
            raise PermissionError(errno.EACCES, "Permission denied", str(dir))
        return real_mkstemp(suffix=suffix, prefix=prefix, dir=dir)

    with monkeypatch.context() as patch:
        patch.setattr(files.tempfile, "mkstemp", refuse)
        yield "Permission denied"


def test_a_link_into_a_folder_that_cannot_be_written_is_a_failed_write_said_once(
    tmp_path, monkeypatch
):
    folder, elsewhere = tmp_path / "data", tmp_path / "kept"
    good = fill(folder)
    target = linked(folder, elsewhere, RECORD_FILE)
    with unwritable(elsewhere, monkeypatch) as reason:
        store = Store(folder)
        store.finish_round(SEQUENCE[1], seed=5)
        store.reset_record()
        save(store, SETTINGS_FILE)  # the data folder itself is written as ever
        # The folder named is the one that failed, the link's target's, not the data folder.
        assert store.notices == [f"Progress could not be saved in {elsewhere} ({reason})."]
        store.close()
    assert (folder / RECORD_FILE).is_symlink() and target.read_bytes() == good[RECORD_FILE]
    assert held(Store(folder, read_only=True))[SETTINGS_FILE] == Settings()


def test_a_bad_file_behind_a_link_is_set_aside_where_it_is_and_the_link_kept(tmp_path):
    for name in FILES:
        folder, elsewhere = tmp_path / f"data-{name}", tmp_path / f"kept-{name}"
        good = fill(folder)
        target = linked(folder, elsewhere, name)
        target.write_bytes(good[name][:40])
        store = Store(folder)
        (aside,) = [p for p in elsewhere.iterdir() if p.name.startswith(f"{target.name}.bad-")]
        assert store.notices == [
            f"{YOUR[name]} could not be read (not JSON: damaged or cut short), {THEN[name]}; "
            f"the old file is kept as {aside}."
        ], name
        assert aside.read_bytes() == good[name][:40], name
        save(store, name)
        store.close()
        assert (folder / name).is_symlink() and target.is_file(), name
        assert aside.read_bytes() == good[name][:40], name
        assert no_temporaries(folder, elsewhere), name


def test_a_bad_file_behind_a_link_that_cannot_be_set_aside_is_left_and_never_written(
    tmp_path, monkeypatch
):
    folder, elsewhere = tmp_path / "data", tmp_path / "kept"
    good = fill(folder)
    target = linked(folder, elsewhere, ROUND_FILE)
    target.write_bytes(b"[1, 2, 3]")
    real_rename = files.os.rename

    def refuse(source: Any, *args: Any, **kwargs: Any) -> None:
        if Path(source).parent == elsewhere:
            raise PermissionError(errno.EACCES, "Permission denied")
        real_rename(source, *args, **kwargs)

    monkeypatch.setattr(files.os, "rename", refuse)
    store = Store(folder)
    assert store.notices == [
        "Your saved round could not be read (not a JSON object), so a new round starts; "
        f"{ROUND_FILE} is left as it is and will not be written over."
    ]
    save(store, ROUND_FILE)
    store.forget_round()
    store.close()
    assert os.readlink(folder / ROUND_FILE) == str(target)
    assert target.read_bytes() == b"[1, 2, 3]"
    assert (folder / RECORD_FILE).read_bytes() == good[RECORD_FILE]


def test_a_record_with_a_bad_value_behind_a_link_is_copied_where_it_is(tmp_path):
    folder, elsewhere = tmp_path / "data", tmp_path / "kept"
    good = fill(folder)
    target = linked(folder, elsewhere, RECORD_FILE)
    content = edited(good[RECORD_FILE], best_streak=5)
    target.write_bytes(content)
    store = Store(folder)
    (copy,) = [p for p in elsewhere.iterdir() if p.name.startswith(f"{target.name}.bad-")]
    assert store.notices[0].endswith(f"; the old file is kept as {copy}.")
    assert copy.read_bytes() == content
    assert target.read_bytes() != content  # the record as read written, through the link
    assert record_file.from_json(json.loads(target.read_bytes())).record == store.record
    save(store, RECORD_FILE)
    store.close()
    assert (folder / RECORD_FILE).is_symlink() and copy.read_bytes() == content


def test_a_round_that_ends_through_a_link_deletes_the_target_and_keeps_the_link(tmp_path):
    """forget_round and finish_round: the file the link leads to goes, the link stays and
    the next save makes its target again."""
    for kind, link in LINKS.items():
        folder, elsewhere = tmp_path / f"data-{kind}", tmp_path / f"kept-{kind}"
        fill(folder)
        target = linked(folder, elsewhere, ROUND_FILE, link)
        pointing = os.readlink(folder / ROUND_FILE)
        store = Store(folder)
        assert store.saved_round is not None, kind
        store.forget_round()
        assert not target.exists() and os.readlink(folder / ROUND_FILE) == pointing, kind
        store.save_round(LATER)
        assert target.is_file(), kind
        store.finish_round(SEQUENCE[1], seed=5)
        store.close()
        assert not target.exists() and os.readlink(folder / ROUND_FILE) == pointing, kind
        assert store.notices == [] and no_temporaries(folder, elsewhere), kind


def test_a_link_made_to_what_is_not_a_file_during_play_is_never_written_over(tmp_path):
    """The file becomes, after the game has started, a link to a folder or a pipe (for root,
    /dev/null would be as easily replaced): the write refuses, said once as a failed write,
    and what the link leads to is left as it was."""
    things = {"a folder": lambda path: path.mkdir(), "a pipe": os.mkfifo}
    for kind, make in things.items():
        folder, elsewhere = tmp_path / f"data-{kind}", tmp_path / f"kept-{kind}"
        fill(folder)
        elsewhere.mkdir()
        thing = elsewhere / "thing"
        make(thing)
        before = os.lstat(thing)
        store = Store(folder)
        (folder / RECORD_FILE).unlink()
        (folder / RECORD_FILE).symlink_to(thing)
        store.finish_round(SEQUENCE[1], seed=5)
        store.reset_record()
        store.close()
        assert store.notices == [
            f"Progress could not be saved in {elsewhere} (a link to something that is not a file)."
        ], kind
        after = os.lstat(thing)
        assert (after.st_mode, after.st_ino) == (before.st_mode, before.st_ino), kind
        assert os.readlink(folder / RECORD_FILE) == str(thing), kind
        assert no_temporaries(folder, elsewhere), kind


def test_a_copy_beside_a_target_in_the_data_folder_is_named_by_its_name(tmp_path, monkeypatch):
    """A relative --data-dir and a link to a file in the same folder: the file set aside is
    in the data folder, so the line names it as it names any file there."""
    monkeypatch.chdir(tmp_path)
    folder = Path("data")
    good = fill(folder)
    target = linked(folder, folder, RECORD_FILE, relative)
    target.write_bytes(good[RECORD_FILE][:40])
    store = Store(folder)
    store.close()
    (aside,) = [p for p in folder.iterdir() if p.name.startswith(f"{target.name}.bad-")]
    assert store.notices == [
        "Your record could not be read (not JSON: damaged or cut short), so it starts again "
        f"from nothing; the old file is kept as {aside.name}."
    ]
