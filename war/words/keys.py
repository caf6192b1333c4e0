"""The names of keys that are words ("Space", "Page Up"), as the player's language says them.

The key map (war/window/input/keymap.py) names each key as printed on an English keyboard;
a key printed with a letter, a digit, a sign or an F number keeps its name in every language.
"""

from __future__ import annotations

from collections.abc import Callable

from war.words.translate import pgettext

_WORDS: dict[str, Callable[[], str]] = {
    "Space": lambda: pgettext("key", "Space"),
    "Enter": lambda: pgettext("key", "Enter"),
    "Esc": lambda: pgettext("key", "Esc"),
    "Tab": lambda: pgettext("key", "Tab"),
    "Shift+Tab": lambda: pgettext("key", "Shift+Tab"),
    "Right": lambda: pgettext("key", "Right"),
    "Left": lambda: pgettext("key", "Left"),
    "Up": lambda: pgettext("key", "Up"),
    "Down": lambda: pgettext("key", "Down"),
    "Page Up": lambda: pgettext("key", "Page Up"),
    "Page Down": lambda: pgettext("key", "Page Down"),
    "Home": lambda: pgettext("key", "Home"),
    "End": lambda: pgettext("key", "End"),
    "Backspace": lambda: pgettext("key", "Backspace"),
}


def key_name(name: str) -> str:
    """``name``, the key map's, in the language in use."""
    word = _WORDS.get(name)
    return name if word is None else word()


def is_word(name: str) -> bool:
    """Whether the key map's ``name`` is a word (not what the key is printed with)."""
    return name in _WORDS
