"""Shared test set-up: pygame runs headless (no screen, no sound card) in every test."""

import os

# Before any test module imports pygame: the dummy drivers need no display or audio device.
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
