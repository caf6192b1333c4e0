"""The system clipboard, written: what the game copies for the player (a deal's command)."""

from __future__ import annotations

import pygame


def put_text(text: str) -> bool:
    """Put ``text`` on the clipboard; False where there is none to write (no display)."""
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError):
        return False
    return True
