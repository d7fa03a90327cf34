"""The free-text judge (language/text/harm.py): what ``says``/``does`` texts ask, in five languages.

R-CUSTOM-3 (harmful demands), R-VOTE-8 (vote and Roshambo unchanged), R-CUSTOM-5 (the
creator settles ambiguity, nobody rewrites the rules alone). The corpus in
tests/data/free_text/corpus.toml holds legal texts that must stay clean (table talk, card
words, quotes of the official cards) and illegal ones that must be flagged, in English,
German, Dutch, Turkish and Chinese; the judge's precision and recall on it are printed.
"""

from __future__ import annotations

import tomllib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import each, paths
from support.attacks import codes

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text.agreements import agreements
from lopti_rules.language.text.harm import is_table_action, judge
from lopti_rules.language.text.textnorm import fold, read, variants

CORPUS = tomllib.loads((paths.DATA / "free_text" / "corpus.toml").read_text(encoding="utf-8"))
CLEAN = [(g["lang"], t) for g in CORPUS["clean"] for t in g["texts"]]
FLAGGED = [(g["lang"], t, c) for g in CORPUS["flagged"] for t, c in g["cases"]]
LANGUAGES = {"en", "de", "nl", "tr", "zh"}


def hook(verb: str, text: str, above: str = "", tail: str = "") -> str:
    lines = ['rule "R"', "  after clear:"]
    if above:
        lines.append(f"    {above}")
    lines.append(f'    acting player {verb} "{text}"{tail}')
    return "\n".join(lines) + "\n"


def lint_codes(text: str) -> list[str]:
    return sorted(d.code for d in lint_text(text).diagnostics)


# ---------------------------------------------------------------- the corpus
def test_r_custom_3_corpus_is_big_enough_in_every_language() -> None:
    assert len(CLEAN) >= 60 and len({t for _, t, _ in FLAGGED}) >= 60
    assert {lang for lang, _ in CLEAN} == LANGUAGES
    assert {lang for lang, _, _ in FLAGGED} == LANGUAGES


