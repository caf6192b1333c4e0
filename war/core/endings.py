"""How a round can end, worded once for each audience: simulate's readers and the player.

One table says what happened for each Reason and whom it is about (the winner, the loser,
both sides or nobody); each audience only names the sides. People reading ``simulate``'s
output at a terminal see "the player" and "the computer"; the player in the window is
"you". So the two can never disagree on the facts, only on the names.
"""

from __future__ import annotations

from enum import Enum

from war.core.engine import BATTLE_LIMIT
from war.core.events import Reason, Winner


class Audience(Enum):
    READER = "reader"  # someone reading simulate's output: "the player", "the computer"
    PLAYER = "player"  # the player in the window, addressed as "you"


class _Subject(Enum):
    """Whom a reason's words are about."""

    WINNER = "winner"
    LOSER = "loser"
    BOTH = "both"
    NOBODY = "nobody"


# Each reason: who can win by it, whom the words are about, and what they did.
_REASONS: dict[Reason, tuple[frozenset[Winner], _Subject, str]] = {
    Reason.ALL_CARDS: (
        frozenset({Winner.PLAYER, Winner.COMPUTER}),
        _Subject.WINNER,
        "took all 52 cards",
    ),
    Reason.OUT_OF_CARDS_IN_WAR: (
        frozenset({Winner.PLAYER, Winner.COMPUTER}),
        _Subject.LOSER,
        "ran out of cards in a war",
    ),
    Reason.BOTH_OUT_IN_WAR: (
        frozenset({Winner.DRAW}),
        _Subject.BOTH,
        "ran out of cards together in a war",
    ),
    Reason.BATTLE_LIMIT: (
        frozenset({Winner.DRAW}),
        _Subject.NOBODY,
        f"no winner within the limit of {BATTLE_LIMIT} battles",
    ),
}

# Every (winner, reason) a round can end with; no other pair is ever reported.
ENDINGS: frozenset[tuple[Winner, Reason]] = frozenset(
    (winner, reason) for reason, (winners, _, _) in _REASONS.items() for winner in winners
)

_NAMES: dict[Audience, dict[_Subject | Winner, str]] = {
    Audience.READER: {
        Winner.PLAYER: "the player",
        Winner.COMPUTER: "the computer",
        _Subject.BOTH: "both sides",
    },
    Audience.PLAYER: {
        Winner.PLAYER: "you",
        Winner.COMPUTER: "the computer",
        _Subject.BOTH: "you both",
    },
}

_HEADLINES: dict[Audience, dict[Winner, str]] = {
    Audience.READER: {
        Winner.PLAYER: "Player wins",
        Winner.COMPUTER: "Computer wins",
        Winner.DRAW: "Draw",
    },
    Audience.PLAYER: {
        Winner.PLAYER: "You win!",
        Winner.COMPUTER: "The computer wins",
        Winner.DRAW: "Draw",
    },
}

# When both run short at the same step of a war, each side takes back the cards it laid.
_CARDS_RETURNED = "{both} ran out of cards in the war: each takes back their own"


def headline(winner: Winner, audience: Audience) -> str:
    """Who won, in a few words: "Player wins" for a reader, "You win!" for the player."""
    return _HEADLINES[audience][winner]


def cause(winner: Winner, reason: Reason, audience: Audience) -> str:
    """Why the round ended, as a clause, e.g. "the computer ran out of cards in a war".

    Raises ValueError for a pair no round can end with (a draw that took all 52 cards).
    """
    subject, what = _about(winner, reason)
    if subject is _Subject.NOBODY:
        return what
    return f"{_name(subject, winner, audience)} {what}"


def sentence(winner: Winner, reason: Reason, audience: Audience) -> str:
    """Why the round ended, as a sentence: "You ran out of cards in a war."."""
    return capitalized(cause(winner, reason, audience)) + "."


def verdict(winner: Winner, reason: Reason) -> str:
    """Who won and why on one line, for a reader of simulate's output:
    "Computer wins: the player ran out of cards in a war"."""
    reader = Audience.READER
    subject, what = _about(winner, reason)
    if subject is _Subject.WINNER:  # "Player wins: took all 52 cards", not "the player took"
        return f"{headline(winner, reader)}: {what}"
    return f"{headline(winner, reader)}: {cause(winner, reason, reader)}"


def kind(reason: Reason) -> str:
    """A reason over many rounds, the sides not named: "one side took all 52 cards"."""
    subject, what = _REASONS[reason][1:]
    if subject is _Subject.NOBODY:
        return what
    return f"{'both sides' if subject is _Subject.BOTH else 'one side'} {what}"


def cards_returned(audience: Audience) -> str:
    """What happens to the cards of a war both ran out in, as a clause."""
    return _CARDS_RETURNED.format(both=_NAMES[audience][_Subject.BOTH])


def _about(winner: Winner, reason: Reason) -> tuple[_Subject, str]:
    winners, subject, what = _REASONS[reason]
    if winner not in winners:
        raise ValueError(f"no round ends with winner {winner!r} by {reason!r}")
    return subject, what


def _name(subject: _Subject, winner: Winner, audience: Audience) -> str:
    names = _NAMES[audience]
    if subject is _Subject.BOTH:
        return names[_Subject.BOTH]
    loser = Winner.COMPUTER if winner is Winner.PLAYER else Winner.PLAYER
    return names[winner if subject is _Subject.WINNER else loser]


def capitalized(text: str) -> str:
    """``text`` with its first letter a capital (the rest as it is)."""
    return text[:1].upper() + text[1:]
