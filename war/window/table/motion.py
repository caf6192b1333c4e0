"""How the table moves: the Speed and Reduced motion settings, as numbers the presenter uses.

- Speed: slow, normal and fast play the same animations at different paces; instant moves
  nothing (cards appear where they land, each battle's result holds a moment, then the
  cards are on their piles), and plays a round to its end at INSTANT_RUN_BATTLES a second,
  each landed at once, the last one shown as it happens.
- Reduced motion: nothing slides, turns over, pops or glides; cards fade in where they go
  and fade out from where they were, at the chosen speed.
"""

from __future__ import annotations

from dataclasses import dataclass

from war.store.settings import Settings, Speed

# How many times faster than normal each speed plays (instant is handled on its own).
SPEED_PACE = {Speed.SLOW: 0.6, Speed.NORMAL: 1.0, Speed.FAST: 1.75, Speed.INSTANT: 1.0}
REDUCED_FADE_SECONDS = 0.16  # reduced motion: how long a card takes to appear or go
INSTANT_HOLD = 0.5  # instant: holds (result shown, WAR banner) this fraction of normal
# Instant, Play to the end: battles landed a second of game time. The longest round (500
# battles, the limit) ends in under two seconds, the counts running up frame by frame.
INSTANT_RUN_BATTLES = 300


@dataclass(frozen=True)
class Motion:
    pace: float = 1.0  # every animation plays this many times faster
    travel: bool = True  # cards slide and turn over; False: they appear where they go
    fade: float = 0.0  # seconds a card takes to appear or go when it does not travel
    hold: float = 1.0  # the pauses that let a result be read, as a fraction of normal
    pop: bool = True  # the WAR banner grows in; False: it only fades

    @property
    def instant(self) -> bool:
        """Nothing moves or fades: things are simply where they end up."""
        return not self.travel and self.fade <= 0


NORMAL = Motion()


def motion_for(settings: Settings) -> Motion:
    """The motion the settings ask for."""
    if settings.speed is Speed.INSTANT:
        return Motion(travel=False, hold=INSTANT_HOLD, pop=False)
    pace = SPEED_PACE[settings.speed]
    if settings.reduced_motion:
        return Motion(pace=pace, travel=False, fade=REDUCED_FADE_SECONDS, pop=False)
    return Motion(pace=pace)
