"""Every text of every scene fits its place at every window size, in every look and every
language: inside the window and its area, clear of every other text, never cut short to fit
(only a number too long for any room is), and each button's label clear of its key.

A screen here is a window size and a look. The looks are those that change how large words
are set: the default, large text, and large text with the four-colour deck and high contrast
too (its suited words are set in coloured runs). In English the first two are tried at every
size, the combined one at the smallest window and a large one. Every other language is
tried with the default look and large text at every shape of window (the layout is in
logical units, so 3840x2160 only sets 1920x1080's words twice as large), and with the
combined look at the smallest window. The player's settings
ask for the screen's look and language, as they do in the game (the rules' page length
follows them).
"""

from __future__ import annotations

import functools
import itertools
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from datetime import date, timedelta

import pygame
import pytest

from tests.decks import position_after
from tests.helpers import run_until, war_seed
from tests.window.helpers import DrawnText, RecordingScreen, stacked
from war.core.cards import shuffled_deck
from war.core.engine import BATTLE_LIMIT, Outcome, Round, play_fast
from war.core.events import Reason, Side, Winner
from war.session.daily import daily_seed
from war.session.deals import DEAL_NUMBERS
from war.session.medals import Medal
from war.session.story import Story, TurningPoint, tell
from war.store.record import Finished, Record
from war.window.app.loop import STEP_SECONDS
from war.window.drawing.screen import Look, Screen
from war.window.drawing.text import ELLIPSIS, NO_BREAK
from war.window.input.actions import Action, Typed
from war.window.input.keymap import key_names
from war.window.layout.dialogs import ROUND_OVER_PANEL, round_over_button_rect
from war.window.layout.frame import DESIGN, Frame, Shape, frame_for
from war.window.layout.letterbox import MOST_SCALE, Letterbox
from war.window.layout.pages import PAGE_MARGIN, PAGE_PANEL
from war.window.layout.record import CHART_LABEL_SIZE
from war.window.layout.side import side_layout
from war.window.layout.table import TableLayout
from war.window.layout.title import title_button_rect
from war.window.layout.units import LOGICAL_CENTRE_X, MIN_TEXT_PIXELS, Rect
from war.window.layout.widgets import (
    BUTTON_KEY_INSET,
    BUTTON_KEY_PADDING,
    BUTTON_KEY_SIZE,
    BUTTON_RIM,
    BUTTON_RIM_HIGH_CONTRAST,
    FOCUS_RING_GAP,
)
from war.window.scenes.choose_deal import MAX_DEAL_DIGITS, DealScene
from war.window.scenes.confirm import ConfirmScene
from war.window.scenes.last_round import LastRoundScene
from war.window.scenes.medals import MedalsScene
from war.window.scenes.menu import MenuScene
from war.window.scenes.notices import NoticesScene
from war.window.scenes.record import BIN_WIDTHS, RecordScene, bins_of, length_shares, outcome_bars
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.rules import RulesScene
from war.window.scenes.scene import BaseScene, Push, Scene
from war.window.scenes.settings import ROWS as SETTING_ROWS
from war.window.scenes.settings import SettingsScene
from war.window.scenes.stack import SceneStack
from war.window.scenes.table import TableScene
from war.window.scenes.table_rules import TableRulesScene
from war.window.scenes.title import TitleScene, todays_opening
from war.window.ui.choices import Chooser, Segments, Slider, Swatches
from war.window.ui.controls import Button
from war.window.ui.panels import RulesPanel
from war.words import daily as daily_words
from war.words import files as files_words
from war.words import languages
from war.words import record as record_words
from war.words import rules as rules_words
from war.words import settings as settings_words
from war.words import story as story_words
from war.words import table as table_words
from war.words.endings import both_short
from war.words.format import percent
from war.words.record import bin_label
from war.words.table import battle_counter, deal_name
from war.words.title import name, resume_round, tagline

SIZES = [
    (640, 360),
    (1280, 720),
    (1920, 1080),
    (1000, 1000),
    (1600, 600),
    (720, 1280),
    (3840, 2160),
]
LARGE = Look(large_text=True)
ALL_ON = Look(four_colour=True, high_contrast=True, large_text=True)
SCREENS = [
    *((size, Look()) for size in SIZES),
    *((size, LARGE) for size in SIZES),
    *((size, ALL_ON) for size in [(640, 360), (1920, 1080)]),
    *(
        (size, replace(look, language=code))
        for code in languages.CODES[1:]
        for size, look in [
            *(((width, height), LARGE) for width, height in SIZES if width < 3840),
            *(((width, height), Look()) for width, height in SIZES if width < 3840),
            ((640, 360), ALL_ON),
        ]
    ),
]
LOOK_NAMES = {Look(): "default", LARGE: "large", ALL_ON: "all-on"}
LONG_SEED = 123456789012345678901234567890
LIMIT_SEED = LONG_SEED + 30  # as long a number, and its round runs to the battle limit


def panel_of(scene: Scene) -> Rect | None:
    """The panel a dialog or page keeps its words on, as it is laid out in its frame."""
    match scene:
        case RoundOverScene() | ConfirmScene() | DealScene():
            return scene.layout.panel
        case RecordScene():
            return scene.layout.page.panel
        case LastRoundScene():
            return scene.page.panel
        case SettingsScene() | TableRulesScene():
            return scene.page.panel
    return None


