"""Session 28 (brief fa34): false alarms this session's helpers noted, fixed by their idea
in the five languages (tests/data/free_text/fa34.toml).

- R-CUSTOM-3: a harm word of one language is no word of a sentence decided to be in
  another ("de winnaar leest een strip voor": a comic), language/text/matching.py;
- R-CUSTOM-2 (LP716): a recurrence ("in every session") carries nothing of tonight into a
  later session (carry_over.py); the Turkish "kazanan" as a subject names the winner, it
  states no win (concession.py's ``winner_named``);
- R-VOTE-1 (LP709): a role named in a concession and overruled by the majority deciding
  in the verb's own clause (overruled.py, authority.py);
- R-CUSTOM-4 (LP304): leave to go granted to whoever needs it picks nobody
  (leave_granted.py);
- R-VOTE-1 (LP703): the table said to have accepted a rule named by its cost ("the
  penalty card rule") presumes no agreement to a cost (unbidden.py);
- R-CUSTOM-3 (LP701): water one pours over oneself by one's own verb is one's own act, in
  every language (acts.py; "krijgt een emmer water over zich heen" is done to one);
- R-CUSTOM-4 (LP712): a person's weight is private in English as in the other four
  languages ("sings a song about the loser's weight", claim_lexicon.py's ``k_private``).

Near misses that stay flagged: the same words with a later session, the role deciding,
a cost after the leave, the cost of the rule named as a phrase.
"""

from __future__ import annotations

import pytest

from lopti_rules.language.text.matching import language, own_language
from lopti_rules.language.text.textnorm import read


@pytest.mark.parametrize(("text", "decided"), [
    ("de winnaar leest een strip voor", "nl"),
    ("kazanan bir kuş resmi çizer ve herkese gösterir", "tr"),
    ("z o e n de deler", ""),  # "o" and "de" are Turkish too: no one language
])
def test_r_custom_3_a_language_is_decided_by_its_own_words(text: str, decided: str) -> None:
    sentence = read(text).sentences[0]
    assert own_language(sentence, language(sentence)) == decided
