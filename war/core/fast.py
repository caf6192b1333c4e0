"""The engine's fast path: a whole round on bare ranks, no events, the same Outcome as Round.

Suits never decide a battle, so ranks are all the loop needs, with one exception, which
it hands to the event path: with no battle limit a round ends when a position (every
card, in order) comes back, and two positions can have the same ranks in the same order
with different cards. A card position can only come back where its rank position does,
so until the ranks come back the round is exactly the one the cards play. When they do
(rare: a round that cycles, or by chance), the round is played again on the event path,
on cards of those ranks with suits given in turn. Which suits does not matter: every
battle moves the cards at the same places in the piles to the same places whatever their
suits (a shuffle's permutation depends only on the list's length and the generator), so
whether two positions are the same depends only on those moves, and so does the outcome.

With shuffled pickup the loop keeps every rank position it has had. With winnings as laid
it need not: the ranks alone then decide the next battle, so ranks that have come back
repeat for ever, and comparing the piles now and then with a copy taken at battles 1, 2,
4, 8, ... (Brent's cycle finding) notices it within twice the battles it took; a round that
ends has never come back, so its outcome is exact either way.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from war.core.cards import SUIT_CODES, Card
from war.core.events import Reason, Winner
from war.core.outcome import Outcome
from war.core.rules import SEED_RULES, Pickup, Rules, pickup_generator


def play_fast(deck: Sequence[Card], rules: Rules = SEED_RULES, seed: int | None = None) -> Outcome:
    """Play a whole round by ``rules`` on ranks alone; the same Outcome as
    ``Round(deck, seed=seed, rules=rules)``, several times faster. ``seed`` matters only
    to shuffled pickup (it seeds the pickup generator)."""
    return play_ranks([card.rank for card in deck], rules, seed)


def play_ranks(ranks: Sequence[int], rules: Rules = SEED_RULES, seed: int | None = None) -> Outcome:
    """The fast path's loop, on the ranks of a deck (top first)."""
    if rules.pickup is Pickup.AS_LAID and rules.battle_limit:
        return _play_plain(ranks, rules.battle_limit, rules.war_cards)
    return _play_house(ranks, rules, seed)


def _play_plain(ranks: Sequence[int], battle_limit: int, war_cards: int = 1) -> Outcome:
    """Winnings as laid, a battle limit: the seed rules' loop (``war_cards`` face down).

    Written for speed: bound methods in locals, and emptiness checked only where a pile
    can have just run out. Keep it in step with ``Round.play_battle``.
    """
    player, computer = deque(ranks[0::2]), deque(ranks[1::2])
    take_mine, take_theirs = player.popleft, computer.popleft
    give_mine, give_theirs = player.append, computer.append
    more_down = tuple(range(war_cards - 1))  # face-down pairs after a war's first
    wars = longest = battles = 0
    while battles < battle_limit:
        battles += 1
        mine = take_mine()
        theirs = take_theirs()
        if mine > theirs:
            give_mine(mine)
            give_mine(theirs)
            if not computer:
                return Outcome(Winner.PLAYER, Reason.ALL_CARDS, battles, wars, 52, 0, longest)
            continue
        if mine < theirs:
            give_theirs(theirs)
            give_theirs(mine)
            if not player:
                return Outcome(Winner.COMPUTER, Reason.ALL_CARDS, battles, wars, 0, 52, longest)
            continue
        table = [mine, theirs]
        depth = 0
        short = None
        while mine == theirs:
            depth += 1
            wars += 1
            if not player or not computer:
                short = depth
                break
            table.append(take_mine())
            table.append(take_theirs())
            for _ in more_down:  # none for the seed rules' one card face down
                if not player or not computer:
                    break
                table.append(take_mine())
                table.append(take_theirs())
            if not player or not computer:
                short = depth
                break
            mine = take_mine()
            theirs = take_theirs()
            table.append(mine)
            table.append(theirs)
        if depth > longest:
            longest = depth
        if short is not None:
            return _short(player, computer, table, battles, wars, longest)
        if mine > theirs:
            player.extend(table)
            if not computer:
                return Outcome(Winner.PLAYER, Reason.ALL_CARDS, battles, wars, 52, 0, longest)
        else:
            for i in range(0, len(table), 2):
                give_theirs(table[i + 1])
                give_theirs(table[i])
            if not player:
                return Outcome(Winner.COMPUTER, Reason.ALL_CARDS, battles, wars, 0, 52, longest)
    return Outcome(
        Winner.DRAW, Reason.BATTLE_LIMIT, battles, wars, len(player), len(computer), longest
    )