def war_table(res, seed: int = LONG_SEED, frame: Frame = DESIGN) -> TableScene:
    """A table in ``frame`` mid-war, the WAR banner gone and the status line up, with a long
    deal number."""
    table = TableScene(res, seed=seed)
    table.fit(frame)  # before it plays: fitted to another frame, what moves lands
    table.presenter.finish()
    for _ in range(BATTLE_LIMIT):
        table.handle(Action.TURN)
        if table.session.round.wars:
            break
    presenter = table.presenter
    run_until(table.update, lambda: presenter.banner.opacity > 0.5)
    run_until(table.update, lambda: presenter.banner.opacity <= 0.01)
    return table


def last_battle_table(res, frame: Frame = DESIGN) -> TableScene:
    """A table in ``frame`` showing the round's last battle: the battle counter at its widest."""
    table = TableScene(res, resume=position_after(LIMIT_SEED, BATTLE_LIMIT - 1))
    table.fit(frame)
    table.handle(Action.TURN)
    table.presenter.finish()
    return table


def texts(screen: RecordingScreen, *scenes: Scene) -> list[tuple[str, pygame.Rect]]:
    """Each text the top scene draws (over the others), with the pixels its letters cover:
    the scenes stacked in the frame of the screen's window, each in its place in it."""
    screen.clear()
    frame = frame_for(screen.size)
    stack = stacked(*scenes, frame=frame)
    if len(scenes) > 1:
        SceneStack(*stack.scenes[:-1], frame=frame).draw(screen, 1.0)
    screen.text_drawn.clear()  # under an overlay: covered, not competing for room
    with screen.placed(stack.top.origin, stack.top.zoom):
        stack.top.draw(screen, 1.0)
    return [(text.words, text.ink) for text in screen.text_drawn]


def scene_rect(screen: Screen, scene: Scene, rect: Rect) -> pygame.Rect:
    """The window pixels of ``rect`` as ``scene`` (stacked by ``texts``) lays it out."""
    with screen.placed(scene.origin, scene.zoom):
        return pygame.Rect(screen.rect(rect))


def hud_band(screen: Screen, layout: TableLayout, bottom: float | None = None) -> pygame.Rect:
    """Where the lines above the buttons lie: over the buttons' column, above Turn cards
    (landscape, near-square); over the table, above the computer's pile (portrait); up to
    ``bottom`` if it is given."""
    left, right = layout.hud_span
    if bottom is None:
        turn = layout.buttons[Action.TURN][1]
        portrait = layout.frame.shape is Shape.PORTRAIT
        bottom = layout.pile_y[Side.COMPUTER] if portrait else turn
    return pygame.Rect(screen.rect((left, 0, right - left, bottom)))


def look_name(look: Look) -> str:
    return f"{LOOK_NAMES[replace(look, language='en')]}-{look.language}"


def where(screen: Screen) -> tuple[tuple[int, int], str]:
    return screen.size, look_name(screen.look)


def assert_fits(screen: Screen, drawn: list[tuple[str, pygame.Rect]]) -> None:
    area = pygame.Rect(screen.box.rect)
    for words, rect in drawn:
        assert area.contains(rect), (where(screen), words, rect, area)
        if any(letter.isupper() or letter.isdigit() for letter in words):
            assert rect.height >= MIN_TEXT_PIXELS * 0.6, (where(screen), words, rect)
    for (first, a), (second, b) in itertools.combinations(drawn, 2):
        assert not a.colliderect(b), (where(screen), first, second)
    cut = [text.words for text in getattr(screen, "text_drawn", []) if _cut_short(text)]
    assert not cut, (where(screen), "cut short to fit", cut)


def _cut_short(text: DrawnText) -> bool:
    """Whether ``text`` was cut in the middle to fit, other than inside a number too long for
    any room (a deal's number of 30 digits is data: it is cut, the words around it not)."""
    if text.asked is None or text.words == text.asked:
        return False
    return not re.search(rf"\d{ELLIPSIS}|{ELLIPSIS}\d", text.words)


@pytest.fixture(scope="module", params=SCREENS, ids=lambda each: f"{each[0]}-{look_name(each[1])}")
def screen(request, fonts) -> RecordingScreen:
    size, look = request.param
    return RecordingScreen(size, fonts, look=look)


@pytest.fixture
def player(res, screen):
    """The resources of a player whose settings ask for the screen's look and language
    (spoken while the test runs)."""
    look = screen.look
    settings = replace(
        res.store.settings,
        four_colour_deck=look.four_colour,
        high_contrast=look.high_contrast,
        large_text=look.large_text,
        language=look.language,
    )
    res.store.save_settings(settings)
    languages.use(look.language)
    return res


def test_the_title_fits_with_and_without_a_round_to_resume(player, screen):
    assert_fits(screen, texts(screen, TitleScene(player)))
    player.store.save_round(Round.from_seed(LONG_SEED).position())
    drawn = texts(screen, TitleScene(player))
    assert resume_round() in [words for words, _ in drawn]
    assert_fits(screen, drawn)


