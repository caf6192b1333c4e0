"""Tests for record.py: rounds counted into the record, which round-trips and is checked."""

from __future__ import annotations

import pytest

from war.core.engine import Outcome
from war.core.events import Reason, Winner
from war.store.files import BadFile
from war.store.record import HISTORY_MOST, Record, from_json, to_json


def outcome(winner: Winner, reason: Reason, battles: int = 30, wars: int = 2, chain: int = 1):
    cards = {Winner.PLAYER: (52, 0), Winner.COMPUTER: (0, 52), Winner.DRAW: (26, 26)}[winner]
    return Outcome(winner, reason, battles, wars, *cards, chain)


SEQUENCE = [
    outcome(Winner.PLAYER, Reason.ALL_CARDS, 120, 7, 2),
    outcome(Winner.PLAYER, Reason.OUT_OF_CARDS_IN_WAR, 40, 3, 3),
    outcome(Winner.COMPUTER, Reason.ALL_CARDS, 300, 20, 1),
    outcome(Winner.PLAYER, Reason.ALL_CARDS, 90, 4, 1),
    outcome(Winner.DRAW, Reason.BATTLE_LIMIT, 500, 31, 2),
    outcome(Winner.PLAYER, Reason.ALL_CARDS, 60, 2, 1),
]


def played(outcomes) -> Record:
    record = Record()
    for seed, each in enumerate(outcomes):
        record = record.with_round(each, seed)
    return record


def test_rounds_are_counted_by_ending_with_streaks_and_extremes():
    record = played(SEQUENCE)
    assert record.played == 6
    assert (record.count(Winner.PLAYER), record.count(Winner.COMPUTER)) == (4, 1)
    assert record.count(Winner.DRAW) == 1
    assert record.endings[(Winner.PLAYER, Reason.ALL_CARDS)] == 3
    assert (record.streak, record.best_streak) == (1, 2)
    assert record.longest_round == 500 and record.most_wars_in_a_battle == 3
    assert (record.battles, record.wars) == (1110, 67)
    assert [each.battles for each in record.history] == [120, 40, 300, 90, 500, 60]
    assert record.history[2].seed == 2 and record.history[2].winner is Winner.COMPUTER


def test_the_history_keeps_the_latest_rounds_and_the_totals_keep_counting():
    many = played([outcome(Winner.COMPUTER, Reason.ALL_CARDS, battles=10)] * (HISTORY_MOST + 5))
    assert len(many.history) == HISTORY_MOST and many.history[-1].seed == HISTORY_MOST + 4
    assert many.played == HISTORY_MOST + 5 and many.battles == 10 * (HISTORY_MOST + 5)


def test_a_record_round_trips():
    record = played(SEQUENCE)
    assert from_json(to_json(record)) == record
    assert from_json(to_json(Record())) == Record()


GOOD = to_json(played(SEQUENCE))
BAD = [
    ("not a list", "not an object"),
    ({**GOOD, "version": 0}, "unknown version"),
    ({**GOOD, "endings": []}, '"endings" is not an object'),
    ({**GOOD, "endings": {**GOOD["endings"], "player all_cards": -1}}, "whole number"),
    ({**GOOD, "streak": 9}, "streaks"),
    ({**GOOD, "best_streak": 99}, "streaks"),
    ({**GOOD, "longest_round": 501}, "more than 500"),
    ({**GOOD, "battles": 10**9}, "battle counts"),
    ({**GOOD, "battles": 10**400}, "more than 9007199254740991"),  # past what JSON holds
    ({**GOOD, "wars": 2**53}, "more than 9007199254740991"),
    ({**GOOD, "endings": dict.fromkeys(GOOD["endings"], 2**53 - 1)}, "rounds played"),
    ({**GOOD, "history": {}}, '"history" is not a list'),
    ({**GOOD, "history": [*GOOD["history"], "x"]}, "not a round"),
    ({**GOOD, "history": [{**GOOD["history"][0], "winner": "nobody"}]}, "unknown winner"),
    ({**GOOD, "history": GOOD["history"] * 2}, "more rounds listed than counted"),
    ({**GOOD, "history": [{**GOOD["history"][0], "battles": 0}]}, "no battle"),
]


@pytest.mark.parametrize(("data", "says"), BAD, ids=[says for _, says in BAD])
def test_a_record_that_cannot_be_is_refused_saying_why(data, says):
    with pytest.raises(BadFile, match=says):
        from_json(data)