@each.parametrize(("lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_3_legal_text_stays_clean(lang: str, text: str) -> None:
    assert codes(text) == [], (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_3_illegal_text_is_flagged(lang: str, text: str, code: str) -> None:
    assert code in codes(text), (lang, [f.message for f in judge(text)])


def test_r_custom_3_precision_and_recall_on_the_corpus(capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    """Precision: of the texts flagged, how many should be; recall: of the texts that
    should be flagged, how many are (with the right code). Printed per language."""
    lines = []
    totals = [0, 0, 0]
    for lang in sorted(LANGUAGES):
        tp = sum(code in codes(t) for g, t, code in FLAGGED if g == lang)
        fn = sum(code not in codes(t) for g, t, code in FLAGGED if g == lang)
        fp = sum(bool(codes(t)) for g, t in CLEAN if g == lang)
        totals = [totals[0] + tp, totals[1] + fp, totals[2] + fn]
        lines.append(f"  {lang}: precision {tp / max(tp + fp, 1):.2f}, "
                     f"recall {tp / max(tp + fn, 1):.2f} ({tp} found, {fp} false, {fn} missed)")
    tp, fp, fn = totals
    precision, recall = tp / (tp + fp), tp / (tp + fn)
    with capsys.disabled():
        print(f"\nfree-text judge on {len(CLEAN)} clean and {len(FLAGGED)} flagged cases: "
              f"precision {precision:.2f}, recall {recall:.2f}")
        print("\n".join(lines))
    assert precision == 1.0 and recall == 1.0


# ---------------------------------------------------------------- normalisation
@each.parametrize(("written", "read_as"), [
    ("KÜSS", "küss"), ("Straße", "strasse"), ("İÇKİ", "icki"), ("ıslık", "islik"),
    ("ｋｉｓｓ", "kiss"), ("café", "cafe"), ("k\u200biss", "kiss"), ("kіss", "kiss"),
], size=60)
def test_fold_undoes_unicode_case_accents_and_turkish_i(written: str, read_as: str) -> None:
    assert fold(written) == read_as


def test_fold_keeps_the_diaeresis_german_needs() -> None:
    assert fold("zählt") != fold("zahlt")  # "counts" is not "pays"


@each.parametrize(("token", "reading"), [
    ("k1ss", "kiss"), ("b33r", "beer"), ("sh0t", "shot"), ("kiiiisss", "kiss"),
    ("beeeeer", "beer"), ("sl@p", "slap"),
], size=60)
def test_variants_read_leet_and_stretched_letters(token: str, reading: str) -> None:
    assert reading in variants(token)


def test_numbers_are_not_read_as_leet() -> None:
    assert variants("30") == ("30",) and variants("3s") == ("3s",)


@each.parametrize("written", ["k.i.s.s", "k i s s", "k-i-s-s", "ki.ss", "k_i_s_s"])
def test_separators_inside_a_word_are_joined(written: str) -> None:
    assert "LP703" in codes(f"{written} the dealer")


def test_sentences_split_at_their_ends_but_not_inside_dotted_words() -> None:
    assert len(read("k.i.s.s me. Then clap!").sentences) == 2
    assert len(read("下一轮不投票。我说了算").sentences) == 2


# ---------------------------------------------------------------- structural readings
def test_r_vote_8_vote_named_without_a_change_is_clean() -> None:
    assert codes("Remember the rule vote!") == []
    assert codes("skip the vote") == ["LP707"]


def test_r_vote_4_deleting_your_own_rule_without_a_vote_is_no_vote_change() -> None:
    assert codes("A creator may delete their own rule at any time without a vote.") == []
    assert codes("the winner may change any rule without a vote") == ["LP707"]
    # the creator addressed (session 41, fairlang41's note): the rule is the creator's own
    assert codes("Als Urheber darfst du deine Regel jederzeit ohne Abstimmung löschen.") == []
    assert codes("As the creator, you may delete your rule at any time without a vote.") == []
    assert codes("Als maker mag je je regel altijd zonder stemming schrappen.") == []
    assert "LP707" in codes("Der Urheber löscht deine Regel ohne Abstimmung.")
    assert "LP707" in codes("Der Geber darf deine Regel ohne Abstimmung löschen.")


@each.parametrize("text", [
    "As the rules say, only the winner of a round invents a new rule.",
    "Nur der Sieger der Runde erfindet eine neue Regel.",
    "Alleen de winnaar van de ronde verzint een nieuwe regel.",
    "Sadece elin kazananı yeni bir kural uydurur.",
    "只有这一局的赢家发明新规则。",
], size=15)
def test_r_win_3_only_the_winner_invents_the_new_rule_is_no_vote_change(text: str) -> None:
    """R-WIN-3 said again: inventing the new rule is the winner's, no change asked of the
    vote (session 41; redteam-s31f fair-invents-quote-en); asking the vote stays LP707."""
    assert "LP707" not in codes(text)


def test_r_vote_1_only_some_asking_for_a_change_is_still_lp707() -> None:
    assert "LP707" in codes("Only the dealer may ask for a rule change.")
    assert "LP707" in codes("Only the winner may propose a new rule for the vote.")


def test_r_vote_8_roshambo_with_the_official_thirty_rounds_is_clean() -> None:
    assert codes("play 30 rounds of roshambo") == []
    assert codes("play 3 rounds of roshambo") == ["LP708"]
    assert codes("石头剪刀布玩5局") == ["LP708"]


def test_r_custom_5_the_creator_settles_ambiguity_but_nobody_rules_alone() -> None:
    assert codes("The creator decides an unclear case.") == []
    assert codes("the dealer decides") == ["LP709"]
    assert codes("the winner does not decide") == []


@each.parametrize(("text", "code"), [
    ("pay attention", None), ("pay the winner", "LP710"), ("good shot!", None),
    ("take a shot", "LP701"), ("kick off the round", None), ("kick the dealer", "LP702"),
    ("break the tie", None), ("break a glass", "LP704"),
    # R-SPECIAL-10: a card that burns is a clear; water put on to boil is tea
    ("Tens burn the pile, as always", None), ("a 10 burns everything below it", None),
    ("burn your cards", "LP704"), ("the loser must burn a ten", "LP704"),
    ("输家去烧开水", None), ("谁输了谁去烧一壶水", None), ("输家把牌烧了", "LP704"),
])
def test_r_custom_3_exceptions_read_what_is_asked(text: str, code: str | None) -> None:
    assert codes(text) == ([code] if code else [])


# ---------------------------------------------------------------- table actions (LP712)
@each.parametrize("text", [
    "a little dance", "clap three times", "stand up and bow to the table", "shuffle the deck",
    "klatsch dreimal in die Hände", "sta op en zing een liedje", "üç kez alkışla", "鼓掌三次",
])
def test_known_table_actions_need_no_confirmation(text: str) -> None:
    assert is_table_action(text)
    assert lint_codes(hook("does", text)) == []


@each.parametrize("text", ["hop on one foot", "do a handstand", "倒立", "clap and moo"])
def test_r_custom_3_any_other_does_text_asks_the_table(text: str) -> None:
    assert not is_table_action(text)
    assert lint_codes(hook("does", text)) == ["LP712"]


def test_says_texts_are_not_table_actions_and_need_no_confirmation() -> None:
    assert lint_codes(hook("says", "hop on one foot")) == []


def test_harmful_does_text_is_an_error_not_a_question_to_the_table() -> None:
    assert lint_codes(hook("does", "kiss the dealer")) == ["LP703"]
    agreed = hook("does", "kiss the dealer", above='# lopti: table-agreed "kiss the dealer"')
    assert lint_codes(agreed) == ["LP703"]  # the table cannot agree to what R-CUSTOM-3 forbids


@each.parametrize(("above", "tail", "want"), [
    ('# lopti: table-agreed "hop on one foot"', "", []),
    ("# lopti: table-agreed", "", []),
    ("", '  # lopti: table-agreed "hop on one foot"', []),
    ('# lopti: table-agreed "HOP  on one foot"', "", []),
    ('# lopti: table-agreed "jump on one foot"', "", ["LP712"]),   # agreed to another text
    ("# lopti: ignore[LP712]", "", ["LP712", "LP910"]),           # an ignore is no agreement
], size=60)
def test_r_custom_3_the_tables_agreement_is_recorded_in_the_file(above: str, tail: str,
                                                                 want: list[str]) -> None:
    assert lint_codes(hook("does", "hop on one foot", above, tail)) == want


def test_agreements_name_the_line_they_confirm() -> None:
    text = 'rule "R"\n  after clear:\n\n    # lopti: table-agreed "x"\n    # more\n    a\n'
    assert agreements(text) == {6: "x"}


# ---------------------------------------------------------------- robustness
@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(st.text(max_size=80))
def test_the_judge_never_raises_and_is_deterministic(text: str) -> None:
    assert judge(text) == judge(text)
    assert isinstance(is_table_action(text), bool)


# ---------------------------------------------------------------- issue 12: split demands
@pytest.mark.parametrize(("text", "code"), [
    ("no vo{clear.count}te next round", "LP707"),  # a value spliced into the word
    ("ki{{ss}} the next player", "LP703"),         # escaped braces inside the word
])
def test_r_vote_8_a_word_split_by_a_value_or_braces_is_read_whole(text: str, code: str) -> None:
    assert lint_codes(hook("says", text)) == [code]


def test_r_vote_8_a_demand_split_over_a_hooks_texts_is_read_as_the_table_hears_it() -> None:
    split = 'rule "R"\n  after win:\n    acting player says "no"\n' \
            '    acting player says "vote next round"\n'
    assert lint_codes(split) == ["LP707"]
    talk = 'rule "R"\n  after win:\n    acting player says "No!"\n' \
           '    next player says "Remember the rule vote!"\n'
    assert lint_codes(talk) == []


def test_r_custom_3_a_value_between_words_stays_clean() -> None:
    assert lint_codes(hook("says", "Round {rule.rounds} of this rule!")) == []


# ---------------------------------------------------------------- issue 29: read by meaning
@each.parametrize("text", [
    "clap your hands", "knock twice on the table", "take a bow", "take a deep breath",
    "smile at the table", "wave to everyone", "cheer for the clearer", "applaud the winner",
    "everyone who wants may stand up", "verbeug dich", "tief durchatmen",
    "steh auf, wenn du willst", "maak een buiging", "haal diep adem", "ellerini çırp",
    "masaya iki kez vur", "reverans yap", "derin bir nefes al", "敲两下桌子", "鞠个躬",
    "深呼吸一下", "向赢家挥手",
], size=60)
def test_r_custom_3_harmless_gestures_are_clean_in_five_languages(text: str) -> None:
    assert is_table_action(text) and codes(text) == []
    assert lint_codes(hook("does", text)) == []


def test_r_custom_3_a_high_five_offered_is_a_table_action_one_in_the_face_is_not() -> None:
    """docs/language.md: a high five (a fist bump, 击掌) is a gesture two make together,
    the other meeting it by choice: a table action (session 27, brief fa27; it was LP712
    before). Made to a body part it is no gesture, and done hard it is a blow."""
    assert codes("high five the winner") == []
    assert lint_codes(hook("does", "high five the winner")) == []
    assert lint_codes(hook("does", "gives the loser a high five in the face")) == ["LP712"]
    assert "LP702" in codes("gives the loser a high five as hard as you can")


@each.parametrize(("denied", "fair"), [
    ("nobody can remove this rule", "nobody can stop a ten"),
    ("this rule cannot be voted out", "this rule applies from round two"),
    ("Bu kural oylanamaz", "Bu kural herkes için geçerli"),
    ("这条规则不能被投票取消", "这条规则从下一轮开始"),
], size=60)
def test_r_vote_1_a_rule_the_vote_could_not_remove_is_read_by_its_denial(denied: str,
                                                                          fair: str) -> None:
    assert codes(denied) == ["LP707"]
    assert codes(fair) == []


@pytest.mark.parametrize(("struck", "own"), [
    ("flick the next player's head", "touch your nose"),
    ("Schnips dem Nachbarn gegen die Stirn", "tipp dir an die Stirn"),
    ("Geef de volgende speler een tik tegen het hoofd", "tik op je eigen hoofd"),
])
def test_r_custom_3_another_body_struck_is_violence_your_own_is_a_gesture(struck: str,
                                                                           own: str) -> None:
    assert codes(struck) == ["LP702"]
    assert codes(own) == []


@pytest.mark.parametrize(("drinking", "fair"), [
    ("empty your glass", "empty the pile"), ("Bardağını bitir", "Turu bitir"),
    ("Drink je beker leeg", "Leg je kaarten neer"),
])
def test_r_custom_3_a_vessel_emptied_is_drinking(drinking: str, fair: str) -> None:
    assert codes(drinking) == ["LP701"]
    assert codes(fair) == []


@each.parametrize(("described", "role"), [
    ("the player in the window seat draws", "the next player draws"),
    ("whoever wears a hat deals", "whoever has the most cards deals"),
    ("the smallest player deals", "the player with the smallest hand deals"),
    ("Wer am Fenster sitzt, nimmt den Stapel", "Wer am wenigsten Karten hat, zieht"),
], size=15)
def test_r_custom_4_people_by_place_or_trait_in_text_are_lp304(described: str,
                                                                role: str) -> None:
    # a pickup or a draw laid on the seat is a rule of play in words too (LP716, session 31)
    assert [c for c in codes(described) if c != "LP716"] == ["LP304"]
    assert codes(role) == []


@each.parametrize(("text", "code"), [
    ("on a tie the dealer decides", "LP709"), ("Roshambo ties go to the dealer", "LP708"),
    ("the dealer gets two votes", "LP707"), ("the dealer may cancel any other rule", "LP709"),
], size=60)
def test_r_vote_8_who_decides_and_how_much_a_vote_weighs_are_the_votes(text: str,
                                                                       code: str) -> None:
    assert codes(text) == [code]
    assert codes("the table gets one rule vote for that round") == []


# ---------------------------------------------------------------- issue 29, redteam3b: by idea
@each.parametrize(("text", "code"), [
    # a body struck hard, whoever's it is: on a hard surface, or a force verb on the head
    ("knock your head on the table three times", "LP701"),
    ("bang your forehead on the table", "LP701"),
    ("hit your head against the wall twice", "LP701"),
    ("slam your face into the table", "LP701"),
    ("schlag mit dem Kopf auf den Tisch", "LP701"),
    ("sla je hoofd tegen de tafel", "LP701"),
    ("kafanı masaya vur", "LP701"),
    ("用头敲三下桌子", "LP701"),
    ("用脑袋撞墙", "LP701"),
])
def test_r_custom_3_harm_to_oneself_is_harm(text: str, code: str) -> None:
    assert code in codes(text), [f.message for f in judge(text)]


@each.parametrize("text", [
    "klopf dir selbst auf die Schulter", "pat yourself on the back", "tap your nose twice",
    "klop jezelf op de schouder", "nod your head", "knock twice on the table",
    "klop twee keer op tafel", "başını salla",
])
def test_r_custom_3_a_soft_touch_of_your_own_body_is_a_clean_gesture(text: str) -> None:
    assert codes(text) == [] and is_table_action(text), [f.message for f in judge(text)]


@each.parametrize("text", [
    "houd je adem in", "houd je adem in tot je volgende beurt",
    "hij houdt zijn adem in tot de volgende ronde", "halt die Luft an bis zu deinem nächsten Zug",
    "hältst du die Luft an?",
])
def test_r_custom_3_separable_verbs_are_read_split(text: str) -> None:
    assert "LP701" in codes(text), [f.message for f in judge(text)]


@pytest.mark.parametrize(("text", "code"), [
    ("zieh dein T-Shirt aus", "LP703"), ("schaff die Abstimmung ab", "LP707"),
])
def test_split_particles_read_in_every_group(text: str, code: str) -> None:
    assert code in codes(text)


@each.parametrize("text", [
    "zieh eine Karte aus dem Stapel", "nu ben jij aan de beurt, je bent de volgende",
    "je bent de volgende", "jij bent aan de beurt", "Wie schön, alle klatschen!",
    "the last card of the pile is drawn face down", "only one card left!",
    "nur noch eine Karte!", "this rule does not count in the first round",
    "the loser's vote counts as one", "Good luck, everyone!",
])
def test_words_are_read_in_the_texts_language_and_particles_are_not_prepositions(
        text: str) -> None:
    assert codes(text) == [], [f.message for f in judge(text)]


@each.parametrize(("text", "code"), [
    # a vote given another weight (R-VOTE-2, R-VOTE-8)
    ("the winner's vote counts double", "LP707"),
    ("the dealer's vote weighs three times as much", "LP707"),
    ("die Stimme des Gebers zählt doppelt", "LP707"),
    ("de stem van de winnaar telt twee keer", "LP707"),
    ("kazananın oyu iki sayılır", "LP707"),
    ("赢家的票算两票", "LP707"),
    # Roshambo as a race (R-ROSHAMBO-2)
    ("Roshambo: first to three wins", "LP708"),
    ("Schere Stein Papier, wer zuerst drei gewinnt", "LP708"),
    ("steen papier schaar, wie als eerste drie wint", "LP708"),
    ("taş kağıt makas, ilk üç kazanan", "LP708"),
    ("石头剪刀布，谁先赢三次", "LP708"),
    # another rule switched off (R-VOTE-1)
    ("while this rule is in play the eights rule does not count", "LP709"),
    ("the sevens rule does not apply this round", "LP709"),
    ("die Zehnerregel gilt heute nicht", "LP709"),
    ("de achtenregel telt niet meer", "LP709"),
    ("sekizler kuralı bu tur geçersiz", "LP709"),
    ("八的规则这轮不算", "LP709"),
])
def test_r_vote_8_changes_to_votes_roshambo_and_rules_are_read_from_their_parts(
        text: str, code: str) -> None:
    assert code in codes(text), [f.message for f in judge(text)]


@each.parametrize("text", [
    "whoever sits in the armchair draws two cards",
    "the player who arrived last gives a card away",
    "whoever wears glasses draws two",
    "wer am Kopfende sitzt, zieht eine Karte",
    "wer als Letzter gekommen ist, gibt zwei Karten ab",
    "wer im Sessel sitzt, gibt zwei Karten ab",
    "wie in de luie stoel zit, trekt een kaart",
    "de speler die het laatst binnenkwam, geeft twee kaarten",
    "bu akşam en son gelen oyuncu iki kart çeker",
    "koltukta oturan oyuncu iki kart çeker",
    "最后到的人摸两张牌",
    "坐在沙发上的人摸两张牌",
], size=15)
def test_r_custom_4_a_person_picked_by_a_condition_outside_the_game(text: str) -> None:
    assert "LP304" in codes(text), [f.message for f in judge(text)]


@each.parametrize("text", [
    "whoever has the most cards draws one", "whoever has the fewest points draws one",
    "whoever played the last ace claps", "the player who is next shuffles",
    "whoever sits next to the dealer draws one", "wer die meisten Karten hat, gibt eine ab",
    "wer zuerst Lopti ruft, zieht keine Karte", "wie wil, mag klappen",
    "en çok kartı olan oyuncu bir kart verir", "手里牌最多的人摸一张",
    "让左边的人鼓掌", "the player on the left claps",
])
def test_r_custom_4_a_condition_on_the_game_picks_a_role(text: str) -> None:
    assert "LP304" not in codes(text), [f.message for f in judge(text)]


@each.parametrize("text", [
    "wer nur noch eine Karte hat, zieht sofort drei",
    "whoever has one card left draws three",
    "if you have only one card, draw two",
    "wie nog één kaart heeft, trekt er drie",
    "son kartı olan oyuncu üç kart çeker",
    "只剩一张牌的人摸三张",
])
def test_r_custom_3_a_draw_said_to_the_player_on_the_last_card_blocks_a_win(text: str) -> None:
    assert "LP502" in codes(text), [f.message for f in judge(text)]


def test_r_custom_3_a_game_move_in_speech_is_an_error_through_lint() -> None:
    assert "LP502" in lint_codes(hook("says", "wer nur noch eine Karte hat, zieht sofort drei"))
    assert lint_codes(hook("says", "nur noch eine Karte!")) == []


#: Things of the room or of someone's evening no lexicon lists: a selector with one of them
#: as its only condition picks a person, whatever the word (R-CUSTOM-4).
_ELSEWHERE = {
    "en": ["the beanbag", "the rocking chair", "the blue cushion", "the footstool"],
    "de": ["dem Sitzsack", "dem Schaukelstuhl", "dem blauen Kissen", "dem Hocker"],
    "nl": ["de zitzak", "de schommelstoel", "het blauwe kussen", "de poef"],
}
_PICKED = {
    "en": "whoever sits on {x} draws two cards",
    "de": "wer auf {x} sitzt, zieht zwei Karten",
    "nl": "wie op {x} zit, trekt twee kaarten",
}
_ROLE = {
    "en": "whoever has the {x} cards draws two cards",
    "de": "wer die {x} Karten hat, zieht zwei Karten",
    "nl": "wie de {x} kaarten heeft, trekt twee kaarten",
}
_MOST = {"en": ["most", "fewest", "highest"], "de": ["meisten", "wenigsten", "höchsten"],
         "nl": ["meeste", "minste", "hoogste"]}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(_PICKED)).flatmap(
    lambda lang: st.tuples(st.just(lang), st.sampled_from(_ELSEWHERE[lang]),
                           st.sampled_from(_MOST[lang]))))
def test_r_custom_4_a_selector_is_judged_by_its_condition_not_its_words(
        case: tuple[str, str, str]) -> None:
    lang, elsewhere, most = case
    assert "LP304" in codes(_PICKED[lang].format(x=elsewhere))
    assert "LP304" not in codes(_ROLE[lang].format(x=most))


# ---------------------------------------------------------------- round 4 (issue 29)
@each.parametrize(("owned", "held"), [
    ("the owner of these cards skips their next draw", "the owner of the highest card leads"),
    ("der Besitzer der Karten zieht zwei", "der Besitzer der höchsten Karte spielt aus"),
    ("destenin sahibi iki kart çeker", "en yüksek kartın sahibi ilk oynar"),
    ("这副牌的主人少摸一张", "红桃7的主人先出牌"),
], size=60)
def test_r_custom_4_an_owner_is_a_person_the_holder_of_a_card_in_play_a_role(
        owned: str, held: str) -> None:
    assert "LP304" in codes(owned)
    assert codes(held) == []
    assert codes("the owner of this rule settles ambiguity") == []  # the creator


@each.parametrize(("trait", "manner"), [
    ("left-handed players draw two", "play left-handed this round"),
    ("wer linkshändig ist, zieht zwei", "spiel diese Runde linkshändig"),
    ("linkshandigen geven een kaart weg", "iedereen speelt linkshandig"),
    ("solaklar iki kart çeker", "kartların hepsini karıştır"),
    ("左撇子给庄家一张牌", "发牌的人把牌洗好"),
], size=60)
def test_r_custom_4_a_trait_as_a_noun_needs_no_selector(trait: str, manner: str) -> None:
    assert "LP304" in codes(trait)
    assert codes(manner) == []


@pytest.mark.parametrize(("handed", "kept"), [
    ("in any dispute the dealer is right", "in a dispute the creator decides"),
    ("bei Streit hat der Geber recht", "bei Streit entscheidet die Mehrheit"),
    ("有争议时都听发牌那位的", "有争议时大家投票决定"),
])
def test_r_custom_5_a_dispute_handed_to_a_role_is_authority(handed: str, kept: str) -> None:
    assert "LP709" in codes(handed)
    assert codes(kept) == []


@each.parametrize(("priced", "free"), [
    ("whoever votes against this rule draws three", "after the vote the dealer draws a card"),
    ("wer gegen diese Regel stimmt, zieht drei Karten",
     "vergesst nicht: jeder darf gegen diese Regel stimmen"),
    ("wie tegen deze regel stemt, trekt twee kaarten", "met luide stem: Lopti!"),
    ("bu kurala karşı oy veren iki kart çeker", "anlaşmazlıkta çoğunluk karar verir"),
    ("投反对票的人摸三张", "胜者可创造一条规则"),
], size=60)
def test_r_vote_2_a_price_on_a_vote_changes_the_vote(priced: str, free: str) -> None:
    assert "LP707" in codes(priced)
    assert codes(free) == []
    assert codes("das stimmt, zieh zwei Karten") == []  # "stimmt": that is right


@each.parametrize("text", [
    "anyone who stays silent when this rule is up counts as voting yes",
    "Enthaltungen zählen als Ja-Stimmen", "wie zich onthoudt, stemt voor",
    "çekimser kalanlar evet sayılır", "弃权算赞成", "wer schweigt, stimmt zu",
], size=60)
def test_r_vote_9_an_abstention_counted_as_a_vote_is_lp707_not_a_person(text: str) -> None:
    assert codes(text) == ["LP707"]


def test_r_vote_9_the_quote_that_abstentions_count_for_neither_is_clean() -> None:
    assert codes("remember: abstentions count for neither side in the rule vote") == []
    assert codes("Enthaltungen zählen für keine Seite") == []
    assert codes("yes, silence!") == []


@each.parametrize(("rewritten", "quoted"), [
    ("de maker van deze regel mag hem tijdens de ronde aanpassen",
     "bij twijfel beslist de maker van de regel"),
    ("der Urheber darf diese Regel jederzeit ändern",
     "der Urheber darf die Regel nicht mehr ändern, wenn die Runde begonnen hat"),
    ("this rule may be changed mid-round by its maker", "the rule vote may change one custom rule"),
    ("kuralı kazanan istediği zaman değiştirebilir", "kartların hepsini karıştır"),
    ("创造者可以随时修改这条规则", "胜者可创造一条规则"),
], size=60)
def test_r_custom_5_a_rule_given_to_a_person_to_change_is_authority(rewritten: str,
                                                                    quoted: str) -> None:
    assert "LP709" in codes(rewritten)
    assert codes(quoted) == []
    assert codes("this rule changes direction when the dealer plays a seven") == []


@each.parametrize(("cold", "said"), [
    ("往自己领子里放一块冰", "冰箱里有饮料吗"),
    ("put some ice down your shirt", "my hands are ice cold"),
    ("steck dir Eis in den Kragen", "break the ice"),
    ("gooi koud water in je nek", "hold your cards close to your chest"),
    ("yakana buz koy", "kartların hepsini karıştır"),
], size=60)
def test_r_custom_3_cold_or_heat_on_a_body_is_harm(cold: str, said: str) -> None:
    assert "LP701" in codes(cold)
    assert codes(said) == []


def test_r_custom_3_physical_discomfort_is_an_error_not_a_question_to_the_table() -> None:
    assert lint_codes(hook("does", "往自己领子里放一块冰")) == ["LP701"]
    assert lint_codes(hook("does", "pinch yourself")) == ["LP702"]


@each.parametrize(("who", "address"), [
    ("girls draw two cards", "ladies and gentlemen, Lopti!"),
    ("Kinder ziehen zwei Karten", "Kinder, zieht eure Karten!"),
    ("女生多摸一张", "孩子们，摸牌吧"),
    ("whoever the deck belongs to draws two", "the pile belongs to the picker"),
    ("the player with the longest hair draws two", "the player with the most cards draws"),
], size=60)
def test_r_custom_4_people_by_who_they_are_as_the_subject_of_a_move(who: str,
                                                                     address: str) -> None:
    assert "LP304" in codes(who)
    assert codes(address) == []


@each.parametrize("text", [
    "Alle dürfen jetzt tief durchatmen",     # dürfen is "may", not the Dutch "durf" (dare)
    "打牌前每个人点头示意",   # 打牌 "play cards" and 点头 "nod": no "hit" or "head"
    "赢了就点头，输了就继续打牌",
    "开头先打一张小牌",                        # 开头 "at the start", 打一张 "play one card"
    "打平了大家就笑一笑，然后摸一张牌",          # 打平 "a tie"
])
def test_r_custom_3_a_word_of_the_texts_own_language_is_read_as_that_word(text: str) -> None:
    """A German word with its umlaut (``dürfen``) is not read without it as a Dutch dare
    (in a German or Turkish sentence a dotted vowel is a letter, not a disguise); a
    Chinese compound (打平, 打牌, 石头) is one word, not the strike or body-part character
    it holds (``harm_lexicon.WORDS``, the longest word wins)."""
    assert codes(text) == [], [f.message for f in judge(text)]


@pytest.mark.parametrize(("text", "code"), [
    ("用拳头打他的头", "LP702"),     # the compound 拳头 "fist" hides nothing it should not
    ("打平的人要用头撞桌子", "LP701"),  # a tie, then a head on the table: still harm
    ("Wer verliert, muss seinen Nachbarn schlagen", "LP702"),
])
def test_r_custom_3_harm_next_to_a_neutral_word_is_still_harm(text: str, code: str) -> None:
    assert code in codes(text), [f.message for f in judge(text)]
