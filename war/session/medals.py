"""The medals a player earns by play, and which a round just counted has earned.

Each medal is earned once, dated the local day of the round that earned it (the record
keeps it: ``record.medals``). What a round did is gathered from its events (``facts``),
which the session gets by replaying the round's deal under its rules from the first
battle: a round resumed after a kill and finished earns what the whole round did, not
only what was played since the resume. What the record says after the round is counted
(the winning streak, the rounds played, the daily streak) decides the others.

A medal whose record condition already held before this version of the game kept medals
(a record of 150 rounds, say) is earned by the next round counted if it still holds
then, dated that day; one that no longer holds (five wins in a row that an older record
counts only in its best streak) waits to be earned again.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from war.core.events import BattleWon, Event, Side, WarDeclared, Winner
from war.core.rules import Rules

if TYPE_CHECKING:  # the record holds medals, so it imports this module
    from war.store.record import Record

COMEBACK_CARDS = 3  # back from this many cards or fewer to win
WINS_IN_A_ROW = 5
DAILY_DAYS_IN_A_ROW = 7
ROUNDS_PLAYED = 100
MARATHON_BATTLES = 1000  # only a round with a limit of 1,000 or none can last so long


class Medal(StrEnum):
    """Every medal, in the order shown; each value is its id in ``stats.json``."""

    FIRST_WIN = "first_win"  # a round won
    DOUBLE_WAR = "double_war"  # a battle of two wars in a row won
    TRIPLE_WAR = "triple_war"  # a battle of three wars in a row (or more) won
    COMEBACK = "comeback"  # back from COMEBACK_CARDS cards or fewer to win the round
    LAST_BATTLE = "last_battle"  # a round won on the last battle its limit allows
    FIVE_IN_A_ROW = "five_in_a_row"  # WINS_IN_A_ROW rounds won in a row
    DAILY_WIN = "daily_win"  # a deal of the day won
    SEVEN_DAYS = "seven_days"  # the deal of the day played DAILY_DAYS_IN_A_ROW days in a row
    HOUSE_WIN = "house_win"  # a round won under house rules
    MARATHON = "marathon"  # a round of MARATHON_BATTLES battles or more
    HUNDRED_ROUNDS = "hundred_rounds"  # ROUNDS_PLAYED rounds played


@dataclass
class Facts:
    """What one round did, as its events tell it."""

    winner: Winner
    battles: int
    deepest_war_won: int  # the most wars in a row of a battle the player won (0: none)
    fewest_cards: int  # the fewest cards the player held after any battle


def facts(events: Iterable[Event], winner: Winner, battles: int) -> Facts:
    """The facts of a round from all its ``events`` (the first battle's on) and how it
    ended: ``winner`` after ``battles`` battles."""
    depth = deepest = 0
    fewest = 26
    for event in events:
        if isinstance(event, WarDeclared):
            depth = event.depth
        elif isinstance(event, BattleWon):
            if event.winner is Side.PLAYER:
                deepest = max(deepest, depth)
            fewest = min(fewest, event.player_count)
            depth = 0
    return Facts(winner, battles, deepest, fewest)


def earned(round_: Facts, rules: Rules, daily: bool, record: Record) -> tuple[Medal, ...]:
    """The medals earned by the round of ``round_`` under ``rules`` (``daily``: counted as
    its day's deal), with ``record`` as it stands once that round is counted: those it
    does not hold yet, in the order shown."""
    won = round_.winner is Winner.PLAYER
    holds = {
        Medal.FIRST_WIN: won,
        Medal.DOUBLE_WAR: round_.deepest_war_won >= 2,
        Medal.TRIPLE_WAR: round_.deepest_war_won >= 3,
        Medal.COMEBACK: won and round_.fewest_cards <= COMEBACK_CARDS,
        Medal.LAST_BATTLE: won and round_.battles == rules.battle_limit,
        Medal.FIVE_IN_A_ROW: record.streak >= WINS_IN_A_ROW,
        Medal.DAILY_WIN: won and daily,
        Medal.SEVEN_DAYS: record.daily_run >= DAILY_DAYS_IN_A_ROW,
        Medal.HOUSE_WIN: won and not rules.is_seed,
        Medal.MARATHON: round_.battles >= MARATHON_BATTLES,
        Medal.HUNDRED_ROUNDS: record.played >= ROUNDS_PLAYED,
    }
    return tuple(medal for medal in Medal if holds[medal] and medal not in record.medals)
