"""argparse's own messages, as message ids of the ``cli`` catalogue.

argparse asks gettext for these texts (see :func:`rage_tui.cli.texts.argparse_in_language`);
they are listed here so the catalogue extraction finds them and the tests can check that each
has its translation. ``tests/i18n/test_cli_catalogue.py`` fails when the running Python's
argparse has a message missing from this list.
"""

from __future__ import annotations

from rage_tui.cli.texts import N_, Nn_

ARGPARSE_MESSAGES: tuple[str, ...] = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("unrecognized arguments: %s"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("unexpected option string: %s"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("can't open '%(filename)s': %(error)s"),
    N_('argument "-" with mode %r'),
    N_("%r is not callable"),
    N_(".__call__() not defined"),
    N_("'required' is an invalid argument for positionals"),
    N_("mutually exclusive arguments must be optional"),
    N_("cannot merge actions - two groups are named %r"),
    N_("invalid option string %(option)r: must start with a character %(prefix_chars)r"),
    N_("dest= is required for options like %r"),
    N_("invalid conflict_resolution value: %r"),
    N_("cannot have multiple subparser arguments"),
    N_("conflicting subparser: %s"),
    N_("conflicting subparser alias: %s"),
)
"""Every text argparse (Python 3.11) looks up with ``_``."""

ARGPARSE_PLURALS: tuple[tuple[str, str], ...] = (
    Nn_("expected %s argument", "expected %s arguments"),
    Nn_("conflicting option string: %s", "conflicting option strings: %s"),
)
"""The texts argparse looks up with ``ngettext`` (singular, plural)."""
