"""Every word the window shows the player about the game: names, counts, status lines, endings.

The rules overlay has its own text in rules_text.py; how rounds end is worded once, in
war.core.endings, and these are the player's words for it.
"""

from __future__ import annotations

from war.core.cards import Card
from war.core.endings import Audience, capitalized, cards_returned, cause, headline, sentence
from war.core.engine import BATTLE_LIMIT, Outcome
from war.core.events import BattleWon, Reason, Side, Winner
from war.core.position import Position
from war.core.tableau import Tableau
from war.core.words import plural

SIDE_NAMES = {Side.PLAYER: "You", Side.COMPUTER: "Computer"}

HEADLINES = {winner: headline(winner, Audience.PLAYER) for winner in Winner}

BOTH_SHORT = capitalized(cards_returned(Audience.PLAYER)) + "."
RESUMED_STATUS = "Back where you left off: press Turn cards to carry on."


def battle_counter(battle: int) -> str:
    return f"Battle {battle} / {BATTLE_LIMIT}"


def wars_so_far(wars: int) -> str:
    return f"{plural(wars, 'war')} so far"


def deal_name(seed: int | None) -> str:
    return f"Deal #{seed}"


def resume_detail(position: Position) -> str:
    """Under the title's Resume round: the saved round's deal and the battle reached."""
    return f"{deal_name(position.seed)} · battle {position.battles} of {BATTLE_LIMIT}"


def replay_hint(seed: int | None) -> str:
    return f"replay: python main.py --seed {seed}"


def round_tally(outcome: Outcome) -> str:
    """The round-over dialog's count, e.g. "28 battles and 5 wars played"."""
    return f"{plural(outcome.battles, 'battle')} and {plural(outcome.wars, 'war')} played"


def final_piles(outcome: Outcome) -> str:
    """The piles at the end, e.g. "You 52 cards · computer 0 cards"."""
    mine, theirs = plural(outcome.player_cards, "card"), plural(outcome.computer_cards, "card")
    return f"You {mine} · computer {theirs}"


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
        return f"{capitalized(ran_out)} — {taker} {count} cards"
    if event.winner is Side.PLAYER:
        return f"Your {mine.label} beats {theirs.label} — you take {count} cards"
    return f"The computer's {theirs.label} beats your {mine.label} — it takes {count} cards"


def last_face_up(shown: Tableau) -> tuple[Card, Card]:
    """The player's and the computer's latest face-up cards on the table."""
    face_up = [t for t in shown.table if t.face_up]
    mine = next(t.card for t in reversed(face_up) if t.side is Side.PLAYER)
    theirs = next(t.card for t in reversed(face_up) if t.side is Side.COMPUTER)
    return mine, theirs
