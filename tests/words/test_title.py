"""Tests for war/words/title.py: the notices the title has room for."""

from __future__ import annotations

from war.words.title import notices_shown


def test_more_notices_than_there_is_room_for_say_how_many_more():
    assert notices_shown(["one"], 2) == ["one"]
    assert notices_shown(["one", "two"], 2) == ["one", "two"]
    assert notices_shown(["one", "two", "three"], 2) == [
        "one",
        "…and 2 more: each was printed in the terminal.",
    ]
    assert notices_shown(["one", "two", "three"], 3) == ["one", "two", "three"]
    assert notices_shown(["a", "b", "c"], 2)[-1].startswith("…and 2 more")
    assert notices_shown(["a", "b", "c", "d"], 3) == [
        "a",
        "b",
        "…and 2 more: each was printed in the terminal.",
    ]
    assert notices_shown(["a", "b"], 1) == ["…and 2 more: each was printed in the terminal."]
