"""The program's own names, and the commands the game shows people to type: data, the same
in every language (what the shell knows it by)."""

from __future__ import annotations

import shlex

PROGRAM = "python main.py"  # how the game is started, as the README says
NAME = "war"  # the command's name, before each line it says at the terminal ("war: ...")


def command(*words: str) -> str:
    """The program with ``words`` after it, quoted as a shell takes them:
    ``command("--seed", "42")`` is ``python main.py --seed 42``."""
    return " ".join([PROGRAM, *(shlex.quote(word) for word in words)])
