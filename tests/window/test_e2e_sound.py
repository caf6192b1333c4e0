"""End to end: sound beside a real window on a virtual X screen, with SDL's own choice of
audio driver. On a machine with no sound card that driver is ALSA, which complains on
stderr when the mixer opens: nothing of it may reach the console.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.window.audio.test_sound import run_python

# The Xvfb screen of the window's end-to-end test (skipped without Xvfb, except in CI).
from tests.window.test_e2e_window import x_display  # noqa: F401

ROOT = Path(__file__).resolve().parents[2]
RUN_SECONDS = 60

OPEN_A_WINDOW_AND_PLAY = """
    import time
    import pygame
    from war.window.audio.cues import Cue
    from war.window.audio.sound import Sound

    pygame.display.init()
    pygame.font.init()
    window = pygame.Window("War", (640, 360))
    window.get_surface().fill((20, 90, 40))
    window.flip()
    sound = Sound.open()
    for cue in Cue:
        sound.play(cue)
        time.sleep(0.02)
    deadline = time.monotonic() + 20
    while sound.available and pygame.mixer.get_busy() and time.monotonic() < deadline:
        time.sleep(0.02)
    sound.close()
    window.destroy()
    pygame.quit()
"""

RAW_MIXER = """
    import pygame
    try:
        pygame.mixer.init()
    except pygame.error:
        pass
"""


def run_on(display: str, code: str) -> subprocess.CompletedProcess[str]:
    """``code`` in a fresh interpreter on ``display``: x11 as the game picks it, and no
    audio variable at all, so SDL tries its drivers in its own order."""
    return run_python(code, DISPLAY=display, SDL_VIDEODRIVER="x11")


def test_a_window_with_sound_and_no_sound_card_prints_nothing(x_display: str) -> None:  # noqa: F811
    # The same mixer start, not silenced: on a machine with no sound card, ALSA prints
    # here (with a card there is nothing to hide, and the check below still stands).
    unsilenced = run_on(x_display, RAW_MIXER).stderr
    done = run_on(x_display, OPEN_A_WINDOW_AND_PLAY)
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""
    assert done.stderr == "", f"{done.stderr}\n(the mixer's start alone prints: {unsilenced!r})"
