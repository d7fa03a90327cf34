"""An animal hurt, frightened or put at risk; an animal that is not a person (issue 29,
session 41: R-CUSTOM-3).

R-CUSTOM-3 forbids demanding anything unsafe or destructive. The readings of harm ask
about people's bodies; an animal at the table is neither a person's body nor a person:

- **harm to an animal** (LP701): a rule may not make anyone hurt, endanger or frighten
  an animal, in any wording and whoever says it (a demand, or the picker's own "ich gebe
  dem Hund ein Stück Schokolade"). Read in one clause (in Chinese, one sentence): an
  animal word and one of the acts that hurt it: a food that poisons it given
  (chocolate, grapes, onions, alcohol: "gives the dog a grape", "gibt dem Hund
  Schokolade", "köpeğe çikolata yedirir", "给狗喂巧克力"); its tail, ears or whiskers
  pulled ("trekt de kat aan haar staart", "kedinin kuyruğunu çeker", "拉猫的尾巴"); a
  fish taken out of its water ("takes the goldfish out of its bowl", "haalt de vis
  eruit", "balığı çıkarıp", "把金鱼从鱼缸里捞出来"); an animal shut in a cupboard or a box
  ("sperrt die Katze in den Schrank", "sluit de poes op", "kediyi dolaba kapatır",
  "把猫关进柜子"); a sleeping animal woken ("maakt de slapende hond wakker", "köpeği
  uyandırır"); an animal chased, scared, kicked or thrown ("jagt den Wellensittich",
  "去追鹦鹉"); a small animal put on the table among the glasses.
- **an animal is not a person** (:func:`settle` drops them): an act toward an animal is
  no demand on a person's body and no person targeted. Petting the dog "if it comes on
  its own" is not an intimate touch (LP703), its treat not a drink or a stake (LP701,
  LP710). A chore for an animal stays a chore: walking the dog waits for the table's
  agreement (LP712), and staked on the round it is an errand (LP703).

Denied or kept away ("nobody gives the dog chocolate", "谁都不许给狗喂巧克力", "keep the
grapes away from the dog"), the act is a safety rule, no harm. Fair: the dog's own
treat, its water bowl filled, the goldfish named, a ball thrown for the dog.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from .clause_readings import Finding
from .matching import language
from .textnorm import Sentence, clauses, fold, has_cjk


def _words(text: str) -> frozenset[str]:
    return frozenset(fold(w.strip()) for w in text.split(",") if w.strip())


def _stems(text: str) -> tuple[str, ...]:
    return tuple(fold(w.strip()) for w in text.split(",") if w.strip())


#: animals, whole words (folded)
_ANIMAL = _words(
    "dog, dogs, puppy, puppies, cat, cats, kitten, kittens, goldfish, fish, bird, birds, "
    "budgie, parrot, canary, hamster, hamsters, guinea pig, rabbit, rabbits, bunny, mouse, "
    "mice, rat, rats, turtle, tortoise, pet, pets, "
    "hund, hunde, hundes, hündchen, welpe, welpen, katze, katzen, kater, kätzchen, "
    "goldfisch, goldfische, fisch, fische, vogel, vögel, wellensittich, sittich, papagei, "
    "kanarienvogel, meerschweinchen, kaninchen, maus, mäuse, schildkröte, haustier, "
    "hond, honden, hondje, poes, poesje, poezen, kat, katten, goudvis, goudvissen, vis, "
    "vissen, visje, vogeltje, parkiet, papegaai, kanarie, cavia, konijn, konijntje, muis, "
    "schildpad, huisdier, "
    "kusu, kusa, kusun, kuslar, kuslari, hamsteri, hamstere, kobay, kobayi, fare, "
    "fareyi")
#: animals, word starts (folded): Turkish cases, Dutch and German plurals
_ANIMAL_STEMS = _stems("köpe, kedi, kedy, balik, balig, papagan, tavsan, kaplumbag, "
                       "muhabbet kus, wellensittich, goldfisch, goudvis")
_ANIMAL_ZH = re.compile(r"狗|猫|貓|金鱼|金魚|鱼(?!缸)|魚(?!缸)|鸟|鳥|鹦鹉|鸚鵡|仓鼠|倉鼠|兔|乌龟|"
                        r"烏龜|宠物|寵物")
#: the small ones a table is a fall for
_SMALL = _words("hamster, hamsters, mouse, mice, guinea pig, bird, budgie, rabbit, bunny, "
                "turtle, maus, meerschweinchen, kaninchen, vogel, wellensittich, sittich, "
                "cavia, muis, konijn, konijntje, parkiet, schildpad, hamsteri, kobayi, "
                "fareyi")
_SMALL_ZH = re.compile(r"仓鼠|倉鼠|兔|鸟|鳥|鹦鹉|鸚鵡|乌龟|烏龜")

#: foods that poison a dog or a cat, and alcohol (whole words, then word starts)
_TOXIC = _words("ui, uien, bier, beer, wine, wein, wijn, bira, raki, grape, grapes")
_TOXIC_STEMS = _stems(
    "chocolat, schokolad, chocola, cikolata, raisin, traube, weintraub, rosine, druif, "
    "druiven, rozijn, üzüm, onion, zwiebel, sogan, garlic, knoblauch, knoflook, sarimsak, "
    "alcohol, alkohol, sarap, vodka, schnaps, whisk, coffee, kaffee, koffie, kahve, "
    "xylitol, avocado")
_TOXIC_ZH = re.compile(r"巧克力|葡萄|洋葱|洋蔥|大蒜|啤酒|白酒|红酒|紅酒|酒|咖啡")
_GIVE = _stems("give, gave, feed, fed, offer, hand, slip, let, pour, gib, geb, gab, "
               "fütter, verfütter, reich, gieß, giess, schütt, schenk, geef, geeft, gaf, "
               "geven, voer, giet, ver, yedir, icir, ikram, dök")
_GIVE_ZH = re.compile(r"给|給|喂|餵|吃|倒")

#: a part pulled, and the pulling
_PULL = _stems("pull, yank, tug, zieh, zog, zerr, reiß, reiss, trek, rukt, ruk, cek")
_PART = _stems("tail, ear, whisker, fur, schwanz, ohr, schnurrhaar, fell, staart, oor, "
               "oren, snor, vacht, kuyrug, kuyruk, kulag, kulak, biyig, biyik, tüy")
_PULL_ZH = re.compile(r"(?:拉|拽|扯|揪)[^，,。]{0,6}(?:尾巴|耳朵|胡子|鬍子|毛)"
                      r"|(?:尾巴|耳朵|胡子|鬍子|毛)[^，,。]{0,3}(?:拉|拽|扯|揪)")

#: a fish taken out of its water: the water, and the taking out
_FISH = _stems("goldfish, fish, goldfisch, fisch, goudvis, vis, balik, balig")
_WATER = _stems("bowl, tank, aquarium, water, glas, becken, wasser, kom, bak, akvaryum, "
                "fanus")
_OUT = _words("out, aus, raus, heraus, uit, eruit")
_OUT_ALONE = _stems("eruit, heraus, raus, cikar, uithaal, uitgehaal")
_OUT_ZH = re.compile(r"(?:鱼|魚)[^，,。]{0,8}"
                     r"(?:捞出|撈出|拿出|抓出|捞起|撈起|捞上|撈上|离开水|離開水)"
                     r"|(?:捞出|撈出|拿出|抓出)[^，,。]{0,4}(?:金鱼|金魚|鱼|魚)")

#: shut in: the verb, and the place
_SHUT = _stems("shut, lock, trap, sperr, einsperr, schließ, schliess, sluit, opsluit, "
               "kapat, kilitle")
_PUT = _stems("put, stuff, stick, steck, stopt, stop, propt, koy")
_BOX = _stems("box, bag, drawer, cupboard, closet, wardrobe, fridge, freezer, oven, "
              "suitcase, washing machine, dishwasher, karton, kiste, schachtel, tasche, "
              "schrank, schublade, kühlschrank, koffer, waschmaschine, tüte, doos, kast, "
              "lade, tas, koelkast, wasmachine, zak, dolab, kutu, cekmece, buzdolab, canta, "
              "bavul")
_SHUT_ZH = re.compile(r"关进|關進|关在|關在|锁进|鎖進|锁在|鎖在|塞进|塞進|装进|裝進")

#: waking a sleeping animal
_WAKE = _stems("wake, wakes, waking, woke, weck, aufweck, wek, wakker, uyandir")
_WAKE_ZH = re.compile(r"叫醒|吵醒|弄醒|摇醒|搖醒")

#: chased, scared, kicked or thrown at (not a ball thrown for it), or sprayed wet (a cat
#: squirted with the plant mister: a fright; session 48)
_HURT = _stems("chase, scare, frighten, startle, tease, kick, squeeze, jag, scheuch, "
               "erschreck, tritt, tret, schlag, schläg, wirf, wirft, werf, jaag, achterna, "
               "plaag, pest, schop, gooi, knijp, kovala, korkut, ürküt, tekmele, firlat, "
               "spray, squirt, drench, spritz, bespritz, nassspritz, spuit, bespuit, natspuit, "
               "ıslat")
_HURT_WORDS = _words("hit, hits, throw, throws, threw, sla, slaat")
_TOY = _stems("ball, stick, toy, frisbee, treat, bal, stok, speeltje, spielzeug, stöckchen, "
              "leckerli, top, oyuncak, cubuk")
_HURT_ZH = re.compile(r"(?:追|吓|嚇|踢|扔|摔|踩|捏|喷水|噴水|泼水|潑水|浇水|澆水)"
                      r"[^，,。]{0,4}(?:狗|猫|貓|鸟|鳥|鹦鹉|鸚鵡|仓鼠|"
                      r"倉鼠|兔|鱼|魚)|把(?:狗|猫|貓|鸟|鳥|鹦鹉|鸚鵡|仓鼠|倉鼠|兔)[^，,。]{0,3}"
                      r"(?:吓|嚇|踢|扔|摔|踩)")

#: a small animal put on the table
_PLACE = _stems("put, set, place, setz, stell, leg, zet, koy, birak")
_TABLE = _stems("table, tisch, tafel, masa")
_TABLE_ZH = re.compile(r"(?:放|搁|擱)[^，,。]{0,3}(?:桌|牌桌)")

#: the Turkish verbs, which come after the animal they act on ("kediyi dolaba kapatır")
_TR_VERBS = _stems("kapat, kilitle, uyandir, kovala, korkut, ürküt, tekmele, firlat, koy, "
                   "birak, ıslat")

#: denied, or kept away: a safety rule
_NOT = _words("not, never, nobody, no one, dont, doesnt, mustnt, nor, nicht, nie, niemals, "
              "niemand, kein, keine, keinen, keiner, niet, nooit, niemand, geen, kimse, asla, "
              "yasak, away, weg, fern, uzak")
_NOT_TR = ("mez", "maz", "meyin", "mayin", "mesin", "masin", "memeli", "mamali")
_NOT_ZH = re.compile(r"不|别|別|禁止|远离|遠離|不要|没人|沒人")


def _has(tokens: Sequence[str], words: frozenset[str], stems: tuple[str, ...] = ()) -> int:
    """The index of the first token among ``words`` or starting with one of ``stems``,
    or -1."""
    return next((i for i, t in enumerate(tokens) if t in words
                 or stems and t.startswith(stems)), -1)


def _animal(tokens: Sequence[str]) -> int:
    return _has(tokens, _ANIMAL, _ANIMAL_STEMS)


def animal_named(sentence: Sentence) -> bool:
    """Whether the sentence names an animal (a pet, 宠物: pet_care.py)."""
    if has_cjk(sentence.cjk):
        return _ANIMAL_ZH.search(sentence.cjk) is not None
    return _animal([t[0] for t in sentence.split]) >= 0


def _harmed_zh(cjk: str) -> str:
    """The words of harm to an animal in a Chinese sentence, or ""."""
    animal = _ANIMAL_ZH.search(cjk)
    if animal is None or _NOT_ZH.search(cjk):
        return ""
    toxic, give = _TOXIC_ZH.search(cjk), _GIVE_ZH.search(cjk)
    if toxic and give:
        return f"'{animal.group(0)}' … '{toxic.group(0)}'"
    small = _SMALL_ZH.search(cjk)
    for found in (_PULL_ZH.search(cjk), _OUT_ZH.search(cjk), _SHUT_ZH.search(cjk),
                  _WAKE_ZH.search(cjk), _HURT_ZH.search(cjk),
                  _TABLE_ZH.search(cjk) if small else None):
        if found:
            return f"'{animal.group(0)}' … '{found.group(0)}'"
    return ""


def _harmed_clause(tokens: Sequence[str], lang: str) -> str:
    """The words of harm to an animal in one clause's tokens, or ""."""
    at = _animal(tokens)
    if at < 0:
        return ""
    animal = tokens[at]
    toxic = _has(tokens, _TOXIC, _TOXIC_STEMS)
    if toxic < 0:  # in a compound: "Zartbitterschokolade", "weintrauben"
        toxic = next((i for i, t in enumerate(tokens) if any(
            len(s) > 5 and s in t for s in _TOXIC_STEMS)), -1)
    if toxic >= 0 and _has(tokens, frozenset(), _GIVE) >= 0:
        return f"'{animal}' … '{tokens[toxic]}'"
    pull, part = _has(tokens, frozenset(), _PULL), _has(tokens, frozenset(), _PART)
    if pull >= 0 and part >= 0:
        return f"'{tokens[pull]}' … '{animal}' … '{tokens[part]}'"
    fish = _has(tokens, frozenset(), _FISH)
    if fish >= 0 and not (tokens[fish] == "fish" and "go" in tokens[:fish]):  # Go Fish
        out = _has(tokens, _OUT, _OUT_ALONE)  # "out" with the water, "eruit" alone
        if out >= 0 and (tokens[out].startswith(_OUT_ALONE)
                         or _has(tokens, frozenset(), _WATER) >= 0):
            return f"'{tokens[fish]}' … '{tokens[out]}'"
    # the act before the animal (en, de, nl: "jagt den Wellensittich"), after it in
    # Turkish ("kediyi dolaba kapatır") and in a Dutch or German verb's particle at the
    # end ("maakt de slapende hond wakker", "sluit de poes op")
    near = [*range(max(0, at - 3), at), *(i for i in range(at + 1, len(tokens))
                                          if lang == "tr" or tokens[i].startswith(_TR_VERBS))]
    far = range(at + 1, len(tokens))

    def verb(stems: tuple[str, ...], words: frozenset[str] = frozenset(),
             where: Sequence[int] = near) -> int:
        return next((i for i in where if tokens[i] in words or tokens[i].startswith(stems)),
                    -1)

    shut = verb(_SHUT) if lang != "nl" else max(verb(_SHUT), verb(_SHUT, where=far))
    box = _has(tokens, frozenset(), _BOX)
    if shut >= 0 and (box >= 0 or lang in ("en", "nl", "")):
        return f"'{tokens[shut]}' … '{animal}'"
    put = verb(_PUT)
    if put >= 0 and box >= 0:
        return f"'{tokens[put]}' … '{animal}' … '{tokens[box]}'"
    wake = max(verb(_WAKE), verb(_WAKE, where=far) if lang in ("nl", "de") else -1)
    if wake >= 0:
        return f"'{tokens[wake]}' … '{animal}'"
    hurt = verb(_HURT, _HURT_WORDS)
    if hurt >= 0 and _has(tokens, frozenset(), _TOY) < 0:
        return f"'{tokens[hurt]}' … '{animal}'"
    place, table = verb(_PLACE), _has(tokens, frozenset(), _TABLE)
    if animal in _SMALL and place >= 0 and table > at:
        return f"'{tokens[place]}' … '{animal}' … '{tokens[table]}'"
    return ""


