"""rage_tui: the Rage collectible card game (Werewolf: The Apocalypse, 1995) in a terminal."""

__version__ = "0.1.0"
