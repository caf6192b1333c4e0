"""How values are written inside messages: numbers, shares, lists of keys, phrases kept whole."""

from __future__ import annotations

from collections.abc import Sequence

from war.words.translate import _, pgettext

NO_BREAK = "\u00a0"  # a line never breaks here


def _signs(written: str) -> str:
    """A number Python wrote (``3,120.5``) with the separators of the language in use."""
    signs = str.maketrans(
        {
            # Translators: what a language writes between thousands, as in 3,120 (German
            # ".", French a narrow no-break space, U+202F).
            ",": pgettext("the thousands separator, as in 3,120", ","),
            # Translators: the sign before a number's decimals, as in 12.5 (German ",").
            ".": pgettext("the decimal sign, as in 12.5", "."),
        }
    )
    return written.translate(signs)


def number(count: int) -> str:
    """A whole number as the game writes it: "3,120" in English, "3.120" in German."""
    return _signs(f"{count:,}")


def decimal(value: float, places: int) -> str:
    """A number with ``places`` decimals: "12.5" in English, "12,5" in German."""
    return _signs(f"{value:,.{places}f}")


def percent(share: float, decimals: int = 0) -> str:
    """A share as a percentage: "58%", "12.5%" (``decimals`` after the sign)."""
    # Translators: a share, as in 58%; German and French put a no-break space before "%".
    return pgettext("a share, as in 58%", "{number}%").format(number=decimal(share * 100, decimals))


def either(names: Sequence[str]) -> str:
    """Keys that do the same, as the key map names them: "Space or Enter"."""
    shown = names[0] if names else ""
    for name in names[1:]:
        shown = _("{keys} or {key}").format(keys=shown, key=name)
    return shown


def keep_together(words: str) -> str:
    """``words`` with no-break spaces, so a line never breaks inside them."""
    return words.replace(" ", NO_BREAK)