def test_the_title_fits_once_todays_result_is_copied(player, screen):
    filled_store(player)
    player.store.notices.clear()  # notices would take the line's row
    player.copy_text = lambda text: True
    title = TitleScene(player)
    stack = stacked(title, frame=frame_for(screen.size))
    assert title.today.copy()
    screen.clear()
    stack.draw(screen, 1.0)
    drawn = [(text.words, text.ink) for text in screen.text_drawn]
    copied = daily_words.result_copied("")
    assert any(words.startswith(copied) for words, _ in drawn), drawn
    assert_fits(screen, drawn)


def test_resume_rounds_label_and_detail_lie_inside_its_buttons_rim(player, screen):
    """Both lines of the title's first button, inside its rim: large text in a small window
    once set "Resume round" on the rim's top edge."""
    player.store.save_round(Round.from_seed(LONG_SEED).position())
    title = TitleScene(player)
    texts(screen, title)
    button = title.controls.buttons[0]
    rim = screen.length(BUTTON_RIM_HIGH_CONTRAST if screen.look.high_contrast else BUTTON_RIM)
    inside = scene_rect(screen, title, button.rect).inflate(-2 * rim - 2, -2 * rim - 2)
    drawn = [text for text in screen.text_drawn if text.asked in (button.label, button.detail)]
    assert len(drawn) == 2, (where(screen), drawn)
    for text in drawn:
        assert inside.contains(text.ink), (where(screen), text.words, text.ink, inside)


def test_the_table_fits_with_a_long_deal_number_and_a_long_status(player, screen):
    table = war_table(player, frame=frame_for(screen.size))
    table.presenter.status = both_short()  # the longest the table says
    drawn = texts(screen, TitleScene(player), table)
    assert_fits(screen, drawn)
    hud = hud_band(screen, table.presenter.layout)
    # The deal's name, on its button: in the band above the table; in English at the
    # design's size and up, its 30 digits whole (its number alone, where the name has no room).
    dealt = next(b for b in table.controls.buttons if b.label == deal_name(LONG_SEED))
    button = screen.rect(dealt.rect)
    deal = [(words, rect) for words, rect in drawn if button.contains(rect)]
    assert deal and hud.contains(deal[0][1])
    english = screen.look.language == languages.SOURCE_LANGUAGE
    if english and screen.scale >= 1 and not screen.look.large_text:
        assert deal[0][0] in (dealt.label, dealt.short_label), (where(screen), deal[0][0])
    said = [words for words, _ in drawn]
    whole = both_short() in said or any(  # on one line, or on two (first, then second)
        f"{first} {second}" == both_short() for first, second in itertools.pairwise(said)
    )
    assert whole, "the status was cut, not set smaller"


def test_a_deal_new_round_deals_is_named_whole_on_its_button(player, screen):
    # The longest number New round deals: its name whole, or its number alone where the
    # name has no room (a long word for "deal", large text), never cut.
    table = TableScene(player, seed=DEAL_NUMBERS - 1)
    drawn = texts(screen, table)
    assert_fits(screen, drawn)
    button = table._deal_button
    named = [t for t in screen.text_drawn if t.asked in (button.label, button.short_label)]
    assert named and named[0].words == named[0].asked, (where(screen), named)
    assert str(DEAL_NUMBERS - 1) in named[0].words


def test_the_table_fits_at_its_last_battle(player, screen):
    """The battle counter at its widest, whole, in its band above the cards in play."""
    table = last_battle_table(player, frame_for(screen.size))
    drawn = texts(screen, TitleScene(player), table)
    assert_fits(screen, drawn)
    counter = dict(drawn)[battle_counter(BATTLE_LIMIT)]
    layout = table.presenter.layout
    assert hud_band(screen, layout, layout.wars_y).contains(counter)


def test_a_4300_digit_deal_number_stays_in_its_column(res, screen_at):
    screen = screen_at((1280, 720))
    table = TableScene(res, seed=int("9" * 4300))
    drawn = texts(screen, table)
    assert_fits(screen, drawn)


ENDINGS = [
    (Winner.PLAYER, Reason.ALL_CARDS),
    (Winner.COMPUTER, Reason.OUT_OF_CARDS_IN_WAR),
    (Winner.DRAW, Reason.BOTH_OUT_IN_WAR),
    (Winner.DRAW, Reason.BATTLE_LIMIT),
]


def test_the_round_over_dialog_fits_its_panel_for_every_ending(player, screen):
    for winner, reason in ENDINGS:
        outcome = Outcome(winner, reason, 500, 37, 30, 22, 3)
        dialog = RoundOverScene(player, outcome)
        drawn = texts(screen, dialog)
        assert_fits(screen, drawn)
        panel = scene_rect(screen, dialog, dialog.layout.panel)
        for words, rect in drawn:
            assert panel.contains(rect), (where(screen), words)


def longest_story() -> Story:
    """A round's story whose turning point takes the longest words: a war 5 deep that put
    the computer ahead for good at battle 1,234 of a round of 2,000."""
    real = tell(LIMIT_SEED)
    walk = [replace(each, number=index + 1) for index, each in enumerate(real.battles * 4)]
    turning = replace(walk[1233], depth=5, winner=Side.COMPUTER, taken=22)
    walk[1233] = turning
    return replace(real, battles=tuple(walk), turning_point=TurningPoint(turning, for_good=True))


