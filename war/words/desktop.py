"""What ``war desktop install`` and ``war desktop uninstall`` say: their help, each thing
done, and what stopped them."""

from __future__ import annotations

from war.words.format import number
from war.words.program import command
from war.words.translate import _, ngettext

# -- help ---------------------------------------------------------------------------------------


def desktop_description(folder: str) -> str:
    """``folder`` is the user's data folder, where they go ($XDG_DATA_HOME)."""
    return _(
        "Put War into your desktop's menu (Linux desktops: GNOME, KDE, Xfce, ...) or take "
        "it out again: the menu entry, the icon and the software centre's description, in "
        "your own data folder ({folder})."
    ).format(folder=folder)


def action_help() -> str:
    return _("install: put War into the menu; uninstall: take out what install put there")


def action_value() -> str:
    """The action's name in the usage line."""
    return "{install,uninstall}"  # the words typed, the same in every language


def actions_title() -> str:
    """The heading over the action (install or uninstall) in --help."""
    return _("what to do")


def unknown_action(got: str) -> str:
    return _("{command} knows install and uninstall, got {got}").format(
        command=command("desktop"), got=got
    )


def needs_an_action() -> str:
    return _("say what to do: {install} or {uninstall}").format(
        install=command("desktop", "install"), uninstall=command("desktop", "uninstall")
    )


# -- what was done ------------------------------------------------------------------------------


def installed_entry(path: str, starts: str) -> str:
    """``starts`` is the command the menu entry runs."""
    return _("installed the menu entry {path} (it starts {command})").format(
        path=path, command=starts
    )


def installed_icons(count: int, folder: str) -> str:
    message = ngettext(
        "installed the icon, in {count} size, under {folder}",
        "installed the icon, in {count} sizes, under {folder}",
        count,
    )
    return message.format(count=number(count), folder=folder)


def installed_metainfo(path: str) -> str:
    return _("installed the software centre's description {path}").format(path=path)


def already_installed(path: str) -> str:
    return _("War is in your menu already, unchanged: {path}").format(path=path)


def removed_entry(path: str) -> str:
    return _("removed the menu entry {path}").format(path=path)


def removed_icons(count: int, folder: str) -> str:
    message = ngettext(
        "removed the icon, in {count} size, from {folder}",
        "removed the icon, in {count} sizes, from {folder}",
        count,
    )
    return message.format(count=number(count), folder=folder)


def removed_metainfo(path: str) -> str:
    return _("removed the software centre's description {path}").format(path=path)


def left_changed(path: str) -> str:
    """A file install put there and someone changed since: not ours to remove any more."""
    return _("left {path} where it is: it was changed after war installed it").format(path=path)


def not_installed(folder: str) -> str:
    return _("War is not in your menu: nothing of it to remove under {folder}").format(
        folder=folder
    )


# -- what stopped it ----------------------------------------------------------------------------


def not_a_freedesktop_system(system: str) -> str:
    """``system`` is the operating system's own name (Windows, macOS)."""
    return _(
        "{command} is for Linux desktops (freedesktop.org menus); on {system}, start War with {war}"
    ).format(command=command("desktop", "install"), system=system, war=command())


def someone_elses_file(path: str) -> str:
    return _(
        "{path} is there already and war did not put it there: move it away, then run {command}"
    ).format(path=path, command=command("desktop", "install"))


def cannot_install(path: str, reason: str) -> str:
    return _("cannot put War into the menu: {path}: {reason}").format(path=path, reason=reason)


def cannot_uninstall(path: str, reason: str) -> str:
    return _("cannot take War out of the menu: {path}: {reason}").format(path=path, reason=reason)


def unusable_path(path: str) -> str:
    """A path the menu entry cannot hold: control characters, or not UTF-8."""
    return _(
        "a menu entry cannot start a program at {path}: the path has characters a menu "
        "entry cannot hold"
    ).format(path=path)


def unreadable_record(path: str, reason: str) -> str:
    """The list of what install put there (kept to take exactly that out again)."""
    return _("cannot read {path}, the list of what war installed: {reason}").format(
        path=path, reason=reason
    )


def not_a_record() -> str:
    """Why a record that is there cannot be used: it is not what war writes."""
    return _("it is not the list war writes")
