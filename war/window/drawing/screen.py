"""What scenes draw on: the window's pixels, addressed in logical positions, with art made
for the window's size.

A ``Screen`` belongs to one window size. It holds the letterbox for that size and everything
drawn at it (card art, felt, text renderings, images a scene keeps), so drawing a frame only
blits. A resize makes a new Screen: frames are not scaled to the window (except for the
moment a dragged size takes to settle; see app.py).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

import pygame

from war.core.cards import SUIT_SYMBOLS
from war.store.settings import CARD_BACKS, TABLE_COLOURS, Settings
from war.window.drawing import palette
from war.window.drawing.art import CardArt
from war.window.drawing.cache import SurfaceCache
from war.window.drawing.felt import felt
from war.window.drawing.figures import CourtFigures
from war.window.drawing.fonts import Fonts
from war.window.drawing.text import Ink, Text
from war.window.layout.letterbox import MOST_DRAWN_PIXELS, Letterbox
from war.window.layout.units import LARGE_TEXT, MIN_TEXT_PIXELS, Rect, text_pixels

T = TypeVar("T")

TEXT_SHADOW_OFFSET = (1, 2)  # logical pixels, down and to the right
PLATE_OPACITY = 120  # of 255: the dark plate behind text that may lie over cards
PLATE_OPACITY_HIGH_CONTRAST = 210
PLATE_PADDING = (12, 4)  # logical pixels round the text, each side
PLATE_RADIUS = 12
LARGE_ALREADY = (
    48  # large text sets words up to this size: a name, a banner, a headline is large already
)
# Colours of words that high contrast turns pure white.
_PALE_INKS = {palette.TEXT, palette.TEXT_DIM, palette.BUTTON_TEXT}
_SHAPES_PIXELS = 4_000_000  # shapes kept for reuse (text plates, button faces), in pixels
_PLATE_WIDTH_STEP = 8  # plates are made in widths of this many pixels, so few are made


@dataclass(frozen=True)
class Look:
    """How the player likes things drawn (from the settings): each changes what a Screen
    makes, so a new look is a new Screen."""

    four_colour: bool = False  # each suit its own ink, on the cards and in the words
    high_contrast: bool = False  # a darker felt, pure white words, stronger outlines
    large_text: bool = False  # every word LARGE_TEXT times as large (up to LARGE_ALREADY)
    # The language the words are in: what a screen keeps laid out (the rules page) holds
    # words, so another language is another screen.
    language: str = "en"
    card_back: str = CARD_BACKS[0]  # the pattern on every card's back
    table_colour: str = TABLE_COLOURS[0]  # the felt's colour (high contrast darkens it)

    @classmethod
    def of(cls, settings: Settings, language: str = "en") -> Look:
        """The look the player's settings ask for, with words in ``language``."""
        return cls(
            four_colour=settings.four_colour_deck,
            high_contrast=settings.high_contrast,
            large_text=settings.large_text,
            language=language,
            card_back=settings.card_back,
            table_colour=settings.table_colour,
        )

    @property
    def text_scale(self) -> float:
        return LARGE_TEXT if self.large_text else 1.0

    def text_size(self, size: float) -> float:
        """The size to set words designed ``size`` tall: large text makes them larger, but
        never past LARGE_ALREADY, and leaves words designed that large as they are (WAR on
        the title would cover its cards, WAR! overflow its ribbon)."""
        if size >= LARGE_ALREADY:
            return size
        return min(size * self.text_scale, LARGE_ALREADY)

    def ink(self, color: Ink) -> Ink:
        """The colour to draw words meant in ``color``: pure white in high contrast."""
        if self.high_contrast and tuple(color[:3]) in _PALE_INKS:
            return palette.WHITE
        return color