def last_round_page(res) -> LastRoundScene:
    """The last round's story, of a round to the limit with the longest deal number."""
    outcome = play_fast(shuffled_deck(LIMIT_SEED))
    last = Finished(LIMIT_SEED, outcome.battles, outcome.wars, outcome.winner, outcome.reason)
    return LastRoundScene(res, last)


def test_round_over_with_its_story_fits_its_panel(player, screen):
    """The chart's words and the turning point's, whole and apart, above the buttons, for a
    won round, a lost one, a drawn one and the longest words a turning point takes."""
    stories = [tell(seed) for seed in (42, 1, LIMIT_SEED)]
    for story in [*stories, longest_story()]:
        dialog = RoundOverScene(player, story.outcome, story)
        drawn = texts(screen, dialog)
        assert_fits(screen, drawn)
        said = [words for words, _ in drawn]
        assert story_words.chart_title() in said, where(screen)
        panel = scene_rect(screen, dialog, dialog.layout.panel)
        buttons = [scene_rect(screen, dialog, rect) for rect in dialog.layout.buttons]
        for words, rect in drawn:
            assert panel.contains(rect), (where(screen), words)
            if not any(button.contains(rect) for button in buttons):
                assert rect.bottom <= buttons[0].top, (where(screen), words)


def test_the_rules_fit_scrolled_through_their_whole_height(player, screen):
    """At every stop half a view apart, what shows fits; every part of the page shows whole
    at one stop or another (so the last words can be reached), inside the view."""
    table = war_table(player, war_seed(), frame_for(screen.size))
    rules = RulesScene(player)
    texts(screen, table, rules)  # laid out in the screen's frame
    page = rules.page_for(screen)
    unseen = {words for words, _ in page.parts}
    for _ in range(1000):
        drawn = texts(screen, table, rules)
        view = scene_rect(screen, rules, rules.view)
        assert_fits(screen, drawn)
        shown = {words for words, _ in page.parts} & {words for words, _ in drawn}
        for words, rect in drawn:
            if words in shown:
                assert view.contains(rect), (where(screen), words)
            else:  # the title and the Close button, above the page
                assert not view.colliderect(rect), (where(screen), words)
        unseen -= shown
        if rules.scroller.offset >= rules.scroller.max_offset:
            break
        rules.scroller.scroll_by(rules.view[3] / 2)
    assert not unseen, (where(screen), unseen)


def test_the_rules_beside_the_table_fit_scrolled_through_their_whole_height(player, screen):
    """As the rules over the title: every stop fits, every part of the page shows whole at
    one stop or another, inside the panel's view; the table beside them fits too."""
    table = war_table(player, war_seed(), frame_for(screen.size))
    table.handle(Action.HELP)
    panel = table.panel
    assert isinstance(panel, RulesPanel)
    view = pygame.Rect(screen.rect(panel.layout.view))
    page = panel.page_for(screen)
    unseen = {words for words, _ in page.parts}
    beside = pygame.Rect(screen.rect(panel.layout.panel))  # the table's words lie outside it
    for _ in range(1000):
        drawn = texts(screen, table)
        assert_fits(screen, drawn)
        in_panel = [(words, rect) for words, rect in drawn if beside.colliderect(rect)]
        shown = {words for words, _ in page.parts} & {words for words, _ in in_panel}
        for words, rect in in_panel:
            if words in shown:
                assert view.contains(rect), (where(screen), words)
            else:  # the panel's title and buttons
                assert not view.colliderect(rect), (where(screen), words)
        unseen -= shown
        if panel.scroller.at_end:
            break
        panel.scroller.scroll_by(panel.layout.view[3] / 2)
    assert not unseen, (where(screen), unseen)


def test_the_log_beside_the_table_fits(player, screen):
    """Forty battles in, the log open: its rows lie inside its view, clear of all else."""
    table = war_table(player, frame=frame_for(screen.size))
    for _ in range(40):
        if table.session.round.is_over:
            break
        table.handle(Action.TURN)
    table.presenter.finish()
    table.update(STEP_SECONDS)
    table.handle(Action.LOG)
    drawn = texts(screen, TitleScene(player), table)
    assert_fits(screen, drawn)
    assert table.panel is not None
    view = pygame.Rect(screen.rect(table.panel.layout.view))
    rows = [words for words, rect in drawn if view.colliderect(rect)]
    assert len(rows) >= 10, (where(screen), rows)
    for words, rect in drawn:
        if view.colliderect(rect):
            assert view.contains(rect), (where(screen), words)


TODAY = date(2027, 1, 3)  # its deal (#20270103) is won in 44 battles, 7 wars


def filled_store(res, rounds: int = 30) -> None:
    """A record of ``rounds`` rounds (the last two the deals of yesterday and today, earning
    every other medal), a saved round and a notice, as a long-time player has."""
    for seed in range(rounds - 2):
        res.store.finish_round(play_fast(shuffled_deck(seed)), seed)
    res.today = lambda: TODAY
    for day in (TODAY - timedelta(days=1), TODAY):
        seed = daily_seed(day)
        medals = list(Medal)[::2] if day == TODAY else []
        res.store.finish_round(
            play_fast(shuffled_deck(seed)), seed, daily=day, ended=day, medals=medals
        )
    res.store.save_round(Round.from_seed(LONG_SEED).position())
    aside = "stats.json.bad-20261130-142501"
    res.store.notices += [
        files_words.set_aside("record", files_words.not_json(), aside),
        files_words.left_as_it_is("settings", files_words.a_folder_instead(), "settings.json"),
    ]


