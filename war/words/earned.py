"""What the game says about medals as they are shown: the Record's page of them, and the
moment on the table when one is earned (each medal's own name and how it is earned are
war/words/medals.py's)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from war.words.daily import date_said, day_month_year
from war.words.format import number
from war.words.translate import _, ngettext, pgettext


def medals() -> str:
    """The Record's button to its page of medals, and that page's title."""
    return pgettext("the page of medals", "Medals")


def earned_on(day: date, *, said: bool = False) -> str:
    """Beside a medal earned: when ("Earned 3 Dec 2026"); ``said``: read aloud, the month's
    name whole ("Earned 3 December 2026")."""
    return _("Earned {date}").format(date=date_said(day) if said else day_month_year(day))


def not_earned() -> str:
    """Beside a medal not earned yet (how to earn it is said under its name)."""
    return _("Not earned yet")


def earned_count(earned: int, medals: int) -> str:
    """At the head of the page of medals: how many of them are earned."""
    return _("Medals earned: {count} of {medals}").format(
        count=number(earned), medals=number(medals)
    )


def medal_earned(count: int) -> str:
    """The table's moment at a round's end, over the names of the ``count`` medals the
    round earned: its headline."""
    return ngettext("Medal earned!", "Medals earned!", count)


def medal_names(names: Sequence[str], *, said: bool = False) -> str:
    """The names of the medals one round earned, in a row; ``said``: read aloud, apart by
    no sign a screen reader names."""
    if said:
        # Translators: between two medals' names read aloud ("First win, Double war"), in
        # place of the " · " shown: no sign a voice would name.
        return pgettext("between medals' names, said aloud", ", ").join(names)
    return pgettext("between medals' names", " · ").join(names)


def medal_earned_status(names: Sequence[str], *, said: bool = False) -> str:
    """The table's status line as the round's medals are earned (``names``: theirs);
    ``said``: as read aloud."""
    message = ngettext("Medal earned: {medals}", "Medals earned: {medals}", len(names))
    return message.format(medals=medal_names(names, said=said))