@lru_cache(maxsize=256)  # asked twice a sentence: by harm.py's LP701 and by settle
def harmed(sentence: Sentence) -> str:
    """The words of an animal hurt, frightened or put at risk (the module text), or ""."""
    if has_cjk(sentence.cjk):
        return _harmed_zh(sentence.cjk)
    tokens = [t[0] for t in sentence.split]
    if any(t in _NOT or t.endswith(_NOT_TR) and len(t) > 5 for t in tokens):
        return ""
    lang = language(sentence)
    for start, end in clauses(sentence):
        words = _harmed_clause(tokens[start:end], lang)
        if words:
            return words
    return ""


#: the codes an act toward an animal is mistaken for: a drink or a food (LP701), a
#: stake (LP710), and an intimate touch (LP703) when the finding is a touch ("streicheln",
#: "aaien"): a chore or an errand staked (LP703: "walks the winner's dog tomorrow") stays,
#: and so does a chore asked (LP712: "laat de hond uit" waits for the table's agreement)
_MISTAKEN = frozenset(("LP701", "LP710"))
_TOUCH = _stems("pet, stroke, cuddle, hug, kiss, tickle, scratch, streichel, kraul, knuddel, küss, "
                "kuschel, aai, knuffel, kus, kriebel, sev, okşa, öp, 摸, 抱, 撸, 擼, 亲, 親")
