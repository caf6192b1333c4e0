"""Tests for text.py: renderings kept, words fitted to a width, lines kept together."""

from __future__ import annotations

import pytest

from war.window.drawing.text import (
    ELLIPSIS,
    NO_BREAK,
    Text,
    keep_together,
    no_widow,
    wrap,
    wrap_evenly,
)

WHITE = (255, 255, 255)


@pytest.fixture
def text(res) -> Text:
    return Text(res.fonts)


def test_text_is_rendered_once_and_reused(text):
    first = text.render("Battle 1 / 500", 20, WHITE)
    assert text.render("Battle 1 / 500", 20, WHITE) is first
    assert text.render("Battle 1 / 500", 21, WHITE) is not first
    assert first.get_width() > 0


def test_words_that_fit_are_left_alone(text):
    assert text.fit("Deal #570", 20, 300) == "Deal #570"


def test_long_words_keep_their_start_and_end_and_fit(text):
    words = "Deal #" + "1234567890" * 3
    for width in (60, 120, 200):
        fitted = text.fit(words, 20, width)
        assert ELLIPSIS in fitted
        assert text.width(fitted, 20) <= width
        head, tail = fitted.split(ELLIPSIS)
        assert words.startswith(head) and words.endswith(tail)
        # As much as fits: one more character at each end would not.
        longer = words[: len(head) + 1] + ELLIPSIS + words[len(words) - len(tail) - 1 :]
        assert text.width(longer, 20) > width or len(head) + len(tail) + 2 > len(words)


def test_shrinking_sets_words_smaller_before_cutting_them(text):
    words = "You both ran out of cards in the war: each takes back their own."
    width = text.width(words, 22)
    assert text.shrink_to_fit(words, 24, 20, width) == (words, 22)
    cut, size = text.shrink_to_fit(words, 24, 20, text.width(words, 20) - 40)
    assert size == 20 and ELLIPSIS in cut


def test_keep_together_and_no_widow():
    assert keep_together("2 3 4") == f"2{NO_BREAK}3{NO_BREAK}4"
    assert no_widow("one two three") == f"one two{NO_BREAK}three"
    assert no_widow("alone") == "alone"


def test_words_wrap_at_spaces_onto_even_lines_that_fit():
    assert wrap("aa bb cc dd", lambda line: len(line) <= 5) == ["aa bb", "cc dd"]
    assert wrap("aaaaaaa bb", lambda line: len(line) <= 5) == ["aaaaaaa", "bb"]  # alone
    assert wrap(f"aa{NO_BREAK}bb cc", lambda line: len(line) <= 5) == [f"aa{NO_BREAK}bb", "cc"]
    # Greedy would leave "dd" alone on a second line; even lines share the words out.
    assert wrap("aa bb cc dd", lambda line: len(line) <= 9) == ["aa bb cc", "dd"]
    assert wrap_evenly("aa bb cc dd", len, 9) == ["aa bb", "cc dd"]
    assert wrap_evenly("aa bb", len, 9) == ["aa bb"]
