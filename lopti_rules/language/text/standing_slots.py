"""A favour by standing read as WHO x WHAT (issue 29, session 33, brief r1slot33): one
slot reader, with the slots as data, for what the readers before it each read in one
shape. A text favours a seat by STANDING when one clause fills three slots:

- **who**, a standing in any grammatical shape: named (last round's winner, the champion,
  the leader, the runner-up, last place, the creator: text/standing_words.py's and
  text/favour_shape.RANKED's words, and :data:`RANKED_MORE`), said as a condition or a
  relative clause on a past win ("if you won last round", "wer die letzte Runde gewonnen
  hat", "wie de vorige ronde won", "önceki turu kazandıysan", "如果你上一局赢了"), asked in
  a question and answered in the next sentence ("Hast du die letzte Runde gewonnen? Dann
  darfst du …"), or the creator speaking ("as the one who wrote this rule, I …");
- **how**, the operation: a permission (may, darf, mag, -abilir, 可以), a say (decides,
  legt fest, bepaalt, belirler, 决定), a gift (gets, bekommt, krijgt, 得到), a burden
  lifted (skips, wird erlassen, verilmez, 不用), a duty lifted by a modal of need, its
  denial maybe words later ("need not", "hoeft deze ronde niet", "muss seine Karten
  nicht", "zorunda değil", "可以不", session 33), a share made smaller (fewer, weniger, 少);
- **what**, judged by the base events of the game (:data:`EVENT`: the deal, the draw,
  the order and direction of play, a pass, a pickup and its penalty, a turn, a seat, the
  cards, the stock, a look at cards, the round's result) rather than by a list of goods.

The finding: LP716 (LP301 for the creator, one fixed person), R-CUSTOM-4; a base event
bent for one seat is also against R-CUSTOM-2. The spared shapes of text/exempted.py and
text/turn_clock.py (a cost or a clock laid on all but one standing) are this reader's
"spared" operation over a cost or a clock (:func:`spared`, which text/favours.py asks
first, the slots last, so that the narrower readers' messages stand).

Clean: a role everyone holds in turn (the dealer, whoever plays, whoever picks up: no
standing, so the who slot is empty), a standing's chore (no operation: "the winner of
the last round deals next"), the same for all ("the champion too", "like everyone"), a
permission denied, praise, the cards' own start (R-SETUP-4: last round's winner plays
first), the rules and their procedures (their own readers). Cost: one pass over each
sentence's words, only when a standing is there.
"""

from __future__ import annotations

import re

from .favour_shape import NO_VALUE_ZH, PROCEDURE, PROCEDURE_ZH, RANKED, RANKED_ZH, no_value
from .permission import PERMIT, PERMIT_TR
from .standing_grants import DELETED, NOTHING, PUT_AWAY, SO_MAY
from .standing_powers import ALIKE, NO, NO_ZH
from .standing_words import (
    CREATOR,
    CREATOR_MADE_ZH,
    CREATOR_ZH,
    GRANTED,
    SPEAKER_APART,
    STANDING_ZH,
    WITH,
    WITH_ZH,
    Mention,
    Said,
    by_language,
    cjk,
    everyone,
    favour,
    favoured,
    find,
    phrases,
    set_apart,
    speaker_apart,
    tokens,
)
from .textnorm import Reading, fold, has_cjk

# --- who -------------------------------------------------------------------------------
#: Standings beyond text/standing_words.STANDING and text/favour_shape.RANKED
RANKED_MORE = by_language(
    en="came second, came last, finished second, finished last, ahead on wins, ahead in wins, in "
       "the lead, top of the table, bottom of the table, most points, fewest points, tops the "
       "score*, top of the score*, tops the table, leads the table, bottom of the score*, first "
       "out last round, first out in the last round",
    de="tabellenletzt*, tabellenerst*, führende*, fuhrende*, vorne liegt, meisten punkte*, "
       "wenigsten punkte*, zweitbest*, letztplatziert*",
    nl="hekkensluiter*, nummer twee, nummer laatst, meeste punten, minste punten, bovenaan, "
       "onderaan, tweede plaats",
    tr="ikinci olan*, ikinciye, en cok puan*, en az puan*, sonda olan*")
