"""Engine errors. Every refusal carries a reason a person can read."""

from __future__ import annotations


class EngineError(Exception):
    """A bug or an impossible request (not a player's mistake)."""


class IllegalChoiceError(EngineError):
    """A choice the rules do not allow now. ``reason`` is shown to the player as is."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
