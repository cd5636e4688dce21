"""The reader of another card's Oracle text, on real cards from the catalog built from ../shared/data.

Each expected effect is written by hand from the card's Oracle text: the template, the condition
the affected object must meet, and the sentence an answer quotes. Cards that must not be read
(a qualifier the engine can't check, a restriction the template doesn't cover) are asserted to
come out as Unrecognised, quoting the sentence — never as a near-miss effect.
"""

from __future__ import annotations

import pytest

from bot.rules.effects.model import Effect, Unrecognised
from bot.rules.effects.read import read, read_text
from bot.rules.vocabulary import Comparison, Condition, Zone

BF, GY, LIB, STACK = Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.LIBRARY, Zone.STACK


def effects(get_card, name):
    return read(get_card(name)).effects


def unread(get_card, name):
    return [u.sentence for u in read(get_card(name)).unrecognised]


# --- conditions on a target ------------------------------------------------------------------------

def test_abrupt_decay_destroys_a_nonland_permanent_with_mana_value_3_or_less(get_card):
    assert effects(get_card, "Abrupt Decay") == (Effect(
        "Abrupt Decay", "destroy", "Destroy target nonland permanent with mana value 3 or less.",
        Condition(zones=(BF,), not_types=("Land",), permanent=True, mana_value=Comparison("<=", 3),
                  words="nonland permanent with mana value 3 or less")),)
    # "This spell can't be countered." is about the card itself: not an effect, not unread
    assert unread(get_card, "Abrupt Decay") == []


def test_prismatic_ending_converge_is_a_mana_value_up_to_x(get_card):
    assert effects(get_card, "Prismatic Ending") == (Effect(
        "Prismatic Ending", "exile",
        "Converge — Exile target nonland permanent if its mana value is less than or equal to the number of "
        "colors of mana spent to cast this spell.",
        Condition(zones=(BF,), not_types=("Land",), permanent=True, mana_value=Comparison("<=", "X"),
                  words="nonland permanent")),)


def test_doom_blade_nonblack_creature(get_card):
    assert effects(get_card, "Doom Blade") == (Effect(
        "Doom Blade", "destroy", "Destroy target nonblack creature.",
        Condition(zones=(BF,), any_types=("Creature",), not_colors=("B",), words="nonblack creature")),)


def test_swords_to_plowshares_exiles_a_creature_and_the_life_gain_is_not_an_effect_on_objects(get_card):
    assert effects(get_card, "Swords to Plowshares") == (Effect(
        "Swords to Plowshares", "exile", "Exile target creature.",
        Condition(zones=(BF,), any_types=("Creature",), words="creature")),)
    assert unread(get_card, "Swords to Plowshares") == []


def test_path_to_exile_exiles_a_creature_and_its_controller_searches_for_a_basic_land(get_card):
    assert effects(get_card, "Path to Exile") == (
        Effect("Path to Exile", "exile", "Exile target creature.",
               Condition(zones=(BF,), any_types=("Creature",), words="creature")),
        Effect("Path to Exile", "tutor", "Its controller may search their library for a basic land card, put that "
               "card onto the battlefield tapped, then shuffle.",
               Condition(zones=(LIB,), any_types=("Land",), supertypes=("Basic",), words="basic land card"),
               targets=False),
    )


def test_wrath_of_god_destroys_all_creatures_without_targets(get_card):
    assert effects(get_card, "Wrath of God") == (Effect(
        "Wrath of God", "destroy", "Destroy all creatures.",
        Condition(zones=(BF,), any_types=("Creature",), words="creatures"), targets=False, all_matching=True),)


# --- spells on the stack ------------------------------------------------------------------------------

def test_spell_pierce_noncreature_spell_unless_its_controller_pays(get_card):
    assert effects(get_card, "Spell Pierce") == (Effect(
        "Spell Pierce", "counter", "Counter target noncreature spell unless its controller pays {2}.",
        Condition(zones=(STACK,), not_types=("Creature",), words="noncreature spell"),
        unless="unless its controller pays {2}"),)


def test_negate_noncreature_spell(get_card):
    assert effects(get_card, "Negate") == (Effect(
        "Negate", "counter", "Counter target noncreature spell.",
        Condition(zones=(STACK,), not_types=("Creature",), words="noncreature spell")),)


