"""Art: card faces, card back, card shadow and table felt, all drawn in code at logical size."""

from __future__ import annotations

import random

import pygame

from war.core.cards import Card
from war.window.assets import Fonts
from war.window.drawing import palette
from war.window.drawing.palette import Color
from war.window.layout import CARD_HEIGHT, CARD_WIDTH

CARD_RADIUS = 8
# How far the shadow surface reaches past the card on every side, in logical pixels:
# blit it at (card_x - SHADOW_MARGIN + dx, card_y - SHADOW_MARGIN + dy).
SHADOW_MARGIN = 6

FELT_SEED = 1914
# The vignette is smooth, so it is computed this many times smaller (it is a Python loop).
_FELT_DOWNSCALE = 16

# Card outlines are drawn this many times too large and smoothscaled down, which gives
# anti-aliased rounded corners and diagonals; pygame.draw has neither for filled shapes.
_SUPERSAMPLE = 4

_INDEX_RANK_SIZE = 26
_INDEX_SUIT_SIZE = 20
_INDEX_CENTRE_X = 16  # logical px from the card's left edge
_TEN_WIDTH = 25
_INDEX_TOP = 7
_INDEX_GAP = 4
_PIP_SIZE = 56
_ACE_SIZE = 84
_COURT_LETTER_SIZE = 38
_COURT_SUIT_SIZE = 30
_COURT_PANEL = pygame.Rect(30, 12, CARD_WIDTH - 60, CARD_HEIGHT - 24)
_BACK_BORDER_INSET = 6


