"""Palette: the named colours every part of the UI draws with."""

from __future__ import annotations

from typing import NamedTuple

Color = tuple[int, int, int]
ColorA = tuple[int, int, int, int]

# Table felt: the vignette runs from the centre colour to the edge colour; each table
# colour (store/settings.py's TABLE_COLOURS) has its own, and in high contrast a darker one
# under pure white text.
# (centre, edge) of each table colour, and of each in high contrast.
FELTS: dict[str, tuple[Color, Color]] = {
    "green": ((40, 122, 72), (10, 52, 30)),
    "blue": ((38, 86, 148), (10, 28, 64)),
    "red": ((128, 34, 46), (52, 10, 18)),
    "grey": ((78, 82, 86), (26, 28, 31)),
}
FELTS_DARK: dict[str, tuple[Color, Color]] = {
    "green": ((14, 58, 32), (4, 24, 12)),
    "blue": ((14, 36, 70), (4, 12, 28)),
    "red": ((60, 14, 20), (24, 4, 8)),
    "grey": ((34, 36, 38), (11, 12, 13)),
}
WHITE: Color = (255, 255, 255)
FELT_DARK: Color = (6, 36, 20)

# Card faces.
CARD_IVORY: Color = (252, 249, 240)
CARD_BORDER: Color = (150, 150, 145)
SUIT_RED: Color = (200, 16, 46)
SUIT_BLACK: Color = (24, 24, 28)
# The four-colour deck: each suit its own ink, on the card and (lighter) on the dark felt.
FOUR_COLOUR_INK: dict[str, Color] = {
    "C": (20, 128, 56),
    "D": (24, 84, 204),
    "H": SUIT_RED,
    "S": SUIT_BLACK,
}
FOUR_COLOUR_ON_FELT: dict[str, Color] = {
    "C": (96, 214, 120),
    "D": (120, 176, 255),
    "H": (255, 120, 120),
    "S": (235, 235, 235),
}
COURT_PANEL_RED: Color = (252, 232, 230)
COURT_PANEL_BLACK: Color = (232, 236, 244)


class BackColours(NamedTuple):
    """A card back's colours: its ground, its edge, its pattern, details, its rim."""

    ground: Color
    edge: Color
    pattern: Color
    detail: Color
    rim: Color


# Card backs (store/settings.py's CARD_BACKS; backs.py draws them).
BACK_LATTICE: Color = (96, 136, 214)  # also the blue of the record's simulated rounds
BACKS: dict[str, BackColours] = {
    "lattice": BackColours(
        (22, 52, 128), (12, 28, 72), BACK_LATTICE, (150, 180, 235), (250, 250, 250)
    ),
    "rosette": BackColours(
        (150, 20, 38), (84, 10, 20), (214, 92, 104), (252, 236, 236), (250, 250, 250)
    ),
    "tartan": BackColours(
        (36, 118, 70), (10, 44, 26), (8, 46, 28), (232, 200, 96), (244, 236, 214)
    ),
    "sunburst": BackColours((22, 22, 30), (8, 8, 12), (44, 40, 48), (232, 190, 84), (214, 170, 70)),
}
BACK_TARTAN_RED: Color = (176, 36, 40)
BACK_TARTAN_NAVY: Color = (18, 32, 72)

# Soft shadow under cards; alpha is what keeps the felt visible through it.
SHADOW: ColorA = (0, 0, 0, 90)

# Highlight for the side that wins a battle or the game.
GOLD: Color = (240, 196, 64)
GOLD_DARK: Color = (176, 132, 28)
# A round's story: the computer's share of the deck (SUIT_RED darkened for a dark panel).
STORY_THEIRS: Color = (112, 28, 40)

# Buttons.
BUTTON_NORMAL: Color = (32, 72, 52)
BUTTON_HOVER: Color = (46, 98, 70)
BUTTON_PRESSED: Color = (22, 52, 38)
BUTTON_DISABLED: Color = (60, 70, 64)
BUTTON_BORDER: Color = (200, 180, 110)
BUTTON_TEXT: Color = (245, 240, 225)
BUTTON_TEXT_DISABLED: Color = (140, 146, 140)
# The button that leads (Turn cards): gold, with dark words.
LEAD_NORMAL: Color = (232, 186, 60)
LEAD_HOVER: Color = (248, 208, 92)
LEAD_PRESSED: Color = (196, 152, 40)
LEAD_BORDER: Color = (255, 240, 190)
LEAD_TEXT: Color = (36, 28, 8)
FOCUS_RING: Color = (255, 236, 150)  # pale gold: clear on the felt and on dark panels

# Text drawn on the felt.
TEXT: Color = (245, 240, 225)
TEXT_DIM: Color = (170, 196, 176)
TEXT_SHADOW: Color = (0, 20, 10)
TEXT_WARNING: Color = (255, 120, 96)

# Controls of a value: a switch that is on, a slider's knob under the pointer; the line
# between two segments.
GOLD_LIGHT: Color = (250, 214, 104)
BUTTON_DIVIDER: Color = (92, 120, 100)