def _play_house(ranks: Sequence[int], rules: Rules, seed: int | None) -> Outcome:
    """Any rule set: K cards face down, shuffled pickup, no limit (see the module's note)."""
    limit, war_cards = rules.battle_limit, rules.war_cards
    shuffle = pickup_generator(seed).shuffle if rules.pickup is Pickup.SHUFFLED else None
    player, computer = deque(ranks[0::2]), deque(ranks[1::2])
    take_mine, take_theirs = player.popleft, computer.popleft
    seen = None  # shuffled with no limit: every rank position had
    brent = limit is None and shuffle is None  # as laid with no limit: a copy now and then
    if limit is None and shuffle is not None:
        seen = {(bytes(player), bytes(computer))}
    saved_mine, saved_theirs = player.copy(), computer.copy()
    power, since = 1, 0
    wars = longest = battles = 0
    while limit is None or battles < limit:
        battles += 1
        mine = take_mine()
        theirs = take_theirs()
        if mine != theirs:
            won = [mine, theirs] if mine > theirs else [theirs, mine]
        else:
            table = [mine, theirs]
            depth = 0
            short = False
            while mine == theirs:
                depth += 1
                wars += 1
                for _ in range(war_cards):
                    if not player or not computer:
                        short = True
                        break
                    table.append(take_mine())
                    table.append(take_theirs())
                if short or not player or not computer:
                    short = True
                    break
                mine = take_mine()
                theirs = take_theirs()
                table.append(mine)
                table.append(theirs)
            if depth > longest:
                longest = depth
            if short:
                return _short(player, computer, table, battles, wars, longest)
            if mine > theirs:
                won = table
            else:
                won = [table[i + j] for i in range(0, len(table), 2) for j in (1, 0)]
        if shuffle is not None:
            shuffle(won)
        if mine > theirs:
            player.extend(won)
            if not computer:
                return Outcome(Winner.PLAYER, Reason.ALL_CARDS, battles, wars, 52, 0, longest)
        else:
            computer.extend(won)
            if not player:
                return Outcome(Winner.COMPUTER, Reason.ALL_CARDS, battles, wars, 0, 52, longest)
        if brent:
            if player == saved_mine and computer == saved_theirs:  # the ranks cycle
                return _play_cards(ranks, rules, seed)
            since += 1
            if since == power:
                saved_mine, saved_theirs = player.copy(), computer.copy()
                power, since = 2 * power, 0
        elif seen is not None:
            key = (bytes(player), bytes(computer))
            if key in seen:  # the ranks have come back: the cards may not have
                return _play_cards(ranks, rules, seed)
            seen.add(key)
    return Outcome(
        Winner.DRAW, Reason.BATTLE_LIMIT, battles, wars, len(player), len(computer), longest
    )


def _short(
    player: deque[int],
    computer: deque[int],
    table: list[int],
    battles: int,
    wars: int,
    longest: int,
) -> Outcome:
    """The outcome of a war a player (or both) had no card for."""
    if not player and not computer:
        half = len(table) // 2
        return Outcome(Winner.DRAW, Reason.BOTH_OUT_IN_WAR, battles, wars, half, half, longest)
    if not player:
        return Outcome(Winner.COMPUTER, Reason.OUT_OF_CARDS_IN_WAR, battles, wars, 0, 52, longest)
    return Outcome(Winner.PLAYER, Reason.OUT_OF_CARDS_IN_WAR, battles, wars, 52, 0, longest)


def _play_cards(ranks: Sequence[int], rules: Rules, seed: int | None) -> Outcome:
    """The round played on the event path, on cards of ``ranks`` with suits given in turn."""
    from war.core.engine import Round  # the engine imports this module

    given: dict[int, int] = {}
    deck = []
    for rank in ranks:
        deck.append(Card(rank, SUIT_CODES[given.get(rank, 0)]))
        given[rank] = given.get(rank, 0) + 1
    round_ = Round(deck, seed=seed, rules=rules)
    for _ in round_.play_to_end():
        pass
    assert round_.outcome is not None
    return round_.outcome