def reset_question(res) -> ConfirmScene:
    """The question before a reset, as the record asks it."""
    scene = RecordScene(res).handle(Action.RESET)
    assert isinstance(scene, Push) and isinstance(scene.scene, ConfirmScene), scene
    return scene.scene


def todays_question(res) -> ConfirmScene:
    """The question --daily asks before a round of another deal in progress gives way."""
    question = todays_opening(res)
    assert isinstance(question, ConfirmScene), question
    return question


def every_scene(res, frame: Frame = DESIGN) -> list[list[Scene]]:
    """Each scene as it is shown in a window of ``frame``, over the ones it is shown over
    (the table's Menu too, where the frame has one)."""
    title = TitleScene(res)
    table = war_table(res, frame=frame)
    menus: list[list[Scene]] = []
    if table.presenter.layout.menu:
        menu = table.handle(Action.MENU)
        assert isinstance(menu, Push) and isinstance(menu.scene, MenuScene), menu
        menus.append([table, menu.scene])
    over = RoundOverScene(res, Outcome(Winner.PLAYER, Reason.ALL_CARDS, 454, 31, 52, 0, 3))
    full = DealScene(res, LONG_SEED)  # the longest number, one digit more refused under it
    full.handle(Typed("9" * MAX_DEAL_DIGITS))
    full.handle(Typed("9"))
    story = longest_story()
    toasted = war_table(res, frame=frame)  # a round that earned five medals at once...
    toasted.presenter.say(table_words.nothing)  # ...shown where the status line says nothing
    toasted.moves.toast.medals = (
        Medal.FIRST_WIN,
        Medal.DOUBLE_WAR,
        Medal.TRIPLE_WAR,
        Medal.COMEBACK,
        Medal.HOUSE_WIN,
    )
    return [
        [title],
        [table],
        [toasted],
        [table, over],
        [table, RoundOverScene(res, story.outcome, story)],
        [title, RecordScene(res), last_round_page(res)],
        [table, RoundOverScene(res, story.outcome, story, daily=TODAY)],
        [title, RecordScene(res), MedalsScene(res)],
        [title, todays_question(res)],
        [table, over, RecordScene(res, finished=over.outcome)],
        [title, RecordScene(res)],
        [title, RecordScene(res), reset_question(res)],
        [title, SettingsScene(res)],
        [table, SettingsScene(res)],
        [title, SettingsScene(res), TableRulesScene(res)],
        [table, DealScene(res, LONG_SEED)],
        [table, full],
        [title, NoticesScene(res, notice_sets(res)[-1])],
        *menus,
    ]


PORTRAITS = [(720, 1280), (768, 1024), (1080, 1920), (864, 1000), (540, 1350)]


def my_scenes(res) -> list[list[Scene]]:
    """The title, the pages and the dialogs a portrait frame lays out for itself (the table
    under a dialog is left out: its own test tries it)."""
    title, record = TitleScene(res), RecordScene(res)
    over = RoundOverScene(res, Outcome(Winner.DRAW, Reason.BOTH_OUT_IN_WAR, 454, 31, 26, 26, 3))
    story = longest_story()
    return [
        [title, RoundOverScene(res, story.outcome, story)],
        [title, record, last_round_page(res)],
        [title],
        [title, RulesScene(res)],
        [title, record],
        [title, record, MedalsScene(res)],
        [title, todays_question(res)],
        [title, RecordScene(res, finished=over.outcome)],
        [title, record, reset_question(res)],
        [title, NoticesScene(res, notice_sets(res)[-1])],
        [title, over],
        [title, DealScene(res, LONG_SEED)],
        [title, SettingsScene(res), TableRulesScene(res)],
    ]


@pytest.mark.parametrize("look", [Look(), LARGE, replace(LARGE, language="de")], ids=look_name)
@pytest.mark.parametrize("size", PORTRAITS, ids=str)
def test_the_title_pages_and_dialogs_are_laid_out_for_a_portrait_frame(res, fonts, size, look):
    """Not the 1280x720 design made smaller: each is drawn at the frame's own scale, its
    panel as wide as the frame allows (or the design's, if narrower) and inside it, its
    words and buttons inside the panel and clear of each other."""
    player = res
    player.store.save_settings(replace(player.store.settings, large_text=look.large_text))
    languages.use(look.language)
    filled_store(player)
    frame = frame_for(size)
    screen = RecordingScreen(size, fonts, look=look)
    window = pygame.Rect(screen.box.rect)
    for scenes in my_scenes(player):
        drawn = texts(screen, *scenes)
        top = scenes[-1]
        name = type(top).__name__
        assert top.zoom == 1.0, (size, name)
        assert_fits(screen, drawn)
        panel = panel_of(top) or getattr(getattr(top, "layout", None), "panel", None)
        area = window if panel is None else scene_rect(screen, top, panel)
        if panel is not None:
            assert window.contains(area), (size, name, area)
            widest = min(frame.width - 2 * PAGE_MARGIN, 760)  # the question's, the narrowest
            assert panel[2] >= widest - 1, (size, name, panel)
        for words, rect in drawn:
            assert area.contains(rect), (size, name, words)
        assert isinstance(top, BaseScene)
        rects = [scene_rect(screen, top, button.rect) for button in top.controls.buttons]
        for rect in rects:
            assert area.contains(rect), (size, name, rect)
        for a, b in itertools.combinations(rects, 2):
            assert not a.colliderect(b), (size, name, a, b)
    languages.use(languages.SOURCE_LANGUAGE)


