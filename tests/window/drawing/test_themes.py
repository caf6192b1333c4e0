"""Tests for themes.py: the backs and table colours offered, their names and their previews."""

from __future__ import annotations

import pygame
import pytest

from war.store.settings import CARD_BACKS, TABLE_COLOURS, Settings
from war.window.drawing.themes import BACKS, TABLES, preview

SIZES = [(24, 34), (60, 40), (120, 84), (200, 280)]  # a card's shape, wider, larger


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_the_themes_are_the_settings_choices_in_their_order():
    assert [theme.id for theme in BACKS] == list(CARD_BACKS)
    assert [theme.id for theme in TABLES] == list(TABLE_COLOURS)
    assert {theme.setting for theme in BACKS} == {"card_back"}
    assert {theme.setting for theme in TABLES} == {"table_colour"}
    # What a player who never chose sees comes first.
    assert (BACKS[0].id, TABLES[0].id) == (Settings().card_back, Settings().table_colour)


def test_each_theme_has_a_name_of_its_own():
    names = [theme.name() for theme in BACKS + TABLES]
    assert len(set(names)) == len(names) and all(names), names
    assert BACKS[0].name() == "Blue lattice" and TABLES[0].name() == "Green"


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_a_preview_is_exactly_the_size_asked_for(size):
    for theme in BACKS + TABLES:
        assert preview(theme, size).get_size() == size, theme


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_every_preview_differs_from_the_others_of_its_kind(size):
    for themes in (BACKS, TABLES):
        shown = [pixels(preview(theme, size)) for theme in themes]
        assert len(set(shown)) == len(themes), (size, themes)


def test_a_back_preview_is_one_card_centred_on_clear_pixels():
    wide = preview(BACKS[0], (120, 84))  # a card 60 wide fits its height
    assert wide.get_at((0, 42)).a == 0 and wide.get_at((119, 42)).a == 0  # clear beside it
    assert wide.get_at((60, 42)).a == 255  # the card itself
    card = wide.get_bounding_rect()
    assert card.height == 84 and card.width == 60 and card.centerx == 60


def test_a_table_preview_is_its_felt_and_darker_in_high_contrast():
    for theme in TABLES:
        swatch = preview(theme, (60, 40))
        assert swatch.get_at((0, 0)).a == 255 and swatch.get_at((59, 39)).a == 255
        usual = sum(pygame.transform.average_color(swatch)[:3])
        dark = sum(pygame.transform.average_color(preview(theme, (60, 40), high_contrast=True))[:3])
        assert dark < 0.6 * usual, theme
