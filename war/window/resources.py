"""Everything the scenes draw with, loaded once at start-up: fonts, card art, felt, text cache."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pygame

from war.core.cards import ordered_deck
from war.window.assets import Fonts
from war.window.drawing.art import CardArt, felt
from war.window.drawing.painter import Painter
from war.window.drawing.widgets import Text
from war.window.layout import CANVAS_SIZE


@dataclass
class Resources:
    fonts: Fonts
    text: Text
    art: CardArt
    felt: pygame.Surface
    painter: Painter

    @classmethod
    def load(cls, asset_dir: Path | None = None) -> Resources:
        """Needs pygame.font initialised; raises AssetError naming any missing file."""
        fonts = Fonts(asset_dir)
        text = Text(fonts)
        art = CardArt(fonts)
        for card in ordered_deck():  # drawn now, so drawing a frame never has to make one
            art.face(card)
        art.back()
        art.shadow()
        return cls(fonts, text, art, felt(CANVAS_SIZE), Painter(art, text))
