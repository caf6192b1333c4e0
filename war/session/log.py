"""The battle log's words: one line per battle the table has shown, then how the round ended.

A pure model (no pygame): the table's log panel draws ``BattleLog.lines``, newest last.
Why a round ended is worded once, in war.core.endings; the lines here reuse its clauses
for the battle someone ran out in and for the round's last line.
"""

from __future__ import annotations

from collections.abc import Sequence

from war.core.endings import Audience, cause
from war.core.engine import Round
from war.core.events import (
    BattleWon,
    CardsReturned,
    CardsTurned,
    Event,
    Reason,
    RoundOver,
    Side,
    WarCardsTurned,
    WarDeclared,
    Winner,
)

# Who won the round, in the log's past tense, before the reason from war.core.endings.
ROUND_RESULTS = {
    Winner.PLAYER: "you won",
    Winner.COMPUTER: "the computer won",
    Winner.DRAW: "a draw",
}
TAKERS = {Side.PLAYER: "you", Side.COMPUTER: "the computer"}


def battle_lines(events: Sequence[Event]) -> list[str]:
    """The log's lines for one battle's events, as Round.play_battle() returns them: one
    line, plus the round's ending line when RoundOver is among them.

    A RoundDealt among them adds nothing (so the deal alone gives no line). Raises
    ValueError for events that are not one whole battle.
    """
    turned: CardsTurned | None = None
    won: BattleWon | None = None
    returned: CardsReturned | None = None
    over: RoundOver | None = None
    wars = wars_turned = 0
    for event in events:
        match event:
            case CardsTurned():
                if turned is not None:
                    raise ValueError(f"two battles' events: {turned.battle} and {event.battle}")
                turned = event
            case WarDeclared():
                wars += 1
            case WarCardsTurned():
                wars_turned += 1
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
        # Short: the last face-up cards tied and the loser had nothing left to lay (rule 6).
        line = _won_line(won, turned, wars, short=wars_turned < wars)
    elif returned is not None:
        line = _with_wars(wars, _cause(Winner.DRAW, Reason.BOTH_OUT_IN_WAR))
    else:
        raise ValueError(f"battle {turned.battle} has no BattleWon or CardsReturned")
    lines = [f"Battle {turned.battle}: {line}"]
    if over is not None:
        lines.append(ending_line(over))
    return lines


def ending_line(over: RoundOver) -> str:
    """The log's last line, e.g. "Round over: the computer won — you ran out of cards in a war"."""
    return f"Round over: {ROUND_RESULTS[over.winner]} — {_cause(over.winner, over.reason)}"


def _won_line(won: BattleWon, turned: CardsTurned, wars: int, *, short: bool) -> str:
    """What a battle someone took says after "Battle N: "."""
    if short:
        return _with_wars(wars, _cause(Winner(won.winner), Reason.OUT_OF_CARDS_IN_WAR))
    count = len(won.cards)
    if wars:
        return f"{_wars(wars)} — {TAKERS[won.winner]} took {count}"
    mine, theirs = turned.player.label, turned.computer.label
    if won.winner is Side.PLAYER:
        return f"your {mine} beat {theirs} — you took {count}"
    return f"the computer's {theirs} beat your {mine} — it took {count}"


def _wars(wars: int) -> str:
    """A battle's wars: "war" for one, "war ×3" for three."""
    return "war" if wars == 1 else f"war ×{wars}"


def _with_wars(wars: int, clause: str) -> str:
    """An ending clause for the battle it happened in. It already says "in a war", so the
    count goes before it only when the battle had more than one."""
    return clause if wars == 1 else f"{_wars(wars)} — {clause}"


def _cause(winner: Winner, reason: Reason) -> str:
    return cause(winner, reason, Audience.PLAYER)


class BattleLog:
    """The lines of one round's log so far."""

    def __init__(self) -> None:
        self.lines: list[str] = []  # oldest first; callers only read it

    def add(self, events: Sequence[Event]) -> None:
        """A battle the table has shown (its events as Round.play_battle() returned them)."""
        self.lines += battle_lines(events)

    @classmethod
    def of_deal(cls, seed: int, battles: int) -> BattleLog:
        """The log of deal ``seed`` through its first ``battles`` battles (rebuilt by playing
        the deal again: a resumed round's log goes back to the deal). A round that ends
        sooner gives its whole log."""
        if battles < 0:
            raise ValueError(f"battles must be 0 or more, got {battles}")
        log = cls()
        round_ = Round.from_seed(seed)
        for _ in range(battles):
            if round_.is_over:
                break
            log.add(round_.play_battle())
        return log

    def __len__(self) -> int:
        return len(self.lines)
