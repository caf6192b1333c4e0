"""Checks on values read from a file: each failure is a BadFile saying what is wrong."""

from __future__ import annotations

from typing import Any

from war.store.files import BadFile


def whole(data: dict[str, Any], key: str, most: int | None = None) -> int:
    """``data[key]``, which must be a whole number from 0 to ``most`` (if given)."""
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise BadFile(f'"{key}" is not a whole number ≥ 0: {brief(value)}')
    if most is not None and value > most:
        raise BadFile(f'"{key}" is more than {most}: {brief(value)}')
    return value


def version(data: Any, what: str, expected: int) -> dict[str, Any]:
    """``data`` as an object of the ``expected`` version (``what`` it should be, for words)."""
    if not isinstance(data, dict):
        raise BadFile(f"not {what} (the JSON is not an object)")
    if data.get("version") != expected:
        raise BadFile(f"unknown version {brief(data.get('version'))}")
    return data


def brief(value: object) -> str:
    """A value as a message shows it: its repr, cut short."""
    shown = repr(value)
    return shown if len(shown) <= 40 else shown[:40] + "…"
