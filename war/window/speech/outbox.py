"""What a scene wants said aloud: its lines, kept in order until the narrator takes them.

A scene puts a line in its outbox as something happens (a battle's result, a panel opened,
the state asked for); the app hands the outboxes to the narrator each frame, which speaks
them if a voice is there. Lines are words looked up when spoken, in the language in use.
With no voice nobody takes them: the oldest go as new ones come, so an outbox never grows.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

LINES_KEPT = 16  # a frame never has more to say; older lines untaken are stale


@dataclass(frozen=True)
class Line:
    """Words to say; ``interrupt``: whatever is being said stops first."""

    words: Callable[[], str]
    interrupt: bool = False


class Outbox:
    def __init__(self) -> None:
        self._lines: deque[Line] = deque(maxlen=LINES_KEPT)

    def say(self, words: Callable[[], str], *, interrupt: bool = False) -> None:
        self._lines.append(Line(words, interrupt))

    def take(self) -> list[Line]:
        """Every line kept, in order; the outbox is empty after."""
        lines = list(self._lines)
        self._lines.clear()
        return lines

    def clear(self) -> None:
        self._lines.clear()
