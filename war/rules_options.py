"""The table rules on the command line: ``--war-cards``, ``--pickup`` and ``--limit``.

One home for the game's options and ``simulate``'s: ``add_rules_options`` adds the three to
a parser, and ``rules_from`` reads the rule set they choose (None when none was given, so
the game can keep the rules in its settings). A value not among the choices is refused in
one line: ``war: --war-cards takes 1, 2 or 3, not 9``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from war.core.rules import LIMITS, SEED_RULES, WAR_CARDS, Pickup, Rules
from war.messages import echo
from war.usage import UsageError
from war.words import command as words

if TYPE_CHECKING:
    import argparse

NO_LIMIT = "none"  # --limit's value for no battle limit


def limit_name(limit: int | None) -> str:
    """A battle limit as ``--limit`` takes it: "500", "1000", "none"."""
    return NO_LIMIT if limit is None else str(limit)


def rules_arguments(rules: Rules) -> list[str]:
    """The options that choose ``rules``, each rule that is not the seed rules' own:
    ``["--war-cards", "2", "--limit", "none"]``; none for the seed rules."""
    arguments: list[str] = []
    if rules.war_cards != SEED_RULES.war_cards:
        arguments += ["--war-cards", str(rules.war_cards)]
    if rules.pickup is not SEED_RULES.pickup:
        arguments += ["--pickup", str(rules.pickup)]
    if rules.battle_limit != SEED_RULES.battle_limit:
        arguments += ["--limit", limit_name(rules.battle_limit)]
    return arguments


def add_rules_options(parser: argparse.ArgumentParser) -> None:
    """``--war-cards 1|2|3``, ``--pickup as-laid|shuffled``, ``--limit 500|1000|none``."""
    parser.add_argument(
        "--war-cards",
        metavar="|".join(str(cards) for cards in WAR_CARDS),
        help=words.war_cards_help(),
    )
    parser.add_argument(
        "--pickup", metavar="|".join(str(pickup) for pickup in Pickup), help=words.pickup_help()
    )
    parser.add_argument(
        "--limit", metavar="|".join(limit_name(limit) for limit in LIMITS), help=words.limit_help()
    )


def rules_from(options: argparse.Namespace) -> Rules | None:
    """The rule set the options choose, each rule not given the seed rules' own; None if no
    rule option was given. Raises UsageError for a value not among the choices."""
    war_cards, pickup, limit = options.war_cards, options.pickup, options.limit
    if war_cards is None and pickup is None and limit is None:
        return None
    return Rules(
        SEED_RULES.war_cards if war_cards is None else _war_cards(war_cards),
        SEED_RULES.pickup if pickup is None else _pickup(pickup),
        SEED_RULES.battle_limit if limit is None else _limit(limit),
    )


def _war_cards(text: str) -> int:
    for cards in WAR_CARDS:
        if text == str(cards):
            return cards
    raise UsageError(words.war_cards_refused(echo(text, quote=not text)))


def _pickup(text: str) -> Pickup:
    for pickup in Pickup:
        if text == str(pickup):
            return pickup
    raise UsageError(words.pickup_refused(echo(text, quote=not text)))


def _limit(text: str) -> int | None:
    for limit in LIMITS:
        if text == limit_name(limit):
            return limit
    raise UsageError(words.limit_refused(echo(text, quote=not text)))
