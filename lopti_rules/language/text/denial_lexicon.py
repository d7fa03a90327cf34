"""One way to read a denial, for every reading of the free-text judge (issue 29, issue 23,
session 39, brief neg39), in the five languages.

A reading asks whether a sentence DENIES the act it reads ("the winner gets no extra
turn", "kein Spieler zieht zweimal", "niemand", "kimse", "无人", "不再") or states it.
Two kinds of "not" look alike and mean opposite things:

- a **denial** of the act, for everyone or for the one named ("nobody votes twice", "the
  champion does not clear with three"): the act does not happen, the sentence is
  harmless (:data:`NOBODY`, :data:`DENIAL`, :data:`NO_MORE`);
- a **prohibition** laid on a person or a standing ("the winner may not play 10s", "de
  winnaar mag niet passen", "kazanan oynayamaz", "赢家不能出10"): a rule of play that
  takes from one what the card gives to all, a bend of a base rule for one standing
  (R-CUSTOM-4), never harmless by itself (:data:`PROHIBITION`, :func:`laid_on`). A
  prohibition said for everyone ("nobody may", "niemand darf", "kimse ... -amaz", "谁都不
  能") is the act denied: :data:`NOBODY` comes first.

Turkish says both with one verb ending, told apart by the stem: the negative aorist
("geçmez", "oynamaz", "temizlemez": does not) denies, the negative of ability ("geçemez",
"oynayamaz", "alamaz": cannot, may not) prohibits; "-masın/-mesin" (let them not) and
"-mamalı/-memeli" (must not) prohibit too.

The parts are regex sources over a folded sentence (text/textnorm.py: ç -> c, ş -> s,
ı -> i, ğ -> g; ä ö ü kept) and the Chinese as written; :data:`NOT_WORDS` and
:data:`NOBODY_WORDS` are the same for the readings that look at tokens.
"""

from __future__ import annotations

import re

from .textnorm import NEGATION, NOT_SHORT, any_of, fold

#: Nobody: the act denied to everyone ("nobody", "no player", "niemand", "keiner", "kein
#: Spieler", "geen speler", "kimse", "hiçbir oyuncu"); "niemandem"/"kimseye" (to nobody)
#: are objects, not the one who acts, and stay out
NOBODY_LATIN = (
    r"\b(?:nobody|no ?-?one|no players?|none of (?:us|them|the players)|neither player"
    r"|niemand|keiner|kein spieler|kein mensch|geen (?:enkele )?speler|geen mens"
    r"|kimse|hic kimse|hicbir (?:oyuncu|kimse)\w*)\b")
NOBODY_ZH = (r"没有人|沒有人|没人|沒人|无人|無人|谁都不|誰都不|谁也不|誰也不|任何人都不"
             r"|没有玩家|沒有玩家")
NOBODY = any_of(NOBODY_LATIN, NOBODY_ZH)

#: The consonant stems of Turkish verbs of the table whose negative of ability ends in
#: -amaz/-emez after the stem ("geçemez", "alamaz"); a vowel stem takes a y ("oynayamaz")
_TR_STEMS = (
    "gec", "al", "cek", "bak", "at", "sec", "ver", "kazan", "degistir", "bitir", "gid",
    "yap", "kullan", "ol", "gör", "otur", "katil", "gel", "kal", "bil", "dokun", "sor",
    "gönder", "birak", "tut", "konus", "cik", "gir", "ic", "göster", "uzat", "cevir",
    "kes", "dagit", "karistir", "yaz", "koy", "ist", "tekrarl", "sakl", "ac", "yat", "kalk")
#: The Turkish negative of ability and the prohibitive moods (see the module text)
TR_PROHIBITION = (
    r"\b\w+y[ae]m[ae](?:z|y|d|m)\w*"
    rf"|\b(?:{'|'.join(_TR_STEMS)})[ae]m[ae](?:z|y|d|m)\w*"
    r"|\b\w+m[ae]s[iı]n(?:lar)?\b|\b\w+m[ae]m[ae]l[iı]\w*|\byasak\w*|\bizin yok\b"
    r"|\bizni yok\b|\bizin verilmez\b")
