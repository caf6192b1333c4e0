"""Tests for deals.py: where new deals' numbers come from."""

from __future__ import annotations

from war.session.deals import DEAL_NUMBERS, random_deal


def test_a_random_deal_is_one_of_the_deal_numbers_and_they_vary():
    deals = {random_deal() for _ in range(50)}
    assert all(0 <= deal < DEAL_NUMBERS for deal in deals)
    assert len(deals) > 1
