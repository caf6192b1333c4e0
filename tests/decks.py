"""Deals and battles for tests of the engine and its text (no pygame here)."""

from __future__ import annotations

from war.core.cards import Card, ordered_deck, parse_card
from war.core.engine import Round
from war.core.events import Event, WarDeclared


def cards(codes: str) -> list[Card]:
    return [parse_card(code) for code in codes.split()]


def interleave(player: list[Card], computer: list[Card]) -> list[Card]:
    """The deck that deals ``player`` and ``computer`` as the two piles (top first)."""
    return [card for pair in zip(player, computer, strict=True) for card in pair]


def deck_with_tops(player_top: str, computer_top: str) -> list[Card]:
    """A deck whose piles start with the given cards; the unused cards fill the rest."""
    player, computer = cards(player_top), cards(computer_top)
    rest = [card for card in ordered_deck() if card not in {*player, *computer}]
    split = 26 - len(player)
    return interleave(player + rest[:split], computer + rest[split:])


def first_battle_with_war(seed: int) -> list[Event]:
    """The events of the first battle of ``seed``'s deal that holds a war."""
    round_ = Round.from_seed(seed)
    while not round_.is_over:
        events = round_.play_battle()
        if any(isinstance(event, WarDeclared) for event in events):
            return events
    raise AssertionError(f"seed {seed} has no war")
