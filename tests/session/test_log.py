"""Tests for war/session/log.py: a round's log, battle by battle, and rebuilt from its deal."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.decks import any_seed
from war.core.engine import BATTLE_LIMIT, Round
from war.session.log import BattleLog
from war.words.log import battle_lines


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
