"""Tests for record.py: rounds counted into the record, which round-trips and is read value by
value: what is not understood is left out, the rest fitted to it."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from war.core.engine import Outcome
from war.core.events import Reason, Winner
from war.core.position import WAR_CHAIN_MOST
from war.core.rules import BATTLE_LIMIT, SEED_RULES, Rules
from war.store.files import BadFile
from war.store.fitting import TOTALS
from war.store.record import (
    COUNT_MOST,
    HISTORY_MOST,
    Finished,
    Loaded,
    Record,
    _check,
    ending_key,
    endings_of,
    from_json,
    to_json,
)


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
            ("draw endless", 0),
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
        if "draw endless" not in data["endings"]:  # newer than the file: none ended so
            values["draw endless"] = 0
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
