"""What the deal of the day says: its button, how today's went, the daily streak, the line
Copy result puts on the clipboard, and dates as the language writes them."""

from __future__ import annotations

from datetime import date

from war.core.events import Winner
from war.words.format import number
from war.words.translate import _, ngettext, npgettext, pgettext


def deal_of_the_day() -> str:
    """The title's button: today's deal, the same for every player."""
    return _("Deal of the day")


def leave_round_question() -> str:
    """Asked when --daily opens the game over a round of another deal in progress."""
    return _("Play the deal of the day instead?")


def leave_round_note(in_progress: str) -> str:
    """Under that question: the round that would give way (``in_progress``: its deal and
    the battle reached, as Resume round's button says them)."""
    return _("It takes the place of your round in progress: {round}.").format(round=in_progress)


def play_todays() -> str:
    """The question's yes: today's deal from its first battle."""
    return _("Play today's deal")


def keep_round() -> str:
    """The question's no: the round in progress stays, to resume from the title."""
    return _("Keep my round")


def copy_result() -> str:
    """Pressed, it puts one line saying how today's deal went on the clipboard."""
    return _("Copy result")


def month(number_of_month: int) -> str:
    """A month's name, short, as it is written inside a date ("1 Dec 2026")."""
    # Translators: each month's short name as your language writes it in a date, after
    # the day (Russian in the genitive, "дек."); see the date's own message for the order.
    names = (
        pgettext("a month, short, in a date", "Jan"),
        pgettext("a month, short, in a date", "Feb"),
        pgettext("a month, short, in a date", "Mar"),
        pgettext("a month, short, in a date", "Apr"),
        pgettext("a month, short, in a date", "May"),
        pgettext("a month, short, in a date", "Jun"),
        pgettext("a month, short, in a date", "Jul"),
        pgettext("a month, short, in a date", "Aug"),
        pgettext("a month, short, in a date", "Sep"),
        pgettext("a month, short, in a date", "Oct"),
        pgettext("a month, short, in a date", "Nov"),
        pgettext("a month, short, in a date", "Dec"),
    )
    return names[number_of_month - 1]


def day_month_year(day: date) -> str:
    """A date as the language writes it: "1 Dec 2026" (German "1. Dez. 2026")."""
    # Translators: a date; {day} is the day of the month, {month} its short name, {year}.
    message = pgettext("a date, as in 1 Dec 2026", "{day} {month} {year}")
    # Translators: the first day of a month as a date writes it (French "1er").
    shown = pgettext("the first of a month, in a date", "1") if day.day == 1 else str(day.day)
    return message.format(day=shown, month=month(day.month), year=day.year)


def month_said(number_of_month: int) -> str:
    """A month's name, whole, as it is said inside a date ("2 December 2026")."""
    # Translators: each month's whole name as your language says it in a date, after the
    # day (Russian and Polish in the genitive, "декабря", "grudnia"): read aloud by speech.
    names = (
        pgettext("a month, in a date said aloud", "January"),
        pgettext("a month, in a date said aloud", "February"),
        pgettext("a month, in a date said aloud", "March"),
        pgettext("a month, in a date said aloud", "April"),
        pgettext("a month, in a date said aloud", "May"),
        pgettext("a month, in a date said aloud", "June"),
        pgettext("a month, in a date said aloud", "July"),
        pgettext("a month, in a date said aloud", "August"),
        pgettext("a month, in a date said aloud", "September"),
        pgettext("a month, in a date said aloud", "October"),
        pgettext("a month, in a date said aloud", "November"),
        pgettext("a month, in a date said aloud", "December"),
    )
    return names[number_of_month - 1]


def date_said(day: date) -> str:
    """A date as speech says it, its month's name whole: "2 December 2026" (a screen
    reader says "Dec" as a word, or spells it)."""
    # Translators: a date read aloud; {day} is the day of the month, {month} its whole name,
    # {year}. Write it as your language says it ("2. Dezember 2026", "2 de dezembro de 2026").
    message = pgettext("a date said aloud, as in 2 December 2026", "{day} {month} {year}")
    shown = pgettext("the first of a month, in a date", "1") if day.day == 1 else str(day.day)
    return message.format(day=shown, month=month_said(day.month), year=day.year)


