"""Tests for lengths.py: the shipped round lengths are the simulator's, and read back whole."""

from __future__ import annotations

import json

import pytest

from war.core.endings import ENDING_ORDER
from war.core.events import Reason, Winner
from war.core.rules import ALL_RULES, SEED_RULES, Pickup, Rules
from war.simulator.lengths import DATA, DEALS, expectation, load, load_all, measure, to_json
from war.simulator.simulate import run_games

# The rule sets whose 100,000 deals the slow test plays again in full; the rest, a sample.
REPLAYED_WHOLE = (SEED_RULES, Rules(3, Pickup.SHUFFLED, None))
SAMPLE = 3000


@pytest.mark.parametrize("rules", [SEED_RULES, Rules(2, Pickup.SHUFFLED, None)], ids=str)
def test_measuring_counts_the_simulators_rounds(rules: Rules) -> None:
    lengths = measure(2000, rules=rules)
    tally = run_games(0, 2000, rules=rules)
    assert lengths.counts == tally.battles
    assert sum(lengths.counts) == lengths.deals == 2000 == sum(lengths.endings.values())
    assert lengths.rules == rules


def test_every_rule_set_is_shipped_with_its_lengths_and_endings() -> None:
    every = load_all()
    assert set(every) == set(ALL_RULES)
    for rules, lengths in every.items():
        assert (lengths.rules, lengths.deals, lengths.first_seed) == (rules, DEALS, 0)
        assert sum(lengths.counts) == DEALS == sum(lengths.endings.values())
        assert set(lengths.endings) == set(ENDING_ORDER)
        if rules.battle_limit is not None:
            assert len(lengths.counts) == rules.battle_limit + 1
            assert lengths.endings[Winner.DRAW, Reason.ENDLESS] == 0
        else:
            assert lengths.endings[Winner.DRAW, Reason.BATTLE_LIMIT] == 0
    assert load() == every[SEED_RULES]


def test_the_file_is_what_its_lengths_are_written_as() -> None:
    assert to_json(list(load_all().values())) == json.loads(DATA.read_text())


def test_what_to_expect_is_the_mean_and_the_share_of_draws() -> None:
    for rules in ALL_RULES:
        lengths, expected = load(rules), expectation(rules)
        mean = sum(n * count for n, count in enumerate(lengths.counts)) / DEALS
        draws = sum(n for (winner, _), n in lengths.endings.items() if winner is Winner.DRAW)
        assert expected.mean_battles == pytest.approx(mean)
        assert expected.draw_share == pytest.approx(draws / DEALS)
        assert 100 < expected.mean_battles < 1000 and 0 <= expected.draw_share < 0.5
    # A longer limit leaves fewer rounds drawn.
    assert expectation(Rules(battle_limit=1000)).draw_share < expectation(SEED_RULES).draw_share


@pytest.mark.slow
def test_the_shipped_file_is_what_the_simulator_makes_of_the_documented_deals():
    """Two rule sets played again in full (the seed rules, and the slowest), each other a
    sample: the sample's rounds are every one among the shipped ones (each count at least
    the sample's)."""
    data = json.loads(DATA.read_text())
    assert data["deals"] == DEALS and data["first_seed"] == 0
    for rules in ALL_RULES:
        shipped = load(rules)
        if rules in REPLAYED_WHOLE:
            assert shipped == measure(DEALS, jobs=2, rules=rules)
            continue
        sample = measure(SAMPLE, jobs=2, rules=rules)
        assert len(sample.counts) <= len(shipped.counts), rules
        assert all(a <= b for a, b in zip(sample.counts, shipped.counts, strict=False)), rules
        assert all(sample.endings[pair] <= shipped.endings[pair] for pair in ENDING_ORDER), rules


def test_shares_grow_with_the_length():
    lengths = load()
    shares = [lengths.share_shorter_than(n) for n in [*range(0, 501, 50), 501]]
    assert shares == sorted(shares) and shares[0] == 0 and shares[-1] == 1.0
