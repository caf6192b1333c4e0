"""Tests for war/words/spoken_log.py: the battle log as speech says it, cards by rank."""

from __future__ import annotations

import re

import pytest

from tests.core.test_golden import CASES
from tests.decks import CONSTRUCTED, cards, each_battle
from war.core.cards import RANK_CODES, SUIT_SYMBOLS, Card
from war.core.endings import ENDINGS
from war.core.engine import Round
from war.core.events import CardsTurned
from war.words import languages
from war.words.endings import SPOKEN_ENDINGS, said
from war.words.log import SHOWN, Situation, Told, battle_lines, told, worded
from war.words.spoken_log import RANK_WORDS, SPOKEN, rank_word

SIGNS = re.compile(f"[{''.join(SUIT_SYMBOLS.values())}×—–#·№]")  # what a voice spells out
OTHER_LANGUAGES = [code for code in languages.CODES if code != languages.SOURCE_LANGUAGE]
ALL_RANKS = [Card(rank, "S") for rank in range(2, 15)]
ENGLISH_RANKS = [
    *("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    *("jack", "queen", "king", "ace"),
]


def rounds() -> list[Round]:
    """The golden deals and the constructed ones: every kind of battle line among them."""
    seeds = [int(name.removeprefix("seed_")) for name in CASES if name.startswith("seed_")]
    return [Round.from_seed(seed) for seed in seeds] + [
        Round(deck) for deck in CONSTRUCTED.values()
    ]


def test_the_ranks_said_aloud_are_words_in_english() -> None:
    assert [rank_word(card) for card in ALL_RANKS] == ENGLISH_RANKS
    assert set(RANK_WORDS) == set(range(2, 15)) and len(RANK_CODES) == 13


def test_a_spoken_line_names_its_cards_by_rank_with_no_sign_a_voice_spells() -> None:
    situations: set[Situation] = set()
    for round_ in rounds():
        for events in each_battle(round_):
            line, _over = told(events)
            assert line is not None
            situations.add(line.situation)
            spoken = battle_lines(events, SPOKEN)
            assert len(spoken) == len(battle_lines(events))
            assert not any(SIGNS.search(words) for words in spoken), spoken
            turned = next(event for event in events if isinstance(event, CardsTurned))
            for card in (turned.player, turned.computer):
                assert re.search(rf"\b{rank_word(card)}\b", spoken[0]), spoken[0]
    assert len(situations) >= 8  # won, lost, a war each way, and cut short among them


def test_each_situation_in_english_as_said() -> None:
    queen, other_queen, king, three = cards("QS QH KD 3C")
    said_of = {
        situation: worded(Told(situation, 42, 2, queen, other_queen, king, three, 10), SPOKEN)
        for situation in Situation
    }
    assert said_of == {
        Situation.WON: "Battle 42: your queen beat the computer's queen; you took 10 cards",
        Situation.LOST: "Battle 42: the computer's queen beat your queen; it took 10 cards",
        Situation.WAR_WON: "Battle 42: war, queen against queen; then your king beat the "
        "computer's three; you took 10 cards",
        Situation.WAR_LOST: "Battle 42: war, queen against queen; then the computer's three "
        "beat your king; it took 10 cards",
        Situation.WARS_WON: "Battle 42: 2 wars in a row, starting with queen against queen; then "
        "your king beat the computer's three; you took 10 cards",
        Situation.WARS_LOST: "Battle 42: 2 wars in a row, starting with queen against queen; then "
        "the computer's three beat your king; it took 10 cards",
        Situation.WAR_YOU_OUT: "Battle 42: war, queen against queen; you ran out of cards",
        Situation.WAR_COMPUTER_OUT: "Battle 42: war, queen against queen; the computer ran "
        "out of cards",
        Situation.WAR_BOTH_OUT: "Battle 42: war, queen against queen; you both ran out of "
        "cards together",
        Situation.WARS_YOU_OUT: "Battle 42: 2 wars in a row, starting with queen against queen; "
        "you ran out of cards",
        Situation.WARS_COMPUTER_OUT: "Battle 42: 2 wars in a row, starting with queen against "
        "queen; the computer ran out of cards",
        Situation.WARS_BOTH_OUT: "Battle 42: 2 wars in a row, starting with queen against queen; "
        "you both ran out of cards together",
    }


def test_a_battle_is_said_as_shown_but_by_rank() -> None:
    events = Round.from_seed(3).play_battle()
    assert battle_lines(events) == ["Battle 1: the computer's 4♥ beat your 2♦ — it took 2"]
    assert battle_lines(events, SPOKEN) == [
        "Battle 1: the computer's four beat your two; it took 2 cards"
    ]


def test_the_rounds_end_is_said_with_no_dash_for_every_ending() -> None:
    assert set(SPOKEN_ENDINGS) == ENDINGS
    for ending in ENDINGS:
        spoken, shown = said(SPOKEN_ENDINGS, ending, 500), said(SHOWN.endings, ending, 500)
        assert not SIGNS.search(spoken) and spoken == shown.replace(" —", ";").replace(
            "the computer took all", "it took all"
        )


@pytest.mark.parametrize("code", OTHER_LANGUAGES)
def test_every_spoken_line_takes_every_rank_in_each_language(code: str) -> None:
    """Each template, with each rank in each place: no placeholder it does not know, the
    rank's own word in it, no sign; and the language's 13 rank words all differ."""
    languages.use(code)
    try:
        words = [rank_word(card) for card in ALL_RANKS]
        assert len(set(words)) == 13 and words != ENGLISH_RANKS, words
        for situation in Situation:
            for card in ALL_RANKS:
                for place in range(4):
                    four = [Card(2 if card.rank != 2 else 3, "H")] * 4
                    four[place] = card
                    mine, theirs, last_mine, last_theirs = four
                    line = Told(situation, 7, 3, mine, theirs, last_mine, last_theirs, 4)
                    spoken = worded(line, SPOKEN)
                    assert not SIGNS.search(spoken), spoken
                    if place < 2 or situation in _DECIDED:
                        named = re.search(rf"\b{rank_word(card)}\b", spoken)
                        assert named, (situation, place, spoken)
        for ending in ENDINGS:
            assert not SIGNS.search(said(SPOKEN_ENDINGS, ending, 500))
    finally:
        languages.use(languages.SOURCE_LANGUAGE)


_DECIDED = {
    Situation.WAR_WON,
    Situation.WAR_LOST,
    Situation.WARS_WON,
    Situation.WARS_LOST,
}