def replaces_round(in_progress: str) -> str:
    """Said as a new round (or the deal of the day) opens from the title in place of the
    round in progress (``in_progress``: its deal and battle, as Resume round says them)."""
    return _("This replaces your round in progress: {round}.").format(round=in_progress)


def today_not_played() -> str:
    """On the title, before today's deal has been played to its end."""
    return _("Today's deal: not played yet")


def today_result(winner: Winner, battles: int) -> str:
    """On the title, once today's deal has been played: how it went."""
    played = npgettext("today's deal: how long", "{count} battle", "{count} battles", battles)
    counted = played.format(count=number(battles))
    if winner is Winner.PLAYER:
        return _("Today's deal: won in {battles}").format(battles=counted)
    if winner is Winner.COMPUTER:
        return _("Today's deal: lost in {battles}").format(battles=counted)
    return _("Today's deal: drawn after {battles}").format(battles=counted)


def streak(days: int) -> str:
    """How many days in a row the deal of the day has been played, up to today."""
    message = ngettext("{count} day in a row", "{count} days in a row", days)
    return message.format(count=number(days))


def today_and_streak(today: str, streak: str) -> str:
    """The title's line: how today's went (``today_result``), then the streak (``streak``)."""
    return _("{today} · {streak}").format(today=today, streak=streak)


def shared_result(day: date, winner: Winner, battles: int, wars: int, said: bool = False) -> str:
    """The one line Copy result puts on the clipboard, to paste where friends read it:
    "War · deal of 1 Dec 2026: won in 214 battles, 19 wars"; ``said``: as read aloud once
    copied, with no "·" and the month's name whole ("War, deal of 1 December 2026: ...")."""
    played = npgettext("shared result: battles", "{count} battle", "{count} battles", battles)
    of_war = npgettext("shared result: wars", "{count} war", "{count} wars", wars)
    values = {
        "date": day_month_year(day),
        "battles": played.format(count=number(battles)),
        "wars": of_war.format(count=number(wars)),
    }
    # Translators: "War" is the game's name in your language, as on its window.
    if said:
        values["date"] = date_said(day)
        return _shared_said(winner).format(**values)
    if winner is Winner.PLAYER:
        return _("War · deal of {date}: won in {battles}, {wars}").format(**values)
    if winner is Winner.COMPUTER:
        return _("War · deal of {date}: lost in {battles}, {wars}").format(**values)
    return _("War · deal of {date}: drawn after {battles}, {wars}").format(**values)


def _shared_said(winner: Winner) -> str:
    """The copied line as read aloud, for each way the round ended."""
    # Translators: said aloud, as the line Copy result puts on the clipboard ("War · deal of
    # 1 Dec 2026: won in 214 battles, 19 wars") is read back: no "·" a voice would name,
    # {date} with its month's name whole. "War" is the game's name, as on its window.
    if winner is Winner.PLAYER:
        return _("War, deal of {date}: won in {battles}, {wars}")
    # Translators: said aloud, as the line above.
    if winner is Winner.COMPUTER:
        return _("War, deal of {date}: lost in {battles}, {wars}")
    # Translators: said aloud, as the line above.
    return _("War, deal of {date}: drawn after {battles}, {wars}")


def copied() -> str:
    """Copy result's button once it has put the line on the clipboard."""
    return _("Result copied")


def not_copied() -> str:
    """Copy result's button where there is no clipboard to put the line on."""
    return _("No clipboard here")


def result_copied(line: str) -> str:
    """Said once Copy result has put ``line`` on the clipboard."""
    return _("Copied: {line}").format(line=line)


def daily_streak(current: int, best: int) -> str:
    """The Record's line on the deal of the day: the streak now, and the longest."""
    now = npgettext("daily streak: now", "{count} day", "{count} days", current)
    longest = npgettext("daily streak: best", "{count} day", "{count} days", best)
    return _("Deal of the day: {now} in a row now, {best} at best").format(
        now=now.format(count=number(current)), best=longest.format(count=number(best))
    )
