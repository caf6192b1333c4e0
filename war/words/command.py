"""What the command line says: each command's help, and every mistake it can point out."""

from __future__ import annotations

from collections.abc import Sequence

from war.words.format import number
from war.words.program import command
from war.words.translate import _, ngettext, pgettext

# -- help ---------------------------------------------------------------------------------------


def usage_prefix() -> str:
    """Before the usage line of --help."""
    return _("usage: ")


def options_title() -> str:
    """The heading over the options in --help."""
    return _("options")


def help_help() -> str:
    return _("show this help and exit")


def game_description() -> str:
    return _("Play War against the computer in a window.")


def game_epilog() -> str:
    return " ".join(
        (
            _(
                "Rounds without a window, and statistics: {simulate}. Your lifetime record: "
                "{stats}."
            ).format(simulate=command("simulate", "--help"), stats=command("stats")),
            game_rules_note(),
        )
    )


def game_rules_note() -> str:
    """What the game's --war-cards, --pickup and --limit do (the help's last lines)."""
    return _(
        "--war-cards, --pickup and --limit choose the table rules, as Settings, Table rules "
        "does: they are kept, and every new round is dealt under them (the deal of --seed "
        "too). A saved round resumes under its own rules."
    )


def seed_help(number: str) -> str:
    """``number`` is the value's name in the usage line (``number_value``)."""
    return _("play the deal of seed {number} (a whole number)").format(number=number)


def daily_help() -> str:
    """--daily: today's deal, numbered by the local date, the same for every player."""
    return _("play the deal of the day: today's date as its number (YYYYMMDD)")


def daily_and_seed() -> str:
    return _("use --daily or --seed, not both: each one chooses the deal")


def daily_and_rules(options: list[str]) -> str:
    """--daily with a table rule's option: the day's deal is always played by the seed
    rules. ``options`` are the rule options given ("--war-cards", "--limit")."""
    message = _("--daily plays the deal of the day by the standard rules: leave out {options}")
    return message.format(options=" ".join(options))


def version_help() -> str:
    return _("show the version and exit")


def version_line(name: str, version: str) -> str:
    """What ``--version`` prints: ``war 0.4.0``."""
    return _("{name} {version}").format(name=name, version=version)


def lang_help(codes: Sequence[str]) -> str:
    return _("speak this language: {codes} (default: the settings', else the system's)").format(
        codes=pgettext("between items", ", ").join(codes)
    )


def lang_value() -> str:
    """--lang's value in the usage line: a language's code."""
    return pgettext("an option's value", "CODE")


def unknown_language(typed: str, codes: Sequence[str]) -> str:
    return _("--lang: no language {code}; the game speaks {codes}").format(
        code=typed, codes=pgettext("between items", ", ").join(codes)
    )


def language_unreadable(language: str, detail: str) -> str:
    """A shipped catalogue that cannot be read: the game speaks English instead."""
    return _(
        "the words in {language} could not be read ({detail}); the game speaks English"
    ).format(language=language, detail=detail)


def fullscreen_help() -> str:
    return _("fill the screen")


def speak_help() -> str:
    return _(
        "say the game aloud through your screen reader or the computer's voice "
        "(turns Speech on in Settings, and keeps it)"
    )


def size_help(least: tuple[int, int]) -> str:
    return _("window size in pixels, e.g. 1024x600 (at least {width}x{height})").format(
        width=least[0], height=least[1]
    )


def data_dir_help(default: str) -> str:
    return _(
        "keep the saved round and the record here (default: your user data folder, {folder})"
    ).format(folder=default)


def stats_description() -> str:
    return _("Print your lifetime record: the rounds played in the window.")


def json_help() -> str:
    return _("print JSON for programs")


def simulate_description() -> str:
    return _("Play War without a window: one deal, or statistics over many.")


def simulate_epilog(percentiles: str) -> str:
    return _("With neither --deck nor --seed, a random seed is chosen and printed. {note}").format(
        note=percentiles
    )


def deck_help() -> str:
    return _("play this deal: 52 card codes, top first")


def simulate_seed_help(number: str) -> str:
    return _(
        "play the deal shuffled from seed {number}; with --games, the first seed (default 0)"
    ).format(number=number)


def games_help(number: str) -> str:
    return _("play the deals of {number} seeds in a row and print statistics").format(number=number)


def jobs_help(processes: str, most: int) -> str:
    """``processes`` is the value's name in the usage line (``processes_value``)."""
    return _(
        "with --games: spread the deals over {processes} processes (default: one per CPU, at "
        "most {most})"
    ).format(processes=processes, most=most)


def trace_help() -> str:
    return _("print one line per battle (with --json: one object per battle, then the result)")


def war_cards_help() -> str:
    return _("cards each player lays face down in a war: 1 (the default), 2 or 3")


def pickup_help() -> str:
    return _(
        "how the cards won go under the winner's pile: as-laid (the default) or shuffled "
        "(by the deal's own generator, so a deal still plays only one way)"
    )


def limit_help() -> str:
    return _(
        "battles before a round is a draw: 500 (the default), 1000 or none (with none, a "
        "round that comes back to where it has been is a draw)"
    )


