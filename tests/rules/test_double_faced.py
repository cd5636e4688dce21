"""Double-faced cards: transforming, modal, meld and disturb, on real cards."""

from __future__ import annotations

import pytest

from bot.errors import QueryError
from tests.rules.helpers import nums

DELVER = "Delver of Secrets // Insectile Aberration"
RUFFIAN = "Tavern Ruffian // Tavern Smasher"
EMERIA = "Emeria's Call // Emeria, Shattered Skyclave"
BRUNA = "Bruna, the Fading Light"
GISELA = "Gisela, the Broken Blade"
BEGGAR = "Beloved Beggar // Generous Soul"
CATHAR = "Brutal Cathar // Moonrage Brute"




# --- transforming double-faced cards --------------------------------------------------------

@pytest.mark.parametrize("zone", ["library", "hand", "graveyard", "exile", "command"])
def test_front_face_in_every_zone_but_battlefield_and_stack(sim, zone):
    r = sim(DELVER, zone=zone)
    s = r["state"]
    assert s["names"] == ["Delver of Secrets"]
    assert s["face_up"] == "front"
    assert s["mana_value"] == 1 and s["mana_cost"] == "{U}"
    assert s["power"] == "1" and s["toughness"] == "1"
    assert "712.8a" in nums(r)


def test_transformed_permanent_has_front_face_mana_value_and_is_the_same_object(sim):
    r = sim(DELVER, ["enter", "transform"])
    before, step = r["steps"][0], r["steps"][1]
    s = step["state"]
    assert step["result"] == "ok"
    assert s["names"] == ["Insectile Aberration"]
    assert s["face_up"] == "back"
    assert s["mana_value"] == 1
    assert s["mana_cost"] is None
    assert s["power"] == "3" and s["toughness"] == "2"
    assert s["colors"] == ["U"]
    assert s["abilities"] == ["Flying"]
    assert s["object"] == before["state"]["object"]
    assert nums(step) == ["701.27a", "712.18", "712.8e"]  # 712.8e gives the back face its front face's mana value
    assert r["answer"] == ("On the battlefield with its back face up, Delver of Secrets // Insectile Aberration "
                           "has mana value 1 and the name Insectile Aberration.")


def test_transform_twice_returns_to_front(sim):
    r = sim(DELVER, ["enter", "transform", "transform"])
    assert r["state"]["face_up"] == "front" and r["state"]["names"] == ["Delver of Secrets"]


def test_transformed_card_leaving_battlefield_is_front_face_again(sim):
    r = sim(DELVER, ["enter", "transform", "move graveyard"])
    assert r["state"]["names"] == ["Delver of Secrets"] and r["state"]["face_up"] == "front"
    assert r["state"]["object"] != r["steps"][1]["state"]["object"]


def test_copy_of_back_face_has_mana_value_zero(sim):
    r = sim(DELVER, ["enter", "transform", "copy"])
    s = r["steps"][2]["state"]
    assert s["is_copy"] and s["names"] == ["Insectile Aberration"]
    assert s["mana_value"] == 0
    assert {"707.8", "202.3b"} <= set(nums(r["steps"][2]))


def test_copy_of_front_face_keeps_mana_value(sim):
    s = sim(DELVER, ["enter", "copy"])["state"]
    assert s["is_copy"] and s["names"] == ["Delver of Secrets"] and s["mana_value"] == 1


def test_clone_like_copy_cannot_transform(sim):
    step = sim(DELVER, ["enter", "copy", "transform"])["steps"][2]
    assert step["result"] == "nothing happens"
    assert "701.27c" in nums(step)
    assert step["state"]["names"] == ["Delver of Secrets"]


def test_transform_not_on_battlefield_is_not_allowed(sim):
    step = sim(DELVER, ["transform"], zone="hand")["steps"][0]
    assert step["result"] == "not allowed"  # only permanents transform (701.27a): the story ends there
    assert step["state"]["names"] == ["Delver of Secrets"]


def test_transforming_a_card_that_is_not_double_faced_does_nothing(sim):
    r = sim("Grizzly Bears", ["transform"], zone="battlefield")
    assert r["steps"][0]["result"] == "nothing happens"


def test_an_instant_never_starts_on_the_battlefield(sim):
    with pytest.raises(QueryError) as e:
        sim("Moonmist", ["transform"], zone="battlefield")
    assert e.value.kind == "invalid" and "304.4" in e.value.message and "refused" in e.value.message


def test_cast_front_resolves_front_face_up(sim):
    r = sim(DELVER, ["cast", "resolve"], zone="hand")
    assert r["steps"][0]["state"]["zone"] == "stack" and r["steps"][0]["state"]["face_up"] == "front"
    assert r["state"]["zone"] == "battlefield" and r["state"]["face_up"] == "front"
    assert "712.13" in nums(r["steps"][1])


def test_cannot_cast_transformed_without_an_ability(sim):
    step = sim(DELVER, ["cast back"], zone="hand")["steps"][0]
    assert step["result"] == "not allowed"
    assert step["state"]["zone"] == "hand"


