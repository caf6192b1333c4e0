"""Tests for saved_round.py: a position round-trips through JSON; a bad file says why."""

from __future__ import annotations

import pytest

from tests.decks import position_after
from war.core.cards import shuffled_deck
from war.store.files import BadFile
from war.store.saved_round import from_json, to_json


def test_a_position_round_trips_and_reads_tens_either_way():
    position = position_after(570, 12)
    data = to_json(position)
    assert data["version"] == 1 and data["seed"] == 570 and data["battles"] == 12
    assert from_json(data) == position
    spelled = {**data, "player": [code.replace("T", "10") for code in data["player"]]}
    assert from_json(spelled) == position


GOOD = to_json(position_after(11, 40))  # 5 wars, the longest chain of them 2
DECK = [card.code for card in shuffled_deck(11)]
BAD = [
    ([1, 2], "^not a JSON object$"),
    ({**GOOD, "version": 2}, "unknown version 2"),
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
