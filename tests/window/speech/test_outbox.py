"""A scene's outbox: lines kept in order until taken, and never more than its last few."""

from __future__ import annotations

from functools import partial

from war.window.speech.outbox import LINES_KEPT, Line, Outbox


def test_lines_are_taken_in_order_and_once():
    outbox = Outbox()
    outbox.say(partial(str, "one"), interrupt=True)
    outbox.say(partial(str, "two"))
    assert [(line.words(), line.interrupt) for line in outbox.take()] == [
        ("one", True),
        ("two", False),
    ]
    assert outbox.take() == []


def test_an_outbox_no_one_takes_keeps_only_its_last_lines():
    outbox = Outbox()
    for index in range(LINES_KEPT * 3):
        outbox.say(partial(str, str(index)))
    kept = [str(index) for index in range(LINES_KEPT * 2, LINES_KEPT * 3)]
    assert [line.words() for line in outbox.take()] == kept


def test_a_line_is_looked_up_when_said_not_when_put_in():
    words = ["before"]
    line = Line(lambda: words[0])
    words[0] = "after"
    assert line.words() == "after"
