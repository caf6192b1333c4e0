"""The table felt, made at the window's own size in the table colour chosen: a vignette, slow
mottle and a fine grain."""

from __future__ import annotations

import random

import pygame

from war.store.settings import TABLE_COLOURS
from war.window.drawing import palette
from war.window.drawing.palette import Color

FELT_SEED = 1914
# The vignette is smooth, so it is computed this many times smaller (it is a Python loop).
_VIGNETTE_CELLS = 80  # across the longer side
# The grain is one tile of noise repeated: a few levels of brightness, too fine to show a seam.
_GRAIN_TILE = 256
_GRAIN_AMPLITUDE = 5  # levels of brightness either way


def felt(
    size: tuple[int, int],
    seed: int = FELT_SEED,
    *,
    grain: bool = True,
    dark: bool = False,
    table: str = TABLE_COLOURS[0],
) -> pygame.Surface:
    """Table felt of the colour ``table`` (one of TABLE_COLOURS): lighter in the middle,
    darker at the edges, with a fine grain.

    The same ``size``, ``seed`` and colour always give the same pixels. ``grain=False``
    leaves the grain out (it makes screenshots large and is invisible at their size);
    ``dark`` makes the darker felt of high contrast.
    """
    width, height = max(1, size[0]), max(1, size[1])
    rng = random.Random(seed)
    cell = max(width, height) / _VIGNETTE_CELLS
    low_w, low_h = max(2, round(width / cell)), max(2, round(height / cell))
    centre, edge = felt_colours(table, dark=dark)
    # Each cell's colour, computed a channel at a time over the whole grid (a Python loop
    # over 3,600 cells and their channels would cost several ms at start-up).
    across = [dx * dx for dx in ((x + 0.5) / low_w - 0.5 for x in range(low_w))]
    down = [dy * dy for dy in ((y + 0.5) / low_h - 0.5 for y in range(low_h))]
    # 1.0 in the corners; squared so the centre stays evenly lit.
    shade = [min(1.0, (dx2 + dy2) * 2.0) ** 1.1 for dy2 in down for dx2 in across]
    draw = rng.random
    # Slow blotches, like a worn cloth: rng.uniform(-1.5, 1.5) a cell, row by row.
    mottle = [-1.5 + 3.0 * draw() for _ in shade]
    pixels = bytearray(3 * len(shade))
    for c in range(3):
        base, span = centre[c], edge[c] - centre[c]
        values = [round(base + span * t + m) for t, m in zip(shade, mottle, strict=True)]
        # Each value lies within 2 of the centre's to the edge's (the mottle is at most 1.5
        # either way), so only a colour near the very end of its range is clamped.
        if min(base, base + span) < 2 or max(base, base + span) > 253:
            values = [max(0, min(255, value)) for value in values]
        pixels[c::3] = bytes(values)
    # 32 bits a pixel: the format windows use, so blits from the felt are plain copies.
    low = pygame.image.frombytes(bytes(pixels), (low_w, low_h), "RGB").convert(32)
    surface = pygame.transform.smoothscale(low, (width, height))
    if grain:
        _add_grain(surface, rng)
    return surface


def felt_colours(table: str, *, dark: bool = False) -> tuple[Color, Color]:
    """The felt of table colour ``table`` in the middle and at the edges (``dark``: in high
    contrast)."""
    return (palette.FELTS_DARK if dark else palette.FELTS)[table]


def _add_grain(surface: pygame.Surface, rng: random.Random) -> None:
    """Lighten and darken each pixel a little: random bytes shown through two palettes."""
    tile = pygame.image.frombytes(rng.randbytes(_GRAIN_TILE * _GRAIN_TILE), (_GRAIN_TILE,) * 2, "P")
    lighter = [(max(0, i - 128) * _GRAIN_AMPLITUDE // 128,) * 3 for i in range(256)]
    darker = [(max(0, 127 - i) * _GRAIN_AMPLITUDE // 128,) * 3 for i in range(256)]
    width, height = surface.get_size()
    for palette_, flag in ((lighter, pygame.BLEND_RGB_ADD), (darker, pygame.BLEND_RGB_SUB)):
        tile.set_palette(palette_)
        shades = tile.convert(surface)  # blending from the felt's own format is many times faster
        for y in range(0, height, _GRAIN_TILE):
            for x in range(0, width, _GRAIN_TILE):
                surface.blit(shades, (x, y), special_flags=flag)
