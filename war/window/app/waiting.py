"""Waiting for input in SDL's own event wait: the thread sleeps in the system until an event
comes or the time is up, and the event stays in the queue for ``pygame.event.get()``.

pygame does not wrap SDL_WaitEventTimeout with no event to fill (``pygame.event.wait``
takes the event, and in pygame-ce 2.5 polls with 1 ms sleeps: 3% of a core, where SDL's
wait costs next to nothing; ``benchmarks/bench_idle.py`` measures both). So it is reached
through ctypes, in the very SDL library pygame has loaded (found in the process's memory
map, or beside pygame's own modules), checked to be the one whose video has started.
Where it cannot be found, or where SDL's video driver has no wait of its own and would
poll anyway (the dummy and offscreen drivers), there is no wait: the loop sleeps as before.
While a game pad (or a sensor) is open SDL's wait polls too, every millisecond (3.6% of a
core here): then the wait naps a frame at a time instead, as the loop did before it waited.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import math
import os
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame

# SDL's drivers that sleep in the system until an event comes (SDL 2's WaitEventTimeout).
WAITING_DRIVERS = frozenset({"x11", "wayland", "windows", "cocoa"})
_INIT_VIDEO = 0x20  # SDL_INIT_VIDEO
_INIT_JOYSTICK = 0x200  # SDL_INIT_JOYSTICK
_INIT_SENSOR = 0x8000  # SDL_INIT_SENSOR
# While SDL would poll to wait: the longest nap, a frame (a press is read within one).
NAP_SECONDS = 1 / 60
_LONGEST_MS = 2**31 - 1

Wait = Callable[[float], bool]


class _Version(ctypes.Structure):
    _fields_ = [("major", ctypes.c_uint8), ("minor", ctypes.c_uint8), ("patch", ctypes.c_uint8)]


def event_wait(driver: str | None = None) -> Wait | None:
    """SDL's wait for the next event, as ``wait(seconds) -> whether an event is there``;
    None where SDL would poll to wait (``driver``, by default the video driver in use, is
    not one of WAITING_DRIVERS) or its library cannot be reached."""
    try:
        driver = driver or pygame.display.get_driver()
    except pygame.error:
        return None
    if driver not in WAITING_DRIVERS:
        return None
    return sdl_wait()


def sdl_wait() -> Wait | None:
    """SDL_WaitEventTimeout in pygame's own SDL, whatever its video driver; None if that
    library cannot be found."""
    library = pygames_sdl()
    if library is None:
        return None
    function = library.SDL_WaitEventTimeout
    function.argtypes = [ctypes.c_void_p, ctypes.c_int]
    function.restype = ctypes.c_int
    polls = sdl_polls(library)

    def wait(seconds: float) -> bool:
        if polls():
            time.sleep(min(seconds, NAP_SECONDS))
            return False
        # Rounded up: a wait that ends a moment early would only wake the loop twice.
        milliseconds = min(_LONGEST_MS, max(1, math.ceil(seconds * 1000)))
        return bool(function(None, milliseconds))

    return wait


def sdl_polls(library: ctypes.CDLL) -> Callable[[], bool]:
    """Whether SDL's wait would poll now, as SDL_events_need_polling says: a joystick or a
    sensor is open (SDL reads them every millisecond while it waits)."""
    was_init, joysticks = library.SDL_WasInit, library.SDL_NumJoysticks
    was_init.argtypes = [ctypes.c_uint32]
    was_init.restype = ctypes.c_uint32
    joysticks.restype = ctypes.c_int
    sensors = getattr(library, "SDL_NumSensors", None)
    if sensors is not None:
        sensors.restype = ctypes.c_int

    def polls() -> bool:
        if was_init(_INIT_JOYSTICK) and joysticks() > 0:
            return True
        return bool(sensors is not None and was_init(_INIT_SENSOR) and sensors() > 0)

    return polls


def pygames_sdl() -> ctypes.CDLL | None:
    """The SDL 2 library pygame runs on, its video started; None if it is not found."""
    wanted = pygame.get_sdl_version(linked=True)
    for path in _candidates():
        try:
            library = ctypes.CDLL(path)
        except OSError:
            continue
        if _is_pygames(library, wanted):
            return library
    return None


def _is_pygames(library: ctypes.CDLL, wanted: tuple[int, int, int]) -> bool:
    """Whether ``library`` is the SDL pygame has running: its version, its video started
    (another copy of SDL on the system would have none)."""
    try:
        was_init, get_version = library.SDL_WasInit, library.SDL_GetVersion
        library.SDL_WaitEventTimeout  # noqa: B018  # an SDL 2 that has the wait
    except AttributeError:
        return False
    was_init.argtypes = [ctypes.c_uint32]
    was_init.restype = ctypes.c_uint32
    version = _Version()
    get_version(ctypes.byref(version))
    same = (version.major, version.minor, version.patch) == tuple(wanted)
    return same and bool(was_init(_INIT_VIDEO) & _INIT_VIDEO)


def _candidates() -> Iterator[str]:
    """Where pygame's SDL may be: first the libraries this process has mapped (Linux),
    then beside pygame's modules (its wheels carry SDL there), then the system's."""
    maps = Path(f"/proc/{os.getpid()}/maps")
    try:
        lines = maps.read_text().splitlines()
    except OSError:
        lines = []
    mapped = {line.split()[-1] for line in lines if "/" in line and _is_sdl(line.split()[-1])}
    yield from sorted(mapped)
    package = Path(pygame.__file__).parent
    for folder in (package, package / ".dylibs", package.parent / "pygame_ce.libs"):
        try:
            names = sorted(os.listdir(folder))
        except OSError:
            continue
        yield from (str(folder / name) for name in names if _is_sdl(name))
    system = ctypes.util.find_library("SDL2")
    if system is not None:
        yield system


def _is_sdl(path: str) -> bool:
    """Whether a file is SDL 2 itself (not SDL_image, SDL_mixer or SDL_ttf beside it)."""
    name = os.path.basename(path)
    if sys.platform == "win32":
        return name.lower() == "sdl2.dll"
    return name.startswith(("libSDL2-2", "libSDL2.so", "libSDL2.dylib"))
