"""Every window test runs with pygame's display and fonts started (headless); the tests
that drive the whole app frame by frame make it here."""

import pygame
import pytest


@pytest.fixture(autouse=True)
def _pygame(pygame_started):
    return pygame_started


@pytest.fixture
def make_app(tmp_path):
    """``make_app(**kwargs)``: an App over a data folder of its own, closed after the test."""
    from war.window.app.app import App

    apps: list[App] = []

    def make(**kwargs) -> App:
        app = App(data_dir=tmp_path / f"data-{len(apps)}", **kwargs)
        apps.append(app)
        pygame.event.clear()  # window set-up events (shown, focus) are not under test
        return app

    yield make
    for app in apps:
        app.close()
    pygame.event.clear()
