"""Deals and battles for tests of the engine and its text (no pygame here).

To give the player pile P and the computer pile C (top first), the deck is
interleave(P, C) = P[0], C[0], P[1], C[1], ... because the deal alternates, player first.
"""

from __future__ import annotations

from collections.abc import Iterator

from hypothesis import strategies as st

from war.core.cards import Card, ordered_deck, parse_card, parse_deck, shuffled_deck
from war.core.engine import BATTLE_LIMIT, Round, deal, replay
from war.core.events import Event, WarDeclared
from war.core.position import Position
from war.core.rules import ALL_RULES

RANKS = "23456789TJQKA"


def cards(codes: str) -> list[Card]:
    return [parse_card(code) for code in codes.split()]


def pair(codes: str) -> tuple[Card, Card]:
    """The two cards ``codes`` names: a player's and a computer's, as an event holds them."""
    player, computer = cards(codes)
    return player, computer


def interleave(player: list[Card], computer: list[Card]) -> list[Card]:
    """The deck that deals ``player`` and ``computer`` as the two piles (top first)."""
    return [card for pair in zip(player, computer, strict=True) for card in pair]


def deck_with_tops(player_top: str, computer_top: str) -> list[Card]:
    """A deck whose piles start with the given cards; the unused cards fill the rest."""
    player, computer = cards(player_top), cards(computer_top)
    rest = [card for card in ordered_deck() if card not in {*player, *computer}]
    split = 26 - len(player)
    return interleave(player + rest[:split], computer + rest[split:])


# A bound on any round's battles with no limit (60,000 deals all ended within 2,263).
NO_LIMIT_MOST = 20_000


def each_battle(round_: Round) -> Iterator[list[Event]]:
    """Play ``round_`` battle by battle; fail, rather than loop on, a round past its limit."""
    limit = NO_LIMIT_MOST if round_.battle_limit is None else round_.battle_limit
    for _ in range(limit - round_.battles):
        if round_.is_over:
            return
        yield round_.play_battle()
    assert round_.is_over, f"still playing after {round_.battles} battles"


def first_battle_with_war(seed: int) -> list[Event]:
    """The events of the first battle of ``seed``'s deal that holds a war."""
    for events in each_battle(Round.from_seed(seed)):
        if any(isinstance(event, WarDeclared) for event in events):
            return events
    raise AssertionError(f"seed {seed} has no war")


# Any deal: a seed's shuffle, or any order of the deck hypothesis finds (and shrinks).
any_seed = st.integers(min_value=0, max_value=2**64)
any_deck = st.one_of(any_seed.map(shuffled_deck), st.permutations(ordered_deck()))
# Limits small enough that many rounds reach them.
small_limit = st.integers(min_value=1, max_value=60)
any_rules = st.sampled_from(ALL_RULES)


def with_battles_left(deck: list[Card], left: int) -> Round:
    """The deal of ``deck`` with only ``left`` battles to go before the seed rules' limit: a
    round started at battle BATTLE_LIMIT - left (so its battles are numbered from there)."""
    player, computer = deal(deck)
    return Round.resume(Position(None, BATTLE_LIMIT - left, 0, 0, tuple(player), tuple(computer)))


# Hand-built deals, named so one test can check every one against the fast path.

# Battle 1: 5S ties 5H; war: 2C/2D down, 9D ties 9C; war: 3C/3D down, 4S loses to QH.
# The rest is seed 4's order of the remaining cards. The player wins in 90 battles.
# (The golden transcript tests/core/golden/double-war.txt plays this deal.)
DOUBLE_WAR_CODES = (
    "5S 5H 2C 2D 9D 9C 3C 3D 4S QH KH 7H JD TC 2S QS TD KC 5D 6D AS QD 4H TH KS 9H "
    "6S 5C AH 7D 3S JH AC TS QC 6C 4C 7C 8H JC 3H 6H 8S AD 7S 9S KD 8C JS 8D 2H 4D"
)

# Rule 6, short at the face-down step. Battle 1 is a chain of 12 wars (the face-up cards
# tie in pairs: 2C/2D, 2H/2S, ... 7H/7S) settled by the 12th war's 9C < AC, so
# the computer wins 50 cards and the player keeps one card, 8C. Battle 2: 8C ties 8D, a
# war is declared and the player has no card to lay face down.
SHORT_DOWN_PLAYER = "2C TC 2H QC 3C 9D 3H JD 4C KD 4H 8H 5C TH 5H QH 6C AH 6H 9S 7C JS 7H KS 9C 8C"
SHORT_DOWN_COMPUTER = (
    "2D JC 2S KC 3D TD 3S QD 4D AD 4S 9H 5D JH 5S KH 6D 8S 6S TS 7D QS 7S AS AC 8D"
)

