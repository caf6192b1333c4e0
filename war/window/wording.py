"""What the table and the round-over dialog say to the player, in words."""

from __future__ import annotations

from war.core.cards import Card
from war.core.engine import BATTLE_LIMIT
from war.core.events import BattleWon, Reason, Side, Winner
from war.core.tableau import Tableau

HEADLINES = {
    Winner.PLAYER: "You win!",
    Winner.COMPUTER: "The computer wins",
    Winner.DRAW: "Draw",
}

BOTH_SHORT = "You both ran out of cards in the war: each takes back their own."


def reason_text(winner: Winner, reason: Reason) -> str:
    """Why the round ended, in a player's words."""
    if reason is Reason.ALL_CARDS:
        if winner is Winner.PLAYER:
            return "You collected all 52 cards."
        return "The computer collected all 52 cards."
    if reason is Reason.OUT_OF_CARDS_IN_WAR:
        if winner is Winner.PLAYER:
            return "The computer could not finish a war."
        return "You could not finish a war."
    if reason is Reason.BOTH_OUT_IN_WAR:
        return "You both ran short at the same point in a war."
    return f"The {BATTLE_LIMIT}-battle limit was reached."


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
        if event.winner is Side.PLAYER:
            return f"The computer ran out of cards in the war — you take {count} cards"
        return f"You ran out of cards in the war — the computer takes {count} cards"
    if event.winner is Side.PLAYER:
        return f"Your {mine.label} beats {theirs.label} — you take {count} cards"
    return f"The computer's {theirs.label} beats your {mine.label} — it takes {count} cards"


def last_face_up(shown: Tableau) -> tuple[Card, Card]:
    """The player's and the computer's latest face-up cards on the table."""
    face_up = [t for t in shown.table if t.face_up]
    mine = next(t.card for t in reversed(face_up) if t.side is Side.PLAYER)
    theirs = next(t.card for t in reversed(face_up) if t.side is Side.COMPUTER)
    return mine, theirs