def test_every_scene_of_a_long_time_player_fits(player, screen):
    filled_store(player)
    for scenes in every_scene(player, frame_for(screen.size)):
        assert_fits(screen, texts(screen, *scenes))


def notice_sets(res) -> list[list[str]]:
    """Notices as a data folder in trouble gives them: two (a file set aside, one left as
    it is), a long one (a record repaired), three, and six."""
    aside = "stats.json.bad-20261130-142501"
    two = [
        files_words.set_aside("record", files_words.not_json(), aside),
        files_words.left_as_it_is("settings", files_words.a_folder_instead(), "settings.json"),
    ]
    repaired = files_words.record_mended(
        "stats.json",
        dropped=["streak", "best_streak", "wars"],
        unlisted=3,
        overflow=20,
        most_listed=1000,
        changed=[("battles", 10, 20), ("wars", 30, 5)],
        copy="stats.json.old-20261130-142501",
    )
    folder = "/home/someone/.local/share/war/" + "a-long-folder-name/" * 4
    another = files_words.not_saved_another_game_file(folder + "round.json", "round.json")
    return [two, [repaired], [*two, another], [*two, repaired, another, *two]]


def test_no_notice_on_the_title_is_lost_or_runs_into_another_or_the_buttons(player, screen):
    """Each notice is on the title whole, or its start is and the title has a press that
    opens every notice whole; the notices' words and their plate stay above the first
    button's focus ring, clear of each other."""
    player.store.save_round(Round.from_seed(LONG_SEED).position())
    for notices in notice_sets(player):
        player.store.notices[:] = notices
        title = TitleScene(player)
        drawn = texts(screen, title)
        assert_fits(screen, drawn)
        assert_apart(screen, drawn)
        first = scene_rect(screen, title, title.controls.buttons[0].rect)
        ring_top = first.top - screen.length(FOCUS_RING_GAP)
        above = [(words, rect) for words, rect in drawn if rect.top < first.top]
        band = [(words, rect) for words, rect in above if words not in (name(), tagline())]
        for words, rect in band:
            assert rect.bottom < ring_top, (where(screen), words, rect, ring_top)
        said = " ".join(words for words, _ in band)
        opens = [b for b in title.controls.buttons if b.action is Action.READ_NOTICES]
        for button in opens:
            plate = scene_rect(screen, title, button.rect)
            assert plate.bottom < ring_top and not plate.colliderect(first), where(screen)
        if all(notice in said for notice in notices):
            continue
        assert len(opens) == 1, (where(screen), said)
        assert opens[0].label in said, (where(screen), said)
        shown = title.press(opens[0])
        assert isinstance(shown, Push) and isinstance(shown.scene, NoticesScene), shown
        assert list(shown.scene.notices) == notices


def test_what_each_setting_does_is_said_whole_on_its_line(player, screen):
    """The line under the Settings' rows, for each row in hand in turn: all of it, not cut."""
    scene = SettingsScene(player)
    said = set()
    for index, button in enumerate(scene.controls.buttons):
        scene.controls.focus = index
        help = scene.help()
        if not help or help in said:
            continue  # a button of no setting (Close), or one more of a setting's (Volume +)
        said.add(help)
        drawn = texts(screen, TitleScene(player), scene)
        # On a narrow page it may take two lines: the last words drawn.
        last = [words.replace(NO_BREAK, " ") for words, _ in drawn[-2:]]
        whole = help.replace(NO_BREAK, " ")
        assert whole in (last[-1], " ".join(last)), (where(screen), button.label)
        assert_fits(screen, drawn)
    assert len(said) == len(SETTING_ROWS) + 1, said  # and what the Table rules are


def test_every_dialog_keeps_its_words_on_its_panel(player, screen):
    filled_store(player)
    for scenes in every_scene(player, frame_for(screen.size)):
        drawn = texts(screen, *scenes)
        panel = panel_of(scenes[-1])
        if panel is None:
            continue
        area = scene_rect(screen, scenes[-1], panel)
        for words, rect in drawn:
            assert area.contains(rect), (where(screen), type(scenes[-1]).__name__, words)


def test_the_record_fits_when_it_is_empty(player, screen):
    assert_fits(screen, texts(screen, TitleScene(player), RecordScene(player)))


def titled_panels(res) -> list[tuple[list[Scene], str, Callable[[], Rect]]]:
    """Each panel with a title and a Close button at its top: the scenes it is shown in,
    its title's words, and where its Close button is once they are shown."""
    rules, log = war_table(res, war_seed()), war_table(res, war_seed())
    rules.handle(Action.HELP)
    log.handle(Action.LOG)
    page, record, settings = RulesScene(res), RecordScene(res), SettingsScene(res)
    return [
        ([TitleScene(res), page], rules_words.title(), lambda: page.layout.close),
        ([TitleScene(res), record], record_words.title(), lambda: record.layout.page.close),
        ([TitleScene(res), settings], settings_words.title(), lambda: settings.page.close),
        ([rules], rules_words.title(), lambda: side_layout(rules.frame).close),
        ([log], table_words.battle_log(), lambda: side_layout(log.frame).close),
    ]


