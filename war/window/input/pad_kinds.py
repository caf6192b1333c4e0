"""Which kind of game pad a controller is (an Xbox pad's layout, a PlayStation's, a
Nintendo's), and the names its buttons are printed with, so badges name what the player's
own pad shows.

SDL maps every controller to one standard layout, named by the pad map (padmap.py) as an
Xbox pad prints it. The kind is read from the name SDL gives the controller ("PS4
Controller", "Nintendo Switch Pro Controller"), which SDL takes from its database of pads
by their USB ids, as it does the controller's type (pygame-ce does not offer that type).
A pad of no known kind keeps the Xbox names. A badge shows a PlayStation's face buttons by
their signs (✕ ○ □ △), the words name them.

A Nintendo pad's A and B sit where an Xbox pad's B and A do. SDL 2 reports its face
buttons by their printed letters unless told to use their places (the hint
SDL_GAMECONTROLLER_USE_BUTTON_LABELS=0): then SDL's A is the button printed B, and so on.
"""

from __future__ import annotations

import os
from enum import Enum


class PadKind(Enum):
    XBOX = "xbox"
    PS3 = "ps3"
    PS4 = "ps4"
    PS5 = "ps5"
    NINTENDO = "nintendo"


# Words in SDL's controller names that tell the kind, in the order looked for.
_NAMED: tuple[tuple[str, PadKind], ...] = (
    ("ps5", PadKind.PS5),
    ("dualsense", PadKind.PS5),
    ("ps4", PadKind.PS4),
    ("dualshock", PadKind.PS4),
    ("ps3", PadKind.PS3),
    ("playstation", PadKind.PS4),
    ("nintendo", PadKind.NINTENDO),
    ("switch", PadKind.NINTENDO),
    ("joy-con", PadKind.NINTENDO),
)

_PLAYSTATION = {
    "A": "Cross",
    "B": "Circle",
    "X": "Square",
    "Y": "Triangle",
    "LB": "L1",
    "RB": "R1",
    "LT": "L2",
    "RT": "R2",
    "LS": "L3",
}
_NINTENDO = {"LB": "L", "RB": "R", "LT": "ZL", "RT": "ZR", "Back": "Minus", "Start": "Plus"}
_BY_PLACE = {"A": "B", "B": "A", "X": "Y", "Y": "X"}  # a Nintendo pad read by places

# Each kind's names where they differ from the pad map's (an Xbox pad's).
RENAMED: dict[PadKind, dict[str, str]] = {
    PadKind.XBOX: {},
    PadKind.PS3: {**_PLAYSTATION, "Back": "Select"},
    PadKind.PS4: {**_PLAYSTATION, "Back": "Share", "Start": "Options"},
    PadKind.PS5: {**_PLAYSTATION, "Back": "Create", "Start": "Options"},
    PadKind.NINTENDO: _NINTENDO,
}


# A PlayStation pad's face buttons and a Nintendo pad's − and + on a button's badge: the
# signs printed on them (the game's font has them), short as a letter; words name them
# everywhere else, and aloud (a screen reader may say nothing for a bare sign).
SIGNS = {"Cross": "✕", "Circle": "○", "Square": "□", "Triangle": "△", "Minus": "−", "Plus": "+"}


def kind_of(name: str | None) -> PadKind:
    """The kind of pad SDL names ``name`` (None, or a name of no known kind: Xbox's)."""
    lowered = (name or "").lower()
    return next((kind for word, kind in _NAMED if word in lowered), PadKind.XBOX)


def printed(name: str, kind: PadKind) -> str:
    """The pad map's ``name`` for a button, as a pad of ``kind`` prints it."""
    if kind is PadKind.NINTENDO and os.environ.get("SDL_GAMECONTROLLER_USE_BUTTON_LABELS") == "0":
        name = _BY_PLACE.get(name, name)
    return RENAMED[kind].get(name, name)
