"""Speech turned on and off: the voice as the Speech setting says, handed to the narrator.

The app tells it the setting (from the first frame shown on: opening a voice can take
seconds, and the title comes first). A voice is opened when Speech is turned on, in the
game's language, and let go when it is turned off. A voice that cannot speak, or stops, is
let go and said once as a notice; the game goes on silently until Speech is turned off and
on again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from war.window.speech.narrator import Narrator

if TYPE_CHECKING:  # the voice's module is imported only when speech is turned on
    from war.window.speech.screen_reader import SpeakingVoice, VoiceOpener


class SpeechSwitch:
    """The voice speech speaks through (None: none), and the narrator it speaks for.

    ``notice`` shows and says a line in plain words (the store's notices); ``open_voice``
    opens a voice (by default the screen reader's, war/window/speech/screen_reader.py;
    tests hand in a stand-in)."""

    def __init__(
        self,
        narrator: Narrator,
        notice: Callable[[str], None],
        open_voice: VoiceOpener | None = None,
    ) -> None:
        self.narrator = narrator
        self.voice: SpeakingVoice | None = None
        self._notice = notice
        self._opener = open_voice
        self._followed = False  # the setting as last followed

    def follow(self, wanted: bool, language: str) -> None:
        """Speech as the setting now says (``wanted``), a new voice in ``language``; a voice
        in trouble is let go, with its notice."""
        if wanted != self._followed:
            self._followed = wanted
            if wanted:
                self._start(language)
            else:
                self._let_go()
        if self.voice is not None and self.voice.trouble is not None:
            trouble = self.voice.trouble
            self._let_go()
            self._notice(trouble)

    def use_language(self, code: str) -> None:
        if self.voice is not None:
            self.voice.use_language(code)

    def close(self, seconds: float) -> None:
        """The game ends: the voice let go, given ``seconds`` to hand its last line on."""
        voice = self.voice
        self._let_go()
        if voice is not None:
            voice.wait(seconds)

    def _start(self, language: str) -> None:
        opener = self._opener
        if opener is None:
            from war.window.speech.screen_reader import open_voice

            opener = open_voice
        voice, reason = opener(language)
        if voice is None:
            self._notice(reason)
        else:
            self._use(voice)

    def _let_go(self) -> None:
        if self.voice is not None:
            self.voice.close()
            self._use(None)

    def _use(self, voice: SpeakingVoice | None) -> None:
        """The one place the voice changes: what the game says is said through it."""
        self.voice = voice
        self.narrator.use(voice)
