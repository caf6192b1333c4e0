"""Tests for position.py and Round.resume: a round stopped anywhere carries on exactly."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.decks import any_deck, any_rules, any_seed, each_battle
from war.core.cards import ordered_deck, shuffled_deck
from war.core.engine import BATTLE_LIMIT, Round
from war.core.position import Position, PositionError, PositionProblem
from war.core.rules import SEED_RULES
from war.core.tableau import Tableau


def played(deck, battles: int, seed: int | None = None) -> Round:
    """The round of ``deck`` after up to ``battles`` battles (fewer if it ends first)."""
    round_ = Round(deck, seed=seed)
    for _ in range(battles):
        if round_.is_over:
            break
        round_.play_battle()
    return round_


@settings(max_examples=200, deadline=None)
@given(any_deck, st.integers(min_value=0, max_value=BATTLE_LIMIT))
def test_a_resumed_round_plays_the_battles_the_uninterrupted_one_would(deck, stop):
    """Stopped after ``stop`` battles and resumed from its position: the same battles
    follow, event for event, to the same end."""
    interrupted = played(deck, stop)
    if interrupted.is_over:
        return  # a round that has ended is not resumed
    resumed = Round.resume(interrupted.position())
    assert resumed.position() == interrupted.position()
    assert list(resumed.play_to_end()) == list(interrupted.play_to_end())
    assert resumed.outcome == interrupted.outcome


@settings(max_examples=100, deadline=None)
@given(any_seed, st.integers(min_value=0, max_value=BATTLE_LIMIT - 1))
def test_the_table_shown_between_battles_is_the_engines_position(seed, stop):
    round_ = Round.from_seed(seed)
    shown = Tableau()
    shown.apply(round_.dealt())
    for events in each_battle(round_):
        for event in events:
            shown.apply(event)
        if round_.battles == stop or round_.is_over:
            break
    if not round_.is_over:
        assert shown.position() == round_.position()


def test_a_restored_table_shows_the_position():
    position = played(shuffled_deck(5), 40, seed=5).position()
    shown = Tableau()
    shown.restore(position)
    assert shown.position() == position
    assert shown.table == [] and shown.over is None


GOOD = played(shuffled_deck(11), 60, seed=11).position()
BAD = [
    ({"seed": -1}, PositionProblem.NEGATIVE_DEAL, {"seed": -1}),
    ({"battles": BATTLE_LIMIT}, PositionProblem.BATTLES, {"battles": 500, "limit": 500}),
    ({"battles": -1}, PositionProblem.BATTLES, {"battles": -1, "limit": 500}),
    ({"player": ()}, PositionProblem.PILE_EMPTY, {}),
    ({"computer": GOOD.computer[:-1]}, PositionProblem.NOT_ONE_DECK, None),
    ({"computer": (*GOOD.computer[:-1], GOOD.player[0])}, PositionProblem.NOT_ONE_DECK, None),
    ({"battles": 0, "wars": 1, "longest_war_chain": 1}, PositionProblem.EARLY_WARS, {}),
    ({"wars": GOOD.battles * 12 + 1}, PositionProblem.TOO_MANY_WARS, None),
    (
        {"longest_war_chain": GOOD.wars + 1},
        PositionProblem.CHAIN,
        {"chain": GOOD.wars + 1, "wars": GOOD.wars, "most": 12},
    ),
    ({"wars": 3, "longest_war_chain": 0}, PositionProblem.NO_CHAIN, {}),
]


@pytest.mark.parametrize(("change", "problem", "values"), BAD, ids=[str(c) for c, _, _ in BAD])
def test_an_impossible_position_is_refused_saying_why(change, problem, values):
    GOOD.check(SEED_RULES)
    bad = dataclasses.replace(GOOD, **change)
    with pytest.raises(PositionError) as caught:
        Round.resume(bad)
    assert caught.value.problem is problem
    if values is not None:
        assert caught.value.values == values


def test_the_first_position_of_a_deal_is_the_deal():
    deck = ordered_deck()
    position = Round(deck).position()
    assert position == Position(None, 0, 0, 0, tuple(deck[0::2]), tuple(deck[1::2]))


@settings(max_examples=150, deadline=None)
@given(any_seed, any_rules, st.integers(min_value=0, max_value=1200))
def test_a_round_by_any_rules_resumed_anywhere_plays_on_as_it_would_have(seed, rules, stop):
    """Any rule set: the deal stopped after ``stop`` battles and resumed from its position
    (with shuffled pickup, its generator; with no limit, the positions it has had, both
    from playing the deal again) plays the same battles to the same end."""
    interrupted = Round.from_seed(seed, rules=rules)
    for _ in range(stop):
        if interrupted.is_over:
            return  # a round that has ended is not resumed
        interrupted.play_battle()
    if interrupted.is_over:
        return
    resumed = Round.resume(interrupted.position(), rules=rules)
    assert resumed.position() == interrupted.position() and resumed.rules == rules
    assert list(resumed.play_to_end()) == list(interrupted.play_to_end())
    assert resumed.outcome == interrupted.outcome
