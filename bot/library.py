"""The core every front end calls: the catalog, the rules edition and the name index, opened
once, and one method per question. Every method returns an Answer; user errors become error
answers, never exceptions."""

from __future__ import annotations

import asyncio
import logging
import math
import re
import sqlite3
from collections import OrderedDict
import time
from pathlib import Path

import aiosqlite
from rapidfuzz import fuzz

from bot import cr
from bot.answers import (Answer, Citation, brief_step, card_verdict, check_verdict, daynight_verdict, error_answer,
                         refusal_answer)
from bot.catalog import store
from bot.catalog.model import Card, Face
from bot.errors import CatalogMissing, QueryError
from bot.names import NO_RANK, Match, NameIndex
from bot.rule_history import Archive, History, history
from bot.rules import citations, mechanics, simulate, vocabulary
from bot.rules.daynight import simulate_daynight
from bot.text import normalize_name

log = logging.getLogger(__name__)

# The archived Comprehensive Rules editions that rule history reads (beside the project, as the
# Makefile expects ../shared/data).
DEFAULT_RULES_ARCHIVE = Path("../shared/data/rules/archive")
BUILD_HINT = "python -m bot catalog build --source ../shared/data  (or `make catalog`)"
ZONES = vocabulary.ZONES
STARTS = vocabulary.DAYNIGHT_STARTS
MAX_STEPS_TEXT = 1000
RECENT_CARDS = 512  # cards kept in memory after they were asked about
# Where a card's rules live (a section found by heading in whichever edition is loaded) and the glossary terms a
# kind of card brings with it: asked of the card's mechanic (bot/rules/mechanics.py).
# A /card refusal teaches the asker to ask again (issue 17): the closest names, the request rewritten
SUGGESTIONS_MAX = 5
PREFIX_SHARE = 0.6  # a name starting with this much of what was typed comes before the spelling suggestions
CLOSE_SPELLING = 10  # names within this many points of the best spelling match: the most played first
EXAMPLE_CARD = "Delver of Secrets"  # the format of a request when nothing is near what was typed
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]")  # kana and kanji


def _connect_readonly(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, check_same_thread=False)


def _read_catalog(path: Path) -> tuple[sqlite3.Connection, NameIndex, cr.Edition]:
    conn = None
    try:
        conn = _connect_readonly(path)
        schema = conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
        if not schema or schema[0] != store.SCHEMA_VERSION:
            raise CatalogMissing(f"The catalog at {path} is from another version of this bot. "
                                 f"Rebuild it with: {BUILD_HINT}")
        index = NameIndex(store.read_name_table(conn))
        edition = cr.read_edition(conn)
        citations.for_edition(edition)  # find every rule the engine cites now, not on the first question
        return conn, index, edition
    except sqlite3.DatabaseError as e:
        if conn is not None:
            conn.close()
        raise CatalogMissing(f"The catalog at {path} is unreadable ({e}). Rebuild it with: {BUILD_HINT}") from e
    except BaseException:
        if conn is not None:
            conn.close()
        raise