RANKED_MORE_ZH = ("排名最后", "排名第一", "排名第二", "积分最高", "积分最低", "积分第一",
                  "分数最高", "分数最低", "第一个出完", "名次最高", "名次最低", "垫底",
                  "领先的玩家", "領先的玩家")
#: A win said in the past, for a condition or a relative clause on it
WON = phrases("won, came, finished, gewonnen, gewann, gewinnen hat, endete, geendet, "
              "eindigde, geeindigd, geëindigd, "
              "kazandi*, kazanan*, kazanmis*")
#: The past round the win is of
PAST = phrases("last, previous, earlier, letzte*, vorige*, vorherig*, vorige, vorig, "
               "laatste, gecen, önceki, onceki, son")
WON_ZH = ("上一局赢", "上局赢", "上一局贏", "上局贏", "上一轮赢", "上輪贏", "上一局第一个出完",
          "上一局最先出完", "上局你赢", "上一局你赢", "上局你贏", "上一局是第一名", "上一局赢的人")
#: The creator speaking: "I wrote this rule", "bu kuralı ben yazdım", "这条规则是我定的"
CREATOR_ME = by_language(
    en="wrote this rule, made this rule, invented this rule, came up with this rule, made up this "
       "rule, thought up this rule",
    de="diese regel geschrieben, diese regel erfunden, diese regel gemacht",
    nl="deze regel geschreven, deze regel bedacht, deze regel gemaakt",
    tr="bu kurali ben")
CREATOR_ME_ZH = ("这条规则是我", "规则是我定的", "這條規則是我", "我定的规则", "我发明的",
                 "我發明的")
#: A question on a past win opens a seat the next sentence's pronoun stands for
WHO_ASKED = phrases("who, whoever, wer, wie, kim, hast du, heb je, did you, have you")
ASKED_ZH = ("谁赢", "誰贏", "谁是上一局", "誰是上一局")
#: The pronoun that opens the answer in Chinese
ANSWER_ZH = ("他", "她", "你", "那个人", "那個人")
ANSWER = phrases("they, he, she, you, then, er, sie, der, die, du, dann, hij, zij, ze, je, "
                 "jij, dan, o, sen")

# --- how -------------------------------------------------------------------------------
DECIDE = by_language(
    en="decides, decide, determines, determine, sets, set, chooses, choose, picks, pick, names",
    de="bestimm*, legt fest, legen fest, entscheid*, wählt, wahlt",
    nl="bepaalt, bepalen, beslist, kiest, kiezen, legt vast",
    tr="belirler*, secer*, karar ver*")
GET = by_language(
    en="gets, get, receives, receive, keeps, takes, is given, is granted, is allowed, enjoys",
    de="bekommt, bekomme, kriegt, erhält, erhalt, behält, behalt, nimmt, gewährt, gewahrt, "
       "zugestanden",
    nl="krijgt, krijg, ontvangt, houdt, neemt, gegeven, toegekend, gegund",
    tr="alir, verilir, taninir")
SPARED = by_language(
    en="skips, skip, is spared, is let off, is excused, is exempt*, never draws, never picks up, "
       "is never made to, is not made to, never made to",
    de="erlassen, bleibt verschont, ausgenommen, befreit, muss nie, muss nicht, braucht nicht, "
       "braucht nie",
    nl="hoeft niet, hoeft geen, hoeft nooit, vrijgesteld, overgeslagen, bespaard",
    tr="verilmez, muaf*, cekmez, atlar, gecer")
#: A duty lifted in a modal of need, contiguous ("does not have to", "zorunda değil") or
#: split by other words, the denial within :data:`_SPLIT` words after the modal ("hoeft
#: deze ronde niet bij te trekken", "muss seine Karten nicht zeigen", session 33 r2text33)
NEED_NOT = phrases("does not have to, doesn t have to, do not have to, don t have to, "
                   "does not need to, doesn t need to, need not, needn t, never has to, "
                   "never needs to, is not required to, isn t required to, is not obliged to",
                   "zorunda degil*, zorunda değil*, zorunlu degil*, zorunlu değil*, gerekmez, "
                   "gerek yok")
