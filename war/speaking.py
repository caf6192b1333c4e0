"""Which language a run speaks: ``--lang`` if given, else the one kept in the settings,
else the system's preferred one the game offers, else English.

The command line puts one in use before it says anything (``--lang``, or the system's as
the environment names it); ``war stats`` and the window then follow the settings too. The
window asks SDL for the system's languages (``pygame.system.get_pref_locales()``), which
also knows the desktop's choice on Windows and macOS. Nothing here imports pygame.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from war.messages import echo, say
from war.usage import UsageError
from war.words import command as words
from war.words import languages

if TYPE_CHECKING:
    from war.arguments import Parser

OPTION = "--lang"


def add_option(parser: Parser) -> None:
    """--lang, for a command's parser: read already (see ``start``), it is given here so
    that --help lists it and the parser takes it."""
    parser.add_argument(OPTION, metavar=words.lang_value(), help=words.lang_help(languages.CODES))


def asked(args: Sequence[str]) -> str | None:
    """The value of the last ``--lang`` in ``args`` (``--lang de`` or ``--lang=de``), as
    typed, before the command line is read: what it says is said in that language. Past a
    lone ``--`` nothing is an option."""
    found = None
    for index, arg in enumerate(args):
        if arg == "--":
            break
        if arg == OPTION and index + 1 < len(args):
            found = args[index + 1]
        elif arg.startswith(OPTION + "="):
            found = arg.split("=", 1)[1]
    return found


def code_of(typed: str) -> str:
    """The language ``--lang`` asks for (``de``, ``pt-BR``, ``de_AT.UTF-8``); UsageError,
    naming those there are, for one the game does not speak."""
    code = languages.offered(typed) if typed else None
    if code is None:
        raise UsageError(words.unknown_language(echo(typed), languages.CODES))
    return code


def chosen(asked_code: str | None, kept: str | None, system: Iterable[str]) -> str:
    """The language to speak: ``asked_code`` (--lang's) if any, else ``kept`` (the
    settings') if any, else the first of the ``system``'s the game offers, else English."""
    if asked_code is not None:
        return asked_code
    if kept is not None:
        return kept
    return languages.choose(system)


def start(args: Sequence[str]) -> str | None:
    """Speak the language ``--lang`` asks for, else the system's (as the environment names
    it); return --lang's code, or None if it was not given. UsageError for a code the game
    does not speak (said in the system's language)."""
    system = languages.from_environment()
    use(languages.choose(system))
    typed = asked(args)
    if typed is None:
        return None
    code = code_of(typed)
    use(code)
    return code


def use(code: str) -> None:
    """Speak ``code``. A catalogue that cannot be read (a game installed badly) is said in
    one line, and the game speaks English: it still starts, and its command line works."""
    try:
        languages.use(code)
    except languages.LanguageError as error:
        languages.use(languages.SOURCE_LANGUAGE)
        say(words.language_unreadable(languages.native_name(code), str(error)))
