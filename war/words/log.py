"""The battle log's words: a line for each battle, as its events tell it, then the ending.

For example "Battle 41: your Q♠ beat 10♥ — you took 2", "Battle 42: war ×2 over 7♠ and 7♥,
then the computer's K♦ beat your 3♣ — it took 10", "Battle 57: war over 9♠ and 9♥ — you
ran out of cards", and the last line, "Round over: you won — you took all 52 cards"
(war/words/endings.py words every ending).
"""

from __future__ import annotations

from collections.abc import Sequence

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
from war.words.endings import LOG_ENDINGS, log_short, said
from war.words.translate import ngettext


def battle_lines(events: Sequence[Event]) -> list[str]:
    """The log's lines for one battle's events, as Round.play_battle() returns them: one
    line, plus the round's ending line when RoundOver is among them.

    A RoundDealt among them adds nothing (so the deal alone gives no line). Raises
    ValueError for events that are not one whole battle.
    """
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
        return []  # nothing, or the deal alone
    if won is not None:
        if cut_short(events):  # the loser had nothing left to lay (rule 6)
            line = log_short(
                _other(won.winner), turned.battle, wars, turned.player, turned.computer
            )
        else:
            line = won_line(won, turned, wars, last)
    elif returned is not None:
        line = log_short(None, turned.battle, wars, turned.player, turned.computer)
    else:
        raise ValueError(f"battle {turned.battle} has no BattleWon or CardsReturned")
    lines = [line]
    if over is not None:
        # A round drawn at its limit ended on that battle: the limit is its battle count.
        lines.append(said(LOG_ENDINGS, (over.winner, over.reason), over.battles))
    return lines


def won_line(won: BattleWon, turned: CardsTurned, wars: int, last: WarCardsTurned | None) -> str:
    """The line of a battle someone took, with ``wars`` wars in it, all fought to the end;
    ``last``, the war's cards that decided it (None without a war)."""
    count = len(won.cards)
    mine = won.winner is Side.PLAYER
    values = {
        "battle": turned.battle,
        "mine": turned.player.label,
        "theirs": turned.computer.label,
        "wars": wars,
        "count": count,
    }
    if last is None:
        if mine:
            message = ngettext(
                "Battle {battle}: your {mine} beat {theirs} — you took {count}",
                "Battle {battle}: your {mine} beat {theirs} — you took {count}",
                count,
            )
        else:
            message = ngettext(
                "Battle {battle}: the computer's {theirs} beat your {mine} — it took {count}",
                "Battle {battle}: the computer's {theirs} beat your {mine} — it took {count}",
                count,
            )
        return message.format(**values)
    # A war names the cards that tied, then those that decided it.
    values |= {"last_mine": last.player.label, "last_theirs": last.computer.label}
    if wars == 1 and mine:
        message = ngettext(
            "Battle {battle}: war over {mine} and {theirs}, then your {last_mine} beat "
            "{last_theirs} — you took {count}",
            "Battle {battle}: war over {mine} and {theirs}, then your {last_mine} beat "
            "{last_theirs} — you took {count}",
            count,
        )
    elif wars == 1:
        message = ngettext(
            "Battle {battle}: war over {mine} and {theirs}, then the computer's "
            "{last_theirs} beat your {last_mine} — it took {count}",
            "Battle {battle}: war over {mine} and {theirs}, then the computer's "
            "{last_theirs} beat your {last_mine} — it took {count}",
            count,
        )
    elif mine:
        message = ngettext(
            "Battle {battle}: war ×{wars} over {mine} and {theirs}, then your {last_mine} "
            "beat {last_theirs} — you took {count}",
            "Battle {battle}: war ×{wars} over {mine} and {theirs}, then your {last_mine} "
            "beat {last_theirs} — you took {count}",
            count,
        )
    else:
        message = ngettext(
            "Battle {battle}: war ×{wars} over {mine} and {theirs}, then the computer's "
            "{last_theirs} beat your {last_mine} — it took {count}",
            "Battle {battle}: war ×{wars} over {mine} and {theirs}, then the computer's "
            "{last_theirs} beat your {last_mine} — it took {count}",
            count,
        )
    return message.format(**values)


def _other(side: Side) -> Side:
    return Side.COMPUTER if side is Side.PLAYER else Side.PLAYER
