"""What the story of a round says: its chart's title and marks, and its turning point."""

from __future__ import annotations

from war.core.events import Side, Winner
from war.session.story import Story
from war.words.format import number
from war.words.translate import _, ngettext


def chart_title() -> str:
    """Over the chart of your card count, battle by battle, on Round over and the Record."""
    return _("Your cards, battle by battle")


def turning_mark() -> str:
    """Beside the mark on the chart at the battle that turned the round."""
    return _("Turning point")


def biggest_mark() -> str:
    """Beside the mark on the chart at a drawn round's biggest battle (nobody turned it)."""
    return _("Biggest battle")


def no_story() -> str:
    """The Record, when the last round has no deal number to play again."""
    return _("The last round had no deal number, so its story cannot be told again.")


def mark(story: Story) -> str:
    """The words beside the turning point's mark: a drawn round's is its biggest battle."""
    return biggest_mark() if story.outcome.winner is Winner.DRAW else turning_mark()


def turning_point(story: Story) -> str:
    """The turning point in a sentence: "Battle 212: a triple war won you 14 cards", or,
    where it put its winner ahead to the end, "Battle 88: the computer took 10 cards in a
    double war and never lost the lead again". A draw's tells its biggest battle."""
    point = story.turning_point
    battle = point.battle
    said = (
        _for_good(battle.winner, battle.depth, battle.taken)
        if point.for_good
        else _battle(battle.winner, battle.depth, battle.taken)
    )
    return said.format(battle=number(battle.number), cards=number(battle.taken), depth=battle.depth)


def _battle(winner: Side | None, depth: int, cards: int) -> str:
    """A battle that won its winner ``cards`` cards in a war ``depth`` deep (0: no war)."""
    if winner is None:
        return _("Battle {battle}: you both ran out of cards in the same war.")
    if winner is Side.PLAYER:
        match depth:
            case 0:
                return ngettext(
                    "Battle {battle}: you won {cards} card.",
                    "Battle {battle}: you won {cards} cards.",
                    cards,
                )
            case 1:
                return ngettext(
                    "Battle {battle}: a war won you {cards} card.",
                    "Battle {battle}: a war won you {cards} cards.",
                    cards,
                )
            case 2:
                return ngettext(
                    "Battle {battle}: a double war won you {cards} card.",
                    "Battle {battle}: a double war won you {cards} cards.",
                    cards,
                )
            case 3:
                return ngettext(
                    "Battle {battle}: a triple war won you {cards} card.",
                    "Battle {battle}: a triple war won you {cards} cards.",
                    cards,
                )
        return ngettext(
            "Battle {battle}: a war {depth} deep won you {cards} card.",
            "Battle {battle}: a war {depth} deep won you {cards} cards.",
            cards,
        )
    match depth:
        case 0:
            return ngettext(
                "Battle {battle}: the computer won {cards} card.",
                "Battle {battle}: the computer won {cards} cards.",
                cards,
            )
        case 1:
            return ngettext(
                "Battle {battle}: the computer took {cards} card in a war.",
                "Battle {battle}: the computer took {cards} cards in a war.",
                cards,
            )
        case 2:
            return ngettext(
                "Battle {battle}: the computer took {cards} card in a double war.",
                "Battle {battle}: the computer took {cards} cards in a double war.",
                cards,
            )
        case 3:
            return ngettext(
                "Battle {battle}: the computer took {cards} card in a triple war.",
                "Battle {battle}: the computer took {cards} cards in a triple war.",
                cards,
            )
    return ngettext(
        "Battle {battle}: the computer took {cards} card in a war {depth} deep.",
        "Battle {battle}: the computer took {cards} cards in a war {depth} deep.",
        cards,
    )


def _for_good(winner: Side | None, depth: int, cards: int) -> str:
    """A battle that put its winner ahead for good, winning them ``cards`` cards in a war
    ``depth`` deep (0: no war)."""
    if winner is Side.PLAYER:
        match depth:
            case 0:
                return _("Battle {battle}: you won the battle and never lost the lead again.")
            case 1:
                return ngettext(
                    "Battle {battle}: a war won you {cards} card, and you never lost the lead "
                    "again.",
                    "Battle {battle}: a war won you {cards} cards, and you never lost the lead "
                    "again.",
                    cards,
                )
            case 2:
                return ngettext(
                    "Battle {battle}: a double war won you {cards} card, and you never lost the "
                    "lead again.",
                    "Battle {battle}: a double war won you {cards} cards, and you never lost the "
                    "lead again.",
                    cards,
                )
            case 3:
                return ngettext(
                    "Battle {battle}: a triple war won you {cards} card, and you never lost the "
                    "lead again.",
                    "Battle {battle}: a triple war won you {cards} cards, and you never lost the "
                    "lead again.",
                    cards,
                )
        return ngettext(
            "Battle {battle}: a war {depth} deep won you {cards} card, and you never lost the "
            "lead again.",
            "Battle {battle}: a war {depth} deep won you {cards} cards, and you never lost the "
            "lead again.",
            cards,
        )
    match depth:
        case 0:
            return _("Battle {battle}: the computer won the battle and never lost the lead again.")
        case 1:
            return ngettext(
                "Battle {battle}: the computer took {cards} card in a war and never lost the "
                "lead again.",
                "Battle {battle}: the computer took {cards} cards in a war and never lost the "
                "lead again.",
                cards,
            )
        case 2:
            return ngettext(
                "Battle {battle}: the computer took {cards} card in a double war and never lost "
                "the lead again.",
                "Battle {battle}: the computer took {cards} cards in a double war and never lost "
                "the lead again.",
                cards,
            )
        case 3:
            return ngettext(
                "Battle {battle}: the computer took {cards} card in a triple war and never lost "
                "the lead again.",
                "Battle {battle}: the computer took {cards} cards in a triple war and never lost "
                "the lead again.",
                cards,
            )
    return ngettext(
        "Battle {battle}: the computer took {cards} card in a war {depth} deep and never lost "
        "the lead again.",
        "Battle {battle}: the computer took {cards} cards in a war {depth} deep and never lost "
        "the lead again.",
        cards,
    )


def last_round() -> str:
    """The Record's button that opens the last round's story, and that page's title."""
    return _("Last round")


def no_round_yet() -> str:
    """The last round's page before any round is finished (its button is off then)."""
    return _("No round has been finished yet.")
