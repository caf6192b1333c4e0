"""Tests for war/words/endings.py: every ending in every table, told the same way in each."""

from __future__ import annotations

import re

from war.core.endings import ENDINGS
from war.core.engine import BATTLE_LIMIT
from war.core.events import Reason, Side, Winner
from war.words import endings

PLAYER_TABLES = {
    "reasons": endings.REASONS,
    "log endings": endings.LOG_ENDINGS,
    "record endings": endings.RECORD_ENDINGS,
}
READER_TABLES = {"verdicts": endings.VERDICTS, "verdict sentences": endings.VERDICT_SENTENCES}


def whole(words: str) -> bool:
    return bool(words) and words == " ".join(words.split())


def test_every_table_words_each_ending_a_round_can_have_and_no_other() -> None:
    for name, table in {**PLAYER_TABLES, **READER_TABLES}.items():
        assert set(table) == ENDINGS, name
        for ending, words in table.items():
            assert whole(words()), (name, ending)
    assert set(endings.KINDS) == set(Reason)
    assert set(endings.HEADLINES) == set(Winner)


def test_the_player_is_you_and_a_reader_reads_of_the_player() -> None:
    for name, table in PLAYER_TABLES.items():
        for ending, words in table.items():
            assert "the player" not in words().lower(), (name, ending)
    for name, table in READER_TABLES.items():
        for ending, words in table.items():
            assert not re.search(r"\byou\b", words().lower()), (name, ending)


def test_the_log_says_what_round_over_says() -> None:
    """The log's last line ends with the reason Round over gives, as a clause."""
    for ending in ENDINGS:
        reason = endings.REASONS[ending]().rstrip(".")
        line = endings.LOG_ENDINGS[ending]()
        assert line.startswith("Round over: ") and " — " in line, ending
        assert line.split(" — ", 1)[1] == reason[0].lower() + reason[1:], ending


def test_the_record_names_the_winner_as_the_game_does_then_what_happened() -> None:
    """Who won as the game says it (You won, The computer won, Drawn), then the reason
    Round over gave, as a clause; the computer, named as the winner, is "it" after it."""
    heads = {Winner.PLAYER: "You won", Winner.COMPUTER: "The computer won", Winner.DRAW: "Drawn"}
    for ending in ENDINGS:
        head, said = endings.RECORD_ENDINGS[ending]().split(": ", 1)
        assert head == heads[ending[0]], ending
        if ending[0] is Winner.COMPUTER:
            said = re.sub(r"^it\b", "the computer", said)
        reason = endings.REASONS[ending]().rstrip(".")
        assert said == reason[0].lower() + reason[1:], ending


def test_a_reader_is_told_the_facts_the_player_is() -> None:
    """The player's reason, its sides named for a reader, is the verdict's reason."""

    def as_reader(words: str) -> str:
        words = re.sub(r"\byou both\b", "both sides", words, flags=re.IGNORECASE)
        return re.sub(r"\byou\b", "the player", words, flags=re.IGNORECASE).lower()

    for ending in ENDINGS:
        player = as_reader(endings.REASONS[ending]().rstrip("."))
        verdict = endings.VERDICTS[ending]().split(": ", 1)[1]
        assert player.endswith(verdict), ending
        assert endings.VERDICT_SENTENCES[ending]() == endings.VERDICTS[ending]() + "."
    assert as_reader(endings.both_short().rstrip(".")) == endings.both_short_trace()


def test_headlines_and_verdicts_name_the_winner_and_only_the_winner() -> None:
    player, computer = (Winner.PLAYER, Reason.ALL_CARDS), (Winner.COMPUTER, Reason.ALL_CARDS)
    assert endings.HEADLINES[Winner.PLAYER]() == "You win!"
    assert "computer" in endings.HEADLINES[Winner.COMPUTER]().lower()
    assert endings.HEADLINES[Winner.DRAW]() == "Draw"
    assert endings.VERDICTS[player]() == "Player wins: took all 52 cards"
    assert endings.VERDICTS[computer]() == "Computer wins: took all 52 cards"
    assert endings.VERDICTS[(Winner.COMPUTER, Reason.OUT_OF_CARDS_IN_WAR)]() == (
        "Computer wins: the player ran out of cards in a war"
    )
    assert endings.VERDICTS[(Winner.DRAW, Reason.BATTLE_LIMIT)]() == (
        f"Draw: no winner within the limit of {BATTLE_LIMIT} battles"
    )
    for ending in ENDINGS:
        head = endings.VERDICTS[ending]().split(":")[0]
        assert head == {"player": "Player wins", "computer": "Computer wins"}.get(
            ending[0], "Draw"
        ), ending


def test_kinds_of_ending_leave_the_sides_unnamed() -> None:
    kinds = [endings.KINDS[reason]() for reason in Reason]
    assert len(set(kinds)) == len(Reason)
    for words in kinds:
        assert not {"player", "computer", "you"} & set(words.split()), words


def test_the_status_line_says_who_ran_out_in_a_war_and_what_the_other_takes() -> None:
    assert endings.status_short(Side.COMPUTER, 6) == (
        "The computer ran out of cards in a war — you take 6 cards"
    )
    assert endings.status_short(Side.PLAYER, 1) == (
        "You ran out of cards in a war — the computer takes 1 card"
    )
