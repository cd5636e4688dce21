"""The judge's desk on Discord: a JudgeAnswer as an embed, and its buttons.

Not an extension itself (the leading underscore keeps the loader away from it).

An answer shows one page of its section (the penalty first for an infraction), with buttons:
Previous/Next page, one per section it cites ("See MTR 4.2"), one per other search match, and a
link to the official documents page. The buttons carry their whole state in the custom_id, so
a press still works after a restart:

    judge:<action>:<owner>:<doc>:<page>:<number>

action "p" turns the page of this message (only the asker's press edits it; anyone else gets
that page for themselves), "x" opens another section (an infraction as its penalty card) for the
presser alone, "t" opens one part of an infraction (page is the part's index: Definition,
Examples, Philosophy, Additional Remedy) for the presser alone; owner is the asker's user ID in
base 36.

A penalty answer's first screen is the penalty card (infraction and penalty, upgrade and
downgrade, the fix); when two infractions fit about as well, each is a button.
"""

from __future__ import annotations

import logging
import re
import sqlite3
import discord

from bot.phrases import name as proper_name
from bot.phrases import say, say_map
from bot.embeds import DESCRIPTION_MAX, FIELD_VALUE_MAX, FOOTER_MAX, TITLE_MAX, shorten
from bot.judge.desk import JudgeAnswer, JudgeDesk, reference
from cogs._shared import BUTTON_LABEL_MAX, CUSTOM_ID_MAX, NO_MENTIONS, _b36, apologise, library_of, reply

log = logging.getLogger(__name__)

COLOURS = {"mtr": discord.Colour.dark_blue(), "ipg": discord.Colour.dark_red(), "jar": discord.Colour.dark_green()}
ERROR_COLOUR = discord.Colour.red()
MAX_LINKED = 5  # buttons for cited sections, and for other matches: one row each


_desks: dict[int, JudgeDesk] = {}  # id of the catalog connection -> its desk (one per open catalog)


def desk_of(interaction: discord.Interaction) -> JudgeDesk:
    conn: sqlite3.Connection = library_of(interaction).conn
    desk = _desks.get(id(conn))
    if desk is None or desk.conn is not conn:
        _desks.clear()
        desk = _desks[id(conn)] = JudgeDesk.open(conn)
    return desk


def answer_embed(answer: JudgeAnswer, page: int = 0) -> discord.Embed:
    if answer.error:
        return error_embed(answer)
    page = max(0, min(page, len(answer.pages) - 1))
    body = answer.pages[page] if answer.pages else ""
    lang = answer.language
    more = "\n\n" + say(lang, "judge_continued", page=page + 1, pages=len(answer.pages)) \
        if page + 1 < len(answer.pages) else ""
    lead = answer.lead + "\n\n" if answer.lead and page == 0 else ""
    room = DESCRIPTION_MAX - len(more) - len(lead)
    embed = discord.Embed(title=shorten(answer.heading, TITLE_MAX), url=answer.url or None,
                          description=lead + shorten(body, room) + more,
                          colour=COLOURS.get(answer.code, discord.Colour.default()))
    # the other matches are buttons under the reply (answer_view); listed here only those past the buttons
    said = answer.others_said if lang != "en" and len(answer.others_said) == len(answer.others) else \
        [f"{n} — {t}" for n, t in answer.others]
    unbuttoned = said[MAX_LINKED - 1:] if not answer.close else said
    if unbuttoned and page == 0:
        lines = [f"• {t}" for t in unbuttoned]
        embed.add_field(name=say(lang, "judge_other_matches"), value=shorten("\n".join(lines), FIELD_VALUE_MAX), inline=False)
    embed.set_footer(text=shorten(answer.footer(page), FOOTER_MAX))
    return embed


def error_embed(answer: JudgeAnswer) -> discord.Embed:
    err = answer.error or {}
    kind = err.get("kind", "")
    title = say(answer.language, f"error_{kind}" if kind in ("not_found", "ambiguous") else "error_other")
    embed = discord.Embed(title=title, description=shorten(err.get("message", ""), 2000), colour=ERROR_COLOUR)
    suggestions = [s for s in err.get("suggestions") or [] if s]
    if suggestions:
        embed.add_field(name=say(answer.language, "judge_try"), value=shorten("\n".join(f"• {shorten(s, 120)}" for s in suggestions[:15]),
                                                  FIELD_VALUE_MAX), inline=False)
    return embed


def _judge_id(action: str, owner_id: int, code: str, page: int, number: str, lang: str = "en") -> str | None:
    tag = f"@{lang}" if lang != "en" else ""  # the language the answer is said in travels with the press
    custom_id = f"judge:{action}{tag}:{_b36(owner_id)}:{code}:{page}:{number}"
    return custom_id if len(custom_id) <= CUSTOM_ID_MAX else None