def test_each_panels_title_shares_its_close_buttons_line_clear_of_it(player, screen):
    """A panel's title stands on the line of its Close button, the middle of its letters'
    line at the button's middle (large text set it lower, under the button's line), and
    ends short of the button and the focus ring round it."""
    for scenes, title, close in titled_panels(player):
        texts(screen, *scenes)
        drawn = [text for text in screen.text_drawn if text.asked == title]
        assert len(drawn) == 1 and drawn[0].words == title, (where(screen), title, drawn)
        button = scene_rect(screen, scenes[-1], close())
        assert abs(drawn[0].rect.centery - button.centery) <= 1, (where(screen), title)
        ring = button.inflate(2 * screen.length(FOCUS_RING_GAP), 0)
        assert drawn[0].ink.right < ring.left, (where(screen), title)


@functools.cache
def record_of(rounds: int) -> Record:
    """The record of a player who has played the first ``rounds`` deals."""
    record = Record()
    for seed in range(rounds):
        record = record.with_round(play_fast(shuffled_deck(seed)), seed)
    return record


def assert_apart(screen: Screen, drawn: list[tuple[str, pygame.Rect]]) -> None:
    """No two texts run together: side by side, a clear gap between their letters."""
    gap = max(4, screen.length(6))
    for (first, a), (second, b) in itertools.combinations(drawn, 2):
        assert not a.inflate(gap, 2).colliderect(b), (where(screen), first, second)


def test_the_records_charts_label_every_bar_whole_and_apart(player, screen):
    """With one round (a bar of 100%), two, thirty and 1,200: every bar of both charts has
    its number and its label, whole, none running into another; the lengths' chart shows
    its bins at one of its widths, each bin named and each share of rounds written."""
    for rounds in (1, 2, 30, 1200):
        player.store.record = record_of(rounds)
        drawn = texts(screen, TitleScene(player), RecordScene(player))
        assert_fits(screen, drawn)
        assert_apart(screen, drawn)
        said = Counter(words for words, _ in drawn)
        for bar in outcome_bars(player.store.record):
            assert said[bar.shown], (where(screen), rounds, bar.shown)
            lines = " ".join(words for words in said if words != bar.shown).split()
            for word in " ".join(bar.label).split():
                assert word in lines, (where(screen), rounds, word)
        widths = []
        for width in BIN_WIDTHS:
            bins = bins_of(width)
            shares = [share for share in length_shares(player.store.record, bins) if share]
            wanted = Counter([*(bin_label(*each) for each in bins), *map(percent, shares)])
            if all(said[words] >= count for words, count in wanted.items()):
                widths.append(width)
        assert widths, (where(screen), rounds, said)
        # Each share at the chart's size for labels: none set smaller to squeeze it in.
        bins = bins_of(widths[0])
        written = {percent(share) for share in length_shares(player.store.record, bins) if share}
        height = screen.fonts.get(screen.text_pixels(CHART_LABEL_SIZE)).get_height()
        sizes = {text.image.get_height() for text in screen.text_drawn if text.words in written}
        assert sizes == {height}, (where(screen), rounds, sizes)


def badge_width(screen: Screen, key: str) -> int:
    """The window pixels a key's badge takes at a button's right, its inset included."""
    pixels = screen.text_pixels(BUTTON_KEY_SIZE)
    text = screen.texts.width(key, pixels, bold=True)
    return text + screen.length(BUTTON_KEY_PADDING[0]) + screen.length(BUTTON_KEY_INSET)


def drawn_label(drawn: dict[str, pygame.Rect], label: str, short: str = "") -> pygame.Rect:
    """Where ``label`` (or its ``short`` one, in its place where it has no room) was drawn:
    whole, or cut short in the middle (a long deal number)."""
    if label in drawn:
        return drawn[label]
    if short:
        try:
            return drawn_label(drawn, short)
        except AssertionError:
            pass
    cut = [words for words in drawn if "…" in words]
    head, tail = next(
        (words.split("…", 1) for words in cut if _elision_of(words, label)), (None, None)
    )
    assert head is not None, f"{label!r} not drawn"
    return drawn[f"{head}…{tail}"]


def _elision_of(words: str, label: str) -> bool:
    head, tail = words.split("…", 1)
    return label.startswith(head) and label.endswith(tail) and len(words) < len(label)


def test_each_button_label_stands_clear_of_its_key(player, screen):
    """Its key is shown, unless the label leaves no room for it: in English only large text
    does that, a window so small that the key is set larger than designed (at the least size
    words are set), and a label that may be set smaller than others (a deal's long number);
    a language's longer words may at the usual size."""
    filled_store(player)
    for scenes in every_scene(player, frame_for(screen.size)):
        drawn = dict(texts(screen, *scenes))
        top = scenes[-1]
        assert isinstance(top, BaseScene), top  # as every scene of the game is
        button: Button
        for button in top.controls.buttons:
            if type(button) is not Button:
                continue  # a setting's control, its name beside it: tried below
            frame = scene_rect(screen, top, button.rect)
            label = drawn_label(drawn, button.label, button.short_label)
            assert frame.contains(label), (where(screen), button.label)
            keys = key_names(button.key_action)
            if not keys:
                continue
            if keys[0] not in drawn:
                badge = screen.length(BUTTON_KEY_INSET) + badge_width(screen, keys[0])
                english = screen.look.language == languages.SOURCE_LANGUAGE
                smaller = bool(button.least_size)  # gives up its badge before it is cut
                small = not screen.readable(BUTTON_KEY_SIZE)  # the key set at the least size
                assert screen.look.large_text or not english or smaller or small, (
                    where(screen),
                    button.label,
                )
                assert label.right + badge > frame.right, (where(screen), button.label)
                continue
            key = drawn[keys[0]]
            assert frame.contains(key), (where(screen), button.label)
            gap = key.left - label.right
            assert gap >= screen.length(BUTTON_KEY_INSET), (where(screen), button.label, gap)


