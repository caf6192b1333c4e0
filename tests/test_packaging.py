"""The game as a package: what pyproject.toml builds, and the `war` command it installs.

The slow test builds the wheel from this checkout, installs it into a folder of its own and
runs the installed `war` from another folder: the files it ships come with it.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import war
from tests.helpers import ROOT, first_frame_then_sigterm
from tests.processes import BUILDS_IN_CHECKOUT, one_at_a_time
from war.cli import main
from war.shipped import asset_folder
from war.simulator import lengths

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
SETUPTOOLS = PYPROJECT["tool"]["setuptools"]


def requirement_lines(name: str) -> list[str]:
    lines = (ROOT / name).read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def name_of(requirement: str) -> str:
    return re.split(r"[<>=!~ ]", requirement, maxsplit=1)[0]


def test_the_package_list_names_every_package_folder():
    folders = {
        ".".join(path.parent.relative_to(ROOT).parts)
        for path in (ROOT / "war").rglob("__init__.py")
    }
    assert set(SETUPTOOLS["packages"]) == folders | {"war.assets"}
    assert SETUPTOOLS["package-dir"] == {"war.assets": "assets"}


def test_players_install_only_what_the_game_needs():
    assert requirement_lines("requirements.txt") == PYPROJECT["project"]["dependencies"]
    names = {
        re.split(r"[<>=!~ ]", line, maxsplit=1)[0] for line in PYPROJECT["project"]["dependencies"]
    }
    assert names == {"pygame-ce", "platformdirs"}


def test_the_test_command_installs_the_game_and_the_test_tools():
    lines = requirement_lines("requirements-dev.txt")
    assert lines[0] == "-r requirements.txt"
    assert {"pytest", "pytest-timeout", "hypothesis"} <= {name_of(line) for line in lines[1:]}
    # The packaging tests build the wheel with what the build system names.
    assert set(PYPROJECT["build-system"]["requires"]) <= set(lines)


def test_the_version_is_written_once_and_read_by_the_build():
    assert PYPROJECT["project"]["dynamic"] == ["version"]
    assert "version" not in PYPROJECT["project"]
    assert SETUPTOOLS["dynamic"]["version"] == {"attr": "war.__version__"}
    assert re.fullmatch(r"\d+\.\d+\.\d+", war.__version__)


def test_the_changelog_names_this_version_first():
    """Its first release is this version (what is on main and not yet released may come
    before it, under "Unreleased")."""
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## (\S+)", changelog, re.MULTILINE)
    releases = headings[1:] if headings[:1] == ["Unreleased"] else headings
    assert releases[:1] == [war.__version__]


def test_war_version_prints_the_name_and_the_version(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr() == (f"war {war.__version__}\n", "")


def test_the_commands_shown_begin_as_the_game_was_started(capsys):
    main(["simulate", "--seed", "1"])
    assert "  war --seed 1" in capsys.readouterr().out
    main(["simulate", "--seed", "1"], program="python main.py")
    assert "  python main.py --seed 1" in capsys.readouterr().out
    main(["simulate", "--seed", "1"])  # and back, for the tests after this one


def test_python_dash_m_war_is_the_war_command():
    result = subprocess.run(
        [sys.executable, "-m", "war", "--help"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("usage: python -m war ")


def test_a_checkout_finds_its_files_in_the_top_level_assets_folder():
    assert asset_folder() == ROOT / "assets"
    assert Path(str(lengths.DATA)) == ROOT / "war" / "simulator" / "round_lengths.json"


def test_the_package_data_covers_every_shipped_file():
    patterns = SETUPTOOLS["package-data"]
    assert patterns["war.assets"] == ["**/*"]
    assert patterns["war.simulator"] == ["round_lengths.json"]


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The wheel built from this checkout, installed into a folder of its own (its
    dependencies are this interpreter's): the folder, with ``bin/war`` in it."""
    target = tmp_path_factory.mktemp("installed")
    # setuptools builds in the checkout (build/, *.egg-info): one worker at a time.
    with one_at_a_time(tmp_path_factory, BUILDS_IN_CHECKOUT):
        subprocess.run(
            [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps"]
            + ["--no-build-isolation", "--no-index", "--target", str(target), str(ROOT)],
            check=True,
            capture_output=True,
            timeout=300,
        )
    return target


def run_installed(target: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(target)}
    return subprocess.run(
        [sys.executable, str(target / "bin" / "war"), *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.slow
def test_the_installed_war_command_runs_from_any_folder(installed, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    version = run_installed(installed, "--version", cwd=elsewhere)
    assert (version.returncode, version.stdout, version.stderr) == (
        0,
        f"war {war.__version__}\n",
        "",
    )
    simulated = run_installed(installed, "simulate", "--seed", "1", "--json", cwd=elsewhere)
    assert simulated.returncode == 0, simulated.stderr
    source = subprocess.run(
        [sys.executable, "main.py", "simulate", "--seed", "1", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert json.loads(simulated.stdout) == json.loads(source.stdout)
    stats = run_installed(installed, "stats", "--data-dir", str(elsewhere), cwd=elsewhere)
    assert (stats.returncode, stats.stderr) == (0, "")
    assert stats.stdout.startswith("No rounds played yet.")


@pytest.mark.slow
def test_the_installed_game_carries_its_files(installed):
    shipped = installed / "war" / "assets"
    checkout = {path.relative_to(ROOT / "assets") for path in (ROOT / "assets").rglob("*")}
    assert {path.relative_to(shipped) for path in shipped.rglob("*")} == checkout
    assert (installed / "war" / "simulator" / "round_lengths.json").is_file()


@pytest.mark.slow
def test_the_installed_game_opens_its_window_and_closes_on_sigterm(installed, tmp_path):
    done = first_frame_then_sigterm(
        tmp_path / "data",
        tmp_path / "run",
        program=[sys.executable, str(installed / "bin" / "war")],
        env={"PYTHONPATH": str(installed)},
    )
    assert (done.returncode, done.stderr) == (0, "")
