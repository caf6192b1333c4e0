"""What scenes are made with, passed from scene to scene: fonts, court figures, the data
folder, the sound, where new deals' numbers come from, and today's date.

Everything drawn at a window size (card art, felt, text) is made by that size's Screen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from war.messages import say
from war.session.deals import DealSource, random_deal
from war.store.store import Store
from war.window import clipboard
from war.window.audio.sound import Sound
from war.window.drawing.assets import AssetError
from war.window.drawing.figures import CourtFigures
from war.window.drawing.fonts import Fonts
from war.words import window as words


@dataclass
class Resources:
    fonts: Fonts
    store: Store
    sound: Sound = field(default_factory=Sound.silent)  # the window opens the real one
    copy_text: Callable[[str], bool] = clipboard.put_text  # what the game copies goes here
    figures: CourtFigures = field(default_factory=CourtFigures.none)  # none: letters
    deals: DealSource = random_deal  # the numbers of the deals New round deals
    today: Callable[[], date] = date.today  # the local date: which deal is the day's

    def follow_sound_settings(self) -> None:
        """Mute and volume as the settings now say."""
        settings = self.store.settings
        self.sound.set_muted(not settings.sound)
        self.sound.set_volume(settings.volume)

    @classmethod
    def load(
        cls,
        asset_dir: Path | None = None,
        data_dir: Path | None = None,
        deals: DealSource = random_deal,
    ) -> Resources:
        """Needs pygame.font initialised; raises AssetError naming any missing or damaged
        font. A court figure's problem is one line on stderr when the figures are first
        asked for (that card gets a letter), and the data folder's become notices. The
        round lengths are checked apart (``check_shipped_data``): the title needs none."""
        fonts = Fonts(asset_dir)
        figures = CourtFigures.when_needed(asset_dir, tell=say)
        return cls(fonts, Store(data_dir, tell=say), figures=figures, deals=deals)


def check_shipped_data() -> None:
    """Raise AssetError, naming the file, if the round lengths shipped with the game (the
    Record's charts and the Settings' notes on the rules are drawn from them) are missing or
    damaged: a broken install. The window checks once its first frame is shown."""
    from war.simulator import lengths  # reading and checking them costs ms at start-up

    try:
        lengths.load_all()
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise AssetError(words.unreadable_data(str(lengths.DATA), str(error))) from None
