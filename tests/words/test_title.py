"""Tests for war/words/title.py: the lines for the notices the title has no room for."""

from __future__ import annotations

from war.words.title import more_notices, notices_title, read_notices


def test_the_notices_left_out_are_counted_one_and_many_and_opened_one_and_many():
    assert more_notices(1) == "…and 1 more"
    assert more_notices(2) == "…and 2 more"
    assert read_notices(1) == "Read it in full"
    assert read_notices(2) == "Read them in full"
    assert (notices_title(1), notices_title(3)) == ("Notice", "Notices")
