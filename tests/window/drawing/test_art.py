"""Tests for art.py: pixel checks on card faces, back and shadow, at several scales."""

import pygame
import pytest

from war.core.cards import Card, ordered_deck
from war.window.drawing.art import CARD_HEIGHT, CARD_WIDTH, SHADOW_MARGIN, CardArt

SCALES = [0.5, 1.0, 3.0]  # a 640x360 window, the design size, a 4K screen


@pytest.fixture(scope="module", params=SCALES, ids=lambda scale: f"x{scale}")
def art(request, fonts) -> CardArt:
    return CardArt(fonts, request.param)


def at(art: CardArt, x: float, y: float, width: float, height: float) -> pygame.Rect:
    """A rectangle given in logical pixels of a card, in the art's pixels."""
    s = art.scale
    return pygame.Rect(
        round(x * s), round(y * s), max(1, round(width * s)), max(1, round(height * s))
    )


# Ink as (centre, tolerance): a pixel counts when each of r, g, b is within the tolerance,
# and it is mostly opaque. Red: r above 150, g below 90, b below 110. Black: every channel
# below 90, so darker than the grey card border, which never counts as ink.
RED = ((203, 45, 55), (54, 46, 56))
BLACK = ((45, 45, 45), (46, 46, 46))


def count(surface: pygame.Surface, ink, rect: pygame.Rect | None = None) -> int:
    """How many mostly opaque pixels of ``surface`` (in ``rect``) are of ``ink``."""
    area = surface if rect is None else surface.subsurface(rect.clip(surface.get_rect()))
    coloured = pygame.mask.from_threshold(area, *ink)
    return coloured.overlap_area(pygame.mask.from_surface(area, 128), (0, 0))


def top_left(art: CardArt) -> pygame.Rect:
    return at(art, 0, 0, 32, 50)


def bottom_right(art: CardArt) -> pygame.Rect:
    return at(art, CARD_WIDTH - 32, CARD_HEIGHT - 50, 32, 50)


