"""One game state for every command: the day/night story obeys the statics of the permanents in it that stop or
change a permanent entering — "can't enter" (Grafdigger's Cage and its kin), "exile it instead" (Containment Priest),
"triggers an additional time" (Yarok, Panharmonicon), "entering doesn't cause abilities to trigger" (Torpor Orb) — on
`enter`, `return`, `blink` and `token copy` steps, by
asking the card engine the way `dfc`/`room` ask it once `apply` keeps the static. Before, `daynight` let a creature
card return under Containment Priest and made it day with it. Every real card the effect reader reads such a static
from is run, and the story's answer is held against `dfc`'s for the same card."""

from __future__ import annotations

import sqlite3

import pytest

from bot.catalog.store import read_card_sync
from bot.rules.daynight import simulate_daynight
from bot.rules.double_faced import is_permanent_face
from bot.rules.effects.read import read
from bot.rules.simulate import simulate
from tests.rules.conftest import _record

pytestmark = pytest.mark.integration

RUFFIAN = "Tavern Ruffian // Tavern Smasher"  # daybound: on the battlefield while it is neither, it makes it day
HUNTMASTER = "Tovolar's Huntmaster // Tovolar's Packleader"  # daybound, with an "enters" trigger
_FOUND: dict = {}


def _statics(catalog_path, template: str):
    """(card, effect) for every catalog card with that static as a static ability (not an activated one, whose
    effect applies only once it resolves: Mistcaller)."""
    if not _FOUND:
        conn = sqlite3.connect(catalog_path)
        for (i,) in conn.execute("SELECT id FROM cards WHERE is_game = 1 AND id IN (SELECT card_id FROM faces WHERE "
                                 "text LIKE '%would enter%' OR text LIKE '%can_t enter%' OR text LIKE "
                                 "'%additional time%')"):
            _FOUND.setdefault("cards", []).append(read_card_sync(conn, i))
        conn.close()
    return [(c, e) for c in _FOUND["cards"] for e in read(c).effects
            if e.template == template and ":" not in e.sentence.split('"')[0]]


@pytest.fixture()
def dn(ed2026, real_card):
    def run(steps, start="neither"):
        return _record(ed2026, simulate_daynight(ed2026, start=start, steps=steps, resolve_card=real_card))
    return run


@pytest.fixture()
def card(ed2026, real_card):
    def run(name, steps, zone):
        return _record(ed2026, simulate(real_card(name), ed2026, zone=zone, steps=steps, resolve_card=real_card))
    return run


def _on_battlefield(out) -> set[str]:
    return {p["card"] for p in out["permanents"]}


def test_every_exile_instead_permanent_exiles_a_returned_or_blinked_creature_as_dfc_does(catalog_path, dn, card):
    found = [(c, e) for c, e in _statics(catalog_path, "enter_exile") if "Creature" in c.faces[0].types]
    assert {c.name for c, _ in found} >= {"Containment Priest"}
    for other, _ in found:
        for steps in ([f"enter {other.name}", f"return {RUFFIAN} from graveyard"],
                      [f"enter {RUFFIAN}", f"enter {other.name}", f"blink {RUFFIAN}"]):
            out = dn(steps)
            assert RUFFIAN not in _on_battlefield(out), (other.name, steps)
            assert "exiles it instead" in out["steps"][-1]["explanation"]
            assert "614.1a" in [c["number"] for c in out["steps"][-1]["citations"]]
        # no daybound permanent ever stood on the battlefield, so it is still neither day nor night
        assert dn([f"enter {other.name}", f"return {RUFFIAN} from exile"])["designation"] == "neither"
        # `dfc` with the same static kept by `apply` says the same: the card is in exile
        same = card(RUFFIAN, [f"apply {other.name}", "enter"], "graveyard")
        assert same["state"]["zone"] == "exile"


def test_a_creature_spell_that_was_cast_enters_past_containment_priest(dn):
    out = dn(["enter Containment Priest", f"cast {RUFFIAN}"])
    assert RUFFIAN in _on_battlefield(out) and out["designation"] == "day"


