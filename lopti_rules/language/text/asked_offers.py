"""A drink or a bite offered, not demanded: asked as a question, or left to whoever
wants one (issue 29, session 28: R-CUSTOM-3).

"Would anyone like something to drink?", "Möchte noch jemand etwas trinken?", "Wil er nog
iemand iets drinken?", "İçecek bir şey isteyen var mı?", "有人想喝点什么吗？": the speaker
asks the table whether anyone wishes to drink or eat. Nobody is told to drink; whoever
answers yes picks themselves (R-CUSTOM-3 forbids demanding unsafe behaviour, and an offer
demands nothing). It reads as slots:

- **a question** (the sentence ends in a question mark, textnorm.asked);
- **anyone asked**: anyone, someone, jemand, wer, iemand, wie, biri, kimse, 有人, 谁, or the
  table spoken to (you, ihr, jullie, siz), and no role or person picked beside them ("does
  the loser want a drink?" asks one player);
- **a wish**: want, like, fancy, need, möchte, will, mag, Lust, wil, zin, ister, 想, 要;
  a question that opens with its wish leaves its subject out and asks whoever hears it
  ("Need the loo or a drink? Say so and we wait", "Want a bite?");
- **only the plain verb or noun** of drinking or eating (drink, trinken, drinken, içmek,
  喝): the other drinking words stay (a shot, in one go, a whole bottle), and so does any
  alcohol, quantity, stretch of time or obligation named (soft_drinks.py's, offers.py's:
  "does anyone want to drink until they pass out?" stays).

language/text/harm.py drops the plain drinking words (LP701 hits) of such a sentence.

**A drink fetched by whoever wants one** (:func:`fetched`, session 28, fa35) is the same
offer said as a statement: "Wer mag, holt sich noch was zu trinken", "Whoever wants gets
themselves another drink", "İsteyen kendine içecek bir şey alır", "想喝的人自己去拿饮料":
the doers are whoever wishes (the lexicon's ``bd_offer`` at the sentence's start, or the
Chinese wish before "的人", or a bite left to each one's wish: "大家随便吃", "想吃就吃"),
nobody is obliged, no alcohol or more than a drink is named
and no role is picked; then its plain drinking words are a choice. "Whoever lost must
drink", "Wer verloren hat, trinkt" stay LP701.
"""

from __future__ import annotations

import re

from .matching import Hit
from .offers import spoken_obligation
from .soft_drinks import beyond_a_drink
from .textnorm import Sentence, fold, has_cjk

#: Whoever the question asks: anyone at the table
_ANYONE = frozenset(fold(w) for w in (
    "anyone", "anybody", "someone", "somebody", "who", "jemand", "irgendwer", "wer",
    "iemand", "wie", "biri", "birisi", "kimse", "kim", "isteyen",
    # the table the speaker talks to ("would you like a drink?", "wollt ihr was trinken?")
    "you", "du", "ihr", "jij", "je", "jullie", "u", "siz", "sen", "misiniz", "misin"))
#: The wish asked about
_WISH = frozenset(fold(w) for w in (
    "want", "wants", "like", "fancy", "fancies", "möchte", "möchten", "will", "wollen",
    "mag", "lust", "wil", "wilt", "willen", "zin", "trek", "ister", "isteyen", "istiyor",
    "istersiniz", "istermisin", "wollt", "willst", "möchtest", "möchtet", "magst", "mögt",
    "hebben", "heb", "heeft", "need", "needs", "brauchst", "braucht", "nodig"))
#: The plain verbs and nouns of drinking and eating (anything more stays a finding)
_PLAIN = frozenset(fold(w) for w in (
    "drink", "drinks", "eat", "trinken", "essen", "drinken", "eten", "içmek", "icmek",
    "içecek", "icecek", "yemek", "snack", "bite"))
#: A role or a person picked beside the one asked: then it is asked of them, not offered
_PICKED = frozenset(("leader", "c_body", "p_bearing", "p_trait", "trait",
                     "s_long"))  # and a drink held for a stretch ("until they pass out")
