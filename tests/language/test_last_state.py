"""A special card's power taken back at another moment than its own (issue 29, session
39, redteam-mech39; ``analysis/checks/laststate.py``).

A custom rule adds actions around a base event and never takes its effect back
(R-CUSTOM-2). The checks judge a restriction, a clear or a give by the *state* it acts
on, whatever event it hangs on: between a play and the next player's play (its draw, the
turn's end, the next turn's start) the pile's top, its run of a rank and a passed 3's
obligation stand unchanged, and ``table.top_rank`` or a count of the rule's own that
mirrors the last play reads them as ``play.rank`` does right after it:

- **the fourth card refused later** (LP203, R-PLAY-3, R-CLEAR-2, R-CLEAR-3): three of a
  rank across plays, and at the turn's end or the next turn's start only the card that
  completes four is barred;
- **a due effect cleared away** (LP208, R-SPECIAL-3, R-SPECIAL-7, R-CLEAR-1): a custom clear
  right after a 3 passed the obligation on, or later behind a condition that picks out
  the moment a passed 3's pickup or a 7's low rule is due;
- **the 10 kept by its clearer** (LP403, R-SPECIAL-10, R-CLEAR-3): the clearer takes the top
  cleared card back at a clear by a 10, or at that turn's end behind a count the clear set.

Rules in English, German, Dutch and Turkish keywords (``lopti fmt --lang``), the messages
in the table's language, Chinese included. The near misses: a plain rank barred, speech at
the due moment, a pile cap, a custom clear on a rank pair, one cleared card (the bottom
one, once a round, or the 10 handed on to another player: the trial's, LP804).
"""

from __future__ import annotations

import pytest
from support import each

from lopti_rules import i18n
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.report.templates import translate


def found(text: str) -> list[tuple[str, str]]:
    return [(d.code, d.message) for d in lint_text(text, "t.lopti").diagnostics]


def has(text: str, code: str, words: str) -> bool:
    return any(c == code and words in m for c, m in found(text))


@pytest.mark.parametrize("text", [
    ('rule "A"\n'
     '  after turn_end when table.top_rank is 8:\n'
     '    next play must be one of 9, 10, J, Q, K, A, 2, 3, 7\n'),
    ('# lopti: lang=de\n'
     'regel "A"\n'
     '  nach turn_end wenn table.top_rank ist 8:\n'
     '    nächste spiele muss sein eine von 9, 10, J, Q, K, A, 2, 3, 7\n'),
    ('# lopti: lang=nl\n'
     'regel "A"\n'
     '  na turn_end als table.top_rank is 8:\n'
     '    volgende speel moet zijn één van 9, 10, J, Q, K, A, 2, 3, 7\n'),
    ('# lopti: lang=tr\n'
     'kural "A"\n'
     '  sonra turn_end eğer table.top_rank ise 8:\n'
     '    sonraki oyna mutlaka ol bir ait 9, 10, J, Q, K, A, 2, 3, 7\n'),
    ('rule "B"\n'
     '  count "q" this round\n'
     '  after play:\n'
     '    if play.rank is Q:\n'
     '      add play.count to "q"\n'
     '    else:\n'
     '      reset "q"\n'
     '  before turn when count "q" is 3:\n'
     '    next play must be one of K, A, 2, 3, 7, 10\n'),
    ('# lopti: lang=de\n'
     'regel "B"\n'
     '  zähler "q" diese runde\n'
     '  nach play:\n'
     '    falls play.rank ist Q:\n'
     '      addiere play.count zu "q"\n'
     '    sonst:\n'
     '      nulle "q"\n'
     '  vor turn wenn zähler "q" ist 3:\n'
     '    nächste spiele muss sein eine von K, A, 2, 3, 7, 10\n'),
    ('# lopti: lang=nl\n'
     'regel "B"\n'
     '  teller "q" deze ronde\n'
     '  na play:\n'
     '    indien play.rank is Q:\n'
     '      tel play.count aan "q"\n'
     '    anders:\n'
     '      wis "q"\n'
     '  voordat turn als teller "q" is 3:\n'
     '    volgende speel moet zijn één van K, A, 2, 3, 7, 10\n'),
    ('# lopti: lang=tr\n'
     'kural "B"\n'
     '  sayaç "q" işbu tur\n'
     '  sonra play:\n'
     '    şayet play.rank ise Q:\n'
     '      ekle play.count karşı "q"\n'
     '    değilse:\n'
     '      sıfırla "q"\n'
     '  önce turn eğer sayaç "q" ise 3:\n'
     '    sonraki oyna mutlaka ol bir ait K, A, 2, 3, 7, 10\n'),
])
def test_r_clear_2_the_fourth_card_barred_at_the_turns_end_or_start(text: str) -> None:
    assert has(text, "LP203", "completes all four"), found(text)


