"""What the dialog that plays a deal of your choice says: the field, its hints and mistakes."""

from __future__ import annotations

from war.words.format import number
from war.words.table import deal_name
from war.words.translate import _, ngettext

# -- play a deal --------------------------------------------------------------------------------


def deal_title() -> str:
    return _("Play a deal")


def deal_note() -> str:
    return _("Type a deal's number: the same number always deals the same cards.")


def deal_placeholder() -> str:
    """In the empty field."""
    return _("Deal number")


def play_deal() -> str:
    return _("Play deal")


def cancel() -> str:
    return _("Cancel")


def this_round(seed: int | None) -> str:
    """Under an empty field: the deal on the table now."""
    return "" if seed is None else _("This round: {deal}").format(deal=deal_name(seed))


def digits_only() -> str:
    """Why what was typed is refused: it is not a number."""
    return _("Digits only: 0 to 9")


def type_first() -> str:
    """Why Play deal did nothing: the field is empty."""
    return _("Type a deal number first")


def too_long(most: int) -> str:
    """Why what was typed is refused: the number would be longer than ``most`` digits."""
    message = ngettext("At most {count} digit", "At most {count} digits", most)
    return message.format(count=number(most))


def negative() -> str:
    return _("Deal numbers start at 0")
