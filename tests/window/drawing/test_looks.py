"""Tests for screen.py's Look, measured on drawn pixels: the four-colour deck, high contrast,
large text, the cards' back and the table's colour."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from tests.window.helpers import RecordingScreen
from war.core.cards import Card
from war.store.settings import CARD_BACKS, TABLE_COLOURS, Settings
from war.window.drawing import palette
from war.window.drawing.screen import Look, Screen

USUAL = Look()
SIZE = (1280, 720)  # the design size: one window pixel per logical pixel
WORDS = "Deal #570 · battle 12"
WORDS_SIZE = 24


@pytest.fixture(scope="module")
def screen_for(fonts):
    """A Screen at SIZE for a look, made once per look for the module."""
    made: dict[Look, RecordingScreen] = {}

    def screen(look: Look = USUAL) -> RecordingScreen:
        if look not in made:
            made[look] = RecordingScreen(SIZE, fonts, look=look)
        made[look].clear()
        return made[look]

    return screen


def pixels(surface: pygame.Surface, rect: pygame.Rect | None = None):
    area = surface.get_rect() if rect is None else rect
    for y in range(area.top, area.bottom):
        for x in range(area.left, area.right):
            yield surface.get_at((x, y))


def ink(screen: Screen, suit: str) -> tuple[int, int, int]:
    """The colour a seven of ``suit`` is drawn in: the commonest opaque colour on its face
    after the card itself."""
    face = screen.cards.face(Card(7, suit))
    common = Counter(tuple(p[:3]) for p in pixels(face) if p.a == 255).most_common(2)
    return common[1][0]


def distance(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    return sum(abs(x - y) for x, y in zip(a, b, strict=True))


def luminance(colour: tuple[int, ...]) -> float:
    r, g, b = colour[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def words_drawn(screen: RecordingScreen, color=palette.TEXT_DIM) -> pygame.Rect:
    """Draw WORDS (no shadow) and return the window pixels its letters cover."""
    screen.text(WORDS, WORDS_SIZE, (200, 300), color=color, shadow=False)
    drawn = screen.text_drawn[-1]
    assert drawn.words == WORDS
    return drawn.ink


def test_the_four_colour_deck_gives_each_suit_its_own_ink(screen_for):
    screen = screen_for(Look(four_colour=True))
    inks = {suit: ink(screen, suit) for suit in "CDHS"}
    for first in "CDHS":
        for second in "CDHS":
            if first < second:
                assert distance(inks[first], inks[second]) > 90, (first, second, inks)


def test_the_usual_deck_keeps_two_colours(screen_for):
    screen = screen_for()
    inks = {suit: ink(screen, suit) for suit in "CDHS"}
    assert inks["D"] == inks["H"] and inks["C"] == inks["S"]
    assert distance(inks["H"], inks["S"]) > 90, inks
    four = screen_for(Look(four_colour=True))
    # The four-colour deck keeps hearts and spades as they were; only the others change.
    assert ink(four, "H") == inks["H"] and ink(four, "S") == inks["S"]


def test_high_contrast_makes_whatever_felt_darker(screen_for):
    for table in TABLE_COLOURS:
        usual = luminance(pygame.transform.average_color(screen_for(Look(table_colour=table)).felt))
        dark_look = Look(high_contrast=True, table_colour=table)
        dark = luminance(pygame.transform.average_color(screen_for(dark_look).felt))
        assert dark < 0.6 * usual, (table, dark, usual)


def test_the_settings_back_and_table_colour_are_the_looks():
    chosen = Settings(card_back="sunburst", table_colour="blue", four_colour_deck=True)
    look = Look.of(chosen, "de")
    assert (look.card_back, look.table_colour) == ("sunburst", "blue")
    assert look == Look(four_colour=True, language="de", card_back="sunburst", table_colour="blue")
    assert Look.of(Settings()) == USUAL  # a player who never chose: the first look


def test_a_screen_draws_its_looks_back_on_every_card_and_its_table_colour(screen_for):
    backs = {
        back: pygame.image.tobytes(screen_for(Look(card_back=back)).cards.back(), "RGBA")
        for back in CARD_BACKS
    }
    assert len(set(backs.values())) == len(CARD_BACKS)
    felts = {
        table: pygame.transform.average_color(screen_for(Look(table_colour=table)).felt)
        for table in TABLE_COLOURS
    }
    assert len(set(felts.values())) == len(TABLE_COLOURS)
    # A back changes the backs only, a table colour the felt only.
    tartan = screen_for(Look(card_back="tartan"))
    assert pygame.image.tobytes(tartan.felt, "RGB") == pygame.image.tobytes(
        screen_for().felt, "RGB"
    )
    assert pygame.image.tobytes(tartan.cards.face(Card(7, "H")), "RGBA") == pygame.image.tobytes(
        screen_for().cards.face(Card(7, "H")), "RGBA"
    )
    blue = screen_for(Look(table_colour="blue"))
    assert pygame.image.tobytes(blue.cards.back(), "RGBA") == backs[CARD_BACKS[0]]


def test_high_contrast_draws_dim_words_white(screen_for):
    brightest = {}
    for high in (False, True):
        screen = screen_for(Look(high_contrast=high))
        area = words_drawn(screen)
        brightest[high] = max(pixels(screen.target, area), key=luminance)
    assert luminance(brightest[True]) > luminance(brightest[False]) + 40, brightest
    assert min(brightest[True][:3]) >= 245, brightest  # white, not a paler green


def test_large_text_sets_words_a_quarter_taller(screen_for):
    usual = words_drawn(screen_for())
    large = words_drawn(screen_for(Look(large_text=True)))
    assert large.height / usual.height == pytest.approx(1.25, abs=0.08)
    assert large.width / usual.width == pytest.approx(1.25, abs=0.08)


def test_the_four_colour_deck_colours_suit_symbols_in_words(screen_for):
    """The status line's card names: each suit symbol in its own ink with four colours,
    the words' own colour otherwise."""

    def colours(look: Look, words: str) -> set[tuple[int, int, int]]:
        screen = screen_for(look)
        screen.text(words, 40, (200, 300), color=palette.TEXT, shadow=False, suited=True)
        image = screen.text_drawn[-1].image
        return {tuple(p[:3]) for p in pixels(image) if p.a == 255}

    plain = colours(Look(), "K♣ beats 7♦")
    assert len(plain) == 1, plain
    four = colours(Look(four_colour=True), "K♣ beats 7♦")
    assert plain < four and len(four) == 3, four
    assert colours(Look(four_colour=True), "K beats 7") == plain  # nothing else changes