@each.parametrize("text", [
    ('rule "C"\n'
     '  after pass when pass.chain is 1:\n'
     '    clear the pile\n'),
    ('# lopti: lang=de\n'
     'regel "C"\n'
     '  nach pass wenn pass.chain ist 1:\n'
     '    räume der stapel\n'),
    ('# lopti: lang=nl\n'
     'regel "C"\n'
     '  na pass als pass.chain is 1:\n'
     '    ruim de stapel\n'),
    ('# lopti: lang=tr\n'
     'kural "C"\n'
     '  sonra pass eğer pass.chain ise 1:\n'
     '    temizle bu yığın\n'),
    ('rule "D"\n'
     '  count "due" this round\n'
     '  after pass:\n'
     '    set "due" to 1\n'
     '  after play when play.rank is not 3:\n'
     '    reset "due"\n'
     '  after pickup:\n'
     '    reset "due"\n'
     '  after turn when count "due" is 1:\n'
     '    clear the pile\n'),
    ('# lopti: lang=de\n'
     'regel "D"\n'
     '  zähler "due" diese runde\n'
     '  nach pass:\n'
     '    setze "due" zu 1\n'
     '  nach play wenn play.rank ist nicht 3:\n'
     '    nulle "due"\n'
     '  nach pickup:\n'
     '    nulle "due"\n'
     '  nach turn wenn zähler "due" ist 1:\n'
     '    räume der stapel\n'),
    ('# lopti: lang=nl\n'
     'regel "D"\n'
     '  teller "due" deze ronde\n'
     '  na pass:\n'
     '    zet "due" aan 1\n'
     '  na play als play.rank is niet 3:\n'
     '    wis "due"\n'
     '  na pickup:\n'
     '    wis "due"\n'
     '  na turn als teller "due" is 1:\n'
     '    ruim de stapel\n'),
    ('# lopti: lang=tr\n'
     'kural "D"\n'
     '  sayaç "due" işbu tur\n'
     '  sonra pass:\n'
     '    ayarla "due" karşı 1\n'
     '  sonra play eğer play.rank ise değil 3:\n'
     '    sıfırla "due"\n'
     '  sonra pickup:\n'
     '    sıfırla "due"\n'
     '  sonra turn eğer sayaç "due" ise 1:\n'
     '    temizle bu yığın\n'),
], size=15)
def test_r_special_3_a_clear_while_a_passed_threes_pickup_is_due(text: str) -> None:
    assert has(text, "LP208", "a passed 3's pickup may still be due"), found(text)


@each.parametrize("text", [
    ('rule "E"\n'
     '  after draw when table.top_rank is 7:\n'
     '    clear the pile\n'),
    ('# lopti: lang=de\n'
     'regel "E"\n'
     '  nach draw wenn table.top_rank ist 7:\n'
     '    räume der stapel\n'),
    ('# lopti: lang=nl\n'
     'regel "E"\n'
     '  na draw als table.top_rank is 7:\n'
     '    ruim de stapel\n'),
    ('# lopti: lang=tr\n'
     'kural "E"\n'
     '  sonra draw eğer table.top_rank ise 7:\n'
     '    temizle bu yığın\n'),
], size=60)
def test_r_special_7_a_clear_while_a_sevens_low_rule_is_due(text: str) -> None:
    assert has(text, "LP208", "a 7's low rule may still be due"), found(text)


@pytest.mark.parametrize("text", [
    'rule "S"\n  after play when play.rank is 7:\n    clear the pile\n',
    '# lopti: lang=de\nregel "S"\n  nach play wenn play.rank ist 7 und play.previous_rank ist 7:\n'
    '    räume der stapel\n',
])
def test_r_special_7_a_seven_made_a_clearing_card_at_its_own_play(text: str) -> None:
    assert has(text, "LP208", "a 7's low rule may still be due"), found(text)


