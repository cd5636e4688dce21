"""The judge's desk as a person uses it: section numbers, bad input, a catalog built without
the judge documents, cross-references, autocomplete, paging, and the command line."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys

import pytest

from bot.judge.desk import PAGE_SIZE, JudgeDesk, paginate
from tests.conftest import ROOT, SHARED_DATA


def test_a_section_by_number_title_and_appendix(desk):
    assert desk.lookup("mtr", "4.2").title == "Tournament Shortcuts"
    assert desk.lookup("mtr", "MTR 4.2").number == "4.2"
    assert desk.lookup("mtr", "section 4.2.").number == "4.2"
    assert desk.lookup("mtr", "Tournament Shortcuts").number == "4.2"
    assert desk.lookup("mtr", "appendix f").title == "Rules Enforcement Levels of Programs"
    assert desk.lookup("ipg", "Hidden Card Error").number == "2.3"
    assert desk.lookup("ipg", "framework-of-this-document").title == "Framework of this Document"


def test_an_infraction_leads_with_its_penalty(desk):
    answer = desk.lookup("ipg", "3.4")
    assert answer.lead == "**Decklist Problem — Game Loss** (Competitive and Professional REL)"
    assert answer.pages[0].startswith("**Upgrade / downgrade:** none in the IPG")  # the penalty card first
    assert "**Fix:** If the decklist contains illegal cards" in answer.pages[0]
    assert answer.pages[1].startswith("**Definition**\nThe decklist is illegal")  # then the section
    assert answer.footer() .startswith("Infraction Procedure Guide effective 2024-09-23")
    assert answer.url == "https://wpn.wizards.com/en/rules-documents"


def test_ipg_penalty_words_inside_the_ipg_command(desk):
    answer = desk.lookup("ipg", "penalty for slow play")
    assert answer.command == "penalty" and answer.number == "3.3"
    assert desk.lookup("ipg", "penalty quick reference").number == "A"


@pytest.mark.parametrize("code", ["mtr", "ipg", "jar"])
def test_bad_input_gets_a_clear_message(desk, code):
    for query in ("", "   "):
        answer = desk.lookup(code, query)
        assert answer.error["kind"] == "invalid" and "empty" in answer.error["message"]
    answer = desk.lookup(code, "shortcut " * 120)
    assert answer.error["kind"] == "invalid" and "characters long" in answer.error["message"]
    answer = desk.lookup(code, "99.9")
    assert answer.error["kind"] == "not_found" and "has no section 99.9" in answer.error["message"]
    assert desk.lookup(code, "zzzqqq xyzzy").error["kind"] == "not_found"


def test_an_unknown_section_says_which_exist(desk):
    err = desk.lookup("ipg", "2.9").error
    assert "Its sections: 1–4 and their subsections, appendices A–B." in err["message"]
    assert err["suggestions"][:2] == ["2 — Game Play Errors", "2.1 — Missed Trigger (No Penalty)"]
    assert "no section 6.1" in desk.lookup("jar", "6.1").error["message"]
    assert "no section 4.2.1" in desk.lookup("mtr", "4.2.1").error["message"]  # not a word search for 4, 2, 1
    assert desk.penalty("xyzzy plugh").error["kind"] == "not_found"


def test_cross_references_become_links_to_sections_that_exist(desk):
    missed = desk.lookup("ipg", "2.1")
    assert ("mtr", "4.3", "Out-of-Order Sequencing") in missed.xrefs  # "(MTR section 4.3)"
    applying = desk.lookup("ipg", "1.2")
    assert ("ipg", "3.1", "Tournament Error — Tardiness") in applying.xrefs  # "Tardiness (3.1)"
    assert ("ipg", "3.4", "Tournament Error — Decklist Problem") in applying.xrefs
    levels = desk.lookup("mtr", "1.12")
    assert levels.xrefs == [("mtr", "F", "Rules Enforcement Levels of Programs")]  # "listed in Appendix F."
    assert desk.lookup("mtr", "F").heading == "MTR Appendix F — Rules Enforcement Levels of Programs"
    pairing = desk.lookup("mtr", "10.4")
    assert ("mtr", "7.6", "Draft Pod Assembly") in pairing.xrefs  # "as explained in section 7.6"
    for answer in (missed, applying, pairing):
        assert all(desk.section(c, n) is not None for c, n, _ in answer.xrefs)


def test_autocomplete(desk):
    assert desk.autocomplete("ipg", "missed")[0] == ("2.1 — Missed Trigger (No Penalty)", "2.1")
    assert desk.autocomplete("ipg", "hidden card")[0][1] == "2.3"
    assert [v for _, v in desk.autocomplete("mtr", "4.")][:3] == ["4", "4.1", "4.2"]
    assert desk.autocomplete("mtr", "appendix")[0] == ("Appendix A — Changes From Previous Versions", "A")
    assert len(desk.autocomplete("mtr", "")) == 17  # the introduction, 10 chapters, 6 appendices
    assert all(len(label) <= 100 and len(value) <= 100 for label, value in desk.autocomplete("jar", "a"))
    assert desk.autocomplete("mtr", "qqqq") == []
    assert desk.lookup("jar", "2.1").footer() == ("Judging at Regular REL effective 2024-09-23 · headings numbered "
                                                  "in order by the bot")
    assert desk.penalty_autocomplete("drew")[0] == ("Hidden Card Error — Warning", "Hidden Card Error")


def test_every_section_pages_within_the_limit_and_keeps_every_word(desk):
    for code, doc in desk.documents.items():
        for s in doc.sections:
            pages = paginate(s.text)
            assert all(len(p) <= PAGE_SIZE for p in pages), (code, s.number)
            assert " ".join(" ".join(pages).split()) == " ".join(s.text.split()), (code, s.number)


@pytest.fixture(scope="module")
def catalog_without_judge(tmp_path_factory):
    from bot.catalog.build import build

    path = tmp_path_factory.mktemp("nojudge") / "catalog.sqlite3"
    build(path, [str(SHARED_DATA / "cockatrice" / "DSK.xml"), str(SHARED_DATA / "rules" / "MagicCompRules_20260417.txt")],
          progress=False)
    return path


def test_a_catalog_built_without_judge_documents_says_how_to_add_them(catalog_without_judge):
    desk = JudgeDesk.open(sqlite3.connect(catalog_without_judge))
    assert desk.documents == {}
    for code in ("mtr", "ipg", "jar"):
        err = desk.lookup(code, "4.2").error
        assert err["kind"] == "not_found"
        assert "not in this catalog (judge documents loaded: none)" in err["message"]
        assert "judge/" in err["message"] and "catalog build" in err["message"]
    assert "Infraction Procedure Guide (IPG) is not in this catalog" in desk.penalty("slow play").error["message"]
    assert desk.autocomplete("mtr", "4") == []


def run(*args, catalog):
    proc = subprocess.run([sys.executable, "-m", "bot", "--catalog", str(catalog), *args],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert "Traceback" not in proc.stderr + proc.stdout
    return proc


def test_command_line_json_and_text(catalog_path, catalog_without_judge):
    out = json.loads(run("ipg", "missed", "trigger", "--json", catalog=catalog_path).stdout)
    assert out["section"]["number"] == "2.1" and out["section"]["penalty"] == "No Penalty"
    assert out["effective"] == "2024-09-23" and set(out["section"]["parts"]) >= {"Definition", "Philosophy"}
    proc = run("penalty", "drew", "an", "extra", "card", catalog=catalog_path)
    assert proc.returncode == 0
    assert proc.stdout.splitlines()[2] == "**Hidden Card Error — Warning** (Competitive and Professional REL)"
    assert "Infraction Procedure Guide effective 2024-09-23" in proc.stdout
    proc = run("mtr", "42.42", "--json", catalog=catalog_path)
    assert proc.returncode == 2 and json.loads(proc.stdout)["error"]["kind"] == "not_found"
    proc = run("jar", "2.1", catalog=catalog_without_judge)
    assert proc.returncode == 2 and "not in this catalog" in proc.stdout
