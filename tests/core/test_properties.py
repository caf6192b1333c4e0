"""Properties of any deal, one test each: hypothesis on seeds and on arbitrary deck orders.

Rule-specific properties live with their rule in test_engine_rules.py, and the table
rebuilt from events with the tableau in test_tableau.py.
"""

from __future__ import annotations

import dataclasses

from hypothesis import example, given, settings
from hypothesis import strategies as st

from tests.decks import CONSTRUCTED, NO_LIMIT_MOST, any_deck, any_rules, any_seed, each_battle
from war.core.cards import Card
from war.core.engine import Outcome, Round, play_fast, play_ranks
from war.core.events import (
    BattleWon,
    CardLaidFaceDown,
    CardsReturned,
    CardsTurned,
    Event,
    Reason,
    RoundDealt,
    RoundOver,
    Side,
    WarCardsTurned,
    WarDeclared,
    Winner,
)
from war.core.rules import SEED_RULES, Rules
from war.core.tableau import Tableau

# Each example plays a whole round (a few ms); these keep the file to a few seconds.
quick = settings(max_examples=100, deadline=None)
thorough = settings(max_examples=300, deadline=None)

# What a battle is made of: every kind of event but the deal and the end of the round.
InBattle = CardsTurned | WarDeclared | CardLaidFaceDown | WarCardsTurned | BattleWon | CardsReturned


def transcript(game: Round) -> list[Event]:
    return [game.dealt(), *game.play_to_end()]


def battles_of(events: list[Event]) -> list[list[InBattle]]:
    """Split a round's events (without RoundDealt and RoundOver) into battles."""
    battles: list[list[InBattle]] = []
    for event in events:
        assert not isinstance(event, (RoundDealt, RoundOver)), f"{event} is in no battle"
        if isinstance(event, CardsTurned):
            battles.append([])
        battles[-1].append(event)
    return battles


@quick  # checks every event of the round, so it is the slowest per example
@given(any_deck, any_rules)
def test_all_52_distinct_cards_are_in_play_after_every_event(
    deck: list[Card], rules: Rules
) -> None:
    tableau = Tableau()
    for event in transcript(Round(deck, rules=rules)):
        tableau.apply(event)
        in_play = tableau.cards_in_play()
        assert len(in_play) == 52
        assert set(in_play) == set(deck)


@quick
@given(any_deck, any_rules)
def test_every_battle_has_the_right_shape(deck: list[Card], rules: Rules) -> None:
    events = list(Round(deck, rules=rules).play_to_end())
    assert sum(isinstance(e, RoundOver) for e in events) == 1
    assert isinstance(events[-1], RoundOver)
    battles = battles_of(events[:-1])
    assert [b[0].battle for b in battles] == list(range(1, len(battles) + 1))
    for number, battle in enumerate(battles, start=1):
        assert all(e.battle == number for e in battle)
        assert isinstance(battle[0], CardsTurned)
        assert isinstance(battle[-1], (BattleWon, CardsReturned))
        depth = down = 0  # down: the pairs laid face down in this war so far
        for before, event in zip(battle, battle[1:], strict=False):
            if isinstance(event, WarDeclared):
                depth += 1
                down = 0
                assert event.depth == depth
                assert isinstance(before, (CardsTurned, WarCardsTurned))
                assert event.rank == before.player.rank == before.computer.rank
            elif isinstance(event, WarCardsTurned):
                assert event.depth == depth
                assert isinstance(before, CardLaidFaceDown) and before.side is Side.COMPUTER
                assert down == rules.war_cards  # K pairs face down, then one face up
            elif isinstance(event, CardLaidFaceDown):
                if event.side is Side.PLAYER:
                    down += 1
                    assert down <= rules.war_cards
                    if down == 1:  # a war's first face-down pair follows its declaration
                        assert isinstance(before, WarDeclared)
                    else:  # ...each later one the pair before
                        assert isinstance(before, CardLaidFaceDown)
                        assert before.side is Side.COMPUTER
                else:
                    assert isinstance(before, CardLaidFaceDown) and before.side is Side.PLAYER
            elif isinstance(event, BattleWon) and isinstance(before, (CardsTurned, WarCardsTurned)):
                higher = Side.PLAYER if before.player.rank > before.computer.rank else Side.COMPUTER
                assert before.player.rank != before.computer.rank
                assert event.winner is higher


