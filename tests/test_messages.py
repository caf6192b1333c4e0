"""Tests for messages.py: whatever a message carries, it reaches stderr as one safe line."""

from __future__ import annotations

from war.messages import echo, say


def test_a_message_with_line_breaks_and_escapes_stays_one_safe_line(capsys):
    say("cannot open the game window: X error\nBadWindow \x1b[2J")
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("war: ")
    assert "\x1b" not in err and "\\x1b" in err


def test_a_long_value_is_shown_by_its_start_and_length():
    shown = echo("X" * 100_000)
    assert shown.startswith('"XXXX') and "…" in shown and "(100,000 characters)" in shown
    assert len(shown) < 80
    assert echo("abc") == '"abc"'
