"""The real voice: the system's screen reader, or else its own voice, through the prism
library (the ``prismatoid`` package: the game's ``speech`` extra), spoken from a thread.

Nothing here waits on the frame's side: ``speak`` and the others put a line on a queue and
return. The thread opens prism's best backend (a screen reader that runs: NVDA, JAWS,
VoiceOver, Orca; else the system's speech: OneCore or SAPI, AVSpeech, Speech Dispatcher),
which takes seconds through Speech Dispatcher, then says the lines in turn; a line that
interrupts drops those still waiting before it. A failure there, on opening or mid-game,
is kept as ``trouble`` (one line, in the player's words) and the voice says nothing more:
the app reads it each frame, lets the voice go and says so once. docs/speech.md says why
prism, and what it needs on each system.
"""

from __future__ import annotations

import importlib.util
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from war.window.speech.voice import Voice
from war.words import speech as words

LIBRARY = "prism"  # the module the prismatoid package installs
# The longest a voice still opening is waited for as the game ends (Speech Dispatcher took
# 2.2 s here to list its voices).
OPENING_SECONDS = 10.0


class Backend(Protocol):
    """What the voice uses of a prism backend (``prism.Backend``)."""

    @property
    def features(self) -> Any: ...

    @property
    def voices_count(self) -> int: ...

    def get_voice_language(self, index: int) -> str: ...

    @property
    def voice(self) -> int: ...

    @voice.setter
    def voice(self, index: int) -> None: ...

    def speak(self, text: str, interrupt: bool = False) -> None: ...

    def stop(self) -> None: ...


@dataclass(frozen=True)
class Opened:
    """A backend that speaks, and what must stay alive while it does (prism's context)."""

    backend: Backend
    keep: object = None


class NoVoice(Exception):
    """No screen reader or system voice answered: nothing can speak here."""


def best_backend() -> Opened:
    """Prism's best backend on this system (in the voice's thread: it can take seconds).
    Raises ImportError without the library, NoVoice when nothing can speak."""
    import prism  # the speech extra; imported only when speech is on

    context = prism.Context()
    try:
        backend = context.acquire_best()
    except ValueError:  # prism's word for "no backend available"
        raise NoVoice from None
    return Opened(backend, keep=context)


class SpeakingVoice(Voice, Protocol):
    """A voice that can stop speaking by itself (``trouble`` then says why, in a line for
    the player), and can be waited for as it closes."""

    @property
    def trouble(self) -> str | None: ...

    def wait(self, seconds: float) -> bool: ...


VoiceOpener = Callable[[str], tuple[SpeakingVoice | None, str]]


def open_voice(
    code: str, *, opener: Callable[[], Opened] = best_backend
) -> tuple[ScreenReader | None, str]:
    """A voice for the language ``code`` (it opens in its own thread), and "" as the
    reason; or None and the one line that says why none can speak (the library is not
    installed). A voice that then finds nothing to speak through says so as its
    ``trouble``."""
    if opener is best_backend and importlib.util.find_spec(LIBRARY) is None:
        return None, words.no_library()
    voice = ScreenReader(opener)
    voice.use_language(code)
    return voice, ""


@dataclass(frozen=True)
class _Line:
    kind: str  # "speak", "silence", "language" or "close"
    text: str = ""
    interrupt: bool = False

    @property
    def cuts(self) -> bool:
        """Whatever waits before this is not said."""
        return self.kind == "silence" or (self.kind == "speak" and self.interrupt)


