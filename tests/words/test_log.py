"""Tests for war/words/log.py: the log's lines say what the golden transcripts record.

The facts expected come from the golden files' text (tests/core/golden/); the lines come
from playing the same deals through the engine, one battle at a time as the table does.
Each line is read back with the patterns below, so a line in no known form fails too.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

import pytest

from tests.core.test_golden import CASES, read_golden
from tests.decks import CONSTRUCTED, cards, each_battle
from war.core.cards import ordered_deck, parse_card
from war.core.engine import Round
from war.core.events import Reason, Winner
from war.core.position import Position
from war.session.log import BattleLog
from war.words.endings import REASONS
from war.words.log import SHOWN, Situation, Told, battle_lines, worded

GOLDEN_NAMES = sorted(CASES)
SIDES = {"you": "player", "the computer": "computer"}


@dataclass
class GoldenBattle:
    """One battle as a golden file records it (sides as "player"/"computer", cards as codes)."""

    number: int
    player: str
    computer: str
    wars: int = 0
    wars_turned: int = 0
    last_war_cards: tuple[str, str] | None = None  # the war's last cards face up
    winner: str | None = None
    taken: int = 0
    returned: bool = False

    @property
    def ran_out(self) -> str | None:
        """The side that could not finish a war: the loser of a battle whose last war was
        never turned face up."""
        if self.winner is None or self.wars_turned == self.wars:
            return None
        return "computer" if self.winner == "player" else "player"


@dataclass(frozen=True)
class Said:
    """What one battle's line says, read back from its words."""

    battle: int
    wars: int
    taker: str | None = None
    taken: int | None = None
    labels: tuple[str, str] | None = None  # the player's card, the computer's
    decided: tuple[str, str] | None = None  # a war's last cards: the player's, the computer's
    ran_out: str | None = None
    both_out: bool = False


def golden_fields(line: str) -> tuple[str, dict[str, str]]:
    kind, *pairs = line.split(" ")
    return kind, dict(pair.split("=", 1) for pair in pairs)


@functools.cache
def golden_battles(name: str) -> tuple[list[GoldenBattle], dict[str, str]]:
    """The battles of golden file ``name`` in order, and its RoundOver's fields."""
    battles: list[GoldenBattle] = []
    over: dict[str, str] = {}
    for line in read_golden(name):
        kind, fields = golden_fields(line)
        if kind == "CardsTurned":
            number, player, computer = int(fields["battle"]), fields["player"], fields["computer"]
            battles.append(GoldenBattle(number, player, computer))
        elif kind == "WarDeclared":
            battles[-1].wars += 1
        elif kind == "WarCardsTurned":
            battles[-1].wars_turned += 1
            battles[-1].last_war_cards = (fields["player"], fields["computer"])
        elif kind == "BattleWon":
            battles[-1].winner = fields["winner"]
            battles[-1].taken = len(fields["cards"].split(","))
        elif kind == "CardsReturned":
            battles[-1].returned = True
        elif kind == "RoundOver":
            over = fields
    return battles, over


@functools.cache
def log_of(name: str) -> tuple[str, ...]:
    """The log of golden case ``name``'s deal, each battle added as the table adds it."""
    log = BattleLog()
    for events in each_battle(CASES[name]()):
        log.add(events)
    return tuple(log.lines)


def wars_named(count: str | None) -> int:
    """One war is written "war"; "war ×k" only for two or more."""
    if count is None:
        return 1
    assert int(count) >= 2, f"war ×{count} written for fewer than two wars"
    return int(count)


def read_line(line: str) -> Said:
    """What a battle's line says; fails on a line in no known form."""
    head = re.fullmatch(r"Battle (\d+): (.+)", line)
    assert head, f"not a battle line: {line!r}"
    battle, rest = int(head[1]), head[2]
    if m := re.fullmatch(r"your (\S+) beat (\S+) — you took (\d+)", rest):
        return Said(battle, 0, "player", int(m[3]), (m[1], m[2]))
    if m := re.fullmatch(r"the computer's (\S+) beat your (\S+) — it took (\d+)", rest):
        return Said(battle, 0, "computer", int(m[3]), (m[2], m[1]))
    war = r"war(?: ×(\d+))? over (\S+) and (\S+)"
    if m := re.fullmatch(war + r", then your (\S+) beat (\S+) — you took (\d+)", rest):
        return Said(battle, wars_named(m[1]), "player", int(m[6]), (m[2], m[3]), (m[4], m[5]))
    if m := re.fullmatch(
        war + r", then the computer's (\S+) beat your (\S+) — it took (\d+)", rest
    ):
        return Said(battle, wars_named(m[1]), "computer", int(m[6]), (m[2], m[3]), (m[5], m[4]))
    if m := re.fullmatch(war + r" — (you|the computer) ran out of cards", rest):
        return Said(battle, wars_named(m[1]), labels=(m[2], m[3]), ran_out=SIDES[m[4]])
    if m := re.fullmatch(war + r" — you both ran out of cards together", rest):
        return Said(battle, wars_named(m[1]), labels=(m[2], m[3]), both_out=True)
    raise AssertionError(f"a battle line in no known form: {line!r}")