class Screen:
    """The window at one size: a letterbox, art at that size, and drawing in logical units.

    ``target`` is the surface frames are drawn on: the window's (the app sets it again
    each frame), or a surface of the window's size made here when none is given (tests).
    Every text reaches the window through ``put_text`` or ``put_image``, which say what
    words each image shows.
    """

    def __init__(
        self,
        window_size: tuple[int, int],
        fonts: Fonts,
        *,
        target: pygame.Surface | None = None,
        grain: bool = True,
        look: Look = Look(),
        figures: CourtFigures | None = None,
    ) -> None:
        self.size = (max(1, window_size[0]), max(1, window_size[1]))
        self.box = Letterbox(self.size)
        self.scale = self.box.scale
        self.look = look
        self.fonts = fonts
        self.texts = Text(fonts)
        self._figures = figures
        self.cards = self._card_art(self.scale)
        table = felt(
            felt_size(self.size), grain=grain, dark=look.high_contrast, table=look.table_colour
        )
        if target is not None and not _same_format(table, target):
            table = table.convert(target)  # else a copy for nothing: 2 ms at start-up
        self.felt = table
        self.target = target if target is not None else pygame.Surface(self.size)
        self._kept: dict[Any, Any] = {}
        self._shapes = SurfaceCache(_SHAPES_PIXELS)

    def _card_art(self, scale: float) -> CardArt:
        look = self.look
        return CardArt(
            self.fonts,
            scale,
            four_colour=look.four_colour,
            figures=self._figures,
            back=look.card_back,
        )

    @property
    def frame_size(self) -> tuple[int, int]:
        """The logical size of the window's frame (frame.py): what a scene lays out in."""
        return self.box.logical_size

    @contextmanager
    def placed(self, origin: tuple[float, float], zoom: float = 1.0) -> Iterator[None]:
        """Drawing meanwhile puts logical (0, 0) at ``origin`` of the frame, each logical
        pixel ``zoom`` times as large: a scene laid out for the 1280x720 design, centred in
        a larger frame, or made smaller to fit a narrower (portrait) one. Its cards are drawn
        at its own scale."""
        whole, scale, cards = self.box, self.scale, self.cards
        self.box = whole.placed(origin, zoom)
        self.scale = self.box.scale
        if zoom != 1.0:
            self.cards = self.keep(("cards at", zoom), lambda: self._card_art(self.scale))
        try:
            yield
        finally:
            self.box, self.scale, self.cards = whole, scale, cards

    # -- from logical to window pixels -------------------------------------------------------

    def point(self, x: float, y: float) -> tuple[int, int]:
        return self.box.to_window(x, y)

    def rect(self, rect: Rect | pygame.Rect) -> pygame.Rect:
        return pygame.Rect(self.box.rect_to_window(tuple(rect)))  # type: ignore[arg-type]

    def length(self, logical: float) -> int:
        return self.box.length(logical)

    def logical_y(self, row: float) -> float:
        """The logical height of window pixel row ``row`` (a row a view has placed)."""
        _, top, _, height = self.box.rect
        box = self.box
        return ((row - top) * box.logical_size[1] / height - box.origin[1]) / box.zoom

    def text_pixels(self, size: float) -> int:
        """The pixel height to set text designed ``size`` logical pixels tall (large text
        makes it larger)."""
        return text_pixels(self.look.text_size(size), self.scale)

    def readable(self, size: float) -> bool:
        """Whether text designed ``size`` tall is large enough to read at its scaled size."""
        return round(self.look.text_size(size) * self.scale) >= MIN_TEXT_PIXELS

    def text_width(self, words: str, size: float, *, bold: bool = False) -> float:
        """How wide ``words`` designed ``size`` tall are as this screen sets them, in logical
        pixels."""
        return self.texts.width(words, self.text_pixels(size), bold=bold) / self.scale

    def keep(self, key: Any, build: Callable[[], T]) -> T:
        """An image (or anything) made once for this size: built by ``build`` on first use."""
        if key not in self._kept:
            self._kept[key] = build()
        return self._kept[key]

    def shape(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """An image drawn once and blitted after (a text plate, a button's face), kept under
        ``key`` with others up to a budget of pixels, the least recently used dropped first."""
        return self._shapes.get(key, make)

    # -- drawing -------------------------------------------------------------------------------

    def clear(self) -> None:
        """The felt over the whole window, margins included."""
        if self.felt.get_size() == self.size:
            self.target.blit(self.felt, (0, 0))
        else:  # a window past MOST_DRAWN_PIXELS: its felt made smaller, scaled as it is laid
            pygame.transform.scale(self.felt, self.size, self.target)

    def blit(
        self, image: pygame.Surface, pos: tuple[float, float], anchor: str = "topleft"
    ) -> pygame.Rect:
        """``image`` (already at window size) with its ``anchor`` at the logical ``pos``."""
        rect = image.get_rect(**{anchor: self.point(*pos)})
        self.target.blit(image, rect)
        return rect

    def fill(
        self,
        color: Ink,
        rect: Rect | pygame.Rect,
        *,
        width: float = 0,
        radius: float = 0,
    ) -> pygame.Rect:
        """A rectangle, filled or (``width`` > 0) outlined, with rounded corners."""
        area = self.rect(rect)
        border = self.length(width) if width else 0
        pygame.draw.rect(
            self.target,
            color,
            area,
            width=border,
            border_radius=self.length(radius) if radius else 0,
        )
        return area

    def veil(self, opacity: int) -> None:
        """Dim the whole window, as black laid over it at ``opacity`` (of 255) would."""
        keep = 255 - opacity  # multiplying by keep/255 is blending black at opacity/255
        self.target.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)

    def text(
        self,
        words: str,
        size: float,
        pos: tuple[float, float],
        *,
        color: Ink = palette.TEXT,
        bold: bool = False,
        anchor: str = "topleft",
        shadow: bool = True,
        max_width: float | None = None,
        shrink_to: float | None = None,
        span: tuple[float, float] | None = None,
        optional: bool = False,
        plate: bool = False,
        suited: bool = False,
    ) -> pygame.Rect | None:
        """Draw ``words`` with its ``anchor`` point (a pygame.Rect attribute) at logical ``pos``.

        Text smaller than MIN_TEXT_PIXELS is drawn at that size, or not at all if
        ``optional``. Words wider than ``max_width`` (logical) are set smaller, down to
        ``shrink_to`` if given, and then elided in the middle until they fit. ``span`` is the
        logical band (left, right) the words must stay in (with their plate, if they have
        one): they are moved sideways just as far as they must, and fitted to its width if
        no ``max_width`` is given.
        ``plate`` puts a dark translucent plate behind the text, so it reads over cards.
        ``suited`` words name cards: with the four-colour deck, each suit symbol takes its
        suit's colour. Returns the window rect of the words, or None when nothing was drawn.
        """
        if optional and not self.readable(size):
            return None
        color = self.look.ink(color)
        pixels = self.text_pixels(size)
        if span is not None and plate:
            span = (span[0] + PLATE_PADDING[0], span[1] - PLATE_PADDING[0])  # the plate too
        if max_width is None and span is not None:
            max_width = span[1] - span[0]
        if max_width is not None:
            smallest = pixels
            if shrink_to is not None:
                smallest = min(pixels, self.text_pixels(shrink_to))
            limit = round(max_width * self.scale)
            words, pixels = self.texts.shrink_to_fit(words, pixels, smallest, limit, bold=bold)
        if suited and self.look.four_colour:
            image = self.texts.render_runs(_suit_runs(words, color), pixels, bold=bold)
        else:
            image = self.texts.render(words, pixels, color, bold=bold)
        rect = image.get_rect(**{anchor: self.point(*pos)})
        if span is not None:
            left, right = (self.point(x, 0)[0] for x in span)
            rect.right = min(rect.right, right)
            rect.left = max(rect.left, left)
        if plate:
            self._plate_at(rect.inflate(*(2 * self.length(v) for v in PLATE_PADDING)))
        if shadow:
            ink = self.texts.render(words, pixels, palette.TEXT_SHADOW, bold=bold)
            dx, dy = (max(1, round(v * self.scale)) for v in TEXT_SHADOW_OFFSET)
            self.target.blit(ink, rect.move(dx, dy))
        self.put_text(words, image, rect)
        return rect

    def put_text(self, words: str, image: pygame.Surface, rect: pygame.Rect) -> None:
        """Blit ``words`` already rendered as ``image`` at the window ``rect``."""
        self.target.blit(image, rect)

    def put_image(
        self, image: pygame.Surface, rect: pygame.Rect, texts: Sequence[tuple[str, pygame.Rect]]
    ) -> None:
        """Blit ``image`` (a typeset block: words, perhaps with cards) at the window ``rect``;
        ``texts`` are the words it shows, each where it lies in the image. Drawing needs only
        the image: the texts say what is on the screen to whoever reads it (the tests'
        RecordingScreen, and whatever may read the screen aloud)."""
        self.target.blit(image, rect)

    def plate(self, rect: Rect) -> None:
        """A dark translucent rounded plate over the logical ``rect``, for text to sit on."""
        self._plate_at(self.rect(rect))

    def _plate_at(self, area: pygame.Rect) -> None:
        step = _PLATE_WIDTH_STEP
        area = area.inflate((step - area.width % step) % step, 0)
        radius = min(area.height // 2, self.length(PLATE_RADIUS))
        opacity = PLATE_OPACITY_HIGH_CONTRAST if self.look.high_contrast else PLATE_OPACITY

        def make() -> pygame.Surface:
            plate = pygame.Surface(area.size, pygame.SRCALPHA)
            pygame.draw.rect(plate, (0, 0, 0, opacity), plate.get_rect(), border_radius=radius)
            return plate

        self.target.blit(self.shape(("plate", area.size), make), area)


def felt_size(window_size: tuple[int, int]) -> tuple[int, int]:
    """The size to make a window's felt: its own, or past MOST_DRAWN_PIXELS (gigabytes at
    20000x20000) the window's shape within them. The felt is smooth, so it scales well."""
    width, height = window_size
    if width * height <= MOST_DRAWN_PIXELS:
        return window_size
    shrink = math.sqrt(MOST_DRAWN_PIXELS / (width * height))
    return max(1, int(width * shrink)), max(1, int(height * shrink))


def _suit_runs(words: str, color: Ink) -> tuple[tuple[str, Ink], ...]:
    """``words`` cut into runs, each suit symbol in its four-colour ink for the felt."""
    runs: list[tuple[str, Ink]] = []
    plain = ""
    for char in words:
        suit = _SUIT_OF_SYMBOL.get(char)
        if suit is None:
            plain += char
            continue
        runs += [(plain, color), (char, palette.FOUR_COLOUR_ON_FELT[suit])]
        plain = ""
    runs.append((plain, color))
    return tuple(run for run in runs if run[0])


_SUIT_OF_SYMBOL = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}


def _same_format(image: pygame.Surface, target: pygame.Surface) -> bool:
    """Whether ``image`` already has ``target``'s pixel format, so blits are plain copies."""
    return (
        image.get_bitsize() == target.get_bitsize()
        and image.get_masks() == target.get_masks()
        and image.get_flags() & pygame.SRCALPHA == target.get_flags() & pygame.SRCALPHA
    )
