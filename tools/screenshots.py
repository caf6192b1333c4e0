"""Makes the README's screenshots in docs/, headless: title, table mid-war, round over, rules,
record, the battle log beside the table, the table and the settings with large text, and
the table with the four-colour deck in high contrast; the deck sheet, all 52 faces, every
back and every table colour; and the table with its log and the rules in German and in
Russian.

Run ``python tools/screenshots.py`` (``--out DIR`` to write elsewhere; name pictures, e.g.
``cards.png``, to make only those). Each picture is the window exactly as the game draws it
at its size, driven to its moment through the scenes and the presenter with fixed time
steps, so the same code always gives the same pictures. The table mid-war is taken at
1280x720 and again at 1920x1080, where everything is drawn at the window's own size, and in a
4:3 and a portrait window, where the table takes their shape.

One liberty: the felt is made without its per-pixel grain (a few levels of random noise,
invisible at README size), which would make every PNG several times larger.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from datetime import date, timedelta
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # so `python tools/screenshots.py` finds the war package

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (after the drivers are chosen)

from war.core.cards import SUIT_CODES, Card, shuffled_deck  # noqa: E402
from war.core.engine import BATTLE_LIMIT, play_fast  # noqa: E402
from war.store.files import write_json  # noqa: E402
from war.store.settings import Settings, to_json  # noqa: E402
from war.store.store import SETTINGS_FILE  # noqa: E402
from war.window.app.app import App  # noqa: E402
from war.window.drawing import palette  # noqa: E402
from war.window.drawing.art import SHADOW_MARGIN, SHADOW_OFFSET, CardArt  # noqa: E402
from war.window.drawing.card_shape import rounded_card  # noqa: E402
from war.window.drawing.felt import felt  # noqa: E402
from war.window.drawing.figures import CourtFigures  # noqa: E402
from war.window.drawing.fonts import Fonts  # noqa: E402
from war.window.drawing.themes import BACKS, TABLES, preview  # noqa: E402
from war.window.input.actions import Action  # noqa: E402
from war.window.scenes.round_over import RoundOverScene  # noqa: E402
from war.window.scenes.scene import Push, Rebase  # noqa: E402
from war.window.scenes.settings import SettingsScene  # noqa: E402
from war.window.scenes.table import TableScene  # noqa: E402
from war.window.scenes.table_rules import TableRulesScene  # noqa: E402
from war.window.ui.panels import RulesPanel  # noqa: E402

STEP_SECONDS = 1 / 120
DESIGN_SIZE = (1280, 720)
FULL_HD = (1920, 1080)
FOUR_BY_THREE = (1024, 768)  # a near-square window: the rows spread, every button shown
PORTRAIT = (720, 1280)  # a portrait one: the buttons under the table
MEDALS_DAY = date(2027, 1, 3)  # its deal is won in 44 battles, after two days of deals
WAR_SEED = 570  # battle 5 is a triple war that the player wins: 14 cards on the table
WAR_BATTLE = 5
LOG_BATTLES = 45  # battle 45 of the same deal is a war too, after a log worth reading
ROUND_OVER_SEED = 1680  # the player takes all 52 cards in 28 battles
RULES_SEED = 1
RULES_BATTLES = 3
RECORD_SEED = 42  # a long round: 454 battles, won
RECORD_ROUNDS = 120
DECK_SCALE = 1.25  # the deck sheet's cards: 125x175, where the court figures read well
DECK_GAP = 14  # logical pixels between cards on the sheet, and round its edge
DECK_LABEL_SIZE = 13  # the names under the backs and table colours


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs", help="where the PNGs go")
    parser.add_argument("names", nargs="*", help="only these pictures (default: all)")
    options = parser.parse_args(argv)
    if unknown := [name for name in options.names if name not in SHOTS]:
        parser.error(f"no such picture: {', '.join(unknown)} (there are {', '.join(SHOTS)})")
    options.out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    pygame.font.init()
    try:
        for name, make in SHOTS.items():
            if options.names and name not in options.names:
                continue
            path = options.out / name
            pygame.image.save(make(), str(path))
            print(f"{path}  {path.stat().st_size // 1024} KB")
    finally:
        pygame.quit()
    return 0


# -- the moments ----------------------------------------------------------------------------


def title() -> pygame.Surface:
    return _picture(_app(None))


def table_war(
    size: tuple[int, int] = DESIGN_SIZE, settings: Settings | None = None
) -> pygame.Surface:
    """The last war of a triple war just decided: every card laid, the winner's glowing."""
    app = _app(WAR_SEED, size, settings)
    table = _table(app)
    _run_until(app, lambda: not table.presenter.busy)
    for _ in range(WAR_BATTLE - 1):
        _press(app, Action.TURN)
        _run_until(app, lambda: not table.presenter.busy)
    _press(app, Action.TURN)
    presenter = table.presenter
    _run_until(
        app,
        lambda: (
            presenter.shown.wars >= 1 and any(sprite.glow >= 0.999 for sprite in presenter.sprites)
        ),
    )
    return _picture(app)


