"""Who a sentence's act falls on, whatever the sentence's shape (issue 29, session 39).

The readings of text/ find a standing ("the winner", "der Sieger", "de winnaar",
"kazanan", "赢家"), its act and the base rule it bends mostly in one clause in the active
voice. A writer who knows that says the same meaning in another shape. This pass reads
the shape and writes the sentence back in the plain one the readings know, before they
run (text/harm.py's judge); what it changes is only who the act falls on, never the act:

- **a standing by description** (:func:`_described`): "whoever went out first last
  round", "the player who went out first", "wer zuletzt gewonnen hat,", "wie vorige ronde
  als eerste uit was,", "geçen turda ilk bitiren", "谁赢了上一轮，谁", "上一轮最先出完牌的玩家"
  is last round's winner (R-SETUP-4 calls them the previous round's winner); "derjenige,
  der diese Regel erfunden hat," "degene die deze regel bedacht," is the rule's creator;
- **second person in a condition on a standing** (:func:`_addressed`): "if you won the
  last round, you …", "hast du die letzte Runde gewonnen, darfst du …", "als jij vorige
  ronde won, hoef je …", "geçen turu kazandıysan … değilsin", "如果你赢了上一轮，你 …": the
  "you" of the main clause is that standing;
- **a name given to a standing or a role** (:func:`_named`): "Last round's winner is the
  captain this round. The captain …", "Der Sieger heißt ab jetzt Käpt'n. Der Käpt'n …",
  "Şampiyona bundan sonra patron denir. Patron …", "冠军从现在起叫老板。老板 …": the name in
  the later sentences is the standing (or the role: "the dealer is the captain" stays
  the dealer's, which rotates);
- **a sentence that qualifies or continues the one before** (text/continued.py, first):
  "… Not last round's winner.", "… He may …", "One player may … That player is last
  round's winner." read as one sentence with the one before it;
- **the passive** (:func:`_passive`): a duty put on nobody ("is never made to", "von … wird
  nie verlangt", "van … wordt nooit gevraagd", "-dırılmaz", "不会被要求") is the duty
  lifted ("never has to", "muss nie", "hoeft nooit", "zorunda değil", "不用"); an act done
  "for" or in the place of a standing by an agent ("the champion's pickup is taken by the
  next player", "für den Champion wird der Stapel vom nächsten Spieler aufgenommen", "由下家
  替他收走") is that agent's act instead of the standing's.

Each shape is one mechanism with its words in the five languages; a text none of them
matches is returned as it is (the same object), so the pass costs the readings nothing.
The canonical standing each rewrite puts in is :data:`LAST_WINNER` (words
text/standing_words.py's STANDING reads).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from .clause_readings import Finding
from .continued import joined
from .textnorm import SENTENCE_END, fold, has_cjk, tr_loose

#: Last round's winner, as the readings know it in each language (standing_words.STANDING)
LAST_WINNER = {"en": "last round's winner", "de": "der Sieger der letzten Runde",
               "nl": "de winnaar van de vorige ronde", "tr": "geçen turun kazananı",
               "zh": "上一轮的赢家"}
#: A condition's words that name last round: a condition on a standing ("if you won" names
#: this round's winner, who invents the rule, R-WIN-3: no standing)
_LAST_ROUND = re.compile(r"last|previous|letzte|vorige|vorherige|laatste|geçen|gecen|önceki|"
                         r"onceki|\bson\b|上一|上轮|上局|上把")
#: The rule's creator, as the readings know it (creator_lexicon.PHRASES)
CREATOR = {"de": "der Erfinder dieser Regel", "nl": "de bedenker van deze regel"}

_I = re.IGNORECASE


#: A sentence ends as text/textnorm.py ends one (kept with the sentence before it)
_SENTENCE = re.compile(rf".*?(?:{SENTENCE_END.pattern}|$)", re.S)

# -- a standing by description ---------------------------------------------------------

#: "last round" in each language, optional in a description
_LAST_EN = r"(?:(?:in\s+)?(?:the\s+)?(?:last|previous)\s+round|last\s+time|last)"
#: What only the winner did last round: went out first, won it
_DEED_EN = (rf"(?:went\s+out\s+first|got\s+out\s+first|finished\s+first)(?:\s+{_LAST_EN})?"
            rf"|won\s+(?:the\s+)?(?:last|previous)\s+round|won\s+last(?:\s+time)?")
_DEED_DE = (r"(?:zuletzt|(?:in\s+)?(?:der\s+|die\s+)?(?:letzten?|vorigen?|vorherigen?)\s+runde)"
            r"\s+(?:als\s+erste[rs]?\s+(?:fertig|raus|draußen|draussen)\w*"
            r"(?:\s+(?:war|ist|gegangen\s+ist|gekommen\s+ist))?|gewonnen(?:\s+hat)?)"
            r"|als\s+erste[rs]?\s+(?:fertig|raus)\w*\s+(?:war|ging)\s+(?:in\s+der\s+)?"
            r"(?:letzten|vorigen)\s+runde")
_DEED_NL = (r"(?:(?:de\s+)?(?:vorige|laatste)\s+ronde|vorige\s+keer|laatst)\s+"
            r"(?:als\s+eerste\s+(?:uit\s+was|uitging|uit\s+ging|klaar\s+was)|won|"
            r"gewonnen\s+heeft|heeft\s+gewonnen)")
_CREATOR_DE = r"diese\s+regel\s+(?:erfunden|gemacht|aufgestellt|eingeführt|ausgedacht)\s+hat"
_CREATOR_NL = (r"deze\s+regel\s+(?:heeft\s+)?(?:bedacht|verzonnen|gemaakt|ingevoerd)"
               r"(?:\s+heeft)?")
#: (language, pattern, the standing it names): a description, the clause it closes with
_DESCRIBED: tuple[tuple[str, re.Pattern[str], str], ...] = (
    ("en", re.compile(rf"\b(?:whoever|(?:the\s+)?(?:one|player|person)\s+(?:who|that))\s+"
                      rf"(?:{_DEED_EN})\b(?!\s+the\s+most)", _I), LAST_WINNER["en"]),
    ("de", re.compile(rf"\b(?:wer|(?:der|die)(?:jenige)?(?:\s+spieler(?:in)?)?\s*,\s*"
                      rf"(?:der|die))\s+(?:{_DEED_DE})\s*,\s*(?:(?:der|die)\s+(?=\w+\s))?",
                      _I), LAST_WINNER["de"] + " "),
    ("de", re.compile(rf"\b(?:wer|(?:der|die)(?:jenige)?(?:\s+spieler(?:in)?)?\s*,\s*"
                      rf"(?:der|die))\s+{_CREATOR_DE}\s*,\s*(?:(?:der|die)\s+(?=\w+\s))?",
                      _I), CREATOR["de"] + " "),
    ("nl", re.compile(rf"\b(?:wie|(?:de\s+speler|degene|diegene)\s+die)\s+(?:{_DEED_NL})"
                      rf"\s*,?\s*(?:(?:die|dan)\s+)?", _I), LAST_WINNER["nl"] + " "),
    ("nl", re.compile(rf"\b(?:wie|(?:de\s+speler|degene|diegene)\s+die)\s+{_CREATOR_NL}"
                      rf"\s*,?\s*(?:(?:die|dan)\s+)?", _I), CREATOR["nl"] + " "),
    ("tr", re.compile(tr_loose(r"\b(?:geçen|önceki|son)\s+tur(?:da|u|un)?\s+(?:(?:en\s+)?ilk\s+"
                          r"(?:bitiren|çıkan|biten|elini\s+bitiren)(?:\s+(?:kimse|kişi|oyuncu))?"
                          r"|kim\s+kazandıysa\s*,?|kazanan\s+(?:kişi|oyuncu))(?=\s)"), _I),
     LAST_WINNER["tr"]),
    ("zh", re.compile(r"谁(?:在)?(?=[^，,。]{0,12}?(?:上一轮|上轮|上一局|上局|上一把|上把))"
                      r"[^，,。]{0,14}?(?:赢|第一个出完|最先出完|先出完)[^，,。]{0,6}?[，,]?"
                      r"谁(?:就)?"), LAST_WINNER["zh"]),
    ("zh", re.compile(r"(?:上一轮|上轮|上一局|上局|上一把|上把)(?:最先|第一个|头一个)出完(?:牌)?"
                      r"的(?:玩家|人|那个人|那位)"), LAST_WINNER["zh"]),
)


def _described(sentence: str) -> str:
    """``sentence`` with a standing said by a description said by the standing's name."""
    for lang, pattern, who in _DESCRIBED:
        if (lang == "zh") != has_cjk(sentence):
            continue
        hit = pattern.search(sentence)
        if hit:
            said = who[0].upper() + who[1:] if hit.start() == 0 else who
            sentence = sentence[:hit.start()] + said + sentence[hit.end():]
    return sentence


