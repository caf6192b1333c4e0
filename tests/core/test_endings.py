"""How rounds end, in words: every ending worded for both audiences, agreeing on the facts."""

from __future__ import annotations

import itertools
import re

import pytest

from war.core.cards import shuffled_deck
from war.core.endings import (
    ENDINGS,
    Audience,
    cards_returned,
    cause,
    headline,
    kind,
    sentence,
    verdict,
)
from war.core.engine import BATTLE_LIMIT, play_fast
from war.core.events import Reason, Winner

ALL_PAIRS = list(itertools.product(Winner, Reason))


def test_every_ending_a_round_can_have_is_worded_for_both_audiences() -> None:
    assert {
        (Winner.PLAYER, Reason.ALL_CARDS),
        (Winner.COMPUTER, Reason.ALL_CARDS),
        (Winner.PLAYER, Reason.OUT_OF_CARDS_IN_WAR),
        (Winner.COMPUTER, Reason.OUT_OF_CARDS_IN_WAR),
        (Winner.DRAW, Reason.BOTH_OUT_IN_WAR),
        (Winner.DRAW, Reason.BATTLE_LIMIT),
    } == ENDINGS
    for (winner, reason), audience in itertools.product(ENDINGS, Audience):
        for words in (
            headline(winner, audience),
            cause(winner, reason, audience),
            sentence(winner, reason, audience),
            verdict(winner, reason),
        ):
            assert words and words == " ".join(words.split()), (winner, reason, audience)


def test_a_pair_no_round_ends_with_is_refused_for_both_audiences() -> None:
    impossible = [pair for pair in ALL_PAIRS if pair not in ENDINGS]
    assert len(impossible) == len(ALL_PAIRS) - len(ENDINGS) == 6
    for (winner, reason), audience in itertools.product(impossible, Audience):
        with pytest.raises(ValueError, match="no round ends with"):
            cause(winner, reason, audience)


def test_the_engine_ends_rounds_only_in_worded_ways() -> None:
    seen = {(o.winner, o.reason) for o in (play_fast(shuffled_deck(s)) for s in range(3000))}
    assert seen <= ENDINGS
    assert len(seen) >= 4  # both winners by both reasons, at least


def test_both_audiences_tell_the_same_facts_naming_the_sides_their_own_way() -> None:
    # The player's words, with the reader's names for the sides, are the reader's words.
    def as_reader(words: str) -> str:
        words = re.sub(r"\byou both\b", "both sides", words, flags=re.IGNORECASE)
        return re.sub(r"\byou\b", "the player", words, flags=re.IGNORECASE).lower()

    for winner, reason in ENDINGS:
        reader = cause(winner, reason, Audience.READER)
        assert as_reader(cause(winner, reason, Audience.PLAYER)) == reader
    assert as_reader(cards_returned(Audience.PLAYER)) == cards_returned(Audience.READER)


def test_headlines_name_the_winner_and_only_the_winner() -> None:
    names = {
        Audience.READER: {Winner.PLAYER: "player", Winner.COMPUTER: "computer"},
        Audience.PLAYER: {Winner.PLAYER: "you", Winner.COMPUTER: "computer"},
    }
    for audience, side in itertools.product(Audience, (Winner.PLAYER, Winner.COMPUTER)):
        other = Winner.COMPUTER if side is Winner.PLAYER else Winner.PLAYER
        words = re.findall(r"[a-z]+", headline(side, audience).lower())
        assert names[audience][side] in words and names[audience][other] not in words
        assert headline(Winner.DRAW, audience) == "Draw"


def test_verdicts_read_naturally() -> None:
    assert verdict(Winner.PLAYER, Reason.ALL_CARDS) == "Player wins: took all 52 cards"
    assert (
        verdict(Winner.COMPUTER, Reason.OUT_OF_CARDS_IN_WAR)
        == "Computer wins: the player ran out of cards in a war"
    )
    assert (
        verdict(Winner.DRAW, Reason.BOTH_OUT_IN_WAR)
        == "Draw: both sides ran out of cards together in a war"
    )
    assert verdict(Winner.DRAW, Reason.BATTLE_LIMIT) == (
        f"Draw: no winner within the limit of {BATTLE_LIMIT} battles"
    )


def test_kinds_of_ending_leave_the_sides_unnamed() -> None:
    kinds = [kind(reason) for reason in Reason]
    assert len(set(kinds)) == len(Reason)
    for words in kinds:
        assert not {"player", "computer", "you"} & set(words.split()), words
