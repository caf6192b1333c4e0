"""The words of the Rules overlay: the rules, a worked example and a short FAQ."""

from __future__ import annotations

from war.core.engine import BATTLE_LIMIT
from war.window.drawing.text import keep_together
from war.window.input.actions import Action
from war.window.input.keymap import key_names


def _keys(action: Action) -> str:
    """The keys for ``action`` as the key map names them, e.g. "Space or Enter"."""
    return " or ".join(key_names(action))


TITLE = "How to play War"

RULES: list[str] = [
    "You play against the computer with one 52-card deck. Ace is high: "
    f"{keep_together('2 3 4 5 6 7 8 9 10 J Q K A')}. Suits never matter.",
    "The shuffled deck is dealt one card at a time, you first, into two face-down piles "
    "of 26. Nobody looks at their cards or chooses one.",
    "A battle: you both turn the top card of your pile. The higher card wins both cards.",
    "A tie starts a war: you each lay one card face down, then one card face up. The new "
    "face-up cards decide, and if they tie again, there is another war.",
    "The winner puts every card of the battle at the bottom of their pile, in the order "
    "they were laid, their own card before the other's at each step.",
    "If you cannot finish a war because your pile is empty, you lose the round. If you "
    "both run short at the same moment, the round is a draw.",
    "Whoever collects all 52 cards wins. After "
    f"{BATTLE_LIMIT} battles without a winner, the round is a draw.",
]

# The worked example: each line is (caption, player's cards, computer's cards).
# A "?" card is face down.
EXAMPLE_TITLE = "A worked example"
EXAMPLE: list[tuple[str, list[str], list[str]]] = [
    ("Both reveal a nine: a tie, so it is war.", ["9S"], ["9H"]),
    (
        "Each hides one card face down, then reveals a second.",
        ["9S", "?", "KC"],
        ["9H", "?", "7D"],
    ),
    (
        "Your king beats the seven: you take the whole pile, all six cards.",
        ["9S", "2D", "KC"],
        ["9H", "5C", "7D"],
    ),
]
EXAMPLE_AFTER = f"The bottom of your pile is now {keep_together('9♠ 9♥ 2♦ 5♣ K♣ 7♦')}."

FAQ_TITLE = "Questions"
# An answer's lines (split at "\n") are set as paragraphs of their own.
FAQ: list[tuple[str, str]] = [
    ("What is the aim?", "Win all 52 cards."),
    (
        "How many people play?",
        "One: you, against the computer, on this machine. There is no account and nothing "
        "goes online.",
    ),
    (
        "What are the controls?",
        f"Turn cards ({_keys(Action.TURN)}, or click your pile): one battle.\n"
        f"Play 10 battles ({_keys(Action.PLAY_TEN)}): ten, quickly.\n"
        f"Play to the end ({_keys(Action.PLAY_TO_END)}): the round played out; any key "
        "stops it.\n"
        f"Replay battle ({_keys(Action.REPLAY_BATTLE)}): the last battle again.\n"
        f"Battle log ({_keys(Action.LOG)}) and Rules ({_keys(Action.HELP)}): beside the "
        f"table; {_keys(Action.BACK)} closes them.\n"
        f"New round ({_keys(Action.NEW_ROUND)}): a fresh deal; the deal number "
        f"({_keys(Action.CHOOSE_DEAL)}): a deal of your choice.\n"
        f"Settings ({_keys(Action.SETTINGS)}): speed, look and sound; "
        f"{_keys(Action.MUTE)} mutes, {_keys(Action.FULLSCREEN)} fills the screen.\n"
        "Tab moves between the buttons; Space presses the one ringed.",
    ),
    (
        "Is there an example?",
        f"Yes: {EXAMPLE_TITLE.lower()} is above these questions, card by card.",
    ),
    (
        "What mistake should I avoid?",
        "Looking for a strategy. The order of your cards was fixed by the deal, so no "
        "timing or choice of yours changes who wins.",
    ),
    (
        "What rules and limits apply?",
        "One card face down and one face up in each war. A round ends when one side has all "
        f"52 cards, when a side cannot finish a war, or after {BATTLE_LIMIT} battles. There "
        "is no money, betting or prize.",
    ),
    ("Is Ace high?", "Yes. Ace beats King; 2 is the lowest card."),
    (
        "How many cards go face down in a war?",
        "One each, then one each face up. A war that ties again repeats the same.",
    ),
    (
        "Why was my round a draw?",
        f"Either {BATTLE_LIMIT} battles passed with no winner, or you both ran out of "
        "cards at the same point in a war.",
    ),
    (
        "Can I choose which card to play?",
        "No. Each battle turns the next card on top of your pile; War is pure luck.",
    ),
    (
        "Can I replay a deal?",
        f"Yes. Press the deal number on the table ({_keys(Action.CHOOSE_DEAL)}) and type "
        "it, or choose Same deal again when a round ends. Outside the game, "
        f"{keep_together('python main.py --seed N')} plays deal N too.",
    ),
]