def test_pyroblast_each_mode_checks_blue_on_resolution(get_card):
    assert effects(get_card, "Pyroblast") == (
        Effect("Pyroblast", "counter_if", "Counter target spell if it's blue.",
               Condition(zones=(STACK,), colors=("U",), words="spell")),
        Effect("Pyroblast", "destroy_if", "Destroy target permanent if it's blue.",
               Condition(zones=(BF,), permanent=True, colors=("U",), words="permanent")),
    )


def test_red_elemental_blast_each_mode_targets_only_blue(get_card):
    assert effects(get_card, "Red Elemental Blast") == (
        Effect("Red Elemental Blast", "counter", "Counter target blue spell.",
               Condition(zones=(STACK,), colors=("U",), words="blue spell")),
        Effect("Red Elemental Blast", "destroy", "Destroy target blue permanent.",
               Condition(zones=(BF,), permanent=True, colors=("U",), words="blue permanent")),
    )


def test_prohibit_checks_mana_value_as_it_resolves_and_the_kicked_version_is_its_alternative(get_card):
    (e,) = effects(get_card, "Prohibit")
    assert (e.template, e.sentence, e.condition.mana_value) == (
        "counter", "Counter target spell if its mana value is 2 or less.", Comparison("<=", 2))
    assert e.instead.sentence == "If this spell was kicked, counter that spell if its mana value is 4 or less instead."
    assert (e.instead.when, e.instead.ability_word, e.instead.condition.mana_value) == (
        "this spell was kicked", None, Comparison("<=", 4))
    assert unread(get_card, "Prohibit") == []


def test_remand_counters_and_where_the_spell_goes_is_read(get_card):
    # batch 7 (O7-75): "put it into its owner's hand instead of into that player's graveyard" is the counter's own
    assert [(e.template, e.destination) for e in effects(get_card, "Remand")] == [("counter", "hand")]
    assert unread(get_card, "Remand") == []
    for name in ("Memory Lapse", "Lapse of Certainty", "Spell Crumple"):
        assert [(e.template, e.destination) for e in effects(get_card, name)] == [("counter", "library")], name
    # a choice (Hinder: top or bottom) is not read: not modelled when applied
    assert [e.destination for e in effects(get_card, "Hinder")] == [None] and unread(get_card, "Hinder")


# --- graveyard, library, hand ----------------------------------------------------------------------------

def test_sevinnes_reclamation_returns_a_permanent_card_from_your_graveyard(get_card):
    assert effects(get_card, "Sevinne's Reclamation") == (Effect(
        "Sevinne's Reclamation", "reanimate",
        "Return target permanent card with mana value 3 or less from your graveyard to the battlefield.",
        Condition(zones=(GY,), permanent=True, mana_value=Comparison("<=", 3), controller="you",
                  words="permanent card with mana value 3 or less from your graveyard")),)
    # copying itself and flashback act on the card itself
    assert unread(get_card, "Sevinne's Reclamation") == []


def test_unearth_returns_a_creature_card_with_mana_value_3_or_less(get_card):
    assert effects(get_card, "Unearth") == (Effect(
        "Unearth", "reanimate",
        "Return target creature card with mana value 3 or less from your graveyard to the battlefield.",
        Condition(zones=(GY,), any_types=("Creature",), mana_value=Comparison("<=", 3), controller="you",
                  words="creature card with mana value 3 or less from your graveyard")),)


def test_reanimate_puts_a_creature_card_from_any_graveyard_onto_the_battlefield(get_card):
    assert effects(get_card, "Reanimate") == (Effect(
        "Reanimate", "reanimate",
        "Put target creature card from a graveyard onto the battlefield under your control.",
        Condition(zones=(GY,), any_types=("Creature",), words="creature card from a graveyard")),)


def test_regrowth_returns_any_card_from_your_graveyard_to_hand(get_card):
    assert effects(get_card, "Regrowth") == (Effect(
        "Regrowth", "to_hand", "Return target card from your graveyard to your hand.",
        Condition(zones=(GY,), controller="you", words="card from your graveyard")),)


def test_finale_of_devastation_searches_library_and_graveyard_for_mana_value_x_or_less(get_card):
    assert effects(get_card, "Finale of Devastation")[0] == Effect(
        "Finale of Devastation", "tutor",
        "Search your library and/or graveyard for a creature card with mana value X or less and put it onto "
        "the battlefield.",
        Condition(zones=(LIB, GY), any_types=("Creature",), mana_value=Comparison("<=", "X"), controller="you",
                  words="creature card with mana value X or less"), targets=False)
    assert unread(get_card, "Finale of Devastation") == []


