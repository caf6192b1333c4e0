"""What the game says aloud with speech on, beyond the words it shows: the title as it
opens, a control as the focus reaches it, and the state of the round on demand; and why
no voice speaks, or one stopped."""

from __future__ import annotations

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


def table_state(mine: int, theirs: int, battle: int, limit: int | None, wars: int) -> str:
    """The table's state on demand: "You 28 cards, the computer 24; battle 112 of 500; 9
    wars" (with no battle limit, "battle 112")."""
    piles = ngettext(
        "You {mine} card, the computer {theirs}", "You {mine} cards, the computer {theirs}", mine
    ).format(mine=number(mine), theirs=number(theirs))
    if limit is None:
        counted = _("battle {battle}").format(battle=number(battle))
    else:
        counted = _("battle {battle} of {limit}").format(battle=number(battle), limit=number(limit))
    fought = ngettext("{count} war", "{count} wars", wars).format(count=number(wars))
    # The three parts of the state, in this order: the piles, the battle, the wars.
    return _("{piles}; {battle}; {wars}").format(piles=piles, battle=counted, wars=fought)


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
