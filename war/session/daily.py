"""The deal of the day: its number, and what the record says of the days played.

Each day has one deal, the same for every player: its number is the local date as
YYYYMMDD (deal #20261201 on 1 December 2026), always played under the seed rules. A round
is the day's only if it was started as the deal of the day (``--daily``, or the title's
button): ``war --seed 20261201`` is the same deal but does not count for the day.

A day's deal counts for its own day, wherever it ends (a round of 1 December saved, then
resumed and finished on the 2nd, is 1 December's result). The first result of a day
stands: the deal played again as the deal of the day the same day counts as a round like
any other. The daily streak counts the days played in a row, won, lost or drawn alike (as
Microsoft's daily challenges do): up to today, or up to yesterday while today's is not
played yet.
"""

from __future__ import annotations

import contextlib
from datetime import date
from typing import TYPE_CHECKING

from war.store.record import daily_streak

if TYPE_CHECKING:
    from war.store.record import DayResult, Record


def daily_seed(day: date) -> int:
    """The number of ``day``'s deal: 20261201 on 1 December 2026."""
    return day.year * 10_000 + day.month * 100 + day.day


def day_of(seed: int) -> date | None:
    """The day whose deal of the day ``seed`` is (None for a number that is no date)."""
    if not 10_000 <= seed <= 99_991_231:
        return None
    with contextlib.suppress(ValueError):
        return date(seed // 10_000, seed // 100 % 100, seed % 100)
    return None


def result(record: Record, day: date) -> DayResult | None:
    """How ``day``'s deal went (its first play to the end), or None if not played."""
    return record.daily.get(day)


def current_streak(record: Record, today: date) -> int:
    """The days in a row whose deal was played, up to today or yesterday."""
    return daily_streak(record, today)


def best_streak(record: Record) -> int:
    """The most days in a row whose deal was played."""
    return record.best_daily_streak
