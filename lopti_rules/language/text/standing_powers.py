"""Two powers given to a standing by its will, whatever the words (issue 29, session 31,
brief r2favour31): a standing (last round's winner, the champion, the leader, the
runner-up ...), the rule's creator, or the one who says the text ("I", "mijn", "我")

- **picks a person to side with**: a partner, a mate or an ally the one named chooses
  ("the winner picks a partner", "ik kies een maatje", "我选一个搭档"), or that one's own
  partner ("mijn maatje geeft mij een kaart", "des Siegers Partner"): an ally chosen is a
  person picked by the favoured one (R-CUSTOM-4), and a win shared with them goes against
  R-WIN-3 (only the first player out wins);
- **has a base event undone or repeated at will**: a deal, a shuffle, a cut or a draw done
  again ("dealt again, as often as the winner asks", "es wird neu gegeben, so oft er
  will", "可以要求重新发牌") on the word of the one named: the deal is a base event no rule
  may cancel (R-CUSTOM-2, R-SETUP-2), and a hand chosen by standing is a favour
  (R-CUSTOM-4).

Clean: the same for everyone ("everyone picks a partner", "the champion too"), partners
denied ("no partners", "keine Partner", "geen maatjes", "ortak yok", "没有搭档"), a redeal
for a real misdeal whoever notices it (no standing's will: "egal wer es merkt", "wie het
ook ziet", "谁发现都可以说"), a standing's will denied ("the winner may not ask for a
redeal"). Cost: one pass over the text's words, only when a partner or an event done
again is said.

Kept beside the slot reader (session 34, brief r1fold34): a partner is a PERSON, not a
base event, and a redo is read by the one named's WILL (asks, wants, does not like), not
by a permission; both are outside the slots' WHO x HOW x WHAT.
"""

from __future__ import annotations

from .favour_shape import RANKED, RANKED_ZH
from .standing_words import (
    DENIAL,
    SPEAKER,
    WITH,
    WITH_ZH,
    Mention,
    Said,
    by_language,
    cjk,
    favour,
    find,
    ones,
    phrases,
    tokens,
)
from .textnorm import Reading

#: Someone to side with
PARTNER = by_language(
    en="partner*, teammate*, team mate*, ally, allies, sidekick*, buddy, buddies, accomplice*",
    de="partner*, verbündet*, verbundet*, teamkolleg*, mitstreiter*, kumpel*, komplize*",
    nl="maatje*, partner*, bondgeno*, teamgeno*, kompaan*, handlanger*",
    tr="ortak*, ortagi*, ortagin*, takim arkadas*, muttefik*, partner*, yardimci*")
PARTNER_ZH = ("搭档", "搭檔", "队友", "隊友", "盟友", "伙伴", "夥伴", "同伙", "同夥", "帮手",
              "幫手", "拍档", "拍檔")
#: Picking someone
PICK = by_language(
    en="pick*, choose*, chooses, chose*, select*, names a, name a, take* a, team* up with",
    de="wähl*, wahl*, such* ~ aus, sucht, bestimm*, nimmt sich, nehme* mir, nimm*",
    nl="kies*, kiest, koos, kozen, selecteer*, wijst ~ aan, wijs ~ aan, neem*, neemt",
    tr="sec*, belirle*, alir")
PICK_ZH = ("选", "選", "挑", "指定", "找", "拉")
#: A denial before someone to side with: "no partners", "keine Partner", "ortak yok"
NO = phrases("no, not, never, nobody, without, keine*, kein, nicht, nie, niemals, niemand, ohne, "
             "geen, niet, nooit, "
             "niemand, zonder, yok, degil, hic*, asla")
NO_ZH = ("没有", "沒有", "不", "禁止", "别", "別", "无", "無")
#: Possessives of the one named before a partner ("mijn maatje", "the winner's partner")
OWN = frozenset(("my", "mein", "meine", "meinen", "meinem", "mijn", "benim", "s", "des"))

#: A base event: deal, shuffle, cut, draw
EVENT = by_language(
    en="deal, deals, dealt, dealing, shuffle, shuffles, shuffled, shuffling, cut, cuts, cutting, "
       "draw, draws, drawn, drawing",
    de="geben, gegeben, gibt, gib, misch*, gemischt, verteil*, abheb*, abgehob*, zieh*, gezogen",
    nl="delen, deelt, deel, gedeeld, schud*, geschud, afnem*, trek*, trekken, getrokken",
    tr="dagitil*, dagitir*, dagitsin, dagitmak, dagitacak*, dagitalim, karistiril*, karistirir*, "
       "karistirsin, kesilir, ceker*, cekil*, ceksin")
