"""Input: the actions scenes receive, the key map, and the one reader of pygame's events."""
