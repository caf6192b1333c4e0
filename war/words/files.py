"""What is said of the data folder: why a file cannot be used, what became of it, what is saved."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Literal

from war.core.cards import CardError
from war.words.cards import card_problem
from war.words.format import number
from war.words.translate import _, ngettext, pgettext

if TYPE_CHECKING:
    from war.core.position import PositionError

# -- why a file cannot be used (the inner part of a notice) -------------------------------------


def too_large(most: int) -> str:
    return ngettext("larger than {count} byte", "larger than {count} bytes", most).format(
        count=number(most)
    )


def empty() -> str:
    return pgettext("a file", "empty")


def not_json() -> str:
    return _("not JSON: damaged or cut short")


def only_null() -> str:
    return _("nothing but null")


def a_folder_instead() -> str:
    return _("a folder stands where the file should be")


def a_looping_link() -> str:
    return _("a link that goes round in a loop")


def not_a_regular_file() -> str:
    return _("not a regular file")


def a_link_to_no_file() -> str:
    return _("a link to something that is not a file")


def not_an_object() -> str:
    """The file is JSON, but a list, a string or a number, not an object."""
    return _("not a JSON object")


def missing(key: str) -> str:
    """The file leaves out ``key``, a value it must hold."""
    return _('"{key}" is missing').format(key=key)


def unknown_version(value: str) -> str:
    return _("unknown version {value}").format(value=value)


def unknown_rules(value: str) -> str:
    """A saved round's rules are none the game plays by (``value``, as the file has it)."""
    return _('"rules" names no table rules the game plays by: {value}').format(value=value)


def not_true_or_false(key: str, value: str) -> str:
    return _('"{key}" is neither true nor false: {value}').format(key=key, value=value)


def daily_under_house_rules() -> str:
    """A saved deal of the day under house rules: the day's deal is always played by the
    seed rules."""
    return _("a deal of the day under house rules")


def not_a_days_deal(seed: int) -> str:
    """A saved deal of the day whose number is no day's date (YYYYMMDD)."""
    return _("deal #{seed} is not the deal of any day").format(seed=seed)


def not_whole(key: str, value: str) -> str:
    return _('"{key}" is not a whole number ≥ 0: {value}').format(key=key, value=value)


def more_than(key: str, most: int, value: str) -> str:
    return _('"{key}" is more than {most}: {value}').format(key=key, most=most, value=value)


def not_card_codes(key: str) -> str:
    return _('"{key}" is not a list of card codes').format(key=key)


def bad_card(key: str, error: str) -> str:
    """A pile of ``key`` holds something that is not a card: ``error`` says what."""
    return _('"{key}": {error}').format(key=key, error=error)


def deal_ends_early(seed: int, battles: int) -> str:
    return _("deal #{seed} ends before battle {battle}").format(seed=seed, battle=battles)


def not_where_the_deal_stands(seed: int, battles: int) -> str:
    return _("the table is not where deal #{seed} stands after battle {battle}").format(
        seed=seed, battle=battles
    )


def position_problem(error: PositionError) -> str:
    """Why no round can be where a saved round says it is."""
    from war.core.position import PositionProblem  # a saved round's: the title needs none

    values = error.values
    match error.problem:
        case PositionProblem.NEGATIVE_DEAL:
            return _("the deal number is negative: {seed}").format(seed=values["seed"])
        case PositionProblem.BATTLES:
            limit = values["limit"]
            assert isinstance(limit, int)
            message = _("{battles} battles played: a live round has played 0 to {most}")
            return message.format(battles=values["battles"], most=limit - 1)
        case PositionProblem.PILE_EMPTY:
            return _("a pile is empty: that round is over")
        case PositionProblem.NOT_ONE_DECK:
            cards = values["error"]
            assert isinstance(cards, CardError)
            return _("the piles are not one deck: {why}").format(why=card_problem(cards))
        case PositionProblem.EARLY_WARS:
            return _("wars counted before the first battle")
        case PositionProblem.TOO_MANY_WARS:
            message = _("{wars} wars in {battles} battles")
            return message.format(wars=values["wars"], battles=values["battles"])
        case PositionProblem.CHAIN:
            return _too_long_a_chain(values)
        case PositionProblem.NO_CHAIN:
            return _("wars counted but no chain of wars")
    raise ValueError(f"no words for {error.problem!r}")


def _too_long_a_chain(values: dict[str, object]) -> str:
    """A saved round's longest chain of wars is longer than all its wars together, or than
    any one battle can hold (``most``)."""
    chain, wars, most = values["chain"], values["wars"], values["most"]
    assert isinstance(chain, int) and isinstance(wars, int) and isinstance(most, int)
    if chain > wars:
        message = _("more wars in one chain ({chain}) than in the whole round ({wars})")
        return message.format(chain=number(chain), wars=number(wars))
    message = _("more wars in one chain ({chain}) than any battle can hold ({most})")
    return message.format(chain=number(chain), most=number(most))