NEED = by_language(
    en="need to, needs to, has to, have to",
    de="muss, musst, müssen, mussen, braucht, brauchst, brauchen",
    nl="hoeft, hoef, hoeven",
    tr="zorunda, zorunlu")
NEED_DENIED = phrases("not, nicht, nie, niemals, kein*, niet, nooit, geen, degil*, değil*")
_SPLIT = 4
#: An undo of what is done, a play, a move, a deal (text/take_back.py's, session 34): its
#: own event, the thing undone
UNDO = by_language(
    en="take back, takes back, take it back, undo*, mulligan*, redo*, re-deal*, redeal*",
    de="zurücknehm*, zurucknehm*, nimmt zurück, nehmen zurück, rückgängig*, ruckgangig*, neu geben",
    nl="terugnem*, terugneemt, neemt terug, ongedaan*, overdoen, opnieuw delen",
    tr="geri al*, iptal ed*, yeniden dagit*")
UNDO_ZH = ("悔牌", "悔棋", "收回", "撤回", "重发", "重發", "重新发", "重新發", "反悔")
#: A permission said as a noun: "the right to", "das Recht", "het recht om" (session 34)
RIGHT = phrases("the right to, right to, das recht, het recht")
#: "for" before the one named: a right said as a noun given ("het recht om … is voor de
#: winnaar"), read over the whole sentence
FOR = phrases("for, fur, für, voor, icin, için")
FEWER = phrases("fewer, less, one less, weniger, minder, eksik")
#: Alone among the players: "als enige", "als Einziger", "tek başına"
ALONE = phrases("alone, the only one, als einziger, als einzige, allein, als enige, "
                "tek basina")
#: A duty lifted, said of a standing in Chinese (session 33)
LIFTED_ZH = ("不用", "不必", "无需", "無需", "可以不", "不需要", "用不着", "用不著", "免于", "免於")
OP_ZH = ("可以", "允许", "允許", "享有", *UNDO_ZH, "能", "有权", "有權", "决定", "決定", "指定",
         "选择", "選擇", "得到", "拿到",
         "不用", "不必", "免", "少", *LIFTED_ZH)
#: The operation's words, the op a denial right after it undoes ("may not", "darf nicht")
_OPS = (PERMIT, DECIDE, GET, SPARED, FEWER, ALONE, UNDO, RIGHT)
_OWN_OP = frozenset(("i", "ich", "ik", "ben"))  # the creator speaking: "I pick", "ich nehme"

# --- what ------------------------------------------------------------------------------
#: The base events of the game, what a favour by standing bends
EVENT = phrases(
    "deal, deals, dealt, dealing, draw*, drawn, direction, order of play, lead*, pass, "
    "passes, passing, pick up, pickup, picks up, penalty, turn*, seat*, card*, stock, deck, "
    "pile, look at, peek*, see, sees",
    "geben, gegeben, gibt, geber, zieh*, gezogen, richtung, reihenfolge, ausspiel*, "
    "passen, passt, aufnehm*, aufnimmt, strafkarte*, strafe*, zug, platz*, sitz*, karte*, "
    "stapel*, ablage*, ansehen, anschauen, sieht",
    "delen, deelt, gedeeld, deler, trek*, richting, volgorde, uitkom*, passen, past, "
    "oprap*, oppak*, straf*, beurt*, plek*, plaats*, kaart*, stapel*, kijk*, kijken, afnem*",
    "dagit*, cek*, yon*, yön*, sira*, pas, ceza*, tur*, yer*, koltu*, kart*, deste, desteden, "
    "desteyi, destenin, destede, bak*, "
    "gor*, oyun",
    # a duty of play lifted (session 33): split verbs, lower play, showing the cards
    "nachzuzieh*, aufzunehm*, auszuspiel*, uit te komen, op te pakken, bij te trekken, "
    "lower, tiefer, niedriger, lager, lagere, dusuk*, yigin*")
EVENT_ZH = ("发牌", "發牌", "摸", "抽", "方向", "顺序", "順序", "先出", "跳过", "跳過", "罚",
            "罰", "回合", "座", "牌", "底牌", "看")
