"""Card art at any pixel size: the 52 faces, the back, the shadow under a card.

The design is in logical pixels (a card is 100×140); ``CardArt(fonts, scale)`` draws it at
``scale`` window pixels per logical pixel, so the cards are sharp at every window size.
Everything is drawn in code except the court figures, which come from SVG files
(figures.py) drawn at the card's size; a court card without its figure has a letter.
"""

from __future__ import annotations

import pygame

from war.core.cards import Card, ordered_deck
from war.window.drawing import palette
from war.window.drawing.figures import COURTS, CourtFigures, is_court
from war.window.drawing.fonts import Fonts
from war.window.drawing.palette import Color
from war.window.layout.units import CARD_HEIGHT, CARD_WIDTH

CARD_RADIUS = 8
# How far the shadow surface reaches past the card on every side, in logical pixels:
# blit it at (card_x - SHADOW_MARGIN + dx, card_y - SHADOW_MARGIN + dy).
SHADOW_MARGIN = 6
SHADOW_OFFSET = (3, 5)  # the light comes from the top left

# Card outlines are drawn this many window pixels per pixel and smoothscaled down, which
# gives anti-aliased rounded corners and diagonals; pygame.draw has neither for filled
# shapes. Large cards need less of it (and would cost much more).
_SUPERSAMPLE_PIXELS = 4
_SUPERSAMPLE_MOST = 8  # below a 640x360 window (a window manager ignoring the minimum)

_INDEX_RANK_SIZE = 26
_INDEX_SUIT_SIZE = 20
_INDEX_CENTRE_X = 16  # from the card's left edge
_TEN_WIDTH = 25
_INDEX_TOP = 7
_INDEX_GAP = 4
_PIP_SIZE = 56
_ACE_SIZE = 84
_COURT_LETTER_SIZE = 38
_COURT_SUIT_SIZE = 30
_COURT_CORNER_SUIT_SIZE = 14
_COURT_PANEL = (30, 12, CARD_WIDTH - 60, CARD_HEIGHT - 24)
# A court figure: centred, FIGURE_TOP from the top and FIGURE_HEIGHT tall (its width
# follows from the artwork), in a FRAME_LINE frame of the suit's ink. The frame is cut
# back round the corner indices: COURT_NOTCH is the corner (from the card's own corner)
# that the index keeps clear of the figure, as on jumbo-index cards.
FIGURE_TOP = 8
FIGURE_HEIGHT = CARD_HEIGHT - 2 * FIGURE_TOP
FRAME_LINE = 1
COURT_NOTCH = (29, 55)
_BACK_BORDER_INSET = 6
_OPAQUE_ENOUGH = 239  # alpha above this, after shrinking, was solid card
# The order prepare() makes faces in: the courts first, as they cost the most.
_PREPARED_ORDER = COURTS + [card for card in ordered_deck() if not is_court(card)]


