"""Palette: the named colours every part of the UI draws with."""

from __future__ import annotations

Color = tuple[int, int, int]
ColorA = tuple[int, int, int, int]

# Table felt: the vignette runs from the centre colour to the edge colour.
FELT_CENTRE: Color = (40, 122, 72)
FELT_EDGE: Color = (10, 52, 30)
# High contrast: a darker felt under pure white text.
FELT_CENTRE_DARK: Color = (14, 58, 32)
FELT_EDGE_DARK: Color = (4, 24, 12)
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

# Card backs.
BACK_BLUE: Color = (22, 52, 128)
BACK_LATTICE: Color = (96, 136, 214)
BACK_DOT: Color = (150, 180, 235)
BACK_INNER_BORDER: Color = (250, 250, 250)
BACK_EDGE: Color = (12, 28, 72)

# Soft shadow under cards; alpha is what keeps the felt visible through it.
SHADOW: ColorA = (0, 0, 0, 90)

# Highlight for the side that wins a battle or the game.
GOLD: Color = (240, 196, 64)
GOLD_DARK: Color = (176, 132, 28)

# Buttons.
BUTTON_NORMAL: Color = (32, 72, 52)
BUTTON_HOVER: Color = (46, 98, 70)
BUTTON_PRESSED: Color = (22, 52, 38)
BUTTON_DISABLED: Color = (60, 70, 64)
BUTTON_BORDER: Color = (200, 180, 110)
BUTTON_TEXT: Color = (245, 240, 225)
BUTTON_TEXT_DISABLED: Color = (140, 146, 140)
FOCUS_RING: Color = (255, 236, 150)  # pale gold: clear on the felt and on dark panels

# Text drawn on the felt.
TEXT: Color = (245, 240, 225)
TEXT_DIM: Color = (170, 196, 176)
TEXT_SHADOW: Color = (0, 20, 10)
TEXT_WARNING: Color = (255, 120, 96)
