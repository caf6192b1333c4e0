"""Tests for painter.py with real pixels: the cards drawn are the cards the engine dealt, drawn
at the window's own size, with the words of the table readable above them."""

from __future__ import annotations

from typing import TypeVar

import pygame
import pytest

from tests.helpers import run_until, war_seed
from tests.window.helpers import shown_state, sprite_state
from war.core.engine import Round
from war.core.events import CardsTurned, Side, WarCardsTurned
from war.window.app.loop import STEP_SECONDS
from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.input.actions import Action
from war.window.layout.frame import DESIGN, Frame, frame_for
from war.window.layout.table import PILE_COUNT_DY, PILE_LABEL_PAD
from war.window.layout.units import CARD_HEIGHT, CARD_WIDTH
from war.window.scenes.table import TableScene
from war.window.table.sprites import CardSprite

STEP = STEP_SECONDS
SIZES = [(1280, 720), (1920, 1080), (1000, 1000), (720, 1280)]


AnyScreen = TypeVar("AnyScreen", bound=Screen)


def draw(screen: AnyScreen, table: TableScene, alpha: float = 1.0) -> AnyScreen:
    screen.clear()
    table.draw(screen, alpha)
    return screen


def inner(screen: Screen) -> pygame.Rect:
    """Inside a card's rounded corners, in the card image's pixels."""
    inset = screen.length(8)
    width, height = screen.cards.size
    return pygame.Rect(inset, inset, width - 2 * inset, height - 2 * inset)


def card_region(screen: Screen, top_left: tuple[float, float], rect_in_card: pygame.Rect):
    return rect_in_card.move(screen.point(*top_left))


def assert_card_at(
    screen: Screen,
    image: pygame.Surface,
    top_left: tuple[float, float],
    rect_in_card: pygame.Rect | None = None,
) -> None:
    """The window shows ``image`` pixel for pixel there: drawn at its size, never scaled."""
    rect_in_card = rect_in_card or inner(screen)
    scratch = pygame.Surface(rect_in_card.size)
    scratch.blit(image, (0, 0), rect_in_card)
    shown = screen.target.subsurface(card_region(screen, top_left, rect_in_card)).copy()
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(scratch, "RGB")


def is_back_blue(colour) -> bool:
    r, g, b = colour[:3]
    return b > 100 and b > r + 40 and b > g + 20


def is_red_ink(colour) -> bool:
    r, g, b = colour[:3]
    return r > 150 and g < 90 and b < 110


def count_pixels(surface: pygame.Surface, rect: pygame.Rect, test, every: int = 2) -> int:
    return sum(
        1
        for x in range(rect.left, rect.right, every)
        for y in range(rect.top, rect.bottom, every)
        if test(surface.get_at((x, y)))
    )


def war_cards_face_up(table: TableScene) -> bool:
    sprites = table.presenter.sprites
    return len(sprites) == 6 and sprites[-1].flip == 1.0 and sprites[-2].flip == 1.0


def stopped_at_war(res, frame: Frame = DESIGN) -> TableScene:
    """A table in ``frame`` whose first battle is a war, stopped once the war cards lie
    face up."""
    table = TableScene(res, seed=war_seed())
    table.fit(frame)
    table.presenter.finish()
    table.handle(Action.TURN)
    run_until(table.update, lambda: war_cards_face_up(table))
    return table


