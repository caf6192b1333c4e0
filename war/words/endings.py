"""How a round ended, in every place the game says it: one table for each, a line per ending.

Each table names every ending a round can have (war.core.endings.ENDINGS), as a whole
sentence: the player is "you" in the window and in ``stats`` (your own record), and people
reading ``simulate`` at a terminal read of "the player" and "the computer".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from war.core.events import Reason, Side, Winner
from war.core.rules import BATTLE_LIMIT
from war.words.format import number
from war.words.translate import _, ngettext, pgettext

Ending = tuple[Winner, Reason]
Words = Callable[..., str]  # no arguments, but the battle limit's line takes the limit

PLAYER_ALL = (Winner.PLAYER, Reason.ALL_CARDS)
COMPUTER_ALL = (Winner.COMPUTER, Reason.ALL_CARDS)
PLAYER_SHORT = (Winner.PLAYER, Reason.OUT_OF_CARDS_IN_WAR)  # the computer ran out
COMPUTER_SHORT = (Winner.COMPUTER, Reason.OUT_OF_CARDS_IN_WAR)  # the player ran out
BOTH_OUT = (Winner.DRAW, Reason.BOTH_OUT_IN_WAR)
LIMIT = (Winner.DRAW, Reason.BATTLE_LIMIT)
ENDLESS = (Winner.DRAW, Reason.ENDLESS)  # no limit, and the round came back to where it had been


def _limit(message: str, limit: int) -> str:
    """``message`` (looked up with ``ngettext`` for ``limit``) with the limit in it."""
    return message.format(limit=number(limit))


def said(table: Mapping[Ending, Words], ending: Ending, limit: int | None = BATTLE_LIMIT) -> str:
    """``table``'s line for ``ending``; the battle limit's says ``limit``, the round's own."""
    if ending == LIMIT and limit is not None:
        return table[ending](limit)
    return table[ending]()


def kind(reason: Reason, limit: int | None = BATTLE_LIMIT) -> str:
    """``KINDS``' line for ``reason``; the battle limit's says ``limit``."""
    if reason is Reason.BATTLE_LIMIT and limit is not None:
        return KINDS[reason](limit)
    return KINDS[reason]()


# -- the player's words ---------------------------------------------------------------------

HEADLINES: dict[Winner, Words] = {
    Winner.PLAYER: lambda: _("You win!"),
    Winner.COMPUTER: lambda: _("The computer wins"),
    Winner.DRAW: lambda: pgettext("the round's result", "Draw"),
}


# Round over, under its headline.
REASONS: dict[Ending, Words] = {
    PLAYER_ALL: lambda: _("You took all 52 cards."),
    COMPUTER_ALL: lambda: _("The computer took all 52 cards."),
    PLAYER_SHORT: lambda: _("The computer ran out of cards in a war."),
    COMPUTER_SHORT: lambda: _("You ran out of cards in a war."),
    BOTH_OUT: lambda: _("You both ran out of cards together in a war."),
    LIMIT: lambda limit=BATTLE_LIMIT: _limit(
        ngettext(
            "No winner within the limit of {limit} battle.",
            "No winner within the limit of {limit} battles.",
            limit,
        ),
        limit,
    ),
    ENDLESS: lambda: _("The round came back to where it had been, so it would never end."),
}

# The battle log's last line.
LOG_ENDINGS: dict[Ending, Words] = {
    PLAYER_ALL: lambda: _("Round over: you won — you took all 52 cards"),
    COMPUTER_ALL: lambda: _("Round over: the computer won — the computer took all 52 cards"),
    PLAYER_SHORT: lambda: _("Round over: you won — the computer ran out of cards in a war"),
    COMPUTER_SHORT: lambda: _("Round over: the computer won — you ran out of cards in a war"),
    BOTH_OUT: lambda: _("Round over: a draw — you both ran out of cards together in a war"),
    LIMIT: lambda limit=BATTLE_LIMIT: _limit(
        ngettext(
            "Round over: a draw — no winner within the limit of {limit} battle",
            "Round over: a draw — no winner within the limit of {limit} battles",
            limit,
        ),
        limit,
    ),
    ENDLESS: lambda: _(
        "Round over: a draw — the round came back to where it had been, so it would never end"
    ),
}


# The battle log's last line as speech says it (war/words/spoken_log.py): the same words
# with no dash, which some screen readers name aloud ("em dash").
SPOKEN_ENDINGS: dict[Ending, Words] = {
    PLAYER_ALL: lambda: _("Round over: you won; you took all 52 cards"),
    COMPUTER_ALL: lambda: _("Round over: the computer won; it took all 52 cards"),
    PLAYER_SHORT: lambda: _("Round over: you won; the computer ran out of cards in a war"),
    COMPUTER_SHORT: lambda: _("Round over: the computer won; you ran out of cards in a war"),
    BOTH_OUT: lambda: _("Round over: a draw; you both ran out of cards together in a war"),
    LIMIT: lambda limit=BATTLE_LIMIT: _limit(
        ngettext(
            "Round over: a draw; no winner within the limit of {limit} battle",
            "Round over: a draw; no winner within the limit of {limit} battles",
            limit,
        ),
        limit,
    ),
    ENDLESS: lambda: _(
        "Round over: a draw; the round came back to where it had been, so it would never end"
    ),
}


