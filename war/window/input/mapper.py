"""The one place that reads pygame events: keys, game pads, mouse, touch and window events
become actions.

Scenes never see raw events, nor the window's own actions (the app handles those).
While a scene takes typed text (``typing``), what a key types arrives as ``Typed`` and the
key's own shortcut is dropped, so typing "m" or "-" in a field neither mutes nor turns
the sound down; Space, Enter, Esc, Tab, Backspace and the F keys still do their part.
Positions arrive in logical pixels, mapped back through the same letterbox that drawing
uses, so a button is hit where it is drawn at every window size. A move held down (an
arrow or Page key, the D-pad, the left stick, a shoulder button) repeats in game time
(``tick``) until it is let go or another scene comes on top (``stop_repeats``); the pads
come and go through input/pads.py.
"""

from __future__ import annotations

import pygame

from war.window.input.actions import (
    NOWHERE,
    Action,
    Input,
    PointerDown,
    PointerMove,
    PointerUp,
    Scroll,
    Typed,
)
from war.window.input.badges import Device
from war.window.input.keymap import KEYMAP, SHIFTED_KEYMAP, types_text
from war.window.input.pad_kinds import PadKind
from war.window.input.pads import Change, Held, Pads, belongs_to
from war.window.input.repeat import Repeater
from war.window.layout.letterbox import Letterbox

_PASTE_MODS = pygame.KMOD_CTRL | pygame.KMOD_GUI  # Ctrl+V, or Cmd+V on a Mac
_PAUSING = {pygame.WINDOWMINIMIZED, pygame.WINDOWFOCUSLOST, pygame.WINDOWHIDDEN}
_RESUMING = {pygame.WINDOWRESTORED, pygame.WINDOWFOCUSGAINED, pygame.WINDOWSHOWN}
# A pad's events, and what each carries.
_PAD_EVENTS = {
    pygame.CONTROLLERDEVICEADDED: ("device_index",),
    pygame.CONTROLLERDEVICEREMOVED: ("instance_id",),
    pygame.CONTROLLERBUTTONDOWN: ("instance_id", "button"),
    pygame.CONTROLLERBUTTONUP: ("instance_id", "button"),
    pygame.CONTROLLERAXISMOTION: ("instance_id", "axis", "value"),
}


