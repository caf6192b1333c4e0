"""Every word the window draws comes from war/words, looked up as it is shown.

The pseudo-translation (tests/words/pseudo.py: each message marked, its letters accented)
is put in use before any scene is made; then every scene, panel and dialog is drawn on a
screen that records each text as the scene asked for it (before it was set smaller or cut
to fit its room), and every text is read: a plain English letter is a word that did not
come through war/words/translate.py, unless it is data. What is data in the window, and
why (besides what tests/words/test_one_home.py names for the command line: commands and
options to type, cards, the data folder's files):

- a key printed on the keyboard with a letter or an F number (T, F11): it keeps its name
  in every language (war/words/keys.py); keys that are words (Space, Esc) are messages;
- the ranks in the order the cards print them (``2 3 ... J Q K A``), as on the cards;
- texts with no letter at all: a number alone (a bar's count, a share), the digits typed
  in the deal field, a keypad's digit, a sign.
"""

from __future__ import annotations

import re
import shutil
import sys
from collections.abc import Callable, Iterable

import pygame
import pytest

from tests.decks import CONSTRUCTED, endless_round, position_after
from tests.helpers import run_until, war_seed
from tests.window.helpers import RecordingScreen, stacked
from tests.words.pseudo import CLOSE, OPEN, Data, not_from_war_words, pseudo
from tests.words.pseudo import DATA as COMMON_DATA
from war.core.cards import shuffled_deck
from war.core.endings import ENDINGS
from war.core.engine import BATTLE_LIMIT, Outcome, Round, deal, play_fast
from war.core.events import BattleWon, Reason, Side, Winner
from war.core.position import Position
from war.session.log import BattleLog
from war.store.store import Store
from war.window.app.loop import STEP_SECONDS
from war.window.app.start import fit_to_desktop, run
from war.window.drawing.assets import ASSET_DIR, AssetError, asset_path
from war.window.drawing.figures import COURTS, CourtFigures, figure_file
from war.window.drawing.fonts import FONT_BOLD, FONT_REGULAR, Fonts
from war.window.input.actions import Action, Typed
from war.window.input.keymap import KEYS, SHIFTED_KEYS
from war.window.layout.rules import RULES_VIEW
from war.window.resources import Resources
from war.window.scenes.choose_deal import MAX_DEAL_DIGITS, DealScene
from war.window.scenes.confirm import ConfirmScene
from war.window.scenes.menu import MenuScene
from war.window.scenes.record import RecordScene
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.rules import RulesScene
from war.window.scenes.scene import Push, Scene
from war.window.scenes.settings import ROWS, SettingsScene
from war.window.scenes.stack import SceneStack
from war.window.scenes.table import TableScene
from war.window.scenes.title import TitleScene
from war.window.ui.panels import LogPanel, RulesPanel
from war.window.ui.scrolling import Scroller
from war.words import table as table_words
from war.words import title as title_words
from war.words.endings import both_short
from war.words.format import NO_BREAK
from war.words.keys import is_word, key_name

KEY_NAMES = sorted({name for _, name, _ in (*KEYS, *SHIFTED_KEYS)}, key=len, reverse=True)
PRINTED_KEYS = [name for name in KEY_NAMES if not is_word(name)]
DATA: Data = {
    **COMMON_DATA,
    "a key printed with a letter or an F number": re.compile(
        rf"(?<![A-Za-z0-9])(?:{'|'.join(map(re.escape, PRINTED_KEYS))})(?![A-Za-z0-9])"
    ),
    "the ranks as the cards print them": re.compile(
        rf"(?:(?:10|[2-9JQKA]){NO_BREAK})+(?:10|[2-9JQKA])"
    ),
}


class AskedScreen(RecordingScreen):
    """Records each text as the scene asked for it, before it was set smaller or cut in
    the middle to fit: the words, not the room they found."""

    def put_text(self, words: str, image: pygame.Surface, rect: pygame.Rect) -> None:
        super().put_text(words if self._asked is None else self._asked, image, rect)


