"""The words of the Rules overlay: the rules, a worked example and a short FAQ."""

from __future__ import annotations

from war.core.engine import BATTLE_LIMIT
from war.window.drawing.text import keep_together
from war.window.input import Action, key_names


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
FAQ: list[tuple[str, str]] = [
    ("What is the aim?", "Win all 52 cards."),
    (
        "What are the controls?",
        f"Turn cards ({_keys(Action.TURN)}, or click your pile) plays one battle. "
        f"Play 10 battles ({_keys(Action.PLAY_TEN)}) plays ten quickly. "
        f"New round ({_keys(Action.NEW_ROUND)}) deals again. "
        f"Rules ({_keys(Action.HELP)}) opens this page; {_keys(Action.BACK)} closes it. "
        f"{_keys(Action.FULLSCREEN)} switches full screen.",
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
        "Yes: the deal number is shown on the table. Start the game with "
        f"{keep_together('python main.py --seed N')} to play that deal again.",
    ),
]