def test_enter_transformed(sim):
    r = sim(DELVER, ["enter transformed"])
    step = r["steps"][0]
    assert step["state"]["face_up"] == "back" and step["state"]["mana_value"] == 1
    assert step["triggers"] == []
    assert "712.14a" in nums(step)


def test_daybound_card_cannot_be_transformed_by_an_effect(sim):
    step = sim(RUFFIAN, ["enter", "transform"])["steps"][1]
    assert step["result"] == "nothing happens"
    assert "daybound" in step["explanation"]
    assert "702.145b" in nums(step)
    assert step["state"]["names"] == ["Tavern Ruffian"]


def test_transforms_into_trigger_names_the_face(sim):
    # Brutal Cathar's ability: "When this creature enters ... or transforms into Brutal Cathar".
    r = sim(CATHAR, ["enter transformed"])
    assert r["steps"][0]["triggers"] == []  # entered as Moonrage Brute: no ability of Brutal Cathar
    r = sim(CATHAR, ["enter"])
    assert [(t["face"], t["event"]) for t in r["steps"][0]["triggers"]] == [("Brutal Cathar", "enters")]


# --- instants and sorcery faces -------------------------------------------------------------

def test_transform_into_instant_or_sorcery_face_does_nothing(sim):
    """Emeria's Call's other face is a sorcery; under the 2026 rules an MDFC can transform, but not
    into a sorcery face (712.10)."""
    r = sim(EMERIA, ["play Emeria", "transform"], zone="hand")
    assert r["steps"][0]["state"]["names"] == ["Emeria, Shattered Skyclave"]
    step = r["steps"][1]
    assert step["result"] == "nothing happens"
    assert "712.10" in nums(step)
    assert step["state"]["names"] == ["Emeria, Shattered Skyclave"]


# --- modal double-faced cards ----------------------------------------------------------------

def test_mdfc_off_the_stack_is_its_front_face(sim):
    s = sim(EMERIA, zone="graveyard")["state"]
    assert s["names"] == ["Emeria's Call"] and s["mana_value"] == 7 and s["types"] == ["Sorcery"]


def test_mdfc_cast_front_face(sim):
    r = sim(EMERIA, ["cast Emeria's Call", "resolve"], zone="hand")
    assert r["steps"][0]["state"]["names"] == ["Emeria's Call"]
    assert "712.11b" in nums(r["steps"][0])
    assert r["state"]["zone"] == "graveyard" and r["state"]["names"] == ["Emeria's Call"]
    assert "608.2n" in nums(r["steps"][1])


def test_mdfc_played_as_land_has_that_face(sim):
    r = sim(EMERIA, ["play back"], zone="hand")
    s = r["state"]
    assert s["zone"] == "battlefield" and s["face_up"] == "back"
    assert s["names"] == ["Emeria, Shattered Skyclave"]
    assert s["mana_value"] == 0 and s["types"] == ["Land"]
    assert {"712.12", "712.8f"} <= set(nums(r["steps"][0]))


def test_mdfc_land_face_cannot_be_cast(sim):
    step = sim(EMERIA, ["cast Emeria, Shattered Skyclave"], zone="hand")["steps"][0]
    assert step["result"] == "not allowed"
    assert "305.9" in nums(step)


def test_mdfc_with_nonpermanent_front_cannot_be_put_onto_battlefield(sim):
    step = sim(EMERIA, ["enter"], zone="hand")["steps"][0]
    assert step["result"] == "nothing happens"
    assert step["state"]["zone"] == "hand"
    assert "712.14b" in nums(step)


def test_mdfc_transform_depends_on_the_edition(sim, get_card, ed2024, ed2026):
    # Hand-made MDFC with two permanent faces so only the edition decides.
    from bot.catalog.model import Card, Face

    front = Face("Front Guard", "{1}{W}", 2, "Creature — Human", types=("Creature",), subtypes=("Human",),
                 power="2", toughness="2", colors=("W",))
    back = Face("Back Guard", "{3}{W}", 4, "Creature — Spirit", types=("Creature",), subtypes=("Spirit",),
                power="4", toughness="4", colors=("W",))
    card = Card("Front Guard // Back Guard", "modal_dfc", 2, ("W",), (front, back))
    new = sim(None, ["enter", "transform"], card=card, edition=ed2026)["steps"][1]
    assert new["result"] == "ok" and new["state"]["names"] == ["Back Guard"]
    assert new["state"]["mana_value"] == 4  # a modal face has its own mana value
    assert "712.9" in nums(new)
    old = sim(None, ["enter", "transform"], card=card, edition=ed2024)["steps"][1]
    assert old["result"] == "nothing happens"
    assert old["state"]["names"] == ["Front Guard"]
    assert "712.9" in nums(old)
    assert "modal double-faced" in old["explanation"]


# --- meld -----------------------------------------------------------------------------------

