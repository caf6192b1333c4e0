"""Every window test runs with pygame's display and fonts started (headless)."""

import pytest


@pytest.fixture(autouse=True)
def _pygame(pygame_started):
    return pygame_started