#: What a seat given it carries is a handicap or a burden, no good: cards in a shedding
#: game, a penalty ("kaybeden bir ceza alır", "the loser takes a card from everyone")
HANDICAP = phrases("card*, penalty, karte*, strafe*, strafkarte*, kaart*, straf*, kart*, ceza*")
#: A particle that makes a verb of picking the pickup ("picks up", "pakt op")
_UP = frozenset(("up", "op"))
#: The cards' own start (R-SETUP-4): last round's winner plays first
OWN_START = phrases("play first, plays first, go first, goes first, starts, begins, "
                    "beginnt, fängt an, fangt an, begint, ilk oynar, baslar")

UNDO_MESSAGE = ("free text lets one player alone undo what is done: {words} (finished card "
                "actions stand, R-VOTE-6; a standing or the creator favoured is a person, "
                "R-CUSTOM-4)")
SPARED_MESSAGE = ("free text spares one player what everyone else must do: {words} "
                  "(R-CUSTOM-4: the creator is one person, and a standing favoured is a "
                  "person in the role's clothes)")

_WORD = re.compile(r"\w+")
#: How far the operation may lie from the one named, in words, either side (German and
#: Dutch invert, Turkish puts the verb last)
_REACH = 8


def _in(words: list[str], group: tuple[tuple[str, ...], ...], lo: int, hi: int
        ) -> list[tuple[int, int]]:
    return [(s, e) for s, e in find(words, group) if lo <= s < hi]


def _quote(words: list[str], s: int, e: int) -> str:
    return "'" + " ".join(words[s:e]) + "'"


def read(reading: Reading, speaker: bool = True) -> Said | None:
    """The favour by standing ``reading`` says in one clause, who x how x what, as (code,
    words, message), or None; ``speaker``: whether the speaker's own favour counts."""
    sentences = [_WORD.findall(s.folded) for s in reading.sentences]
    creator = bool(find(tokens(reading), CREATOR_ME)) or any(
        w in cjk(reading) for w in CREATOR_ME_ZH)
    asked_win = asked_zh = False
    for i, words in enumerate(sentences):
        sentence = reading.sentences[i]
        who = _who(Reading((sentence,), sentence.folded), words, creator) \
            + ([_answer(words)] if asked_win else [])
        asked_win = bool(_in(words, WHO_ASKED, 0, 3) and find(words, WON)) \
            and i < len(reading.sentences) and "?" in reading.folded
        asked_before, asked_zh = asked_zh, any(w in sentence.cjk for w in ASKED_ZH) \
            and "?" in reading.folded
        for m in (m for m in who if m is not None):
            said = _slots(words, m)
            if said is not None:
                return said
        if has_cjk(sentence.cjk):
            said = _zh(sentence.cjk, creator, asked_before or asked_zh)
            if said is not None:
                return said
    return None


def _who(sentence: Reading, words: list[str], creator: bool) -> list[Mention]:
    """The standings a sentence names, in any shape (see the module's doc)."""
    out = [Mention("standing", s, _quote(words, s, e))
           for group in (RANKED, RANKED_MORE) for s, e in find(words, group)]
    out += [m for m in favoured(sentence) if m.at >= 0]  # "the winner" said bare is the
    # round's own, a role of the moment (tests/data/free_text/fix24c.toml)
    won, past = find(words, WON), find(words, PAST)
    out += [Mention("standing", s, _quote(words, s, e)) for s, e in won
            if any(abs(p - s) <= 4 for p, _q in past)]
    if creator:
        out += [Mention("creator", at, f"'{w}'") for at, w in enumerate(words)
                if w in _OWN_OP]
    return sorted(out, key=lambda m: m.at)


def _answer(words: list[str]) -> Mention | None:
    """The pronoun that opens the sentence after a question on a past win."""
    opening = _in(words, ANSWER, 0, 2)
    return Mention("standing", opening[0][0], _quote(words, *opening[0])) if opening else None


