"""--data-dir: the option, and the folder it names checked. Not a file, nor inside one;
whatever else stops a folder being used (no permission, a name too long) the store says in
one line."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING

from war.messages import echo
from war.store.files import in_the_way
from war.store.store import default_folder
from war.usage import UsageError
from war.words import command as words

if TYPE_CHECKING:
    from war.arguments import Parser


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
