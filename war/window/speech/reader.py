"""Reading a text line by line with Up and Down (Home and End to its ends): where the reader
is in it, and the line each key reaches, to be said aloud."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from war.window.input.actions import Action

READING_KEYS = frozenset({Action.SCROLL_UP, Action.SCROLL_DOWN, Action.HOME, Action.END})


class Reader:
    def __init__(self, lines: Callable[[], Sequence[str]], *, from_end: bool = False) -> None:
        """``lines()``: the text's lines now; ``from_end``: the first key reaches the last
        line (the battle log, newest last), else the first (the rules)."""
        self.lines = lines
        self.from_end = from_end
        self.at: int | None = None  # the line last reached; None before the first key

    def step(self, action: Action) -> str | None:
        """The line ``action`` reaches (at an end, that end's line again), or None if it
        is no reading key or there is nothing to read."""
        lines = self.lines()
        if action not in READING_KEYS or not lines:
            return None
        last = len(lines) - 1
        start = last if self.from_end else 0
        match action:
            case Action.HOME:
                at = 0
            case Action.END:
                at = last
            case _ if self.at is None:
                at = start
            case Action.SCROLL_DOWN:
                at = self.at + 1
            case _:
                at = self.at - 1
        self.at = max(0, min(last, at))
        return lines[self.at]

    def restart(self) -> None:
        """Another text (a new round's log): the next key starts it afresh."""
        self.at = None
