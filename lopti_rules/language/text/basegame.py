"""A model of what the base game says, for the free-text judge (issue 29, "Free text").

A ``says``/``does`` text that asserts a value of the base game other than the cards' own
changes a base rule in words: only the rule vote may change one (R-VOTE-1), and the game
never hears a text, so no check would read the change (R-CUSTOM-2). The model holds the
base game as propositions a sentence can be read against, their values taken from the
engine's official rules (``engine.OFFICIAL``, ``engine.parse_rank``) where it has them:

- the rank order, 2 < 3 < ... < K < A, and each rank's place (R-SETUP-1): baseorder.py;
- each special rank's power: the 2 resets, the 3 passes the pickup on, the 7 forces low,
  the 10 clears (R-SPECIAL; ``OFFICIAL.reset_rank`` ...). A special rank said to lose it
  ("a 3 passes nothing on any more", "die Sieben ist eine ganz normale Karte", "7现在只是
  普通的牌") is false; the power said of its rank, or denied to another ("a 2 doesn't
  clear") is true;
- the pickup: who cannot play picks up the pile; there is no pass (R-TURN-2, R-SPECIAL-3,
  R-FACE-2). A pickup said not to be needed, or a pass, is false; "you don't have to pick
  up if you can play" is true;
- the win: the first out wins that round, once, and invents one rule (R-WIN-1, R-WIN-3,
  R-CUSTOM-1); a win carried on, counted twice or given to another place, two rules, one
  invented by another, or the clearer's bonus play handed on (bonus_given.py) is false.

A false proposition is a finding (LP716, a rule of play laid down in words); a true one
quotes the cards and is clean, and so is one denied as a whole ("the winner may not
invent two rules"). A question lays nothing down (harm.py asks no reading of it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...engine import OFFICIAL
from .basegame_world import world_said
from .baseorder import order_said, ranks
from .basepowers import follow_said, goal_said, long_said, only_said, ordinary_said
from .bonus_given import given_away
from .claims import Claim
from .matching import Hit, hits, language
from .special_values import THREES
from .textnorm import Sentence, fold, has_cjk

#: each power's rank in the official rules (R-SPECIAL-2, -3, -7, -10)
POWERS = {"b_resets": OFFICIAL.reset_rank, "b_passes": OFFICIAL.pass_rank,
          "b_low": OFFICIAL.low_rank, "b_clears": OFFICIAL.clear_rank}
SPECIAL = frozenset(POWERS.values())
#: the winners a round has, and the rules the winner invents (R-WIN-3, R-CUSTOM-1)
WINNERS = RULES_INVENTED = 1

#: why each false proposition may not be said: the catalog's rule it breaks (textwords.py)
_WHY = {
    "order": "which rank may be played on which is the base game's, R-PLAY-2, R-SPECIAL-7; "
             "the game never hears a text and no check reads it: write it as the rule's "
             "actions ('allow J on Q'), R-CUSTOM-2, R-CUSTOM-3",
    "power": "a special rank's power is the base game's, R-SPECIAL, R-CLEAR-2; the game "
             "never hears a text and no check reads it: write it as the rule's actions, "
             "R-CUSTOM-2, R-CUSTOM-3",
    "pickup": "a player may always pick up the pile, R-TURN-2; the game never hears a text "
              "and no check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3",
    "win": "going out or a win that does not count, R-WIN-1; the game never hears a text "
           "and no check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3",
}
_WHY["invent"] = _WHY["win"]  # the rule a win earns (R-WIN-3, R-CUSTOM-1) is the win's
_WHY["draw"] = ("a player draws after a play, R-DRAW-1; the game never hears a text and no "
                "check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3")
_WHY["seven"] = _WHY["order"]  # which rank may follow which
_WHY["blind"] = _WHY["pickup"]  # an illegal blind card: its player picks the pile up
_WHY["table"] = _WHY["order"]  # a wild rank, the direction, the deal: the game's own
#: a rank's power laid down in words (basegame_world.py): a turn taken from the next player
_WHY["turn"] = ("only the 2, 3, 7 and 10 have a power and every player still in gets their "
                "turns, R-SPECIAL, R-TURN-1; the game never hears a text and no check reads "
                "it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3")
_WHY["bonus"] = ("the bonus play is the clearer's, R-CLEAR-1; the game never hears a text "
                 "and no check reads it: write it as the rule's actions, R-CUSTOM-2, "
                 "R-CUSTOM-3")
#: words that say a Turkish sentence the language guess misses when short
_TURKISH = frozenset(fold(w) for w in (
    "artık", "bundan", "itibaren", "sonra", "daha", "sayılır", "kart", "karttır", "kartlar",
    "oyuncu", "kazanan", "kazanır", "yığın", "yığını", "deste", "hiçbir", "bitiren", "çıkan",
    "akşamdan", "şimdi", "değil", "küçüktür", "büyüktür", "eli", "turu", "üstüne", "üzerine",
    "gelince", "ardından", "sadece", "yalnızca", "zorunlu"))
#: German and Dutch verbs of a power read split: (finite forms, particle, group)
_SPLIT = ((frozenset(("gibt", "geben", "gib", "gab", "reicht")), "weiter", "b_passes"),
          (frozenset(("geeft", "geven", "geef", "gaf", "schuift")), "door", "b_passes"),
          (frozenset(("setzt", "setzen", "setz")), "zuruck", "b_resets"),
          (frozenset(("setzt", "setzen", "setz")), "zurück", "b_resets"),
          (frozenset(("zet", "zetten")), "terug", "b_resets"),
          (frozenset(("raumt", "räumt", "raumen", "räumen")), "ab", "b_clears"),
          (frozenset(("ruimt", "ruimen")), "op", "b_clears"))
_COPULA = frozenset(fold(w) for w in (
    "is", "are", "becomes", "become", "ist", "sind", "wird", "werden", "zijn", "wordt",
    "worden", "olur", "oldu", "counts", "count", "zählt", "zahlt", "gilt", "telt", "geldt",
    "as", "als"))  # "treat the 7 as a normal card"
#: a person word before a plain rank's word: "play an ordinary card on the 7" names none
_RULE_NOUN = re.compile(r"(?:rule|regel|kural)(?!book|heft|boek)")  # not the book of rules
_WINNER = frozenset(fold(w) for w in (
    "winner", "winners", "first", "sieger", "siegerin", "gewinner", "gewinnerin", "erste",
    "erster", "winnaar", "eerste", "kazanan", "ilk", "zuerst", "eerst"))
_WHO = frozenset(("whoever", "wer", "wie"))  #: a selector ("wer ... gewinnt, ...")
_OUT = _WHO | frozenset(fold(w) for w in (
    "out", "ausgeht", "rausgeht", "ausgehen", "rausgehen", "raus", "fertig", "uitgaat",
    "uitgaan", "uit", "bitiren", "bitirenler", "çıkan", "cikan"))


def _lang(sentence: Sentence) -> str:
    lang = language(sentence)
    if not lang and any(v in _TURKISH for t in sentence.split for v in t):
        return "tr"
    return lang


def _clause_of(bounds: Sequence[tuple[int, int]], at: int) -> tuple[int, int]:
    return next(((a, b) for a, b in bounds if a <= at < b), (at, at + 1))


def _words_at(sentence: Sentence, *spans: tuple[int, int]) -> str:
    tokens = sentence.split
    return " … ".join(f"'{' '.join(t[0] for t in tokens[a:b])}'" for a, b in spans)


def _split(sentence: Sentence, start: int, end: int) -> list[tuple[str, int, int]]:
    """Powers said with a split verb ("gibt ... nichts mehr weiter"): (group, verb, particle)."""
    tokens = sentence.split
    out = []
    for forms, particle, group in _SPLIT:
        for i in range(start, end):
            if tokens[i][0] in forms:
                j = next((j for j in range(i + 1, end) if tokens[j][0] == particle), None)
                if j is not None:
                    out.append((group, i, j + 1))
    return out


def power_said(sentence: Sentence, found: Sequence[Hit], lang: str,
               bounds: Sequence[tuple[int, int]]) -> str:
    """A special rank said to lose its power: the words, or ""."""
    if has_cjk(sentence.cjk):
        return _power_zh(sentence.cjk)
    tokens = sentence.split
    for start, end in bounds:
        cards = ranks(sentence, lang, start, end)
        special = [r for r in cards if r.value in SPECIAL] or cards[:0]
        if not cards or any(tokens[i][0] in ("four", "vier", "dort", "dört", "quads")
                              for i in range(start, end)):
            continue  # four of a kind clears whatever its rank (R-CLEAR-2)
        nots = [h for h in found if h.name == "b_not" and h.stream == 0
                and start <= h.start < end]
        verbs = [(h.name, h.start, h.end) for h in found if h.name in POWERS
                 and h.stream == 0 and start <= h.start < end] + _split(sentence, start, end)
        stops = {h.end for h in found if h.name == "b_stop" and h.stream == 0}
        for group, a, b in verbs if special else ():
            rank = min(special, key=lambda r: (abs(r.at - a), r.at > a))
            # a denial of the verb: just before it, inside it, or just after it ("doesn't
            # clear", "gibt nichts mehr weiter", "resets nothing"); not one of another verb
            # ("the permission never lifts a passed 3's obligation")
            denied = any(a - 2 <= n.start < b + 3 for n in nots) or a in stops \
                or tokens[a][0].endswith(("maz", "mez"))
            if any(g.name == "b_removed" and g.stream == 0 and a - 3 <= g.start < a
                   for g in found):
                continue  # "a 2 never loses its reset": the denial is the removal's
            if rank.value == POWERS[group] and denied:
                verb = ((a, a + 1), (b - 1, b)) if b - a > 3 else ((a, b),)  # split verb
                return _words_at(sentence, (rank.at, rank.at + 1), *verb, *(
                    (n.start, n.end) for n in nots[:1]))
        for h in found:
            if h.stream != 0 or not start <= h.start < end \
                    or h.name not in ("b_plain", "b_powerless"):
                continue
            before = [r for r in special if r.at < h.start]
            if not before:
                continue
            rank = before[-1]
            between = range(rank.at + 1, h.start)
            # "not an ordinary card", "don't treat a 2 as an ordinary card", "değil"
            negated = any(n.start in range(h.start - 2, h.start) for n in nots) or any(
                n.start < rank.at for n in nots) or any(
                tokens[i][0].startswith(("degil", "değil")) for i in range(h.end, end))
            if h.name == "b_plain" and (negated or not (
                    lang == "tr" or any(tokens[i][0] in _COPULA for i in between))):
                continue
            return _words_at(sentence, (rank.at, rank.at + 1), (h.start, h.end))
    return ""


_ZH_STOP = "，,。；;！!？?"
_ZH_RANK = r"(?<![a-z0-9])(10|[2-9]|[jqka]|十|二|两|兩|三|七)(?![a-z0-9])"
_ZH_VALUE = {"十": 10, "二": 2, "两": 2, "兩": 2, "三": 3, "七": 7}
_ZH_POWERS = {"b_resets": "重置|归零|歸零",
              "b_passes": "传递|傳遞|传下去|傳下去|转嫁|轉嫁|传给|傳給",
              "b_low": "压小|壓小|只能出小|必须出小|必須出小|出小牌|限低",
              "b_clears": "清空|清场|清場|清掉|清牌|清除"}
_ZH_DENIED = {g: re.compile(
    rf"{_ZH_RANK}[^{_ZH_STOP}]{{0,6}}?(不再|不能|不会|不會|不|没有|沒有)"
    rf"[^{_ZH_STOP}]{{0,6}}?({v})") for g, v in _ZH_POWERS.items()}
_ZH_PLAIN = re.compile(
    rf"{_ZH_RANK}[^{_ZH_STOP}不非]{{0,6}}?(?:只是|就是|是|算|成了|变成|變成|当作|當作)"
    rf"[^{_ZH_STOP}不]{{0,3}}?(普通|一般)的?(?:牌|卡)|"
    rf"{_ZH_RANK}[^{_ZH_STOP}]{{0,4}}?(没有|沒有|失去)(?:了)?(?:任何|别的|別的|其他|其它)?"
    r"(?:特殊)?(作用|效果|功能|能力|特权|特權)")


def _zh_rank(word: str) -> int:
    return _ZH_VALUE.get(word) or (int(word) if word.isdigit() else {"j": 11, "q": 12,
                                                                   "k": 13, "a": 14}[word])


def _power_zh(text: str) -> str:
    if re.search("四张|四張|四条|四條|炸弹|炸彈", text):
        return ""
    for group, pattern in _ZH_DENIED.items():
        for m in pattern.finditer(text):
            if _zh_rank(m.group(1)) == POWERS[group]:
                return f"'{m.group(0)}'"
    for m in _ZH_PLAIN.finditer(text):
        rank = m.group(1) or m.group(3)
        if _zh_rank(rank) in SPECIAL:
            return f"'{m.group(0)}'"
    return ""


_OBJECTS = frozenset(fold(w) for w in (
    "the", "it", "them", "on", "along", "to", "a", "an", "this", "that", "die", "den", "das",
    "es", "sie", "weiter", "de", "het", "hem", "door", "bunu", "onu"))


_ZH_PICKUP = re.compile(
    r"(不用|不必|无需|無需|不需要|可以不|不一定要)(收走|收|拿走|拿|捡|撿)(整个|整個)?(出牌堆|牌堆|牌)|"
    r"(说|說|喊|叫)(一声|一聲)?(过|過|pass)|(可以|能)(过|過)(牌)?(?![了去来來])")
_ZH_WIN = re.compile(
    r"(下一局|下局|下一轮|下一輪|下轮|下輪|两局|兩局)[^，,。；;]{0,4}"
    r"(赢|贏|获胜|獲勝)[了]?$|"
    r"(算|记|記)(赢|贏)?(两|兩|二)(局|次|场|場)|"
    r"(第二|第三|第四|最后|最後)一?(个|個|名|位)?(出完|走)[^，,。；;]{0,6}"
    r"(赢|贏|获胜|獲勝)|"
    r"(前两|前兩|前三|两个人|兩個人)[^，,。；;]{0,6}都(算)?(赢|贏|获胜|獲勝)")
_ZH_INVENT = re.compile(
    r"(定|立|想|发明|發明|出|加|编|編)[^，,。；;]{0,3}?"
    r"([2-9]|两|兩|二|三|四|五|几|幾|多)(条|條|个|個)(新的?)?(规则|規則|规矩|規矩)|"
    r"(输家|輸家|庄家|莊家|每个人|每個人|大家|所有人|第二|第三|最后|最後)"
    r"[^，,。；;]{0,8}(也|都)?(可以|能)?(定|立|想|发明|發明|编|編)[^，,。；;]{0,4}"
    r"(规则|規則|规矩|規矩)")


def pickup_said(sentence: Sentence, found: Sequence[Hit]) -> str:
    """The pickup said not to be needed, or a pass in its place: the words, or ""."""
    if has_cjk(sentence.cjk):
        m = _ZH_PICKUP.search(sentence.cjk)
        return f"'{m.group(0)}'" if m else ""
    tokens = sentence.split
    # a pass with an object is the 3's pass-on, one after a 3 its name ("üçlü pas", fa36)
    kept = [h for h in found if h.stream == 0 and not (h.name == "b_pass" and (h.end < len(
        tokens) and tokens[h.end][0] in _OBJECTS or h.start and tokens[h.start - 1][0] in THREES))]
    names = {h.name: h for h in reversed(kept)}
    passed, pickup, free = names.get("b_pass"), names.get("b_pickup"), names.get("b_free")
    if passed is not None and (pickup or free or names.get("k_instead")
                               or names.get("b_cannot_play")) is not None:
        return " … ".join(h.words for h in (free or pickup, passed) if h is not None)
    if pickup is not None and free is not None:
        played = "b_play" in names and "b_cannot_play" not in names
        if not played:  # "if you can play you don't have to pick up": the cards' own
            return f"{free.words} … {pickup.words}"
    return ""


def win_said(sentence: Sentence, found: Sequence[Hit], lang: str,
             bounds: Sequence[tuple[int, int]]) -> str:
    """A win carried to another round, counted twice or placed elsewhere: its words."""
    if has_cjk(sentence.cjk):
        m = _ZH_WIN.search(sentence.cjk.rstrip("。！!"))
        chosen = re.search("的人|的玩家|出完|用|如果|[0-9jqka]", sentence.cjk)
        return f"'{m.group(0)}'" if m and (chosen or m.group(9)) else ""
    tokens = sentence.split
    wins = [h for h in found if h.name == "b_win" and h.stream == 0]
    also = {i for h in found if h.name == "b_also" and h.stream == 0
            for i in range(h.start, h.end)}
    fill = also | {i for i, t in enumerate(tokens) if t[0] in _JOIN}
    picked = bool(ranks(sentence, lang)) or any(t[0] in _OUT for t in tokens)
    for win in wins:
        start, end = _clause_of(bounds, win.start)  # a win in a clause that picks who acts
        if any(h.name == "b_not" and h.stream == 0 and start <= h.start < end for h in found) \
                or tokens[start][0] in _WHO and end < len(tokens):  # "wer ... gewinnt, ..."
            continue
        for h in found:
            if h.stream != 0 or not start <= h.start < end:
                continue
            last = max(h.end, win.end)
            ends = all(i in also for i in range(last, end))
            if h.name == "b_next_round" and picked and ends and all(
                    i in fill for i in range(min(h.end, win.end), max(h.start, win.start))):
                return _words_at(sentence, (win.start, win.end), (h.start, h.end))
            if h.name == "b_double" and picked and all(i in also for i in range(h.end, end)):
                return f"'{' '.join(t[0] for t in tokens[h.start:h.end])}'"
        for h in found:  # the place may stand in the clause that picks the player
            if h.name == "b_place" and h.stream == 0 and h.start < win.start \
                    and all(i in also for i in range(win.end, end)) \
                    and not any(tokens[i][0] in _WINNER for i in range(start, win.start)) \
                    and not _counted_thing(tokens, h.end):
                return _words_at(sentence, (h.start, h.end), (win.start, win.end))
    return ""


#: what may join a win to the round it is carried to ("wins this round and the one after")
_JOIN = frozenset(fold(w) for w in (
    "the", "this", "that", "round", "game", "and", "die", "das", "den", "dem", "der", "diese",
    "runde", "und",
    "de", "het", "deze", "ronde", "en", "bu", "el", "eli", "ve"))
_THINGS = frozenset(fold(w) for w in (
    "card", "cards", "karte", "karten", "kaart", "kaarten", "kart", "kartı", "round", "rounds",
    "runde", "ronde", "el", "eli", "tur", "turu", "turn", "zug", "beurt", "play", "trick",
    "game", "spiel", "spel", "potje", "oyun", "place", "platz", "plaats", "sıra", "time",
    "mal", "keer", "kez", "face", "facedown", "blind", "hand", "verdeckte", "verdeckten",
    "offene", "dichte", "open", "kapalı", "kapali", "açık", "acik"))


def _counted_thing(tokens: Sequence[tuple[str, ...]], at: int) -> bool:
    """Whether a place word counts a thing, not a player ("the last card", "the second
    round"): what follows it is a card, a round or a turn."""
    return any(tokens[i][0] in _THINGS for i in range(at, min(at + 2, len(tokens))))


def invent_said(sentence: Sentence, found: Sequence[Hit],
                bounds: Sequence[tuple[int, int]]) -> str:
    """More than one rule invented, or one invented by another than the first out, or ""."""
    if has_cjk(sentence.cjk):
        text = sentence.cjk
        if re.search("不能|不可以|不得|不许|不許|只能定一", text):
            return ""
        m = _ZH_INVENT.search(text)
        more = next((a for a in _ZH_ALSO.finditer(text)
                     if not re.search(_ZH_WINNER, a.group(1))), None)
        return f"'{m.group(0)}'" if m else f"'{more.group(0)}'" if more else ""
    tokens = sentence.split
    for inv in (h for h in found if h.name == "b_invent" and h.stream == 0):
        start, end = _clause_of(bounds, inv.start)
        rules = [i for i in range(start, end) if _RULE_NOUN.match(tokens[i][0])]
        if not rules or any(h.name == "b_not" and h.stream == 0 and start <= h.start < end
                            for h in found) or any(tokens[i][0].startswith(_REMOVE)
                                                   for i in range(start, end)):
            continue  # "picks a rule to remove": the vote's business, not a rule invented
        for h in found:
            if h.name == "b_many" and h.stream == 0 and start <= h.start < end and any(
                    0 < r - h.start <= 3 for r in rules) and tokens[h.start][0] not in _ONE:
                return _words_at(sentence, (h.start, h.end), (inv.start, inv.end))
        if any(r + 1 < end and tokens[r + 1][0] == "daha" for r in rules):
            return _words_at(sentence, (inv.start, inv.end))  # "bir kural daha"
        if any(h.name == "b_win" and h.stream == 0 for h in found):
            continue  # "every player invents a rule when they win": the winner
        who = [h for h in found if h.stream == 0 and h.name == "b_other_maker"
               and start <= h.start < inv.start]
        winner = [i for i in range(start, inv.start) if tokens[i][0] in _WINNER]
        if who and not any(i > who[-1].start for i in winner) \
                and not _counted_thing(tokens, who[-1].end) and _a_rule(tokens, rules):
            return _words_at(sentence, (who[-1].start, who[-1].end), (inv.start, inv.end))
        # "too", "also", "ook", "auch", "da": a rule invented as well as the winner's, by
        # someone the sentence does not name as the winner (R-WIN-3, R-CUSTOM-1)
        also = [h for h in found if h.name == "b_also" and h.stream == 0 and h.start < end]
        if also and _a_rule(tokens, rules) and not any(
                tokens[i][0] in _WINNER for i in range(inv.start)):
            return _words_at(sentence, (also[0].start, also[0].end), (inv.start, inv.end))
    return ""


#: a rule already named ("the rule", "kuralı") or each one: writing it down invents none
_DEFINITE = frozenset(fold(w) for w in (
    "the", "this", "that", "these", "his", "her", "their", "its", "my", "your", "die", "der",
    "das", "den", "dem", "diese", "dieser", "diesen", "seine", "ihre", "de", "het", "deze",
    "dit", "zijn", "haar", "hun", "bu", "şu", "o", "onun", "each", "every", "jede", "jeden",
    "jeder", "elke", "iedere", "her"))
_NEXT = frozenset(fold(w) for w in ("next", "following", "nächste", "nächsten", "naechste",
                                    "folgende", "volgende", "sonraki", "another", "other"))
_NEW = frozenset(fold(w) for w in ("new", "own", "neue", "neuen", "eigene", "eigenen",
                                   "nieuwe", "eigen", "yeni", "kendi"))


def _a_rule(tokens: Sequence[tuple[str, ...]], rules: Sequence[int]) -> bool:
    """Whether the rule is a new one ("a rule", "eine Regel", "bir kural", "rules"), not
    the rule already named ("the rule", "kuralı")."""
    for r in rules:
        at = r - 1
        while at >= 0 and tokens[at][0] in _NEW:
            at -= 1
        if at >= 0 and tokens[at][0] in _NEXT:
            return True  # "the next rule": one still to be made
        if (at < 0 or tokens[at][0] not in _DEFINITE) \
                and tokens[r][0] not in ("kurali", "kuralı"):
            return True
    return False


#: a rule picked to be removed, changed or voted on (R-VOTE-1), not invented
_REMOVE = tuple(fold(w) for w in (
    "remov", "delet", "drop", "vote", "abolish", "chang", "streich", "abschaff", "lösch",
    "losch", "entfern", "abstimm", "schrap", "verwijder", "afschaf", "stem", "kaldır",
    "kaldir", "sil", "oyla", "değiş", "degis"))
_ZH_WINNER = "赢|贏|胜|勝|第一|冠军|冠軍"
#: "最后一名也可以加一条规则": someone "also" makes a rule (not "这条规则", the rule itself)
_ZH_ALSO = re.compile(
    r"([^，,。；;]{1,10}?)也(?:可以|能|会|會|要|得|有权|有權|可)?(?:再)?"
    r"(?:定|立|想|发明|發明|编|編|加|添|增加|写|寫|创|創|制定)"
    r"[^，,。；;这這那该該]{0,4}?(?:规则|規則|规矩|規矩)")


def draw_said(sentence: Sentence, found: Sequence[Hit], bounds: Sequence[tuple[int, int]]
              ) -> str:
    """A draw after a play of another count than the base game's one card, or a hand
    filled up to a size (R-DRAW-1: exactly one card, with fewer than three in hand): the
    words, or ""."""
    if has_cjk(sentence.cjk):
        m = _ZH_DRAW.search(sentence.cjk)
        return f"'{m.group(0)}'" if m else ""
    tokens = sentence.split
    # a draw after one rank's play is a custom rule's (add, don't replace: R-CUSTOM-2),
    # announced; after every play it is the base game's draw changed
    after = any(h.name == "b_after_play" and h.stream == 0 for h in found) \
        and not ranks(sentence, _lang(sentence))
    for fill in (h for h in found if h.name == "b_refill" and h.stream == 0):
        start, end = _clause_of(bounds, fill.start)
        if not any(h.name == "b_not" and h.stream == 0 and start <= h.start < end
                   for h in found) and any(tokens[i][0] in _HAND for i in range(start, end)):
            return _words_at(sentence, (fill.start, fill.end))
    for d in (h for h in found if h.name == "b_draw" and h.stream == 0):
        start, end = _clause_of(bounds, d.start)
        if any(h.name == "b_not" and h.stream == 0 and start <= h.start < end for h in found):
            continue
        upto = [h for h in found if h.name == "b_upto" and h.stream == 0
                and d.end <= h.start < min(end, d.end + 5)]
        if upto and any(_COUNT.get(tokens[i][0]) or tokens[i][0].isdigit()
                        for i in range(upto[0].end, min(end, upto[0].end + 4))):
            return _words_at(sentence, (d.start, d.end), (upto[0].start, upto[0].end))
        near = [i for i in (*range(d.end, min(end, d.end + 3)), d.start - 2, d.start - 1)
                if start <= i < end]
        count = next((n for i in near if (n := _COUNT.get(tokens[i][0])) is not None), None)
        if after and count is not None and count != OFFICIAL.draw_count:
            return _words_at(sentence, (d.start, d.end)) + f" … '{count}'"
    return ""


_HAND = frozenset(fold(w) for w in (
    "hand", "hands", "cards", "karten", "hände", "kaarten", "handen", "el", "elini",
    "kartlar", "kartları", "eldeki"))
#: a count of cards drawn, by its word (the base game draws one, R-DRAW-1)
_COUNT = {fold(w): n for n, words in (
    (2, "two zwei twee iki 2"), (3, "three drei drie üç uc 3"), (4, "four vier dört dort 4"),
    (5, "five fünf funf vijf beş bes 5")) for w in words.split()}
_ZH_DRAW = re.compile(
    r"出牌(?:后|後|之后|之後)[^，,。；;]{0,4}(?:摸|抽|补|補)(?:两|兩|二|三|[2-9])(?:张|張)|"
    r"(?:摸|抽|补|補)(?:到|满|滿|够|夠)(?:[2-9]|三|四|五)(?:张|張)")


def seven_said(sentence: Sentence, found: Sequence[Hit], lang: str,
               bounds: Sequence[tuple[int, int]]) -> str:
    """Any rank said to follow a rank that limits what follows (R-SPECIAL-7: after a 7,
    7 or lower; R-PLAY-2: higher): the words, or "". After a 2 (the reset) and a 10 (the
    clear) anything goes, as the cards say."""
    if has_cjk(sentence.cjk):
        m = _ZH_ANY.search(sentence.cjk)
        if m and _zh_rank(m.group(1)) not in (OFFICIAL.reset_rank, OFFICIAL.clear_rank):
            return f"'{m.group(0)}'"
        return ""
    for anything in (h for h in found if h.name == "b_anything" and h.stream == 0):
        start, end = _clause_of(bounds, anything.start)
        if any(h.name in ("b_not", "b_higher", "b_lower", "b_lowest", "b_highest")
               and h.stream == 0 and start <= h.start < end for h in found):
            continue  # "anything lower on a 7", "anything higher": the rules' own
        cards = ranks(sentence, lang, start, end)
        ons = [h for h in found if h.name == "b_on" and h.stream == 0
               and start <= h.start < end]
        for on in ons:
            pile = next((r for r in cards if on.end <= r.at <= on.end + 1
                         or lang == "tr" and on.start - 2 <= r.at < on.start), None)
            if pile is not None and pile.value not in (OFFICIAL.reset_rank,
                                                       OFFICIAL.clear_rank):
                return _words_at(sentence, (on.start, pile.at + 1) if pile.at > on.start
                                 else (pile.at, on.end), (anything.start, anything.end))
    return ""


_ZH_ANY = re.compile(
    r"(?<![0-9a-z])(10|[2-9]|[jqka]|七|十|二|两|兩)(?:的)?"
    r"(?:上面|上|后面|後面|之后|之後|后|後)"
    r"[^，,。；;不]{0,4}(?:什么都|什麼都|任何牌|随便|隨便|都可以|啥都)")


def bonus_said(sentence: Sentence, found: Sequence[Hit]) -> str:
    """A clear said to end the turn or pass play on (R-CLEAR-1: the clearer makes a bonus
    play at once); going out on a clear is R-WIN-2's: the words, or ""."""
    if has_cjk(sentence.cjk):
        m = _ZH_BONUS.search(sentence.cjk)
        return f"'{m.group(0)}'" if m and not re.search("出完|最后|最後", sentence.cjk) else ""
    tokens = sentence.split
    cleared = [h for h in found if h.stream == 0 and h.name in ("b_cleared", "b_clears")]
    ends = [h for h in found if h.stream == 0 and h.name == "b_turn_ends"]
    if not cleared or not ends or any(t[0] in _LAST for t in tokens) or any(
            h.name == "b_not" and h.stream == 0 for h in found):
        return ""
    return _words_at(sentence, (cleared[0].start, cleared[0].end), (ends[0].start, ends[0].end))


_LAST = frozenset(fold(w) for w in ("out", "last", "letzte", "letzten", "laatste", "uit",
                                    "son", "raus", "fertig"))
_ZH_BONUS = re.compile(
    r"(清空|清场|清場|清掉|清牌|打出10|出10)[^。]{0,8}"
    r"(轮到下家|輪到下家|下家出|下一个人出|下一個人出|回合结束|回合結束)")


def blind_said(sentence: Sentence, found: Sequence[Hit]) -> str:
    """An illegal blind card said to go back or cost nothing (R-FACE-2: it goes on the
    pile, and its player picks the whole pile up): the words, or ""."""
    if has_cjk(sentence.cjk):
        m = _ZH_BLIND.search(sentence.cjk)
        return f"'{m.group(0)}'" if m else ""
    names = {h.name: h for h in reversed(found) if h.stream == 0}
    blind, undone = names.get("b_blind"), names.get("b_undone")
    if blind is None or undone is None or "b_illegal" not in names \
            or "b_pickup" in names:
        return ""
    return f"{blind.words} … {undone.words}"


_ZH_BLIND = re.compile(r"(盲出|盲打|暗牌|扣着的牌|扣著的牌)[^。]{0,8}"
                       r"(不合法|不能出|出不了|不对|不對)"
                       r"[^。]{0,6}(收回|放回|拿回|重来|重來|没事|沒事|不用收)")


def table_said(sentence: Sentence, found: Sequence[Hit], lang: str,
               bounds: Sequence[tuple[int, int]]) -> str:
    """A rank made wild, or another count of cards dealt to each player (R-PLAY-1,
    R-SETUP-2): the words, or "". Play turned round is left alone: a custom rule may turn
    it (a reverse), and its announcement says so."""
    if has_cjk(sentence.cjk):
        m = _ZH_TABLE.search(sentence.cjk)
        return f"'{m.group(0)}'" if m and not re.search("不是|不能|不算|不当|不當", m.group(0)) \
            else ""
    tokens = sentence.split
    for h in found:
        if h.stream != 0 or h.name not in ("b_wild", "b_dealt"):
            continue
        start, end = _clause_of(bounds, h.start)
        if any(n.name == "b_not" and n.stream == 0 and start <= n.start < end for n in found):
            continue
        if h.name == "b_wild" and ranks(sentence, lang, start, end):
            return _words_at(sentence, (h.start, h.end))
        each = any(n.name == "b_each" and n.stream == 0 for n in found)
        count = next((_COUNT.get(tokens[i][0], 0) for i in range(max(start, h.start - 2),
                                                                  h.start)
                      if tokens[i][0] in _COUNT), None)
        if h.name == "b_dealt" and each and count is not None \
                and count != OFFICIAL.hand_size:
            return _words_at(sentence, (h.start - 1, h.end))
    return ""


_ZH_TABLE = re.compile(
    r"(?:10|[2-9]|[jqka])[^，,。；;]{0,4}(?:万能|萬能|百搭|癞子|賴子)|"
    r"(?:每人|每个人|每個人)[^，,。；;]{0,3}(?:[4-9]|四|五|六)张(?:手牌|暗牌|明牌)")


_ONE = frozenset(("one", "eine", "einen", "een", "bir", "1"))


def base_changes(sentence: Sentence, bounds: Sequence[tuple[int, int]]) -> list[Claim]:
    """The propositions of the base game the sentence asserts false, as "play" claims
    (harm.py reports them as LP716)."""
    found = hits(sentence)
    lang = _lang(sentence)
    out = []
    for kind, words in (("order", order_said(sentence, found, lang, bounds)),
                        ("power", power_said(sentence, found, lang, bounds)
                         or ordinary_said(sentence, found, lang, bounds)),
                        ("pickup", pickup_said(sentence, found)),
                        ("win", win_said(sentence, found, lang, bounds)
                         or goal_said(sentence, found, lang, bounds)),
                        ("invent", invent_said(sentence, found, bounds)),
                        ("draw", draw_said(sentence, found, bounds)),
                        ("seven", seven_said(sentence, found, lang, bounds)
                         or follow_said(sentence, found, lang, bounds)
                         or only_said(sentence, found, lang, bounds)
                         or long_said(sentence, found, lang, bounds)),
                        ("bonus", bonus_said(sentence, found) or given_away(sentence, found)),
                        ("blind", blind_said(sentence, found)),
                        ("table", table_said(sentence, found, lang, bounds))):
        if words:
            out.append(Claim("play", words, f"free text lays down a rule of play: {words} "
                                            f"({_WHY[kind]})"))
    if not out:  # the closed world: a base value laid down that is not the official one
        kind, words = world_said(sentence, bounds, lang)
        if words:
            out.append(Claim("play", words, f"free text lays down a rule of play: {words} "
                                            f"({_WHY[kind]})"))
    return out


def proposed(sentence: Sentence, bounds: Sequence[tuple[int, int]]) -> list[Claim]:
    """A question that proposes a base value ("why not let eights be low tonight?",
    "为什么不让8也清牌？"): the closed world's claim, as :func:`base_changes` gives it."""
    kind, words = world_said(sentence, bounds, _lang(sentence), question=True)
    return [Claim("play", words, f"free text lays down a rule of play: {words} "
                                 f"({_WHY[kind]})")] if words else []


__all__ = ["POWERS", "RULES_INVENTED", "SPECIAL", "WINNERS", "base_changes", "proposed"]
