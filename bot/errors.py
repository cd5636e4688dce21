"""Errors a user can fix: each carries a kind the command line and Discord both show."""

from __future__ import annotations


class QueryError(Exception):
    """A question that cannot be answered as asked.

    kind is one of "not_found", "ambiguous", "invalid"; suggestions are card names or
    rule numbers worth trying instead. key and values say the same refusal as data, so that it can
    be said in the asker's language (bot/language.py, a phrase of bot/lang/LANG.json named `key`)
    rather than by translating the English message, which stays the one the JSON prints: values
    holds what the message names, by role (card, face, doors, typed, players, n…), in English.
    """

    def __init__(self, kind: str, message: str, suggestions: list[str] | None = None, *,
                 key: str = "", values: dict | None = None):
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.suggestions = list(suggestions or [])
        self.key = key
        self.values = dict(values or {})

    def to_json(self) -> dict:
        return {"kind": self.kind, "message": self.message, "suggestions": self.suggestions}


class CatalogMissing(Exception):
    """The catalog file is absent or unreadable; the message says which command builds it."""


class BuildError(Exception):
    """A catalog source that cannot be read, or a build that cannot finish; the old catalog stays."""
