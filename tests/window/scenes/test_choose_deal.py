"""Tests for scenes/deal.py: typing a deal's number by keys, typed text, the on-screen keys
(pointer and touch); what is refused, and that nothing else changes then; Play hands the
number to the scene beneath, and it is the deal ``--seed N`` and ``simulate --seed N`` play."""

from __future__ import annotations

import json
import sys

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.window.helpers import RecordingScreen, key_event, window_point
from war.cli import main
from war.core.cards import shuffled_deck
from war.core.engine import Round, deal
from war.simulator.simulate import battle_record
from war.usage import UsageError
from war.values import whole_number
from war.window.drawing.screen import Screen
from war.window.input.actions import Action, DealChosen, Input, PointerDown, PointerUp, Typed
from war.window.input.mapper import InputMapper
from war.window.layout.choose_deal import DEAL_DIALOG_FIELD, DEAL_DIALOG_PANEL
from war.window.scenes.choose_deal import MAX_DEAL_DIGITS, DealScene
from war.window.scenes.scene import BaseScene, Pop, Transition
from war.window.scenes.stack import SceneStack
from war.words.dialogs import digits_only, negative, play_deal, this_round, too_long, type_first

DIGITS_ONLY, NEGATIVE, EMPTY = digits_only(), negative(), type_first()
TOO_LONG, PLAY = too_long(MAX_DEAL_DIGITS), play_deal()

CURRENT = 570  # the deal on the table under the dialog
LONGEST = "9" * MAX_DEAL_DIGITS


class Beneath(BaseScene):
    """Stands for the table: keeps every input the dialog hands it."""

    def __init__(self) -> None:
        super().__init__()
        self.handed: list[Input] = []

    def handle(self, event: Input) -> Transition | None:
        self.handed.append(event)
        return None

    def draw(self, screen: Screen, alpha: float) -> None:
        pass


def dialog(res) -> tuple[SceneStack, Beneath, DealScene]:
    beneath, scene = Beneath(), DealScene(res, CURRENT)
    return SceneStack(beneath, scene), beneath, scene


def typing_mapper(size: tuple[int, int] = (1280, 720)) -> InputMapper:
    mapper = InputMapper(size)
    mapper.set_typing(True)
    return mapper


def keystroke(key: int, text: str = "", mod: int = 0) -> list[pygame.event.Event]:
    """What SDL sends for a key pressed while text is read: the key, then what it types."""
    down = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)
    return [down] + ([pygame.event.Event(pygame.TEXTINPUT, text=text)] if text else [])


def send(stack: SceneStack, mapper: InputMapper, events: list[pygame.event.Event]) -> None:
    for event in events:
        for each in mapper.translate(event):
            stack.handle(each)


def centre(scene: DealScene, label: str) -> tuple[float, float]:
    x, y, width, height = next(b.rect for b in scene.controls.buttons if b.label == label)
    return x + width / 2, y + height / 2


def click(stack: SceneStack, scene: DealScene, label: str) -> None:
    stack.handle(PointerDown(*centre(scene, label)))
    stack.handle(PointerUp(*centre(scene, label)))


def state(stack: SceneStack, beneath: Beneath, scene: DealScene) -> tuple:
    """All that typing could change: the field, the scenes, what the table was handed."""
    return (scene.typed, list(stack.scenes), stack.quit, list(beneath.handed))


def drawn_words(scene: DealScene, screen) -> list[str]:
    scene.draw(screen, 1.0)
    return [text.words for text in screen.text_drawn]


# -- what is typed ---------------------------------------------------------------------------


def test_it_starts_empty_with_this_rounds_deal_under_the_field_and_play_focused(res, screen_at):
    _, _, scene = dialog(res)
    assert scene.typed == "" and scene.refused == ""
    assert scene.controls.focused is not None and scene.controls.focused.label == PLAY
    assert this_round(CURRENT) in drawn_words(scene, screen_at())