# -- second person in a condition on a standing ----------------------------------------

_WON_EN = (r"(?:if|when|whenever|once)\s+you\s+(?:have\s+)?won(?:\s+(?:the\s+)?"
           r"(?:last|previous)\s+round|\s+last\s+round|\s+last\s+time)?")
_WON_DE = (r"(?:(?:wenn|falls|sobald)\s+du\s+(?:die\s+)?(?:letzte|vorige|vorherige)\s+runde\s+"
           r"gewonnen\s+hast|hast\s+du\s+(?:die\s+)?(?:letzte|vorige|vorherige)\s+runde\s+"
           r"gewonnen|(?:wenn|falls)\s+du\s+gewonnen\s+hast|hast\s+du\s+gewonnen)")
_WON_NL = (r"(?:(?:als|wanneer|indien)\s+(?:jij|je)\s+(?:de\s+)?(?:vorige|laatste)\s+ronde\s+"
           r"(?:won|gewonnen\s+hebt|hebt\s+gewonnen)|(?:heb|hebt)\s+(?:jij|je)\s+(?:de\s+)?"
           r"(?:vorige|laatste)\s+ronde\s+gewonnen|(?:als|wanneer)\s+(?:jij|je)\s+"
           r"(?:gewonnen\s+hebt|won))")
