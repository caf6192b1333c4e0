"""Table rules: the three choices a house may change (cards face down in a war, how the cards
won go under, the battle limit), each with a line on what it changes and, beside each
option, what to expect of a round under it over 100,000 deals; opened from the Settings.

Each choice is a row of segments, worked by pointer (mouse or finger) and by keys as the
Settings' are: Tab, Shift-Tab, Up and Down move the focus ring, Space and Enter move a
choice on, Left and Right move the one ringed. Every change is saved at once (settings.json)
and is what the next new round is dealt under; a round under way keeps its own rules.
Standard rules puts back the game's own. What to expect of each option is that of the rule
set it makes with the other two choices as they stand (war/simulator/lengths.py).
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

from war.core.rules import LIMITS, SEED_RULES, WAR_CARDS, Pickup, Rules
from war.simulator.lengths import Expectation, expectation
from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.text import NO_BREAK, Ink, wrap_evenly
from war.window.drawing.widgets import draw_controls, draw_page_title, draw_panel
from war.window.input.actions import Action
from war.window.layout.frame import Frame, Shape
from war.window.layout.pages import PAGE_VEIL_OPACITY
from war.window.layout.settings import (
    SETTINGS_TEXT_LINE,
    SETTINGS_TEXT_MIN_SIZE,
    SETTINGS_TEXT_SIZE,
)
from war.window.layout.table_rules import (
    CHOICES,
    RULES_NAME_MIN_SIZE,
    RULES_NAME_SIZE,
    TableRulesPage,
    table_rules_page,
)
from war.window.resources import Resources
from war.window.scenes.scene import BaseScene, Pop, Transition
from war.window.ui.choices import Segments
from war.window.ui.controls import Area, Button, Controls
from war.words import table_rules as words
from war.words.table import close

# Each choice's options, in the order shown (the standard rule first).
OPTIONS: dict[str, tuple[object, ...]] = {
    "war_cards": WAR_CARDS,
    "pickup": tuple(Pickup),
    "battle_limit": LIMITS,
}
STANDARD = "standard"  # the Standard rules button's value


def with_choice(rules: Rules, choice: str, value: object) -> Rules:
    """``rules`` with ``choice`` set to ``value`` (Rules checks it is one of the choice's)."""
    changed: dict[str, Any] = {choice: value}
    return replace(rules, **changed)


@cache
def expected(rules: Rules) -> Expectation:
    """What to expect of a round under ``rules`` (worked out once per rule set)."""
    return expectation(rules)


class TableRulesScene(BaseScene):
    overlay = True

    def __init__(self, res: Resources) -> None:
        self.res = res
        self.page: TableRulesPage = table_rules_page()
        super().__init__(self._controls())
        self._show()

    @property
    def rules(self) -> Rules:
        """The rules chosen: those the next new round is dealt under."""
        return self.res.store.settings.rules

    def fit(self, frame: Frame) -> None:
        """A portrait frame has a page of its own, as the Settings do; every other keeps
        the design's, centred."""
        if frame.shape is Shape.PORTRAIT:
            self.frame, self.origin, self.zoom = frame, (0.0, 0.0), 1.0
            page = table_rules_page(frame.size)
        else:
            super().fit(frame)
            page = table_rules_page()
        if page != self.page:
            self.page = page
            self._rebuild()

    def _controls(self) -> Controls:
        built: list[Button] = []
        for name in CHOICES:
            options = [words.option(name, value) for value in OPTIONS[name]]
            built.append(
                Segments(
                    Action.CHANGE_SETTING,
                    self.page.rows[name].control,
                    value=name,
                    label=words.NAMES[name](),
                    options=options,
                )
            )
        built.append(
            Button(
                Action.CHANGE_SETTING,
                self.page.standard,
                enabled=lambda: not self.rules.is_seed,
                value=STANDARD,
                label=words.standard_rules(),
            )
        )
        built.append(Button(Action.BACK, self.page.close, label=close()))
        return Controls(built, focus=0)

    def control(self, name: str) -> Segments:
        """The segments of choice ``name``."""
        found = next(each for each in self.controls.buttons if each.value == name)
        assert isinstance(found, Segments)
        return found

    def _show(self) -> None:
        """Each choice shows the rules chosen, and beside each option what to expect of the
        rules it would make."""
        rules = self._shown = self.rules
        for name in CHOICES:
            segments = self.control(name)
            segments.chosen = OPTIONS[name].index(getattr(rules, name))
            segments.details = [
                _expect(expected(with_choice(rules, name, value))) for value in OPTIONS[name]
            ]

    def press(self, button: Area) -> Transition | None:
        if button.action is not Action.CHANGE_SETTING:
            return self.act(button.action)
        if button.value == STANDARD:
            wanted = SEED_RULES
        else:
            assert isinstance(button, Segments)
            name = str(button.value)
            wanted = with_choice(self.rules, name, OPTIONS[name][button.chosen])
        settings = self.res.store.settings
        if wanted != settings.rules:
            self.res.store.save_settings(settings.with_rules(wanted))
        self._show()
        if button.value == STANDARD and self.controls.focus is not None:
            self.controls.focus = 0  # the button is off now: the ring goes back to the top
        return None

    def act(self, action: Action) -> Transition | None:
        if action is Action.BACK:
            return Pop()
        return None

    def words_changed(self) -> None:
        self._rebuild()

    def _rebuild(self) -> None:
        focus = self.controls.focus
        self.controls = self._controls()
        self.controls.focus = focus
        self._show()

    def update(self, dt: float) -> Transition | None:
        if self._shown != self.rules:
            self._show()
        return None

    def opening_words(self) -> list[str]:
        return [words.title(), words.hint()]

    def spoken_focus(self) -> str | None:
        """The focused control; a choice with the lines the page shows for it: its option,
        what that changes, and what to expect of a round under the rules as they stand
        (the figures beside the option chosen), so each is heard as the focus reaches it
        (Tab, Up and Down) and again as Left and Right change it."""
        focused = self.controls.focused
        said = super().spoken_focus()
        if said is None or focused is None or focused.value not in CHOICES:
            return said
        rules = self.rules
        name = str(focused.value)
        summary = expected(rules)
        return " ".join(
            (
                said,
                words.what_it_changes(name, getattr(rules, name)),
                words.expectation_summary(summary.mean_battles, summary.draw_share),
            )
        )

    def draw(self, screen: Screen, alpha: float) -> None:
        page = self.page
        screen.veil(PAGE_VEIL_OPACITY)
        draw_panel(screen, page.panel)
        draw_page_title(screen, words.title(), at=page.title_at, width=page.title_width)
        sizes = page.sizes
        self._say(screen, words.hint(), page.hint_at, page.text_width, sizes.hint_lines, dim=True)
        rules = self.rules
        for name in CHOICES:
            row = page.rows[name]
            screen.text(
                words.NAMES[name](),
                RULES_NAME_SIZE,
                row.name_at,
                anchor="midleft",
                bold=True,
                color=palette.TEXT,
                shadow=False,
                max_width=row.name_width,
                shrink_to=RULES_NAME_MIN_SIZE,
            )
            said = words.what_it_changes(name, getattr(rules, name))
            self._say(screen, said, row.line_at, page.text_width, sizes.line_lines)
        draw_controls(screen, self.controls)
        summary = expected(rules)
        said = words.expectation_summary(summary.mean_battles, summary.draw_share)
        self._say(
            screen, said, page.summary_at, page.summary_width, sizes.summary_lines, middle=True
        )

    def _say(
        self,
        screen: Screen,
        said: str,
        at: tuple[float, float],
        room: float,
        most: int,
        *,
        dim: bool = False,
        middle: bool = False,
    ) -> None:
        """``said`` from ``at`` (its first line's top left; ``middle``: its lines' left
        middle), on as few lines as it needs up to ``most``, set smaller where it needs
        more."""
        said = said.replace(" —", f"{NO_BREAK}—")  # a line never starts with a dash
        size: float = SETTINGS_TEXT_SIZE
        lines = _wrapped(screen, said, size, room)
        if len(lines) > most:
            size = SETTINGS_TEXT_MIN_SIZE
            lines = _wrapped(screen, said, size, room)
        if len(lines) > most:
            lines = [*lines[: most - 1], " ".join(lines[most - 1 :])]
        color: Ink = palette.TEXT_DIM if dim else palette.TEXT
        # Lines as far apart as the layout has them, or as their letters need (large text).
        pitch = max(SETTINGS_TEXT_LINE, screen.text_pixels(size) * 1.2 / screen.scale)
        x, y = at
        if middle:
            y -= pitch * len(lines) / 2
        for index, line in enumerate(lines):
            screen.text(
                line,
                size,
                (x, y + index * pitch),
                anchor="topleft",
                color=color,
                max_width=room,
                shrink_to=SETTINGS_TEXT_MIN_SIZE,
                shadow=False,
            )


def _wrapped(screen: Screen, said: str, size: float, room: float) -> list[str]:
    return wrap_evenly(said, lambda line: screen.text_width(line, size), room)


def _expect(figures: Expectation) -> str:
    return words.expectation(figures.mean_battles, figures.draw_share)
