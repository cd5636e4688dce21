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

from bot import markdown
from bot.answers import Answer
from bot.ask.words import say
from bot.language import language_of

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
WHICH_COLOUR = discord.Colour.light_grey()  # "Which one?": a question back, neither an answer nor an error


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


# A phone shows about this much embed text on one screen (title, description, fields, footer).
PHONE_BUDGET = 900
STEP_LINE_MAX = 300  # a step line wraps on a phone; only a runaway one is shortened
VERDICT_LINE_MAX = 160
# The deployment's mana symbol emoji (name -> "<:name:id>"), from the MANA_EMOJI setting.
mana_emoji: dict[str, str] = {}


def answer_embed(answer: Answer) -> discord.Embed:
    """The embed for an answer (or for an error answer: see error_embed)."""
    if answer.error:
        return error_embed(answer)
    if answer.verdict:
        return with_reading(glance_embed(answer), answer)
    if answer.command == "card" and answer.card is not None:
        return with_reading(card_embed(answer), answer)
    if answer.command == "rule":
        return with_reading(rules_text_embed(answer, 0)[0], answer)
    return with_reading(full_embed(answer), answer)


def with_reading(embed: discord.Embed, answer: Answer) -> discord.Embed:
    """A question asked in words (/ask): how it was read, what was assumed and any note in the footer,
    under the verdict; the description shortened if the embed would otherwise be too long."""
    if not answer.read_as:
        return embed
    # The verdict is the first thing on a phone: how the question was read goes to the footer, small.
    notes = [n for n in (answer.read_as, answer.unread_line, answer.footer_note, embed.footer.text) if n]
    embed.set_footer(text=shorten(" · ".join(notes), FOOTER_MAX))
    over = TOTAL_MAX - sum(units(x) for x in _texts(embed))
    if over < 0 and embed.description:
        embed.description = shorten(embed.description, max(1, units(embed.description) + over))
    return embed


def _texts(embed: discord.Embed) -> list[str]:
    return [t for t in (embed.title, embed.description, embed.footer.text, embed.author.name) if t] + \
        [x for f in embed.fields for x in (f.name, f.value) if x]


def _dress(embed: discord.Embed, answer: Answer) -> discord.Embed:
    """A card's look: title linked to its Scryfall page, its image, its colour."""
    card = answer.card
    if card is None:
        return embed
    embed.url = markdown.scryfall_page(card)
    embed.colour = discord.Colour(markdown.card_colour(card))
    image = markdown.scryfall_image(card)
    if image:
        embed.set_thumbnail(url=image)
    return embed


def glance_embed(answer: Answer) -> discord.Embed:
    """A simulation answer for a phone: the verdict in two lines, then one line per step with its
    rule numbers, and nothing more; the rule texts are behind the Rules text button. The whole
    embed stays within PHONE_BUDGET: steps that do not fit are counted in a last line."""
    title = shorten(markdown.escape(_clean(answer.title) or answer.command), TITLE_MAX)
    footer = short_footer(answer)
    head = [f"**{shorten(markdown.escape(answer.verdict[0]), VERDICT_LINE_MAX)}**"]
    head += [shorten(markdown.escape(line), VERDICT_LINE_MAX) for line in answer.verdict[1:2]]
    left = PHONE_BUDGET - units(title) - units(footer) - units("\n".join(head)) - 2
    lines: list[str] = []
    steps = answer.brief_steps
    for i, step in enumerate(steps, 1):
        line = shorten(f"`{i}.` " + markdown.symbols(markdown.escape(step), mana_emoji), STEP_LINE_MAX)
        rest = len(steps) - i
        reserve = 60 if rest else 0  # room for the "more steps" line
        if units(line) + 1 + reserve > left:
            more = len(steps) - i + 1
            lines.append(say(language_of(answer), "more_steps" if more != 1 else "more_steps_one", n=more))
            break
        lines.append(line)
        left -= units(line) + 1
    description = "\n".join(head) + ("\n\n" + "\n".join(lines) if lines else "")
    embed = discord.Embed(title=title, description=shorten(description, DESCRIPTION_MAX),
                          colour=COLOURS.get(answer.command, discord.Colour.default()))
    embed.set_footer(text=footer)
    return _dress(embed, answer)


