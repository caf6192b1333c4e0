"""Tests for painter.py with real pixels: the cards drawn are the cards the engine dealt."""

from __future__ import annotations

import pygame
import pytest

from tests.helpers import load_resources, shown_state, sprite_state, war_seed
from war.core.engine import Round
from war.core.events import CardsTurned, Side, WarCardsTurned
from war.window.drawing import palette
from war.window.drawing.painter import BATTLE_AREA_CENTRE_X
from war.window.input import Action
from war.window.layout import (
    CARD_HEIGHT,
    CARD_WIDTH,
    PILE_X,
    PILE_Y,
    STATUS_Y,
    battle_position,
    pile_position,
)
from war.window.loop import STEP_SECONDS
from war.window.scenes.table import TableScene

STEP = STEP_SECONDS
INNER = pygame.Rect(8, 8, CARD_WIDTH - 16, CARD_HEIGHT - 16)  # inside the rounded corners


@pytest.fixture(scope="module")
def res():
    return load_resources()


def draw(table: TableScene, alpha: float = 1.0) -> pygame.Surface:
    canvas = pygame.Surface((1280, 720))
    table.draw(canvas, alpha)
    return canvas


def region_bytes(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect).copy(), "RGB")


def art_bytes(image: pygame.Surface, rect: pygame.Rect) -> bytes:
    """The same region of a card image, blitted on a scratch surface as the painter does."""
    scratch = pygame.Surface(rect.size)
    scratch.blit(image, (0, 0), rect)
    return pygame.image.tobytes(scratch, "RGB")


def assert_card_at(canvas, image, top_left, rect_in_card: pygame.Rect = INNER) -> None:
    on_canvas = rect_in_card.move(round(top_left[0]), round(top_left[1]))
    assert region_bytes(canvas, on_canvas) == art_bytes(image, rect_in_card)


def is_back_blue(colour) -> bool:
    r, g, b = colour[:3]
    return b > 100 and b > r + 40 and b > g + 20


def is_red_ink(colour) -> bool:
    r, g, b = colour[:3]
    return r > 150 and g < 90 and b < 110


def count_pixels(surface: pygame.Surface, rect: pygame.Rect, test) -> int:
    return sum(
        1
        for x in range(rect.left, rect.right, 2)
        for y in range(rect.top, rect.bottom, 2)
        if test(surface.get_at((x, y)))
    )


@pytest.fixture
def war_table(res):
    """A table whose first battle is a war, stopped once the war cards lie face up."""
    table = TableScene(res, seed=war_seed())
    table.presenter.finish()
    table.handle(Action.TURN)
    presenter = table.presenter
    for _ in range(5000):
        table.update(STEP)
        sprites = presenter.sprites
        if len(sprites) == 6 and sprites[-1].flip == 1.0 and sprites[-2].flip == 1.0:
            return table
    raise AssertionError("the war cards never lay face up")


def test_war_cards_show_the_faces_the_engine_turned(res, war_table):
    canvas = draw(war_table)
    table_cards = war_table.presenter.shown.table
    assert [t.face_up for t in table_cards] == [True, True, False, False, True, True]
    for side in Side:
        laid = [t for t in table_cards if t.side is side]
        war_card = laid[2].card
        assert_card_at(canvas, res.art.face(war_card), battle_position(side, 2))
        # Red cards show red ink, black cards none.
        rect = INNER.move(*map(round, battle_position(side, 2)))
        assert (count_pixels(canvas, rect, is_red_ink) > 20) == war_card.is_red


def test_war_cards_match_the_engine_events(res):
    round_ = Round.from_seed(war_seed())
    events = round_.play_battle()
    turned = next(e for e in events if isinstance(e, WarCardsTurned))
    opening = next(e for e in events if isinstance(e, CardsTurned))
    table = TableScene(res, seed=war_seed())
    table.presenter.finish()
    table.handle(Action.TURN)
    while not (len(table.presenter.sprites) == 6 and table.presenter.sprites[-1].flip == 1.0):
        table.update(STEP)
    canvas = draw(table)
    for side, card in ((Side.PLAYER, turned.player), (Side.COMPUTER, turned.computer)):
        assert_card_at(canvas, res.art.face(card), battle_position(side, 2))
    # The opening cards peek out to the left of the war stack, face up.
    strip = pygame.Rect(5, 10, 25, CARD_HEIGHT - 20)
    for side, card in ((Side.PLAYER, opening.player), (Side.COMPUTER, opening.computer)):
        assert_card_at(canvas, res.art.face(card), battle_position(side, 0), strip)


def test_face_down_war_cards_show_the_back(res, war_table):
    canvas = draw(war_table)
    # Left of the war card, and of the glow round it once the winner is picked.
    strip = pygame.Rect(4, 12, 16, CARD_HEIGHT - 24)
    for side in Side:
        top_left = battle_position(side, 1)
        assert_card_at(canvas, res.art.back(), top_left, strip)
        on_canvas = strip.move(round(top_left[0]), round(top_left[1]))
        blue = count_pixels(canvas, on_canvas, is_back_blue)
        total = len(range(0, strip.width, 2)) * len(range(0, strip.height, 2))
        assert blue > total * 0.4


