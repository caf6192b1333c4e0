"""The command line: check the arguments, then open the game window or run ``simulate``.

Every mistake in the arguments ends in one line on stderr naming the bad value, and exit
code 2; output that cannot be written (--help too) ends in one line and exit code 1. A value
echoed in a message is cut short if long and has its control characters escaped, so no
message floods or drives the terminal. Nothing here imports pygame: the window's module is
imported only to open it. ``simulate`` (war/simulator/command.py, with multiprocessing),
``stats`` (war/store/command.py) and ``desktop`` (war/desktop/command.py) are imported only
when run, so the window opens sooner; a plain start (no arguments, or only --data-dir) is
read without argparse, for the same reason. A whole number is read by war/values.py,
--data-dir by war/store/data_dir.py, and output is written by war/output.py.
"""

from __future__ import annotations

import os
import re
import shlex
import sys
from collections.abc import Sequence
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from war import __version__, speaking
from war.messages import ECHO_MAX, echo, say
from war.output import EXIT_FAILURE, print_text, write_output
from war.rules_options import add_rules_options, rules_from
from war.shipped import DESKTOP_NAME
from war.store.data_dir import data_dir_option, data_folder
from war.usage import HelpAsked, UsageError
from war.values import whole_number
from war.window.layout.units import MIN_WINDOW_SIZE
from war.words import command as words
from war.words import program as started
from war.words.program import NAME, command

if TYPE_CHECKING:
    from war.arguments import Parser

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130
MAX_SIDE = 10_000  # pixels, either side of the window


def main(argv: Sequence[str] | None = None, program: str = NAME) -> int:
    """Run the command line; returns the exit code. ``program`` is how it was started
    (``war``, ``python main.py``), what the commands it shows begin with."""
    args = list(sys.argv[1:] if argv is None else argv)
    started.started_as(program)
    try:
        lang = speaking.start(args)
        if args[:1] == ["simulate"]:
            from war.simulator import command as simulate  # the window needs none of it

            return simulate.run(args[1:])
        if args[:1] == ["stats"]:
            from war.store import command as stats

            return stats.run(args[1:], lang)
        if args[:1] == ["desktop"]:
            return _desktop(args[1:])
        return _play(args, lang)
    except HelpAsked as asked:
        return write_output(print_text, asked.text)
    except UsageError as error:
        say(str(error))
        return EXIT_USAGE
    except KeyboardInterrupt:
        say(words.interrupted())
        return EXIT_INTERRUPTED


# The game's options when none is given: what game_parser reads from no arguments.
GAME_DEFAULTS: dict[str, Any] = {
    "seed": None,
    "daily": False,
    "fullscreen": False,
    "speak": False,
    "size": None,
    "war_cards": None,
    "pickup": None,
    "limit": None,
    "data_dir": None,
    "lang": None,
    "version": False,
}


def game_parser() -> Parser:
    from war.arguments import Parser  # argparse: not needed for a plain start

    parser = Parser(
        prog=started.PROGRAM, description=words.game_description(), epilog=words.game_epilog()
    )
    number = words.number_value()
    parser.add_argument("--seed", metavar=number, help=words.seed_help(number))
    parser.add_argument("--daily", action="store_true", help=words.daily_help())
    parser.add_argument("--fullscreen", action="store_true", help=words.fullscreen_help())
    parser.add_argument("--speak", action="store_true", help=words.speak_help())
    parser.add_argument("--size", metavar=words.size_value(), help=words.size_help(MIN_WINDOW_SIZE))
    add_rules_options(parser)  # the table rules, kept as Settings keep them (the epilog says)
    data_dir_option(parser)
    speaking.add_option(parser)
    parser.add_argument("--version", action="store_true", help=words.version_help())
    return parser


