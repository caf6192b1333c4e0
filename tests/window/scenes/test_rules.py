"""Tests for scenes/rules.py: scrolling by keys, wheel, drag and flick, clamped; closing."""

from __future__ import annotations

import pygame
import pytest

from tests.window.helpers import key_event
from war.store.settings import Settings
from war.window.drawing.rules_page import Example, Words, block_lines, page_blocks, typeset
from war.window.drawing.text import keep_together
from war.window.input import badges
from war.window.input.actions import Action, PointerDown, PointerMove, PointerUp, Scroll
from war.window.input.mapper import InputMapper
from war.window.layout.pages import PAGE_PANEL
from war.window.layout.rules import RULES_EXAMPLE_CARDS_X, RULES_MINI_CARD, RULES_VIEW
from war.window.layout.units import text_pixels
from war.window.scenes.rules import RulesScene
from war.window.scenes.scene import Pop
from war.window.ui.scrolling import LINE_SCROLL
from war.words import rules as rules_words

VIEW = pygame.Rect(RULES_VIEW)
PANEL = pygame.Rect(PAGE_PANEL)


@pytest.fixture
def rules(res) -> RulesScene:
    scene = RulesScene(res)
    assert scene.scroller.max_offset > 2 * VIEW.height, "the page should need scrolling"
    return scene


def keys(scene: RulesScene, *pygame_keys: int):
    """Press real keys, through the key map."""
    mapper = InputMapper((1280, 720))
    result = None
    for key in pygame_keys:
        for action in mapper.translate(key_event(key)):
            result = scene.handle(action)
    return result


def test_arrow_keys_scroll_a_line(rules):
    keys(rules, pygame.K_DOWN)
    assert rules.scroller.offset == LINE_SCROLL
    keys(rules, pygame.K_DOWN, pygame.K_DOWN)
    assert rules.scroller.offset == 3 * LINE_SCROLL
    keys(rules, pygame.K_UP)
    assert rules.scroller.offset == 2 * LINE_SCROLL


def test_page_keys_scroll_a_view(rules):
    keys(rules, pygame.K_PAGEDOWN)
    page = rules.scroller.offset
    assert VIEW.height / 2 < page < VIEW.height  # a page, keeping a line for context
    keys(rules, pygame.K_PAGEDOWN)
    assert rules.scroller.offset == pytest.approx(2 * page)
    keys(rules, pygame.K_PAGEUP)
    assert rules.scroller.offset == pytest.approx(page)


def test_end_and_home(rules):
    keys(rules, pygame.K_END)
    assert rules.scroller.offset == rules.scroller.max_offset
    keys(rules, pygame.K_HOME)
    assert rules.scroller.offset == 0.0


def test_keys_clamp_at_both_ends(rules):
    keys(rules, pygame.K_UP, pygame.K_PAGEUP, pygame.K_HOME)
    assert rules.scroller.offset == 0.0
    keys(rules, pygame.K_END, pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_END)
    assert rules.scroller.offset == rules.scroller.max_offset
    for _ in range(100):
        keys(rules, pygame.K_PAGEDOWN)
    assert rules.scroller.offset == rules.scroller.max_offset


def test_wheel_scrolls_lines_and_clamps(rules):
    rules.handle(Scroll(-2.0))  # wheel towards you: further down the page
    assert rules.scroller.offset == 2 * LINE_SCROLL
    rules.handle(Scroll(1.0))
    assert rules.scroller.offset == LINE_SCROLL
    rules.handle(Scroll(5.0))
    assert rules.scroller.offset == 0.0
    rules.handle(Scroll(-10_000.0))
    assert rules.scroller.offset == rules.scroller.max_offset


def test_drag_moves_the_page_with_the_pointer_and_clamps(rules):
    x, y = VIEW.center
    rules.handle(PointerDown(x, y))
    rules.handle(PointerMove(x, y - 100, held=True))
    assert rules.scroller.offset == 100.0
    rules.handle(PointerMove(x, y - 40, held=True))
    assert rules.scroller.offset == 40.0
    rules.handle(PointerMove(x, y + 300, held=True))  # past the top
    assert rules.scroller.offset == 0.0
    rules.handle(PointerMove(x, y - 100_000, held=True))  # past the bottom
    assert rules.scroller.offset == rules.scroller.max_offset
    rules.handle(PointerUp(x, y - 100_000))
    rules.handle(PointerMove(x, y, held=False))
    assert rules.scroller.offset == rules.scroller.max_offset


def test_drag_must_start_in_the_view(rules):
    outside = (PANEL.x + 10, PANEL.y + 30)
    assert not VIEW.collidepoint(outside)
    rules.handle(PointerDown(*outside))
    rules.handle(PointerMove(outside[0], outside[1] - 200, held=True))
    assert rules.scroller.offset == 0.0


