"""``war desktop install`` and ``war desktop uninstall``: the arguments, the system check,
and the one line that says what stopped them."""

from __future__ import annotations

import shlex
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

from war import speaking
from war.arguments import Parser, UsageError
from war.desktop import entry, install
from war.messages import echo, escaped, say
from war.shipped import DESKTOP_NAME, asset_folder
from war.words import desktop as words
from war.words.program import command

EXIT_FAILURE = 1
ACTIONS = ("install", "uninstall")
# Where the menu entry means nothing: the systems' own names, as people know them.
NOT_FREEDESKTOP = {"win32": "Windows", "cygwin": "Windows", "darwin": "macOS"}


def desktop_parser(home: Path) -> Parser:
    parser = Parser(prog=command("desktop"), description=words.desktop_description(str(home)))
    parser._positionals.title = words.actions_title()
    parser.add_argument("action", nargs="?", metavar=words.action_value(), help=words.action_help())
    speaking.add_option(parser)
    return parser


def run(
    args: list[str],
    write: Callable[[str], int],
    *,
    platform: str = sys.platform,
    environ: Mapping[str, str] | None = None,
    installation: Callable[[], entry.Installation] = entry.this_installation,
) -> int:
    """Run ``war desktop ...``; ``write`` prints the report. UsageError and HelpAsked are
    raised for the command line to say, as its other commands' are."""
    home = install.data_home() if environ is None else install.data_home(environ)
    parser = desktop_parser(home)
    options, extras = parser.read(args)
    if extras:
        raise parser.unknown(extras)
    if options.action is None:
        raise UsageError(words.needs_an_action())
    if options.action not in ACTIONS:
        raise UsageError(words.unknown_action(echo(options.action)))
    if platform in NOT_FREEDESKTOP:
        say(words.not_a_freedesktop_system(NOT_FREEDESKTOP[platform]))
        return EXIT_FAILURE
    try:
        if options.action == "install":
            lines = _install(home, installation())
        else:
            lines = install.uninstall(home)
    except install.DesktopError as error:
        say(str(error))
        return EXIT_FAILURE
    return write("".join(escaped(line) + "\n" for line in lines))


def _install(home: Path, installation: entry.Installation) -> list[str]:
    starts = entry.launch_command(installation)
    shipped = asset_folder() / "desktop" / f"{DESKTOP_NAME}.desktop"
    try:
        text = shipped.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        raise install.DesktopError(words.cannot_install(str(shipped), reason)) from None
    try:
        made = entry.entry_text(text, starts)
    except entry.UnusablePath as error:
        raise install.DesktopError(words.unusable_path(escaped(error.path))) from None
    files = install.shipped_files(made.encode("utf-8"))
    return install.install(home, files, shlex.join(starts))
