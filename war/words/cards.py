"""What is wrong with a card code or a deck, in words: for ``simulate --deck`` and saved files."""

from __future__ import annotations

from war.core.cards import DECK_SIZE, CardError, CardProblem
from war.words.translate import _, ngettext


def card_problem(error: CardError, shown: str | None = None) -> str:
    """``error`` as one line, naming the code, card or count; ``shown`` is the code as a
    message may show it (cut short and escaped), if not as it was."""
    value = shown if shown is not None else str(error.value)
    match error.problem:
        case CardProblem.UNKNOWN_CODE:
            return _("unknown card code: {code}").format(code=value)
        case CardProblem.DUPLICATE:
            return _("duplicate card: {code}").format(code=value)
        case CardProblem.DECK_SIZE:
            count = error.value if isinstance(error.value, int) else 0
            message = ngettext(
                "a deck needs {size} cards, got {count}",
                "a deck needs {size} cards, got {count}",
                count,
            )
            return message.format(size=DECK_SIZE, count=count)
        case CardProblem.NO_SUCH_CARD:
            return _("no such card: {card}").format(card=value)
    raise ValueError(f"no words for {error.problem!r}")
