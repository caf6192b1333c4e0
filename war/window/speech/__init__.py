"""Speech: what the game says aloud, through the system's screen reader or its voice."""
