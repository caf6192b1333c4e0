"""Rewrite the golden transcripts in tests/core/golden/ from the engine as it is now.

Run by hand, never from the tests, after a deliberate change to the rules or the events:

    python tests/core/make_golden.py

then read ``git diff tests/core/golden`` before committing: every changed line is a change in
what a fixed deal plays out to.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parents[1])]  # the repository: the war and tests packages

from tests.core.test_golden import CASES, GOLDEN_DIR, golden_path, header, transcript  # noqa: E402


def main() -> int:
    GOLDEN_DIR.mkdir(exist_ok=True)
    total = 0
    for name, make in CASES.items():
        lines = transcript(make())
        golden_path(name).write_text("\n".join([*header(name), *lines]) + "\n", encoding="utf-8")
        size = golden_path(name).stat().st_size
        total += size
        where = golden_path(name).relative_to(HERE.parents[1])
        print(f"{where}: {len(lines)} events, {size:,} bytes")
    print(f"all golden transcripts: {total:,} bytes (test_golden allows under 700,000)")
    for stale in sorted(set(GOLDEN_DIR.glob("*.txt")) - {golden_path(n) for n in CASES}):
        print(f"{stale.relative_to(HERE.parents[1])}: no such case any more; delete it by hand")
    return 0


if __name__ == "__main__":
    sys.exit(main())