def said_and_golden(name: str) -> list[tuple[Said, GoldenBattle]]:
    """Each battle line read back, beside the golden battle it stands for."""
    battles, _ = golden_battles(name)
    lines = log_of(name)[:-1]
    assert len(lines) == len(battles), f"{name}: {len(lines)} lines, {len(battles)} battles"
    return [(read_line(line), battle) for line, battle in zip(lines, battles, strict=True)]


def test_a_line_per_battle_numbered_1_to_n_in_order_then_the_ending() -> None:
    for name in GOLDEN_NAMES:
        battles, over = golden_battles(name)
        lines = log_of(name)
        numbers = [read_line(line).battle for line in lines[:-1]]
        first = CASES[name]().battles + 1  # 1, but for a round resumed part-way (endless)
        expected = list(range(first, int(over["battles"]) + 1))
        assert numbers == expected == [b.number for b in battles], name
        assert lines[-1].startswith("Round over: "), name
        assert sum(line.startswith("Round over") for line in lines) == 1, name


def test_a_line_names_k_wars_exactly_when_the_battle_declared_k() -> None:
    for name in GOLDEN_NAMES:
        for said, battle in said_and_golden(name):
            assert said.wars == battle.wars, f"{name} battle {battle.number}"


def test_the_side_and_count_taken_match_battle_won() -> None:
    for name in GOLDEN_NAMES:
        for said, battle in said_and_golden(name):
            if battle.ran_out or battle.returned:
                continue  # those lines say who ran out instead
            assert (said.taker, said.taken) == (battle.winner, battle.taken), (
                f"{name} battle {battle.number}"
            )


def test_every_battle_line_names_both_turned_cards_by_their_labels() -> None:
    for name in GOLDEN_NAMES:
        for said, battle in said_and_golden(name):
            labels = (parse_card(battle.player).label, parse_card(battle.computer).label)
            assert said.labels == labels, f"{name} battle {battle.number}"


def test_a_war_fought_to_the_end_names_the_cards_that_decided_it() -> None:
    for name in GOLDEN_NAMES:
        for said, battle in said_and_golden(name):
            if not battle.wars or battle.ran_out or battle.returned:
                assert said.decided is None, f"{name} battle {battle.number}"
                continue
            assert battle.last_war_cards is not None
            decided = tuple(parse_card(code).label for code in battle.last_war_cards)
            assert said.decided == decided, f"{name} battle {battle.number}"


def test_the_ran_out_line_appears_exactly_for_a_battle_a_side_could_not_finish() -> None:
    for name in GOLDEN_NAMES:
        for said, battle in said_and_golden(name):
            assert said.ran_out == battle.ran_out, f"{name} battle {battle.number}"


def test_the_both_out_line_appears_exactly_for_a_battle_whose_cards_were_returned() -> None:
    for name in GOLDEN_NAMES:
        for said, battle in said_and_golden(name):
            assert said.both_out == battle.returned, f"{name} battle {battle.number}"


def test_the_last_line_is_the_ending_of_the_round_over_in_the_players_words() -> None:
    won = {"player": "you won", "computer": "the computer won", "draw": "a draw"}
    for name in GOLDEN_NAMES:
        _, over = golden_battles(name)
        winner, reason = Winner(over["winner"]), Reason(over["reason"])
        said = REASONS[(winner, reason)]().rstrip(".")
        why = said[0].lower() + said[1:]
        assert log_of(name)[-1] == f"Round over: {won[over['winner']]} — {why}", name


def test_the_golden_cases_hold_every_kind_of_line() -> None:
    # Otherwise the tests above could pass without ever reading some form of line.
    said = [s for name in GOLDEN_NAMES for s, _ in said_and_golden(name)]
    kinds = {
        "player beat": any(s.labels and s.taker == "player" for s in said),
        "computer beat": any(s.labels and s.taker == "computer" for s in said),
        "one war": any(s.wars == 1 and s.taker for s in said),
        "wars": any(s.wars > 1 and s.taker for s in said),
        "ran out": any(s.ran_out for s in said),
        "both out": any(s.both_out for s in said),
    }
    assert all(kinds.values()), kinds
    endings = {golden_battles(name)[1]["reason"] for name in GOLDEN_NAMES}
    assert endings == {reason.value for reason in Reason}


