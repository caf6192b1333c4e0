"""What the table says: buttons, readouts, piles, status line, banner, and Round over's count."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from war.core.cards import Card
from war.core.events import Side
from war.core.rules import BATTLE_LIMIT, SEED_RULES, Rules
from war.rules_options import rules_arguments
from war.words.endings import status_short
from war.words.format import either, number
from war.words.program import command
from war.words.translate import _, ngettext, npgettext, pgettext

KeyNames = Callable[[], Sequence[str]]  # the names of the keys that do something


# -- buttons ----------------------------------------------------------------------------------


def turn_cards() -> str:
    return _("Turn cards")


def play_battles(count: int) -> str:
    """Play 10 battles (``count`` of them), at the fast pace."""
    return ngettext("Play {count} battle", "Play {count} battles", count).format(count=count)


def play_to_the_end() -> str:
    return _("Play to the end")


def stop() -> str:
    """Play to the end's button while the round plays itself out."""
    return _("Stop")


def replay_battle() -> str:
    return _("Replay battle")


def battle_log() -> str:
    """The log's button, and its panel's title."""
    return _("Battle log")


def rules() -> str:
    """The button that opens the rules."""
    return pgettext("button", "Rules")


def new_round() -> str:
    return _("New round")


def settings() -> str:
    """The button that opens the settings."""
    return pgettext("button", "Settings")


def title() -> str:
    """The button back to the title screen."""
    return pgettext("button", "Title")


def close() -> str:
    return _("Close")


# -- readouts ---------------------------------------------------------------------------------


def side_name(side: Side) -> str:
    """The name by a pile, and by a row of the rules' example."""
    return _("You") if side is Side.PLAYER else _("Computer")


def cards(count: int) -> str:
    """A pile's count: "26 cards"."""
    return ngettext("{count} card", "{count} cards", count).format(count=number(count))


def battle_counter(battle: int, limit: int | None = BATTLE_LIMIT) -> str:
    """E.g. "Battle 41 / 500"; with no battle limit (house rules), "Battle 41"."""
    if limit is None:
        return _("Battle {battle}").format(battle=battle)
    return _("Battle {battle} / {limit}").format(battle=battle, limit=limit)


def wars_so_far(wars: int) -> str:
    message = ngettext("{count} war so far", "{count} wars so far", wars)
    return message.format(count=number(wars))


def deal_name(seed: int | None) -> str:
    """A deal by its number, on its button: "Deal #570"; a deal given as its cards, which
    no number deals, is just "Deal"."""
    if seed is None:
        return pgettext("a deal with no number", "Deal")
    return _("Deal #{seed}").format(seed=seed)


def deal_number(seed: int | None) -> str:
    """A deal by its number alone, on its button where its whole name has no room:
    "#570" (none for a deal given as its cards, whose name is short)."""
    if seed is None:
        return ""
    # Translators: the sign a language writes before a number, as on a ticket: "Nr. 570",
    # "n° 570", "№ 570".
    return pgettext("the deal's number alone, on its button", "#{seed}").format(seed=seed)


def replay_hint(seed: int, rules: Rules = SEED_RULES) -> str:
    """How to play this deal again from the command line (by its house ``rules``, if any)."""
    return _("replay: {command}").format(command=replay_command(seed, rules))


def replay_command(seed: int, rules: Rules = SEED_RULES) -> str:
    """The command alone, where "replay: …" has no room (a long deal number, house rules)."""
    return command("--seed", str(seed), *rules_arguments(rules))


def copied(seed: int, rules: Rules = SEED_RULES) -> str:
    """The status line once Ctrl+C has put the deal's command on the clipboard."""
    return _("Copied: {command}").format(command=replay_command(seed, rules))


def not_copied() -> str:
    """The status line when Ctrl+C found no clipboard to write to."""
    return _("There is no clipboard here to copy to.")


def beside_hint(turn: KeyNames) -> str:
    """Beside a panel's Turn cards: how else cards are turned while it is open."""
    return _("{key}, or click the table").format(key=turn()[0])


