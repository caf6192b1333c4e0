"""The game pads plugged in: SDL's game controllers opened and closed as they come and go,
and what their buttons and left stick do.

SDL sends a controller's events only while it is open, so each is opened as it is plugged
in (CONTROLLERDEVICEADDED, which SDL also sends for those plugged in before it started)
and closed when it goes (CONTROLLERDEVICEREMOVED), any number at once. The controller subsystem is
started after the first frame is shown (``start``), not before: pygame._sdl2.controller is
imported then, so the window opens no later for it. Where SDL has no controller support,
``start`` finds none and the game goes on without pads.

A pad's changes are reported as ``Held(source, action)`` (a button or the stick went down
doing ``action``) and ``LetGo(source)``: the input mapper turns them into actions, and
repeats the moves while they are held.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

import pygame

from war.window.input.actions import Action, Scroll
from war.window.input.pad_kinds import PadKind, kind_of
from war.window.input.padmap import AXES, PADMAP

AXIS_RANGE = 32767  # SDL's axes run -32768..32767
# The stick counts as pushed past STICK_PUSH of its travel, and as let go only back
# inside STICK_LET_GO: between the two it stays as it was, so a stick held near the edge
# of its dead zone does not flicker between pushed and not.
STICK_PUSH = 0.5
STICK_LET_GO = 0.3


if TYPE_CHECKING:  # a class made at import costs the window's start; only mypy needs it

    class Pad(Protocol):
        """An open game controller (a pygame Controller by its instance id, or a stand-in)."""

        @property
        def id(self) -> int: ...  # SDL's instance id, which its events carry

        @property
        def kind(self) -> PadKind: ...  # how its buttons are printed (Xbox, PlayStation...)

        def quit(self) -> None: ...


class Held(NamedTuple):
    source: Hashable
    action: Action | Scroll


class LetGo(NamedTuple):
    source: Hashable


Change = Held | LetGo


class _Controller:
    """An open pygame Controller, known by SDL's instance id. pygame's own ``id`` is the
    device index it was opened at: indices shift as pads come and go, and a pad plugged
    in again gets a new instance id at the same index, so events cannot be matched by it."""

    __slots__ = ("id", "kind", "_handle")

    def __init__(self, handle: Any) -> None:
        joystick = handle.as_joystick()  # opened once more, only to read the instance id
        self.id: int = joystick.get_instance_id()
        joystick.quit()
        self.kind = kind_of(getattr(handle, "name", None))
        self._handle = handle

    def quit(self) -> None:
        self._handle.quit()


def _open_controller(device_index: int) -> Pad:
    from pygame._sdl2 import controller  # after the first frame: see the module's note

    handle = controller.Controller(device_index)
    try:
        return _Controller(handle)
    except pygame.error:
        handle.quit()  # its instance id unread: of no use, and not left open
        raise


def _start_controllers() -> int:
    """Start SDL's controller subsystem; how many plugged-in joysticks to open now. None
    when this starts it: SDL then announces each pad plugged in as added, and a second
    open of one would leave it open after it goes (pygame hands back the same Controller,
    one quit for SDL's two opens). Raises pygame.error where SDL has no controller support."""
    from pygame._sdl2 import controller

    if not controller.get_init():
        controller.init()
        return 0
    return controller.get_count()  # started before: its announcements are long gone


def _is_controller(device_index: int) -> bool:
    from pygame._sdl2 import controller

    return bool(controller.is_controller(device_index))


class Pads:
    """The pads open now, by instance id, and where each one's stick is pushed.

    ``opener`` opens the pad at a device index (raising pygame.error if it went meanwhile
    or is no game controller); ``starter`` starts the subsystem and counts the devices to
    open now; ``is_pad`` says whether a device is a game controller. Tests pass stand-ins
    for all three: no hardware needed."""

    def __init__(
        self,
        opener: Callable[[int], Pad] = _open_controller,
        starter: Callable[[], int] = _start_controllers,
        is_pad: Callable[[int], bool] = _is_controller,
    ) -> None:
        self._opener = opener
        self._starter = starter
        self._is_pad = is_pad
        self.started = False
        self.open: dict[int, Pad] = {}
        self._stick: dict[tuple[int, int], int] = {}  # (pad, axis) -> -1, 0 or 1

    def start(self) -> None:
        """Start reading pads, and open those plugged in already that SDL will not
        announce as added (once; one announced all the same opens nothing twice)."""
        if self.started:
            return
        self.started = True
        try:
            count = self._starter()
        except (pygame.error, ImportError):
            return  # no controller support here: the game is played without pads
        for index in range(count):
            try:
                plugged = self._is_pad(index)
            except pygame.error:
                continue
            if plugged:
                self.added(index)

    def added(self, device_index: int) -> None:
        """A pad plugged in at ``device_index``: opened, unless it is open already."""
        try:
            pad = self._opener(device_index)
        except pygame.error:
            return  # unplugged again before it could open, or no game controller
        if pad.id in self.open:
            pad.quit()  # SDL counts opens: this one's close leaves the first one open
            return
        self.open[pad.id] = pad

    def removed(self, instance_id: int) -> None:
        """The pad ``instance_id`` went: closed, its stick forgotten (what it held is let
        go by the mapper: see ``belongs_to``)."""
        pad = self.open.pop(instance_id, None)
        if pad is not None:
            pad.quit()
        for key in [key for key in self._stick if key[0] == instance_id]:
            del self._stick[key]

    def kind(self, instance_id: int) -> PadKind:
        """How pad ``instance_id`` prints its buttons (one not open: as an Xbox pad)."""
        pad = self.open.get(instance_id)
        return PadKind.XBOX if pad is None else pad.kind

    def button(self, instance_id: int, button: int, down: bool) -> list[Change]:
        source = ("pad", instance_id, "button", button)
        action = PADMAP.get(button)
        if action is None:
            return []  # IGNORED, or none SDL knows
        return [Held(source, action) if down else LetGo(source)]

    def axis(self, instance_id: int, axis: int, value: int) -> list[Change]:
        """A stick or a trigger moved: a push past STICK_PUSH one way is held, its return
        inside STICK_LET_GO lets it go (a swing straight across does both)."""
        moves = {direction: action for on, direction, action in AXES if on == axis}
        if not moves:
            return []
        key = (instance_id, axis)
        was = self._stick.get(key, 0)
        travel = max(-1.0, min(1.0, value / AXIS_RANGE))
        now = was
        if was and travel * was < STICK_LET_GO:
            now = 0
        if now == 0 and abs(travel) >= STICK_PUSH:
            now = 1 if travel > 0 else -1
            now = now if now in moves else 0  # a trigger is only ever pulled one way
        if now == was:
            return []
        self._stick[key] = now
        source = ("pad", instance_id, "stick", axis)
        changes: list[Change] = [LetGo(source)] if was else []
        if now:
            changes.append(Held(source, moves[now]))
        return changes

    def close(self) -> None:
        for pad in self.open.values():
            pad.quit()
        self.open.clear()
        self._stick.clear()


def belongs_to(instance_id: int) -> Callable[[Hashable], bool]:
    """Whether a held source is one of pad ``instance_id``'s."""
    return lambda source: isinstance(source, tuple) and source[:2] == ("pad", instance_id)
