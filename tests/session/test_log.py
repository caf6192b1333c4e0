"""Tests for war/session/log.py: a round's log, battle by battle, and rebuilt from its deal."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.decks import any_seed
from war.core.engine import BATTLE_LIMIT, Round
from war.session import log as session_log
from war.session.log import BattleLog
from war.words import languages
from war.words.log import battle_lines
from war.words.spoken_log import SPOKEN


@settings(max_examples=60, deadline=None)
@given(seed=any_seed, battles=st.integers(min_value=0, max_value=BATTLE_LIMIT + 20))
def test_of_deal_equals_adding_each_battle_of_the_deal(seed: int, battles: int) -> None:
    log = BattleLog()
    round_ = Round.from_seed(seed)
    for _ in range(battles):
        if round_.is_over:
            break
        log.add(round_.play_battle())
    assert BattleLog.of_deal(seed, battles).lines == log.lines


def test_of_deal_past_the_rounds_end_is_its_whole_log() -> None:
    whole = BattleLog.of_deal(0, 10_000)
    assert whole.lines == BattleLog.of_deal(0, BATTLE_LIMIT).lines
    assert whole.over and whole.lines[-1].startswith("Round over")


def test_of_deal_refuses_a_negative_count() -> None:
    with pytest.raises(ValueError, match="battles"):
        BattleLog.of_deal(0, -1)


def test_the_deal_adds_no_line() -> None:
    round_ = Round.from_seed(3)
    dealt = round_.dealt()
    first = round_.play_battle()
    log = BattleLog()
    log.add([dealt])
    assert log.lines == []
    log.add([dealt, *first])
    assert log.lines == battle_lines(first)


def test_len_is_the_number_of_lines() -> None:
    log = BattleLog.of_deal(1, 40)
    assert len(log) == len(log.lines) == 40


def test_the_log_knows_when_its_last_line_is_the_rounds_end() -> None:
    round_ = Round.from_seed(3)
    log = BattleLog()
    while not round_.is_over:
        assert not log.over
        log.add(round_.play_battle())
    assert log.over


def test_each_line_has_its_spoken_twin_worded_only_once_asked_for(monkeypatch) -> None:
    log = BattleLog.of_deal(3, 5)
    worded: list[object] = []
    real = session_log.battle_lines

    def counted(events, wording=None):
        worded.append(wording)
        return real(events, wording)

    monkeypatch.setattr(session_log, "battle_lines", counted)
    round_ = Round.from_seed(3)
    for _ in range(5):
        round_.play_battle()
    log.add(round_.play_battle())
    assert worded == [None]  # the shown line alone: nothing said yet
    assert log.spoken[0] == "Battle 1: the computer's four beat your two; it took 2 cards"
    assert len(log.spoken) == len(log.lines) == 6
    assert worded[1:] == [SPOKEN] * 6
    assert log.spoken and worded[1:] == [SPOKEN] * 6  # asked again: kept, not worded again


def test_the_spoken_lines_are_worded_again_in_another_language() -> None:
    log = BattleLog.of_deal(3, 1)
    assert log.spoken == ["Battle 1: the computer's four beat your two; it took 2 cards"]
    languages.use("ru")
    log.reword()
    assert log.spoken == ["Бой 1: у вас двойка, у компьютера четвёрка; компьютер забрал 2 карты"]