@pytest.fixture
def res(pseudo_translation, fonts, tmp_path):
    """The scenes' resources, made with every message pseudo-translated (the store's
    notices are worded as it reads the folder)."""
    return Resources(fonts, Store(tmp_path / "data"))


@pytest.fixture(scope="module")
def screen(fonts) -> AskedScreen:
    return AskedScreen((1280, 720), fonts)


class Seen:
    """Every text drawn in a test, with the scene on top when it was drawn."""

    def __init__(self, screen: AskedScreen) -> None:
        self.screen = screen
        self.texts: list[tuple[str, str]] = []  # (scene, words)

    def draw(self, *scenes: Scene, stack: SceneStack | None = None) -> list[str]:
        """The scenes drawn over one another (or ``stack`` as it is); the texts drawn."""
        if stack is None:
            stack = stacked(*scenes)
        self.screen.clear()
        stack.draw(self.screen, 1.0)
        words = [text.words for text in self.screen.text_drawn]
        self.texts += [(type(stack.top).__name__, each) for each in words]
        return words

    @property
    def words(self) -> set[str]:
        return {words for _, words in self.texts}

    def some(self, start: str) -> bool:
        """Whether a text drawn begins with ``start``."""
        return any(words.startswith(start) for words in self.words)

    def check(self, shown: Iterable[str] = ()) -> None:
        """Every text drawn is words from war/words, or data."""
        assert self.texts, "nothing drawn"
        shown = list(shown)
        wrong = sorted(
            {
                (scene, words)
                for scene, words in self.texts
                if not_from_war_words(words, shown, DATA)
            }
        )
        assert not wrong, "words not from war/words:\n" + "\n".join(map(repr, wrong))


@pytest.fixture
def seen(screen) -> Seen:
    return Seen(screen)


def watch(seen: Seen, table: TableScene, *below: Scene, every: int = 3) -> None:
    """Run ``table`` until nothing moves, drawing every few steps: whatever it shows on the
    way (the status line as it changes, the WAR! banner, cards in flight) is seen."""
    steps = 0

    def step(dt: float) -> None:
        nonlocal steps
        table.update(dt)
        if steps % every == 0:
            seen.draw(*below, table)
        steps += 1

    run_until(step, lambda: not table.animating(), dt=STEP_SECONDS)
    seen.draw(*below, table)


def battles(seen: Seen, table: TableScene, count: int, *below: Scene) -> None:
    """Turn ``count`` battles (fewer if the round ends), watching each."""
    for _ in range(count):
        if table.session.is_over:
            return
        table.handle(Action.TURN)
        watch(seen, table, *below)


def table_of(res: Resources, codes: list) -> TableScene:
    """A table for a deck no seed deals: laid out as a round at battle 0."""
    player, computer = deal(codes)
    return TableScene(res, resume=Position(None, 0, 0, 0, tuple(player), tuple(computer)))


def first_won_by(side: Side) -> int:
    """A seed whose first battle ``side`` wins without a war."""
    for seed in range(1000):
        events = Round.from_seed(seed).play_battle()
        won = next(event for event in events if isinstance(event, BattleWon))
        if won.winner is side and len(won.cards) == 2:
            return seed
    raise AssertionError(f"no first battle won by {side}")


# -- the checks, checked ------------------------------------------------------------------------


def test_the_check_finds_a_word_drawn_that_is_not_from_war_words(res, seen):
    """What the checks below rely on: an English word shows plain, drawn or in a
    placeholder, and a key printed with a letter, a card or the ranks do not count."""
    for data in ("F11", "T", "9♠ 9♥", NO_BREAK.join(["9", "10", "J", "A"]), pseudo("{key} rules")):
        assert not not_from_war_words(data.format(key="H"), (), DATA), data
    assert not_from_war_words(pseudo("{key} rules").format(key="Home"), (), DATA)
    seen.draw(
        ConfirmScene("Reset your record?", pseudo("All forgotten."), pseudo("Reset"), pseudo("No"))
    )
    with pytest.raises(AssertionError, match="Reset your record"):
        seen.check()


