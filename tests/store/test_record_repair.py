"""Tests for stats.json with values the record cannot use: kept in place, with a copy.

Those values are left out and the rest fitted to them, a copy of the file as it was beside
it, all said in one line. (What is left out and changed, value by value, is tested on
record.py in test_record.py.)"""

from __future__ import annotations

import errno
import json
from dataclasses import replace
from datetime import date
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
from tests.store.test_record import SEQUENCE, seeded
from war.core.events import Reason, Winner
from war.core.rules import SEED_RULES
from war.session.medals import Medal
from war.store import files, record_file
from war.store.record import HISTORY_MOST, Finished, Record
from war.store.settings import Settings
from war.store.store import LOCK_FILE, RECORD_FILE, SETTINGS_FILE, Store

SEED = SEED_RULES.key


def counted(valid: bytes, endings: dict[str, Any], **values: Any) -> bytes:
    """stats.json's ``valid`` bytes with the seed rules' ``endings`` and ``values``."""
    return edited(valid, endings_by_rules={SEED: endings}, **values)


def bad_counts(valid: bytes) -> dict[str, tuple[bytes, Record]]:
    """stats.json, from fill's ``valid`` bytes, with values the record cannot use: the file
    is kept, those values left out, the rest fitted to them. Each with the record it is
    read as, worked out by hand from fill's: rounds of 120 battles and 7 wars (won), then
    300 and 20 (lost); 420 battles and 27 wars in all, the longest round 300."""
    data = json.loads(valid)
    endings, listed = data["endings_by_rules"][SEED], data["history"]
    good = good_values()[RECORD_FILE]
    won, lost = (Winner.PLAYER, Reason.ALL_CARDS), (Winner.COMPUTER, Reason.ALL_CARDS)
    many = seeded({won: 500, lost: 500})
    return {
        "a count -5": (counted(valid, {**endings, "player all_cards": -5}), good),
        "a count 1e308": (counted(valid, {**endings, "computer all_cards": 1e308}), good),
        "a count missing": (counted(valid, {}), good),
        "battles 1e308": (edited(valid, battles=1e308), good),
        "battles 10**400": (edited(valid, battles=HUGE), good),
        "every count 10**400": (
            counted(
                valid,
                dict.fromkeys(endings, HUGE),
                streak=HUGE,
                best_streak=HUGE,
                battles=HUGE,
                wars=HUGE,
            ),
            replace(good, best_streak=0),  # the streaks both left out: 0, the least
        ),
        "every count 2**64": (
            counted(valid, dict.fromkeys(endings, 2**64), battles=2**64, wars=2**64),
            good,
        ),
        "the best streak past the rounds won": (edited(valid, best_streak=5), good),
        # Version 2's values: each left out alone, the rest of the file kept.
        "a medal of a day that is none, beside a good one": (
            edited(valid, medals={"first_win": "2026-13-01", "comeback": "2026-12-01"}),
            replace(good, medals={Medal.COMEBACK: date(2026, 12, 1)}),
        ),
        "a medal the game has none of": (edited(valid, medals={"gold": "2026-12-01"}), good),
        "the medals not an object": (edited(valid, medals="first_win"), good),
        "a day's result of no day": (
            edited(valid, daily={"2026-12-32": {"winner": "player"}}),
            good,
        ),
        "the daily run not a number": (edited(valid, daily_run=-1), good),
        "the daily run with no day listed": (edited(valid, daily_run=3), good),
        "a listed round of rules the game has none of": (
            edited(valid, history=[{**listed[0], "rules": "9 as-laid 500"}, *listed[1:]]),
            replace(good, history=good.history[1:]),
        ),
        "a rule set the game has none of": (
            edited(valid, endings_by_rules={**data["endings_by_rules"], "1 sideways 500": {}}),
            good,
        ),
        "history not a list": (edited(valid, history={"a": 1}), replace(good, history=())),
        "history too long": (
            edited(valid, history=listed * HISTORY_MOST),
            # The latest 1,000 listed: 500 won, 500 lost, and their battles and wars.
            replace(
                good,
                by_rules=many,
                battles=500 * 120 + 500 * 300,
                wars=500 * 7 + 500 * 20,
                history=good.history * 500,
            ),
        ),
        "history of numbers": (edited(valid, history=[1, 2]), replace(good, history=())),
        "a round of 10**400 battles": (
            edited(valid, history=[{**listed[0], "battles": HUGE}]),
            replace(good, history=()),
        ),
    }


