"""The parser on lines written by hand: small capitals, page numbers, infraction headings."""

from __future__ import annotations

from bot.judge.layout import Line, Run
from bot.judge.parse import line_text, parse

H = 1188.0


def line(page: int, top: float, *runs: tuple[str, float, bool], left: float = 81.0) -> Line:
    out, x = [], left
    for text, size, bold in runs:
        out.append(Run(text, x, size, bold))
        x += len(text) * size * 0.5
    return Line(page, top, tuple(out), H)


def test_small_capitals_become_lower_case_letters():
    ln = line(1, 79, ("1.2.", 18, True), ("  A", 18, True), ("PPLYING ", 14, True), ("P", 18, True),
              ("ENALTIES", 14, True))
    assert line_text(ln) == "1.2. Applying Penalties"


def test_a_two_page_document_loses_its_page_numbers_and_keeps_its_infraction():
    lines = [
        line(1, 96, ("M", 23, True), ("AGIC ", 19, True), ("I", 23, True), ("NFRACTION ", 19, True),
             ("P", 23, True), ("ROCEDURE ", 19, True), ("G", 23, True), ("UIDE", 19, True)),
        line(1, 129, ("Effective September 23, 2024 ", 18, False)),
        line(1, 168, ("2.", 18, True), (" G", 18, True), ("AME ", 14, True), ("P", 18, True), ("LAY ", 14, True),
             ("E", 18, True), ("RRORS", 14, True)),
        line(1, 200, ("Many offenses are errors of game play. ", 18, False)),
        line(1, 240, ("2.1.      Game Play Error — Missed Trigger ", 18, True), ("No Penalty", 18, True)),
        line(1, 1091, ("1 ", 18, False), left=828),
        line(2, 79, ("Definition ", 18, True), left=135),
        line(2, 104, ("A triggered ability triggers, but the player controlling the ability doesn’t ", 18, False),
             left=135),
        line(2, 125, ("demonstrate awareness of the trigger’s existence. ", 18, False), left=135),
        line(2, 1091, ("2 ", 18, False), left=828),
    ]
    doc = parse(lines)
    assert doc.code == "ipg" and doc.title == "Magic Infraction Procedure Guide"
    assert [(s.number, s.title, s.penalty) for s in doc.sections] == [
        ("2", "Game Play Errors", None), ("2.1", "Game Play Error — Missed Trigger", "No Penalty")]
    missed = doc.sections[1]
    assert missed.part("Definition") == ("A triggered ability triggers, but the player controlling the ability "
                                         "doesn’t demonstrate awareness of the trigger’s existence.")
    assert doc.sections[0].text == "Many offenses are errors of game play."
