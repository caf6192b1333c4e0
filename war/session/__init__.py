"""A round's life apart from any window: the engine, saving, the log, the record, replay.

Nothing in this package imports pygame: the window shows a session and feeds it what the
player did and saw, and the rules of saving and recording are tested without a display.
"""
