"""A victim chosen by standing (session 27, third round): the creator or a standing names
the player who takes a cost ("whoever made this rule names someone, and that someone draws
a card", "wijst de winnaar van vorige ronde aan wie twee kaarten trekt", "kimin kart
çekeceğine son kazanan karar verir", "上一局的赢家指定谁摸两张牌").

A rule may aim at conditions, never at people (R-CUSTOM-4). A cost whose target one person
picks is aimed at a person: the creator is one fixed person (LP301), and a standing (the
last winner, the champion, the leader in wins) is a person in the role's clothes, who will
pick their closest rival every time (LP716). Read by meaning: a standing or the creator
named (text/standing_words.favoured), a verb of picking right beside it (names, chooses,
points out, decides; "bestimmt", "wijst aan", "seçer", "指定"), a person as what is picked
("someone", "who", "wer", "wie", "kimin", "谁") and a cost that person takes (a card drawn, a
drink, a payment, a skipped turn). Fair near misses stay clean: the table choosing
together, a role that rotates (the dealer, the acting player, whoever played the 2) or the
round's own winner naming, the creator or the winner said to be picked like everyone
("…, the champion too").

Kept beside the slot reader (session 34, brief r1fold34): its WHAT is a PERSON picked as
the victim of a cost, not a base event bent for the one who picks.
"""

from __future__ import annotations

from .standing_words import (
    WITH,
    WITH_ZH,
    Said,
    by_language,
    cjk,
    favour,
    favoured,
    find,
    tokens,
)
from .textnorm import Reading

#: Picking a person: the verb ("names", "kiest", "bestimmt", "seçer", "karar verir")
PICK = by_language(
    en="name, names, named, pick*, choose*, chose*, chosen, point* out, point* at, points to, "
       "point to, decide, decides, designate*, nominate*, select*, single* out",
    de="bestimm*, wähl*, wahl*, waehl*, sucht ~ aus, such* aus, aussuch*, zeigt auf, zeig* auf, "
       "ernenn*, entscheid*, nennt, benenn*",
    nl="wijst, wijs, aanwijz*, aangewezen, kiest, kies*, kiezen, gekozen, bepaal*, noemt, beslis*",
    tr="secer*, sec*, belirle*, karar ver*, gosterir, gosterecek, isaret ed*")
PICK_ZH = ("指定", "点名", "點名", "挑选", "挑選", "挑一", "挑个", "挑個", "选一", "選一", "选个",
           "選個", "选择", "選擇", "决定谁", "決定誰", "决定让谁", "決定讓誰", "指着", "指著")
#: The one picked is a person ("someone", "who", "wer", "kimin", "谁")
PERSON = by_language(
    en="someone, somebody, who, whom, whoever, a player, one player, another player, an opponent, "
       "a victim",
    de="jemand*, wer, wen, wem, einen spieler, eine spielerin, einen mitspieler, ein opfer",
    nl="iemand, wie, een speler, een medespeler, een slachtoffer",
    tr="kim*, birini, birisini, bir oyuncu*, kurban*")
PERSON_ZH = ("谁", "誰", "一个人", "一個人", "一名玩家", "一位玩家", "一个玩家", "一個玩家", "某人",
             "某个人", "某個人", "对手", "對手")
#: What the picked one takes: a card drawn, a drink, a payment, a turn lost, a pickup
COST = by_language(
    en="draw*, drink*, pay*, skip*, miss*, pick* up, take* the pile, penalty",
    de="zieh*, zieht, trink*, zahl*, bezahl*, setzt aus, aussetz*, strafe*",
    nl="trek*, trekt, drink*, betaal*, sla* over, slaat ~ over, beurt over, pakt, straf*",
    tr="cek*, icer, icsin, icecek, ode, odem*, oder*, odey*, oden*, odedi*, odes*, "
       "pas gec*, sira*, ceza*, alir, yigin*")
COST_ZH = ("摸", "抽", "喝", "罚", "罰", "付", "跳过", "跳過", "停一轮", "停一輪", "收牌")
#: The person words a verb may follow (Turkish puts the verb last: "kimin … karar verir");
#: elsewhere a "who" before the verb belongs to another clause ("the player who wanted …")
_SOV = ("kim", "biri", "bir", "kurban")
#: How far from the mention a picking verb and its person are read, in words
_REACH = 8

MESSAGE = ("free text lets one player pick who takes a cost: {words} (R-CUSTOM-4: a rule "
           "aims at conditions, not people; the creator is one person, and a standing who "
           "picks is a person in the role's clothes)")


def read(reading: Reading, speaker: bool = True) -> Said | None:
    """The victim a text lets the creator or a standing pick, as (code, words, message),
    or None. ``speaker`` is the favours readers' flag: the speaker picking is a role's own
    move (the acting player naming a target), so it is never read here."""
    del speaker
    words, zh = tokens(reading), cjk(reading)
    if not (find(words, COST) or any(w in zh for w in COST_ZH)):
        return None
    for m in favoured(reading):
        said = _zh_pick(reading, m.words.strip("'")) if m.at < 0 else _pick(
            words, m.at, m.at + len(m.words.strip("'").split()))
        if said:
            return favour(m, f"{m.words} … {said}", MESSAGE)
    return None


def _pick(words: list[str], at: int, end: int) -> str:
    """The picking verb and a person beside the mention at ``at``…``end`` ("'names' …
    'someone'"), or "" (also when the mention is included with the others: "the champion
    too"). The person may stand before the verb ("kimin … çekeceğine son kazanan karar
    verir") or after it ("wijst … aan wie"), never inside the mention ("whoever made this
    rule")."""
    if any(at - 2 <= s <= at + 5 for s, _ in find(words, WITH)):
        return ""
    verbs = [(s, e) for s, e in find(words, PICK) if at - 4 <= s <= at + _REACH]
    people = [(s, e) for s, e in find(words, PERSON)
              if at - 6 <= s <= at + _REACH + 3 and (e <= at or s >= end)]
    for s, e in verbs:
        person = next(((ps, pe) for ps, pe in people  # the verb's object, not a clause on
                       if e <= ps <= e + 2 or end <= ps <= end + 3
                       or pe <= s and words[ps].startswith(_SOV)), None)
        if person is not None:
            return f"'{' '.join(words[s:e])}' … '{' '.join(words[person[0]:person[1]])}'"
    return ""


def _zh_pick(reading: Reading, mention: str) -> str:
    """In Chinese: a picking verb after the mention in its sentence, with a person after
    the verb ("上一局的赢家指定谁摸两张牌")."""
    for s in reading.sentences:
        at = s.cjk.find(mention)
        if at < 0 or any(w in s.cjk for w in WITH_ZH):
            continue
        rest = s.cjk[at + len(mention):]
        for verb in PICK_ZH:
            v = rest.find(verb)
            if 0 <= v <= 8:
                person = next((p for p in PERSON_ZH if p in rest[v:]), "")
                if person or verb.endswith(("谁", "誰")):
                    return f"'{verb}'" + (f" … '{person}'" if person else "")
    return ""


__all__ = ["MESSAGE", "read"]
