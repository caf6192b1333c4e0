"""Tests for settings.py and the store's settings: kept across runs, each value read on its own,
a file that is not settings set aside and said once."""

from __future__ import annotations

import json
import tempfile
from dataclasses import fields, replace
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from war.core.rules import LIMITS, SEED_RULES, WAR_CARDS, Pickup, Rules
from war.store.settings import CARD_BACKS, TABLE_COLOURS, VERSION, Settings, Speed
from war.store.store import SETTINGS_FILE, Store
from war.words.languages import CODES

# Every value away from its default, so a value reset to its default shows.
CHANGED = Settings(
    speed=Speed.FAST,
    reduced_motion=True,
    four_colour_deck=True,
    large_text=True,
    high_contrast=True,
    sound=False,
    volume=30,
    speech=True,
    fullscreen=True,
    language="pl",
    card_back="tartan",
    table_colour="red",
    tip_seen=True,
    war_cards=3,
    pickup=Pickup.SHUFFLED,
    battle_limit=None,
)
CHOICES = {
    "war_cards": st.sampled_from(WAR_CARDS),
    "pickup": st.sampled_from(Pickup),
    "battle_limit": st.sampled_from(LIMITS),
    "speed": st.sampled_from(Speed),
    "volume": st.integers(0, 100),
    "language": st.sampled_from((None, *CODES)),
    "card_back": st.sampled_from(CARD_BACKS),
    "table_colour": st.sampled_from(TABLE_COLOURS),
}
any_settings = st.builds(
    Settings,
    **CHOICES,
    **{each.name: st.booleans() for each in fields(Settings) if each.name not in CHOICES},
)


def write(folder: Path, data: object) -> None:
    (folder / SETTINGS_FILE).write_text(json.dumps(data))


def changed_file(**values: object) -> dict[str, object]:
    """The file CHANGED makes, with ``values`` written over it."""
    data: dict[str, object] = {
        "version": VERSION,
        **vars(CHANGED),
        "speed": "fast",
        "pickup": "shuffled",
    }
    data.update(values)
    return data


def aside(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.startswith(f"{SETTINGS_FILE}.bad-")]


@settings(max_examples=40, deadline=None)
@given(any_settings)
def test_saved_settings_are_read_back_the_same_by_the_next_game(chosen):
    with tempfile.TemporaryDirectory() as folder:
        store = Store(Path(folder))
        store.save_settings(chosen)
        assert store.settings == chosen  # used from now on
        store.close()
        again = Store(Path(folder))
        assert again.settings == chosen and again.notices == []
        again.close()


def test_the_file_is_plain_documented_json(tmp_path):
    Store(tmp_path).save_settings(CHANGED)
    assert json.loads((tmp_path / SETTINGS_FILE).read_text()) == {
        "version": 1,
        "speed": "fast",
        "reduced_motion": True,
        "four_colour_deck": True,
        "large_text": True,
        "high_contrast": True,
        "sound": False,
        "volume": 30,
        "speech": True,
        "fullscreen": True,
        "language": "pl",
        "card_back": "tartan",
        "table_colour": "red",
        "tip_seen": True,
        "war_cards": 3,
        "pickup": "shuffled",
        "battle_limit": None,
    }


def test_one_bad_value_falls_back_to_its_default_and_the_others_are_kept(tmp_path):
    bad_values = [
        ("volume", "loud"),
        ("volume", 101),
        ("volume", -10),
        ("volume", 55.5),
        ("volume", True),
        ("speed", "warp"),
        ("speed", 2),
        ("speed", []),
        ("speed", {"pace": 2}),
        ("large_text", "true"),
        ("sound", 1),
        ("speech", "on"),
        ("speech", 1),
        ("fullscreen", None),
        ("language", "xx"),  # a language the game does not speak: the system's is
        ("language", "PL"),
        ("language", 7),
        ("language", ["de"]),
        ("card_back", "paisley"),  # a back this game does not draw: the first look's is
        ("card_back", "Tartan"),
        ("card_back", None),
        ("card_back", 2),
        ("table_colour", "purple"),
        ("table_colour", ["red"]),
        ("table_colour", True),
        ("war_cards", 4),  # a rule the game does not play by: the seed rule is
        ("war_cards", 0),
        ("war_cards", "2"),
        ("war_cards", 2.0),
        ("war_cards", True),
        ("pickup", "random"),
        ("pickup", "Shuffled"),
        ("pickup", None),
        ("pickup", ["shuffled"]),
        ("battle_limit", 750),
        ("battle_limit", "none"),
        ("battle_limit", "500"),
        ("battle_limit", 500.0),
        ("battle_limit", False),
    ]
    for name, value in bad_values:
        folder = tmp_path / f"{name}-{value!r}"
        folder.mkdir()
        write(folder, changed_file(**{name: value}))
        store = Store(folder)
        case = f"{name}: {value!r}"
        assert store.settings == replace(CHANGED, **{name: getattr(Settings(), name)}), case
        assert store.notices == [
            f"A setting was not understood ({name}), so its default is used."
        ], case
        assert aside(folder) == [], case  # the file's other values are still wanted
        store.close()


