"""What the title screen says: the name, the tagline, its buttons, the keys, the notices."""

from __future__ import annotations

from war.core.rules import BATTLE_LIMIT
from war.words.format import number
from war.words.table import deal_name
from war.words.translate import _, ngettext, pgettext


def name() -> str:
    """The game's name, large on the title."""
    return _("WAR")


def tagline() -> str:
    return _("the card game · you against the computer")


def resume_round() -> str:
    return _("Resume round")


def resume_detail(seed: int | None, battles: int) -> str:
    """Under Resume round: the saved round's deal and the battle reached."""
    return _("{deal} · battle {battle} of {limit}").format(
        deal=deal_name(seed), battle=battles, limit=BATTLE_LIMIT
    )


def quit_game() -> str:
    return _("Quit")


def keys_line(
    *,
    first: str,
    new: str,
    record: str,
    rules: str,
    settings: str,
    back: str,
    fullscreen: str,
    resumable: bool,
) -> str:
    """The reminder of the keys, each named as the key map names it: ``first`` presses the
    first button, Resume round if there is one (``resumable``), else New round."""
    if resumable:
        hints = [_("{key} resume").format(key=first), _("{key} new round").format(key=new)]
    else:
        hints = [_("{key} or {other} new round").format(key=first, other=new)]
    hints += [
        _("{key} record").format(key=record),
        _("{key} rules").format(key=rules),
        _("{key} settings").format(key=settings),
        _("{key} quit").format(key=back),
        _("{key} full screen").format(key=fullscreen),
    ]
    return _("Keys: {hints}").format(hints=hints_between().join(hints))


def hints_between() -> str:
    """What stands between two hints of the line of keys (a line may break after it)."""
    return pgettext("between hints", " · ")


def more_notices(more: int) -> str:
    """The title's last line of notices where it has no room for them all: how many
    ``more`` there are (the words that open them all follow it, ``read_notices``)."""
    message = ngettext("…and {count} more", "…and {count} more", more)
    return message.format(count=number(more))


def read_notices(count: int) -> str:
    """After the title's notices, where one is cut short or left out: pressed, it opens
    the ``count`` notices, each whole, on a page of their own."""
    if count == 1:
        return _("Read it in full")
    return _("Read them in full")


def notices_title(count: int) -> str:
    """The title of the page that shows the ``count`` notices whole."""
    if count == 1:
        return _("Notice")
    return _("Notices")
