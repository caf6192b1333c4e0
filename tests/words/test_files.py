"""Tests for war/words/files.py: what the game says of its data folder's files."""

from __future__ import annotations

from war.words.files import Kind, cannot_be_read, left_as_it_is, set_aside

YOUR: dict[Kind, str] = {
    "round": "Your saved round ",
    "record": "Your record ",
    "settings": "Your settings ",
}


def test_each_notice_of_a_file_says_first_what_became_of_your_game_then_of_the_file():
    for kind, opening in YOUR.items():
        aside = set_aside(kind, "P", "F.bad-1")
        assert aside.startswith(f"{opening}could not be read (P), so ") and aside.endswith(
            "; the old file is kept as F.bad-1."
        ), kind
        for said in (left_as_it_is(kind, "P", "F"), cannot_be_read(kind, "P", "F")):
            assert said.startswith(opening) and "(P), so " in said, (kind, said)
            assert said.endswith("; F is left as it is and will not be written over."), said
        for said in (
            left_as_it_is(kind, "P", "F", reading=True),
            cannot_be_read(kind, "P", "F", reading=True),
        ):  # stats only reads: no game goes on without it
            assert said.startswith(opening) and said.endswith(" (P); F is left as it is."), said