def test_digits_typed_fill_the_field_and_play_hands_the_number_beneath(res):
    stack, beneath, scene = dialog(res)
    for text in ("5", "7", "0"):
        stack.handle(Typed(text))
    assert scene.typed == "570"
    assert scene.play() == Pop(DealChosen(570))
    stack.handle(Action.TURN)  # Space or Enter: the focused Play deal
    assert stack.scenes == [beneath]
    assert beneath.handed == [DealChosen(570)]


def test_keys_type_through_the_real_input_mapper(res):
    """Each key as SDL sends it, KEYDOWN then TEXTINPUT: the digit is typed once, and keys
    that are shortcuts elsewhere (0 plays ten, - turns the sound down) do only their typing."""
    stack, beneath, scene = dialog(res)
    mapper = typing_mapper()
    send(stack, mapper, keystroke(pygame.K_1, "1") + keystroke(pygame.K_0, "0"))
    send(stack, mapper, keystroke(pygame.K_KP7, "7"))
    assert scene.typed == "107"
    assert mapper.translate(keystroke(pygame.K_0, "0")[0]) == []  # not PLAY_TEN
    assert mapper.translate(keystroke(pygame.K_MINUS, "-")[0]) == []  # not VOLUME_DOWN
    assert mapper.translate(keystroke(pygame.K_m, "m")[0]) == []  # not MUTE
    send(stack, mapper, keystroke(pygame.K_BACKSPACE))
    assert scene.typed == "10"
    send(stack, mapper, keystroke(pygame.K_SPACE, " "))  # presses Play, types nothing
    assert stack.scenes == [beneath]
    assert beneath.handed == [DealChosen(10)]


def test_enter_plays_whatever_holds_the_focus_ring_and_the_pointers_press_hides_it(res):
    stack, beneath, scene = dialog(res)
    mapper = typing_mapper()
    click(stack, scene, "4")  # the pointer takes the focus ring away
    click(stack, scene, "2")
    assert scene.controls.focused is None
    send(stack, mapper, keystroke(pygame.K_RETURN))
    assert beneath.handed == [DealChosen(42)]


def test_a_paste_types_its_digits_the_spaces_round_it_dropped(res):
    stack, _, scene = dialog(res)
    mapper = typing_mapper()
    pygame.scrap.put_text(" 8675309\n")
    send(stack, mapper, keystroke(pygame.K_v, "", mod=pygame.KMOD_LCTRL))
    assert scene.typed == "8675309"
    stack.handle(Typed("12 34"))  # inside a number, a space is no digit
    assert (scene.typed, scene.refused) == ("8675309", DIGITS_ONLY)


def test_typed_text_comes_only_while_typing_is_on(res):
    mapper = InputMapper((1280, 720))
    text = pygame.event.Event(pygame.TEXTINPUT, text="5")
    assert mapper.translate(text) == []
    assert mapper.translate(key_event(pygame.K_0)) == [Action.PLAY_TEN]
    mapper.set_typing(True)
    assert mapper.translate(text) == [Typed("5")]
    assert mapper.translate(key_event(pygame.K_0)) == []
    mapper.set_typing(False)
    assert mapper.translate(text) == []


# -- what is refused ---------------------------------------------------------------------------

REFUSED = [
    # (in the field already, typed or pasted, the hint)
    ("", "a", DIGITS_ONLY),
    ("57", "x", DIGITS_ONLY),
    ("", "12ab", DIGITS_ONLY),  # pasted: refused whole, not in part
    ("", "ab12", DIGITS_ONLY),
    ("", "1.5", DIGITS_ONLY),
    ("", "1e3", DIGITS_ONLY),
    ("", "+5", DIGITS_ONLY),
    ("", "٣", DIGITS_ONLY),  # a digit, but not one --seed reads
    ("", "²", DIGITS_ONLY),
    ("", "-", NEGATIVE),
    ("", "-5", NEGATIVE),
    ("12", "-", DIGITS_ONLY),  # "12-" would be no negative number
    ("", "-x", DIGITS_ONLY),
    (LONGEST, "1", TOO_LONG),
    ("123", "9" * (MAX_DEAL_DIGITS - 2), TOO_LONG),
    ("", "1" * (MAX_DEAL_DIGITS + 1), TOO_LONG),
]


