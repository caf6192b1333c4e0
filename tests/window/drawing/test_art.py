"""Tests for art.py: pixel checks on card faces, back, shadow and felt."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from war.core.cards import Card, ordered_deck
from war.window.assets import Fonts
from war.window.drawing.art import CARD_HEIGHT, CARD_WIDTH, SHADOW_MARGIN, CardArt, felt

TABLE = (1280, 720)


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield
    pygame.quit()


@pytest.fixture(scope="module")
def art() -> CardArt:
    return CardArt(Fonts())


def is_red(color: pygame.Color) -> bool:
    return color.a > 128 and color.r > 150 and color.g < 90 and color.b < 110


def is_black_ink(color: pygame.Color) -> bool:
    # Darker than the grey card border, so the border never counts as ink.
    return color.a > 128 and max(color.r, color.g, color.b) < 90


def pixels(surface: pygame.Surface, rect: pygame.Rect):
    for y in range(rect.top, rect.bottom):
        for x in range(rect.left, rect.right):
            yield surface.get_at((x, y))


def brightness(surface: pygame.Surface, rect: pygame.Rect) -> float:
    values = [c.r + c.g + c.b for c in pixels(surface, rect)]
    return sum(values) / len(values)


TOP_LEFT = pygame.Rect(0, 0, 32, 50)
BOTTOM_RIGHT = pygame.Rect(CARD_WIDTH - 32, CARD_HEIGHT - 50, 32, 50)


def test_face_size_and_rounded_transparent_corners(art: CardArt):
    for card in ordered_deck():
        face = art.face(card)
        assert face.get_size() == (CARD_WIDTH, CARD_HEIGHT)
        assert face.get_flags() & pygame.SRCALPHA
        for corner in [(0, 0), (CARD_WIDTH - 1, 0), (0, CARD_HEIGHT - 1)]:
            assert face.get_at(corner).a == 0, (card, corner)
        assert face.get_at((CARD_WIDTH - 1, CARD_HEIGHT - 1)).a == 0
        assert face.get_at((CARD_WIDTH // 2, 4)).a == 255
        assert face.get_at((CARD_WIDTH // 2, CARD_HEIGHT // 2)).a == 255


def test_heart_has_red_index_and_spade_has_none(art: CardArt):
    heart = art.face(Card(7, "H"))
    assert any(is_red(c) for c in pixels(heart, TOP_LEFT))
    assert any(is_red(c) for c in pixels(heart, BOTTOM_RIGHT))
    spade = art.face(Card(7, "S"))
    assert not any(is_red(c) for c in pixels(spade, spade.get_rect()))
    assert any(is_black_ink(c) for c in pixels(spade, TOP_LEFT))
    assert any(is_black_ink(c) for c in pixels(spade, BOTTOM_RIGHT))


def test_every_card_is_inked_in_its_suit_colour(art: CardArt):
    for card in ordered_deck():
        face = art.face(card)
        red = sum(is_red(c) for c in pixels(face, face.get_rect()))
        black = sum(is_black_ink(c) for c in pixels(face, face.get_rect()))
        if card.is_red:
            assert red > 200 and black == 0, card
        else:
            assert black > 200 and red == 0, card


def test_indices_are_not_clipped_at_the_card_edge(art: CardArt):
    # Ink within 3 px of an edge means an index ("10" especially) ran off the card.
    for card in ordered_deck():
        face = art.face(card)
        ink = is_red if card.is_red else is_black_ink
        edges = [
            pygame.Rect(0, 0, 3, CARD_HEIGHT),
            pygame.Rect(CARD_WIDTH - 3, 0, 3, CARD_HEIGHT),
            pygame.Rect(0, 0, CARD_WIDTH, 3),
            pygame.Rect(0, CARD_HEIGHT - 3, CARD_WIDTH, 3),
        ]
        for edge in edges:
            assert not any(ink(c) for c in pixels(face, edge)), (card, edge)


def test_suit_glyphs_are_real_shapes_not_one_missing_glyph_box(art: CardArt):
    centre = pygame.Rect(25, 40, 50, 60)

    def middle(card: Card) -> bytes:
        return pygame.image.tobytes(art.face(card).subsurface(centre), "RGBA")

    assert middle(Card(5, "H")) != middle(Card(5, "D"))
    assert middle(Card(5, "S")) != middle(Card(5, "C"))


def test_all_52_faces_are_distinct(art: CardArt):
    faces = {pygame.image.tobytes(art.face(card), "RGBA") for card in ordered_deck()}
    assert len(faces) == 52


def test_back_differs_from_every_face(art: CardArt):
    back = art.back()
    assert back.get_size() == (CARD_WIDTH, CARD_HEIGHT)
    assert back.get_at((0, 0)).a == 0
    assert back.get_at((CARD_WIDTH // 2, CARD_HEIGHT // 2)).a == 255
    back_bytes = pygame.image.tobytes(back, "RGBA")
    for card in ordered_deck():
        assert pygame.image.tobytes(art.face(card), "RGBA") != back_bytes, card
    # Mostly blue, not ivory.
    middle = back.get_at((20, 30))
    assert middle.b > middle.r


def test_surfaces_are_cached(art: CardArt):
    card = Card(14, "S")
    assert art.face(card) is art.face(card)
    assert art.back() is art.back()
    assert art.shadow() is art.shadow()


def test_shadow_is_soft_and_translucent(art: CardArt):
    shadow = art.shadow()
    size = (CARD_WIDTH + 2 * SHADOW_MARGIN, CARD_HEIGHT + 2 * SHADOW_MARGIN)
    assert shadow.get_size() == size
    middle = shadow.get_at((size[0] // 2, size[1] // 2))
    assert 0 < middle.a < 255
    assert shadow.get_at((0, 0)).a < middle.a
    # Soft: alpha climbs over several pixels from the outer edge inwards.
    ramp = {shadow.get_at((x, size[1] // 2)).a for x in range(2 * SHADOW_MARGIN)}
    assert len(ramp) >= 4


def test_felt_size_and_vignette():
    table = felt(TABLE)
    assert table.get_size() == TABLE
    centre = brightness(table, pygame.Rect(620, 340, 40, 40))
    corner = brightness(table, pygame.Rect(0, 0, 40, 40))
    assert centre > corner + 30
    middle = table.get_at((640, 360))
    assert middle.g > middle.r and middle.g > middle.b  # green


def test_felt_is_deterministic_and_seeded():
    first = pygame.image.tobytes(felt(TABLE), "RGB")
    assert pygame.image.tobytes(felt(TABLE), "RGB") == first
    assert pygame.image.tobytes(felt(TABLE, seed=2), "RGB") != first


def test_felt_has_grain():
    table = felt(TABLE)
    row = {tuple(table.get_at((x, 360))) for x in range(600, 680)}
    assert len(row) > 5
