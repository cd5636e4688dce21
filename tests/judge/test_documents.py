"""The MTR, IPG and JAR in ../shared/data/judge/ parsed into their sections: every number and
title against each document's own table of contents, every IPG infraction with its penalty
(against Appendix A too), and none of the page furniture left in the text."""

from __future__ import annotations

import datetime
import re

from bot.judge.parse import PARTS


def numbered(doc):
    return {s.number: s for s in doc.sections if s.numbered}


def test_titles_and_effective_dates(documents):
    assert documents["mtr"].title == "Magic: The Gathering® Tournament Rules"
    assert documents["mtr"].effective == datetime.date(2025, 11, 10)
    assert documents["ipg"].title == "Magic Infraction Procedure Guide"
    assert documents["ipg"].effective == datetime.date(2024, 9, 23)
    assert documents["jar"].title == "Judging at Regular Rules Enforcement Level (REL)"
    assert documents["jar"].effective == datetime.date(2024, 9, 23)


def test_section_counts(documents):
    # 10 chapters, 88 sections, appendices A-F, and the introduction
    assert len(documents["mtr"].sections) == 104
    # 4 chapters, 28 sections (23 of them infractions), appendices A-B, introduction and framework
    assert len(documents["ipg"].sections) == 36
    assert len(documents["jar"].sections) == 10


def test_every_contents_entry_of_the_mtr_and_ipg_is_a_parsed_section(documents):
    for code in ("mtr", "ipg"):
        doc = documents[code]
        sections = {s.number: s for s in doc.sections}
        appendix_text = ""
        for entry in doc.contents:
            if entry.number in sections:
                assert sections[entry.number].title.casefold() == entry.title.casefold(), (code, entry)
            else:
                # an appendix's own sub-headings ("Booster Draft Timing") are part of its text
                appendix_text = appendix_text or " ".join(s.text for s in doc.sections if s.number.isalpha())
                assert entry.title.rstrip() in appendix_text, (code, entry)
        listed = {e.number for e in doc.contents}
        assert [n for n in numbered(doc) if n not in listed] == [], code
    assert len(documents["mtr"].contents) == 114 and len(documents["ipg"].contents) == 36


def test_the_contents_are_the_ones_printed(documents):
    mtr = {e.number: e.title for e in documents["mtr"].contents}
    assert mtr["4.2"] == "Tournament Shortcuts" and mtr["10.4"] == "Pairing Algorithm"
    assert mtr["F"] == "Rules Enforcement Levels of Programs"
    ipg = {e.number: e.title for e in documents["ipg"].contents}
    assert ipg["2.1"] == "Game Play Error — Missed Trigger" and ipg["4.8"] == "Unsporting Conduct — Cheating"


def test_small_capitals_are_rejoined(documents):
    ipg = {s.number: s.title for s in documents["ipg"].sections}
    assert ipg["1"] == "General Philosophy"  # printed "G ENERAL P HILOSOPHY" in small capitals
    assert ipg["1.3"] == "Randomizing a Library"
    assert ipg["A"] == "Penalty Quick Reference"
    for doc in documents.values():
        for s in doc.sections:
            assert not re.search(r"\b[A-Z] [A-Z]{3,}", s.title), s.title


def test_jar_headings_in_order(documents):
    """The JAR has no numbers and no contents: its headings, in the order printed."""
    assert [(s.number, s.title[:50]) for s in documents["jar"].sections] == [(n, t[:50]) for n, t in [
        ("1", "Introduction"),
        ("2", "Common Issues"),
        ("2.1", "A player forgets a triggered ability (one that uses the words “"),
        ("2.2", "A player sees a card in a library that they shouldn’t have seen"),
        ("2.3", "A player accidentally draws more cards or has more cards in th"),
        ("2.4", "A player makes an in-game error not mentioned above"),
        ("2.5", "A player has illegal, insufficient, or another player’s cards "),
        ("3", "General Unwanted Behaviors"),
        ("4", "Serious Problems"),
        ("5", "Resources"),
    ]]
    assert documents["jar"].numbered_by_us and not documents["mtr"].numbered_by_us
    # a heading that wraps onto a second line is one heading
    assert documents["jar"].sections[2].title.endswith("usually at the start of the ability's text)")


