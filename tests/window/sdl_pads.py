"""SDL's own virtual game controllers, for tests: pads plugged in, pressed and unplugged
inside the SDL that pygame runs on, so their events come from SDL itself (device indices,
instance ids and all) with no hardware.

SDL has virtual joysticks (SDL_JoystickAttachVirtual) that pygame does not wrap: they are
reached through ctypes, in the SDL library pygame has loaded (found in the process's
memory map, so it is the very same library, whichever wheel or system build it is).
A virtual joystick of the game-controller type gets SDL's standard mapping: its button n
is SDL_CONTROLLER_BUTTON n and its axis n SDL_CONTROLLER_AXIS n.
"""

from __future__ import annotations

import ctypes
import os
from pathlib import Path

import pygame

_JOYSTICK = 0x200  # SDL_INIT_JOYSTICK: virtual pads plug into it
_GAMECONTROLLER = 1  # SDL_JOYSTICK_TYPE_GAMECONTROLLER
_AXES = 6  # SDL_CONTROLLER_AXIS_MAX
_BUTTONS = 15  # through the D-pad's right: SDL_CONTROLLER_BUTTON_DPAD_RIGHT + 1


def loaded_sdl() -> ctypes.CDLL | None:
    """The SDL 2 library this process runs pygame on, or None where it cannot be found
    (no /proc, or an SDL without virtual joysticks)."""
    maps = Path(f"/proc/{os.getpid()}/maps")
    try:
        lines = maps.read_text().splitlines()
    except OSError:
        return None
    paths = {line.split()[-1] for line in lines if "libSDL2-2" in line or "libSDL2.so" in line}
    paths = {path for path in paths if "image" not in path and "mixer" not in path}
    for path in sorted(paths):
        library = ctypes.CDLL(path)
        if hasattr(library, "SDL_JoystickAttachVirtual"):
            return library
    return None


class VirtualPads:
    """Pads plugged into SDL by the test: ``plug`` one, ``press``/``let_go`` its buttons,
    ``tilt`` its axes, ``unplug`` it; all by the instance id SDL gave it."""

    def __init__(self, sdl: ctypes.CDLL) -> None:
        self.sdl = sdl
        sdl.SDL_JoystickAttachVirtual.restype = ctypes.c_int
        sdl.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
        sdl.SDL_JoystickGetDeviceInstanceID.restype = ctypes.c_int
        sdl.SDL_JoystickGetDeviceInstanceID.argtypes = [ctypes.c_int]
        sdl.SDL_JoystickFromInstanceID.restype = ctypes.c_void_p
        sdl.SDL_JoystickFromInstanceID.argtypes = [ctypes.c_int]
        sdl.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
        sdl.SDL_JoystickSetVirtualAxis.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16]
        sdl.SDL_NumJoysticks.restype = ctypes.c_int
        sdl.SDL_GameControllerFromInstanceID.restype = ctypes.c_void_p
        sdl.SDL_GameControllerFromInstanceID.argtypes = [ctypes.c_int]
        self.plugged: list[int] = []  # instance ids, in the order plugged

    def plug(self) -> int:
        """A new pad plugged in: its instance id (SDL announces it as added, once its
        controller subsystem runs)."""
        assert self.sdl.SDL_InitSubSystem(_JOYSTICK) == 0, "no joysticks in this SDL"
        index = self.sdl.SDL_JoystickAttachVirtual(_GAMECONTROLLER, _AXES, _BUTTONS, 0)
        assert index >= 0, "SDL could not attach a virtual pad"
        instance = self.sdl.SDL_JoystickGetDeviceInstanceID(index)
        self.plugged.append(instance)
        return instance

    def unplug(self, instance: int) -> None:
        """Pad ``instance`` pulled out (SDL announces it as removed)."""
        self.sdl.SDL_JoystickDetachVirtual(self._index_of(instance))
        self.plugged.remove(instance)

    def unplug_all(self) -> None:
        for instance in list(self.plugged):
            self.unplug(instance)
        pygame.event.pump()

    def press(self, instance: int, button: int, down: bool = True) -> None:
        self.sdl.SDL_JoystickSetVirtualButton(self._opened(instance), button, int(down))
        pygame.event.pump()  # SDL reads the virtual pad's state as it pumps

    def let_go(self, instance: int, button: int) -> None:
        self.press(instance, button, down=False)

    def tilt(self, instance: int, axis: int, value: int) -> None:
        self.sdl.SDL_JoystickSetVirtualAxis(self._opened(instance), axis, value)
        pygame.event.pump()

    def held_open(self, instance: int) -> bool:
        """Whether SDL still holds pad ``instance``'s controller open (someone opened it
        more often than they closed it)."""
        return bool(self.sdl.SDL_GameControllerFromInstanceID(instance))

    def _opened(self, instance: int) -> int:
        joystick = self.sdl.SDL_JoystickFromInstanceID(instance)
        assert joystick, f"pad {instance} is not open: SDL sends none of its events"
        return joystick

    def _index_of(self, instance: int) -> int:
        for index in range(self.sdl.SDL_NumJoysticks()):
            if self.sdl.SDL_JoystickGetDeviceInstanceID(index) == instance:
                return index
        raise AssertionError(f"pad {instance} is not plugged in")