# -- why a record's counts do not fit (the last guard after a repair) ---------------------------


def too_many_rounds(most: int) -> str:
    return _("more than {count} rounds played").format(count=number(most))


def more_listed_than_counted() -> str:
    return _("more rounds listed than counted")


def streaks_do_not_fit() -> str:
    return _("the winning streaks do not fit the rounds won")


def battles_do_not_fit() -> str:
    return _("the battle counts do not fit the rounds played")


def wars_do_not_fit() -> str:
    return _("the war counts do not fit the rounds played")


def rounds_without_battles() -> str:
    return _("rounds played without a battle")


def listed_round_does_not_fit() -> str:
    return _("a listed round does not fit the totals")


def not_a_round() -> str:
    return _('"history" holds something that is not a round')


def unknown_ending() -> str:
    return _("a listed round has an unknown winner or reason")


def impossible_ending() -> str:
    return _("a listed round ended in a way no round can")


def no_battle() -> str:
    return _("a listed round has no battle")


# -- notices ------------------------------------------------------------------------------------

# Which of the data folder's files a notice is of: each says what happened to your game first,
# in a whole sentence of its own, naming a file only where you may want to find it.
Kind = Literal["round", "record", "settings"]
Words = Callable[[], str]

# A damaged file, renamed aside (to ``{aside}``): what the game does without it.
SET_ASIDE: dict[Kind, Words] = {
    "round": lambda: _(
        "Your saved round could not be read ({problem}), so a new round starts; "
        "the old file is kept as {aside}."
    ),
    "record": lambda: _(
        "Your record could not be read ({problem}), so it starts again from nothing; "
        "the old file is kept as {aside}."
    ),
    "settings": lambda: _(
        "Your settings could not be read ({problem}), so the usual ones are used; "
        "the old file is kept as {aside}."
    ),
}

# A damaged file that could not be renamed aside: it stays, never written over.
LEFT_DAMAGED: dict[Kind, Words] = {
    "round": lambda: _(
        "Your saved round could not be read ({problem}), so a new round starts; "
        "{file} is left as it is and will not be written over."
    ),
    "record": lambda: _(
        "Your record could not be read ({problem}), so it starts again from nothing; "
        "{file} is left as it is and will not be written over."
    ),
    "settings": lambda: _(
        "Your settings could not be read ({problem}), so the usual ones are used; "
        "{file} is left as it is and will not be written over."
    ),
}

# A file there that cannot be read now (a permission, a disk): nothing says it is damaged.
LEFT_UNREADABLE: dict[Kind, Words] = {
    "round": lambda: _(
        "Your saved round cannot be read ({problem}), so a new round starts; "
        "{file} is left as it is and will not be written over."
    ),
    "record": lambda: _(
        "Your record cannot be read ({problem}), so it starts again from nothing; "
        "{file} is left as it is and will not be written over."
    ),
    "settings": lambda: _(
        "Your settings cannot be read ({problem}), so the usual ones are used; "
        "{file} is left as it is and will not be written over."
    ),
}

# The same two, for ``stats``, which only reads: no game goes on without the file.
READ_DAMAGED: dict[Kind, Words] = {
    "round": lambda: _("Your saved round could not be read ({problem}); {file} is left as it is."),
    "record": lambda: _("Your record could not be read ({problem}); {file} is left as it is."),
    "settings": lambda: _("Your settings could not be read ({problem}); {file} is left as it is."),
}
READ_UNREADABLE: dict[Kind, Words] = {
    "round": lambda: _("Your saved round cannot be read ({problem}); {file} is left as it is."),
    "record": lambda: _("Your record cannot be read ({problem}); {file} is left as it is."),
    "settings": lambda: _("Your settings cannot be read ({problem}); {file} is left as it is."),
}


def set_aside(kind: Kind, problem: str, aside: str) -> str:
    """The file of ``kind`` was damaged (``problem`` says how) and is renamed ``aside``."""
    return SET_ASIDE[kind]().format(problem=problem, aside=aside)


def left_as_it_is(kind: Kind, problem: str, file: str, *, reading: bool = False) -> str:
    """The file of ``kind``, ``file``, is damaged (``problem``) and could not be set aside;
    ``reading``: for ``stats``, which only reads it."""
    table = READ_DAMAGED if reading else LEFT_DAMAGED
    return table[kind]().format(problem=problem, file=file)


def cannot_be_read(kind: Kind, reason: str, file: str, *, reading: bool = False) -> str:
    """The file of ``kind``, ``file``, cannot be read, for the system's ``reason``."""
    table = READ_UNREADABLE if reading else LEFT_UNREADABLE
    return table[kind]().format(problem=reason, file=file)


