"""What a pointer or the keyboard does to a scene's controls: hover, focus, press, fire.

``Controls`` is the one place where a pointer, or a key pressed on the focused button,
becomes a button's action; drawing the controls is drawing/widgets.py's job.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from war.window.input.actions import Action, Input, PointerDown, PointerMove, PointerUp
from war.window.layout.units import Rect, contains
from war.words import speech


def _always() -> bool:
    return True


@dataclass
class Area:
    """A place that fires its action when a press is released inside it, like a desktop
    button; ``enabled`` says whether it may (your pile is an area: Turn cards, unlabelled).
    ``value`` says more where one action serves several buttons (which setting to change)."""

    action: Action
    rect: Rect
    enabled: Callable[[], bool] = _always
    hovered: bool = False
    pressed: bool = False
    value: object = None

    def hits(self, x: float, y: float) -> bool:
        """Whether a press at the logical point is on the area."""
        return contains(self.rect, x, y)

    def handle(self, event: Input) -> Action | None:
        """Track the pointer; return the action when a press is released on the area."""
        if isinstance(event, PointerMove):
            self.hovered = self.hits(event.x, event.y)
            if self.pressed and not self.hovered:
                self.pressed = False
            return None
        if isinstance(event, PointerDown):
            inside = self.hits(event.x, event.y)
            self.hovered = inside
            self.pressed = inside and self.enabled()
            return None
        if isinstance(event, PointerUp):
            fire = self.pressed and self.hits(event.x, event.y) and self.enabled()
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
    the key shown on it is ``shortcut``'s (by default its own action's). ``centred``: the
    label in the middle (a one-sign button such as −), else at the left. ``lead``: the
    one thing to do here (Turn cards), drawn to stand out from the rest."""

    label: str = ""
    short_label: str = ""  # in its place where the whole label has no room (a deal's number)
    spoken_label: str = ""  # in its place when said aloud, where the label has a sign in it
    detail: str = ""
    shortcut: Action | None = None
    centred: bool = False
    lead: bool = False
    least_size: float = 0  # its label may be set this small before it is cut (0: the usual)

    @property
    def key_action(self) -> Action:
        return self.shortcut or self.action

    def key_press(self) -> None:
        """Space or Enter on the focused button, before it is pressed: a button of a value
        (ui/choices.py) moves its value on; a plain one is only pressed."""

    def nudge(self, step: int) -> bool:
        """Left (``step`` -1) or Right (1) on the focused button: whether it took them (a
        value that moves that way) and is to be pressed; a plain button leaves them to
        move the focus."""
        return False

    def spoken(self) -> str:
        """The button as said aloud when the focus reaches it: its label, its value if it
        holds one ("Speed: Normal"), and whether it does nothing for now."""
        label = self.spoken_label or self.label or self.short_label
        value = self.spoken_value()
        said = label if value is None else speech.control_value(label, value)
        return said if self.enabled() else speech.unavailable(said)

    def spoken_value(self) -> str | None:
        """The value a control of one holds, in words; a plain button holds none."""
        return None


class Controls:
    """A scene's targets: its buttons, which the keyboard can focus and press too, and bare
    areas that a pointer presses alike. ``focus`` is the focused button's index, or None
    when no focus ring shows (the pointer is in use)."""

    def __init__(
        self,
        buttons: Sequence[Button] = (),
        areas: Sequence[Area] = (),
        focus: int | None = None,
    ) -> None:
        self.buttons = list(buttons)
        self.areas = list(areas)
        self.focus = focus

    @property
    def focused(self) -> Button | None:
        return None if self.focus is None else self.buttons[self.focus]

    def handle(self, event: Input) -> Area | None:
        """Every target sees the pointer event (so hover moves off the others); the first
        that fires, if any, is returned. A press with the pointer hides the focus ring."""
        if isinstance(event, PointerDown):
            self.focus = None
        fired = None
        for target in (*self.buttons, *self.areas):
            if target.handle(event) is not None and fired is None:
                fired = target
        return fired

    def focus_as(self, old: Controls) -> None:
        """The focus where ``old`` controls (these, made for another shape of window) had
        it: on the same button, or, where that one is not among these (under a Menu now),
        on the first; none if none was focused. F11 never leaves the keyboard nowhere."""
        focused = old.focused
        if focused is None:
            self.focus = None
        else:
            self.focus = self.buttons.index(focused) if focused in self.buttons else 0

    def move_focus(self, step: int) -> None:
        """Focus the next (``step`` 1) or previous (-1) enabled button, round the end; the
        first move shows the ring on the first (or last) one."""
        enabled = [index for index, button in enumerate(self.buttons) if button.enabled()]
        if not enabled:
            return
        if self.focus is None:
            self.focus = enabled[0] if step > 0 else enabled[-1]
            return
        order = sorted(enabled + ([self.focus] if self.focus not in enabled else []))
        self.focus = order[(order.index(self.focus) + step) % len(order)]

    def release(self) -> None:
        for target in (*self.buttons, *self.areas):
            target.release()
