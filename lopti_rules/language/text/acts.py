"""What a text asks of a person, by the structure of the act (issue 29, session 20).

Every demand a text makes on a person falls in one of three classes (R-CUSTOM-3):

1. **an act on another person's body or belongings, or an unsafe act**: an error.
   language/text/contact.py reads a blow, a touch or a tool brought to a body; this module
   reads two more structures over the word classes of language/text/acts_lexicon.py:

   - :func:`sent_at`: **a thing sent at someone** (LP702): a verb of sending a thing
     through the air with a person, or another's body part, as its target ("throw a
     cushion at the loser", "gooit een bierviltje naar de oppakker", "toplayana kağıt top
     fırlatsın", "向输家扔纸团"), or a verb whose object is the target ("pelt the dealer with
     popcorn", "bewirft den Aufnehmer", "bekogel de winnaar", "砸收牌的人"). A kiss, a
     look, confetti or a card sent to someone is none.
   - :func:`put_on`: **stuff put on or into someone** (R-CUSTOM-3): ice, snow, cold or
     hot things (unsafe, LP701: cold or heat hurts, on oneself too), plain water and wet
     things, food and goo (cream, mustard, flour, paint: an unwanted touch, LP703, as
     water over oneself is one's own act and clean) landing on another's body part or
     clothes ("ice cubes down the loser's shirt", "ein Eiswürfel in den Kragen",
     "kaybedenin ensesine buz", "往输家脖子里塞冰块") or on a person ("pour water over the
     picker", "gießt dem Verlierer Wasser über den Kopf": LP703 wherever it lands), or
     with a verb of spraying or splashing whose object is a person ("sprays the picker").
     Water poured for everyone, ice put in a glass, are hospitality.
   - :func:`spoilt`: **someone's belongings** tied, hidden, glued or cut (LP703).

2. **a harmless act one does oneself at the table**: clean. :func:`harmless` gives what a
   ``does`` text's words are when its act is one: a verb of posture, gesture, speech,
   cheering or thanks with no patient (``s_self``), cards tidied (``s_tidy``), the
   cards or the table touched lightly (``s_touch``: "tikt op de stapel"), the words
   a speech verb says (``s_speak``: "says well played to everyone"), adverbs of manner,
   degree and moment (``s_mod``), and a modifier before a known noun ("an imaginary hat",
   "a cheery wave"), a German or Dutch compound ending in a thing the table serves
   ("Chipsschüssel"). Held for a stretch of time ("stands until the next round",
   ``s_long``) it is a forfeit, no gesture.

3. **anything else asked of a person** (a chore, a forfeit, a service to one player) is
   neither: the table agrees to it first (LP712, language/text/harm.py's
   ``is_table_action`` is false for it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from . import own_things
from .acts_lexicon import ONLY_WET
from .contact import (  # the object, the landing, who a blow lands on
    OWN,
    PEOPLE,
    TR_ROLES,
    clause_hits,
    landed,
    object_of,
    owned,
)
from .denial_lexicon import NOT_WORDS
from .matching import Hit, squeezed, written
from .matching import language as _language
from .textnorm import Sentence, clauses, fold, has_cjk

_BODIES = frozenset(("body", "c_body", "a_garment"))
_BELONGINGS = frozenset(("a_belong", "a_garment", "p_worn"))
#: Words a thing is sent at a target by ("at the loser", "an den Kopf", "naar de deler")
_AT = frozenset(fold(w) for w in (
    "at", "against", "onto", "on", "into", "in", "over", "towards", "toward", "an", "auf",
    "gegen", "ins", "über", "ueber", "nach", "naar", "op", "tegen", "in", "over"))
#: Words stuff lands on or in someone by ("down the back", "in den Kragen", "in zijn nek")
_INTO = frozenset(fold(w) for w in (
    "on", "onto", "over", "in", "into", "down", "inside", "under", "up", "all over", "auf",
    "über", "ueber", "in", "ins", "an", "unter", "op", "over", "in", "onder", "tegen"))
_SKIP = frozenset(fold(w) for w in (
    "the", "a", "their", "his", "her", "der", "die", "das", "den", "dem", "des",
    "ein", "eine", "einen", "einem", "seine", "seinen", "ihre", "ihren", "de", "het", "een",
    "zijn", "haar", "back", "of", "front"))
#: Turkish postpositions after a person's genitive: onto them ("kaybedenin üstüne",
#: "dağıtanın üzerine", "başından aşağı"), fa32b
_TR_ONTO = frozenset(fold(w) for w in (
    "üstüne", "üzerine", "üstünden", "üzerinden", "tepesine", "tepesinden", "başından"))
#: Reflexives: stuff over oneself ("over zich heen", "über sich", "over themselves")
_ITSELF = frozenset(fold(w) for w in (
    "yourself", "himself", "herself", "themselves", "themself", "oneself", "sich", "zich",
    "zichzelf", "jezelf", "dich", "kendi", "kendine", "kendini"))
#: Words of stuff received, not poured: "krijgt een emmer water over zich heen" is done
#: to the one who gets it
_RECEIVED = frozenset(fold(w) for w in (
    "gets", "get", "got", "receives", "krijgt", "krijg", "kriegt", "bekommt", "bekommen",
    "poured", "thrown", "gegossen", "geschüttet", "gegoten", "gegooid"))
#: Words before a person something is done for or by, not to ("salt on the popcorn for
#: everyone", "sprayed by everyone")
_FOR = frozenset(fold(w) for w in (
    "for", "by", "with", "to", "für", "fuer", "von", "vom", "mit", "zu", "voor", "door", "met",
    "için", "tarafından"))
#: Auxiliaries of a passive: the person who is the subject is the one acted on
_PASSIVE = frozenset(fold(w) for w in (
    "is", "are", "was", "were", "be", "been", "being", "get", "gets", "got", "gotten",
    "wird", "werden", "wurde", "wurden", "worden", "wordt", "werd", "werden"))
#: Turkish datives of a target ("toplayana", "kaybedene", "dağıtana")
_TR_DATIVE = ("a", "e", "ya", "ye", "na", "ne")
#: Chinese: a target word before a person (向输家扔), a place word after a body (脖子里)
_ZH_TOWARD = re.compile(r"[向往朝对對冲衝]")
_ZH_PUT = re.compile(r"倒进|倒進|倒在|倒到|塞|放进|放進|放到|抹|涂|塗|糊|泼|潑|浇|澆|喷|噴|溅|濺|淋"
                     r"|砸|扔|丢|丟")
_ZH_OWN = ("自己", "自个")
#: Chinese: toward someone and into or onto a place of theirs (往赢家鞋里, 在输家头上)
_ZH_INTO = re.compile(r"[往在][\u3400-\u9fff]{1,8}?[里裡上内內]")


def _before(tokens: Sequence[str], at: int) -> str:
    """The word before ``at`` past articles and owners, or ""."""
    at -= 1
    while at >= 0 and tokens[at] in _SKIP:  # no "an": German "an den Kopf"
        at -= 1
    return tokens[at] if at >= 0 else ""


def _others(hits: Sequence[Hit], tokens: Sequence[str], names: frozenset[str],
            start: int, end: int) -> list[Hit]:
    """The hits of ``names`` in the clause that are not the actor's own, one a word."""
    found: dict[int, Hit] = {}
    for h in hits:
        if h.stream == 0 and h.name in names and start <= h.start < end \
                and (h.start == 0 or tokens[h.start - 1] not in OWN):
            found.setdefault(h.start, h)
    return sorted(found.values(), key=lambda h: h.start)


