"""Cards: the 52-card deck, card codes, and the seeded shuffle."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

RANK_CODES = "23456789TJQKA"
SUIT_CODES = "CDHS"
SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
RED_SUITS = frozenset("DH")
ACE = 14
DECK_SIZE = 52

_RANK_NAMES = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}


class CardProblem(StrEnum):
    """What is wrong with a card or a deck."""

    NO_SUCH_CARD = "no_such_card"  # a rank or suit that no card has: (rank, suit)
    UNKNOWN_CODE = "unknown_code"  # a code that names no card: the code
    DUPLICATE = "duplicate"  # a card twice in a deck: its code
    DECK_SIZE = "deck_size"  # a deck of another size: how many cards it has


class CardError(ValueError):
    """A card code or deck that cannot be played: ``problem`` says what is wrong, ``value``
    the code, card or count it is about (war/words/cards.py says it in words)."""

    def __init__(self, problem: CardProblem, value: object) -> None:
        super().__init__(problem, value)
        self.problem = problem
        self.value = value

    def __str__(self) -> str:
        return f"{self.problem}: {self.value!r}"


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card. ``rank`` runs 2..14 (Ace high); ``suit`` is one of ``CDHS``."""

    rank: int
    suit: str

    def __post_init__(self) -> None:
        if not (2 <= self.rank <= ACE and self.suit in SUIT_CODES and len(self.suit) == 1):
            raise CardError(CardProblem.NO_SUCH_CARD, (self.rank, self.suit))

    @property
    def code(self) -> str:
        """Machine form, e.g. ``TS`` for the ten of spades."""
        return RANK_CODES[self.rank - 2] + self.suit

    @property
    def rank_name(self) -> str:
        """Rank as people write it: ``2``..``10``, ``J``, ``Q``, ``K``, ``A``."""
        return _RANK_NAMES.get(self.rank, str(self.rank))

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[self.suit]

    @property
    def label(self) -> str:
        """People's form, e.g. ``10♠``."""
        return self.rank_name + self.symbol

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"


def ordered_deck() -> list[Card]:
    """The fixed deck order that seeds shuffle: clubs, diamonds, hearts, spades; 2 to Ace."""
    return [Card(rank, suit) for suit in SUIT_CODES for rank in range(2, ACE + 1)]


def parse_card(code: str) -> Card:
    """``"as"``, ``"10h"``, ``"Td"`` -> Card. Raises CardError naming the code."""
    text = code.strip().upper()
    rank_text, suit = text[:-1], text[-1:]
    if rank_text == "10":
        rank_text = "T"
    if len(rank_text) != 1 or rank_text not in RANK_CODES or suit not in SUIT_CODES or not suit:
        raise CardError(CardProblem.UNKNOWN_CODE, code)
    return Card(RANK_CODES.index(rank_text) + 2, suit)


def validate_deck(cards: Sequence[Card]) -> None:
    """Raise CardError unless ``cards`` is exactly the 52 distinct cards."""
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise CardError(CardProblem.DUPLICATE, card.code)
        seen.add(card)
    if len(cards) != DECK_SIZE:
        raise CardError(CardProblem.DECK_SIZE, len(cards))


def parse_deck(text: str | Iterable[str]) -> list[Card]:
    """Parse 52 card codes (top of the deck first), separated by spaces or commas."""
    codes = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    cards = [parse_card(code) for code in codes]
    validate_deck(cards)
    return cards


def shuffled_deck(seed: int) -> list[Card]:
    """The deal for ``seed``: the ordered deck shuffled by ``random.Random(seed)``."""
    deck = ordered_deck()
    random.Random(seed).shuffle(deck)
    return deck


def deck_codes(cards: Iterable[Card]) -> str:
    return " ".join(card.code for card in cards)
