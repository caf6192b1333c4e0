"""Until the engine's figures land: what to expect of a rule set (the seed rules' figures
from the shipped histogram for every rule set). To go: war.simulator.lengths has these."""

from __future__ import annotations

from typing import NamedTuple

from war.core.rules import Rules
from war.simulator import lengths


class Expectation(NamedTuple):
    mean_battles: float
    draw_share: float


def expectation(rules: Rules) -> Expectation:
    shipped = lengths.load()
    mean = sum(n * count for n, count in enumerate(shipped.counts)) / shipped.deals
    return Expectation(mean, shipped.counts[-1] / shipped.deals)