def _slots(words: list[str], m: Mention) -> Said | None:
    """The operation and the base event around the one named, or None when a guard
    holds (the same for all, denied, praise, a procedure, the cards' own start)."""
    end = m.at + len(m.words.strip("'").split())
    if _in(words, WITH, m.at - 3, end + 5) or _in(words, ALIKE, m.at - 4, end + 8) \
            or no_value(words) or _procedure(words) \
            or _in(words, NO, m.at - 3, m.at):
        return None
    reach = _REACH + 4 if m.who == "creator" else _REACH  # "bu kuralı ben yazdım, … -ebilirim"
    lo, hi = max(0, m.at - reach), min(len(words), end + reach)
    ops = [hit for group in _OPS for hit in _in(words, group, lo, hi)]
    ops += [hit for hit in find(words, RIGHT) if hit not in ops and _in(words, FOR, m.at - 2, m.at)]
    ops += [(i, i + 1) for i in range(end, hi) if words[i].endswith(PERMIT_TR)]
    lifted = _lifted(words, lo, hi) + _in(words, SPARED, lo, hi)
    permitted = bool(_in(words, PERMIT, lo, hi) + _in(words, RIGHT, 0, len(words))) or any(
        w.endswith(PERMIT_TR) for w in words[lo:hi])
    ops += lifted
    for s, e in sorted(set(ops)):
        if m.at <= s < end or _in(words, NO, e, e + 5) or _in(words, NO, s - 1, s) \
                or _in(words, NOTHING, e, e + 4) or _in(words, PUT_AWAY, e, len(words)) \
                or _in(words, SO_MAY, e, len(words)) \
                or m.who == "creator" and _in(words, DELETED, e, e + 4) \
                or words[e:e + 1] and words[e] in _UP and (s, e) not in lifted:
            continue  # denied, of nothing, putting away, the same for all, a pickup
        if (s, e) in _in(words, UNDO, s, e) and (_in(words, NO, s - 3, s) or words[e - 1].endswith(
                ("amaz", "emez")) or not (permitted or words[e - 1].endswith(PERMIT_TR))):
            continue  # "mag geen zet terugnemen", "geri alamaz": the undo denied (R-VOTE-6);
            # an undo no one is given ("kartlar yeniden dağıtılır": a misdeal's redeal)
        if _in(words, OWN_START, e, e + 4) and not _in(words, DECIDE, s, e) \
                and (s, e) not in lifted:  # spared the lead is no start of the cards'
            continue
        what = [(s, e)] if (s, e) in _in(words, UNDO, s, e) else [
            (a, b) for a, b in _in(words, EVENT, lo, min(len(words), e + _REACH))
            if not m.at <= a < end and (a, b) != (s, e)]
        given = [w for w in what if not _when(words, w[0])]  # "bij het delen": a moment
        if given and (s, e) in _in(words, GET, s, e + 1) \
                and _in(words, HANDICAP, given[0][0], given[0][1] + 1) \
                and not _in(words, FEWER, s, min(len(words), e + _REACH)):
            continue  # the loser gets a penalty, a card: a burden (one card fewer is none)
        if what:
            if what[0] == (s, e):  # an undo, its own event (R-VOTE-6)
                return favour(m, f"{m.words} … {_quote(words, s, e)}", UNDO_MESSAGE)
            return favour(m, f"{m.words} … {_quote(words, s, e)} … {_quote(words, *what[0])}",
                          GRANTED)
    return None


#: Words that make the event after them a moment, not what is given ("bij het delen",
#: "beim Geben", "at the deal", "während des Gebens")
_AT = frozenset(fold(w) for w in (
    "at", "during", "bij", "tijdens", "beim", "bei", "während", "wahrend", "zum", "om"))
#: Turkish locative endings, folded: "dağıtımda" (at the deal), "çekişte"
_TR_AT = ("mda", "mde", "inda", "inde", "unda", "unde", "iste", "ista")


def _when(words: list[str], at: int) -> bool:
    """Whether the event word at ``at`` names a moment (the deal as a time: "krijgt bij het
    delen twee kaarten extra", "dağıtımda iki kart fazla alır"), not what is given."""
    return any(w in _AT for w in words[max(0, at - 2):at]) or \
        (len(words[at]) > 6 and words[at].endswith(_TR_AT))


