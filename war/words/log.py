"""The battle log's words: a line for each battle, as its events tell it, then the ending.

For example "Battle 41: your Q♠ beat 10♥ — you took 2", "Battle 42: war ×2 over 7♠ and 7♥,
then the computer's K♦ beat your 3♣ — it took 10", "Battle 57: war over 9♠ and 9♥ — you
ran out of cards", and the last line, "Round over: you won — you took all 52 cards"
(war/words/endings.py words every ending).

One function reads a battle's events and picks its situation (``told``); a ``Wording``
says each situation in words: ``SHOWN`` here, the log as the window draws it, and
war/words/spoken_log.py's, the same lines as speech says them (cards by their rank's name).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum, auto

from war.core.cards import Card
from war.core.events import (
    BattleWon,
    CardsReturned,
    CardsTurned,
    Event,
    RoundOver,
    Side,
    WarCardsTurned,
    WarDeclared,
    cut_short,
)
from war.words.endings import LOG_ENDINGS, Ending, Words, said
from war.words.translate import _, ngettext


class Situation(Enum):
    """How a battle went, as its line tells it: who took it, in how many wars (none, one,
    or more), or who ran out of cards in its war (rule 6)."""

    WON = auto()  # the player's card beat the computer's
    LOST = auto()
    WAR_WON = auto()  # one war, then the player's card beat the computer's
    WAR_LOST = auto()
    WARS_WON = auto()  # two wars or more, then the player's card beat the computer's
    WARS_LOST = auto()
    WAR_YOU_OUT = auto()  # in its one war, the player had no card left to lay
    WAR_COMPUTER_OUT = auto()
    WAR_BOTH_OUT = auto()  # both at the same step: each took back their own
    WARS_YOU_OUT = auto()  # the same, in the last of two wars or more
    WARS_COMPUTER_OUT = auto()
    WARS_BOTH_OUT = auto()


@dataclass(frozen=True)
class Told:
    """One battle as its line tells it: the cards it opened with, the war's cards that
    decided it (None without a war, or a war cut short), how many it took."""

    situation: Situation
    battle: int
    wars: int
    mine: Card
    theirs: Card
    last_mine: Card | None = None
    last_theirs: Card | None = None
    count: int = 0


# A situation's message, looked up for the count of cards taken (0 where none were).
Messages = Mapping[Situation, Callable[[int], str]]


@dataclass(frozen=True)
class Wording:
    """A way of saying the log: a message for each situation, a card's name in them, and
    a line for each ending."""

    messages: Messages
    card: Callable[[Card], str]
    endings: Mapping[Ending, Words]


def told(events: Sequence[Event]) -> tuple[Told | None, RoundOver | None]:
    """One battle's events, as Round.play_battle() returns them, as its line tells them,
    and the round's end if it ended there. A RoundDealt among them adds nothing (the deal
    alone is told as None). Raises ValueError for events that are not one whole battle."""
    turned: CardsTurned | None = None
    last: WarCardsTurned | None = None  # a war's latest cards turned face up
    won: BattleWon | None = None
    returned: CardsReturned | None = None
    over: RoundOver | None = None
    wars = 0
    for event in events:
        match event:
            case CardsTurned():
                if turned is not None:
                    raise ValueError(f"two battles' events: {turned.battle} and {event.battle}")
                turned = event
            case WarDeclared():
                wars += 1
            case WarCardsTurned():
                last = event
            case BattleWon():
                won = event
            case CardsReturned():
                returned = event
            case RoundOver():
                over = event
    if turned is None:
        if wars or any(event is not None for event in (won, returned, over)):
            raise ValueError("a battle's events with no CardsTurned")
        return None, None  # nothing, or the deal alone
    opening = (turned.battle, wars, turned.player, turned.computer)
    if won is not None and cut_short(events):  # the loser had nothing left to lay (rule 6)
        loser = Side.COMPUTER if won.winner is Side.PLAYER else Side.PLAYER
        return Told(_OUT[(wars > 1, loser)], *opening), over
    if won is not None:
        situation = _WON[(min(wars, 2), won.winner is Side.PLAYER)]
        if last is None:
            return Told(situation, *opening, count=len(won.cards)), over
        return Told(situation, *opening, last.player, last.computer, len(won.cards)), over
    if returned is not None:  # both ran out at the same step
        return Told(_OUT[(wars > 1, None)], *opening), over
    raise ValueError(f"battle {turned.battle} has no BattleWon or CardsReturned")


_WON = {
    (0, True): Situation.WON,
    (0, False): Situation.LOST,
    (1, True): Situation.WAR_WON,
    (1, False): Situation.WAR_LOST,
    (2, True): Situation.WARS_WON,
    (2, False): Situation.WARS_LOST,
}
_OUT: dict[tuple[bool, Side | None], Situation] = {  # (more than one war, the side out)
    (False, Side.PLAYER): Situation.WAR_YOU_OUT,
    (False, Side.COMPUTER): Situation.WAR_COMPUTER_OUT,
    (False, None): Situation.WAR_BOTH_OUT,
    (True, Side.PLAYER): Situation.WARS_YOU_OUT,
    (True, Side.COMPUTER): Situation.WARS_COMPUTER_OUT,
    (True, None): Situation.WARS_BOTH_OUT,
}


def worded(line: Told, wording: Wording) -> str:
    """``line`` in ``wording``'s words."""
    name = wording.card
    values: dict[str, object] = {"battle": line.battle, "wars": line.wars, "count": line.count}
    values |= {"mine": name(line.mine), "theirs": name(line.theirs)}
    if line.last_mine is not None and line.last_theirs is not None:
        values |= {"last_mine": name(line.last_mine), "last_theirs": name(line.last_theirs)}
    return wording.messages[line.situation](line.count).format(**values)


