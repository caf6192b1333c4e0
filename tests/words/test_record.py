"""Tests for war/words/record.py: what the record says, in the Record scene and for stats."""

from __future__ import annotations

from war.words.record import reset_note


def test_the_reset_note_counts_the_rounds_in_words_that_fit_one_and_many() -> None:
    assert reset_note(1) == "Your only round will be forgotten."
    assert reset_note(2) == "All 2 rounds will be forgotten."
    assert reset_note(21) == "All 21 rounds will be forgotten."
    assert reset_note(12_345) == "All 12,345 rounds will be forgotten."
