"""What the game says aloud with speech on, beyond the words it shows: the title as it
opens, a control as the focus reaches it, the state of the round on demand, a deal's name
and the WAR! banner; and why no voice speaks, or one stopped.

Lines here are only ever said, so they carry no sign a screen reader spells out ("#", "×",
"—", "·"); war/words/spoken_log.py says the battle log so.
"""

from __future__ import annotations

from datetime import date

from war.words.daily import date_said
from war.words.format import number
from war.words.translate import _, ngettext, pgettext


def title_opened() -> str:
    """Said as the title opens (its name is drawn in capitals, which a voice may spell)."""
    return _("War, the card game: you against the computer")


def control_value(control: str, value: str) -> str:
    """A control that holds a value, as the focus reaches it: "Speed: Normal"."""
    return _("{control}: {value}").format(control=control, value=value)


def unavailable(control: str) -> str:
    """A control that does nothing for now, as the focus reaches it: "Turn cards, unavailable"."""
    return _("{control}, unavailable").format(control=control)


def switched(on: bool) -> str:
    """A switch's value, said after its name."""
    return pgettext("a switch", "On") if on else pgettext("a switch", "Off")


def piles(mine: int, theirs: int) -> str:
    """Both piles as said aloud: "You 28 cards, the computer 24" (the table's state on
    demand, and Round over's "You: 28 cards · Computer: 24 cards", with no sign)."""
    return ngettext(
        "You {mine} card, the computer {theirs}", "You {mine} cards, the computer {theirs}", mine
    ).format(mine=number(mine), theirs=number(theirs))


def table_state(mine: int, theirs: int, battle: int, limit: int | None, wars: int) -> str:
    """The table's state on demand: "You 28 cards, the computer 24; battle 112 of 500; 9
    wars" (with no battle limit, "battle 112")."""
    piles_said = piles(mine, theirs)
    if limit is None:
        counted = _("battle {battle}").format(battle=number(battle))
    else:
        counted = _("battle {battle} of {limit}").format(battle=number(battle), limit=number(limit))
    fought = ngettext("{count} war", "{count} wars", wars).format(count=number(wars))
    # The three parts of the state, in this order: the piles, the battle, the wars.
    return _("{piles}; {battle}; {wars}").format(piles=piles_said, battle=counted, wars=fought)


def deal_name(seed: int | None, day: date | None = None) -> str:
    """A deal as said aloud: "Deal 570", with no "#"; the deal of the day ``day`` by its
    date, which a listener grasps better than its eight digits ("Deal of the day, 2
    December 2026"); a deal given as its cards, which no number deals, is just "Deal"."""
    if seed is None:
        return pgettext("a deal with no number", "Deal")
    if day is not None:
        # Translators: said aloud: the deal of the day, named by its date ({date}, the date
        # as it is said, its month's name whole), not by its number.
        return _("Deal of the day, {date}").format(date=date_said(day))
    # Translators: said aloud: a deal by its number, as "Deal #{seed}" is shown, without
    # the sign (screen readers say "number sign").
    return pgettext("a deal said aloud", "Deal {seed}").format(seed=seed)


def war_declared(depth: int) -> str:
    """The WAR! banner as said aloud, for the ``depth``-th war of a battle: "War!", then
    "War again: 2 in a row!" (the banner's "WAR ×2", with no sign)."""
    if depth == 1:
        # Translators: said aloud as the WAR! banner shows (not in capitals: a voice may
        # spell those out letter by letter).
        return _("War!")
    # Translators: said aloud as the banner of a battle's second (third...) war shows:
    # {depth} wars one after another.
    return _("War again: {depth} in a row!").format(depth=depth)


# What a player installs for speech: the package's extra (pyproject.toml's), as pip takes it.
SPEECH_EXTRA = "war-card-game[speech]"


def no_library() -> str:
    """Speech is on, but the library it speaks through is not installed."""
    message = _(
        "Speech is on, but its library is not installed: pip install '{extra}'. "
        "The game goes on silently."
    )
    return message.format(extra=SPEECH_EXTRA)


def no_voice_found() -> str:
    """Speech is on, but there is no screen reader running and no system voice."""
    return _("Speech is on, but no screen reader or voice was found; the game goes on silently.")


def no_voice(reason: str) -> str:
    """Speech is on, but the library failed to open a voice (``reason``: its own words)."""
    message = _("Speech is on, but no voice could be opened ({reason}); the game goes on silently.")
    return message.format(reason=reason)


def voice_stopped(reason: str) -> str:
    """The voice failed during play; the game goes on silently."""
    message = _("Speech stopped ({reason}); the game goes on silently.")
    return message.format(reason=reason)