def settings_not_understood(settings: Sequence[str]) -> str:
    """The settings file holds ``settings`` (their keys, as in the file) with values that
    mean nothing: their defaults are used instead."""
    message = ngettext(
        "A setting was not understood ({settings}), so its default is used.",
        "Some settings were not understood ({settings}), so their defaults are used.",
        len(settings),
    )
    return message.format(settings=pgettext("between items", ", ").join(settings))


def record_mended(
    file: str,
    *,
    dropped: Sequence[str],
    unlisted: int,
    overflow: int,
    most_listed: int,
    changed: Sequence[tuple[str, int, int]],
    copy: str | None,
) -> str:
    """A record read with what it held badly left out (``dropped`` keys, ``unlisted``
    listed rounds not understood, ``overflow`` listed past ``most_listed``) and the counts
    ``changed`` (key, from, to) to fit together; its original kept as ``copy``, or, without
    one, the file (``file``) left as it is."""
    left_out = [_('"{key}"').format(key=key) for key in dropped]
    if unlisted:
        message = ngettext("{count} listed round", "{count} listed rounds", unlisted)
        left_out.append(message.format(count=number(unlisted)))
    between = pgettext("between items", ", ")
    said = []
    if left_out:
        message = _("some of it was not understood and was left out ({what})")
        said.append(message.format(what=between.join(left_out)))
    if overflow:
        message = ngettext(
            "{count} listed round before the latest {most} was left out",
            "{count} listed rounds before the latest {most} were left out",
            overflow,
        )
        said.append(message.format(count=number(overflow), most=number(most_listed)))
    if changed:
        fitted = [
            (
                _('"{key}" lowered to {count}') if new < old else _('"{key}" raised to {count}')
            ).format(key=key, count=number(new))
            for key, old, new in changed
        ]
        said.append(_("{what} so the counts fit together").format(what=between.join(fitted)))
    if copy is None:
        said.append(_("{file} is left as it is and will not be written over").format(file=file))
    else:
        said.append(_("the old file is kept as {copy}").format(copy=copy))
    message = _("Your record was repaired: {what}.")
    return message.format(what=pgettext("between clauses", "; ").join(said))


def not_saved_cannot_write(folder: str, reason: str) -> str:
    return _("Progress will not be saved: cannot write to {folder} ({reason}).").format(
        folder=folder, reason=reason
    )


def not_saved_in_the_way(folder: str, found: str, *, a_file: bool) -> str:
    """Something that is no folder stands at ``found``: where the data folder ``folder``
    should be, or where a folder above it should be; ``a_file``: it is a file."""
    if found == folder:
        message = (
            _("Progress will not be saved: {folder} is a file, not a folder.")
            if a_file
            else _("Progress will not be saved: {folder} is not a folder.")
        )
    elif a_file:
        message = _(
            "Progress will not be saved: {found} is a file, not a folder, so {folder} "
            "cannot be made."
        )
    else:
        message = _(
            "Progress will not be saved: {found} is not a folder, so {folder} cannot be made."
        )
    return message.format(folder=folder, found=found)


def not_saved_cannot_use(lock: str, reason: str) -> str:
    return _("Progress will not be saved: cannot use {file} ({reason}).").format(
        file=lock, reason=reason
    )


def not_saved_another_game(folder: str) -> str:
    return _("Progress will not be saved: another War is playing with {folder}.").format(
        folder=folder
    )


def not_saved_another_game_file(file: str, name: str) -> str:
    """Another game holds ``file``, where the data folder's link ``name`` leads."""
    message = _(
        "Progress will not be saved: another War is playing with {file}, where {name} leads."
    )
    return message.format(file=file, name=name)


def cannot_read_in_the_way(folder: str, found: str, *, a_file: bool) -> str:
    """As ``not_saved_in_the_way``, for ``stats``, which only reads the data folder."""
    if found == folder:
        message = (
            _("Cannot read the data folder: {folder} is a file, not a folder.")
            if a_file
            else _("Cannot read the data folder: {folder} is not a folder.")
        )
    elif a_file:
        message = _(
            "Cannot read the data folder: {found} is a file, not a folder, so {folder} "
            "cannot be there."
        )
    else:
        message = _(
            "Cannot read the data folder: {found} is not a folder, so {folder} cannot be there."
        )
    return message.format(folder=folder, found=found)


def cannot_read_folder(folder: str, reason: str) -> str:
    return _("Cannot read the data folder {folder} ({reason}).").format(
        folder=folder, reason=reason
    )


def could_not_save(folder: str, reason: str) -> str:
    return _("Progress could not be saved in {folder} ({reason}).").format(
        folder=folder, reason=reason
    )
