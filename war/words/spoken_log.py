"""The battle log as speech says it: each card by its rank's name, a word, and no sign a
screen reader would spell out ("Q♠" is read "Q black spade suit", "—" "em dash", "×"
"times" or "multiplication sign").

"Battle 41: your queen beat the computer's ten; you took 2 cards". Ranks only: in War a
suit never matters, and a line said after every battle must stay short; the log as shown
(war/words/log.py) keeps the suits. The same situations as the shown log (war/words/log.py
picks them), each said as a whole sentence; the round's end is
war/words/endings.py's SPOKEN_ENDINGS.
"""

from __future__ import annotations

from collections.abc import Callable

from war.core.cards import Card
from war.words.endings import SPOKEN_ENDINGS
from war.words.log import Messages, Situation, Wording
from war.words.translate import _, ngettext, pgettext

# A card's rank as a word, as speech names it.
RANK_WORDS: dict[int, Callable[[], str]] = {
    # Translators: a playing card's rank as a word said aloud, a noun standing alone in
    # the nominative (the battle log's spoken lines put it where no article or agreement
    # is needed), as players name the card: "ten", "queen". No suit is named in War.
    2: lambda: pgettext("a card's rank, said aloud", "two"),
    3: lambda: pgettext("a card's rank, said aloud", "three"),
    4: lambda: pgettext("a card's rank, said aloud", "four"),
    5: lambda: pgettext("a card's rank, said aloud", "five"),
    6: lambda: pgettext("a card's rank, said aloud", "six"),
    7: lambda: pgettext("a card's rank, said aloud", "seven"),
    8: lambda: pgettext("a card's rank, said aloud", "eight"),
    9: lambda: pgettext("a card's rank, said aloud", "nine"),
    10: lambda: pgettext("a card's rank, said aloud", "ten"),
    11: lambda: pgettext("a card's rank, said aloud", "jack"),
    12: lambda: pgettext("a card's rank, said aloud", "queen"),
    13: lambda: pgettext("a card's rank, said aloud", "king"),
    14: lambda: pgettext("a card's rank, said aloud", "ace"),
}


def rank_word(card: Card) -> str:
    """``card``'s rank as said aloud: "queen" for Q♠."""
    return RANK_WORDS[card.rank]()


# Each line below is said aloud, never shown. {mine} and {theirs} are the ranks the battle
# opened with (equal where a war followed), {last_mine} and {last_theirs} those that
# decided its war: each is one of the rank words above, a bare noun in the nominative.
SPOKEN_MESSAGES: Messages = {
    # Translators: said aloud. {mine} and {theirs} are card ranks as bare nominative
    # nouns ("queen", "ten"): word it so that every rank fits with no article, agreement or
    # case (Russian "у вас дама, у компьютера десятка"). No dash or other sign: a screen
    # reader may name it.
    Situation.WON: lambda count: ngettext(
        "Battle {battle}: your {mine} beat the computer's {theirs}; you took {count} card",
        "Battle {battle}: your {mine} beat the computer's {theirs}; you took {count} cards",
        count,
    ),
    # Translators: said aloud; the ranks are bare nominative nouns, as in the line above.
    Situation.LOST: lambda count: ngettext(
        "Battle {battle}: the computer's {theirs} beat your {mine}; it took {count} card",
        "Battle {battle}: the computer's {theirs} beat your {mine}; it took {count} cards",
        count,
    ),
    # Translators: said aloud: a war over equal ranks {mine} and {theirs}, then the ranks
    # that decided it; all four are bare nominative nouns.
    Situation.WAR_WON: lambda count: ngettext(
        "Battle {battle}: war, {mine} against {theirs}; then your {last_mine} beat the "
        "computer's {last_theirs}; you took {count} card",
        "Battle {battle}: war, {mine} against {theirs}; then your {last_mine} beat the "
        "computer's {last_theirs}; you took {count} cards",
        count,
    ),
    # Translators: said aloud; the ranks are bare nominative nouns, as in the line above.
    Situation.WAR_LOST: lambda count: ngettext(
        "Battle {battle}: war, {mine} against {theirs}; then the computer's {last_theirs} "
        "beat your {last_mine}; it took {count} card",
        "Battle {battle}: war, {mine} against {theirs}; then the computer's {last_theirs} "
        "beat your {last_mine}; it took {count} cards",
        count,
    ),
    # Translators: said aloud: {wars} wars (2 or more) one after another, the first over
    # {mine} and {theirs}. If a noun after {wars} changes with the number in your
    # language, put the number last ("wars in a row: {wars}").
    Situation.WARS_WON: lambda count: ngettext(
        "Battle {battle}: {wars} wars in a row, starting with {mine} against {theirs}; then "
        "your {last_mine} beat the computer's {last_theirs}; you took {count} card",
        "Battle {battle}: {wars} wars in a row, starting with {mine} against {theirs}; then "
        "your {last_mine} beat the computer's {last_theirs}; you took {count} cards",
        count,
    ),
    # Translators: said aloud, as the line above.
    Situation.WARS_LOST: lambda count: ngettext(
        "Battle {battle}: {wars} wars in a row, starting with {mine} against {theirs}; then the "
        "computer's {last_theirs} beat your {last_mine}; it took {count} card",
        "Battle {battle}: {wars} wars in a row, starting with {mine} against {theirs}; then the "
        "computer's {last_theirs} beat your {last_mine}; it took {count} cards",
        count,
    ),
    # Translators: said aloud: a war over the equal ranks {mine} and {theirs} (bare
    # nominative nouns), cut short as a side had no card left to lay.
    Situation.WAR_YOU_OUT: lambda _count: _(
        "Battle {battle}: war, {mine} against {theirs}; you ran out of cards"
    ),
    # Translators: said aloud, as the line above.
    Situation.WAR_COMPUTER_OUT: lambda _count: _(
        "Battle {battle}: war, {mine} against {theirs}; the computer ran out of cards"
    ),
    # Translators: said aloud, as the line above.
    Situation.WAR_BOTH_OUT: lambda _count: _(
        "Battle {battle}: war, {mine} against {theirs}; you both ran out of cards together"
    ),
    # Translators: said aloud: {wars} wars (2 or more) in a row starting with the equal ranks
    # {mine} and {theirs}, the last cut short. The number may go last, as above.
    Situation.WARS_YOU_OUT: lambda _count: _(
        "Battle {battle}: {wars} wars in a row, starting with {mine} against {theirs}; you ran "
        "out of cards"
    ),
    # Translators: said aloud, as the line above.
    Situation.WARS_COMPUTER_OUT: lambda _count: _(
        "Battle {battle}: {wars} wars in a row, starting with {mine} against {theirs}; the "
        "computer ran out of cards"
    ),
    # Translators: said aloud, as the line above.
    Situation.WARS_BOTH_OUT: lambda _count: _(
        "Battle {battle}: {wars} wars in a row, starting with {mine} against {theirs}; you "
        "both ran out of cards together"
    ),
}

SPOKEN = Wording(SPOKEN_MESSAGES, rank_word, SPOKEN_ENDINGS)