@each.parametrize("text", [
    ('rule "F"\n'
     '  after clear when clear.cause is ten:\n'
     '    acting player takes 1 card from the cleared cards\n'),
    ('# lopti: lang=de\n'
     'regel "F"\n'
     '  nach clear wenn clear.cause ist ten:\n'
     '    aktive spieler holt der oberste geräumten karte\n'),
    ('# lopti: lang=nl\n'
     'regel "F"\n'
     '  na clear als clear.cause is ten:\n'
     '    actieve speler neemt de bovenste opgeruimde kaart\n'),
    ('# lopti: lang=tr\n'
     'kural "F"\n'
     '  sonra clear eğer clear.cause ise ten:\n'
     '    etkin oyuncu alır bu üstteki temizlenen kart\n'),
    ('rule "G"\n'
     '  count "ten" this round\n'
     '  after clear:\n'
     '    if clear.cause is ten:\n'
     '      set "ten" to 1\n'
     '    else:\n'
     '      reset "ten"\n'
     '  after turn_end when count "ten" is 1:\n'
     '    acting player takes the top cleared card\n'
     '    reset "ten"\n'),
    ('# lopti: lang=de\n'
     'regel "G"\n'
     '  zähler "ten" diese runde\n'
     '  nach clear:\n'
     '    falls clear.cause ist ten:\n'
     '      setze "ten" zu 1\n'
     '    sonst:\n'
     '      nulle "ten"\n'
     '  nach turn_end wenn zähler "ten" ist 1:\n'
     '    aktive spieler holt der oberste geräumten karte\n'
     '    nulle "ten"\n'),
    ('# lopti: lang=nl\n'
     'regel "G"\n'
     '  teller "ten" deze ronde\n'
     '  na clear:\n'
     '    indien clear.cause is ten:\n'
     '      zet "ten" aan 1\n'
     '    anders:\n'
     '      wis "ten"\n'
     '  na turn_end als teller "ten" is 1:\n'
     '    actieve speler neemt de bovenste opgeruimde kaart\n'
     '    wis "ten"\n'),
    ('# lopti: lang=tr\n'
     'kural "G"\n'
     '  sayaç "ten" işbu tur\n'
     '  sonra clear:\n'
     '    şayet clear.cause ise ten:\n'
     '      ayarla "ten" karşı 1\n'
     '    değilse:\n'
     '      sıfırla "ten"\n'
     '  sonra turn_end eğer sayaç "ten" ise 1:\n'
     '    etkin oyuncu alır bu üstteki temizlenen kart\n'
     '    sıfırla "ten"\n'),
])
def test_r_special_10_the_clearer_keeps_the_ten(text: str) -> None:
    assert has(text, "LP403", "the 10 that has just cleared"), found(text)


@each.parametrize("text", [
    # a plain rank barred at the turn's end; the fourth card stays legal
    'rule "A"\n  after turn_end when table.top_rank is 8:\n'
    '    next play must be one of 8, 10, J, Q, K, A, 2, 3, 7\n',
    'rule "B"\n  count "q" this round\n  after play:\n    if play.rank is Q:\n'
    '      add play.count to "q"\n    else:\n      reset "q"\n'
    '  before turn when count "q" is 3:\n    next player says "One more clears"\n',
    # speech at the due moment, a pile cap, a custom clear on a rank pair
    'rule "C"\n  after pass when pass.chain is 1:\n    acting player says "Catch!"\n',
    'rule "D"\n  after turn_end when table.pile is at least 8:\n    clear the pile\n',
    'rule "E"\n  allow J on Q\n  after play when play.rank is J and play.previous_rank is '
    'Q:\n    clear the pile\n',
    'rule "F"\n  after turn_end when table.top_rank is 7:\n    acting player says "Low!"\n',
    # one cleared card: the bottom one, once a round, or the 10 handed on
    'rule "G"\n  after clear when clear.cause is ten:\n    the clearer takes the bottom '
    'cleared card\n',
    'rule "H"\n  after clear when clear.cause is ten and round.clears is 1:\n'
    '    the clearer takes the top cleared card\n',
    'rule "I"\n  after clear when clear.cause is ten:\n    next player takes the top '
    'cleared card\n',
    'rule "J"\n  after clear when clear.count is at least 12:\n    the clearer takes the top '
    'cleared card\n',
])
def test_r_custom_2_near_misses_leave_the_power(text: str) -> None:
    got = [(c, m) for c, m in found(text) if c in ("LP203", "LP208", "LP403")]
    assert not got, got


@pytest.mark.parametrize("lang", ["de", "nl", "tr", "zh"])
@each.parametrize(("text", "code"), [
    (('rule "C"\n'
     '  after pass when pass.chain is 1:\n'
     '    clear the pile\n'), "LP208"),
    (('rule "E"\n'
     '  after draw when table.top_rank is 7:\n'
     '    clear the pile\n'), "LP208"),
    (('rule "F"\n'
     '  after clear when clear.cause is ten:\n'
     '    acting player takes 1 card from the cleared cards\n'), "LP403"),
], size=60)
def test_r_custom_2_the_messages_in_the_tables_language(lang: str, text: str, code: str) -> None:
    (message,) = [m for c, m in found(text) if c == code]
    hint = [d.hint for d in lint_text(text, "t.lopti").diagnostics if d.code == code][0]
    i18n.use(lang)
    said, told = translate(message), translate(hint)
    assert said is not None and said != message, said
    assert told is not None and told != hint, told
