"""A pseudo-translation that marks every message, and reading back what it marked.

With ``Marked`` in use, each message the game looks up comes back in marks, its letters
swapped for accented ones: "Turn cards" is ``⟦Ŧúŕñ çáŕđš⟧``. Its ``{placeholders}`` are
untouched, so ``.format`` fills them as before, with what they hold as it was. So a word
shown without marks did not come through war/words/translate.py (or was looked up at
import, before the translation was in use), and a plain English letter inside marks came
in through a placeholder: data (a number, a card, a path), or a word that is no message.
A message that holds another holds its marks too: ``⟦Ķéýš: ⟦Šƥáçé⟧ ŕéšúɱé⟧``. Nothing here
imports pygame.
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import fields

from war.core.rules import LIMITS, Pickup
from war.messages import ECHO_KEEP
from war.rules_options import limit_name
from war.store.settings import Settings
from war.words import translate
from war.words.languages import LANGUAGES
from war.words.program import NAME, PROGRAM

OPEN, CLOSE = "⟦", "⟧"
_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçđéƒĝĥíĵķĺɱñóƥʠŕšŧúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤǪŔŠŦÚṼŴẊÝŽ",
)
_PLACEHOLDER = re.compile(r"(\{[^{}]*\})")  # {count}, {battle:>3}: left as they are


def pseudo(message: str) -> str:
    """``message`` in marks, every letter outside its placeholders accented."""
    pieces = _PLACEHOLDER.split(message)  # text, placeholder, text, ...
    return (
        OPEN
        + "".join(
            piece if index % 2 else piece.translate(_ACCENTED) for index, piece in enumerate(pieces)
        )
        + CLOSE
    )


class Marked(gettext.NullTranslations):
    """Every message pseudo-translated: marked, and still readable."""

    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return self.ngettext(msgid1, msgid2, n)


@contextmanager
def marked() -> Iterator[None]:
    """Every message marked while inside; then the null translation (English) again."""
    translate.use(Marked())
    try:
        yield
    finally:
        translate.use(gettext.NullTranslations())


def inside(text: str) -> list[bool]:
    """For each character of ``text``, whether it lies inside a marked message (the marks
    count as inside). A message cut short (a line it was wrapped onto, a row of the log,
    a label's second line) counts as marked up to where it was cut: marks that close
    before they open were opened before ``text`` began, and marks left open close after
    it ends."""
    depth = 0
    deepest_unopened = 0
    for char in text:
        depth += (char == OPEN) - (char == CLOSE)
        deepest_unopened = max(deepest_unopened, -depth)
    depth = deepest_unopened
    within = []
    for char in text:
        if char == OPEN:
            depth += 1
        within.append(depth > 0 or char in (OPEN, CLOSE))
        if char == CLOSE:
            depth -= 1
    return within


def unmarked(text: str) -> str:
    """What of ``text`` lies outside every marked message (a space where marked words
    were): what the test then judges as data or not."""
    return "".join(" " if within else char for char, within in zip(text, inside(text), strict=True))


def marked_words(text: str) -> str:
    """What of ``text`` lies inside marked messages, the marks left out."""
    return "".join(
        char
        for char, within in zip(text, inside(text), strict=True)
        if within and char not in (OPEN, CLOSE)
    )


def has_letters(text: str) -> bool:
    return any(char.isalpha() for char in text)


def english(text: str) -> str:
    """The plain English letters in ``text``, in runs: what no message put there."""
    return " ".join(re.findall(r"[A-Za-z]+", text))


# -- what is data, in the game's words ---------------------------------------------------------

_SPACE = "[ \u00a0]"  # a command is kept on one line with no-break spaces
_ARGUMENT = r"(?:'[^']*'|[-A-Za-z0-9_./=…]+)"  # a word of a command, as shlex quotes it
DATA: dict[str, re.Pattern[str]] = {
    # What is typed is the same in every language.
    "a command to type": re.compile(
        re.escape(PROGRAM).replace(r"\ ", _SPACE) + rf"(?:{_SPACE}{_ARGUMENT})*"
    ),
    "an option": re.compile(r"(?<![\w-])--?[a-z][a-z-]*(?:/--[a-z-]+)?"),
    # The values the rule options take, as the usage line lists them ("as-laid|shuffled").
    "a rule option's values": re.compile(
        "|".join(
            re.escape("|".join(values))
            for values in ([str(pickup) for pickup in Pickup], [limit_name(n) for n in LIMITS])
        )
    ),
    # How cards are written and typed everywhere.
    "a card code": re.compile(r"(?<![A-Za-z])[2-9TJQKA][CDHS](?![A-Za-z])"),
    "a card label": re.compile(r"(?:10|[2-9JQKA])[♠♥♦♣]"),
    # The data folder as it is on the disk: its files, a file's keys in quotes, the settings'.
    "a file of the data folder": re.compile(
        r"\b(?:round|stats|settings)\.json(?:\.bad-[0-9-]+)?|\.lock\b"
    ),
    "a file's key": re.compile(r'"[a-z_ ]+"'),
    "a setting's key": re.compile(rf"\b(?:{'|'.join(field.name for field in fields(Settings))})\b"),
    # The languages, by their codes (what --lang takes) and each in its own name (how its
    # speakers find it in a list): the same in every language.
    "a language": re.compile(
        r"(?<![\w])(?:"
        + "|".join(re.escape(each) for pair in LANGUAGES for each in pair)
        + r")(?![\w])"
    ),
}

Data = Mapping[str, re.Pattern[str]]


def data_taken_out(line: str, shown: Iterable[str] = (), data: Data = DATA) -> str:
    """``line`` with its data blanked out: the command's name before it (``war:``), the
    values ``shown`` back (what a test typed or made, the system's reason for an error,
    whole or cut to their start as a message cuts them), and each kind of ``data``."""
    if line.startswith(f"{NAME}: "):
        line = " " * (len(NAME) + 2) + line[len(NAME) + 2 :]
    pieces = {piece for value in shown for piece in (value, value[:ECHO_KEEP]) if piece}
    for piece in sorted(pieces, key=len, reverse=True):
        line = line.replace(piece, " ")
    for pattern in data.values():
        line = pattern.sub(" ", line)
    return line


def not_from_war_words(text: str, shown: Iterable[str] = (), data: Data = DATA) -> list[str]:
    """The lines of ``text`` holding a word that did not come through war/words: plain
    English left once the data is blanked out, or words on a line with no message in it
    (a line that goes on with a longer message, wrapped, is within it)."""
    shown = list(shown)
    within = inside(text)
    wrong = []
    at = 0
    for line in text.split("\n"):
        marked = any(within[at : at + len(line)])
        at += len(line) + 1
        rest = data_taken_out(line, shown, data)
        if english(rest) or (has_letters(rest) and not marked):
            wrong.append(line)
    return wrong
