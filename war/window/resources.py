"""What scenes are made with, passed from scene to scene: fonts, round lengths, the data folder.

Everything drawn at a window size (card art, felt, text) is made by that size's Screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from war.messages import say
from war.simulator import lengths
from war.simulator.lengths import Lengths
from war.store.store import Store
from war.window.assets import AssetError, Fonts


@dataclass
class Resources:
    fonts: Fonts
    store: Store
    lengths: Lengths  # how long rounds last by the rules, for the Record

    @classmethod
    def load(cls, asset_dir: Path | None = None, data_dir: Path | None = None) -> Resources:
        """Needs pygame.font initialised; raises AssetError naming any missing or damaged
        file the game ships. The data folder never fails: its problems become notices."""
        try:
            shipped = lengths.load()
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise AssetError(f"unreadable data: {lengths.DATA} ({error})") from None
        return cls(Fonts(asset_dir), Store(data_dir, tell=say), shipped)
