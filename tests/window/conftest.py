"""The window tests' fixtures: pygame started headless (for every test here), fonts, the
resources scenes are made with, a screen that records its text at any window size, and the
whole app frame by frame."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

import pygame
import pytest

from tests.window.helpers import RecordingScreen

if TYPE_CHECKING:
    from war.window.app.app import App
    from war.window.drawing.fonts import Fonts
    from war.window.resources import Resources


@pytest.fixture(scope="session")
def pygame_started() -> Iterator[ModuleType]:
    """The parts of pygame the window needs: pygame.init() would probe the audio device too."""
    pygame.display.init()
    pygame.font.init()
    yield pygame
    pygame.quit()


@pytest.fixture(autouse=True)
def _pygame(pygame_started: ModuleType) -> ModuleType:
    return pygame_started


@pytest.fixture(autouse=True)
def _keys_named() -> Iterator[None]:
    """Every test starts, and leaves the next one, naming the keyboard's keys (a test that
    presses a pad's button has buttons name the pad's)."""
    from war.window.input import badges

    badges.use(badges.Device.KEYBOARD)
    yield
    badges.use(badges.Device.KEYBOARD)


@pytest.fixture(scope="session")
def fonts(pygame_started: ModuleType) -> Fonts:
    from war.window.drawing.fonts import Fonts

    return Fonts()


@pytest.fixture
def res(fonts: Fonts, tmp_path: Path) -> Resources:
    """What scenes are made with, over a data folder of the test's own."""
    from war.store.store import Store
    from war.window.resources import Resources

    return Resources(fonts, Store(tmp_path / "data"))


@pytest.fixture(scope="session")
def screen_at(fonts: Fonts) -> Callable[..., RecordingScreen]:
    """A recording screen for a window size, made once per size for the whole session."""
    made: dict[tuple[int, int], RecordingScreen] = {}

    def at(size: tuple[int, int] = (1280, 720)) -> RecordingScreen:
        if size not in made:
            made[size] = RecordingScreen(size, fonts)
        screen = made[size]
        screen.clear()
        return screen

    return at


@pytest.fixture
def make_app(tmp_path: Path) -> Iterator[Callable[..., App]]:
    """``make_app(**kwargs)``: an App over a data folder of its own, its screens recording
    their text, closed after the test."""
    from war.window.app.app import App

    apps: list[App] = []

    def make(**kwargs: Any) -> App:  # App's own keywords
        kwargs.setdefault("screen_type", RecordingScreen)
        app = App(data_dir=tmp_path / f"data-{len(apps)}", **kwargs)
        apps.append(app)
        pygame.event.clear()  # window set-up events (shown, focus) are not under test
        return app

    yield make
    for app in apps:
        app.close()
    pygame.event.clear()
