"""Card text for a chat client that reads Discord-flavoured markdown: escaped so that it shows as
printed, reminder text in italics, mana symbols as emoji when the deployment has them, the
card's colour, and the card's Scryfall addresses.

Pure string work with no Discord import: bot/embeds.py (the glue) calls it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from urllib.parse import quote

from bot.catalog.model import Card

# Characters Discord reads as markdown anywhere in a line, and at the start of a line.
_INLINE = re.compile(r"([\\*_~`|\[\]<>])")
_LINE_START = re.compile(r"^(\s*)([#>\-+]|\d+\.)(?=\s)", re.MULTILINE)
_REMINDER = re.compile(r"\(([^()]*)\)")
_SYMBOL = re.compile(r"\{([^{}]{1,8})\}")


def escape(text: str) -> str:
    """`text` exactly as printed once Discord has read it (`*/1+*`, `________ Goblin`, `# 1`)."""
    text = _INLINE.sub(r"\\\1", text)
    return _LINE_START.sub(lambda m: m.group(1) + "\\" + m.group(2), text)


def emoji_name(symbol: str) -> str:
    """The emoji name a mana symbol is configured under: {W/U} -> manawu, {2/W} -> mana2w, {T} -> manat."""
    return "mana" + re.sub(r"[^0-9a-z]", "", symbol.casefold().replace("½", "half").replace("∞", "infinity"))


def symbols(text: str, emoji: Mapping[str, str] | None) -> str:
    """Each {X} that has an emoji in `emoji` (name -> `<:name:id>`) as that emoji; others as text."""
    if not emoji:
        return text
    return _SYMBOL.sub(lambda m: emoji.get(emoji_name(m.group(1)), m.group(0)), text)


def parse_emoji_setting(value: str | None) -> dict[str, str]:
    """MANA_EMOJI="manaw:123,manau:456": the application emoji a deployment uploaded, as
    name -> `<:name:id>`. Names follow emoji_name (Scryfall's Manamoji names)."""
    out: dict[str, str] = {}
    for part in (value or "").replace(";", ",").split(","):
        name, _, ident = part.strip().partition(":")
        if not name:
            continue
        if not (re.fullmatch(r"[0-9A-Za-z_]{2,32}", name) and ident.isdigit()):
            raise ValueError(f"MANA_EMOJI entries are name:id (e.g. manaw:1234567890), not {part.strip()!r}")
        out[name.casefold()] = f"<:{name}:{ident}>"
    return out


def rules_text(text: str, emoji: Mapping[str, str] | None = None, *, seen: set[str] | None = None) -> str:
    """Oracle text escaped, reminder text in italics; a reminder already in `seen` (said on an
    earlier face) is left out, and each one shown is added to it."""
    seen = set() if seen is None else seen
    out: list[str] = []
    last = 0
    for m in _REMINDER.finditer(text):
        out.append(symbols(escape(text[last:m.start()]), emoji))
        reminder = m.group(1).strip()
        if reminder in seen:
            out_line = ""
        else:
            seen.add(reminder)
            out_line = f"*({symbols(escape(reminder), emoji)})*"
        out.append(out_line)
        last = m.end()
    out.append(symbols(escape(text[last:]), emoji))
    lines = (re.sub(r"[ \t]{2,}", " ", line).strip() for line in "".join(out).split("\n"))
    return "\n".join(line for line in lines if line)


# Embed colours by the card's colours (the palette Judgebot uses): gold for several, grey for
# colourless, land brown, artifact grey-blue.
COLOUR_OF = {"W": 0xF8F6D8, "U": 0xC1D7E9, "B": 0x0D0F0F, "R": 0xE49977, "G": 0xA3C095}
GOLD, LAND, ARTIFACT, COLOURLESS = 0xE0C96C, 0xAA8F84, 0x90ADBB, 0xDAD9DE


def card_colours(card: Card) -> tuple[str, ...]:
    """The colours players see on the card: a Room's or split card's halves together; a
    double-faced or meld card's front face."""
    faces = card.faces if card.layout in ("split", "adventure", "flip", "aftermath") or card.is_room \
        else card.faces[:1]
    found = {c for f in faces for c in (f.colors or f.color_indicator or ())}
    return tuple(c for c in "WUBRG" if c in found)


def card_colour(card: Card) -> int:
    colours = card_colours(card)
    if len(colours) > 1:
        return GOLD
    if colours:
        return COLOUR_OF[colours[0]]
    front = card.faces[0] if card.faces else None
    if front is not None and "Land" in front.types:
        return LAND
    if front is not None and "Artifact" in front.types:
        return ARTIFACT
    return COLOURLESS


def scryfall_page(card: Card) -> str:
    """The card's page on Scryfall: an exact-name search, which Scryfall answers with the card."""
    return "https://scryfall.com/search?q=" + quote(f'!"{card.name}"', safe="")


def scryfall_image(card: Card, size: str = "normal") -> str | None:
    """The printing's image on Scryfall's image server, built from its id (None without one)."""
    sid = (card.scryfall_id or "").lower()
    if not re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", sid):
        return None
    return f"https://cards.scryfall.io/{size}/front/{sid[0]}/{sid[1]}/{sid}.jpg"