def short_footer(answer: Answer) -> str:
    lang = language_of(answer)
    return say(lang, "footer_cr", date=answer.cr_effective) if answer.cr_effective else say(lang, "footer_cr_none")


def face_lines(answer: Answer) -> list[str]:
    """A card's faces as players know them: name and cost, type line, rules text with reminder
    text in italics (said once), power and toughness; every card text escaped."""
    card = answer.card
    assert card is not None
    seen: set[str] = set()
    blocks = []
    missing = set(answer.json.get("card", {}).get("incomplete_faces") or [])
    for f in card.faces:
        if f.name in missing:
            continue
        name = f"**{markdown.escape(f.name)}**"
        if f.mana_cost:
            name += " " + markdown.symbols(markdown.escape(f.mana_cost), mana_emoji)
        if f.japanese_name:
            name += f" ({markdown.escape(f.japanese_name)})"
        lines = [name, f"*{markdown.escape(f.type_line)}*" if f.type_line else ""]
        if f.text:
            lines.append(markdown.rules_text(f.text, mana_emoji, seen=seen))
        if f.power is not None and f.toughness is not None:
            lines.append(f"**{markdown.escape(f.power)}/{markdown.escape(f.toughness)}**")
        if f.loyalty:
            lines.append(say(language_of(answer), "loyalty", n=markdown.escape(f.loyalty)))
        if f.defense:
            lines.append(say(language_of(answer), "defense", n=markdown.escape(f.defense)))
        blocks.append("\n".join(line for line in lines if line))
    return blocks


def card_embed(answer: Answer) -> discord.Embed:
    """/card: the card as players know it (linked title, image, colour, faces in order with their
    own costs), the verdict line first; rulings are counted, their dated text is one press away."""
    title = shorten(markdown.escape(_clean(answer.title)), TITLE_MAX)
    intro = [markdown.escape(line) for line in answer.answer.split("\n\n", 1)[0].split("\n") if line]
    blocks = ["\n".join(intro)] + face_lines(answer)
    if answer.rulings:
        n = len(answer.rulings)
        newest = max(r.date for r in answer.rulings)
        blocks.append(say(language_of(answer), "rulings_count" if n != 1 else "rulings_count_one", n=n, newest=newest))
    description = shorten("\n\n".join(b for b in blocks if b), DESCRIPTION_MAX)
    embed = discord.Embed(title=title, description=description, colour=COLOURS["card"])
    embed.set_footer(text=short_footer(answer))
    return _dress(embed, answer)


PAGE_MAX = 1800  # description units per Rules text page: about two phone screens


def rules_text_lines(answer: Answer) -> list[str]:
    """Everything the glance leaves out: the engine's own sentence, every step in full, the
    text of every rule cited, and the card's rulings with their dates."""
    lines: list[str] = []
    if answer.command != "card" and answer.answer:
        lines += [f"**{markdown.escape(answer.answer)}**", ""]

    def section(heading: str, items: list[str]) -> None:
        items = [markdown.symbols(item, mana_emoji) for item in items]
        if items:  # the heading rides with the first item, so no page ends on a bare heading
            lines.extend([f"__{heading}__\n{items[0]}", *items[1:], ""])

    # every step in the engine's own words (a day/night answer's `steps` are its turns); in another
    # language the steps as said from the data, and the rules and rulings quoted in English
    lang = language_of(answer)
    steps = answer.steps if lang != "en" else \
        [s.get("explanation") or s.get("action", "") for s in answer.json.get("steps") or []] or answer.steps
    section(say(lang, "heading_steps"), [f"`{i}.` {markdown.escape(s)}" for i, s in enumerate(steps, 1)])
    section(say(lang, "heading_rules"), [f"**{c.number}** {markdown.escape(c.text)}" for c in answer.citations])
    notes = answer.ruling_notes or [""] * len(answer.rulings)
    section(say(lang, "heading_rulings"), [f"`{r.date}` {markdown.escape(r.text)}"
                        + (f"\n⚠️ *{markdown.escape(n[0].upper() + n[1:])}{'' if n.endswith('。') else '.'}*" if n else "")
                        for r, n in zip(answer.rulings, notes)])
    while lines and not lines[-1]:
        lines.pop()
    return lines


