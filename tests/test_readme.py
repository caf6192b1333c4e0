"""The README says what the game does: its controls table names the keys of the key map and
the buttons of the pad map."""

from __future__ import annotations

from pathlib import Path

from war.window.input.actions import Action
from war.window.input.keymap import key_names
from war.window.input.padmap import pad_names

README = Path(__file__).resolve().parents[1] / "README.md"
ROWS = {  # the start of each row of the Controls table, and the action it describes
    "Turn cards": Action.TURN,
    "Play 10 battles": Action.PLAY_TEN,
    "Play to the end": Action.PLAY_TO_END,
    "Replay the last battle": Action.REPLAY_BATTLE,
    "Battle log": Action.LOG,
    "New round": Action.NEW_ROUND,
    "Play a deal of your choice": Action.CHOOSE_DEAL,
    "The same deal again": Action.SAME_DEAL,
    "Rules": Action.HELP,
    "Record": Action.RECORD,
    "Settings": Action.SETTINGS,
    "Close the log": Action.BACK,
    "Sound on or off": Action.MUTE,
    "Volume a step down": Action.VOLUME_DOWN,
    "Volume a step up": Action.VOLUME_UP,
    "Full screen": Action.FULLSCREEN,
    "Focus the next button": Action.FOCUS_NEXT,
    "Focus the previous button": Action.FOCUS_PREVIOUS,
    "The setting in hand a step back": Action.LEFT,
    "The setting in hand a step on": Action.RIGHT,
    "Press the focused button": Action.TURN,
    "Say how things stand": Action.SPEAK_STATE,
}


def controls_table(column: str) -> dict[str, str]:
    """The Controls table's rows: first cell -> the cell in ``column`` (its heading)."""
    section = README.read_text(encoding="utf-8").split("## Controls", 1)[1].split("\n## ", 1)[0]
    rows = [
        [cell.strip() for cell in line.strip().strip("|").split("|")]
        for line in section.splitlines()
        if line.startswith("|")
    ]
    at = rows[0].index(column)
    return {cells[0]: cells[at] for cells in rows[2:]}


def row(table: dict[str, str], start: str) -> str:
    cell = next((cell for first, cell in table.items() if first.startswith(start)), None)
    assert cell is not None, f"no row for {start} in the README's controls"
    return cell


def test_the_controls_table_names_the_keys_of_the_key_map():
    table = controls_table("Keys")
    for start, action in ROWS.items():
        assert row(table, start) == ", ".join(key_names(action)), start


def test_the_controls_table_names_the_buttons_of_the_pad_map():
    table = controls_table("Gamepad")
    for start, action in ROWS.items():
        assert row(table, start) == ", ".join(pad_names(action)), start
