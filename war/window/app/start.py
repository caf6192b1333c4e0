"""Opening the game: the display, the video driver, the window's size, then the loop."""

from __future__ import annotations

import os
import signal
import stat
import sys
from pathlib import Path

import pygame

from war.messages import say
from war.window.app.app import App
from war.window.app.loop import run_loop, run_to_end
from war.window.drawing.assets import AssetError
from war.words import window as words

HEADLESS_DRIVERS = ("offscreen", "dummy")


def wayland_socket() -> str | None:
    """The Wayland display's socket if WAYLAND_DISPLAY names one that exists, else None."""
    name = os.environ.get("WAYLAND_DISPLAY")
    if not name:
        return None
    path = name
    if not os.path.isabs(name):
        runtime = os.environ.get("XDG_RUNTIME_DIR")
        if not runtime:
            return None  # where libwayland looks for a relative name: nowhere
        path = os.path.join(runtime, name)
    try:
        return path if stat.S_ISSOCK(os.stat(path).st_mode) else None
    except OSError:
        return None


def display_missing() -> str | None:
    """Why no window can open here, if that is plain before SDL tries (and prints errors)."""
    if os.environ.get("SDL_VIDEODRIVER") or not sys.platform.startswith("linux"):
        return None  # a driver the user chose, or a system that always has a display
    if os.environ.get("DISPLAY") or wayland_socket():
        return None
    if os.environ.get("WAYLAND_DISPLAY"):
        return words.no_wayland_socket()
    return words.no_display_variable()


def _choose_video_driver() -> None:
    # Without a GPU, SDL's default accelerated present falls back to software OpenGL,
    # which costs far more CPU than a plain framebuffer and opens the window twice.
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    if sys.platform.startswith("linux") and not wayland_socket():
        # Only X is on offer (a stale WAYLAND_DISPLAY included): otherwise SDL also tries
        # Wayland and prints its own complaint, making our one line two.
        os.environ.setdefault("SDL_VIDEODRIVER", "x11")


def _fail(message: str) -> int:
    say(message)
    return 1


def fit_to_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """``size``, no larger than the desktop; says so in one line when it had to shrink."""
    desktops = pygame.display.get_desktop_sizes()
    if not desktops:
        return size
    desk_w, desk_h = desktops[0]
    fitted = (min(size[0], desk_w), min(size[1], desk_h))
    if fitted != size:
        say(words.size_cut_to_screen(size, (desk_w, desk_h), fitted))
    return fitted


def run(
    *,
    seed: int | None = None,
    fullscreen: bool = False,
    size: tuple[int, int] | None = None,
    data_dir: Path | None = None,
) -> int:
    """Open the game window and play until it closes; return the process exit code.

    Ctrl-C propagates (after the window closes) to the command line, which reports it.
    SIGTERM closes the window as its close button does (the round is saved as it goes).
    """
    missing = display_missing()
    if missing:
        return _fail(words.no_display(missing))
    _choose_video_driver()
    try:
        pygame.display.init()
        pygame.font.init()
    except pygame.error as error:
        return _fail(words.no_display(str(error)))
    driver = pygame.display.get_driver()
    if driver in HEADLESS_DRIVERS and os.environ.get("SDL_VIDEODRIVER") != driver:
        # SDL fell back to drawing nowhere: a window nobody can see is no use.
        pygame.quit()
        return _fail(words.no_display(words.only_a_headless_driver(driver)))
    if size is not None:
        size = fit_to_desktop(size)
    # SIGTERM closes the game as its close button does; one that comes while the window is
    # still being made is kept for the loop's first frame.
    terminated: list[int] = []
    signal.signal(signal.SIGTERM, lambda signum, frame: terminated.append(signum))
    try:
        app = App(seed=seed, fullscreen=fullscreen, size=size, data_dir=data_dir)
    except AssetError as error:
        pygame.quit()
        return _fail(str(error))
    except pygame.error as error:
        pygame.quit()
        return _fail(words.cannot_open_window(str(error)))
    signal.signal(signal.SIGTERM, lambda signum, frame: app.stop())
    if terminated:
        app.stop()
    try:
        run_to_end(run_loop(app))
    except AssetError as error:  # a font that fails only at a size first used mid-game
        return _fail(str(error))
    finally:
        app.close()
        pygame.quit()
    return 0