def test_eldritch_evolution_where_x_is_and_where_the_card_goes_belong_to_the_search(get_card):
    assert effects(get_card, "Eldritch Evolution") == (Effect(
        "Eldritch Evolution", "tutor",
        "Search your library for a creature card with mana value X or less, where X is 2 plus the sacrificed "
        "creature's mana value. Put that card onto the battlefield, then shuffle.",
        Condition(zones=(LIB,), any_types=("Creature",), mana_value=Comparison("<=", "X"), controller="you",
                  words="creature card with mana value X or less"), targets=False),)
    assert unread(get_card, "Eldritch Evolution") == []


def test_spellstutter_sprite_where_x_is_the_number_of_faeries(get_card):
    assert effects(get_card, "Spellstutter Sprite") == (Effect(
        "Spellstutter Sprite", "counter",
        "When this creature enters, counter target spell with mana value X or less, where X is the number of "
        "Faeries you control.",
        Condition(zones=(STACK,), mana_value=Comparison("<=", "X"), words="spell with mana value X or less")),)


def test_boomerang_bounces_any_permanent(get_card):
    assert effects(get_card, "Boomerang") == (Effect(
        "Boomerang", "bounce", "Return target permanent to its owner's hand.",
        Condition(zones=(BF,), permanent=True, words="permanent")),)


# --- flicker ------------------------------------------------------------------------------------------------

def test_ephemerate_flickers_a_creature_you_control(get_card):
    assert effects(get_card, "Ephemerate") == (Effect(
        "Ephemerate", "flicker",
        "Exile target creature you control, then return it to the battlefield under its owner's control.",
        Condition(zones=(BF,), any_types=("Creature",), controller="you", words="creature you control")),)
    assert unread(get_card, "Ephemerate") == []  # Rebound


def test_cloudshift_flickers_that_card(get_card):
    assert effects(get_card, "Cloudshift") == (Effect(
        "Cloudshift", "flicker",
        "Exile target creature you control, then return that card to the battlefield under your control.",
        Condition(zones=(BF,), any_types=("Creature",), controller="you", words="creature you control")),)


def test_flickerwisp_exile_then_return_in_two_sentences_is_a_flicker(get_card):
    assert effects(get_card, "Flickerwisp") == (Effect(
        "Flickerwisp", "flicker",
        "When this creature enters, exile another target permanent. Return that card to the battlefield under "
        "its owner's control at the beginning of the next end step.",
        Condition(zones=(BF,), permanent=True, words="permanent")),)


def test_oblivion_ring_exiles_and_its_return_is_not_read(get_card):
    assert effects(get_card, "Oblivion Ring") == (Effect(
        "Oblivion Ring", "exile", "When this enchantment enters, exile another target nonland permanent.",
        Condition(zones=(BF,), not_types=("Land",), permanent=True, words="nonland permanent")),)
    assert unread(get_card, "Oblivion Ring") == [
        ("When this enchantment leaves the battlefield, return the exiled card to the battlefield under its "
         "owner's control.")]


# --- copies -------------------------------------------------------------------------------------------------

def test_kiki_jiki_copies_a_nonlegendary_creature_and_the_sacrifice_is_about_the_token(get_card):
    assert effects(get_card, "Kiki-Jiki, Mirror Breaker") == (Effect(
        "Kiki-Jiki, Mirror Breaker", "token_copy",
        "{T}: Create a token that's a copy of target nonlegendary creature you control, except it has haste.",
        Condition(zones=(BF,), any_types=("Creature",), not_supertypes=("Legendary",), controller="you",
                  words="nonlegendary creature you control"), exception="it has haste"),)
    assert unread(get_card, "Kiki-Jiki, Mirror Breaker") == []


def test_twinflame_chooses_its_targets_in_one_sentence_and_copies_them_in_the_next(get_card):
    assert effects(get_card, "Twinflame") == (Effect(
        "Twinflame", "token_copy",
        "Choose any number of target creatures you control. For each of them, create a token that's a copy of that "
        "creature, except it has haste.",
        Condition(zones=(BF,), any_types=("Creature",), controller="you", words="creatures you control"),
        exception="it has haste"),)
    # Strive's "for each target beyond the first" is a cost; "Exile those tokens ..." is about the tokens made
    assert unread(get_card, "Twinflame") == []