def answer_view(answer: JudgeAnswer, owner_id: int, page: int = 0) -> discord.ui.View | None:
    if answer.error:
        return None
    view = discord.ui.View(timeout=None)  # nothing to time out: every button is a DynamicItem or a link
    n = len(answer.pages)
    lang = answer.language

    def _custom_id(action: str, owner_id: int, code: str, page: int, number: str) -> str | None:
        return _judge_id(action, owner_id, code, page, number, lang)

    if n > 1 and not answer.part:  # a part is one message (PART_PAGE_SIZE); its pages would be the section's
        for key, target, row_label in (("judge_previous", page - 1, "p"), ("judge_next", page + 1, "p")):
            label = say(lang, key)
            custom_id = _custom_id(row_label, owner_id, answer.code, max(0, min(target, n - 1)), answer.number)
            if custom_id:
                button = JudgeButton(custom_id, label, row=0)
                button.item.disabled = not 0 <= target < n
                view.add_item(button)
    for code, number, title in answer.xrefs[:MAX_LINKED]:
        custom_id = _custom_id("x", owner_id, code, 0, number)
        if custom_id:
            view.add_item(JudgeButton(custom_id, say(lang, "judge_see", reference=reference(code, number, title, lang)),
                                      row=1))
    close = {number for number, _, _ in answer.close}
    for number, infraction, penalty in answer.close if page == 0 else []:
        custom_id = _custom_id("x", owner_id, answer.code, 0, number)
        if custom_id:
            view.add_item(JudgeButton(custom_id, f"{infraction} ({penalty})" if lang == "en" else
                                      say(lang, "judge_button_infraction", infraction=proper_name(lang, infraction),
                                          penalty=proper_name(lang, penalty)), row=2, style=discord.ButtonStyle.primary))
    said = answer.others_said if lang != "en" and len(answer.others_said) == len(answer.others) else \
        [f"{n} {t}" for n, t in answer.others]
    for (number, _), label in list(zip(answer.others, said))[:MAX_LINKED - 1 - len(close)] if page == 0 and not close else []:
        custom_id = _custom_id("x", owner_id, answer.code, 0, number)
        if custom_id:
            view.add_item(JudgeButton(custom_id, label, row=2))
    if answer.card is not None:  # what the card leaves out, one press away
        wanted = ["Definition", "Examples", "Philosophy"] + ([] if answer.card.fix_complete else ["Additional Remedy"])
        names = answer.part_names
        for name in wanted:
            if name in names:
                custom_id = _custom_id("t", owner_id, answer.code, names.index(name), answer.number)
                if custom_id:
                    view.add_item(JudgeButton(custom_id, say_map(lang, "ipg_parts").get(name, name), row=3))
    if answer.url:
        view.add_item(discord.ui.Button(style=discord.ButtonStyle.link, url=answer.url,
                                        label=say(lang, "judge_official"), row=0))
    return view if view.children else None


async def send(interaction: discord.Interaction, answer: JudgeAnswer) -> None:
    """An answer in the channel; an error (which the asker can fix) only to the asker."""
    if answer.error:
        await reply(interaction, ephemeral=True, embed=error_embed(answer))
        return
    view = answer_view(answer, interaction.user.id)
    kwargs = {"view": view} if view is not None else {}
    await reply(interaction, embed=answer_embed(answer), **kwargs)


class JudgeButton(discord.ui.DynamicItem[discord.ui.Button],
                  template=r"judge:(?P<action>[pxt])(?:@(?P<lang>[a-z]{2}))?:(?P<owner>[0-9a-z]{1,14}):(?P<code>mtr|ipg|jar):"
                           r"(?P<page>\d{1,3}):(?P<number>.+)"):
    def __init__(self, custom_id: str, label: str, *, row: int | None = None,
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> None:
        super().__init__(discord.ui.Button(label=shorten(label, BUTTON_LABEL_MAX), custom_id=custom_id,
                                           style=style, row=row))
        m = self.template.fullmatch(custom_id)
        assert m is not None
        self.action, self.owner_id = m["action"], int(m["owner"], 36)
        self.code, self.page, self.number = m["code"], int(m["page"]), m["number"]
        self.lang = m["lang"] or "en"

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str], /) -> JudgeButton:
        return cls(item.custom_id or match.string, item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        try:
            desk = desk_of(interaction)
            answer = desk.part(self.code, self.number, self.page, self.lang) if self.action == "t" else \
                desk.page(self.code, self.number, self.lang)
            if answer.error:
                await reply(interaction, ephemeral=True, embed=error_embed(answer))
                return
            page = 0 if self.action == "t" else min(self.page, len(answer.pages) - 1)
            if self.action == "p" and interaction.user.id == self.owner_id:
                await interaction.response.edit_message(embed=answer_embed(answer, page),
                                                        view=answer_view(answer, self.owner_id, page),
                                                        allowed_mentions=NO_MENTIONS)
                return
            # someone else's page, or a cited section: for the presser alone, with their own buttons
            await reply(interaction, ephemeral=True, embed=answer_embed(answer, page),
                        view=answer_view(answer, interaction.user.id, page) or discord.utils.MISSING)
        except Exception:
            log.exception("Judge button %r failed", self.custom_id)
            await apologise(interaction)