def test_meld_sums_front_faces(sim):
    r = sim(BRUNA, ["enter", f"meld {GISELA}"])
    step = r["steps"][1]
    s = step["state"]
    assert step["result"] == "ok"
    assert s["names"] == ["Brisela, Voice of Nightmares"]
    assert s["mana_value"] == 11
    assert s["power"] == "9" and s["toughness"] == "10"
    assert s["face_up"] == "back"
    assert s["cards"] == [BRUNA, GISELA]
    assert nums(step)[0] == "701.42a" and "712.8g" in nums(step) and len(nums(step)) <= 3


def test_copy_of_melded_permanent_has_mana_value_zero(sim):
    s = sim(BRUNA, ["enter", f"meld {GISELA}", "copy"])["state"]
    assert s["is_copy"] and s["names"] == ["Brisela, Voice of Nightmares"] and s["mana_value"] == 0


def test_melded_permanent_leaves_as_two_cards(sim):
    r = sim(BRUNA, ["enter", f"meld {GISELA}", "move graveyard"])
    step = r["steps"][2]
    assert step["cards_moved"] == [BRUNA, GISELA]
    assert step["state"]["names"] == [BRUNA] and step["state"]["cards"] == [BRUNA]
    assert step["state"]["mana_value"] == 7
    assert "712.21" in nums(step)


def test_transforming_a_meld_card_does_nothing(sim, ed2024, ed2021):
    step = sim(BRUNA, ["enter", f"meld {GISELA}", "transform"])["steps"][2]
    assert step["result"] == "nothing happens" and "712.4c" in nums(step)
    step = sim(BRUNA, ["enter", "transform"])["steps"][1]
    assert step["result"] == "nothing happens"
    step = sim(BRUNA, ["enter", "transform"], edition=ed2024)["steps"][1]
    assert step["result"] == "nothing happens" and "712.9" in nums(step)
    step = sim(BRUNA, ["enter", "transform"], edition=ed2021)["steps"][1]
    assert step["result"] == "nothing happens" and "713.1b" in nums(step)


def test_meld_with_wrong_card_does_nothing(sim):
    step = sim(BRUNA, ["enter", f"meld {DELVER}"])["steps"][1]
    assert step["result"] == "nothing happens"
    assert "701.42c" in nums(step)
    assert step["state"]["names"] == [BRUNA]


def test_meld_unknown_card_propagates_not_found(sim):
    with pytest.raises(QueryError) as e:
        sim(BRUNA, ["enter", "meld Xyzzy Nonexistent"])
    assert e.value.kind in ("not_found", "ambiguous")


def test_bruna_cast_trigger(sim):
    step = sim(BRUNA, ["cast"], zone="hand")["steps"][0]
    assert [(t["face"], t["event"]) for t in step["triggers"]] == [(BRUNA, "cast")]
    assert step["state"]["names"] == [BRUNA] and step["state"]["mana_value"] == 7


def test_meld_card_back_face_cannot_be_cast(sim):
    assert sim(BRUNA, ["cast back"], zone="hand")["steps"][0]["result"] == "not allowed"


# --- disturb: cast transformed ---------------------------------------------------------------

def test_disturb_cast_from_graveyard_has_front_face_mana_value(sim):
    r = sim(BEGGAR, ["cast transformed", "resolve"], zone="graveyard")
    st = r["steps"][0]["state"]
    assert st["zone"] == "stack" and st["face_up"] == "back"
    assert st["names"] == ["Generous Soul"] and st["mana_value"] == 2
    assert nums(r["steps"][0])[0] == "702.146a" and "712.8c" in nums(r["steps"][0]) and len(nums(r["steps"][0])) <= 3
    res = r["steps"][1]
    assert res["state"]["face_up"] == "back" and res["state"]["mana_value"] == 2
    assert "702.146b" in nums(res)


def test_disturb_only_from_graveyard(sim):
    step = sim(BEGGAR, ["cast Generous Soul"], zone="hand")["steps"][0]
    assert step["result"] == "not allowed" and "702.146a" in nums(step)


def test_dfc_names(sim):
    r = sim(DELVER, ["cast front"], zone="hand")
    assert r["steps"][0]["state"]["names"] == ["Delver of Secrets"]
    with pytest.raises(QueryError) as e:
        sim(DELVER, ["cast the moon"], zone="hand")
    assert e.value.kind == "invalid" and "Insectile Aberration" in e.value.message


def test_spell_copy_of_dfc_resolves_to_token(sim):
    r = sim(DELVER, ["cast", "copy", "resolve", "transform"], zone="hand")
    assert r["steps"][2]["state"]["token"] is True
    assert r["steps"][3]["result"] == "ok"  # 2026: double-faced tokens transform
    assert r["state"]["names"] == ["Insectile Aberration"]


def test_blink_dfc_returns_front_face_up(sim):
    r = sim(DELVER, ["enter transformed", "blink"])
    assert r["state"]["face_up"] == "front" and r["state"]["names"] == ["Delver of Secrets"]
    assert "712.14" in nums(r["steps"][1])
