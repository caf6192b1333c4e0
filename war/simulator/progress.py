"""A one-line progress bar on a terminal, for runs long enough to make people wonder."""

from __future__ import annotations

import shutil
import sys
import time
from collections.abc import Callable
from types import TracebackType
from typing import TextIO

from war.words.simulate import deals_done, time_left

DELAY_SECONDS = 1.0  # runs shorter than this never show a bar
INTERVAL_SECONDS = 0.1  # at most ten redraws a second
MAX_TIME_LEFT = "99:59:59"  # longer estimates show as ">99:59:59", so the width never changes
MAX_TIME_LEFT_SECONDS = 100 * 3600 - 1


class ProgressBar:
    """Shows ``[####----]  50%  5,000/10,000 deals   0:00:03 left`` on ``stream``, then clears it.

    Draws only when ``stream`` is a terminal, and only once ``DELAY_SECONDS`` have passed,
    so quick runs and redirected output see nothing. Use as a context manager; call
    ``update(done)`` as often as convenient.
    """

    def __init__(
        self,
        total: int,
        *,
        stream: TextIO | None = None,
        clock: Callable[[], float] = time.monotonic,
        delay: float = DELAY_SECONDS,
        interval: float = INTERVAL_SECONDS,
    ) -> None:
        self.total = total
        self.stream = sys.stderr if stream is None else stream
        self.clock = clock
        self.delay = delay
        self.interval = interval
        self.enabled = _is_terminal(self.stream)
        self._start = clock()
        self._last_draw: float | None = None
        self._drawn_width = 0

    def __enter__(self) -> ProgressBar:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def update(self, done: int) -> None:
        if not self.enabled:
            return
        now = self.clock()
        elapsed = now - self._start
        if elapsed < self.delay:
            return
        if self._last_draw is not None and now - self._last_draw < self.interval:
            return
        self._last_draw = now
        self._draw(self.render(done, elapsed, _columns()))

    def render(self, done: int, elapsed: float, columns: int) -> str:
        """The bar for ``done`` of ``total`` after ``elapsed`` seconds, fit to ``columns``.

        Every field has a fixed width, so the line keeps its length as the count grows.
        """
        fraction = done / self.total if self.total else 1.0
        percent = 100 * done // self.total if self.total else 100  # 100% only when all done
        count_width = len(f"{self.total:,}")
        left = _time_left(elapsed, done, self.total)
        played = deals_done(f"{done:>{count_width},}", self.total)
        counts = f"{percent:3d}%  {played}  {time_left(f'{left:>{len(MAX_TIME_LEFT) + 1}}')}"
        # Leave the last column free: writing there makes some terminals wrap the line.
        bar_width = min(40, columns - 1 - len(f"[]  {counts}"))
        if bar_width < 10:
            return counts[: columns - 1]
        filled = int(bar_width * fraction)
        return f"[{'#' * filled}{'-' * (bar_width - filled)}]  {counts}"

    def close(self) -> None:
        """Erase the bar, leaving the cursor where the bar began."""
        if self._drawn_width:
            self.stream.write("\r" + " " * self._drawn_width + "\r")
            self.stream.flush()
            self._drawn_width = 0

    def _draw(self, text: str) -> None:
        padding = " " * max(0, self._drawn_width - len(text))
        # Width first: a Ctrl-C during the write must still leave close() something to erase.
        self._drawn_width = max(self._drawn_width, len(text))
        self.stream.write("\r" + text + padding)
        self.stream.flush()


def _time_left(elapsed: float, done: int, total: int) -> str:
    """The time the rest should take at the pace so far, as h:mm:ss (``0:01:26``)."""
    if done <= 0:
        return "-:--:--"  # no pace yet
    try:
        seconds = round(elapsed * ((total - done) / done))
    except OverflowError:  # a total past what a float holds
        return ">" + MAX_TIME_LEFT
    if seconds > MAX_TIME_LEFT_SECONDS:
        return ">" + MAX_TIME_LEFT
    minutes, secs = divmod(seconds, 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}"


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # no isatty, or a closed stream
        return False


def _columns() -> int:
    return shutil.get_terminal_size((80, 24)).columns
