"""Text at window pixels: each rendering kept for reuse, and words fitted to a width."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

import pygame

from war.window.drawing.cache import SurfaceCache
from war.window.drawing.fonts import Fonts

ELLIPSIS = "\u2026"
NO_BREAK = "\u00a0"  # SDL_ttf never wraps a line here
# Renderings kept, in pixels (4 bytes each): status lines change every battle, and at 4K
# each is a quarter of a million pixels, so the budget, not a count, keeps memory flat.
_CACHE_PIXELS = 4_000_000
_FITTED_LIMIT = 512  # fitted words kept (a few bytes each)

Ink = tuple[int, ...]


class Text:
    """Renders text once and keeps the surface: drawing the same words every frame is free."""

    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts
        self._cache = SurfaceCache(_CACHE_PIXELS)
        self._fitted: OrderedDict[tuple[str, int, int, int, bool], tuple[str, int]] = OrderedDict()

    def render(
        self, words: str, pixels: int, color: Ink, *, bold: bool = False, wrap: int = 0
    ) -> pygame.Surface:
        """``words`` in a font ``pixels`` tall; lines wrap at ``wrap`` pixels wide if given."""
        font = self.fonts.get(pixels, bold)
        return self._cache.get(
            (words, pixels, bold, tuple(color), wrap),
            lambda: font.render(words, True, color, wraplength=wrap),
        )

    def render_runs(
        self, runs: tuple[tuple[str, Ink], ...], pixels: int, *, bold: bool = False
    ) -> pygame.Surface:
        """Words in several colours side by side, as one image (kept like the others)."""
        key = (repr(runs), pixels, bold, (), -1)

        def make() -> pygame.Surface:
            font = self.fonts.get(pixels, bold)
            images = [font.render(words, True, color) for words, color in runs if words]
            width = sum(image.get_width() for image in images)
            joined = pygame.Surface((max(1, width), font.get_height()), pygame.SRCALPHA)
            x = 0
            for image in images:
                joined.blit(image, (x, 0))
                x += image.get_width()
            return joined

        return self._cache.get(key, make)

    def width(self, words: str, pixels: int, *, bold: bool = False) -> int:
        return self.fonts.get(pixels, bold).size(words)[0]

    def shrink_to_fit(
        self, words: str, pixels: int, smallest: int, max_width: int, *, bold: bool = False
    ) -> tuple[str, int]:
        """``words`` and a size from ``pixels`` down to ``smallest`` at which they fit in
        ``max_width``; if even the smallest is too wide, the words elided to fit at it."""
        key = (words, pixels, smallest, max_width, bold)
        fitted = self._fitted.get(key)
        if fitted is not None:
            self._fitted.move_to_end(key)
            return fitted
        while pixels > smallest and self.width(words, pixels, bold=bold) > max_width:
            pixels -= 1
        fitted = self._fitted[key] = (self.fit(words, pixels, max_width, bold=bold), pixels)
        if len(self._fitted) > _FITTED_LIMIT:
            self._fitted.popitem(last=False)  # the least recently used, like the renderings
        return fitted

    def fit(self, words: str, pixels: int, max_width: int, *, bold: bool = False) -> str:
        """``words``, or as much of their start and end as fits with "…" between."""
        if self.width(words, pixels, bold=bold) <= max_width:
            return words
        low, high = 0, len(words) // 2  # characters kept at each end
        while low < high:
            keep = (low + high + 1) // 2
            if self.width(_elide(words, keep), pixels, bold=bold) <= max_width:
                low = keep
            else:
                high = keep - 1
        return _elide(words, low)


def _elide(words: str, keep: int) -> str:
    """The first and last ``keep`` characters (the start gets one more when it can)."""
    head = words[: keep + 1] if keep else ""
    tail = words[len(words) - keep :] if keep else ""
    return f"{head}{ELLIPSIS}{tail}"


def keep_together(words: str) -> str:
    """``words`` with no-break spaces, so a line never breaks inside them."""
    return words.replace(" ", NO_BREAK)


def no_widow(words: str) -> str:
    """Bind the last two words, so a wrapped paragraph never ends on one word alone."""
    head, space, last = words.rpartition(" ")
    return f"{head}{NO_BREAK}{last}" if space else words


def wrap(words: str, fits: Callable[[str], bool]) -> list[str]:
    """``words`` broken at spaces (never at a no-break space) into lines that each ``fits``,
    each as long as it can be; a word too long for a line alone has a line to itself."""
    lines: list[str] = []
    for word in words.split(" "):
        if lines and fits(f"{lines[-1]} {word}"):
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def wrap_evenly(words: str, width: Callable[[str], float], most: float) -> list[str]:
    """``words`` on as few lines no wider than ``most`` (by ``width``) as they need, those
    lines as even as can be: no last word left alone on a line of its own."""

    def within(limit: float) -> list[str]:
        return wrap(words, lambda line: width(line) <= limit)

    lines = within(most)
    if len(lines) < 2:
        return lines
    low, high = 0.0, most  # the narrowest width that still takes no more lines
    while high - low > 1:
        middle = (low + high) / 2
        if len(within(middle)) <= len(lines):
            high = middle
        else:
            low = middle
    return within(high)
