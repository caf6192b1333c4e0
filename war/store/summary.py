"""The lifetime record in words and numbers: for the Record scene and ``python main.py stats``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from war.core.endings import Audience, headline, kind
from war.core.events import Winner
from war.core.words import plural
from war.messages import escaped
from war.store import record as record_file
from war.store.record import ENDING_ORDER, Record


def summary(record: Record) -> str:
    """E.g. "12 rounds played: won 7 (58%), lost 4, drawn 1"."""
    if not record.played:
        return "No rounds played yet."
    won = record.count(Winner.PLAYER)
    return (
        f"{plural(record.played, 'round')} played: won {won:,} ({won / record.played:.0%}), "
        f"lost {record.count(Winner.COMPUTER):,}, drawn {record.count(Winner.DRAW):,}"
    )


def details(record: Record) -> str:
    """E.g. "Winning streak 2 (best 5) · longest round 454 battles · ..."."""
    return (
        f"Winning streak {record.streak} (best {record.best_streak}) · longest round "
        f"{plural(record.longest_round, 'battle')} · most wars in one battle "
        f"{record.most_wars_in_a_battle}"
    )


def totals(record: Record) -> str:
    """E.g. "3,120 battles and 190 wars in all"."""
    return f"{plural(record.battles, 'battle')} and {plural(record.wars, 'war')} in all"


def format_record(record: Record, folder: Path) -> str:
    """The record for a terminal: the totals, then how the rounds ended."""
    lines = [summary(record)]
    if record.played:
        lines.append(details(record))
        lines.append(totals(record).capitalize())
        lines.append("How they ended:")
        width = len(f"{max(record.endings.values()):,}")
        for winner, reason in ENDING_ORDER:
            who = headline(winner, Audience.READER)
            lines.append(f"  {record.endings[(winner, reason)]:>{width},}  {who}: {kind(reason)}")
    lines.append(f"(kept in {escaped(str(folder))})")  # a name may hold anything
    return "\n".join(lines)


def record_json(record: Record) -> dict[str, Any]:
    """The record as stats.json holds it, with the totals it implies."""
    return {
        **record_file.to_json(record),
        "played": record.played,
        "won": record.count(Winner.PLAYER),
        "lost": record.count(Winner.COMPUTER),
        "drawn": record.count(Winner.DRAW),
    }