@pytest.fixture
def war_table(res) -> TableScene:
    return stopped_at_war(res)


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_war_cards_show_the_faces_the_engine_turned(res, screen_at, size):
    war_table = stopped_at_war(res, frame_for(size))  # laid out in its window's frame
    screen = draw(screen_at(size), war_table)
    battle_position = war_table.presenter.layout.battle_position
    round_ = Round.from_seed(war_seed())
    events = round_.play_battle()
    turned = next(e for e in events if isinstance(e, WarCardsTurned))
    opening = next(e for e in events if isinstance(e, CardsTurned))
    table_cards = war_table.presenter.shown.table
    assert [t.face_up for t in table_cards] == [True, True, False, False, True, True]
    for side, card in ((Side.PLAYER, turned.player), (Side.COMPUTER, turned.computer)):
        assert_card_at(screen, screen.cards.face(card), battle_position(side, 2))
        # Red cards show red ink, black cards none.
        rect = card_region(screen, battle_position(side, 2), inner(screen))
        assert (count_pixels(screen.target, rect, is_red_ink) > 20) == card.is_red
    # The opening cards peek out to the left of the war stack, face up (clear of the shadow
    # of the card on them, a war's step to their right).
    peek = war_table.presenter.layout.war_step_x - 11
    strip = pygame.Rect(
        screen.length(5), screen.length(10), screen.length(peek), screen.length(CARD_HEIGHT - 20)
    )
    for side, card in ((Side.PLAYER, opening.player), (Side.COMPUTER, opening.computer)):
        assert_card_at(screen, screen.cards.face(card), battle_position(side, 0), strip)


def test_face_down_war_cards_show_the_back(screen_at, war_table):
    screen = draw(screen_at(), war_table)
    battle_position = war_table.presenter.layout.battle_position
    # Left of the war card, and of the glow round it once the winner is picked.
    strip = pygame.Rect(4, 12, 16, CARD_HEIGHT - 24)
    for side in Side:
        top_left = battle_position(side, 1)
        assert_card_at(screen, screen.cards.back(), top_left, strip)
        blue = count_pixels(screen.target, card_region(screen, top_left, strip), is_back_blue)
        total = len(range(0, strip.width, 2)) * len(range(0, strip.height, 2))
        assert blue > total * 0.4


def flipping_player_card(table: TableScene, low: float, high: float):
    """Advance until the player's turned card is mid-flip with ``low < flip < high``."""
    table.presenter.finish()
    table.handle(Action.TURN)

    def player_card():
        return next((s for s in table.presenter.sprites if s.side is Side.PLAYER), None)

    run_until(table.update, lambda: (s := player_card()) is not None and low < s.flip < high)
    return player_card()