#: A prohibition in the Latin languages: a modal denied, or "forbidden"; German and Dutch
#: may put the object between the modal and its "nicht"/"niet" ("darf den Stapel nicht")
PROHIBITION_LATIN = (
    r"\b(?:may|must|can|shall) (?:not|never|no longer)\b|\bcannot\b|\bcan ?n?'?t\b"
    r"|\bmustn'?t\b|\bmayn'?t\b|\bcan t\b|\bmustn t\b"
    r"|\b(?:is|are|am|be) not (?:allowed|permitted)\b|\b(?:isn|aren)'?t (?:allowed|permitted)\b"
    r"|\bnot allowed to\b|\b(?:is|are) (?:forbidden|barred|banned) (?:to|from)\b"
    r"|\b(?:darf|d[uü]rfen|kann|k[oö]nnen|soll|sollen)\b(?: [\w']+){0,5}"
    r" (?:nicht|kein\w*|nie|niemals|nicht mehr)\b"
    r"|\b(?:ist|sind) (?:nicht erlaubt|verboten|untersagt)\b|\bnicht erlaubt\b|\bverboten\b"
    r"|\b(?:mag|mogen|kan|kunnen)\b(?: [\w']+){0,5} (?:niet|geen|nooit|niet meer)\b"
    r"|\bniet toegestaan\b|\bverboden\b|" + TR_PROHIBITION)
#: The Chinese prohibition: 不能, 不可以, 不许, 不准, 不得 (not 不得不 / 不能不, "must"), 禁止
PROHIBITION_ZH = (r"不能(?!不)|不可以|不可(?!能)|不许|不許|不准|不準|不得(?!不)|禁止|无权|無權"
                  r"|没有?资格|沒有?資格")
PROHIBITION = any_of(PROHIBITION_LATIN, PROHIBITION_ZH)

#: A denial of the act: "not", "never", "no", "nicht", "kein", "niet", "geen", "nie",
#: "değil", the Turkish negative verb (any, a prohibition included: it denies for the
#: readings that ask only whether the act is said not to happen), 不, 没 (textnorm.NEGATION
#: with the short forms): the one list the readings of a standing share
DENIAL = any_of(*NEGATION, NOT_SHORT, r"\bnie\b", r"\bdegil\b", r"\w+(?:maz|mez)\b")

#: The denial words a reading of a whole clause reads beside :data:`DENIAL` and
#: :data:`NOBODY` (session 39, fold39: the readings' own lists folded here): "never" in the
#: other languages ("niemals", "asla"), "değil" in its endings ("değildir"; not "değilse",
#: "if … not": a condition, "burada değilse" the one away), "hiç"/"hiçbir", "yok",
#: "cannot", the English short forms as the folded text spells them ("don t"), 无法
NOT_ALSO = (r"\bniemals\b", r"\basla\b", r"\bhic\b", r"\bhicbir\w*", r"\bdegil(?!se)\w*",
            r"\byok\b", r"\bcannot\b", r"\b\w+n t\b", r"无法|無法")
#: A denial anywhere in a clause, for everyone or of the act ("nobody decides", "nicht
#: rückwirkend", "kimse seçmez", "没有人"): the one list of the readings that ask only
#: whether the act is said not to happen (rule_reader, deal_tampered, procedure_world,
#: vote_outcome, vote_rules, rules_suspended, retroactive, roshambo_sides, conditioned)
DENIED = any_of(DENIAL.pattern, NOBODY.pattern, *NOT_ALSO)
#: Chinese "not", "none", "don't" (不, 没, 别) before the act
ZH_NOT = r"不|没|沒|别|別"
#: What is said to cost or count nothing ("costs nothing", "free", "kostet nichts",
#: "免费"; "doesn't count", "sayılmaz", "geçersiz", "作废", "不算"): a named part the
#: readings of a price (vote_rules) and of what came before (retroactive) add
COSTS_NOTHING = (r"\bnothing\b", r"\bfree\b", r"\bnichts\b", r"\bniets\b",
                 r"无|無|免费|免費")
NOT_COUNTED = (r"\bdoesn\W?t count\b", r"\bsayilmaz\b", r"\bgecersiz\w*",
               r"作废|作廢|一笔勾销|一筆勾銷|不算")

#: A permission denied right after its word ("may not", "darf nicht", "mag niet")
NOT_AFTER = re.compile(r"\s*(?:not|never|n't|nicht|nie|kein\w*|niet|nooit|geen)\b")
#: A Turkish verb in the negative, any mood: "veremez", "vermez", "vermiyor"
TR_NOT = r"\b\w+(?:amaz|emez|maz|mez|miyor|muyor|müyor)\b"

#: The same by a word's ending, for the readings that look at tokens: a Turkish verb in the
#: negative ("geçmez", "geçemez") and, read loosely, the negative of ability ("-amaz")
TR_NOT_ENDINGS = ("maz", "mez")
TR_CANNOT_ENDINGS = ("amaz", "emez")

