"""The languages the game speaks, which one a player's system prefers, and putting one in use.

The catalogues are gettext's, compiled (``assets/locale/<code>/LC_MESSAGES/war.mo``) and read
with the standard library; ``tools/catalogues.py`` makes them from their ``.po`` sources.
English is the language the messages are written in: it needs no catalogue. Nothing here
imports pygame.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from pathlib import Path

from war.shipped import asset_folder
from war.words import translate

DOMAIN = "war"
SOURCE_LANGUAGE = "en"

# Each language the game offers, by its code, named as its own speakers name it (that is
# how a player looks for theirs in a list they may not be able to read). English first,
# then in the order of their codes.
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("de", "Deutsch"),
    ("es", "Español"),
    ("fr", "Français"),
    ("it", "Italiano"),
    ("nl", "Nederlands"),
    ("pl", "Polski"),
    ("pt_BR", "Português (Brasil)"),
    ("ru", "Русский"),
)
CODES = tuple(code for code, _name in LANGUAGES)
_NAMES = dict(LANGUAGES)
# Locale names that mean "no language of its own": gettext's untranslated C locale.
_UNTRANSLATED = ("C", "POSIX")


class LanguageError(Exception):
    """A language's catalogue is missing or cannot be read (the game is installed badly)."""


def native_name(code: str) -> str:
    """The language ``code`` in its own words: "Deutsch"."""
    return _NAMES[code]


def offered(code: str) -> str | None:
    """The code of the language the game offers for the locale or language ``code`` ("de",
    "de_AT", "de-DE.UTF-8", "pt" or "pt-PT" for Brazilian Portuguese, the one Portuguese
    offered), or None if it offers none; the C locale is English, as gettext has it."""
    name = code.split(".", 1)[0].split("@", 1)[0].replace("-", "_").strip()
    if name in _UNTRANSLATED:
        return SOURCE_LANGUAGE
    language, _sep, country = name.partition("_")
    language = language.lower()
    if not language:
        return None
    whole = f"{language}_{country.upper()}" if country else language
    if whole in _NAMES:
        return whole
    if language in _NAMES:
        return language
    return next((each for each in CODES if each.split("_", 1)[0] == language), None)


def choose(preferred: Iterable[str]) -> str:
    """The first of the ``preferred`` locales (the system's, best first) the game offers a
    language for; English if it offers none of them."""
    for each in preferred:
        code = offered(each)
        if code is not None:
            return code
    return SOURCE_LANGUAGE


def from_environment(environ: dict[str, str] | None = None) -> list[str]:
    """The system's preferred locales as the environment names them, best first: ``LANG``,
    then each of ``LANGUAGE``'s, the order SDL reads them in on Linux (where the window
    asks SDL), so the command line and the window agree."""
    environ = dict(os.environ) if environ is None else environ
    found = [environ.get("LANG", "")]
    found += environ.get("LANGUAGE", "").split(":")
    return [each for each in found if each.strip()]


def from_sdl(locales: Iterable[Mapping[str, object]]) -> list[str]:
    """``pygame.system.get_pref_locales()``'s answer as locale names: "de_DE", "fr"."""
    names = []
    for each in locales:
        language, country = each.get("language"), each.get("country")
        if isinstance(language, str) and language:
            names.append(f"{language}_{country}" if isinstance(country, str) else language)
    return names


def catalogue_path(code: str) -> Path:
    """Where language ``code``'s compiled catalogue is shipped."""
    return asset_folder() / "locale" / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


def translation(code: str) -> translate.Catalogue:
    """The catalogue of language ``code`` (English's is none: the messages as written)."""
    if code == SOURCE_LANGUAGE:
        return translate.ENGLISH
    path = catalogue_path(code)
    try:
        return translate.read_catalogue(path)
    except OSError as error:
        raise LanguageError(f"{path}: {error.strerror or error}") from None
    except ValueError as error:
        raise LanguageError(f"{path}: {error}") from None


_in_use = SOURCE_LANGUAGE


def use(code: str) -> None:
    """Speak language ``code`` from now on: every message is looked up in its catalogue
    (the one in use already is kept as it is). Raises LanguageError (and keeps the language
    in use) if it cannot be read."""
    global _in_use
    if code == _in_use:
        return
    translate.use(translation(code))
    _in_use = code


def in_use() -> str:
    """The code of the language every message is looked up in now."""
    return _in_use
