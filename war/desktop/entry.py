"""The menu entry as it is installed: war.desktop, its Exec= line the command that starts
this copy of the game, however it was installed.

- The PyInstaller app (``sys.frozen``): its own program, by its absolute path.
- The ``war`` found on PATH, when that is this installation's own ``war`` script (pip,
  pipx, a venv on PATH), by the absolute path it was found at (pipx's link in
  ~/.local/bin, not the venv behind it, which an upgrade may replace): a desktop session's
  PATH often lacks the ~/.local/bin a terminal has.
- Otherwise this Python with ``-m war`` if it finds this package from any folder (a venv
  not on PATH), or with the checkout's ``main.py`` (a source checkout), both absolute.
"""

from __future__ import annotations

import importlib.metadata
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import war
from war.shipped import DESKTOP_NAME
from war.words.program import NAME

DISTRIBUTION = "war-card-game"  # pyproject.toml's project name: whose RECORD lists the script
PROBE_SECONDS = 30.0  # the longest wait for a Python to say where it finds the war package
# What the Desktop Entry spec (1.4, "The Exec key") says must be quoted in an argument.
RESERVED = frozenset(" \t\n\"'\\><~|&;$*?#()`")
QUOTED_ESCAPES = frozenset('"`$\\')  # escaped with a backslash inside double quotes


class UnusablePath(ValueError):
    """A path a menu entry cannot hold: control characters, or not UTF-8."""

    def __init__(self, path: str) -> None:
        super().__init__(path)
        self.path = path


@dataclass(frozen=True)
class Installation:
    """What decides the command that starts this game."""

    frozen: bool  # the PyInstaller app
    executable: Path  # sys.executable: the app's program, or this Python
    war_on_path: Path | None  # the `war` on PATH, absolute, if it is this installation's
    importable: bool  # this Python finds this war package from any folder
    checkout_main: Path | None  # main.py beside the war package, in a source checkout


def this_installation() -> Installation:
    """The facts about the running game."""
    frozen = bool(getattr(sys, "frozen", False))
    executable = Path(os.path.abspath(sys.executable))
    package = Path(war.__file__).resolve().parent
    main = package.parent / "main.py"
    ours = None if frozen else _war_on_path_if_ours(package)
    return Installation(
        frozen=frozen,
        executable=executable,
        war_on_path=ours,
        importable=not frozen and ours is None and _importable_anywhere(executable, package),
        checkout_main=main if main.is_file() else None,
    )


def launch_command(installation: Installation) -> list[str]:
    """The command (program and arguments) that starts this game from the menu."""
    if installation.frozen:
        return [str(installation.executable)]
    if installation.war_on_path is not None:
        return [str(installation.war_on_path)]
    if installation.importable or installation.checkout_main is None:
        return [str(installation.executable), "-m", "war"]
    return [str(installation.executable), str(installation.checkout_main)]


def exec_line(arguments: list[str]) -> str:
    """``arguments`` as the value of Exec=: quoted as the spec says, then escaped as a
    desktop file's string values are. UnusablePath for a path it cannot hold."""
    return "".join(_string_escaped(char) for char in " ".join(map(_quoted, arguments)))


def entry_text(shipped: str, arguments: list[str]) -> str:
    """The shipped war.desktop with its Exec= line starting ``arguments``."""
    lines = shipped.splitlines(keepends=True)
    execs = [index for index, line in enumerate(lines) if line.startswith("Exec=")]
    if len(execs) != 1:
        raise ValueError(f"{DESKTOP_NAME}.desktop must have one Exec= line, has {len(execs)}")
    lines[execs[0]] = f"Exec={exec_line(arguments)}\n"
    return "".join(lines)


def _quoted(argument: str) -> str:
    if any(ord(char) < 0x20 or ord(char) == 0x7F for char in argument):
        raise UnusablePath(argument)
    try:
        argument.encode("utf-8")
    except UnicodeEncodeError:  # a name not in UTF-8, kept as surrogates: not for the file
        raise UnusablePath(argument) from None
    argument = argument.replace("%", "%%")  # a lone % would start a field code (%f, %u)
    if argument and not RESERVED.intersection(argument):
        return argument
    inner = "".join("\\" + char if char in QUOTED_ESCAPES else char for char in argument)
    return f'"{inner}"'


def _string_escaped(char: str) -> str:
    """The spec's string escape, applied to the quoted line: a backslash is written twice."""
    return "\\\\" if char == "\\" else char


def _war_on_path_if_ours(package: Path) -> Path | None:
    """The ``war`` on PATH (absolute, links not followed) if it is the script this
    installation's RECORD lists for this package: not another installation's, nor an
    editable install's of another checkout."""
    found = shutil.which(NAME)
    if found is None:
        return None
    try:
        distribution = importlib.metadata.distribution(DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:
        return None
    site = Path(str(distribution.locate_file(""))).resolve()
    if site != package.parent:
        return None
    scripts = [
        Path(str(distribution.locate_file(file))).resolve()
        for file in distribution.files or []
        if file.name in (NAME, f"{NAME}.exe") and file.parent.name in ("bin", "Scripts")
    ]
    return Path(os.path.abspath(found)) if Path(found).resolve() in scripts else None


def _importable_anywhere(executable: Path, package: Path) -> bool:
    """Whether ``executable -m war`` started from another folder (as the menu starts it,
    without this shell's PYTHONPATH) runs this package."""
    probe = "import war, os; print(os.path.realpath(war.__file__))"
    try:
        found = subprocess.run(
            [str(executable), "-E", "-P", "-c", probe],
            cwd=tempfile.gettempdir(),
            capture_output=True,
            text=True,
            timeout=PROBE_SECONDS,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return found.returncode == 0 and Path(found.stdout.strip()).parent == package
