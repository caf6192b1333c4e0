"""Tests for scenes/record_rules.py and its part in the Record: the lengths chart is of one
rule set (the round just finished's, else the rules chosen), its rounds over that rule
set's simulated ones, named; under house rules a row counts the rounds played under them;
every shape, text size and language holds it whole."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from tests.window.helpers import RecordingScreen, stacked
from war.core.cards import shuffled_deck
from war.core.engine import play_fast
from war.core.rules import SEED_RULES, Pickup, Rules
from war.simulator import lengths
from war.window.drawing.screen import Look
from war.window.layout.frame import frame_for
from war.window.scenes import record_rules
from war.window.scenes.record import RecordScene
from war.window.scenes.title import TitleScene
from war.words import languages
from war.words import record_rules as words

HOUSE = Rules(2, Pickup.SHUFFLED, None)
SIZES = [(1280, 720), (720, 1280), (1024, 768), (640, 360)]


@pytest.fixture(autouse=True)
def _english():
    yield
    languages.use("en")


def played(res, rules: Rules, seeds: range) -> None:
    for seed in seeds:
        res.store.finish_round(play_fast(shuffled_deck(seed), rules, seed), seed, rules)


def test_the_bins_cover_every_length_a_round_can_have_under_each_limit():
    for limit in (500, 1000, None):
        rules = Rules(battle_limit=limit)
        for width in record_rules.BIN_WIDTHS:
            bins = record_rules.bins_of(width, rules)
            assert bins[0][0] == 1
            assert all(a[1] + 1 == b[0] for a, b in itertools.pairwise(bins)), (limit, width)
            if limit is None:
                assert bins[-1] == (1000, record_rules.OPEN_END)
            else:
                assert bins[-1] == (limit, limit)  # the rounds drawn at the limit, alone
            shares = lengths.load(rules).shares(bins)
            assert sum(shares) == pytest.approx(1.0), (limit, width)
    assert record_rules.bin_label(1000, record_rules.OPEN_END) == "1000+"


def test_the_chart_is_of_the_rules_chosen_or_the_round_just_finished(res):
    played(res, SEED_RULES, range(6))
    played(res, HOUSE, range(6, 10))
    record = res.store.record
    assert record_rules.rules_of(record, False, HOUSE) == HOUSE
    assert record_rules.rules_of(record, False, SEED_RULES) == SEED_RULES
    assert record_rules.rules_of(record, True, SEED_RULES) == HOUSE  # the last was HOUSE's
    # Only the rounds of that rule set are charted, over its own simulated rounds.
    choices = record_rules.binned(record, HOUSE)
    bins = record_rules.bins_of(record_rules.BIN_WIDTHS[0], HOUSE)
    mine = [each.battles for each in record.history if each.rules == HOUSE]
    assert len(mine) == 4
    assert choices[0].shares == [sum(first <= n <= last for n in mine) / 4 for first, last in bins]
    assert choices[0].compared == lengths.load(HOUSE).shares(bins)
    assert choices[0].compared != lengths.load(SEED_RULES).shares(
        record_rules.bins_of(record_rules.BIN_WIDTHS[0], SEED_RULES)
    )


def test_house_rules_have_a_row_counting_their_rounds_and_the_chart_is_named(res, screen_at):
    played(res, SEED_RULES, range(5))
    played(res, HOUSE, range(5, 8))
    res.store.save_settings(res.store.settings.with_rules(HOUSE))
    tally = res.store.record.per_rules(HOUSE)
    row = record_rules.house_row(res.store.record, HOUSE)
    assert row == words.under_house_rules(HOUSE, 3, tally.won, tally.lost, tally.drawn)
    assert record_rules.house_row(res.store.record, SEED_RULES) is None
    screen = screen_at()
    scene = RecordScene(res)
    stacked(TitleScene(res), scene)
    screen.text_drawn.clear()
    scene.draw(screen, 1.0)
    said = [text.words for text in screen.text_drawn]
    assert row in said or all(part in " ".join(said) for part in row.split())
    assert words.lengths_title(HOUSE) in said
    assert words.lengths_legend(HOUSE, lengths.load(HOUSE).deals) in said


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_the_record_under_house_rules_fits_every_shape_size_and_language(res, fonts, size):
    played(res, SEED_RULES, range(5))
    played(res, HOUSE, range(5, 9))
    res.store.save_settings(res.store.settings.with_rules(HOUSE))
    for code, large in itertools.product(languages.CODES, (False, True)):
        languages.use(code)
        screen = RecordingScreen(size, fonts, look=replace(Look(), large_text=large))
        scene = RecordScene(res)
        stack = stacked(TitleScene(res), scene, frame=frame_for(size))
        screen.text_drawn.clear()
        with screen.placed(stack.top.origin, stack.top.zoom):
            scene.draw(screen, 1.0)
        cut = [t.words for t in screen.text_drawn if t.asked and t.words != t.asked]
        assert not cut, (size, code, large, cut)
