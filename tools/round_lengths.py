"""Makes war/simulator/round_lengths.json: how long 100,000 rounds last, by the simulator.

Run ``python tools/round_lengths.py`` after a change to the rules; it takes a few seconds
on two cores. The Record scene draws a player's round lengths over this distribution.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # so `python tools/round_lengths.py` finds the war package

from war.simulator.lengths import DATA, DEALS, measure, to_json  # noqa: E402


def main() -> int:
    lengths = measure(DEALS, jobs=os.cpu_count() or 1)
    path = Path(str(DATA))  # the checkout's file, which the build copies into the wheel
    path.write_text(json.dumps(to_json(lengths)) + "\n", encoding="utf-8")
    print(f"{path.relative_to(ROOT)}: {lengths.deals:,} rounds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