IPG_PENALTIES = {
    "2.1": ("Missed Trigger", "No Penalty"), "2.2": ("Looking at Extra Cards", "Warning"),
    "2.3": ("Hidden Card Error", "Warning"), "2.4": ("Mulligan Procedure Error", "Warning"),
    "2.5": ("Game Rule Violation", "Warning"), "2.6": ("Failure to Maintain Game State", "Warning"),
    "3.1": ("Tardiness", "Game Loss"), "3.2": ("Outside Assistance", "Match Loss"),
    "3.3": ("Slow Play", "Warning"), "3.4": ("Decklist Problem", "Game Loss"),
    "3.5": ("Deck Problem", "Warning"), "3.6": ("Limited Procedure Violation", "Warning"),
    "3.7": ("Communication Policy Violation", "Warning"), "3.8": ("Marked Cards", "Warning"),
    "3.9": ("Insufficient Shuffling", "Warning"), "4.1": ("Unsporting Conduct — Minor", "Warning"),
    "4.2": ("Unsporting Conduct — Major", "Match Loss"), "4.3": ("Improperly Determining a Winner", "Match Loss"),
    "4.4": ("Bribery and Wagering", "Match Loss"), "4.5": ("Aggressive Behavior", "Disqualification"),
    "4.6": ("Theft of Tournament Material", "Disqualification"), "4.7": ("Stalling", "Disqualification"),
    "4.8": ("Cheating", "Disqualification"),
}


def test_every_ipg_infraction_with_its_penalty(documents):
    ipg = documents["ipg"]
    found = {s.number: (s.infraction, s.penalty) for s in ipg.sections if s.penalty}
    assert found == IPG_PENALTIES


def test_appendix_a_agrees_with_the_headings(documents):
    ipg = documents["ipg"]
    assert len(ipg.quick_reference) == 23
    for number, (name, penalty) in IPG_PENALTIES.items():
        assert ipg.quick_reference[name] == ("None" if penalty == "No Penalty" else penalty), name


def test_infraction_parts(documents):
    for s in documents["ipg"].sections:
        if not s.penalty:
            continue
        names = [p.name for p in s.parts]
        assert names[:3] == ["Definition", "Examples", "Philosophy"] or (
            s.number in ("4.7", "4.8") and names == ["Definition", "Examples"]), (s.number, names)
        assert set(names) <= set(PARTS)
    tardiness = next(s for s in documents["ipg"].sections if s.number == "3.1")
    assert [p.name for p in tardiness.parts][-2:] == ["Upgrade", "Downgrade"]
    assert tardiness.part("Upgrade").startswith("A player not in their seat 10 minutes into the round")


def test_no_page_furniture_in_the_text(documents):
    for doc in documents.values():
        for s in doc.sections:
            assert "....." not in s.text, (doc.code, s.number)
            for para in s.text.split("\n\n"):
                assert not re.fullmatch(r"\d{1,3}", para.strip()), (doc.code, s.number, para)
            assert "All trademarks are property of Wizards" not in s.text, (doc.code, s.number)
    # a page break inside a paragraph does not cut it: MTR 10.4 runs over pages 43-45
    pairing = next(s for s in documents["mtr"].sections if s.number == "10.4")
    assert "For a 4-player playoff, the 1st place player plays the 4th place player" in pairing.text
    assert "the 4th place player plays the 5th place player" in pairing.text


def test_words_split_by_the_conversion_are_rejoined(documents):
    ipg = {s.number: s for s in documents["ipg"].sections}
    # "reporte" + "d" are two runs in the HTML (a link starts mid-word)
    assert "Disqualifications should be reported here." in ipg["1.1"].text
    mtr = {s.number: s for s in documents["mtr"].sections}
    assert "A tournament shortcut is an action taken by players to skip parts of the technical play " \
           "sequence without explicitly announcing them." in mtr["4.2"].text
