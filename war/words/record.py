"""What the record says: in the Record scene, and for ``stats`` at a terminal."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from war.core.events import Reason, Winner
from war.messages import escaped
from war.session.medals import Medal
from war.store.record import ENDING_ORDER, Record, daily_streak, endings_of, sorted_medals
from war.words import endings
from war.words import medals as medal_words
from war.words.endings import LIMIT, RECORD_ENDINGS
from war.words.format import number, percent
from war.words.record_rules import under_house_rules
from war.words.translate import _, ngettext, npgettext, pgettext


def title() -> str:
    return _("Your record")


def reset() -> str:
    """The button that asks to reset the record, and the question's yes."""
    return _("Reset record")


def keep() -> str:
    """The question's no: the answer that changes nothing, saying what it keeps."""
    return _("Keep the record")


def reset_question() -> str:
    return _("Reset your record?")


def reset_note(played: int, more: bool = False) -> str:
    """What a reset forgets: the ``played`` rounds (at least one), and (``more``) the
    medals earned and the days of the deal of the day played."""
    if played == 1:
        # Its own message: a language's "one" form may also serve 21 or 31.
        note = _("Your only round will be forgotten.")
    else:
        message = ngettext(
            "All {count} round will be forgotten.", "All {count} rounds will be forgotten.", played
        )
        note = message.format(count=number(played))
    if more:
        note += " " + _("Your medals and your days of the deal of the day are forgotten too.")
    return note


def empty() -> str:
    """In place of the charts, before any round has finished."""
    return _("No rounds finished yet: play one to the end and it is counted here.")


def summary(record: Record) -> str:
    """E.g. "12 rounds played: won 7 (58%), lost 4, drawn 1"; for ``stats``, "No rounds
    played yet." before any (the Record scene says ``empty()`` instead)."""
    if not record.played:
        return _("No rounds played yet.")
    won = record.count(Winner.PLAYER)
    message = ngettext(
        "{count} round played: won {won} ({share}), lost {lost}, drawn {drawn}",
        "{count} rounds played: won {won} ({share}), lost {lost}, drawn {drawn}",
        record.played,
    )
    return message.format(
        count=number(record.played),
        won=number(won),
        share=percent(won / record.played),
        lost=number(record.count(Winner.COMPUTER)),
        drawn=number(record.count(Winner.DRAW)),
    )


def details(record: Record) -> str:
    """E.g. "Winning streak 2 (best 5) · longest round 454 battles · ..."."""
    longest = npgettext(
        "record: the longest round", "{count} battle", "{count} battles", record.longest_round
    )
    return _(
        "Winning streak {streak} (best {best}) · longest round {longest} · most wars in one "
        "battle {wars}"
    ).format(
        streak=record.streak,
        best=record.best_streak,
        longest=longest.format(count=number(record.longest_round)),
        wars=record.most_wars_in_a_battle,
    )


def details_said(record: Record) -> str:
    """``details`` as said aloud: "Winning streak 2, best 5; longest round 454 battles; most
    wars in one battle 3", with no "·" for a screen reader to name."""
    longest = npgettext(
        "record: the longest round", "{count} battle", "{count} battles", record.longest_round
    )
    # Translators: said aloud, as the record's line "Winning streak 2 (best 5) · longest
    # round 454 battles · most wars in one battle 3" shows: no sign a voice would name.
    return _(
        "Winning streak {streak}, best {best}; longest round {longest}; most wars in one "
        "battle {wars}"
    ).format(
        streak=number(record.streak),
        best=number(record.best_streak),
        longest=longest.format(count=number(record.longest_round)),
        wars=number(record.most_wars_in_a_battle),
    )


def totals(record: Record) -> str:
    """E.g. "3,120 battles and 190 wars in all"."""
    battles = npgettext(
        "record: battles and wars in all", "{count} battle", "{count} battles", record.battles
    )
    wars = npgettext("record: battles and wars in all", "{count} war", "{count} wars", record.wars)
    return _("{battles} and {wars} in all").format(
        battles=battles.format(count=number(record.battles)),
        wars=wars.format(count=number(record.wars)),
    )


def where_it_falls(battles: int, shorter: float) -> str:
    """E.g. "This round lasted 454 battles — longer than 87% of rounds"."""
    message = ngettext(
        "This round lasted {count} battle — longer than {share} of rounds",
        "This round lasted {count} battles — longer than {share} of rounds",
        battles,
    )
    return message.format(count=number(battles), share=percent(shorter))


