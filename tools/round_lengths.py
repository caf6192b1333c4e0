"""Makes war/simulator/round_lengths.json: how 100,000 rounds go under every rule set.

Run ``python tools/round_lengths.py [--jobs N]`` after a change to the rules. For each rule
set (war/core/rules.py ALL_RULES) it plays the deals of seeds 0 to 99,999 on the
simulator's fast path and counts how long each round lasted and how it ended; it prints
the seconds each rule set took. On two cores the whole takes a few minutes. The Record
scene draws a player's round lengths over these, and the Settings quote them.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # so `python tools/round_lengths.py` finds the war package

from war.core.rules import ALL_RULES  # noqa: E402
from war.simulator.lengths import DATA, DEALS, measure, to_json  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes")
    parser.add_argument("--deals", type=int, default=DEALS, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    every = []
    for rules in ALL_RULES:
        start = time.perf_counter()
        every.append(measure(args.deals, jobs=args.jobs, rules=rules))
        print(f"{rules.key:>16}: {time.perf_counter() - start:6.1f} s", flush=True)
    path = Path(str(DATA))  # the checkout's file, which the build copies into the wheel
    path.write_text(json.dumps(to_json(every)) + "\n", encoding="utf-8")
    print(f"{path.relative_to(ROOT)}: {len(every)} rule sets of {args.deals:,} rounds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
