"""Settings: speed, motion, the deck's colours, text size, contrast, sound, full screen.

One row a setting; pressing it (pointer, or Space and Enter on the focused row) moves it to
its next value. Every change is saved at once and applies at once: the app and the scenes
read the settings as they go.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from war.store.settings import Settings, Speed
from war.window.controls import Area, Button, Controls
from war.window.cues import Cue
from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.widgets import draw_controls, draw_panel
from war.window.input import Action
from war.window.layout import (
    SETTINGS_CLOSE,
    SETTINGS_HINT,
    SETTINGS_PANEL,
    SETTINGS_TITLE_AT,
    SETTINGS_TITLE_SIZE,
    SETTINGS_VEIL_OPACITY,
    settings_row_rect,
    settings_step_rect,
)
from war.window.resources import Resources
from war.window.scene import BaseScene, Pop, Transition

TITLE = "Settings"
HINT = "Changes apply at once and are kept for next time."
SPEEDS = list(Speed)
# The rows: the setting each changes, and what it is called.
ROWS = (
    ("speed", "Speed"),
    ("reduced_motion", "Reduced motion"),
    ("four_colour_deck", "Four-colour deck"),
    ("large_text", "Large text"),
    ("high_contrast", "High contrast"),
    ("sound", "Sound"),
    ("volume", "Volume"),
    ("fullscreen", "Full screen"),
)
VOLUME_ROW = [name for name, _ in ROWS].index("volume")


def shown(settings: Settings, name: str) -> str:
    """A setting's value in words: "Normal", "On", "80%"."""
    value = getattr(settings, name)
    if isinstance(value, Speed):
        return value.capitalize()
    if isinstance(value, bool):
        return "On" if value else "Off"
    return f"{value}%"


def changed(settings: Settings, name: str, step: int = 1) -> Settings:
    """``settings`` with setting ``name`` moved to its next value (``step`` for the volume)."""
    if name == "speed":
        following = SPEEDS[(SPEEDS.index(settings.speed) + 1) % len(SPEEDS)]
        return replace(settings, speed=following)
    if name == "volume":
        return settings.with_volume(step)
    flipped: dict[str, Any] = {name: not getattr(settings, name)}
    return replace(settings, **flipped)


class SettingsScene(BaseScene):
    overlay = True

    def __init__(self, res: Resources) -> None:
        self.res = res
        super().__init__(self._controls(focus=0))

    def _controls(self, focus: int | None) -> Controls:
        settings = self.res.store.settings
        buttons = [
            Button(
                Action.SETTINGS,
                settings_row_rect(index),
                label=f"{label}: {shown(settings, name)}",
                value=(name, 1),
            )
            for index, (name, label) in enumerate(ROWS)
        ]
        buttons[VOLUME_ROW].label = f"Volume: {shown(settings, 'volume')}"
        buttons += [
            Button(
                Action.SETTINGS, settings_step_rect(VOLUME_ROW, -1), label="−", value=("volume", -1)
            ),
            Button(
                Action.SETTINGS, settings_step_rect(VOLUME_ROW, 1), label="+", value=("volume", 1)
            ),
            Button(Action.BACK, SETTINGS_CLOSE, label="Close"),
        ]
        return Controls(buttons, focus=focus)

    def press(self, button: Area) -> Transition | None:
        if button.action is Action.SETTINGS and isinstance(button.value, tuple):
            name, step = button.value
            self.res.store.save_settings(changed(self.res.store.settings, name, step))
            if name in ("sound", "volume"):  # let the player hear the new level
                self.res.follow_sound_settings()
                self.res.sound.play(Cue.FLIP)
            self.controls = self._controls(self.controls.focus)  # the labels say the new values
            return None
        return self.act(button.action)

    def act(self, action: Action) -> Transition | None:
        if action in (Action.BACK, Action.SETTINGS):
            return Pop()
        return None

    def draw(self, screen: Screen, alpha: float) -> None:
        screen.veil(SETTINGS_VEIL_OPACITY)
        draw_panel(screen, SETTINGS_PANEL)
        screen.text(TITLE, SETTINGS_TITLE_SIZE, SETTINGS_TITLE_AT, bold=True, color=palette.GOLD)
        y, size = SETTINGS_HINT
        screen.text(HINT, size, (SETTINGS_TITLE_AT[0], y), color=palette.TEXT_DIM, shadow=False)
        draw_controls(screen, self.controls)
