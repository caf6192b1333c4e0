"""Surfaces kept for reuse up to a budget of pixels, the least recently used dropped first.

Counting pixels rather than entries keeps memory flat at every window size: a status line
is four times the pixels in a 4K window that it is at 1280x720.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame


class SurfaceCache:
    def __init__(self, budget_pixels: int) -> None:
        self.budget = budget_pixels
        self.pixels = 0
        self._kept: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def __len__(self) -> int:
        return len(self._kept)

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The surface kept under ``key``, made by ``make`` if there is none."""
        surface = self._kept.get(key)
        if surface is not None:
            self._kept.move_to_end(key)
            return surface
        surface = make()
        self._kept[key] = surface
        self.pixels += _area(surface)
        while self.pixels > self.budget and len(self._kept) > 1:
            _, dropped = self._kept.popitem(last=False)
            self.pixels -= _area(dropped)
        return surface


def _area(surface: pygame.Surface) -> int:
    width, height = surface.get_size()
    return width * height
