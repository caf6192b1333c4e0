"""The fonts: DejaVu Sans regular and bold at any size, checked as they load."""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

import pygame

from war.window.drawing.assets import AssetError, asset_path
from war.words import window as words

FONT_REGULAR = Path("fonts") / "DejaVuSans.ttf"
FONT_BOLD = Path("fonts") / "DejaVuSans-Bold.ttf"

# TrueType / OpenType signatures. A file without one is rejected before pygame sees it:
# pygame-ce hands back a Font wrapping a NULL pointer for garbage, and some of its
# methods then crash the interpreter instead of raising.
_FONT_MAGIC = (b"\x00\x01\x00\x00", b"true", b"OTTO", b"ttcf")

# Every kind of glyph the game draws. A damaged font can load and measure fine yet fail
# on its first real render, so each file renders this at start-up, at the sizes in
# PROBE_SIZES: a file that does not load at all, or holds a damaged glyph, fails there,
# before the window opens.
PROBE_TEXT = (
    "WAR war 0123456789 JQKA \u2660\u2665\u2666\u2663 \u2014\u00d7\u00b7\u2026\u2265 #/!?:()"
)
# One size, and one the title measures in both weights at the default window size.
PROBE_SIZES = (20,)
# Each size loaded later renders a few glyphs, a letter, a digit and a suit: enough to
# find a size the file cannot be drawn at. Its glyphs were all checked at start-up, and
# each glyph first drawn at a size costs several microseconds (the whole probe at each
# of the title's eight other sizes was a tenth of the first frame).
SIZE_PROBE_TEXT = "W0\u2660"


FONTS_KEPT = 48  # open fonts at most: each holds its file open, and resizes add sizes


class Fonts:
    """DejaVu Sans regular and bold at any size, kept per (size, bold), the least recently
    used closed first once FONTS_KEPT are open.

    Needs ``pygame.font.init()`` (or ``pygame.init()``) before construction. Both font
    files are opened and checked in the constructor, so a missing or corrupt font fails
    at start-up with an AssetError naming the file, not halfway through a game.
    """

    def __init__(self, asset_dir: Path | None = None) -> None:
        if not pygame.font.get_init():
            raise RuntimeError("Fonts needs pygame.font.init() first")
        self._paths = {
            False: asset_path(FONT_REGULAR, asset_dir),
            True: asset_path(FONT_BOLD, asset_dir),
        }
        self._cache: OrderedDict[tuple[int, bool], pygame.font.Font] = OrderedDict()
        for bold in (False, True):
            for size in PROBE_SIZES:
                self._cache[(size, bold)] = _load_font(self._paths[bold], size, PROBE_TEXT)

    def get(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The font at ``size`` points (about that many window pixels tall)."""
        key = (size, bold)
        font = self._cache.get(key)
        if font is None:
            font = _load_font(self._paths[bold], size, SIZE_PROBE_TEXT)
            self._cache[key] = font
            if len(self._cache) > FONTS_KEPT:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return font


def _load_font(path: Path, size: int, probe: str) -> pygame.font.Font:
    try:
        with path.open("rb") as handle:
            magic = handle.read(4)
    except OSError as error:
        reason = error.strerror or str(error)
        raise AssetError(words.unreadable_asset(str(path), reason)) from error
    if magic not in _FONT_MAGIC:
        raise AssetError(words.unreadable_asset(str(path), words.not_a_font()))
    try:
        font = pygame.font.Font(str(path), size)
        # Font() accepts a damaged file; measuring and rendering are what fail.
        font.size("10\u2660")
        if font.render(probe, True, (0, 0, 0)).get_width() == 0:
            raise pygame.error(words.renders_nothing())
    except (pygame.error, OSError) as error:
        raise AssetError(words.unreadable_asset(str(path), str(error))) from error
    return font
