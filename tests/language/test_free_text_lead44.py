"""The lead's readings of session 44 (issue 29): a condition overridden in other words, a
night hour and an election said as words or compounds, a body part kept on a thing that
hurts with its pain waived (a state, no verb), and a condition's holder who only speaks
up while the table does the rest (a kindness, not a trait used against them)."""

from __future__ import annotations

from support import each

from lopti_rules.language.text.harm import judge


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


@each.parametrize(("text", "code"), [
    # R-CUSTOM-3: a health condition overridden ("hin oder her", "ook met een ...allergie")
    ("Wer verliert, hat bis zum nächsten Zug die Katze auf dem Schoß, Allergie hin oder her.",
     "LP701"),
    ("Wie verliest, eet een lepel pindakaas, ook met een notenallergie.", "LP701"),
    ("The loser eats a spoon of peanut butter, even with a nut allergy.", "LP701"),
    ("Kaybeden kediyi kucağına alır, alerjisi olsa da.", "LP701"),
    # R-CUSTOM-3: sleep broken at a small hour said in words
    ("Wie verliest, zet vannacht om drie uur een wekker en appt dat hij wakker is.", "LP701"),
    ("Wer verliert, stellt heute Nacht einen Wecker auf drei Uhr.", "LP701"),
    # R-CUSTOM-3: a public vote handed over, the election a compound
    ("Bij de volgende gemeenteraadsverkiezing stem jij op de partij van de winnaar.", "LP705"),
    # R-CUSTOM-3: a body part on a thing that hurts, its pain waived, no verb
    ("Eleven or more: palm flat on the radiator until your next turn, however hot it gets.",
     "LP701"),
    ("Hand auf die Heizung bis zum nächsten Zug, egal wie heiß sie ist.", "LP701"),
    ("Hand op de kachel tot je volgende beurt, hoe heet hij ook wordt.", "LP701"),
    ("Elini kaloriferin üstüne koy, ne kadar sıcak olursa olsun.", "LP701"),
])
def test_r_custom_3_a_burden_said_in_other_words_is_refused(text: str, code: str) -> None:
    assert code in _codes(text)


@each.parametrize("text", [
    # R-CUSTOM-4: the condition's holder speaks up, the table does the rest
    "Wer eine Katzenallergie hat, sagt Bescheid, dann bleibt die Katze heute nebenan.",
    "Nut-free crisps on the left; anyone with an allergy, shout and we'll move the bowl.",
    "Wie allergisch is, eet ook met ons mee: er zijn notenvrije chips.",
    "Wer allergisch ist, isst mit uns: es gibt nussfreie Chips.",
    "Yarın sınavı olan erken kalkmak isterse son eli bir sonraki akşama bırakırız.",
    "Alerjisi olan söylesin, fıstıkları kaldırırız.",
    # no pain waived, or a handle held: nothing kept on what hurts
    "Cold hands? Warm them on the radiator, however cold it is outside.",
    "The tea is hot: hold the cup by its handle, however hot it gets.",
    # the night hour nobody is woken at
    "Vannacht om drie uur gaat de wekker voor niemand: we stoppen om elf.",
    # R-CUSTOM-3: push-ups are a dare, an exam is no push-up (şınav / sınav)
    "Sınavı olan erken gider.",
])
def test_r_custom_4_a_kindness_or_a_harmless_state_is_clean(text: str) -> None:
    assert not _codes(text) & {"LP304", "LP701", "LP703", "LP711"}


def test_r_custom_3_push_ups_are_still_a_dare_in_turkish() -> None:
    assert "LP701" in _codes("Kaybeden on şınav çeker.")
