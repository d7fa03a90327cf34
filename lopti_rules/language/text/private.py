"""A demand on someone's private things (issue 29, session 24: R-CUSTOM-3).

A text that makes a player **hand over, unlock, show or open to others their private
belongings or data** (a phone, its messages and photos, a wallet, a bag, keys, a
password, an account) demands something non-consensual (LP703), whatever the wording:
the slots of language/text/private_lexicon.py, read together in one sentence:

- **what**: a private thing (``pv_thing``);
- **done to it**: handed over (``pv_hand``) to a person named after the verb ("the
  loser hands their unlocked phone to the winner", "de verliezer geeft zijn telefoon aan
  de winnaar", "kaybeden telefonunu kazanana verir", "输家把手机交给赢家"), or opened to
  others (``pv_open``: shown, unlocked, read aloud, let someone use or go through it);
- **asked or offered**: offered to whoever wants (``bd_offer``: "wer will, zeigt ein
  Foto") or denied ("nobody has to show their phone"), it is asked of nobody.

A table cannot agree to it for its players in advance (R-CUSTOM-3, LP712's agreement):
the rule falls on whoever loses, before anyone knows who, and a phone's messages and
photos are also the words and faces of people who are not at the table and never agreed.
So it is an error, not a question to the table. What stays clean: everyone putting their
phone face down or away (nothing handed or opened), a player using their own phone
("picks the next song on their own phone"), a phone handed in with nobody to get it
("alle geben ihre Handys ab").
"""

from __future__ import annotations

from collections.abc import Sequence

from .bodily import offered
from .contact import PEOPLE
from .context import Said
from .demand_said import message
from .denial_lexicon import NOBODY_WORDS, NOT_WORDS, ZH_DENIED
from .leave_granted import leave
from .matching import Hit, first
from .private_lexicon import PRIVATE
from .textnorm import Sentence, any_of, clauses, fold, has_cjk

#: Why a demand on private things is refused (the message's last part; a catalog entry
#: of language/report/textwords.py)
WHY = "someone's private things handed over, unlocked or shown to others"
#: Who can get a thing handed over: a person of the lexicons, a role
_TAKERS = frozenset((*PEOPLE, "leader", "person"))
#: Words that deny the act ("nobody has to", "niemand muss", "不用")
#: (text/denial_lexicon.py's words; in Chinese its denial and 收起, put away)
_NEGATED = NOT_WORDS | NOBODY_WORDS
_ZH_NEGATED = any_of(ZH_DENIED.pattern, "收起")
#: How far a private thing may stand from what is done to it, after and before the verb
_AFTER, _BEFORE = 6, 5
#: The auxiliaries of a passive: its agent stands between the thing and its verb
_PASSIVE = frozenset(("wird", "werden", "wurde", "wurden", "wordt", "worden", "werd", "is",
                      "are", "was", "were", "gets", "get"))
#: Verbs that end their clause, whatever the clause: the Turkish ones of the lexicon
_VERB_LAST = tuple(sorted({fold(e.strip()).rstrip("*").split()[0]
                           for group in ("pv_hand", "pv_open")
                           for e in PRIVATE[group]["tr"].split(",")}))
#: Turkish: a person in the dative gets what is handed ("kazanana", "dağıtana")
_TR_DATIVE = ("a", "e", "ya", "ye", "na", "ne")


def _words(hit: Hit) -> str:
    return hit.words.split(" (read as")[0]


