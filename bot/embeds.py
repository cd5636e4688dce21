"""Answer -> discord.Embed. The one place that knows Discord's embed limits.

An embed reads top to bottom the way the answer does: the answer itself (description), the
steps that were simulated, the rules cited (number and text) and the card's rulings, then a
footer naming the rules edition. Whatever does not fit is shortened with a visible "…" or
counted in a last "not shown" field, so Discord never rejects an embed for its size.

Lengths are counted in UTF-16 code units, which is never less than the number of code
points: an embed that fits by this count fits by Discord's.
"""

from __future__ import annotations

import logging

import discord

from bot.answers import Answer

log = logging.getLogger(__name__)

# Discord's limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits).
TITLE_MAX = 256
DESCRIPTION_MAX = 4096
FIELDS_MAX = 25
FIELD_NAME_MAX = 256
FIELD_VALUE_MAX = 1024
FOOTER_MAX = 2048
AUTHOR_MAX = 256
TOTAL_MAX = 6000

ELLIPSIS = "…"
EMPTY = "\u200b"  # Discord rejects empty field names and values
# Room left over for the fields when the answer itself is long.
FIELDS_RESERVE = 1500

COLOURS = {
    "card": discord.Colour.dark_teal(),
    "rule": discord.Colour.dark_gold(),
    "room": discord.Colour.dark_purple(),
    "dfc": discord.Colour.blurple(),
    "daynight": discord.Colour.orange(),
}
ERROR_COLOUR = discord.Colour.red()


def units(text: str) -> int:
    """Length as Discord may count it: UTF-16 code units."""
    if text.isascii():
        return len(text)
    return len(text.encode("utf-16-le")) // 2


def shorten(text: str, limit: int) -> str:
    """`text` if it fits in `limit` units, else its start and a "…" that together fit."""
    if units(text) <= limit:
        return text
    if limit <= 0:
        return ""
    budget = limit - 1  # the ellipsis
    out: list[str] = []
    used = 0
    for ch in text:
        w = 2 if ord(ch) > 0xFFFF else 1
        if used + w > budget:
            break
        out.append(ch)
        used += w
    return "".join(out).rstrip() + ELLIPSIS


def _clean(text: str | None) -> str:
    return (text or "").strip()


def footer_text(answer: Answer) -> str:
    if answer.cr_effective:
        return f"Comprehensive Rules effective {answer.cr_effective}"
    return "Comprehensive Rules"


class _Budget:
    """What is left of the 6000 units and 25 fields while an embed is built."""

    def __init__(self) -> None:
        self.left = TOTAL_MAX
        self.fields: list[tuple[str, str]] = []

    def take(self, text: str) -> str:
        self.left -= units(text)
        assert self.left >= 0, "embed budget overdrawn"
        return text

    def add_field(self, name: str, value: str, *, keep_slots: int = 0, keep_units: int = 0) -> bool:
        """Add a field shortened to fit; False when there is no room for a useful one."""
        if len(self.fields) >= FIELDS_MAX - keep_slots:
            return False
        name = shorten(_clean(name) or EMPTY, FIELD_NAME_MAX)
        room = self.left - keep_units - units(name)
        if room < min(40, units(value) or 1) or room < 2:
            return False
        value = shorten(_clean(value) or EMPTY, min(FIELD_VALUE_MAX, room))
        self.take(name)
        self.take(value)
        self.fields.append((name, value))
        return True


def _chunks(lines: list[str], limit: int) -> list[str]:
    """Lines joined into blocks of at most `limit` units (a single long line is shortened)."""
    blocks: list[str] = []
    current: list[str] = []
    size = 0
    for line in lines:
        line = shorten(line, limit)
        extra = units(line) + (1 if current else 0)
        if current and size + extra > limit:
            blocks.append("\n".join(current))
            current, size = [], 0
            extra = units(line)
        current.append(line)
        size += extra
    if current:
        blocks.append("\n".join(current))
    return blocks


MORE_NAME = "Not shown"
MORE_RESERVE = 80  # units kept for the "not shown" field


