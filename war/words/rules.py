"""The words of the rules page: the rules, a worked example and a short FAQ, for the rules
in force (the standard rules, or a house's: war/core/rules.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from war.core.rules import SEED_RULES, Pickup, Rules
from war.window.input.actions import Action
from war.words.format import either, keep_together, number
from war.words.pad import button_name
from war.words.program import command
from war.words.spoken_log import RANK_WORDS
from war.words.table_rules import changes
from war.words.translate import _, ngettext, pgettext

KeyNames = Callable[[Action], Sequence[str]]  # the keys for an action, as the key map names them


def title() -> str:
    return _("How to play War")


def numbered(number: int, rule: str) -> str:
    """A rule as the page numbers it: "1.  You play..."."""
    return _("{number}.  {rule}").format(number=number, rule=rule)


def rules(rules: Rules = SEED_RULES, *, said: bool = False) -> list[str]:
    """The rules, in order (numbered where they are shown), as ``rules`` have them;
    ``said``: as speech reads them, the ranks as words ("two, three, … king, ace"), not
    letters a screen reader would spell."""
    ranks = ", ".join(word() for word in RANK_WORDS.values())
    return [
        _(
            "You play against the computer with one 52-card deck. Ace is high: {ranks}. "
            "Suits never matter."
        ).format(ranks=ranks if said else keep_together("2 3 4 5 6 7 8 9 10 J Q K A")),
        _(
            "The shuffled deck is dealt one card at a time, you first, into two face-down "
            "piles of 26. Nobody looks at their cards or chooses one."
        ),
        _("A battle: you both turn the top card of your pile. The higher card wins both cards."),
        _war_rule(rules.war_cards),
        _pickup_rule(rules.pickup),
        _(
            "If you cannot finish a war because your pile is empty, you lose the round. If "
            "you both run short at the same moment, the round is a draw."
        ),
        _end_rule(rules.battle_limit),
    ]


def _war_rule(war_cards: int) -> str:
    if war_cards == 1:
        return _(
            "A tie starts a war: you each lay one card face down, then one card face up. The "
            "new face-up cards decide, and if they tie again, there is another war."
        )
    return ngettext(
        "A tie starts a war: you each lay {count} card face down, one at a time, then one "
        "card face up. The new face-up cards decide, and if they tie again, there is another "
        "war.",
        "A tie starts a war: you each lay {count} cards face down, one at a time, then one "
        "card face up. The new face-up cards decide, and if they tie again, there is another "
        "war.",
        war_cards,
    ).format(count=number(war_cards))


def _pickup_rule(pickup: Pickup) -> str:
    if pickup is Pickup.AS_LAID:
        return _(
            "The winner puts every card of the battle at the bottom of their pile, in the "
            "order they were laid, their own card before the other's at each step."
        )
    return _(
        "The winner takes every card of the battle, shuffled, to the bottom of their pile. "
        "The shuffle follows from the deal's number, so a deal always plays out the same way."
    )


def _end_rule(limit: int | None) -> str:
    if limit is None:
        return _(
            "Whoever collects all 52 cards wins. There is no battle limit, but a round that "
            "comes back to a position it has had before would go on for ever: it is a draw."
        )
    return _(
        "Whoever collects all 52 cards wins. After {limit} battles without a winner, the "
        "round is a draw."
    ).format(limit=number(limit))


def example_title() -> str:
    return _("A worked example")


# The worked example's face-down cards, laid one at a time: yours, the computer's.
_HIDDEN = (("2D", "4H", "3C"), ("5C", "8S", "6D"))
_SIGNS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def example(rules: Rules = SEED_RULES) -> list[tuple[str, list[str], list[str]]]:
    """The worked example, step by step: (caption, your cards, the computer's cards), as
    card codes; a "?" card is face down. A war of ``rules.war_cards`` face-down cards."""
    down = rules.war_cards
    mine, theirs = (list(hidden[:down]) for hidden in _HIDDEN)
    if down == 1:
        hides = _("Each hides one card face down, then reveals a second.")
        takes = _("Your king beats the seven: you take the whole pile, all six cards.")
    else:
        hides = ngettext(
            "Each hides {count} card face down, one at a time, then reveals one more.",
            "Each hides {count} cards face down, one at a time, then reveals one more.",
            down,
        ).format(count=number(down))
        cards = 2 * (down + 2)
        takes = ngettext(
            "Your king beats the seven: you take the whole pile, all {count} card.",
            "Your king beats the seven: you take the whole pile, all {count} cards.",
            cards,
        ).format(count=number(cards))
    return [
        (_("Both reveal a nine: a tie, so it is war."), ["9S"], ["9H"]),
        (hides, ["9S", *["?"] * down, "KC"], ["9H", *["?"] * down, "7D"]),
        (takes, ["9S", *mine, "KC"], ["9H", *theirs, "7D"]),
    ]


def example_after(rules: Rules = SEED_RULES) -> str:
    """Where the worked example's cards go: under your pile as laid, or shuffled."""
    down = rules.war_cards
    steps = zip(("9S", *_HIDDEN[0][:down], "KC"), ("9H", *_HIDDEN[1][:down], "7D"), strict=True)
    laid = [code for pair in steps for code in pair]
    if rules.pickup is Pickup.SHUFFLED:
        return ngettext(
            "They are shuffled, and the {count} card goes to the bottom of your pile.",
            "They are shuffled, and the {count} cards go to the bottom of your pile.",
            len(laid),
        ).format(count=number(len(laid)))
    shown = " ".join(_label(code) for code in laid)
    return _("The bottom of your pile is now {cards}.").format(cards=keep_together(shown))


def _label(code: str) -> str:
    """A card code ("KC") as the card shows it ("K♣")."""
    return code[:-1] + _SIGNS[code[-1]]


def faq_title() -> str:
    return _("Questions")


def faq(
    keys: KeyNames, rules: Rules = SEED_RULES, *, pad: bool = False
) -> list[tuple[str, list[str]]]:
    """The questions, each with its answer's paragraphs; ``keys`` names the keys (a game
    pad's buttons where ``pad``: one is in use); the answers on the rules are ``rules``'."""

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
                _play_to_the_end(key, pad),
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
                _speech_keys(keys),
                *([_pad_scrolling(key)] if pad else []),
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
        (_("What rules and limits apply?"), _limits_answer(rules)),
        (_("Is Ace high?"), [_("Yes. Ace beats King; 2 is the lowest card.")]),
        (_("How many cards go face down in a war?"), [_face_down_answer(rules.war_cards)]),
        (_("Why was my round a draw?"), [_draw_answer(rules.battle_limit)]),
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


def _play_to_the_end(key: Callable[[Action], str], pad: bool) -> str:
    """What Play to the end does, and what stops it: a key, or on a pad a button."""
    if pad:
        message = _(
            "Play to the end ({keys}): the round played out; any button but {state} stops it."
        )
    else:
        message = _("Play to the end ({keys}): the round played out; any key but {state} stops it.")
    return message.format(keys=key(Action.PLAY_TO_END), state=key(Action.SPEAK_STATE))


def _pad_scrolling(key: Callable[[Action], str]) -> str:
    """What a pad's right stick and triggers do (the keyboard's wheel, Home and End)."""
    message = _(
        "{stick} scrolls the battle log and the rules; {first} and {last} go to their start "
        "and their end."
    )
    stick = button_name("Right stick")
    return message.format(stick=stick, first=key(Action.HOME), last=key(Action.END))


def _speech_keys(keys: KeyNames) -> str:
    """What speech's keys do, named by ``keys``: one name where one control moves both
    ways (a pad's D-pad), else the two keys."""
    state = either(keys(Action.SPEAK_STATE))
    up, down = keys(Action.SCROLL_UP)[0], keys(Action.SCROLL_DOWN)[0]
    if up == down:
        message = _(
            "With speech on, {state} says how the round stands, and {move} up or down reads "
            "the battle log and the rules aloud line by line."
        )
        return message.format(state=state, move=up)
    message = _(
        "With speech on, {state} says how the round stands, and {up} and {down} read the "
        "battle log and the rules aloud line by line."
    )
    return message.format(state=state, up=up, down=down)


def _limits_answer(rules: Rules) -> list[str]:
    if rules.is_seed:
        return [
            _(
                "One card face down and one face up in each war. A round ends when one side "
                "has all 52 cards, when a side cannot finish a war, or after {limit} "
                "battles. There is no money, betting or prize."
            ).format(limit=number(SEED_RULES.battle_limit or 0))
        ]
    # House rules: which, then the rules they change, each in a sentence of its own.
    said = [
        _("House rules are in force, chosen in Settings under Table rules: {rules}.").format(
            rules=pgettext("between items", ", ").join(changes(rules))
        ),
        ngettext(
            "{count} card face down and one face up in each war.",
            "{count} cards face down and one face up in each war.",
            rules.war_cards,
        ).format(count=number(rules.war_cards)),
    ]
    if rules.pickup is Pickup.SHUFFLED:
        said.append(_("The cards won are shuffled before they go under the winner's pile."))
    if rules.battle_limit is None:
        said.append(
            _(
                "A round ends when one side has all 52 cards, when a side cannot finish a "
                "war, or as a draw when it comes back to a position it has had before. There "
                "is no money, betting or prize."
            )
        )
    else:
        said.append(
            _(
                "A round ends when one side has all 52 cards, when a side cannot finish a "
                "war, or after {limit} battles. There is no money, betting or prize."
            ).format(limit=number(rules.battle_limit))
        )
    return said


def _face_down_answer(war_cards: int) -> str:
    if war_cards == 1:
        return _("One each, then one each face up. A war that ties again repeats the same.")
    return ngettext(
        "{count} each, one at a time, then one each face up. A war that ties again repeats "
        "the same.",
        "{count} each, one at a time, then one each face up. A war that ties again repeats "
        "the same.",
        war_cards,
    ).format(count=number(war_cards))


def _draw_answer(limit: int | None) -> str:
    if limit is None:
        return _(
            "Either you both ran out of cards at the same point in a war, or the round came "
            "back to a position it had had before, so it would have gone on for ever."
        )
    return _(
        "Either {limit} battles passed with no winner, or you both ran out of cards at the "
        "same point in a war."
    ).format(limit=number(limit))
