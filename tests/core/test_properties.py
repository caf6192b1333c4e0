"""Properties of any deal, checked with hypothesis on seeds and on arbitrary deck orders."""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from war.core.cards import Card, ordered_deck, shuffled_deck
from war.core.engine import BATTLE_LIMIT, Outcome, Round, play_fast, play_ranks
from war.core.events import BattleWon, CardsReturned, CardsTurned, Event, Reason, RoundOver, Winner
from war.core.tableau import Tableau

seeds = st.integers(min_value=0, max_value=2**64)
permutations = st.permutations(ordered_deck())
# A deal: either a seed's shuffle or any order hypothesis finds (and shrinks).
decks = st.one_of(seeds.map(shuffled_deck), permutations)
small_limits = st.integers(min_value=1, max_value=60)

# Each example plays a whole round (a few ms); these keep the file to about 10 s.
quick = settings(max_examples=100, deadline=None)
thorough = settings(max_examples=300, deadline=None)


def transcript(game: Round) -> list[Event]:
    return [game.dealt(), *game.play_to_end()]


@quick  # checks every event of the round, so it is the slowest per example
@given(decks)
def test_all_52_distinct_cards_are_in_play_after_every_event(deck: list[Card]) -> None:
    tableau = Tableau()
    for event in transcript(Round(deck)):
        tableau.apply(event)
        in_play = tableau.cards_in_play()
        assert len(in_play) == 52
        assert set(in_play) == set(deck)


@thorough
@given(decks)
def test_battles_never_pass_500(deck: list[Card]) -> None:
    game = Round(deck)
    events = transcript(game)
    assert all(e.battle <= BATTLE_LIMIT for e in events if isinstance(e, CardsTurned))
    assert game.outcome is not None
    assert game.outcome.battles <= BATTLE_LIMIT


@thorough
@given(decks, small_limits)
def test_battles_never_pass_a_small_limit_and_both_paths_agree(
    deck: list[Card], limit: int
) -> None:
    game = Round(deck, battle_limit=limit)
    events = transcript(game)
    turned = [e.battle for e in events if isinstance(e, CardsTurned)]
    assert turned == list(range(1, len(turned) + 1))
    assert len(turned) <= limit
    assert game.outcome is not None
    if game.outcome.winner is Winner.DRAW and len(turned) < limit:
        assert game.outcome.reason is Reason.BOTH_OUT_IN_WAR
    assert play_fast(deck, limit) == game.outcome


@quick
@given(seeds)
def test_a_seed_always_gives_the_same_transcript(seed: int) -> None:
    first = transcript(Round.from_seed(seed))
    second = transcript(Round.from_seed(seed))
    assert first == second
    assert first[0].seed == seed


@thorough
@given(decks)
def test_fast_path_equals_event_path(deck: list[Card]) -> None:
    game = Round(deck)
    over = transcript(game)[-1]
    assert isinstance(over, RoundOver)
    assert play_fast(deck) == game.outcome
    assert play_ranks([card.rank for card in deck]) == game.outcome
    assert dataclasses.astuple(game.outcome) == tuple(over)


@thorough
@given(decks)
def test_at_the_end_the_tableau_is_the_engines_piles_and_the_winner_holds_52(
    deck: list[Card],
) -> None:
    game = Round(deck)
    tableau = Tableau()
    for event in transcript(game):
        tableau.apply(event)
    over = tableau.over
    assert over is not None
    assert tableau.table == []
    assert tableau.player_pile == list(game.player_pile)
    assert tableau.computer_pile == list(game.computer_pile)
    counts = (len(tableau.player_pile), len(tableau.computer_pile))
    assert counts == (over.player_count, over.computer_count)
    if over.winner is Winner.PLAYER:
        assert counts == (52, 0)
    elif over.winner is Winner.COMPUTER:
        assert counts == (0, 52)
    else:
        assert sum(counts) == 52


@thorough
@given(decks)
def test_counts_in_battle_won_are_the_engines_pile_lengths(deck: list[Card]) -> None:
    game = Round(deck)
    while not game.is_over:
        events = game.play_battle()
        for event in events:
            if isinstance(event, (BattleWon, CardsReturned)):
                assert event.player_count == len(game.player_pile)
                assert event.computer_count == len(game.computer_pile)
                assert event.player_count + event.computer_count == 52


def _event_outcome(game: Round) -> Outcome | None:
    for _ in game.play_to_end():
        pass
    return game.outcome


def test_fast_path_equals_event_path_on_3000_seeds() -> None:
    mismatched = [
        seed
        for seed in range(3000)
        if play_fast(shuffled_deck(seed)) != _event_outcome(Round.from_seed(seed))
    ]
    assert mismatched == []
