"""Tests for saved_round.py: a round round-trips through JSON with its rules; a bad file says
why."""

from __future__ import annotations

import pytest

from tests.decks import position_after
from war.core.cards import shuffled_deck
from war.core.engine import replay
from war.core.position import Position
from war.core.rules import ALL_RULES, SEED_RULES, Pickup, Rules
from war.store.files import BadFile
from war.store.saved_round import Saved, from_json, to_json

HOUSE = Rules(3, Pickup.SHUFFLED, None)
DAY = 20261201  # the deal of the day of 1 December 2026


def position_under(rules: Rules, seed: int, battles: int) -> Position:
    return replay(seed, battles, rules=rules)[0].position()


def test_a_position_round_trips_and_reads_tens_either_way():
    position = position_after(570, 12)
    data = to_json(position)
    assert data["version"] == 2 and data["seed"] == 570 and data["battles"] == 12
    assert data["rules"] == "1 as-laid 500" and data["daily"] is False
    assert from_json(data) == Saved(position, SEED_RULES, daily=False)
    spelled = {**data, "player": [code.replace("T", "10") for code in data["player"]]}
    assert from_json(spelled) == Saved(position)


def test_a_round_under_every_rule_set_round_trips_with_its_rules():
    for rules in ALL_RULES:
        position = position_under(rules, 570, 9)
        assert from_json(to_json(position, rules)) == Saved(position, rules), rules.key


def test_a_deal_of_the_day_round_trips_as_one():
    position = position_after(DAY, 5)
    assert from_json(to_json(position, SEED_RULES, daily=True)) == Saved(position, daily=True)


def test_a_version_1_file_is_a_round_under_the_seed_rules_and_no_deal_of_the_day():
    position = position_after(DAY, 12)
    data = {**to_json(position), "version": 1}
    del data["rules"], data["daily"]
    assert from_json(data) == Saved(position, SEED_RULES, daily=False)


def test_a_saved_round_is_checked_by_replaying_its_deal_under_its_own_rules():
    """The same piles under other rules are where no deal stands: refused."""
    position = position_under(HOUSE, 11, 40)
    assert position != position_after(11, 40)
    assert from_json(to_json(position, HOUSE)).rules == HOUSE
    with pytest.raises(BadFile, match="not where deal #11 stands"):
        from_json(to_json(position, SEED_RULES))
    seed_position = position_after(11, 40)
    with pytest.raises(BadFile, match="not where deal #11 stands"):
        from_json(to_json(seed_position, HOUSE))


def test_a_round_without_a_limit_may_be_saved_past_any_limit():
    endless = Rules(battle_limit=None)
    long_deal = next(
        seed for seed in range(2000) if replay(seed, 600, rules=endless)[0].battles == 600
    )
    position = position_under(endless, long_deal, 600)
    assert from_json(to_json(position, endless)) == Saved(position, endless)
    with pytest.raises(BadFile, match="battles played"):
        from_json(to_json(position, SEED_RULES))


GOOD = to_json(position_after(11, 40))  # 5 wars, the longest chain of them 2
DECK = [card.code for card in shuffled_deck(11)]
BAD = [
    ([1, 2], "^not a JSON object$"),
    ({**GOOD, "version": 3}, "unknown version 3"),
    ({**GOOD, "version": True}, "unknown version True"),
    ({k: v for k, v in GOOD.items() if k != "rules"}, '^"rules" is missing$'),
    ({**GOOD, "rules": "4 as-laid 500"}, '^"rules" names no table rules the game plays by'),
    ({**GOOD, "rules": "1 as-laid 0500"}, "names no table rules"),
    ({**GOOD, "rules": ["1", "as-laid", "500"]}, "names no table rules"),
    ({**GOOD, "rules": None}, "names no table rules"),
    ({k: v for k, v in GOOD.items() if k != "daily"}, '^"daily" is missing$'),
    ({**GOOD, "daily": 1}, '^"daily" is neither true nor false: 1$'),
    ({**GOOD, "daily": "yes"}, '"daily" is neither true nor false'),
    ({**GOOD, "daily": True}, "^deal #11 is not the deal of any day$"),
    (
        {**to_json(position_after(DAY, 3), Rules(2), daily=True)},
        "^a deal of the day under house rules$",
    ),
    ({k: v for k, v in GOOD.items() if k != "version"}, '^"version" is missing$'),
    ({k: v for k, v in GOOD.items() if k != "battles"}, '^"battles" is missing$'),
    ({**GOOD, "battles": None}, '^"battles" is not a whole number ≥ 0: None$'),
    ({**GOOD, "seed": -4}, '"seed" is not a whole number'),
    ({**GOOD, "seed": True}, '"seed" is not a whole number'),
    ({**GOOD, "battles": "12"}, '"battles" is not a whole number'),
    ({**GOOD, "battles": 10**30}, "battles played"),
    ({**GOOD, "player": "KC QD"}, '"player" is not a list of card codes'),
    ({**GOOD, "player": [*GOOD["player"][:-1], "ZZ"]}, "\"player\": unknown card code: 'ZZ'"),
    ({**GOOD, "player": [*GOOD["player"], GOOD["computer"][0]]}, "duplicate card"),
    ({**GOOD, "player": GOOD["player"][:-1]}, "a deck needs 52 cards, got 51"),
    ({**GOOD, "computer": [], "player": DECK}, "a pile is empty"),
    ({**GOOD, "wars": 1000}, "wars in"),
    (
        {**GOOD, "longest_war_chain": 6},
        r"^more wars in one chain \(6\) than in the whole round \(5\)$",
    ),
    (
        {**GOOD, "wars": 30, "longest_war_chain": 13},
        r"^more wars in one chain \(13\) than any battle can hold \(12\)$",
    ),
]


@pytest.mark.parametrize(("data", "says"), BAD, ids=[says for _, says in BAD])
def test_a_saved_round_that_cannot_be_is_refused_saying_why(data, says):
    with pytest.raises(BadFile, match=says):
        from_json(data)


def test_a_table_edited_by_hand_is_refused_since_a_deal_plays_only_one_way():
    good = to_json(position_after(11, 40))
    swapped = {**good, "player": [good["computer"][0], *good["player"][1:]]}
    swapped["computer"] = [good["player"][0], *good["computer"][1:]]
    for edited, says in (
        (swapped, "not where deal #11 stands after battle 40"),
        ({**good, "battles": 41}, "not where deal #11 stands"),
        ({**good, "seed": 12}, "not where deal #12 stands"),
        ({**good, "wars": good["wars"] + 1, "longest_war_chain": 1}, "not where"),
    ):
        with pytest.raises(BadFile, match=says):
            from_json(edited)


def test_a_saved_battle_past_the_end_of_its_deal_is_refused():
    short = 6014  # a deal that ends within 30 battles
    data = to_json(position_after(short, 3))
    with pytest.raises(BadFile, match="ends before battle 200"):
        from_json({**data, "battles": 200})
