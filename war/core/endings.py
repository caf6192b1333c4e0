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
    }
)
