"""Court figures: the J, Q and K artwork shipped in assets/cards, checked once and drawn at
any pixel size.

The SVG files come unchanged from the npm package FIGURE_PACKAGE (LGPL-3.0; the figures
are Chris Aguilar's vectorized playing cards; ``tools/fetch_court_figures.py`` fetches them
again). pygame-ce draws their figure artwork but skips their corner indices (SVG ``<use>``),
so the card's frame and indices are drawn in code (art.py) and only the figure is taken
from the file: the part inside every file's frame line, FIGURE_BOX.

A file that is missing, unreadable, not an SVG or draws (almost) nothing leaves its card to
the letter design, with one line on stderr naming the file; the game never stops for it.
"""

from __future__ import annotations

import io
import re
import stat
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

import pygame

from war.core.cards import Card, ordered_deck
from war.messages import say
from war.window.drawing.assets import ASSET_DIR
from war.words import window as words
from war.words.format import percent

FIGURE_PACKAGE = "@younestouati/playing-cards-standard-deck@3.0.0"
FIGURE_DIR = Path("cards")
COURT_RANKS = (11, 12, 13)

# Each file's viewBox is 0 0 225 314, its frame line drawn by hand between x 30 and 34.5,
# 191.5 and 195, y 24 and 30, 284 and 290 (measured on all twelve). The figure is what
# lies inside the innermost of those lines, in the file's own units.
SVG_SIZE = (225.0, 314.0)
FIGURE_BOX = (34.5, 30.5, 157.0, 253.0)
FIGURE_ASPECT = FIGURE_BOX[2] / FIGURE_BOX[3]  # width over height

MOST_BYTES = 1_000_000  # the shipped files are 55-73 KB; a larger one is not a figure
# The shipped figures cover 46-71% of their box when drawn at least LEAST_JUDGED_HEIGHT
# pixels tall; a file that parses but covers less than LEAST_INK there draws next to
# nothing: it is damaged. Shorter (a window a window manager made a few pixels across) the
# shipped figures themselves can come out blank, so nothing is judged from them.
LEAST_INK = 0.25
LEAST_JUDGED_HEIGHT = 16
_SVG_ROOT = "{http://www.w3.org/2000/svg}svg"
# Each file paints its whole card white first; without it the figure lies on the card's
# own colour, as printed figures do.
_BACKGROUND = re.compile(rb'<rect width="100%" height="100%"[^>]*/>')


def is_court(card: Card) -> bool:
    return card.rank in COURT_RANKS


def figure_file(card: Card) -> Path:
    """Where ``card``'s figure lives under the asset dir: the package's own names, 11c.svg
    for the Jack of clubs to 13s.svg for the King of spades."""
    return FIGURE_DIR / f"{card.rank}{card.suit.lower()}.svg"


COURTS = [card for card in ordered_deck() if is_court(card)]  # the twelve, in deck order


def court_files() -> list[str]:
    """The twelve figure files' names."""
    return [figure_file(card).name for card in COURTS]


