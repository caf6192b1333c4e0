"""How long rounds last by the rules alone: the battles of 100,000 deals per rule set, shipped.

``round_lengths.json`` beside this module is made by ``tools/round_lengths.py``, which runs
this project's simulator over seeds 0 to 99,999 under every rule set (war/core/rules.py
``ALL_RULES``): for each, how many rounds lasted each number of battles, and how many
ended each way. The Record scene draws a player's rounds over the histogram of their rules,
so a player sees whether their luck is ordinary; the Settings say what each choice does to
a round (``expectation``).

    {"version": 2, "deals": 100000, "first_seed": 0,
     "rule_sets": {"1 as-laid 500": {"counts": [0, 0, ...], "endings": {"player all_cards":
     41822, ...}}, ...}}
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources

from war.core.endings import ENDING_ORDER, ending_key
from war.core.events import Reason, Winner
from war.core.rules import ALL_RULES, SEED_RULES, Rules, RulesError

DATA = resources.files("war.simulator") / "round_lengths.json"  # package data, beside this module
DEALS = 100_000
VERSION = 2

Ending = tuple[Winner, Reason]


@dataclass(frozen=True)
class Lengths:
    """``counts[n]``: how many of ``deals`` rounds (seeds from ``first_seed`` on) by
    ``rules`` lasted exactly n battles; ``endings``: how many ended each way."""

    deals: int
    counts: tuple[int, ...]
    first_seed: int = 0
    rules: Rules = SEED_RULES
    endings: Mapping[Ending, int] = field(default_factory=dict)

    def share_shorter_than(self, battles: int) -> float:
        """The share of rounds that lasted fewer than ``battles`` battles."""
        return sum(self.counts[: max(0, battles)]) / self.deals

    def shares(self, bins: list[tuple[int, int]]) -> list[float]:
        """The share of rounds in each (first, last) range of battles, ends included."""
        return [sum(self.counts[first : last + 1]) / self.deals for first, last in bins]


@dataclass
class Expectation:
    """What a rule set does to a round, over the shipped deals: the average battles, and
    the share of rounds drawn."""

    mean_battles: float
    draw_share: float


def measure(games: int, first_seed: int = 0, jobs: int = 1, rules: Rules = SEED_RULES) -> Lengths:
    """Play ``games`` deals by ``rules`` and count their lengths and endings."""
    from war.simulator.simulate import run_games  # multiprocessing: not for the window's start

    tally = run_games(first_seed, games, jobs, rules=rules)
    endings = dict(zip(ENDING_ORDER, tally.endings, strict=True))
    return Lengths(tally.games, tuple(tally.battles), first_seed, rules, endings)


def to_json(every: list[Lengths]) -> dict[str, object]:
    """The file's content: the lengths of every rule set (all of the same deals)."""
    first = every[0]
    if any((each.deals, each.first_seed) != (first.deals, first.first_seed) for each in every):
        raise ValueError("every rule set's lengths must be of the same deals")
    return {
        "version": VERSION,
        "deals": first.deals,
        "first_seed": first.first_seed,
        "rule_sets": {
            each.rules.key: {
                "counts": list(each.counts),
                "endings": {ending_key(*pair): each.endings.get(pair, 0) for pair in ENDING_ORDER},
            }
            for each in every
        },
    }


def load(rules: Rules = SEED_RULES) -> Lengths:
    """The shipped lengths of ``rules`` (a file of the package: a missing or broken one is a
    broken install, raised as ValueError or OSError)."""
    return _load_all()[rules]


def load_all() -> dict[Rules, Lengths]:
    """The shipped lengths of every rule set."""
    return dict(_load_all())


def expectation(rules: Rules = SEED_RULES) -> Expectation:
    """The average battles and the share of draws of a round by ``rules``, over the shipped
    deals."""
    lengths = load(rules)
    battles = sum(n * count for n, count in enumerate(lengths.counts))
    draws = sum(count for (winner, _), count in lengths.endings.items() if winner is Winner.DRAW)
    return Expectation(battles / lengths.deals, draws / lengths.deals)


@cache
def _load_all() -> dict[Rules, Lengths]:
    data = json.loads(DATA.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise ValueError(f"{DATA} is not version {VERSION} of the round lengths")
    deals, first_seed, sets = data["deals"], data["first_seed"], data["rule_sets"]
    every: dict[Rules, Lengths] = {}
    for key, entry in sets.items():
        try:
            rules = Rules.from_key(key)
        except RulesError:
            raise ValueError(f"{DATA} names no rule set {key!r}") from None
        counts = tuple(entry["counts"])
        endings = {pair: entry["endings"][ending_key(*pair)] for pair in ENDING_ORDER}
        limit = rules.battle_limit
        whole = sum(counts) == deals == sum(endings.values())
        if not whole or (limit is not None and len(counts) != limit + 1):
            raise ValueError(f"{DATA} does not hold a histogram of {deals} rounds for {key!r}")
        every[rules] = Lengths(deals, counts, first_seed, rules, endings)
    if set(every) != set(ALL_RULES):
        raise ValueError(f"{DATA} does not hold every rule set")
    return every
