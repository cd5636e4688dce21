"""Small helpers shared by the rules tests."""

from __future__ import annotations


def nums(step_or_result: dict) -> list[str]:
    """The rule numbers a simulation step (or the whole result) cites."""
    return [c["number"] for c in step_or_result["citations"]]