class CardArt:
    """The faces, back and shadow at one scale, each made the first time it is asked for,
    or earlier by prepare() in a frame's spare time.

    The surfaces are shared: blit them, never draw on them.
    """

    def __init__(
        self,
        fonts: Fonts,
        scale: float = 1.0,
        *,
        four_colour: bool = False,
        figures: CourtFigures | None = None,
    ) -> None:
        """``four_colour``: each suit its own ink (♣ green, ♦ blue, ♥ red, ♠ black).
        ``figures``: the court figures to draw (none: every court card has a letter)."""
        self.scale = scale
        self.four_colour = four_colour
        self.size = (_px(CARD_WIDTH, scale), _px(CARD_HEIGHT, scale))
        self._fonts = fonts
        self._figures = figures or CourtFigures.none()
        self._blank = _rounded_card(self.size, scale, palette.CARD_IVORY, palette.CARD_BORDER)
        # Nothing more is drawn until it is needed: the title shows four faces, and a new
        # window size is drawn sooner. prepare() makes the rest while little moves.
        self._faces: dict[Card, pygame.Surface] = {}
        self._back: pygame.Surface | None = None
        self._shadow: pygame.Surface | None = None

    def face(self, card: Card) -> pygame.Surface:
        face = self._faces.get(card)
        if face is None:
            face = self._faces[card] = self._draw_face(card)
        return face

    def prepare(self) -> bool:
        """Make one piece of art not made yet; return whether any are left to make.

        First the back and the shadow (every table frame shows them), then the court faces
        (their SVG figures take a few ms each, more on a big window: made when first shown,
        they would hold up that frame), then the other faces (a fraction of a ms each).
        """
        if self._back is None:
            self.back()
        elif self._shadow is None:
            self.shadow()
        elif waiting := self._waiting_faces():
            self.face(waiting[0])
        return self.pending > 0

    @property
    def pending(self) -> int:
        """How many pieces of art (faces, back, shadow) are not made yet."""
        return len(self._waiting_faces()) + (self._back is None) + (self._shadow is None)

    @property
    def pending_courts(self) -> int:
        """How many court faces are not made yet."""
        return sum(card not in self._faces for card in COURTS)

    def _waiting_faces(self) -> list[Card]:
        return [card for card in _PREPARED_ORDER if card not in self._faces]

    def back(self) -> pygame.Surface:
        if self._back is None:
            self._back = _draw_back(self.size, self.scale)
        return self._back

    def shadow(self) -> pygame.Surface:
        """A soft translucent card-shaped shadow, SHADOW_MARGIN larger than a card all round."""
        if self._shadow is None:
            self._shadow = _draw_shadow(self.size, self.scale)
        return self._shadow

    def _px(self, logical: float) -> int:
        return _px(logical, self.scale)

    def _font(self, logical_size: float, bold: bool = False) -> pygame.font.Font:
        return self._fonts.get(self._px(logical_size), bold)

    def _draw_face(self, card: Card) -> pygame.Surface:
        surface = self._blank.copy()
        if self.four_colour:
            ink = palette.FOUR_COLOUR_INK[card.suit]
        else:
            ink = palette.SUIT_RED if card.is_red else palette.SUIT_BLACK
        if not is_court(card):
            size = _ACE_SIZE if card.rank == 14 else _PIP_SIZE
            glyph = _tight(self._font(size), card.symbol, ink)
            surface.blit(glyph, glyph.get_rect(center=surface.get_rect().center))
        elif figure := self._figures.figure(card, self._px(FIGURE_HEIGHT)):
            self._draw_figure(surface, figure, ink)
        else:
            self._draw_court(surface, card, ink)
        corner = self._corner_index(card, ink)
        surface.blit(corner, (0, 0))
        surface.blit(pygame.transform.rotate(corner, 180), (0, 0))
        return surface

    def _corner_index(self, card: Card, ink: Color) -> pygame.Surface:
        """Rank over suit in the top-left of a card-sized transparent layer."""
        layer = pygame.Surface(self.size, pygame.SRCALPHA)
        rank = self._index_rank(card.rank_name, ink)
        centre_x = self._px(_INDEX_CENTRE_X)
        rank_rect = rank.get_rect(midtop=(centre_x, self._px(_INDEX_TOP)))
        layer.blit(rank, rank_rect)
        suit = _tight(self._font(_INDEX_SUIT_SIZE), card.symbol, ink)
        gap = self._px(_INDEX_GAP)
        layer.blit(suit, suit.get_rect(midtop=(centre_x, rank_rect.bottom + gap)))
        return layer

    def _index_rank(self, text: str, ink: Color) -> pygame.Surface:
        """The corner rank, drawn at twice its size and scaled down to the corner's height.

        "10" is also squeezed to _TEN_WIDTH: at its natural width it runs off the card.
        """
        big = _tight(self._font(2 * _INDEX_RANK_SIZE, bold=True), text, ink)
        height = round(big.get_height() / 2)
        width = self._px(_TEN_WIDTH) if len(text) > 1 else round(big.get_width() / 2)
        return pygame.transform.smoothscale(big, (width, height))

    def _draw_figure(self, surface: pygame.Surface, figure: pygame.Surface, ink: Color) -> None:
        """A court figure in its frame, the frame cut back round both corner indices."""
        card = surface.get_rect()
        line = self._px(FRAME_LINE)
        place = figure.get_rect(midtop=(card.centerx, self._px(FIGURE_TOP)))
        surface.blit(figure, place)
        frame = place.inflate(2 * line, 2 * line)
        pygame.draw.rect(surface, ink, frame, width=line)
        notch = pygame.Rect((0, 0), (self._px(COURT_NOTCH[0]), self._px(COURT_NOTCH[1])))
        top_left = notch.clip(frame)
        bottom_right = notch.move(card.w - notch.w, card.h - notch.h).clip(frame)
        for cut in (top_left, bottom_right):
            surface.fill(palette.CARD_IVORY, cut)
        # The cuts' inner edges carry the frame line on round them.
        for edge in (
            (top_left.right - line, top_left.top, line, top_left.height),
            (top_left.left, top_left.bottom - line, top_left.width, line),
            (bottom_right.left, bottom_right.top, line, bottom_right.height),
            (bottom_right.left, bottom_right.top, bottom_right.width, line),
        ):
            surface.fill(ink, edge)

    def _draw_court(self, surface: pygame.Surface, card: Card, ink: Color) -> None:
        """The letter design: the rank and suit large in a tinted panel."""
        x, y, width, height = (self._px(v) for v in _COURT_PANEL)
        panel = pygame.Rect(x, y, width, height)
        fill = palette.COURT_PANEL_RED if card.is_red else palette.COURT_PANEL_BLACK
        pygame.draw.rect(surface, fill, panel, border_radius=self._px(4))
        pygame.draw.rect(surface, ink, panel, width=self._px(2), border_radius=self._px(4))
        inner = panel.inflate(-self._px(6), -self._px(6))
        pygame.draw.rect(surface, ink, inner, width=self._px(1), border_radius=self._px(2))
        letter = _tight(self._font(_COURT_LETTER_SIZE, bold=True), card.rank_name, ink)
        suit = _tight(self._font(_COURT_SUIT_SIZE), card.symbol, ink)
        gap = self._px(8)
        top = panel.centery - (letter.get_height() + gap + suit.get_height()) // 2
        letter_rect = letter.get_rect(midtop=(panel.centerx, top))
        surface.blit(letter, letter_rect)
        surface.blit(suit, suit.get_rect(midtop=(panel.centerx, letter_rect.bottom + gap)))
        small = _tight(self._font(_COURT_CORNER_SUIT_SIZE), card.symbol, ink)
        inset = self._px(6)
        surface.blit(small, small.get_rect(midtop=(inner.centerx, inner.top + inset)))
        surface.blit(small, small.get_rect(midbottom=(inner.centerx, inner.bottom - inset)))


