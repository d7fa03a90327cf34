"""Money paid for the others: a treat, and the German verb "zahlen" (issue 29, session 25).

R-CUSTOM-3 forbids stakes (LP710): money a rule makes one player pay for the others, or to
them. offers.py's idea holds for money too (brief fa25):

- **a treat the speaker or the winner gives** of their own ("I treat everyone to pizza",
  "ich spendiere allen eine Pizza", "ik trakteer iedereen op pizza", "ben herkese pizza
  ısmarlıyorum", "我请大家吃披萨" and "请大家吃披萨", whose speaker treats; "the winner
  treats everyone", "kazanan pizzayı ısmarlar", "赢家请大家吃披萨") costs nobody but the
  giver, who is free to give it: no stake, and the food or drink of the treat is offered,
  not demanded (the eating or drinking verb of "请大家吃披萨" is no LP701). Alcohol named
  stays LP701, a sum named stays LP710 ("spendiert allen fünf Euro"), and so does a treat
  the others must eat up (offers.py's obligations);
- **a treat paid by another person the rule picks** (the loser, the dealer: "the loser
  treats everyone to pizza", "der Verlierer spendiert", "de verliezer trakteert",
  "kaybeden ısmarlar", "输家请大家吃披萨") is money one person pays for the others: LP710 in
  every language.

German "zahlen" is both "to pay" and the noun "Zahlen" (numbers), so the lexicon has only
the unambiguous forms (zahlt, zahle); here "zahlen" is the verb after a modal or a person
("muss zahlen", "die Verlierer zahlen"), after an adverb that puts the verb second ("dann
zahlen die Verlierer") or before "für" or a person ("zahlen für alle", "zahlen wir"), and
the noun after an article or a determiner ("die Zahlen", "hohe Zahlen").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from . import tongues
from .beyond import for_everyone
from .matching import Hit
from .offers import is_winner, spoken_obligation
from .textnorm import Sentence, fold, has_cjk

#: the treat words (a stem each): what the LP710 lexicon reads as paying for the others;
#: buying by language, since the Dutch "kocht" (bought) is the German "kocht" (cooks)
_BUYING = {"en": ("buy", "bought"), "de": ("kauf", "gekauft"), "nl": ("koop", "kocht", "gekocht")}
_BUY = tuple(stem for stems in _BUYING.values() for stem in stems)
_TR_BOUGHT = ("alir", "alır", "alsin", "alsın", "alacak")
_TREAT = ("treat", "spendier", "trakteer", "ismarla", "ısmarla", "einlad", "lade", *_BUY,
          *_TR_BOUGHT, "gebe", "gib", "gab", "ausgeb")  # "ausgeben", read by _ausgeben
_ZH_TREAT = re.compile(r"请客|請客|(?:请|請)(?:大家|所有人|每个人|每個人|全桌|你们|你們)|"
                       r"(?:给|給|为|為|替)(?:大家|每个人|每個人|所有人|全桌)(?:买|買)")
#: Turkish first-person forms of the treat verb: the speaker pays
_TR_FIRST = ("yorum", "rim", "rım", "cagim", "cağım", "yim", "yım", "dim", "dım", "caz")
#: the eating and drinking verbs a treat serves ("请大家吃披萨"): offered, not demanded
_CONSUME = frozenset(fold(w) for w in (
    "eat", "eats", "drink", "drinks", "essen", "isst", "trinken", "trinkt", "eten", "eet",
    "drinken", "drinkt", "ye", "yesin", "iç", "icsin", "içsin", "吃", "喝"))


#: the drinking verbs among them, offered only with the drink named
_DRINK_VERBS = frozenset(fold(w) for w in ("drink", "drinks", "trinken", "trinkt", "drinken",
                                           "drinkt", "iç", "icsin", "içsin", "喝"))
#: a vessel or a round is no drink named ("a glass", "一杯", "eine Runde")
_VESSELS = frozenset(fold(w) for w in (
    "杯", "一杯", "杯子", "cup", "cups", "glass", "glasses", "round", "glas", "gläser",
    "runde", "glaasje", "glazen", "bardak", "kadeh", "tasse", "kopje", "mug", "bottle",
    "flasche", "fles", "şişe", "瓶", "壶", "壺"))
#: 喝彩, 喝倒彩: a cheer, not a drink ("请大家喝彩": everyone cheers)
_ZH_CHEER = ("彩", "倒彩")


def _cheer(sentence: Sentence, hit: Hit) -> bool:
    """Whether a Chinese treat word that ends in 喝 is the start of a cheer (喝彩)."""
    word = hit.words.strip("'")
    if hit.name != "LP710" or hit.stream != 2 or not word.endswith("喝"):
        return False
    at = sentence.cjk.find(word)
    return at >= 0 and sentence.cjk[at + len(word):].startswith(_ZH_CHEER)


def _is_treat(hit: Hit) -> bool:
    word = hit.words.strip("'").split("'")[0].strip()
    return hit.name == "LP710" and (
        any(fold(word).startswith(t) for t in _TREAT) or bool(_ZH_TREAT.search(word)))


def first_person_tr(verb: str) -> bool:
    """Whether a (folded) Turkish treat verb is in the first person ("ısmarlarım",
    "ısmarlıyorum"): the speaker pays. The pronoun "ben" says no more than the verb, and
    in Dutch it is "am", in English a name: the verb's person is the speaker's word."""
    return verb.endswith(_TR_FIRST)


def _giver(sentence: Sentence, hits: Sequence[Hit], treats: Sequence[Hit]) -> bool:
    """Whether the treat is the speaker's or the winner's own: a first person, the winner
    as the only role named, or (Chinese) a treat with no payer named, the speaker's."""
    roles = [h for h in hits if h.name == "leader"]
    winner = [h for h in roles if is_winner(h)]
    if len(winner) < len(roles):
        return False  # another role named: the loser, the dealer pays
    if any(h.name == "self" for h in hits) or winner:
        return True
    tokens = [t[0] for t in sentence.split]
    if any(h.stream == 0 and first_person_tr(tokens[h.start]) for h in treats):
        return True
    return has_cjk(sentence.cjk) and not any(h.name in ("c_person", "p_other") and h.words
                                             .strip("'") not in ("大家", "所有人", "每个人",
                                                                 "每個人", "全桌")
                                             for h in hits if h.stream == 2)