class Library:
    def __init__(self, path: Path, db: aiosqlite.Connection, conn: sqlite3.Connection, index: NameIndex,
                 edition: cr.Edition):
        self.path, self.db, self.conn, self.index, self.edition = path, db, conn, index, edition
        self.cr_effective = edition.effective.isoformat()
        self.recent: OrderedDict[int, Card] = OrderedDict()
        self.archive = Archive(DEFAULT_RULES_ARCHIVE, edition)
        self._histories: dict[str, History] = {}

    @classmethod
    async def open(cls, catalog_path: str | Path, *, rules_archive: str | Path | None = None) -> Library:
        """Open the catalog read-only. The name index is built in a worker thread, so a bot that
        reloads its catalog keeps answering meanwhile."""
        started = time.perf_counter()
        path = Path(catalog_path)
        if not path.is_file():
            raise CatalogMissing(f"No card catalog at {path}. Build it with: {BUILD_HINT}")
        conn, index, edition = await asyncio.to_thread(_read_catalog, path)
        db = await aiosqlite.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        log.info("catalog %s: %d names, rules of %s, opened in %.0f ms", path, len(index),
                 edition.effective, (time.perf_counter() - started) * 1000)
        library = cls(path, db, conn, index, edition)
        if rules_archive is not None:
            library.archive = Archive(Path(rules_archive), edition)
        return library

    async def close(self) -> None:
        await self.db.close()
        self.conn.close()

    # -- shared pieces -----------------------------------------------------------------------

    def autocomplete(self, prefix: str, *, kind: str | None = None) -> list[str]:
        return self.index.autocomplete(prefix, kind=kind)

    def rule_autocomplete(self, prefix: str, limit: int = 25) -> list[tuple[str, str]]:
        """(label, query) pairs for the rule option: rule numbers that start with the text, or
        glossary terms and section titles that start with it. Labels fit Discord's 100 characters."""
        text = (prefix or "").strip().casefold()
        number, _, rest = text.partition(" ")
        if text[:1].isdigit() and rest and "history".startswith(rest) and self.edition.get(number):
            # "712.9 h": the rule's history
            return [(f"{number} history — in which editions its text changed", f"{number} history")]
        if text[:1].isdigit():
            found = [(r.number, r.text) for r in self.edition.rules if r.number.startswith(text)]
        else:
            found = [(e.term, e.text) for e in self.edition.glossary_entries if e.term.casefold().startswith(text)]
            found += [(r.number, r.text) for r in self.edition.rules  # section titles: "731 — Day and Night"
                      if "." not in r.number and r.text.casefold().startswith(text) and text]
        out, seen = [], set()
        for query, text_ in found:
            if query in seen:
                continue
            seen.add(query)
            label = f"{query} — {' '.join(text_.split())}" if query != text_ else query
            out.append((label if len(label) <= 100 else label[:99] + "…", query[:100]))
            if len(out) == limit:
                break
        return out

    async def find(self, query: str, *, include_non_game: bool = False, kind: str | None = None) -> tuple[Card, Match]:
        match = self.index.resolve(query, include_non_game=include_non_game, kind=kind)
        card = self.recent.get(match.card_id)
        if card is None:
            card = self._remember(match.card_id, await store.read_card(self.db, match.card_id))
        return card, match

    def find_now(self, query: str) -> Card:
        """For the rules engine's `meld CARD` / `enter CARD` steps, which run synchronously."""
        match = self.index.resolve(query)
        card = self.recent.get(match.card_id)
        if card is None:
            card = self._remember(match.card_id, store.read_card_sync(self.conn, match.card_id))
        return card

    def _remember(self, card_id: int, card: Card | None) -> Card:
        # The catalog is read-only while open and cards are immutable, so the cards asked about
        # lately are kept: a server asks about the same few cards again and again.
        if card is None:  # the name table and the cards table come from one build
            raise CatalogMissing(f"The catalog at {self.path} is inconsistent. Rebuild it with: {BUILD_HINT}")
        self.recent[card_id] = card
        self.recent.move_to_end(card_id)
        if len(self.recent) > RECENT_CARDS:
            self.recent.popitem(last=False)
        return card

    async def _hint(self, answer: Answer) -> None:
        """A "which one?" answer's candidates, each with a short hint to tell them apart (also in
        its JSON as error.hints, one per suggestion)."""
        if answer.error is None or answer.error.get("kind") != "ambiguous" or not answer.candidates:
            return
        answer.candidate_hints = [await self.hint(name) for name in answer.candidates]
        by_name = dict(zip(answer.candidates, answer.candidate_hints))
        answer.error["hints"] = [by_name.get(n, "") for n in answer.error.get("suggestions") or []]

    async def hint(self, name: str) -> str:
        """"{U} · Creature — Human Wizard · double-faced": cost, type line and kind of one card."""
        try:
            card, _ = await self.find(name, include_non_game=True)
        except QueryError:
            return ""
        face = card.faces[0]
        parts = [face.mana_cost, face.type_line, mechanics.of(card).hint(card)]
        return " · ".join(p for p in parts if p)[:100]

    async def faces(self, card: str) -> list[str]:
        try:
            found, _ = await self.find(card)
        except QueryError:
            return []
        return [f.name for f in found.faces]

    def citation(self, number: str) -> Citation:
        rule = self.edition.cite(number)
        return Citation(rule.number, rule.text)

    # -- /card -------------------------------------------------------------------------------

    async def card(self, query: str, *, include_non_game: bool = False) -> Answer:
        """include_non_game: also planar, scheme, vanguard and similar cards."""
        try:
            card, match = await self.find(query, include_non_game=include_non_game)
        except QueryError as e:
            answer = refusal_answer("card", query, e, self.cr_effective)
            answer.candidates = list(e.suggestions)
            await self._hint(answer)
            return self.ask_again(answer)
        face = card.faces[match.face_idx] if match.face_idx is not None else None
        data = {
            "query": query,
            "card": {"name": card.name, "layout": card.layout, "mana_value": card.mana_value,
                     "faces": [_face_json(f) for f in card.faces]},
            "face": face.name if face else None,
            "rulings": [{"date": r.date, "text": r.text} for r in card.rulings],
        }
        cited = []
        title = mechanics.of(card).rules_section(card)
        section = self.edition.section(title) if title else None
        if section:
            cited.append(self.citation(section))
        lines = []
        if face is not None and face.name != card.name:
            lines.append(f"“{match.matched}” is a face of {card.name}.")
        missing = incomplete_faces(card)
        if missing:
            data["card"]["mana_value"] = None
            data["card"]["incomplete_faces"] = missing
            lines.append(f"{_layout_words(card)}. {_incomplete_words(card, missing)}")
        else:
            lines.append(f"{_layout_words(card)}; mana value {_number(card.mana_value)}.")
        melded = self._melded(card)
        if melded is not None:
            data["card"]["melded"] = melded
            lines.append(f"Melded with {melded['with']} into {melded['name']}: mana value "
                         f"{_number(melded['mana_value'])}, the sum of the two front faces' ({melded['rule']}).")
            if self.edition.exists(melded["rule"]):
                cited.append(self.citation(melded["rule"]))
        for f in card.faces:
            if f.name in missing:
                continue
            lines.append("")
            lines.append(_face_text(f))
        changes = await self.ruling_changes(card)
        return Answer(command="card", query=query, title=card.name, answer="\n".join(lines), json=data,
                      cr_effective=self.cr_effective, citations=cited, rulings=list(card.rulings),
                      card_name=card.name, layout=card.layout, doors=[f.name for f in card.faces] if card.is_room else [],
                      double_faced=card.is_double_faced, card=card,
                      next_steps=self.next_steps(card, "battlefield", []),
                      ruling_notes=self.ruling_notes_of(changes), ruling_changes=changes)

    # -- refusals that teach -----------------------------------------------------------------

    def did_you_mean(self, query: str, suggestions: list[str]) -> list[str]:
        """The names nearest what was typed, one per card: cards whose name starts with most of it (a
        typo late in the name: "delvr" -> Delver of Secrets, most played first), then the names most
        alike in spelling; among those about as alike as the best, the most played first (EDHREC's rank)."""
        text = " ".join((query or "").split())
        found: list[str] = []
        for cut in range(len(text), max(3, math.ceil(len(text) * PREFIX_SHARE)) - 1, -1):
            found = self.autocomplete(text[:cut])[:2]
            if found:
                break
        typed = normalize_name(text)
        alike = {name: fuzz.ratio(typed, normalize_name(name)) for name in suggestions}
        best = max(alike.values(), default=0.0)
        spelled = sorted(suggestions, key=lambda n: (alike[n] < best - CLOSE_SPELLING,
                                                     self.index.rank.get(n, NO_RANK), -alike[n]))
        out, cards = [], set()
        for name in found + spelled:
            try:  # one per card: "Delver of Secrets" and its full name are the same card
                card = self.find_now(name).name
            except QueryError:  # a name the index gave back; kept as it is
                card = name
            if card not in cards:
                cards.add(card)
                out.append(name)
        return out[:SUGGESTIONS_MAX]

    def as_typed(self, name: str, lang: str) -> str:
        """`name` as the asker would type it: its Japanese name when they wrote in Japanese."""
        if lang != "ja" or _JAPANESE.search(name):
            return name
        try:
            card = self.find_now(name)
        except QueryError:  # without it the English name serves
            return name
        face = next((f for f in card.faces if f.name == name), card.faces[0])
        return face.japanese_name or name

    def ask_again(self, answer: Answer) -> Answer:
        """A /card refusal for a name that fits no card, made to teach (the same on Discord and the
        command line): the closest names ("did you mean …?"), the request rewritten with the closest
        one (error.rewrite) and an example question for /ask (error.example), in the asker's
        language (the phrases are bot/ask/lang/LANG.json's "card_*")."""
        from bot.ask.words import say

        err = answer.error
        if not err or err.get("kind") != "not_found" or "is not a card for a game" in err.get("message", ""):
            return answer
        lang = asker_language(answer.query)
        closest = self.did_you_mean(answer.query, list(err.get("suggestions") or []))
        name = self.as_typed(closest[0] if closest else EXAMPLE_CARD, lang)
        example = say(lang, "card_example", name=name)
        err["message"] = say(lang, "card_missing", query=answer.query[:100]) + \
            say(lang, "card_near" if closest else "card_none", name=name, example=example)
        err["suggestions"] = closest
        err["rewrite"] = f"/card {name}"
        err["example"] = example
        answer.candidates = closest
        answer.candidate_hints = [""] * len(closest)
        answer.language = lang
        return answer

    def _melded(self, card: Card) -> dict | None:
        """For one card of a meld pair: the melded permanent it becomes with its partner, as the engine
        melds them (its name and mana value, 712.8g); None for any other card or when it can't be told."""
        if card.layout != "meld" or not card.meld_partner or len(card.faces) < 2:
            return None
        try:
            partner = self.find_now(card.meld_partner)
            data = simulate.simulate(card, self.edition, zone="battlefield", steps=[f"meld {partner.name}"],
                                     resolve_card=self.find_now)
        except QueryError:
            return None
        step = data["steps"][0] if data.get("steps") else None
        if step is None or step["result"] != "ok" or not data["state"]["names"]:
            return None
        rule = next((c["number"] for c in step["citations"] if c["number"].startswith("712.8")), None) or \
            next((c["number"] for c in step["citations"] if c["number"].startswith("202.3")), "712.8g")
        return {"with": partner.name, "name": data["state"]["names"][0], "mana_value": data["state"]["mana_value"],
                "rule": rule}

    async def ruling_changes(self, card: Card) -> list[list[tuple[str, str]]]:
        """For each ruling, the rules it is about (a keyword or kind of card it names, through the
        glossary) that changed in an edition published after the ruling, each with the last edition
        that changed it ([] for none). Empty when the rules archive is not there: nothing is claimed then."""
        if not card.rulings or not self.archive.available:
            return []
        terms = {k for f in card.faces for k in f.keywords} | set(mechanics.of(card).glossary_terms(card))
        rules = {t: self.edition.glossary_rules(t) for t in terms}
        if not any(rules.values()):
            return []
        editions = await asyncio.to_thread(self.archive.editions)
        notes = []
        for ruling in card.rulings:
            found = []
            for term, numbers in rules.items():
                if not re.search(rf"\b{re.escape(term.casefold())}", ruling.text.casefold()):
                    continue
                for number in numbers:
                    if number not in self._histories:
                        self._histories[number] = history(number, editions)
                    later = [e.effective for e in self._histories[number].changed if e.effective > ruling.date]
                    if later and number not in [n for n, _ in found]:
                        found.append((number, later))
            notes.append([(n, dates[-1]) for n, dates in found])
        return notes

    async def ruling_notes(self, card: Card) -> list[str]:
        """For each ruling, a note when a rule it is about (a keyword or kind of card it names,
        through the glossary) changed in an edition published after the ruling; else "".
        Empty when the rules archive is not there: nothing is claimed then."""
        return self.ruling_notes_of(await self.ruling_changes(card))

    def ruling_notes_of(self, changes: list[list[tuple[str, str]]]) -> list[str]:
        return [("rules this ruling is about changed after it was published: " + "; ".join(
            f"{n} {self.edition.cite(n).text[:50]} (last in the {last} edition)" for n, last in found)
            + ". The current rules are those numbers") if found else "" for found in changes]

    # -- /rule -------------------------------------------------------------------------------

    def _near_rules(self, text: str) -> list[str]:
        """What a refused /rule query was closest to: rule numbers that share its start ("709.9" ->
        709.5 …), else glossary terms spelt like it ("daybond" -> Daybound), best first."""
        from rapidfuzz import fuzz, process

        edition = self.edition
        if re.fullmatch(r"\d{3}(\.\d+[a-z]?)?\.?", text):
            for cut in (len(text) - 1, 5, 3):
                start = text[:cut]
                near = [r.number for r in edition.rules if r.number.startswith(start)]
                if near:
                    return near[:5]
            return []
        terms = sorted({e.term for e in edition._gloss.values()})
        found = process.extract(text, terms, scorer=fuzz.WRatio, limit=5, score_cutoff=75)
        return [term for term, _, _ in found]

    async def rule(self, query: str) -> Answer:
        text = (query or "").strip()
        if not text:
            return error_answer("rule", query, "invalid", "The rule query is empty. Give a rule number like "
                                "`709.5`, a glossary term like `daybound`, or words to search for.",
                                cr_effective=self.cr_effective, key="rule_empty")
        if len(text) > 300:
            return error_answer("rule", query, "invalid", f"That query is {len(text)} characters long; "
                                "keep it under 300 (a rule number, a term, or a few words).",
                                cr_effective=self.cr_effective, key="rule_too_long", values={"n": len(text), "most": 300})
        words = text.split()
        if len(words) == 2 and words[1].casefold() in ("history", "--history"):
            return await self.rule_history(words[0], query)
        how, rules = self.edition.lookup(text)
        if not rules:
            near = self._near_rules(text)
            message = (f"No rule, glossary term or rule text matches “{text[:100]}” in the rules effective "
                       f"{self.cr_effective}.")
            if near:
                message += f" Closest: {', '.join(near[:5])} — for example `/rule {near[0]}`."
            answer = error_answer("rule", query, "not_found", message, near[:5], cr_effective=self.cr_effective,
                                  key="rule_not_found_near" if near else "rule_not_found",
                                  values={"typed": text[:100], "date": self.cr_effective, "rules": near[:5]})
            if near:
                answer.error["rewrite"] = near[0]
            return answer
        if how == "number":
            head, subs = rules[0], rules[1:]
            found = [{"number": head.number, "text": head.text,
                      "subrules": [{"number": r.number, "text": r.text} for r in subs]}]
            title = f"Rule {head.number}"
            title_key, title_values = "title_rule", {"number": head.number}
            answer = head.text
            cited = [Citation(r.number, r.text) for r in rules]
        else:
            found = [{"number": r.number, "text": r.text, "subrules": []} for r in rules]
            title = f"Glossary: {rules[0].number.removeprefix('glossary:')}" if how == "glossary" else f"Rules about “{text[:80]}”"
            title_key, title_values = ("title_glossary", {"term": rules[0].number.removeprefix("glossary:")}) \
                if how == "glossary" else ("title_search", {"text": text[:80]})
            answer = rules[0].text if how == "glossary" else f"{len(rules)} rules mention “{text[:80]}”; best first."
            cited = [Citation(r.number, r.text) for r in rules if not r.number.startswith("glossary:")]
            if how == "glossary":  # the rules the definition points to
                term = rules[0].number.removeprefix("glossary:")
                cited = [self.citation(n) for n in self.edition.glossary_rules(term)]
                found[0]["see"] = [{"number": c.number, "text": c.text,
                                    "subrules": [{"number": r.number, "text": r.text}
                                                 for r in self.edition.subrules(c.number)]} for c in cited]
        data = {"query": query, "cr_effective": self.cr_effective, "match": how, "rules": found}
        return Answer(command="rule", query=query, title=title, answer=answer, json=data,
                      cr_effective=self.cr_effective, citations=cited, title_key=title_key, title_values=title_values)

    async def rule_history(self, number_text: str, query: str | None = None) -> Answer:
        """In which editions a rule's text (or a rule under it) changed, with a word diff."""
        query = query if query is not None else f"{number_text} history"
        number = cr.normalize_number(number_text)
        if number is None:
            return error_answer("rule", query, "invalid", f"“{number_text[:50]}” is not a rule number. History "
                                "needs one, like `712.9 history`.", cr_effective=self.cr_effective,
                                key="rule_history_number", values={"typed": number_text[:50]})
        if not self.archive.available:
            return error_answer("rule", query, "invalid", "Rule history needs the archived editions of the "
                                f"Comprehensive Rules; there is no folder {self.archive.folder}. Set RULES_ARCHIVE "
                                "to a folder of the official text files.", cr_effective=self.cr_effective,
                                key="rule_history_archive", values={"folder": str(self.archive.folder)})
        editions = await asyncio.to_thread(self.archive.editions)
        found = history(number, editions)
        if found.first is None:
            return error_answer("rule", query, "not_found", f"No rule {number} in any of the {found.editions} "
                                f"editions from {found.oldest} to {found.newest}.", cr_effective=self.cr_effective,
                                key="rule_history_none", values={"number": number, "n": found.editions,
                                                                 "oldest": found.oldest, "newest": found.newest})
        n_changes = len(found.changed)
        summary = (f"Rule {number} is in the editions from {found.first} to {found.newest}"
                   if self.edition.get(number) else f"Rule {number} was in the editions from {found.first}")
        summary += (f"; its text changed in {n_changes} of them: "
                    + ", ".join(e.effective for e in reversed(found.changed)) + "." if n_changes
                    else "; its text has not changed since.")
        lines = [summary]
        for edition in found.changed:
            lines.append("")
            lines.append(f"{edition.effective}:")
            for change in edition.changes:
                lines.append(f"  {change.number} {CHANGE_WORDS[change.kind]}: "
                             + (_plain_diff(change.diff) if change.diff else (change.text or "")))
        data = {"query": query, "number": number, "first": found.first, "editions": found.editions,
                "oldest": found.oldest, "newest": found.newest,
                "changed": [{"effective": e.effective,
                             "changes": [{"number": c.number, "kind": c.kind, "text": c.text,
                                          "diff": [list(d) for d in c.diff]} for c in e.changes]}
                            for e in found.changed]}
        return Answer(command="rule", query=query, title=f"Rule {number} · history", answer="\n".join(lines),
                      json=data, cr_effective=self.cr_effective, title_key="title_history",
                      title_values={"number": number})

    # -- /room, /dfc, /daynight ---------------------------------------------------------------

    async def room(self, card: str, zone: str = "library", steps: str | list[str] = (), *,
                   day_night: str | None = None) -> Answer:
        return await self._simulate("room", card, zone, steps, day_night)

    async def dfc(self, card: str, zone: str = "library", steps: str | list[str] = (), *,
                  day_night: str | None = None) -> Answer:
        return await self._simulate("dfc", card, zone, steps, day_night)

    async def _simulate(self, command: str, query: str, zone: str, steps: str | list[str],
                        day_night: str | None = None) -> Answer:
        step_list = _step_list(steps)
        try:
            _check_length(step_list)
            zone = vocabulary.Zone.parse(zone or "library").value
            kind = "room" if command == "room" else "dfc"
            try:
                card, _ = await self.find(query, kind=kind)
            except QueryError as e:
                # The names suggested are cards: "which one?" can answer this question with each
                # that the command can ask about.
                answer = refusal_answer(command, query, e, self.cr_effective)
                answer.zone, answer.step_list = zone, step_list
                answer.day_night = _designation(day_night)
                answer.candidates = [n for n in e.suggestions if self.index.fits(n, kind)]
                if e.suggestions and not answer.candidates:
                    what = "a Room" if kind == "room" else "a double-faced or meld card"
                    answer.error["message"] = answer.answer = (
                        f"{e.message} None of them is {what}: ask about them with `card`.")
                await self._hint(answer)
                return answer
            missing = incomplete_faces(card)
            if missing:
                raise QueryError("invalid", "Not modelled: " + _incomplete_words(card, missing), key="engine_incomplete",
                                 values={"card": card.name, "faces": [f.name for f in card.faces if f.name not in missing]})
            follows = mechanics.of(card).command  # the command that follows this kind of card
            if command == "room" and follows != "room":
                raise QueryError("invalid", f"{card.name} is not a Room. Ask about it with `{follows}` instead.",
                                 key="engine_not_a_room", values={"card": card.name, "command": follows})
            if command == "dfc" and follows != "dfc":
                raise QueryError("invalid", f"{card.name} is not a double-faced or meld card. Ask about it with "
                                 f"`{follows}` instead.", key="engine_not_double_faced",
                                 values={"card": card.name, "command": follows})
            try:
                data = simulate.simulate(card, self.edition, zone=zone, steps=step_list,
                                         resolve_card=self.find_now, day_night=day_night)
            except QueryError as e:
                unknown = _unknown_step(e, step_list)
                if unknown is None:
                    raise
                nearest = nearest_steps(card, unknown)
                raise QueryError("invalid", f"“{unknown[:80]}” is not a step. The nearest for {card.name}: "
                                 + ", ".join(f"`{s}`" for s in nearest) + ".", nearest, key="engine_not_a_step",
                                 values={"typed": unknown[:80], "card": card.name}) from e
        except QueryError as e:
            return refusal_answer(command, query, e, self.cr_effective)
        data = {"query": query, **data}
        state = data.get("state") or {}
        verdict = (check_verdict(data["steps"][-1], state) if data.get("steps") else None) \
            or card_verdict(state, data.get("answer", ""))
        if data.get("stopped_at") is not None:
            # The story ended at a step that was not allowed or not modelled: that step is the verdict.
            # The glance keeps its two lines (the object as it is, where it is) and says where it stopped.
            at = data["steps"][data["stopped_at"]]
            verdict = list(verdict)
            verdict[1] += f" · stopped: {at['result']} at step {data['stopped_at'] + 1} ({at['action']})"
        return Answer(command=command, query=query, title=card.name, answer=data.get("answer", ""), json=data,
                      cr_effective=self.cr_effective,
                      steps=[s.get("explanation") or s.get("action", "") for s in data.get("steps", [])],
                      citations=[Citation(c["number"], c["text"]) for c in data.get("citations", [])],
                      rulings=list(card.rulings), card_name=card.name, layout=card.layout,
                      zone=zone, step_list=step_list, day_night=_designation(day_night),
                      doors=[f.name for f in card.faces] if card.is_room else [],
                      unlocked=list(state.get("unlocked") or []), double_faced=card.is_double_faced,
                      verdict=verdict,
                      brief_steps=[brief_step(s) for s in data.get("steps", [])],
                      next_steps=[s for s in self.next_steps(card, zone, step_list, day_night=day_night)
                                  # tokens and cards that are not meld cards cannot be melded (701.42b): not a copy
                                  if not (s.startswith("meld ") and (state.get("is_copy") or state.get("token")))],
                      card=card)

    def next_steps(self, card: Card, zone: str, step_list: list[str], *, day_night: str | None = None) -> list[str]:
        """The door and flip steps the rules allow after `step_list` (from `day_night` at the start): each is
        tried on the engine, and only those it carries out (result "ok") are offered."""
        candidates = mechanics.of(card).step_candidates(card)
        if not candidates:
            return []
        try:
            return simulate.allowed_next(card, self.edition, zone=zone, steps=step_list, candidates=candidates,
                                         resolve_card=self.find_now, day_night=day_night)
        except QueryError:
            return []

    async def daynight(self, start: str = "neither", steps: str | list[str] = (), *,
                       players: int | str | None = None, teams: str | None = None) -> Answer:
        step_list = _step_list(steps)
        try:
            _check_length(step_list)
            if (start or "neither").lower() not in STARTS:
                raise QueryError("invalid", f"“{start}” is not a way to start. Use one of: {', '.join(STARTS)}.",
                                 key="engine_unknown_start", values={"typed": start})
            if not step_list:
                raise QueryError("invalid", "Give at least one step, e.g. `enter Tavern Ruffian; next turn`.",
                                 key="engine_no_steps")
            data = simulate_daynight(self.edition, start=(start or "neither").lower(), steps=step_list,
                                     resolve_card=self.find_now, players=players, teams=teams)
        except QueryError as e:
            return refusal_answer("daynight", " ; ".join(step_list), e, self.cr_effective)
        return Answer(command="daynight", query="; ".join(step_list), title="Day and night", title_key="title_daynight",
                      answer=data.get("answer", ""), json=data, cr_effective=self.cr_effective,
                      steps=[_turn_line(t) for t in data.get("timeline", [])],
                      verdict=daynight_verdict(data), brief_steps=[brief_step(s) for s in data.get("steps", [])],
                      citations=[Citation(c["number"], c["text"]) for c in data.get("citations", [])],
                      zone=(start or "neither").lower(), step_list=step_list)