def window_size(text: str) -> tuple[int, int]:
    """``"1024x600"`` -> (1024, 600), within the layout's MIN_WINDOW_SIZE and MAX_SIDE."""
    match = re.fullmatch(r"(\d+)[xX](\d+)", text) if text.isascii() else None
    if match is None:
        raise UsageError(words.size_not_width_by_height(echo(text)))
    # Compared as digit strings first: int() refuses more than 4300 digits.
    sides = [side.lstrip("0") or "0" for side in match.groups()]
    if any(len(side) > len(str(MAX_SIDE)) or int(side) > MAX_SIDE for side in sides):
        raise UsageError(words.size_too_large(MAX_SIDE, echo(text)))
    width, height = (int(side) for side in sides)
    min_width, min_height = MIN_WINDOW_SIZE
    if width < min_width or height < min_height:
        raise UsageError(words.size_too_small(MIN_WINDOW_SIZE, echo(text)))
    return width, height


def plain_start(args: Sequence[str]) -> Any | None:
    """The options of a plain start (no arguments, or only ``--data-dir FOLDER``) as
    game_parser reads them, read without it: building argparse's parser, and importing
    it, cost milliseconds before the window opens. None for any other arguments."""
    match list(args):
        case []:
            folder = None
        case ["--data-dir", str(folder)] if not folder.startswith("-"):
            pass
        case [str(option)] if option.startswith("--data-dir="):
            folder = option.split("=", 1)[1]
        case _:
            return None
    return SimpleNamespace(**{**GAME_DEFAULTS, "data_dir": folder})


def _game_options(args: list[str]) -> Any:
    parser = game_parser()
    options, extras = parser.read(args)
    if "simulate" in extras:
        rest = list(args)
        rest.remove("simulate")
        raise UsageError(words.simulate_first(_command(command("simulate"), rest)))
    if extras:
        raise parser.unknown(extras)
    return options


def _play(args: list[str], lang: str | None) -> int:
    options = plain_start(args)
    if options is None:
        options = _game_options(args)
    if options.version:
        return write_output(print_text, words.version_line(NAME, __version__) + "\n")
    seed = None if options.seed is None else whole_number("--seed", options.seed, 0)
    if options.daily and seed is not None:
        raise UsageError(words.daily_and_seed())
    rules = _rules_chosen(options)
    if options.daily and rules:
        raise UsageError(words.daily_and_rules(_rule_options(rules)))
    size = None if options.size is None else window_size(options.size)
    # Made if missing, as --help says; only a file in its way is a mistake.
    data_dir = None if options.data_dir is None else data_folder(options.data_dir, must_exist=False)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # our messages, not pygame's banner
    # The window's class on X11 (WM_CLASS) and app id on Wayland, which tie it to the menu
    # entry and icon: set before pygame is imported, which sets the X11 one to the script's.
    for hint in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):
        os.environ.setdefault(hint, DESKTOP_NAME)
    try:
        from war.window.app.start import run
    except ImportError as error:
        if error.name == "pygame":
            say(words.no_pygame())
            return EXIT_FAILURE
        raise
    return run(
        seed=seed,
        daily=options.daily,
        fullscreen=options.fullscreen,
        size=size,
        data_dir=data_dir,
        language=lang,
        rules=rules,
        speak=options.speak,
    )


def _rule_options(rules: dict[str, Any]) -> list[str]:
    """The options that chose ``rules`` (by their names in the settings), as typed."""
    names = {"war_cards": "--war-cards", "pickup": "--pickup", "battle_limit": "--limit"}
    return [names[name] for name in names if name in rules]


def _rules_chosen(options: Any) -> dict[str, Any]:
    """The table rules the game's options choose, by their names in the settings: those
    given, checked (a rule not given keeps the settings' choice, as in Settings)."""
    rules = rules_from(options)
    given = {
        "war_cards": options.war_cards,
        "pickup": options.pickup,
        "battle_limit": options.limit,
    }
    if rules is None:
        return {}
    return {name: getattr(rules, name) for name, text in given.items() if text is not None}


def _desktop(args: list[str]) -> int:
    from war.desktop.command import run  # only when asked: the window needs none of it

    return run(args, lambda text: write_output(print_text, text))


def _command(start: str, args: Sequence[str]) -> str:
    """``start`` and then ``args`` as a shell would take them, cut short with "…" if long."""
    shown = start
    for arg in args:
        word = shlex.quote(arg)
        if len(shown) + 1 + len(word) > len(start) + 2 * ECHO_MAX:
            return shown + " …"
        shown += " " + word
    return shown