# What an option's value is called in the usage line ("--seed N"), and in the help that
# names it: one letter or word in capitals, as the usage line of a command says it.


def number_value() -> str:
    """A whole number: "--seed N", "--games N"."""
    return pgettext("an option's value", "N")


def processes_value() -> str:
    """How many processes: "--jobs K"."""
    return pgettext("an option's value", "K")


def size_value() -> str:
    """A window's width by its height: "--size WxH"."""
    return pgettext("an option's value", "WxH")


def path_value() -> str:
    """A folder: "--data-dir PATH"."""
    return pgettext("an option's value", "PATH")


# -- mistakes -----------------------------------------------------------------------------------


def needs_a_value(option: str) -> str:
    return _("{option} needs a value").format(option=option)


def takes_no_value(option: str, value: str) -> str:
    return _("{option} takes no value, got {value}").format(option=option, value=value)


def unknown(words: list[str], *, options: bool, prog: str) -> str:
    """Arguments the command does not know, the first few of them named."""
    shown = ", ".join(words[:3])
    if len(words) > 3:
        more = ngettext("{shown} and {count} more", "{shown} and {count} more", len(words) - 3)
        shown = more.format(shown=shown, count=len(words) - 3)
    if options:
        message = ngettext(
            "unknown option: {shown} (see {prog} --help)",
            "unknown options: {shown} (see {prog} --help)",
            len(words),
        )
    else:
        message = ngettext(
            "unknown argument: {shown} (see {prog} --help)",
            "unknown arguments: {shown} (see {prog} --help)",
            len(words),
        )
    return message.format(shown=shown, prog=prog)


def not_a_whole_number(option: str, least: int, most: int | None, got: str) -> str:
    if most is None:
        message = _("{option} must be a whole number ≥ {least}, got {got}")
    else:
        message = _("{option} must be a whole number from {least} to {most}, got {got}")
    return message.format(option=option, least=least, most=most, got=got)


def too_many_digits(option: str, least: int, most: int | None, limit: int, digits: int) -> str:
    if most is None:
        message = _(
            "{option} must be a whole number ≥ {least} of at most {limit} digits, "
            "got {digits} digits"
        )
    else:
        message = _("{option} must be a whole number from {least} to {most}, got {digits} digits")
    return message.format(
        option=option, least=least, most=most, limit=number(limit), digits=number(digits)
    )


def size_not_width_by_height(got: str) -> str:
    return _("--size must be WIDTHxHEIGHT like 1024x600, got {got}").format(got=got)


def size_too_large(most: int, got: str) -> str:
    return _("--size must be at most {most}x{most}, got {got}").format(most=most, got=got)


def size_too_small(least: tuple[int, int], got: str) -> str:
    return _("--size must be at least {width}x{height}, got {got}").format(
        width=least[0], height=least[1], got=got
    )


def simulate_first(shown: str) -> str:
    """``simulate`` given after an option: ``shown`` is the command as it should be."""
    return _("simulate must come first: {command}").format(command=shown)


def no_pygame() -> str:
    return _("the game window needs pygame-ce: pip install pygame-ce")


def data_dir_not_a_folder(got: str) -> str:
    return _("--data-dir must name a folder, got {got}").format(got=got)


def data_dir_missing(got: str) -> str:
    return _("--data-dir: no such folder: {got}").format(got=got)


def data_dir_a_file(got: str) -> str:
    return _("--data-dir must name a folder, not a file: {got}").format(got=got)


def data_dir_in_a_file(got: str, file: str) -> str:
    """--data-dir names a folder inside ``file``, which is a file: it can never be made."""
    return _(
        "--data-dir must name a folder, not one inside a file: {got} ({file} is a file)"
    ).format(got=got, file=file)


def games_with_deck() -> str:
    return _("--games plays the deals of seeds; it cannot be used with --deck")


def games_with_trace() -> str:
    return _("--games cannot be used with --trace; trace one deal with --seed N --trace")


def jobs_without_games() -> str:
    return _("--jobs only applies to --games")


def deck_and_seed() -> str:
    return _("use --deck or --seed, not both: each one chooses the deal")


def war_cards_refused(got: str) -> str:
    return _("--war-cards takes 1, 2 or 3, not {got}").format(got=got)


def pickup_refused(got: str) -> str:
    return _("--pickup takes as-laid or shuffled, not {got}").format(got=got)


def limit_refused(got: str) -> str:
    return _("--limit takes 500, 1000 or none, not {got}").format(got=got)


def seeds_too_long(limit: int) -> str:
    return _(
        "--seed plus --games must stay within seeds of at most {limit} digits: choose a "
        "smaller --seed or fewer --games"
    ).format(limit=number(limit))


def cannot_write(reason: str) -> str:
    return _("cannot write output: {reason}").format(reason=reason)


def stdout_closed() -> str:
    return _("stdout is closed")


def interrupted() -> str:
    return _("interrupted")


def long_value(shown: str, length: int) -> str:
    """A value from the command line too long to show whole: its start, and its length."""
    message = ngettext("{shown} ({count} character)", "{shown} ({count} characters)", length)
    return message.format(shown=shown, count=number(length))
