"""What a phone shows first of an /ask reply, for tests that assert the verdict a person reads."""

from __future__ import annotations


def verdict(answer) -> str:
    """Line 1 under the title: the Yes/No (or asked) line, else the answer's first line; "" for no answer."""
    return ((answer.verdict or [""])[0] or answer.answer.splitlines()[0]) if answer.ok else ""
