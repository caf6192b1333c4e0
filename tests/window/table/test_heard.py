"""What the table says aloud as its round goes, heard from its outbox (no voice, no app)."""

from __future__ import annotations

from tests.helpers import run_until
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
    assert [text for text, _ in said(table)] in ([], [table_words.banner(1)])
    settle(table)
    assert said(table)[-1][0] == table.session.log.lines[-1]


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
