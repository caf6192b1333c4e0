"""The moments of the game that make a sound: named here, heard through sound.py."""

from __future__ import annotations

from enum import StrEnum


class Cue(StrEnum):
    FLIP = "flip"  # a card turned face up
    SLIDE = "slide"  # a card laid or dealt
    WAR = "war"  # a war declared
    COLLECT = "collect"  # a battle's cards swept to the winner's pile
    WON = "won"  # the round won
    LOST = "lost"  # the round lost
    DRAWN = "drawn"  # the round drawn
    MEDAL = "medal"  # a medal earned, as the round ends
