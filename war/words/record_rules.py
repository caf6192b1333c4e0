"""What the Record says of the rules its rounds were played under: the rounds under the
house rules in force, and the chart of their lengths against simulated rounds under the
same rules."""

from __future__ import annotations

from war.core.rules import Rules
from war.words.format import number, percent
from war.words.table_rules import changes
from war.words.translate import _, ngettext, pgettext


def under_house_rules(rules: Rules, played: int, won: int, lost: int, drawn: int) -> str:
    """E.g. "Under these house rules (2 cards down, no battle limit): 12 rounds, won 5
    (42%), lost 6, drawn 1"."""
    message = ngettext(
        "Under these house rules ({rules}): {count} round, won {won} ({share}), lost {lost}, "
        "drawn {drawn}",
        "Under these house rules ({rules}): {count} rounds, won {won} ({share}), lost {lost}, "
        "drawn {drawn}",
        played,
    )
    return message.format(
        rules=pgettext("between items", ", ").join(changes(rules)),
        count=number(played),
        won=number(won),
        share=percent(won / played if played else 0.0),
        lost=number(lost),
        drawn=number(drawn),
    )


def lengths_title(rules: Rules) -> str:
    """The lengths chart's title (its legend and the row above say which rules)."""
    return _("Battles in a round")


def lengths_legend(rules: Rules, deals: int) -> str:
    """The lengths chart's legend: your rounds (under the rules in force) against rounds
    simulated under the same rules."""
    if rules.is_seed:
        message = ngettext(
            "gold: yours · blue: {count} simulated round",
            "gold: yours · blue: {count} simulated rounds",
            deals,
        )
    else:
        message = ngettext(
            "gold: yours · blue: {count} by these rules",
            "gold: yours · blue: {count} by these rules",
            deals,
        )
    return message.format(count=number(deals))


def open_bin_label(first: int) -> str:
    """The last bin of the lengths' chart with no battle limit: "1000+" (and longer)."""
    return _("{first}+").format(first=first)