def paged(lines: list[str], limit: int = PAGE_MAX) -> list[str]:
    """Lines in pages of at most `limit` units, never splitting a line unless it alone is too long."""
    return _chunks(lines, limit) or [EMPTY]


def page_embed(title: str, pages: list[str], page: int, answer: Answer | None = None) -> discord.Embed:
    page = max(0, min(page, len(pages) - 1))
    embed = discord.Embed(title=shorten(title, TITLE_MAX), description=shorten(pages[page], DESCRIPTION_MAX),
                          colour=COLOURS.get(answer.command if answer else "rule", discord.Colour.default()))
    footer = short_footer(answer) if answer else "Comprehensive Rules"
    if len(pages) > 1:
        lang = ((answer.json.get("said") or {}).get("language") if answer else None) or "en"
        footer = f"{say(lang, 'page_of', page=page + 1, pages=len(pages))} · {footer}"
    embed.set_footer(text=footer)
    return embed


RULE_PAGE_MAX = 850  # a /rule page fits one phone screen (a longer rule gets a page of its own)
CR_SITE = "https://yawgatog.com/resources/magic-rules/"


def rule_link(number: str | None) -> str:
    """The rule on a public, hyperlinked copy of the Comprehensive Rules."""
    return CR_SITE + ("#R" + number.replace(".", "") if number else "")


def _rule_line(number: str, text: str) -> str:
    return f"**{number}** {markdown.escape(text)}"


def _diff_text(diff: list) -> str:
    """A word diff for Discord: removed words struck through, added words in bold."""
    out = []
    for op, words in diff:
        words = markdown.escape(words)
        out.append(words if op == "=" else f"~~{words}~~" if op == "-" else f"**{words}**")
    return " ".join(out)




def rule_lines(answer: Answer) -> list[str]:
    """/rule: the rule once, then its subrules as compact lines (a section's numbered rules
    first); a glossary term's definition, then the rules it points to; or a rule's history."""
    data = answer.json
    if "changed" in data:  # a rule's history, newest change first; a date heads its first change
        lines = [markdown.escape(answer.answer.split("\n", 1)[0])]
        lang = language_of(answer)
        for edition in reversed(data["changed"]):
            lines.append("")
            for i, c in enumerate(edition["changes"]):
                body = _diff_text(c["diff"]) if c["diff"] else markdown.escape(c["text"] or "")
                line = f"**{c['number']}** {say(lang, 'rule_change_' + c['kind'])}" + (f": {body}" if body else "")
                lines.append(f"__{edition['effective']}__\n{line}" if i == 0 else line)
        return lines
    rules = data.get("rules") or []
    if data.get("match") == "number" and rules:
        head, subs = rules[0], rules[0].get("subrules") or []
        if "." not in head["number"]:  # a section: its numbered rules first
            subs = [r for r in subs if not r["number"][-1].isalpha()] + [r for r in subs if r["number"][-1].isalpha()]
        return [_rule_line(head["number"], head["text"]), ""] + [_rule_line(r["number"], r["text"]) for r in subs]
    if data.get("match") == "glossary" and rules:
        lines = [markdown.escape(rules[0]["text"])]
        for see in rules[0].get("see") or []:
            lines += ["", _rule_line(see["number"], see["text"])]
            lines += [_rule_line(r["number"], r["text"]) for r in see.get("subrules") or []]
        return lines
    return [markdown.escape(answer.answer), ""] + [_rule_line(r["number"], r["text"]) for r in rules]


def rule_pages(lines: list[str]) -> list[str]:
    """Lines in pages of about RULE_PAGE_MAX units; a rule longer than that gets a page of its
    own rather than being cut (no rule is longer than a description)."""
    pages: list[list[str]] = [[]]
    size = 0
    for line in lines:
        n = units(line) + 1
        if pages[-1] and size + n > RULE_PAGE_MAX:
            pages.append([])
            size = 0
        pages[-1].append(shorten(line, DESCRIPTION_MAX))
        size += n
    out = ["\n".join(p).strip("\n") for p in pages]
    return [p for p in out if p] or [EMPTY]


