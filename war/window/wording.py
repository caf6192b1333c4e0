"""What the table and the round-over dialog say to the player, in words."""

from __future__ import annotations

from war.core.cards import Card
from war.core.endings import Audience, cards_returned, cause, headline, sentence
from war.core.events import BattleWon, Reason, Side, Winner
from war.core.tableau import Tableau


def _first_upper(text: str) -> str:
    return text[:1].upper() + text[1:]


# How rounds end is worded once, in war.core.endings; these are the player's words.
HEADLINES = {winner: headline(winner, Audience.PLAYER) for winner in Winner}

BOTH_SHORT = _first_upper(cards_returned(Audience.PLAYER)) + "."


def reason_text(winner: Winner, reason: Reason) -> str:
    """Why the round ended, in a player's words."""
    return sentence(winner, reason, Audience.PLAYER)


def war_status(shown: Tableau, depth: int) -> str:
    """The status line when a war starts, e.g. "War! 9♠ against 9♥"."""
    mine, theirs = last_face_up(shown)
    opening = "War!" if depth == 1 else "War again!"
    return f"{opening} {mine.label} against {theirs.label}"


def battle_summary(event: BattleWon, shown: Tableau) -> str:
    """The status line after a battle, e.g. "Your K♣ beats 7♦ — you take 6 cards"."""
    mine, theirs = last_face_up(shown)
    count = len(event.cards)
    if mine.rank == theirs.rank:
        # The last cards tied and the loser had nothing left to lay: rule 6.
        ran_out = cause(Winner(event.winner), Reason.OUT_OF_CARDS_IN_WAR, Audience.PLAYER)
        taker = "you take" if event.winner is Side.PLAYER else "the computer takes"
        return f"{_first_upper(ran_out)} — {taker} {count} cards"
    if event.winner is Side.PLAYER:
        return f"Your {mine.label} beats {theirs.label} — you take {count} cards"
    return f"The computer's {theirs.label} beats your {mine.label} — it takes {count} cards"


def last_face_up(shown: Tableau) -> tuple[Card, Card]:
    """The player's and the computer's latest face-up cards on the table."""
    face_up = [t for t in shown.table if t.face_up]
    mine = next(t.card for t in reversed(face_up) if t.side is Side.PLAYER)
    theirs = next(t.card for t in reversed(face_up) if t.side is Side.COMPUTER)
    return mine, theirs