@quick
@given(any_deck, any_rules)
def test_counters_match_the_events(deck: list[Card], rules: Rules) -> None:
    game = Round(deck, rules=rules)
    events = list(game.play_to_end())
    over = events[-1]
    assert isinstance(over, RoundOver)
    declared = [e for e in events if isinstance(e, WarDeclared)]
    assert over.battles == game.battles == sum(isinstance(e, CardsTurned) for e in events)
    assert over.wars == game.wars == len(declared)
    assert over.longest_war_chain == game.longest_war_chain
    assert over.longest_war_chain == max((e.depth for e in declared), default=0)
    outcome = game.outcome
    assert outcome is not None
    assert outcome == Outcome(
        over.winner,
        over.reason,
        over.battles,
        over.wars,
        over.player_count,
        over.computer_count,
        over.longest_war_chain,
    )
    assert (outcome.player_cards, outcome.computer_cards) == (
        len(game.player_pile),
        len(game.computer_pile),
    )


@thorough
@given(any_deck, any_rules)
def test_round_ends_for_its_reason_and_never_passes_the_limit(
    deck: list[Card], rules: Rules
) -> None:
    game = Round(deck, rules=rules)
    events = transcript(game)
    limit = rules.battle_limit
    most = NO_LIMIT_MOST if limit is None else limit
    assert all(e.battle <= most for e in events if isinstance(e, CardsTurned))
    over = events[-1]
    assert isinstance(over, RoundOver)
    if over.winner is Winner.DRAW:
        stopped = Reason.ENDLESS if limit is None else Reason.BATTLE_LIMIT
        assert over.reason in {stopped, Reason.BOTH_OUT_IN_WAR}
        assert over.player_count + over.computer_count == 52
    else:
        assert over.reason in {Reason.ALL_CARDS, Reason.OUT_OF_CARDS_IN_WAR}
        winner_count = over.player_count if over.winner is Winner.PLAYER else over.computer_count
        assert winner_count == 52
    if over.reason is Reason.BATTLE_LIMIT:
        assert over.battles == limit
    else:
        assert over.battles <= most


@thorough
@given(any_deck, any_rules)
def test_each_battle_ends_in_one_collection_whose_counts_are_the_pile_lengths(
    deck: list[Card], rules: Rules
) -> None:
    game = Round(deck, rules=rules)
    for events in each_battle(game):
        collected = [e for e in events if isinstance(e, (BattleWon, CardsReturned))]
        assert len(collected) == 1
        assert (collected[0].player_count, collected[0].computer_count) == (
            len(game.player_pile),
            len(game.computer_pile),
        )
        assert collected[0].player_count + collected[0].computer_count == 52


@quick
@given(any_seed, any_rules)
def test_a_seed_always_gives_the_same_transcript(seed: int, rules: Rules) -> None:
    first = transcript(Round.from_seed(seed, rules=rules))
    second = transcript(Round.from_seed(seed, rules=rules))
    assert first == second
    assert isinstance(first[0], RoundDealt)
    assert first[0].seed == seed


# Fast path equals event path: any deal by any rule set, and the hand-built deals for the
# rare endings, which random deals almost never reach, as fixed examples.


def _with_hand_built_decks(test):
    for deck in CONSTRUCTED.values():
        test = example(deck, SEED_RULES, None)(test)
    return test


@thorough
@given(any_deck, any_rules, st.one_of(st.none(), any_seed))
@_with_hand_built_decks
def test_fast_path_equals_event_path(deck: list[Card], rules: Rules, seed: int | None) -> None:
    game = Round(deck, seed=seed, rules=rules)
    over = transcript(game)[-1]
    assert isinstance(over, RoundOver)
    assert game.outcome is not None
    assert play_fast(deck, rules, seed) == game.outcome
    assert play_ranks([card.rank for card in deck], rules, seed) == game.outcome
    assert dataclasses.astuple(game.outcome) == tuple(over)
