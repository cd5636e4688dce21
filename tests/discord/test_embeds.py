"""Any answer, of any size, becomes an embed Discord accepts, with the answer first."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.answers import Answer, Citation, error_answer
from bot.catalog.model import Ruling
from bot.embeds import (
    DESCRIPTION_MAX,
    ELLIPSIS,
    FIELD_VALUE_MAX,
    FIELDS_MAX,
    TOTAL_MAX,
    answer_embed,
    shorten,
    units,
    within_limits,
)

# Text of any size and any characters, long ones often (emoji count twice in UTF-16).
text = st.one_of(st.text(max_size=50), st.text(min_size=900, max_size=5000),
                 st.text(alphabet="ab 😀\n", min_size=0, max_size=9000))
short = st.text(max_size=300)


@st.composite
def answers(draw) -> Answer:
    return Answer(
        command=draw(st.sampled_from(["card", "rule", "room", "dfc", "daynight"])),
        query=draw(short), title=draw(text), answer=draw(text), json={},
        cr_effective=draw(st.sampled_from(["", "2026-04-17"]) | short),
        steps=draw(st.lists(text, max_size=40)),
        citations=draw(st.lists(st.builds(Citation, short, text), max_size=40)),
        rulings=draw(st.lists(st.builds(Ruling, short, text), max_size=40)),
    )


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(answers())
def test_any_answer_fits_every_embed_limit(answer):
    embed = answer_embed(answer)
    assert within_limits(embed) == []
    assert len(embed) <= TOTAL_MAX  # discord.py's own count agrees
    assert len(embed.fields) <= FIELDS_MAX


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(short, text, st.lists(text, max_size=40))
def test_any_error_answer_fits(query, message, suggestions):
    embed = answer_embed(error_answer("card", query, "ambiguous", message, suggestions))
    assert within_limits(embed) == []


@given(st.text(max_size=3000), st.integers(min_value=1, max_value=2000))
def test_shorten_fits_and_shows_it_was_shortened(s, limit):
    out = shorten(s, limit)
    assert units(out) <= limit
    if units(s) <= limit:
        assert out == s
    else:
        assert out.endswith(ELLIPSIS)


def test_answer_first_then_steps_rules_rulings_and_edition_footer():
    answer = Answer(command="room", query="Bottomless Pool", title="Bottomless Pool // Locker Room",
                    answer="Its mana value is 1.", json={}, cr_effective="2026-04-17",
                    steps=["Cast Bottomless Pool.", "It resolves."],
                    citations=[Citation("709.5d", "A door that was unlocked ...")],
                    rulings=[Ruling("2024-09-20", "You may cast either half.")])
    data = answer_embed(answer).to_dict()
    assert data["title"] == "Bottomless Pool // Locker Room"
    assert data["description"] == "Its mana value is 1."
    names = [f["name"] for f in data["fields"]]
    assert names == ["Steps", "Rule 709.5d", "Ruling (2024-09-20)"]
    assert data["fields"][0]["value"] == "1. Cast Bottomless Pool.\n2. It resolves."
    assert data["footer"]["text"] == "Comprehensive Rules effective 2026-04-17"


def test_a_long_answer_is_shortened_visibly_and_leaves_room_for_the_rules():
    answer = Answer(command="dfc", query="x", title="Rule 1", answer="word " * 3000, json={},
                    cr_effective="2026-04-17",
                    citations=[Citation(f"100.{i}", "text " * 400) for i in range(30)])
    data = answer_embed(answer).to_dict()
    assert data["description"].endswith(ELLIPSIS) and len(data["description"]) <= DESCRIPTION_MAX
    assert data["fields"][0]["name"] == "Rule 100.0"
    assert all(len(f["value"]) <= FIELD_VALUE_MAX for f in data["fields"])
    assert data["fields"][-1]["name"] == "Not shown" and "more rules" in data["fields"][-1]["value"]
    assert within_limits(answer_embed(answer)) == []


def test_error_lists_the_candidates():
    data = answer_embed(error_answer("card", "Delvr", "not_found", "No card is named like “Delvr”.",
                                     ["Deliver", "Derelor"])).to_dict()
    assert data["title"] == "Not found"
    assert data["fields"] == [{"name": "Did you mean", "value": "• Deliver\n• Derelor", "inline": False}]