def test_helm_of_the_host_copies_the_equipped_creature_without_targeting(get_card):
    assert effects(get_card, "Helm of the Host") == (Effect(
        "Helm of the Host", "token_copy",
        "At the beginning of combat on your turn, create a token that's a copy of equipped creature, except the "
        "token isn't legendary.",
        Condition(zones=(BF,), any_types=("Creature",), words="equipped creature"), targets=False,
        exception="the token isn't legendary"),)


CYTOSHAPE = ("Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of that creature "
             "until end of turn.")


def test_cytoshape_the_chosen_nonlegendary_creature_is_copied_and_the_target_becomes_the_copy(get_card):
    # the followed object can be either: the one copied (chosen, not targeted) or the one that becomes a copy
    assert effects(get_card, "Cytoshape") == (
        Effect("Cytoshape", "becomes_copy", CYTOSHAPE,
               Condition(zones=(BF,), any_types=("Creature",), not_supertypes=("Legendary",),
                         words="nonlegendary creature on the battlefield"), targets=False, role="copied"),
        Effect("Cytoshape", "becomes_copy", CYTOSHAPE, Condition(zones=(BF,), any_types=("Creature",), words="creature"),
               role="becomes"),
    )
    assert unread(get_card, "Cytoshape") == []


@pytest.mark.parametrize("name", ["Twincast", "Reverberate"])
def test_twincast_and_reverberate_copy_an_instant_or_sorcery_spell(get_card, name):
    assert effects(get_card, name) == (Effect(
        name, "copy_spell", "Copy target instant or sorcery spell.",
        Condition(zones=(STACK,), any_types=("Instant", "Sorcery"), words="instant or sorcery spell")),)
    assert unread(get_card, name) == []  # "You may choose new targets for the copy."


def test_doublecast_copies_the_next_instant_or_sorcery_spell_cast_without_targeting_it(get_card):
    assert effects(get_card, "Doublecast") == (Effect(
        "Doublecast", "copy_spell", "When you next cast an instant or sorcery spell this turn, copy that spell.",
        Condition(zones=(STACK,), any_types=("Instant", "Sorcery"), words="instant or sorcery spell"),
        targets=False),)
    assert unread(get_card, "Doublecast") == []


def test_a_spell_copying_itself_is_not_an_effect_on_another_object(get_card):
    # "When you cast this spell, copy it if you control a planeswalker, Cleric, ..."
    assert unread(get_card, "Mentor's Guidance") == []


def test_clone_enters_as_a_copy_of_any_creature_on_the_battlefield(get_card):
    assert effects(get_card, "Clone") == (Effect(
        "Clone", "becomes_copy", "You may have this creature enter as a copy of any creature on the battlefield.",
        Condition(zones=(BF,), any_types=("Creature",), words="creature on the battlefield"), targets=False,
        role="copied"),)


def test_a_copy_that_loses_its_card_types_is_not_read(get_card):
    # "except it's a Vehicle artifact with crew 3 and it loses all other card types"
    assert [e.template for e in effects(get_card, "Imposter Mech")] == []
    assert len(unread(get_card, "Imposter Mech")) == 1


def test_vesuvan_doppelganger_doesnt_copy_colour_so_it_is_not_read_as_a_plain_copy(get_card):
    assert effects(get_card, "Vesuvan Doppelganger") == ()
    assert len(unread(get_card, "Vesuvan Doppelganger")) == 2


# --- naming -------------------------------------------------------------------------------------------------

def test_pithing_needle_stops_activated_abilities_but_mana_abilities(get_card):
    assert effects(get_card, "Pithing Needle") == (Effect(
        "Pithing Needle", "naming",
        "As Pithing Needle enters the battlefield, choose a card name. Activated abilities of sources with the "
        "chosen name can't be activated unless they're mana abilities.",
        Condition(words="card name"), targets=False, restriction="activate"),)


def test_sorcerous_spyglass_chooses_any_card_name_like_pithing_needle(get_card):
    [e] = effects(get_card, "Sorcerous Spyglass")
    assert (e.template, e.restriction, e.condition) == ("naming", "activate", Condition(words="card name"))


def test_meddling_mage_names_a_nonland_card_that_cant_be_cast(get_card):
    assert effects(get_card, "Meddling Mage") == (Effect(
        "Meddling Mage", "naming",
        "As this creature enters, choose a nonland card name. Spells with the chosen name can't be cast.",
        Condition(not_types=("Land",), words="nonland card name"), targets=False, restriction="cast"),)