def test_a_card_mid_flip_shows_back_then_face(res, screen_at):
    screen = screen_at()
    table = TableScene(res, seed=3)
    sprite = flipping_player_card(table, 0.05, 0.4)
    draw(screen, table)
    # Above the medallion in the middle of the back: the blue lattice.
    lattice = pygame.Rect(0, 0, 10, 20)
    lattice.midtop = (round(sprite.x) + CARD_WIDTH // 2, round(sprite.y) + 14)
    assert is_back_blue(pygame.transform.average_color(screen.target, lattice))
    sprite = flipping_player_card(TableScene(res, seed=3), 0.6, 0.95)
    table = TableScene(res, seed=3)
    sprite = flipping_player_card(table, 0.6, 0.95)
    draw(screen, table)
    width = round(CARD_WIDTH * abs(1 - 2 * sprite.flip))
    left = round(sprite.x + (CARD_WIDTH - width) / 2)
    narrowed = pygame.Rect(left + 2, round(sprite.y) + 10, width - 4, CARD_HEIGHT - 20)
    assert count_pixels(screen.target, narrowed, is_back_blue) == 0
    average = pygame.transform.average_color(screen.target, narrowed)
    assert sum(average[:3]) / 3 > 150  # mostly ivory


def test_a_flipping_card_casts_a_shadow_only_as_wide_as_itself(res, screen_at):
    """Edge-on, the card is a sliver: the felt beside it is not darkened by a card's shadow."""
    screen = screen_at()
    table = TableScene(res, seed=3)
    sprite = flipping_player_card(table, 0.42, 0.48)
    draw(screen, table)
    # Where a full-width card's shadow would fall: right of the sliver, inside the card's span.
    x, y = round(sprite.x), round(sprite.y)
    spot = pygame.Rect(x + CARD_WIDTH - 15, y + 40, 12, 60)
    shown = pygame.transform.average_color(screen.target, spot)
    bare = pygame.transform.average_color(screen.felt, spot)
    assert sum(shown[:3]) >= sum(bare[:3]) - 6, (shown, bare)


def test_piles_show_backs_only_when_they_hold_cards(res, screen_at):
    screen = screen_at()
    table = TableScene(res, seed=3)
    table.update(STEP)
    draw(screen, table)
    pile_position = table.presenter.layout.pile_position
    for side in Side:  # nothing dealt yet: no cards on the pile spots
        spot = card_region(screen, pile_position(side, 1), inner(screen))
        assert count_pixels(screen.target, spot, is_back_blue) == 0
    table.presenter.finish()
    draw(screen, table)
    for side in Side:
        assert_card_at(screen, screen.cards.back(), pile_position(side, 26))


def assert_draws_identically(screen: Screen, table: TableScene) -> None:
    for alpha in (0.0, 0.37, 1.0):
        state = (sprite_state(table.presenter), shown_state(table.presenter))
        first = pygame.image.tobytes(draw(screen, table, alpha).target, "RGB")
        second = pygame.image.tobytes(draw(screen, table, alpha).target, "RGB")
        assert first == second
        # Drawing changed nothing it draws from.
        assert (sprite_state(table.presenter), shown_state(table.presenter)) == state


def test_drawing_the_same_moment_twice_gives_the_same_picture(res, screen_at):
    screen = screen_at()
    table = TableScene(res, seed=war_seed())
    for _ in range(round(0.4 / STEP)):  # mid-deal
        table.update(STEP)
    assert table.presenter.busy and table.presenter.sprites
    assert_draws_identically(screen, table)
    table.presenter.finish()
    table.handle(Action.TURN)
    run_until(table.update, lambda: table.presenter.banner.opacity >= 0.5)  # WAR is up
    table.update(STEP)
    assert_draws_identically(screen, table)
    for _ in range(round(1.0 / STEP)):  # cards moving, one glowing
        table.update(STEP)
    assert table.presenter.sprites
    assert_draws_identically(screen, table)


def test_war_banner_shows_gold_while_up_and_goes_away(res, screen_at):
    screen = screen_at()
    table = TableScene(res, seed=war_seed())
    table.presenter.finish()
    table.handle(Action.TURN)
    presenter = table.presenter
    run_until(table.update, lambda: presenter.banner.opacity >= 0.99)
    area = pygame.Rect(0, 0, 240, 70)
    area.center = (presenter.layout.battle_centre_x, presenter.layout.status_y)

    def is_gold(colour) -> bool:
        return (
            abs(colour[0] - palette.GOLD[0]) < 30
            and abs(colour[1] - palette.GOLD[1]) < 30
            and (colour[2] < 120)
        )

    assert count_pixels(draw(screen, table).target, area, is_gold) > 30
    run_until(
        table.update,
        lambda: presenter.banner.opacity <= 0 or len(presenter.sprites) == 6,
    )
    assert presenter.banner.opacity <= 0.01
    assert count_pixels(draw(screen, table).target, area, is_gold) < 5


def test_pile_labels_count_the_cards_landed_so_far(res, screen_at):
    """Stopped as the first collected card lands: the label counts it, the pile not yet."""
    table = TableScene(res, seed=3)
    presenter = table.presenter
    presenter.finish()
    for _ in range(50):  # to a battle without a war, once neither pile would show 26
        wars = table.session.round.wars
        table.handle(Action.TURN)
        table.update(STEP)  # the turned cards lift off the piles
        counts = [presenter.pile_count(side) for side in Side]
        if table.session.round.wars == wars and 26 not in counts and 25 not in counts:
            break
    else:
        raise AssertionError("no plain battle away from 26 cards each")
    run_until(table.update, lambda: sum(presenter.landed.values()) > 0)
    winner = next(side for side in Side if presenter.landed[side])
    assert presenter.pile_count(winner) == presenter.shown.count(winner) + 1
    screen = draw(screen_at(), table)
    drawn = {text.words: text.rect for text in screen.text_drawn}
    for side in Side:
        words = f"{presenter.pile_count(side)} cards"
        assert words in drawn, side
        x, y, _, _ = presenter.layout.plates[side]
        assert drawn[words].topleft == screen.point(x + PILE_LABEL_PAD, y + PILE_COUNT_DY)
    # The pile without the card that just landed would be one less: not what is drawn.
    assert f"{presenter.shown.count(winner)} cards" not in drawn


def is_count_ink(colour) -> bool:
    """The ink of a pile's card count (a dim green-grey: neither card ivory nor back blue)."""
    return all(abs(a - b) < 20 for a, b in zip(colour[:3], palette.TEXT_DIM, strict=True))


def card_over_words(res, screen_at, at: str) -> tuple[Screen, CardSprite]:
    """A dealt table whose status line says something, and one face-up card off the piles
    lying across the computer's pile plate (``at="plate"``) or the status line."""
    table = TableScene(res, seed=3)
    table.presenter.finish()
    presenter = table.presenter
    presenter.say(lambda: "Your K♣ beats 7♦ — you take 6 cards")
    layout = presenter.layout
    plate_x, plate_y, _, _ = layout.plates[Side.COMPUTER]
    x, y = (
        (plate_x + PILE_LABEL_PAD, plate_y)
        if at == "plate"
        else (layout.battle_centre_x - 50, layout.status_y - 70)
    )
    sprite = CardSprite(presenter.shown.player_pile[0], Side.PLAYER, x, y, flip=1.0)
    presenter.sprites.append(sprite)
    return draw(screen_at(), table), sprite


@pytest.mark.parametrize("at", ["plate", "status line"])
def test_a_card_off_the_piles_lies_over_the_words_on_the_felt(res, screen_at, at):
    """One layering for every card, dealt, in a battle, a war or a sweep: over the pile
    names and counts and the status line, plates and all."""
    screen, sprite = card_over_words(res, screen_at, at)
    assert_card_at(screen, screen.cards.face(sprite.card), (sprite.x, sprite.y))


def test_the_war_banner_lies_over_the_cards(res, screen_at, war_table):
    """The banner is the one thing of the table above its cards: it speaks for the middle."""
    presenter = war_table.presenter
    presenter.banner.text, presenter.banner.opacity = "WAR!", 1.0
    layout = presenter.layout
    x, y = layout.battle_centre_x - 50, layout.status_y - 70
    presenter.sprites.append(CardSprite(presenter.sprites[0].card, Side.PLAYER, x, y, flip=1.0))
    screen = draw(screen_at(), war_table)
    # Where the ribbon crosses the card, its dark band and gold letters show, not the card.
    crossing = pygame.Rect(0, 0, screen.length(16), screen.length(16))
    crossing.center = screen.point(x + 8, layout.status_y)
    card_at = screen.point(x, y)
    face = screen.cards.face(presenter.sprites[-1].card)
    card = pygame.transform.average_color(face, crossing.move(-card_at[0], -card_at[1]))
    shown = pygame.transform.average_color(screen.target, crossing)
    assert sum(abs(a - b) for a, b in zip(card[:3], shown[:3], strict=True)) > 150, (card, shown)


def test_a_fading_card_is_drawn_at_its_opacity(screen_at, war_table):
    """Reduced motion fades cards in and out: none, part and all of the card shows."""
    sprite = war_table.presenter.sprites[-1]  # the computer's war card, face up on top
    region = card_region(screen_at(), (sprite.x, sprite.y), inner(screen_at()))
    shown = {}
    for opacity in (0.0, 0.5, 1.0):
        sprite.opacity = opacity
        sprite.remember()
        screen = draw(screen_at(), war_table)
        shown[opacity] = pygame.image.tobytes(screen.target.subsurface(region), "RGB")
    sprite.opacity = 1.0
    sprite.remember()
    screen = draw(screen_at(), war_table)
    assert_card_at(screen, screen.cards.face(sprite.card), (sprite.x, sprite.y))
    # Half faded lies between the table beneath and the card, in every channel on average.
    mean = {opacity: sum(data) / len(data) for opacity, data in shown.items()}
    assert len(set(shown.values())) == 3
    assert min(mean[0.0], mean[1.0]) < mean[0.5] < max(mean[0.0], mean[1.0])
    assert mean[0.5] == pytest.approx((mean[0.0] + mean[1.0]) / 2, rel=0.1)