# -- the title ----------------------------------------------------------------------------------


def test_the_title_with_and_without_a_round_to_resume_and_with_notices(
    pseudo_translation, fonts, tmp_path, seen
):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "stats.json").write_text("[[[")
    (folder / "settings.json").write_text('{"version": 1, "speed": 3}')
    res = Resources(fonts, Store(folder))
    assert len(res.store.notices) == 2
    lines = " ".join(seen.draw(TitleScene(res)))  # each notice whole, on lines of its own
    for notice in res.store.notices:
        assert notice in lines
    res.store.save_round(position_after(3, 7))
    assert title_words.resume_round() in seen.draw(TitleScene(res))
    res.store.notices += res.store.notices * 3  # more than there is room for
    seen.draw(TitleScene(res))
    assert seen.some(opening("…and {count} more"))
    seen.check([str(folder)])


# -- the table ----------------------------------------------------------------------------------


def opening(message: str) -> str:
    """How ``message`` begins, pseudo-translated, up to its first placeholder."""
    return pseudo(message).split("{", 1)[0].removesuffix(CLOSE)


def test_the_table_dealt_and_resumed(res, seen):
    title = TitleScene(res)
    table = TableScene(res, seed=3)
    table.update(STEP_SECONDS)
    seen.draw(title, table)
    watch(seen, table, title)
    watch(seen, TableScene(res, resume=position_after(3, 12)), title)
    assert {table_words.dealt(), table_words.resumed()} <= seen.words
    seen.check()


def test_the_table_through_battles_won_each_way_wars_and_the_banner(res, seen):
    for seed in (first_won_by(Side.PLAYER), first_won_by(Side.COMPUTER), war_seed(), war_seed(2)):
        table = TableScene(res, seed=seed)
        table.presenter.finish()
        battles(seen, table, 2)
    assert {table_words.banner(1), table_words.banner(2)} <= seen.words  # WAR! and WAR ×2
    for said in ("Your {mine}", "The computer's {theirs}", "War! {mine}", "War again! {mine}"):
        assert seen.some(opening(said)), said
    seen.check()


def test_the_table_when_a_side_or_both_run_out(res, seen):
    for name in (
        "short_down_player_out",
        "short_down_computer_out",
        "short_up_player_out",
        "both_out",
    ):
        table = table_of(res, CONSTRUCTED[name])
        battles(seen, table, 4)
        assert table.session.is_over, name
    assert both_short() in seen.words
    for said in (
        "You ran out of cards in a war — {count}",
        "The computer ran out of cards in a war — {count}",
    ):
        assert seen.some(opening(said)), said
    seen.check()


def test_the_table_replaying_and_playing_to_the_end(res, seen):
    table = TableScene(res, seed=war_seed())
    table.presenter.finish()
    battles(seen, table, 2)
    table.handle(Action.REPLAY_BATTLE)
    watch(seen, table)
    table.handle(Action.PLAY_TO_END)
    for _ in range(30):
        table.update(STEP_SECONDS)
    seen.draw(table)
    table.moves.stop()
    assert seen.some(opening("Battle {battle} again…")) and table_words.stop() in seen.words
    seen.check()


def test_the_tables_menu_where_the_window_has_no_room_for_every_button(res, seen):
    table = TableScene(res, seed=3)
    table.presenter.finish()
    opened = table.handle(Action.MENU)  # the design's 1280x720: New round and more in it
    assert isinstance(opened, Push) and isinstance(opened.scene, MenuScene)
    drawn = seen.draw(table, opened.scene)
    for entry in opened.scene.controls.buttons:
        assert entry.label in drawn, entry.action
    seen.check()


# -- the panels beside the table ----------------------------------------------------------------


