"""How many times a base action happens, said in words (issue 29, session 25, brief fa25).

The base game fixes the count of its own actions: after a play a player draws exactly one
card (R-DRAW-1), each player may once swap one hand card for one face-up card
(R-SETUP-3), a clear gives one bonus play (R-DRAW-2, R-CLEAR-1). A text that gives one of
these actions **another count** changes a base rule in words, which only a base-rule
vote may do (R-VOTE-1, R-CUSTOM-2: LP716), whatever the words of the count:

- **an open count**: "as many as you like", "so viele wie du willst", "zoveel als je
  wilt", "istediğin kadar", "想换多少张就换多少张", "any number of", "beliebig oft",
  "onbeperkt", "sınırsız", "随便换";
- **a bound** other than one: "up to three", "at most two", "bis zu drei", "höchstens
  zwei", "tot drie", "hoogstens twee", "en fazla üç", "üç karta kadar", "最多三张",
  "三张以内";
- for the swap, which the cards allow once, **a number of times**: "twice", "zweimal",
  "twee keer", "iki kez", "两次".

The action is read in the same clause as its count: a draw (draw, ziehen, trekken, çekmek,
摸/抽/补), a swap of face-up or hand cards (swap, tauschen, ruilen, değiştirmek, 换 with
明牌 or 手牌: R-SETUP-3's own swap, not a trade with another player) or a bonus play.
A count of one ("draw one card while you hold fewer than three", "swap one card before
the first play") is the cards' own and clean, and so is a count denied in its clause.
The draw's bound on hand cards said with another number than three ("draw if you hold
fewer than four hand cards", "weniger als vier Handkarten", "minder dan vier
handkaarten", "elinde dörtten az kart", "手牌少于四张") changes R-DRAW-1 too (session 37).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .claims import Claim, why_play
from .denial_lexicon import DENIED, ZH_NOT
from .matching import language
from .running_count import PER
from .textnorm import Sentence, has_cjk

#: counts other than one, in the folded spellings of the five languages
_MANY = (r"(?:two|three|four|five|six|seven|2|3|4|5|6|7|8|9|zwei|drei|vier|funf|fünf|sechs|"
         r"twee|drie|vijf|zes|iki|üc|uc|üç|dört|dort|bes|beş|alti)")
#: per language: (the action by its kind, the open count, the bound, the swap's times)
_LATIN: dict[str, dict[str, str]] = {
    "en": {
        "draw": r"\b(?:draw|draws|drawing|drew)\b",
        "swap": r"\b(?:swap|swaps|swapping|swapped|exchange|exchanges|trade|trades)\b",
        "bonus": r"\bbonus (?:play|plays|turn|turns|card|cards|move|moves)\b|"
                 r"\bextra plays?\b",
        "open": r"\bas many(?: \w+){0,3} as (?:you|they|he|she|one|we) "
                r"(?:like|likes|want|wants|wish|wishes|please|pleases)\b|"
                r"\bany number of\b|\bunlimited\b|\bas (?:often|many times) as\b",
        "bound": rf"\b(?:up to|at most|no more than|a maximum of|maximum of|max) {_MANY}"
                 r"(?: (?:more |extra |bonus |face up |faceup |open |hand )?"
                 r"(?:cards?|times|plays?|swaps?)\b|$)",
        "times": rf"\b(?:twice|{_MANY} times)\b",
        "face": r"\b(?:face ?up|faceup|open|hand)\b",
        "with": r"\b(?:with|from)\b",
    },
    "de": {
        "draw": r"\b(?:zieh\w*|nachzieh\w*|gezogen)\b",
        "swap": r"\b(?:tausch\w*|austausch\w*|vertausch\w*|wechsel\w*)\b",
        "bonus": r"\b(?:bonus\w*|extrazug\w*)\b",
        "open": r"\bso viele?(?: \w+){0,3} (?:wie|als) (?:du|man|er|sie|ihr|jeder) "
                r"(?:will|willst|wollt|mag|magst|moechte|möchte|mochte|möchtest|mochtest)\b|"
                r"\bbeliebig(?: viele?| oft)?\b|\bunbegrenzt\b|"
                r"\bso oft (?:du|man|er|sie) (?:will|willst|mag|magst)\b",
        "bound": rf"\b(?:bis zu|hochstens|höchstens|maximal|max) {_MANY}"
                 r"(?: (?:weitere |offene )?(?:karte\w*|mal|bonus\w*)|$)",
        "times": rf"\b(?:zweimal|dreimal|{_MANY} ?mal)\b",
        "face": r"\b(?:offen\w*|hand\w*)\b",
        "with": r"\b(?:mit|von)\b",
    },
    "nl": {
        "draw": r"\b(?:trek|trekt|trekken|getrokken|bijtrek\w*)\b",
        "swap": r"\b(?:ruil\w*|omruil\w*|wissel\w*|verwissel\w*)\b",
        "bonus": r"\b(?:bonus\w*|extra beurt\w*)\b",
        "open": r"\bzo ?veel(?: \w+){0,3} als (?:je|u|jij|hij|zij|ze|men) "
                r"(?:maar )?(?:wil|wilt|wilt|wenst)\b|\bonbeperkt\b|\bwillekeurig veel\b|"
                r"\bzo vaak als (?:je|u|jij|hij|ze) (?:maar )?(?:wil|wilt)\b",
        "bound": rf"\b(?:tot|tot maximaal|hoogstens|maximaal|ten hoogste|max) {_MANY}"
                 r"(?: (?:open )?(?:kaart\w*|keer|maal|bonus\w*)|$)",
        "times": rf"\b(?:tweemaal|driemaal|{_MANY} (?:keer|maal))\b",
        "face": r"\b(?:open\w*|hand\w*)\b",
        "with": r"\b(?:met|van)\b",
    },
    "tr": {
        "draw": r"\b(?:cek|ceker|cekmek|cekebilir|ceksin|cekin|cekilir|ceksinler)\b",
        "swap": r"\b(?:takas\w*|degistir\w*|degis tokus\w*)\b",
        "bonus": r"\b(?:bonus\w*|ek hamle\w*)\b",
        "open": r"\b(?:istedi(?:gin|gi|giniz|kleri)|diledi(?:gin|gi|giniz|kleri)) kadar\b|"
                r"\bsinirsiz\b|\bsınırsız\b",
        "bound": rf"\b(?:en fazla|en cok|en çok|azami) {_MANY} (?:acik )?"
                 r"(?:kart\w*|kez|kere|defa|bonus\w*)|"
                 rf"\b{_MANY} (?:acik )?kart\w* kadar\b",
        "times": rf"\b{_MANY} (?:kez|kere|defa)\b",
        "face": r"\b(?:acik\w*|el|eldeki\w*|elin\w*|elindeki\w*)\b",
        "with": r"\b(?:ile|ilen)\b|\b(?!fazla\b)\w+(?:la|le)\b",
    },
}
_ZH_COUNT = r"(?:[两兩二三四五六七八九]|[2-9])"
#: R-DRAW-1: a draw while a player holds fewer than three hand cards
OFFICIAL_HAND = 3
_ZH: dict[str, str] = {
    "draw": r"摸|抽|补|補",
    "swap": r"交换|交換|调换|調換|换|換",
    "bonus": r"奖励出牌|獎勵出牌|额外出牌|額外出牌|奖励回合|獎勵回合",
    "open": r"想(?:换|換|摸|抽|补|補)多少|随便(?:换|換|摸|抽)|隨便(?:换|換|摸|抽)|"
            r"任意(?:换|換|摸|抽|张|張|数量|數量)|无限|無限|多少(?:张|張|次)都(?:可以|行)|不限",
    "bound": rf"(?:最多|至多|不超过|不超過)[^，,。；;]{{0,4}}?{_ZH_COUNT}(?:张|張|次)|"
             rf"{_ZH_COUNT}(?:张|張)以内|{_ZH_COUNT}(?:张|張)以內",
    "times": r"(?:两|兩|二|三|[2-9])次",
    "face": r"明牌|手牌",
    "with": r"和|跟|与|與",
}
_ZH_DENIED = re.compile(ZH_NOT)
#: the kinds in the order they are read, each with its reason's key (claims.why_play)
_KINDS = (("swap", "swap"), ("bonus", "bonus"), ("draw", "draw"))


def counted(sentence: Sentence, bounds: Sequence[tuple[int, int]]) -> list[Claim]:
    """A base action given another count than the cards' one (see the module text), as a
    "play" claim (harm.py reports it under LP716), or nothing. A bound on a count the
    sentence measures ("as many cards as sevens lie on the table, at most two", "几张…
    最多两张") caps a rule's own cost, no base count (session 40)."""
    measured = PER.search(f"{sentence.folded} {sentence.cjk}") is not None
    if has_cjk(sentence.cjk):
        low = _threshold(sentence.cjk, _ZH, True)  # the bound and the draw may part clauses
        if low:
            return low
        parts = [p for p in re.split(r"[，,。；;：:！!？?]", sentence.cjk) if p]
        return next(filter(None, (_read(p, _ZH, _ZH_DENIED, True, measured) for p in parts)),
                    [])
    lang = language(sentence)  # "" when the sentence is too short to tell: each is tried
    tables = [_LATIN[lang]] if lang in _LATIN else list(_LATIN.values())
    tokens = [t[0] for t in sentence.split]
    low = next(filter(None, (_threshold(" ".join(tokens), t, False) for t in tables)), [])
    if low:
        return low
    for start, end in bounds:
        for table in tables:
            found = _read(" ".join(tokens[start:end]), table, DENIED, False, measured)
            if found:
                return found
    return []


#: R-DRAW-1's bound said with another number: a draw "while you hold fewer than N hand
#: cards", N not three ("weniger als vier Handkarten", "minder dan vier handkaarten",
#: "elinde dörtten az kart", "手牌少于四张"); the cards' three is a quote
_NUMBER = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "zwei": 2, "drei": 3,
           "vier": 4, "funf": 5, "fünf": 5, "sechs": 6, "twee": 2, "drie": 3, "vijf": 5,
           "zes": 6, "iki": 2, "uc": 3, "üç": 3, "dort": 4, "dört": 4, "bes": 5, "beş": 5,
           "alti": 6, "两": 2, "兩": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6}
