"""What the Settings say: each setting's name and values, what it does, and the keys for it."""

from __future__ import annotations

from collections.abc import Callable

from war.store.settings import Speed
from war.words.translate import _, pgettext

Words = Callable[[], str]


def title() -> str:
    """The scene's title."""
    return pgettext("the scene", "Settings")


def hint() -> str:
    return _("Changes apply at once and are kept for next time.")


NAMES: dict[str, Words] = {
    "speed": lambda: _("Speed"),
    "reduced_motion": lambda: _("Reduced motion"),
    "four_colour_deck": lambda: _("Four-colour deck"),
    "large_text": lambda: _("Large text"),
    "high_contrast": lambda: _("High contrast"),
    "sound": lambda: _("Sound"),
    "volume": lambda: _("Volume"),
    "speech": lambda: _("Speech"),
    "fullscreen": lambda: _("Full screen"),
    "language": lambda: _("Language"),
    "card_back": lambda: _("Card back"),
    "table_colour": lambda: _("Table colour"),
}

SPEEDS: dict[Speed, Words] = {
    Speed.SLOW: lambda: _("Slow"),
    Speed.NORMAL: lambda: _("Normal"),
    Speed.FAST: lambda: _("Fast"),
    Speed.INSTANT: lambda: _("Instant"),
}


# What each of the cards' backs and the table's colours (store/settings.py's CARD_BACKS and
# TABLE_COLOURS) is called where a player chooses one.
CARD_BACKS: dict[str, Words] = {
    "lattice": lambda: pgettext("a card back", "Blue lattice"),
    "rosette": lambda: pgettext("a card back", "Red rosette"),
    "tartan": lambda: pgettext("a card back", "Green tartan"),
    "sunburst": lambda: pgettext("a card back", "Gold sunburst"),
}
TABLE_COLOURS: dict[str, Words] = {
    "green": lambda: pgettext("the table's colour", "Green"),
    "blue": lambda: pgettext("the table's colour", "Blue"),
    "red": lambda: pgettext("the table's colour", "Wine red"),
    "grey": lambda: pgettext("the table's colour", "Charcoal"),
}


def system_language(language: str) -> str:
    """The language row's value when it follows the system: ``language`` is the one
    spoken, in its own name."""
    return _("System ({language})").format(language=language)


def volume(percent: int) -> str:
    """The volume's level, beside its name above the slider."""
    return _("{percent}%").format(percent=percent)


def help_line(name: str, *, mute: str, down: str, up: str, fullscreen: str) -> str:
    """What setting ``name`` does, for the one in hand; the keys that do it anywhere are
    named as the key map names them."""
    match name:
        case "speed":
            return _("How fast the cards move. Instant shows each result without moving a card.")
        case "reduced_motion":
            return _("Cards fade in and out where they lie: nothing slides, turns or pops.")
        case "four_colour_deck":
            return _("Diamonds blue and clubs green: no suit told by red or black alone.")
        case "large_text":
            return _("Every word on every screen a quarter larger.")
        case "high_contrast":
            return _("Darker felt, pure white words, bolder button edges.")
        case "sound":
            message = _(
                "Hear the cards, the wars and the end of each round. "
                "{key} turns sound off or on anywhere."
            )
            return message.format(key=mute)
        case "volume":
            message = _("How loud the sounds play. {down} and {up} change it anywhere.")
            return message.format(down=down, up=up)
        case "speech":
            return _("Your screen reader, or the computer's voice, says each move aloud.")
        case "fullscreen":
            return _("The game fills the screen. {key} does it anywhere.").format(key=fullscreen)
        case "language":
            return _("The language of every word in the game. System: your computer's.")
        case "card_back":
            return _("The pattern on the back of every card.")
        case "table_colour":
            return _("The colour of the cloth the cards are played on.")
    raise KeyError(name)
