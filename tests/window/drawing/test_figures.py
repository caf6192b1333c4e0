"""Tests for figures.py and the court faces art.py draws with it: every face at every scale,
the figures' own colours, the corner indices clear of them, the letter design for a figure
file that is missing or damaged, and court faces made ahead of their first showing."""

from __future__ import annotations

import os
import random
import shutil
import threading
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from tests.window.helpers import stacked
from war.core.cards import Card, ordered_deck, parse_card
from war.window.app.app import SETTLE_SECONDS
from war.window.drawing import art as art_module
from war.window.drawing.art import (
    CARD_HEIGHT,
    CARD_RADIUS,
    CARD_WIDTH,
    COURT_NOTCH,
    FIGURE_HEIGHT,
    FIGURE_TOP,
    CardArt,
)
from war.window.drawing.assets import ASSET_DIR
from war.window.drawing.figures import (
    FIGURE_ASPECT,
    MOST_BYTES,
    CourtFigures,
    court_files,
    figure_file,
    is_court,
)
from war.window.drawing.screen import Screen
from war.window.input.actions import Action
from war.window.resources import Resources
from war.window.scenes.rules import RulesScene
from war.window.scenes.title import FAN, TitleScene
from war.words import rules as rules_words

COURTS = [card for card in ordered_deck() if is_court(card)]
SCALES = [0.5, 1.0, 3.0]  # a 640x360 window, the design size, a 4K screen
NOTCH_SCALES = [0.5, 0.75, 1.0, 1.5, 2.0, 3.0]  # odd ones too: the cut is rounded to pixels

# The figures' own inks, which nothing else on a face uses: the gold #E2CF00 and the navy
# #131F67 that every figure file fills with. 40 a channel takes in their anti-aliased
# edges. Measured: no face drawn without figures (either deck, scales 0.5 to 3.0) has a
# single such pixel; every court face with its figure has 0.9% (a 50x70 card) to 11% of
# its pixels in them.
FIGURE_GOLD = ((226, 207, 0), (40, 40, 40))
FIGURE_NAVY = ((19, 31, 103), (40, 40, 40))
LEAST_FIGURE_SHARE = 0.005
# A stand-in figure of one colour no face uses: where it is untouched, nothing covers it.
SOLID_SVG = (
    b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 225 314">'
    b'<rect width="225" height="314" fill="#ff00ff"/></svg>'
)
SOLID = ((255, 0, 255), (1, 1, 1))
SOLID_BLENDED = ((255, 0, 255), (55, 60, 55))  # its edge blended with the card, too
# Well-formed SVG that draws nothing: only drawing it shows that it is no figure.
EMPTY_SVG = b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 225 314"/>'


def count(surface: pygame.Surface, ink) -> int:
    """How many mostly opaque pixels of ``surface`` are of ``ink`` (centre, tolerance)."""
    coloured = pygame.mask.from_threshold(surface, *ink)
    return coloured.overlap_area(pygame.mask.from_surface(surface, 128), (0, 0))


def figure_pixels(face: pygame.Surface) -> int:
    return count(face, FIGURE_GOLD) + count(face, FIGURE_NAVY)


def has_figure(face: pygame.Surface) -> bool:
    return figure_pixels(face) >= LEAST_FIGURE_SHARE * face.get_width() * face.get_height()


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def px(logical: float, scale: float) -> int:
    """Logical pixels in window pixels, rounded as the art rounds them."""
    return max(1, round(logical * scale))


def cuts(art: CardArt) -> tuple[pygame.Rect, pygame.Rect]:
    """The COURT_NOTCH corners, top-left and bottom-right, in the art's pixels."""
    width, height = px(COURT_NOTCH[0], art.scale), px(COURT_NOTCH[1], art.scale)
    return (
        pygame.Rect(0, 0, width, height),
        pygame.Rect(art.size[0] - width, art.size[1] - height, width, height),
    )


def solid_figures() -> CourtFigures:
    return CourtFigures({card: SOLID_SVG for card in COURTS})


