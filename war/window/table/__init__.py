"""The table's choreography: engine events turned into moving cards, as tweens and timelines."""