_WON_TR = tr_loose(r"(?:eğer\s+)?(?:(?:geçen|önceki|son)\s+turu?\s+)?(?:sen\s+)?kazandıysan")
_WON_ZH = (r"(?:如果|要是|假如|若|倘若)你(?:赢了|赢得了|贏了)"
           r"(?:上一轮|上轮|上一局|上局|上一把)?(?:的话)?")
_ADDRESSED = {
    "en": re.compile(rf"^\s*{_WON_EN}\s*,\s*(?:then\s+)?", _I),
    "de": re.compile(rf"^\s*{_WON_DE}\s*,\s*(?:dann\s+)?", _I),
    "nl": re.compile(rf"^\s*{_WON_NL}\s*,?\s*(?:dan\s+)?", _I),
    "tr": re.compile(rf"^\s*{_WON_TR}\s*,?\s*", _I),
    "zh": re.compile(rf"^\s*{_WON_ZH}\s*[，,]?\s*(?:那么|那)?"),
}
#: Second person words and what they become when the standing is the subject
_YOU = {
    "en": {"you": "", "your": "their", "yours": "theirs", "yourself": "themselves"},
    "de": {"du": "", "dein": "sein", "deine": "seine", "deinen": "seinen", "deinem": "seinem",
           "deiner": "seiner", "deines": "seines", "dich": "sich", "dir": "sich"},
    "nl": {"jij": "", "je": "", "jou": "hem", "jouw": "zijn"},
}
_MODAL_DE = {"musst": "muss", "darfst": "darf", "kannst": "kann", "sollst": "soll",
             "willst": "will", "magst": "mag", "hast": "hat", "bist": "ist", "weißt": "weiß"}
_WORDS = re.compile(r"\w+|\W+")


def _third_de(verb: str) -> str:
    """A German verb in the second person singular, in the third ("nimmst" -> "nimmt")."""
    low = verb.lower()
    if low in _MODAL_DE:
        return _MODAL_DE[low]
    return verb[:-2] + "t" if low.endswith("st") and len(low) > 3 else verb


def _third_nl(verb: str) -> str:
    """A Dutch verb said before "je" in the third person ("hoef" -> "hoeft")."""
    low = verb.lower()
    if low in {"mag", "kan", "wil", "zal", "moet", "is", "heeft", "wordt"} or low[-1:] in "td":
        return verb
    return {"ben": "is", "heb": "heeft", "word": "wordt"}.get(low, verb + "t")