def test_a_token_copy_is_not_a_nontoken_creature(dn):
    out = dn([f"enter {RUFFIAN}", "enter Containment Priest", f"token copy {RUFFIAN}"])
    assert [p["token"] for p in out["permanents"] if p["card"] == RUFFIAN] == [False, True]


def test_an_exile_instead_kept_by_apply_also_stops_the_story(dn):
    out = dn([f"enter {RUFFIAN}", "apply Containment Priest", f"blink {RUFFIAN}"])
    assert RUFFIAN not in _on_battlefield(out)
    # Mistcaller's is an activated ability: on the battlefield it does nothing until it resolves
    assert RUFFIAN in _on_battlefield(dn(["enter Mistcaller", f"return {RUFFIAN} from graveyard"]))


def test_every_cant_enter_permanent_keeps_a_creature_card_where_it_is_and_only_there(catalog_path, dn, card):
    found = _statics(catalog_path, "cant_enter")
    assert {c.name for c, _ in found} >= {"Grafdigger's Cage", "Kunoros, Hound of Athreos", "Soulless Jailer"}
    for other, e in found:
        out = dn([f"enter {other.name}", f"return {RUFFIAN} from graveyard", "next turn"])
        assert out["steps"][1]["result"] == "nothing happens", other.name
        assert RUFFIAN not in _on_battlefield(out) and out["designation"] == "neither"
        assert out["steps"][1]["citations"][0]["number"] == "101.2"
        assert card(RUFFIAN, [f"apply {other.name}", "enter"], "graveyard")["state"]["zone"] == "graveyard"
        # from exile it isn't stopped: it enters, and makes it day
        out = dn([f"enter {other.name}", f"return {RUFFIAN} from exile"])
        assert RUFFIAN in _on_battlefield(out) and out["designation"] == "day", other.name
        # blinked, it returns from exile
        assert RUFFIAN in _on_battlefield(dn([f"enter {RUFFIAN}", f"enter {other.name}", f"blink {RUFFIAN}"]))


def test_where_a_card_returns_from_is_asked_when_the_answer_depends_on_it(dn):
    out = dn(["enter Grafdigger's Cage", f"return {RUFFIAN}", "next turn"])
    assert out["steps"][1]["result"] == "not modelled" and out["stopped_at"] == 1
    assert out["steps"][2]["skipped"] is True
    assert "from graveyard" in out["steps"][1]["explanation"] and "from exile" in out["steps"][1]["explanation"]
    # Containment Priest doesn't care where it comes from: no question
    assert dn(["enter Containment Priest", f"return {RUFFIAN}"])["steps"][1]["result"] == "ok"


def test_permanents_entering_together_dont_meet_each_others_statics(dn):
    out = dn([f"enter Containment Priest + {RUFFIAN}"])
    assert _on_battlefield(out) == {"Containment Priest", RUFFIAN} and out["designation"] == "day"


def test_extra_trigger_statics_double_an_entering_permanents_trigger_when_it_fits(catalog_path, dn):
    found = [(c, e) for c, e in _statics(catalog_path, "extra_trigger")
             if e.trigger_event == "enters" and is_permanent_face(c.faces[0])]
    assert {c.name for c, _ in found} >= {"Yarok, the Desecrated", "Panharmonicon", "Naban, Dean of Iteration"}
    for other, e in found:
        out = dn([f"enter {other.name}", f"enter {HUNTMASTER}"])
        fired = out["steps"][1]["triggers"]
        if any(f.template == "no_trigger" for f in read(other).effects):
            # Elesh Norn is followed as an opponent's ("your opponents control"): it stops the trigger instead
            assert out["steps"][1]["result"] == "ok" and fired == [], other.name
            continue
        fits = not e.condition.subtypes and not e.condition.any_types or "Creature" in e.condition.any_types
        assert fired and all(t.get("times") == (2 if fits else None) for t in fired), other.name
    assert [t.get("times") for t in dn(["enter Panharmonicon", "enter Oblivion Ring"])["steps"][1]["triggers"]] == [None]