#: how far from the animal a mistaken finding's word may stand
_REACH = 4


#: the particle of walking an animal ("den Hund ausführen", "de hond uitlaten"), and what
#: makes it a preposition instead ("ein Leckerli aus seiner Dose": no walk, no chore)
_OUT_PARTICLE = frozenset(("aus", "uit"))
_DETERMINERS = frozenset(fold(w) for w in (
    "der", "die", "das", "dem", "den", "des", "einer", "einem", "seiner", "seinem", "ihrer",
    "ihrem", "meiner", "meinem", "deiner", "deinem", "de", "het", "een", "zijn", "haar",
    "mijn", "jouw"))


def _mistaken(f: Finding, sentence: Sentence) -> bool:
    """Whether a finding is of a kind an act toward an animal is mistaken for."""
    if f.code == "LP712":  # "gibt dem Hund ein Leckerli aus seiner Dose": no walk
        last = f.words.strip("'").split(" ")[-1]
        tokens = [t[0] for t in sentence.split]
        return last in _OUT_PARTICLE and any(
            t == last and i + 1 < len(tokens) and tokens[i + 1] in _DETERMINERS
            for i, t in enumerate(tokens))
    return f.code in _MISTAKEN or f.code == "LP703" and f.words.strip("'").startswith(_TOUCH)