def test_the_first_look_is_the_first_back_and_table_offered():
    """Players from before the choice (no card_back or table_colour in their file) see the
    game as it was: the blue lattice on green felt."""
    assert (Settings().card_back, Settings().table_colour) == ("lattice", "green")
    assert (CARD_BACKS[0], TABLE_COLOURS[0]) == ("lattice", "green")
    assert len(set(CARD_BACKS)) >= 4 and len(set(TABLE_COLOURS)) >= 4


def test_the_table_rules_are_kept_as_three_values_the_seed_rules_by_default(tmp_path):
    """An older game's file (no rules in it) is the seed rules; the three values make the
    rule set the next round is dealt under, and with_rules keeps everything else."""
    assert Settings().rules == SEED_RULES
    write(tmp_path, {"version": VERSION, "large_text": True})
    store = Store(tmp_path)
    assert store.settings.rules == SEED_RULES and store.notices == []
    house = Rules(2, Pickup.SHUFFLED, 1000)
    store.save_settings(store.settings.with_rules(house))
    store.close()
    again = Store(tmp_path)
    assert again.settings == Settings(
        large_text=True, war_cards=2, pickup=Pickup.SHUFFLED, battle_limit=1000
    )
    assert again.settings.rules == house
    assert CHANGED.with_rules(SEED_RULES) == replace(
        CHANGED, war_cards=1, pickup=Pickup.AS_LAID, battle_limit=500
    )


def test_speech_is_off_by_default_and_in_an_older_games_file(tmp_path):
    """A file from before the Speech setting (no speech in it) loads whole, speech off."""
    older = changed_file()
    del older["speech"]
    write(tmp_path, older)
    store = Store(tmp_path)
    assert Settings().speech is False
    assert store.settings == replace(CHANGED, speech=False) and store.notices == []


def test_no_limit_is_kept_as_null_not_as_a_missing_value(tmp_path):
    write(tmp_path, {"version": VERSION, "battle_limit": None})
    assert Store(tmp_path).settings.rules == Rules(battle_limit=None)


def test_no_language_kept_is_the_systems_and_says_nothing(tmp_path):
    write(tmp_path, changed_file(language=None))
    store = Store(tmp_path)
    assert store.settings == replace(CHANGED, language=None)
    assert store.notices == []


def test_several_bad_values_are_named_in_one_notice(tmp_path):
    write(tmp_path, changed_file(speed="warp", volume="loud"))
    store = Store(tmp_path)
    assert store.settings == replace(CHANGED, speed=Speed.NORMAL, volume=80)
    assert store.notices == [
        "Some settings were not understood (speed, volume), so their defaults are used."
    ]


def test_a_file_that_is_not_settings_is_set_aside_with_one_notice_and_defaults_used(tmp_path):
    kinds = {
        "not an object": "[1, 2, 3]",
        "wrong version": json.dumps(changed_file(version=2)),
        "no version": json.dumps({"speed": "fast"}),
        "corrupt JSON": '{"version": 1, "speed": "fa',
        "empty": "",
    }
    for kind, content in kinds.items():
        folder = tmp_path / kind.replace(" ", "-")
        folder.mkdir()
        (folder / SETTINGS_FILE).write_text(content)
        store = Store(folder)
        assert store.settings == Settings(), kind
        assert len(store.notices) == 1, kind
        assert store.notices[0].startswith("Your settings could not be read ("), kind
        assert ", so the usual ones are used; the old file is kept as " in store.notices[0], kind
        set_aside = aside(folder)
        assert len(set_aside) == 1 and set_aside[0].read_text() == content, kind  # not lost
        assert set_aside[0].name in store.notices[0], kind
        assert not (folder / SETTINGS_FILE).exists(), kind
        store.save_settings(CHANGED)  # a fresh file in its place
        assert Store(folder, read_only=True).settings == CHANGED, kind
        store.close()


def test_a_missing_file_or_value_means_its_default_without_a_notice(tmp_path):
    store = Store(tmp_path)
    assert store.settings == Settings() and store.notices == []
    assert not (tmp_path / SETTINGS_FILE).exists()  # nothing is written until changed
    store.close()
    write(tmp_path, {"version": VERSION, "large_text": True})  # from before the others
    store = Store(tmp_path)
    assert store.settings == Settings(large_text=True) and store.notices == []
    assert not store.settings.tip_seen  # an older game's file: the table decides (a record?)


@given(st.integers(0, 100), st.integers(-15, 15))
def test_the_volume_steps_by_ten_and_stays_within_0_to_100(volume, steps):
    stepped = Settings(volume=volume).with_volume(steps)
    assert stepped.volume == max(0, min(100, volume + 10 * steps))
    assert replace(stepped, volume=volume) == Settings(volume=volume)  # nothing else moves


def test_a_second_game_on_the_folder_changes_settings_without_writing_them(tmp_path):
    first = Store(tmp_path)
    first.save_settings(CHANGED)
    written = (tmp_path / SETTINGS_FILE).read_bytes()
    second = Store(tmp_path)  # the first still holds the folder
    assert not second.writable and second.settings == CHANGED
    second.save_settings(Settings())
    assert second.settings == Settings()  # it plays on with what it was told
    assert (tmp_path / SETTINGS_FILE).read_bytes() == written
    looking = Store(tmp_path, read_only=True)
    looking.save_settings(Settings(volume=10))
    assert (tmp_path / SETTINGS_FILE).read_bytes() == written
