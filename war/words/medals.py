"""What each medal is called and how it is earned (war/session/medals.py), in the order shown."""

from __future__ import annotations

from collections.abc import Callable

from war.core.rules import BATTLE_LIMIT
from war.session.medals import (
    COMEBACK_CARDS,
    DAILY_DAYS_IN_A_ROW,
    MARATHON_BATTLES,
    ROUNDS_PLAYED,
    WINS_IN_A_ROW,
    Medal,
)
from war.words.format import number
from war.words.translate import _, ngettext, pgettext

Words = Callable[[], str]

# Each medal's name, short: it is shown beside its badge and on the table for a moment.
NAMES: dict[Medal, Words] = {
    Medal.FIRST_WIN: lambda: pgettext("medal", "First win"),
    Medal.DOUBLE_WAR: lambda: pgettext("medal", "Double war"),
    Medal.TRIPLE_WAR: lambda: pgettext("medal", "Triple war"),
    Medal.COMEBACK: lambda: pgettext("medal", "Comeback"),
    Medal.LAST_BATTLE: lambda: pgettext("medal", "Photo finish"),
    Medal.FIVE_IN_A_ROW: lambda: pgettext("medal", "Hot streak"),
    Medal.DAILY_WIN: lambda: pgettext("medal", "Deal of the day won"),
    Medal.SEVEN_DAYS: lambda: pgettext("medal", "A week of deals"),
    Medal.HOUSE_WIN: lambda: pgettext("medal", "House rules won"),
    Medal.MARATHON: lambda: pgettext("medal", "Marathon"),
    Medal.HUNDRED_ROUNDS: lambda: pgettext("medal", "Hundred rounds"),
}


def _counted(message: str, count: int) -> str:
    return message.format(count=number(count))


# How each medal is earned, in one sentence.
HOW: dict[Medal, Words] = {
    Medal.FIRST_WIN: lambda: _("Win a round."),
    Medal.DOUBLE_WAR: lambda: _("Win a battle of two wars in a row."),
    Medal.TRIPLE_WAR: lambda: _("Win a battle of three wars in a row."),
    Medal.COMEBACK: lambda: _counted(
        ngettext(
            "Win a round after holding {count} card or fewer.",
            "Win a round after holding {count} cards or fewer.",
            COMEBACK_CARDS,
        ),
        COMEBACK_CARDS,
    ),
    Medal.LAST_BATTLE: lambda: _counted(
        _(
            "Win a round on the last battle its limit allows "
            "(battle {count} by the standard rules)."
        ),
        BATTLE_LIMIT,
    ),
    Medal.FIVE_IN_A_ROW: lambda: _counted(
        ngettext("Win {count} round in a row.", "Win {count} rounds in a row.", WINS_IN_A_ROW),
        WINS_IN_A_ROW,
    ),
    Medal.DAILY_WIN: lambda: _("Win the deal of the day."),
    Medal.SEVEN_DAYS: lambda: _counted(
        ngettext(
            "Play the deal of the day {count} day in a row.",
            "Play the deal of the day {count} days in a row.",
            DAILY_DAYS_IN_A_ROW,
        ),
        DAILY_DAYS_IN_A_ROW,
    ),
    Medal.HOUSE_WIN: lambda: _("Win a round under house rules."),
    Medal.MARATHON: lambda: _counted(
        ngettext(
            "Play a round of {count} battle or more.",
            "Play a round of {count} battles or more.",
            MARATHON_BATTLES,
        ),
        MARATHON_BATTLES,
    ),
    Medal.HUNDRED_ROUNDS: lambda: _counted(
        ngettext(
            "Play {count} round to the end.", "Play {count} rounds to the end.", ROUNDS_PLAYED
        ),
        ROUNDS_PLAYED,
    ),
}


def name(medal: Medal) -> str:
    return NAMES[medal]()


def how(medal: Medal) -> str:
    return HOW[medal]()
