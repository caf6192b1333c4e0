"""A view onto something taller than it: scrolled by wheel, keys, drag and flick, clamped.

Offsets are logical pixels from the top of the content. A flick glides on and slows down
by friction; with reduced motion the content stops where it is let go.
"""

from __future__ import annotations

from collections.abc import Callable

from war.window.input.actions import Action, Input, PointerDown, PointerMove, PointerUp, Scroll
from war.window.layout.units import Rect, contains

LINE_SCROLL = 48  # logical pixels per arrow press or wheel notch
FRICTION_PER_SECOND = 6.0  # how fast a flicked view slows down
HELD_STILL_SECONDS = 0.1  # a drag held this long before letting go is no flick
RESTING_SPEED = 5.0  # logical pixels per second: slower than this, a flick has ended


def _never() -> bool:
    return False


class Scroller:
    def __init__(self, view: Rect, reduced_motion: Callable[[], bool] = _never) -> None:
        """``view`` is where the content shows (a drag must start there);
        ``reduced_motion()`` says whether a flick may glide."""
        self.view = view
        self.reduced_motion = reduced_motion
        self.content_height = 0.0  # logical pixels; the owner keeps it up to date
        self.offset = 0.0
        self.velocity = 0.0  # logical pixels per second, after a flick
        self._drag_from: tuple[float, float] | None = None  # (pointer y, offset) at the press
        self._last_drag = (0.0, 0.0)  # (y, time) of the last drag move
        self._time = 0.0

    @property
    def max_offset(self) -> float:
        return max(0.0, self.content_height - self.view[3])

    @property
    def at_end(self) -> bool:
        return self.offset >= self.max_offset - 0.5

    @property
    def moving(self) -> bool:
        return self.velocity != 0.0

    @property
    def dragging(self) -> bool:
        return self._drag_from is not None

    def first_row(self, content_pixels: int, view_pixels: int) -> int:
        """The first row of the content, rendered ``content_pixels`` tall, that a view
        ``view_pixels`` tall shows: the same share of the way down as the offset, so End
        shows the last row at every size whatever the rounding."""
        if self.max_offset <= 0:
            return 0
        scrollable = max(0, content_pixels - view_pixels)
        return round(scrollable * min(1.0, self.offset / self.max_offset))

    def act(self, action: Action) -> bool:
        """The scrolling keys: Up, Down, Page Up, Page Down, Home, End. True if one."""
        page = self.view[3] - LINE_SCROLL
        steps = {
            Action.SCROLL_UP: -LINE_SCROLL,
            Action.SCROLL_DOWN: LINE_SCROLL,
            Action.PAGE_UP: -page,
            Action.PAGE_DOWN: page,
            Action.HOME: -self.content_height,
            Action.END: self.content_height,
        }
        if action not in steps:
            return False
        self.scroll_by(steps[action])
        return True

    def point(self, event: Input) -> bool:
        """The wheel, and a drag or flick begun in the view. True if the event was one."""
        if isinstance(event, Scroll):
            self.scroll_by(-event.lines * LINE_SCROLL)
            return True
        if isinstance(event, PointerDown) and contains(self.view, event.x, event.y):
            self._drag_from = (event.y, self.offset)
            self._last_drag = (event.y, self._time)
            self.velocity = 0.0
            return True
        if isinstance(event, PointerMove) and event.held and self._drag_from is not None:
            start_y, start_offset = self._drag_from
            self.offset = self._clamped(start_offset - (event.y - start_y))
            last_y, last_time = self._last_drag
            if self._time > last_time:
                self.velocity = -(event.y - last_y) / (self._time - last_time)
            self._last_drag = (event.y, self._time)
            return True
        if isinstance(event, PointerUp) and self._drag_from is not None:
            if self._time - self._last_drag[1] > HELD_STILL_SECONDS or self.reduced_motion():
                self.velocity = 0.0  # held still before letting go, or no glide wanted
            self._drag_from = None
            return True
        return False

    def scroll_by(self, pixels: float) -> None:
        self.velocity = 0.0
        self.offset = self._clamped(self.offset + pixels)

    def to_end(self) -> None:
        self.velocity = 0.0
        self.offset = self.max_offset

    def update(self, dt: float) -> None:
        self._time += dt
        if self.velocity and self._drag_from is None:
            self.offset += self.velocity * dt
            self.velocity *= max(0.0, 1.0 - FRICTION_PER_SECOND * dt)
            if abs(self.velocity) < RESTING_SPEED or not 0 <= self.offset <= self.max_offset:
                self.velocity = 0.0
            self.offset = self._clamped(self.offset)

    def release(self) -> None:
        """Forget the pointer: no drag in progress, no glide."""
        self._drag_from = None
        self.velocity = 0.0

    def _clamped(self, offset: float) -> float:
        return min(self.max_offset, max(0.0, offset))
