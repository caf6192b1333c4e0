"""The one gettext door, read from the source: nothing outside war/words looks a message up
or touches gettext, and war/words looks each message up only when a function runs (never
at import, in a default value or a decorator), so a language put in use later applies to
every word."""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

from tests.helpers import ROOT

WAR = ROOT / "war"
WORDS = WAR / "words"
LOOKUPS = {"_", "gettext", "ngettext", "pgettext", "npgettext", "dgettext", "dngettext"}
DOOR = WORDS / "translate.py"


def sources(folder: Path) -> Iterator[tuple[Path, ast.Module]]:
    for path in sorted(folder.rglob("*.py")):
        yield path, ast.parse(path.read_text(encoding="utf-8"), str(path))


def called(node: ast.Call) -> str | None:
    """The name a call calls: ``_`` for ``_(...)``, ``gettext`` for ``translate.gettext(...)``."""
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return None


def where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', '?')}"


def test_nothing_outside_war_words_looks_a_message_up_or_imports_gettext():
    found = []
    for path, tree in sources(WAR):
        if path.is_relative_to(WORDS):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                found += [where(path, node) for alias in node.names if alias.name == "gettext"]
            elif isinstance(node, ast.ImportFrom):
                if node.module == "gettext" or node.module == "war.words.translate":
                    found.append(where(path, node))
                if node.module == "war.words" and any(a.name == "translate" for a in node.names):
                    found.append(where(path, node))
            elif isinstance(node, ast.Call) and called(node) in LOOKUPS:
                found.append(where(path, node))
    assert not found, f"a message looked up outside war/words: {found}"


def test_only_translate_py_imports_gettext():
    found = [
        where(path, node)
        for path, tree in sources(WORDS)
        if path != DOOR
        for node in ast.walk(tree)
        if (isinstance(node, ast.Import) and any(a.name == "gettext" for a in node.names))
        or (isinstance(node, ast.ImportFrom) and node.module == "gettext")
    ]
    assert not found, f"gettext used past the one door: {found}"


def eager_lookups(path: Path, tree: ast.Module) -> list[str]:
    """Look-ups in ``tree`` that run when it is imported or a function is defined: at the
    top of the module or of a class, in a default value, a decorator or an annotation.
    A function's or a lambda's body runs only when called, so what it looks up is fresh."""
    found: list[str] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            arguments = node.args
            for default in [*arguments.defaults, *arguments.kw_defaults]:
                if default is not None:
                    visit(default)
            if not isinstance(node, ast.Lambda):
                for decorator in node.decorator_list:
                    visit(decorator)
            return  # the body runs when called
        if isinstance(node, ast.Call) and called(node) in LOOKUPS:
            found.append(where(path, node))
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def test_war_words_looks_messages_up_only_inside_functions():
    found = [spot for path, tree in sources(WORDS) for spot in eager_lookups(path, tree)]
    assert not found, f"a message looked up at import: {found}"


def test_the_check_finds_a_lookup_at_import_in_a_default_and_in_a_decorator():
    """The check above is no check if it finds nothing where there is something."""
    source = """
HELLO = _("Hello")
WORDS = {"a": lambda: _("fine: looked up when called")}
def greet(name=pgettext("a name", "you")):
    return _("fine")
@register(ngettext("one", "many", 2))
def named():
    pass
class Words:
    TITLE = _("Title")
"""
    tree = ast.parse(source)
    lines = sorted(int(spot.rsplit(":", 1)[1]) for spot in eager_lookups(ROOT / "x.py", tree))
    assert lines == [2, 4, 6, 10]


IMPORT_EVERY_MODULE = """
import importlib, os, pkgutil, sys
import gettext
if os.environ.get("WAR_WITHOUT_PYGAME"):
    sys.modules["pygame"] = None  # as in the tier run without pygame
from war.words import translate

class Refusing(gettext.NullTranslations):
    def gettext(self, *message):
        raise AssertionError(f"looked up at import: {message!r}")
    ngettext = pgettext = gettext

translate.use(Refusing())
import war
for module in pkgutil.walk_packages(war.__path__, "war."):
    try:
        importlib.import_module(module.name)
    except ModuleNotFoundError as error:
        if error.name != "pygame":
            raise
"""


def test_importing_every_module_of_the_game_looks_no_message_up():
    """What the source check cannot see (a module-level call of a function that looks a
    message up): every module imported in a fresh interpreter whose translation refuses
    any look-up."""
    result = subprocess.run(
        [sys.executable, "-c", IMPORT_EVERY_MODULE],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
