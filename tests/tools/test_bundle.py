"""The standalone app that tools/bundle.py builds with PyInstaller, for people without Python.

The slow tests build it once, into a temporary folder, move it to another folder (it must
not depend on where it was built) and run it as someone without Python would: nothing but
an empty folder on PATH, no PYTHON* or VIRTUAL_ENV variables, from a folder of its own.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import signal
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

import war
from tests.helpers import ROOT, first_frame_then_sigterm
from tests.processes import one_at_a_time, run_folder, unavailable
from tests.speech_server import Game, speech_server
from war.words import speech as speech_words

SCRIPT = ROOT / "tools" / "bundle.py"
BUILD_SECONDS = 600  # about 10 s here with PyInstaller's cache, a minute or two without
RUN_SECONDS = 120  # any one run of the built app
# The slow tests' limit: the first of them to run builds the app.
built_once = pytest.mark.timeout(BUILD_SECONDS + RUN_SECONDS)

BLOCK_PYINSTALLER = """
import runpy, sys
sys.modules["PyInstaller"] = None  # as if it were not installed
sys.argv = [sys.argv[1], "--dist", sys.argv[2], "--work", sys.argv[3]]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def load_bundle() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bundle", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_app_carries_the_files_the_wheel_carries():
    shipped = {(path, place) for path, place in load_bundle().shipped_files()}
    assets = ROOT / "assets"
    expected = {
        (path, Path("war", "assets", path.parent.relative_to(assets)).as_posix())
        for path in assets.rglob("*")
        if path.is_file()
    }
    data = ROOT / "war" / "simulator" / "round_lengths.json"
    assert shipped == expected | {(data, "war/simulator")}


def test_without_pyinstaller_the_build_says_how_to_get_it_in_one_line(tmp_path):
    done = subprocess.run(
        [sys.executable, "-c", BLOCK_PYINSTALLER, str(SCRIPT), str(tmp_path / "d")]
        + [str(tmp_path / "w")],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert (done.returncode, done.stdout) == (1, "")
    assert (
        done.stderr == "bundle: PyInstaller is not installed: pip install -r requirements-dev.txt\n"
    )
    assert list(tmp_path.iterdir()) == []


@pytest.fixture(scope="module")
def app(tmp_path_factory) -> Path:
    """The app built from this checkout, moved out of the folder it was built in: its
    program. Built once for the whole run: the first pytest-xdist worker to need it builds
    it, in a folder they share, while the others wait for it."""
    if sys.platform.startswith("linux") and shutil.which("objdump") is None:
        unavailable("objdump not found (PyInstaller needs it): apt-get install -y binutils")
    folder = run_folder(tmp_path_factory) / "bundle"
    program = folder / "some other place" / "War" / "war"
    with one_at_a_time(tmp_path_factory, "bundle"):
        if not program.exists():
            build(folder)
    return program


def build(folder: Path) -> None:
    """tools/bundle.py run in ``folder``; its app moved to ``some other place/War``."""
    folder.mkdir(exist_ok=True)  # a worker's build that failed may have left it
    dist, work = folder / "dist", folder / "work"
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--dist", str(dist), "--work", str(work)],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=BUILD_SECONDS,
    )
    assert done.returncode == 0, done.stderr
    program = dist / "war" / "war"
    assert done.stdout == (
        f"war {war.__version__} is in dist/war: run {program.relative_to(folder)} "
        "(copy the whole folder)\n"
    )
    moved = folder / "some other place" / "War"
    moved.parent.mkdir(exist_ok=True)
    shutil.move(dist / "war", moved)
    shutil.rmtree(work)


def bare_environment(home: Path) -> dict[str, str]:
    """All a person's session gives the app: a home folder, and no Python anywhere."""
    nothing = home / "empty-path"
    nothing.mkdir(exist_ok=True)
    return {"HOME": str(home), "PATH": str(nothing), "XDG_DATA_HOME": str(home / "data")}


