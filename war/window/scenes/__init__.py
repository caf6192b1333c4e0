"""The game's scenes: title, table, round over, and the rules overlay."""
