"""How fast the engine plays: battles per second on both paths, and the simulate command's time.

Run ``python benchmarks/bench_engine.py``. It prints numbers and asserts nothing; the last line
is one JSON object of the figures. Targets: fast path >= 3,000,000 battles/s, event path
>= 400,000 battles/s, ``simulate --games 100000 --jobs 2`` under 10 s.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # so `python benchmarks/bench_engine.py` finds the war package

REPEATS = 5
FAST_DEALS = 3000
EVENT_DEALS = 300
HOUSE_DEALS = 1000
COMMAND_GAMES = 100_000
COMMAND_RUNS = 3


def fast_path_rate(deals: list[list[int]]) -> float:
    """Battles per second of ``play_ranks`` over ready-made rank lists."""
    from war.core.engine import play_ranks

    start = time.perf_counter()
    battles = sum(play_ranks(ranks).battles for ranks in deals)
    return battles / (time.perf_counter() - start)


def house_rates(deals: list[list[int]]) -> dict[str, float]:
    """Battles per second of ``play_ranks`` under each rule set, beside the seed rules'."""
    from war.core.engine import play_ranks
    from war.core.rules import ALL_RULES

    rates = {}
    for rules in ALL_RULES:
        start = time.perf_counter()
        battles = sum(play_ranks(ranks, rules, seed).battles for seed, ranks in enumerate(deals))
        rates[rules.key] = battles / (time.perf_counter() - start)
    return rates


def event_path_rate(decks: list) -> float:
    """Battles per second of ``Round.play_battle``, including each Round's set-up."""
    from war.core.engine import Round

    start = time.perf_counter()
    battles = 0
    for deck in decks:
        round_ = Round(deck)
        while round_.outcome is None:
            round_.play_battle()
        battles += round_.battles
    return battles / (time.perf_counter() - start)


def command_seconds(jobs: int) -> tuple[float, float]:
    """Wall and CPU seconds (all processes) of ``python main.py simulate --games 100000 ...``."""
    command = [sys.executable, "main.py", "simulate", "--games", str(COMMAND_GAMES), "--json"]
    before, start = os.times(), time.perf_counter()
    subprocess.run([*command, "--jobs", str(jobs)], cwd=ROOT, check=True, capture_output=True)
    wall, after = time.perf_counter() - start, os.times()
    cpu = (after.children_user - before.children_user) + (
        after.children_system - before.children_system
    )
    return wall, cpu


def median_of(runs: int, measure, *args) -> float:
    return statistics.median(measure(*args) for _ in range(runs))


def main() -> None:
    from war.core.cards import shuffled_deck

    decks = [shuffled_deck(seed) for seed in range(FAST_DEALS)]
    deals = [[card.rank for card in deck] for deck in decks]
    load = (
        ", load average {:.2f} {:.2f} {:.2f}".format(*os.getloadavg())
        if hasattr(os, "getloadavg")
        else ""
    )
    print(f"Python {sys.version.split()[0]}, {os.cpu_count()} CPUs{load}; median of {REPEATS} runs")

    fast = median_of(REPEATS, fast_path_rate, deals)
    print(f"fast path (play_ranks), {FAST_DEALS} deals:   {fast:>12,.0f} battles/s")
    print(f"fast path by rule set, {HOUSE_DEALS} deals (ratio to the seed rules'):")
    house = house_rates(deals[:HOUSE_DEALS])
    for key, rate in house.items():
        print(f"  {key:>16}: {rate:>12,.0f} battles/s  {rate / house['1 as-laid 500']:.2f}")
    event = median_of(REPEATS, event_path_rate, decks[:EVENT_DEALS])
    print(f"event path (Round.play_battle), {EVENT_DEALS} deals: {event:>12,.0f} battles/s")

    print(f"python main.py simulate --games {COMMAND_GAMES} --json, median of {COMMAND_RUNS}:")
    seconds, cpu = {}, {}
    for jobs in (1, 2):
        runs = [command_seconds(jobs) for _ in range(COMMAND_RUNS)]
        seconds[jobs] = statistics.median(wall for wall, _ in runs)
        cpu[jobs] = statistics.median(used for _, used in runs)
        print(f"  --jobs {jobs}: {seconds[jobs]:.2f} s wall, {cpu[jobs]:.2f} s CPU")

    figures = {
        "fast_battles_per_s": round(fast),
        "fast_battles_per_s_by_rules": {key: round(rate) for key, rate in house.items()},
        "event_battles_per_s": round(event),
        "simulate_100k_jobs1_s": round(seconds[1], 3),
        "simulate_100k_jobs2_s": round(seconds[2], 3),
        "simulate_100k_jobs1_cpu_s": round(cpu[1], 3),
        "simulate_100k_jobs2_cpu_s": round(cpu[2], 3),
    }
    print(json.dumps(figures))


if __name__ == "__main__":
    from stopping import stop_when_told  # benchmarks/stopping.py, beside this script

    stop_when_told()
    main()
