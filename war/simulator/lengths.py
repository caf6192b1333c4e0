"""How long rounds last by the rules alone: the battles of 100,000 deals, shipped as data.

``round_lengths.json`` beside this module is made by ``tools/round_lengths.py``, which runs
this project's simulator over seeds 0 to 99,999; the Record scene draws a player's rounds
over it, so a player sees whether their luck is ordinary.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources

from war.core.engine import BATTLE_LIMIT

DATA = resources.files("war.simulator") / "round_lengths.json"  # package data, beside this module
DEALS = 100_000


@dataclass(frozen=True)
class Lengths:
    """``counts[n]``: how many of ``deals`` rounds (seeds from ``first_seed`` on) lasted
    exactly n battles."""

    deals: int
    counts: tuple[int, ...]
    first_seed: int = 0

    def share_shorter_than(self, battles: int) -> float:
        """The share of rounds that lasted fewer than ``battles`` battles."""
        return sum(self.counts[: max(0, battles)]) / self.deals

    def shares(self, bins: list[tuple[int, int]]) -> list[float]:
        """The share of rounds in each (first, last) range of battles, ends included."""
        return [sum(self.counts[first : last + 1]) / self.deals for first, last in bins]


def measure(games: int, first_seed: int = 0, jobs: int = 1) -> Lengths:
    """Play ``games`` deals and count their lengths."""
    from war.simulator.simulate import run_games  # multiprocessing: not for the window's start

    tally = run_games(first_seed, games, jobs)
    return Lengths(tally.games, tuple(tally.battles), first_seed)


def to_json(lengths: Lengths) -> dict[str, object]:
    return {
        "deals": lengths.deals,
        "first_seed": lengths.first_seed,
        "counts": list(lengths.counts),
    }


def load() -> Lengths:
    """The shipped lengths (a file of the package: a missing one is a broken install)."""
    data = json.loads(DATA.read_text(encoding="utf-8"))
    counts = tuple(data["counts"])
    if len(counts) != BATTLE_LIMIT + 1 or sum(counts) != data["deals"]:
        raise ValueError(f"{DATA} does not hold a histogram of {data['deals']} rounds")
    return Lengths(data["deals"], counts, data["first_seed"])
