"""Tests for pips.py: each number card's pips as a French-suited deck lays them out."""

from __future__ import annotations

from war.window.drawing.pips import MIDDLE, PIP_HEIGHT, PIPS, Pip
from war.window.layout.units import CARD_HEIGHT, CARD_WIDTH


def turned_round(pip: Pip) -> Pip:
    """Where ``pip`` lies once its card is turned upside down (to a billionth of a pixel)."""
    return exact(Pip(CARD_WIDTH - pip.x, CARD_HEIGHT - pip.y))


def exact(pip: Pip) -> Pip:
    return Pip(round(pip.x, 9), round(pip.y, 9))


def test_each_number_card_has_as_many_pips_as_its_rank_and_the_ace_one():
    assert sorted(PIPS) == [*range(2, 11), 14]
    for rank in range(2, 11):
        assert len(PIPS[rank]) == rank == len(set(PIPS[rank])), rank
    assert PIPS[14] == (Pip(CARD_WIDTH / 2, CARD_HEIGHT / 2),)


def test_the_pips_in_the_lower_half_are_turned_and_only_those():
    for rank, pips in PIPS.items():
        for pip in pips:
            assert pip.turned is (pip.y > MIDDLE), (rank, pip)
        assert any(pip.turned for pip in pips) is (rank != 14), rank


def test_a_card_turned_round_shows_the_same_pips_but_the_sevens_centre_one():
    """The lower half is the upper half turned round; the seven alone has one pip more
    above its middle than below, as on a real deck."""
    for rank, shown in PIPS.items():
        pips = [exact(pip) for pip in shown]
        turned = {turned_round(pip) for pip in pips}
        if rank == 7:
            (odd,) = set(pips) - turned
            assert odd.x == CARD_WIDTH / 2 and odd.y < MIDDLE
            assert set(pips) - {odd} == turned - {turned_round(odd)}
        else:
            assert turned == set(pips), rank


def test_every_card_is_the_same_in_a_mirror():
    for rank, pips in PIPS.items():
        assert {Pip(CARD_WIDTH - pip.x, pip.y) for pip in pips} == set(pips), rank


def test_the_pips_stand_in_three_columns_and_rows_shared_across_the_deck():
    columns = {pip.x for rank in range(2, 11) for pip in PIPS[rank]}
    assert len(columns) == 3
    rows = {pip.y for rank in range(2, 11) for pip in PIPS[rank]}
    assert len(rows) <= 9  # top, bottom, middle, the thirds, the halves, the ten's two
    # Nothing in the side columns shares a row with the centre column.
    for rank in range(2, 11):
        centre = {pip.y for pip in PIPS[rank] if pip.x == CARD_WIDTH / 2}
        sides = {pip.y for pip in PIPS[rank] if pip.x != CARD_WIDTH / 2}
        assert not centre & sides, rank


def test_every_pip_lies_on_the_card():
    for rank, pips in PIPS.items():
        for pip in pips:
            assert PIP_HEIGHT <= pip.y <= CARD_HEIGHT - PIP_HEIGHT, (rank, pip)
            assert PIP_HEIGHT <= pip.x <= CARD_WIDTH - PIP_HEIGHT, (rank, pip)