def demanded(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """The words of a demand on someone's private things (see the module text), or ""."""
    thing = first(hits, "pv_thing")
    if thing is None or offered(hits) or _own_leave(sentence, hits):
        return ""
    tokens = [t[0] for t in sentence.split]
    if any(t in _NEGATED for t in tokens) or (
            has_cjk(sentence.cjk) and _ZH_NEGATED.search(sentence.cjk)):
        return ""
    things = [h for h in hits if h.name == "pv_thing" and not _means(sentence, h)]
    for verb in (h for h in hits if h.name == "pv_open"):
        done = next((t for t in things if _object(sentence, verb, t)), None)
        if done is not None:
            return f"{_words(verb)} … {_words(done)}"
    for verb in (h for h in hits if h.name == "pv_hand"):
        done = next((t for t in things if _object(sentence, verb, t)), None)
        if done is not None and _taker(sentence, hits, verb):
            return f"{_words(verb)} … {_words(done)}"
    if any(t in _OWN for t in tokens) or "自己" in sentence.cjk:
        return ""  # "everyone's phone stays with its owner": each keeps their own
    for verb in (h for h in hits if h.name == "pv_kept"):  # "X's phone stays with Y"
        done = next((t for t in things if _subject(sentence, verb, t)), None)
        if done is not None and (_taker(sentence, hits, verb) or _tr_keeper(sentence, hits,
                                                                              done)):
            return f"{_words(done)} … {_words(verb)}"
    return ""


#: Someone other than the one given leave: a role, another player
_OTHERS = frozenset(("leader", "p_other", "k_lost"))


def _own_leave(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the sentence only gives leave to show one's own things, with no role or
    other player named ("wie thuis een hond heeft, mag een foto laten zien", "家里有狗的人
    可以给大家看看照片", session 43): the owner's choice, nobody else's things. "The winner
    may go through the loser's phone" names others: still read."""
    return leave(sentence) and not any(h.name in _OTHERS for h in hits)


#: Words of one's own: what stays with its owner is kept by nobody else
_OWN = frozenset(fold(w) for w in ("own", "owner", "owners", "selbst", "eigene", "eigenen",
                                    "besitzer", "eigenaar", "zelf", "eigen", "kendi",
                                    "sahibi", "sahibinde"))
#: A Turkish genitive ("kaybedenin telefonu"): the owner, not the keeper
_TR_GENITIVE = ("in", "ın", "un", "ün")


#: Words before a thing that make it the means one reads or plays with ("from their own
#: phone", "vom eigenen Handy", "op zijn telefoon"), and the words that may stand between
_MEANS = frozenset(fold(w) for w in ("from", "on", "with", "using", "via", "vom", "von", "mit",
                                     "auf", "am", "op", "met", "van", "uit"))
_BETWEEN = _OWN | frozenset(fold(w) for w in (
    "their", "his", "her", "my", "your", "the", "a", "dem", "der", "den", "seinem", "ihrem",
    "meinem", "deinem", "einem", "zijn", "haar", "mijn", "je", "jouw", "de", "het", "een"))
#: Turkish: a thing in the ablative or locative is where one reads from ("telefonundan")
_TR_MEANS = ("ndan", "nden", "ndaki", "ndeki")


def _means(sentence: Sentence, thing: Hit) -> bool:
    """Whether a private thing is the means an act is done with, not what it opens: "the
    winner reads the rules aloud from their own phone", "der Sieger liest die Regeln vom
    eigenen Handy vor", "kazanan skoru kendi telefonundan okur", "赢家用自己的手机记分"
    (session 42). The thing opened stays: "shows the photos on their phone" shows photos."""
    if thing.stream == 2:
        at = sentence.cjk.find(_words(thing).strip("'"))
        return at > 0 and "用" in sentence.cjk[max(0, at - 4):at]
    tokens = [t[0] for t in sentence.split]
    if tokens[thing.start].endswith(_TR_MEANS):
        return True
    at = thing.start - 1
    while at >= 0 and thing.start - at <= 3 and tokens[at] in _BETWEEN:
        at -= 1
    return at >= 0 and tokens[at] in _MEANS


def _tr_keeper(sentence: Sentence, hits: Sequence[Hit], thing: Hit) -> bool:
    """Turkish: the keeper is the subject before the thing ("kazanan kaybedenin telefonuna
    el koyar"), a person not in the genitive of the thing's owner."""
    tokens = sentence.split
    return thing.stream == 0 and any(
        h.stream == 0 and h.name in _TAKERS and h.start < thing.start
        and not tokens[h.start][0].endswith(_TR_GENITIVE) for h in hits)


def _subject(sentence: Sentence, verb: Hit, thing: Hit) -> bool:
    """Whether ``thing`` is the subject of a verb of keeping: before it, in its clause
    (Chinese: before it in the sentence); Turkish puts the thing before its verb anyway."""
    if verb.stream == 2 or thing.stream == 2:
        cjk = sentence.cjk
        where, at = cjk.find(_words(thing).strip("'")), cjk.find(_words(verb).strip("'"))
        return verb.stream == thing.stream and 0 <= where < at
    bounds = next(((a, b) for a, b in clauses(sentence) if a <= verb.start < b),
                  (0, len(sentence.split)))
    return bounds[0] <= thing.start < verb.start and verb.start - thing.start <= _BEFORE


def _object(sentence: Sentence, verb: Hit, thing: Hit) -> bool:
    """Whether ``thing`` is what ``verb`` is done to: in its clause, after it (English,
    German, Dutch main clauses: "hands their phone", "gibt dem Sieger sein Handy", "laat
    ... berichten zien"), or before a verb that ends its clause (Turkish, and a Dutch or
    German verb last: "mesajlarını herkese gösterir", "de telefoon ... bekijken"); in
    Chinese after the verb, or before it with 把 ("把手机交给"). "Whoever looks at their
    phone shows their cards" shows no phone."""
    if verb.stream == 2 or thing.stream == 2:
        if verb.stream != thing.stream:
            return False
        cjk = sentence.cjk
        at, where = cjk.find(_words(verb).strip("'")), cjk.find(_words(thing).strip("'"))
        return 0 <= at < where or 0 <= where < at and "把" in cjk[:where]
    bounds = next(((a, b) for a, b in clauses(sentence) if a <= verb.start < b),
                  (0, len(sentence.split)))
    if not bounds[0] <= thing.start < bounds[1]:
        return False
    if verb.start <= thing.start <= verb.end + _AFTER:
        return True
    last = verb.end >= bounds[1] or _words(verb).strip("'").startswith(_VERB_LAST)
    tokens = [t[0] for t in sentence.split]
    # a passive puts its agent between ("die Tasche des Verlierers wird vom Sieger
    # ausgeleert", session 42): a few words more
    reach = _BEFORE + 3 if _PASSIVE.intersection(tokens[thing.end:verb.start]) else _BEFORE
    return last and 0 < verb.start - thing.start <= reach


def _taker(sentence: Sentence, hits: Sequence[Hit], verb: Hit) -> bool:
    """Whether a person gets what is handed: named after the verb (Chinese: after 交给),
    or a Turkish dative anywhere ("kazanana verir")."""
    if verb.stream == 2:
        at = sentence.cjk.find(_words(verb).strip("'"))
        return any(h.stream == 2 and h.name in _TAKERS
                   and sentence.cjk.find(_words(h).strip("'"), at) > at for h in hits)
    people = [h for h in hits if h.stream == verb.stream and h.name in _TAKERS]
    if any(h.start >= verb.end for h in people):
        return True
    tokens = sentence.split
    return any(tokens[h.start][0].endswith(_TR_DATIVE) and tokens[h.start][0] != "ne"
               for h in people if h.stream == 0 and len(tokens[h.start][0]) > 4)


def findings(sentence: Sentence, hits: Sequence[Hit], what: dict[str, str],
             done: set[str]) -> list[Said]:
    """:func:`demanded` as an LP703 reading (code, words, message), unless LP703 is found
    already; ``what`` says what a code's demand is (language/text/harm.py's ``WHAT``, whose
    module, the text judge's one reporter, makes it a finding)."""
    words = "" if "LP703" in done else demanded(sentence, hits)
    if not words:
        return []
    return [("LP703", words, message("LP703", words, WHY, what))]


__all__ = ["WHY", "demanded", "findings"]