def test_face_size_and_rounded_transparent_corners(art: CardArt):
    width, height = art.size
    assert art.size == (round(CARD_WIDTH * art.scale), round(CARD_HEIGHT * art.scale))
    for card in ordered_deck():
        face = art.face(card)
        assert face.get_size() == art.size
        assert face.get_flags() & pygame.SRCALPHA
        for corner in [(0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1)]:
            assert face.get_at(corner).a == 0, (card, corner)
        assert face.get_at((width // 2, round(4 * art.scale))).a == 255
        assert face.get_at((width // 2, height // 2)).a == 255


def test_heart_has_red_index_and_spade_has_none(art: CardArt):
    heart = art.face(Card(7, "H"))
    assert count(heart, RED, top_left(art)) > 0
    assert count(heart, RED, bottom_right(art)) > 0
    spade = art.face(Card(7, "S"))
    assert count(spade, RED) == 0
    assert count(spade, BLACK, top_left(art)) > 0
    assert count(spade, BLACK, bottom_right(art)) > 0


def test_every_card_is_inked_in_its_suit_colour(art: CardArt):
    enough = 200 * art.scale**2
    for card in ordered_deck():
        face = art.face(card)
        red, black = count(face, RED), count(face, BLACK)
        if card.is_red:
            assert red > enough and black == 0, card
        else:
            assert black > enough and red == 0, card


def test_indices_are_not_clipped_at_the_card_edge(art: CardArt):
    # Ink within 3 logical px of an edge means an index ("10" especially) ran off the card.
    for card in ordered_deck():
        face = art.face(card)
        ink = RED if card.is_red else BLACK
        edges = [
            at(art, 0, 0, 3, CARD_HEIGHT),
            at(art, CARD_WIDTH - 3, 0, 3, CARD_HEIGHT),
            at(art, 0, 0, CARD_WIDTH, 3),
            at(art, 0, CARD_HEIGHT - 3, CARD_WIDTH, 3),
        ]
        for edge in edges:
            assert count(face, ink, edge) == 0, (card, edge)


def test_suit_glyphs_are_real_shapes_not_one_missing_glyph_box(art: CardArt):
    centre = at(art, 25, 40, 50, 60)

    def middle(card: Card) -> bytes:
        return pygame.image.tobytes(art.face(card).subsurface(centre), "RGBA")

    assert middle(Card(5, "H")) != middle(Card(5, "D"))
    assert middle(Card(5, "S")) != middle(Card(5, "C"))


def test_all_52_faces_are_distinct(art: CardArt):
    faces = {pygame.image.tobytes(art.face(card), "RGBA") for card in ordered_deck()}
    assert len(faces) == 52


def test_back_differs_from_every_face(art: CardArt):
    back = art.back()
    width, height = art.size
    assert back.get_size() == art.size
    assert back.get_at((0, 0)).a == 0
    assert back.get_at((width // 2, height // 2)).a == 255
    back_bytes = pygame.image.tobytes(back, "RGBA")
    for card in ordered_deck():
        assert pygame.image.tobytes(art.face(card), "RGBA") != back_bytes, card
    # Mostly blue, not ivory.
    middle = pygame.transform.average_color(back, at(art, 14, 20, 20, 30))
    assert middle[2] > middle[0] + 40


def test_shadow_is_soft_and_translucent(art: CardArt):
    shadow = art.shadow()
    margin = round(SHADOW_MARGIN * art.scale)
    size = (art.size[0] + 2 * margin, art.size[1] + 2 * margin)
    assert shadow.get_size() == size
    middle = shadow.get_at((size[0] // 2, size[1] // 2))
    assert 0 < middle.a < 255
    assert shadow.get_at((0, 0)).a < middle.a
    # Soft: alpha climbs over several pixels from the outer edge inwards.
    ramp = {shadow.get_at((x, size[1] // 2)).a for x in range(2 * margin)}
    assert len(ramp) >= 3


# -- the number cards' pips and the corner indices -------------------------------------------

INDEX = (0, 0, 25, 50)  # the top-left corner's index, rank over suit, in card units


def ink_of(card: Card) -> tuple:
    return RED if card.is_red else BLACK


def inked(art: CardArt, card: Card) -> pygame.mask.Mask:
    face = art.face(card)
    ink = pygame.mask.from_threshold(face, *ink_of(card))
    return ink.overlap_mask(pygame.mask.from_surface(face, 128), (0, 0))


def test_each_number_card_shows_its_rank_of_pips_and_the_ace_one(art: CardArt):
    """Counted on the face: the ink outside the corner indices falls in as many separate
    pips as the card's rank."""
    for card in ordered_deck():
        if card.rank > 10 and card.rank != 14:
            continue
        ink = inked(art, card)
        corner = pygame.mask.Mask(at(art, *INDEX).size, fill=True)
        ink.erase(corner, (0, 0))
        bottom_right = at(art, CARD_WIDTH - INDEX[2], CARD_HEIGHT - INDEX[3], *INDEX[2:])
        ink.erase(pygame.mask.Mask(bottom_right.size, fill=True), bottom_right.topleft)
        pips = ink.connected_components(minimum=max(4, round(20 * art.scale**2)))
        expected = 1 if card.rank == 14 else card.rank
        assert len(pips) == expected, (card, len(pips))


def test_a_number_card_turned_round_is_the_same_but_its_upright_middle_pips(art: CardArt):
    """To the pixel: each pip below the middle is drawn upside down, just where the pip
    across the card's centre lies with the card turned round; the pips on the middle row
    (and the seven's one centre pip) stand upright, so only they may differ."""
    for card in ordered_deck():
        if card.rank > 10:
            continue
        face = art.face(card)
        turned = pygame.transform.flip(face, True, True)
        same = pygame.mask.from_threshold(face, (0, 0, 0, 0), (1, 1, 1, 1), turned)
        places = art.pip_places(card)
        width, height = art.size
        paired = [rect for rect, down in places if down]
        paired += [pygame.Rect(width - r.right, height - r.bottom, *r.size) for r in paired]
        assert all(down for rect, down in places if rect.centery > height / 2 + 1), card
        unpaired = [rect for rect, _ in places if rect not in paired]
        if card.rank in (3, 5, 6, 7, 9):
            assert unpaired, card
        differ = pygame.mask.Mask(art.size, fill=True)
        differ.erase(same, (0, 0))
        for rect in unpaired:
            mirrored = pygame.Rect(width - rect.right, height - rect.bottom, *rect.size)
            for each in (rect, mirrored):
                differ.erase(pygame.mask.Mask(each.size, fill=True), each.topleft)
        assert differ.count() == 0, (card, differ.get_bounding_rects())


def test_the_corner_index_is_in_both_corners_the_lower_one_turned_round(art: CardArt):
    for card in ordered_deck():
        face = art.face(card)
        top_left = at(art, *INDEX)
        bottom_right = pygame.Rect(
            art.size[0] - top_left.right, art.size[1] - top_left.bottom, *top_left.size
        )
        turned = pygame.transform.flip(face.subsurface(bottom_right), True, True)
        assert pygame.image.tobytes(face.subsurface(top_left), "RGBA") == pygame.image.tobytes(
            turned, "RGBA"
        ), card


def runs(inked_rows: list[bool]) -> list[range]:
    """The runs of True in ``inked_rows``, as ranges of row numbers."""
    found: list[range] = []
    start = None
    for row, ink in enumerate([*inked_rows, False]):
        if ink and start is None:
            start = row
        elif not ink and start is not None:
            found.append(range(start, row))
            start = None
    return found


def test_the_corner_rank_is_large_enough_to_read_in_the_smallest_window(fonts):
    """At 640x360 the pips are small: the index says the rank, rank above suit, clear of
    the pips beside it."""
    small = CardArt(fonts, 0.5)
    corner = at(small, *INDEX)
    for card in ordered_deck():
        ink = inked(small, card)
        rows = [any(ink.get_at((x, y)) for x in range(corner.width)) for y in range(corner.height)]
        rank, suit, *pips = runs(rows)
        assert len(rank) >= 9 and len(suit) >= 6, (card, rank, suit)
        # Nothing but the index in the corner's columns down to the suit.
        beside = [ink.get_at((corner.right, y)) for y in range(rank.start, suit.stop)]
        assert not any(beside), card