def test_hover_without_a_press_does_not_scroll(rules):
    x, y = VIEW.center
    rules.handle(PointerMove(x, y, held=False))
    rules.handle(PointerMove(x, y - 200, held=False))
    assert rules.scroller.offset == 0.0


def test_a_flick_keeps_scrolling_then_stops_within_bounds(rules):
    x, y = VIEW.center
    rules.handle(PointerDown(x, y))
    rules.update(0.02)
    rules.handle(PointerMove(x, y - 40, held=True))  # fast: 2000 px/s upwards
    rules.handle(PointerUp(x, y - 40))
    assert rules.scroller.offset == 40.0
    assert rules.scroller.velocity > 0
    offsets = []
    for _ in range(240):
        rules.update(1 / 120)
        offsets.append(rules.scroller.offset)
    assert offsets[-1] > 100  # kept going after the finger left
    assert offsets == sorted(offsets)
    assert all(0.0 <= o <= rules.scroller.max_offset for o in offsets)
    assert rules.scroller.velocity == 0.0  # and came to rest


def test_a_flick_at_the_end_stops_at_the_end(rules):
    rules.handle(Action.END)
    x, y = VIEW.center
    rules.handle(PointerDown(x, y))
    rules.update(0.02)
    rules.handle(PointerMove(x, y - 30, held=True))
    rules.handle(PointerUp(x, y - 30))
    for _ in range(60):
        rules.update(1 / 120)
        assert rules.scroller.offset == rules.scroller.max_offset


def test_holding_still_before_release_is_not_a_flick(rules):
    x, y = VIEW.center
    rules.handle(PointerDown(x, y))
    rules.update(0.02)
    rules.handle(PointerMove(x, y - 50, held=True))
    rules.update(0.3)  # held still
    rules.handle(PointerUp(x, y - 50))
    assert rules.scroller.velocity == 0.0
    rules.update(0.5)
    assert rules.scroller.offset == 50.0


def test_page_does_not_drift_while_dragging(rules):
    x, y = VIEW.center
    rules.handle(PointerDown(x, y))
    rules.update(0.02)
    rules.handle(PointerMove(x, y - 60, held=True))
    for _ in range(30):
        rules.update(1 / 120)
    assert rules.scroller.offset == 60.0


def test_a_key_stops_a_flick(rules):
    x, y = VIEW.center
    rules.handle(PointerDown(x, y))
    rules.update(0.02)
    rules.handle(PointerMove(x, y - 40, held=True))
    rules.handle(PointerUp(x, y - 40))
    keys(rules, pygame.K_DOWN)
    assert rules.scroller.velocity == 0.0
    assert rules.scroller.offset == 40.0 + LINE_SCROLL


@pytest.mark.parametrize("key", [pygame.K_ESCAPE, pygame.K_h, pygame.K_F1])
def test_escape_or_help_closes(rules, key):
    assert isinstance(keys(rules, key), Pop)


def test_close_button_closes(rules):
    close = pygame.Rect(rules.controls.buttons[0].rect)
    assert rules.handle(PointerDown(*close.center)) is None
    assert isinstance(rules.handle(PointerUp(*close.center)), Pop)


def view_pixels(screen) -> bytes:
    return pygame.image.tobytes(screen.target.subsurface(screen.rect(RULES_VIEW)).copy(), "RGB")


def test_drawing_shows_the_scrolled_page(rules, screen_at):
    screen = screen_at()
    rules.draw(screen, 1.0)
    first = screen.target.copy()
    screen.clear()
    rules.draw(screen, 1.0)
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(screen.target, "RGB")
    rules.handle(Action.PAGE_DOWN)
    screen.clear()
    rules.draw(screen, 1.0)
    assert pygame.image.tobytes(first.subsurface(VIEW).copy(), "RGB") != view_pixels(screen)
    # The title above the view does not scroll.
    title = pygame.Rect(PANEL.x + 20, PANEL.y + 10, 400, 60)
    assert pygame.image.tobytes(first.subsurface(title).copy(), "RGB") == pygame.image.tobytes(
        screen.target.subsurface(title).copy(), "RGB"
    )


@pytest.mark.parametrize("size", [(640, 360), (1920, 1080), (3840, 2160)], ids=str)
def test_the_page_is_laid_out_sharp_and_scrolls_to_its_end_at_every_size(rules, screen_at, size):
    """Each size lays out its own page, and End shows that page's last row."""
    screen = screen_at(size)
    page = rules.page_for(screen)
    view = screen.rect(RULES_VIEW)
    first = typeset(rules.blocks[0], rules.fonts, screen.scale, screen.cards)
    assert first.get_width() == view.width  # set at this size, not scaled from another
    assert rules.scroller.first_row(page.height, view.height) == 0
    rules.handle(Action.END)
    assert rules.scroller.first_row(page.height, view.height) + view.height == page.height
    rules.handle(Action.PAGE_UP)
    top = rules.scroller.first_row(page.height, view.height)
    assert 0 < top < page.height - view.height


