"""What the table rules are called where a player chooses them and where they are in force:
the Table rules page (each choice, what it changes, what to expect of it), the line on the
table saying house rules are in force, and the status line of a war of several cards."""

from __future__ import annotations

from collections.abc import Callable

from war.core.cards import Card
from war.core.rules import Pickup, Rules
from war.words.format import number, percent
from war.words.translate import _, ngettext, pgettext

Words = Callable[[], str]

# The three choices, by the name settings.json keeps each under, in the order shown.
CHOICES = ("war_cards", "pickup", "battle_limit")


def title() -> str:
    """The page's title, and the Settings' button that opens it."""
    return pgettext("the page", "Table rules")


def open_button() -> str:
    """The button on the Settings that opens the Table rules."""
    return pgettext("button", "Table rules")


def open_help() -> str:
    """What the Settings' Table rules button opens."""
    return _("House rules: the cards face down in a war, how the cards won go under, the limit.")


def hint() -> str:
    return _(
        "The next new round is dealt under these rules; a round under way keeps its own. "
        "Beside each choice: the average battles and share of draws over 100,000 deals."
    )


NAMES: dict[str, Words] = {
    "war_cards": lambda: _("Cards face down in a war"),
    "pickup": lambda: _("The cards won go under"),
    "battle_limit": lambda: _("Battle limit"),
}


def option(choice: str, value: object) -> str:
    """The name of ``value`` as an option of ``choice`` ("2", "Shuffled", "No limit")."""
    if choice == "war_cards":
        assert isinstance(value, int)
        return number(value)
    if choice == "pickup":
        if value is Pickup.AS_LAID:
            return pgettext("how the cards won go under", "As laid")
        return pgettext("how the cards won go under", "Shuffled")
    if value is None:
        return pgettext("battle limit", "No limit")
    assert isinstance(value, int)
    return number(value)


def what_it_changes(choice: str, value: object) -> str:
    """What ``value`` of ``choice`` means for a round, in one sentence."""
    if choice == "war_cards":
        assert isinstance(value, int)
        if value == 1:
            return _(
                "In a war you each lay one card face down, then one face up: the standard rule."
            )
        return ngettext(
            "In a war you each lay {count} card face down, one at a time, then one face up.",
            "In a war you each lay {count} cards face down, one at a time, then one face up.",
            value,
        ).format(count=number(value))
    if choice == "pickup":
        if value is Pickup.AS_LAID:
            return _(
                "The winner puts the cards under their pile in the order they were laid: the "
                "standard rule."
            )
        return _(
            "The cards won are shuffled before they go under; a deal still plays out only one way."
        )
    if value is None:
        return _(
            "No limit: a round that comes back to a position it has had is a draw, as it would "
            "never end."
        )
    assert isinstance(value, int)
    if value == Rules().battle_limit:
        return _(
            "After {limit} battles without a winner the round is a draw: the standard rule."
        ).format(limit=number(value))
    return _("After {limit} battles without a winner the round is a draw.").format(
        limit=number(value)
    )


FIGURES_BETWEEN = " · "  # between the two figures of what to expect (a segment may break there)


def expectation(mean_battles: float, draw_share: float) -> str:
    """What to expect of a rule set, beside its choice: "277 battles · 4% drawn"."""
    battles = round(mean_battles)
    # Translators: the average length of a round under a rule set (the page says so above).
    average = ngettext("{count} battle", "{count} battles", battles).format(count=number(battles))
    drawn = _("{share} drawn").format(share=_share(draw_share))
    return FIGURES_BETWEEN.join((average, drawn))


def expectation_summary(mean_battles: float, draw_share: float) -> str:
    """What to expect of the rules chosen, under the choices."""
    battles = round(mean_battles)
    return ngettext(
        "Under these rules a round lasts {battles} battle on average, and {share} of rounds "
        "are drawn.",
        "Under these rules a round lasts {battles} battles on average, and {share} of rounds "
        "are drawn.",
        battles,
    ).format(battles=number(battles), share=_share(draw_share))


def _share(share: float) -> str:
    """A share of draws: to a tenth of a percent below 10% ("0.7%"), else whole ("19%")."""
    return percent(share, 1 if 0 < share < 0.1 else 0)


def standard_rules() -> str:
    """The button that puts back the standard rules (the game's own)."""
    return pgettext("button", "Standard rules")


# -- where the rules are in force --------------------------------------------------------


def changes(rules: Rules) -> list[str]:
    """How ``rules`` differ from the standard ones, each in a few words, in the order of the
    choices ("2 cards down", "winnings shuffled", "no battle limit")."""
    standard = Rules()
    said: list[str] = []
    if rules.war_cards != standard.war_cards:
        said.append(
            ngettext("{count} card down", "{count} cards down", rules.war_cards).format(
                count=number(rules.war_cards)
            )
        )
    if rules.pickup is not standard.pickup:
        said.append(_("winnings shuffled"))
    if rules.battle_limit != standard.battle_limit:
        if rules.battle_limit is None:
            said.append(_("no battle limit"))
        else:
            said.append(_("{limit}-battle limit").format(limit=number(rules.battle_limit)))
    return said


def between_rules() -> str:
    """What stands between two house rules in a list of them."""
    return pgettext("between the house rules", " · ")


def house_rules(rules: Rules) -> str:
    """The line saying house rules are in force ("House rules: 2 cards down · no battle
    limit"); empty under the standard rules."""
    if rules.is_seed:
        return ""
    items = between_rules().join(changes(rules))
    return _("House rules: {rules}").format(rules=items)


def war_status(depth: int, mine: Card, theirs: Card, war_cards: int) -> str:
    """When a war of ``war_cards`` face-down cards starts (more than one), e.g. "War! 9♠
    against 9♥: you each lay 2 cards face down" (the ``depth``-th war of the battle)."""
    if depth == 1:
        message = ngettext(
            "War! {mine} against {theirs}: you each lay {count} card face down",
            "War! {mine} against {theirs}: you each lay {count} cards face down",
            war_cards,
        )
    else:
        message = ngettext(
            "War again! {mine} against {theirs}: you each lay {count} card face down",
            "War again! {mine} against {theirs}: you each lay {count} cards face down",
            war_cards,
        )
    return message.format(mine=mine.label, theirs=theirs.label, count=number(war_cards))
