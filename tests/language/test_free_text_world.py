"""The base game as a closed world (language/text/basegame_world.py, issue 29, session 20).

R-CUSTOM-2 (a house rule adds, it never changes the base game) and R-VOTE-1 (only the
rule vote adjusts a base rule): a text that states a value of a base-game concept (a
rank's place or power, the pile, the pickup, the draw, the deal, the hand, the face-down
cards, the bonus play, the win) in a frame that lays a value down is LP716 unless the
model shows the value is the cards' own; speech about the table's present moment and a
game event that only picks an action's moment stay clean. tests/data/free_text/
world20a.toml (batch A, the fix was made on it) and world20b.toml (batch B, held back
until the fix was done) hold both sides in the five languages.
"""

from __future__ import annotations

import pytest
from support import attacks, each
from support.attacks import codes

from lopti_rules.language.text import basegame_world as world
from lopti_rules.language.text.harm import judge
from lopti_rules.language.text.textnorm import read

BATCHES = [attacks.load("world20a.toml"), attacks.load("world20b.toml")]
FLAGGED = [c for b in BATCHES for c in attacks.cases(b)]
CLEAN = [t for b in BATCHES for t in attacks.texts(b)]


def test_r_custom_2_the_batches_hold_forty_texts_a_side_in_five_languages() -> None:
    assert len(FLAGGED) >= 40 and len(CLEAN) >= 40
    assert {lang for lang, _, _ in FLAGGED} == {lang for lang, _ in CLEAN} == {
        "en", "de", "nl", "tr", "zh"}


@each.parametrize(("lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_vote_1_a_base_value_laid_down_unofficially_is_a_rule_of_play(
        lang: str, text: str, code: str) -> None:
    assert code in codes(text), (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_2_the_cards_quoted_and_the_present_moment_stay_clean(lang: str,
                                                                       text: str) -> None:
    assert codes(text) == [], (lang, [f.message for f in judge(text)])


@pytest.mark.parametrize(("framed", "moment"), [
    # the same concept: laid down in a frame, or only picking an action's moment
    ("From tonight a ten no longer clears the pile.",
     "Everyone cheers when a ten clears the pile."),
    ("Bei uns räumt eine Acht den Stapel ab.", "Alle klopfen, wenn eine Zehn den Stapel abräumt."),
    ("Voortaan wint wie als eerste drie keer opruimt.", "Wie de stapel opruimt, zingt een liedje."),
])
def test_r_custom_2_a_game_event_as_a_trigger_is_no_claim(framed: str, moment: str) -> None:
    assert "LP716" in codes(framed)
    assert "LP716" not in codes(moment)


@pytest.mark.parametrize(("proposed", "asked"), [
    ("Why not let nines be high from now on?", "Who picks up the pile now?"),
    ("Warum nicht: ab heute zählt die Neun als Zehn?", "Wer hat den Stapel abgeräumt?"),
])
def test_r_vote_1_a_question_that_proposes_a_base_value_is_a_claim(proposed: str,
                                                                  asked: str) -> None:
    assert "LP716" in codes(proposed)
    assert codes(asked) == []


@pytest.mark.parametrize(("framed", "clean"), [
    # a card more played than the turn's one: the bonus play's concept (R-CLEAR-1), said
    # with the play verb in each language's own form (redteam13 text-dokuzlu-tr)
    ("Artık dokuzlu oynayan hemen bir kart daha oynar", "Bir kart daha oyna!"),
    ("Artık kim dokuz oynarsa bir tane daha atar",
     "Dokuzlu oynayan bir kart daha oynar mı?"),
    ("Ab jetzt spielt, wer eine 9 spielt, sofort noch eine Karte",
     "Wer eine 9 spielt, ruft: noch eine Karte!"),
    ("Voortaan mag je na een negen meteen nog een kaart spelen",
     "Wie een negen speelt, roept: nog een kaart!"),
    ("From now on a nine lets its player lay one more card",
     "Whoever plays a nine shouts one more card!"),
    # the subject a relative clause that names the rank played: it ends at the rank
    ("From now on whoever plays a 9 plays one more card at once",
     "From now on whoever plays a 9 sings a song"),
    ("Voortaan mag wie een negen speelt nog een kaart leggen",
     "Wie een negen speelt, mag een liedje kiezen"),
])
def test_r_clear_1_a_card_more_played_laid_down_in_words_is_a_rule_of_play(
        framed: str, clean: str) -> None:
    assert "LP716" in codes(framed), [f.message for f in judge(framed)]
    assert "LP716" not in codes(clean), [f.message for f in judge(clean)]


def _every_pattern_at_every_word(words: list[str], name: str, lang: str) -> list[tuple[int, int]]:
    """The matcher as it was: every pattern of the class tried at every word."""
    found = []
    for at in range(len(words)):
        for pattern in world._classes()[name].get(lang, ()):  # noqa: SLF001 - the oracle
            end = world._match_at(words, at, pattern)  # noqa: SLF001
            if end is not None:
                found.append((at, end))
    return found


@pytest.mark.slow  # the oracle tries every pattern at every word: 0.5 CPU s
def test_r_custom_2_the_matcher_tries_only_patterns_a_word_can_start_and_finds_the_same() -> None:
    """``spans`` tries at a word only the patterns whose first token it (or its plain form)
    matches (``basegame_world._first_words``): the same spans in the same order as every
    pattern at every word, over the batches' texts and a sentence of each pattern's own
    words (so every first token, exact or a prefix, is met), in every class, each sentence
    in its language."""
    said = [(lang, text) for lang, text, _ in FLAGGED] + CLEAN
    said += [(lang, " ".join(w or "x" for w, _ in p).replace("~", "und so"))
             for name, by_lang in world._classes().items()  # noqa: SLF001
             for lang, patterns in by_lang.items() for p in patterns]
    compared = 0
    for lang, text in said:
        if lang not in world._LATIN:  # noqa: SLF001 - Chinese is read without patterns
            continue
        for sentence in read(text).sentences:
            words = world._words(sentence)  # noqa: SLF001
            for name in world._classes():  # noqa: SLF001
                assert world.spans(words, name, lang) == \
                    _every_pattern_at_every_word(words, name, lang), (lang, text, name)
                compared += 1
    assert compared > 5_000
