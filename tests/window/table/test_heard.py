"""What the table says aloud as its round goes, heard from its outbox (no voice, no app)."""

from __future__ import annotations

from datetime import date

from tests.helpers import run_until
from war.core.engine import Round
from war.core.events import WarDeclared
from war.core.rules import Rules
from war.window.input.actions import Action
from war.window.scenes.table import TableScene
from war.words import table as table_words

FRAME = 1 / 60


def said(table: TableScene) -> list[tuple[str, bool]]:
    return [(line.words(), line.interrupt) for line in table.outbox.take()]


def settle(table: TableScene) -> None:
    run_until(table.update, lambda: not table.animating(), dt=FRAME)


def test_the_state_counts_the_piles_the_battle_and_the_wars_as_shown(res):
    table = TableScene(res, seed=3)
    settle(table)
    assert table.heard.state() == "You 26 cards, the computer 26; battle 0 of 500; 0 wars"


def test_with_no_battle_limit_the_state_counts_the_battle_alone(res):
    res.store.save_settings(res.store.settings.with_rules(Rules(battle_limit=None)))
    table = TableScene(res, seed=3)
    settle(table)
    assert table.heard.state() == "You 26 cards, the computer 26; battle 0; 0 wars"


def test_nothing_is_said_while_a_battle_moves_and_its_line_once_it_has_landed(res):
    table = TableScene(res, seed=3)
    settle(table)
    said(table)
    table.handle(Action.TURN)
    table.update(FRAME)
    assert said(table) == []
    settle(table)
    assert said(table) == [("Battle 1: the computer's four beat your two; it took 2 cards", True)]
    assert table.session.log.lines == ["Battle 1: the computer's 4♥ beat your 2♦ — it took 2"]


def test_a_resumed_round_does_not_say_the_battles_it_resumes_after(res):
    table = TableScene(res, seed=3)
    settle(table)
    for _ in range(3):
        table.handle(Action.TURN)
        settle(table)
    saved = res.store.saved_round
    assert saved is not None and saved.battles == 3
    resumed = TableScene(res, resume=saved)
    resumed.update(FRAME)
    assert said(resumed) == [(table_words.resumed(), False)]  # what the table shows, no battle


def test_the_deal_is_said_without_its_sign_and_the_deal_of_the_day_by_its_date(res):
    table = TableScene(res, seed=570)
    assert table.opening_words() == ["Deal 570"]
    assert table._deal_button.label == "Deal #570"  # shown as before
    assert table._deal_button.spoken() == "Play a deal: Deal 570"  # and what it does
    res.today = lambda: date(2026, 12, 2)
    today = TableScene(res, daily=True)
    assert today.session.seed == 20261202
    assert today.opening_words() == ["Deal of the day, 2 December 2026"]


def test_a_war_is_said_as_war_not_as_its_capitals_and_sign(res):
    seed = next(s for s in range(6000, 9000) if _war_first(s, depth=2))
    table = TableScene(res, seed=seed)
    settle(table)
    said(table)
    table.handle(Action.TURN)
    settle(table)
    heard = [text for text, _ in said(table)]
    assert heard[:2] == ["War!", "War again: 2 in a row!"]
    assert heard[-1].startswith("Battle 1: 2 wars in a row, starting with ")
    assert not any(sign in text for text in heard for sign in "×♠♥♦♣—")


def _war_first(seed: int, depth: int) -> bool:
    """Whether deal ``seed``'s first battle has a war ``depth`` deep."""
    events = Round.from_seed(seed).play_battle()
    return any(isinstance(event, WarDeclared) and event.depth == depth for event in events)
