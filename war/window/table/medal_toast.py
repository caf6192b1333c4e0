"""A medal earned, shown a moment over the table at the round's end, before Round over.

It drops in above the table's middle, holds while it is read, and goes; with reduced motion
it appears and goes where it stands; at the Instant speed it is not shown (the status line
says it, as it does in every case). Any key, click or tap lands it at once with the rest of
the round's end (the table finishes its timeline).
"""

from __future__ import annotations

from dataclasses import dataclass

from war.session.medals import Medal
from war.window.table.motion import Motion
from war.window.table.tween import Call, Delay, Sequence, Step, Tween, ease_out_back

TOAST_DROP_SECONDS = 0.3  # dropping in from above
TOAST_HOLD_SECONDS = 2.2  # shown, at the normal pace
TOAST_DROP = 24.0  # logical pixels it drops through


@dataclass
class MedalToast:
    """What the moment shows: the medals (none: nothing shows), and how far above its place
    it is (it drops in)."""

    medals: tuple[Medal, ...] = ()
    rise: float = 0.0

    @property
    def showing(self) -> bool:
        return bool(self.medals)


def toast_steps(toast: MedalToast, medals: tuple[Medal, ...], motion: Motion) -> Step | None:
    """The moment that shows ``medals`` on ``toast`` (None where nothing is to show: no
    medal, or the Instant speed)."""
    if not medals or motion.instant:
        return None

    def show() -> None:
        toast.medals = medals
        toast.rise = TOAST_DROP if motion.travel else 0.0

    def hide() -> None:
        toast.medals = ()
        toast.rise = 0.0

    steps: list[Step] = [Call(show)]
    if motion.travel:
        steps.append(Tween(toast, TOAST_DROP_SECONDS, ease_out_back, rise=0.0))
    steps += [Delay(TOAST_HOLD_SECONDS), Call(hide)]
    return Sequence(steps)
