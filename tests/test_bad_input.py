"""Whatever a person types, every question gets an answer or a clear error, never an exception."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

KINDS = {"not_found", "ambiguous", "invalid"}

hostile = st.one_of(
    st.text(max_size=300),
    st.sampled_from(["", " ", "x" * 1000, "'; DROP TABLE cards; --", '" OR 1=1 --', "NEAR(a b)", "*", "709.5 OR",
                     "<@&123>", "@here", "**__~~||`", "\x00\x1b[31m", "rule 999.9", "𝕯𝖊𝖑𝖛𝖊𝖗", "ﾃﾞﾙﾊﾞｰ"]),
)
cases = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def check(answer):
    if answer.error:
        assert answer.error["kind"] in KINDS and answer.error["message"]
        assert answer.json["error"] == answer.error
    else:
        assert answer.json and answer.title


@cases
@given(text=hostile)
async def test_card_and_rule_answer_anything(library, text):
    check(await library.card(text))
    check(await library.rule(text))


@cases
@given(steps=hostile, zone=st.sampled_from(["library", "battlefield", "nowhere", "", "STACK"]))
async def test_simulations_answer_any_steps(library, steps, zone):
    check(await library.room("Bottomless Pool", zone, steps))
    check(await library.dfc("Delver of Secrets", zone, steps))
    check(await library.daynight(zone, steps))


@pytest.mark.parametrize("call, kind", [
    (lambda lib: lib.room("Delver of Secrets"), "invalid"),  # not a Room
    (lambda lib: lib.dfc("Opt"), "invalid"),  # not double-faced
    (lambda lib: lib.room("Bottomless Pool", "under the table"), "invalid"),
    (lambda lib: lib.room("Bottomless Pool", "library", "dance wildly"), "invalid"),
    (lambda lib: lib.daynight("dusk", "next turn"), "invalid"),
    (lambda lib: lib.daynight("neither", ""), "invalid"),
    (lambda lib: lib.daynight("neither", "enter Qwzxv Plorf"), "not_found"),
    (lambda lib: lib.rule("x" * 400), "invalid"),
    (lambda lib: lib.rule("999.9"), "not_found"),
])
async def test_each_bad_question_says_what_was_wrong(library, call, kind):
    answer = await call(library)
    assert answer.error and answer.error["kind"] == kind, answer.error