#: A loss the treat hangs on: "if I lose", "wenn ich verliere", "als ik verlies",
#: "kaybedersem", "如果我输了", "输了的话". A treat promised on the game's result is money
#: riding on the game, a stake (R-CUSTOM-3), not a gift: the giver is not free to keep it
_LOST = re.compile(
    r"\b(?:if|when|whenever|should)\b[^,;.]*\b(?:lose|loses|lost|come last|comes last)\b|"
    r"\b(?:wenn|falls|sobald)\b[^,;.]*\b(?:verlier\w*|verloren)\b|"
    r"\b(?:als|wanneer|indien|zodra)\b[^,;.]*\b(?:verlies\w*|verloren)\b|"
    r"\bkaybed\w*(?:se|sa)(?:m|n|k|niz|nız|niz)?\b|\bkaybett\w*(?:de|da)\b|"
    r"(?:如果|要是|假如|万一|萬一|若)[^，,。；;]*?(?:输|輸)|(?:输|輸)了(?:的话|的話|就)")


def on_a_loss(sentence: Sentence) -> str:
    """The words of a loss a treat is promised on ("if I lose"), or ""."""
    found = _LOST.search(sentence.folded)
    return found.group(0) if found else ""


def read(sentence: Sentence, hits: list[Hit], doer: bool | None = None) -> list[Hit]:
    """The hits as a treat and German "zahlen" read them (see the module text): a treat
    the speaker or the winner gives loses its money word and its eating or drinking
    verb; "zahlen" the verb is a money word. ``doer``: None for a ``says`` text (its
    speaker gives), True for a ``does`` text of the winner, False for one of another role
    (who is made to pay: "请大家吃披萨" done by the dealer)."""
    hits = [h for h in hits if not _cheer(sentence, h)] + _zahlen(sentence, hits) \
        + _ausgeben(sentence, hits)
    hits += _bought(sentence, hits)
    treats = [h for h in hits if _is_treat(h)]
    roles = any(h.name == "leader" for h in hits)
    if doer is not None:
        gives = not roles if doer else roles and _giver(sentence, hits, treats)
    else:
        gives = bool(treats) and _giver(sentence, hits, treats)
    if not treats or spoken_obligation(sentence):
        return hits  # the others made to eat it up: offers.py's obligation
    gives = gives and not on_a_loss(sentence)  # a treat promised on a loss: a stake
    # the food or drink of a treat is offered, whoever pays ("输家请大家吃披萨": the
    # loser's money is the finding, LP710, no eating demanded)
    # a drink of a treat is offered when it is named ("请大家喝咖啡"); "a glass" alone
    # ("请大家喝一杯") is a round of drinks, drinking (LP701)
    named = any(h.name == "h_drink" and fold(h.words.strip("'")) not in _VESSELS
                for h in hits)
    consumed = [h for h in hits if h.name == "LP701"
                and fold(h.words.strip("'")) in _CONSUME
                and (named or fold(h.words.strip("'")) not in _DRINK_VERBS)]
    money = [h for h in hits if h.name == "LP710" and h not in treats]
    if not gives or money:
        return [h for h in hits if h not in consumed]  # a sum named stays a stake
    return [h for h in hits if h not in treats and h not in consumed]


