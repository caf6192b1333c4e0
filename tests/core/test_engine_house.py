"""The engine by house rules: K cards face down, shuffled pickup, no battle limit, endless.

Every rule set's transcripts are pinned in tests/core/golden/ and its properties hold in
test_properties.py; these are the rules' own cases, one test each.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.decks import any_deck, any_rules, cards, deck_with_tops, endless_round, interleave
from war.core.cards import SUIT_CODES, Card, ordered_deck, shuffled_deck
from war.core.engine import Round, replay
from war.core.events import (
    BattleWon,
    CardLaidFaceDown,
    CardsReturned,
    Reason,
    RoundOver,
    Side,
    WarCardsTurned,
    Winner,
)
from war.core.fast import _play_cards, play_fast
from war.core.position import (
    WAR_CHAIN_MOST,
    WARS_PER_BATTLE_MOST,
    Position,
    PositionError,
    PositionProblem,
    war_chain_most,
    wars_per_battle_most,
)
from war.core.rules import NO_SEED_PICKUP, Pickup, Rules, pickup_generator

NO_LIMIT = Rules(battle_limit=None)
SHUFFLED = Rules(pickup=Pickup.SHUFFLED)
THREE = Rules(war_cards=3)


def codes(found: list[Card] | tuple[Card, ...]) -> list[str]:
    return [card.code for card in found]


def test_with_three_cards_face_down_a_war_lays_three_pairs_then_turns_one() -> None:
    game = Round(deck_with_tops("7C AS 2H 3H 9C", "7D KS 4C 5C 8D"), rules=THREE)
    events = game.play_battle()
    down = [(e.side, e.card.code) for e in events if isinstance(e, CardLaidFaceDown)]
    assert down == [
        (Side.PLAYER, "AS"),
        (Side.COMPUTER, "KS"),
        (Side.PLAYER, "2H"),
        (Side.COMPUTER, "4C"),
        (Side.PLAYER, "3H"),
        (Side.COMPUTER, "5C"),
    ]
    turned = next(e for e in events if isinstance(e, WarCardsTurned))
    assert (turned.player.code, turned.computer.code) == ("9C", "8D")
    won = next(e for e in events if isinstance(e, BattleWon))
    # In the order laid, the winner's own card first at each step.
    assert codes(won.cards) == ["7C", "7D", "AS", "KS", "2H", "4C", "3H", "5C", "9C", "8D"]


def test_a_player_with_no_card_for_a_face_down_step_loses_at_that_step() -> None:
    """The computer holds three cards: it lays two face down and has none for the third."""
    theirs = cards("7D KS 4C")
    mine = cards("7C AS 2H") + [c for c in ordered_deck() if c not in {*theirs, *cards("7C AS 2H")}]
    game = Round.resume(Position(None, 10, 0, 0, tuple(mine), tuple(theirs)), rules=THREE)
    events = game.play_battle()
    assert codes([e.card for e in events if isinstance(e, CardLaidFaceDown)]) == [
        "AS",
        "KS",
        "2H",
        "4C",
    ]
    over = events[-1]
    assert isinstance(over, RoundOver)
    assert (over.winner, over.reason, over.player_count) == (
        Winner.PLAYER,
        Reason.OUT_OF_CARDS_IN_WAR,
        52,
    )


def test_both_short_at_the_same_face_down_step_is_a_draw() -> None:
    """Every face-up pair ties: with three face down a war takes four cards a side, so of
    26 each the seventh war finds one left each, and neither a second to lay."""
    ties = [(Card(rank, "C"), Card(rank, "D")) for rank in range(2, 9)]
    rest = [c for c in ordered_deck() if c not in {card for pair in ties for card in pair}]
    rest.sort(key=lambda c: (c.suit, c.rank))  # no two of a rank face up together
    mine, theirs, spare = [], [], iter(rest)
    for i in range(26):
        if i % 4 == 0:
            mine.append(ties[i // 4][0])
            theirs.append(ties[i // 4][1])
        else:
            mine.append(next(spare))
            theirs.append(next(spare))
    events = Round(interleave(mine, theirs), rules=THREE).play_battle()
    assert isinstance(events[-2], CardsReturned)
    over = events[-1]
    assert isinstance(over, RoundOver)
    assert (over.winner, over.reason, over.wars) == (Winner.DRAW, Reason.BOTH_OUT_IN_WAR, 7)


def test_shuffled_pickup_shuffles_the_winnings_with_the_deals_own_generator() -> None:
    game = Round.from_seed(27, rules=SHUFFLED)
    generator = pickup_generator(27)
    for events in (game.play_battle() for _ in range(40)):
        won = next(e for e in events if isinstance(e, BattleWon))
        laid = [e for e in events if not isinstance(e, BattleWon | RoundOver)]
        assert sorted(codes(won.cards)) == sorted(codes(_cards_of(laid)))
        expected = list(_as_laid(laid, won.winner))
        generator.shuffle(expected)
        assert list(won.cards) == expected


def _cards_of(events: list) -> list[Card]:
    found: list[Card] = []
    for event in events:
        if isinstance(event, CardLaidFaceDown):
            found.append(event.card)
        elif hasattr(event, "player") and hasattr(event, "computer"):
            found += [event.player, event.computer]
    return found


def _as_laid(events: list, winner: Side) -> list[Card]:
    """The battle's cards in the order laid, the winner's own first at each step."""
    laid = _cards_of(events)
    pairs = [laid[i : i + 2] for i in range(0, len(laid), 2)]
    return [card for pair in pairs for card in (pair if winner is Side.PLAYER else pair[::-1])]


def test_the_pickup_generator_is_seeded_by_the_deal_apart_from_its_shuffle() -> None:
    assert pickup_generator(5).random() == pickup_generator(5).random()
    assert pickup_generator(5).random() != pickup_generator(6).random()
    assert pickup_generator(5).random() != random.Random(5).random()  # not the deal's stream
    assert pickup_generator(None).random() == random.Random(NO_SEED_PICKUP).random()


def test_with_no_limit_a_round_goes_past_every_limit_and_ends_by_its_cards() -> None:
    over = play_fast(shuffled_deck(926), NO_LIMIT, 926)
    assert over.battles == 1042 and over.reason is Reason.OUT_OF_CARDS_IN_WAR


def test_with_no_limit_a_round_back_where_it_has_been_ends_endless_after_that_battle() -> None:
    game = endless_round()  # deal 926 after 10 battles, with the history of 12
    events = game.play_battle()
    over = events[-1]
    assert isinstance(over, RoundOver)
    assert (over.winner, over.reason, over.battles) == (Winner.DRAW, Reason.ENDLESS, 13)
    after_11, _ = replay(926, 11, NO_LIMIT)
    assert _piles(game) == _piles(after_11)
    # With a limit, no position is remembered: the same round plays on.
    limited = Round.resume(endless_round().position(), rules=Rules(battle_limit=1000))
    limited.play_battle()
    assert not limited.is_over and _piles(limited) == _piles(after_11)


def _piles(round_: Round) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    return round_.player_pile, round_.computer_pile


@settings(max_examples=60, deadline=None)
@given(any_deck, any_rules, st.randoms(use_true_random=False))
def test_which_suits_the_cards_have_never_changes_how_a_round_ends(deck, rules, chance) -> None:
    """What the fast path's hand-over to the event path rests on (war/core/fast.py): the
    suits of each rank dealt in another order, the same outcome."""
    suits = {rank: chance.sample(SUIT_CODES, 4) for rank in range(2, 15)}
    given_so_far: dict[int, int] = {}
    recoloured = []
    for card in deck:
        turn = given_so_far.get(card.rank, 0)
        recoloured.append(Card(card.rank, suits[card.rank][turn]))
        given_so_far[card.rank] = turn + 1
    one, other = Round(deck, seed=3, rules=rules), Round(recoloured, seed=3, rules=rules)
    list(one.play_to_end())
    list(other.play_to_end())
    assert one.outcome == other.outcome == _play_cards([c.rank for c in deck], rules, 3)


@pytest.mark.parametrize(("cards_down", "most"), [(1, 12), (2, 8), (3, 6)])
def test_the_most_wars_a_battle_holds_fall_as_more_cards_go_down(cards_down, most) -> None:
    assert wars_per_battle_most(cards_down) == most and war_chain_most(cards_down) == most + 1
    assert (WARS_PER_BATTLE_MOST, WAR_CHAIN_MOST) == (12, 13)  # the largest, one card down
    deck = shuffled_deck(2)
    chained = Position(None, 1, most + 1, most + 1, tuple(deck[:26]), tuple(deck[26:]))
    with pytest.raises(PositionError) as refused:
        chained.check(Rules(war_cards=cards_down))
    assert refused.value.problem is PositionProblem.TOO_MANY_WARS