def where_it_falls_said(battles: int, shorter: float) -> str:
    """``where_it_falls`` as said aloud: "This round lasted 454 battles, longer than 87% of
    rounds", with no dash for a screen reader to name."""
    # Translators: said aloud, as "This round lasted 454 battles — longer than 87% of rounds"
    # shows: no dash or other sign a voice would name.
    message = ngettext(
        "This round lasted {count} battle, longer than {share} of rounds",
        "This round lasted {count} battles, longer than {share} of rounds",
        battles,
    )
    return message.format(count=number(battles), share=percent(shorter))


# -- the charts ---------------------------------------------------------------------------------


def outcomes_title() -> str:
    return _("How your rounds ended")


def outcome_label(winner: Winner, reason: Reason | None) -> tuple[str, ...]:
    """A bar's label, in lines: won, lost, or drawn (and how)."""
    if winner is Winner.PLAYER:
        label = pgettext("rounds", "Won")
    elif winner is Winner.COMPUTER:
        label = pgettext("rounds", "Lost")
    elif reason is Reason.BATTLE_LIMIT:
        label = _("Drawn:\nthe limit")
    elif reason is Reason.ENDLESS:
        # A round with no battle limit that came back to where it had been: it would
        # have gone on for ever.
        label = _("Drawn:\nendless")
    else:
        label = _("Drawn:\nboth out")
    return tuple(label.split("\n"))


def lengths_title() -> str:
    return _("Battles in a round")


def lengths_legend(deals: int) -> str:
    message = ngettext(
        "gold: yours · blue: {count} simulated round",
        "gold: yours · blue: {count} simulated rounds",
        deals,
    )
    return message.format(count=number(deals))


def bin_label(first: int, last: int) -> str:
    """A bin of the lengths' chart: "1–50", or "500" alone."""
    if first == last:
        return str(first)
    return _("{first}–{last}").format(first=first, last=last)


# -- at a terminal ------------------------------------------------------------------------------


def daily_details(streak: int, best: int) -> str:
    """E.g. "Daily streak 3 (best 9)": days in a row the deal of the day was played."""
    return _("Daily streak {streak} (best {best})").format(streak=number(streak), best=number(best))


def medals_summary(record: Record) -> str:
    """E.g. "Medals: 3 of 11 (First win, Double war, Comeback)", in the order shown."""
    held = sorted_medals(record)
    if not held:
        return _("Medals: none yet, {all} to earn").format(all=number(len(Medal)))
    names = pgettext("between items", ", ").join(medal_words.name(medal) for medal in held)
    return _("Medals: {count} of {all} ({names})").format(
        count=number(len(held)), all=number(len(Medal)), names=names
    )


def _limit_draws(record: Record) -> dict[int, int]:
    """The rounds drawn at a battle limit, by the limit (of the rule sets played under one)."""
    draws: dict[int, int] = {}
    for rules in record.rules_played:
        if rules.battle_limit is not None:
            count = record.per_rules(rules).endings[LIMIT]
            draws[rules.battle_limit] = draws.get(rules.battle_limit, 0) + count
    return dict(sorted(draws.items()))


def format_record(record: Record, folder: Path, today: date | None = None) -> str:
    """The record for ``stats``: the totals, the daily streak (as of ``today``) and the
    medals, then how the rounds ended (each ending the rules played under can have)."""
    lines = [summary(record)]
    if record.played:
        lines.append(details(record))
        lines.append(totals(record))
        if record.best_daily_streak:
            streak = record.daily_run if today is None else daily_streak(record, today)
            lines.append(daily_details(streak, record.best_daily_streak))
        lines.append(medals_summary(record))
        lines.append(_("How your rounds ended:"))
        played = record.rules_played
        shown = [e for e in ENDING_ORDER if any(e in endings_of(rules) for rules in played)]
        width = len(number(max(record.endings.values())))
        for ending in shown:
            if ending == LIMIT:  # a line for each limit played to: 500, 1,000
                for limit, drawn in _limit_draws(record).items():
                    said = endings.said(RECORD_ENDINGS, LIMIT, limit)
                    lines.append(f"  {number(drawn).rjust(width)}  {said}")
                continue
            count = number(record.endings[ending]).rjust(width)
            lines.append(f"  {count}  {RECORD_ENDINGS[ending]()}")
        for rules in played:
            if not rules.is_seed:
                tally = record.per_rules(rules)
                lines.append(
                    "  "
                    + under_house_rules(
                        rules,
                        tally.played,
                        tally.count(Winner.PLAYER),
                        tally.count(Winner.COMPUTER),
                        tally.count(Winner.DRAW),
                    )
                )
    # The folder's name may hold anything: its control characters are escaped.
    lines.append(_("(kept in {folder})").format(folder=escaped(str(folder))))
    return "\n".join(lines)
