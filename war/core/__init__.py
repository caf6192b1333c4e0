"""The rules of War and the records they produce: cards, events, the engine, the table state.

Nothing in this package imports pygame: the simulator and the tests use it with no display.
"""