def a_log_of_every_kind() -> BattleLog:
    """Lines of every kind: battles won each way, with one war and more, a side running
    out in a war (each side, face down and face up), both running out, and every ending
    (the constructed deals, seed 11's round to the battle limit, and one endless)."""
    log = BattleLog()
    decks = [*CONSTRUCTED.values(), shuffled_deck(11)]
    for round_ in [*(Round(deck) for deck in decks), endless_round()]:
        while not round_.is_over:
            log.add(round_.play_battle())
    return log


def scrolled_through(
    seen: Seen, scroller: Scroller, draw: Callable[[], object], step: float
) -> None:
    """``draw()`` at every stop ``step`` apart from the top of ``scroller``'s content to
    its end."""
    for _ in range(10_000):
        draw()
        if scroller.at_end:
            return
        scroller.scroll_by(step)
    raise AssertionError("never reached the end")


def test_the_log_panel_empty_then_with_lines_of_every_kind_scrolled_through(res, seen, screen):
    table = TableScene(res, seed=3)
    table.presenter.finish()
    table.handle(Action.LOG)
    seen.draw(table)  # no battle yet
    log = a_log_of_every_kind()
    endings = {line for line in log.lines if line.startswith(OPEN + "Ŕóúñđ")}
    assert len(endings) == len(ENDINGS), endings
    table.panels.follow(log)
    panel = table.panel
    assert isinstance(panel, LogPanel)
    panel.follow = False  # read from the top
    panel.refresh()
    panel.scroller.offset = 0.0
    rows = {words for words, _ in panel.rows_for(screen)}
    scrolled_through(seen, panel.scroller, lambda: seen.draw(table), panel.layout.view[3] / 2)
    assert rows <= seen.words, rows - seen.words
    seen.check()


def test_the_rules_scene_and_panel_scrolled_through_to_the_end(res, seen, screen):
    table = TableScene(res, seed=3)
    table.presenter.finish()
    rules = RulesScene(res)
    stack = stacked(table, rules)
    page = rules.page_for(screen)
    scrolled_through(seen, rules.scroller, lambda: seen.draw(stack=stack), RULES_VIEW[3] / 2)
    everything = {words for words, _ in page.parts}
    assert everything <= seen.words, everything - seen.words
    table.handle(Action.HELP)
    panel = table.panel
    assert isinstance(panel, RulesPanel)
    beside = {words for words, _ in panel.page_for(screen).parts}
    scrolled_through(seen, panel.scroller, lambda: seen.draw(table), panel.layout.view[3] / 2)
    assert beside <= seen.words, beside - seen.words
    seen.check()


# -- round over, the record, the question before a reset ----------------------------------------


def test_round_over_for_every_ending(res, seen):
    table = TableScene(res, seed=3)
    table.presenter.finish()
    for winner, reason in sorted(ENDINGS, key=str):
        mine = {Winner.PLAYER: 52, Winner.COMPUTER: 0}.get(winner, 26)
        outcome = Outcome(
            winner,
            reason,
            300 if reason is not Reason.BATTLE_LIMIT else BATTLE_LIMIT,
            21,
            mine,
            52 - mine,
            3,
        )
        seen.draw(table, RoundOverScene(res, outcome))
        seen.draw(table, RoundOverScene(res, outcome), RecordScene(res, finished=outcome))
    seen.check()


def test_the_record_empty_and_played_and_the_reset_question(res, seen):
    title = TitleScene(res)
    seen.draw(title, RecordScene(res))
    for seed in range(20):
        res.store.finish_round(play_fast(shuffled_deck(seed)), seed)
    record = RecordScene(res)
    seen.draw(title, record)
    asked = record.act(Action.RESET)
    assert isinstance(asked, Push) and isinstance(asked.scene, ConfirmScene)
    seen.draw(title, record, asked.scene)
    seen.check()


# -- settings, and choosing a deal --------------------------------------------------------------


