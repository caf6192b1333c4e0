"""Controls that hold a value: a switch, segments, swatches, a slider and a chooser.

Each is a Button (so the focus ring, Tab and Shift-Tab, Space and Enter reach it as they
reach any button) that keeps its own value: a pointer, Space and Enter (``key_press``) and
Left and Right (``nudge``) change it, and it fires its action whenever they did, for the
scene to read the value and carry it out. Their geometry (where the knob, each segment
and the arrows lie) is here, so a press is taken where the drawing shows it;
war/window/drawing/choices.py draws them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from war.window.input.actions import Action, Input, PointerDown, PointerMove, PointerUp
from war.window.layout.choices import CHOOSER_ARROW_WIDTH, SLIDER_KNOB_RADIUS
from war.window.layout.units import Rect, contains
from war.window.ui.controls import Button
from war.words import settings as settings_words
from war.words import speech


@dataclass
class Switch(Button):
    """On or off. A press flips it; Left turns it off and Right on, the way its knob
    goes. ``reach`` is where a press takes it besides its track: its row, name and all."""

    on: bool = False
    reach: Rect | None = None

    def hits(self, x: float, y: float) -> bool:
        return contains(self.reach or self.rect, x, y)

    def handle(self, event: Input) -> Action | None:
        fired = super().handle(event)
        if fired is not None:
            self.on = not self.on
        return fired

    def key_press(self) -> None:
        self.on = not self.on

    def nudge(self, step: int) -> bool:
        self.on = step > 0
        return True

    def spoken_value(self) -> str | None:
        return speech.switched(self.on)


@dataclass
class Segments(Button):
    """One of a few options side by side, every one in view, the chosen one filled, each
    segment as wide as its share of ``weights``, each option's ``details`` (if any) under
    its name. A press chooses the segment it is let go on; Space and Enter the next one
    (round the end again); Left and Right the one beside, stopping at the ends."""

    options: Sequence[str] = ()
    details: Sequence[str] = ()  # a smaller line (or two) under each option's name
    chosen: int = 0
    # How wide each segment is, in shares of the whole: all alike unless given (an option
    # whose words are much longer than the others' takes more room).
    weights: Sequence[float] = ()
    under: int | None = field(default=None, init=False)  # the segment under the pointer

    def segment(self, index: int) -> Rect:
        x, y, width, height = self.rect
        weights = self.weights or [1.0] * len(self.options)
        total = sum(weights)
        left = x + width * sum(weights[:index]) / total
        return (left, y, width * weights[index] / total, height)

    def at(self, x: float, y: float) -> int | None:
        """The segment at a logical point, if any."""
        return next((i for i in range(len(self.options)) if contains(self.segment(i), x, y)), None)

    def handle(self, event: Input) -> Action | None:
        if isinstance(event, PointerMove):
            # A press follows the pointer along the segments (Area's would end on leaving one).
            self.hovered = contains(self.rect, event.x, event.y)
            self.under = self.at(event.x, event.y)
            return None
        fired = super().handle(event)
        if isinstance(event, PointerDown):
            self.under = self.at(event.x, event.y)
        elif isinstance(event, PointerUp):
            let_go = self.at(event.x, event.y)
            if fired is not None and let_go is not None:
                self.chosen = let_go
            self.under = None if event.touch else let_go
        return fired

    def key_press(self) -> None:
        self.chosen = (self.chosen + 1) % len(self.options)

    def nudge(self, step: int) -> bool:
        self.chosen = max(0, min(len(self.options) - 1, self.chosen + step))
        return True

    def spoken_value(self) -> str | None:
        return self.options[self.chosen] if self.options else None

    def release(self) -> None:
        super().release()
        self.under = None


@dataclass
class Swatches(Segments):
    """Segments that show pictures, not words: each option is a look of setting
    ``setting`` (a card back, a table colour) by its id, drawn as a small picture of it;
    ``names`` are the options' names, the chosen one's shown beside the setting's."""

    setting: str = ""
    names: Sequence[str] = ()

    def spoken_value(self) -> str | None:
        return self.names[self.chosen] if self.names else None


@dataclass
class Slider(Button):
    """A level from ``least`` to ``most`` along a track. A press anywhere on it puts the
    knob there, and a drag (mouse or finger) takes it along, in steps of ``notch``; Left
    and Right move it by ``step``. It fires on each change, and once more as a press is
    let go (``held`` then False: the level is settled)."""

    level: int = 0
    least: int = 0
    most: int = 100
    notch: int = 5
    step: int = 10
    held: bool = field(default=False, init=False)

    def track(self) -> tuple[float, float]:
        """The knob's centre at ``least`` and at ``most``: the knob stays inside the rect."""
        x, _, width, _ = self.rect
        return x + SLIDER_KNOB_RADIUS, x + width - SLIDER_KNOB_RADIUS

    def knob_x(self) -> float:
        left, right = self.track()
        return left + (right - left) * (self.level - self.least) / (self.most - self.least)

    def level_at(self, x: float) -> int:
        """The level the knob takes with its centre at ``x``: to the nearest notch."""
        left, right = self.track()
        share = min(1.0, max(0.0, (x - left) / (right - left)))
        notches = round(share * (self.most - self.least) / self.notch)
        return min(self.most, self.least + notches * self.notch)

    def handle(self, event: Input) -> Action | None:
        if isinstance(event, PointerDown):
            self.hovered = contains(self.rect, event.x, event.y)
            self.held = self.pressed = self.hovered and self.enabled()
            return self._move_to(event.x, always=True) if self.held else None
        if isinstance(event, PointerMove):
            self.hovered = self.held or contains(self.rect, event.x, event.y)
            return self._move_to(event.x) if self.held else None
        if isinstance(event, PointerUp):
            settled, self.held, self.pressed = self.held, False, False
            if event.touch:
                self.hovered = False
            return self.action if settled else None
        return None

    def _move_to(self, x: float, *, always: bool = False) -> Action | None:
        level = self.level_at(x)
        if level == self.level and not always:
            return None
        self.level = level
        return self.action

    def nudge(self, step: int) -> bool:
        self.level = max(self.least, min(self.most, self.level + step * self.step))
        return True

    def spoken_value(self) -> str | None:
        return settings_words.volume(self.level)

    def release(self) -> None:
        super().release()
        self.held = False


@dataclass
class Chooser(Button):
    """One of many options, the chosen one shown between a back arrow and a forward one.
    A press on the back arrow goes back, anywhere else on to the next (round the end);
    Space and Enter go on, Left and Right back and on."""

    options: Sequence[str] = ()
    chosen: int = 0

    def arrow(self, step: int) -> Rect:
        """The back (``step`` -1) or forward (1) arrow's part of the chooser."""
        x, y, width, height = self.rect
        left = x if step < 0 else x + width - CHOOSER_ARROW_WIDTH
        return (left, y, CHOOSER_ARROW_WIDTH, height)

    def handle(self, event: Input) -> Action | None:
        fired = super().handle(event)
        if fired is not None and isinstance(event, PointerUp):
            self.nudge(-1 if contains(self.arrow(-1), event.x, event.y) else 1)
        return fired

    def key_press(self) -> None:
        self.nudge(1)

    def nudge(self, step: int) -> bool:
        self.chosen = (self.chosen + step) % len(self.options)
        return True

    def spoken_value(self) -> str | None:
        return self.options[self.chosen] if self.options else None