def test_each_settings_name_lies_in_its_row_clear_of_its_control_and_their_words_in_it(
    player, screen
):
    """A setting's name beside or above its control, never over it; each speed inside its
    segment, the language chosen between the chooser's arrows, the volume's level and the
    name of the back or the table colour chosen on its row, clear of the name."""
    scene = SettingsScene(player)
    drawn = dict(texts(screen, TitleScene(player), scene))
    for setting in SETTING_ROWS:
        control = scene.control(setting)
        row = scene_rect(screen, scene, scene.page.rows[setting].row)
        face = scene_rect(screen, scene, control.rect)
        label = drawn[control.label]
        assert row.contains(label) and not label.colliderect(face), (where(screen), setting)
        inside: list[tuple[str, Rect]] = []
        value = None  # the words beside the name: the volume's level, the look chosen
        if isinstance(control, Swatches):
            value = drawn[control.names[control.chosen]]
        elif isinstance(control, Segments):
            inside = [(word, control.segment(i)) for i, word in enumerate(control.options)]
        elif isinstance(control, Chooser):
            x, y, width, height = control.rect
            arrow = control.arrow(1)[2]
            inside = [(control.options[control.chosen], (x + arrow, y, width - 2 * arrow, height))]
        for words, rect in inside:
            assert scene_rect(screen, scene, rect).contains(drawn[words]), (
                where(screen),
                setting,
                words,
            )
        if isinstance(control, Slider):
            value = drawn[settings_words.volume(control.level)]
        if value is not None:
            assert row.contains(value) and not value.colliderect(label), (where(screen), setting)
            assert not value.colliderect(face), (where(screen), setting)


def test_dialogs_and_the_title_are_centred():
    for x, _, width, _ in (ROUND_OVER_PANEL, PAGE_PANEL, PAGE_PANEL, title_button_rect(0, 4)):
        assert x + width / 2 == LOGICAL_CENTRE_X
    row_left = round_over_button_rect(0)[0]
    row_right = sum(round_over_button_rect(1)[::2])
    assert (row_left + row_right) / 2 == LOGICAL_CENTRE_X
    alone = title_button_rect(3, 4)  # the last title button, alone in its row
    assert alone[0] + alone[2] / 2 == LOGICAL_CENTRE_X


def test_the_letterbox_keeps_the_frames_shape_and_fills_the_window_at_every_size():
    for size in SIZES:
        frame = frame_for(size)
        left, top, width, height = Letterbox(size).rect
        assert abs(width / height - frame.width / frame.height) < 0.01, size
        assert 0 <= left <= 1 and 0 <= top <= 1, size  # bar a pixel of rounding
        assert abs(left + width - size[0]) <= 1 and abs(top + height - size[1]) <= 1, size


def test_past_8k_the_table_stays_8k_centred_and_input_maps_through_the_same_box():
    """A 20000x20000 window once drew everything at 15.6 times the design (gigabytes)."""
    assert Letterbox((7680, 4320)).scale == MOST_SCALE == 6
    box = Letterbox((20000, 20000))  # a square frame, 1280x1280
    assert box.scale == MOST_SCALE and box.rect == (6160, 6160, 7680, 7680)
    assert box.to_logical(6160 + 3, 6160 + 3) == pytest.approx((0.5, 0.5))
    assert box.to_logical(6159, 10000) is None  # the margin
    # Past 8K one way only, and past the widest frame (2592x720): the window's height decides.
    wide = Letterbox((20000, 2160))
    assert wide.scale == 3 and wide.rect == (6112, 0, 7776, 2160)


@pytest.mark.parametrize("size", [(1, 1), (40, 30), (5000, 300), (300, 5000)], ids=str)
def test_every_scene_draws_even_at_sizes_below_the_minimum(res, size):
    """A window manager may ignore the minimum size: drawing still works, nothing raises."""
    table = war_table(res, war_seed())
    over = RoundOverScene(res, Outcome(Winner.DRAW, Reason.BATTLE_LIMIT, 500, 9, 26, 26, 2))
    for look in (Look(), ALL_ON):
        screen = RecordingScreen(size, res.fonts, look=look)
        for scenes in (
            [TitleScene(res)],
            [table],
            [table, RulesScene(res)],
            [table, over],
            [table, SettingsScene(res)],
            [table, SettingsScene(res), TableRulesScene(res)],
            [table, DealScene(res, 3)],
        ):
            screen.clear()
            SceneStack(*scenes, frame=frame_for(size)).draw(screen, 0.5)