#: What the card gives said to be over for everyone: "no longer", "not … any more",
#: "nicht mehr", "niet meer", "不再", "不用再" ("artık" asks a denial beside it)
NO_MORE = any_of(
    r"\bno longer\b", r"\bany ?more\b", r"\bnever again\b", r"\bnichts? mehr\b",
    r"\bnie mehr\b", r"\bkein\w* (?:\w+ ){0,3}mehr\b", r"\bniemand (?:\w+ ){0,6}mehr\b",
    r"\bniet meer\b", r"\bnooit meer\b", r"\bgeen (?:\w+ ){0,3}meer\b",
    r"\b(?:niemand|hoeft|hoeven) (?:\w+ ){0,6}nog\b", r"不再|不用再|再也不|别再|不要再|不必再")

#: A demand lifted in Chinese ("不用", "不必", "别"): with a prohibition or nobody, the
#: demand readings' (private.py, bodily.py) Chinese denial
ZH_SPARED = r"不用|不必|无需|無需|不要|别|別"
ZH_DENIED = any_of(ZH_SPARED, PROHIBITION_ZH, NOBODY_ZH)

#: The same as tokens, for the readings that look at words (acts.py, private.py,
#: bodily.py): the negations, and nobody
#: (:data:`NOT_WORD` is :data:`NOT_WORDS` as a regex source, for the readings that read a
#: word's place in the text: a denial right before the act)
#: "never" alone: a whole sentence denied (claims.py: it then quotes the base game's limits)
NEVER_WORDS = frozenset(fold(w) for w in ("never", "nie", "niemals", "nooit", "asla", "hiç"))
NOT_WORDS = NEVER_WORDS | frozenset(fold(w) for w in (
    "not", "no", "nothing", "nicht", "nichts", "kein", "keine", "keinen", "keinem", "keines",
    "niet", "niets", "geen",
    "hiçbir", "yok", "değil", "değilsin", "değilsiniz"))
NOBODY_WORDS = frozenset(fold(w) for w in ("nobody", "noone", "niemand", "keiner", "kimse"))
#: English short negations as the tokens split them ("isn't" -> "isn", "t"; "cannot"):
#: the word before the "t", never "can" or "won" (words of their own)
NOT_SHORT_WORDS = frozenset((
    "cannot", "isn", "isnt", "aren", "arent", "doesn", "doesnt", "don", "dont", "didn", "didnt",
    "wasn", "weren", "hasn", "haven", "hadn", "couldn", "shouldn", "wouldn", "mustn",
    "needn"))
NOT_WORD = r"\b(?:" + "|".join(sorted(NOT_WORDS, key=lambda w: (-len(w), w))) + r")\b"
#: The short forms whose first word is a word of its own ("can t", "won t"), as phrases
NOT_SPLIT = ("can t", "won t")


#: Where a clause ends: a prohibition after it is another one's ("the champion may pass,
#: the others may not")
_CLAUSE_END = re.compile(r"[,;:.!?，。；：！？]| (?:but|and|aber|und|maar|en|ama|ve) ")


def after(text: str, at: int, reach: int = 48) -> str:
    """The prohibition in the clause that follows ``at`` in ``text`` (a folded sentence, or
    Chinese), within ``reach`` characters, or "": "may not" after "the champion"."""
    # (a comma right after the one named closes their relative clause, not the main one:
    # "wer zuletzt gewonnen hat, darf nicht passen")
    tail = _CLAUSE_END.split(text[at:at + reach].lstrip(" ,，"), maxsplit=1)[0]
    found = PROHIBITION.search(tail)
    return found.group(0) if found else ""


def laid_on(text: str, at: int, reach: int = 48) -> str:
    """The prohibition laid on the one named ending at ``at`` in ``text`` ("the winner may
    not pass", "der Sieger darf den Stapel nicht aufnehmen", "son kazanan pas geçemez",
    "赢家不能过牌"): :func:`after`, or "" when the sentence says it for everyone ("nobody
    may", "谁都不能": the act denied)."""
    return "" if NOBODY.search(text) else after(text, at, reach)


__all__ = ["COSTS_NOTHING", "DENIAL", "DENIED", "NEVER_WORDS", "NOBODY", "NOBODY_LATIN",
           "NOBODY_WORDS", "NOBODY_ZH", "NOT_AFTER", "NOT_ALSO", "NOT_COUNTED", "NOT_SHORT_WORDS",
           "NOT_SPLIT", "NOT_WORD", "NOT_WORDS", "NO_MORE", "PROHIBITION", "PROHIBITION_LATIN",
           "PROHIBITION_ZH", "TR_CANNOT_ENDINGS", "TR_NOT", "TR_NOT_ENDINGS", "TR_PROHIBITION",
           "ZH_DENIED", "ZH_NOT", "ZH_SPARED", "after", "laid_on"]
