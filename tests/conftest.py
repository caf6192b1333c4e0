"""Shared test set-up for every test: pygame, if a test starts it, runs headless (no screen,
no sound card), and speech reaches no speech server; the system's language is English; no
test touches the user's own data folder; Hypothesis profiles; the pseudo-translation that
shows which words come through war/words.

Nothing here imports pygame: the tests of the parts that never draw (core, store,
simulator, session, words) run where pygame cannot be imported. The window's fixtures are in
tests/window/conftest.py.
"""

import importlib.abc
import importlib.machinery
import os
import sys
import tempfile
import types
from collections.abc import Sequence
from pathlib import Path

# Before any test module imports pygame: the dummy drivers need no display or audio device.
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The system's language is English for every test (and each program a test starts), whatever
# the machine's is; a test of another language asks for it.
os.environ["LANG"] = "C.UTF-8"
os.environ.pop("LANGUAGE", None)
# No test touches the user's own data folder, even one that forgets its --data-dir.
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="war-tests-data-")
# Speech, if a test turns it on, reaches no speech server of the machine's: Speech
# Dispatcher's address is a socket no server listens on (its client would otherwise start
# one). The tests of real speech start a server of their own (tests/window/speech/).
os.environ["SPEECHD_ADDRESS"] = "unix_socket:" + os.path.join(
    tempfile.mkdtemp(prefix="war-tests-speech-"), "no-server.sock"
)

# The tier of tests of the parts that never draw, as tests/ names them: with
# WAR_WITHOUT_PYGAME=1 only these are collected, and importing pygame fails as it would on
# a machine without it (.ci/run runs the tier so, before everything).
WITHOUT_PYGAME = (
    "core",
    "store",
    "simulator",
    "session",
    "words",
    "desktop",
    "test_messages.py",
    "test_speaking.py",
)
_TIER = bool(os.environ.get("WAR_WITHOUT_PYGAME"))

if _TIER:

    class _NoPygame(importlib.abc.MetaPathFinder):
        def find_spec(
            self,
            name: str,
            path: Sequence[str] | None,
            target: types.ModuleType | None = None,
        ) -> importlib.machinery.ModuleSpec | None:
            if name == "pygame" or name.startswith("pygame."):
                raise ModuleNotFoundError(f"No module named {name!r}", name=name)
            return None

    sys.meta_path.insert(0, _NoPygame())

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

from tests.helpers import FakeClock  # noqa: E402
from tests.words.pseudo import marked  # noqa: E402
from war.words import languages  # noqa: E402

# CI runs the same examples every time (HYPOTHESIS_PROFILE=ci), so a red build is never luck;
# locally each run explores new deals. A failure prints how to reproduce it either way.
settings.register_profile("ci", derandomize=True, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


@pytest.fixture(autouse=True)
def english_after():
    """Whatever language a test spoke, the next one starts in English."""
    yield
    languages.use(languages.SOURCE_LANGUAGE)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def pseudo_translation():
    """Every message pseudo-translated while the test runs (tests/words/pseudo.py): marked
    and accented, so a word that did not come through war/words shows plain. English after."""
    with marked():
        yield


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """In a pytest-xdist worker, the slow tests first (each worker orders alike, as xdist
    needs): they start while the other workers have plenty to do, and the run ends on quick
    tests, not on one worker finishing a minute-long session alone. A serial run keeps
    the files' order."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        items.sort(key=lambda item: item.get_closest_marker("slow") is None)


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    """With WAR_WITHOUT_PYGAME set, nothing but the tier of tests that never draw."""
    if not _TIER:
        return None
    here = Path(__file__).parent
    if collection_path == here or here not in collection_path.parents:
        return None
    first = collection_path.relative_to(here).parts[0]
    return None if first in WITHOUT_PYGAME or first == "conftest.py" else True