def answer_pages(answer: Answer) -> tuple[str, list[str], str | None]:
    """(title, pages, link) of what an answer shows in pages: a /rule answer itself, or the
    Rules text behind any other answer."""
    if answer.command == "rule":
        number = answer.json.get("number") or next(
            (r["number"] for r in answer.json.get("rules") or [] if not r["number"].startswith("glossary:")), None)
        if answer.json.get("match") == "glossary":
            see = (answer.json.get("rules") or [{}])[0].get("see") or []
            number = see[0]["number"] if see else None
        return markdown.escape(_clean(answer.title)), rule_pages(rule_lines(answer)), rule_link(number)
    return (say(language_of(answer), "rules_text_title", title=markdown.escape(_clean(answer.title))),
            paged(rules_text_lines(answer)), None)


def rules_text_embed(answer: Answer, page: int = 0) -> tuple[discord.Embed, int]:
    """Page `page` of what an answer pages (see answer_pages), and how many pages there are."""
    title, pages, link = answer_pages(answer)
    embed = page_embed(title, pages, page, answer)
    if link:
        embed.url = link
    return embed, len(pages)


def full_embed(answer: Answer) -> discord.Embed:
    """Every part of an answer in fields, within Discord's limits."""
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
        note = ELLIPSIS + " " + ", ".join(missing) + " not shown"
        budget.add_field(MORE_NAME, shorten(note, MORE_RESERVE - units(MORE_NAME)))

    embed = discord.Embed(title=title, description=description,
                          colour=COLOURS.get(answer.command, discord.Colour.default()))
    for name, value in budget.fields:
        embed.add_field(name=name, value=value, inline=False)
    embed.set_footer(text=footer)
    return embed


ERROR_TITLES = ("not_found", "ambiguous")  # said by bot/ask/lang/LANG.json's "error_KIND"; others "error_other"


def error_embed(answer: Answer, *, offered: frozenset[str] = frozenset()) -> discord.Embed:
    """A question that could not be answered: what went wrong and, when known, what to try
    (the suggestions `offered` as buttons are not listed again)."""
    err = answer.error or {}
    kind = err.get("kind", "invalid")
    ja = language_of(answer) == "ja"  # a refusal said in the asker's language (/card in Japanese)
    lang = language_of(answer)
    title = say(lang, f"error_{kind}" if kind in ERROR_TITLES else "error_other")
    which = kind == "ambiguous"
    budget = _Budget()
    # "Which one?" is a question back, not a failure: a neutral colour, and no rules edition (no rule
    # was applied yet); nor in Japanese, where the edition line would be English
    footer = "" if which or ja else budget.take(shorten(footer_text(answer), FOOTER_MAX))
    title = budget.take(shorten(title, TITLE_MAX))
    description = budget.take(shorten(_clean(err.get("message") or answer.answer) or EMPTY, 2000))
    hints = dict(zip(answer.candidates, answer.candidate_hints))
    shown = dict(zip(answer.candidates, answer.candidate_names))  # a card by its name in the asker's language
    suggestions = [_clean(s) for s in err.get("suggestions") or []
                   if _clean(s) and (s not in offered or hints.get(s))]
    typed = kind == "invalid" and lang != "en"  # a refused step's suggestions are steps to type, not prose
    if suggestions:
        lines = [f"• **{markdown.escape(shorten(shown.get(s, s), 120))}** — "
                 f"{markdown.symbols(markdown.escape(hints[s]), mana_emoji)}" if hints.get(s)
                 else f"• `{shorten(s, 200)}`" if typed else f"• {shorten(s, 200)}" for s in suggestions[:25]]
        budget.add_field(say(lang, "did_you_mean_field"), "\n".join(lines))
    embed = discord.Embed(title=title, description=description, colour=WHICH_COLOUR if which else ERROR_COLOUR)
    for name, value in budget.fields:
        embed.add_field(name=name, value=value, inline=False)
    if footer:
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