def answer_embed(answer: Answer) -> discord.Embed:
    """The embed for an answer (or for an error answer: see error_embed)."""
    if answer.error:
        return error_embed(answer)
    budget = _Budget()
    footer = budget.take(shorten(footer_text(answer), FOOTER_MAX))
    title = budget.take(shorten(_clean(answer.title) or answer.command, TITLE_MAX))

    has_fields = bool(answer.steps or answer.citations or answer.rulings)
    description_max = min(DESCRIPTION_MAX, budget.left - (FIELDS_RESERVE if has_fields else 0))
    description = budget.take(shorten(_clean(answer.answer) or EMPTY, description_max))

    # The steps, numbered, in as many fields as they need (at most three).
    step_lines = [f"{i}. {_clean(s)}" for i, s in enumerate(answer.steps, 1)]
    step_blocks = _chunks(step_lines, FIELD_VALUE_MAX)
    if len(step_blocks) > 3:
        step_blocks = step_blocks[:3]
        step_blocks[-1] = shorten(step_blocks[-1] + "\n" + ELLIPSIS, FIELD_VALUE_MAX)
    omitted_steps = 0
    for i, block in enumerate(step_blocks):
        name = "Steps" if i == 0 else "Steps (continued)"
        if not budget.add_field(name, block, keep_slots=1, keep_units=MORE_RESERVE):
            omitted_steps = len(step_blocks) - i
            break

    omitted_rules = 0
    for n, citation in enumerate(answer.citations):
        if not budget.add_field(f"Rule {citation.number}", citation.text, keep_slots=1, keep_units=MORE_RESERVE):
            omitted_rules = len(answer.citations) - n
            break

    omitted_rulings = 0
    for n, ruling in enumerate(answer.rulings):
        if not budget.add_field(f"Ruling ({ruling.date})", ruling.text, keep_slots=1, keep_units=MORE_RESERVE):
            omitted_rulings = len(answer.rulings) - n
            break

    missing = []
    if omitted_steps:
        missing.append("the rest of the steps")
    if omitted_rules:
        missing.append(f"{omitted_rules} more rule{'s' if omitted_rules != 1 else ''}")
    if omitted_rulings:
        missing.append(f"{omitted_rulings} more ruling{'s' if omitted_rulings != 1 else ''}")
    if missing:
        note = ELLIPSIS + " " + ", ".join(missing) + " (the command line shows everything)"
        budget.add_field(MORE_NAME, shorten(note, MORE_RESERVE - units(MORE_NAME)))

    embed = discord.Embed(title=title, description=description,
                          colour=COLOURS.get(answer.command, discord.Colour.default()))
    for name, value in budget.fields:
        embed.add_field(name=name, value=value, inline=False)
    embed.set_footer(text=footer)
    return embed


def error_embed(answer: Answer) -> discord.Embed:
    """A question that could not be answered: what went wrong and, when known, what to try."""
    err = answer.error or {}
    kind = err.get("kind", "invalid")
    title = {"not_found": "Not found", "ambiguous": "Which one?"}.get(kind, "Cannot answer")
    budget = _Budget()
    footer = budget.take(shorten(footer_text(answer), FOOTER_MAX))
    title = budget.take(shorten(title, TITLE_MAX))
    description = budget.take(shorten(_clean(err.get("message") or answer.answer) or EMPTY, 2000))
    suggestions = [_clean(s) for s in err.get("suggestions") or [] if _clean(s)]
    if suggestions:
        lines = [f"• {shorten(s, 200)}" for s in suggestions[:25]]
        budget.add_field("Did you mean", "\n".join(lines))
    embed = discord.Embed(title=title, description=description, colour=ERROR_COLOUR)
    for name, value in budget.fields:
        embed.add_field(name=name, value=value, inline=False)
    embed.set_footer(text=footer)
    return embed


def message_embed(title: str, text: str) -> discord.Embed:
    """A short notice (refusals, apologies) within the limits."""
    return discord.Embed(title=shorten(title, TITLE_MAX), description=shorten(text, DESCRIPTION_MAX),
                         colour=ERROR_COLOUR)


def within_limits(embed: discord.Embed) -> list[str]:
    """Every limit `embed` breaks (empty when Discord would accept it). Used by tests."""
    data = embed.to_dict()
    problems = []
    total = 0

    def check(what: str, text: str | None, limit: int) -> None:
        nonlocal total
        if text is None:
            return
        n = units(text)
        total += n
        if n > limit:
            problems.append(f"{what} is {n} > {limit}")

    check("title", data.get("title"), TITLE_MAX)
    check("description", data.get("description"), DESCRIPTION_MAX)
    fields = data.get("fields", [])
    if len(fields) > FIELDS_MAX:
        problems.append(f"{len(fields)} fields > {FIELDS_MAX}")
    for i, f in enumerate(fields):
        if not f["name"].strip() and f["name"] != EMPTY:
            problems.append(f"field {i} has an empty name")
        if not f["value"].strip() and f["value"] != EMPTY:
            problems.append(f"field {i} has an empty value")
        check(f"field {i} name", f["name"], FIELD_NAME_MAX)
        check(f"field {i} value", f["value"], FIELD_VALUE_MAX)
    check("footer", data.get("footer", {}).get("text"), FOOTER_MAX)
    check("author", data.get("author", {}).get("name"), AUTHOR_MAX)
    if total > TOTAL_MAX:
        problems.append(f"total {total} > {TOTAL_MAX}")
    return problems