#: Words between the wish and the drink ("would anyone like something to drink", Turkish
#: "içecek bir şey isteyen": the wish after it)
_REACH = 6
_ZH_OFFER = re.compile(r"(?:有人|有谁|有誰|谁|誰|大家)(?:还|還)?(?:想|要)(?:不想|不要)?"
                       r"(?:加点|加點)?(?:喝|吃)")
#: An A-not-A question put to the whole table inside a sentence (session 45: "先问问大家要不要
#: 加点吃的", ask everyone whether they want something to eat): a wish asked, no demand
_ZH_ASKED = re.compile(r"(?:大家|有没有人|有沒有人)(?:还|還)?(?:要不要|想不想)")


#: A proposal to the whole table, the speaker among them (session 44, fair44): "shall we
#: order food?", "sollen wir essen gehen?", "zullen we iets eten?", "yemek söyleyelim mi?"
#: (the Turkish first person plural's "-elim/-alım" asked with "mi"): everyone asked alike,
#: the speaker too, so its plain eating or drinking word is a wish asked, no demand
_PROPOSALS_BY_LANGUAGE = {
    "en": (("shall", "we"), ("should", "we"), ("lets",), ("let", "us")),
    "de": (("sollen", "wir"), ("wollen", "wir")),
    "nl": (("zullen", "we"), ("zullen", "wij"), ("gaan", "we")),
}
_PROPOSALS = tuple(p for said in _PROPOSALS_BY_LANGUAGE.values() for p in said)
_TR_WE_BY_LANGUAGE = {"tr": ("elim", "alim", "yelim", "yalim")}
_TR_WE = _TR_WE_BY_LANGUAGE["tr"]
_TR_ASKED = frozenset(("mi", "mı"))


def _proposed(tokens: list[str]) -> bool:
    """Whether the question's tokens propose something to the table, the speaker among
    them (:data:`_PROPOSALS`)."""
    if any(tuple(tokens[i:i + len(p)]) == p for p in _PROPOSALS for i in range(len(tokens))):
        return True
    return any(t.endswith(_TR_WE) and tokens[i + 1:i + 2] and tokens[i + 1] in _TR_ASKED
               for i, t in enumerate(tokens))


def offered(sentence: Sentence, hits: list[Hit], question: bool) -> list[Hit]:
    """The hits without the plain drinking or eating words of a question that offers
    (see the module's docstring)."""
    tokens = [t[0] for t in sentence.split]
    if has_cjk(sentence.cjk) and _ZH_ASKED.search(sentence.cjk) \
            and not any(h.name in _PICKED for h in hits) and not beyond_a_drink(sentence):
        question = True  # "问问大家要不要加点吃的": the table's wish asked, though no "？"
    # a question that opens with its wish, subject left out ("Need a drink?"): its "need"
    # asks the hearer's wish, no obligation; "need to drink?" stays one
    elliptic = bool(tokens) and tokens[0] in _WISH and tokens[1:2] != ["to"]
    if not question or beyond_a_drink(sentence) or (spoken_obligation(sentence)
                                                     and not elliptic) \
            or any(h.name in _PICKED for h in hits):
        return hits
    if has_cjk(sentence.cjk):
        if not _ZH_OFFER.search(sentence.cjk):
            return hits
        return [h for h in hits if not (h.name == "LP701" and h.stream == 2
                                        and h.words.strip("'") in ("喝", "吃"))]
    asked = [i for i, t in enumerate(tokens) if t in _ANYONE]
    wished = [i for i, t in enumerate(tokens) if t in _WISH or t.startswith("iste")]
    if elliptic:  # the subject left out: "Need a drink?", "Want a bite?" asks whoever
        asked.append(0)  # hears it, the table
    if _proposed(tokens):  # "shall we ...?", "söyleyelim mi?": the table asks itself
        asked.append(0)
        wished.extend(range(len(tokens)))
    if not asked or not wished:
        return hits
    dropped = {h.words for h in hits if h.name == "LP701" and h.stream == 0
               and h.end - h.start == 1 and tokens[h.start] in _PLAIN
               and any(abs(w - h.start) <= _REACH for w in wished)}
    # the joined stream ("who'd" as "whod") holds the same words at other places
    return [h for h in hits if not (h.name == "LP701" and h.stream < 2 and h.words in dropped)]


