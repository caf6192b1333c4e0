"""How values are written inside messages: numbers, shares, lists of keys, phrases kept whole."""

from __future__ import annotations

from collections.abc import Sequence

from war.words.translate import _

NO_BREAK = "\u00a0"  # a line never breaks here


def number(count: int) -> str:
    """A whole number as the game writes it: "3,120"."""
    return f"{count:,}"


def percent(share: float, decimals: int = 0) -> str:
    """A share as a percentage: "58%" (``decimals`` after the point)."""
    return f"{share:.{decimals}%}"


def either(names: Sequence[str]) -> str:
    """Keys that do the same, as the key map names them: "Space or Enter"."""
    shown = names[0] if names else ""
    for name in names[1:]:
        shown = _("{keys} or {key}").format(keys=shown, key=name)
    return shown


def keep_together(words: str) -> str:
    """``words`` with no-break spaces, so a line never breaks inside them."""
    return words.replace(" ", NO_BREAK)
