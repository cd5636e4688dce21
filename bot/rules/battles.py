"""Battles (310), as one module: a battle spell resolves onto the battlefield (310.2, casting.py does that as for
any permanent spell); a Siege whose last defense counter is removed — the `defeat` step — is exiled, then its owner
may cast it transformed without paying its mana cost (310.11b): back face up on the stack, with only that face's
characteristics and its front face's mana value (712.8c), entering with that face up as it resolves (712.13).

The steps keep no defense counters and no combat, so `defeat` says that the last counter was removed; what removed
it is not followed. A "can't cast" static kept by `apply` (Drannith Magistrate: not from the hand) is obeyed: the
card stays in exile.
"""

from __future__ import annotations

from bot.rules import double_faced as dfc
from bot.rules.outcome import Outcome, Result
from bot.rules.triggers import triggers
from bot.rules.vocabulary import Zone


def is_battle(sim) -> bool:
    return "Battle" in sim.chars().types


def defeat(sim, step) -> Outcome:
    obj, card, ref = sim.obj, sim.card, sim.ref
    keys = ["siege.defeated"]
    if obj.zone != "battlefield" or not is_battle(sim):
        return Outcome(Result.NOT_ALLOWED, f"Only a battle on the battlefield is defeated, and {sim.label} is "
                       f"{'not a battle' if obj.zone == 'battlefield' else Zone(obj.zone).phrase}{ref(*keys)}.", keys)
    if "Siege" not in sim.chars().subtypes:
        return Outcome(Result.NOT_MODELLED, f"Not modelled: only a Siege's defeat is modelled{ref(*keys)}, and "
                       f"{sim.label} isn't a Siege.", keys)
    name = sim.label
    if obj.token or obj.is_copy:
        sim.obj = sim.moved("exile")
        sim.obj = sim.obj.same(exists=False)
        return Outcome(Result.OK, f"The last defense counter is removed from {name}: it is exiled, and a token or a "
                       f"copy in exile ceases to exist, so nothing is cast{ref(*keys, 'token.ceases')}.",
                       keys + ["token.ceases"])
    exiled = sim.moved("exile")
    back = card.faces[1] if card.is_double_faced and len(card.faces) > 1 else None
    if back is None or card.layout != dfc.NONMODAL:
        sim.obj = exiled
        return Outcome(Result.OK, f"The last defense counter is removed from {name}: it is exiled; it isn't a "
                       f"transforming double-faced card, so it can't be cast transformed and stays there"
                       f"{ref(*keys)}.", keys)
    spell = sim.fresh(card, "stack", face_up=1, cast_transformed=True, cast_face=1)
    if sim.statics:
        from bot.rules.effects import restrict

        found = restrict.stopping_cast(sim, spell, "exile")
        if found is not None and found[1].stopped is not False:
            e, st = found
            sim.obj = exiled
            if st.stopped is None:
                return Outcome(Result.NOT_MODELLED, f"{name} is exiled; can't tell whether {e.card}'s "
                               f"\"{e.sentence.rstrip('.')}\" stops casting {back.name}: {st.reason}.", keys + st.keys)
            return Outcome(Result.OK, f"The last defense counter is removed from {name}: it is exiled, and it may be "
                           f"cast transformed, but {e.card}'s \"{e.sentence.rstrip('.')}\" stops it — {st.reason}"
                           f"{restrict.whose(e)}; it stays in exile{ref(*keys, 'cant.precedence')}.",
                           keys + ["cant.precedence"])
    sim.obj = spell
    keys += ["dfc.cast_transformed", "mv.back_face", "cast.alternative"]
    ch = sim.chars()
    out = Outcome(Result.OK, f"The last defense counter is removed from {name}: it is exiled, then cast transformed "
                  f"without paying its mana cost — {back.name} is on the stack back face up with only that face's "
                  f"characteristics, and its mana value is its front face's, "
                  f"{int(ch.mana_value) if float(ch.mana_value).is_integer() else ch.mana_value}{ref(*keys)}. "
                  f"`resolve` puts it onto the battlefield back face up.", keys,
                  triggers(ch.abilities, "cast", self_names=ch.names))
    if sim.statics:  # the defeat's cast is a cast like any other: what the kept statics do to a cast applies (601.2i)
        from bot.rules.casting import countered_as_cast
        from bot.rules.effects import cast_statics

        lead = f"The last defense counter is removed from {name}: it is exiled, then cast transformed. "
        out = cast_statics.on_cast(sim, out, exiled)
        if out.result == Result.OK:
            out = countered_as_cast(sim, out)
        if not out.explanation.startswith("The last defense counter"):
            out.explanation = lead + out.explanation
    return out
