"""One's own things put down or away (R-CUSTOM-3, LP712; fa32a and fa32b, session 28).

Putting one's own phone face down, one's glass aside or the cards in their box asks nothing
of anyone: a courtesy to the table, not an act on a person. Two readings, by the verb's
kind, both asked by ``acts.harmless``:

- :func:`placed`: a verb of putting (``s_place``: "put", "leg", "koy", 放) whose object is
  the cards or the doer's own things, with no other person in the sentence;
- :func:`put_away`: a verb of putting away, face down or silencing (``s_away``) with a
  thing of one's own (``a_belong``) and nobody else named, or everyone doing it.

Session 46: :func:`sought`, one's own lost thing looked for by oneself ("wer seinen
Schlüssel verlegt hat, sucht ihn nach der Runde", "if your passport fell under the sofa,
look for it after the round"): the one picked by the mishap does only what they would do
anyway, so the pick costs nobody anything (R-CUSTOM-4; leave_granted.offered_off_game
asks it).

Another person's things stay an act on them ("put your phone in the loser's drink",
"everyone's phone", "输家的手机"): ``acts.spoilt``, LP712.
"""

from __future__ import annotations

from collections.abc import Sequence

from .contact import OWN, PEOPLE
from .matching import Hit
from .textnorm import Sentence, fold, has_cjk

#: Verbs of looking for a thing, by language
_SEEK_BY_LANGUAGE = {
    "en": ("look", "looks", "search", "searches", "searching", "seek", "seeks", "finds"),
    "de": ("sucht", "suche", "suchen", "sucht's"), "nl": ("zoekt", "zoek", "zoeken"),
    "tr": ("arar", "arasın", "arayabilir", "bulur"),
}
_SEEK = frozenset(fold(w) for ws in _SEEK_BY_LANGUAGE.values() for w in ws)
_ZH_SEEK = ("找",)


def tr_own(word: str) -> bool:
    """A Turkish thing with the second person's possessive ("telefonunu", "telefonun")."""
    return word.endswith(("unu", "ünü", "ını", "ini", "un", "ün", "ın", "in"))


def placed(tokens: Sequence[str], hits: Sequence[Hit], carded: bool) -> bool:
    """Whether a verb of putting has a harmless object: the cards, or the doer's own
    things ("put your phone face down", "leg dein Handy weg", "telefonunu ters çevir"),
    and no other person is in the sentence ("put your phone in the loser's drink",
    "leg dein Handy auf den Teller des Verlierers"): one's own things are one's own."""
    if any(h.name == "p_other" for h in hits):
        return False
    things = [h for h in hits if h.stream == 0 and h.name == "a_belong"]
    own = all(h.start > 0 and tokens[h.start - 1] in OWN or tr_own(tokens[h.start])
              for h in things)
    # Chinese says no owner ("把手机扣在桌上"): a thing with nobody else named is one's own
    zh = any(h.stream == 2 and h.name == "a_belong" for h in hits)
    return carded and own or (bool(things) or zh) and own


def put_away(hits: Sequence[Hit], tokens: Sequence[str], acts: list[Hit],
                  zh: list[Hit]) -> tuple[list[Hit], list[Hit]]:
    """``acts`` and ``zh`` with one's own thing put away, face down or silenced ("puts their
    phone face down", "telefonunu ters çevirir", "把自己的手机扣在桌上"): a courtesy on
    one's own belongings (``s_away`` with ``a_belong``), when nobody else is named: another's
    phone put away is an act on their things (spoilt, LP712)."""
    away = [h for h in hits if h.name == "s_away"]
    belongs = [h for h in hits if h.name == "a_belong"]
    if not away or not belongs or any(h.name in PEOPLE and not everyone_doing(h, hits, tokens)
                                      for h in hits):
        return acts, zh
    found = [*away, *belongs]
    return [*acts, *(h for h in found if h.stream == 0)], [*zh, *(h for h in found
                                                                  if h.stream == 2)]


def everyone_doing(h: Hit, hits: Sequence[Hit], tokens: Sequence[str]) -> bool:
    """Whether a person word is everyone doing it ("everyone puts their phone away"), not
    everyone's things ("everyone's phone")."""
    return h.stream == 0 and any(e.name == "p_everyone" and (e.start, e.end) == (h.start, h.end)
                                 for e in hits) and tokens[h.end:h.end + 1] != ["s"]


def sought(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the sentence asks only that one's own thing (``a_belong``, life_kept's
    ``lk_thing``: keys, a passport, a bank card) be looked for, with no other person and
    no cost named."""
    # what makes it no mere tending of one's own (slots): another person, a cost of the game
    not_own = {"p_other", "LP710", "draw_move", "b_draw", "k_draw", "k_chore"}
    if not any(h.name in ("a_belong", "lk_thing") for h in hits) \
            or any(h.name in not_own for h in hits):
        return False
    if has_cjk(sentence.cjk):
        return any(w in sentence.cjk for w in _ZH_SEEK)
    return any(t[0] in _SEEK for t in sentence.split)
