"""The names of a game pad's buttons that are words ("D-pad", "Start"), as the player's
language says them.

The pad map (war/window/input/padmap.py) names each button as SDL's standard layout (an
Xbox pad's) prints it, and war/window/input/pad_kinds.py as a PlayStation or Nintendo pad
does; a button printed with letters or words (A, B, LB, L1, ZL, Options) keeps its name in
every language.
"""

from __future__ import annotations

from collections.abc import Callable

from war.words.translate import pgettext

_WORDS: dict[str, Callable[[], str]] = {
    "D-pad": lambda: pgettext("pad button", "D-pad"),
    "Left stick": lambda: pgettext("pad button", "Left stick"),
    "Right stick": lambda: pgettext("pad button", "Right stick"),
    "Start": lambda: pgettext("pad button", "Start"),
    "Back": lambda: pgettext("pad button", "Back"),
    # A PlayStation pad's face buttons, by the signs printed on them (✕ ○ □ △).
    "Cross": lambda: pgettext("pad button", "Cross"),
    "Circle": lambda: pgettext("pad button", "Circle"),
    "Square": lambda: pgettext("pad button", "Square"),
    "Triangle": lambda: pgettext("pad button", "Triangle"),
    # A Nintendo pad's − and + buttons (its Back and Start), by the signs printed on them.
    "Minus": lambda: pgettext("pad button", "Minus"),
    "Plus": lambda: pgettext("pad button", "Plus"),
}


def button_name(name: str) -> str:
    """``name``, the pad map's, in the language in use."""
    word = _WORDS.get(name)
    return name if word is None else word()


def is_word(name: str) -> bool:
    """Whether the pad map's ``name`` is a word (not what the button is printed with)."""
    return name in _WORDS