_FEWER = re.compile(
    r"\b(?:fewer|less) than (\w+) (?:hand ?cards?|cards? in (?:your|their|his|her) hand)\b"
    r"|\bweniger als (\w+) handkarten?\b|\bminder dan (\w+) handkaart\w*\b"
    r"|\belin\w* (\w+?)(?:'?(?:den|dan|ten|tan)) az (?:el )?kart\w*")
_FEWER_ZH = re.compile(r"手牌(?:少于|少於|不足|不到)([两兩二三四五六2-6])")


def _threshold(text: str, table: dict[str, str], zh: bool) -> list[Claim]:
    """A draw whose hand-card bound is another number than R-DRAW-1's three."""
    bound = (_FEWER_ZH if zh else _FEWER).search(text)
    act = re.search(table["draw"], text)
    if bound is None or act is None:
        return []
    said = next(g for g in bound.groups() if g)
    number = int(said) if said.isdigit() else _NUMBER.get(said, 3)
    if number == OFFICIAL_HAND:
        return []
    words = f"'{act.group(0)}' … '{bound.group(0)}'"
    return [Claim("play", words, why_play(words, "draw"))]


def _read(text: str, table: dict[str, str], denied: re.Pattern[str], zh: bool,
          measured: bool = False) -> list[Claim]:
    if denied.search(text):
        return []
    count = re.search(table["open"], text) or (
        None if measured else re.search(table["bound"], text))
    for kind, why in _KINDS:
        act = re.search(table[kind], text)
        if act is None:
            continue
        if kind == "swap":  # R-SETUP-3's own swap: face-up or hand cards, nobody else's
            if not re.search(table["face"], text) or re.search(table["with"], text):
                continue
            times = count or re.search(table["times"], text)
        else:
            times = count
        if times is None:
            continue
        words = f"'{act.group(0)}' … '{times.group(0)}'"
        return [Claim("play", words, why_play(words, why))]
    return []


__all__ = ["counted"]
