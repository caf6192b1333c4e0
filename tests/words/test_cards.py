"""Tests for war/words/cards.py: what is wrong with a card or a deck, named."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from war.core.cards import Card, CardError, parse_card, parse_deck
from war.words.cards import card_problem


def problem_of(make: Callable[[], object]) -> str:
    with pytest.raises(CardError) as caught:
        make()
    return card_problem(caught.value)


def test_each_problem_names_what_it_is_about() -> None:
    codes = [card.code for card in (Card(rank, suit) for suit in "CDHS" for rank in range(2, 15))]
    assert problem_of(lambda: parse_card("9X")) == "unknown card code: 9X"
    assert problem_of(lambda: parse_deck([*codes, "7h"])) == "duplicate card: 7H"
    assert problem_of(lambda: parse_deck(codes[:51])) == "a deck needs 52 cards, got 51"
    assert problem_of(lambda: Card(15, "S")) == "no such card: (15, 'S')"


def test_a_code_is_shown_as_the_caller_asks() -> None:
    with pytest.raises(CardError) as caught:
        parse_card("\x1b[31m")
    assert card_problem(caught.value, "\\x1b[31m") == "unknown card code: \\x1b[31m"
