"""A rule's name, said of the rule (issue 29, session 19).

The table reads a rule's name first and hears it as said of the rule: "Overrides the
official rules", "Gaat voor het officiële reglement", "Oylamayla kaldırılamaz",
"优先于官方规则" each leave the subject out, and the subject is the rule. So a name that
opens with its predicate (a verb, an adverb, a preposition, a denial) is read with the rule
as its subject, in the name's language when the judge can tell it, as "this rule ..." would
be; a name that names its own subject first (a card, a role, a person, the game: "Ace
trumps", "The dealer decides", "Lopti forever") is read as written. The claims read there
are those over the vote, Roshambo and the rules (language/analysis/checks/harm.py keeps
LP707-LP709 of a name); a name that only labels what the rule does stays clean. A count's
name goes through the same judge as written, so what a says text claims a name claims
too: a count named "the losers' votes count half" is a vote weighed under one
(language/text/vote_weight.py, LP707), as "the winner's vote counts double" is.

A name's money words are mostly the game's own metaphors ("Winner pays", "Back pay",
"Raising the stakes", "The buck stops here": cards paid, not money), so a name is not
read for every demand a text is. It is read for **a sum of money** (:func:`stakes`): an
amount in a currency ("five yuan", "五块钱", "ein Euro", "yirmi lira", "€2"). A count
named "each round the loser gives the winner five yuan" is said at every read-back of
the count as loudly as a text, and a sum is no metaphor: money staked on the game
(R-CUSTOM-3, LP710).
"""

from __future__ import annotations

import re

from .clause_readings import Finding
from .harm import WHAT, judge
from .matching import hits, language
from .textnorm import fold, has_cjk, read
from .treats import first_person_tr

#: the rule as a subject, in the name's language ("" when the judge cannot tell it: the
#: readings of the rule's own mention are the same in every language)
_SUBJECT = {"en": "This rule", "de": "Diese Regel", "nl": "Deze regel", "tr": "Bu kural",
            "": "This rule"}
_ZH_SUBJECT = "本规则"
#: what names a subject of its own: a card, a role, a person, a rule
_OWN = frozenset(("in_play", "play_object", "leader", "self", "k_creator", "creator",
                  "a_holder", "person", "p_people", "someone", "trait", "trait_noun",
                  "rule_itself", "other_rules", "you"))
#: words before a subject (articles), and the game's own name, a subject too
_ARTICLES = frozenset(fold(w) for w in ("the", "a", "an", "der", "die", "das", "den", "de",
                                        "het", "een", "ein", "eine", "bu", "o"))
_GAME = frozenset(("lopti",))


def said_of_rule(name: str) -> str:
    """The name with the rule as its subject, or "" when it names a subject of its own."""
    sentences = read(name).sentences
    if not sentences or not name.strip():
        return ""
    sentence = sentences[0]
    found = hits(sentence)
    if has_cjk(name) and not any(c.isascii() and c.isalpha() for c in name):
        squeezed = sentence.cjk
        own = any(h.stream == 2 and h.name in _OWN and squeezed.startswith(h.words.strip("'"))
                  for h in found)
        return "" if own else _ZH_SUBJECT + name
    tokens = [t[0] for t in sentence.split]
    at = next((i for i, w in enumerate(tokens) if w not in _ARTICLES), None)
    if at is None or tokens[at] in _GAME or any(
            h.stream == 0 and h.start == at and h.name in _OWN for h in found):
        return ""
    return f"{_SUBJECT.get(language(sentence), _SUBJECT[''])} {name}"


def judge_name(name: str, kept: frozenset[str] | None = None) -> tuple[Finding, ...]:
    """What the name asks, read as written and as said of the rule: one Finding a code;
    ``kept``: only these codes (harm.judge's ``codes``: what a name may not claim)."""
    plain = judge(name, None, kept)
    said = said_of_rule(name)
    if not said:
        return plain
    codes = {f.code for f in plain}
    subject = said[:len(said) - len(name)]
    return tuple(sorted((*plain, *(f for f in judge(said, None, kept) if f.code not in codes
                                   and _of_the_rule(f.words, subject, name))),
                        key=lambda f: f.code))


_DENIALS = ("cannot", "negation", "k_never")


def _of_the_rule(words: str, subject: str, name: str) -> bool:
    """Whether a claim read with the rule as the subject is one about the rule itself: it
    quotes the subject (its rank, its permanence, "this rule ... overrides"), or the name
    denies a power over it ("Cannot be voted away"). A share or a count in a name ("Two
    thirds") labels the rule; with a subject added it would read as the vote's threshold."""
    quoted = {w for part in words.split("…") for w in fold(part.strip().strip("'")).split()}
    if quoted & set(fold(subject).split()) or _ZH_SUBJECT[1:] in words:
        return True
    sentences = read(name).sentences
    return bool(sentences) and any(h.name in _DENIALS for h in hits(sentences[0])) \
        or "不" in name


#: an amount: digits, or a number word of the five languages (an article is one only
#: before a currency's name: "a euro a round", "ein Euro", "bir lira")
_AMOUNT = (r"(?:\d+(?:[.,]\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|"
           r"twenty|fifty|hundred|ein|eine|einen|zwei|drei|vier|fünf|funf|sechs|zehn|"
           r"zwanzig|fünfzig|hundert|een|één|twee|drie|vijf|zes|tien|twintig|vijftig|"
           r"honderd|bir|iki|üç|dört|beş|altı|on|yirmi|elli|yüz)")