def status_short(loser: Side, taken: int) -> str:
    """The status line when ``loser`` could not finish a war and the other took the
    ``taken`` cards of the battle."""
    if loser is Side.COMPUTER:
        message = ngettext(
            "The computer ran out of cards in a war — you take {count} card",
            "The computer ran out of cards in a war — you take {count} cards",
            taken,
        )
    else:
        message = ngettext(
            "You ran out of cards in a war — the computer takes {count} card",
            "You ran out of cards in a war — the computer takes {count} cards",
            taken,
        )
    return message.format(count=number(taken))


def both_short() -> str:
    """The status line when both ran out at the same step of a war."""
    return _("You both ran out of cards in the war: each takes back their own.")


# In a record (stats), how many rounds ended each way: who won, then what happened.
RECORD_ENDINGS: dict[Ending, Words] = {
    PLAYER_ALL: lambda: _("You won: you took all 52 cards"),
    COMPUTER_ALL: lambda: _("The computer won: it took all 52 cards"),
    PLAYER_SHORT: lambda: _("You won: the computer ran out of cards in a war"),
    COMPUTER_SHORT: lambda: _("The computer won: you ran out of cards in a war"),
    BOTH_OUT: lambda: _("Drawn: you both ran out of cards together in a war"),
    LIMIT: lambda limit=BATTLE_LIMIT: _limit(
        ngettext(
            "Drawn: no winner within the limit of {limit} battle",
            "Drawn: no winner within the limit of {limit} battles",
            limit,
        ),
        limit,
    ),
    ENDLESS: lambda: _("Drawn: the round came back to where it had been, so it would never end"),
}


# -- a reader's words (simulate) ----------------------------------------------------------------

# Who won and why, on one line: a trace's last part...
VERDICTS: dict[Ending, Words] = {
    PLAYER_ALL: lambda: _("Player wins: took all 52 cards"),
    COMPUTER_ALL: lambda: _("Computer wins: took all 52 cards"),
    PLAYER_SHORT: lambda: _("Player wins: the computer ran out of cards in a war"),
    COMPUTER_SHORT: lambda: _("Computer wins: the player ran out of cards in a war"),
    BOTH_OUT: lambda: _("Draw: both sides ran out of cards together in a war"),
    LIMIT: lambda limit=BATTLE_LIMIT: _limit(
        ngettext(
            "Draw: no winner within the limit of {limit} battle",
            "Draw: no winner within the limit of {limit} battles",
            limit,
        ),
        limit,
    ),
    ENDLESS: lambda: _("Draw: the round came back to where it had been, so it would never end"),
}

# ...and as the sentence that opens a deal's summary.
VERDICT_SENTENCES: dict[Ending, Words] = {
    PLAYER_ALL: lambda: _("Player wins: took all 52 cards."),
    COMPUTER_ALL: lambda: _("Computer wins: took all 52 cards."),
    PLAYER_SHORT: lambda: _("Player wins: the computer ran out of cards in a war."),
    COMPUTER_SHORT: lambda: _("Computer wins: the player ran out of cards in a war."),
    BOTH_OUT: lambda: _("Draw: both sides ran out of cards together in a war."),
    LIMIT: lambda limit=BATTLE_LIMIT: _limit(
        ngettext(
            "Draw: no winner within the limit of {limit} battle.",
            "Draw: no winner within the limit of {limit} battles.",
            limit,
        ),
        limit,
    ),
    ENDLESS: lambda: _("Draw: the round came back to where it had been, so it would never end."),
}

# How many rounds ended each way, over many rounds: the sides not named.
KINDS: dict[Reason, Words] = {
    Reason.ALL_CARDS: lambda: _("one side took all 52 cards"),
    Reason.OUT_OF_CARDS_IN_WAR: lambda: _("one side ran out of cards in a war"),
    Reason.BOTH_OUT_IN_WAR: lambda: _("both sides ran out of cards together in a war"),
    Reason.BATTLE_LIMIT: lambda limit=BATTLE_LIMIT: _limit(
        ngettext(
            "no winner within the limit of {limit} battle",
            "no winner within the limit of {limit} battles",
            limit,
        ),
        limit,
    ),
    Reason.ENDLESS: lambda: _("the round came back to where it had been, so it would never end"),
}


def both_short_trace() -> str:
    """A trace's words for a war both sides ran out in at the same step."""
    return _("both sides ran out of cards in the war: each takes back their own")
