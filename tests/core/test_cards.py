"""Tests for war.core.cards: card codes, labels, deck parsing and the seeded shuffle."""

from __future__ import annotations

import pytest

from war.core.cards import (
    DECK_SIZE,
    Card,
    CardError,
    CardProblem,
    deck_codes,
    ordered_deck,
    parse_card,
    parse_deck,
    shuffled_deck,
    validate_deck,
)

ALL_CODES = [rank + suit for suit in "CDHS" for rank in "23456789TJQKA"]


def test_ordered_deck_is_52_distinct_cards_clubs_to_spades_two_to_ace() -> None:
    deck = ordered_deck()
    assert len(deck) == DECK_SIZE == 52
    assert len(set(deck)) == 52
    assert [card.code for card in deck] == ALL_CODES
    assert deck[0] == Card(2, "C")
    assert deck[-1] == Card(14, "S")


@pytest.mark.parametrize(
    ("code", "rank", "suit"),
    [
        ("2C", 2, "C"),
        ("9D", 9, "D"),
        ("TH", 10, "H"),
        ("10H", 10, "H"),
        ("JS", 11, "S"),
        ("QC", 12, "C"),
        ("KD", 13, "D"),
        ("AH", 14, "H"),
    ],
)
def test_parse_card_reads_rank_then_suit(code: str, rank: int, suit: str) -> None:
    assert parse_card(code) == Card(rank, suit)


def test_parse_card_round_trips_every_code() -> None:
    assert [parse_card(code).code for code in ALL_CODES] == ALL_CODES


@pytest.mark.parametrize("code", ["10h", "th", "TH", "Th", "tH", "10H", " 10h ", "\tTH\n"])
def test_ten_of_hearts_is_spelled_many_ways_case_insensitively(code: str) -> None:
    assert parse_card(code) == Card(10, "H")


@pytest.mark.parametrize("code", ["as", "As", "aS", "AS"])
def test_parse_card_is_case_insensitive(code: str) -> None:
    assert parse_card(code) == Card(14, "S")


@pytest.mark.parametrize(
    "code",
    ["", " ", "A", "S", "1H", "11H", "0S", "ZS", "AX", "TT", "10", "KHS", "A S", "2c3", "♠A"],
)
def test_bad_card_code_raises_card_error_naming_the_code(code: str) -> None:
    with pytest.raises(CardError) as caught:
        parse_card(code)
    assert (caught.value.problem, caught.value.value) == (CardProblem.UNKNOWN_CODE, code)
    assert isinstance(caught.value, ValueError)


def test_card_code_is_machine_form_with_t_for_ten() -> None:
    assert Card(10, "S").code == "TS"
    assert Card(14, "H").code == "AH"
    assert Card(2, "C").code == "2C"
    assert str(Card(11, "D")) == "JD"
    assert repr(Card(12, "C")) == "Card(QC)"


@pytest.mark.parametrize(
    ("code", "label"),
    [("TS", "10♠"), ("AH", "A♥"), ("2D", "2♦"), ("JC", "J♣"), ("QS", "Q♠"), ("KH", "K♥")],
)
def test_card_label_uses_suit_symbols_and_10(code: str, label: str) -> None:
    assert parse_card(code).label == label


def test_rank_names() -> None:
    names = [Card(rank, "C").rank_name for rank in range(2, 15)]
    assert names == ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def test_red_suits_are_hearts_and_diamonds() -> None:
    assert [parse_card(code).is_red for code in ["2C", "2D", "2H", "2S"]] == [
        False,
        True,
        True,
        False,
    ]


def test_cards_are_immutable_and_hashable() -> None:
    card = Card(5, "H")
    with pytest.raises(AttributeError):
        card.rank = 6  # type: ignore[misc]
    assert {card, Card(5, "H")} == {card}


def test_parse_deck_reads_spaces_and_commas_top_first() -> None:
    text = ", ".join(ALL_CODES[:10]) + " " + " ".join(ALL_CODES[10:])
    assert parse_deck(text) == ordered_deck()


def test_parse_deck_accepts_an_iterable_of_codes() -> None:
    assert parse_deck(reversed(ALL_CODES)) == ordered_deck()[::-1]


def test_parse_deck_accepts_lower_case_and_tens() -> None:
    codes = [code.lower().replace("t", "10") for code in ALL_CODES]
    assert parse_deck(" ".join(codes)) == ordered_deck()


@pytest.mark.parametrize("count", [0, 1, 51])
def test_parse_deck_with_too_few_cards_says_how_many(count: int) -> None:
    with pytest.raises(CardError) as caught:
        parse_deck(" ".join(ALL_CODES[:count]))
    assert (caught.value.problem, caught.value.value) == (CardProblem.DECK_SIZE, count)


def test_parse_deck_with_53_cards_names_the_duplicate() -> None:
    with pytest.raises(CardError) as caught:
        parse_deck([*ALL_CODES, "7h"])
    assert (caught.value.problem, caught.value.value) == (CardProblem.DUPLICATE, "7H")


def test_parse_deck_with_a_duplicate_in_place_of_a_card_names_it() -> None:
    codes = list(ALL_CODES)
    codes[40] = "10c"  # a second ten of clubs instead of the 3 of spades
    with pytest.raises(CardError) as caught:
        parse_deck(codes)
    assert (caught.value.problem, caught.value.value) == (CardProblem.DUPLICATE, "TC")


def test_parse_deck_names_a_bad_code() -> None:
    codes = list(ALL_CODES)
    codes[7] = "9X"
    with pytest.raises(CardError) as caught:
        parse_deck(codes)
    assert (caught.value.problem, caught.value.value) == (CardProblem.UNKNOWN_CODE, "9X")


def test_validate_deck_accepts_any_order_of_the_52() -> None:
    validate_deck(ordered_deck()[::-1])
    validate_deck(shuffled_deck(5))


def test_deck_codes_joins_codes_with_spaces() -> None:
    assert deck_codes(ordered_deck()[:4]) == "2C 3C 4C 5C"
    assert deck_codes([]) == ""


def test_shuffled_deck_is_a_permutation_of_the_deck() -> None:
    for seed in range(20):
        deck = shuffled_deck(seed)
        validate_deck(deck)
        assert sorted(deck, key=lambda card: ALL_CODES.index(card.code)) == ordered_deck(), seed


def test_seeded_shuffle_is_pinned() -> None:
    # These literals are the contract: a seed gives the same deal on every machine and
    # every Python release. If they change, saved seeds and golden transcripts break.
    assert deck_codes(shuffled_deck(0)[:8]) == "4H AC 8S 4S AH 9C 7C QH"
    assert deck_codes(shuffled_deck(1)[:8]) == "QS JC KH JD 4C AH 8D KC"


def test_seeded_shuffle_repeats_and_seeds_differ() -> None:
    assert shuffled_deck(42) == shuffled_deck(42)
    assert shuffled_deck(0) != shuffled_deck(1)
    assert len({deck_codes(shuffled_deck(seed)) for seed in range(50)}) == 50


@pytest.mark.parametrize(("rank", "suit"), [(1, "C"), (15, "S"), (10, "X"), (10, "")])
def test_a_card_that_does_not_exist_cannot_be_made(rank: int, suit: str) -> None:
    with pytest.raises(CardError) as caught:
        Card(rank, suit)
    assert (caught.value.problem, caught.value.value) == (CardProblem.NO_SUCH_CARD, (rank, suit))
