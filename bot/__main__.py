"""The command line: `python -m bot card|rule|room|dfc|daynight ...` answers offline, from the
same core the Discord commands use; `catalog build` makes the catalog; `run` and `sync` are the
Discord side."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import sys
from pathlib import Path

from bot.answers import Answer
from bot.errors import CatalogMissing

log = logging.getLogger("bot")

DEFAULT_CATALOG = Path("data/catalog.sqlite3")


def catalog_path(args: argparse.Namespace) -> Path:
    return Path(args.catalog or os.environ.get("CATALOG_PATH") or DEFAULT_CATALOG)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m bot", description="Magic rules answers for Rooms, "
                                "double-faced cards and day/night, offline or on Discord.")
    p.add_argument("--catalog", help="catalog file (default: $CATALOG_PATH or data/catalog.sqlite3)")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")

    c = sub.add_parser("card", help="a card's faces, Oracle text and rulings")
    c.add_argument("name", nargs="+")
    c.add_argument("--include-nongame", action="store_true",
                   help="also find planar, scheme, vanguard and similar cards, left out otherwise")
    r = sub.add_parser("rule", help="a rule by number, a glossary term, or a word search")
    r.add_argument("query", nargs="+")
    r.add_argument("--history", action="store_true",
                   help="in which editions the rule's text changed, with a word diff (reads RULES_ARCHIVE, "
                        "default ../shared/data/rules/archive)")
    for name, what in (("room", "a Room"), ("dfc", "a double-faced or meld card")):
        s = sub.add_parser(name, help=f"simulate {what} through steps")
        s.add_argument("card", nargs="+")
        s.add_argument("--zone", default="library", help="library, hand, graveyard, exile, stack, battlefield")
        s.add_argument("--steps", default="", help='"STEP; STEP; ..."')
        s.add_argument("--day-night", default="neither", help="the game's designation at the start: neither, day "
                                                             "or night")
    d = sub.add_parser("daynight", help="simulate day and night through turns")
    d.add_argument("--start", "--day-night", dest="start", default="neither",
                   help="neither, day or night (the designation at the start; --day-night as for dfc and room)")
    d.add_argument("--steps", default="", help='"enter Tavern Ruffian; next turn; ..."')
    d.add_argument("--players", help="how many players, 2 to 8, named A, B, C… in turn order (default 2)")
    d.add_argument("--teams", help='teams taking shared team turns, e.g. "A B; C D"')
    judge = [sub.add_parser(code, help=f"a section of the {what} by number, title or words")
             for code, what in (("mtr", "Magic Tournament Rules"), ("ipg", "Infraction Procedure Guide "
                                "(`ipg penalty WORDS` for a penalty)"), ("jar", "Judging at Regular REL"))]
    judge.append(sub.add_parser("penalty", help="the IPG penalty for an infraction named or described in words"))
    for j in judge:
        j.add_argument("query", nargs="+")
    a = sub.add_parser("ask", help="a question in plain words (English or Japanese), read into one of the above")
    a.add_argument("question", nargs="+")
    a.add_argument("--lang", help="answer in this language (default: the question's language)")
    for s in (c, r, *[sub.choices[n] for n in ("room", "dfc")], d, *judge, a):
        s.add_argument("--json", action="store_true", help="print one JSON object")
    for s in (c, *[sub.choices[n] for n in ("room", "dfc")], d, a):
        s.add_argument("--rules", action="store_true", help="print the full text of every rule cited "
                                                            "(otherwise their numbers)")

    b = sub.add_parser("catalog", help="build the card catalog")
    bsub = b.add_subparsers(dest="catalog_command", required=True, metavar="build|update")
    bb = bsub.add_parser("build", help="read card and rules sources into a new catalog, swapped in when complete")
    bb.add_argument("--source", action="append", default=[],
                    help="a file, folder or URL (MTGJSON, Scryfall bulk, Cockatrice XML, card list, rules .txt); "
                         "repeatable. None: download Scryfall's bulk data and the current rules")
    bb.add_argument("--rules", help="the Comprehensive Rules file to load (default: the newest among the sources)")
    bb.add_argument("--if-missing", action="store_true", help="do nothing when the catalog already exists")
    bu = bsub.add_parser("update", help="download what changed since the catalog was built (Scryfall's bulk "
                         "updated_at, the rules link), rebuild beside it, swap it in and tell the bot (SIGHUP)")
    bu.add_argument("--force", action="store_true", help="rebuild even when nothing changed")
    bu.add_argument("--reload-pid", type=int, action="append", default=[],
                    help="a running bot's process id to send SIGHUP after the swap; repeatable")
    bu.add_argument("--reload-pid-file", action="append", default=[],
                    help="a file holding a running bot's process id; repeatable")

    sub.add_parser("run", help="start the Discord bot (needs DISCORD_TOKEN)")
    sy = sub.add_parser("sync", help="sync slash commands with Discord: globally, or to one guild")
    sy.add_argument("--guild", type=int, help="a guild (server) id")
    inv = sub.add_parser("invite", help="print the address that adds the bot to a server")
    inv.add_argument("--application-id", type=int,
                     help="the application's id (default: DISCORD_APPLICATION_ID, or read from DISCORD_TOKEN)")
    return p


async def _ask(args: argparse.Namespace) -> Answer:  # or a JudgeAnswer
    from bot.library import Library

    library = await Library.open(catalog_path(args), rules_archive=os.environ.get("RULES_ARCHIVE") or None)
    if args.command in ("mtr", "ipg", "jar", "penalty"):
        from bot.judge.desk import JudgeDesk

        try:
            desk = JudgeDesk.open(library.conn)
            query = " ".join(args.query)
            return desk.penalty(query) if args.command == "penalty" else desk.lookup(args.command, query)
        finally:
            await library.close()
    try:
        if args.command == "card":
            return await library.card(" ".join(args.name), include_non_game=args.include_nongame)
        if args.command == "rule":
            if args.history:
                return await library.rule_history(" ".join(args.query))
            return await library.rule(" ".join(args.query))
        if args.command == "ask":
            from bot.ask import ask

            question = " ".join(args.question)
            answer = await ask(library, question, locale=args.lang)
            return answer if args.json else _said_as_asked(library, answer, question, args.lang)
        if args.command == "room":
            return await library.room(" ".join(args.card), args.zone, args.steps, day_night=args.day_night)
        if args.command == "dfc":
            return await library.dfc(" ".join(args.card), args.zone, args.steps, day_night=args.day_night)
        return await library.daynight(args.start, args.steps, players=args.players, teams=args.teams)
    finally:
        await library.close()


def _said_as_asked(library, answer: Answer, question: str, locale: str | None) -> Answer:
    """An /ask answer's text in the asker's language all the way, as Discord's /ask says it (a card or
    rule it looked up, a refusal, "which one?"); how the question was read stays the command to copy.
    The JSON (--json) is /ask's own, unchanged."""
    from bot.language import said_in
    from bot.library import asker_language

    lang = "ja" if (locale or "").startswith("ja") or asker_language(question) == "ja" else "en"
    return said_in(library, answer, lang)


