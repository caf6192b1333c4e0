"""``war desktop install`` / ``uninstall`` at the command line: what they print, their exit
codes, and the real program installed in a venv putting itself into a menu."""

from __future__ import annotations

import configparser
import os
import subprocess
import sys
from pathlib import Path

import platformdirs
import pytest

from tests.desktop.tools import desktop_file_validate, exec_arguments
from tests.helpers import ROOT
from tests.processes import BUILDS_IN_CHECKOUT, one_at_a_time
from war.cli import main
from war.desktop.command import run
from war.desktop.entry import Installation

CHECKOUT = Installation(False, Path("/opt/py/bin/python3"), None, False, ROOT / "main.py")


def desktop(capsys, *args: str, **options) -> tuple[int, str, str]:
    code = run(list(args), lambda text: print(text, end="") or 0, **options)
    out, err = capsys.readouterr()
    return code, out, err


def exec_of(entry: Path) -> list[str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.read(entry, encoding="utf-8")
    return exec_arguments(parser["Desktop Entry"]["Exec"])


def test_war_desktop_install_then_uninstall(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["desktop", "install"]) == 0
    out, err = capsys.readouterr()
    assert (len(out.splitlines()), err) == (3, "")
    assert (tmp_path / "applications" / "war.desktop").is_file()
    assert main(["desktop", "uninstall"]) == 0
    out, err = capsys.readouterr()
    assert (len(out.splitlines()), err) == (3, "")
    assert list(tmp_path.iterdir()) == []


def test_the_entry_starts_the_command_chosen_for_this_installation(tmp_path, capsys):
    code, out, _ = desktop(
        capsys,
        "install",
        environ={"XDG_DATA_HOME": str(tmp_path)},
        installation=lambda: CHECKOUT,
    )
    assert code == 0
    assert exec_of(tmp_path / "applications" / "war.desktop") == [
        "/opt/py/bin/python3",
        str(ROOT / "main.py"),
    ]
    assert f"(it starts /opt/py/bin/python3 {ROOT / 'main.py'})" in out.splitlines()[0]


@pytest.mark.parametrize(("platform", "system"), [("win32", "Windows"), ("darwin", "macOS")])
def test_on_windows_and_macos_it_says_it_is_for_linux_desktops(platform, system, tmp_path, capsys):
    code, out, err = desktop(
        capsys, "install", platform=platform, environ={"XDG_DATA_HOME": str(tmp_path)}
    )
    assert (code, out) == (1, "")
    assert err == (
        "war: war desktop install is for Linux desktops (freedesktop.org menus); on "
        f"{system}, start War with war\n"
    )
    assert list(tmp_path.iterdir()) == []


def test_an_error_is_one_line_and_exit_1(tmp_path, capsys):
    (tmp_path / "applications").write_text("in the way")
    code, out, err = desktop(
        capsys, "install", environ={"XDG_DATA_HOME": str(tmp_path)}, installation=lambda: CHECKOUT
    )
    assert (code, out) == (1, "")
    assert (
        err == f"war: cannot put War into the menu: {tmp_path / 'applications'}: Not a directory\n"
    )


def test_a_path_the_entry_cannot_hold_is_one_line_and_exit_1(tmp_path, capsys):
    odd = Installation(False, Path("/opt/py\n/python3"), None, False, ROOT / "main.py")
    code, out, err = desktop(
        capsys, "install", environ={"XDG_DATA_HOME": str(tmp_path)}, installation=lambda: odd
    )
    assert (code, out, len(err.splitlines())) == (1, "", 1)
    assert err.startswith("war: a menu entry cannot start a program at /opt/py\\n/python3: ")


@pytest.mark.parametrize(
    ("args", "said"),
    [
        ([], "war: say what to do: war desktop install or war desktop uninstall\n"),
        (["remove"], 'war: war desktop knows install and uninstall, got "remove"\n'),
        (["install", "now"], "war: unknown argument: now (see war desktop --help)\n"),
    ],
)
def test_a_wrong_action_is_one_line_and_exit_2(args, said, capsys):
    assert main(["desktop", *args]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", said)


def test_help_names_both_actions_and_the_data_folder(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "500")  # argparse wraps a long path at its hyphens
    assert main(["desktop", "--help"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "{install,uninstall}" in out and f"({tmp_path})" in out


@pytest.fixture(scope="module")
def venv(tmp_path_factory) -> Path:
    """A venv with the game installed from this checkout's wheel (its dependencies from
    where this interpreter has them): the venv's folder."""
    wheels = tmp_path_factory.mktemp("wheel")
    # setuptools builds in the checkout (build/, *.egg-info): one worker at a time.
    with one_at_a_time(tmp_path_factory, BUILDS_IN_CHECKOUT):
        subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps"]
            + ["--no-build-isolation", "--no-index", "--wheel-dir", str(wheels), str(ROOT)],
            check=True,
            capture_output=True,
            timeout=300,
        )
    folder = tmp_path_factory.mktemp("venv")
    subprocess.run(
        [sys.executable, "-m", "venv", str(folder)], check=True, capture_output=True, timeout=120
    )
    # The game's dependencies, where this interpreter finds them, after the venv's own.
    site = subprocess.run(
        [
            str(folder / "bin" / "python"),
            "-c",
            "import sysconfig; print(sysconfig.get_path('purelib'))",
        ],
        check=True,
        capture_output=True,
        text=True,
        timeout=60,
    ).stdout.strip()
    dependencies = Path(platformdirs.__file__).parent.parent
    Path(site, "dependencies.pth").write_text(f"{dependencies}\n", encoding="utf-8")
    subprocess.run(
        [str(folder / "bin" / "python"), "-m", "pip", "install", "--quiet", "--no-deps"]
        + ["--no-index", *map(str, wheels.glob("*.whl"))],
        check=True,
        capture_output=True,
        timeout=300,
    )
    return folder


def installed_desktop(
    venv: Path, home: Path, action: str, path: str
) -> subprocess.CompletedProcess[str]:
    """``python -m war desktop ACTION`` as the venv's Python runs it from another folder."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    return subprocess.run(
        [str(venv / "bin" / "python"), "-m", "war", "desktop", action],
        cwd=home.parent,
        env={**env, "XDG_DATA_HOME": str(home), "PATH": path},
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.slow
def test_an_installed_war_on_path_is_what_the_entry_starts(venv, tmp_path):
    home = tmp_path / "share"
    path = f"{venv / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}"
    done = installed_desktop(venv, home, "install", path)
    assert (done.returncode, done.stderr) == (0, "")
    entry = home / "applications" / "war.desktop"
    assert exec_of(entry) == [str(venv / "bin" / "war")]
    checked = desktop_file_validate(entry)
    assert (checked.returncode, checked.stdout + checked.stderr) == (0, "")
    done = installed_desktop(venv, home, "uninstall", path)
    assert (done.returncode, done.stderr) == (0, "")
    assert not home.exists()


@pytest.mark.slow
def test_a_venv_off_path_is_started_by_its_python_with_dash_m(venv, tmp_path):
    home = tmp_path / "share"
    done = installed_desktop(venv, home, "install", "/usr/bin:/bin")
    assert (done.returncode, done.stderr) == (0, "")
    assert exec_of(home / "applications" / "war.desktop") == [
        str(venv / "bin" / "python"),
        "-m",
        "war",
    ]