def test_settings_with_each_row_in_hand(res, seen):
    settings = SettingsScene(res)
    stack = stacked(TitleScene(res), settings)
    helps = set()
    for _ in range(len(settings.controls.buttons)):
        drawn = seen.draw(stack=stack)
        helps.add(settings.help())
        assert not settings.help() or settings.help() in drawn
        settings.controls.move_focus(1)
    assert len(helps - {""}) == len(ROWS) + 1  # and what the Table rules are
    seen.check()


def test_the_deal_dialog_empty_typed_and_refusing(res, seen):
    table = TableScene(res, seed=3)
    table.presenter.finish()
    dialog = DealScene(res, 3)
    seen.draw(table, dialog)  # empty, this round's deal under it
    refusals = set()
    for typed in ("-5", "12", "x", "9" * MAX_DEAL_DIGITS):
        dialog.handle(Typed(typed))
        seen.draw(table, dialog)
        refusals.add(dialog.refused)
    for _ in range(MAX_DEAL_DIGITS + 2):
        dialog.erase()
    dialog.play()  # nothing typed
    refusals.add(dialog.refused)
    seen.draw(table, dialog)
    assert len(refusals - {""}) == 4, refusals
    seen.check()


# -- keys ---------------------------------------------------------------------------------------


def test_every_key_is_named_with_a_word_from_war_words_or_as_it_is_printed(pseudo_translation):
    """A key named with a word (Space, Page Up) comes through war/words/keys.py; one named
    as it is printed on the keyboard (a letter, a digit, a sign, an F number) is data."""
    for name in KEY_NAMES:
        if is_word(name):
            assert key_name(name) == pseudo(name), name
        else:
            assert key_name(name) == name and re.fullmatch(r"[A-Z0-9+-]|F\d{1,2}", name), name


def test_a_key_that_is_a_word_is_drawn_from_war_words(res, seen):
    drawn = seen.draw(TitleScene(res))
    assert key_name("Esc") in drawn  # on Quit
    seen.check()


# -- the real window ----------------------------------------------------------------------------


def test_the_app_opens_its_window_and_draws_the_title_in_words_from_war_words(
    pseudo_translation, make_app
):
    app = make_app()
    assert app.window.title == pseudo("War")
    app.draw(1.0)
    drawn = [text.words for text in app.screen.text_drawn]
    assert title_words.name() in drawn
    wrong = [words for words in drawn if not_from_war_words(words, (), DATA)]
    assert drawn and not wrong, wrong


# -- what the window says as it opens, on stderr ------------------------------------------------


def test_what_the_window_says_as_it_opens_is_words_from_war_words(
    pseudo_translation, monkeypatch, capsys, tmp_path
):
    """No display, a --size cut to the screen, a font missing or no font, a court figure
    missing or no file: each line as the game says it, worded in war/words."""
    for name in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert run() != 0  # no display: said before SDL is even started
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    fit_to_desktop((10_000, 10_000))
    said = capsys.readouterr().err.splitlines()
    paths = []
    for font in (FONT_REGULAR, FONT_BOLD):
        assets = tmp_path / font.stem
        shutil.copytree(ASSET_DIR / "fonts", assets / "fonts")
        broken = asset_path(font, assets)
        if font == FONT_REGULAR:
            broken.unlink()
        else:
            broken.write_bytes(b"no font" * 64)
        paths.append(str(broken))
        with pytest.raises(AssetError) as caught:
            Fonts(assets)
        said.append(str(caught.value))
    assets = tmp_path / "figures"
    shutil.copytree(ASSET_DIR / "cards", assets / "cards")
    missing, folder = (assets / figure_file(card) for card in COURTS[:2])
    missing.unlink()
    folder.unlink()
    folder.mkdir()
    paths += [str(missing), str(folder)]
    CourtFigures.load(assets, tell=said.append)
    assert len(said) == 6, said
    wrong = [line for line in said if not_from_war_words(line, paths, DATA)]
    assert not wrong, wrong