CHANGE_WORDS = {"added": "added", "removed": "removed", "changed": "changed",
                "replaced": "now holds another rule"}


def asker_language(query: str) -> str:
    """"ja" when the words asked hold kana or kanji, else "en"."""
    return "ja" if _JAPANESE.search(query or "") else "en"


def _plain_diff(diff) -> str:
    """A word diff for a terminal: [-removed-] {+added+}."""
    return " ".join(w if op == "=" else f"[-{w}-]" if op == "-" else f"{{+{w}+}}" for op, w in diff)


_EXILED_AS = {"suspend": "suspended", "foretell": "foretold", "plot": "plotted"}


def _turn_line(t: dict) -> str:
    """'Turn 2 (B): night — changed (A: 2 spells, 1 countered; B: a land played, not a spell)'."""
    who = f"team {' '.join(t['active_team'])}" if t.get("active_team") else t.get("active_player")
    did = []
    for p, b in (t.get("by_player") or {}).items():
        parts = [f"{b['spells_cast']} spell{'' if b['spells_cast'] == 1 else 's'}"]
        parts += [f"{b['countered']} countered (still cast)"] * bool(b["countered"])
        parts += [f"{b['spell_copies']} cop{'y' if b['spell_copies'] == 1 else 'ies'} (not cast)"] * bool(
            b["spell_copies"])
        parts += [f"{b['lands_played']} land played (not a spell)"] * bool(b["lands_played"])
        parts += [f"{b['doors_unlocked']} door unlocked (not a spell)"] * bool(b["doors_unlocked"])
        for verb in dict.fromkeys(b.get("special_exiles") or []):
            parts.append(f"{b['special_exiles'].count(verb)} {_EXILED_AS[verb]} (not a spell)")
        did.append(f"{'a nonactive player' if p == 'nonactive' else p}: {', '.join(parts)}")
    moved = f"; transformed: {', '.join(t['transformed'])}" if t.get("transformed") else ""
    return (f"Turn {t['turn']}{f' ({who})' if who else ''}: {t['designation'] or 'neither day nor night'}"
            f" ({'; '.join(did) if did else 'no spells'}){' — changed' if t.get('changed') else ''}{moved}")


