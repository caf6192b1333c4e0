"""Checks on values read from a file: each failure is a BadFile saying what is wrong."""

from __future__ import annotations

from typing import Any

from war.store.files import BadFile
from war.words import files as words


def whole(data: dict[str, Any], key: str, most: int | None = None) -> int:
    """``data[key]``, which must be a whole number from 0 to ``most`` (if given)."""
    value = there(data, key)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise BadFile(words.not_whole(key, brief(value)))
    if most is not None and value > most:
        raise BadFile(words.more_than(key, most, brief(value)))
    return value


def version(data: Any, expected: int) -> dict[str, Any]:
    """``data`` as an object of the ``expected`` version."""
    versions(data, (expected,))
    return data


def versions(data: Any, known: tuple[int, ...]) -> int:
    """The version of ``data``, an object of one of the ``known`` versions."""
    if not isinstance(data, dict):
        raise BadFile(words.not_an_object())
    version = there(data, "version")
    # True == 1 in Python: a bool is no version number, whatever it compares equal to.
    if isinstance(version, bool) or version not in known:
        raise BadFile(words.unknown_version(brief(version)))
    return known[known.index(version)]


def there(data: dict[str, Any], key: str) -> Any:
    """``data[key]``; a BadFile saying it is missing if the file leaves it out."""
    if key not in data:
        raise BadFile(words.missing(key))
    return data[key]


def brief(value: object) -> str:
    """A value as a message shows it: its repr, cut short."""
    shown = repr(value)
    return shown if len(shown) <= 40 else shown[:40] + "…"