# Rule 6, short at the face-up step. Battle 1: 8C < AC, the player keeps 25 cards.
# Battle 2 opens on 2C/2D and is a chain of 11 wars settled by 8D < AD: the player has
# two cards left, 7H and KS. Battle 3: 7H ties 7S; the player lays KS face down (the
# computer AS) and then has no card to turn face up.
SHORT_UP_PLAYER = "8C 2C 9C 2H JC 3C KC 3H TD 4C QD 4H 8H 5C TH 5H QH 6C AH 6H 9S 7C JS 8D 7H KS"
SHORT_UP_COMPUTER = "AC 2D TC 2S QC 3D 9D 3S JD 4D KD 4S 9H 5D JH 5S KH 6D 8S 6S TS 7D QS AD 7S AS"

# Rule 6, both short. Both running out in the same step needs both piles empty at once,
# so both laid the same number of cards from equal piles: it can happen only at a battle
# that starts 26-26 (at a battle's start the piles total 52). A battle of n wars takes
# 1 + 2n cards from each pile, always odd, so from 26 cards the piles run out after a
# face-down card: both short can only happen at the face-up step, and only if every
# face-up pair of that battle ties. Same ranks in the same order on both sides does it:
# the player gets 2C..AC then 2H..AH, the computer 2D..AD then 2S..AS, so battle 1 is
# 13 wars and both run out after laying their aces face down.
# (No seed in 0..199999 gives both_out_in_war; checked with play_ranks.)
BOTH_OUT_PLAYER = " ".join(r + "C" for r in RANKS) + " " + " ".join(r + "H" for r in RANKS)
BOTH_OUT_COMPUTER = " ".join(r + "D" for r in RANKS) + " " + " ".join(r + "S" for r in RANKS)


def all_cards_piles() -> tuple[list[Card], list[Card]]:
    """The both-out deal changed so the player sweeps the table in two battles.

    A battle takes an odd number of cards from each pile, so from 26-26 nobody can be
    emptied in battle 1. Here the 12th war turns AH against KS (the player's last two
    cards swapped): the player wins 50 cards and each side keeps one card, KH and 3D
    (the computer's AS swapped with its first face-down card). Battle 2: KH beats 3D.
    """
    player, computer = cards(BOTH_OUT_PLAYER), cards(BOTH_OUT_COMPUTER)
    player[24], player[25] = player[25], player[24]
    computer[1], computer[25] = computer[25], computer[1]
    return player, computer


CONSTRUCTED: dict[str, list[Card]] = {
    "all_cards_player_wins": interleave(*all_cards_piles()),
    "all_cards_computer_wins": interleave(*all_cards_piles()[::-1]),
    "short_down_player_out": interleave(cards(SHORT_DOWN_PLAYER), cards(SHORT_DOWN_COMPUTER)),
    "short_down_computer_out": interleave(cards(SHORT_DOWN_COMPUTER), cards(SHORT_DOWN_PLAYER)),
    "short_up_player_out": interleave(cards(SHORT_UP_PLAYER), cards(SHORT_UP_COMPUTER)),
    "short_up_computer_out": interleave(cards(SHORT_UP_COMPUTER), cards(SHORT_UP_PLAYER)),
    "both_out": interleave(cards(BOTH_OUT_PLAYER), cards(BOTH_OUT_COMPUTER)),
    "rule_5_example": deck_with_tops("9S 2D KC", "9H 5C 7D"),
    "rule_5_mirror": deck_with_tops("9S 2D 7D", "9H 5C KC"),
    "double_war": parse_deck(DOUBLE_WAR_CODES),
    "triple_war": deck_with_tops("JS 2C 4H 3C 8C 4C AS", "JH 2D 4S 3D 8D 5C KS"),
}


def position_after(seed: int, battles: int) -> Position:
    """Where deal ``seed`` stands after ``battles`` battles (fewer if it ends first)."""
    round_, _ = replay(seed, battles)
    return round_.position()


def endless_round() -> Round:
    """A round with no battle limit that comes back to a position it has had, so its next
    battle ends it, endless. No deal found does so by itself (none of 100,000 a rule set,
    nor of the decks built to), so it is made: deal 926's position after 10 battles,
    resumed as if after 12. Its history is then the deal's first 12 battles, and battle 13
    leads back to where battle 11 had left it."""
    from war.core.rules import Rules

    rules = Rules(battle_limit=None)
    after_10, _ = replay(926, 10, rules)
    after_12, _ = replay(926, 12, rules)
    stale = Position(
        926,
        12,
        after_12.wars,
        after_12.longest_war_chain,
        after_10.player_pile,
        after_10.computer_pile,
    )
    return Round.resume(stale, rules=rules)
