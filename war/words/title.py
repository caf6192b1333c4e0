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


def resume_detail(seed: int | None, battles: int, limit: int | None = BATTLE_LIMIT) -> str:
    """Under Resume round: the saved round's deal and the battle reached, of its rules'
    ``limit`` (None: a round with no limit)."""
    if limit is None:
        return _("{deal} · battle {battle}").format(deal=deal_name(seed), battle=battles)
    return _("{deal} · battle {battle} of {limit}").format(
        deal=deal_name(seed), battle=battles, limit=limit
    )


def resume_said(deal: str, battles: int, limit: int | None = BATTLE_LIMIT) -> str:
    """Resume round's detail as said aloud (``deal``: the deal's name as said, "Deal 570"):
    "Deal 570, battle 12 of 500", with no "#" or "·" for a screen reader to name."""
    if limit is None:
        # Translators: said aloud, as the line below, of a round with no battle limit.
        return _("{deal}, battle {battle}").format(deal=deal, battle=number(battles))
    # Translators: said aloud: the saved round's deal ({deal}, as said: "Deal 570", or "Deal
    # of the day, 2 December 2026") and the battle it reached; no sign a voice would name.
    return _("{deal}, battle {battle} of {limit}").format(
        deal=deal, battle=number(battles), limit=number(limit)
    )


def quit_game() -> str:
    return _("Quit")


def keys_line(
    *,
    first: str,
    new: str | None,
    record: str | None,
    rules: str | None,
    settings: str | None,
    back: str | None,
    fullscreen: str | None,
    resumable: bool,
    pad: bool = False,
    said: bool = False,
) -> str:
    """The reminder of the controls, each named as its map names it: ``first`` presses the
    first button, Resume round if there is one (``resumable``), else New round. A control
    that is None has nothing to name it (a pad has no button for it) and is left out;
    ``pad``: they are a pad's buttons; ``said``: read aloud, the hints apart by no sign."""
    if resumable:
        hints = [_("{key} resume").format(key=first)]
        if new is not None:
            hints.append(_("{key} new round").format(key=new))
    elif new is not None:
        hints = [_("{key} or {other} new round").format(key=first, other=new)]
    else:
        hints = [_("{key} new round").format(key=first)]
    for key, hint in (
        (record, _("{key} record")),
        (rules, _("{key} rules")),
        (settings, _("{key} settings")),
        (back, _("{key} quit")),
        (fullscreen, _("{key} full screen")),
    ):
        if key is not None:
            hints.append(hint.format(key=key))
    joined = (hints_said_between() if said else hints_between()).join(hints)
    if pad:
        return _("Gamepad: {hints}").format(hints=joined)
    return _("Keys: {hints}").format(hints=joined)


def hints_between() -> str:
    """What stands between two hints of the line of keys (a line may break after it)."""
    return pgettext("between hints", " · ")


def hints_said_between() -> str:
    """What stands between two hints of the line of keys read aloud, in place of " · " (a
    screen reader says "middle dot")."""
    # Translators: between two hints of the line of keys as it is read aloud ("Space or N
    # new round; S record; H rules"): a pause a voice makes, no sign it would name.
    return pgettext("between hints, said aloud", "; ")


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