@pytest.fixture(scope="module")
def shipped() -> CourtFigures:
    said: list[str] = []
    figures = CourtFigures.load(tell=said.append)
    assert said == [] and set(figures.cards()) == set(COURTS), said
    return figures


@pytest.fixture(scope="module")
def art_at(fonts, shipped) -> Callable[..., CardArt]:
    """``art_at(scale)``: card art with the shipped figures; ``figures=False``: without."""
    made: dict[tuple[float, bool], CardArt] = {}

    def at(scale: float, figures: bool = True) -> CardArt:
        if (scale, figures) not in made:
            chosen = shipped if figures else CourtFigures.none()
            made[scale, figures] = CardArt(fonts, scale, figures=chosen)
        return made[scale, figures]

    return at


def copy_assets(folder: Path) -> Path:
    """A copy of the shipped figure files under ``folder``, as an asset dir."""
    shutil.copytree(ASSET_DIR / "cards", folder / "cards")
    return folder


@pytest.fixture
def assets(tmp_path) -> Path:
    return copy_assets(tmp_path / "assets")


def loaded_face(asset_dir: Path, card: Card, fonts, scale: float = 1.0):
    """What loading the figures under ``asset_dir`` says, and ``card``'s face drawn with them
    (drawing may say more)."""
    said: list[str] = []
    figures = CourtFigures.load(asset_dir, tell=said.append)
    face = CardArt(fonts, scale, figures=figures).face(card)
    return said, face


def names_once(said: list[str], path: Path, card: Card) -> bool:
    """Exactly one line, naming the file and its card."""
    return len(said) == 1 and "\n" not in said[0] and str(path) in said[0] and card.label in said[0]


# -- every face, with its figure ------------------------------------------------------------


def test_the_figure_files_shipped_are_the_twelve_courts():
    files = sorted(path.name for path in (ASSET_DIR / "cards").glob("*.svg"))
    assert files == sorted(court_files()) and len(files) == 12


def test_every_face_with_figures_is_card_sized_opaque_inside_and_clear_at_the_corners(art_at):
    for scale in SCALES:
        art = art_at(scale)
        size = (round(CARD_WIDTH * scale), round(CARD_HEIGHT * scale))
        radius = round(CARD_RADIUS * scale)
        for card in ordered_deck():
            face = art.face(card)
            assert face.get_size() == size, (scale, card)
            whole = face.get_rect()
            opaque = pygame.mask.from_surface(face, 254)
            for inside in (whole.inflate(-2 * radius, 0), whole.inflate(0, -2 * radius)):
                solid = pygame.mask.Mask(inside.size, fill=True)
                assert opaque.overlap_area(solid, inside.topleft) == inside.w * inside.h, (
                    scale,
                    card,
                    inside,
                )
            for corner in [(0, 0), (whole.w - 1, 0), (0, whole.h - 1), (whole.w - 1, whole.h - 1)]:
                assert face.get_at(corner).a == 0, (scale, card, corner)


def test_the_figures_colours_are_on_every_court_face_and_on_no_other_face(art_at):
    for scale in SCALES:
        for card in ordered_deck():
            face = art_at(scale).face(card)
            share = figure_pixels(face) / (face.get_width() * face.get_height())
            if is_court(card):
                assert share >= LEAST_FIGURE_SHARE, (scale, card, share)
            else:
                assert share == 0, (scale, card, share)
            assert figure_pixels(art_at(scale, figures=False).face(card)) == 0, (scale, card)


# -- the corner indices keep clear of the figure ------------------------------------------


def test_the_cut_round_each_index_shows_the_card_and_no_figure(fonts, art_at):
    """Both corners of every court face are the same whatever the figure: a figure of one
    colour leaves none of it there, so the shipped figures leave none of theirs."""
    for scale in NOTCH_SCALES:
        stand_in = CardArt(fonts, scale, figures=solid_figures())
        for card in COURTS:
            figured, plain = art_at(scale).face(card), stand_in.face(card)
            for cut in cuts(stand_in):
                assert count(plain.subsurface(cut), SOLID_BLENDED) == 0, (scale, card, cut)
                assert pixels(figured.subsurface(cut)) == pixels(plain.subsurface(cut)), (
                    scale,
                    card,
                    cut,
                )


