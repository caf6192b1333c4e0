"""The command line: check the arguments, then open the game window or run ``simulate``.

Every mistake in the arguments ends in one line on stderr naming the bad value, and exit
code 2; output that cannot be written (--help too) ends in one line and exit code 1. A value
echoed in a message is cut short if long and has its control characters escaped, so no
message floods or drives the terminal. Nothing here imports pygame: the window's module is
imported only to open it. What only ``simulate`` and ``stats`` use (the simulator, with
multiprocessing; the record's wording) is imported by them, so the window opens sooner; a
plain start (no arguments, or only --data-dir) is read without argparse, for the same reason.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import re
import shlex
import stat
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, TextIO

from war import __version__, speaking
from war.core.rules import SEED_RULES, Rules
from war.messages import ECHO_MAX, echo, say
from war.rules_options import add_rules_options, rules_from
from war.shipped import DESKTOP_NAME
from war.store.files import in_the_way
from war.store.store import Store, default_folder
from war.usage import HelpAsked, UsageError
from war.window.layout.units import MIN_WINDOW_SIZE
from war.words import command as words
from war.words import program as started
from war.words.program import NAME, command

if TYPE_CHECKING:
    from war.arguments import Parser
    from war.core.cards import Card
    from war.core.events import Event

EXIT_FAILURE = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130
MAX_SIDE = 10_000  # pixels, either side of the window
MAX_JOBS = 64  # processes for --games: past this, starting them costs more than they give
DECK_VALUE = '"AS 7D ..."'  # --deck's value in the usage line: card codes, the same in any language


def main(argv: Sequence[str] | None = None, program: str = NAME) -> int:
    """Run the command line; returns the exit code. ``program`` is how it was started
    (``war``, ``python main.py``), what the commands it shows begin with."""
    args = list(sys.argv[1:] if argv is None else argv)
    started.started_as(program)
    try:
        lang = speaking.start(args)
        if args[:1] == ["simulate"]:
            return _simulate(args[1:])
        if args[:1] == ["stats"]:
            return _stats(args[1:], lang)
        if args[:1] == ["desktop"]:
            return _desktop(args[1:])
        return _play(args, lang)
    except HelpAsked as asked:
        if sys.stdout is None:
            return _cannot_write(words.stdout_closed())
        return _write_output(_print_text, asked.text)
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
    _data_dir_option(parser)
    speaking.add_option(parser)
    parser.add_argument("--version", action="store_true", help=words.version_help())
    return parser


def stats_parser() -> Parser:
    from war.arguments import Parser

    parser = Parser(prog=command("stats"), description=words.stats_description())
    parser.add_argument("--json", action="store_true", help=words.json_help())
    _data_dir_option(parser)
    speaking.add_option(parser)
    return parser


def _data_dir_option(parser: Parser) -> None:
    parser.add_argument(
        "--data-dir",
        metavar=words.path_value(),
        help=words.data_dir_help(str(default_folder())),
    )


def simulate_parser() -> Parser:
    from war.arguments import Parser
    from war.words.simulate import percentiles_note

    parser = Parser(
        prog=command("simulate"),
        description=words.simulate_description(),
        epilog=words.simulate_epilog(percentiles_note()),
    )
    number, processes = words.number_value(), words.processes_value()
    parser.add_argument("--deck", metavar=DECK_VALUE, help=words.deck_help())
    parser.add_argument("--seed", metavar=number, help=words.simulate_seed_help(number))
    parser.add_argument("--games", metavar=number, help=words.games_help(number))
    parser.add_argument("--jobs", metavar=processes, help=words.jobs_help(processes, MAX_JOBS))
    parser.add_argument("--json", action="store_true", help=words.json_help())
    parser.add_argument("--trace", action="store_true", help=words.trace_help())
    add_rules_options(parser)
    speaking.add_option(parser)
    return parser


def whole_number(option: str, text: str, minimum: int, maximum: int | None = None) -> int:
    """``text`` as an int from ``minimum`` to ``maximum`` (if given); else UsageError.

    At most ``sys.get_int_max_str_digits()`` digits (4300 by default): Python can neither
    read nor print a longer number, so a seed past it could not be shown to replay it.
    """
    if text.isascii() and text.isdigit():
        limit = sys.get_int_max_str_digits()
        if limit and len(text) > limit:
            raise UsageError(words.too_many_digits(option, minimum, maximum, limit, len(text)))
        value = int(text)
        if value >= minimum and (maximum is None or value <= maximum):
            return value
    raise UsageError(words.not_a_whole_number(option, minimum, maximum, echo(text)))


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
        if sys.stdout is None:
            return _cannot_write(words.stdout_closed())
        return _write_output(_print_text, words.version_line(NAME, __version__) + "\n")
    seed = None if options.seed is None else whole_number("--seed", options.seed, 0)
    if options.daily and seed is not None:
        raise UsageError(words.daily_and_seed())
    rules = _rules_chosen(options)
    if options.daily and rules:
        raise UsageError(words.daily_and_rules(_rule_options(rules)))
    size = None if options.size is None else window_size(options.size)
    # Made if missing, as --help says; only a file in its way is a mistake.
    data_dir = None if options.data_dir is None else _folder(options.data_dir, must_exist=False)
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


def _folder(text: str, *, must_exist: bool) -> Path:
    """--data-dir's folder. Not a file, nor inside one; if ``must_exist``, one that is there.
    Whatever else stops it being used (no permission, a name too long) the store says in
    one line."""
    if not text or "\0" in text:
        raise UsageError(words.data_dir_not_a_folder(echo(text)))
    # os.path's, not Path's: "~nobody/x" is left as it is, where Path's raises.
    folder = Path(os.path.expanduser(text))
    try:
        is_folder = stat.S_ISDIR(os.stat(folder).st_mode)
    except NotADirectoryError:  # something on the way there is no folder: it never can be
        found = in_the_way(folder)
        if found is not None and os.path.isfile(found):
            raise UsageError(words.data_dir_in_a_file(echo(text), echo(str(found)))) from None
        if must_exist:
            raise UsageError(words.data_dir_missing(echo(text))) from None
        return folder
    except FileNotFoundError:
        if must_exist:
            raise UsageError(words.data_dir_missing(echo(text))) from None
        return folder
    except OSError:
        return folder
    if not is_folder:
        raise UsageError(words.data_dir_a_file(echo(text)))
    return folder


def _stats(args: list[str], lang: str | None) -> int:
    parser = stats_parser()
    options, extras = parser.read(args)
    if extras:
        raise parser.unknown(extras)
    # The default folder is made when the game first runs: missing, no round is played yet.
    folder = None if options.data_dir is None else _folder(options.data_dir, must_exist=True)
    store = Store(folder, read_only=True, tell=say)
    kept = store.settings.language
    if lang is None and kept is not None:
        speaking.use(kept)  # the language the player chose in the game's settings
    if store.record_unread:
        # Said on stderr by the store. An empty record in its place would read as a fresh
        # install ("No rounds played yet", all zeros) to a person or a script.
        return EXIT_FAILURE
    if sys.stdout is None:
        return _cannot_write(words.stdout_closed())
    return _write_output(_print_record, store, options.json)


def _desktop(args: list[str]) -> int:
    from war.desktop.command import run  # only when asked: the window needs none of it

    return run(args, lambda text: _write_output(_print_text, text))


def _print_record(store: Store, as_json: bool) -> int:
    from datetime import date

    from war.store.record_file import totals_json
    from war.words.record import format_record

    today = date.today()  # the daily streak lives up to today or yesterday
    if as_json:
        sys.stdout.write(json.dumps(totals_json(store.record, today)) + "\n")
    else:
        sys.stdout.write(format_record(store.record, store.folder, today) + "\n")
    return 0


def _simulate(args: list[str]) -> int:
    from war.core.cards import CardError, parse_deck, shuffled_deck
    from war.simulator.progress import ProgressBar
    from war.simulator.simulate import rules_record, run_games, summarize
    from war.words.cards import card_problem

    parser = simulate_parser()
    options, extras = parser.read(args)
    if extras:
        raise parser.unknown(extras)
    seed = None if options.seed is None else whole_number("--seed", options.seed, 0)
    games = None if options.games is None else whole_number("--games", options.games, 1)
    jobs = None if options.jobs is None else whole_number("--jobs", options.jobs, 1, MAX_JOBS)
    rules = rules_from(options) or SEED_RULES
    if games is not None:
        if options.deck is not None:
            raise UsageError(words.games_with_deck())
        if options.trace:
            raise UsageError(words.games_with_trace())
        first_seed = 0 if seed is None else seed
        _check_printable_seed(first_seed + games - 1)
        jobs = jobs or min(os.cpu_count() or 1, MAX_JOBS)
        if sys.stdout is None:
            return _cannot_write(words.stdout_closed())  # say so before a long run, not after
        with ProgressBar(games) as bar:
            tally = run_games(first_seed, games, jobs, rules=rules, on_progress=bar.update)
        summary = summarize(tally) | {"rules": rules_record(rules)}
        return _write_output(_print_statistics, summary, first_seed, rules, options.json)
    if jobs is not None:
        raise UsageError(words.jobs_without_games())
    if options.deck is not None and seed is not None:
        raise UsageError(words.deck_and_seed())
    if options.deck is not None:
        try:
            deck = parse_deck(options.deck)
        except CardError as error:
            raise UsageError(card_problem(error, echo(str(error.value), quote=False))) from None
    else:
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        deck = shuffled_deck(seed)
    if sys.stdout is None:
        return _cannot_write(words.stdout_closed())
    return _write_output(_run_deal, deck, seed, rules, options.trace, options.json)


def _run_deal(deck: list[Card], seed: int | None, rules: Rules, trace: bool, as_json: bool) -> int:
    from war.simulator.simulate import outcome_record, play_deal
    from war.words.simulate import format_deal

    out = sys.stdout
    on_battle = _battle_printer(out, rules, as_json) if trace else None
    outcome = play_deal(deck, seed=seed, rules=rules, on_battle=on_battle)
    if as_json:
        out.write(json.dumps(outcome_record(outcome, seed, rules)) + "\n")
        return 0
    if trace:
        out.write("\n")
    out.write(format_deal(outcome, seed, deck, rules) + "\n")
    return 0


def _battle_printer(out: TextIO, rules: Rules, as_json: bool) -> Callable[[list[Event]], None]:
    """Writes each battle as it is played: a JSON object in codes, or a line for people."""
    from war.simulator.simulate import battle_record
    from war.words.simulate import card_namer, format_battle, trace_header

    if as_json:

        def write_record(events: list[Event]) -> None:
            out.write(json.dumps(battle_record(events)) + "\n")

        return write_record
    name = card_namer(out)
    out.write(trace_header() + "\n")

    def write_line(events: list[Event]) -> None:
        out.write(format_battle(events, name, rules) + "\n")

    return write_line


def _print_statistics(summary: dict[str, Any], first_seed: int, rules: Rules, as_json: bool) -> int:
    from war.words.simulate import format_statistics

    if as_json:
        sys.stdout.write(json.dumps(summary) + "\n")
    else:
        sys.stdout.write(format_statistics(summary, first_seed, rules) + "\n")
    return 0


def _print_text(text: str) -> int:
    sys.stdout.write(text)
    return 0


def _check_printable_seed(last_seed: int) -> None:
    """The statistics name the last seed: it must have no more digits than Python prints."""
    limit = sys.get_int_max_str_digits()
    if limit and last_seed >= 10**limit:
        raise UsageError(words.seeds_too_long(limit))


def _write_output(run: Callable[..., int], *args: object) -> int:
    """Run a command whose only I/O is writing stdout, so any OSError is a failed write.

    A reader that stops early (``| head``) is no error: exit 0 without a word. Any other
    failed write (a full disk, a closed descriptor) is one line on stderr and exit 1. What
    stdout's encoding cannot hold is written escaped (``caf\\xe9``).
    """
    try:
        # An ASCII or code-page stdout (``stats > out.txt`` on Windows) would end the output
        # in a traceback at the first "é" or "·"; the rest of it is still worth having.
        reconfigure = getattr(sys.stdout, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
        code = run(*args)
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        _drop_unwritten_output()
        return 0
    except OSError as error:
        _drop_unwritten_output()
        return _cannot_write(error.strerror or str(error))


def _drop_unwritten_output() -> None:
    """Point stdout at devnull, so the flush at exit does not fail a second time."""
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, sys.stdout.fileno())
        finally:
            os.close(devnull)


def _cannot_write(reason: str) -> int:
    say(words.cannot_write(reason))
    return EXIT_FAILURE


def _command(start: str, args: Sequence[str]) -> str:
    """``start`` and then ``args`` as a shell would take them, cut short with "…" if long."""
    shown = start
    for arg in args:
        word = shlex.quote(arg)
        if len(shown) + 1 + len(word) > len(start) + 2 * ECHO_MAX:
            return shown + " …"
        shown += " " + word
    return shown
