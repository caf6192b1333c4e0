"""Tests for ui/notices.py: what the title shows of its notices in the rows it has."""

from __future__ import annotations

from war.window.ui.notices import notice_lines
from war.words.title import more_notices, read_notices


def test_notices_are_wrapped_whole_or_cut_after_their_start_and_none_is_left_unsaid():
    """Each notice on as many lines as it needs while the rows hold them all; where they do
    not, each has at least a line (its start, and "…"), those with no line are counted on
    the last, and the last ends with the words that open them all."""
    short, long = "Progress will not be saved.", "a" * 30 + " " + "b" * 30
    for notices, rows, lines, cut in (
        ([short], 3, [short], False),
        ([long, short], 3, ["a" * 30, "b" * 30, short], False),
        ([long, long], 3, ["a" * 30, "b" * 30, "a" * 30 + "…"], True),
        ([long, long, long], 2, ["a" * 30 + "…", more_notices(2)], True),
        ([long], 1, ["a" * 30 + "…"], True),
        (["c" * 70], 2, ["c" * 50, "c" * 20], True),  # a word longer than a line
        (["c" * 120], 2, ["c" * 50, "c" * 33 + "…"], True),
        ([], 3, [], False),
    ):
        shown = notice_lines(notices, len, 50, rows, gap=1)  # 50 letters
        assert (list(shown.lines), shown.cut) == (lines, cut), (notices, rows)
        if cut:  # the words that open the notices fit after the last line
            assert len(lines[-1]) + 1 + len(read_notices(len(notices))) <= 50