def test_a_card_mid_flip_shows_back_then_face(res):
    table = TableScene(res, seed=3)
    table.presenter.finish()
    table.handle(Action.TURN)
    presenter = table.presenter
    seen = set()
    for _ in range(400):
        table.update(STEP)
        sprite = next((s for s in presenter.sprites if s.side is Side.PLAYER), None)
        if sprite is None or not presenter.busy:
            break
        if 0.05 < sprite.flip < 0.4 and "back" not in seen:
            canvas = draw(table)
            # Above the medallion in the middle of the back: the blue lattice.
            lattice = pygame.Rect(0, 0, 10, 20)
            lattice.midtop = (round(sprite.x) + CARD_WIDTH // 2, round(sprite.y) + 14)
            assert is_back_blue(pygame.transform.average_color(canvas, lattice))
            seen.add("back")
        if 0.6 < sprite.flip < 0.95 and "face" not in seen:
            canvas = draw(table)
            width = round(CARD_WIDTH * abs(1 - 2 * sprite.flip))
            left = round(sprite.x + (CARD_WIDTH - width) / 2)
            narrowed = pygame.Rect(left + 2, round(sprite.y) + 10, width - 4, CARD_HEIGHT - 20)
            assert count_pixels(canvas, narrowed, is_back_blue) == 0
            average = pygame.transform.average_color(canvas, narrowed)
            assert sum(average[:3]) / 3 > 150  # mostly ivory
            seen.add("face")
    assert seen == {"back", "face"}


def test_piles_show_backs_only_when_they_hold_cards(res):
    table = TableScene(res, seed=3)
    table.update(STEP)
    canvas = draw(table)
    for side in Side:  # nothing dealt yet: no cards on the pile spots
        spot = INNER.move(*map(round, pile_position(side, 1)))
        assert count_pixels(canvas, spot, is_back_blue) == 0
    table.presenter.finish()
    canvas = draw(table)
    for side in Side:
        assert_card_at(canvas, res.art.back(), pile_position(side, 26))


def assert_draws_identically(table: TableScene) -> None:
    for alpha in (0.0, 0.37, 1.0):
        state = (sprite_state(table.presenter), shown_state(table.presenter))
        first = pygame.image.tobytes(draw(table, alpha), "RGB")
        second = pygame.image.tobytes(draw(table, alpha), "RGB")
        assert first == second
        # Drawing changed nothing it draws from.
        assert (sprite_state(table.presenter), shown_state(table.presenter)) == state


def test_drawing_the_same_moment_twice_gives_the_same_picture(res):
    table = TableScene(res, seed=war_seed())
    for _ in range(round(0.4 / STEP)):  # mid-deal
        table.update(STEP)
    assert table.presenter.busy and table.presenter.sprites
    assert_draws_identically(table)
    table.presenter.finish()
    table.handle(Action.TURN)
    while table.presenter.banner.opacity < 0.5:  # the WAR banner is up
        table.update(STEP)
    table.update(STEP)
    assert_draws_identically(table)
    for _ in range(round(1.0 / STEP)):  # cards moving, one glowing
        table.update(STEP)
    assert table.presenter.sprites
    assert_draws_identically(table)


def test_war_banner_shows_gold_while_up_and_goes_away(res):
    table = TableScene(res, seed=war_seed())
    table.presenter.finish()
    table.handle(Action.TURN)
    presenter = table.presenter
    while presenter.banner.opacity < 0.99:
        table.update(STEP)
    area = pygame.Rect(0, 0, 240, 70)
    area.center = (BATTLE_AREA_CENTRE_X, STATUS_Y)

    def is_gold(colour) -> bool:
        return (
            abs(colour[0] - palette.GOLD[0]) < 30
            and abs(colour[1] - palette.GOLD[1]) < 30
            and (colour[2] < 120)
        )

    assert count_pixels(draw(table), area, is_gold) > 30
    while presenter.banner.text and presenter.banner.opacity > 0:
        table.update(STEP)
        if len(presenter.sprites) == 6:
            break
    assert presenter.banner.opacity <= 0.01
    assert count_pixels(draw(table), area, is_gold) < 5


def label_bytes(res, count: int, side: Side) -> tuple[pygame.Rect, bytes]:
    """The "N cards" label beside ``side``'s pile, drawn alone on the felt: where and what."""
    scratch = pygame.Surface((1280, 720))  # as the canvas: blending rounds the same way
    scratch.blit(res.felt, (0, 0))
    position = (PILE_X + CARD_WIDTH + 28, PILE_Y[side] + 72)
    rect = res.text.draw(scratch, f"{count} cards", 22, position, color=palette.TEXT_DIM)
    rect = rect.union(rect.move(1, 2))  # and its shadow
    return rect, region_bytes(scratch, rect)


def test_pile_labels_count_the_cards_landed_so_far(res):
    """Stopped as the first collected card lands: the label counts it, the pile not yet."""
    table = TableScene(res, seed=3)
    presenter = table.presenter
    presenter.finish()
    for _ in range(50):  # to a battle without a war, once neither pile would show 26
        wars = table.round.wars
        table.handle(Action.TURN)
        table.update(STEP)  # the turned cards lift off the piles
        counts = [presenter.pile_count(side) for side in Side]
        if table.round.wars == wars and 26 not in counts and 25 not in counts:
            break
    else:
        raise AssertionError("no plain battle away from 26 cards each")
    while sum(presenter.landed.values()) == 0:
        table.update(STEP)
    winner = next(side for side in Side if presenter.landed[side])
    assert presenter.pile_count(winner) == presenter.shown.count(winner) + 1
    canvas = draw(table)
    for side in Side:
        count = presenter.pile_count(side)
        assert count != 26
        rect, expected = label_bytes(res, count, side)
        assert region_bytes(canvas, rect) == expected, side
    # The pile without the card that just landed would be one less: not what is drawn.
    rect, stale = label_bytes(res, presenter.shown.count(winner), winner)
    assert region_bytes(canvas, rect) != stale