#: A drink fetched by whoever wants one (fa35): the doers picked by their wish
#: The whoever-wants doer, Chinese: a wish before "的人" (想喝的人, 愿意的人)
_ZH_WHOEVER = re.compile(r"^(?:想|愿意|願意|要)[^，。？！,.?!]{0,4}的人")
_WHOEVER_PICKED = frozenset(("leader", "k_lost", "c_body", "p_bearing", "trait", "s_long"))
#: Eating or drinking left to each one's wish, Chinese: "随便吃" (help yourselves), "想吃就吃"
#: (eat if you like): the plain verb is a choice, as for whoever wants (fa38); the wish then
#: one's own taking, however it is joined: "谁想吃就拿", "想喝就自己倒", "想吃的自己拿" (fa39)
#: a bite everyone shares from the middle ("薯片放中间，大家一起吃"), a snack for all (proc35):
#: eating together, with no amount and no one singled out
#: Eating or drinking on past need: "吃到吐为止" (until sick), "喝个够", "撑死"
_ZH_EXCESS = re.compile(r"[吃喝](?:到|个够|個夠)|吐|撑|撐")
_ZH_AT_WILL = re.compile(r"(?:随便|隨便|随意|隨意)(?:吃|喝|拿)|(?:谁|誰)?想(?:吃|喝)(?:的人?)?"
                         r"(?:就|自己|谁|誰)*(?:吃|喝|拿|倒|取)|大家一起吃(?=[，。！,.!]|$)")
_PLAIN_DRINKS = frozenset(fold(w) for w in (
    "drink", "drinks", "trinken", "drinken", "içmek", "icmek", "içecek", "icecek"))


def fetched(sentence: Sentence, hits: list[Hit]) -> list[Hit]:
    """``hits`` without the plain drinking words of a sentence whose doers are whoever
    wants to (module text)."""
    if spoken_obligation(sentence) or beyond_a_drink(sentence) \
            or any(h.name in _WHOEVER_PICKED for h in hits):
        return hits
    # a drink or a bite free to all at any time (needs_lexicon.py's nd_free, session 42):
    # "Jeder darf jederzeit etwas trinken", "谁渴了随时可以喝水"
    free = any(h.name == "nd_free" for h in hits)
    if has_cjk(sentence.cjk):
        # the verb only in its at-will phrase: "随便吃，吃到吐为止" eats on, until sick
        at_will = bool(_ZH_AT_WILL.search(sentence.cjk)) and not re.search(
            "[吃喝]", _ZH_AT_WILL.sub("", sentence.cjk)) or free and not _ZH_EXCESS.search(
                sentence.cjk)  # free to all, unless eaten on until sick
        if not at_will and not _ZH_WHOEVER.search(sentence.cjk):
            return hits
        said = ("喝", "吃", "饮料", "飲料") if at_will else ("喝", "饮料", "飲料")
        return [h for h in hits if not (h.name == "LP701" and h.stream == 2
                                        and h.words.strip("'") in said)]
    if not free and not any(h.name == "bd_offer" and h.stream == 0 and h.start == 0
                            for h in hits):
        return hits
    tokens = [t[0] for t in sentence.split]
    plain = {h.words for h in hits if h.name == "LP701" and h.stream == 0
             and h.end - h.start == 1 and tokens[h.start] in _PLAIN_DRINKS}
    return [h for h in hits if not (h.name == "LP701" and h.stream < 2 and h.words in plain)]


__all__ = ["fetched", "offered"]
