"""The tier of tests that never draw is what it says: its parts of the game need no pygame."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import WITHOUT_PYGAME
from tests.helpers import ROOT

# Imports every module of war/<name> for each name of the tier that is a package of the
# game, with pygame made unimportable as on a machine without it.
IMPORT_ALL = """
import importlib, pkgutil, sys

class NoPygame:
    def find_spec(self, name, path, target=None):
        if name == "pygame" or name.startswith("pygame."):
            raise ModuleNotFoundError(name, name=name)

sys.meta_path.insert(0, NoPygame())
for package in sys.argv[1:]:
    module = importlib.import_module(f"war.{package}")
    for found in pkgutil.walk_packages(module.__path__, f"war.{package}."):
        importlib.import_module(found.name)
print("imported")
"""


def test_the_game_parts_whose_tests_run_without_pygame_import_none():
    packages = [name for name in WITHOUT_PYGAME if (ROOT / "war" / name).is_dir()]
    assert packages == ["core", "store", "simulator", "session", "words", "desktop"]
    done = subprocess.run(
        [sys.executable, "-c", IMPORT_ALL, *packages],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0 and done.stdout.strip() == "imported", done.stderr


def test_the_window_is_not_in_the_tier():
    assert "window" not in WITHOUT_PYGAME
    assert all((ROOT / "tests" / name).exists() for name in WITHOUT_PYGAME)
