"""Arguments read without printing: argparse whose mistakes and --help are raised, not shown.

A mistake is a UsageError whose message is one line naming the bad option or value; --help
is HelpAsked with the text (both in war/usage.py). The command line (war/cli.py) prints
both as it prints everything else.
"""

from __future__ import annotations

import argparse
import re
import textwrap
from collections.abc import Iterable, Sequence
from typing import Any, NoReturn

from war.messages import echo
from war.usage import HelpAsked, UsageError
from war.words import command as words

__all__ = ["Formatter", "HelpAsked", "Parser", "UsageError"]

_NUMBER = re.compile(r"-\d")  # argparse's test for a negative number, not an option


class Formatter(argparse.HelpFormatter):
    """argparse's help, its own words (the usage line's prefix) taken from war/words; a
    line is never broken at a hyphen (a folder's name, --war-cards), only between words."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        text = self._whitespace_matcher.sub(" ", text).strip()
        return textwrap.wrap(text, width, break_on_hyphens=False)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        text = self._whitespace_matcher.sub(" ", text).strip()
        return textwrap.fill(
            text, width, initial_indent=indent, subsequent_indent=indent, break_on_hyphens=False
        )

    def add_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[argparse._MutuallyExclusiveGroup],
        prefix: str | None = None,
    ) -> None:
        super().add_usage(
            usage, actions, groups, words.usage_prefix() if prefix is None else prefix
        )


class Parser(argparse.ArgumentParser):
    """argparse, except that mistakes raise UsageError and --help raises HelpAsked, and its
    own words come from war/words.

    So both end in ``main``, which prints them as it prints everything else.
    """

    def __init__(self, **options: Any) -> None:
        super().__init__(add_help=False, allow_abbrev=False, formatter_class=Formatter, **options)
        self._optionals.title = words.options_title()
        self.add_argument("-h", "--help", action="help", help=words.help_help())

    def error(self, message: str) -> NoReturn:
        raise UsageError(_reworded(message))

    def print_help(self, file: object = None) -> NoReturn:
        raise HelpAsked(self.format_help())

    def read(self, args: Sequence[str]) -> tuple[argparse.Namespace, list[str]]:
        """The options, and the arguments that are none of them (for the caller to judge)."""
        return self.parse_known_args(self._values_attached(args))

    def unknown(self, extras: Sequence[str]) -> UsageError:
        """The error for arguments the parser does not know, naming only the wrong ones."""
        # An unknown option may be followed by its value ("--gam 10"); the value is no mistake.
        options = [word for word in extras if word.startswith("-") and not _NUMBER.match(word)]
        wrong = options or list(extras)
        named = [echo(word.split("=", 1)[0] if options else word, quote=False) for word in wrong]
        return UsageError(words.unknown(named, options=bool(options), prog=self.prog))

    def _values_attached(self, args: Sequence[str]) -> list[str]:
        """``--size -1x-1`` as ``--size=-1x-1``: argparse takes a value starting with "-"
        for an option, and would say "--size needs a value" instead of naming the value.
        """
        takes_value = {
            name
            for action in self._actions
            if action.nargs is None
            for name in action.option_strings
        }
        attached: list[str] = []
        words = iter(args)
        for word in words:
            following = next(words, None) if word in takes_value else None
            if following is None:
                attached.append(word)
            elif following.startswith("-") and not self._is_option(following):
                attached.append(f"{word}={following}")
            else:
                attached += [word, following]
        return attached

    def _is_option(self, word: str) -> bool:
        return word.split("=", 1)[0] in self._option_string_actions


def _reworded(message: str) -> str:
    """argparse's messages, said as one line that names the option or value."""
    if found := re.fullmatch(r"argument (\S+): expected one argument", message):
        return words.needs_a_value(found[1])
    if found := re.fullmatch(r"argument (\S+): ignored explicit argument '(.*)'", message, re.S):
        return words.takes_no_value(found[1], echo(found[2]))
    return " ".join(message.split())
