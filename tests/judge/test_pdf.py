"""The PDF path: a small Infraction Procedure Guide written here with fpdf2 in the official
typography (small capitals, dot-leader contents, page numbers, bold infraction headings with the
penalty at the right margin) goes through the same reader, parser and store as the real thing."""

from __future__ import annotations

import sqlite3

import pytest

fpdf = pytest.importorskip("fpdf")

from bot.judge import pdf, store  # noqa: E402
from bot.judge.desk import JudgeDesk  # noqa: E402
from bot.judge.parse import parse  # noqa: E402

BODY = 10


def small_caps(doc, text: str, size: float, *, bold: bool = True) -> None:
    """Set `text` as the PDFs do: each word's first capital at `size`, the rest as capitals at 0.78 x."""
    style = "B" if bold else ""
    for i, word in enumerate(text.split(" ")):
        if i:
            doc.set_font("Helvetica", style, size * 0.78)
            doc.write(text=" ")
        head, rest = word[:1], word[1:]
        if head.isupper():
            doc.set_font("Helvetica", style, size)
            doc.write(text=head)
            if rest:
                doc.set_font("Helvetica", style, size * 0.78)
                doc.write(text=rest.upper())
        else:
            doc.set_font("Helvetica", style, size * 0.78)
            doc.write(text=word.upper())
    doc.ln(size * 0.6)


def para(doc, text: str) -> None:
    doc.set_font("Helvetica", "", BODY)
    doc.multi_cell(0, 5, text=text, new_x="LMARGIN", new_y="NEXT")
    doc.ln(3)


def heading(doc, text: str, penalty: str | None = None) -> None:
    doc.set_font("Helvetica", "B", BODY)
    doc.cell(130, 6, text=text)
    if penalty:
        doc.cell(0, 6, text=penalty, align="R")
    doc.ln(8)


class MiniGuide(fpdf.FPDF):
    def footer(self) -> None:  # the page number, as on every page of the official files
        self.set_y(-15)
        self.set_font("Helvetica", "", BODY)
        self.cell(0, 10, text=str(self.page_no()), align="R")


def write_guide(path, effective: str = "September 23, 2024") -> None:
    doc = MiniGuide(format="letter")
    doc.core_fonts_encoding = "windows-1252"
    doc.set_auto_page_break(True, margin=25)
    doc.add_page()
    small_caps(doc, "Magic Infraction Procedure Guide", 14)
    doc.set_font("Helvetica", "I", BODY)
    doc.cell(0, 6, text=f"Effective {effective}", new_x="LMARGIN", new_y="NEXT")
    doc.ln(4)
    small_caps(doc, "Contents", 11)
    for number, title, page in (("1.", "General Philosophy", 2), ("1.1.", "Definition of Penalties", 2),
                                ("2.", "Game Play Errors", 2),
                                ("2.1.", "Game Play Error — Missed Trigger", 2),
                                ("2.2.", "Game Play Error — Looking at Extra Cards", 3)):
        doc.set_font("Helvetica", "", 9)
        doc.cell(0, 5, text=f"{number} {title} " + "." * 60 + f" {page}", new_x="LMARGIN", new_y="NEXT")
    doc.add_page()
    small_caps(doc, "1. General Philosophy", 12)
    para(doc, "Judges are neutral arbiters and enforcers of policy and rules.")
    small_caps(doc, "1.1. Definition of Penalties", 12)
    para(doc, "Warnings are used in situations of incorrect play when a small amount of time is needed.")
    small_caps(doc, "2. Game Play Errors", 12)
    para(doc, "Many offenses are caused by errors in game play.")
    heading(doc, "2.1.   Game Play Error — Missed Trigger", "No Penalty")
    heading(doc, "Definition")
    para(doc, "A triggered ability triggers, but the player controlling the ability doesn’t demonstrate "
              "awareness of the trigger’s existence by the first time that it would affect the game in a "
              "visible fashion. The Out-of-Order Sequencing rules (MTR section 4.3) may also be applicable, "
              "especially as they relate to batches of actions or resolving items on the stack in an "
              "improper order.")
    heading(doc, "Philosophy")
    para(doc, "Players are expected to remember their own triggers.")
    para(doc, "Upgrade: If the triggered ability is usually considered detrimental for the controlling "
              "player, the penalty is a Warning.")
    doc.add_page()
    heading(doc, "2.2.   Game Play Error — Looking at Extra Cards", "Warning")
    heading(doc, "Definition")
    para(doc, "A player takes an action that may have enabled them to see the faces of cards that they "
              "were not entitled to see.")
    doc.output(str(path))


@pytest.fixture(scope="module")
def guide_pdf(tmp_path_factory):
    path = tmp_path_factory.mktemp("judge") / "judge" / "MTG_IPG_mini.pdf"
    path.parent.mkdir()
    write_guide(path)
    return path


