"""Errors a user can fix: each carries a kind the command line and Discord both show."""

from __future__ import annotations


class QueryError(Exception):
    """A question that cannot be answered as asked.

    kind is one of "not_found", "ambiguous", "invalid"; suggestions are card names or
    rule numbers worth trying instead.
    """

    def __init__(self, kind: str, message: str, suggestions: list[str] | None = None):
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.suggestions = list(suggestions or [])

    def to_json(self) -> dict:
        return {"kind": self.kind, "message": self.message, "suggestions": self.suggestions}


class CatalogMissing(Exception):
    """The catalog file is absent or unreadable; the message says which command builds it."""


class BuildError(Exception):
    """A catalog source that cannot be read, or a build that cannot finish; the old catalog stays."""