def _toward(sentence: Sentence, words: str) -> bool:
    """Whether the finding's first word stands beside an animal in its clause."""
    first = words.split(" … ")[0].strip("'").split(" ")[0]
    if has_cjk(sentence.cjk):
        where, seen = sentence.cjk.find(first), _ANIMAL_ZH.search(sentence.cjk)
        return where >= 0 and seen is not None and abs(seen.start() - where) <= _REACH
    tokens = [t[0] for t in sentence.split]
    for start, end in clauses(sentence):
        part = tokens[start:end]
        if first not in part:
            continue
        at, animal = part.index(first), _animal(part)
        if animal >= 0 and abs(animal - at) <= _REACH:
            return True
    return False


#: What harm.py's LP701 adds to its message when the harm is an animal's (:func:`harmed`)
ANIMAL_HURT = " (an animal hurt, frightened or put at risk; R-CUSTOM-3)"


def settle(sentence: Sentence, found: list[Finding]) -> list[Finding]:
    """``found`` without an act toward an animal read as one on a person; where an animal
    is harmed (:func:`harmed`), its LP701 stays: harm.py reports it, the one home of
    LP701."""
    hurt = bool(harmed(sentence))
    return [f for f in found if hurt and f.code == "LP701" or not _mistaken(f, sentence)
            or not _toward(sentence, f.words)]


__all__ = ["ANIMAL_HURT", "animal_named", "harmed", "settle"]
