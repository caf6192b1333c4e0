"""Tests for record.py: rounds counted into the record, which round-trips and is read value by
value: what is not understood is left out, the rest fitted to it."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from datetime import date, timedelta
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from war.core.engine import Outcome
from war.core.events import Reason, Winner
from war.core.position import WAR_CHAIN_MOST
from war.core.rules import ALL_RULES, BATTLE_LIMIT, SEED_RULES, Pickup, Rules
from war.session.daily import daily_seed
from war.session.medals import Medal
from war.store.files import BadFile
from war.store.fitting import TOTALS
from war.store.record import (
    COUNT_MOST,
    DAILY_MOST,
    HISTORY_MOST,
    Finished,
    Record,
    daily_streak,
    ending_key,
    endings_of,
    runs,
)
from war.store.record_file import Loaded, _check, from_json, to_json, totals_json


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


def v1_json(record: Record) -> dict[str, Any]:
    """``record`` as the game wrote stats.json before version 2: every round under the
    seed rules, no daily results, no medals."""
    assert record.rules_played in ((), (SEED_RULES,)) and not record.daily and not record.medals
    return {
        "version": 1,
        "endings": {ending_key(*pair): record.endings[pair] for pair in endings_of(SEED_RULES)},
        **{key: getattr(record, key) for key in TOTALS},
        "history": [
            {
                "seed": each.seed,
                "battles": each.battles,
                "wars": each.wars,
                "winner": str(each.winner),
                "reason": str(each.reason),
            }
            for each in record.history
        ],
    }


def seeded(endings: dict[tuple[Winner, Reason], int]) -> dict[Rules, dict[Any, int]]:
    """``by_rules`` for rounds all played under the seed rules, counted by ``endings``."""
    return {SEED_RULES: {pair: endings.get(pair, 0) for pair in endings_of(SEED_RULES)}}


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
    assert from_json(to_json(record)) == Loaded(record)
    assert from_json(to_json(Record())) == Loaded(Record())


GOOD = v1_json(played(SEQUENCE))  # a version 1 file, read value by value
R = played(SEQUENCE)  # what GOOD holds
NOT_A_RECORD = [
    ("not a list", "^not a JSON object$"),
    ([GOOD], "^not a JSON object$"),
    ({**GOOD, "version": 0}, "unknown version"),
    ({**GOOD, "version": True}, "unknown version True"),
    ({k: v for k, v in GOOD.items() if k != "version"}, '^"version" is missing$'),
]


@pytest.mark.parametrize(("data", "says"), NOT_A_RECORD, ids=[says for _, says in NOT_A_RECORD])
def test_what_is_not_a_record_at_all_is_refused_saying_why(data, says):
    with pytest.raises(BadFile, match=says):
        from_json(data)


def endings(**counts: object) -> dict[str, object]:
    """GOOD's endings, with ``counts`` ("player_all_cards": 3) written over them: whatever a
    file may hold, a bad count (1e308) too."""
    return {**GOOD["endings"], **{key.replace("_", " ", 1): n for key, n in counts.items()}}


C = COUNT_MOST
LISTED = GOOD["history"]
# Ten rounds won, each of 100 battles and 3 wars, written out by hand.
WON_TEN = Record(
    by_rules=seeded({(Winner.PLAYER, Reason.ALL_CARDS): 10}),
    streak=10,
    best_streak=10,
    longest_round=100,
    most_wars_in_a_battle=1,
    battles=1000,
    wars=30,
    history=(Finished(7, 100, 3, Winner.PLAYER, Reason.ALL_CARDS),) * 10,
)
TEN_WINS = v1_json(WON_TEN)
# Value by value: (what the file holds, what is left out, what is changed, what is read).
LEFT_OUT: dict[str, tuple[dict[str, Any], list[str], list[tuple[str, int]], Record]] = {
    "a count below 0, which the rounds listed bring back": (
        {**GOOD, "endings": endings(player_all_cards=-5)},
        ["player all_cards"],
        [("player all_cards", 3)],
        R,
    ),
    "a count 1e308": (
        {**GOOD, "endings": endings(computer_all_cards=1e308)},
        ["computer all_cards"],
        [("computer all_cards", 1)],
        R,
    ),
    "a count missing": (
        {**GOOD, "endings": {k: v for k, v in GOOD["endings"].items() if k != "draw battle_limit"}},
        ["draw battle_limit"],
        [("draw battle_limit", 1)],
        R,
    ),
    "more rounds counted than listed, which is as it should be": (
        {**GOOD, "endings": endings(player_all_cards=13), "history": LISTED[3:]},
        [],
        [],
        replace(
            R,
            by_rules=seeded({**R.endings, (Winner.PLAYER, Reason.ALL_CARDS): 13}),
            history=R.history[3:],
        ),
    ),
    "the endings not an object": (
        {**GOOD, "endings": []},
        ["endings"],
        [
            ("player all_cards", 3),
            ("player out_of_cards_in_war", 1),
            ("computer all_cards", 1),
            ("draw battle_limit", 1),
        ],
        R,
    ),
    "every count at 2**53 - 1 (more rounds in all than JSON holds)": (
        {**GOOD, "endings": dict.fromkeys(GOOD["endings"], C)},
        [],
        [
            ("player all_cards", C - 3),
            ("player out_of_cards_in_war", 1),
            ("computer all_cards", 1),
            ("computer out_of_cards_in_war", 0),
            ("draw both_out_in_war", 0),
            ("draw battle_limit", 1),
        ],
        replace(R, by_rules=seeded({**R.endings, (Winner.PLAYER, Reason.ALL_CARDS): C - 3})),
    ),
    "the streak past the rounds won, brought down as far as the best streak": (
        {**GOOD, "streak": 9},
        [],
        [("streak", 2)],
        replace(R, streak=2),
    ),
    "the best streak past the rounds won": (
        {**GOOD, "best_streak": 99},
        [],
        [("best_streak", 4)],
        replace(R, best_streak=4),
    ),
    "the best streak below the streak": (
        {**GOOD, "streak": 2, "best_streak": 1},
        [],
        [("best_streak", 2)],
        replace(R, streak=2, best_streak=2),
    ),
    "the best streak not a number": (
        {**GOOD, "best_streak": "5"},
        ["best_streak"],
        [("best_streak", 1)],
        replace(R, best_streak=1),
    ),
    "the longest round past the battle limit": (
        {**GOOD, "longest_round": 501},
        [],
        [("longest_round", 500)],
        R,
    ),
    "the longest round shorter than a listed one": (
        {**GOOD, "longest_round": 300},
        [],
        [("longest_round", 500)],
        R,
    ),
    "more battles than the rounds could have": (
        {**GOOD, "battles": 10**9},
        [],
        [("battles", 3000)],
        replace(R, battles=3000),
    ),
    "battles 10**400, brought back from the rounds listed": (
        {**GOOD, "battles": 10**400},
        ["battles"],
        [("battles", 1110)],
        R,
    ),
    "wars 2**53, brought back from the rounds listed": (
        {**GOOD, "wars": 2**53},
        ["wars"],
        [("wars", 67)],
        R,
    ),
    "fewer wars than the most in one battle": (
        {**GOOD, "history": [], "wars": 1},
        [],
        [("wars", 3)],
        replace(R, history=(), wars=3),
    ),
    "most wars in a battle -1": (
        {**GOOD, "most_wars_in_a_battle": -1},
        ["most_wars_in_a_battle"],
        [],
        replace(R, most_wars_in_a_battle=0),
    ),
    "the history not a list": ({**GOOD, "history": {}}, ["history"], [], replace(R, history=())),
    "a listed round that is no round": (
        {**GOOD, "history": [*LISTED, "x"]},
        ["listed: 1"],
        [],
        R,
    ),
    "a listed round with an unknown winner": (
        {**GOOD, "history": [*LISTED[:2], {**LISTED[2], "winner": "nobody"}, *LISTED[3:]]},
        ["listed: 1"],
        [],
        replace(R, history=R.history[:2] + R.history[3:]),
    ),
    "a listed round with more wars than its battles can hold": (
        {**GOOD, "history": [{**LISTED[0], "wars": 120 * WAR_CHAIN_MOST + 1}, *LISTED[1:]]},
        ["listed: 1"],
        [],
        replace(R, history=R.history[1:]),
    ),
    "a listed round ended in a way no round can": (
        {**GOOD, "history": [{**LISTED[0], "winner": "draw"}, *LISTED[1:]]},
        ["listed: 1"],
        [],
        replace(R, history=R.history[1:]),
    ),
    "listed rounds of no battle and of 10**400": (
        {**GOOD, "history": [{**LISTED[0], "battles": 0}, {**LISTED[1], "battles": 10**400}]},
        ["listed: 2"],
        [],
        replace(R, history=()),
    ),
    "more rounds listed than counted": (
        {**GOOD, "history": LISTED * 2},
        [],
        [
            ("player all_cards", 6),
            ("player out_of_cards_in_war", 2),
            ("computer all_cards", 2),
            ("draw battle_limit", 2),
            ("battles", 2220),
            ("wars", 134),
        ],
        replace(
            R,
            by_rules=seeded({pair: 2 * n for pair, n in R.endings.items()}),
            battles=2220,
            wars=134,
            history=R.history * 2,
        ),
    ),
    "more rounds listed than the history keeps": (
        {
            **GOOD,
            "endings": endings(player_all_cards=HISTORY_MOST + 3),
            "history": [LISTED[0]] * (HISTORY_MOST + 2),
        },
        ["past: 2"],
        [("battles", 120 * HISTORY_MOST), ("wars", 7 * HISTORY_MOST)],
        replace(
            R,
            by_rules=seeded({**R.endings, (Winner.PLAYER, Reason.ALL_CARDS): HISTORY_MOST + 3}),
            battles=120 * HISTORY_MOST,
            wars=7 * HISTORY_MOST,
            history=(R.history[0],) * HISTORY_MOST,
        ),
    ),
    # A value left out is brought back from those still there, never the reverse.
    "a count left out, ten of its rounds listed: the streaks and the other counts kept": (
        {
            **TEN_WINS,
            "endings": {**TEN_WINS["endings"], "player all_cards": -5, "computer all_cards": 20},
        },
        ["player all_cards"],
        [("player all_cards", 10)],
        replace(
            WON_TEN, by_rules=seeded({**WON_TEN.endings, (Winner.COMPUTER, Reason.ALL_CARDS): 20})
        ),
    ),
    "the rounds won left out: a best streak of 10 means 10 won at least": (
        {
            **TEN_WINS,
            "endings": {**TEN_WINS["endings"], "player all_cards": -5},
            "history": TEN_WINS["history"][:2],
        },
        ["player all_cards"],
        [("player all_cards", 10)],
        replace(WON_TEN, history=WON_TEN.history[:2]),
    ),
    "battles and wars left out: at least the rounds listed fought": (
        {**TEN_WINS, "battles": "many", "wars": -1},
        ["battles", "wars"],
        [("battles", 1000), ("wars", 30)],
        WON_TEN,
    ),
    "the endings left out: at least the rounds the battles took": (
        {**GOOD, "endings": [], "battles": 10_000},
        ["endings"],
        [
            ("player all_cards", 17),
            ("player out_of_cards_in_war", 1),
            ("computer all_cards", 1),
            ("draw battle_limit", 1),
        ],
        replace(
            R, by_rules=seeded({**R.endings, (Winner.PLAYER, Reason.ALL_CARDS): 17}), battles=10_000
        ),
    ),
}


def test_a_value_that_is_not_understood_is_left_out_and_the_rest_fitted_to_it():
    """Each table row: the keys left out ("listed: N" for N listed rounds not understood,
    "past: N" for N before the latest the history keeps), and each count changed, to what."""
    for kind, (data, dropped, changed, record) in LEFT_OUT.items():
        loaded = from_json(data)
        assert loaded.record == record, kind
        keys = [each for each in dropped if ":" not in each]
        assert list(loaded.dropped) == keys, kind
        counted = {each.split(": ")[0]: int(each.split(": ")[1]) for each in dropped if ":" in each}
        assert (loaded.unlisted, loaded.overflow) == (
            counted.get("listed", 0),
            counted.get("past", 0),
        ), kind
        assert [(key, new) for key, _, new in loaded.changed] == changed, kind
        assert all(old != new for _, old, new in loaded.changed), kind


counts = st.one_of(st.integers(0, 600), st.integers(0, 2**53 + 5), st.integers())
json_values = st.recursive(
    st.none() | st.booleans() | counts | st.floats(allow_nan=False) | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner),
    max_leaves=4,
)
listed_rounds = st.fixed_dictionaries(
    {
        "seed": st.none() | counts,
        "battles": counts,
        "wars": counts,
        "winner": st.sampled_from([*map(str, Winner), "nobody"]),
        "reason": st.sampled_from([*map(str, Reason), "luck"]),
    }
)
KEYS = ["streak", "best_streak", "longest_round", "most_wars_in_a_battle", "battles", "wars"]
records = st.fixed_dictionaries(
    {
        "version": st.just(1),
        "endings": st.fixed_dictionaries({key: counts for key in GOOD["endings"]}) | json_values,
        "history": st.lists(listed_rounds | json_values, max_size=12) | json_values,
        **{key: counts | json_values for key in KEYS},
    }
)


# "player all_cards": the pair, for every ending of a round under the seed rules
PAIRS = {ending_key(*pair): pair for pair in endings_of(SEED_RULES)}
ENDING_KEYS = list(PAIRS)
MOST = {
    "streak": C,
    "best_streak": C,
    "longest_round": C,
    "most_wars_in_a_battle": WAR_CHAIN_MOST,
    "battles": C,
    "wars": C,
}


def good_by_themselves(data: dict[str, Any]) -> dict[str, int]:
    """The counts of the record ``data`` that are good by themselves (whole numbers from 0
    to their most), by the names the file gives them: "streak", "player all_cards"..."""

    def good(value: Any, most: int) -> bool:
        return type(value) is int and 0 <= value <= most

    values = {key: data[key] for key in KEYS if good(data[key], MOST[key])}
    if isinstance(data["endings"], dict):
        values |= {key: data["endings"][key] for key in ENDING_KEYS if key in data["endings"]}
        values = {key: n for key, n in values.items() if good(n, MOST.get(key, C))}
    return values


def value_of(record: Record, key: str) -> int:
    if key in PAIRS:
        return record.endings[PAIRS[key]]
    return getattr(record, key)


def fits(values: dict[str, int], history: tuple[Finished, ...]) -> bool:
    """Whether some record holds every one of ``values`` as it is, with ``history``. Each
    count not in ``values`` is taken as the least the rules let it be, which leaves the most
    room for the others; then _check, the rules, says."""
    listed = Counter((each.winner, each.reason) for each in history)
    endings = {pair: values.get(key, listed[pair]) for key, pair in PAIRS.items()}
    free = [pair for key, pair in PAIRS.items() if key not in values]
    streak = values.get("streak", 0)
    best = values.get("best_streak", streak)
    longest = values.get("longest_round", max((each.battles for each in history), default=0))
    fought = sum(each.battles for each in history)
    if wins := [pair for pair in free if pair[0] is Winner.PLAYER]:
        won = sum(n for (who, _), n in endings.items() if who is Winner.PLAYER)
        endings[wins[0]] += max(0, best - won)
    if free:  # as many rounds as the battles take
        rounds = -(-max(values.get("battles", 0), longest, fought) // BATTLE_LIMIT)
        endings[free[0]] += max(0, rounds - sum(endings.values()))
    played = sum(endings.values())
    battles = values.get("battles", max(longest, fought, min(played, 1)))
    most_wars = values.get("most_wars_in_a_battle", 0)
    wars = values.get("wars", max(most_wars, sum(each.wars for each in history)))
    try:
        _check(Record(seeded(endings), streak, best, longest, most_wars, battles, wars, history))
    except BadFile:
        return False
    return True


@settings(max_examples=300, deadline=None)
@given(records)
def test_whatever_a_record_holds_what_is_read_fits_together_and_keeps_the_rest(data):
    """The counts fit together (``_check``); what is left out is exactly what is bad by
    itself; every value good by itself is kept unless it cannot fit with the others kept
    (so none is changed to make room for one left out); every value neither left out nor
    named as changed is read as the file had it; and what is read is written and read back
    with nothing more to say."""
    loaded = from_json(data)
    record = loaded.record
    _check(record)  # raises BadFile if not
    good = good_by_themselves(data)
    bad = {key for key in KEYS if key not in good}
    bad |= (
        {key for key in ENDING_KEYS if key not in good}
        if isinstance(data["endings"], dict)
        else {"endings"}
    )
    bad |= set() if isinstance(data["history"], list) else {"history"}
    assert set(loaded.dropped) == bad
    kept = {key: n for key, n in good.items() if value_of(record, key) == n}
    for key, n in good.items():
        if key not in kept:
            assert not fits({**kept, key: n}, record.history), f"{key} {n} changed, yet it fits"
    named = {*loaded.dropped, *(key for key, _, _ in loaded.changed)}
    assert {key for key in good if key not in kept} <= named
    if "history" not in named and not (loaded.unlisted or loaded.overflow):
        assert len(record.history) == len(data["history"])
    assert from_json(to_json(record)) == Loaded(record)


# -- version 2: rules, the deal of the day, medals ----------------------------------------------

HOUSE = Rules(3, Pickup.SHUFFLED, None)
LONGER = Rules(2, Pickup.AS_LAID, 1000)
DAY = date(2026, 12, 1)
ENDLESS = outcome(Winner.DRAW, Reason.ENDLESS, 2263, 140, 2)
ON_THE_DAY = [
    (outcome(Winner.PLAYER, Reason.ALL_CARDS, 214, 19), SEED_RULES),
    (ENDLESS, HOUSE),
    (outcome(Winner.COMPUTER, Reason.ALL_CARDS, 900, 50), LONGER),
    (outcome(Winner.DRAW, Reason.BATTLE_LIMIT, 1000, 70), LONGER),
]


def mixed() -> Record:
    """Rounds under three rule sets, two of them deals of the day, with medals."""
    record = played(SEQUENCE)
    for seed, (each, rules) in enumerate(ON_THE_DAY, start=100):
        record = record.with_round(each, seed, rules, ended=DAY)
    record = record.with_round(SEQUENCE[0], 20261130, daily=DAY - timedelta(1), ended=DAY)
    return record.with_round(
        SEQUENCE[1], 20261201, daily=DAY, ended=DAY, medals=[Medal.FIRST_WIN, Medal.TRIPLE_WAR]
    )


def test_rounds_are_counted_per_rule_set_and_in_all():
    record = mixed()
    assert record.per_rules(SEED_RULES).played == 9 and record.per_rules(HOUSE).drawn == 1
    tally = record.per_rules(LONGER)
    assert (tally.played, tally.won, tally.lost, tally.drawn) == (2, 0, 1, 1)
    assert record.per_rules(Rules(2)).played == 0
    assert record.rules_played == (SEED_RULES, LONGER, HOUSE)
    assert record.played == 12 and record.endings[(Winner.DRAW, Reason.ENDLESS)] == 1
    assert record.longest_round == 2263
    assert [each.rules for each in record.history[6:10]] == [SEED_RULES, HOUSE, LONGER, LONGER]


def test_a_round_ends_only_as_its_rules_allow():
    with pytest.raises(ValueError, match="endless"):
        Record().with_round(ENDLESS, 1, SEED_RULES)
    with pytest.raises(ValueError, match="battle_limit"):
        Record().with_round(SEQUENCE[4], 1, HOUSE)


def test_a_version_2_record_round_trips_with_its_rules_days_and_medals():
    record = mixed()
    data = to_json(record)
    assert data["version"] == 2 and set(data["endings_by_rules"]) == {
        "1 as-laid 500",
        "2 as-laid 1000",
        "3 shuffled none",
    }
    assert "draw endless" in data["endings_by_rules"]["3 shuffled none"]
    assert "draw battle_limit" not in data["endings_by_rules"]["3 shuffled none"]
    assert data["medals"] == {"first_win": "2026-12-01", "triple_war": "2026-12-01"}
    assert from_json(json.loads(json.dumps(data))) == Loaded(record)


def test_a_version_1_record_is_read_whole_as_rounds_under_the_seed_rules():
    record = played(SEQUENCE)
    loaded = from_json(v1_json(record))
    assert loaded == Loaded(record) and loaded.record.rules_played == (SEED_RULES,)
    assert all(each.rules == SEED_RULES and each.ended is None for each in record.history)
    assert to_json(loaded.record)["version"] == 2


def test_a_round_without_a_limit_may_last_past_any_limit_and_is_kept():
    record = Record().with_round(ENDLESS, 5, HOUSE, ended=DAY)
    assert from_json(to_json(record)) == Loaded(record)
    assert record.battles == 2263 > record.played * 500
    # Listed under the seed rules, so long a round cannot be: left out of the history.
    data = to_json(record)
    data["history"][0]["rules"] = SEED_RULES.key
    data["history"][0]["reason"] = "battle_limit"
    assert from_json(data).unlisted == 1


def test_the_days_results_the_run_of_days_and_the_best():
    record = Record()
    days = [DAY + timedelta(n) for n in (0, 1, 2, 5, 6)]
    for day in days:
        record = record.with_round(SEQUENCE[2], daily_seed(day), daily=day, ended=day)
    assert list(record.daily) == days
    assert (record.daily_run, record.best_daily_streak) == (2, 3)
    assert daily_streak(record, DAY + timedelta(6)) == 2  # today played
    assert daily_streak(record, DAY + timedelta(7)) == 2  # yesterday played: alive today
    assert daily_streak(record, DAY + timedelta(8)) == 0
    # The gap filled in later (a round of that day resumed and finished): one run of 7.
    for day in (DAY + timedelta(3), DAY + timedelta(4)):
        record = record.with_round(SEQUENCE[0], daily_seed(day), daily=day, ended=DAY)
    assert (record.daily_run, record.best_daily_streak) == (7, 7)


def test_the_first_result_of_a_day_stands():
    first = Record().with_round(SEQUENCE[2], 20261201, daily=DAY, ended=DAY)
    again = first.with_round(SEQUENCE[0], 20261201, daily=DAY, ended=DAY)
    assert again.daily == first.daily and again.daily_run == 1
    assert [each.daily for each in again.history] == [True, False] and again.played == 2


def test_a_deal_of_the_day_under_house_rules_is_no_days_result():
    record = Record().with_round(SEQUENCE[0], 20261201, LONGER, daily=DAY, ended=DAY)
    assert record.daily == {} and not record.history[-1].daily


def test_a_medal_keeps_the_day_it_was_first_earned():
    record = Record().with_round(SEQUENCE[0], 1, ended=DAY, medals=[Medal.FIRST_WIN])
    later = record.with_round(
        SEQUENCE[0], 2, ended=DAY + timedelta(9), medals=[Medal.FIRST_WIN, Medal.COMEBACK]
    )
    assert later.medals == {Medal.FIRST_WIN: DAY, Medal.COMEBACK: DAY + timedelta(9)}
    with pytest.raises(ValueError, match="dated"):
        Record().with_round(SEQUENCE[0], 1, medals=[Medal.FIRST_WIN])


def test_stats_json_keeps_its_keys_and_adds_the_new_ones():
    totals = totals_json(mixed(), today=DAY + timedelta(1))
    assert {"endings", "played", "won", "lost", "drawn", "history", "streak"} <= set(totals)
    assert totals["endings"]["draw endless"] == 1 and totals["played"] == 12
    assert totals["per_rules"]["2 as-laid 1000"] == {"played": 2, "won": 0, "lost": 1, "drawn": 1}
    assert set(totals["per_rules"]) == {"1 as-laid 500", "2 as-laid 1000", "3 shuffled none"}
    assert totals["daily_streak"] == 2 and totals["best_daily_streak"] == 2
    assert totals["medals"] == {"first_win": "2026-12-01", "triple_war": "2026-12-01"}


WON = (Winner.PLAYER, Reason.ALL_CARDS)
MIXED = to_json(mixed())
SEED_ENDINGS = MIXED["endings_by_rules"]["1 as-laid 500"]
M = mixed()
# Version 2's own values, one by one: (what the file holds, what is left out, what is
# changed, what is read).
LEFT_OUT_2: dict[str, tuple[dict[str, Any], list[str], list[tuple[str, int]], Record]] = {
    "a medal of a day that is none": (
        {**MIXED, "medals": {"first_win": "2026-13-01", "triple_war": "2026-12-01"}},
        ["medals: first_win"],
        [],
        replace(M, medals={Medal.TRIPLE_WAR: DAY}),
    ),
    "a medal dated as no game writes it": (
        {**MIXED, "medals": {"first_win": "20261201", "triple_war": 20261201}},
        ["medals: first_win", "medals: triple_war"],
        [],
        replace(M, medals={}),
    ),
    "a medal unknown": (
        {**MIXED, "medals": {**MIXED["medals"], "golden\nmedal": "2026-12-01"}},
        ["medals: 'golden\\nmedal'"],
        [],
        M,
    ),
    "the medals not an object": (
        {**MIXED, "medals": ["first_win"]},
        ["medals"],
        [],
        replace(M, medals={}),
    ),
    "a day's result of a day that is none": (
        {**MIXED, "daily": {**MIXED["daily"], "2026-02-30": MIXED["daily"]["2026-12-01"]}},
        ["daily: 2026-02-30"],
        [],
        M,
    ),
    "a day's result that ended as no round by the seed rules can": (
        {
            **MIXED,
            "daily": {
                **MIXED["daily"],
                "2026-12-01": {"winner": "draw", "reason": "endless", "battles": 9, "wars": 0},
            },
        },
        ["daily: 2026-12-01"],
        # Fewer days listed than the listing keeps: every day played is listed, so the
        # streaks are those of the one day left.
        [("daily_run", 1), ("best_daily_streak", 1)],
        replace(
            M,
            daily={DAY - timedelta(1): M.daily[DAY - timedelta(1)]},
            daily_run=1,
            best_daily_streak=1,
        ),
    ),
    "the daily run longer than the days listed show": (
        {
            **MIXED,
            "daily": {"2026-11-20": MIXED["daily"]["2026-12-01"], **MIXED["daily"]},
            "daily_run": 40,
        },
        [],
        [("daily_run", 2)],
        replace(M, daily={date(2026, 11, 20): M.daily[DAY], **M.daily}),
    ),
    "a daily run past every day ever listed: brought down to the days listed": (
        {**MIXED, "daily_run": 40, "best_daily_streak": 40},
        [],
        [("daily_run", 2), ("best_daily_streak", 2)],
        M,
    ),
    "the daily run not a number, brought back from the days listed": (
        {**MIXED, "daily_run": "two"},
        ["daily_run"],
        [("daily_run", 2)],
        M,
    ),
    "the best daily streak below the run": (
        {**MIXED, "best_daily_streak": 1},
        [],
        [("best_daily_streak", 2)],
        M,
    ),
    "a house rule set's count below 0, the rounds listed bring it back": (
        {
            **MIXED,
            "endings_by_rules": {
                **MIXED["endings_by_rules"],
                "3 shuffled none": {
                    **MIXED["endings_by_rules"]["3 shuffled none"],
                    "draw endless": -5,
                },
            },
        },
        ["3 shuffled none: draw endless"],
        [("3 shuffled none: draw endless", 1)],
        M,
    ),
    "a rule set the game has none of": (
        {**MIXED, "endings_by_rules": {**MIXED["endings_by_rules"], "4 as-laid 500": SEED_ENDINGS}},
        ["endings_by_rules: 4 as-laid 500"],
        [],
        M,
    ),
    "a rule set's counts not an object: brought back from the rounds listed": (
        {**MIXED, "endings_by_rules": {**MIXED["endings_by_rules"], "2 as-laid 1000": 2}},
        ["endings_by_rules: 2 as-laid 1000"],
        [("2 as-laid 1000: computer all_cards", 1), ("2 as-laid 1000: draw battle_limit", 1)],
        M,
    ),
    "a listed round of rules the game has none of": (
        {
            **MIXED,
            "history": [{**MIXED["history"][0], "rules": "1 as-laid 501"}, *MIXED["history"][1:]],
        },
        ["listed: 1"],
        [],
        replace(M, history=M.history[1:]),
    ),
    "a listed round ended on a day that is none": (
        {
            **MIXED,
            "history": [*MIXED["history"][:-1], {**MIXED["history"][-1], "ended": "yesterday"}],
        },
        ["listed: 1"],
        [],
        replace(M, history=M.history[:-1]),
    ),
    "a listed deal of the day under house rules": (
        {
            **MIXED,
            "history": [
                *MIXED["history"][:7],
                {**MIXED["history"][7], "daily": True},
                *MIXED["history"][8:],
            ],
        },
        ["listed: 1"],
        [],
        replace(M, history=M.history[:7] + M.history[8:]),
    ),
    "a listed round of 2,263 battles under the seed rules": (
        {
            **MIXED,
            "history": [
                *MIXED["history"][:7],
                {**MIXED["history"][7], "rules": "1 as-laid 500", "reason": "battle_limit"},
                *MIXED["history"][8:],
            ],
        },
        ["listed: 1"],
        [],
        replace(M, history=M.history[:7] + M.history[8:]),
    ),
    "a rule set left out with its rounds: the longest round lowered to what the rest allow": (
        {
            **MIXED,
            "endings_by_rules": {
                k: v for k, v in MIXED["endings_by_rules"].items() if k != "3 shuffled none"
            },
            "history": [each for each in MIXED["history"] if each["rules"] != "3 shuffled none"],
        },
        [],
        [("longest_round", 1000)],
        replace(
            M,
            by_rules={rules: n for rules, n in M.by_rules.items() if rules != HOUSE},
            longest_round=1000,
            history=tuple(each for each in M.history if each.rules != HOUSE),
        ),
    ),
    "the counts of the rules without a limit not understood: a round as long as the longest": (
        {
            **MIXED,
            "endings_by_rules": {**MIXED["endings_by_rules"], "3 shuffled none": 7},
            "history": [each for each in MIXED["history"] if each["rules"] != "3 shuffled none"],
        },
        ["endings_by_rules: 3 shuffled none"],
        [("3 shuffled none: player all_cards", 1)],
        replace(
            M,
            by_rules={**M.by_rules, HOUSE: {**dict.fromkeys(endings_of(HOUSE), 0), WON: 1}},
            history=tuple(each for each in M.history if each.rules != HOUSE),
        ),
    ),
}


def test_a_version_2_value_not_understood_is_left_out_and_the_rest_fitted_to_it():
    for kind, (data, dropped, changed, record) in LEFT_OUT_2.items():
        loaded = from_json(json.loads(json.dumps(data)))
        keys = [each for each in dropped if not each.startswith("listed: ")]
        assert list(loaded.dropped) == keys, kind
        unlisted = sum(int(each.split(": ")[1]) for each in dropped if each.startswith("listed: "))
        assert loaded.unlisted == unlisted, kind
        assert [(key, new) for key, _, new in loaded.changed] == changed, kind
        assert loaded.record == record, kind
        assert from_json(to_json(loaded.record)) == Loaded(loaded.record), kind


rule_keys = st.sampled_from([rules.key for rules in ALL_RULES] + ["4 as-laid 500", "x"])
days = st.dates(date(2020, 1, 1), date(2030, 12, 31)).map(date.isoformat) | st.sampled_from(
    ["2026-02-30", "20261201", ""]
)
listed_rounds_2 = st.fixed_dictionaries(
    {
        "seed": st.none() | counts,
        "battles": counts,
        "wars": counts,
        "winner": st.sampled_from([*map(str, Winner), "nobody"]),
        "reason": st.sampled_from([*map(str, Reason), "luck"]),
        "rules": rule_keys | json_values,
        "daily": st.booleans() | json_values,
        "ended": st.none() | days,
    }
)
day_results = st.fixed_dictionaries(
    {
        "winner": st.sampled_from([*map(str, Winner)]),
        "reason": st.sampled_from([*map(str, Reason)]),
        "battles": counts,
        "wars": counts,
    }
)
records_2 = st.fixed_dictionaries(
    {
        "version": st.just(2),
        "endings_by_rules": st.dictionaries(
            rule_keys,
            st.dictionaries(st.sampled_from(ENDING_KEYS + ["draw endless"]), counts) | json_values,
            max_size=4,
        )
        | json_values,
        "history": st.lists(listed_rounds_2 | json_values, max_size=12) | json_values,
        "daily": st.dictionaries(days, day_results | json_values, max_size=6) | json_values,
        "daily_run": counts | json_values,
        "best_daily_streak": counts | json_values,
        "medals": st.dictionaries(
            st.sampled_from([*map(str, Medal), "gold"]), days | json_values, max_size=4
        )
        | json_values,
        **{key: counts | json_values for key in KEYS},
    }
)


@settings(max_examples=300, deadline=None)
@given(records_2)
def test_whatever_a_version_2_record_holds_what_is_read_fits_together(data):
    """Read value by value, never refused whole: the counts fit together, the daily run
    fits the days listed, and what is read is written and read back with nothing more to
    say."""
    loaded = from_json(data)
    record = loaded.record
    _check(record)
    run, longest = (0, 0) if not record.daily else runs(record.daily)
    # Far fewer days than the listing keeps: every day ever played, their streaks exactly.
    assert len(record.daily) < DAILY_MOST
    assert (record.daily_run, record.best_daily_streak) == (run, longest)
    assert all(each.rules.is_seed for each in record.history if each.daily)
    assert from_json(json.loads(json.dumps(to_json(record)))) == Loaded(record)


def _days_played(first: date, count: int) -> Record:
    """A record of the day's deal played ``count`` days in a row from ``first``."""
    record = Record()
    for n in range(count):
        day = first + timedelta(days=n)
        record = record.with_round(SEQUENCE[0], daily_seed(day), daily=day, ended=day)
    return record