class InputMapper:
    """Turns pygame events into inputs for the current window size.

    Touch is read from FINGER events only; the mouse events SDL synthesises from a touch
    carry ``event.touch`` and are dropped, so a tap fires exactly once. ``device`` is the
    keyboard or a pad, whichever was pressed last, and the keyboard again once the last
    pad is unplugged (what buttons name: input/badges.py).
    """

    def __init__(
        self,
        window_size: tuple[int, int],
        pads: Pads | None = None,
        repeater: Repeater | None = None,
    ) -> None:
        self.letterbox = Letterbox(window_size)  # the window's frame, as scenes are fitted
        self._finger: int | None = None  # the one finger we follow; others are ignored
        self._mouse_held = False
        self.typing = False  # whether a scene takes typed text now (see set_typing)
        self.pads = pads or Pads()
        self.repeater = repeater or Repeater()
        self.device = Device.KEYBOARD
        self.pad_kind = PadKind.XBOX  # the pad last pressed: how it prints its buttons

    def set_typing(self, on: bool) -> None:
        """Start or stop reading typed text: SDL sends it (and opens an on-screen keyboard
        or an input method where the system has one) only while a scene takes text."""
        if on:
            pygame.key.start_text_input()
        else:
            pygame.key.stop_text_input()
        self.typing = on

    def resize(
        self, window_size: tuple[int, int], frame_size: tuple[int, int] | None = None
    ) -> None:
        """Map positions in a window of ``window_size``, into a frame of ``frame_size`` (the
        one scenes are fitted to: while a new size settles they keep the old frame, drawn
        letterboxed in the window)."""
        self.letterbox = Letterbox(window_size, frame_size or (0, 0))

    def poll(self) -> list[Input]:
        """Everything that happened since the last poll, as inputs, in order: the repeats
        of what was held meanwhile, then the events."""
        repeats: list[Input] = list(self.repeater.take())
        return repeats + [each for event in pygame.event.get() for each in self.translate(event)]

    def tick(self, seconds: float) -> None:
        """``seconds`` of game time passed: what is held repeats (at the next poll)."""
        self.repeater.tick(seconds)

    def stop_repeats(self) -> None:
        """What is held down repeats no more (a new scene came on top: a move held for the
        last one must not wander over this one's buttons); pressed again, it repeats again."""
        self.repeater.release_all()

    @property
    def held(self) -> bool:
        """Whether anything is held down that game time matters to: a move that repeats,
        the mouse's button or a finger (a drag held still ends in no flick)."""
        return self.repeater.holding or self._mouse_held or self._finger is not None

    def pointer_now(self) -> PointerMove | None:
        """Where the mouse is now (for hover after a scene change); None if not over us."""
        if not pygame.mouse.get_focused():
            return None
        point = self.letterbox.pixel_to_logical(*pygame.mouse.get_pos())
        return None if point is None else PointerMove(*point, held=self._mouse_held)

    def translate(self, event: pygame.event.Event) -> list[Input]:
        kind = event.type
        if kind == pygame.QUIT or kind == pygame.WINDOWCLOSE:
            return [Action.QUIT]
        if kind == pygame.KEYDOWN:
            self.device = Device.KEYBOARD
            inputs = self._key(event.key, getattr(event, "mod", 0))
            for each in inputs:
                if isinstance(each, Action):
                    self.repeater.press(("key", event.key), each)
            return inputs
        if kind == pygame.KEYUP:
            self.repeater.release(("key", event.key))
            return []
        if kind in _PAD_EVENTS:
            return self._pad(event)
        if kind == pygame.TEXTINPUT:
            # Spaces alone are no text: Space presses a button (which may close the field).
            return [Typed(event.text)] if self.typing and event.text.strip() else []
        if kind in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
            # Map the rest of this batch of events with the new size straight away (in the
            # frame the scenes are still fitted to, until the app fits them to the new one).
            self.resize((event.x, event.y), self.letterbox.logical_size)
            return [Action.RESIZED]
        if kind == pygame.WINDOWEXPOSED:
            return [Action.EXPOSED]
        if kind in _PAUSING:
            return [*self._let_go(), Action.PAUSE]
        if kind in _RESUMING:
            return [Action.RESUME]
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if getattr(event, "touch", False):
                return []
            return self._mouse(event)
        if kind == pygame.MOUSEWHEEL:
            if getattr(event, "touch", False):
                return []
            return [Scroll(event.precise_y)] if event.precise_y else []
        if kind in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
            return self._finger_event(event)
        return []

    def _let_go(self) -> list[Input]:
        """Focus gone with a finger or button down: its lift may never come (and a finger
        followed forever would leave touch dead), so the press ends now, off every button."""
        self.repeater.release_all()  # nor will the keys' and buttons' releases
        touch = self._finger is not None
        held = touch or self._mouse_held
        self._finger = None
        self._mouse_held = False
        return [PointerUp(NOWHERE, NOWHERE, touch=touch)] if held else []

    def _key(self, key: int, mod: int) -> list[Input]:
        if self.typing and types_text(key):
            # Its character comes as a TEXTINPUT event; its shortcut would act behind the
            # field's back. Ctrl+V (Cmd+V) types what the clipboard holds.
            if key == pygame.K_v and mod & _PASTE_MODS:
                pasted = _clipboard_text()
                return [Typed(pasted)] if pasted else []
            return []
        if key == pygame.K_c and mod & _PASTE_MODS:
            return [Action.COPY]  # Ctrl+C (Cmd+C): copy what the scene offers to
        action = KEYMAP.get(key)
        if mod & pygame.KMOD_SHIFT:
            action = SHIFTED_KEYMAP.get(key, action)
        return [action] if action else []

    def _pad(self, event: pygame.event.Event) -> list[Input]:
        kind = event.type
        if not all(hasattr(event, name) for name in _PAD_EVENTS[kind]):
            return []  # posted by someone without what SDL's own carry: nothing to read
        if kind == pygame.CONTROLLERDEVICEADDED:
            self.pads.added(event.device_index)
            return []
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            self.pads.removed(event.instance_id)
            self.repeater.release_all(belongs_to(event.instance_id))
            if not self.pads.open:
                self.device = Device.KEYBOARD  # the last pad gone: name what is left
            return []
        if kind == pygame.CONTROLLERAXISMOTION:
            changes = self.pads.axis(event.instance_id, event.axis, event.value)
        else:
            down = kind == pygame.CONTROLLERBUTTONDOWN
            changes = self.pads.button(event.instance_id, event.button, down)
        if any(isinstance(change, Held) for change in changes):
            self.pad_kind = self.pads.kind(event.instance_id)
        return self._pad_changes(changes)

    def _pad_changes(self, changes: list[Change]) -> list[Input]:
        actions: list[Input] = []
        for change in changes:
            if isinstance(change, Held):
                self.device = Device.PAD
                self.repeater.press(change.source, change.action)
                actions.append(change.action)
            else:
                self.repeater.release(change.source)
        return actions

    def _mouse(self, event: pygame.event.Event) -> list[Input]:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button != pygame.BUTTON_LEFT:
            return []
        if event.type == pygame.MOUSEBUTTONUP and event.button != pygame.BUTTON_LEFT:
            return []
        point = self.letterbox.pixel_to_logical(*event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN:
            if point is None:
                return []
            self._mouse_held = True
            return [PointerDown(*point)]
        if event.type == pygame.MOUSEBUTTONUP:
            was_held, self._mouse_held = self._mouse_held, False
            if point is None:
                # Released on the bars: still end the press so no button stays stuck down.
                return [PointerUp(NOWHERE, NOWHERE)] if was_held else []
            return [PointerUp(*point)]
        if point is None:
            return []
        return [PointerMove(*point, held=self._mouse_held)]

    def _finger_event(self, event: pygame.event.Event) -> list[Input]:
        width, height = self.letterbox.window_size
        point = self.letterbox.to_logical(event.x * width, event.y * height)
        if event.type == pygame.FINGERDOWN:
            if self._finger is not None or point is None:
                return []
            self._finger = event.finger_id
            return [PointerDown(*point)]
        if event.finger_id != self._finger:
            return []
        if event.type == pygame.FINGERUP:
            self._finger = None
            return [
                PointerUp(*point, touch=True) if point else PointerUp(NOWHERE, NOWHERE, touch=True)
            ]
        return [PointerMove(*point, held=True)] if point else []


def _clipboard_text() -> str:
    """What the clipboard holds as text; nothing where there is no clipboard to read."""
    try:
        return pygame.scrap.get_text()
    except pygame.error:
        return ""
