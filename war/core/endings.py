"""How a round can end: each winner and the reasons it can win by, as data.

Every place the game says how a round ended has a line for each of these
(war/words/endings.py), and the record counts rounds by them.
"""

from __future__ import annotations

from war.core.events import Reason, Winner

# Every (winner, reason) a round can end with; no other pair is ever reported.
ENDINGS: frozenset[tuple[Winner, Reason]] = frozenset(
    {
        (Winner.PLAYER, Reason.ALL_CARDS),
        (Winner.COMPUTER, Reason.ALL_CARDS),
        (Winner.PLAYER, Reason.OUT_OF_CARDS_IN_WAR),
        (Winner.COMPUTER, Reason.OUT_OF_CARDS_IN_WAR),
        (Winner.DRAW, Reason.BOTH_OUT_IN_WAR),
        (Winner.DRAW, Reason.BATTLE_LIMIT),
        (Winner.DRAW, Reason.ENDLESS),
    }
)

# The endings in a fixed order, for tallies and charts: won, lost, then the kinds of draw.
ENDING_ORDER: tuple[tuple[Winner, Reason], ...] = tuple(
    sorted(ENDINGS, key=lambda pair: (list(Winner).index(pair[0]), list(Reason).index(pair[1])))
)


def ending_key(winner: Winner, reason: Reason) -> str:
    """An ending's name in files: "player all_cards", "draw endless"."""
    return f"{winner} {reason}"