def run_app(program: Path, *args: str, home: Path) -> subprocess.CompletedProcess[str]:
    """Run the built app from ``home``; on a hang, it and every process it started are
    ended (a worker started again and again would outlive it)."""
    app = subprocess.Popen(
        [str(program), *args],
        cwd=home,
        env=bare_environment(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        out, err = app.communicate(timeout=RUN_SECONDS)
    except subprocess.TimeoutExpired:
        os.killpg(app.pid, signal.SIGKILL)
        app.communicate()
        raise
    return subprocess.CompletedProcess(app.args, app.returncode, out, err)


def run_source(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "main.py", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=RUN_SECONDS,
    )


@pytest.mark.slow
@built_once
def test_the_app_says_its_name_and_version(app, tmp_path):
    done = run_app(app, "--version", home=tmp_path)
    assert (done.returncode, done.stdout, done.stderr) == (0, f"war {war.__version__}\n", "")


@pytest.mark.slow
@built_once
def test_the_app_calls_itself_war(app, tmp_path):
    done = run_app(app, "--help", home=tmp_path)
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.startswith("usage: war ")
    wrong = run_app(app, "--seed", "x", home=tmp_path)
    assert wrong.returncode == 2 and wrong.stderr.startswith("war: --seed ")


@pytest.mark.slow
@built_once
def test_the_app_simulates_as_the_source_does(app, tmp_path):
    done = run_app(app, "simulate", "--seed", "1", "--json", home=tmp_path)
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout) == json.loads(
        run_source("simulate", "--seed", "1", "--json").stdout
    )


@pytest.mark.slow
@built_once
def test_the_app_speaks_each_language_as_the_source_does(app, tmp_path):
    # Its catalogues are inside it: the same words, in the system's language or --lang's.
    for code in ("de", "ru"):
        done = run_app(app, "simulate", "--seed", "1", "--lang", code, home=tmp_path)
        source = run_source("simulate", "--seed", "1", "--lang", code)
        assert (done.returncode, done.stderr) == (0, ""), code
        # The same words, but for how each was started: the commands it shows begin so.
        assert done.stdout == source.stdout.replace("python main.py", "war"), code
        assert done.stdout != run_source("simulate", "--seed", "1").stdout, code


@pytest.mark.slow
@built_once
def test_the_app_simulates_over_several_processes(app, tmp_path):
    # Its workers are the app started again: they must work, not read a command line.
    args = ("simulate", "--games", "2000", "--jobs", "2", "--json")
    done = run_app(app, *args, home=tmp_path)
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout) == json.loads(run_source(*args).stdout)


@pytest.mark.slow
@built_once
def test_the_app_carries_its_files(app):
    inside = app.parent / "_internal"
    shipped = inside / "war" / "assets"
    checkout = {path.relative_to(ROOT / "assets") for path in (ROOT / "assets").rglob("*")}
    assert {path.relative_to(shipped) for path in shipped.rglob("*")} == checkout
    assert (inside / "war" / "simulator" / "round_lengths.json").is_file()
    # The speech library, with its licence (MPL-2.0) and those of what it carries.
    assert (inside / "prism" / "_native" / "libprism.so").is_file()
    licences = list(inside.glob("prismatoid-*.dist-info/licenses/LICENSE"))
    assert len(licences) == 1 and licences[0].read_bytes().startswith(b"Mozilla Public License")


@pytest.mark.slow
@built_once
def test_the_app_opens_its_window_and_closes_on_sigterm(app, tmp_path):
    done = first_frame_then_sigterm(
        tmp_path / "data",
        tmp_path / "run",
        program=[str(app)],
        env=bare_environment(tmp_path),
        inherit=False,
    )
    assert (done.returncode, done.stderr) == (0, "")


@pytest.mark.slow
@built_once
def test_the_app_puts_itself_into_the_menu_by_its_own_path(app, tmp_path):
    done = run_app(app, "desktop", "install", home=tmp_path)
    assert (done.returncode, done.stderr) == (0, "")
    entry = tmp_path / "data" / "applications" / "war.desktop"
    # The app's folder has spaces in its name ("some other place"): the line quotes it.
    assert f'Exec="{app}"\n' in entry.read_text(encoding="utf-8")
    done = run_app(app, "desktop", "uninstall", home=tmp_path)
    assert (done.returncode, done.stderr) == (0, "")
    assert not (tmp_path / "data").exists()


@pytest.mark.slow
@built_once
def test_the_app_speaks_through_speech_dispatcher(app, tmp_path):
    """Started with --speak, the app's own copy of the speech library reaches a speech
    server, and the title is heard: a player without Python hears the game too."""
    (tmp_path / "sd").mkdir()
    with speech_server(tmp_path / "sd") as server:
        env = {**bare_environment(tmp_path), "SPEECHD_ADDRESS": server.address}
        game = Game(tmp_path, "--speak", env=env, program=[str(app)], inherit=False)
        try:
            server.wait_for(r'CLIENT_NAME "[^"]*PRISM')
            server.wait_for(re.escape(f"Queueing message |{speech_words.title_opened()}"))
        finally:
            code = game.close()
    assert code == 0 and game.err == []