@pytest.mark.parametrize("before, text, hint", REFUSED, ids=[repr(each[1]) for each in REFUSED])
def test_bad_input_is_refused_in_place_with_a_hint_and_nothing_else_changes(
    res, screen_at, before, text, hint
):
    stack, beneath, scene = dialog(res)
    stack.handle(Typed(before))
    settings_before = res.store.settings
    expected = state(stack, beneath, scene)
    stack.handle(Typed(text))
    assert state(stack, beneath, scene) == expected
    assert scene.refused == hint
    assert hint in drawn_words(scene, screen_at())
    assert this_round(CURRENT) not in drawn_words(scene, screen_at())  # the hint in its place
    assert res.store.settings == settings_before and res.store.saved_round is None


def test_letters_and_minus_typed_through_the_mapper_are_refused_without_their_shortcuts(res):
    stack, beneath, scene = dialog(res)
    mapper = typing_mapper()
    send(stack, mapper, keystroke(pygame.K_MINUS, "-"))
    assert (scene.typed, scene.refused) == ("", NEGATIVE)
    send(stack, mapper, keystroke(pygame.K_5, "5"))
    assert (scene.typed, scene.refused) == ("5", "")  # a good key clears the hint
    for key, text in ((pygame.K_d, "d"), (pygame.K_n, "N"), (pygame.K_o, "o")):
        send(stack, mapper, keystroke(key, text))
        assert (scene.typed, scene.refused) == ("5", DIGITS_ONLY), text
    assert stack.top is scene and beneath.handed == []


def test_play_with_nothing_typed_is_refused_with_a_hint(res, screen_at):
    stack, beneath, scene = dialog(res)
    for how in ("click", "key"):
        if how == "click":
            click(stack, scene, PLAY)
        else:
            stack.handle(Action.TURN)
        assert stack.top is scene and beneath.handed == [], how
        assert scene.refused == EMPTY, how
    assert EMPTY in drawn_words(scene, screen_at())


def test_the_number_stops_at_its_most_digits_and_erasing_clears_the_hint(res):
    stack, _, scene = dialog(res)
    for _ in range(MAX_DEAL_DIGITS + 3):
        stack.handle(Typed("9"))
    assert (scene.typed, scene.refused) == (LONGEST, TOO_LONG)
    stack.handle(Action.ERASE)
    assert (scene.typed, scene.refused) == (LONGEST[:-1], "")
    for _ in range(MAX_DEAL_DIGITS + 3):
        stack.handle(Action.ERASE)  # past empty: nothing more happens
    assert (scene.typed, scene.refused) == ("", "")


def test_its_limits_are_those_of_seed_on_the_command_line():
    """Never more digits than --seed takes; never below --seed's least, 0."""
    assert (sys.get_int_max_str_digits() or MAX_DEAL_DIGITS) >= MAX_DEAL_DIGITS
    assert whole_number("--seed", "0", 0) == 0
    with pytest.raises(UsageError):
        whole_number("--seed", "-1", 0)


TEXT = st.text(alphabet=st.sampled_from("0123456789-+ ab.٣"), max_size=MAX_DEAL_DIGITS + 2)


# The dialog never changes the resources it is given: every example may share them.
@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(texts=st.lists(TEXT, max_size=4))
def test_it_plays_what_seed_would_read_and_refuses_what_seed_would(res, texts):
    """Typed in any pieces, the field holds what --seed would read whole (within the field's
    limit), and Play hands on the very number --seed reads; anything else is refused."""
    scene = DealScene(res, CURRENT)
    accepted = ""
    for text in texts:
        scene.handle(Typed(text))
        piece = text.strip()
        candidate = accepted + piece
        try:
            whole_number("--seed", candidate, 0)
            reads = len(candidate) <= MAX_DEAL_DIGITS and candidate.isdigit()
        except UsageError:
            reads = False
        if reads:
            accepted = candidate
        assert scene.typed == accepted, (texts, text)
        if piece:  # (nothing but spaces changes nothing, a hint showing included)
            assert bool(scene.refused) == (not reads), (texts, text)
    transition = scene.handle(Action.TURN)
    if accepted:
        assert transition == Pop(DealChosen(whole_number("--seed", accepted, 0)))
    else:
        assert transition is None and scene.refused == EMPTY


