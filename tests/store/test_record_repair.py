"""Tests for stats.json with values the record cannot use: kept in place, with a copy.

Those values are left out and the rest fitted to them, a copy of the file as it was beside
it, all said in one line. (What is left out and changed, value by value, is tested on
record.py in test_record.py.)"""

from __future__ import annotations

import errno
import json
from dataclasses import replace
from typing import Any

from tests.store.test_bad_files import (
    FILES,
    HUGE,
    edited,
    fill,
    good_values,
    held,
    restore,
    set_aside,
)
from tests.store.test_record import SEQUENCE
from war.store import files
from war.store import record as record_file
from war.store.record import HISTORY_MOST
from war.store.settings import Settings
from war.store.store import LOCK_FILE, RECORD_FILE, SETTINGS_FILE, Store


def bad_counts(valid: bytes) -> dict[str, bytes]:
    """stats.json, from its ``valid`` bytes, with values the record cannot use: the file is
    kept, those values left out, the rest fitted to them."""
    data = json.loads(valid)
    endings, listed = data["endings"], data["history"]
    return {
        "a count -5": edited(valid, endings={**endings, "player all_cards": -5}),
        "a count 1e308": edited(valid, endings={**endings, "computer all_cards": 1e308}),
        "a count missing": edited(valid, endings={}),
        "battles 1e308": edited(valid, battles=1e308),
        "battles 10**400": edited(valid, battles=HUGE),
        "every count 10**400": edited(
            valid,
            endings=dict.fromkeys(endings, HUGE),
            streak=HUGE,
            best_streak=HUGE,
            battles=HUGE,
            wars=HUGE,
        ),
        "every count 2**64": edited(
            valid, endings=dict.fromkeys(endings, 2**64), battles=2**64, wars=2**64
        ),
        "the best streak past the rounds won": edited(valid, best_streak=5),
        "history not a list": edited(valid, history={"a": 1}),
        "history too long": edited(valid, history=listed * HISTORY_MOST),
        "history of numbers": edited(valid, history=[1, 2]),
        "a round of 10**400 battles": edited(valid, history=[{**listed[0], "battles": HUGE}]),
    }


def test_a_record_with_values_it_cannot_use_keeps_the_rest_in_place_and_a_copy_of_it(tmp_path):
    """Only those values are left out (and the counts fitted to them), said in one line;
    a copy of stats.json's bytes is kept beside it, then the record as read is written in
    its place (so the next start finds it whole and says nothing), and the copy is never
    written over."""
    folder = tmp_path / "data"
    good = fill(folder)
    for kind, content in bad_counts(good[RECORD_FILE]).items():
        case = f"stats.json, {kind}"
        restore(folder, good)
        (folder / RECORD_FILE).write_bytes(content)
        loaded = record_file.from_json(json.loads(content))
        store = Store(folder)
        (copy,) = set_aside(folder, RECORD_FILE)
        assert loaded.mended, case
        (notice,) = store.notices
        assert notice.startswith(f"{RECORD_FILE}: ") and "\n" not in notice, case
        assert notice.endswith(f"; the file as it was is kept as {copy.name}."), case
        for key in (*loaded.dropped, *(key for key, _, _ in loaded.changed)):
            assert f'"{key}"' in notice, (case, key)
        if loaded.unlisted or loaded.overflow:
            assert "listed round" in notice, case
        assert copy.read_bytes() == content, case
        on_disk = record_file.from_json(json.loads((folder / RECORD_FILE).read_bytes()))
        assert on_disk.record == loaded.record and not on_disk.mended, case
        assert store.record == loaded.record and store.record.played > 0, case
        for other in FILES:
            if other != RECORD_FILE:
                assert (folder / other).read_bytes() == good[other], case
                assert held(store)[other] == good_values()[other], case
        store.close()
        again = Store(folder)  # started again before any round was finished
        assert again.notices == [] and set_aside(folder, RECORD_FILE) == [copy], case
        assert again.record == loaded.record, case
        again.finish_round(SEQUENCE[1], seed=5)
        again.close()
        assert copy.read_bytes() == content, case
        last = Store(folder)
        assert last.notices == [], case
        assert last.record == loaded.record.with_round(SEQUENCE[1], 5), case
        last.close()


def test_a_count_left_out_is_said_by_name_in_plain_words(tmp_path):
    folder = tmp_path / "data"
    good = fill(folder)
    endings = json.loads(good[RECORD_FILE])["endings"]
    content = edited(good[RECORD_FILE], endings={**endings, "player all_cards": -5}, streak=7)
    (folder / RECORD_FILE).write_bytes(content)
    store = Store(folder)
    (copy,) = set_aside(folder, RECORD_FILE)
    assert store.notices == [
        'stats.json: not understood, so left out: "player all_cards"; "player all_cards" '
        'raised to 1, "streak" lowered to 1 so the counts fit together; the file as it was '
        f"is kept as {copy.name}."
    ]
    assert store.record == replace(good_values()[RECORD_FILE], streak=1, best_streak=1)
    store.close()


def test_a_record_with_bad_values_is_never_written_over_when_no_copy_can_be_made(
    tmp_path, monkeypatch
):
    """Read only (``stats``), or the disk full as the game starts: the file is left as it
    is and never written, said in the same one line."""
    folder = tmp_path / "data"
    good = fill(folder)
    content = edited(good[RECORD_FILE], best_streak=5)
    (folder / RECORD_FILE).write_bytes(content)
    said = (
        f'{RECORD_FILE}: "best_streak" lowered to 1 so the counts fit together; '
        "it was left as it is and will not be written over."
    )
    reader = Store(folder, read_only=True)
    assert reader.notices == [said] and reader.record == good_values()[RECORD_FILE]

    def full(*args: Any, **kwargs: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(files.os, "fsync", full)
        store = Store(folder)
    assert store.notices == [said]
    store.finish_round(SEQUENCE[1], seed=5)
    store.reset_record()
    store.save_settings(Settings())  # the other files are still saved
    assert store.notices == [said]
    assert (folder / RECORD_FILE).read_bytes() == content
    # No copy, no temporary left; the round ended, so its file went.
    assert sorted(p.name for p in folder.iterdir()) == [LOCK_FILE, SETTINGS_FILE, RECORD_FILE]
    assert Store(folder, read_only=True).settings == Settings()
    store.close()
