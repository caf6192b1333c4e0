"""What scenes are made with, passed from scene to scene: the fonts and the data folder.

Everything drawn at a window size (card art, felt, text) is made by that size's Screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from war.store.store import Store
from war.window.assets import Fonts


@dataclass
class Resources:
    fonts: Fonts
    store: Store

    @classmethod
    def load(cls, asset_dir: Path | None = None, data_dir: Path | None = None) -> Resources:
        """Needs pygame.font initialised; raises AssetError naming any missing font. The
        data folder never fails: its problems become the store's notices."""
        return cls(Fonts(asset_dir), Store(data_dir))