# -- the keys on the screen: pointer and touch -----------------------------------------------------


def test_clicking_the_keys_types_and_erases(res):
    stack, beneath, scene = dialog(res)
    for label in "1234567890":
        click(stack, scene, label)
    assert scene.typed == "1234567890"
    click(stack, scene, "⌫")
    click(stack, scene, "⌫")
    assert scene.typed == "12345678"
    click(stack, scene, PLAY)
    assert beneath.handed == [DealChosen(12345678)]


@pytest.mark.parametrize("size", [(1280, 720), (640, 360), (1000, 1000)], ids=str)
def test_mouse_clicks_and_touch_taps_on_the_keys_through_the_mapper(res, size):
    """Real events at a window size: a click, and a tap with the mouse events SDL makes up
    from it, each types once."""
    stack, beneath, scene = dialog(res)
    mapper = typing_mapper(size)

    def tap(label: str) -> list[pygame.event.Event]:
        x, y = window_point(size, centre(scene, label))
        where = {"touch_id": 1, "finger_id": 0, "dx": 0.0, "dy": 0.0, "pressure": 1.0}
        at = {"x": x / size[0], "y": y / size[1]}
        fake = {"pos": (x, y), "button": 1, "touch": True}
        return [
            pygame.event.Event(pygame.FINGERDOWN, {**where, **at}),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, fake),
            pygame.event.Event(pygame.FINGERUP, {**where, **at}),
            pygame.event.Event(pygame.MOUSEBUTTONUP, fake),
        ]

    def mouse_click(label: str) -> list[pygame.event.Event]:
        pos = window_point(size, centre(scene, label))
        return [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False),
        ]

    send(stack, mapper, tap("3") + mouse_click("1") + tap("4") + tap("⌫") + mouse_click("9"))
    assert scene.typed == "319"
    send(stack, mapper, tap(PLAY))
    assert beneath.handed == [DealChosen(319)]


# -- Cancel ------------------------------------------------------------------------------------


@pytest.mark.parametrize("how", ["click", "tap", "Esc"])
def test_cancel_closes_and_changes_nothing(res, how):
    stack, beneath, scene = dialog(res)
    stack.handle(Typed("123"))
    settings_before = res.store.settings
    if how == "click":
        click(stack, scene, "Cancel")
    elif how == "tap":
        x, y = centre(scene, "Cancel")
        stack.handle(PointerDown(x, y))
        stack.handle(PointerUp(x, y, touch=True))
    else:
        send(stack, typing_mapper(), keystroke(pygame.K_ESCAPE))
    assert stack.scenes == [beneath] and not stack.quit
    assert beneath.handed == []  # no deal chosen: the table carries on as it was
    assert res.store.settings == settings_before and res.store.saved_round is None


# -- the same deal as --seed --------------------------------------------------------------------


def test_the_number_chosen_plays_the_deal_of_seed_and_of_simulate_seed(res, monkeypatch, capsys):
    stack, beneath, scene = dialog(res)
    typed = "00570"  # --seed reads leading zeros too
    stack.handle(Typed(typed))
    stack.handle(Action.TURN)
    (chosen,) = beneath.handed
    assert isinstance(chosen, DealChosen)

    opened: dict[str, object] = {}
    monkeypatch.setattr("war.window.app.start.run", lambda **options: opened.update(options) or 0)
    assert main(["--seed", typed]) == 0
    assert opened["seed"] == chosen.seed == 570  # the window's --seed deals as the table will

    round_ = Round.from_seed(chosen.seed)  # how the table deals a seed
    assert (list(round_.player_pile), list(round_.computer_pile)) == deal(shuffled_deck(570))
    assert main(["simulate", "--seed", typed, "--trace", "--json"]) == 0
    *battles, result = (json.loads(line) for line in capsys.readouterr().out.splitlines())
    played = []
    while not round_.is_over:
        played.append(battle_record(round_.play_battle()))
    assert battles == played  # every battle from the first, card for card
    assert result["seed"] == chosen.seed and result["battles"] == round_.battles


