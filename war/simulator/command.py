"""``war simulate``: one deal played and told (``--trace`` battle by battle, ``--json`` in
codes), or the statistics of many (``--games``, over ``--jobs`` processes). Imported only
for it: the simulator brings multiprocessing, which the window never needs."""

from __future__ import annotations

import json
import os
import random
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TextIO

from war import speaking
from war.core.rules import SEED_RULES, Rules
from war.messages import echo
from war.output import cannot_write, write_output
from war.rules_options import add_rules_options, rules_from
from war.usage import UsageError
from war.values import whole_number
from war.words import command as words
from war.words.program import command

if TYPE_CHECKING:
    from war.arguments import Parser
    from war.core.cards import Card
    from war.core.events import Event

MAX_JOBS = 64  # processes for --games: past this, starting them costs more than they give
DECK_VALUE = '"AS 7D ..."'  # --deck's value in the usage line: card codes, the same in any language


def run(args: list[str]) -> int:
    from war.core.cards import CardError, parse_deck, shuffled_deck
    from war.simulator.progress import ProgressBar
    from war.simulator.simulate import rules_record, run_games, summarize
    from war.words.cards import card_problem

    parser = simulate_parser()
    options, extras = parser.read(args)
    if extras:
        raise parser.unknown(extras)
    seed = None if options.seed is None else whole_number("--seed", options.seed, 0)
    games = None if options.games is None else whole_number("--games", options.games, 1)
    jobs = None if options.jobs is None else whole_number("--jobs", options.jobs, 1, MAX_JOBS)
    rules = rules_from(options) or SEED_RULES
    if games is not None:
        if options.deck is not None:
            raise UsageError(words.games_with_deck())
        if options.trace:
            raise UsageError(words.games_with_trace())
        first_seed = 0 if seed is None else seed
        _check_printable_seed(first_seed + games - 1)
        jobs = jobs or min(os.cpu_count() or 1, MAX_JOBS)
        if sys.stdout is None:
            return cannot_write(words.stdout_closed())  # say so before a long run, not after
        with ProgressBar(games) as bar:
            tally = run_games(first_seed, games, jobs, rules=rules, on_progress=bar.update)
        summary = summarize(tally) | {"rules": rules_record(rules)}
        return write_output(_print_statistics, summary, first_seed, rules, options.json)
    if jobs is not None:
        raise UsageError(words.jobs_without_games())
    if options.deck is not None and seed is not None:
        raise UsageError(words.deck_and_seed())
    if options.deck is not None:
        try:
            deck = parse_deck(options.deck)
        except CardError as error:
            raise UsageError(card_problem(error, echo(str(error.value), quote=False))) from None
    else:
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        deck = shuffled_deck(seed)
    return write_output(_run_deal, deck, seed, rules, options.trace, options.json)


def simulate_parser() -> Parser:
    from war.arguments import Parser
    from war.words.simulate import percentiles_note

    parser = Parser(
        prog=command("simulate"),
        description=words.simulate_description(),
        epilog=words.simulate_epilog(percentiles_note()),
    )
    number, processes = words.number_value(), words.processes_value()
    parser.add_argument("--deck", metavar=DECK_VALUE, help=words.deck_help())
    parser.add_argument("--seed", metavar=number, help=words.simulate_seed_help(number))
    parser.add_argument("--games", metavar=number, help=words.games_help(number))
    parser.add_argument("--jobs", metavar=processes, help=words.jobs_help(processes, MAX_JOBS))
    parser.add_argument("--json", action="store_true", help=words.json_help())
    parser.add_argument("--trace", action="store_true", help=words.trace_help())
    add_rules_options(parser)
    speaking.add_option(parser)
    return parser


def _run_deal(deck: list[Card], seed: int | None, rules: Rules, trace: bool, as_json: bool) -> int:
    from war.simulator.simulate import outcome_record, play_deal
    from war.words.simulate import format_deal

    out = sys.stdout
    on_battle = _battle_printer(out, rules, as_json) if trace else None
    outcome = play_deal(deck, seed=seed, rules=rules, on_battle=on_battle)
    if as_json:
        out.write(json.dumps(outcome_record(outcome, seed, rules)) + "\n")
        return 0
    if trace:
        out.write("\n")
    out.write(format_deal(outcome, seed, deck, rules) + "\n")
    return 0


def _battle_printer(out: TextIO, rules: Rules, as_json: bool) -> Callable[[list[Event]], None]:
    """Writes each battle as it is played: a JSON object in codes, or a line for people."""
    from war.simulator.simulate import battle_record
    from war.words.simulate import card_namer, format_battle, trace_header

    if as_json:

        def write_record(events: list[Event]) -> None:
            out.write(json.dumps(battle_record(events)) + "\n")

        return write_record
    name = card_namer(out)
    out.write(trace_header() + "\n")

    def write_line(events: list[Event]) -> None:
        out.write(format_battle(events, name, rules) + "\n")

    return write_line


def _print_statistics(summary: dict[str, Any], first_seed: int, rules: Rules, as_json: bool) -> int:
    from war.words.simulate import format_statistics

    if as_json:
        sys.stdout.write(json.dumps(summary) + "\n")
    else:
        sys.stdout.write(format_statistics(summary, first_seed, rules) + "\n")
    return 0


def _check_printable_seed(last_seed: int) -> None:
    """The statistics name the last seed: it must have no more digits than Python prints."""
    limit = sys.get_int_max_str_digits()
    if limit and last_seed >= 10**limit:
        raise UsageError(words.seeds_too_long(limit))