class CourtFigures:
    """The court figures that can be drawn, as SVG text kept in memory, and drawing them.

    ``tell`` hears one line per figure that cannot be drawn (at load, or the first time a
    damaged one is drawn); that card is left to the letter design from then on.
    """

    def __init__(
        self,
        sources: Mapping[Card, bytes] | None,
        paths: Mapping[Card, Path] | None = None,
        tell: Callable[[str], None] = say,
    ) -> None:
        """``sources`` None: the files at ``paths`` are read when a figure is first asked for."""
        self._found = dict(sources) if sources is not None else None
        self._paths = dict(paths or {})
        self._tell = tell

    @classmethod
    def none(cls) -> CourtFigures:
        """No figures: every court card in the letter design."""
        return cls({})

    @classmethod
    def load(cls, asset_dir: Path | None = None, tell: Callable[[str], None] = say) -> CourtFigures:
        """Read and check the twelve files under ``asset_dir`` (default: the game's assets)."""
        figures = cls.when_needed(asset_dir, tell)
        figures.cards()
        return figures

    @classmethod
    def when_needed(
        cls, asset_dir: Path | None = None, tell: Callable[[str], None] = say
    ) -> CourtFigures:
        """The twelve files under ``asset_dir``, read and checked (and their problems told)
        when a figure is first asked for: the window's first frame, the title's, needs none."""
        folder = asset_dir or ASSET_DIR
        return cls(None, {card: folder / figure_file(card) for card in COURTS}, tell)

    @property
    def _sources(self) -> dict[Card, bytes]:
        if self._found is None:
            self._found = {}
            if not _svg_supported():
                self._tell(words.no_svg())
                return self._found
            for card in COURTS:
                source, problem, detail = _read(self._paths[card])
                if problem:
                    self._tell(_fallback(self._paths[card], problem, card, detail))
                else:
                    self._found[card] = source
        return self._found

    def cards(self) -> Iterable[Card]:
        """The court cards with a figure (so far: one found damaged when drawn is dropped)."""
        return self._sources.keys()

    def figure(self, card: Card, height: int) -> pygame.Surface | None:
        """``card``'s figure ``height`` pixels tall (and FIGURE_ASPECT as wide), or None
        when it has none. Each call draws it anew: callers keep what they draw."""
        source = self._sources.get(card)
        if source is None:
            return None
        height = max(1, height)
        size = (max(1, round(height * FIGURE_ASPECT)), height)
        try:
            image = _render(source, size)
        except (pygame.error, ValueError, MemoryError) as error:
            self._drop(card, "cannot_draw", str(error))
            return None
        covered = pygame.mask.from_surface(image).count() / (size[0] * size[1])
        if covered < LEAST_INK and height >= LEAST_JUDGED_HEIGHT:
            self._drop(card, "draws_nothing", percent(covered))
            return None
        return image

    def _drop(self, card: Card, problem: str, detail: str) -> None:
        """Leave ``card`` to the letter design from now on, saying why once."""
        del self._sources[card]
        path = self._paths.get(card, figure_file(card))
        self._tell(_fallback(path, problem, card, detail))


def _svg_supported() -> bool:
    return hasattr(pygame.image, "load_sized_svg") and pygame.image.get_extended()


def _read(path: Path) -> tuple[bytes, str | None, str]:
    """The file's SVG text without its white card, or why it cannot be a figure: a problem
    as war/words/window.py names it, and what more it says."""
    try:
        # Only a regular file is opened: opening a pipe put there would wait for ever.
        if not stat.S_ISREG(path.stat().st_mode):
            return b"", "not_regular", ""
        with path.open("rb") as handle:
            source = handle.read(MOST_BYTES + 1)
    except FileNotFoundError:
        return b"", "missing", ""
    except OSError as error:
        return b"", "unreadable", error.strerror or str(error)
    if len(source) > MOST_BYTES:
        return b"", "too_large", words.figure_size(MOST_BYTES)
    import xml.etree.ElementTree as ElementTree  # only once a figure is asked for

    try:
        root = ElementTree.fromstring(source)
    except ElementTree.ParseError as error:
        return b"", "not_well_formed", str(error)
    if root.tag != _SVG_ROOT:
        return b"", "not_svg", ""
    return _BACKGROUND.sub(b"", source, count=1), None, ""


def _render(source: bytes, size: tuple[int, int]) -> pygame.Surface:
    """The figure box of ``source`` at ``size`` pixels: the whole file drawn at the scale
    that makes the box that size, and the box cut out."""
    k = size[1] / FIGURE_BOX[3]
    whole = (round(SVG_SIZE[0] * k), round(SVG_SIZE[1] * k))
    drawn = pygame.image.load_sized_svg(io.BytesIO(source), whole)
    box = pygame.Rect(round(FIGURE_BOX[0] * k), round(FIGURE_BOX[1] * k), *size)
    return drawn.subsurface(box.clip(drawn.get_rect())).copy()


def _fallback(path: Path, problem: str, card: Card, detail: str) -> str:
    return words.figure_fallback(problem, str(path), card.label, detail)
