"""What PyYAML and the operating system say about a file, in the reader's language.

A YAML syntax problem or a file that cannot be read is reported with the words of the library
that found it ("mapping values are not allowed in this context", "No such file or directory").
In English those words are shown as they are; in another language the problems these loaders
meet are worded through the ``content`` catalogue, and one without a translation is shown as the
library wrote it (a safe fallback: the file and line still say where to look).
"""

from __future__ import annotations

import errno
import re

from rage_tui.content.texts import c_, cN_
from rage_tui.i18n import language

YAML_PROBLEMS = {
    # libyaml (PyYAML's C loader, used when it is available)
    "mapping values are not allowed in this context": cN_("a mapping value is not allowed here"),
    "did not find expected key": cN_("the indentation does not match a key of the mapping"),
    "did not find expected '-' indicator": cN_("expected another '-' item of the list"),
    "did not find expected ',' or ']'": cN_("a list in square brackets is not closed"),
    "did not find expected ',' or '}'": cN_("a mapping in curly brackets is not closed"),
    "did not find expected node content": cN_("a value is missing"),
    "found character that cannot start any token":
        cN_("a character that cannot start a value (a tab, '@' or '`'?)"),
    "found undefined alias": cN_("an alias (*name) refers to no anchor (&name)"),
    "found unknown escape character": cN_("an unknown escape (\\) in quoted text"),
    "found unknown directive name": cN_("an unknown % directive"),
    "found a tab character that violates indentation": cN_("a tab where spaces should indent"),
    "block sequence entries are not allowed in this context":
        cN_("a '-' list item is not allowed here"),
    # both loaders
    "could not find expected ':'": cN_("expected a ':' after a key"),
    "found unexpected end of stream": cN_("the file ends too early (a quote left open?)"),
    "but found another document": cN_("a file holds one YAML document ('---' appears twice)"),
    "not valid YAML": cN_("not valid YAML"),
    # PyYAML's pure-Python loader
    "mapping values are not allowed here": cN_("a mapping value is not allowed here"),
}
"""PyYAML's problems (exactly as it words them) and ours."""

_YAML_PATTERNS = (
    (re.compile(r"^found character (?P<what>'.*') that cannot start any token$"),
     cN_("the character {what} cannot start a value")),
    (re.compile(r"^found undefined alias (?P<what>'.*')$"),
     cN_("the alias {what} refers to no anchor (&name)")),
    (re.compile(r"^expected <block end>, but found (?P<what>'.*')$"),
     cN_("the indentation does not match: found {what}")),
    (re.compile(r"^expected (?P<what>'.' or '.'), but got '<stream end>'$"),
     cN_("the file ends before {what}")),
    (re.compile(r"^found unknown escape character (?P<what>'.*')$"),
     cN_("an unknown escape {what} in quoted text")),
)
"""PyYAML's problems with a part that varies, and ours (``{what}`` is that part)."""

OS_PROBLEMS = {
    errno.ENOENT: cN_("there is no such file"),
    errno.EACCES: cN_("permission denied"),
    errno.EPERM: cN_("permission denied"),
    errno.EISDIR: cN_("it is a folder, not a file"),
    errno.ENOTDIR: cN_("a part of the path is not a folder"),
    errno.ELOOP: cN_("too many symbolic links"),
    errno.ENAMETOOLONG: cN_("the file name is too long"),
    errno.EIO: cN_("an input/output error"),
}
"""The operating system's reasons for not reading a file, by errno, in our words."""


def yaml_problem(problem: str) -> str:
    """PyYAML's ``problem`` in the current language (as it is when it has no translation)."""
    if language() == "en":
        return problem
    if problem in YAML_PROBLEMS:
        return c_(YAML_PROBLEMS[problem])
    for pattern, ours in _YAML_PATTERNS:
        found = pattern.match(problem)
        if found:
            return c_(ours).format(what=found.group("what"))
    return problem


def os_problem(exc: OSError) -> str:
    """Why the system could not read a file, in the current language (English: the system's
    own words)."""
    said = str(exc.strerror or exc)
    if language() == "en" or exc.errno not in OS_PROBLEMS:
        return said
    return c_(OS_PROBLEMS[exc.errno])
