"""A sentence that qualifies or continues the one before it, read with it (issue 29,
session 40, brief disc40).

The readings of text/ read a standing, its act and the rule it bends mostly in one
sentence. A writer who knows that splits the meaning over two: the rule for all in one
sentence and the standing left out in the next, a licence in one and its holder in the
next, a standing in one and "he may …" in the next. This pass, run by text/referents.py
before its own rewrites, joins such a pair into the one sentence the readings know; the
later sentence is read as empty. Three shapes, each one mechanism with its words in the
five languages:

- **an exclusion said on its own** (:func:`_excluded`): "Not last round's winner.", "But
  not the champion.", "Last round's winner does not.", "Nur der Champion nicht.", "Der
  Sieger der letzten Runde nicht.", "De winnaar niet.", "Alleen de kampioen niet.",
  "Geçen turun kazananı değil.", "冠军不用。", "上一局的赢家不摸。" is the sentence before it
  with "except" ("…, except last round's winner", "außer", "behalve", "hariç", "除外"),
  which the readings of a favour read (R-CUSTOM-4, R-VOTE-1). Inclusion is never read as
  exclusion: "Not even the champion.", "Auch der Champion nicht.", "De kampioen ook
  niet.", "Şampiyon da değil.", "冠军也不行。" are left as written (the readings of
  inclusion, text/standing_words.py, already read them, in one sentence or two);
- **a continuation whose subject is a pronoun** (:func:`_pronoun`): "Last round's winner
  plays first. He may …", "Der Sieger … Er darf …", "De winnaar … Hij mag …", "Geçen
  turun kazananı … O …", "上一局的赢家先出牌。他可以 …" is one sentence, "…, and he may …",
  so the pronoun is read with the standing it stands for (or the role: "The dealer deals.
  He may …" stays the dealer's, a role that rotates);
- **a licence and its holder** (:func:`_holder`): "One player may … That player is last
  round's winner.", "Einer darf … Das ist der Sieger …", "Eén speler mag … Dat is de
  winnaar …", "Bir oyuncu … O oyuncu geçen turun kazananıdır.", "有一个玩家可以……这个玩家就是
  上一局的赢家。": the licence is the holder's ("That player is the dealer": the dealer's).

What the pass changes is only which sentence a standing is read in and who an act falls
on, never the act; a text none of the shapes matches is returned as it is.
"""

from __future__ import annotations

import re

from .textnorm import SENTENCE_END, has_cjk, tr_loose

_I = re.IGNORECASE


#: A standing or a role, the one a qualifier or a pronoun names (referents.py's holders
#: and the standing words of text/standing_words.py's STANDING, in their common shapes)
_WHO_EN = (r"(?:(?:last\s+round'?s?|the\s+last|the|our)\s+)?(?:winner(?:\s+of\s+(?:the\s+)?"
           r"(?:last|previous)\s+round)?|champion|leader|front\s*runner|dealer|loser|creator|"
           r"top\s+scorer)|whoever\s+won\s+(?:the\s+)?(?:last|previous)\s+round")
_WHO_DE = (r"(?:der|die|den|dem|unser|unseren|unserem)?\s*(?:sieger(?:in)?|gewinner(?:in)?|"
           r"champion|geber(?:in)?|verlierer(?:in)?|erfinder(?:in)?|spitzenreiter(?:in)?)"
           r"(?:\s+der\s+(?:letzten|vorigen)\s+runde)?")
_WHO_NL = (r"(?:de|onze)?\s*(?:winnaar|kampioen|deler|verliezer|bedenker|koploper)"
           r"(?:\s+van\s+de\s+(?:vorige|laatste)\s+ronde)?")
_WHO_TR = tr_loose(r"(?:(?:geçen|önceki|son)\s+turun\s+)?(?:kazananı|kazanan|şampiyon|dağıtıcı|"
              r"kaybeden|lider)")
_WHO_ZH = (r"(?:上一轮的?|上轮的?|上一局的?|上局的?|上一把的?)?"
           r"(?:赢家|赢的人|胜者|冠军|发牌的人|发牌人|庄家|输家|领先者)")
_WHO = rf"(?:{_WHO_EN}|{_WHO_DE}|{_WHO_NL}|{_WHO_TR})"

#: The end of a sentence (textnorm's), and the words after the last one
_END = re.compile(rf"(?:{SENTENCE_END.pattern})\s*$")

# -- an exclusion said on its own ----------------------------------------------------

