"""Tests for war/words/medals.py: every medal has a name and a way it is earned, said whole."""

from __future__ import annotations

from war.session.medals import COMEBACK_CARDS, ROUNDS_PLAYED, Medal
from war.words import medals


def test_every_medal_has_a_name_of_its_own_and_a_sentence_saying_how_it_is_earned() -> None:
    names = [medals.name(medal) for medal in Medal]
    assert len(set(names)) == len(Medal) and all(names)
    for medal in Medal:
        how = medals.how(medal)
        assert how.endswith(".") and "{" not in how, (medal, how)


def test_the_sentences_carry_the_numbers_the_medals_are_earned_by() -> None:
    assert f"{COMEBACK_CARDS} cards" in medals.how(Medal.COMEBACK)
    assert medals.how(Medal.HUNDRED_ROUNDS) == f"Play {ROUNDS_PLAYED} rounds to the end."
    assert "battle 500" in medals.how(Medal.LAST_BATTLE)