def test_phyrexian_revoker_also_stops_mana_abilities_so_it_is_not_read_as_pithing_needle(get_card):
    assert effects(get_card, "Phyrexian Revoker") == ()
    assert unread(get_card, "Phyrexian Revoker") == [
        "As this creature enters, choose a nonland card name.",
        "Activated abilities of sources with the chosen name can't be activated."]


# --- cascade, discover ---------------------------------------------------------------------------------------

def test_bloodbraid_elf_cascade_finds_a_nonland_card_with_mana_value_less_than_4(get_card):
    assert effects(get_card, "Bloodbraid Elf") == (Effect(
        "Bloodbraid Elf", "cascade", "Cascade",
        Condition(zones=(LIB,), not_types=("Land",), mana_value=Comparison("<", 4),
                  words="nonland card with mana value less than 4"), targets=False),)


def test_geological_appraiser_discover_3(get_card):
    assert effects(get_card, "Geological Appraiser") == (Effect(
        "Geological Appraiser", "discover", "When this creature enters, if you cast it, discover 3.",
        Condition(zones=(LIB,), not_types=("Land",), mana_value=Comparison("<=", 3),
                  words="nonland card with mana value 3 or less"), targets=False, amount=3),)


# --- transform, triggers -------------------------------------------------------------------------------------

def test_immerwolf_non_human_werewolves_you_control_cant_transform(get_card):
    assert effects(get_card, "Immerwolf") == (Effect(
        "Immerwolf", "cant_transform", "Non-Human Werewolves you control can't transform.",
        Condition(zones=(BF,), subtypes=("Werewolf",), not_subtypes=("Human",), controller="you",
                  words="Non-Human Werewolves you control"), targets=False, all_matching=True),)
    # the +1/+1 for Wolves and Werewolves is not something the templates act on, and not unread
    assert unread(get_card, "Immerwolf") == []


def test_moonmist_transforms_all_humans(get_card):
    assert effects(get_card, "Moonmist") == (Effect(
        "Moonmist", "transform", "Transform all Humans.",
        Condition(zones=(BF,), subtypes=("Human",), words="Humans"), targets=False, all_matching=True),)
    assert unread(get_card, "Moonmist") == []


def test_yarok_a_permanent_entering_triggers_an_additional_time(get_card):
    assert effects(get_card, "Yarok, the Desecrated") == (Effect(
        "Yarok, the Desecrated", "extra_trigger",
        "If a permanent entering causes a triggered ability of a permanent you control to trigger, that ability "
        "triggers an additional time.",
        Condition(zones=(BF,), permanent=True, words="permanent"), targets=False, all_matching=True,
        trigger_event="enters"),)


def test_panharmonicon_only_artifacts_and_creatures_entering(get_card):
    assert effects(get_card, "Panharmonicon") == (Effect(
        "Panharmonicon", "extra_trigger",
        "If an artifact or creature entering causes a triggered ability of a permanent you control to trigger, "
        "that ability triggers an additional time.",
        Condition(zones=(BF,), any_types=("Artifact", "Creature"), words="artifact or creature"), targets=False,
        all_matching=True, trigger_event="enters"),)


def test_fractured_realm_any_trigger_of_a_permanent_you_control_and_the_door_is_read_by_its_name(get_card):
    reading = read(get_card("Fractured Realm"))
    assert [(e.card, e.template) for e in reading.effects] == [("Mirror Room", "token_copy"),
                                                                ("Fractured Realm", "extra_trigger")]
    realm = reading.effects[1]
    assert realm.trigger_event == "any"  # any ability of that permanent, not only "enters" ones
    assert realm.condition == Condition(zones=(BF,), permanent=True, controller="you", words="permanent you control")


# --- graveyards, names, costs ---------------------------------------------------------------------------------

def test_bojuka_bog_exiles_every_card_in_a_graveyard_without_targeting_them(get_card):
    assert effects(get_card, "Bojuka Bog") == (Effect(
        "Bojuka Bog", "exile", "When Bojuka Bog enters, exile target player's graveyard.",
        Condition(zones=(GY,), words="target player's graveyard"), targets=False, all_matching=True),)


