"""The window's icon: the game's own, read from the PNG shipped in assets/icons.

A file that is missing, unreadable or damaged costs one line on stderr naming it, and the
window keeps pygame's icon; the game never stops for it.
"""

from __future__ import annotations

import io
import stat
from collections.abc import Callable
from pathlib import Path

import pygame

from war.messages import say
from war.shipped import icon_file
from war.window.drawing.assets import ASSET_DIR
from war.words import window as words
from war.words.format import number

# The size handed to SDL: window managers, taskbars and docks scale it down (or, on a
# Retina dock, show it about as large), and 128 pixels stays sharp at both ends.
WINDOW_ICON_SIZE = 128
MOST_BYTES = 1_000_000  # the shipped file is 15 KB; a larger one is no icon


def window_icon(
    asset_dir: Path | None = None, tell: Callable[[str], None] = say
) -> pygame.Surface | None:
    """The icon for the window, or None (having told why) when it cannot be read."""
    path = (asset_dir or ASSET_DIR) / icon_file(WINDOW_ICON_SIZE)
    try:
        # Only a regular file is opened: opening a pipe put there would wait for ever.
        if not stat.S_ISREG(path.stat().st_mode):
            tell(words.icon_fallback("not_regular", str(path)))
            return None
        with path.open("rb") as handle:
            data = handle.read(MOST_BYTES + 1)
    except FileNotFoundError:
        tell(words.icon_fallback("missing", str(path)))
        return None
    except OSError as error:
        tell(words.icon_fallback("unreadable", str(path), error.strerror or str(error)))
        return None
    if len(data) > MOST_BYTES:
        tell(words.icon_fallback("too_large", str(path), number(MOST_BYTES)))
        return None
    try:
        return pygame.image.load(io.BytesIO(data), path.name)
    except (pygame.error, ValueError, MemoryError) as error:
        tell(words.icon_fallback("damaged", str(path), str(error)))
        return None
