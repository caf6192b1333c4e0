"""English for counts, shared by every text the game writes (window and terminal)."""

from __future__ import annotations


def plural(count: int, noun: str) -> str:
    """``count`` and the noun, e.g. "1 card", "26 cards", "3,120 battles"."""
    return f"{count:,} {noun}" if count == 1 else f"{count:,} {noun}s"