def _lifted(words: list[str], lo: int, hi: int) -> list[tuple[int, int]]:
    """A duty lifted by a modal of need with its denial (:data:`NEED_NOT`, or
    :data:`NEED` with a denial within :data:`_SPLIT` words after it): "hoeft deze ronde
    niet", "muss seine Karten nicht", "zorunda değil"."""
    out = _in(words, NEED_NOT, lo, hi)
    for s, e in _in(words, NEED, lo, hi):
        deny = _in(words, NEED_DENIED, e, min(hi, e + _SPLIT + 1))
        if deny:
            out.append((s, deny[0][1]))
    return out


def _procedure(words: list[str]) -> bool:
    """A rule, the vote or Roshambo in the clause (their own readers), but for the rule
    the creator says they wrote."""
    mine = {at for group in (CREATOR_ME, CREATOR) for s, e in find(words, group)
            for at in range(s, e)}  # "the creator of this rule", "wer diese Regel erfunden hat"
    return any(s not in mine for s, _e in find(words, PROCEDURE))


def _zh(zh: str, creator: bool, asked: bool = False) -> Said | None:
    """Chinese: a standing (named, a past win, the creator speaking), then an operation
    and a base event after it in the sentence."""
    names = [w for w in (*RANKED_ZH, *RANKED_MORE_ZH, *WON_ZH) if w in zh]
    # a standing named (冠军, 上局赢家) with a duty lifted: "冠军不用摸牌" (session 33)
    names += [w for w in STANDING_ZH if w in zh and any(
        w + lift in zh or (w in zh and lift in zh[zh.find(w):]) for lift in LIFTED_ZH)]
    names += [w for w in STANDING_ZH if w in zh and w not in names
              and any(op in zh[zh.find(w) + len(w):] for op in OP_ZH)]
    if creator and "我" in zh:
        names.append("我")
    # the rule's creator named ("规则的创造者", "制定这条规则的人": standing_words.py's)
    makers = [m.group(0) for m in CREATOR_MADE_ZH.finditer(zh)] + [
        w for w in CREATOR_ZH if w in zh]
    names += [w for w in makers if any(op in zh[zh.find(w) + len(w):] for op in OP_ZH)]
    if asked:  # "上一局谁赢了？他可以……": the pronoun after the question
        names += [w for w in ANSWER_ZH if w in zh]
    for name in names:
        at = zh.find(name)
        after = zh[at + len(name):]
        if any(after.startswith(w) for w in WITH_ZH) or any(w in zh for w in NO_VALUE_ZH) \
                or any(w in _unmine(zh) for w in PROCEDURE_ZH) or "也一样" in zh:
            continue
        op = next((w for w in OP_ZH if w in after), "")
        near = after[max(0, after.find(op) - 3):after.find(op)] if op else ""
        if not op or any(n + op in after or n in near for n in NO_ZH if n not in op):
            continue
        what = next((w for w in EVENT_ZH if w in after[after.find(op):]), "")
        if what:
            m = Mention("creator" if name == "我" or name in makers else "standing", -1,
                        f"'{name}'")
            return favour(m, f"{m.words} … '{op}' … '{what}'", GRANTED)
    return None


def _unmine(zh: str) -> str:
    """The Chinese text without the creator's own rule ("这条规则是我定的"): a rule named
    there is the speaker's authorship, no procedure."""
    for w in CREATOR_ME_ZH:
        zh = zh.replace(w, "")
    zh = CREATOR_MADE_ZH.sub("", zh)  # "制定这条规则的人": the rule named in its maker's name
    for w in CREATOR_ZH:
        zh = zh.replace(w, "")
    return zh.replace("这条规则", "").replace("這條規則", "") if any(
        w in zh for w in ("是我定", "是我写", "是我寫")) else zh


# --- spared: a cost or a clock laid on all but one ---------------------------------------
#: What a demand costs: a card drawn, a must, a gesture asked, a pickup
COST = by_language(
    en="draw*, draws, must, has to, have to, knock*, pick* up, pays, pay, penalty",
    de="zieh*, zieht, muss, müssen, klopf*, nimm*, strafe*, zahl*",
    nl="trek*, trekt, moet*, klop*, pakt, pak, straf*, betaal*",
    tr="cek*, ceker, zorunda*, vurur, vur*, ceza*, alir, odey*")