#: Done again: "again", "neu", "opnieuw", "yeniden"
#: ("over", "yeni" are left out: "when the round is over, the winner may deal" is no redeal)
AGAIN = by_language(
    en="again, anew, once more, afresh",
    de="neu, erneut, nochmal, noch einmal, noch mal, wieder",
    nl="opnieuw, nog een keer, nog eens, nogmaals",
    tr="yeniden, tekrar, bastan")
#: One word for an event done again
REDONE = by_language(
    en="redeal*, re deal*, reshuffle*, re shuffle*, redraw*, mulligan*",
    de="neuverteil*",
    nl="overdel*, overgedeeld, herdel*, herschud*",
    tr="")
REDONE_ZH = ("重新发牌", "重新發牌", "重发", "重發", "再发", "再發", "重新洗牌", "重洗",
             "重新切牌", "重新摸", "重摸", "重来", "重來", "重新分牌", "重新派牌")
#: The will of the one named, or a permission given them
WILL = by_language(
    en="ask*, want*, wish*, like*, dislike*, prefer*, demand*, request*, call* for, as often as, "
       "whenever, at will, happy, unhappy, satisfied, may, can, is allowed",
    de="will, willst, wollen, möchte*, mochte*, wünsch*, wunsch*, verlang*, mag, gefällt, "
       "gefallt, zufrieden, unzufrieden, so oft, wann immer, nach belieben, fordert, darf, kann",
    nl="wil, wilt, willen, wenst, vraagt, eist, bevalt, bevallen, tevreden, ontevreden, zo vaak, "
       "naar believen, mag, kan",
    tr="ister*, istedig*, istegi*, begen*, memnun*, talep*, abilir, ebilir")
#: A will said as a liking, which a denial does not undo ("does not like", "nicht zufrieden")
LIKE = by_language(
    en="like*, dislike*, happy, unhappy, satisfied",
    de="gefällt, gefallt, zufrieden, unzufrieden",
    nl="bevalt, bevallen, beviel*, tevreden, ontevreden",
    tr="begen*, memnun*")
#: What an ally in the game deals in: cards, turns or the win
_PLAY = phrases("card*, win*, won, out first, karte*, gewinn*, sieg*, kaart*, winn*, "
                "gewonnen, kart*, kazan*")
WILL_ZH = ("要求", "想", "愿意", "願意", "不满意", "不滿意", "满意", "滿意", "喜欢", "喜歡",
           "次数不限", "次數不限", "随时", "隨時", "随便", "隨便", "可以", "有权", "有權")

PARTNER_MESSAGE = (
    "free text lets one standing, the creator or its speaker pick a person to side with: "
    "{words} (an ally chosen is a person, R-CUSTOM-4; only the first player out wins, "
    "R-WIN-3)")
REDO_MESSAGE = (
    "free text lets one standing, the creator or its speaker have a deal, a shuffle or a "
    "draw done again at will: {words} (a rule adds to a base event and never cancels it, "
    "R-CUSTOM-2, R-SETUP-2; a standing or the creator favoured is a person, R-CUSTOM-4)")

#: How far the one named and its will or pick may lie apart, in words
_REACH = 8


def read(reading: Reading, speaker: bool = True) -> Said | None:
    """A partner picked or an event redone at the will of a standing, the creator or the
    speaker in ``reading``, as (code, words, message), or None."""
    words, zh = tokens(reading), cjk(reading)
    partners = [(s, e) for s, e in find(words, PARTNER) if not _denied(words, s)]
    redone = _redone(words)
    partner_zh = next((w for w in PARTNER_ZH if w in zh and not _denied_zh(zh, w)), "")
    redone_zh = next((w for w in REDONE_ZH if w in zh), "")
    if not (partners or redone or partner_zh or redone_zh):
        return None
    named = _named(reading, words, speaker)
    for m in named:
        if m.at < 0 or _included(words, m):
            continue
        end = m.at + len(m.words.strip("'").split())
        said = _partner(words, m, end, partners) or _redo(words, m, end, redone)
        if said:
            return said
    return _zh(reading, zh, partner_zh, redone_zh, speaker)


def _named(reading: Reading, words: list[str], speaker: bool) -> list[Mention]:
    """The standings, the creator and (if ``speaker``) the speaker named, in order."""
    named = [m for m in ones(reading) if m.at >= 0]
    named += [Mention("standing", s, "'" + " ".join(words[s:e]) + "'")
              for s, e in find(words, RANKED) if not any(m.at <= s < m.at + 4 for m in named)]
    if speaker:
        named += [Mention("speaker", at, f"'{words[at]}'") for at, _ in find(words, SPEAKER)]
    return sorted(named, key=lambda m: m.at)


