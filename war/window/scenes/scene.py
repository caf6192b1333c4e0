"""The scene protocol, and the transitions scenes return for the stack to apply.

Scenes never hold one another. A scene that leads to another returns a transition that
carries what the next one needs: ``Push`` a new scene on top, ``Pop`` back to the scene
beneath, handing it an input to carry out (the round-over dialog's New round is
``Pop(Action.NEW_ROUND)``, which the table under it then handles as if pressed; the deal
dialog's answer is ``Pop(DealChosen(570))``), or ``Rebase`` back to the scene at the bottom
(the title, which is always there), every scene above it gone.

Scenes are heard as well as seen (war/window/speech/narrator.py): each says what it is as
it opens (``opening_words``) and which control is focused (``spoken_focus``), and puts what
it wants said as things happen in its ``outbox``, which the app empties each frame.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Protocol

from war.window.drawing.screen import Screen
from war.window.input.actions import Action, Input
from war.window.layout.frame import DESIGN, Frame
from war.window.speech.outbox import Outbox
from war.window.ui.controls import Area, Controls


class Scene(Protocol):
    #: An overlay lets the scene under it show through (and keeps it frozen).
    overlay: bool
    #: Whether the scene takes typed text (``Typed`` inputs) while it is on top.
    takes_text: bool
    #: Where the scene's logical (0, 0) lies in the window's frame, and how large its
    #: logical pixels are there: a scene laid out for the 1280x720 design only is centred
    #: in the frame (made smaller where the frame is narrower); one that fits any frame is
    #: at 0, at 1.
    origin: tuple[float, float]
    zoom: float
    #: What the scene wants said aloud, in order (taken by the narrator each frame).
    outbox: Outbox

    def fit(self, frame: Frame) -> None:
        """The window's frame (its shape and logical size) is ``frame``: lay out in it.
        Told before the scene first shows, and again whenever the window changes shape."""
        ...

    def handle(self, event: Input) -> Transition | None: ...

    def update(self, dt: float) -> Transition | None: ...

    def enter(self) -> None:
        """The scene is the top one: shown for the first time, or again after the scenes
        over it went."""
        ...

    def exit(self) -> None:
        """The scene stops being the top one: covered by another, or removed."""
        ...

    def animating(self) -> bool:
        """Whether the picture changes with time alone (no input) right now."""
        ...

    def words_changed(self) -> None:
        """Another language is in use: words the scene keeps (its buttons' labels) are to
        be looked up again."""
        ...

    def draw(self, screen: Screen, alpha: float) -> None: ...

    def opening_words(self) -> list[str]:
        """What is said as the scene opens: its name, and what it tells at a glance."""
        ...

    def spoken_focus(self) -> str | None:
        """The focused control as said aloud (None: no control has the focus)."""
        ...


class BaseScene:
    """Defaults for the protocol, and the one route from input to a scene's actions.

    A scene lists its buttons in ``controls`` and says what each action does in ``act``.
    Keys arrive as actions. Tab, Shift-Tab and the arrow keys move the focus ring over the
    buttons (Up and Down scroll instead where a scene ``scrolls``; Left and Right move the
    value of a focused control that holds one, ui/choices.py); Space or Enter press the
    focused button. A pointer event goes to the controls. A pressed button goes to
    ``press``, which hands its action to ``act`` like a key's; pointer events no control
    took go to ``point``. The key that asks for the state has it said (``spoken_state``).
    """

    overlay = False
    takes_text = False
    scrolls = False  # Up and Down scroll this scene rather than move the focus

    def __init__(self, controls: Controls | None = None) -> None:
        self.controls = controls or Controls()
        self.outbox = Outbox()
        self.frame = DESIGN
        self.origin = (0.0, 0.0)
        self.zoom = 1.0

    def fit(self, frame: Frame) -> None:
        """By default a scene keeps the 1280x720 design, centred in the frame, and made
        smaller where the frame is narrower than the design (a portrait window)."""
        self.frame = frame
        self.zoom = frame.design_zoom
        self.origin = frame.design_origin

    def handle(self, event: Input) -> Transition | None:
        if event is Action.SPEAK_STATE:
            for index, text in enumerate(self.spoken_state()):
                self.outbox.say(partial(str, text), interrupt=index == 0)
            return None
        if isinstance(event, Action):
            step = _FOCUS_STEPS.get(event)
            if event in (Action.SCROLL_UP, Action.SCROLL_DOWN) and self.scrolls:
                step = None
            focused = self.controls.focused
            if focused is not None and not focused.enabled():
                focused = None  # a focused button may be off for now: nothing presses it
            said = self.spoken_focus()  # before the key: said again if it changes nothing
            if event in _ACROSS and focused is not None and focused.nudge(_ACROSS[event]):
                done = self.press(focused)  # a value moved that way: carried out
                self._said_again(said, done)
                return done
            if step is not None:
                self.controls.move_focus(step)
                self._said_again(said, None)
                return None
            if event is Action.TURN and self.controls.focused is not None:
                if focused is None:
                    return None
                focused.key_press()
                return self.press(focused)
            return self.act(event)
        fired = self.controls.handle(event)
        if fired is not None:
            return self.press(fired)
        return self.point(event)

    def _said_again(self, said: str | None, done: Transition | None) -> None:
        """A move of the focus or of a value that changed nothing (a value at its end, the
        only button): the focused control is said again, as screen readers do, so the player
        knows the key was heard."""
        if done is None and said is not None and self.spoken_focus() == said:
            self.outbox.say(partial(str, said), interrupt=True)

    def press(self, button: Area) -> Transition | None:
        """A button pressed, by pointer or by keyboard focus."""
        return self.act(button.action)

    def act(self, action: Action) -> Transition | None:
        return None

    def point(self, event: Input) -> Transition | None:
        return None

    def update(self, dt: float) -> Transition | None:
        return None

    def enter(self) -> None:
        pass

    def exit(self) -> None:
        # Whatever the pointer was doing here ends: no button stays hovered or held down
        # while another scene is on top (a release there must not fire it later).
        self.controls.release()

    def animating(self) -> bool:
        return False

    def words_changed(self) -> None:
        pass

    def opening_words(self) -> list[str]:
        return []

    def spoken_focus(self) -> str | None:
        focused = self.controls.focused
        return None if focused is None else focused.spoken()

    def spoken_state(self) -> list[str]:
        """What the key that asks for the state says: by default what the scene says as
        it opens, and its focused control."""
        focus = self.spoken_focus()
        return [*self.opening_words(), *([focus] if focus else [])]


@dataclass(frozen=True)
class Push:
    """Show ``scene`` on top of the current one."""

    scene: Scene


@dataclass(frozen=True)
class Pop:
    """Remove the top scene; the one beneath then handles ``action``, if any: an action
    as if pressed there, or an answer such as ``DealChosen``."""

    action: Input | None = None


@dataclass(frozen=True)
class Rebase:
    """Back to the scene at the bottom of the stack (the title): every scene above it goes."""


@dataclass(frozen=True)
class Quit:
    pass


Transition = Push | Pop | Rebase | Quit

_ACROSS = {Action.LEFT: -1, Action.RIGHT: 1}
_FOCUS_STEPS = {
    **_ACROSS,
    Action.FOCUS_NEXT: 1,
    Action.FOCUS_PREVIOUS: -1,
    Action.SCROLL_DOWN: 1,
    Action.SCROLL_UP: -1,
}
