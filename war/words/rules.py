"""The words of the rules page: the rules, a worked example and a short FAQ."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from war.core.engine import BATTLE_LIMIT
from war.window.input.actions import Action
from war.words.format import either, keep_together, number
from war.words.program import command
from war.words.translate import _

KeyNames = Callable[[Action], Sequence[str]]  # the keys for an action, as the key map names them


def title() -> str:
    return _("How to play War")


def numbered(number: int, rule: str) -> str:
    """A rule as the page numbers it: "1.  You play..."."""
    return _("{number}.  {rule}").format(number=number, rule=rule)


def rules() -> list[str]:
    """The rules, in order (numbered where they are shown)."""
    return [
        _(
            "You play against the computer with one 52-card deck. Ace is high: {ranks}. "
            "Suits never matter."
        ).format(ranks=keep_together("2 3 4 5 6 7 8 9 10 J Q K A")),
        _(
            "The shuffled deck is dealt one card at a time, you first, into two face-down "
            "piles of 26. Nobody looks at their cards or chooses one."
        ),
        _("A battle: you both turn the top card of your pile. The higher card wins both cards."),
        _(
            "A tie starts a war: you each lay one card face down, then one card face up. The "
            "new face-up cards decide, and if they tie again, there is another war."
        ),
        _(
            "The winner puts every card of the battle at the bottom of their pile, in the "
            "order they were laid, their own card before the other's at each step."
        ),
        _(
            "If you cannot finish a war because your pile is empty, you lose the round. If "
            "you both run short at the same moment, the round is a draw."
        ),
        _(
            "Whoever collects all 52 cards wins. After {limit} battles without a winner, the "
            "round is a draw."
        ).format(limit=number(BATTLE_LIMIT)),
    ]


def example_title() -> str:
    return _("A worked example")


def example() -> list[tuple[str, list[str], list[str]]]:
    """The worked example, step by step: (caption, your cards, the computer's cards), as
    card codes; a "?" card is face down."""
    return [
        (_("Both reveal a nine: a tie, so it is war."), ["9S"], ["9H"]),
        (
            _("Each hides one card face down, then reveals a second."),
            ["9S", "?", "KC"],
            ["9H", "?", "7D"],
        ),
        (
            _("Your king beats the seven: you take the whole pile, all six cards."),
            ["9S", "2D", "KC"],
            ["9H", "5C", "7D"],
        ),
    ]


def example_after() -> str:
    return _("The bottom of your pile is now {cards}.").format(
        cards=keep_together("9♠ 9♥ 2♦ 5♣ K♣ 7♦")
    )


def faq_title() -> str:
    return _("Questions")


def faq(keys: KeyNames) -> list[tuple[str, list[str]]]:
    """The questions, each with its answer's paragraphs; ``keys`` names the keys."""

    def key(action: Action) -> str:
        return either(keys(action))

    return [
        (_("What is the aim?"), [_("Win all 52 cards.")]),
        (
            _("How many people play?"),
            [
                _(
                    "One: you, against the computer, on this machine. There is no account and "
                    "nothing goes online."
                )
            ],
        ),
        (
            _("What are the controls?"),
            [
                _("Turn cards ({keys}, or click your pile): one battle.").format(
                    keys=key(Action.TURN)
                ),
                _("Play 10 battles ({keys}): ten, quickly.").format(keys=key(Action.PLAY_TEN)),
                _("Play to the end ({keys}): the round played out; any key stops it.").format(
                    keys=key(Action.PLAY_TO_END)
                ),
                _("Replay battle ({keys}): the last battle again.").format(
                    keys=key(Action.REPLAY_BATTLE)
                ),
                _(
                    "Battle log ({log}) and Rules ({rules}): beside the table; {back} closes them."
                ).format(log=key(Action.LOG), rules=key(Action.HELP), back=key(Action.BACK)),
                _(
                    "New round ({new}): a fresh deal; the deal number ({deal}): a deal of your "
                    "choice."
                ).format(new=key(Action.NEW_ROUND), deal=key(Action.CHOOSE_DEAL)),
                _(
                    "Settings ({settings}): speed, look and sound; {mute} mutes, {fullscreen} "
                    "fills the screen."
                ).format(
                    settings=key(Action.SETTINGS),
                    mute=key(Action.MUTE),
                    fullscreen=key(Action.FULLSCREEN),
                ),
                _("{next} moves between the buttons; {press} presses the one ringed.").format(
                    next=keys(Action.FOCUS_NEXT)[0], press=keys(Action.TURN)[0]
                ),
            ],
        ),
        (
            _("Is there an example?"),
            [_("Yes: a worked example is above these questions, card by card.")],
        ),
        (
            _("What mistake should I avoid?"),
            [
                _(
                    "Looking for a strategy. The order of your cards was fixed by the deal, so "
                    "no timing or choice of yours changes who wins."
                )
            ],
        ),
        (
            _("What rules and limits apply?"),
            [
                _(
                    "One card face down and one face up in each war. A round ends when one side "
                    "has all 52 cards, when a side cannot finish a war, or after {limit} "
                    "battles. There is no money, betting or prize."
                ).format(limit=number(BATTLE_LIMIT))
            ],
        ),
        (_("Is Ace high?"), [_("Yes. Ace beats King; 2 is the lowest card.")]),
        (
            _("How many cards go face down in a war?"),
            [_("One each, then one each face up. A war that ties again repeats the same.")],
        ),
        (
            _("Why was my round a draw?"),
            [
                _(
                    "Either {limit} battles passed with no winner, or you both ran out of cards "
                    "at the same point in a war."
                ).format(limit=number(BATTLE_LIMIT))
            ],
        ),
        (
            _("Can I choose which card to play?"),
            [_("No. Each battle turns the next card on top of your pile; War is pure luck.")],
        ),
        (
            _("Can I replay a deal?"),
            [
                _(
                    "Yes. Press the deal number on the table ({deal}) and type it, or choose "
                    "Same deal again when a round ends. Outside the game, {command} plays deal "
                    "N too."
                ).format(
                    deal=key(Action.CHOOSE_DEAL),
                    command=keep_together(command("--seed", "N")),
                )
            ],
        ),
    ]