def test_lines_of_the_golden_deals_word_for_word() -> None:
    expected = {
        ("seed-0", 0): "Battle 1: the computer's A♣ beat your 4♥ — it took 2",
        ("seed-0", 1): "Battle 2: your 8♠ beat 4♠ — you took 2",
        ("seed-0", -1): "Round over: you won — you took all 52 cards",
        ("seed-1", 8): "Battle 9: war over 10♠ and 10♦, then your A♣ beat K♠ — you took 6",
        ("seed-1", -2): (
            "Battle 412: war ×2 over 3♣ and 3♠, then the computer's 8♥ beat your 4♥ — it took 10"
        ),
        ("seed-1", -1): "Round over: the computer won — the computer took all 52 cards",
        ("seed-7", -2): "Battle 280: war over 3♥ and 3♦ — the computer ran out of cards",
        ("seed-7", -1): "Round over: you won — the computer ran out of cards in a war",
        ("seed-11", 6): "Battle 7: your K♦ beat 10♦ — you took 2",
        ("seed-11", 9): "Battle 10: war ×2 over 3♥ and 3♣, then your K♠ beat Q♦ — you took 10",
        ("seed-11", -2): "Battle 500: the computer's Q♥ beat your 9♥ — it took 2",
        ("seed-11", -1): "Round over: a draw — no winner within the limit of 500 battles",
        ("double-war", 0): (
            "Battle 1: war ×2 over 5♠ and 5♥, then the computer's Q♥ beat your 4♠ — it took 10"
        ),
        ("both-out", 0): "Battle 1: war ×13 over 2♣ and 2♦ — you both ran out of cards together",
        ("both-out", -1): "Round over: a draw — you both ran out of cards together in a war",
    }
    assert {key: log_of(key[0])[key[1]] for key in expected} == expected


def resumed_round(player: str, computer_top: str) -> Round:
    """A round resumed after 10 battles: the player holds ``player``, the computer the rest
    of the deck under ``computer_top`` (both top first)."""
    mine, theirs = cards(player), cards(computer_top)
    rest = [card for card in ordered_deck() if card not in {*mine, *theirs}]
    return Round.resume(Position(None, 10, 0, 0, tuple(mine), tuple(theirs + rest)))


def test_the_side_that_cannot_finish_a_war_is_named_with_the_wars_when_more_than_one() -> None:
    def last_lines(round_: Round) -> list[str]:
        log = BattleLog()
        for events in each_battle(round_):
            log.add(events)
        return log.lines[-2:]

    # Short at the face-down step, at the face-up step, and in a battle's second war.
    assert last_lines(Round(CONSTRUCTED["short_down_player_out"])) == [
        "Battle 2: war over 8♣ and 8♦ — you ran out of cards",
        "Round over: the computer won — you ran out of cards in a war",
    ]
    assert last_lines(Round(CONSTRUCTED["short_up_player_out"])) == [
        "Battle 3: war over 7♥ and 7♠ — you ran out of cards",
        "Round over: the computer won — you ran out of cards in a war",
    ]
    assert last_lines(Round(CONSTRUCTED["short_down_computer_out"])) == [
        "Battle 2: war over 8♦ and 8♣ — the computer ran out of cards",
        "Round over: you won — the computer ran out of cards in a war",
    ]
    assert last_lines(resumed_round("5S 2C 9D", "5H 2D 9C")) == [
        "Battle 11: war ×2 over 5♠ and 5♥ — you ran out of cards",
        "Round over: the computer won — you ran out of cards in a war",
    ]


def test_events_that_are_not_one_whole_battle_are_refused() -> None:
    round_ = Round.from_seed(5)
    first, second = round_.play_battle(), round_.play_battle()
    with pytest.raises(ValueError, match="two battles"):
        battle_lines([*first, *second])
    with pytest.raises(ValueError, match="no BattleWon"):
        battle_lines(first[:1])
    with pytest.raises(ValueError, match="no CardsTurned"):
        battle_lines(first[1:])


def test_a_round_drawn_at_a_limit_of_1000_says_that_limit() -> None:
    from war.core.rules import Rules

    deal = Round.from_seed(61, rules=Rules(battle_limit=1000))  # seed 61 still goes at 1000
    events = []
    while not deal.is_over:
        events = deal.play_battle()
    assert deal.outcome is not None and deal.outcome.reason is Reason.BATTLE_LIMIT
    assert battle_lines(events)[-1] == (
        "Round over: a draw — no winner within the limit of 1,000 battles"
    )


def test_a_war_cut_short_is_said_of_the_side_that_ran_out_with_its_wars() -> None:
    nine, other_nine = parse_card("9S"), parse_card("9H")
    assert worded(Told(Situation.WAR_YOU_OUT, 57, 1, nine, other_nine), SHOWN) == (
        "Battle 57: war over 9♠ and 9♥ — you ran out of cards"
    )
    assert worded(Told(Situation.WARS_COMPUTER_OUT, 9, 3, nine, other_nine), SHOWN) == (
        "Battle 9: war ×3 over 9♠ and 9♥ — the computer ran out of cards"
    )
    assert worded(Told(Situation.WARS_BOTH_OUT, 4, 13, nine, other_nine), SHOWN) == (
        "Battle 4: war ×13 over 9♠ and 9♥ — you both ran out of cards together"
    )


def test_every_situation_has_its_own_shown_line() -> None:
    nine, other_nine, king, three = cards("9S 9H KD 3C")
    lines = {
        worded(Told(situation, 42, 2, nine, other_nine, king, three, 10), SHOWN)
        for situation in Situation
    }
    assert len(lines) == len(Situation)
