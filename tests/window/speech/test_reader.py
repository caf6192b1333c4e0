"""Reading a text line by line: Up and Down one line, Home and End its ends, each end held."""

from __future__ import annotations

from war.window.input.actions import Action
from war.window.speech.reader import Reader

LINES = ["first", "second", "third"]


def test_down_reads_from_the_first_line_on_and_holds_at_the_last():
    reader = Reader(lambda: LINES)
    said = [reader.step(Action.SCROLL_DOWN) for _ in range(4)]
    assert said == ["first", "second", "third", "third"]
    assert reader.step(Action.SCROLL_UP) == "second"


def test_a_text_read_from_its_end_starts_at_the_last_line_and_holds_at_the_first():
    reader = Reader(lambda: LINES, from_end=True)
    said = [reader.step(Action.SCROLL_UP) for _ in range(4)]
    assert said == ["third", "second", "first", "first"]


def test_home_and_end_reach_the_ends():
    reader = Reader(lambda: LINES)
    assert reader.step(Action.END) == "third"
    assert reader.step(Action.HOME) == "first"


def test_other_keys_and_an_empty_text_read_nothing():
    assert Reader(lambda: LINES).step(Action.PAGE_DOWN) is None
    assert Reader(lambda: []).step(Action.SCROLL_DOWN) is None


def test_a_restarted_reader_and_a_shorter_text_stay_in_the_text():
    lines = list(LINES)
    reader = Reader(lambda: lines)
    reader.step(Action.END)
    del lines[1:]
    assert reader.step(Action.SCROLL_UP) == "first"
    reader.restart()
    assert reader.step(Action.SCROLL_DOWN) == "first"