def table_log(language: str = "en") -> pygame.Surface:
    """The battle log beside the table, a war of battle LOG_BATTLES just decided."""
    app = _app(WAR_SEED, language=language)
    table = _table(app)
    _run_until(app, lambda: not table.presenter.busy)
    for _ in range(LOG_BATTLES - 1):
        _press(app, Action.TURN)
    _run_until(app, lambda: not table.presenter.busy)
    _press(app, Action.LOG)
    _press(app, Action.TURN)
    presenter = table.presenter
    _run_until(app, lambda: any(sprite.glow >= 0.999 for sprite in presenter.sprites))
    return _picture(app)


def round_over() -> pygame.Surface:
    """The player has just taken all 52 cards."""
    app = _app(ROUND_OVER_SEED)
    table = _table(app)
    _run_until(app, lambda: not table.presenter.busy)
    for _ in range(BATTLE_LIMIT):
        if table.session.round.is_over:
            break
        _press(app, Action.PLAY_TEN)  # lands what is moving, then plays ten more
    _run_until(app, lambda: isinstance(app.scenes.top, RoundOverScene))
    return _picture(app)


def rules(language: str = "en") -> pygame.Surface:
    """The rules beside a table a few battles in."""
    app = _app(RULES_SEED, language=language)
    table = _table(app)
    for _ in range(RULES_BATTLES):
        _press(app, Action.TURN)
    _run_until(app, lambda: not table.presenter.busy)
    _press(app, Action.HELP)  # beside the table, which stays in view
    _run_until(app, lambda: isinstance(table.panel, RulesPanel))
    return _picture(app)


def record() -> pygame.Surface:
    """The record of a player who has finished the first RECORD_ROUNDS deals, opened from the
    round-over dialog of the last, so it says where that round falls."""
    app = _app(RECORD_SEED)
    store = app.res.store
    for seed in range(RECORD_ROUNDS):
        store.finish_round(play_fast(shuffled_deck(seed)), seed)
    table = _table(app)
    for _ in range(BATTLE_LIMIT):
        if table.session.round.is_over:
            break
        _press(app, Action.PLAY_TEN)
    _run_until(app, lambda: isinstance(app.scenes.top, RoundOverScene))
    _press(app, Action.RECORD)
    _run_until(app, lambda: True)
    return _picture(app)


def _same(day: date) -> date:
    return day


def table_rules() -> pygame.Surface:
    """Settings, Table rules: two cards face down and no battle limit chosen, each option
    with what it does to a round."""
    chosen = Settings(war_cards=2, battle_limit=None)
    app = _app(None, settings=chosen)
    _press(app, Action.SETTINGS)
    _run_until(app, lambda: isinstance(app.scenes.top, SettingsScene))
    _press(app, Action.TABLE_RULES)
    _run_until(app, lambda: isinstance(app.scenes.top, TableRulesScene))
    return _picture(app)


def medals() -> pygame.Surface:
    """The Record's page of medals: a player who has played the deal of the day three days
    running, up to MEDALS_DAY, with the medals those rounds earned."""
    app = _app(None)
    for back in (2, 1, 0):
        day = MEDALS_DAY - timedelta(days=back)
        app.res.today = partial(_same, day)
        table = TableScene(app.res, daily=True)
        app.scenes.apply(Push(table))
        table.moves.play(table.session.round.battle_limit or BATTLE_LIMIT)
        table.presenter.finish()
        _run_until(app, lambda: isinstance(app.scenes.top, RoundOverScene))
        app.scenes.apply(Rebase())
    app.res.today = lambda: MEDALS_DAY
    _press(app, Action.RECORD)
    _press(app, Action.MEDALS)
    _run_until(app, lambda: True)
    return _picture(app)


def settings_large() -> pygame.Surface:
    """The Settings opened from the title, with large text on."""
    app = _app(None, settings=Settings(large_text=True))
    _press(app, Action.SETTINGS)
    _run_until(app, lambda: isinstance(app.scenes.top, SettingsScene))
    return _picture(app)


