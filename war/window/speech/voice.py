"""What speaks: a voice takes lines of text in the game's language and says them aloud.

The narrator (what is said, and when) talks to a ``Voice`` and to nothing else; which voice
speaks (the screen reader through a library, or none) is chosen in one place. Tests give
the narrator a recording stand-in, so what the game says is checked without a voice.
"""

from __future__ import annotations

from typing import Protocol


class Voice(Protocol):
    def speak(self, text: str, *, interrupt: bool) -> None:
        """Say ``text``; with ``interrupt``, whatever is being said stops first (a new
        battle's result cuts the last one short), else it is said after it."""
        ...

    def silence(self) -> None:
        """Stop saying anything now."""
        ...

    def use_language(self, code: str) -> None:
        """Lines from now on are in the language ``code`` (a code of war/words/languages.py):
        a voice that can choose its language by it does; a screen reader keeps its own."""
        ...

    def close(self) -> None:
        """The game is ending or speech was turned off: let the voice go."""
        ...
