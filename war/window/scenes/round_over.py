"""Round over: who won and why, in plain words, over the final table.

It is pushed by the table with the round's outcome (and its story, when its deal can be
played again: a chart of your cards over the battles and its turning point in words, between
the words and the buttons) and hands its choice back down:
New round and Same deal again are actions the table beneath carries out; Title goes back
to the title, under the table. After the deal of the day, Copy result takes Same deal
again's place (the same deal plays the same way): it puts the day's line on the clipboard,
and says so on its button.
"""

from __future__ import annotations

from datetime import date

from war.core.engine import Outcome
from war.core.events import Winner
from war.session.story import Story
from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.story import draw_story
from war.window.drawing.widgets import draw_centred_lines, draw_controls, draw_panel
from war.window.input.actions import Action
from war.window.layout.dialogs import (
    ROUND_OVER_HEADLINE,
    ROUND_OVER_MIN_TEXT_SIZE,
    ROUND_OVER_PILES,
    ROUND_OVER_REASON,
    ROUND_OVER_STORY_GAP,
    ROUND_OVER_TALLY,
    round_over_layout,
)
from war.window.layout.frame import Frame
from war.window.layout.pages import column_origin, portrait
from war.window.layout.units import LOGICAL_CENTRE_X
from war.window.layout.widgets import DIALOG_VEIL_OPACITY
from war.window.resources import Resources
from war.window.scenes.record import RecordScene
from war.window.scenes.rules import RulesScene
from war.window.scenes.scene import BaseScene, Pop, Push, Rebase, Transition
from war.window.ui.controls import Button, Controls
from war.words import daily as daily_words
from war.words import endings, speech
from war.words import story as story_words
from war.words import table as words


class RoundOverScene(BaseScene):
    overlay = True

    def __init__(
        self,
        res: Resources,
        outcome: Outcome,
        story: Story | None = None,
        daily: date | None = None,
        *,
        ending_said: bool = False,
    ) -> None:
        """``story``: the round's, to show; ``daily``: the day whose deal of the day the
        round was, if it was one; ``ending_said``: how the round ended was said aloud just
        now (the log's last line, as the table heard it), so the dialog's opening words
        go on from there, the first time."""
        self.story = story
        self.layout = round_over_layout(story=story is not None)
        at = self.layout.buttons
        again = Button(Action.SAME_DEAL, at[1], label=words.same_deal_again())
        if daily is not None:
            again = Button(Action.COPY, at[1], label=daily_words.copy_result())
        super().__init__(
            Controls(
                [
                    Button(Action.NEW_ROUND, at[0], label=words.new_round()),
                    again,
                    Button(Action.RECORD, at[2], label=words.record()),
                    Button(Action.BACK, at[3], label=words.title()),
                ],
                focus=0,  # Space and Enter deal a new round at once, as the ring shows
            )
        )
        self.res = res
        self.outcome = outcome
        self.daily = daily
        self._ending_said = ending_said

    def fit(self, frame: Frame) -> None:
        """The design's dialog, or in a portrait frame a narrower one, its buttons one
        under another."""
        super().fit(frame)
        self.layout = round_over_layout(frame, story=self.story is not None)
        if portrait(frame):
            self.origin, self.zoom = column_origin(frame), 1.0
        for button, rect in zip(self.controls.buttons, self.layout.buttons, strict=True):
            button.rect = rect

    def act(self, action: Action) -> Transition | None:
        match action:
            case Action.NEW_ROUND:
                return Pop(action)  # the table beneath deals afresh...
            case Action.SAME_DEAL if self.daily is None:
                return Pop(action)  # ...or again
            case Action.COPY if self.daily is not None:
                self._copy(self.daily)
            case Action.BACK:
                return Rebase()  # the title
            case Action.RECORD:
                return Push(RecordScene(self.res, finished=self.outcome))
            case Action.HELP:
                return Push(RulesScene(self.res))
        return None

    def _copy(self, day: date) -> None:
        """The day's line on the clipboard; its button then says whether it went."""
        outcome = self.outcome
        line = daily_words.shared_result(day, outcome.winner, outcome.battles, outcome.wars)
        copied = self.res.copy_text(line)
        button = self.controls.buttons[1]
        button.label = daily_words.copied() if copied else daily_words.not_copied()

    def exit(self) -> None:
        super().exit()
        self._ending_said = False  # shown again (after the Record), it says it all

    def opening_words(self) -> list[str]:
        """Who won, why, the tally and the round's turning point, as the dialog shows them;
        who won and why left out where the table has just said them."""
        told = self._told()
        return told[2:] if self._ending_said else told

    def spoken_state(self) -> list[str]:
        """Asked for: all the dialog shows, who won first, then the focused button."""
        focus = self.spoken_focus()
        return [*self._told(), *([focus] if focus else [])]

    def _told(self) -> list[str]:
        outcome = self.outcome
        ending = (outcome.winner, outcome.reason)
        told = [
            endings.HEADLINES[outcome.winner](),
            endings.said(endings.REASONS, ending, outcome.battles),
            words.round_tally(outcome.battles, outcome.wars),
            speech.piles(outcome.player_cards, outcome.computer_cards),  # with no "·"
        ]
        if self.story is not None:
            told.append(story_words.turning_point(self.story))
        return told

    def draw(self, screen: Screen, alpha: float) -> None:
        screen.veil(DIALOG_VEIL_OPACITY)
        layout = self.layout
        draw_panel(screen, layout.panel)
        outcome = self.outcome
        headline = palette.GOLD if outcome.winner is Winner.PLAYER else palette.TEXT
        ending = (outcome.winner, outcome.reason)
        lines = [
            (endings.HEADLINES[outcome.winner](), ROUND_OVER_HEADLINE, headline, True),
            (
                endings.said(endings.REASONS, ending, outcome.battles),
                ROUND_OVER_REASON,
                palette.TEXT,
                False,
            ),
            (
                words.round_tally(outcome.battles, outcome.wars),
                ROUND_OVER_TALLY,
                palette.TEXT_DIM,
                False,
            ),
            (
                words.final_piles(outcome.player_cards, outcome.computer_cards),
                ROUND_OVER_PILES,
                palette.TEXT_DIM,
                False,
            ),
        ]
        end = draw_centred_lines(
            screen,
            [(said, layout.y(dy), size, colour, bold) for said, (dy, size), colour, bold in lines],
            LOGICAL_CENTRE_X,
            layout.text_width,
            ROUND_OVER_MIN_TEXT_SIZE,
        )
        if self.story is not None and layout.story is not None:
            # Under the words, however many lines they took: the chart gives up the room.
            x, top, width, height = layout.story
            below = max(top, (end or top) + ROUND_OVER_STORY_GAP)
            area = (x, below, width, height - (below - top))
            draw_story(screen, area, self.story, story_words.chart_title())
        draw_controls(screen, self.controls)
