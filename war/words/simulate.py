"""What the simulate command prints for people: the trace, a deal's summary, the statistics."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TextIO

from war.core.cards import SUIT_SYMBOLS, Card, deck_codes
from war.core.engine import Outcome
from war.core.events import (
    BattleWon,
    CardLaidFaceDown,
    CardsReturned,
    CardsTurned,
    Event,
    Reason,
    RoundOver,
    Side,
    WarCardsTurned,
    WarDeclared,
)
from war.words.endings import KINDS, VERDICT_SENTENCES, VERDICTS, both_short_trace
from war.words.format import decimal, number, percent
from war.words.program import command
from war.words.translate import _, ngettext

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


# -- the trace ----------------------------------------------------------------------------------


def trace_header() -> str:
    """The first line of ``--trace``, saying how to read the rest."""
    return _("One line per battle: player's card v computer's card; piles are player-computer")


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
                opening = _("battle {battle:>3}: {player} v {computer}").format(
                    battle=battle, player=name(player), computer=name(computer)
                )
            case WarDeclared():
                wars.append([])
            case CardLaidFaceDown(_, _, card):
                wars[-1].append(name(card))
            case WarCardsTurned(_, player, computer, _):
                wars[-1].append(
                    _("{player} v {computer}").format(player=name(player), computer=name(computer))
                )
            case BattleWon(_, winner, cards, player_count, computer_count):
                ending += [_takes(winner, len(cards)), _piles(player_count, computer_count)]
            case CardsReturned(_, _, _, player_count, computer_count):
                ending += [both_short_trace(), _piles(player_count, computer_count)]
            case RoundOver(winner, reason):
                ending.append(VERDICTS[(winner, reason)]())
    war_texts = [_war_text(depth, cards) for depth, cards in enumerate(wars, start=1)]
    return " | ".join([opening, *war_texts, *ending])


def _takes(winner: Side, count: int) -> str:
    if winner is Side.PLAYER:
        message = ngettext("player takes {count}", "player takes {count}", count)
    else:
        message = ngettext("computer takes {count}", "computer takes {count}", count)
    return message.format(count=count)


def _piles(player: int, computer: int) -> str:
    return _("piles {player}-{computer}").format(player=player, computer=computer)


def _war_text(depth: int, cards: list[str]) -> str:
    """A war is cut short when a side has no card to lay face down, or none to turn up."""
    if not cards:
        return _("war {depth}: no cards left to lay").format(depth=depth)
    if len(cards) > 2:
        message = _("war {depth}: down {first} {second}, up {turned}")
        return message.format(depth=depth, first=cards[0], second=cards[1], turned=cards[2])
    message = _("war {depth}: down {first} {second}, no cards left to turn")
    return message.format(depth=depth, first=cards[0], second=cards[1])


# -- one deal -----------------------------------------------------------------------------------


def format_deal(outcome: Outcome, seed: int | None, deck: Sequence[Card]) -> str:
    """The summary of one deal and how to replay it."""
    lines = [
        VERDICT_SENTENCES[(outcome.winner, outcome.reason)](),
        _("Battles: {battles}, wars: {wars}").format(battles=outcome.battles, wars=outcome.wars),
        _("Final piles: player {player}, computer {computer}").format(
            player=outcome.player_cards, computer=outcome.computer_cards
        ),
    ]
    if seed is None:
        lines.append(_("Replay it battle by battle:"))
        trace = command("simulate", "--deck", deck_codes(deck), "--trace")
        lines.append(f"  {trace}")
    else:
        lines.append(_("Seed: {seed}").format(seed=seed))
        trace = command("simulate", "--seed", str(seed), "--trace")
        lines.append(_("Replay it battle by battle:  {command}").format(command=trace))
        play = command("--seed", str(seed))
        lines.append(_("Play the same deal in the window:  {command}").format(command=play))
    return "\n".join(lines)


# -- many deals ---------------------------------------------------------------------------------


def deals_done(done: str, total: int) -> str:
    """The progress bar's count: ``done`` deals played (written as the bar pads it) of
    ``total``, e.g. "5,000/10,000 deals"."""
    message = ngettext("{done}/{total} deal", "{done}/{total} deals", total)
    return message.format(done=done, total=number(total))


def time_left(time: str) -> str:
    """The progress bar's estimate: ``time`` (h:mm:ss) still to go."""
    return _("{time} left").format(time=time)


def percentiles_note() -> str:
    """How the percentiles are taken: under the statistics, and in ``simulate --help``."""
    return _(
        "Percentiles are nearest-rank: p90 is the fewest battles that 90% of rounds did not exceed."
    )


def format_statistics(summary: dict[str, Any], first_seed: int) -> str:
    """The statistics of a ``--games`` run, from ``simulate.summarize``."""
    games = summary["games"]
    last_seed = first_seed + games - 1
    reasons, battles, wars = summary["reasons"], summary["battles"], summary["wars"]
    draws = sum(summary["draws"].values())
    width = len(number(games))

    def share(count: int) -> str:
        return f"{number(count):>{width}} {'(' + percent(count / games, 1) + ')':>8}"

    heading = ngettext(
        "{count} deal, seed {first}", "{count} deals, seeds {first} to {last}", games
    ).format(count=number(games), first=first_seed, last=last_seed)
    tallies = [
        (_("player wins"), summary["player_wins"]),
        (_("computer wins"), summary["computer_wins"]),
        (_("draws"), draws),
    ]
    column = max(len(label) for label, _ in tallies) + 2
    lines = [heading]
    lines += [f"  {label:<{column}}{share(count)}" for label, count in tallies]
    lines.append(_("How rounds ended:"))
    # "endless" only where a round can end so (no battle limit), or one has.
    shown = [r for r in Reason if r is not Reason.ENDLESS or reasons.get(str(r))]
    lines += [f"  {share(reasons[str(reason)])}  {KINDS[reason]()}" for reason in shown]
    lines += [
        _("Decided within the limit: {share}").format(share=percent(summary["decided_share"], 1)),
        _(
            "Battles per round: mean {mean}, median {median}, p90 {p90}, p99 {p99}, max {most}"
        ).format(
            mean=decimal(battles["mean"], 1),
            median=battles["median"],
            p90=battles["p90"],
            p99=battles["p99"],
            most=battles["max"],
        ),
        _("Wars per round: mean {mean}, max {most}").format(
            mean=decimal(wars["mean"], 2), most=wars["max"]
        ),
        _("Longest chain of wars in one battle: {chain}").format(
            chain=summary["longest_war_chain"]
        ),
        _("({note})").format(note=percentiles_note()),
    ]
    return "\n".join(lines)