def test_no_index_ink_lies_on_the_figure(fonts):
    """A figure of one colour is untouched over all its place but the two cuts: the index
    lies inside them (and the figure stands FIGURE_TOP down, FIGURE_HEIGHT tall)."""
    for scale in NOTCH_SCALES:
        art = CardArt(fonts, scale, figures=solid_figures())
        height = px(FIGURE_HEIGHT, scale)
        place = pygame.Rect(0, 0, round(height * FIGURE_ASPECT), height)
        place.midtop = (art.size[0] // 2, px(FIGURE_TOP, scale))
        expected = pygame.mask.Mask(art.size)
        expected.draw(pygame.mask.Mask(place.size, fill=True), place.topleft)
        for cut in cuts(art):
            expected.erase(pygame.mask.Mask(cut.size, fill=True), cut.topleft)
        for card in COURTS:
            shown = pygame.mask.from_threshold(art.face(card), *SOLID)
            assert shown.overlap_area(expected, (0, 0)) == shown.count() == expected.count(), (
                scale,
                card,
            )


# -- a missing or damaged file leaves its card to the letter design ------------------------


def test_a_missing_figure_is_said_once_and_only_its_card_has_the_letter(fonts, art_at, assets):
    missing = Card(12, "H")
    path = assets / figure_file(missing)
    path.unlink()
    said: list[str] = []
    figures = CourtFigures.load(assets, tell=said.append)
    assert names_once(said, path, missing), said
    art = CardArt(fonts, 1.0, figures=figures)
    assert pixels(art.face(missing)) == pixels(art_at(1.0, figures=False).face(missing))
    for card in COURTS:
        if card != missing:
            assert has_figure(art.face(card)), card


def _truncated(path: Path) -> None:
    source = path.read_bytes()
    path.write_bytes(source[: len(source) // 2])


def _random_bytes(path: Path) -> None:
    path.write_bytes(random.Random(52).randbytes(4096))


def _empty(path: Path) -> None:
    path.write_bytes(b"")


def _xml_not_svg(path: Path) -> None:
    path.write_bytes(b'<?xml version="1.0"?>\n<html><body>a king</body></html>\n')


def _draws_nothing(path: Path) -> None:
    path.write_bytes(EMPTY_SVG)


def _too_large(path: Path) -> None:
    # Still the figure, well-formed, only padded past MOST_BYTES with trailing whitespace.
    path.write_bytes(path.read_bytes() + b"\n" * MOST_BYTES)


def _a_directory(path: Path) -> None:
    path.unlink()
    path.mkdir()


def _a_link_to_itself(path: Path) -> None:
    # Opening it fails (too many levels of links) for every user, root included.
    path.unlink()
    path.symlink_to(path.name)


DAMAGES = [
    _truncated,
    _random_bytes,
    _empty,
    _xml_not_svg,
    _draws_nothing,
    _too_large,
    _a_directory,
    _a_link_to_itself,
]


def test_each_kind_of_damaged_file_is_said_once_and_its_card_has_the_letter(
    fonts, art_at, tmp_path
):
    failed: dict[str, str] = {}
    for damage, card in zip(DAMAGES, COURTS, strict=False):  # each case a different court
        folder = copy_assets(tmp_path / damage.__name__)
        path = folder / figure_file(card)
        damage(path)
        try:
            said, face = loaded_face(folder, card, fonts)
        except Exception as error:  # the property: a bad figure file never stops the game
            failed[damage.__name__] = f"raised {error!r}"
            continue
        if not names_once(said, path, card):
            failed[damage.__name__] = f"said {said}"
        elif pixels(face) != pixels(art_at(1.0, figures=False).face(card)):
            failed[damage.__name__] = "the face is not the letter design"
    assert failed == {}


def test_a_figure_without_read_permission_is_said_once_and_its_card_has_the_letter(
    fonts, art_at, assets, monkeypatch
):
    card = Card(13, "D")
    path = assets / figure_file(card)
    path.chmod(0)
    if os.geteuid() == 0:  # root reads whatever the mode says: the refusal is made here
        real_open = Path.open

        def refusing(self, *args, **kwargs):
            if self == path:
                raise PermissionError(13, "Permission denied", str(self))
            return real_open(self, *args, **kwargs)

        monkeypatch.setattr(Path, "open", refusing)
    said, face = loaded_face(assets, card, fonts)
    assert names_once(said, path, card), said
    assert "Permission denied" in said[0], said
    assert pixels(face) == pixels(art_at(1.0, figures=False).face(card))


def test_a_pipe_in_place_of_a_figure_is_said_once_not_waited_on(fonts, art_at, assets):
    card = Card(11, "S")
    path = assets / figure_file(card)
    path.unlink()
    os.mkfifo(path)
    said: list[str] = []
    loaded: list[CourtFigures] = []
    worker = threading.Thread(
        target=lambda: loaded.append(CourtFigures.load(assets, tell=said.append)), daemon=True
    )
    worker.start()
    worker.join(timeout=10)
    if worker.is_alive():  # waiting for a writer: be one, so the worker ends
        with open(path, "wb"):
            pass
        worker.join(timeout=10)
        pytest.fail("loading the figures waited on a pipe for a writer")
    assert names_once(said, path, card), said
    face = CardArt(fonts, 1.0, figures=loaded[0]).face(card)
    assert pixels(face) == pixels(art_at(1.0, figures=False).face(card))


def test_resources_say_a_damaged_figure_in_one_line_on_stderr_when_first_asked_for(
    assets, tmp_path, capsys
):
    shutil.copytree(ASSET_DIR / "fonts", assets / "fonts")
    damaged = Card(13, "S")
    path = assets / figure_file(damaged)
    _truncated(path)
    res = Resources.load(asset_dir=assets, data_dir=tmp_path / "data")
    res.store.close()
    assert capsys.readouterr().err == ""  # the first frame, the title's, needs no figure
    assert set(res.figures.cards()) == set(COURTS) - {damaged}
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("war: ") and str(path) in lines[0], lines
    assert set(res.figures.cards()) == set(COURTS) - {damaged}
    assert capsys.readouterr().err == ""  # said once


def test_resources_with_the_shipped_figures_say_nothing(tmp_path, capsys):
    res = Resources.load(data_dir=tmp_path / "data")
    res.store.close()
    assert set(res.figures.cards()) == set(COURTS)
    assert capsys.readouterr().err == ""


# -- court faces made when first shown, or ahead in a frame's spare time -------------------


def test_prepare_makes_the_back_the_shadow_the_courts_then_the_rest_one_a_call(
    fonts, shipped, monkeypatch
):
    drawn: list[object] = []
    draw_back, draw_shadow, draw_face = (
        art_module.draw_back,
        art_module._draw_shadow,
        CardArt._draw_face,
    )

    def back(*args):
        drawn.append("back")
        return draw_back(*args)

    def shadow(*args):
        drawn.append("shadow")
        return draw_shadow(*args)

    def face(self, card):
        drawn.append(card)
        return draw_face(self, card)

    monkeypatch.setattr(art_module, "draw_back", back)
    monkeypatch.setattr(art_module, "_draw_shadow", shadow)
    monkeypatch.setattr(CardArt, "_draw_face", face)
    art = CardArt(fonts, 1.0, figures=shipped)
    assert drawn == [] and art.pending == 52 + 2  # nothing drawn until asked for
    left = [(art.prepare(), art.pending) for _ in range(55)]
    assert left == [(n > 0, n) for n in range(53, -1, -1)] + [(False, 0)]
    assert drawn[:14] == ["back", "shadow", *COURTS]  # what costs most, first
    assert drawn[14:] == [card for card in ordered_deck() if card not in COURTS]


def test_art_made_when_first_shown_is_the_art_prepare_makes(fonts, shipped):
    ahead = CardArt(fonts, 1.0, figures=shipped)
    while ahead.prepare():
        pass
    shown = CardArt(fonts, 1.0, figures=shipped)
    for card in reversed(ordered_deck()):  # not the order prepare takes
        assert pixels(shown.face(card)) == pixels(ahead.face(card)), card
    assert pixels(shown.shadow()) == pixels(ahead.shadow())
    assert pixels(shown.back()) == pixels(ahead.back())
    assert shown.pending == 0


def test_a_figure_found_empty_when_drawn_is_said_once_at_every_scale_it_is_drawn(
    fonts, art_at, assets
):
    card = Card(11, "D")
    path = assets / figure_file(card)
    _draws_nothing(path)
    said: list[str] = []
    figures = CourtFigures.load(assets, tell=said.append)
    assert said == []  # well-formed SVG: only drawing it shows it is empty
    for scale in (0.5, 1.0):
        face = CardArt(fonts, scale, figures=figures).face(card)
        assert pixels(face) == pixels(art_at(scale, figures=False).face(card)), scale
    assert names_once(said, path, card), said


def test_a_window_too_small_to_see_the_figures_keeps_them_for_every_later_size(fonts):
    # A window manager may make the window a few pixels (the input storm visits 1x1); the
    # shipped figures drawn 1-5 pixels tall come out blank, and must not be taken for damaged.
    said: list[str] = []
    figures = CourtFigures.load(tell=said.append)
    for scale in (1 / 1280, 1 / 160, 1 / 40, 1 / 25):  # figures 1 to 5 pixels tall
        art = CardArt(fonts, scale, figures=figures)
        while art.prepare():
            pass
    assert said == []
    assert set(figures.cards()) == set(COURTS)
    later = CardArt(fonts, 1.0, figures=figures)
    assert all(has_figure(later.face(card)) for card in COURTS)


def test_the_title_frames_make_the_back_and_every_court_face_while_it_settles(make_app):
    app = make_app(size=(1280, 720))
    cards = app.screen.cards
    assert cards.pending_courts == 12  # the title shows only aces
    for _ in range(round(SETTLE_SECONDS * 60)):  # the frames drawn before an idle title rests
        app.process_input()
        app.update(1 / 60)
        app.draw(1.0)
    assert app.screen.cards is cards
    assert cards.pending_courts == 0
    assert cards.pending == 52 + 2 - 4 - round(SETTLE_SECONDS * 60)  # the aces, one a frame


# -- the title and the rules draw the screen's cards ---------------------------------------


def test_the_title_fans_the_aces_of_the_screens_card_art(res, fonts, shipped, monkeypatch):
    screen = Screen((1280, 720), fonts, figures=shipped)
    asked: list[Card] = []
    face = screen.cards.face

    def noted(card: Card) -> pygame.Surface:
        asked.append(card)
        return face(card)

    monkeypatch.setattr(screen.cards, "face", noted)
    stacked(TitleScene(res)).draw(screen, 1.0)
    assert asked == FAN


def most_figure_gold(scene: RulesScene, screen: Screen) -> int:
    """The most pixels of the figures' gold in a frame of the rules, paging to the end."""
    most = 0
    for _ in range(30):
        screen.clear()
        scene.draw(screen, 1.0)
        most = max(most, count(screen.target, FIGURE_GOLD))  # not navy: card backs are near it
        if scene.scroller.at_end:
            return most
        scene.handle(Action.PAGE_DOWN)
    raise AssertionError("the rules never reached their end in 30 pages")


def test_the_rules_example_shows_its_king_with_the_screens_figure(res, fonts, shipped, screen_at):
    shown = {code for _, *sides in rules_words.example() for side in sides for code in side}
    assert any(code != "?" and is_court(parse_card(code)) for code in shown), shown
    with_figures = Screen((1280, 720), fonts, figures=shipped)
    assert most_figure_gold(RulesScene(res), with_figures) >= 50
    assert most_figure_gold(RulesScene(res), screen_at((1280, 720))) == 0
