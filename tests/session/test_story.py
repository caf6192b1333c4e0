"""Tests for war/session/story.py: a round's story is the round its deal plays, battle by
battle, and its turning point is a battle of it that a player would point to."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.session.test_round import Table
from war.core.cards import DECK_SIZE
from war.core.engine import Round
from war.core.events import Side, Winner
from war.core.rules import ALL_RULES, SEED_RULES, Pickup, Rules
from war.session.story import HALF, Story, story_of, tell, told
from war.store.store import Store

SEEDS = st.integers(min_value=0, max_value=2**64)
RULES = st.sampled_from(ALL_RULES)  # every property holds under every rule set


def held(story: Story, side: Side, index: int) -> int:
    """``side``'s cards after the battle at ``index`` (-1: the deal)."""
    if index < 0:
        return HALF
    battle = story.battles[index]
    return battle.player_cards if side is Side.PLAYER else battle.computer_cards


@settings(max_examples=150, deadline=None)
@given(SEEDS, RULES)
def test_the_counts_sum_to_the_deck_after_every_battle(seed, rules):
    story = tell(seed, rules)
    assert all(each.player_cards + each.computer_cards == DECK_SIZE for each in story.battles)


@settings(max_examples=150, deadline=None)
@given(SEEDS, RULES)
def test_the_story_is_the_round_its_deal_plays(seed, rules):
    story = tell(seed, rules)
    round_ = Round.from_seed(seed, rules=rules)
    for battle in story.battles:
        round_.play_battle()
        assert battle.number == round_.battles
        assert (battle.player_cards, battle.computer_cards) == (
            len(round_.player_pile),
            len(round_.computer_pile),
        )
    assert round_.outcome == story.outcome


@settings(max_examples=150, deadline=None)
@given(SEEDS, RULES)
def test_each_battle_gains_what_the_piles_say(seed, rules):
    story = tell(seed, rules)
    before = HALF
    for battle in story.battles:
        assert battle.gained == battle.player_cards - before
        if battle.winner is not None:
            assert battle.gained_by(battle.winner) == battle.taken // 2 > 0
        before = battle.player_cards


@settings(max_examples=150, deadline=None)
@given(SEEDS, RULES)
def test_the_wars_are_the_rounds_wars(seed, rules):
    story = tell(seed, rules)
    assert sum(each.depth for each in story.wars) == story.outcome.wars
    assert max((each.depth for each in story.wars), default=0) == story.outcome.longest_war_chain
    assert all(each.depth > 0 for each in story.wars)


@settings(max_examples=300, deadline=None)
@given(SEEDS, RULES)
def test_the_turning_point_is_a_battle_of_the_round(seed, rules):
    story = tell(seed, rules)
    point = story.turning_point.battle
    assert story.battles[point.number - 1] is point


@settings(max_examples=300, deadline=None)
@given(SEEDS, RULES)
def test_a_won_rounds_turning_point_went_the_winners_way(seed, rules):
    story = tell(seed, rules)
    if story.outcome.winner is Winner.DRAW:
        return
    side = Side(str(story.outcome.winner))
    point = story.turning_point
    assert point.battle.winner is side and point.battle.gained_by(side) > 0
    index = point.battle.number - 1
    # The battle that took the lead for good: the first of the run of leads to the end.
    ahead = next(
        i
        for i in range(len(story.battles))
        if all(held(story, side, j) > HALF for j in range(i, len(story.battles)))
    )
    assert index <= ahead
    assert point.for_good == (index == ahead)
    # Nothing between it and the lead for good won the winner more.
    assert all(
        story.battles[later].gained_by(side) <= point.battle.gained_by(side)
        for later in range(index + 1, ahead + 1)
    )
    # Between the two the winner never led (their comeback, or the battle itself).
    assert all(held(story, side, between) <= HALF for between in range(index, ahead))


@settings(max_examples=300, deadline=None)
@given(SEEDS, RULES)
def test_a_drawn_rounds_turning_point_is_its_biggest_battle(seed, rules):
    story = tell(seed, rules)
    if story.outcome.winner is not Winner.DRAW:
        return
    point = story.turning_point
    assert not point.for_good
    assert abs(point.battle.gained) == max(abs(each.gained) for each in story.battles)


def test_a_round_led_from_the_first_battle_turns_on_it():
    # The first deal whose winner led from its first battle to its last.
    for seed in range(500):
        story = tell(seed)
        if story.outcome.winner is Winner.DRAW:
            continue
        side = Side(str(story.outcome.winner))
        if all(held(story, side, i) > HALF for i in range(len(story.battles))):
            assert story.turning_point.battle.number == 1
            assert story.turning_point.for_good
            return
    raise AssertionError("no deal of the first 500 was led from its first battle")


def test_a_finished_sessions_story_is_its_deals(tmp_path):
    """Round over's story, read from the battles the log holds, is the deal's played again
    (a round resumed halfway included: its log goes back to the deal)."""
    store = Store(tmp_path / "data")
    try:
        for seed, resumed in ((42, False), (570, True)):
            table = Table(store, seed)
            if resumed:
                for _ in range(30):
                    table.battle()
                table = Table(store, resume=store.saved_round)
            while not table.session.round.is_over:
                table.battle()
            assert story_of(table.session) == tell(seed)
    finally:
        store.close()


def test_battles_that_stop_before_the_end_tell_no_story():
    round_ = Round.from_seed(42)
    battles = [round_.play_battle() for _ in range(10)]
    assert told(42, SEED_RULES, battles) is None
    assert told(42, SEED_RULES, []) is None


def test_a_house_rules_sessions_story_is_told_by_its_rules(tmp_path):
    house = Rules(2, Pickup.SHUFFLED, 1000)
    store = Store(tmp_path / "data")
    try:
        table = Table(store, 42, rules=house)
        while not table.session.round.is_over:
            table.battle()
        story = story_of(table.session)
        assert story is not None and story.rules == house and story == tell(42, house)
    finally:
        store.close()