#: (pattern of the whole qualifier sentence, the words "except" is said with); the
#: standing in group "who". Inclusion ("not even", "auch … nicht", "ook niet", "da",
#: "也") is none of them.
_EXCLUDED: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"^\s*(?:but\s+|and\s+)?not\s+(?!even\b)(?P<who>{_WHO_EN})\s*$", _I), "except"),
    (re.compile(rf"^\s*(?:but\s+)?(?P<who>{_WHO_EN})\s+(?:does|do|did)(?:\s+not|n[’']t)"
                r"(?:\s+(?:have|need)\s+to)?\s*$", _I), "except"),
    (re.compile(rf"^\s*(?:nur|bloß|bloss|aber|außer|ausser)?\s*(?P<who>{_WHO_DE})\s+"
                r"(?:aber\s+)?nicht\s*$", _I), "außer"),
    (re.compile(rf"^\s*(?:alleen|maar|behalve)?\s*(?P<who>{_WHO_NL})\s+(?:echter\s+)?niet\s*$",
                _I), "behalve"),
    (re.compile(tr_loose(r"^\s*(?:ama\s+|yalnız\s+|sadece\s+)?") + rf"(?P<who>{_WHO_TR})\s+"
                + tr_loose(r"değil\s*$"), _I),
     "hariç"),
)
_EXCLUDED_ZH = re.compile(rf"^\s*(?:但是?|不过|只有)?(?P<who>{_WHO_ZH})(?!也)(?:不用|不必|无需|"
                          r"除外|不(?![行能可许准得])[\u4e00-\u9fff]{1,2})\s*$")
#: A sentence said in the negative or as a prohibition: "not X" after it is "not X
#: either" ("Nobody drinks. Not the champion."), an inclusion, never an exception
_NEGATIVE = re.compile(
    r"\b(?:no|not|nobody|no\s+one|none|never|cannot|can[’']t|mustn[’']t|\w+n[’']t|niemand|"
    r"keiner|keine[mnrs]?|kein|nie|niemals|nicht|geen|nooit|niet|kimse|hiçbir|hicbir|hiç|"
    r"hic|asla|\w+(?:maz|mez|mamalı|memeli|mamali))\b|谁都不|誰都不|没有人|沒有人|不能|不可以|不准|禁止|"
    r"不得|别|不许", _I)


def _excluded(before: str, sentence: str) -> str | None:
    """``before`` with the standing ``sentence`` alone leaves out said in it with
    "except", or None when ``sentence`` is no exclusion said on its own."""
    body = _END.sub("", sentence)
    if _NEGATIVE.search(before):
        return None
    if has_cjk(sentence):
        hit = _EXCLUDED_ZH.search(body)
        if hit is None or not has_cjk(before):
            return None
        return f"{_END.sub('', before)}，{hit.group('who')}除外。"
    for pattern, word in _EXCLUDED:
        hit = pattern.search(body)
        if hit is None:
            continue
        who = _lowered(hit.group("who").strip())
        if word == "außer":  # the dative after "außer": "außer dem Sieger"
            who = re.sub(r"^(?:der|den)\b", "dem", who)
        said = f"{who} {word}" if word == "hariç" else f"{word} {who}"
        return f"{_END.sub('', before)}, {said}."
    return None


def _lowered(who: str) -> str:
    """``who`` said inside a sentence: its article or first word in lower case ("The
    champion" -> "the champion"), a noun of German kept ("Champion")."""
    first, _, rest = who.partition(" ")
    if rest and first.lower() in {"the", "last", "our", "der", "die", "den", "dem", "de",
                                  "onze", "unser", "geçen", "gecen", "önceki", "son"}:
        return f"{first.lower()} {rest}"
    return who


# -- a continuation whose subject is a pronoun -----------------------------------------

#: The subject said first in a sentence (its first words, after an opening adverb: "Then
#: he may", "Dann darf er", "Ook mag hij")
_SUBJECT = re.compile(rf"^\s*(?P<who>{_WHO})\b", _I)
_SUBJECT_ZH = re.compile(rf"^\s*(?P<who>{_WHO_ZH})")
#: A pronoun a continuation's subject is said with, in the first words of the sentence:
#: (pattern, the holder's gender it stands for: "m" masculine or any, "f" feminine)
_PRONOUN = (
    re.compile(r"^(?P<lead>\s*(?:(?:then|also|and|so)\s+)?)(?P<p>he|she|they)\b", _I),
    re.compile(r"^(?P<lead>\s*(?:(?:dann|außerdem|ausserdem|auch|zudem|also|und)\s+)?"
               r"(?:(?:darf|muss|kann|soll|bekommt|nimmt|zieht|spielt|hat|ist|wird)\s+)?)"
               r"(?P<p>er)\b", _I),
    re.compile(r"^(?P<lead>\s*(?:(?:dan|ook|daarna|en|verder)\s+)?"
               r"(?:(?:mag|moet|kan|zal|krijgt|neemt|trekt|speelt|heeft|is|wordt)\s+)?)"
               r"(?P<p>hij)\b", _I),
    re.compile(tr_loose(r"^(?P<lead>\s*(?:(?:ayrıca|sonra|ve)\s+)?)(?P<p>o)\b(?!\s+(?:kart|oyuncu|"
                   r"zaman|an|tur|el)\b)"), _I),
)
_PRONOUN_ZH = re.compile(r"^(?P<lead>\s*(?:然后|而且|并且|另外)?)(?P<p>他|她)(?!们|們)")


#: The word each language's continuation is joined with ("…, and he may …")
_AND = (", and ", ", und ", ", en ", ", ")