def _third_person(lang: str, clause: str, who: str) -> str:
    """``clause`` with its first second-person subject said as ``who`` and the rest of
    its second-person words in the third person."""
    parts = _WORDS.findall(clause)
    words = _YOU[lang]
    subject = False
    for i, part in enumerate(parts):
        low = part.lower()
        if low not in words:
            continue
        if not subject and words[low] == "":
            parts[i], subject = who, True
            before = next((j for j in range(i - 1, -1, -1) if parts[j].strip()), None)
            if before is not None and parts[before][:1].isalpha() and lang != "en":
                verb = (_third_de if lang == "de" else _third_nl)(parts[before])
                first = next(j for j in range(len(parts)) if parts[j].strip())
                if before == first:  # verb first ("musst du"): the subject first
                    parts[before], parts[i] = who, verb
                else:
                    parts[before] = verb
        elif words[low]:
            parts[i] = words[low]
        elif lang == "nl":  # a later "je" is the possessive ("je laatste zet")
            parts[i] = "zijn"
        elif lang == "de" and low == "du":
            parts[i] = "er"
        else:
            parts[i] = "they"
    out = "".join(parts)
    return out if subject else f"{who} {out}"


#: Turkish second person singular endings ("değilsin", "alabilirsin", "oynarsın")
_TR_YOU = re.compile(tr_loose(r"(?<=\w{3})(?:sın|sin|sun|sün)\b"), _I)


def _addressed(sentence: str) -> str:
    """``sentence`` with its second person said as the standing a condition names."""
    lang = "zh" if has_cjk(sentence) else None
    for code, pattern in _ADDRESSED.items():
        if (code == "zh") != (lang == "zh"):
            continue
        hit = pattern.search(sentence)
        if not hit:
            continue
        if not _LAST_ROUND.search(hit.group(0).lower()):
            return sentence  # "if you won": this round's winner, who invents the rule
        rest, who = sentence[hit.end():], LAST_WINNER[code]
        if code == "zh":
            return who + (rest.replace("你", "", 1) if rest.startswith("你") else rest).replace(
                "你", "他")
        if code == "tr":
            rest = re.sub(r"\bsen\s+", "", _TR_YOU.sub("", rest), flags=_I)
            return f"{who[0].upper()}{who[1:]} {rest}"
        said = _third_person(code, rest, who)
        return said[0].upper() + said[1:]
    return sentence


# -- a name given to a standing or a role ----------------------------------------------

#: Who may be given a name: a standing, the creator, a rotating role (the dealer)
_HOLDER = (r"(?:(?:last\s+round'?s?|the)\s+)?(?:winner(?:\s+of\s+(?:the\s+)?(?:last|previous)"
           r"\s+round)?|champion|leader|dealer|loser|creator)"
           r"|(?:der\s+)?(?:sieger|gewinner|champion|geber|verlierer|erfinder)"
           r"(?:\s+der\s+(?:letzten|vorigen)\s+runde)?"
           r"|(?:de\s+)?(?:winnaar|kampioen|deler|verliezer|bedenker)"
           r"(?:\s+van\s+de\s+(?:vorige|laatste)\s+ronde)?"
           + tr_loose(r"|(?:(?:geçen|önceki|son)\s+turun\s+)?(?:kazananı?|şampiyon|dağıtıcı|"
                 r"kaybedenı?)"))
_WHEN = (r"(?:this\s+round|from\s+now\s+on|now|ab\s+jetzt|von\s+nun\s+an|ab\s+sofort|jetzt|"
         r"diese\s+runde|in\s+dieser\s+runde|voortaan|vanaf\s+nu|deze\s+ronde|nu)")
_NAME = r"(?P<name>[^\W\d_][\w'’]*)"
_NAMING = (
    re.compile(rf"^\s*(?:{_WHEN}\s*,?\s+)?(?P<who>{_HOLDER})\s+(?:{_WHEN}\s+)?"
               rf"(?:is|becomes|will\s+be|heißt|heisst|ist|wird|heet|wordt)\s+"
               rf"(?:{_WHEN}\s+)?(?:called\s+|named\s+|known\s+as\s+|genannt\s+|genoemd\s+)?"
               rf"(?:the\s+|our\s+|der\s+|die\s+|unser\s+|de\s+|het\s+|onze\s+)?{_NAME}"
               rf"(?:\s+{_WHEN})?\s*[.!;]*\s*$", _I),
    re.compile(rf"^\s*(?P<who>{_HOLDER})(?:na|ne|a|e|ya|ye)?\s+" + tr_loose(
        r"(?:bu\s+tur\s+|bundan\s+sonra\s+|artık\s+)*(?P<name>[^\W\d_]+?)(?:\s+denir|"
        r"\s+olur|dır|dir|dur|dür|tır|tir|tur|tür)\s*[.!;]*\s*$"), _I),
)
_HOLDER_ZH = (r"(?P<who>(?:上一轮的?|上轮的?|上一局的?|上局的?)?(?:赢家|胜者|冠军|发牌的人|发牌人|"
              r"庄家|输家))")
