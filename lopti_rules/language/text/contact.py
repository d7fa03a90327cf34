"""Acts on another person's body, and gestures one makes oneself (issue 29, session 19).

Two readings, each one structure over the word classes of language/text/contact_lexicon.py
(language/text/harm.py asks them of every sentence):

- :func:`laid_on`: **an act by one person on another person's body is harm or an
  unwanted touch** (R-CUSTOM-3, LP703), whatever the verb: in one clause, an act (a verb
  that reaches a body: hit, pinch, poke, tickle, kneifen, knijpen, dürtmek, 掐; or the
  noun of one given or got: a slap, a noogie, a dead arm, eine Backpfeife, een por, bir
  şaplak, 一巴掌) and someone else it lands on (a role, a pronoun, everyone), or a body
  part ("in the ribs", "am Ohr", "kulağını", "的耳朵"). A verb that reaches a body only
  through a part ("pull", "ziehen", "trekken", "çekmek": a card drawn) needs the part, and
  one that marks, covers or changes a body ("draw on", "bemalen", "çizmek", "画", "贴")
  needs a part named as someone else's ("the loser's face", "在输家脸上画乌龟").
  An act on a thing of the game or the table ("flick the top card", "tik op de stapel",
  "desteye vur", "拍桌子") touches nobody; nor does one's own body ("pinch yourself").
  In English, German and Dutch the person is the verb's object (after it: "the winner
  hits the jackpot" lands on nobody), or the subject of a passive ("wird von allen
  gekitzelt"); in Turkish an object is marked by its case ("dağıtanı", "kaybedene").
- :func:`gesture`: **a gesture one makes oneself is a table action** (no LP712): a light
  verb carrying a gesture noun ("gives a thumbs up", "macht eine Verbeugung", "steekt de
  duim op", "selam verir", "竖起大拇指"), or a gesture verb ("nods", "zwinkert ... zu"),
  with its addressee (a role, "to the winner", "dem Sieger", "kazanana", "向赢家") and its
  manner, an adverb read by its form ("approvingly", "anerkennend", "vriendelijk",
  "saygıyla", "骄傲地"), and a harmless thing it is made with ("waves a white napkin",
  "zwaait met een wit servetje"). It gives the tokens the gesture covers, for
  harm.py's :func:`~lopti_rules.language.text.harm.is_table_action`.
- :func:`hosted`: **hospitality and thanks are table actions** (no LP712): a drink or a
  snack served at the table to someone ("pours drinks for everyone", "schenkt voor
  iedereen thee in", "给大家倒杯水"), or thanks for the evening ("thanks the host for
  having us"); never a drink poured on someone or someone made to drink, and fetching or
  making is housework asked of a person (claim_lexicon.py's ``k_chore``).

:func:`competes`: German "tritt ... an" is "antreten", to compete (R-ROSHAMBO-1 on the
cards), not a kick (moved here from harm.py in session 26).

A thing one strikes with (a wooden spoon, a ruler, a tea towel) brought to another's body
part in one clause is an act on that body whatever the verb ("gibt dem Aufnehmer mit dem
Kochlöffel eins auf die Finger"): :func:`laid_on` reads it too.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from .matching import Hit, written
from .matching import language as _language
from .textnorm import Sentence, clauses, fold, has_cjk

#: Who an act may land on: the roles and people of both lexicons
PEOPLE = frozenset(("c_person", "p_other"))
_BODIES = frozenset(("body", "c_body"))
_THINGS = frozenset(("p_thing", "c_thing"))
#: Words right before a body part or a person that make it the actor's own
OWN = frozenset(fold(w) for w in (
    "your", "my", "own", "yourself", "myself", "dein", "deine", "deinen", "dir", "dich",
    "mein", "meine", "eigene", "eigenen", "sich", "je", "jouw", "mijn", "eigen", "zich",
    "kendi", "kendini", "kendine"))
#: Turkish case endings of an object: accusative, dative, genitive ("dağıtanı",
#: "kaybedene", "kaybedenin")
_TR_CASES = ("ı", "i", "u", "ü", "a", "e", "nın", "nin", "nun", "nün", "yı", "yi", "ya",
             "ye")
#: Words before a noun of a blow ("a slap", "one good poke", "een por", "bir fiske")
_A = frozenset(fold(w) for w in (
    "a", "an", "one", "another", "little", "big", "good", "hard", "quick", "gentle", "light",
    "small", "sharp", "proper", "firm", "ein", "eine", "einen", "kleine", "kleinen", "kurzen",
    "een", "flinke", "kleine", "stevige", "bir", "küçük", "sert", "hafif"))
#: English words that open another clause between a verb and a person ("poke around in
#: the pile if you're the picker"): the person is no longer the verb's object
_OPENERS = frozenset(("if", "when", "whenever", "while", "because", "until", "unless",
                      "so", "once", "after", "before", "as", "and", "or", "then"))
#: Turkish roles, which make a text too short to have a language Turkish
TR_ROLES = tuple(fold(w) for w in ("dağıtan", "kaybeden", "kazanan", "toplayan", "herkes",
                                    "oyuncu", "komşu", "rakib", "sonuncu"))
#: Chinese: the body of the actor ("自己的脸") is their own
_ZH_OWN = ("自己", "自个")


def clause_hits(sentence: Sentence, hits: Sequence[Hit]
                ) -> Iterator[tuple[int, int, list[Hit]]]:
    """Each clause of ``sentence`` (its token span) with the word hits inside it."""
    for start, end in clauses(sentence):
        yield start, end, [h for h in hits if h.stream == 0 and start <= h.start < end]


def laid_on(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """An act by one person on another's body (see the module's docstring): the words,
    or ""."""
    if has_cjk(sentence.cjk):
        return _laid_on_zh(sentence, hits)
    tokens = [t[0] for t in sentence.split]
    lang = _language(sentence)
    own = {i + 1 for i, w in enumerate(tokens) if w in OWN}
    mine = [h for h in hits if h.stream == 0]
    for start, end in clauses(sentence):
        inside = [h for h in mine if start <= h.start < end]
        acts = [h for h in inside if h.name == "c_act"]
        reach = [h for h in inside if h.name == "c_reach"]
        blows = [h for h in inside if h.name == "c_blow"]
        marks = [h for h in inside if h.name == "c_mark"]
        people = [h for h in inside if h.name in PEOPLE and h.start not in own]
        compound = _compound_blow(tokens[start:end], lang)
        if compound and people:  # "een schouderduw", "ein Nackenschlag"
            return f"{compound} … {written(people[0])}"
        if not (acts or reach or blows or marks):
            continue
        bodies = [h for h in inside if h.name in _BODIES and h.start not in own]
        bodies += _hands_of(inside, people, tokens, lang)  # "the loser's hand"
        # a thing one strikes with is no thing struck ("met het pak kaarten")
        things = [h for h in inside if h.name in _THINGS and not _instrument(tokens, h.start)]
        verbs = {h.start for h in (*acts, *reach)}
        for act in (*blows, *acts, *reach):
            landed = [p for p in people if object_of(p, act, tokens, lang)]
            if act.name == "c_blow" and act.start in verbs and (
                    act.start == 0 or tokens[act.start - 1] not in _A):
                continue  # "poke around": the verb, read as one below
            if act.name == "c_blow" and people:
                return f"{written(act)} … {written(people[0])}"
            if not landed and not (bodies and people):
                continue
            who = (landed or people)[0]
            if act.name == "c_act" and tokens[act.start].startswith(("sit", "lie")) \
                    and _SIDES & set(tokens[act.end:act.end + 5]):
                continue  # "sits on the dealer's left": a seat beside, no one sat on
            if act.name == "c_act" and (bodies or not _on_a_thing(act, things, landed)):
                return f"{written(act)} … {written(who)}"
            if act.name == "c_reach" and bodies:
                return f"{written(act)} … {written(who)} … {written(bodies[0])}"
        whose = owned(bodies, people, tokens, lang)
        if marks and whose:  # "draw on the loser's face", "dem Verlierer ins Gesicht"
            return f"{written(marks[0])} … {whose}"
    return _struck_with(tokens, mine, own, lang)


_SIDES_BY_LANGUAGE = {"en": ("left", "right", "side")}  #: "sits on the dealer's left" (s. 45)
_SIDES = frozenset(w for ws in _SIDES_BY_LANGUAGE.values() for w in ws)
#: Words that make a thing the one an act is made with ("with the deck", "mit dem Stapel",
#: "met het pak kaarten", "ile"), and how far before the thing they may stand
_WITH = frozenset(fold(w) for w in ("with", "using", "mit", "met", "ile"))
_WITH_REACH = 3


def _instrument(tokens: Sequence[str], at: int) -> bool:
    """Whether the thing at ``at`` is what an act is made with: a "with" shortly before
    it, no landing word between ("slaat met het pak op de tafel": the table is struck),
    or the Turkish instrumental ("desteyle")."""
    if tokens[at].endswith(("yla", "yle", "ıyla", "iyle", "uyla", "üyle")):
        return True
    for before in range(at - 1, max(-1, at - 1 - _WITH_REACH), -1):
        if tokens[before] in _LANDING:
            return False
        if tokens[before] in _WITH:
            return True
    return False


def _hands_of(hits: Sequence[Hit], people: Sequence[Hit], tokens: Sequence[str],
              lang: str) -> list[Hit]:
    """A hand named as another person's ("the loser's hand", "de hand van de verliezer",
    "kaybedenin eline"): a body part, not a hand of cards (acts_lexicon.py's ``a_hand``)."""
    hands = [h for h in hits if h.name == "a_hand" and _lands(tokens, h.start, lang)]
    return [h for h in hands if owned([h], people, tokens, "en" if lang in ("de", "nl")
                                      else lang)]  # no dative: "gibt dem Sieger die Hand"


def _lands(tokens: Sequence[str], at: int, lang: str) -> bool:
    """Whether something lands on the hand at ``at``: a landing word shortly before it
    ("op de platte hand", "auf die Hand"), or the Turkish dative ("eline"); a card drawn
    "from the loser's hand" or a hand shaken ("elini sıkar") lands on none."""
    return landed(tokens, at, lang) or any(
        t in _LANDING for t in tokens[max(0, at - _WITH_REACH):at])


#: Words a thing lands on a body part by ("on the fingers", "auf die Finger", "op de
#: vingers", "across the back"); Turkish marks it by the dative ("parmağına")
_LANDING = frozenset(fold(w) for w in ("on", "onto", "across", "over", "auf", "an", "am",
                                       "aufs", "op", "tegen", "over"))


def landed(tokens: Sequence[str], at: int, lang: str) -> bool:
    """Whether a body part is where something lands: after a landing word (articles
    between), or in the Turkish dative."""
    if tokens[at].endswith(("a", "e", "na", "ne", "ına", "ine", "una", "üne")) \
            and (lang == "tr" or not lang and any(t.startswith(TR_ROLES) for t in tokens)):
        return True
    before = at - 1
    while before >= 0 and tokens[before] in (_ARTICLES | _OWNERS) - _LANDING:  # "an den"
        before -= 1
    return before >= 0 and tokens[before] in _LANDING


#: Owners before a body part ("on their fingers", "auf seine Finger")
_OWNERS = frozenset(fold(w) for w in ("their", "his", "her", "seine", "ihre", "zijn", "haar"))


#: Where a thing one strikes with lands: a body part, or a hand (acts_lexicon.py's
#: ``a_hand``: "auf die Hand", never a hand of cards, which nothing lands on)
_STRUCK = frozenset(("body", "c_body", "a_hand"))


def _struck_with(tokens: Sequence[str], hits: Sequence[Hit], own: set[int], lang: str) -> str:
    """A thing one strikes with brought to another's body part in one clause, whatever
    the verb ("gibt dem Aufnehmer mit dem Kochlöffel eins auf die Finger", "a rap on the
    knuckles with the ruler for the loser", "geeft de verliezer met de pollepel een tik op
    de vingers"): the words, or ""."""
    tools = [h for h in hits if h.name == "c_tool"]
    if not tools or {"k_band", "k_snap"} <= {h.name for h in hits}:  # a band snapped:
        return ""  # violence already (claims.py's reading)
        return ""
    people = [h for h in hits if h.name in PEOPLE and h.start not in own]
    bodies = [h for h in hits if h.name in _STRUCK and h.start not in own
              and landed(tokens, h.start, lang)]
    if people and bodies:
        return f"{written(tools[0])} … {written(people[0])} … {written(bodies[0])}"
    return ""


#: German and Dutch compounds of a body part and a blow ("Nackenschlag", "schouderduw",
#: "Rippenstoß", "nekslag"): a blow by its parts, whatever the compound
_BODY_STEMS = ("kopf", "nacken", "schulter", "ohr", "arm", "bein", "rippen", "bauch",
               "hinter", "knie", "schienbein", "wangen", "backen", "schouder", "nek", "oor",
               "kop", "rug", "buik", "been", "hoofd", "ribben", "scheen", "wang")
_BLOW_STEMS = ("schlag", "schläge", "hieb", "stoß", "stoss", "stöße", "tritt", "schubs",
               "knuff", "stups", "schnipser", "duw", "duwtje", "stoot", "stootje", "slag",
               "mep", "mepje", "stomp", "stompje", "trap", "schop", "por", "porretje", "knal",
               "nuss", "stoten")


def _compound_blow(words: Sequence[str], lang: str) -> str:
    """A German or Dutch compound of a body part and a blow among the words, or ""."""
    if lang not in ("de", "nl", ""):
        return ""
    for word in words:
        stem = next((b for b in _BODY_STEMS if word.startswith(b)), "")
        rest = word[len(stem):]
        if stem and rest in _BLOW_STEMS or stem and rest.endswith(_BLOW_STEMS) and len(
                rest) <= len(max(_BLOW_STEMS, key=len)) and rest[:1] != "n":
            return f"'{word}'"
    return ""


#: What names a body part's owner after it ("the face of the loser", "het gezicht van de
#: verliezer") and the Turkish genitive before it ("kaybedenin yüzüne")
_OF = frozenset(("of", "van", "des", "von", "vom"))
_GENITIVE = ("nin", "nın", "nun", "nün", "in", "ın", "un", "ün")


def owned(bodies: Sequence[Hit], people: Sequence[Hit], tokens: Sequence[str],
           lang: str) -> str:
    """A body part named as someone else's: "the loser's face", "the face of the
    loser", "kaybedenin yüzüne"; in German and Dutch a person before it in the clause
    ("male dem Verlierer ins Gesicht"). The words, or ""."""
    for b in bodies:
        for p in people:
            possessive = p.end == b.start - 1 and tokens[p.end] == "s"
            of = b.end < len(tokens) and tokens[b.end] in _OF and b.end < p.start <= b.end + 3
            genitive = lang in ("tr", "") and p.end == b.start \
                and tokens[p.end - 1].endswith(_GENITIVE)
            dative = lang in ("de", "nl") and p.end <= b.start
            if possessive or of or genitive or dative:
                return f"{written(p)} … {written(b)}"
    return ""


def object_of(person: Hit, act: Hit, tokens: Sequence[str], lang: str) -> bool:
    """Whether a person can be what the act lands on: after it in English, German and
    Dutch (the subject comes first: "the winner hits the jackpot"), marked by its case in
    Turkish."""
    word = tokens[person.end - 1]
    if lang == "tr" or not lang and word.startswith(TR_ROLES):  # a short Turkish text
        return word.endswith(_TR_CASES) and len(word) > 3
    verb = tokens[act.start]
    if verb.startswith("ge") and verb.endswith(("t", "d", "en")) and lang in ("de", "nl", ""):
        return True  # a passive: the person acted on is its subject ("wird ... gekitzelt")
    if lang in ("en", "") and person.start >= act.end:  # the object, not a new clause's
        return not _OPENERS & set(tokens[act.end:person.start])  # "... if you're"
    return person.start >= act.end


def _on_a_thing(act: Hit, things: Sequence[Hit], people: Sequence[Hit]) -> bool:
    """Whether the act lands on a thing of the game or the table before any person does:
    "flick the top card to the dealer", "slap the table", "Klopf auf den Stapel"."""
    things = [t for t in things if t.start >= act.end]  # "piles on" is no pile
    if not things:
        return False
    first_person = min((p.start for p in people), default=10**6)
    return any(t.start < first_person for t in things) or not people


#: A thing of the game or the table right after a Chinese act: 打牌, 抽牌, 拍桌子
_ZH_THING = re.compile(r"^(?:了|一下|一张|一張|几张|幾張|两张|兩張)?(?:牌|桌|卡|椅|烟|菸)")
_ZH_THINGS = re.compile(r"牌|桌|卡")
#: Chinese: a blow made with something (用 or 拿, the thing, the verb) and a body part of
#: someone named after it (输家的手, 输家手背)
_ZH_WITH = re.compile(r"(?:用|拿)[^，,。；;]{1,6}?(?:打|拍|敲|抽|砸|扇|戳)")
_ZH_PART = r"的?(?:手背|手心|手指|手|头|頭|脸|臉|背|腿|胳膊|屁股)"
#: A measure word between an owner and their body part: 输家的一缕头发, 他的一根手指
_ZH_MEASURE = r"(?:[一二两兩三几幾半]?(?:缕|縷|绺|綹|根|撮|块|塊|片|截|点|點))?"


def _laid_on_zh(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """Chinese: an act and someone else (a role, a pronoun, everyone) or another's body
    part in the sentence, the act not on a card or the table."""
    text = sentence.cjk
    zh = [h for h in hits if h.stream == 2]
    people = [h for h in zh if h.name in PEOPLE]
    bodies = [h for h in zh if h.name in _BODIES]
    if not people or any(o in text for o in _ZH_OWN):
        return ""
    tool = next((h for h in zh if h.name == "c_tool"), None)
    hands = [h for h in zh if h.name == "a_hand"]  # 用尺子打输家的手背
    if tool is not None and (bodies or hands):
        bodies = bodies or hands  # 用勺子打输家的手指: a thing brought to a body
        return f"{written(tool)} … {written(people[0])} … {written(bodies[0])}"
    struck = _ZH_WITH.search(text)  # 用整副牌拍输家的手: whatever is struck with, a hand
    if struck is not None:
        part = next((f"{written(p)} … '{m.group(0)}'" for p in people
                     if (m := re.search(re.escape(written(p).strip("'")) + _ZH_PART, text))),
                    "")
        if part:
            return f"'{struck.group(0)}' … {part}"
    bare = text  # the cards and the table named apart from the people (收牌人 is a person)
    for p in sorted((written(p).strip("'") for p in people), key=len, reverse=True):
        bare = bare.replace(p, "")
    for act in zh:
        if act.name == "c_mark":  # a part named as someone's: 输家脸上, 输家的脸
            owned = next((f"{written(p)} … {written(b)}" for p in people for b in bodies
                          if re.search(re.escape(written(p).strip("'")) + "的?"
                                       + _ZH_MEASURE + re.escape(written(b).strip("'")), text)),
                         "")
            if owned:
                return f"{written(act)} … {owned}"
            continue
        if act.name not in ("c_act", "c_reach", "c_blow"):
            continue
        word = written(act).strip("'")
        at = text.find(word)
        on_thing = at >= 0 and _ZH_THING.match(text[at + len(word):]) is not None \
            or not bodies and _ZH_THINGS.search(bare) is not None  # 打出最后一张牌
        if act.name == "c_blow" or (act.name == "c_act" and not on_thing) \
                or (bodies and not on_thing):
            return f"{written(act)} … {written(people[0])}"
    return ""


def on_a_thing(sentence: Sentence, hits: Sequence[Hit], hit: Hit) -> bool:
    """Whether a harm word that is an act's verb ("flick", "slap") lands on a thing of the
    game or the table and on no body: "flick the top card to the dealer" strikes nobody."""
    if hit.stream != 0 or hit.name not in ("LP702", "LP703"):
        return False
    tokens = [t[0] for t in sentence.split]
    lang = _language(sentence)
    for start, end, inside in clause_hits(sentence, hits):
        if not start <= hit.start < end:
            continue
        if not any(h.name in ("c_act", "c_reach") and h.start == hit.start for h in inside) \
                or any(h.name in _BODIES for h in inside):
            return False
        everyone = [h for h in inside if h.name in PEOPLE]
        if _hands_of(inside, everyone, tokens, lang):  # "op de hand van de verliezer"
            return False
        # the thing an act is made with is not where it lands ("met het pak kaarten")
        # nor a hand something lands on ("einen Schlag auf die Hand": a_hand, no hand of
        # cards: _STRUCK; session 48)
        hands = {h.start for h in inside if h.name == "a_hand" and landed(tokens, h.start, lang)}
        things = [h for h in inside if h.name in _THINGS and h.start >= hit.end
                  and not _instrument(tokens, h.start) and h.start not in hands]
        people = [h for h in inside if h.name in PEOPLE and object_of(h, hit, tokens, lang)]
        return bool(things) and _on_a_thing(hit, things, people)
    return False


#: The hits that describe a person off the game (persons_lexicon.py, harm_lexicon.py)
_DESCRIBED = frozenset(("trait", "p_relation", "p_trait", "p_bearing", "a_holder", "wears",
                        "place", "trait_noun", "personal_fact"))


def courteous(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether every clause of the sentence is courtesy (thanks, congratulations, a
    welcome: "thank the host", "Bedank dich beim Gastgeber", "谢谢主人家的招待"): a
    person it names is asked for nothing, so no description of them targets anyone."""
    said = [h for h in hits if h.name in ("c_courtesy", "p_toast")]  # a toast honours
    if not said:
        return False
    if any(h.stream == 2 for h in said) or len(clauses(sentence)) == 1:
        return True
    named = [h for h in hits if h.stream == 0 and h.name in _DESCRIBED]
    return all(any(a <= h.start < b for h in said if h.stream == 0)
               or not any(a <= h.start < b for h in named) for a, b in clauses(sentence))


#: The drinks a table serves, by name only: a drink named is no drink drunk
_DRINKS = frozenset(fold(w) for w in (
    "drink", "drinks", "beverage", "beverages", "getränk", "getränke", "getraenke",
    "drankje", "drankjes", "dranken", "içecek", "içecekler", "içecekleri", "içeceği",
    "饮料", "飲料"))


#: The bare verb of drinking: right after a person, someone made to drink ("make the
#: loser drink", "lass den Verlierer trinken", "laat de verliezer drinken")
_DRINK_VERBS = frozenset(("drink", "trinken", "trinkt", "drinken", "drinkt"))


def made_to_drink(sentence: Sentence, hits: Sequence[Hit], hit: Hit) -> bool:
    """Whether a drinking word is the verb of a person right before it: someone made to
    drink, whatever a serving verb around it says ("make the loser drink")."""
    return hit.name == "LP701" and hit.stream == 0 \
        and sentence.split[hit.start][0] in _DRINK_VERBS \
        and any(h.stream == 0 and h.name in PEOPLE and h.end == hit.start for h in hits)


def unserved(sentence: Sentence, hits: list[Hit]) -> list[Hit]:
    """The hits without the serving exceptions over someone made to drink: "make the
    loser drink" is no drink made (SERVE's "make ~ drink")."""
    made = [h for h in hits if made_to_drink(sentence, hits, h)]
    return [e for e in hits if e.name != "except:LP701" or not any(
        e.stream == h.stream and e.start <= h.start and h.end <= e.end for h in made)]


def served(sentence: Sentence, hits: Sequence[Hit], hit: Hit) -> bool:
    """Whether a drinking word is a drink named in hospitality or courtesy, with nobody
    made to drink: "pour the drinks for everyone", "thanks to the host for the drinks",
    "herkese içecek getirsin" (R-CUSTOM-3 forbids making someone drink, not serving)."""
    if hit.name != "LP701" or fold(written(hit).strip("'")) not in _DRINKS:
        return False
    if any(h.name in ("consume", "causative") or h.name == "LP701" and (
            h.start, h.stream) != (hit.start, hit.stream) for h in hits):
        return False  # "make the loser drink", "drinks it in one go"
    if made_to_drink(sentence, hits, hit):
        return False
    if any(h.name == "except:LP701" and h.stream == hit.stream and h.start <= hit.start
           and hit.end <= h.end for h in hits):
        return True  # a serving verb with it: "pour the drinks", "içecek getirsin"
    before = sentence.split[hit.start - 1][0] if hit.stream == 0 and hit.start > 0 else ""
    if before in _NOUN_BEFORE | {"bir"} and any(h.name == "bd_offer" for h in hits) and not any(
            t[0] in _OBLIGED for t in sentence.split):
        return True  # a drink for whoever wants one: taken or left, nobody made to drink
    # a drink named as a thing ("ice in the drinks", "für die Getränke") is drunk by nobody
    return before in _DEFINITE or any(h.name == "c_courtesy" for h in hits) \
        and before in _NOUN_BEFORE


#: Words before a drink that make it a thing named, never one had ("has a drink" drinks)
_DEFINITE = frozenset(("the", "die", "den", "de", "het", "for", "für", "voor", "our", "onze"))
#: Words that oblige whoever is offered a drink ("everyone who wants one must drink it")
_OBLIGED = frozenset(("must", "muss", "müssen", "moet", "moeten", "zorunda"))
#: Words before a drink that make it a noun ("for the drinks", "für die Getränke")
_NOUN_BEFORE = frozenset(("the", "a", "your", "our", "for", "of", "die", "der", "den", "für",
                          "de", "het", "een", "voor", "onze", "bu", "şu"))


# ---------------------------------------------------------------- gestures
#: Manner adverbs by their form: English -ly, German -end/-lich/-voll, Dutch -end/-lijk/-vol,
#: Turkish -ca/-ce/-la/-le (with the buffer y), at least this long
_MANNER = {"en": ("ly",), "de": ("end", "lich", "voll"), "nl": ("end", "lijk", "vol"),
           "tr": ("ca", "ce", "ça", "çe", "la", "le")}
_MANNER_MIN = 6
#: A Chinese manner adverb: up to four characters before 地 ("骄傲地", "礼貌地")
_ZH_MANNER = re.compile(r"[\u3400-\u9fff]{1,4}地")
#: A Chinese addressee described by what they did: after 朝/向/对/给, a few characters
#: that end in a person (朝清牌的人点点头, 向出完牌的玩家挥手)
_ZH_ADDRESSEE = re.compile(r"(?<=[朝向对對给給冲衝])[\u3400-\u9fff]{1,6}?(?:的人|的玩家|者|家)")
#: A thing thrown is no gesture made with it ("throws a napkin at the loser")
_THROWN = ("throw", "threw", "wirf", "werf", "gooi", "werp")
#: How far a light verb may stand from its gesture noun
_LIGHT_REACH = 5
_GESTURE_WORDS = frozenset(("g_noun", "g_verb", "table"))


def gesture(sentence: Sentence, hits: Sequence[Hit]) -> tuple[bool, set[int], list[str]]:
    """A gesture one makes oneself (see the module's docstring): whether the sentence
    makes one, the tokens it covers (its light verb, its noun, its addressee, its manner)
    and the Chinese words it covers."""
    mine = [h for h in hits if h.stream == 0]
    thrown = any(t[0].startswith(_THROWN) for t in sentence.split)  # at someone: no wave
    bodied = any(h.name in _BODIES for h in hits)  # a high five in the face: a blow
    nouns = [h for h in mine if h.name == "g_noun" or h.name == "g_mutual" and not bodied
             or h.name == "g_prop" and not thrown]
    acted = [h for h in mine if h.name == "table"]  # "does a victory dance"
    made = bool(nouns) or any(h.name in ("g_verb", "table") for h in hits)
    zh = [h.words.strip("'") for h in hits if h.stream == 2 and (
        h.name in ("g_noun", "g_verb") or h.name == "g_mutual" and not bodied)]
    if not made and not zh:
        return False, set(), []
    covered: set[int] = set()
    for h in mine:
        if h.name in ("g_noun", "g_verb", "g_toward", "g_prop") or h in nouns \
                or h.name in PEOPLE | {"leader"}:
            covered.update(range(h.start, h.end))
        elif h.name == "g_light" and any(abs(n.start - h.start) <= _LIGHT_REACH
                                        for n in nouns + acted):
            covered.update(range(h.start, h.end))
    lang = _language(sentence)  # a short text of no one language: any language's forms
    endings = _MANNER.get(lang, ()) if lang else tuple(e for v in _MANNER.values() for e in v)
    for at, token in enumerate(sentence.split):
        if endings and len(token[0]) >= _MANNER_MIN and token[0].endswith(endings):
            covered.add(at)
    words: list[str] = []
    if zh:  # the light verbs, the addressee and the manner around a Chinese gesture
        words = [h.words.strip("'") for h in hits if h.stream == 2 and h.name in (
            "g_noun", "g_mutual", "g_verb", "g_light", "g_toward", "g_prop", *PEOPLE)]
        words += [w for m in _ZH_MANNER.findall(sentence.cjk) for w in (m, m[:-1])]
        words += _ZH_ADDRESSEE.findall(sentence.cjk)  # 朝清牌的人: whoever it is made to
    return True, covered, words


#: What makes serving or thanking more than hospitality: a body reached, someone made
#: to drink or eat, someone made to act
_NOT_HOSTED = frozenset(("body", "c_body", "causative", "consume", "c_act", "c_blow",
                         "c_reach", "c_tool", "LP701", "LP702", "LP703"))
_HOSTED = frozenset(("h_serve", "h_drink", "h_for", "vessel", "c_courtesy", *PEOPLE))


def hosted(sentence: Sentence, hits: Sequence[Hit]) -> tuple[bool, set[int], list[str]]:
    """Hospitality and thanks (R-CUSTOM-3: a table action, no LP712): a drink or a snack
    served ("pours drinks for everyone", "schenkt voor iedereen thee in", "给大家倒杯水"),
    or thanks to someone for the evening ("thanks the host for having us"), nobody's
    body reached and nobody made to drink: whether the sentence is one, the tokens it
    covers and the Chinese words it covers."""
    if any(h.name in _NOT_HOSTED and not _excepted(h, hits) for h in hits):
        return False, set(), []
    if _poured_on(sentence, hits):
        return False, set(), []
    names = {h.name for h in hits}
    thanked = "c_courtesy" in names
    # food or drink made for everyone as a class is hospitality, not housework asked of
    # a person ("zet koffie voor iedereen", "给大家切水果"); made for one player it stays one
    made = {"h_make", "h_drink", "p_everyone"} <= names and not _one_named(hits) and not any(
        h.name == "LP701" and made_to_drink(sentence, hits, h) for h in hits)
    if not (thanked or made or {"h_serve", "h_drink"} <= names):
        return False, set(), []
    kept = _HOSTED | (_DESCRIBED if thanked else frozenset()) | (
        {"h_make", "p_everyone"} if made else frozenset())
    covered = {i for h in hits if h.stream == 0 and h.name in kept
               for i in range(h.start, h.end)}
    words = [h.words.strip("'") for h in hits if h.stream == 2 and h.name in kept]
    return True, covered, words


def _one_named(hits: Sequence[Hit]) -> bool:
    """Whether a person other than everyone is named ("for the winner", "için kazanana"):
    something made for one player is a service to them, not hospitality."""
    everyone = {(h.stream, h.start, h.words) for h in hits if h.name == "p_everyone"}
    return any(h.name in PEOPLE | {"leader"} and (h.stream, h.start, h.words) not in everyone
               for h in hits)


#: Words that put a drink on someone rather than serve it to them ("pours water on the
#: loser", "giet water over de verliezer", "往输家身上泼水")
_ON = frozenset(fold(w) for w in (
    "on", "onto", "over", "at", "into", "in", "auf", "über", "ueber", "ins", "op", "naar",
    "tegen", "üzerine", "üstüne"))
_ARTICLES = frozenset(("the", "a", "an", "der", "die", "den", "dem", "de", "het", "een"))
_ZH_ON = re.compile(r"泼|潑|浇|澆|淋|身上|头上|頭上|脸上|臉上|喝")


def _poured_on(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether a drink goes on someone, or someone is made to drink it: a person right
    after "on", "over", "auf", "op" (articles between), a drinking word right after a
    person ("makes the loser drink"), or in Chinese 泼, 浇, 身上, 喝."""
    if has_cjk(sentence.cjk) and _ZH_ON.search(sentence.cjk):
        return True
    tokens = [t[0] for t in sentence.split]
    for p in (h for h in hits if h.stream == 0 and h.name in PEOPLE):
        if tokens[p.end:p.end + 1] == ["s"]:
            continue  # "into everyone's glass": the glass is where it goes
        at = p.start - 1
        while at >= 0 and tokens[at] in _ARTICLES:
            at -= 1
        if at >= 0 and tokens[at] in _ON:
            return True
        if any(h.name == "LP701" and h.stream == 0 and h.start == p.end
               and not _excepted(h, hits) for h in hits):  # not "herkese içecek ikram"
            return True
    return False


def _excepted(hit: Hit, hits: Sequence[Hit]) -> bool:
    """Whether a harm word is read as something else here ("pours drinks": no drinking)."""
    return any(h.name == f"except:{hit.name}" and h.stream == hit.stream
               and h.start <= hit.start and hit.end <= h.end for h in hits)


def competes(sentence: Sentence, hit: Hit) -> bool:
    """German "tritt ... an" is "antreten", to compete (R-ROSHAMBO-1 on the cards: "tritt
    gegen den Urheber der Regel an"), not a kick: the particle ends its clause."""
    tokens = sentence.split
    if hit.stream != 0 or tokens[hit.start][0] not in ("tritt", "treten", "trittst", "trat"):
        return False
    end = next((b for a, b in clauses(sentence) if a <= hit.start < b), len(tokens))
    return tokens[end - 1][0] == "an"


__all__ = ["TR_ROLES", "competes", "courteous", "gesture", "hosted", "laid_on", "landed",
           "made_to_drink", "object_of", "on_a_thing", "owned", "served", "unserved"]