def test_the_pdf_is_read_into_its_sections(guide_pdf):
    doc = parse(pdf.read_pdf_file(guide_pdf), source=str(guide_pdf))
    assert doc.code == "ipg" and doc.title == "Magic Infraction Procedure Guide"
    assert str(doc.effective) == "2024-09-23"
    assert [(s.number, s.title) for s in doc.sections] == [
        ("1", "General Philosophy"), ("1.1", "Definition of Penalties"), ("2", "Game Play Errors"),
        ("2.1", "Game Play Error — Missed Trigger"), ("2.2", "Game Play Error — Looking at Extra Cards")]
    # the contents agree with the headings, and their dot leaders are not in any section's text
    assert [(c.number, c.title) for c in doc.contents] == [(s.number, s.title) for s in doc.sections]
    assert not any("....." in s.text for s in doc.sections)


def test_infraction_parts_and_penalty_come_through(guide_pdf):
    doc = parse(pdf.read_pdf_file(guide_pdf), source=str(guide_pdf))
    missed = next(s for s in doc.sections if s.number == "2.1")
    assert missed.penalty == "No Penalty" and missed.infraction == "Missed Trigger"
    assert [p.name for p in missed.parts] == ["Definition", "Philosophy", "Upgrade"]
    assert missed.part("Upgrade").startswith("If the triggered ability is usually considered detrimental")
    # one paragraph, its line breaks rejoined with single spaces
    assert "doesn’t demonstrate awareness of the trigger’s existence by the first time" in missed.part("Definition")
    assert "\n" not in missed.part("Definition")
    extra = next(s for s in doc.sections if s.number == "2.2")
    assert extra.penalty == "Warning"
    # page numbers are furniture: no section ends with a stray "2" or "3"
    assert not any(s.text.rstrip().endswith((" 2", " 3")) for s in doc.sections)


def test_a_pdf_in_judge_folder_is_built_into_the_catalog_and_answers(guide_pdf, tmp_path):
    files = store.find_files([str(guide_pdf.parent.parent)])
    assert files == [guide_pdf]
    conn = sqlite3.connect(tmp_path / "c.sqlite3")
    with conn:
        counts = store.write_documents(conn, store.read_files(files))
    assert counts == {"ipg": 5}
    desk = JudgeDesk.open(conn)
    answer = desk.penalty("forgot a trigger")
    assert answer.lead.startswith("**Missed Trigger — No Penalty**")
    assert answer.xrefs == []  # the MTR is not loaded: no button to a section that is not there
    assert desk.lookup("mtr", "4.2").error["kind"] == "not_found"


def test_a_file_that_is_no_judge_document_is_left_out_with_a_warning(tmp_path, caplog, guide_pdf):
    folder = tmp_path / "judge"
    folder.mkdir()
    (folder / "notes.html").write_text("<html><title>Shopping list</title><body>eggs</body></html>")
    (folder / "broken.pdf").write_bytes(b"%PDF-1.4 this is not really a PDF")
    (folder / "ipg.pdf").write_bytes(guide_pdf.read_bytes())
    docs = store.read_files(store.find_files([str(tmp_path)]))
    assert [d.code for d in docs] == ["ipg"]
    assert "notes.html is left out of the catalog" in caplog.text
    assert "broken.pdf is left out of the catalog" in caplog.text


def set_as_pdf(html_path, pdf_path) -> None:
    """The real document set again as a PDF: every run of text at its own place, size and weight
    (Times, as the official files), the text flowing on where the conversion split a line."""
    from bot.judge.layout import read_html_file

    _, lines = read_html_file(html_path)
    doc = fpdf.FPDF(unit="pt", format=(612, 792))
    doc.core_fonts_encoding = "windows-1252"
    doc.set_auto_page_break(False)
    page = None
    for ln in lines:
        if ln.page != page:
            doc.add_page()
            page = ln.page
        x_end = None
        for run in ln.runs:
            text = run.text.encode("cp1252", "replace").decode("cp1252")
            size = run.size / pdf.ZOOM
            doc.set_font("Times", ("B" if run.bold else "") + ("I" if run.italic else ""), size)
            x = run.left / pdf.ZOOM
            if x_end is not None and x - x_end < 2.5 * size:
                x = x_end
            doc.text(x, ln.top / pdf.ZOOM + size * 0.8, text)
            x_end = x + doc.get_string_width(text)
    doc.output(str(pdf_path))


@pytest.mark.parametrize("code", ["ipg", "jar", "mtr"])
def test_the_real_documents_set_as_pdf_parse_like_the_html(documents, tmp_path, code):
    from tests.judge.conftest import JUDGE_DATA

    set_as_pdf(JUDGE_DATA / f"{code}.html", tmp_path / f"{code}.pdf")
    from_pdf = parse(pdf.read_pdf_file(tmp_path / f"{code}.pdf"))
    from_html = documents[code]
    assert (from_pdf.code, from_pdf.title, from_pdf.effective) == (code, from_html.title, from_html.effective)
    assert [(s.number, s.title, s.penalty, [p.name for p in s.parts]) for s in from_pdf.sections] == \
           [(s.number, s.title, s.penalty, [p.name for p in s.parts]) for s in from_html.sections]
    assert from_pdf.contents == from_html.contents and from_pdf.quick_reference == from_html.quick_reference

    def words(text: str) -> str:  # table cells may split differently: the fonts' widths differ
        return " ".join(text.replace("|", " ").split())

    assert [words(s.text) for s in from_pdf.sections] == [words(s.text) for s in from_html.sections]