_NAMING_ZH = re.compile(rf"^\s*{_HOLDER_ZH}(?:这一轮|这轮|从现在起|从今以后|以后|今后|本轮)?"
                        r"(?:就)?(?:当|叫|称为|叫做|就是|是)(?P<name>[\u4e00-\u9fff]{1,4})[。！；\n]?\s*$")
#: A name that is no name: an article, a word of the rules
_NOT_NAMES = frozenset(("a", "an", "one", "first", "out", "ein", "eine", "een", "bir",
                        "winner", "sieger", "winnaar", "kazanan", "player", "spieler",
                        "speler", "oyuncu", "not", "nicht", "niet", "always", "immer", "altijd"))


def _named(sentences: list[str]) -> list[str]:
    """The sentences with a name given to a standing or role in one said as that
    standing or role in the later ones."""
    out = list(sentences)
    for at, sentence in enumerate(sentences):
        zh = has_cjk(sentence)
        hit = (_NAMING_ZH.search(sentence) if zh
               else next(filter(None, (p.search(sentence) for p in _NAMING)), None))
        if hit is None or hit.group("name").lower() in _NOT_NAMES:
            continue
        name, who = hit.group("name"), hit.group("who").strip()
        if not zh:
            who = re.sub(tr_loose(r"(?<=kazanan)ı?na$|(?<=şampiyon)a$"), "", who,
                         flags=_I)
            if who.lower().startswith(("der ", "die ", "de ", "the ")):
                who = who.split(None, 1)[1]
        said = re.compile(re.escape(name) if zh else rf"\b{re.escape(name)}\b", _I)
        for later in range(at + 1, len(out)):
            out[later] = said.sub(who, out[later])
    return out


# -- the passive ----------------------------------------------------------------------

_ZU = re.compile(r"\b(\w+?)zu(\w+en)\b")
#: Turkish: a duty nobody is made to do ("aldırılmaz": al-dır-ıl-maz), said to a standing
#: in the dative ("kazananına"), which the duty lifted names in the nominative
_TR_CAUSED = re.compile(tr_loose(r"\b(\w+?)(?:dır|dir|dur|dür|tır|tir|tur|tür)(?:ıl|il|ul|ül)"
                            r"(?:maz|mez)\b"), _I)