#: a currency's name (not "buck", not "money": "pass the buck", "money round" label)
_CURRENCY = (r"(?:euros?|eur|dollars?|cents?|pounds?|quid|lira|liras|yuan|kuruş|kurus|tl|"
             r"avro|dolar|franken|gulden|€|\$|£|¥|₺)")
_SUM = re.compile(rf"(?<!\w)(?:{_AMOUNT}\s*{_CURRENCY}|[€$£¥₺]\s*\d+)(?!\w)")
#: a Chinese sum: a number and a unit of money ("五块钱", "十元", "两毛钱", "20欧元")
_ZH_SUM = re.compile(r"[0-9一二两兩三四五六七八九十百千几幾]+\s*(?:块钱|塊錢|块錢|塊钱|元|毛钱|"
                     r"毛錢|角钱|角錢|欧元|歐元|美元|人民币|人民幣|里拉)")


#: a purchase for someone ("buys", "zahlt", "trakteert", "ısmarlar", "请…喝", "买单"): with a
#: drink named it is a round bought with real money, not the game's "pays" of cards
_PURCHASE = re.compile(r"(?<!\w)(?:buys?|buying|bought|pays? for|paying for|shouts?|"
                       r"kauft|kaufen|spendiert|spendieren|zahlt|bezahlt|bezahlen|koopt|kopen|"
                       r"trakteert|trakteren|betaalt|betalen|ismarla\w*|ısmarla\w*|"
                       r"satin al\w*|satın al\w*)(?!\w)")
_ZH_PURCHASE = re.compile(r"请客|請客|买单|買單|埋单|埋單|买酒|買酒|请.{0,6}喝|請.{0,6}喝|"
                          r"买.{0,6}(?:酒|喝的)")
#: the hits that name a drink (the free-text judge's own: "drinks", "Bier", "içki", "酒")
_DRINK = frozenset(("h_drink", "LP701"))
#: everyone's own drinks paid by themselves ("Jeder zahlt selbst", "各付各的"): no stake
_OWN_PAY = re.compile(r"(?<!\w)(?:own|themselves|selbst|eigene\w*|zelf|eigen|kendi\w*)(?!\w)"
                      r"|自己|各付各|AA")


#: everyone as the payer (before the purchase): a cost shared alike, nobody's stake
_SHARED = re.compile(r"(?<!\w)(?:everyone|everybody|all of us|we all|jeder|alle|wir alle|"
                     r"iedereen|allemaal|herkes|hepimiz)(?!\w)|大家|每个人|每個人|所有人")

#: the winner or the speaker as the payer: their own treat, no stake (LP712's, treats.py);
#: not the Turkish "ben" (Dutch "am", an English name: "Ben buys the beer"), whose speaker
#: the verb's first person says (treats.first_person_tr: "Bira ısmarlarım")
_GIVER = re.compile(r"(?<!\w)(?:i|winner|the winner|ich|sieger|gewinner|ik|winnaar|"
                    r"kazanan)(?!\w)|赢家|贏家|我")


def _bought_drink(name: str, folded: str) -> str:
    """A drink bought for someone named (see _PURCHASE): the words, or ""."""
    found = _ZH_PURCHASE.search(name) or _PURCHASE.search(folded)
    sentences = read(name).sentences
    if found is None or not sentences or _OWN_PAY.search(folded) or _OWN_PAY.search(name):
        return ""
    if _SHARED.search((name if has_cjk(found.group(0)) else folded)[:found.start()]):
        return ""  # everyone pays ("Iedereen betaalt de pizza"): a cost shared, no stake
    if _GIVER.search((name if has_cjk(found.group(0)) else folded)[:found.start()]) \
            or first_person_tr(found.group(0).strip()):
        return ""  # the winner's or the speaker's own treat is theirs to give (treats.py)
    drink = next((h for h in hits(sentences[0]) if h.name in _DRINK), None)
    return "" if drink is None else f"'{found.group(0).strip()}' … {drink.words}"


def stakes(name: str) -> tuple[Finding, ...]:
    """LP710 for a name that states a sum of money or a drink bought for someone (a
    round bought by the last place is a stake on the result too), or ()."""
    folded = fold(name)
    bought = _bought_drink(name, folded)
    if bought:
        return (Finding("LP710", bought,
                        f"free text demands something {WHAT['LP710']}: {bought}"),)
    found = _ZH_SUM.search(name) or _SUM.search(folded)
    if found is None:
        return ()
    words = f"'{found.group(0).strip()}'"
    return (Finding("LP710", words, f"free text demands something {WHAT['LP710']}: {words}"),)


__all__ = ["judge_name", "said_of_rule", "stakes"]


def later_session(name: str) -> bool:
    """Whether a name speaks of a later session: the next evening, the next game night,
    next time ("Der Sieger von heute beginnt den nächsten Abend mit zwei Karten weniger",
    "今晚的赢家下次聚会少拿两张牌开局"). A name written as a sentence that lays down play
    there carries tonight past the session (R-SESSION-1); one about tonight's play ("Five
    beats King") only labels the rule's actions."""
    from .carry_over import NEXT_TIME
    from .procedure_world import LATER_SESSION

    return any(p.search(s.folded) or p.search(s.cjk) for s in read(name).sentences
               for p in (LATER_SESSION, NEXT_TIME))
