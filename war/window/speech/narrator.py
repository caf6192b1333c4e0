"""What is said aloud, and when: each scene as it opens and its focused control, each move
of the focus, the lines scenes put in their outboxes, and the notices as they come.

The app tells the narrator each frame what the scenes are (``follow``) and hands it the
voice (``use``) when speech is on; with no voice it does nothing at all, and the scenes'
outboxes keep only their last few lines. Words are looked up as they are said, so speech
follows the game's language.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from war.window.speech.voice import Voice

if TYPE_CHECKING:
    from war.window.scenes.scene import Scene


class Narrator:
    def __init__(self) -> None:
        self.voice: Voice | None = None
        self._top: Scene | None = None  # the scene last said as opened
        self._focus: str | None = None  # the focused control, as last said
        self._notices = 0  # the notices said so far
        self._fresh = True  # a voice just came: what is stale is not said

    def use(self, voice: Voice | None) -> None:
        """Speak through ``voice`` from now on (None: say nothing). A new voice starts by
        saying the scene on top, as if it had just opened."""
        if voice is not self.voice:
            self.voice = voice
            self._top = None
            self._fresh = True

    def say(self, text: str, *, interrupt: bool = False) -> None:
        """Say ``text`` now (if there is a voice): the app's own lines."""
        if self.voice is not None and text:
            self.voice.speak(text, interrupt=interrupt)

    def follow(self, scenes: Sequence[Scene], notices: Sequence[str], *, by_input: bool) -> None:
        """The scenes (the top last) and the notices as they are now: say what has changed
        since the last call. ``by_input``: the player just did something, so a scene opened
        now cuts short what was being said; one that opened by itself (Round over) waits."""
        voice = self.voice
        if voice is None:
            return
        if self._fresh:
            self._fresh = False
            for scene in scenes:
                scene.outbox.clear()  # said while no voice listened
        said: list[str] = []
        for scene in scenes:
            for line in scene.outbox.take():
                said.append(line.words())
                self.say(said[-1], interrupt=line.interrupt)
        top = scenes[-1]
        focus = top.spoken_focus()
        if top is not self._top:
            self._top = top
            # What the scene said of itself just now (New round from Round over names the
            # new deal as the table shows again) is not said twice.
            opening = [text for text in top.opening_words() if text not in said]
            for index, text in enumerate([*opening, *([focus] if focus else [])]):
                self.say(text, interrupt=by_input and index == 0 and not said)
        elif focus != self._focus and focus is not None and focus not in said:
            # Moved by the player, it cuts short what was being said; moved by the scene (a
            # button gone), or after what it said just now (a panel's title), it waits.
            self.say(focus, interrupt=by_input and not said)
        self._focus = focus
        for notice in notices[self._notices :]:
            self.say(notice)
        self._notices = len(notices)
