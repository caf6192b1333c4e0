"""Shared test set-up: pygame runs headless (no screen, no sound card) in every test.

The fixtures the window tests share live here, once: pygame started, the resources,
a screen at any window size, and a fake clock.
"""

import os
import tempfile

# Before any test module imports pygame: the dummy drivers need no display or audio device.
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# No test touches the user's own data folder, even one that forgets its --data-dir.
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="war-tests-data-")

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

from tests.helpers import FakeClock  # noqa: E402

# CI runs the same examples every time (HYPOTHESIS_PROFILE=ci), so a red build is never luck;
# locally each run explores new deals. A failure prints how to reproduce it either way.
settings.register_profile("ci", derandomize=True, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


@pytest.fixture(scope="session")
def pygame_started():
    """The parts of pygame the window needs: pygame.init() would probe the audio device too."""
    import pygame

    pygame.display.init()
    pygame.font.init()
    yield pygame
    pygame.quit()


@pytest.fixture(scope="session")
def fonts(pygame_started):
    from war.window.drawing.fonts import Fonts

    return Fonts()


@pytest.fixture
def res(fonts, tmp_path):
    """What scenes are made with, over a data folder of the test's own."""
    from war.simulator.lengths import load
    from war.store.store import Store
    from war.window.resources import Resources

    return Resources(fonts, Store(tmp_path / "data"), load())


@pytest.fixture(scope="session")
def screen_at(fonts):
    """A Screen for a window size, made once per size for the whole session."""
    from war.window.drawing.screen import Screen

    made = {}

    def at(size=(1280, 720)):
        if size not in made:
            made[size] = Screen(size, fonts)
        screen = made[size]
        screen.clear()
        return screen

    return at


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()
