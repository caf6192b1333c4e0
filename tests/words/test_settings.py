"""Tests for war/words/settings.py: what each setting is called and what it does."""

from __future__ import annotations

from war.words.settings import help_line

KEYS = {"mute": "M", "down": "−", "up": "+", "fullscreen": "F11"}


def test_the_sound_setting_says_what_is_heard_and_the_key_that_turns_it_off_or_on() -> None:
    assert help_line("sound", **KEYS) == (
        "Hear the cards, the wars and the end of each round. M turns sound off or on anywhere."
    )