def _turkish(lang: str, tokens: Sequence[str]) -> bool:
    """Whether the words are Turkish: by the language, or a short text with a Turkish role
    or the Turkish quotative ("\"Lopti!\" diye bağırır": the words said before it), or
    "der" last ("\"bol şans\" der": a German article never ends a sentence)"""
    return lang == "tr" or not lang and (any(t.startswith(TR_ROLES) or t == "diye"
                                             for t in tokens)
                                         or bool(tokens) and tokens[-1] in _TR_SAYS)


def sent_at(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """A thing sent at someone (see the module's docstring): the words, or ""."""
    if has_cjk(sentence.cjk):
        return _sent_at_zh(sentence, hits)
    tokens = [t[0] for t in sentence.split]
    lang = _language(sentence)
    for start, end, inside in clause_hits(sentence, hits):
        throws = [h for h in inside if h.name == "a_throw"]
        pelts = [h for h in inside if h.name == "a_pelt"]
        if not throws and not pelts:
            continue
        soft = any(h.name in ("a_soft", "g_noun", "except:LP703") for h in inside)
        people = _others(hits, tokens, PEOPLE, start, end)
        bodies = [b for b in _others(hits, tokens, _BODIES, start, end)
                  if landed(tokens, b.start, lang) or _before(tokens, b.start) in _AT]
        for t in throws:
            if bodies and people:  # "an den Kopf", "tegen de hand van de verliezer"
                return f"{written(t)} … {written(bodies[0])}"
            if soft:
                continue
            turkish = _turkish(lang, tokens)
            target = next((p for p in people if _before(tokens, p.start) in _AT
                           and tokens[p.end:p.end + 1] != ["s"]
                           or turkish and tokens[p.end - 1].endswith(_TR_DATIVE)), None)
            if target is not None:
                return f"{written(t)} … {written(target)}"
        for v in pelts:
            patient = _patient(v, people, tokens, lang, start, end)
            if patient is not None:
                return f"{written(v)} … {written(patient)}"
            if bodies and people:
                return f"{written(v)} … {written(bodies[0])}"
    return ""


def _patient(verb: Hit, people: Sequence[Hit], tokens: Sequence[str], lang: str,
             start: int, end: int) -> Hit | None:
    """The person a verb whose object is its target lands on: in Turkish one marked by
    its case; else one after the verb, one that is not the clause's first person (its
    subject), or the subject of a passive ("the picker is sprayed")."""
    people = [p for p in people if _before(tokens, p.start) not in _FOR]  # "for everyone"
    if not people:
        return None
    if _turkish(lang, tokens):
        return next((p for p in people if object_of(p, verb, tokens, lang)), None)
    later = [p for p in people if p.start >= verb.end or p is not people[0]]
    if later:
        return later[0]
    passive = any(w in _PASSIVE for w in tokens[start:end])
    return people[0] if passive else None


def _sent_at_zh(sentence: Sentence, hits: Sequence[Hit]) -> str:
    text = sentence.cjk
    zh = [h for h in hits if h.stream == 2]
    people = [h for h in zh if h.name in PEOPLE]
    if not people or any(o in text for o in _ZH_OWN):
        return ""
    soft = any(h.name in ("a_soft", "g_noun", "except:LP703") for h in zh)
    for h in zh:
        if h.name == "a_pelt" and written(h).strip("'") in ("砸", "砸向"):
            return f"{written(h)} … {written(people[0])}"
        if h.name == "a_throw" and not soft and _ZH_TOWARD.search(text):
            return f"{written(h)} … {written(people[0])}"
    return ""


def put_on(sentence: Sentence, hits: Sequence[Hit]) -> tuple[str, str] | None:
    """Stuff put on or into someone (see the module's docstring): (the code, the words),
    or None: LP701 for cold, hot or wet stuff, LP703 for food and goo."""
    if has_cjk(sentence.cjk):
        return _put_on_zh(sentence, hits)
    tokens = [t[0] for t in sentence.split]
    lang = _language(sentence)
    for start, end, inside in clause_hits(sentence, hits):
        stuff = [h for h in inside if h.name in ("a_wet", "a_mess")]
        if not stuff:
            continue
        people = _others(hits, tokens, PEOPLE, start, end)
        bodies = [b for b in _others(hits, tokens, _BODIES, start, end)
                  if landed(tokens, b.start, lang) or _before(tokens, b.start) in _INTO
                  or owned([b], people, tokens, lang)]
        on = next((p for p in people if _before(tokens, p.start) in _INTO
                   and tokens[p.end:p.end + 1] != ["s"]
                   or tokens[p.end:p.end + 1] and tokens[p.end] in _TR_ONTO), None)
        pelts = [h for h in inside if h.name == "a_pelt"]
        patient = next((p for v in pelts if (p := _patient(v, people, tokens, lang, start, end))
                        is not None), None)
        itself = next((i for i in range(start + 1, end) if tokens[i] in _ITSELF
                       and tokens[i - 1] in _INTO), None)  # "over zich heen": unsafe too
        # stuff one pours over oneself, by one's own verb, is one's own act ("giet water over
        # zich heen", "gießt sich Wasser über den Kopf", "kendi üstüne su döker", R-CUSTOM-3)
        own = any(h.name in ("apply", "a_pelt") for h in inside) and not any(
            t in _RECEIVED for t in tokens[start:end]) and any(
            t in _ITSELF for t in tokens[start:end])
        if own and on is None and patient is None:
            continue
        where = bodies[0] if bodies else on or patient
        wet = next((h for h in stuff if h.name == "a_wet" and not _only_wet(h)), None)
        if where is None and itself is not None:
            return "LP701" if wet is not None else "LP703", \
                f"{written(stuff[0])} … '{tokens[itself - 1]} {tokens[itself]}'"
        if where is None:
            continue
        what = wet or stuff[0]
        return ("LP701" if wet is not None else "LP703", f"{written(what)} … {written(where)}")
    return None


def _put_on_zh(sentence: Sentence, hits: Sequence[Hit]) -> tuple[str, str] | None:
    text = sentence.cjk
    zh = [h for h in hits if h.stream == 2]
    stuff = [h for h in zh if h.name in ("a_wet", "a_mess")]
    people = [h for h in zh if h.name in PEOPLE]
    put = _ZH_PUT.search(text) or (_ZH_INTO.search(text) if any(
        h.name in ("body", "c_body", "a_garment") for h in zh) else None)  # 往赢家鞋里倒水
    if not stuff or not people or put is None or any(o in text for o in _ZH_OWN):
        return None
    wet = next((h for h in stuff if h.name == "a_wet" and not _only_wet(h)), None)
    what = wet or stuff[0]
    return ("LP701" if wet is not None else "LP703",
            f"{written(what)} … '{put.group(0)}' … {written(people[0])}")


def _only_wet(hit: Hit) -> bool:
    """Whether a wet-stuff word is plain water or wetness, no cold or heat (LP703)."""
    return fold(written(hit).strip("'")) in ONLY_WET


def spoilt(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """Someone's belongings spoilt or hidden unasked (R-CUSTOM-3, LP703): a verb of tying,
    hiding, gluing, cutting or taking away with a thing of someone else's ("tie the
    loser's shoelaces together", "versteck dem Geber das Handy", "kaybedenin telefonunu
    sakla", "把输家的鞋带绑在一起"): the words, or "". The cards are nobody's belongings."""
    if has_cjk(sentence.cjk):
        zh = [h for h in hits if h.stream == 2]
        spoil = next((h for h in zh if h.name == "a_spoil"), None)
        people = [written(h).strip("'") for h in zh if h.name in PEOPLE]
        things = [written(h).strip("'") for h in zh if h.name in _BELONGINGS]
        whose = next((f"'{p}' … '{t}'" for p in people for t in things
                      if re.search(re.escape(p) + "的?" + re.escape(t), sentence.cjk)), "")
        return f"{written(spoil)} … {whose}" if spoil is not None and whose else ""
    tokens = [t[0] for t in sentence.split]
    lang = _language(sentence)
    for start, end, inside in clause_hits(sentence, hits):
        spoil = next((h for h in inside if h.name == "a_spoil"), None)
        if spoil is None:
            continue
        mine = _others(hits, tokens, _BELONGINGS, start, end)
        whose = owned(mine, _others(hits, tokens, PEOPLE, start, end), tokens, lang)
        if whose:
            return f"{written(spoil)} … {whose}"
    return ""


#: words before "tie" that make it a noun, a tie of the vote or a game ("on a tie")
_A_TIE = frozenset(("a", "the", "any", "every", "each", "no", "on", "in", "of", "if"))


def game_tie(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """The tie of a vote or a game the sentence names, not the verb that ties someone's
    belongings: "tie the loser's shoelaces" ties no vote, it is an act on them (:func:
    `spoilt`); "on a tie the loser decides" is a tie."""
    ties = [h for h in hits if h.name == "tie"]
    if not ties:
        return None
    tokens = [t[0] for t in sentence.split]
    noun = next((h for h in ties if h.stream == 0 and h.start > 0
                 and tokens[h.start - 1] in _A_TIE), None)
    if noun is not None or not spoilt(sentence, hits):
        return noun or ties[0]
    knots = {(h.start, h.stream) for h in hits if h.name == "a_spoil"}
    return next((h for h in ties if (h.start, h.stream) not in knots), None)


def on_someone(sentence: Sentence, hits: Sequence[Hit],
               found: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """(code, words) of a thing sent at someone (LP702) and of stuff put on them, beside
    what language/text/struck.py found on the body already (``found``)."""
    out = []
    sent = sent_at(sentence, hits)
    if sent and not any(code == "LP702" for code, _ in found):
        out.append(("LP702", sent))
    put = None if found or out else put_on(sentence, hits)
    spoil = "" if found or out or put else spoilt(sentence, hits)
    return out + ([put] if put is not None else []) + ([("LP703", spoil)] if spoil else [])


# ---------------------------------------------------------------- harmless acts
#: The cards said again after a tidying verb ("misch sie", "schud ze", "shuffle them")
_THEM = frozenset(fold(w) for w in ("them", "it", "sie", "es", "ze", "het", "onları", "onu"))


#: Words before a time the cards are readied for ("for the next deal", "für die nächste
#: Runde", "voor de volgende ronde", "sonraki tur için")
_FOR_TIME = frozenset(fold(w) for w in ("for", "für", "fuer", "voor", "tegen"))


def _readied(tokens: Sequence[str], hits: Sequence[Hit], h: Hit, carded: bool) -> bool:
    """Whether a stretch of time is what the cards are tidied for ("shuffle them for the
    next round", "misch sie für die nächste Runde", "schud voor de volgende ronde"): a
    purpose, not an act held that long ("sit on the floor until the next round")."""
    if not carded or h.stream != 0 or not any(x.name == "s_tidy" for x in hits):
        return False
    at = h.start - 1
    while at >= 0 and tokens[at] in _SKIP:
        at -= 1
    return at >= 0 and tokens[at] in _FOR_TIME or h.end < len(tokens) and tokens[h.end] in (
        "için", "icin")


#: Words that open what a tidying is for, and the cards said again after them ("so it
#: does not slide off", "damit er nicht rutscht", "zodat hij niet van tafel valt")
_SO = frozenset(fold(w) for w in ("so", "damit", "sodass", "zodat", "opdat"))
_IT = frozenset(fold(w) for w in ("it", "they", "es", "er", "sie", "hij", "ze", "het"))
#: Turkish "so that it does not ...": a third person's wish form before "diye", and the
#: words it may reach back ("masadan kaymasın diye")
_TR_LET = ("sın", "sin", "sun", "sün", "sin", "sun")
_TR_WHY = 2
#: Chinese: what a tidying is for ("免得滑下桌子", "以免掉下去")
_ZH_WHY = re.compile(r"(?:免得|以免|省得|防止)[^，,。！？；]*")
#: What a purpose may not hold: a person, a body, harm (then it asks something of them)
_NOT_WHY = frozenset(("c_person", "p_other", "person", "leader", "body", "c_body",
                      "LP701", "LP702", "LP703", "a_throw", "a_pelt", "a_wet", "a_mess"))


def _why_tidied(tokens: Sequence[str], hits: Sequence[Hit], acts: Sequence[Hit],
                carded: bool) -> set[int]:
    """The words of what the cards are tidied for, said of the cards ("square up the pile
    so it does not slide off the table", "leg den Stapel gerade, damit er nicht rutscht"):
    why the act is done, nothing asked of anyone. Not with a person or harm in them."""
    if not carded or not any(h.name in ("s_tidy", "s_place") for h in acts):
        return set()
    for at in range(len(tokens) - 1):
        if tokens[at] in _SO and tokens[at + 1] in _IT and not any(
                h.stream == 0 and h.name in _NOT_WHY and h.end > at for h in hits):
            return set(range(at, len(tokens)))
    for at, word in enumerate(tokens):  # Turkish: "masadan kaymasın diye" before the verb
        if word == "diye" and at > 0 and tokens[at - 1].endswith(_TR_LET):
            start = max(0, at - _TR_WHY)
            if not any(h.stream == 0 and h.name in _NOT_WHY and start <= h.start <= at
                       for h in hits):
                return set(range(start, at + 1)) - {i for i in range(start, at)
                                                     if tokens[i] in _CARDS}
    return set()


#: Words that open a noun phrase: a modifier after one, before a known noun, is harmless
_DETERMINERS = frozenset(fold(w) for w in (
    "a", "an", "the", "one", "some", "their", "his", "her", "your", "its", "ein", "eine",
    "einen", "einem", "der", "die", "das", "den", "dem", "seine", "seinen", "ihre", "ihren",
    "een", "de", "het", "zijn", "haar", "je", "bir", "o"))
#: The heads of German and Dutch compounds of a thing the table serves ("Chipsschüssel",
#: "koffiekopje", "Teekanne")
_SERVED_HEADS = tuple(fold(w) for w in (
    "schüssel", "schale", "teller", "korb", "tüte", "glas", "gläser", "tasse", "kanne",
    "flasche", "kuchen", "keks", "kekse", "tee", "kaffee", "wasser", "saft", "chips",
    "kom", "kommen", "schaal", "bord", "mand", "mandje", "zak", "zakje", "kan", "fles",
    "beker", "kopje", "glaasje", "koek", "koekje", "taart", "thee", "koffie", "sap",
    "snack", "snacks", "nootjes", "noten", "nüsse"))
#: The heads of German and Dutch compounds of a song one sings or hums oneself
#: ("Siegeslied", "overwinningsdeuntje"): the act's own object, no thing of anyone's
_SUNG_HEADS = tuple(fold(w) for w in (
    "lied", "liedchen", "melodie", "liedje", "deuntje", "wijsje", "melodietje"))
#: The game's names of cards tidied ("the cleared cards", "temizlenen kartları", "清掉的牌"):
#: what a tidying verb's object is, no person's
_CARD_PHRASES = frozenset(("play_cleared", "play_object", "play_zone"))
#: The Chinese disposal construction with the cards as its object (把牌洗三遍, 把大家的牌收起来,
#: 把清掉的牌放到一边): a one-character verb of handling the cards, the cards fronted by 把
_ZH_CARDS_HANDLED = re.compile(
    r"把(?:[\u3400-\u9fff]{0,6}?的)?牌堆?(?:洗|收|理|叠|疊|码|碼|摆|擺|放|整理)")
#: Words the table's cards are (what tidying is harmless on)
_CARDS = frozenset(fold(w) for w in (
    "card", "cards", "deck", "pile", "karte", "karten", "stapel", "deck", "kaart", "kaarten",
    "stapel", "kart", "kartları", "kartlar", "kartı", "kartlara", "karta", "deste", "desteyi",
    "kartlarını", "kartlarımı",
    "desteye", "destenin", "destede", "yığın", "yığını", "yığına", "yığının",
    # the draw pile by its own name (session 36: "pustet über den Nachziehstapel")
    "nachziehstapel", "ziehstapel", "trekstapel", "stock", "talon",
    "stapels", "decks", "pot", "destesine", "destesini", "destesinin", "çekme"))
#: The table a light touch may land on ("tikt op de tafel", "masaya dokunur")
_TABLE = frozenset(fold(w) for w in ("table", "tisch", "tafel", "masa", "masaya", "masayı",
                                     "masanın", "masada"))
#: A Chinese person described by what they do in the game (发牌的人, 出完牌的玩家)
_ZH_ADDRESSEE = re.compile(r"[\u3400-\u9fff]{1,6}?(?:的人|的玩家|者)")
#: A Chinese number and measure word (一块饼干, 两杯茶, 几片): how much, no act; or how often
#: (洗三遍, 两次)
_ZH_MEASURE = re.compile(r"[一两兩二三四五几幾每]"
                         r"[块塊片个個杯碗盘盤瓶包袋份颗顆根条條张張些点點遍次]")
#: Words that end what a speech verb says: another act may follow ("says thanks and
#: fetches the winner a coffee" asks the coffee too)
_AND = frozenset(fold(w) for w in (
    "and", "then", "or", "und", "dann", "oder", "en", "dan", "of", "ve", "sonra", "veya"))
#: Turkish "says" where it looks like a German article: read only in a Turkish sentence
_TR_SAYS = frozenset(("der", "dedi", "derler", "diye"))
#: The Chinese speech verbs: what follows them is the words said
#: (thanks too: whom one thanks and what for is what one says, issue 29)
_ZH_SPEAK = re.compile(r"(?:说|說|喊|祝|宣布|念|谢谢|謝謝|感谢|感謝|多谢|多謝|致谢|致謝)(.*?)"
                       r"(?:然后|然後|再去|并且|並且|接着|接著|$)")
#: Where the words said end and a means begins: "thanks everyone by washing up",
#: "bedankt sich, indem er ...", "bulaşık yıkayarak teşekkür eder"
_BY = frozenset(fold(w) for w in ("by", "indem", "durch", "door"))
_TR_BY = ("arak", "erek", "ıp", "ip", "up", "üp")


def harmless(sentence: Sentence, hits: Sequence[Hit], covered: set[int]
             ) -> tuple[bool, set[int], list[str]]:
    """A harmless act one does oneself (see the module's docstring): whether the sentence
    asks one, the tokens its words cover beside ``covered`` (the judge's table actions
    and gestures), and the Chinese words they cover."""
    tokens = [t[0] for t in sentence.split]
    carded = any(t in _CARDS for t in tokens) or any(
        h.stream == 2 and "牌" in h.words for h in hits)
    if any(h.name == "s_long" and not in_words_said(sentence, tokens, hits, h)
           and not _readied(tokens, hits, h, carded) for h in hits):
        return False, set(), []  # held for a stretch: a forfeit
    mine = [h for h in hits if h.stream == 0]
    covered = covered | {i for h in mine if h.name in ("table", "filler")
                         for i in range(h.start, h.end)}
    # cards tidied, or they or the table touched lightly ("tikt op de stapel", "轻敲牌堆",
    # "masaya dokunur"): nobody's body is touched
    touched = carded or any(t in _TABLE for t in tokens) or "桌" in sentence.cjk
    placed = own_things.placed(tokens, hits, carded)  # the cards or one's own things put down
    acts = [h for h in mine if h.name == "s_self" or h.name == "s_tidy" and carded
            or h.name == "s_touch" and touched or h.name == "s_place" and placed]
    zh = [h for h in hits if h.stream == 2 and (h.name in ("s_self", "s_speak", "s_mod")
                                                 or h.name == "s_tidy" and carded
                                                 or h.name == "s_touch" and touched
                                                 or h.name in ("s_place", "a_belong")
                                                 and placed)]
    acts, zh = own_things.put_away(hits, tokens, acts, zh)
    if acts or zh:  # where a thing goes, a choice left to the doer (自选, 一边)
        zh += [h for h in hits if h.stream == 2 and h.name == "s_where"]
    if any(h.name in ("s_touch", "s_tidy", "s_place") for h in zh):  # 牌堆, 在桌上
        zh += [h for h in hits if h.stream == 2 and h.name in ("play_zone", "play_object")]
    tidied = any(h.name == "s_tidy" for h in [*acts, *zh])
    if tidied:  # the cards tidied, by the game's name for them: 清掉的牌, the cleared cards
        zh += [h for h in hits if h.stream == 2 and h.name in _CARD_PHRASES]
    # a touch reaches the cards or the table, never a person: only it asks no one
    touch_only = any(h.name == "s_touch" for h in [*acts, *zh]) and not any(
        h.name in ("s_self", "s_speak") for h in [*acts, *zh])
    if touch_only and any(h.name == "p_other" for h in hits):  # "tikt de verliezer"
        return False, set(), []
    # 把牌洗三遍: the cards handled, fronted by 把 (the verb apart from its object 牌)
    handled = [m.group(0) for m in _ZH_CARDS_HANDLED.finditer(sentence.cjk)] if carded else []
    if not acts and not zh and not covered and not handled:
        return False, set(), _ZH_MEASURE.findall(sentence.cjk)
    more: set[int] = set()
    for h in mine:
        if h.name in ("s_self", "s_mod", "s_speak") or h in acts \
                or h.name == "k_repeat" and acts \
                or h.name in PEOPLE and (acts or covered) and not touch_only \
                or h.name in _CARD_PHRASES and tidied:
            more.update(range(h.start, h.end))
    more.update(at for at, t in enumerate(tokens) if any(  # the cards or table touched
        h.name == "s_touch" for h in acts) and (t in _CARDS or t in _TABLE))
    more.update(i for h in mine if h.name == "s_where" for i in range(h.start, h.end)
                if acts)  # where a thing goes, a choice left to the doer ("naar keuze")
    if any(h.name in ("s_tidy", "s_place") for h in acts):  # one's own things put down
        more.update(i for h in mine if h.name == "a_belong" and placed
                    for i in range(h.start, h.end))
        more.update(h.end for h in acts if h.name in ("s_tidy", "s_place")  # "misch sie"
                    and h.end < len(tokens) and tokens[h.end] in _THEM and carded)
    more.update(h.end for h in mine if h.name in PEOPLE and h.end < len(tokens)
                and tokens[h.end] == "s" and (acts or covered))  # "everyone's tea"
    negated = any(t in NOT_WORDS for t in tokens)
    lang = _language(sentence)
    spoken = [(h.start, h.end) for h in mine if h.name == "s_speak"] + [
        (at, at + 1) for at, t in enumerate(tokens) if t in _TR_SAYS and _turkish(lang, tokens)]
    verb_last = _turkish(lang, tokens)  # Turkish says the words before its verb
    for begin, _ in spoken if not negated else ():  # the words said, to the clause's end
        first, end = next(((a, b) for a, b in clauses(sentence) if a <= begin < b),
                          (0, len(tokens)))
        end = next((i for i in range(begin + 1, end) if tokens[i] in _AND or tokens[i] in _BY),
                   end)
        first = max((i + 1 for i in range(first, begin) if tokens[i].endswith(_TR_BY)
                     and len(tokens[i]) > 4), default=first)  # "...yıkayarak teşekkür"
        more.update(range(first, begin + 1) if verb_last else range(begin, end))
    done = covered | more
    for at, word in enumerate(tokens):  # a compound of a thing the table serves
        if at not in done and lang in ("de", "nl", "") and any(
                word.endswith(head) and len(word) > len(head) + 2
                for head in (*_SERVED_HEADS, *(_SUNG_HEADS if acts else ()))):
            more.add(at)
    done = covered | more
    more.update(_why_tidied(tokens, hits, acts, carded))  # "so it does not slide off"
    done = covered | more
    nouns = {h.start for h in mine if h.name in ("h_drink", "g_noun", "g_prop")}
    for at in range(len(tokens) - 1, -1, -1):  # a modifier: after a determiner, before a
        if at in done or at + 1 not in done:   # known word ("an imaginary hat")
            continue
        left = at - 1
        while left >= 0 and left not in done:
            left -= 1
        if left >= 0 and tokens[left] in _DETERMINERS and at - left <= 2:
            more.update(range(left + 1, at + 1))
            done = covered | more
        elif _turkish(lang, tokens) and at + 1 in nouns:  # no articles: "buzlu çay"
            more.add(at)
            done = covered | more
    words: list[str] = [h.words.strip("'") for h in zh]
    why = _ZH_WHY.search(sentence.cjk) if carded and zh else None  # 免得滑下桌子
    if why and not any(h.stream == 2 and h.name in _NOT_WHY for h in hits):
        words.append(why.group(0))
    words += _ZH_MEASURE.findall(sentence.cjk)  # 一块, 两杯: how much, never an act
    words += handled
    if zh or covered:  # whoever it is made to: 发牌的人, 出完牌的玩家, 清牌者
        words += _ZH_ADDRESSEE.findall(sentence.cjk)
    said = _ZH_SPEAK.search(sentence.cjk) if has_cjk(sentence.cjk) and not negated else None
    if said and said.group(1):
        words.append(said.group(1))
    return bool(acts or zh or handled or spoken and not negated), more, words


def in_words_said(sentence: Sentence, tokens: list[str], hits: Sequence[Hit], h: Hit
                   ) -> bool:
    """Whether a stretch of time stands in the words a speech verb says ("says 'good luck
    next round'", "说：下一局大家加油", "\"sonraki turda bol şans\" der"): words wished,
    not an act held for that stretch."""
    if h.stream == 2:
        said = _ZH_SPEAK.search(sentence.cjk)
        return said is not None and h.words.strip("'") in said.group(1)
    lang = _language(sentence)
    verb_last = _turkish(lang, tokens)
    for begin, end in clauses(sentence):
        inside = [i for i in range(begin, end) if i in _speech_at(hits, tokens, lang)]
        if not inside or not begin <= h.start < end:
            continue
        verb = inside[0]
        between = range(h.end, verb) if verb_last else range(verb + 1, h.start)
        if (h.end <= verb if verb_last else h.start > verb) and not any(
                tokens[i] in _AND or tokens[i] in _BY for i in between):
            return True
    return False


def _speech_at(hits: Sequence[Hit], tokens: list[str], lang: str) -> set[int]:
    """Where the sentence's speech verbs stand (Turkish "der" read only in Turkish)."""
    found = {i for h in hits if h.stream == 0 and h.name == "s_speak"
             for i in range(h.start, h.end)}
    return found | {at for at, t in enumerate(tokens) if t in _TR_SAYS
                    and _turkish(lang, tokens)}


def uncovered(cjk: str, words: set[str]) -> bool:
    """Whether a Chinese character of ``cjk`` is in none of ``words``, wherever each
    stands (one word taken out before another would cut it: 一杯 out of 一杯茶)."""
    left = [True] * len(cjk)
    for w in {*words, *map(squeezed, words)} - {""}:  # 谢谢 is 谢 once stretched letters go
        for m in re.finditer(re.escape(w), cjk):
            left[m.start():m.end()] = [False] * len(w)
    return any(has_cjk(c) for c, lf in zip(cjk, left, strict=True) if lf)


__all__ = ["game_tie", "harmless", "in_words_said", "on_someone", "put_on", "sent_at", "spoilt",
           "uncovered"]
