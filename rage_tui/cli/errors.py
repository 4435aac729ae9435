"""The command line's own error: a leaf module, so that a subcommand can raise it without
importing ``rage_tui.cli`` (which imports the subcommands: that was an import circle)."""

from __future__ import annotations


class UserError(Exception):
    """A problem caused by the command's input, reported as one plain line."""
