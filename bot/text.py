"""Text normalisation shared by the catalog's name table and the in-memory name index."""

from __future__ import annotations

import re
import unicodedata

_JOINERS = re.compile(r"[\-‐‑‒–—―/_]+")  # hyphens, dashes and slashes separate words
_DROP = re.compile(r"[^\w\s]+")  # apostrophes, commas, periods, quotes, markdown: gone
_SPACE = re.compile(r"\s+")


def _strip_latin_accents(text: str) -> str:
    # Decompose, drop combining marks only after Latin letters (so Japanese dakuten survive), recompose.
    out: list[str] = []
    for ch in unicodedata.normalize("NFD", text):
        if unicodedata.combining(ch) and out and ord(out[-1]) < 0x250:
            continue
        out.append(ch)
    return unicodedata.normalize("NFC", "".join(out))


def normalize_name(text: str) -> str:
    """"Lim-Dûl's  Vault" -> 'lim duls vault': case, accents, punctuation
    and spacing do not matter; hyphens and slashes separate words."""
    text = unicodedata.normalize("NFKC", text)
    text = _strip_latin_accents(text).casefold()
    text = text.replace("æ", "ae")
    text = _JOINERS.sub(" ", text)
    text = _DROP.sub("", text)
    return _SPACE.sub(" ", text).strip()


def compact(norm: str) -> str:
    """The normalised name without spaces: 'lim dul' and 'limdul' meet here."""
    return norm.replace(" ", "")
