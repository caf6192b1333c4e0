"""How long a round's story takes to work out (war/session/story.py), beside the bare replay
of the same deals it is built on, for the longest rounds there are.

Run ``python benchmarks/bench_story.py``. It prints numbers and asserts nothing; the last line
is one JSON object of the figures. Target: the story of the longest round well inside one
frame at 60 Hz (16.7 ms), so Round over opens without a hitch.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # so `python benchmarks/bench_story.py` finds the war package

from machine import described  # noqa: E402  (benchmarks/machine.py, beside this script)

REPEATS = 7
DEALS = 40  # the longest rounds of the first deals: each runs to the battle limit
FRAME_MS = 1000 / 60


def longest_deals(count: int) -> list[int]:
    """The first ``count`` deals whose round runs to the limit (the longest a story gets)."""
    from war.core.cards import shuffled_deck
    from war.core.engine import BATTLE_LIMIT, play_fast

    seeds: list[int] = []
    seed = 0
    while len(seeds) < count:
        if play_fast(shuffled_deck(seed)).battles == BATTLE_LIMIT:
            seeds.append(seed)
        seed += 1
    return seeds


def story_ms(seeds: list[int]) -> float:
    """Milliseconds a story takes, on average over ``seeds``."""
    from war.session.story import tell

    start = time.perf_counter()
    for seed in seeds:
        tell(seed)
    return (time.perf_counter() - start) * 1000 / len(seeds)


def replay_ms(seeds: list[int]) -> float:
    """Milliseconds the bare replay of a deal takes (the baseline: the story's own cost is
    the rest)."""
    from war.core.engine import Round

    start = time.perf_counter()
    for seed in seeds:
        round_ = Round.from_seed(seed)
        while not round_.is_over:
            round_.play_battle()
    return (time.perf_counter() - start) * 1000 / len(seeds)


def main() -> None:
    print(described())
    seeds = longest_deals(DEALS)
    story = statistics.median(story_ms(seeds) for _ in range(REPEATS))
    bare = statistics.median(replay_ms(seeds) for _ in range(REPEATS))
    print(f"{DEALS} rounds of 500 battles, median of {REPEATS} runs:")
    print(f"  the story of one:   {story:6.2f} ms ({story / FRAME_MS:.0%} of a 60 Hz frame)")
    print(f"  its bare replay:    {bare:6.2f} ms")
    print(f"  ratio:              {story / bare:6.2f}x")
    figures = {
        "story_ms": round(story, 3),
        "replay_ms": round(bare, 3),
        "ratio": round(story / bare, 3),
    }
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
