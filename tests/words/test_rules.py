"""Tests for war/words/rules.py: the questions answer what a new player asks, and the
controls answer names the keys it is given for each action."""

from __future__ import annotations

from war.core.engine import BATTLE_LIMIT
from war.window.input.actions import Action
from war.words.rules import faq


def key_names(action: Action) -> list[str]:
    """Made-up names, two keys an action, so each action's keys can be told apart."""
    return [f"<{action.name}>", f"<{action.name.lower()}>"]


def answer_to(start: str) -> str:
    """The answer to the one question that starts with ``start``, its paragraphs joined."""
    found = [answer for question, answer in faq(key_names) if question.startswith(start)]
    assert len(found) == 1, f"{start!r}: {len(found)} questions"
    return "\n".join(found[0])


def test_every_table_control_is_named_with_its_keys():
    controls = answer_to("What are the controls?")
    table = [
        Action.TURN,
        Action.PLAY_TEN,
        Action.PLAY_TO_END,
        Action.REPLAY_BATTLE,
        Action.LOG,
        Action.HELP,
        Action.BACK,
        Action.NEW_ROUND,
        Action.CHOOSE_DEAL,
        Action.SETTINGS,
        Action.MUTE,
        Action.FULLSCREEN,
        Action.SPEAK_STATE,
    ]
    for action in table:
        assert " or ".join(key_names(action)) in controls, action


def test_the_questions_cover_what_a_new_player_asks():
    assert "52" in answer_to("What is the aim?")
    people = answer_to("How many people play?")
    assert "computer" in people and "account" in people
    assert "example" in answer_to("Is there an example?")
    assert "strategy" in answer_to("What mistake should I avoid?")
    limits = answer_to("What rules and limits apply?")
    assert str(BATTLE_LIMIT) in limits and "face down" in limits and "money" in limits
    assert answer_to("Is Ace high?").startswith("Yes")
    assert "One each" in answer_to("How many cards go face down in a war?")
    assert str(BATTLE_LIMIT) in answer_to("Why was my round a draw?")
    assert answer_to("Can I choose which card to play?").startswith("No")
    assert "--seed" in answer_to("Can I replay a deal?")


def test_speech_keys_are_named_once_where_one_control_moves_both_ways():
    """A pad's D-pad scrolls up and down: the line names it once, not "D-pad and D-pad";
    the keyboard's two arrows are both named."""

    def pad_names(action: Action) -> list[str]:
        moves = {Action.SCROLL_UP, Action.SCROLL_DOWN}
        return ["D-pad"] if action in moves else [f"<{action.name}>"]

    controls = "\n".join(
        next(answer for question, answer in faq(pad_names) if question.startswith("What are"))
    )
    assert "<SPEAK_STATE> says how the round stands, and D-pad up or down reads" in controls
    assert "D-pad and D-pad" not in controls
    keys = answer_to("What are the controls?")
    assert "and <SCROLL_UP> and <SCROLL_DOWN> read the battle log" in keys


def test_with_a_pad_what_stops_play_to_the_end_is_a_button_not_a_key():
    def controls(pad: bool) -> str:
        found = faq(lambda action: [f"<{action.name}>"], pad=pad)
        return "\n".join(
            next(answer for question, answer in found if question.startswith("What are"))
        )

    assert "any button but <SPEAK_STATE> stops it" in controls(pad=True)
    assert "any key" not in controls(pad=True)
    assert "any key but <SPEAK_STATE> stops it" in controls(pad=False)


def test_with_a_pad_the_controls_say_what_the_right_stick_and_the_triggers_do():
    def controls(pad: bool) -> str:
        found = faq(lambda action: [f"<{action.name}>"], pad=pad)
        answers = (answer for question, answer in found if question.startswith("What are"))
        return "\n".join(next(answers))

    line = "Right stick scrolls the battle log and the rules; <HOME> and <END> go to their start"
    assert line in controls(pad=True)
    assert "Right stick" not in controls(pad=False)
