"""Agents (bots). An agent is handed a view, the redacted events and the legal options; never
the game state."""
