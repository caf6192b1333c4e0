"""Text for people from the simulate command: the trace, a deal's summary, the statistics."""

from __future__ import annotations

import shlex
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from war.core.cards import SUIT_SYMBOLS, Card, deck_codes
from war.core.endings import Audience, cards_returned, kind, verdict
from war.core.engine import Outcome
from war.core.events import (
    BattleWon,
    CardLaidFaceDown,
    CardsReturned,
    CardsTurned,
    Event,
    Reason,
    RoundOver,
    WarCardsTurned,
    WarDeclared,
)

CardNamer = Callable[[Card], str]


def card_namer(stream: TextIO) -> CardNamer:
    """Suit symbols (``10♠``) when ``stream`` can encode them, else codes (``TS``)."""
    encoding = getattr(stream, "encoding", None)
    if encoding is None:  # an in-memory text stream takes any str
        return _label
    try:
        "".join(SUIT_SYMBOLS.values()).encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return _code
    return _label


def _label(card: Card) -> str:
    return card.label


def _code(card: Card) -> str:
    return card.code


def format_battle(events: Sequence[Event], name: CardNamer) -> str:
    """One line for one battle's events, e.g.
    ``battle  12: 7♦ v 7♣ | war 1: down 2♠ 9♥, up K♣ v 4♦ | player takes 6 | piles 30-22``.
    """
    opening = ""
    wars: list[list[str]] = []  # per war: the face-down cards, then the turned pair
    ending: list[str] = []
    for event in events:
        match event:
            case CardsTurned(battle, player, computer):
                opening = f"battle {battle:>3}: {name(player)} v {name(computer)}"
            case WarDeclared():
                wars.append([])
            case CardLaidFaceDown(_, _, card):
                wars[-1].append(name(card))
            case WarCardsTurned(_, player, computer, _):
                wars[-1].append(f"{name(player)} v {name(computer)}")
            case BattleWon(_, winner, cards, player_count, computer_count):
                ending += [f"{winner} takes {len(cards)}", f"piles {player_count}-{computer_count}"]
            case CardsReturned(_, _, _, player_count, computer_count):
                ending += [
                    cards_returned(Audience.READER),
                    f"piles {player_count}-{computer_count}",
                ]
            case RoundOver(winner, reason):
                ending.append(verdict(winner, reason))
    war_texts = [_war_text(depth, cards) for depth, cards in enumerate(wars, start=1)]
    return " | ".join([opening, *war_texts, *ending])


def _war_text(depth: int, cards: list[str]) -> str:
    """A war is cut short when a side has no card to lay face down, or none to turn up."""
    if not cards:
        return f"war {depth}: no cards left to lay"
    down = f"war {depth}: down {cards[0]} {cards[1]}"
    return f"{down}, up {cards[2]}" if len(cards) > 2 else f"{down}, no cards left to turn"


def format_deal(outcome: Outcome, seed: int | None, deck: Sequence[Card]) -> str:
    """The summary of one deal and how to replay it."""
    lines = [
        verdict(outcome.winner, outcome.reason) + ".",
        f"Battles: {outcome.battles}, wars: {outcome.wars}",
        f"Final piles: player {outcome.player_cards}, computer {outcome.computer_cards}",
    ]
    if seed is None:
        lines.append("Replay it battle by battle:")
        lines.append(f"  python main.py simulate --deck {shlex.quote(deck_codes(deck))} --trace")
    else:
        lines.append(f"Seed: {seed}")
        lines.append(f"Replay it battle by battle:  python main.py simulate --seed {seed} --trace")
        lines.append(f"Play the same deal in the window:  python main.py --seed {seed}")
    return "\n".join(lines)


def format_statistics(summary: dict[str, Any], first_seed: int) -> str:
    """The statistics of a ``--games`` run, from ``simulate.summarize``."""
    games = summary["games"]
    last_seed = first_seed + games - 1
    reasons, battles, wars = summary["reasons"], summary["battles"], summary["wars"]
    draws = sum(summary["draws"].values())
    width = len(f"{games:,}")

    def share(count: int) -> str:
        percent = f"({count / games:.1%})"
        return f"{count:>{width},} {percent:>8}"

    lines = [
        f"{games:,} deal, seed {first_seed}"
        if games == 1
        else f"{games:,} deals, seeds {first_seed} to {last_seed}",
        f"  player wins    {share(summary['player_wins'])}",
        f"  computer wins  {share(summary['computer_wins'])}",
        f"  draws          {share(draws)}",
        "How rounds ended:",
    ]
    lines += [f"  {share(reasons[str(reason)])}  {kind(reason)}" for reason in Reason]
    lines += [
        f"Decided within the limit: {summary['decided_share']:.1%}",
        f"Battles per round: mean {battles['mean']:.1f}, median {battles['median']}, "
        f"p90 {battles['p90']}, p99 {battles['p99']}, max {battles['max']}",
        f"Wars per round: mean {wars['mean']:.2f}, max {wars['max']}",
        f"Longest chain of wars in one battle: {summary['longest_war_chain']}",
        "(Percentiles are nearest-rank: p90 is the fewest battles that 90% of rounds "
        "did not exceed.)",
    ]
    return "\n".join(lines)
