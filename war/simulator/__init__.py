"""Rounds without a window: many deals in worker processes, text and JSON for people and programs.

Nothing in this package imports pygame.
"""
