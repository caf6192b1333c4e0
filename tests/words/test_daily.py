"""Tests for war/words/daily.py: dates written as each language writes them."""

from __future__ import annotations

from datetime import date

from war.words import languages
from war.words.daily import day_month_year


def test_a_date_is_written_as_the_language_writes_it_the_first_of_a_month_too() -> None:
    try:
        written = {}
        for code in ("en", "fr", "de"):
            languages.use(code)
            written[code] = (day_month_year(date(2026, 12, 1)), day_month_year(date(2026, 12, 2)))
    finally:
        languages.use(languages.SOURCE_LANGUAGE)
    assert written["en"] == ("1 Dec 2026", "2 Dec 2026")
    assert written["fr"][0].startswith("1er ") and written["fr"][1].startswith("2 ")
    assert written["de"][0].startswith("1. ")