def test_the_page_keeps_only_the_blocks_near_the_view(rules, screen_at):
    """A tall page costs about two views of pixels, not its whole height, at any size."""
    screen = screen_at((3840, 2160))
    for _ in range(40):
        rules.handle(Action.PAGE_DOWN)
        screen.clear()
        rules.draw(screen, 1.0)
    page = rules.page_for(screen)
    view = screen.rect(RULES_VIEW)
    assert page.height > 2 * view.height
    assert page._images.pixels <= 2 * view.width * view.height + view.width * max(page.heights)


def test_the_rank_list_is_never_broken_across_lines(res):
    """SDL_ttf wraps only at plain spaces; the rules keep the rank list on one line."""
    ranks = keep_together("2 3 4 5 6 7 8 9 10 J Q K A")
    assert ranks in rules_words.rules()[0]
    font = res.fonts.get(21)
    whole = font.size(ranks)[0]
    wrapped = font.render(f"a {ranks}", True, (255, 255, 255), wraplength=whole + 5)
    line = font.get_linesize()
    first, second = (wrapped.subsurface((0, row * line, whole + 5, line)) for row in (0, 1))
    assert first.get_bounding_rect().width < font.size("a ")[0]  # "a" alone on the first line
    assert second.get_bounding_rect().width >= whole - 2  # the whole list on the second


@pytest.mark.parametrize("scale", [0.5, 1.0, 1.5, 3.0])
def test_no_paragraph_of_the_rules_ends_on_one_word_alone(res, scale):
    for block in page_blocks():
        if not isinstance(block, Words):
            continue
        image = typeset(block, res.fonts, scale, None)  # as the page sets it
        line = res.fonts.get(text_pixels(block.size, scale), block.bold).get_linesize()
        if image.get_height() < 2 * line:
            continue  # one line: nothing to be alone on
        width = image.get_width()
        last = image.subsurface((0, image.get_height() - line, width, line)).get_bounding_rect()
        font = res.fonts.get(text_pixels(block.size, scale), block.bold)
        last_word = block.text.split()[-1]
        assert last.width > font.size(last_word)[0] + font.size(" ")[0], (scale, block.text)


@pytest.mark.parametrize("scale", [0.5, 1.0, 1.5, 3.0])
def test_the_example_labels_stand_clear_of_their_cards(res, screen_at, scale):
    """In each example row as drawn, the columns just left of the cards are empty."""
    size = (round(1280 * scale), round(720 * scale))
    cards = screen_at(size).cards
    example = next(block for block in page_blocks() if isinstance(block, Example))
    row = typeset(example, res.fonts, scale, cards)
    cards_x = round(RULES_EXAMPLE_CARDS_X * scale)
    label_band = row.subsurface((0, 0, cards_x, round(RULES_MINI_CARD[1] * scale)))
    assert label_band.get_bounding_rect().width > 0  # the label is there
    assert label_band.get_bounding_rect().right <= cards_x - 3, scale


def test_with_reduced_motion_a_flick_stops_where_it_is_let_go(rules):
    rules.res.store.save_settings(Settings(reduced_motion=True))
    x, y = VIEW.center
    rules.handle(PointerDown(x, y))
    rules.update(0.02)
    rules.handle(PointerMove(x, y - 40, held=True))  # as fast as the flick above
    rules.handle(PointerUp(x, y - 40))
    assert rules.scroller.velocity == 0.0 and not rules.animating()
    rules.update(0.5)
    assert rules.scroller.offset == 40.0  # the page followed the finger, then stayed


def test_with_a_pad_in_use_the_rules_say_a_button_stops_play_to_the_end():
    badges.use(badges.Device.PAD)
    try:
        lines = block_lines(page_blocks())
    finally:
        badges.use(badges.Device.KEYBOARD)
    assert any("any button but LS stops it" in line for line in lines)
    assert not any("any key but" in line for line in lines)
    assert any("any key but I stops it" in line for line in block_lines(page_blocks()))


def test_read_aloud_the_ranks_are_words_not_letters_while_the_page_shows_them_as_printed():
    blocks = page_blocks()
    first = blocks[0]
    assert isinstance(first, Words) and keep_together("10 J Q K A") in first.text
    said = block_lines(blocks)[0]
    assert keep_together("J Q K A") not in said and "J Q K A" not in said
    assert "two, three, four" in said and "jack, queen, king, ace" in said