def _pronoun(before: str, sentence: str) -> str | None:
    """``before`` and ``sentence``, whose subject is a pronoun for the standing or role
    ``before`` begins with, said as one sentence ("…, and he may …"), or None."""
    if has_cjk(sentence):
        if _SUBJECT_ZH.search(before) is None or _PRONOUN_ZH.search(sentence) is None:
            return None
        return f"{_END.sub('', before)}，{sentence.strip()}"
    hit = _SUBJECT.search(before)
    if hit is None:
        return None
    who = hit.group("who").strip().lower()
    for pattern, word in zip(_PRONOUN, _AND, strict=True):
        said = pattern.search(sentence)
        if said is None:
            continue
        pronoun = said.group("p").lower()
        if (pronoun == "she") != who.endswith("in") and pronoun != "they" and word == _AND[0] \
                or pronoun == "er" and who.endswith("in"):
            return None  # "the champion … she", "die Siegerin … er": another
        rest = sentence.strip()
        return f"{_END.sub('', before)}{word}{rest[0].lower()}{rest[1:]}"
    return None


# -- a licence and its holder ----------------------------------------------------------

#: One of the players, said first, that a licence is given to
_ONE = re.compile(
    r"^(?P<lead>\s*)(?P<one>(?:one|a|some)\s+player|someone|somebody|one\s+of\s+you|"
    r"ein\s+spieler|einer|jemand|[eé][eé]n\s+speler|iemand|"
    + tr_loose(r"bir\s+oyuncu|biri(?:si)?") + r")\b", _I)
_ONE_ZH = re.compile(r"^(?P<lead>\s*)(?P<one>有一?个(?:玩家|人)|某(?:一)?个(?:玩家|人)|有人)")
#: "That player is S.", "Das ist S.", "Dat is S.", "O oyuncu Sdır."
_IS = (
    re.compile(r"^\s*(?:that|this|the)\s+(?:player|one|someone|somebody|person)\s+is\s+"
               r"(?P<who>.+?)\s*$", _I),
    re.compile(r"^\s*(?:that|this|it)\s+is\s+(?P<who>.+?)\s*$", _I),
    re.compile(r"^\s*(?:das|dies|dieser(?:\s+spieler)?|der\s+spieler|diese\s+person)\s+ist\s+"
               r"(?P<who>.+?)\s*$", _I),
    re.compile(r"^\s*(?:dat|dit|die(?:\s+speler)?|deze(?:\s+speler)?|de\s+speler)\s+is\s+"
               r"(?P<who>.+?)\s*$", _I),
    re.compile(tr_loose(r"^\s*(?:o|bu)(?:\s+oyuncu|\s+kişi)?\s+(?P<who>.+?)(?:dır|dir|dur|dür|tır|"
                   r"tir|tur|tür)\s*$"), _I),
)
_IS_ZH = re.compile(r"^\s*(?:这个|那个|这位|那位|此)(?:玩家|人)?(?:就)?是"
                    r"(?P<who>[\u4e00-\u9fff]{1,12})\s*$")
#: What the holder named must be: a standing or a role, or a description of one
_NAMED = re.compile(rf"^(?:{_WHO}|whoever\b.+|wer\b.+|wie\b.+|(?:the\s+)?(?:player|one)\s+"
                    rf"(?:who|that)\b.+)$", _I)


def _holder(before: str, sentence: str) -> str | None:
    """``before`` with the one player it gives a licence to said as the standing or role
    ``sentence`` names, or None."""
    body = _END.sub("", sentence)
    if has_cjk(sentence):
        one, hit = _ONE_ZH.search(before), _IS_ZH.search(body)
        if one is None or hit is None or not re.fullmatch(_WHO_ZH, hit.group("who")):
            return None
        return before[:one.start("one")] + hit.group("who") + before[one.end("one"):]
    one = _ONE.search(before)
    if one is None:
        return None
    for pattern in _IS:
        hit = pattern.search(body)
        if hit is None:
            continue
        who = hit.group("who").strip()
        if not _NAMED.match(who):
            return None
        who = who[0].upper() + who[1:]
        return before[:one.start("one")] + who + before[one.end("one"):]
    return None


# -- the pass ---------------------------------------------------------------------------


def joined(parts: list[str]) -> list[str]:
    """``parts`` (a text's sentences, each with its end) with each sentence that
    qualifies or continues the one before it read with it: the pair said as one sentence
    in the earlier place, the later one empty. ``parts`` itself when none is."""
    out = list(parts)
    for at in range(1, len(out)):
        before, sentence = out[at - 1], out[at]
        if not before.strip() or not sentence.strip():
            continue
        excluded = _excluded(before, sentence)
        if excluded is not None:
            out[at - 1], out[at] = excluded + _trailing(sentence), ""
            continue
        held = _holder(before, sentence)
        if held is not None:
            out[at - 1], out[at] = held.rstrip() + _trailing(sentence), ""
            continue
        continued = _pronoun(before, sentence)
        if continued is not None:
            out[at - 1], out[at] = continued.rstrip() + _trailing(sentence), ""
    return out if out != parts else parts


def _trailing(sentence: str) -> str:
    """The white space a sentence ends with (kept where the pair ends)."""
    return sentence[len(sentence.rstrip()):]


__all__ = ["joined"]
