"""The looks a player can choose: the cards' backs and the table's colours, each with its
name and a small picture of it for where it is chosen.

The ids are the settings' (store/settings.py's CARD_BACKS and TABLE_COLOURS, in the order
offered), the names war/words/settings.py's; the art is backs.py's and felt.py's.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from war.store.settings import CARD_BACKS, TABLE_COLOURS
from war.window.drawing.backs import draw_back
from war.window.drawing.felt import felt
from war.window.layout.units import CARD_HEIGHT, CARD_WIDTH
from war.words import settings as words
from war.words.settings import Words


@dataclass(frozen=True)
class Theme:
    """One choice of look: ``id`` as the settings keep it, ``setting`` the settings field it
    is a value of ("card_back" or "table_colour")."""

    id: str
    setting: str

    def name(self) -> str:
        """What the player reads for it, in the language in use: "Blue lattice"."""
        return _NAMES[self.setting][self.id]()


BACKS: tuple[Theme, ...] = tuple(Theme(back, "card_back") for back in CARD_BACKS)
TABLES: tuple[Theme, ...] = tuple(Theme(table, "table_colour") for table in TABLE_COLOURS)
_NAMES: dict[str, dict[str, Words]] = {
    "card_back": words.CARD_BACKS,
    "table_colour": words.TABLE_COLOURS,
}


def preview(theme: Theme, size: tuple[int, int], *, high_contrast: bool = False) -> pygame.Surface:
    """A picture of ``theme`` exactly ``size`` window pixels, to show beside its name.

    A back: one card, as large as fits, centred, on transparent pixels. A table colour: a
    swatch of its felt filling the size (``high_contrast``: the darker felt of high
    contrast). Each is drawn anew: keep it (Screen.keep) while it is shown.
    """
    width, height = max(1, size[0]), max(1, size[1])
    if theme.setting == "table_colour":
        return felt((width, height), grain=False, dark=high_contrast, table=theme.id)
    scale = min(width / CARD_WIDTH, height / CARD_HEIGHT)
    card = (max(1, round(CARD_WIDTH * scale)), max(1, round(CARD_HEIGHT * scale)))
    picture = pygame.Surface((width, height), pygame.SRCALPHA)
    back = draw_back(theme.id, card, scale)
    picture.blit(back, back.get_rect(center=picture.get_rect().center))
    return picture
