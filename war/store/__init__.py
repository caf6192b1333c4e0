"""What the game keeps between runs: the round in progress and the lifetime record, on disk.

Nothing in this package imports pygame: `python main.py stats` reads the record without a
window.
"""
