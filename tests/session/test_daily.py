"""Tests for war/session/daily.py: the day's deal number, and the days as the record has them."""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import given
from hypothesis import strategies as st

from tests.store.test_record import SEQUENCE
from war.session.daily import best_streak, current_streak, daily_seed, day_of, result
from war.store.record import DayResult, Record

DAY = date(2026, 12, 1)


def test_the_deal_of_the_day_is_the_local_date_written_as_yyyymmdd():
    assert daily_seed(DAY) == 20261201
    assert daily_seed(date(2027, 1, 9)) == 20270109


@given(st.dates())
def test_every_day_has_a_deal_of_its_own_that_names_it_again(day: date) -> None:
    assert day_of(daily_seed(day)) == day


def test_a_number_that_is_no_date_is_no_days_deal():
    for seed in (570, 20260230, 20261301, 20261200, 99999999, 100000000, 0):
        assert day_of(seed) is None, seed


def test_a_days_result_and_the_streaks_from_the_record():
    record = Record()
    assert result(record, DAY) is None and current_streak(record, DAY) == 0
    for offset in (0, 1, 2):
        day = DAY + timedelta(offset)
        record = record.with_round(SEQUENCE[2], daily_seed(day), daily=day, ended=day)
    assert result(record, DAY) == DayResult(SEQUENCE[2].winner, SEQUENCE[2].reason, 300, 20)
    last = DAY + timedelta(2)
    # A loss keeps the streak: the days played count.
    assert current_streak(record, last) == current_streak(record, last + timedelta(1)) == 3
    assert current_streak(record, last + timedelta(2)) == 0 and best_streak(record) == 3
