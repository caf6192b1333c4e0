"""What scenes are made with, loaded once at start-up: the fonts.

Everything drawn at a window size (card art, felt, text) is made by that size's Screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from war.window.assets import Fonts


@dataclass
class Resources:
    fonts: Fonts

    @classmethod
    def load(cls, asset_dir: Path | None = None) -> Resources:
        """Needs pygame.font initialised; raises AssetError naming any missing file."""
        return cls(Fonts(asset_dir))
