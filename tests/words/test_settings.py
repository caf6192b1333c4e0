"""Tests for war/words/settings.py: what each setting is called and what it does."""

from __future__ import annotations

from dataclasses import fields

from war.store import settings as store
from war.words import table_rules
from war.words.settings import CARD_BACKS, NAMES, TABLE_COLOURS, help_line

KEYS = {"mute": "M", "down": "−", "up": "+", "fullscreen": "F11"}


def test_the_sound_setting_says_what_is_heard_and_the_key_that_turns_it_off_or_on() -> None:
    assert help_line("sound", **KEYS) == (
        "Hear the cards, the wars and the end of each round. M turns sound off or on anywhere."
    )


def test_every_back_and_table_colour_offered_has_a_name_of_its_own() -> None:
    assert list(CARD_BACKS) == list(store.CARD_BACKS)
    assert list(TABLE_COLOURS) == list(store.TABLE_COLOURS)
    for names in (CARD_BACKS, TABLE_COLOURS):
        said = [name() for name in names.values()]
        assert len(set(said)) == len(said) and all(said), said


def test_every_setting_has_a_name_and_says_what_it_does() -> None:
    elsewhere = (*store.KEPT, *store.TABLE_RULES)
    chosen = [each for each in fields(store.Settings) if each.name not in elsewhere]
    assert len(chosen) == len(fields(store.Settings)) - len(elsewhere)
    for each in chosen:
        assert NAMES[each.name](), each.name
        assert help_line(each.name, **KEYS), each.name
    # The table rules are named where they are chosen, each value with what it changes.
    assert tuple(table_rules.CHOICES) == store.TABLE_RULES
    for name in store.TABLE_RULES:
        assert table_rules.NAMES[name](), name
        value = getattr(store.Settings(), name)
        assert table_rules.option(name, value) and table_rules.what_it_changes(name, value)
