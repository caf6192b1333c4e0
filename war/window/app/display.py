"""Which of SDL's video drivers opens the window, and how it shows frames, chosen before SDL
starts: X11 or Wayland on Linux, and one line of ours when the desktop offers neither.

SDL left to itself tries every driver in turn, and libwayland prints its own complaints on
the way ("XDG_RUNTIME_DIR is invalid"); so on Linux the driver is named outright, from what
the environment offers, and only once its display is known to be there.
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Callable, Mapping, MutableMapping
from dataclasses import dataclass, field

import pygame

from war.words import window as words

X11 = "x11"
WAYLAND = "wayland"
HEADLESS_DRIVERS = ("offscreen", "dummy")
DRIVER = "SDL_VIDEODRIVER"
ACCELERATION = "SDL_FRAMEBUFFER_ACCELERATION"
# On X, XShm shows a frame for a fraction of what uploading it as a GL texture costs (with
# no GPU, software GL; and SDL opens a window only to find that out).
X11_SETTINGS = {ACCELERATION: "0"}
# SDL 2's Wayland driver has no framebuffer of its own: a frame is always a GL texture,
# drawn through EGL. OpenGL ES 2 costs a quarter less CPU than desktop GL in Mesa's
# software renderer (benchmarks/bench_present.py); SDL crashes if the renderer named here
# cannot load, so it is named only when its library is there.
WAYLAND_RENDERER = "opengles2"
WAYLAND_RENDERER_LIBRARY = "libGLESv2.so.2"
# What SDL's Wayland driver loads; without one of them it fails, or crashes, on the way.
WAYLAND_LIBRARIES = (
    "libwayland-client.so.0",
    "libwayland-cursor.so.0",
    "libwayland-egl.so.1",
    "libxkbcommon.so.0",
    "libEGL.so.1",
)
DEFAULT_WAYLAND_DISPLAY = "wayland-0"  # libwayland's, when WAYLAND_DISPLAY is not set


@dataclass
class VideoChoice:
    """What to tell SDL before it starts, or why no window can open here."""

    settings: Mapping[str, str] = field(default_factory=dict)  # where the user set none
    missing: str | None = None  # why no window can open, when that is plain already
    # Settings to try when the driver chosen first will not start (DISPLAY naming an X
    # server that is gone, beside a live Wayland display).
    fallback: Mapping[str, str] | None = None


def loadable(library: str) -> bool:
    """Whether the shared library can be loaded here (SDL loads it the same way)."""
    import ctypes  # here: only a Wayland desktop needs it, and the window starts sooner

    try:
        ctypes.CDLL(library)
    except OSError:
        return False
    return True


def wayland_socket(env: Mapping[str, str], default: str | None = None) -> str | None:
    """The Wayland display's socket if WAYLAND_DISPLAY (else ``default``) names one that
    exists, else None."""
    name = env.get("WAYLAND_DISPLAY") or default
    if not name:
        return None
    path = name
    if not os.path.isabs(name):
        runtime = env.get("XDG_RUNTIME_DIR")
        if not runtime:
            return None  # where libwayland looks for a relative name: nowhere
        path = os.path.join(runtime, name)
    try:
        return path if stat.S_ISSOCK(os.stat(path).st_mode) else None
    except OSError:
        return None


def choose(
    env: Mapping[str, str],
    platform: str = sys.platform,
    can_load: Callable[[str], bool] = loadable,
) -> VideoChoice:
    """The video driver and present path for this environment (SDL's own off Linux)."""
    if not platform.startswith("linux"):
        return VideoChoice()  # Windows, macOS: one driver each, and SDL shows frames well
    chosen = env.get(DRIVER, "").strip().lower()
    x_display = env.get("DISPLAY")
    if chosen == X11:
        return VideoChoice(X11_SETTINGS, None if x_display else words.x11_without_display())
    if chosen == WAYLAND:
        if not wayland_socket(env, DEFAULT_WAYLAND_DISPLAY):
            return VideoChoice(missing=words.wayland_without_socket())
        return _wayland({}, can_load)
    if chosen:
        return VideoChoice()  # a driver the user chose: SDL's to try
    live_wayland = wayland_socket(env) is not None
    if x_display:
        # X (XWayland included) keeps the fast framebuffer path.
        fallback = _wayland({DRIVER: WAYLAND}, can_load) if live_wayland else None
        return VideoChoice(
            {DRIVER: X11, **X11_SETTINGS},
            fallback=None if fallback is None or fallback.missing else fallback.settings,
        )
    if live_wayland:
        return _wayland({DRIVER: WAYLAND}, can_load)
    if env.get("WAYLAND_DISPLAY"):
        return VideoChoice(missing=words.no_wayland_socket())
    return VideoChoice(missing=words.no_display_variable())


def _wayland(settings: dict[str, str], can_load: Callable[[str], bool]) -> VideoChoice:
    for library in WAYLAND_LIBRARIES:
        if not can_load(library):
            return VideoChoice(missing=words.wayland_library_missing(library))
    if can_load(WAYLAND_RENDERER_LIBRARY):
        settings = {**settings, ACCELERATION: WAYLAND_RENDERER}
    return VideoChoice(settings)


def apply(settings: Mapping[str, str], env: MutableMapping[str, str]) -> dict[str, str]:
    """Set each of ``settings`` the user has not set; return those set."""
    applied = {key: value for key, value in settings.items() if key not in env}
    env.update(applied)
    return applied


def withdraw(applied: Mapping[str, str], env: MutableMapping[str, str]) -> None:
    for key in applied:
        env.pop(key, None)


def start_video(env: MutableMapping[str, str] = os.environ) -> str | None:
    """Start SDL's video on the driver chosen for ``env``; None, or why no window can open
    (a line for ``words.no_display``)."""
    choice = choose(env)
    if choice.missing:
        return choice.missing
    applied = apply(choice.settings, env)
    try:
        pygame.display.init()
    except pygame.error as error:
        if choice.fallback is None:
            if applied.get(DRIVER) == X11:
                return words.x_display_unreachable(env.get("DISPLAY", ""))
            return str(error)
        withdraw(applied, env)
        apply(choice.fallback, env)
        try:
            pygame.display.init()
        except pygame.error as again:
            return str(again)
    driver = pygame.display.get_driver()
    if driver in HEADLESS_DRIVERS and env.get(DRIVER) != driver:
        # SDL fell back to drawing nowhere: a window nobody can see is no use.
        pygame.display.quit()
        return words.only_a_headless_driver(driver)
    return None
