"""Card art at any pixel size: the 52 faces, the back, the shadow under a card.

The design is in logical pixels (a card is 100×140); ``CardArt(fonts, scale)`` draws it at
``scale`` window pixels per logical pixel, so the cards are sharp at every window size.
Everything is drawn in code except the court figures, which come from SVG files
(figures.py) drawn at the card's size; a court card without its figure has a letter. The
number cards' pips lie where pips.py says; the backs are backs.py's.
"""

from __future__ import annotations

import pygame

from war.core.cards import Card, ordered_deck
from war.store.settings import CARD_BACKS
from war.window.drawing import palette
from war.window.drawing.backs import draw_back
from war.window.drawing.card_shape import CARD_RADIUS, px, rounded_card
from war.window.drawing.figures import COURTS, CourtFigures, is_court
from war.window.drawing.fonts import Fonts
from war.window.drawing.palette import Color
from war.window.drawing.pips import PIPS, Pip, pip_height
from war.window.layout.units import CARD_HEIGHT, CARD_WIDTH

__all__ = ["CARD_HEIGHT", "CARD_RADIUS", "CARD_WIDTH", "CardArt"]

# How far the shadow surface reaches past the card on every side, in logical pixels:
# blit it at (card_x - SHADOW_MARGIN + dx, card_y - SHADOW_MARGIN + dy).
SHADOW_MARGIN = 6
SHADOW_OFFSET = (3, 5)  # the light comes from the top left