#: the words a treat is made of beside its verb: who it is for, the thing, small words
_TREAT_WORDS = frozenset(("p_everyone", "h_for", "h_drink", "p_offbook", "filler", "h_serve",
                          "consume", "g_toward", "c_person", "p_other", "self"))
_TREAT_THING = 2  #: words after (Turkish: before) the treat verb that may be the thing
_ZH_THING = 3     #: characters after 请大家吃 that may be the thing


def given(sentence: Sentence, raw: Sequence[Hit], read_hits: Sequence[Hit]
          ) -> tuple[bool, set[int], list[str]]:
    """Whether :func:`read` took a treat the giver gives out of the hits (``raw`` before,
    ``read_hits`` after): the treat is then a table action of the giver, like offers.py's
    offer; the tokens it covers and the Chinese words it covers."""
    treats = [h for h in raw if _is_treat(h) and h not in read_hits]
    if not treats:
        return False, set(), []
    tokens = [t[0] for t in sentence.split]
    covered = {i for h in raw if h.stream == 0 and (h in treats or h.name in _TREAT_WORDS)
               for i in range(h.start, h.end)}
    words: list[str] = []
    for h in treats:
        if h.stream == 2:
            word = h.words.strip("'")
            at = sentence.cjk.find(word)
            thing = re.split(r"[，,。；;！!？?]", sentence.cjk[at + len(word):])[0][:_ZH_THING]
            words += [word, thing, *(x.words.strip("'") for x in raw if x.stream == 2
                                     and x.name in _TREAT_WORDS)]
            continue
        span = range(max(0, h.start - _TREAT_THING), h.start) if tokens[h.start].startswith(
            ("ismarla", "ısmarla")) else range(h.end, min(len(tokens), h.end + _TREAT_THING))
        covered |= set(span) | {i for i in range(len(tokens)) if tokens[i] in _SMALL}
    return True, covered, words


#: the small words of a treat ("to", "op", "zur", "eine")
_SMALL = frozenset(fold(w) for w in ("to", "a", "an", "op", "een", "zur", "zum", "zu", "ein",
                                     "eine", "einen", "bir", "on", "for", "für", "voor"))
#: buying, for everyone: a treat too ("buys pizza for everyone", "kauft allen Pizza")
_ZH_BUY = re.compile(r"(?:给|給|为|為|替)(?:大家|每个人|每個人|所有人|全桌)(?:买|買)")
#: Turkish buying for someone: "satın al-", or "al-" with everyone in the dative
_TR_BUY = ("satin", "satın")


