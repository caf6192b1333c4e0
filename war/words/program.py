"""The program's own names, and the commands the game shows people to type: data, the same
in every language (what the shell knows it by)."""

from __future__ import annotations

import shlex

NAME = "war"  # the command's name, before each line it says at the terminal ("war: ...")
PROGRAM = NAME  # how the game was started: what the commands it shows begin with


def started_as(program: str) -> None:
    """Say how the game was started, so the commands it shows can be typed as they are:
    ``war`` (installed), ``python main.py`` (a checkout), ``python -m war``."""
    global PROGRAM
    PROGRAM = program


def command(*words: str) -> str:
    """The program with ``words`` after it, quoted as a shell takes them:
    ``command("--seed", "42")`` is ``war --seed 42`` when started as ``war``."""
    return " ".join([PROGRAM, *(shlex.quote(word) for word in words)])
