"""Tests for war/words/title.py: the line for the notices the title has no room for."""

from __future__ import annotations

from war.words.title import more_notices


def test_the_notices_left_out_are_counted_one_and_many():
    assert more_notices(1) == "…and 1 more: it was printed in the terminal."
    assert more_notices(2) == "…and 2 more: each was printed in the terminal."