_TR_DATIVE = re.compile(tr_loose(r"(?<=kazanan)ına\b|(?<=kazanan)a\b"), _I)
_PASSIVE: tuple[tuple[re.Pattern[str], str], ...] = (
    # a duty put on nobody: the duty lifted
    (re.compile(r"\b(?:is|are)\s+(never|not|no\s+longer)\s+(?:made|forced|required|asked|"
                r"obliged)\s+to\b", _I), r"\1 has to"),
    (re.compile(r"\bvo(?:n|m)\s+(?:dem\s+)?(?P<who>[^,.;]+?)\s+wird\s+(?P<neg>nie|niemals|"
                r"nicht)\s+(?:verlangt|gefordert|erwartet)\s*,?\s*(?:dass\s+)?", _I),
     r"der \g<who> muss \g<neg> "),
    (re.compile(r"\bvan\s+(?P<who>[^,.;]+?)\s+wordt\s+(?P<neg>nooit|niet)\s+(?:gevraagd|"
                r"verlangd|geëist|geeist|verwacht)\s*,?\s*(?:om\s+|dat\s+)?", _I),
     r"\g<who> hoeft \g<neg> "),
    (_TR_CAUSED, r"\1mak zorunda değil"),
    # the negation is the shape's: "被要求" alone is a duty put on someone, not lifted
    (re.compile(r"(?:不会|不會|不)被(?:要求|强迫|强制|逼着?)"), "不用"),
    # an act done for a standing by another: the other's act in the standing's place
    (re.compile(r"^\s*(?P<who>[\w\s']+?)'s\s+pickup\s+is\s+(?P<adv>(?:always|then|"
                r"simply)\s+)?(?:taken|made|done)\s+by\s+(?P<by>[^,.;]+)", _I),
     r"\g<by> \g<adv>picks up the pile instead of \g<who>"),
    (re.compile(r"^\s*für\s+(?P<who>[^,]+?)\s+wird\s+(?P<what>der\s+stapel|er)\s+"
                r"(?P<adv>(?:immer|stets|dann)\s+)?(?:vo(?:n|m)\s+)(?P<by>[^,.;]+?)\s+"
                r"aufgenommen", _I), r"\g<by> nimmt den Stapel \g<adv>statt \g<who> auf"),
    (re.compile(r"^\s*voor\s+(?P<who>[^,]+?)\s+wordt\s+(?P<what>de\s+stapel)\s+"
                r"(?P<adv>(?:altijd|steeds|dan)\s+)?door\s+(?P<by>[^,.;]+?)\s+geraapt", _I),
     r"\g<by> raapt de stapel \g<adv>in plaats van \g<who>"),
    # the bonus play said by who gets it: where it goes ("the player on the left gets the
    # bonus play" is "the bonus play goes to the player on the left", bonus_given.py)
    (re.compile(r"(?P<who>\bthe\s+(?:next\s+player|player\s+(?:on|to)\s+the\s+(?:left|right)|"
                r"left\s+neighbou?r|player\s+after)[^,.;]{0,40}?)\s+(?:gets|receives|takes|"
                r"makes|is\s+given)\s+(?:the\s+|a\s+)?bonus\s+(?P<n>play|turn|move)", _I),
     r"the bonus \g<n> goes to \g<who>"),
    (re.compile(r"\b(?:bekommt|erhält|erhaelt|kriegt|macht)\s+(?:der|die)\s+(?P<adj>nächste|"
                r"naechste|linke)\s+(?P<who>[^,.;]{0,40}?)\s*(?:das|ein)\s+(?P<b>bonusspiel|"
                r"bonuszug|extrazug)", _I), r"geht das \g<b> an den \g<adj>n \g<who>"),
    (re.compile(r"\b(?:der|die)\s+(?P<adj>nächste|naechste|linke)\s+(?P<who>[^,.;]{0,40}?)\s*"
                r"(?:bekommt|erhält|erhaelt|kriegt|macht)\s+(?:das|ein)\s+(?P<b>bonusspiel|"
                r"bonuszug|extrazug)", _I), r"das \g<b> geht an den \g<adj>n \g<who>"),
    (re.compile(r"\b(?:krijgt|ontvangt|doet)\s+de\s+(?P<who>(?:volgende|linker)[^,.;]{0,40}?)"
                r"\s*(?:het|een)\s+(?P<b>bonusspel|bonusbeurt|bonuszet)", _I),
     r"gaat het \g<b> naar de \g<who>"),
    (re.compile(r"\bde\s+(?P<who>(?:volgende|linker)[^,.;]{0,40}?)\s+(?:krijgt|ontvangt|doet)\s+"
                r"(?:het|een)\s+(?P<b>bonusspel|bonusbeurt|bonuszet)", _I),
     r"het \g<b> gaat naar de \g<who>"),
    (re.compile(tr_loose(r"(?P<who>(?:\w+(?:ın|in|un|ün)\s+)?(?:solundaki|sıradaki|sonraki)"
                    r"(?:\s+oyuncu)?)\s+(?:bonus|ek)\s+(?P<b>oyun|hamle)\w*\s+(?:alır|kazanır|"
                    r"yapar|oynar)"), _I), r"bonus \g<b> \g<who>ya geçer"),
    (re.compile(r"(?P<who>[\u4e00-\u9fff]{1,8}?)(?:得到|获得|獲得|拿到|享有)(?P<b>额外出牌|額外出牌|"
                r"奖励出牌|獎勵出牌)"), r"\g<b>归\g<who>"),
    (re.compile(r"(?P<who>[\u4e00-\u9fff]{1,8}?)的牌堆(?P<adv>总是|都|就)?由(?P<by>[\u4e00-\u9fff]{1,6}?)"
                r"(?:替他|替她|代他|代她|帮他|帮她)?(?P<verb>收走|收|捡|拿走)"),
     r"\g<by>\g<adv>替\g<who>\g<verb>牌堆"),
)