# -- how it looks ---------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1280, 720), (640, 360)], ids=str)
def test_a_long_number_shows_its_end_inside_the_field(res, fonts, size):
    from war.window.drawing.screen import Look

    _, _, scene = dialog(res)
    scene.handle(Typed("1234567890" * 3))
    for look in (Look(), Look(large_text=True)):
        screen = RecordingScreen(size, fonts, look=look)
        words = drawn_words(scene, screen)
        shown = next(text for text in screen.text_drawn if text.words.startswith("…"))
        assert scene.typed.endswith(shown.words[1:]), (size, look)
        assert pygame.Rect(screen.rect(DEAL_DIALOG_FIELD)).contains(shown.ink), (size, look)
        assert scene.typed not in words


def test_typed_text_is_read_only_while_the_dialog_is_on_top_in_the_app(tmp_path, monkeypatch):
    """The app starts SDL's text input when the dialog opens and stops it when it closes."""
    from war.window.app.app import App
    from war.window.scenes.scene import Push

    calls: list[str] = []
    monkeypatch.setattr(pygame.key, "start_text_input", lambda: calls.append("start"))
    monkeypatch.setattr(pygame.key, "stop_text_input", lambda: calls.append("stop"))
    app = App(data_dir=tmp_path / "data", seed=3)
    try:
        pygame.event.clear()
        assert calls == ["stop"] and not app.mapper.typing  # SDL starts with it on
        volume = app.settings.volume
        app.scenes.apply(Push(DealScene(app.res, 3)))
        app.update(0.0)
        assert calls == ["stop", "start"] and app.mapper.typing
        for event in keystroke(pygame.K_MINUS, "-") + keystroke(pygame.K_4, "4"):
            pygame.event.post(event)
        app.process_input()
        scene = app.scenes.top
        assert isinstance(scene, DealScene) and scene.typed == "4"
        assert app.settings.volume == volume  # "-" was typed, not a volume step
        pygame.event.post(keystroke(pygame.K_ESCAPE)[0])
        app.process_input()
        assert not isinstance(app.scenes.top, DealScene)
        assert calls == ["stop", "start", "stop"] and not app.mapper.typing
    finally:
        app.close()
        pygame.event.clear()


def test_its_words_stay_on_its_panel(res, screen_at):
    _, _, scene = dialog(res)
    scene.handle(Typed("-"))
    screen = screen_at()
    scene.draw(screen, 1.0)
    panel = pygame.Rect(screen.rect(DEAL_DIALOG_PANEL))
    for text in screen.text_drawn:
        assert panel.contains(text.ink), text.words


def test_what_is_typed_is_said_aloud_as_the_field_changes(res):
    """Heard as it changes: the number typed so far, why something was refused, and with
    the field empty, that a number is wanted; each line cutting the last short."""
    scene = DealScene(res, None)

    def heard() -> list[tuple[str, bool]]:
        return [(line.words(), line.interrupt) for line in scene.outbox.take()]

    scene.handle(Typed("4"))
    scene.handle(Typed("2"))
    assert heard() == [("4", True), ("42", True)]
    scene.handle(Typed("x"))
    assert heard() == [(digits_only(), True)]
    scene.handle(Action.ERASE)
    scene.handle(Action.ERASE)
    assert heard() == [("4", True), (type_first(), True)]
    assert scene.handle(Action.TURN) is None  # nothing typed: Play deal says so
    assert heard() == [(type_first(), True)]