def test_a_record_with_values_it_cannot_use_keeps_the_rest_in_place_and_a_copy_of_it(tmp_path):
    """Only those values are left out (and the counts fitted to them), said in one line;
    a copy of stats.json's bytes is kept beside it, then the record as read is written in
    its place (so the next start finds it whole and says nothing), and the copy is never
    written over."""
    folder = tmp_path / "data"
    good = fill(folder)
    for kind, (content, expected) in bad_counts(good[RECORD_FILE]).items():
        case = f"stats.json, {kind}"
        restore(folder, good)
        (folder / RECORD_FILE).write_bytes(content)
        loaded = record_file.from_json(json.loads(content))
        store = Store(folder)
        (copy,) = set_aside(folder, RECORD_FILE)
        assert loaded.mended, case
        (notice,) = store.notices
        assert notice.startswith("Your record was repaired: ") and "\n" not in notice, case
        assert notice.endswith(f"; the old file is kept as {copy.name}."), case
        for key in (*loaded.dropped, *(key for key, _, _ in loaded.changed)):
            assert f'"{key}"' in notice, (case, key)
        if loaded.unlisted or loaded.overflow:
            assert "listed round" in notice, case
        assert copy.read_bytes() == content, case
        on_disk = record_file.from_json(json.loads((folder / RECORD_FILE).read_bytes()))
        assert on_disk.record == expected and not on_disk.mended, case
        assert store.record == expected == loaded.record, case
        for other in FILES:
            if other != RECORD_FILE:
                assert (folder / other).read_bytes() == good[other], case
                assert held(store)[other] == good_values()[other], case
        store.close()
        again = Store(folder)  # started again before any round was finished
        assert again.notices == [] and set_aside(folder, RECORD_FILE) == [copy], case
        assert again.record == expected, case
        again.finish_round(SEQUENCE[1], seed=5)
        again.close()
        assert copy.read_bytes() == content, case
        last = Store(folder)
        assert last.notices == [], case
        assert last.record == expected.with_round(SEQUENCE[1], 5, ended=date.today()), case
        last.close()


def test_a_count_left_out_is_said_by_name_in_plain_words(tmp_path):
    folder = tmp_path / "data"
    good = fill(folder)
    endings = json.loads(good[RECORD_FILE])["endings_by_rules"][SEED]
    content = counted(good[RECORD_FILE], {**endings, "player all_cards": -5}, streak=7)
    (folder / RECORD_FILE).write_bytes(content)
    store = Store(folder)
    (copy,) = set_aside(folder, RECORD_FILE)
    # A streak of 7 is 7 rounds won at least, and a best streak of 7 too (the current run is
    # kept before the best when the two disagree).
    assert store.notices == [
        'Your record was repaired: some of it was not understood and was left out ("player '
        'all_cards"); "player all_cards" raised to 7, "best_streak" raised to 7 so the counts '
        f"fit together; the old file is kept as {copy.name}."
    ]
    good_record = good_values()[RECORD_FILE]
    assert store.record == replace(
        good_record,
        by_rules=seeded({**good_record.endings, (Winner.PLAYER, Reason.ALL_CARDS): 7}),
        streak=7,
        best_streak=7,
    )
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
        'Your record was repaired: "best_streak" lowered to 1 so the counts fit together; '
        f"{RECORD_FILE} is left as it is and will not be written over."
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


def test_a_count_left_out_is_brought_back_from_the_rest_and_written_so_at_once(tmp_path):
    """Ten rounds won listed, "player all_cards" -5, "computer all_cards" 20, a streak and
    best streak of 10: the wins come back as the ten listed, nothing else is changed, and
    that is what stats.json holds from then on (the file as it was in its copy)."""
    folder = tmp_path / "data"
    fill(folder)
    ten = [
        {"seed": seed, "battles": 100, "wars": 3, "winner": "player", "reason": "all_cards"}
        for seed in range(10)
    ]
    content = json.dumps(
        {
            "version": 1,
            "endings": {
                "player all_cards": -5,
                "player out_of_cards_in_war": 0,
                "computer all_cards": 20,
                "computer out_of_cards_in_war": 0,
                "draw both_out_in_war": 0,
                "draw battle_limit": 0,
            },
            "streak": 10,
            "best_streak": 10,
            "longest_round": 100,
            "most_wars_in_a_battle": 1,
            "battles": 3000,
            "wars": 90,
            "history": ten,
        }
    ).encode()
    (folder / RECORD_FILE).write_bytes(content)
    store = Store(folder)
    store.close()
    (copy,) = set_aside(folder, RECORD_FILE)
    expected = Record(
        by_rules=seeded(
            {(Winner.PLAYER, Reason.ALL_CARDS): 10, (Winner.COMPUTER, Reason.ALL_CARDS): 20}
        ),
        streak=10,
        best_streak=10,
        longest_round=100,
        most_wars_in_a_battle=1,
        battles=3000,
        wars=90,
        history=tuple(
            Finished(seed, 100, 3, Winner.PLAYER, Reason.ALL_CARDS) for seed in range(10)
        ),
    )
    assert store.record == expected
    assert record_file.from_json(json.loads((folder / RECORD_FILE).read_bytes())).record == expected
    assert copy.read_bytes() == content
    assert store.notices == [
        'Your record was repaired: some of it was not understood and was left out ("player '
        'all_cards"); "player all_cards" raised to 10 so the counts fit together; the old file '
        f"is kept as {copy.name}."
    ]