def _px(logical: float, scale: float) -> int:
    return max(1, round(logical * scale))


def _tight(font: pygame.font.Font, text: str, ink: Color) -> pygame.Surface:
    """``text`` rendered and cropped to its inked pixels, so it centres on the glyph itself."""
    rendered = font.render(text, True, ink)
    return rendered.subsurface(rendered.get_bounding_rect()).copy()


def _supersample(scale: float) -> int:
    """How many times larger to draw outlines so that a logical pixel gets ~4 samples a side."""
    return min(_SUPERSAMPLE_MOST, max(1, round(_SUPERSAMPLE_PIXELS / scale)))


def _rounded_card(size: tuple[int, int], scale: float, fill: Color, edge: Color) -> pygame.Surface:
    """A card-sized rounded rectangle with a one-logical-pixel edge, anti-aliased."""
    s = _supersample(scale)
    return _shrink(_big_card(size, scale, s, fill, edge), size)


def _shrink(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """``big`` smoothscaled to ``size``, with the card's inside made exactly opaque.

    Smoothscale's rounding leaves alpha at 253-254 inside when it shrinks by an odd factor,
    which would let the felt show faintly through every card.
    """
    small = pygame.transform.smoothscale(big, size)
    inside = pygame.mask.from_surface(small, threshold=_OPAQUE_ENOUGH)
    solid = inside.to_surface(setcolor=(0, 0, 0, 255), unsetcolor=(0, 0, 0, 0))
    small.blit(solid, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return small


def _big_card(
    size: tuple[int, int], scale: float, s: int, fill: Color, edge: Color
) -> pygame.Surface:
    big = pygame.Surface((size[0] * s, size[1] * s), pygame.SRCALPHA)
    # Transparent pixels carry the edge colour so scaling does not pull in a dark fringe.
    big.fill((*edge, 0))
    radius = round(CARD_RADIUS * scale * s)
    border = max(1, round(scale * s))
    pygame.draw.rect(big, edge, big.get_rect(), border_radius=radius)
    pygame.draw.rect(
        big, fill, big.get_rect().inflate(-2 * border, -2 * border), border_radius=radius - border
    )
    return big


def _draw_back(size: tuple[int, int], scale: float) -> pygame.Surface:
    s = _supersample(scale)
    k = scale * s  # big pixels per logical pixel

    def big_px(logical: float) -> int:
        return max(1, round(logical * k))

    big = _big_card(size, scale, s, palette.BACK_BLUE, palette.BACK_EDGE)
    inset = big_px(_BACK_BORDER_INSET)
    border = big.get_rect().inflate(-2 * inset, -2 * inset)
    field = border.inflate(-big_px(6), -big_px(6))
    big.set_clip(field)
    step = big_px(10)
    line = big_px(1)
    # Diagonal lattice: lines at +45° and -45°, one step apart, so they cross in diamonds.
    span = field.width + field.height
    for offset in range(-(span // step + 1) * step, span, step):
        x = field.left + offset
        pygame.draw.line(
            big, palette.BACK_LATTICE, (x, field.top), (x + span, field.top + span), line
        )
        pygame.draw.line(
            big, palette.BACK_LATTICE, (x, field.bottom), (x + span, field.bottom - span), line
        )
    # A dot in the middle of every diamond: where x - y and x + y sit half a step
    # between the constants of the two line families.
    down_base = field.left - field.top + step // 2
    up_base = field.left + field.bottom + step // 2
    for i in range(-span // step - 1, span // step + 1):
        for j in range(-span // step - 1, span // step + 1):
            a, b = down_base + i * step, up_base + j * step
            centre = ((a + b) // 2, (b - a) // 2)
            if field.collidepoint(centre):
                pygame.draw.circle(big, palette.BACK_DOT, centre, line)
    big.set_clip(None)
    # Centre medallion: a white-rimmed diamond over the lattice.
    cx, cy = big.get_rect().center
    half_w, half_h = big_px(22), big_px(30)
    diamond = [(cx, cy - half_h), (cx + half_w, cy), (cx, cy + half_h), (cx - half_w, cy)]
    pygame.draw.polygon(big, palette.BACK_BLUE, diamond)
    pygame.draw.polygon(big, palette.BACK_INNER_BORDER, diamond, big_px(2))
    inner = [
        (cx, cy - half_h // 2),
        (cx + half_w // 2, cy),
        (cx, cy + half_h // 2),
        (cx - half_w // 2, cy),
    ]
    pygame.draw.polygon(big, palette.BACK_DOT, inner)
    pygame.draw.rect(
        big, palette.BACK_INNER_BORDER, border, width=big_px(2), border_radius=big_px(4)
    )
    return _shrink(big, size)


def _draw_shadow(size: tuple[int, int], scale: float) -> pygame.Surface:
    margin = _px(SHADOW_MARGIN, scale)
    outer = (size[0] + 2 * margin, size[1] + 2 * margin)
    sharp = pygame.Surface(outer, pygame.SRCALPHA)
    card = pygame.Rect((margin, margin), size)
    pygame.draw.rect(sharp, palette.SHADOW, card, border_radius=_px(CARD_RADIUS, scale))
    # Scaling down and back up is a cheap blur of about SHADOW_MARGIN / 2 logical pixels.
    blur = max(2, round(4 * scale))
    small = pygame.transform.smoothscale(sharp, (outer[0] // blur, outer[1] // blur))
    return pygame.transform.smoothscale(small, outer)