def _build(args: argparse.Namespace) -> int:
    from bot.catalog import store
    from bot.catalog.build import BuildError, build
    from bot.settings import SettingsError

    target = catalog_path(args)
    if args.if_missing and target.is_file():
        if store.schema_of(target) == store.SCHEMA_VERSION:
            print(f"catalog: {target} exists; not rebuilt")
            return 0
        print(f"catalog: {target} is from another version of this bot; rebuilding it")
    try:
        counts = build(target, args.source or None, rules_file=args.rules)
    except (BuildError, SettingsError) as e:
        print(f"catalog build failed: {e}. The previous catalog (if any) is unchanged.", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("catalog build interrupted. The previous catalog (if any) is unchanged.", file=sys.stderr)
        return 130
    print(f"catalog: {counts['cards']:,} cards, {counts['faces']:,} faces, {counts['rulings']:,} rulings, "
          f"{counts['names']:,} names; rules effective {counts['cr_effective']}; "
          f"built in {counts['seconds']} s -> {target}")
    _report(counts)
    return 0


def _report(counts: dict, *, judge_kept: bool = True) -> None:
    if "japanese" in counts:
        print(f"Japanese names: {counts['japanese']:,} faces")
    if counts.get("judge"):
        print("judge documents: " + ", ".join(f"{c.upper()} {n} sections" for c, n in counts["judge"].items()))
    for line in (counts.get("judge_kept") or ()) if judge_kept else ():
        print(f"judge documents: {line}")
    if counts.get("skipped"):
        print("left out: " + ", ".join(f"{n:,} {why}" for why, n in counts["skipped"].items()))


def _update(args: argparse.Namespace) -> int:
    from bot.catalog.build import BuildError
    from bot.catalog.update import update
    from bot.settings import SettingsError

    target = catalog_path(args)
    pids = list(args.reload_pid)
    try:
        for f in args.reload_pid_file:
            text = Path(f).read_text().strip()
            if not text.isdigit():
                raise BuildError(f"{f} holds no process id")
            pids.append(int(text))
        result = update(target, force=args.force, reload_pids=pids)
    except (BuildError, SettingsError, OSError) as e:
        print(f"catalog update failed: {e}. The previous catalog (if any) is unchanged.", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("catalog update interrupted. The previous catalog (if any) is unchanged.", file=sys.stderr)
        return 130
    print(result.message)
    if result.counts:
        _report(result.counts, judge_kept=False)
    for problem in result.problems:  # the update did its work, but an admin should look: exit status 1
        print(f"catalog update: {problem}", file=sys.stderr)
    return 0 if result.ok else 1


def _lean_allocator(args: argparse.Namespace) -> None:
    """`run` on Linux: start again (same process id, same arguments) with Python's objects allocated by
    the C library's malloc in at most two arenas, so that the memory a retired catalog leaves behind
    can be given back (bot.client trims it after a reload). With Python's own allocator a reload's
    freed objects stay as fragmented arenas: bench/bench_reload.py measured +15.5 % resident memory
    after ten reloads over one, +4.9 % with this. PYTHONMALLOC set by hand is respected."""
    if args.command != "run" or sys.platform != "linux" or "PYTHONMALLOC" in os.environ:
        return
    env = {**os.environ, "PYTHONMALLOC": "malloc", "MALLOC_ARENA_MAX": os.environ.get("MALLOC_ARENA_MAX", "2")}
    os.execve(sys.executable, [sys.executable, "-m", "bot", *sys.argv[1:]], env)


def card_refusal_text(answer) -> str:
    """A /card refusal as the command line says it: what was not found, the closest names, and the
    request rewritten as the commands to type here (Discord's `/card …` and `/ask …` become
    `python -m bot card "…"` and `python -m bot ask "…"`), in the asker's language."""
    import shlex

    from bot.ask.words import say

    err, lang = answer.error, answer.language
    lines = [say(lang, "card_missing", query=answer.query[:100])]
    if err.get("suggestions"):
        lines.append(f"{say(lang, 'did_you_mean_field')}: " + "; ".join(err["suggestions"]))
    card = err["rewrite"].removeprefix("/card ")
    example = str(err.get("example") or "").removeprefix("/ask ")
    lines.append(say(lang, "cli_again" if err.get("suggestions") else "cli_none",
                     command=f"python -m bot card {shlex.quote(card)}"))
    if example:
        lines.append(say(lang, "cli_ask", command=f"python -m bot ask {shlex.quote(example)}"))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if argv is None:  # the command line itself, not a call from a test or a benchmark
        _lean_allocator(args)
    logging.basicConfig(level=os.environ.get("LOG_LEVEL", "WARNING").upper(),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        if args.command == "catalog":
            return _update(args) if args.catalog_command == "update" else _build(args)
        if args.command in ("run", "sync", "invite"):
            from bot import client
            from bot.settings import SettingsError, load_settings

            if args.catalog:
                os.environ["CATALOG_PATH"] = args.catalog
            try:
                settings = load_settings()
            except SettingsError as e:
                print(f"settings: {e} (see .env.example)", file=sys.stderr)
                return 2
            if args.command == "invite":
                return client.print_invite(settings, args.application_id)
            if args.command == "run":
                return client.run_bot(settings)
            return client.sync_commands(settings, args.guild)
        answer = asyncio.run(_ask(args))
    except CatalogMissing as e:
        print(str(e), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except Exception as e:  # a bug, not bad input: one line, the traceback only when asked for
        log.debug("unexpected error", exc_info=True)
        print(f"internal error: {type(e).__name__}: {e} (set LOG_LEVEL=DEBUG for details)", file=sys.stderr)
        return 1
    try:
        if getattr(args, "json", False):
            print(json.dumps(answer.json, ensure_ascii=False, indent=2))
        elif answer.error and answer.error.get("kind") == "not_understood":
            print(answer.answer)  # the message and the related rulings and rules
        elif answer.error and answer.error.get("rewrite") and args.command == "card":
            print(card_refusal_text(answer))
        elif args.command in ("card", "room", "dfc", "daynight", "ask"):
            print(answer.text(rules=args.rules))
        else:
            print(answer.text())
        sys.stdout.flush()
    except BrokenPipeError:  # `| head`: the reader has what it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0 if answer.ok else 2


if __name__ == "__main__":
    sys.exit(main())
