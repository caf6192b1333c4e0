"""Tests for tools/make_icons.py: the icon PNGs the game ships are what it makes."""

from __future__ import annotations

import functools
import importlib.util
import operator
import sys
from types import ModuleType

import pygame
import pytest

from tests.helpers import ROOT
from war.shipped import ICON_SIZES, asset_folder, icon_file

# Rendering the SVG at the larger sizes may differ by a level or two between builds of
# pygame-ce's SVG library; a drawing changed and not made again differs by far more.
RENDER_TOLERANCE = 8  # per channel, out of 255


@functools.cache
def make_icons() -> ModuleType:
    """tools/make_icons.py, imported (tools/ is no package)."""
    spec = importlib.util.spec_from_file_location("make_icons", ROOT / "tools" / "make_icons.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("size", ICON_SIZES)
def test_each_size_is_shipped_as_tools_make_icons_makes_it(size):
    shipped = pygame.image.load(str(asset_folder() / icon_file(size)))
    assert shipped.get_size() == (size, size)
    assert shipped.get_flags() & pygame.SRCALPHA
    tools = make_icons()
    made = tools.icon(size, tools.svg_file())
    # Pixel drawings are exact; renders of the SVG within a level or two.
    tolerance = 0 if size in tools.DRAWINGS else RENDER_TOLERANCE
    pixels = [pygame.image.tobytes(image, "RGBA") for image in (shipped, made)]
    worst = max(map(abs, map(operator.sub, *pixels)))
    assert worst <= tolerance, f"{size} px differs by {worst}: run python tools/make_icons.py"
