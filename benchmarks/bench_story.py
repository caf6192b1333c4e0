"""How long a round's story takes to work out (war/session/story.py) for the longest rounds
there are, beside the bare replay of the same deals it is built on.

Round over reads the story from the battles the round's log holds (``told``); the Record's
last round is played again from its deal (``tell``). Both are timed for rounds to the seed
rules' limit, and for the longest rounds with no limit found among the first deals.

Run ``python benchmarks/bench_story.py``. It prints numbers and asserts nothing; the last line
is one JSON object of the figures. Target: Round over's story well inside one frame at 60 Hz
(16.7 ms), so it opens without a hitch.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # so `python benchmarks/bench_story.py` finds the war package

from machine import described  # noqa: E402  (benchmarks/machine.py, beside this script)

from war.core.cards import shuffled_deck  # noqa: E402
from war.core.engine import Round, play_fast  # noqa: E402
from war.core.events import Event  # noqa: E402
from war.core.rules import SEED_RULES, Pickup, Rules  # noqa: E402
from war.session.story import tell, told  # noqa: E402

REPEATS = 5
DEALS = 20  # rounds to the limit, each 500 battles
SEARCHED = 1500  # deals searched for the longest rounds with no limit...
LONGEST = 3  # ...and how many of them
FRAME_MS = 1000 / 60
NO_LIMIT = Rules(1, Pickup.AS_LAID, None)
T = TypeVar("T")


def longest_deals(rules: Rules, count: int, searched: int) -> list[int]:
    """The ``count`` deals of the first ``searched`` whose rounds by ``rules`` run longest."""
    lengths = sorted(
        ((play_fast(shuffled_deck(seed), rules).battles, seed) for seed in range(searched)),
        reverse=True,
    )
    return [seed for _, seed in lengths[:count]]


def battles_of(seed: int, rules: Rules) -> list[Sequence[Event]]:
    round_ = Round.from_seed(seed, rules=rules)
    played: list[Sequence[Event]] = []
    while not round_.is_over:
        played.append(round_.play_battle())
    return played


def ms_each(work: Callable[[T], object], items: Sequence[T]) -> float:
    """Milliseconds ``work`` takes on each of ``items``, on average."""
    start = time.perf_counter()
    for item in items:
        work(item)
    return (time.perf_counter() - start) * 1000 / len(items)


def measure(rules: Rules, seeds: list[int]) -> dict[str, float]:
    logs = [(seed, battles_of(seed, rules)) for seed in seeds]

    def from_log(item: tuple[int, list[Sequence[Event]]]) -> None:
        told(item[0], rules, item[1])

    def bare(seed: int) -> None:
        battles_of(seed, rules)

    return {
        "told_ms": statistics.median(ms_each(from_log, logs) for _ in range(REPEATS)),
        "tell_ms": statistics.median(
            ms_each(lambda seed: tell(seed, rules), seeds) for _ in range(REPEATS)
        ),
        "replay_ms": statistics.median(ms_each(bare, seeds) for _ in range(REPEATS)),
        "battles": statistics.mean(len(battles) for _, battles in logs),
    }


def main() -> None:
    print(described())
    at_limit = [seed for seed in range(400) if play_fast(shuffled_deck(seed)).battles == 500]
    cases = {
        "seed_rules": measure(SEED_RULES, at_limit[:DEALS]),
        "no_limit": measure(NO_LIMIT, longest_deals(NO_LIMIT, LONGEST, SEARCHED)),
    }
    for name, figures in cases.items():
        print(f"{name}: rounds of {figures['battles']:,.0f} battles, median of {REPEATS} runs")
        told_ms = figures["told_ms"]
        print(
            f"  Round over's story, from the log: {told_ms:6.2f} ms "
            f"({told_ms / FRAME_MS:.0%} of a frame)"
        )
        print(f"  the Record's, played again:       {figures['tell_ms']:6.2f} ms")
        print(f"  the bare replay (baseline):       {figures['replay_ms']:6.2f} ms")
        figures["tell_ratio"] = figures["tell_ms"] / figures["replay_ms"]
        print(f"  played again / bare replay:       {figures['tell_ratio']:6.2f}x")
    print(json.dumps({name: {k: round(v, 3) for k, v in f.items()} for name, f in cases.items()}))


if __name__ == "__main__":
    from stopping import stop_when_told  # benchmarks/stopping.py, beside this script

    stop_when_told()
    main()
