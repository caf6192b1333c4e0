"""How a round can end, as data: the seven endings, and the engine ending rounds only so."""

from __future__ import annotations

from war.core.cards import shuffled_deck
from war.core.endings import ENDINGS
from war.core.engine import play_fast
from war.core.events import Reason, Winner


def test_the_endings_are_both_winners_by_both_reasons_and_the_three_draws() -> None:
    assert {
        (Winner.PLAYER, Reason.ALL_CARDS),
        (Winner.COMPUTER, Reason.ALL_CARDS),
        (Winner.PLAYER, Reason.OUT_OF_CARDS_IN_WAR),
        (Winner.COMPUTER, Reason.OUT_OF_CARDS_IN_WAR),
        (Winner.DRAW, Reason.BOTH_OUT_IN_WAR),
        (Winner.DRAW, Reason.BATTLE_LIMIT),
        (Winner.DRAW, Reason.ENDLESS),
    } == ENDINGS


def test_the_engine_ends_rounds_only_in_those_ways() -> None:
    seen = {(o.winner, o.reason) for o in (play_fast(shuffled_deck(s)) for s in range(3000))}
    assert seen <= ENDINGS
    assert len(seen) >= 4  # both winners by both reasons, at least
