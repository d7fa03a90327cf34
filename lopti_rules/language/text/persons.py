"""People off the game in free text (issue 29, session 18): who a text picks, whose body it touches.

Two readings, each one concept over the word classes of language/text/persons_lexicon.py
(language/text/harm.py asks them of every sentence):

- :func:`described`: **a person described by anything but their role in the game is a
  person target** (R-CUSTOM-4, LP304). A description (where someone faces or turns their
  back, the body, the age, the look, who they are to the evening: the host, whoever
  brought the snacks, whose house it is) read with a word that picks a person (whoever,
  the one, the player, wer, degene, olan, 的人) in one clause: "whoever sits facing north",
  "tall people", "wer mit dem Rücken zum Fenster sitzt", "en uzun boylu oyuncu",
  "背对窗户的人". A description of a thing of the game ("the player who brought the pile
  back", "the oldest card") is a role; a description nobody is picked by ("happy
  birthday to the winner", "open the window") picks nobody.
- :func:`touched`: **another's body touched against their will is harm** (R-CUSTOM-3,
  LP703): something put into, onto or over someone else's head, face, ear or neck (stick,
  blow, pour, spit, smear), or something wet on it ("a wet finger in the picker's ear",
  "Puste dem Sieger ins Ohr", "kaybedenin kulağına", "往发牌者头上倒水"). One's own body
  ("blow your nose") is no harm, and cards put face down touch nobody.

:func:`toasted` says which drinking words belong to a toast ("hef je glas op de
winnaar": the Dutch "op" is "to the winner", not "drink up"), so a glass raised to
someone is a gesture, not drinking.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .claims import Claim
from .clause_readings import of_cards
from .matching import Hit, first
from .matching import language as _language
from .rotating import doer_rotates
from .textnorm import Sentence, clauses, fold, has_cjk

#: The groups that describe a person off the game
_DESCRIPTIONS = ("p_bearing", "p_trait", "p_relation", "wears")
#: Words that pick a person: a selector, a person noun, a relative pronoun after one
_PICKERS = frozenset(fold(w) for w in (
    "whoever", "who", "one", "ones", "player", "players", "person", "people", "those",
    "anyone", "someone", "guy", "guys", "wer", "derjenige", "diejenige", "diejenigen",
    "spieler", "spielerin", "person", "leute", "jemand", "wie", "degene", "degenen",
    "speler", "spelers", "persoon", "mensen", "iemand", "olan", "oyuncu", "oyuncular",
    "kişi", "kim", "kimse", "folks", "anybody", "everybody", "kid", "kids", "child", "guy",
    "girl", "boy", "man", "woman", "lady", "sahibi", "leute", "kind", "kinder", "typ",
    "persoon", "kind", "kinderen", "gast", "everyone", "jeder", "jede", "alle",
    "iedereen", "herkes", "谁"))
#: An article right before a superlative makes it a person ("the tallest", "die
#: Größten", "de langste"): a superlative is read by its ending
_ARTICLES = frozenset(("the", "der", "die", "den", "dem", "de", "het"))
_SUPERLATIVE = ("st", "ste", "sten", "est")
#: Turkish participles are the person themselves ("içecekleri getiren", "the one who
#: brought the drinks")
_PARTICIPLE = ("en", "an", "enler", "anlar")
#: How far a picker may stand before its description ("whoever sits facing north"), and
#: after it (an adjective before its noun: "tall people", "en uzun boylu oyuncu")
_BEFORE, _AFTER = 7, 2
#: The Chinese words that pick a person after a description ("背对窗户的人")
_ZH_PICKED = re.compile(r"的人|的玩家|的那位|的那个人|的那個人|玩家|谁|誰|的")
#: How far a bare 的 (a nominaliser: "个子最矮的", the shortest one) may stand after it
_ZH_NOMINAL = 1
_ZH_BREAK = re.compile(r"[，,。！？；：、!?;:]")


def described(sentence: Sentence, hits: Sequence[Hit]) -> Claim | None:
    """A person picked by a description off the game (see the module's docstring)."""
    tokens = [t[0] for t in sentence.split]
    spans = clauses(sentence)
    things = [h for h in hits if h.name == "p_thing" and h.stream == 0]
    for d in hits:
        if d.name not in _DESCRIPTIONS:
            continue
        if d.stream == 2:
            found = _described_zh(sentence, d, hits)
            if found is not None:
                return found
            continue
        if d.stream != 0 or _imitated(d, hits):
            continue
        start, end = next(((a, b) for a, b in spans if a <= d.start < b), (0, len(tokens)))
        before = any(tokens[i] in _PICKERS and not _everyones(tokens, i)
                     for i in range(max(start, d.start - _BEFORE), d.end))  # "whoever's house"
        after = any(tokens[i] in _PICKERS for i in range(d.end, min(end, d.end + _AFTER)))
        word = tokens[d.end - 1]
        article = d.name == "p_trait" and d.start > start and tokens[d.start - 1] in _ARTICLES \
            and word.endswith(_SUPERLATIVE)
        itself = d.name == "p_relation" and word.endswith(_PARTICIPLE) and len(word) > 5 \
            and _language(sentence) in ("tr", "") and not word.endswith(_ABLATIVE)
        if not (before or after or article or itself):
            continue
        if d.name == "p_trait" and word.endswith(_SUPERLATIVE) and of_cards(d, hits):
            continue  # "de langste rij open kaarten": a fact of the cards (session 39)
        if d.name == "p_relation" and not (article or itself) and _all_asked(
                tokens, range(max(start, d.start - _BEFORE), min(end, d.end + _AFTER)), d):
            continue  # "everyone may bring a snack from home": all asked alike, no one picked
        if d.name == "p_relation" and d.start == start and not before \
                and _language(sentence) in ("en", ""):
            continue  # an imperative ("bring everyone a drink") asks, it describes nobody
        # what the description is of: a thing of the game right beside it is a role
        # ("brought the pile back", "the oldest card", "die den Stapel mitgebracht hat")
        if any(t.start in _object_side(d, sentence, start, end) and not d.start <= t.start < d.end
               for t in things):
            continue
        if d.name == "p_relation" and doer_rotates(sentence, hits, d):
            continue  # "whoever deals this round brings the drinks": a role that rotates
        if d.name == "p_relation" and _rule_brought(tokens, d, hits):
            continue  # "whoever brought it explains it": the rule's author (R-CUSTOM-5)
        return _claim(d, d.words)
    return None


def _imitated(d: Hit, hits: Sequence[Hit]) -> bool:
    """Whether the trait is an accent or a dialect imitated or copied ("kimse aksan
    taklidi yapmaz"): what is put on (text/mimicry.py), not who is picked."""
    return any(h.name == "mm_voice" and h.start <= d.start < h.end for h in hits) \
        and any(h.name in ("mm_imitate", "mm_copy") for h in hits)


#: bringing along: a rule brought is a rule proposed, its author a role of the book
_BRING = ("brought", "bring", "mitgebracht", "mitbringt", "meegebracht", "meegenomen",
          "meebrengt", "meeneemt", "getiren", "getirdi", "getirmis")
#: a rule, and what a rule brought may cost its author (the cost still picks: LP304)
_RULE = tuple(fold(w) for w in ("rule", "regel", "kural"))
_CHARGED = frozenset(("draw_move", "b_draw", "k_draw", "k_chore", "LP710", "k_pickup"))


def _rule_brought(tokens: Sequence[str], d: Hit, hits: Sequence[Hit]) -> bool:
    """Whether a relation of bringing brings a rule to the table ("whoever brought the
    'Eights skip' rule explains it", "wer die Regel mitgebracht hat", "kuralı getiren
    kişi"): its author, a role of the book (R-CUSTOM-5, R-FAQ-5), as long as nothing is
    charged to them (a cost laid on the author still picks a person, R-CUSTOM-4)."""
    return authored(tokens, range(d.start, d.end), hits)


def authored(tokens: Sequence[str], span: range, hits: Sequence[Hit]) -> bool:
    """Whether a word of bringing in ``span`` brings a rule the sentence names, with
    nothing charged to whoever brought it (:func:`_rule_brought`; selection.py asks it
    of a clause that picks: "whoever brought it | explains it")."""
    if not any(tokens[i].startswith(_BRING) for i in span) \
            or any(h.name in _CHARGED for h in hits):
        return False
    return any(t.startswith(_RULE) for t in tokens)


#: A Turkish ablative on a possessed noun ("evinden", from one's home): a place, not the
#: participle that names a person ("getiren", the one who brought)
_ABLATIVE = ("nden", "ndan")
#: Everyone, the whole table: as the one asked, it picks nobody (R-CUSTOM-4)
_EVERYONE = frozenset(fold(w) for w in (
    "everyone", "everybody", "anyone", "anybody", "jeder", "jede", "alle", "iedereen",
    "herkes", "each", "all"))
#: Words that open a relative clause: "everyone who brought snacks" picks those who did
_RELATIVE = frozenset(fold(w) for w in (
    "who", "that", "which", "whose", "whoever", "wer", "der", "die", "das", "dessen",
    "deren", "welche", "welcher", "dat", "wie", "wiens", "olan", "ki"))


def _all_asked(tokens: Sequence[str], near: range, d: Hit) -> bool:
    """Whether the only words that pick a person near a relation to the evening are the
    whole table's, and nothing makes the relation a relative clause about some of them
    ("everyone may bring a snack from home", "jeder darf einen Snack von zu Hause
    mitbringen", "herkes evinden bir atıştırmalık getirebilir"): an invitation to all,
    where everyone brings from their own home, picks nobody; "everyone who brought snacks"
    and "whoever lives nearest" still pick (R-CUSTOM-4)."""
    pickers = [i for i in near if tokens[i] in _PICKERS and not d.start <= i < d.end]
    if not pickers or any(tokens[i] not in _EVERYONE for i in pickers):
        return False
    first = pickers[0]
    between = tokens[first + 1:d.start] if first < d.start else tokens[d.end:first]
    return not any(t in _RELATIVE for t in between)


#: Everyone as an owner ("everyone's glasses"): a thing of all of them picks nobody
_ALL = frozenset(("everyone", "everybody", "iedereen", "herkes"))


def _everyones(tokens: Sequence[str], at: int) -> bool:
    """Whether the picker at ``at`` is everyone as an owner ("takes away everyone's empty
    glasses"), which singles nobody out (R-CUSTOM-4), unlike "whoever's glasses"."""
    return tokens[at] in _ALL and at + 1 < len(tokens) and tokens[at + 1] in _OWN


#: Everyone's own: "everyone's", "herkes kendi memleketinden" (their own hometown, session
#: 36)
_OWN = frozenset(("s", "kendi"))


def _object_side(d: Hit, sentence: Sentence, start: int, end: int) -> range:
    """Where what a description is of stands: after an adjective ("the oldest card") and
    after an English verb ("brought the pile back"); before a German, Dutch or Turkish
    verb ("den Stapel mitgebracht", "kartları getiren"); either side of a bearing."""
    after = range(d.end, min(end, d.end + 2))
    before = range(max(start, d.start - 2), d.start)
    if d.name == "p_trait":  # the noun right after it: "the oldest card", not "draws two"
        return range(d.end, min(end, d.end + 1))
    if d.name == "p_relation":
        return after if _language(sentence) in ("en", "") and not d.words.strip(
            "'").endswith(_PARTICIPLE) else before
    return range(before.start, after.stop)


def _described_zh(sentence: Sentence, d: Hit, hits: Sequence[Hit]) -> Claim | None:
    """Chinese: the description, then a word that picks a person, in one clause, with no
    thing of the game between them ("带零食来的人", not "带牌来的人")."""
    word = d.words.strip("'")
    things = [h.words.strip("'") for h in hits if h.name == "p_thing" and h.stream == 2]
    for part in _ZH_BREAK.split(sentence.folded):
        part = part.replace(" ", "")
        at = part.find(word)
        if at < 0:
            continue
        picked = _ZH_PICKED.search(part, at + len(word))
        if picked is None:
            continue
        between = part[at + len(word):picked.start()]
        if picked.group(0) == "的" and (len(between) > _ZH_NOMINAL or d.name != "p_trait"):
            continue  # a bare 的 after a trait only: "个子最矮的", not "清空带来的"
        if any(t in between for t in things):
            continue
        return _claim(d, f"'{part[at:picked.end()]}'")
    return None


#: Words a thing worn comes after ("the player with the red jumper", "der Spieler mit
#: der Brille", "de speler in de blauwe trui"), or is had by ("whoever has a beard")
_WITH = frozenset(fold(w) for w in (
    "with", "in", "wearing", "has", "have", "mit", "im", "hat", "haben", "trägt", "met",
    "heeft", "hebben", "draagt"))
#: How far a thing worn may stand after its "with" (articles and colours between)
_WORN_REACH = 4
#: Turkish: "with" is a suffix on the thing worn ("gözlüklü oyuncu", "kırmızı gömlekli")
_TR_WITH = ("li", "lı", "lu", "lü")


def dressed(sentence: Sentence, hits: Sequence[Hit]) -> Claim | None:
    """A player picked by what they wear or have grown (R-CUSTOM-4, LP304): a word that
    picks a person, then "with", "in" or "has" and a thing worn within a few words in
    one clause ("the player with the red jumper", "wer eine Brille trägt", "de speler met
    de rode trui"), or a Turkish thing worn with its "-li" before a person ("gözlüklü
    oyuncu"). A player with the most cards is a role: cards are not worn."""
    tokens = [t[0] for t in sentence.split]
    worn = [h for h in hits if h.name == "p_worn" and h.stream == 0]
    for w in worn:
        start, end = next(((a, b) for a, b in clauses(sentence) if a <= w.start < b),
                          (0, len(tokens)))
        word = tokens[w.end - 1]
        if word.endswith(_TR_WITH) and any(t in _PICKERS for t in tokens[w.end:w.end + 2]):
            return _claim(w, w.words)
        near = range(max(start, w.start - _WORN_REACH), w.start)
        if any(tokens[i] in _WITH for i in near) and any(
                t in _PICKERS for t in tokens[start:w.start]):
            return _claim(w, w.words)
    return None


def _claim(d: Hit, words: str) -> Claim:
    """The claim in the wording of its kind (each one the judge already says): where
    someone sits or faces, a fact of their life (a relation to the evening), a trait."""
    if d.name == "p_bearing":
        return Claim("seats", words, f"free text picks a player by where they sit: {words}, "
                                     "a disguised person (R-CUSTOM-4)")
    if d.name == "p_relation":
        return Claim("seats", words, "free text picks a player by a fact of their life: "
                                     f"{words} (R-CUSTOM-4)")
    return Claim("seats", words, "free text picks a player by a personal trait: "
                                 f"{words} (R-CUSTOM-4)")


#: A body's parts that something put on them reaches unasked: the head, the face, an
#: ear, the neck (harm_lexicon.py's ``vulnerable`` and these)
_NECK = frozenset(fold(w) for w in ("neck", "nacken", "hals", "nek", "ense", "enseye",
                                    "ensesine"))
#: Words right before a body part that make it the actor's own ("blow your nose")
_OWN = frozenset(fold(w) for w in (
    "your", "yours", "my", "their", "his", "her", "own", "dein", "deine", "deinen",
    "deiner", "dir", "dich", "mein", "meine", "eigene", "eigenen", "je", "jouw", "mijn",
    "eigen", "kendi", "kendini"))
#: Words right after "face" that make it a card's side ("face down", "face up")
_CARD_SIDE = frozenset(("down", "up"))
#: "the head of the table", "het hoofd van de tafel": a place, not a body
_OF, _TABLE = frozenset(("of", "van")), frozenset(("table", "tafel"))


#: What names the body part's owner after it ("de knie van de winnaar", "das Knie des
#: Gebers"), and the Turkish genitive before it ("kazananın omzu")
_OWNER_AFTER = frozenset(("of", "van", "des", "von", "vom"))
_GENITIVE = ("nin", "nun", "in", "un", "ın", "ün")


def touched(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """Something put into, onto or over someone else's head, face, ear or neck, or
    something wet on it, or a hand laid on or taking hold of a body part named as someone
    else's: the words, or "" (see the module's docstring)."""
    other = first(hits, "p_other")
    if other is None:
        return ""
    held = first(hits, "p_touch") or first(hits, "p_contact")
    owned = _owned(sentence, hits) if held is not None else ""
    if owned:
        return f"{held.words} … {owned}" if held is not None else owned
    how = first(hits, "p_contact") or first(hits, "p_wet")
    if how is None:
        return ""
    tokens = [t[0] for t in sentence.split]
    for b in hits:
        if b.name == "vulnerable" or (b.stream == 0 and tokens[b.start] in _NECK):
            if b.stream == 0:
                before = tokens[b.start - 1] if b.start > 0 else ""
                after = tokens[b.end] if b.end < len(tokens) else ""
                if before in _OWN or after in _CARD_SIDE or after in _OF and _TABLE & set(
                        tokens[b.end + 1:b.end + 4]):
                    continue
            elif not has_cjk(sentence.cjk) or "自己" in sentence.cjk:
                continue
            return f"{how.words} … {b.words}"
    return ""


def _owned(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """A body part named as someone else's: "the winner's shoulder", "de knie van de
    winnaar", "kazananın omzuna", "赢家的腿"; the words, or ""."""
    tokens = [t[0] for t in sentence.split]
    others = [h for h in hits if h.name == "p_other"]
    for b in [*hits, *_hands(tokens, hits)]:
        if b.name != "body":
            continue
        if b.stream == 2:
            part = b.words.strip("'")
            for o in others:
                if o.stream == 2 and f"{o.words.strip(chr(39))}的{part}" in sentence.cjk:
                    return f"{o.words} … {b.words}"
            continue
        if b.stream != 0:
            continue
        for o in others:
            if o.stream != 0:
                continue
            possessive = o.end == b.start - 1 and tokens[o.end] == "s"  # the winner's arm
            genitive = o.end == b.start and tokens[o.end - 1].endswith(_GENITIVE)
            after = b.end < len(tokens) and tokens[b.end] in _OWNER_AFTER \
                and b.end < o.start <= b.end + 3  # de knie van de winnaar
            if possessive or genitive or after:
                return f"{o.words} … {b.words}"
    return ""


#: A hand: a body part when it is held, not when a card is put in it ("hold the loser's
#: hand", not "put the deck in the dealer's hand")
_HANDS = frozenset(("hand", "hands", "hände", "haende", "handen"))


def _hands(tokens: Sequence[str], hits: Sequence[Hit]) -> list[Hit]:
    """The hands a touch verb reaches with no thing of the game between them."""
    verbs = [h.end for h in hits if h.name == "p_touch" and h.stream == 0]
    things = {h.start for h in hits if h.name == "p_thing" and h.stream == 0}
    return [Hit("body", at, at + 1, f"'{word}'", 0) for at, word in enumerate(tokens)
            if word in _HANDS and any(v <= at and not things & set(range(v, at))
                                      for v in verbs)]


def of_a_thing(trait: Hit, hits: Sequence[Hit]) -> bool:
    """Whether a trait word describes a thing of the game right after it, not a person:
    "the oldest rule", "the tallest stack", "der älteste Stapel"."""
    return trait.stream == 0 and any(h.name == "p_thing" and h.stream == 0
                                     and h.start == trait.end for h in hits)


def toasted(hits: Sequence[Hit]) -> bool:
    """Whether the sentence raises a glass to someone (a toast), so a drinking particle
    in it ("op", "aus") is the toast's "to", not "drink up"."""
    return first(hits, "p_toast") is not None


__all__ = ["authored", "described", "dressed", "of_a_thing", "toasted", "touched"]