def _bought(sentence: Sentence, hits: Sequence[Hit]) -> list[Hit]:
    """Buying something for everyone is paying for the others: a treat, read as one
    (a money word, LP710, that :func:`read` takes back when the giver gives)."""
    roles = {(h.stream, h.start, h.words) for h in hits if h.name == "leader"}
    things = [h for h in hits if h.name in ("p_thing", "play_object")
              and (h.stream, h.start, h.words) not in roles]
    loss = on_a_loss(sentence)  # "if I lose this round": the round is not what is bought
    if loss and not has_cjk(sentence.cjk):
        at = sentence.folded.find(loss) + len(loss)  # the loss's clause, to its comma
        lost = len(re.findall(r"\w+", re.split(r"[,;]", sentence.folded[at:])[0])) \
            + len(re.findall(r"\w+", sentence.folded[:at]))
        things = [h for h in things if h.stream == 2 or h.start >= lost]
    if any(_is_treat(h) for h in hits) or things:
        return []  # a treat said already, or cards bought: no money for the others
    if has_cjk(sentence.cjk):
        m = _ZH_BUY.search(sentence.cjk)
        return [Hit("LP710", -1, -1, f"'{m.group(0)}'", 2)] if m else []
    tokens = [t[0] for t in sentence.split]
    lang = tongues.decided(tuple(tokens))
    buy = tuple(stem for tongue, stems in _BUYING.items() if tongues.reads(tongue, lang)
                for stem in stems)
    for at, word in enumerate(tokens):
        turkish = word.startswith("al") and "herkese" in tokens and (
            at > 0 and tokens[at - 1] in _TR_BUY or word in _TR_BOUGHT)
        if word.startswith(buy) or turkish:
            bought = Hit("LP710", at, at + 1, f"'{word}'", 0)
            # bought on a loss ("if I lose, I buy the beer"): money riding on the game
            return [bought] if loss or for_everyone(sentence, [*hits, bought]) else []
    return []


#: German "ausgeben", split ("ich gebe allen ein Eis aus", "er gibt eine Runde aus"):
#: standing the others a treat; with cards named it deals them ("gibt die Karten aus")
_GEBEN = frozenset(("gebe", "gibt", "gib", "geben", "gab", "ausgeben", "ausgegeben"))


def _ausgeben(sentence: Sentence, hits: Sequence[Hit]) -> list[Hit]:
    tokens = [t[0] for t in sentence.split]
    at = next((i for i, w in enumerate(tokens) if w in _GEBEN), None)
    if at is None or any(_is_treat(h) for h in hits) or not (
            tokens[at].startswith("ausge") or "aus" in tokens[at + 1:]):
        return []
    end = tokens.index("aus", at + 1) if "aus" in tokens[at + 1:] else at + 1
    if any(h.name in ("play_object", "in_play") and h.stream == 0 and at < h.start < end
           for h in hits):
        return []  # the cards given out: the deal
    return [Hit("LP710", at, at + 1, f"'{tokens[at]}'", 0)]  # a treat: "gebe … aus"


#: words before "zahlen" that make it the verb: a modal, a person, an adverb (verb second)
_BEFORE_VERB = frozenset(fold(w) for w in (
    "muss", "müssen", "musst", "müsst", "soll", "sollen", "sollst", "sollt", "darf", "dürfen",
    "will", "wollen", "wird", "werden", "kann", "können", "lässt", "lassen", "möchte",
    "möchten", "mag", "mögen", "verlierer", "spieler", "alle", "beide", "wir", "ihr", "sie",
    "anderen", "letzten", "dann", "danach", "jetzt", "sonst", "also", "nun", "zuerst",
    "verliererin", "verliererinnen"))
#: words after "zahlen" that make it the verb ("zahlen für alle", "zahlen wir")
_AFTER_VERB = frozenset(fold(w) for w in (
    "für", "fuer", "wir", "alle", "beide", "ihr", "alles", "die rechnung", "jeweils"))


def _zahlen(sentence: Sentence, hits: Sequence[Hit]) -> list[Hit]:
    tokens = [t[0] for t in sentence.split]
    out = []
    for at, word in enumerate(tokens):
        if word != "zahlen" or any(h.name == "LP710" and h.stream == 0
                                   and h.start <= at < h.end for h in hits):
            continue
        before = tokens[at - 1] if at else ""
        after = tokens[at + 1] if at + 1 < len(tokens) else ""
        if before in _BEFORE_VERB or after in _AFTER_VERB:
            out.append(Hit("LP710", at, at + 1, "'zahlen'", 0))
    return out


__all__ = ["first_person_tr", "given", "read"]