def test_ajanis_aid_searches_for_a_card_by_a_name_that_has_a_comma(get_card):
    assert effects(get_card, "Ajani's Aid")[0] == Effect(
        "Ajani's Aid", "tutor", "When this enchantment enters, you may search your library and/or graveyard for a "
        "card named Ajani, Valiant Protector, reveal it, and put it into your hand.",
        Condition(zones=(LIB, GY), name="Ajani, Valiant Protector", controller="you",
                  words="card named Ajani, Valiant Protector"), targets=False)


def test_whitemane_lion_returns_a_chosen_creature_not_a_target(get_card):
    assert effects(get_card, "Whitemane Lion") == (Effect(
        "Whitemane Lion", "bounce", "When this creature enters, return a creature you control to its owner's hand.",
        Condition(zones=(BF,), any_types=("Creature",), controller="you", words="creature you control"),
        targets=False),)


def test_all_artifacts_and_enchantments_means_either(get_card):
    assert effects(get_card, "Purify") == (Effect(
        "Purify", "destroy", "Destroy all artifacts and enchantments.",
        Condition(zones=(BF,), any_types=("Artifact", "Enchantment"), words="artifacts and enchantments"),
        targets=False, all_matching=True),)


def test_an_additional_cost_is_not_an_effect_on_another_object(get_card):
    assert effects(get_card, "Bone Splinters") == (Effect(
        "Bone Splinters", "destroy", "Destroy target creature.",
        Condition(zones=(BF,), any_types=("Creature",), words="creature")),)
    assert unread(get_card, "Bone Splinters") == []


# --- what is not read, and what is ignored --------------------------------------------------------------------

def test_a_qualifier_the_engine_cant_check_is_not_dropped(get_card):
    # Royal Assassin only hits tapped creatures: reading "destroy target creature" would be a wrong answer
    assert effects(get_card, "Royal Assassin") == ()
    assert unread(get_card, "Royal Assassin") == ["{T}: Destroy target tapped creature."]


def test_a_qualifier_on_one_kind_of_object_is_not_spread_to_the_other(get_card):
    # "creatures and non-Bolas planeswalkers": non-Bolas is about planeswalkers only — one Condition can't say it
    assert "Destroy all creatures and non-Bolas planeswalkers." in unread(get_card, "Seek Bolas's Counsel")
    assert all(e.template != "destroy" for e in effects(get_card, "Seek Bolas's Counsel"))


def test_rune_snag_unless_is_quoted_with_the_cards_own_name(get_card):
    assert effects(get_card, "Rune Snag")[0].unless == \
        "unless its controller pays {2} plus an additional {2} for each card named Rune Snag in each graveyard"


@pytest.mark.parametrize("name, sentence", [
    ("Banefire", "Banefire deals X damage to any target."),  # X is not a fixed number: not read as damage
    ("Roast", "Roast deals 5 damage to target creature without flying."),  # "without flying" isn't checked
    ("Stifle", "Counter target activated or triggered ability."),
    ("Hour of Devastation", "Hour of Devastation deals 5 damage to each creature and each non-Bolas planeswalker."),
])
def test_effects_on_objects_with_no_template_are_unrecognised(get_card, name, sentence):
    reading = read(get_card(name))
    assert reading.effects == ()
    assert reading.unrecognised == (Unrecognised(name, sentence),)


@pytest.mark.parametrize("name", ["Divination", "Llanowar Elves", "Squee, Goblin Nabob", "Harvest Hand",
                                  "Azusa's Many Journeys", "Ancestral Recall"])
def test_cards_that_do_nothing_to_other_objects_give_nothing_to_read(get_card, name):
    # drawing, mana, and what a card does to itself (Squee returning itself, Harvest Hand returning
    # itself transformed, a Saga exiling and returning itself) are neither effects nor unread sentences
    reading = read(get_card(name))
    assert reading.effects == () and reading.unrecognised == ()


def test_read_text_reads_a_text_that_is_not_in_the_catalog():
    reading = read_text("Homebrew", "Destroy target artifact or enchantment with mana value 2 or less. Draw a card.")
    assert reading.effects == (Effect("Homebrew", "destroy",
                                      "Destroy target artifact or enchantment with mana value 2 or less.",
                                      Condition(zones=(BF,), any_types=("Artifact", "Enchantment"),
                                                mana_value=Comparison("<=", 2),
                                                words="artifact or enchantment with mana value 2 or less")),)
    assert reading.unrecognised == ()
