"""``war stats``: the record of a data folder, printed for people or as JSON, with nothing
in the folder made, set aside or written."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING

from war import speaking
from war.messages import say
from war.output import EXIT_FAILURE, write_output
from war.store.data_dir import data_dir_option, data_folder
from war.store.store import Store
from war.words import command as words
from war.words.program import command

if TYPE_CHECKING:
    from war.arguments import Parser


def run(args: list[str], lang: str | None) -> int:
    parser = stats_parser()
    options, extras = parser.read(args)
    if extras:
        raise parser.unknown(extras)
    # The default folder is made when the game first runs: missing, no round is played yet.
    folder = None if options.data_dir is None else data_folder(options.data_dir, must_exist=True)
    store = Store(folder, read_only=True, tell=say)
    kept = store.settings.language
    if lang is None and kept is not None:
        speaking.use(kept)  # the language the player chose in the game's settings
    if store.record_unread:
        # Said on stderr by the store. An empty record in its place would read as a fresh
        # install ("No rounds played yet", all zeros) to a person or a script.
        return EXIT_FAILURE
    return write_output(_print_record, store, options.json)


def stats_parser() -> Parser:
    from war.arguments import Parser

    parser = Parser(prog=command("stats"), description=words.stats_description())
    parser.add_argument("--json", action="store_true", help=words.json_help())
    data_dir_option(parser)
    speaking.add_option(parser)
    return parser


def _print_record(store: Store, as_json: bool) -> int:
    from datetime import date

    from war.store.record_file import totals_json
    from war.words.record import format_record

    today = date.today()  # the daily streak lives up to today or yesterday
    if as_json:
        sys.stdout.write(json.dumps(totals_json(store.record, today)) + "\n")
    else:
        sys.stdout.write(format_record(store.record, store.folder, today) + "\n")
    return 0
