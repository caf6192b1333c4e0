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
from war.core.rules import SEED_RULES, Rules
from war.rules_options import rules_arguments
from war.words.endings import VERDICT_SENTENCES, VERDICTS, both_short_trace, kind, said
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


def format_battle(events: Sequence[Event], name: CardNamer, rules: Rules = SEED_RULES) -> str:
    """One line for one battle's events by ``rules``, e.g.
    ``battle  12: 7♦ v 7♣ | war 1: down 2♠ 9♥, up K♣ v 4♦ | player takes 6 | piles 30-22``
    (with K cards face down in a war, each war's K cards of the player's after "down",
    then "v" and the computer's: ``down 2♠ 5♦ v 9♥ 3♣``).
    """
    opening = ""
    wars: list[tuple[list[str], list[str]]] = []  # per war: the face-down cards, the turned
    ending: list[str] = []
    for event in events:
        match event:
            case CardsTurned(battle, player, computer):
                opening = _("battle {battle:>3}: {player} v {computer}").format(
                    battle=battle, player=name(player), computer=name(computer)
                )
            case WarDeclared():
                wars.append(([], []))
            case CardLaidFaceDown(_, _, card):
                wars[-1][0].append(name(card))
            case WarCardsTurned(_, player, computer, _):
                wars[-1][1].append(
                    _("{player} v {computer}").format(player=name(player), computer=name(computer))
                )
            case BattleWon(_, winner, cards, player_count, computer_count):
                ending += [_takes(winner, len(cards)), _piles(player_count, computer_count)]
            case CardsReturned(_, _, _, player_count, computer_count):
                ending += [both_short_trace(), _piles(player_count, computer_count)]
            case RoundOver(winner, reason):
                ending.append(said(VERDICTS, (winner, reason), rules.battle_limit))
    war_texts = [
        _war_text(depth, down, turned, rules.war_cards)
        for depth, (down, turned) in enumerate(wars, start=1)
    ]
    return " | ".join([opening, *war_texts, *ending])


def _v(player: str, computer: str) -> str:
    """The player's cards against the computer's: "K♣ v 4♦" (each side one or several)."""
    if not computer:  # the computer had none left to lay
        return player
    return _("{player} v {computer}").format(player=player, computer=computer)


def _takes(winner: Side, count: int) -> str:
    if winner is Side.PLAYER:
        message = ngettext("player takes {count}", "player takes {count}", count)
    else:
        message = ngettext("computer takes {count}", "computer takes {count}", count)
    return message.format(count=count)


def _piles(player: int, computer: int) -> str:
    return _("piles {player}-{computer}").format(player=player, computer=computer)


def _war_text(depth: int, down: list[str], turned: list[str], war_cards: int) -> str:
    """A war is cut short when a side has no card to lay face down (``war_cards`` pairs of
    them in a war), or none to turn up."""
    if not down:
        return _("war {depth}: no cards left to lay").format(depth=depth)
    # One card each: the pair as laid. Several: the player's, then "v" and the computer's.
    laid = " ".join(down) if war_cards == 1 else _v(" ".join(down[0::2]), " ".join(down[1::2]))
    if turned:
        message = _("war {depth}: down {down}, up {turned}")
        return message.format(depth=depth, down=laid, turned=turned[0])
    if len(down) < 2 * war_cards:
        return _("war {depth}: down {down}, no cards left to lay").format(depth=depth, down=laid)
    return _("war {depth}: down {down}, no cards left to turn").format(depth=depth, down=laid)


# -- one deal -----------------------------------------------------------------------------------


def format_deal(
    outcome: Outcome, seed: int | None, deck: Sequence[Card], rules: Rules = SEED_RULES
) -> str:
    """The summary of one deal played by ``rules`` and how to replay it (by those rules)."""
    options = rules_arguments(rules)
    lines = [
        said(VERDICT_SENTENCES, (outcome.winner, outcome.reason), rules.battle_limit),
        _("Battles: {battles}, wars: {wars}").format(battles=outcome.battles, wars=outcome.wars),
        _("Final piles: player {player}, computer {computer}").format(
            player=outcome.player_cards, computer=outcome.computer_cards
        ),
    ]
    if seed is None:
        lines.append(_("Replay it battle by battle:"))
        trace = command("simulate", "--deck", deck_codes(deck), "--trace", *options)
        lines.append(f"  {trace}")
    else:
        lines.append(_("Seed: {seed}").format(seed=seed))
        trace = command("simulate", "--seed", str(seed), "--trace", *options)
        lines.append(_("Replay it battle by battle:  {command}").format(command=trace))
        play = command("--seed", str(seed), *options)
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


def format_statistics(summary: dict[str, Any], first_seed: int, rules: Rules = SEED_RULES) -> str:
    """The statistics of a ``--games`` run by ``rules``, from ``simulate.summarize``."""
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
    if options := rules_arguments(rules):
        lines.append(_("House rules: {options}").format(options=" ".join(options)))
    lines += [f"  {label:<{column}}{share(count)}" for label, count in tallies]
    lines.append(_("How rounds ended:"))
    limit = rules.battle_limit
    # Only the endings the rules allow: the limit's with a limit, endless with none.
    shown = [r for r in Reason if r is not (Reason.ENDLESS if limit else Reason.BATTLE_LIMIT)]
    lines += [f"  {share(reasons[str(reason)])}  {kind(reason, limit)}" for reason in shown]
    decided = percent(summary["decided_share"], 1)
    lines += [
        _("Decided within the limit: {share}").format(share=decided)
        if limit
        else _("Decided: {share}").format(share=decided),
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
