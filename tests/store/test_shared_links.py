"""Tests for links from two data folders to one file: only one game at a time writes it.

A game takes a lock beside each link's target as it takes its folder's; a second game
whose link leads to a file the first holds plays on without saving, and never deletes
the first one's temporary files."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.store.test_bad_files import fill
from tests.store.test_links import linked
from tests.store.test_record import SEQUENCE
from war.store.store import LOCK_FILE, RECORD_FILE, ROUND_FILE, Store

# The file both link to: named as a data folder's own file, or not.
SHARED = ["stats.json", "record.json", "[s]tats.json"]


def two_linked(tmp_path: Path, shared: str) -> tuple[Path, Path, Path]:
    """Two data folders whose stats.json both link to ``shared`` in a third; the folders and
    the shared file."""
    one, two, elsewhere = tmp_path / "one", tmp_path / "two", tmp_path / "sync"
    for folder in (one, two):
        fill(folder)
    elsewhere.mkdir()
    target = elsewhere / shared
    (one / RECORD_FILE).rename(target)
    (two / RECORD_FILE).unlink()
    for folder in (one, two):
        (folder / RECORD_FILE).symlink_to(target)
    return one, two, target


@pytest.mark.parametrize("shared", SHARED)
def test_a_second_game_linked_to_the_file_the_first_writes_plays_on_without_saving(
    tmp_path, shared
):
    one, two, target = two_linked(tmp_path, shared)
    first = Store(one)
    second = Store(two)
    assert first.writable and first.notices == []
    assert not second.writable
    assert second.notices == [
        f"Progress will not be saved: another War is playing with {target}, "
        f"where {RECORD_FILE} leads."
    ]
    first.finish_round(SEQUENCE[0], seed=1)
    written = target.read_bytes()
    second.finish_round(SEQUENCE[1], seed=2)  # never written over the first one's record
    assert target.read_bytes() == written
    assert Store(one, read_only=True).record == first.record
    first.close()
    second.close()
    third = Store(two)  # once the first game ends, the file is free
    assert third.writable and third.notices == []
    third.close()


def test_a_link_to_another_data_folder_s_own_file_is_held_by_that_folder_s_lock(tmp_path):
    """two/stats.json leads to one/stats.json: whichever game starts second saves nothing."""
    one, two = tmp_path / "one", tmp_path / "two"
    fill(one)
    fill(two)
    (two / RECORD_FILE).unlink()
    (two / RECORD_FILE).symlink_to(one / RECORD_FILE)
    for first_folder, second_folder in ((one, two), (two, one)):
        first, second = Store(first_folder), Store(second_folder)
        assert first.writable and not second.writable, first_folder.name
        assert len(second.notices) == 1, second.notices
        first.close()
        second.close()
    # The lock beside one/stats.json is one's own: no other lock file is made there.
    assert sorted(p.name for p in one.iterdir() if p.name.startswith(".")) == [LOCK_FILE]


def test_a_second_game_never_deletes_a_temporary_file_the_first_may_be_writing(tmp_path):
    one, two, target = two_linked(tmp_path, "record.json")
    first = Store(one)
    writing = target.with_name(f".{target.name}.k2x9q1ab.tmp")  # as a write names it
    writing.write_text("{")
    second = Store(two)
    assert writing.exists()
    first.close()
    second.close()


@pytest.mark.parametrize("shared", SHARED)
def test_only_a_file_s_own_stale_temporaries_are_cleared_away_beside_its_target(tmp_path, shared):
    """Left by a write or a copy a kill cut short: cleared at the start, those of another
    file beside it never, whatever the names hold ("[s]tats.json" is no pattern)."""
    folder, elsewhere = tmp_path / "data", tmp_path / "kept"
    fill(folder)
    target = elsewhere / shared
    elsewhere.mkdir()
    (folder / RECORD_FILE).rename(target)
    (folder / RECORD_FILE).symlink_to(target)
    own = {f".{shared}.k2x9q1ab.tmp", f".{shared}.bad-20261130-142501.a_b3c9de.tmp"}
    others = {
        ".stats.json.k2x9q1ab.tmp",
        f".{shared}.x.k2x9q1ab.tmp",  # a file named "<shared>.x"
        ".record.json.k2x9q1ab.tmp",
        f".{ROUND_FILE}.k2x9q1ab.tmp",
    } - own
    for name in own | others:
        (elsewhere / name).write_text("{")
    Store(folder).close()
    assert {p.name for p in elsewhere.iterdir() if p.name.endswith(".tmp")} == others


def test_a_target_folder_where_no_lock_can_be_made_is_no_reason_not_to_save(tmp_path):
    """A link into a folder that cannot be written: no game can write there either, so
    the game plays and saves the rest, and the record's save fails, said once."""
    folder, elsewhere = tmp_path / "data", tmp_path / "kept"
    fill(folder)
    linked(folder, elsewhere, RECORD_FILE)
    real_open = os.open

    def refuse(name, flags, *args, **kwargs):
        if Path(name).parent == elsewhere and flags & os.O_CREAT:
            raise PermissionError(13, "Permission denied", str(name))
        return real_open(name, flags, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "open", refuse)
        store = Store(folder)
        assert store.writable and store.notices == []
        assert store.saved_round is not None
        store.save_round(store.saved_round)
        store.close()
    assert (folder / ROUND_FILE).is_file()
    assert not [p for p in elsewhere.iterdir() if p.name.endswith(".lock")]
