"""Repeat on hold: a key or pad button that moves something (the focus, a scroll), held down,
does its action again after a delay and then at an interval, in game time.

The same code repeats the arrow and Page keys, the D-pad, the left stick, the shoulder
buttons and the right stick's scrolling; pressing A or Space again is the player's own
business (a held Turn cards never plays battles by itself). Time is what ``tick`` is told
(the loop's fixed steps), so tests step it exactly.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from war.window.input.actions import Action, Scroll

REPEAT_DELAY_SECONDS = 0.4  # held this long, a move happens again...
REPEAT_INTERVAL_SECONDS = 0.1  # ...and again each time this passes, until it is let go
REPEATING = frozenset(
    {
        Action.LEFT,
        Action.RIGHT,
        Action.SCROLL_UP,
        Action.SCROLL_DOWN,
        Action.PAGE_UP,
        Action.PAGE_DOWN,
    }
)
Move = Action | Scroll  # what a held source does: an action, or the right stick's scroll
_EPSILON = 1e-9  # float error must not hold a repeat back a whole step


class Repeater:
    """What is held down, by where it is held (a key, a pad's button or stick), and the
    repeats its holding has made and not yet handed out."""

    def __init__(
        self, delay: float = REPEAT_DELAY_SECONDS, interval: float = REPEAT_INTERVAL_SECONDS
    ) -> None:
        self.delay = delay
        self.interval = interval
        # Each source held: its action, and the seconds until it happens again.
        self._held: dict[Hashable, list] = {}
        self._due: list[tuple[Hashable, Move]] = []  # made, not yet taken: by whom, what

    def press(self, source: Hashable, action: Move) -> None:
        """``source`` went down doing ``action`` (done already, once): if it is a move, it
        repeats while held; a fresh press of the same source starts the delay again."""
        self._held.pop(source, None)
        if isinstance(action, Scroll) or action in REPEATING:
            self._held[source] = [action, self.delay]

    def release(self, source: Hashable) -> None:
        """``source`` let go: it repeats no more (one never pressed is no matter). Another
        source holding the same move takes its repeats on, at the same pace."""
        self._hand_on(self._held.pop(source, None))

    def release_all(self, where: Callable[[Hashable], bool] = lambda source: True) -> None:
        """Let go of every source ``where`` says (by default all of them), and drop the
        repeats they made that are not yet taken: its release may never come (the window
        lost the keyboard, the pad was unplugged), or its repeats are not wanted (another
        scene came on top)."""
        for source in [source for source in self._held if where(source)]:
            self._hand_on(self._held.pop(source))
        self._due = [(source, action) for source, action in self._due if not where(source)]

    def _hand_on(self, held: list | None) -> None:
        """A source let go that held ``held`` (its move, its time to the next repeat): the
        first other source still holding the same move goes on at that pace."""
        waiting = [other for other in self._held.values() if held and other[0] == held[0]]
        if held and waiting:
            waiting[0][1] = held[1]

    @property
    def holding(self) -> bool:
        return bool(self._held)

    def tick(self, seconds: float) -> None:
        """``seconds`` of game time passed with the sources held. A move held by two sources
        at once (an arrow key and the D-pad) repeats once, at its pace: the source that held
        it first makes its repeats, the other waits, and takes over if that one is let go."""
        repeating: set[Move] = set()
        for source, held in self._held.items():
            if held[0] in repeating:
                continue
            repeating.add(held[0])
            held[1] -= seconds
            while held[1] <= _EPSILON:
                self._due.append((source, held[0]))
                held[1] += self.interval

    def take(self) -> list[Move]:
        """The repeats made since the last take, in order."""
        due, self._due = self._due, []
        return [action for _, action in due]