#: One of everyone: "like everyone else", "wie alle", "net als iedereen", "herkes gibi"
ALIKE = by_language(
    en="like everyone*, like everybody*, like all, like the others, like anyone*",
    de="wie alle, wie jeder, wie die anderen",
    nl="net als, zoals iedereen, zoals de anderen",
    tr="herkes gibi, digerleri gibi")


def _included(words: list[str], m: Mention) -> bool:
    """"The champion too", "everyone, the winner included", "the winner, like everyone
    else": the same for all."""
    return any(m.at - 3 <= s <= m.at + 5 for s, _e in find(words, WITH) + find(words, ALIKE))


def _denied(words: list[str], at: int) -> bool:
    return any(at - 3 <= s < at for s, _e in find(words, NO))


def _partner(words: list[str], m: Mention, end: int, partners: list[tuple[int, int]]
             ) -> Said | None:
    """The one named picks a partner, or owns one who deals in cards or wins with them
    ("mijn maatje geeft mij een kaart", "the winner's partner wins too"); "my partner
    brings the snacks" is a person of one's life, no ally in the game."""
    play = bool(find(words, _PLAY))
    for s, e in partners:
        if s < end:
            continue
        own = play and (s == end or s == end + 1 and words[end] in OWN)
        pick = [(ps, pe) for ps, pe in find(words, PICK) if end <= ps < s + 4]
        if own or pick and s - end <= _REACH and not _denied(words, pick[0][0]):
            said = " ".join(words[pick[0][0]:pick[0][1]]) if pick and not own else ""
            said = f"{m.words} … '{said}' … " if said else f"{m.words} … "
            return favour(m, said + "'" + " ".join(words[s:e]) + "'", PARTNER_MESSAGE)
    return None


def _redone(words: list[str]) -> list[tuple[int, int]]:
    """Where a base event is said done again ("deals again", "neu gegeben", "yeniden
    dağıtılır", "redeal")."""
    out = [(s, e) for s, e in find(words, REDONE) if e > s]
    again = find(words, AGAIN)
    for s, e in find(words, EVENT):
        if any(s - 3 <= a <= e + 2 for a, _b in again):
            out.append((s, e))
    return sorted(out)


def _redo(words: list[str], m: Mention, end: int, redone: list[tuple[int, int]]
          ) -> Said | None:
    """An event done again with the will of the one named beside that one; a permission
    or a request denied ("the winner may not ask for a redeal") gives none, a dislike
    ("does not like their hand") is a will."""
    if not redone:
        return None
    denials = [d for d, _x in find(words, DENIAL) + find(words, NO)]
    liked = {s for s, _e in find(words, LIKE)}
    for s, e in find(words, WILL):
        if not m.at - 3 <= s <= end + _REACH:
            continue
        if s not in liked and any(m.at - 2 <= d <= e + 1 for d in denials):
            return None
        ev = redone[0]
        return favour(m, f"{m.words} … '{' '.join(words[s:e])}' … "
                         f"'{' '.join(words[ev[0]:ev[1]])}'", REDO_MESSAGE)
    return None


def _denied_zh(zh: str, word: str) -> bool:
    at = zh.find(word)
    return any(n in zh[max(0, at - 4):at] for n in NO_ZH)


def _zh(reading: Reading, zh: str, partner: str, redone: str, speaker: bool) -> Said | None:
    """Chinese: the one named, then within a clause its pick or its will."""
    named = [m for m in ones(reading) if m.at < 0]
    named += [Mention("standing", -1, f"'{w}'") for w in RANKED_ZH if w in zh]
    if speaker and "我" in zh:
        named.append(Mention("speaker", -1, "'我'"))
    for m in named:
        name = m.words.strip("'")
        at = zh.find(name)
        after = zh[at + len(name):at + len(name) + 40]
        if any(after.startswith(w) for w in WITH_ZH) or "也一样" in zh:
            continue
        if partner and partner in after:
            pick = next((w for w in PICK_ZH if w in after.split(partner)[0]), "")
            if pick and not any(n in after.split(pick)[0] for n in NO_ZH):
                return favour(m, f"{m.words} … '{pick}' … '{partner}'", PARTNER_MESSAGE)
        if redone and redone in after:
            will = next((w for w in WILL_ZH if w in after.split(redone)[0]), "")
            if will and not any(n in after.split(will)[0][-2:] for n in NO_ZH):
                return favour(m, f"{m.words} … '{will}' … '{redone}'", REDO_MESSAGE)
    return None


__all__ = ["PARTNER_MESSAGE", "REDO_MESSAGE", "read"]
