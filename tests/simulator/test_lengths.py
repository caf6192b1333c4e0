"""Tests for lengths.py: the shipped round lengths are the simulator's, and read back whole."""

from __future__ import annotations

import json

import pytest

from war.simulator.lengths import DATA, DEALS, load, measure, to_json
from war.simulator.simulate import run_games


def test_measuring_counts_the_simulators_rounds():
    lengths = measure(2000)
    assert lengths.counts == run_games(0, 2000).battles
    assert sum(lengths.counts) == lengths.deals == 2000


@pytest.mark.slow
def test_the_shipped_file_is_what_the_simulator_makes_of_the_documented_deals():
    data = json.loads(DATA.read_text())
    assert data["deals"] == DEALS and data["first_seed"] == 0
    lengths = load()
    assert to_json(lengths) == data
    assert lengths == measure(DEALS, jobs=2)  # all 100,000 played again: a few seconds


def test_shares_grow_with_the_length():
    lengths = load()
    shares = [lengths.share_shorter_than(n) for n in [*range(0, 501, 50), 501]]
    assert shares == sorted(shares) and shares[0] == 0 and shares[-1] == 1.0