def deck() -> pygame.Surface:
    """All 52 faces, a suit to a row from 2 to Ace; below them every back and every table
    colour a player can choose, each named, on the felt."""
    fonts = Fonts()
    art = CardArt(fonts, DECK_SCALE, figures=CourtFigures.load())
    width, height = art.size
    gap = round(DECK_GAP * DECK_SCALE)
    label = fonts.get(round(DECK_LABEL_SIZE * DECK_SCALE))
    columns, rows = 13, len(SUIT_CODES) + 1
    sheet_size = (gap + columns * (width + gap), gap + rows * (height + gap) + label.get_height())
    sheet = felt(sheet_size, grain=False)
    shadow = art.shadow()
    reach = round(SHADOW_MARGIN * DECK_SCALE)
    drop = (round(SHADOW_OFFSET[0] * DECK_SCALE), round(SHADOW_OFFSET[1] * DECK_SCALE))

    def put(image: pygame.Surface, column: int, row: int) -> tuple[int, int]:
        x, y = gap + column * (width + gap), gap + row * (height + gap)
        sheet.blit(shadow, (x - reach + drop[0], y - reach + drop[1]))
        sheet.blit(image, (x, y))
        return x, y

    for row, suit in enumerate(SUIT_CODES):
        for column, rank in enumerate(range(2, 15)):
            put(art.face(Card(rank, suit)), column, row)
    # The backs from the left, the table colours from the right, with a column between.
    shown = [(column, theme) for column, theme in enumerate(BACKS)]
    shown += [(columns - len(TABLES) + index, theme) for index, theme in enumerate(TABLES)]
    for column, theme in shown:
        picture = preview(theme, art.size)
        if theme in TABLES:  # a swatch of felt shaped as a card, so it reads as a choice
            card = rounded_card(art.size, DECK_SCALE, palette.WHITE, palette.CARD_BORDER)
            card.blit(picture, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
            picture = card
        x, y = put(picture, column, len(SUIT_CODES))
        name = label.render(theme.name(), True, palette.TEXT)
        sheet.blit(name, name.get_rect(midtop=(x + width // 2, y + height + gap // 3)))
    return sheet


SHOTS: dict[str, Callable[[], pygame.Surface]] = {
    "title.png": title,
    "table-war.png": table_war,
    "table-war-1920x1080.png": lambda: table_war(FULL_HD),
    "table-4x3.png": lambda: table_war(FOUR_BY_THREE),
    "table-portrait.png": lambda: table_war(PORTRAIT),
    "table-log.png": table_log,
    "round-over.png": round_over,
    "rules.png": rules,
    "record.png": record,
    "medals.png": medals,
    "table-rules.png": table_rules,
    "large-text-table.png": lambda: table_war(settings=Settings(large_text=True)),
    "large-text-settings.png": settings_large,
    "four-colour-high-contrast.png": lambda: table_war(
        settings=Settings(four_colour_deck=True, high_contrast=True)
    ),
    "cards.png": deck,
    # The table and the rules in two more languages: one in Latin letters with long
    # words, one in Cyrillic.
    "table-log-de.png": lambda: table_log("de"),
    "rules-de.png": lambda: rules("de"),
    "table-log-ru.png": lambda: table_log("ru"),
    "rules-ru.png": lambda: rules("ru"),
}


# -- driving the app ------------------------------------------------------------------------


def _app(
    seed: int | None,
    size: tuple[int, int] = DESIGN_SIZE,
    settings: Settings | None = None,
    language: str = "en",
) -> App:
    """The game in a fresh data folder, with ``settings`` saved there if given, speaking
    ``language`` (English unless asked: never the machine's own)."""
    data_dir = Path(tempfile.mkdtemp())
    if settings is not None:
        write_json(data_dir / SETTINGS_FILE, to_json(settings))
    return App(seed=seed, size=size, grain=False, data_dir=data_dir, language=language)


def _table(app: App) -> TableScene:
    table = app.scenes.top
    assert isinstance(table, TableScene), f"expected the table, found {table!r}"
    return table


def _press(app: App, action: Action) -> None:
    app.scenes.handle(action)


def _run_until(app: App, done: Callable[[], bool], limit_seconds: float = 120.0) -> None:
    """Advance game time in fixed steps until ``done()``; fail loudly if it never happens."""
    elapsed = 0.0
    while not done():
        if elapsed > limit_seconds:
            raise RuntimeError(f"the moment never came in {limit_seconds:.0f} s of game time")
        app.update(STEP_SECONDS)
        elapsed += STEP_SECONDS


def _picture(app: App) -> pygame.Surface:
    app.draw(1.0)
    picture = app.window.get_surface().copy()
    app.close()
    return picture


if __name__ == "__main__":
    sys.exit(main())