def first_tip(turn: KeyNames) -> tuple[str, str]:
    """The tip the first time the table shows, pointing at Turn cards: what starts the game,
    and the keys that do the same ("Start with Turn cards", "Press Space or Enter, or click
    your pile")."""
    # Translators: a tip beside the table's Turn cards button, the first time it shows;
    # {button} is the button's label.
    headline = _("Start with {button}").format(button=turn_cards())
    # Translators: the tip's second line; {keys} are the keys, as in "Space or Enter".
    detail = _("Press {keys}, or click your pile").format(keys=either(turn()))
    return headline, detail


def no_battle_yet() -> str:
    """The log before the first battle."""
    return _("No battle yet: turn cards to play the first.")


# -- the status line --------------------------------------------------------------------------


def nothing() -> str:
    """The status line saying nothing: while the deck is dealt, and while a battle's cards
    turn."""
    return ""


def dealt() -> str:
    return _("Press Turn cards to play the first battle.")


def playing_to_the_end_now() -> str:
    """The status line while a round plays itself to its end at the Instant speed."""
    return _("Playing to the end…")


def resumed() -> str:
    return _("Back where you left off: press Turn cards to carry on.")


def replaying(battle: int) -> str:
    return _("Battle {battle} again…").format(battle=battle)


def war_status(depth: int, mine: Card, theirs: Card) -> str:
    """When a war starts, e.g. "War! 9♠ against 9♥" (the ``depth``-th war of the battle)."""
    if depth == 1:
        message = _("War! {mine} against {theirs}")
    else:
        message = _("War again! {mine} against {theirs}")
    return message.format(mine=mine.label, theirs=theirs.label)


def battle_summary(winner: Side, mine: Card, theirs: Card, taken: int, short: bool) -> str:
    """After a battle, e.g. "Your K♣ beats 7♦ — you take 6 cards", the last face-up cards
    being ``mine`` and ``theirs``; ``short``: the loser had no card left to finish a war."""
    if short:
        return status_short(Side.COMPUTER if winner is Side.PLAYER else Side.PLAYER, taken)
    if winner is Side.PLAYER:
        message = ngettext(
            "Your {mine} beats {theirs} — you take {count} card",
            "Your {mine} beats {theirs} — you take {count} cards",
            taken,
        )
    else:
        message = ngettext(
            "The computer's {theirs} beats your {mine} — it takes {count} card",
            "The computer's {theirs} beats your {mine} — it takes {count} cards",
            taken,
        )
    return message.format(mine=mine.label, theirs=theirs.label, count=taken)


def banner(depth: int) -> str:
    """The WAR! banner, for the ``depth``-th war of a battle."""
    if depth == 1:
        return _("WAR!")
    return _("WAR ×{depth}").format(depth=depth)


# -- round over -------------------------------------------------------------------------------


def round_tally(battles: int, wars: int) -> str:
    """E.g. "28 battles and 5 wars played"."""
    # The contexts are written out at each call: the catalogue tool reads them from there.
    played = npgettext(
        "round over: battles and wars played", "{count} battle", "{count} battles", battles
    )
    of_war = npgettext("round over: battles and wars played", "{count} war", "{count} wars", wars)
    return _("{battles} and {wars} played").format(
        battles=played.format(count=number(battles)), wars=of_war.format(count=number(wars))
    )


def final_piles(mine: int, theirs: int) -> str:
    """E.g. "You: 52 cards · Computer: 0 cards"."""
    yours = npgettext("round over: your cards", "{count} card", "{count} cards", mine)
    its = npgettext("round over: the computer's cards", "{count} card", "{count} cards", theirs)
    return _("You: {mine} · Computer: {theirs}").format(
        mine=yours.format(count=number(mine)), theirs=its.format(count=number(theirs))
    )


def same_deal_again() -> str:
    return _("Same deal again")


def record() -> str:
    """The button that opens the record."""
    return pgettext("button", "Record")


def menu() -> str:
    """Where a window has no room for them all: the button that lists New round, Settings
    and Title."""
    return pgettext("button", "Menu")
