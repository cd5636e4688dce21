"""Any sequence of steps is answered (or rejected with QueryError), with citations that exist."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.errors import QueryError

VOCAB = {
    "Bottomless Pool // Locker Room": ["cast Locker Room", "cast left", "resolve", "enter", "unlock left",
                                       "unlock right", "effect unlock", "lock", "lock right", "copy", "blink",
                                       "move graveyard", "move hand", "transform"],
    "Delver of Secrets // Insectile Aberration": ["cast", "cast back", "resolve", "enter", "enter transformed",
                                                  "transform", "copy", "blink", "move exile"],
    "Bruna, the Fading Light": ["cast", "resolve", "enter", "meld Gisela, the Broken Blade", "transform", "copy",
                                "blink", "move library"],
}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(card=st.sampled_from(sorted(VOCAB)), data=st.data())
def test_random_steps_are_answered_with_existing_rules(sim, card, data):
    steps = data.draw(st.lists(st.sampled_from(VOCAB[card]), max_size=7))
    try:
        r = sim(card, steps, zone="hand")  # the fixture checks every citation exists
    except QueryError as e:
        assert e.kind == "invalid"
        return
    assert len(r["steps"]) == len(steps)
    stopped = False
    for s in r["steps"]:
        # A step that is not allowed ends the story: every later step is listed as not run.
        assert s["result"] == ("not run" if stopped else s["result"])
        assert s["result"] in ("ok", "nothing happens", "not allowed", "not modelled", "not run")
        assert s.get("skipped", False) == stopped
        stopped = stopped or s["result"] in ("not allowed", "not modelled")
        assert s["explanation"]
    assert r["state"] == (r["steps"][-1]["state"] if steps else r["start"])
    assert r["answer"].endswith(".")