def battle_lines(events: Sequence[Event], wording: Wording | None = None) -> list[str]:
    """The log's lines for one battle's events, as Round.play_battle() returns them, in
    ``wording``'s words (by default as shown): one line, plus the round's ending line when
    RoundOver is among them. The deal alone gives none."""
    wording = wording or SHOWN
    line, over = told(events)
    if line is None:
        return []
    lines = [worded(line, wording)]
    if over is not None:
        # A round drawn at its limit ended on that battle: the limit is its battle count.
        lines.append(said(wording.endings, (over.winner, over.reason), over.battles))
    return lines


# -- the log as shown ---------------------------------------------------------------------------

SHOWN_MESSAGES: Messages = {
    Situation.WON: lambda count: ngettext(
        "Battle {battle}: your {mine} beat {theirs} — you took {count}",
        "Battle {battle}: your {mine} beat {theirs} — you took {count}",
        count,
    ),
    Situation.LOST: lambda count: ngettext(
        "Battle {battle}: the computer's {theirs} beat your {mine} — it took {count}",
        "Battle {battle}: the computer's {theirs} beat your {mine} — it took {count}",
        count,
    ),
    # A war names the cards that tied, then those that decided it.
    Situation.WAR_WON: lambda count: ngettext(
        "Battle {battle}: war over {mine} and {theirs}, then your {last_mine} beat "
        "{last_theirs} — you took {count}",
        "Battle {battle}: war over {mine} and {theirs}, then your {last_mine} beat "
        "{last_theirs} — you took {count}",
        count,
    ),
    Situation.WAR_LOST: lambda count: ngettext(
        "Battle {battle}: war over {mine} and {theirs}, then the computer's "
        "{last_theirs} beat your {last_mine} — it took {count}",
        "Battle {battle}: war over {mine} and {theirs}, then the computer's "
        "{last_theirs} beat your {last_mine} — it took {count}",
        count,
    ),
    Situation.WARS_WON: lambda count: ngettext(
        "Battle {battle}: war ×{wars} over {mine} and {theirs}, then your {last_mine} "
        "beat {last_theirs} — you took {count}",
        "Battle {battle}: war ×{wars} over {mine} and {theirs}, then your {last_mine} "
        "beat {last_theirs} — you took {count}",
        count,
    ),
    Situation.WARS_LOST: lambda count: ngettext(
        "Battle {battle}: war ×{wars} over {mine} and {theirs}, then the computer's "
        "{last_theirs} beat your {last_mine} — it took {count}",
        "Battle {battle}: war ×{wars} over {mine} and {theirs}, then the computer's "
        "{last_theirs} beat your {last_mine} — it took {count}",
        count,
    ),
    Situation.WAR_YOU_OUT: lambda _count: _(
        "Battle {battle}: war over {mine} and {theirs} — you ran out of cards"
    ),
    Situation.WAR_COMPUTER_OUT: lambda _count: _(
        "Battle {battle}: war over {mine} and {theirs} — the computer ran out of cards"
    ),
    Situation.WAR_BOTH_OUT: lambda _count: _(
        "Battle {battle}: war over {mine} and {theirs} — you both ran out of cards together"
    ),
    Situation.WARS_YOU_OUT: lambda _count: _(
        "Battle {battle}: war ×{wars} over {mine} and {theirs} — you ran out of cards"
    ),
    Situation.WARS_COMPUTER_OUT: lambda _count: _(
        "Battle {battle}: war ×{wars} over {mine} and {theirs} — the computer ran out of cards"
    ),
    Situation.WARS_BOTH_OUT: lambda _count: _(
        "Battle {battle}: war ×{wars} over {mine} and {theirs} — you both ran out of cards together"
    ),
}

SHOWN = Wording(SHOWN_MESSAGES, lambda card: card.label, LOG_ENDINGS)