_INDEX_RANK_SIZE = 26
_INDEX_SUIT_SIZE = 20
_INDEX_CENTRE_X = 13.5  # from the card's left edge
_TEN_WIDTH = 20  # "10" squeezed to this, to stay clear of the pips beside it
_TEN_GAP = 1  # between its digits
_INDEX_TOP = 7
_INDEX_GAP = 4
# A suit sign's inked height is this share of the font's size (DejaVu Sans, all four).
_SUIT_INK_SHARE = 0.73
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
        back: str = CARD_BACKS[0],
    ) -> None:
        """``four_colour``: each suit its own ink (♣ green, ♦ blue, ♥ red, ♠ black).
        ``figures``: the court figures to draw (none: every court card has a letter).
        ``back``: the design on the backs (one of CARD_BACKS)."""
        self.scale = scale
        self.four_colour = four_colour
        self.back_design = back
        self.size = (px(CARD_WIDTH, scale), px(CARD_HEIGHT, scale))
        self._fonts = fonts
        self._figures = figures or CourtFigures.none()
        self._blank = rounded_card(self.size, scale, palette.CARD_IVORY, palette.CARD_BORDER)
        self._pips: dict[tuple[str, Color, int], pygame.Surface] = {}
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
            self._back = draw_back(self.back_design, self.size, self.scale)
        return self._back

    def shadow(self) -> pygame.Surface:
        """A soft translucent card-shaped shadow, SHADOW_MARGIN larger than a card all round."""
        if self._shadow is None:
            self._shadow = _draw_shadow(self.size, self.scale)
        return self._shadow

    def _px(self, logical: float) -> int:
        return px(logical, self.scale)

    def _font(self, logical_size: float, bold: bool = False) -> pygame.font.Font:
        return self._fonts.get(self._px(logical_size), bold)

    def _draw_face(self, card: Card) -> pygame.Surface:
        surface = self._blank.copy()
        if self.four_colour:
            ink = palette.FOUR_COLOUR_INK[card.suit]
        else:
            ink = palette.SUIT_RED if card.is_red else palette.SUIT_BLACK
        if not is_court(card):
            self._draw_pips(surface, card, ink)
        elif figure := self._figures.figure(card, self._px(FIGURE_HEIGHT)):
            self._draw_figure(surface, figure, ink)
        else:
            self._draw_court(surface, card, ink)
        corner = self._corner_index(card, ink)
        surface.blit(corner, (0, 0))
        surface.blit(pygame.transform.rotate(corner, 180), (0, 0))
        return surface

    def pip_places(self, card: Card) -> list[tuple[pygame.Rect, bool]]:
        """Where a number card's (or an ace's) pips are drawn on its face, in its pixels, and
        whether each is turned upside down.

        A turned pip lies exactly where its upright partner across the card's centre would,
        turned round with the card, so the lower half is the upper half turned, to the pixel.
        """
        width, height = self._pip(card.symbol, palette.SUIT_BLACK, card.rank).get_size()
        places = []
        for pip in PIPS[card.rank]:
            upright = pip if not pip.turned else Pip(CARD_WIDTH - pip.x, CARD_HEIGHT - pip.y)
            rect = pygame.Rect(0, 0, width, height)
            rect.center = (round(upright.x * self.scale), round(upright.y * self.scale))
            if pip.turned:
                rect.bottomright = (self.size[0] - rect.left, self.size[1] - rect.top)
            places.append((rect, pip.turned))
        return places

    def _draw_pips(self, surface: pygame.Surface, card: Card, ink: Color) -> None:
        glyph = self._pip(card.symbol, ink, card.rank)
        turned = pygame.transform.flip(glyph, True, True)  # a half turn, to the pixel
        for rect, down in self.pip_places(card):
            surface.blit(turned if down else glyph, rect)

    def _pip(self, symbol: str, ink: Color, rank: int) -> pygame.Surface:
        """The suit sign ``symbol`` as rank ``rank``'s pips are drawn, cropped to its ink."""
        height = self._px(pip_height(rank))
        key = (symbol, ink, height)
        if key not in self._pips:
            font = self._fonts.get(max(1, round(height / _SUIT_INK_SHARE)))
            self._pips[key] = _tight(font, symbol, ink)
        return self._pips[key]

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
        """The corner rank, set at the corner's size (hinted, so it is crisp when small).

        "10" is drawn at twice its size, its digits close together, and scaled down to the
        corner's height and _TEN_WIDTH: at its natural width it would reach the pips.
        """
        if len(text) == 1:
            return _tight(self._font(_INDEX_RANK_SIZE, bold=True), text, ink)
        font = self._font(2 * _INDEX_RANK_SIZE, bold=True)
        digits = [_tight(font, digit, ink) for digit in text]
        gap = self._px(2 * _TEN_GAP)
        height = max(digit.get_height() for digit in digits)
        big = pygame.Surface((sum(d.get_width() for d in digits) + gap, height), pygame.SRCALPHA)
        big.blit(digits[0], (0, height - digits[0].get_height()))
        big.blit(digits[1], (digits[0].get_width() + gap, height - digits[1].get_height()))
        return pygame.transform.smoothscale(big, (self._px(_TEN_WIDTH), round(height / 2)))

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


def _tight(font: pygame.font.Font, text: str, ink: Color) -> pygame.Surface:
    """``text`` rendered and cropped to its inked pixels, so it centres on the glyph itself."""
    rendered = font.render(text, True, ink)
    return rendered.subsurface(rendered.get_bounding_rect()).copy()


def _draw_shadow(size: tuple[int, int], scale: float) -> pygame.Surface:
    margin = px(SHADOW_MARGIN, scale)
    outer = (size[0] + 2 * margin, size[1] + 2 * margin)
    sharp = pygame.Surface(outer, pygame.SRCALPHA)
    card = pygame.Rect((margin, margin), size)
    pygame.draw.rect(sharp, palette.SHADOW, card, border_radius=px(CARD_RADIUS, scale))
    # Scaling down and back up is a cheap blur of about SHADOW_MARGIN / 2 logical pixels.
    blur = max(2, round(4 * scale))
    small = pygame.transform.smoothscale(sharp, (outer[0] // blur, outer[1] // blur))
    return pygame.transform.smoothscale(small, outer)
