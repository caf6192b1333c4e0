"""The one door every word goes through: gettext's lookups, in English until a language is used.

The messages in this package are written in English, so English needs no catalogue: the
null translation hands each message back as it is. ``use`` puts another in its place.
"""

from __future__ import annotations

import gettext
from pathlib import Path

Catalogue = gettext.NullTranslations
ENGLISH: Catalogue = gettext.NullTranslations()

_translation: Catalogue = ENGLISH


def read_catalogue(path: Path) -> Catalogue:
    """The compiled catalogue (``.mo``) at ``path``. Raises OSError if it cannot be read,
    ValueError if it is not a catalogue (gettext's own errors for a damaged one, whatever
    its parser met, are raised as ValueError)."""
    with path.open("rb") as handle:
        try:
            return gettext.GNUTranslations(handle)
        except OSError:
            raise
        except Exception as error:
            raise ValueError(str(error) or type(error).__name__) from None


def use(translation: Catalogue) -> None:
    """Look every message up in ``translation`` from now on."""
    global _translation
    _translation = translation


def _(message: str) -> str:
    """``message`` in the language in use."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a message for ``count`` (its placeholders are still to fill)."""
    return _translation.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` where ``context`` tells which of its meanings is meant."""
    return _translation.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    """The form of a message for ``count`` where ``context`` tells where it is said (the
    same count of battles may take another case inside another sentence)."""
    return _translation.npgettext(context, singular, plural, count)