COST_ZH = ("摸", "抽", "必须", "必須", "要", "得", "罚", "罰", "喊", "拍")
#: The speaker left out
ME_APART = phrases("except me, but me, apart from me, not me, außer mir, ausser mir, "
                   "ich nicht, mich nicht, behalve mij, behalve ik, ik niet, mij niet, "
                   "ben haric*, benim disimda*, ben degil")
ME_APART_ZH = ("除了我", "我不用", "我不必", "我除外", "我免")
#: A clock: seconds on a turn, or a clock device
TIME = by_language(
    en="second*, minute*",
    de="sekunde*, minute*",
    nl="seconde*, minuut*, minuten",
    tr="saniye*, dakika*")
TIME_ZH = ("秒", "分钟", "分鐘")
CLOCK = by_language(
    en="hourglass*, sand timer*, timer*, shot clock*, stopwatch*",
    de="sanduhr*, stoppuhr*, zeitlimit*, schachuhr*",
    nl="zandloper*, stopwatch*, tijdslimiet*, schaakklok*",
    tr="kum saati*, kronometre*, sure siniri*, sure limiti*")
CLOCK_ZH = ("计时", "計時", "沙漏", "限时", "限時", "秒表")
TURN = phrases("turn*, move*, zug, züge, zuge, beurt*, zet, hamle*, sira*, el basina*")
TURN_ZH = ("回合", "每步", "出牌", "轮到", "輪到", "每轮", "每輪")
CLOCK_MESSAGE = ("free text puts a turn clock on everyone but one player: {words} "
                 "(R-CUSTOM-4: the creator is one person, and a standing spared is a person "
                 "in the role's clothes)")


def spared(reading: Reading, speaker: bool = True) -> Said | None:
    """The "spared" operation over the whole text (text/favours.py asks it first, the
    slots last, so that the narrower readers' messages stand): a clock on turns, or a cost said to
    all, with one standing (or the speaker) set apart (text/standing_words.set_apart)."""
    words, zh = tokens(reading), cjk(reading)
    clock = _clock(words, zh)
    everybody = everyone(reading)
    cost = bool(everybody) and bool(find(words, COST) or any(w in zh for w in COST_ZH))
    if not (clock or cost):
        return None
    for m in favoured(reading):
        apart = set_apart(reading, m)
        if not apart:  # "the champion, like everyone else, draws": included (set_apart
            # reads "like everyone"), but "doesn't have to draw like everyone else" is apart
            continue
        if clock:
            return favour(m, f"'{clock}' … {apart}", CLOCK_MESSAGE)
        return favour(m, apart if everybody.strip("'") in apart else f"{everybody} … {apart}",
                      SPARED_MESSAGE)
    if not speaker:  # the speaker's role is not a standing (favours.spoken)
        return None
    me = speaker_apart(reading) if clock else ""
    if me:
        return favour(SPEAKER_APART, f"'{clock}' … {me}", CLOCK_MESSAGE)
    if not cost:
        return None
    hit = find(words, ME_APART)
    said = " ".join(words[hit[0][0]:hit[0][1]]) if hit else next(
        (w for w in ME_APART_ZH if w in zh), "")
    return favour(SPEAKER_APART, f"{everybody} … '{said}'", SPARED_MESSAGE) if said else None


def _clock(words: list[str], zh: str) -> str:
    """The words of a clock on turns ("ten seconds a turn", "hourglass", "沙漏"), or ""."""
    clock, time = find(words, CLOCK), find(words, TIME)
    if not (find(words, TURN) or any(w in zh for w in TURN_ZH)):
        time = []  # seconds for something else: a toast, a song
    return " ".join(w for at, end in (clock or time)[:1] for w in words[at:end]) or next(
        (w for w in (*CLOCK_ZH, *(TIME_ZH if any(w in zh for w in TURN_ZH) else ()))
         if w in zh), "")


__all__ = ["CLOCK_MESSAGE", "SPARED_MESSAGE", "read", "spared"]
