"""The command line's values read: a whole number, a window's size, the data folder. Each
mistake is a UsageError whose one line names the option and echoes the value (cut short,
its control characters escaped)."""

from __future__ import annotations

import os
import re
import stat
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from war.messages import echo
from war.store.files import in_the_way
from war.store.store import default_folder
from war.usage import UsageError
from war.window.layout.units import MIN_WINDOW_SIZE
from war.words import command as words

if TYPE_CHECKING:
    from war.arguments import Parser

MAX_SIDE = 10_000  # pixels, either side of the window


def whole_number(option: str, text: str, minimum: int, maximum: int | None = None) -> int:
    """``text`` as an int from ``minimum`` to ``maximum`` (if given); else UsageError.

    At most ``sys.get_int_max_str_digits()`` digits (4300 by default): Python can neither
    read nor print a longer number, so a seed past it could not be shown to replay it.
    """
    if text.isascii() and text.isdigit():
        limit = sys.get_int_max_str_digits()
        if limit and len(text) > limit:
            raise UsageError(words.too_many_digits(option, minimum, maximum, limit, len(text)))
        value = int(text)
        if value >= minimum and (maximum is None or value <= maximum):
            return value
    raise UsageError(words.not_a_whole_number(option, minimum, maximum, echo(text)))


def window_size(text: str) -> tuple[int, int]:
    """``"1024x600"`` -> (1024, 600), within the layout's MIN_WINDOW_SIZE and MAX_SIDE."""
    match = re.fullmatch(r"(\d+)[xX](\d+)", text) if text.isascii() else None
    if match is None:
        raise UsageError(words.size_not_width_by_height(echo(text)))
    # Compared as digit strings first: int() refuses more than 4300 digits.
    sides = [side.lstrip("0") or "0" for side in match.groups()]
    if any(len(side) > len(str(MAX_SIDE)) or int(side) > MAX_SIDE for side in sides):
        raise UsageError(words.size_too_large(MAX_SIDE, echo(text)))
    width, height = (int(side) for side in sides)
    min_width, min_height = MIN_WINDOW_SIZE
    if width < min_width or height < min_height:
        raise UsageError(words.size_too_small(MIN_WINDOW_SIZE, echo(text)))
    return width, height


def data_folder(text: str, *, must_exist: bool) -> Path:
    """--data-dir's folder. Not a file, nor inside one; if ``must_exist``, one that is there.
    Whatever else stops it being used (no permission, a name too long) the store says in
    one line."""
    if not text or "\0" in text:
        raise UsageError(words.data_dir_not_a_folder(echo(text)))
    # os.path's, not Path's: "~nobody/x" is left as it is, where Path's raises.
    folder = Path(os.path.expanduser(text))
    try:
        is_folder = stat.S_ISDIR(os.stat(folder).st_mode)
    except NotADirectoryError:  # something on the way there is no folder: it never can be
        found = in_the_way(folder)
        if found is not None and os.path.isfile(found):
            raise UsageError(words.data_dir_in_a_file(echo(text), echo(str(found)))) from None
        if must_exist:
            raise UsageError(words.data_dir_missing(echo(text))) from None
        return folder
    except FileNotFoundError:
        if must_exist:
            raise UsageError(words.data_dir_missing(echo(text))) from None
        return folder
    except OSError:
        return folder
    if not is_folder:
        raise UsageError(words.data_dir_a_file(echo(text)))
    return folder


def data_dir_option(parser: Parser) -> None:
    parser.add_argument(
        "--data-dir",
        metavar=words.path_value(),
        help=words.data_dir_help(str(default_folder())),
    )