def test_a_daily_streak_past_every_day_ever_listed_is_brought_down_to_them() -> None:
    data = to_json(_days_played(date(2026, 12, 1), 2))
    data["daily_run"] = data["best_daily_streak"] = 50
    loaded = from_json(data)
    assert (loaded.record.daily_run, loaded.record.best_daily_streak) == (2, 2)
    assert loaded.mended


def test_a_daily_streak_reaching_back_past_a_full_listing_is_kept() -> None:
    data = to_json(_days_played(date(2024, 1, 1), DAILY_MOST))
    data["daily_run"] = data["best_daily_streak"] = DAILY_MOST + 40  # the listing was cut
    loaded = from_json(data)
    assert (loaded.record.daily_run, loaded.record.best_daily_streak) == (DAILY_MOST + 40,) * 2
    assert not loaded.mended


def test_rounds_counted_by_an_ending_their_rules_cannot_have_are_left_out_and_said() -> None:
    no_limit = Rules(1, Pickup.AS_LAID, None)
    data = to_json(Record().with_round(SEQUENCE[0], 1, no_limit))
    data["endings_by_rules"][no_limit.key]["draw battle_limit"] = 4
    data["endings_by_rules"].setdefault(SEED_RULES.key, {})["draw endless"] = 0  # nothing lost
    loaded = from_json(data)
    assert loaded.dropped == ("1 as-laid none: draw battle_limit",)
    assert loaded.record.played == 1