def _passive(sentence: str) -> str:
    """``sentence`` with a passive said in the active voice (see the module's docstring)."""
    for pattern, active in _PASSIVE:
        said = pattern.sub(active, sentence)
        if said != sentence and pattern is _PASSIVE[1][0]:  # "… verlangt, … aufzunehmen"
            said = _ZU.sub(r"\1\2", said)
        elif said != sentence and pattern is _TR_CAUSED:
            said = _TR_DATIVE.sub("ı", said)
        sentence = said
    return sentence


# -- the pass -------------------------------------------------------------------------


def sentences(text: str) -> list[str]:
    """``text`` split where text/textnorm.py ends a sentence, each with its end."""
    return [s for s in _SENTENCE.findall(text) if s]


@lru_cache(maxsize=1024)
def rewritten(text: str) -> tuple[tuple[str, str], ...]:
    """Each sentence of ``text`` the pass rewrote, as (as written, as read); empty when
    no shape is read."""
    parts = sentences(text)
    out = _named([_passive(_addressed(_described(s))) for s in joined(parts)])
    return tuple((a, b) for a, b in zip(parts, out, strict=True) if a != b)


@lru_cache(maxsize=1024)
def resolved(text: str) -> str:
    """``text`` with each sentence's act laid on the standing (or role) it falls on,
    whatever the sentence's shape; ``text`` itself when no shape is read."""
    said = text
    for written, read in rewritten(text):
        said = said.replace(written, read, 1)
    return said


_QUOTED = re.compile(r"'([^']+)'")


def as_written(found: Sequence[Finding], text: str) -> list[Finding]:
    """Findings (text/harm.py's, read in ``resolved(text)``) whose quoted words are put
    back in the author's own: a quote the pass wrote (``'sieger der letzten'`` for "wer
    zuletzt gewonnen hat") becomes the words of ``text`` it stands for, in the finding's
    words and message, so a message never quotes what the author did not write."""
    out = []
    for f in found:
        words = _quoted_back(f.words, text)
        out.append(f._replace(words=words, message=f.message.replace(f.words, words)))
    return out


def _quoted_back(words: str, text: str) -> str:
    """``words`` with each quote the pass wrote replaced by the author's words."""
    pairs = rewritten(text)
    if not pairs:
        return words
    plain = fold(text)

    def back(match: re.Match[str]) -> str:
        quote = match.group(1)
        if fold(quote) in plain:
            return match.group(0)
        for written, read in pairs:
            span = _span_of(quote, written, read)
            if span:
                return f"'{span}'"
        return match.group(0)

    return _QUOTED.sub(back, words)


def _span_of(quote: str, written: str, read: str) -> str:
    """The words of ``written`` that ``quote``'s words in ``read`` were rewritten from."""
    import difflib  # only when a rewritten sentence gave a finding

    said, seen = read.split(), [fold(w) for w in quote.split()]
    lowered = [fold(w).strip(".,;:!?\"'") for w in said]
    for start in range(len(lowered) - len(seen) + 1):
        if [w.strip(".,;:!?\"'") for w in lowered[start:start + len(seen)]] == seen:
            break
    else:
        return written.strip() if has_cjk(read) and quote in read else ""
    end = start + len(seen)
    mine = written.split()
    runs: list[list[int]] = []  # the rewritten stretches: [i1, i2, j1, j2], short gaps bridged
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=mine, b=said,
                                                       autojunk=False).get_opcodes():
        if tag != "equal" and runs and i1 - runs[-1][1] <= 2 and j1 - runs[-1][3] <= 2:
            runs[-1][1:] = [i2, runs[-1][2], j2]
        elif tag != "equal":
            runs.append([i1, i2, j1, j2])
    spans = [(i1, i2) for i1, i2, j1, j2 in runs if j1 < end and j2 > start]
    if not spans:
        return ""
    return " ".join(mine[min(a for a, _ in spans):max(b for _, b in spans)]).strip(" ,.;:")
