"""What the game says as its window opens: no display, too large a window, an asset amiss."""

from __future__ import annotations

from war.words.format import number
from war.words.program import command
from war.words.translate import _


def no_display(reason: str) -> str:
    return _(
        "no display available ({reason}); the headless simulator still works: {command}"
    ).format(reason=reason, command=command("simulate"))


def no_wayland_socket() -> str:
    return _("WAYLAND_DISPLAY names no Wayland socket and DISPLAY is not set")


def no_display_variable() -> str:
    return _("neither DISPLAY nor WAYLAND_DISPLAY is set")


def x11_without_display() -> str:
    return _("SDL_VIDEODRIVER is x11 but DISPLAY is not set")


def wayland_without_socket() -> str:
    return _("SDL_VIDEODRIVER is wayland but there is no Wayland socket to connect to")


def x_display_unreachable(display: str) -> str:
    return _("the X display {display} (DISPLAY) cannot be opened").format(display=display)


def wayland_library_missing(library: str) -> str:
    return _("{library}, which a window on Wayland needs, cannot be loaded").format(library=library)


def only_a_headless_driver(driver: str) -> str:
    return _("SDL found only the {driver} driver").format(driver=driver)


def cannot_open_window(error: str) -> str:
    return _("cannot open the game window: {error}").format(error=error)


def size_cut_to_screen(
    asked: tuple[int, int], screen: tuple[int, int], opened: tuple[int, int]
) -> str:
    return _(
        "--size {width}x{height} is larger than the screen ({screen_width}x{screen_height}); "
        "opening {opened_width}x{opened_height}"
    ).format(
        width=asked[0],
        height=asked[1],
        screen_width=screen[0],
        screen_height=screen[1],
        opened_width=opened[0],
        opened_height=opened[1],
    )


# -- assets -------------------------------------------------------------------------------------


def missing_asset(path: str) -> str:
    return _("missing asset: {path}").format(path=path)


def unreadable_asset(path: str, reason: str) -> str:
    return _("unreadable asset: {path} ({reason})").format(path=path, reason=reason)


def permission_denied() -> str:
    return _("permission denied")


def not_a_font() -> str:
    return _("not a TrueType/OpenType font")


def renders_nothing() -> str:
    return _("renders nothing")


def unreadable_data(path: str, error: str) -> str:
    return _("unreadable data: {path} ({error})").format(path=path, error=error)


# -- court figures ------------------------------------------------------------------------------


def no_svg() -> str:
    return _("this pygame-ce cannot read SVG images; court cards are drawn with letters")


def figure_fallback(problem: str, path: str, card: str, detail: str = "") -> str:
    """A court figure that cannot be used, ``problem`` saying why (a name from
    war/window/drawing/figures.py, with its ``detail``): the card keeps its letter."""
    match problem:
        case "missing":
            message = _("court figure {path} is missing; the {card} is drawn with its letter")
        case "not_regular":
            message = _(
                "court figure {path} is not a regular file; the {card} is drawn with its letter"
            )
        case "unreadable":
            message = _(
                "court figure {path} cannot be read ({detail}); the {card} is drawn with its letter"
            )
        case "too_large":
            message = _(
                "court figure {path} is larger than {detail} bytes; the {card} is drawn with "
                "its letter"
            )
        case "not_well_formed":
            message = _(
                "court figure {path} is damaged (not well-formed SVG: {detail}); the {card} is "
                "drawn with its letter"
            )
        case "not_svg":
            message = _(
                "court figure {path} is damaged (not an SVG image); the {card} is drawn with "
                "its letter"
            )
        case "cannot_draw":
            message = _(
                "court figure {path} cannot be drawn ({detail}); the {card} is drawn with its "
                "letter"
            )
        case "draws_nothing":
            message = _(
                "court figure {path} draws almost nothing ({detail} of its figure); the {card} "
                "is drawn with its letter"
            )
        case _:
            raise ValueError(f"no words for {problem!r}")
    return message.format(path=path, card=card, detail=detail)


def icon_fallback(problem: str, path: str, detail: str = "") -> str:
    """The window's icon cannot be used, ``problem`` saying why (a name from
    war/window/drawing/icon.py, with its ``detail``): the window keeps the default icon."""
    match problem:
        case "missing":
            message = _("window icon {path} is missing; the window has the default icon")
        case "not_regular":
            message = _("window icon {path} is not a regular file; the window has the default icon")
        case "unreadable":
            message = _(
                "window icon {path} cannot be read ({detail}); the window has the default icon"
            )
        case "too_large":
            message = _(
                "window icon {path} is larger than {detail} bytes; the window has the default icon"
            )
        case "damaged":
            message = _("window icon {path} is damaged ({detail}); the window has the default icon")
        case _:
            raise ValueError(f"no words for {problem!r}")
    return message.format(path=path, detail=detail)


def figure_size(most: int) -> str:
    """How large a figure file may be, as the words about it show it."""
    return number(most)


def window_title() -> str:
    """The window's title, as the desktop shows it."""
    return _("War")
