"""Small helpers for matching what a step names against a card's own words."""

from __future__ import annotations

from bot.text import normalize_name


def partner_named(partner: str | None, wanted_text: str) -> str | None:
    """'meld Gisela' on Bruna means Bruna's own partner when the words start its name's words."""
    if not partner:
        return None
    wanted = normalize_name(wanted_text).split()
    words = normalize_name(partner).split()
    if wanted and all(w in words or any(t.startswith(w) for t in words) for w in wanted):
        return partner
    return None
