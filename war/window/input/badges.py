"""Which controls the game names: the keyboard's keys, or a game pad's buttons, whichever
the player last used (the mouse and touch leave it as it was; the last pad unplugged, the
keys).

Buttons show the key (or pad button) that presses them, and the title, the rules and the
settings name them, all through here: so a player on a pad reads "A", one on the keyboard
"Space". A thing the pad has no button for is pressed by focusing it and pressing A: its
button shows no badge then, and the words name its key.
"""

from __future__ import annotations

from enum import Enum

from war.window.input.actions import Action
from war.window.input.keymap import key_names
from war.window.input.pad_kinds import PadKind
from war.window.input.padmap import pad_names


class Device(Enum):
    KEYBOARD = "keyboard"
    PAD = "pad"


_in_use = Device.KEYBOARD
_kind = PadKind.XBOX  # the pad last used: its buttons named as it prints them


def use(device: Device, kind: PadKind = PadKind.XBOX) -> None:
    """Name ``device``'s controls from now on (a pad's as a pad of ``kind`` prints them)."""
    global _in_use, _kind
    _in_use, _kind = device, kind


def in_use() -> Device:
    return _in_use


def naming() -> tuple[Device, PadKind]:
    """What is named now: the device, and the kind of pad."""
    return _in_use, _kind


def control_names(action: Action) -> list[str]:
    """The names of the controls that do ``action``, in the language in use: the pad's
    buttons while a pad is in use (its keys where the pad has none), else the keys."""
    if _in_use is Device.PAD:
        return pad_names(action, _kind) or key_names(action)
    return key_names(action)


def badge(action: Action, *, signs: bool = True) -> str | None:
    """The one name a button shows for ``action``, if the device in use has a control
    for it (a PlayStation's face buttons by their signs, ✕ ○ □ △, unless not ``signs``:
    in words, to be said aloud)."""
    pad = _in_use is Device.PAD
    names = pad_names(action, _kind, signs=signs) if pad else key_names(action)
    return names[0] if names else None