def _designation(day_night: str | None) -> str | None:
    """"day" or "night" as a button must carry it; None for neither."""
    value = (day_night or "neither").strip().lower()
    return value if value in ("day", "night") else None


def _step_list(steps: str | list[str] | tuple) -> list[str]:
    if isinstance(steps, str):
        steps = steps.split(";")
    return [s.strip() for s in steps if s and s.strip()]


def _check_length(step_list: list[str]) -> None:
    if sum(len(s) for s in step_list) > MAX_STEPS_TEXT:
        raise QueryError("invalid", f"The steps are longer than {MAX_STEPS_TEXT} characters; "
                         "ask about fewer steps at a time.", key="engine_steps_too_long", values={"n": MAX_STEPS_TEXT})


def _number(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


def _face_json(f: Face) -> dict:
    return {"name": f.name, "mana_cost": f.mana_cost, "mana_value": f.mana_value, "type_line": f.type_line,
            "text": f.text, "power": f.power, "toughness": f.toughness, "japanese_name": f.japanese_name,
            "defense": f.defense}


def _unknown_step(error: QueryError, step_list: list[str]) -> str | None:
    """The step an "unknown step" error is about (None for any other error)."""
    if "DOOR_OR_FACE" not in error.message and not error.message.startswith("Unknown step"):
        return None
    return next((s for s in step_list if f"'{s}'" in error.message or f"“{s}”" in error.message), None) \
        or (step_list[-1] if step_list else None)


def card_steps(card: Card) -> list[str]:
    """Every step this card can be asked about, in its own words (its doors, faces and partner)."""
    steps = ["resolve", "enter", "copy", "blink"] + [f"move {z}" for z in ZONES if z != "stack"]
    steps += mechanics.of(card).steps(card)  # its doors, faces and partner: the card's mechanic says which
    return list(dict.fromkeys(steps))


# Words players use for a step the simulation names otherwise.
STEP_WORDS = {"flip": "transform", "turn": "transform", "convert": "transform", "daybound": "transform",
              "flicker": "blink", "exile": "move exile", "die": "move graveyard", "dies": "move graveyard",
              "sacrifice": "move graveyard", "bounce": "move hand", "play": "enter", "clone": "copy"}


def nearest_steps(card: Card, wanted: str, limit: int = 3) -> list[str]:
    """The steps for this card most like what was typed: the verb weighs as much as the whole."""
    from rapidfuzz import fuzz

    text = wanted.casefold().strip()
    verb = text.split(" ", 1)[0] if text else ""
    steps = card_steps(card)

    def score(step: str) -> float:
        s = step.casefold()
        return fuzz.ratio(verb, s.split(" ", 1)[0]) + fuzz.WRatio(text, s)

    ranked = sorted(steps, key=score, reverse=True)
    meant = STEP_WORDS.get(verb)
    if meant in steps:
        ranked = [meant] + [s for s in ranked if s != meant]
    return ranked[:limit]


def incomplete_faces(card: Card) -> list[str]:
    """Faces the loaded sources name but do not describe (the card list keeps only the first
    half of split and adventure cards)."""
    if len(card.faces) < 2:
        return []
    return [f.name for f in card.faces if not f.type_line and not f.text and not f.mana_cost]


def _incomplete_words(card: Card, missing: list[str]) -> str:
    have = [f.name for f in card.faces if f.name not in missing]
    return (f"The loaded data has only {' and '.join(have)}'s half of {card.name}, so its mana value is not "
            "shown; build the catalog from Scryfall's bulk data for the full card.")


def _layout_words(card: Card) -> str:
    return mechanics.of(card).layout_words(card)


def _face_text(f: Face) -> str:
    head = f"**{f.name}** {f.mana_cost or ''}".rstrip()
    lines = [head, f.type_line]
    if f.japanese_name:
        lines[0] += f" ({f.japanese_name})"
    if f.text:
        lines.append(f.text)
    if f.power is not None and f.toughness is not None:
        lines.append(f"{f.power}/{f.toughness}")
    if f.loyalty:
        lines.append(f"Loyalty {f.loyalty}")
    if f.defense:
        lines.append(f"Defense {f.defense}")
    return "\n".join(lines)