class ScreenReader:
    """A ``Voice`` whose calls never wait: the backend is opened and spoken to in a thread."""

    def __init__(self, opener: Callable[[], Opened] = best_backend) -> None:
        self._opener = opener
        self._lines: queue.SimpleQueue[_Line] = queue.SimpleQueue()
        self._trouble: str | None = None
        self._closed = False
        # Each language tag's first voice, and each language's ("*fr") in any country.
        self._voices: dict[str, int] | None = None
        self._opened = threading.Event()  # the opener has returned (or failed)
        self._thread = threading.Thread(target=self._run, name="war-speech", daemon=True)
        self._thread.start()

    @property
    def trouble(self) -> str | None:
        """Why the voice stopped (or never spoke), in a line for the player; else None."""
        return self._trouble

    def speak(self, text: str, *, interrupt: bool) -> None:
        text = text.replace("\x00", "").strip()
        if text and self._trouble is None and not self._closed:
            self._lines.put(_Line("speak", text, interrupt))

    def silence(self) -> None:
        if not self._closed:
            self._lines.put(_Line("silence"))

    def use_language(self, code: str) -> None:
        if not self._closed:
            self._lines.put(_Line("language", code))

    def close(self) -> None:
        """Stop speaking and let the backend go; returns at once (see ``wait``)."""
        if not self._closed:
            self._closed = True
            self._lines.put(_Line("close"))

    def wait(self, seconds: float) -> bool:
        """Wait at most ``seconds`` for the thread to end (after ``close``, or a failure);
        True if it has. A voice still opening is first waited for until it has opened (at
        most OPENING_SECONDS): a program that ends while the library is inside its opening
        crashes (SIGSEGV, seen when the game was quit in its first second)."""
        self._opened.wait(OPENING_SECONDS)
        self._thread.join(seconds)
        return not self._thread.is_alive()

    # -- the thread ----------------------------------------------------------------------

    def _run(self) -> None:
        try:
            opened = self._opened_backend()
        except ImportError:
            self._trouble = words.no_library()
            return
        except NoVoice:
            self._trouble = words.no_voice_found()
            return
        except Exception as error:  # the library's own failure, whatever it is
            self._trouble = words.no_voice(_reason(error))
            return
        backend = opened.backend
        while True:
            for line in _after_cuts(self._waiting()):
                if line.kind == "close":
                    _quietly(backend.stop)
                    return
                if line.kind == "silence":
                    _quietly(backend.stop)
                elif line.kind == "language":
                    self._choose_voice(backend, line.text)
                else:
                    try:
                        backend.speak(line.text, interrupt=line.interrupt)
                    except Exception as error:
                        self._trouble = words.voice_stopped(_reason(error))
                        return

    def _opened_backend(self) -> Opened:
        try:
            return self._opener()
        finally:
            self._opened.set()

    def _waiting(self) -> list[_Line]:
        """The next line (waited for), and every other already waiting."""
        lines = [self._lines.get()]
        while True:
            try:
                lines.append(self._lines.get_nowait())
            except queue.Empty:
                return lines

    def _choose_voice(self, backend: Backend, code: str) -> None:
        """The first of the backend's voices that speaks ``code`` (``pt_BR``: a Brazilian
        voice, else any Portuguese one; ``fr``: France's before Belgium's), where it lets
        one be chosen; a screen reader keeps
        its own, and a failure here keeps the voice there is."""
        try:
            features = backend.features
            if not (features.supports_set_voice and features.supports_get_voice_language):
                return
            if self._voices is None:
                self._voices = {}
                for index in range(backend.voices_count):
                    language = _language_tag(backend.get_voice_language(index))
                    self._voices.setdefault(language, index)
                    self._voices.setdefault("*" + language.split("-")[0], index)
            wanted = _language_tag(code)
            base = wanted.split("-")[0]
            # The language as asked, else as spoken in its own country (fr-fr before
            # fr-be), else in any country ("*fr").
            tags = (wanted, base, f"{base}-{base}", "*" + base)
            chosen = next((self._voices[tag] for tag in tags if tag in self._voices), None)
            if chosen is not None and chosen != backend.voice:
                backend.voice = chosen
        except Exception:
            return  # the voice there is speaks on


def _after_cuts(lines: list[_Line]) -> list[_Line]:
    """``lines`` less those a later interrupting line (or a silence) cuts short: only the
    language and the close are kept from before it."""
    cut = max((index for index, line in enumerate(lines) if line.cuts), default=0)
    return [
        line
        for index, line in enumerate(lines)
        if index >= cut or line.kind in ("language", "close")
    ]


def _language_tag(code: str) -> str:
    """``pt_BR`` and ``pt-BR`` alike: ``pt-br``."""
    return code.strip().lower().replace("_", "-")


def _quietly(call: Callable[[], object]) -> None:
    """Stopping that fails (nothing was being said) changes nothing."""
    try:
        call()
    except Exception:
        return


def _reason(error: BaseException) -> str:
    """The library's words for ``error``, on one line."""
    said = " ".join(str(error).split())
    return said or type(error).__name__