class CardArt:
    """Surfaces for the 52 faces, the back and the shadow; each is drawn once, on first use.

    The surfaces are shared: blit them, never draw on them.
    """

    def __init__(self, fonts: Fonts) -> None:
        self._fonts = fonts
        self._faces: dict[Card, pygame.Surface] = {}
        self._blank: pygame.Surface | None = None
        self._back: pygame.Surface | None = None
        self._shadow: pygame.Surface | None = None

    def face(self, card: Card) -> pygame.Surface:
        surface = self._faces.get(card)
        if surface is None:
            surface = self._draw_face(card)
            self._faces[card] = surface
        return surface

    def back(self) -> pygame.Surface:
        if self._back is None:
            self._back = _draw_back()
        return self._back

    def shadow(self) -> pygame.Surface:
        """A soft translucent card-shaped shadow, SHADOW_MARGIN larger than a card all round."""
        if self._shadow is None:
            self._shadow = _draw_shadow()
        return self._shadow

    def _draw_face(self, card: Card) -> pygame.Surface:
        if self._blank is None:
            self._blank = _draw_blank()
        surface = self._blank.copy()
        ink = palette.SUIT_RED if card.is_red else palette.SUIT_BLACK
        corner = self._corner_index(card, ink)
        surface.blit(corner, (0, 0))
        surface.blit(pygame.transform.rotate(corner, 180), (0, 0))
        centre = (CARD_WIDTH // 2, CARD_HEIGHT // 2)
        if card.rank in (11, 12, 13):
            self._draw_court(surface, card, ink)
        else:
            size = _ACE_SIZE if card.rank == 14 else _PIP_SIZE
            glyph = _tight(self._fonts.get(size), card.symbol, ink)
            surface.blit(glyph, glyph.get_rect(center=centre))
        return surface

    def _corner_index(self, card: Card, ink: Color) -> pygame.Surface:
        """Rank over suit in the top-left of a card-sized transparent layer."""
        layer = pygame.Surface((CARD_WIDTH, CARD_HEIGHT), pygame.SRCALPHA)
        rank_font = self._fonts.get(2 * _INDEX_RANK_SIZE, bold=True)
        rank = _index_rank(rank_font, card.rank_name, ink)
        rank_rect = rank.get_rect(midtop=(_INDEX_CENTRE_X, _INDEX_TOP))
        layer.blit(rank, rank_rect)
        suit = _tight(self._fonts.get(_INDEX_SUIT_SIZE), card.symbol, ink)
        layer.blit(suit, suit.get_rect(midtop=(_INDEX_CENTRE_X, rank_rect.bottom + _INDEX_GAP)))
        return layer

    def _draw_court(self, surface: pygame.Surface, card: Card, ink: Color) -> None:
        panel = _COURT_PANEL
        fill = palette.COURT_PANEL_RED if card.is_red else palette.COURT_PANEL_BLACK
        pygame.draw.rect(surface, fill, panel, border_radius=4)
        pygame.draw.rect(surface, ink, panel, width=2, border_radius=4)
        pygame.draw.rect(surface, ink, panel.inflate(-6, -6), width=1, border_radius=2)
        letter = _tight(self._fonts.get(_COURT_LETTER_SIZE, bold=True), card.rank_name, ink)
        suit = _tight(self._fonts.get(_COURT_SUIT_SIZE), card.symbol, ink)
        gap = 8
        top = panel.centery - (letter.get_height() + gap + suit.get_height()) // 2
        letter_rect = letter.get_rect(midtop=(panel.centerx, top))
        surface.blit(letter, letter_rect)
        surface.blit(suit, suit.get_rect(midtop=(panel.centerx, letter_rect.bottom + gap)))
        small = _tight(self._fonts.get(14), card.symbol, ink)
        inner = panel.inflate(-6, -6)
        surface.blit(small, small.get_rect(midtop=(inner.centerx, inner.top + 6)))
        surface.blit(small, small.get_rect(midbottom=(inner.centerx, inner.bottom - 6)))


def _tight(font: pygame.font.Font, text: str, ink: Color) -> pygame.Surface:
    """``text`` rendered and cropped to its inked pixels, so it centres on the glyph itself."""
    rendered = font.render(text, True, ink)
    return rendered.subsurface(rendered.get_bounding_rect()).copy()


def _index_rank(font_big: pygame.font.Font, text: str, ink: Color) -> pygame.Surface:
    """The corner rank, drawn at twice its size and scaled down to the corner's height.

    "10" is also squeezed to _TEN_WIDTH: at its natural width it runs off a 100 px card.
    """
    big = _tight(font_big, text, ink)
    height = round(big.get_height() / 2)
    width = _TEN_WIDTH if len(text) > 1 else round(big.get_width() / 2)
    return pygame.transform.smoothscale(big, (width, height))


def _rounded_card(fill: Color, edge: Color) -> pygame.Surface:
    """A card-sized rounded rectangle with a 1 px edge, drawn large and scaled down."""
    s = _SUPERSAMPLE
    big = pygame.Surface((CARD_WIDTH * s, CARD_HEIGHT * s), pygame.SRCALPHA)
    # Transparent pixels carry the edge colour so scaling does not pull in a dark fringe.
    big.fill((*edge, 0))
    pygame.draw.rect(big, edge, big.get_rect(), border_radius=CARD_RADIUS * s)
    pygame.draw.rect(
        big, fill, big.get_rect().inflate(-2 * s, -2 * s), border_radius=(CARD_RADIUS - 1) * s
    )
    return big


def _draw_blank() -> pygame.Surface:
    big = _rounded_card(palette.CARD_IVORY, palette.CARD_BORDER)
    return pygame.transform.smoothscale(big, (CARD_WIDTH, CARD_HEIGHT))


def _draw_back() -> pygame.Surface:
    s = _SUPERSAMPLE
    big = _rounded_card(palette.BACK_BLUE, palette.BACK_EDGE)
    border = pygame.Rect(0, 0, CARD_WIDTH * s, CARD_HEIGHT * s).inflate(
        -2 * _BACK_BORDER_INSET * s, -2 * _BACK_BORDER_INSET * s
    )
    field = border.inflate(-6 * s, -6 * s)
    big.set_clip(field)
    step = 10 * s
    # Diagonal lattice: lines at +45° and -45°, one step apart, so they cross in diamonds.
    span = field.width + field.height
    for offset in range(-(span // step + 1) * step, span, step):
        x = field.left + offset
        pygame.draw.line(big, palette.BACK_LATTICE, (x, field.top), (x + span, field.top + span), s)
        pygame.draw.line(
            big, palette.BACK_LATTICE, (x, field.bottom), (x + span, field.bottom - span), s
        )
    # A dot in the middle of every diamond: where x - y and x + y sit half a step
    # between the constants of the two line families.
    down_base = field.left - field.top + step // 2
    up_base = field.left + field.bottom + step // 2
    for k in range(-span // step - 1, span // step + 1):
        for m in range(-span // step - 1, span // step + 1):
            a, b = down_base + k * step, up_base + m * step
            centre = ((a + b) // 2, (b - a) // 2)
            if field.collidepoint(centre):
                pygame.draw.circle(big, palette.BACK_DOT, centre, s)
    big.set_clip(None)
    # Centre medallion: a white-rimmed diamond over the lattice.
    cx, cy = big.get_rect().center
    half_w, half_h = 22 * s, 30 * s
    diamond = [(cx, cy - half_h), (cx + half_w, cy), (cx, cy + half_h), (cx - half_w, cy)]
    pygame.draw.polygon(big, palette.BACK_BLUE, diamond)
    pygame.draw.polygon(big, palette.BACK_INNER_BORDER, diamond, 2 * s)
    inner = [
        (cx, cy - half_h // 2),
        (cx + half_w // 2, cy),
        (cx, cy + half_h // 2),
        (cx - half_w // 2, cy),
    ]
    pygame.draw.polygon(big, palette.BACK_DOT, inner)
    pygame.draw.rect(big, palette.BACK_INNER_BORDER, border, width=2 * s, border_radius=4 * s)
    return pygame.transform.smoothscale(big, (CARD_WIDTH, CARD_HEIGHT))


def _draw_shadow() -> pygame.Surface:
    size = (CARD_WIDTH + 2 * SHADOW_MARGIN, CARD_HEIGHT + 2 * SHADOW_MARGIN)
    sharp = pygame.Surface(size, pygame.SRCALPHA)
    card = pygame.Rect(SHADOW_MARGIN, SHADOW_MARGIN, CARD_WIDTH, CARD_HEIGHT)
    pygame.draw.rect(sharp, palette.SHADOW, card, border_radius=CARD_RADIUS)
    # Scaling down and back up is a cheap blur of about SHADOW_MARGIN / 2 pixels.
    blur = 4
    small = pygame.transform.smoothscale(sharp, (size[0] // blur, size[1] // blur))
    return pygame.transform.smoothscale(small, size)


def felt(size: tuple[int, int], seed: int = FELT_SEED) -> pygame.Surface:
    """Green table felt: lighter in the middle, darker at the edges, with a fine grain.

    The same ``size`` and ``seed`` always give the same pixels. The vignette is computed
    at 1/16 scale and smoothscaled up; the grain is random bytes shown through a palette.
    """
    width, height = size
    rng = random.Random(seed)
    low_w, low_h = max(2, width // _FELT_DOWNSCALE), max(2, height // _FELT_DOWNSCALE)
    pixels = bytearray(low_w * low_h * 3)
    centre, edge = palette.FELT_CENTRE, palette.FELT_EDGE
    i = 0
    for y in range(low_h):
        dy = (y + 0.5) / low_h - 0.5
        for x in range(low_w):
            dx = (x + 0.5) / low_w - 0.5
            # 1.0 in the corners; squared so the centre stays evenly lit.
            t = min(1.0, (dx * dx + dy * dy) * 2.0) ** 1.1
            mottle = rng.uniform(-1.5, 1.5)  # slow blotches, like a worn cloth
            for c in range(3):
                value = centre[c] + (edge[c] - centre[c]) * t + mottle
                pixels[i] = max(0, min(255, round(value)))
                i += 1
    low = pygame.image.frombytes(bytes(pixels), (low_w, low_h), "RGB")
    surface = pygame.transform.smoothscale(low, size)

    grain = pygame.image.frombytes(rng.randbytes(width * height), size, "P")
    amplitude = 5
    grain.set_palette([(max(0, i - 128) * amplitude // 128,) * 3 for i in range(256)])
    surface.blit(grain, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    grain.set_palette([(max(0, 127 - i) * amplitude // 128,) * 3 for i in range(256)])
    surface.blit(grain, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    return surface