def test_extra_trigger_kept_by_apply_in_dfc_only_doubles_what_fits(card):
    # Panharmonicon: "an artifact or creature entering"; Oblivion Ring is an enchantment
    out = card("Oblivion Ring", ["apply Panharmonicon", "enter"], "hand")
    assert out["steps"][1]["triggers"] and all("times" not in t for t in out["steps"][1]["triggers"])
    out = card(HUNTMASTER, ["apply Panharmonicon", "enter"], "hand")
    assert [t.get("times") for t in out["steps"][1]["triggers"]] == [2]


def _no_trigger_cards(catalog_path):
    conn = sqlite3.connect(catalog_path)
    found = []
    for (i,) in conn.execute("SELECT id FROM cards WHERE is_game = 1 AND id IN (SELECT card_id FROM faces WHERE "
                             "text LIKE '%cause abilities%')"):
        c = read_card_sync(conn, i)
        found += [(c, e) for e in read(c).effects if e.template == "no_trigger"]
    conn.close()
    return found


def test_every_static_that_stops_enters_triggers_stops_them_in_every_command(catalog_path, dn, card):
    """Torpor Orb and its kin (batch 6's O6-01 … O6-11): an entering creature's "enters" triggers don't trigger;
    day/night isn't a trigger, "transforms" triggers and a door's unlock trigger aren't caused by entering."""
    found = _no_trigger_cards(catalog_path)
    assert {c.name for c, _ in found} >= {"Torpor Orb", "Hushbringer", "Doorkeeper Thrull", "Tocatli Honor Guard",
                                           "Elesh Norn, Mother of Machines"}
    for other, e in found:
        out = card("Huntmaster of the Fells // Ravager of the Fells",
                   [f"apply {other.name}", "cast Huntmaster of the Fells", "resolve", "transform"], "hand")
        assert [s["result"] for s in out["steps"]] == ["ok"] * 4, other.name
        assert out["steps"][2]["triggers"] == [] and "doesn't" in out["steps"][2]["explanation"], other.name
        assert [t["face"] for t in out["steps"][3]["triggers"]] == ["Ravager of the Fells"], other.name
        story = dn([f"enter {other.name}", f"enter {HUNTMASTER}", "next turn"])
        assert story["steps"][1]["triggers"] == [] and story["designation"] == "night", other.name
        assert story["permanents"][-1]["face_up"] == "back"
        room = card("Bottomless Pool // Locker Room", [f"apply {other.name}", "cast Bottomless Pool", "resolve"], "hand")
        assert [t["face"] for t in room["steps"][2]["triggers"]] == ["Bottomless Pool"], other.name
        if e.players == "opponent":
            assert "opponent" in out["steps"][2]["explanation"]


def test_what_the_static_stops_depends_on_what_enters(dn, card):
    # Torpor Orb stops creatures only: an enchantment's "enters" trigger still triggers; Elesh Norn's "Permanents"
    # stops it too
    assert dn(["enter Torpor Orb", "enter Oblivion Ring"])["steps"][1]["triggers"] != []
    assert dn(["enter Elesh Norn, Mother of Machines", "enter Oblivion Ring"])["steps"][1]["triggers"] == []
    # and Elesh Norn, followed as an opponent's, doesn't double what it doesn't stop either
    out = card("Oblivion Ring", ["apply Elesh Norn, Mother of Machines", "enter"], "hand")
    assert out["steps"][1]["triggers"] == []


def test_a_static_that_stops_hushbringer_dying_changes_nothing_listed(dn):
    out = dn(["enter Hushbringer", f"enter {RUFFIAN}"])
    assert out["steps"][1]["result"] == "ok" and out["designation"] == "day"


def test_a_meld_under_containment_priest_leaves_both_cards_in_exile(card):
    # probe 19 (V045): Brisela had been left on the battlefield — the melded permanent enters without being cast
    # (701.42a), so "exile it instead" meets it
    out = card("Gisela, the Broken Blade", ["apply Containment Priest", "meld Bruna, the Fading Light"], "battlefield")
    assert out["state"]["zone"] == "exile"
    assert "both cards stay in exile" in out["steps"][-1]["explanation"]
    assert {"701.42a", "614.1a"} <= {c["number"] for c in out["steps"][-1]["citations"]}
    # without the Priest they meld as before
    assert card("Gisela, the Broken Blade", ["meld Bruna, the Fading Light"], "battlefield")["state"]["zone"] == \
        "battlefield"
