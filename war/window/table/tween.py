"""Tweens and timelines as data: easing functions, and steps composed in sequence or parallel.

A step is seeked to a local time; seeking is idempotent and always moves forward, so a
timeline reaches the same state whatever the size of the time steps that drive it, and
``finish()`` lands everything at once (how fast-forward and skip work).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoots a little before settling: for banners that pop in."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_in_out_sine(t: float) -> float:
    return -(math.cos(math.pi * t) - 1) / 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


class Step(Protocol):
    """Anything a timeline can play. ``seek`` never moves backwards."""

    @property
    def duration(self) -> float: ...

    def seek(self, t: float) -> None: ...


class Tween:
    """Move attributes of ``target`` to the values given by name over ``duration`` seconds,
    together: ``Tween(sprite, 0.28, x=400, y=182)`` is one slide.

    Each attribute must exist on the target when the tween is made (a misspelt one is an
    error there, not a new attribute set in silence). ``start`` gives values to start from;
    an attribute without one starts from wherever it is when the tween first runs, so a
    card can slide from wherever an earlier step left it.
    """

    def __init__(
        self,
        target: Any,
        duration: float,
        easing: Easing = ease_out_cubic,
        *,
        start: Mapping[str, float] | None = None,
        **to: float,
    ) -> None:
        if not to:
            raise TypeError("a tween needs at least one attribute to move")
        for name in (*to, *(start or {})):
            if name not in to:
                raise TypeError(f"a start is given for {name!r}, which does not move")
            if not hasattr(target, name):
                raise AttributeError(f"{type(target).__name__} has no {name!r} to tween")
        self.target = target
        self.duration = duration
        self.easing = easing
        self.to = dict(to)
        self.start: dict[str, float] = dict(start or {})
        self._began = False

    def seek(self, t: float) -> None:
        if t <= 0 < self.duration and not self._began:
            return
        if not self._began:
            self._began = True
            for name in self.to:
                self.start.setdefault(name, getattr(self.target, name))
        progress = 1.0 if self.duration <= 0 else min(1.0, t / self.duration)
        eased = self.easing(progress)
        for name, end in self.to.items():
            setattr(self.target, name, lerp(self.start[name], end, eased))


@dataclass
class Delay:
    duration: float

    def seek(self, t: float) -> None:
        pass


@dataclass
class Call:
    """Run ``action`` once, when the timeline reaches this point (or skips past it)."""

    action: Callable[[], None]
    duration: float = 0.0
    _done: bool = field(default=False, init=False, repr=False)

    def seek(self, t: float) -> None:
        if not self._done and t >= 0:
            self._done = True
            self.action()


class Sequence:
    """Steps one after another."""

    def __init__(self, steps: Iterable[Step]) -> None:
        self.steps = list(steps)
        self.duration = sum(step.duration for step in self.steps)
        self._reached = 0  # steps before this index have been seeked to their end
        self._offset = 0.0  # where step ``_reached`` starts

    def seek(self, t: float) -> None:
        for index in range(self._reached, len(self.steps)):
            step = self.steps[index]
            local = t - self._offset
            if local < 0:
                break
            if _reached_end(local, step.duration) or _reached_end(t, self.duration):
                step.seek(step.duration)
                self._reached = index + 1
                self._offset += step.duration
                continue
            step.seek(local)
            break


class Parallel:
    """Steps that start together; it lasts as long as the longest."""

    def __init__(self, steps: Iterable[Step]) -> None:
        self.steps = list(steps)
        self.duration = max((step.duration for step in self.steps), default=0.0)

    def seek(self, t: float) -> None:
        done = _reached_end(t, self.duration)
        for step in self.steps:
            step.seek(step.duration if done or _reached_end(t, step.duration) else t)


def _reached_end(t: float, duration: float) -> bool:
    # Durations are sums of floats: allow for rounding so a step's end is never missed.
    return t >= duration - 1e-9


class Deferred:
    """A step built only when the timeline reaches it, from the state of that moment.

    A card sprite made by an earlier Call, or the highlight of whichever card ends up
    deciding, does not exist when the timeline is queued. ``build`` must return a step
    lasting ``duration``.
    """

    def __init__(self, build: Callable[[], Step], duration: float) -> None:
        self._build = build
        self.duration = duration
        self._step: Step | None = None

    def seek(self, t: float) -> None:
        if self._step is None:
            self._step = self._build()
            if abs(self._step.duration - self.duration) > 1e-9:
                # The timeline has already laid out what follows by the promised length.
                raise ValueError(
                    f"a deferred step promised {self.duration} s and built {self._step.duration} s"
                )
        self._step.seek(t)


def tweens_of(step: Step) -> Iterator[Tween]:
    """Every tween in ``step``, however deeply composed (a deferred step's once built)."""
    if isinstance(step, Tween):
        yield step
    elif isinstance(step, Sequence | Parallel):
        for each in step.steps:
            yield from tweens_of(each)
    elif isinstance(step, Deferred) and step._step is not None:
        yield from tweens_of(step._step)


def stagger(steps: Iterable[Step], gap: float) -> Parallel:
    """Start each step ``gap`` seconds after the one before (a dealt or swept row of cards)."""
    return Parallel(Sequence([Delay(i * gap), step]) for i, step in enumerate(steps))


def stagger_seconds(count: int, each: float, gap: float) -> float:
    """How long ``stagger`` lasts for ``count`` steps of ``each`` seconds, ``gap`` apart: what
    a step built later (``Deferred``) promises for it."""
    return each + gap * max(0, count - 1) if count else 0.0


class Timeline:
    """Plays queued steps one after another at ``speed``; ``finish()`` lands them all now."""

    def __init__(self) -> None:
        self._queue: deque[Step] = deque()
        self._elapsed = 0.0
        self.speed = 1.0

    @property
    def busy(self) -> bool:
        return bool(self._queue)

    def add(self, step: Step) -> None:
        self._queue.append(step)

    def update(self, dt: float) -> None:
        remaining = dt * self.speed
        while self._queue:
            step = self._queue[0]
            left_in_step = step.duration - self._elapsed
            if remaining < left_in_step:
                self._elapsed += remaining
                step.seek(self._elapsed)
                return
            remaining -= left_in_step
            step.seek(step.duration)
            self._queue.popleft()
            self._elapsed = 0.0

    def finish(self) -> None:
        """Play every queued step to its end at once, in order, firing every call."""
        while self._queue:
            step = self._queue.popleft()
            step.seek(step.duration)
        self._elapsed = 0.0

    def tweens(self) -> Iterator[Tween]:
        """Every tween queued, playing or still to come."""
        for step in self._queue:
            yield from tweens_of(step)

    def clear(self) -> None:
        """Drop every queued step without playing it (a new round replaces the table)."""
        self._queue.clear()
        self._elapsed = 0.0
