"""Errors raised for bad content files: each names the file, the line, the card and the field."""

from __future__ import annotations

from dataclasses import dataclass

from rage_tui.content.texts import c_


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a content file: ``message`` is worded in the language that was
    current when the problem was found (:mod:`rage_tui.content.texts`); ``str()`` words the
    card and field labels in the current language."""

    path: str
    line: int
    message: str
    card: str | None = None
    field: str | None = None

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}:"
        parts = [where]
        if self.card is not None:
            parts.append(c_("card '{card}',").format(card=self.card))
        if self.field is not None:
            parts.append(c_("field '{field}':").format(field=self.field))
        parts.append(self.message)
        return " ".join(parts)


class ContentError(Exception):
    """One or more problems in card, deck or scenario files.

    ``problems`` lists them all; ``str()`` gives one line per problem.
    """

    def __init__(self, problems: list[Problem]) -> None:
        if not problems:
            raise ValueError("ContentError needs at least one problem")
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))

    @property
    def path(self) -> str:
        """The file of the first problem."""
        return self.problems[0].path

    @property
    def line(self) -> int:
        """The line of the first problem."""
        return self.problems[0].line
