"""The translation catalogues: the messages taken from the code, each language's ``.po``
brought up to date with them, and compiled to the ``.mo`` files the game reads.

Run ``python tools/catalogues.py`` after changing any message in ``war/words/`` (or adding a
language to war/words/languages.py): it writes ``assets/locale/war.pot`` from the code,
starts a ``.po`` for a language that has none, merges the template into every ``.po`` (a
changed message turns fuzzy for its translator, a new one is added empty) and compiles each
``.po`` to its ``.mo``. ``extract``, ``update`` and ``compile`` do one step each. A maintainer's
tool: it needs Babel (requirements-dev.txt); the game reads the ``.mo`` files with the
standard library's gettext.

tests/words/test_catalogues.py fails while a catalogue misses a message, holds a fuzzy one,
writes a placeholder the English does not, or while a ``.mo`` is out of date.
"""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from string import Formatter

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # so `python tools/catalogues.py` finds the war package

from war.words.languages import DOMAIN, LANGUAGES, SOURCE_LANGUAGE  # noqa: E402

LOCALE = ROOT / "assets" / "locale"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
# war/words/translate.py's doors, as Babel's keyword specs: the message's arguments, and
# which one is the context ("c").
KEYWORDS = {
    "_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
}
COMMENT_TAGS = ("Translators:",)
PROJECT = "War"
COPYRIGHT = "The War developers"
BUGS = "the War developers"
TEAM = "The War translators"
FIXED_DATE = datetime(2026, 1, 1, tzinfo=UTC)


def po_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(code: str) -> Path:
    return po_path(code).with_suffix(".mo")


def translated_codes() -> list[str]:
    """The languages with a catalogue: every one the game offers but English, its source."""
    return [code for code, _name in LANGUAGES if code != SOURCE_LANGUAGE]


def extracted() -> Catalog:
    """Every message the code looks up, with where it is and what it says to translators."""
    catalog = Catalog(
        project=PROJECT,
        copyright_holder=COPYRIGHT,
        msgid_bugs_address=BUGS,
        fuzzy=False,
    )
    found = extract_from_dir(
        str(ROOT / "war"),
        method_map=[("**.py", "python")],
        keywords=KEYWORDS,
        comment_tags=COMMENT_TAGS,
        strip_comment_tags=True,
    )
    for filename, lineno, message, comments, context in found:
        where = f"war/{Path(filename).as_posix()}"
        catalog.add(message, None, [(where, lineno)], auto_comments=comments, context=context)
    for each in catalog:
        # Every message is filled by str.format: a "%" in one ("90% of rounds") is a sign,
        # which Babel would flag as printf's (and msgfmt -c then check as such).
        each.flags.discard("python-format")
    return catalog


def _write_po(path: Path, catalog: Catalog) -> None:
    """A catalogue written the same way each time: by file, no line numbers (so moving code
    changes no catalogue), wrapped at 100 columns like the code."""
    buffer = io.BytesIO()
    write_po(
        buffer,
        catalog,
        width=100,
        sort_by_file=True,
        include_lineno=False,
        omit_header=False,
        ignore_obsolete=True,
    )
    # The template's creation date would change every catalogue on every run: left out.
    data = b"\n".join(
        line
        for line in buffer.getvalue().split(b"\n")
        if not line.startswith(b'"POT-Creation-Date:')
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_bytes() != data:
        path.write_bytes(data)


def read(path: Path, code: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=code, domain=DOMAIN)


def compiled(catalog: Catalog) -> bytes:
    """The ``.mo`` of ``catalog``: fuzzy messages left out, as gettext would."""
    catalog.creation_date = FIXED_DATE  # not in the .po (see _write_po): the same each time
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def placeholders(text: str) -> set[str]:
    """The named placeholders in ``text``: "{count} cards" has {"count"}."""
    return {name for _literal, name, _spec, _conversion in Formatter().parse(text) if name}


def problems(code: str, template: Catalog | None = None, path: Path | None = None) -> list[str]:
    """What is wrong with language ``code``'s catalogue, a line each: messages of the code
    it lacks or has not translated, fuzzy ones, placeholders not the English's, plural
    forms short. (``template``: the messages the code looks up, by default extracted now;
    ``path``: a ``.po`` to check in place of the shipped one.)"""
    template = template if template is not None else extracted()
    catalog = read(path or po_path(code), code)
    found = []
    for message in template:
        if not message.id:
            continue
        entry = catalog.get(message.id, message.context)
        label = message.id[0] if isinstance(message.id, tuple) else message.id
        where = f"{code}: {label!r}" + (f" ({message.context})" if message.context else "")
        if entry is None:
            found.append(f"{where}: missing (run tools/catalogues.py)")
            continue
        if entry.fuzzy:
            found.append(f"{where}: fuzzy (the English changed: check it, then drop the flag)")
        string = entry.string
        forms = [str(each or "") for each in string] if isinstance(string, tuple) else [string]
        if not all(forms):
            found.append(f"{where}: not translated")
            continue
        if isinstance(message.id, tuple) and len(forms) != catalog.num_plurals:
            wanted = catalog.num_plurals
            found.append(f"{where}: {len(forms)} plural forms, the language has {wanted}")
        english = [message.id] if isinstance(message.id, str) else list(message.id)
        sets = [placeholders(each) for each in english]
        most, least = set.union(*sets), set.intersection(*sets)
        for form in forms:
            try:
                used = placeholders(str(form))
            except ValueError as error:
                found.append(f"{where}: {form!r}: {error}")
                continue
            if not least <= used <= most:
                found.append(f"{where}: {form!r} has {sorted(used)}, not {sorted(most)}")
    return found


def extract() -> Catalog:
    template = extracted()
    _write_po(TEMPLATE, template)
    return template


def update(template: Catalog, codes: Iterable[str]) -> None:
    for code in codes:
        path = po_path(code)
        if path.exists():
            catalog = read(path, code)
        else:
            catalog = Catalog(
                locale=code,
                domain=DOMAIN,
                project=PROJECT,
                copyright_holder=COPYRIGHT,
                msgid_bugs_address=BUGS,
                language_team=TEAM,
                last_translator=TEAM,
                fuzzy=False,
            )
        # A changed message keeps its old translation, flagged fuzzy: the translator sees
        # what to mend, and until then the game shows the English (fuzzy ones are not
        # compiled), never a near miss.
        catalog.update(template)
        for message in catalog:
            message.flags.discard("python-format")  # kept from an older template: see extracted
        _write_po(path, catalog)


def compile_all(codes: Iterable[str]) -> None:
    for code in codes:
        data = compiled(read(po_path(code), code))
        target = mo_path(code)
        if not target.exists() or target.read_bytes() != data:
            target.write_bytes(data)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "step",
        nargs="?",
        choices=("all", "extract", "update", "compile", "check"),
        default="all",
        help="one step only (default: all three, in order); check: say what a catalogue lacks",
    )
    parser.add_argument("codes", nargs="*", help="the languages to check (default: all)")
    options = parser.parse_args(argv)
    step = options.step
    codes = options.codes or translated_codes()
    if step == "check":
        template = extracted()
        lines = [line for code in codes for line in problems(code, template)]
        print("\n".join(lines) if lines else "Every catalogue is complete.")
        return 1 if lines else 0
    if step in ("all", "extract", "update"):
        template = extract() if step != "update" else read(TEMPLATE)
        if step != "extract":
            update(template, codes)
    if step in ("all", "compile"):
        compile_all(codes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
