"""Tests for war/session/medals.py: what a round did, and the medals it earns with the record."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.decks import CONSTRUCTED, interleave
from war.core.cards import shuffled_deck
from war.core.engine import Round
from war.core.events import BattleWon, Reason, Side, WarDeclared, Winner
from war.core.rules import ALL_RULES, SEED_RULES, Pickup, Rules
from war.session.medals import Facts, Medal, earned, facts
from war.store.record import Record

HOUSE = Rules(2, Pickup.SHUFFLED, 1000)
DAY = date(2026, 12, 1)
WON = Facts(Winner.PLAYER, 200, 0, 10)
LOST = Facts(Winner.COMPUTER, 200, 0, 10)
NONE = Record()
WON_REASON = Reason.ALL_CARDS


def first_battle(deck: list) -> Facts:
    round_ = Round(deck)
    return facts(round_.play_battle(), Winner.PLAYER, 1)


def test_the_medals_are_eight_at_least_each_with_an_id_of_its_own():
    assert len(Medal) >= 8 and len({str(medal) for medal in Medal}) == len(Medal)
    assert all(str(medal).isascii() and str(medal).islower() for medal in Medal)


def test_a_battle_won_in_a_triple_war_is_three_wars_in_a_row_won():
    assert first_battle(CONSTRUCTED["triple_war"]).deepest_war_won == 3


def test_a_war_the_computer_wins_is_none_won():
    player, computer = CONSTRUCTED["triple_war"][0::2], CONSTRUCTED["triple_war"][1::2]
    mirrored = interleave(list(computer), list(player))  # the same battle, the piles swapped
    assert first_battle(mirrored).deepest_war_won == 0


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), rules=st.sampled_from(ALL_RULES))
def test_the_facts_of_a_round_are_what_its_events_say(seed: int, rules: Rules) -> None:
    """Over whole rounds under every rule set: the deepest war the player won is the
    deepest of the battles they won, and the fewest cards they held the least after any
    battle, both read from the events afresh."""
    round_ = Round(shuffled_deck(seed), seed=seed, rules=rules)
    battles = []
    while not round_.is_over:
        battles.append(round_.play_battle())
    assert round_.outcome is not None
    found = facts(
        [event for battle in battles for event in battle],
        round_.outcome.winner,
        round_.outcome.battles,
    )
    deepest = [
        max((e.depth for e in battle if isinstance(e, WarDeclared)), default=0)
        for battle in battles
        if any(isinstance(e, BattleWon) and e.winner is Side.PLAYER for e in battle)
    ]
    counts = [e.player_count for battle in battles for e in battle if isinstance(e, BattleWon)]
    assert found.deepest_war_won == max(deepest, default=0)
    assert found.fewest_cards == min([26, *counts])
    assert (found.winner, found.battles) == (round_.outcome.winner, round_.outcome.battles)


def test_a_win_earns_the_first_win_and_a_loss_does_not():
    assert Medal.FIRST_WIN in earned(WON, SEED_RULES, False, NONE)
    assert Medal.FIRST_WIN not in earned(LOST, SEED_RULES, False, NONE)


def test_wars_won_in_a_row_earn_the_double_and_the_triple():
    assert earned(replace(LOST, deepest_war_won=1), SEED_RULES, False, NONE) == ()
    assert earned(replace(LOST, deepest_war_won=2), SEED_RULES, False, NONE) == (Medal.DOUBLE_WAR,)
    assert earned(replace(LOST, deepest_war_won=4), SEED_RULES, False, NONE) == (
        Medal.DOUBLE_WAR,
        Medal.TRIPLE_WAR,
    )


def test_back_from_three_cards_or_fewer_to_win_is_a_comeback():
    assert Medal.COMEBACK in earned(replace(WON, fewest_cards=3), SEED_RULES, False, NONE)
    assert Medal.COMEBACK not in earned(replace(WON, fewest_cards=4), SEED_RULES, False, NONE)
    assert Medal.COMEBACK not in earned(replace(LOST, fewest_cards=1), SEED_RULES, False, NONE)


def test_a_win_on_the_last_battle_the_limit_allows():
    assert Medal.LAST_BATTLE in earned(replace(WON, battles=500), SEED_RULES, False, NONE)
    assert Medal.LAST_BATTLE not in earned(replace(WON, battles=499), SEED_RULES, False, NONE)
    assert Medal.LAST_BATTLE not in earned(replace(WON, battles=500), HOUSE, False, NONE)
    assert Medal.LAST_BATTLE in earned(replace(WON, battles=1000), HOUSE, False, NONE)


def test_the_record_after_the_round_earns_the_streaks_and_the_hundred():
    assert Medal.FIVE_IN_A_ROW in earned(LOST, SEED_RULES, False, Record(streak=5, best_streak=5))
    assert Medal.FIVE_IN_A_ROW not in earned(WON, SEED_RULES, False, Record(streak=4))
    assert Medal.SEVEN_DAYS in earned(LOST, SEED_RULES, True, Record(daily_run=7))
    assert Medal.SEVEN_DAYS not in earned(LOST, SEED_RULES, True, Record(daily_run=6))
    hundred = Record(by_rules={SEED_RULES: {(Winner.COMPUTER, WON_REASON): 100}})
    assert Medal.HUNDRED_ROUNDS in earned(LOST, SEED_RULES, False, hundred)
    assert Medal.HUNDRED_ROUNDS not in earned(LOST, SEED_RULES, False, NONE)


def test_a_win_by_house_rules_a_deal_of_the_day_won_and_a_marathon():
    assert Medal.HOUSE_WIN in earned(WON, HOUSE, False, NONE)
    assert Medal.HOUSE_WIN not in earned(WON, SEED_RULES, False, NONE)
    assert Medal.HOUSE_WIN not in earned(LOST, HOUSE, False, NONE)
    assert Medal.DAILY_WIN in earned(WON, SEED_RULES, True, NONE)
    assert Medal.DAILY_WIN not in earned(LOST, SEED_RULES, True, NONE)
    assert Medal.MARATHON in earned(replace(LOST, battles=1000), HOUSE, False, NONE)
    assert Medal.MARATHON not in earned(replace(LOST, battles=999), HOUSE, False, NONE)


def test_a_medal_held_is_not_earned_again_and_those_earned_come_in_order():
    held = Record(medals={Medal.FIRST_WIN: DAY})
    everything = Facts(Winner.PLAYER, 1000, 3, 1)
    got = earned(everything, Rules(1, Pickup.AS_LAID, 1000), True, held)
    assert Medal.FIRST_WIN not in got
    assert list(got) == [medal for medal in Medal if medal in got]
    assert {Medal.DOUBLE_WAR, Medal.TRIPLE_WAR, Medal.COMEBACK, Medal.LAST_BATTLE} <= set(got)
