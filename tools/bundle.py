"""Builds War as a standalone app for people without Python: PyInstaller's one-folder bundle,
with the fonts, figures and data, for the system it is built on (Linux on Linux, Windows on
Windows, macOS on macOS).

Run ``python tools/bundle.py`` (PyInstaller comes with ``pip install -r
requirements-dev.txt``). The app is ``dist/war/``: the program ``dist/war/war``
(``war.exe`` on Windows) and ``_internal/`` beside it, to be copied together. ``--dist DIR``
and ``--work DIR`` choose the folders (dist/ and build/bundle/ by default).

The app can speak: where the building Python has the speech extra (prismatoid, in
requirements-dev.txt), its library is carried into the app.

One folder, not one file: a one-file app unpacks itself into a temporary folder at every
start, which made it start about three times slower here (the first frame in 0.29 s, not
0.14 s), and a killed one leaves that folder behind.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENTRY = ROOT / "tools" / "bundle_entry.py"
NAME = "war"  # the app's folder and program
# The speech extra's package (prismatoid): carried when the building Python has it.
SPEECH_PACKAGE = "prism"
SPEECH_DISTRIBUTION = "prismatoid"
# What nothing in the game imports but the standard library or a test tool could bring:
# left out so the app is smaller. ssl and _hashlib carry OpenSSL (about 5 MB; hashlib falls
# back to its built-in digests, multiprocessing's handshake needs no more); _decimal has a
# pure-Python stand-in (_pydecimal) that nothing here calls.
EXCLUDED = (
    "_decimal",
    "_hashlib",
    "_ssl",
    "ssl",
    "tkinter",
    "unittest",
    "pydoc",
    "xmlrpc",
    "pytest",
    "_pytest",
    "hypothesis",
)


def shipped_files() -> list[tuple[Path, str]]:
    """Each file the wheel carries beside the code, with the folder it has in the package:
    read from pyproject.toml's package data, so the app and the wheel ship the same files."""
    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"][
        "setuptools"
    ]
    folders = setuptools.get("package-dir", {})
    files = []
    for package, patterns in setuptools["package-data"].items():
        source = ROOT / folders.get(package, package.replace(".", "/"))
        target = Path(*package.split("."))
        for pattern in patterns:
            for path in sorted(source.glob(pattern)):
                if path.is_file():
                    place = target / path.parent.relative_to(source)
                    files.append((path, place.as_posix()))
    return files


def pyinstaller_arguments(dist: Path, work: Path) -> list[str]:
    """PyInstaller's command line for the app in ``dist``/war, built in ``work``."""
    arguments = [
        str(ENTRY),
        "--name",
        NAME,
        "--noconfirm",
        "--log-level",
        "ERROR",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        "--specpath",
        str(work),
        "--paths",
        str(ROOT),  # the checkout's war package, whatever else is installed
    ]
    for path, place in shipped_files():
        arguments += ["--add-data", f"{path}{os.pathsep}{place}"]
    for module in EXCLUDED:
        arguments += ["--exclude-module", module]
    arguments += _speech_arguments()
    if sys.platform.startswith("linux"):
        arguments.append("--strip")  # debugging symbols: 63 MB without, 34 MB with
    return arguments


def _speech_arguments() -> list[str]:
    """What carries the speech library into the app, where the building Python has it.

    The game imports it only once speech is on, so PyInstaller would not find it. Its
    compiled parts sit in a folder of their own (``prism/_native``: the cffi module, and the
    native library it loads from beside itself) that prism adds to its own path at import:
    copied as they are, with cffi's backend.
    """
    spec = importlib.util.find_spec(SPEECH_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return []
    native = Path(next(iter(spec.submodule_search_locations))) / "_native"
    return [
        "--hidden-import",
        SPEECH_PACKAGE,
        "--hidden-import",
        "_cffi_backend",
        "--add-binary",
        f"{native}{os.pathsep}{SPEECH_PACKAGE}/_native",
        "--copy-metadata",  # its dist-info, with the licences of all it carries
        SPEECH_DISTRIBUTION,
    ]


def program(dist: Path) -> Path:
    """The built app's program."""
    return dist / NAME / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app goes")
    parser.add_argument(
        "--work", type=Path, default=ROOT / "build" / "bundle", help="PyInstaller's own files"
    )
    args = parser.parse_args(argv)
    dist, work = args.dist.resolve(), args.work.resolve()
    try:
        import PyInstaller.__main__
    except ImportError:
        return _fail("PyInstaller is not installed: pip install -r requirements-dev.txt")
    if sys.platform.startswith("linux") and shutil.which("objdump") is None:
        return _fail("PyInstaller needs objdump on Linux: apt-get install binutils")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # pygame's hook imports pygame
    try:
        PyInstaller.__main__.run(pyinstaller_arguments(dist, work))
    except SystemExit as stopped:
        if stopped.code not in (None, 0):
            return _fail("PyInstaller stopped (its message is above)")
    except OSError as error:  # a folder that cannot be made or written
        return _fail(f"{error.strerror}: {error.filename}")
    app = program(dist)
    version = subprocess.run([app, "--version"], capture_output=True, text=True, timeout=60)
    if version.returncode != 0:
        return _fail(f"the app was built but does not start: {version.stderr.strip()}")
    shown = _shown(app)
    print(f"{version.stdout.strip()} is in {shown.parent}: run {shown} (copy the whole folder)")
    return 0


def _shown(path: Path) -> Path:
    """``path`` from the current folder, if it is inside it."""
    try:
        return path.relative_to(Path.cwd())
    except ValueError:
        return path


def _fail(message: str) -> int:
    print(f"bundle: {message}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
