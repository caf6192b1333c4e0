"""Opening the game: the display, the video driver, the window's size, then the loop."""

from __future__ import annotations

import signal
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pygame

from war.messages import say
from war.window.app.app import App
from war.window.app.display import start_video
from war.window.app.loop import run_loop, run_to_end
from war.window.app.waiting import event_wait
from war.window.drawing.assets import AssetError
from war.words import window as words


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
    daily: bool = False,
    fullscreen: bool = False,
    size: tuple[int, int] | None = None,
    data_dir: Path | None = None,
    language: str | None = None,
    rules: Mapping[str, Any] | None = None,
    speak: bool = False,
) -> int:
    """Open the game window and play until it closes; return the process exit code.
    ``daily``: open on the deal of the day (--daily), as App says.
    ``language``: the code --lang asked for (the settings' or the system's if None).
    ``rules``: the table rules --war-cards, --pickup and --limit chose, by their names in
    the settings (kept as the settings' for every new round; the others as they are).
    ``speak``: turn the Speech setting on, and keep it (--speak).

    Ctrl-C propagates (after the window closes) to the command line, which reports it.
    SIGTERM closes the window as its close button does (the round is saved as it goes).
    """
    missing = start_video()
    if missing:
        return _fail(words.no_display(missing))
    try:
        pygame.font.init()
    except pygame.error as error:
        pygame.quit()
        return _fail(words.no_display(str(error)))
    if size is not None:
        size = fit_to_desktop(size)
    # SIGTERM closes the game as its close button does; one that comes while the window is
    # still being made is kept for the loop's first frame.
    terminated: list[int] = []
    signal.signal(signal.SIGTERM, lambda signum, frame: terminated.append(signum))
    try:
        app = App(
            seed=seed,
            daily=daily,
            fullscreen=fullscreen,
            size=size,
            data_dir=data_dir,
            language=language,
            rules=rules,
            speak=speak,
        )
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
        # Idle, the loop waits in SDL's own wait for input (none where SDL would poll).
        run_to_end(run_loop(app, wait=event_wait()))
    except AssetError as error:  # a font that fails only at a size first used mid-game
        return _fail(str(error))
    finally:
        app.close()
        pygame.quit()
    return 0
