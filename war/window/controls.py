"""What a pointer does to a scene's controls: hover, press, and the action fired on release.

``Controls`` is the one place where a pointer becomes an action; drawing the controls is
drawing/widgets.py's job.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from war.window.input import Action, Input, PointerDown, PointerMove, PointerUp
from war.window.layout import Rect, contains


def _always() -> bool:
    return True


@dataclass
class Area:
    """A place that fires its action when a press is released inside it, like a desktop
    button; ``enabled`` says whether it may (your pile is an area: Turn cards, unlabelled)."""

    action: Action
    rect: Rect
    enabled: Callable[[], bool] = _always
    hovered: bool = False
    pressed: bool = False

    def handle(self, event: Input) -> Action | None:
        """Track the pointer; return the action when a press is released on the area."""
        if isinstance(event, PointerMove):
            self.hovered = contains(self.rect, event.x, event.y)
            if self.pressed and not self.hovered:
                self.pressed = False
            return None
        if isinstance(event, PointerDown):
            inside = contains(self.rect, event.x, event.y)
            self.hovered = inside
            self.pressed = inside and self.enabled()
            return None
        if isinstance(event, PointerUp):
            fire = self.pressed and contains(self.rect, event.x, event.y) and self.enabled()
            self.pressed = False
            if event.touch:
                self.hovered = False
            return self.action if fire else None
        return None

    def release(self) -> None:
        """Forget the pointer: nothing hovered or held down."""
        self.hovered = self.pressed = False


@dataclass
class Button(Area):
    """An area with a label, drawn as a button; ``detail`` is a smaller second line, and
    the key shown on it is ``shortcut``'s (by default its own action's)."""

    label: str = ""
    detail: str = ""
    shortcut: Action | None = None

    @property
    def key_action(self) -> Action:
        return self.shortcut or self.action


class Controls:
    """A scene's pointer targets: its buttons, and bare areas that act alike."""

    def __init__(self, buttons: Sequence[Button] = (), areas: Sequence[Area] = ()) -> None:
        self.buttons = list(buttons)
        self.areas = list(areas)

    def handle(self, event: Input) -> Action | None:
        """Every target sees the pointer event (so hover moves off the others); the first
        action fired, if any, is returned."""
        fired = None
        for target in (*self.buttons, *self.areas):
            action = target.handle(event)
            fired = fired or action
        return fired

    def release(self) -> None:
        for target in (*self.buttons, *self.areas):
            target.release()
