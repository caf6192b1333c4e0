"""Fetch the court figures again: the 12 J, Q, K files and the licence into assets/cards.

Run ``python tools/fetch_court_figures.py`` (needs ``npm`` and the network). It runs
``npm pack`` for the pinned package in a temporary folder, unpacks it with tarfile and
copies ``cards/11x.svg``-``13x.svg`` and ``LICENSE`` unchanged. The game never downloads
anything: the copied files are committed with the project.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # so `python tools/fetch_court_figures.py` finds the war package
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from war.window.drawing.figures import FIGURE_DIR, FIGURE_PACKAGE, court_files  # noqa: E402

TARGET = ROOT / "assets" / FIGURE_DIR


def main() -> int:
    npm = shutil.which("npm")
    if npm is None:
        print("fetch_court_figures: npm is not installed", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="war-figures-") as work:
        packed = subprocess.run(
            [npm, "pack", "--silent", FIGURE_PACKAGE],
            cwd=work,
            capture_output=True,
            text=True,
            timeout=300,
        )
        if packed.returncode != 0:
            print(f"fetch_court_figures: npm pack failed: {packed.stderr.strip()}", file=sys.stderr)
            return 1
        tarball = Path(work) / packed.stdout.strip().splitlines()[-1]
        with tarfile.open(tarball) as archive:
            archive.extractall(work, filter="data")
        package = Path(work) / "package"
        TARGET.mkdir(parents=True, exist_ok=True)
        sources = [package / "cards" / name for name in court_files()] + [package / "LICENSE"]
        for source in sources:
            shutil.copyfile(source, TARGET / source.name)
            print(f"copied {TARGET / source.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
