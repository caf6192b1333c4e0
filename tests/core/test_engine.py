"""Tests for war.core.engine: the Round API, its events and the fast path, on fixed deals.

Properties of every deal (the shape of the events, the counters, fast path equals event
path) are in test_properties.py; the rules, one by one, in test_engine_rules.py.
"""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

from tests.decks import each_battle
from war.core.cards import Card, CardError, ordered_deck, parse_card, shuffled_deck
from war.core.engine import (
    BATTLE_LIMIT,
    Outcome,
    Round,
    RoundFinished,
    deal,
    play_fast,
    play_ranks,
)
from war.core.events import (
    CardsTurned,
    Reason,
    RoundDealt,
    RoundOver,
    Side,
    WarCardsTurned,
    Winner,
)
from war.core.rules import SEED_RULES, Rules


def test_round_rejects_a_deck_that_is_not_52_distinct_cards() -> None:
    deck = ordered_deck()
    with pytest.raises(CardError, match="deck_size: 51"):
        Round(deck[:51])
    with pytest.raises(CardError, match="duplicate: '2C'"):
        Round([*deck[:51], deck[0]])


def test_round_leaves_the_callers_deck_alone() -> None:
    deck = shuffled_deck(0)
    copy = list(deck)
    list(Round(deck).play_to_end())
    assert deck == copy


def test_round_accepts_a_tuple_deck() -> None:
    deck = tuple(shuffled_deck(2))
    game = Round(deck)
    assert game.player_pile == deck[0::2]
    assert list(game.play_to_end())[-1] == RoundOver(*dataclasses.astuple(play_fast(deck)))


def test_deal_returns_two_lists_of_26() -> None:
    player, computer = deal(ordered_deck())
    assert isinstance(player, list) and isinstance(computer, list)
    assert len(player) == len(computer) == 26
    assert player[0] == parse_card("2C") and computer[0] == parse_card("3C")


def test_from_seed_records_the_seed_and_deals_the_shuffled_deck() -> None:
    game = Round.from_seed(9)
    assert game.seed == 9
    assert game.battle_limit == BATTLE_LIMIT
    deck = shuffled_deck(9)
    assert game.dealt() == RoundDealt(tuple(deck[0::2]), tuple(deck[1::2]), 9)
    assert game.rules == SEED_RULES
    longer = Round.from_seed(9, rules=Rules(battle_limit=1000))
    assert (longer.battle_limit, longer.rules) == (1000, Rules(battle_limit=1000))
    assert Round.from_seed(9, rules=Rules(battle_limit=None)).battle_limit is None


def test_a_new_round_has_not_started() -> None:
    game = Round.from_seed(0)
    assert (game.battles, game.wars, game.longest_war_chain) == (0, 0, 0)
    assert not game.is_over
    assert game.outcome is None


def test_play_battle_after_the_round_is_over_raises() -> None:
    game = Round.from_seed(0)
    events = list(game.play_to_end())
    assert game.is_over
    with pytest.raises(RoundFinished):
        game.play_battle()
    assert list(game.play_to_end()) == []
    assert isinstance(events[-1], RoundOver)
    assert game.battles == events[-1].battles


def test_play_to_end_equals_playing_battle_by_battle() -> None:
    one = Round.from_seed(5)
    by_battle = [event for events in each_battle(one) for event in events]
    assert by_battle == list(Round.from_seed(5).play_to_end())


def test_piles_are_tuples_top_first_and_change_with_each_battle() -> None:
    game = Round(ordered_deck())
    top = game.player_pile[0]
    assert isinstance(game.player_pile, tuple)
    game.play_battle()
    assert top not in game.player_pile[:-2]  # it left the top, and went to a bottom
    assert len(game.player_pile) + len(game.computer_pile) == 52


def test_events_and_outcome_are_immutable() -> None:
    game = Round.from_seed(0)
    event = game.play_battle()[0]
    assert isinstance(event, CardsTurned)
    with pytest.raises(AttributeError):
        event.battle = 2  # type: ignore[misc]  # a read-only field, written on purpose
    list(game.play_to_end())
    outcome = game.outcome
    assert outcome is not None
    with pytest.raises(dataclasses.FrozenInstanceError):
        outcome.battles = 1  # type: ignore[misc]  # a frozen field, written on purpose


def test_side_other() -> None:
    assert Side.PLAYER.other is Side.COMPUTER
    assert Side.COMPUTER.other is Side.PLAYER


def test_play_fast_ignores_suits() -> None:
    deck = shuffled_deck(3)
    recoloured = [Card(card.rank, "CDHS"[(i * 7) % 4]) for i, card in enumerate(deck)]
    assert play_ranks([c.rank for c in recoloured]) == play_fast(deck)


def test_play_ranks_accepts_a_tuple() -> None:
    ranks = tuple(card.rank for card in shuffled_deck(8))
    assert play_ranks(ranks) == play_ranks(list(ranks))


def test_outcome_of_seed_0_is_pinned() -> None:
    assert play_fast(shuffled_deck(0)) == Outcome(
        Winner.PLAYER, Reason.ALL_CARDS, 180, 19, 52, 0, 2
    )


def test_engine_does_not_import_pygame() -> None:
    code = (
        "import sys, war.core.engine, war.core.events, war.core.tableau; "
        "print('pygame' in sys.modules)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert result.stdout.strip() == "False"


@pytest.mark.parametrize("limit", [0, -1, 7])
def test_a_battle_limit_not_among_the_choices_makes_no_rules(limit: int) -> None:
    # Once a bug: Round played one battle with limit 0 while play_ranks played none. Both
    # paths now take a rule set, and no rule set has such a limit.
    with pytest.raises(ValueError, match="battle_limit"):
        Rules(battle_limit=limit)


def test_events_equal_only_events_of_the_same_kind() -> None:
    ace, king = parse_card("AS"), parse_card("KS")
    turned = CardsTurned(1, ace, king)
    assert turned == CardsTurned(1, ace, king)
    assert (turned != CardsTurned(1, ace, king)) is False
    assert turned != WarCardsTurned(1, ace, king, 1)[:3]  # a plain tuple of the same fields
    assert turned != (1, ace, king)
    # Another kind with the same field values (ill-typed for RoundDealt, on purpose).
    assert turned != RoundDealt(1, ace, king)  # type: ignore[arg-type]
    assert len({turned, CardsTurned(1, ace, king)}) == 1
