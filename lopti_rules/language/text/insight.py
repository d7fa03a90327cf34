"""Information or outside help for one standing (issue 29, session 29 second round): the
last winner alone may take notes of the cards gone, look through the cleared cards, look
at the draw pile's top cards before drawing, or ask a spectator what to play ("only last
round's winner may keep track on paper", "nur der Sieger der letzten Runde darf
mitschreiben", "alleen de winnaar van vorige ronde mag de weggespeelde kaarten
doorkijken", "geçen elin kazananı izleyicilerden birine danışabilir", "只有上一局的赢家
可以记牌").

Every player plays from the same view: cards out of play are out for everyone alike
(R-CLEAR-3), a draw is one unseen card (R-DRAW-1), nobody sees another's hand and no one
outside the table plays (R-SETUP-2). A view, a memory aid or advice that one standing
alone has is a favour of a person in the role's clothes, since it helps them win again
(R-CUSTOM-4); the creator favoured is one fixed person, and the speaker's alone against
the rest is a favour too. Read by meaning, over the whole text:

- **the help**: a note kept (take notes, mitschreiben, opschrijven, not tutmak, 记牌); a
  look (look through, durchsehen, doorkijken, bakmak, 翻看) at cards out of play or on the
  draw pile (cleared, weggespeeld, atılan, 清掉的牌; the top cards, bovenste, üstteki, 最上
  面); advice (consult, Tipp, advies, danışmak, 请教) or a question to someone watching
  (ask anyone watching, Zuschauer fragen, 问观众);
- **the one**: a standing or the creator (text/standing_words.favoured), or "the winner"
  itself, since the help is used during play, before the round has a winner: the winner
  it names is last round's; or the speaker against the rest ("…, alle anderen nicht");
- **not for all**: a word for all that no denial follows ("everyone may take notes",
  "iedereen mag de weggespeelde kaarten bekijken") shares the help; "the winner too"
  includes the one; a denial right before the help ("the winner may not take notes")
  withholds it.

The dealer turning the top card for all to see, or a spectator anyone may ask, is the
same for everyone: no one named, or said of all.
"""

from __future__ import annotations

from .game_powers import about_new_rule
from .standing_words import (
    EVERYONE,
    EVERYONE_ZH,
    OTHERS,
    OTHERS_ZH,
    SPEAKER_APART,
    WITH,
    WITH_ZH,
    Said,
    by_language,
    cjk,
    favour,
    find,
    ones,
    phrases,
    speaker_apart,
    tokens,
)
from .take_back import DENIED_ZH, NOBODY
from .textnorm import Reading
from .tongues import decided, reads

#: A note kept of the cards: notes, a tally, a count on paper
NOTES = by_language(
    en="take notes, takes notes, take note, takes note, note down, notes down, write down, writes "
       "down, keep track, keeps track, keep a tally, keeps a tally, keep a record, keeps a "
       "record, notepad, pen and paper, on paper, count cards, counts cards, card counting, app, "
       "apps, tracker*, counter app*",
    de="mitschreib*, mitzuschreiben, notier*, notiz*, aufschreib*, aufzuschreiben, schreibt ~ "
       "auf, zettel*, strichliste*, buch führ*, buch fuhr*, karten zählen, karten zahlen, app, "
       "apps, zähl-app*",
    nl="aantekening*, opschrijv*, opschrijft, op te schrijven, schrijft ~ op, noteer*, noteren, "
       "notities, bijhouden, bijhoudt, bijhield, houdt ~ bij, turven, briefje*, pen en papier, "
       "app, apps, telapp*",
    tr="not al*, not tut*, not ed*, kagida*, kaydet*, kaydini tut*, kayit tut*, yazabilir*, "
       "yazip, uygulama*, app*")
NOTES_ZH = ("记牌", "記牌", "做笔记", "做筆記", "纸笔", "紙筆", "算牌", "数牌", "數牌")
#: The cards a note is of (a note of the score or of who won is a tally of the evening)
CARDS = phrases("card*, karte*, kaart*, kart*")
#: A look at cards
LOOK = by_language(
    en="look*, check*, peek*, see*, inspect*, leaf* through, go* through, browse*",
    de="anschau*, anzuschauen, anseh*, anzusehen, durchseh*, durchzusehen, durchschau*, "
       "durchblätter*, durchblatter*, schaut, sieht, blick*, guck*, nachseh*, einseh*, ansehen, "
       "schauen",
    nl="doorkijk*, door te kijken, bekijk*, kijk*, inkijk*, inzien, doorblader*, ziet",
    tr="bak*, incele*, goz at*, gozden gecir*, karistir*")
LOOK_ZH = ("翻看", "查看", "看", "偷看", "翻阅", "翻閱", "瞄")
#: Cards a look may not reach: out of play, or waiting face down on the draw pile
HIDDEN = by_language(
    en="cleared, discard*, discarded, played cards, dead cards, cards gone, out of play, top "
       "card, top cards, top two, top three, draw pile, deck",
    de="abgeräumt*, abgeraumt*, abgelegt*, ablage*, gespielten karten, ausgespielt*, oberste*, "
       "obersten, nachziehstapel*, talon*, weg sind",
    nl="weggespeeld*, afgelegd*, aflegstapel*, gespeelde kaarten, bovenste, trekstapel*, "
       "weggelegd*",
    tr="atilan*, oynanan*, temizlenen*, ustteki*, üstteki*, en ustteki*, deste*, cekme*")
HIDDEN_ZH = ("清掉", "清走", "弃牌", "棄牌", "打出的牌", "打过的牌", "打過的牌", "牌堆顶",
             "牌堆頂", "最上面", "顶上", "頂上", "剩下的牌")
#: Advice or help from someone: consulting, a tip, a whisper
ADVICE = by_language(
    en="consult*, advice, advise*, tip*, hint*, prompt*, coach*",
    de="berat*, tipp*, ratschl*, rat holen, einflüster*, einflust*, souffl*, vorsag*, hilfe",
    nl="advies*, raad*, tip*, tips, influister*, souffl*, voorzeg*",
    tr="danis*, akil al*, akil dan*, tavsiye*, yardim al*")
#: Advice given, not received ("the winner whispers a tip to the loser", "tavsiye verir"):
#: the one named helps another
GIVE = by_language(
    en="give*, gives, gave, whisper*, offer*, pass* on",
    de="geb*, gibt, gab, flüster*, fluster*",
    nl="geef*, geeft, geven, gaf, fluister*",
    tr="ver*")
GIVE_ZH = ("给", "給", "告诉", "告訴", "教")
ADVICE_ZH = ("请教", "請教", "建议", "建議", "提示", "支招", "出主意", "指点", "指點")
#: A question, when it goes to someone watching
ASK = by_language(
    en="ask*, asks",
    de="frag*, fragt",
    nl="vraag*, vragen, vraagt",
    tr="sor*")
ASK_ZH = ("问", "問")
#: Someone watching: a spectator, an onlooker, the room
WATCHER = by_language(
    en="spectator*, watcher*, watching, onlooker*, audience, bystander*, the room, kibitz*",
    de="zuschauer*, zuseher*, publikum, zuschaut",
    nl="toeschouwer*, kijker*, publiek, meekijk*, kijkt mee",
    tr="izleyici*, seyirci*, izleyen*, izleyenler*")
WATCHER_ZH = ("观众", "觀眾", "旁观", "旁觀", "看牌的人", "围观", "圍觀")
#: A view by reflection (session 30, second round): a mirror, a glass, a shop window, a
#: reflection; matched inside a word ("wandspiegel", "vitrinin"), the short ones by start
#: (a window or a glass reflects only what is named: the cards)
REFLECT_IN = ("mirror", "spiegel", "reflect", "reflex", "vitrin", "ayna", "yansi", "camekan")
REFLECT_AT = ("glass", "glas", "window", "fenster", "raam", "ruit")
REFLECT_ZH = ("镜子", "鏡子", "镜面", "鏡面", "穿衣镜", "玻璃", "反光", "倒影", "映出", "照出",
              "橱窗", "櫥窗")
#: A seat or a look toward it: facing, opposite, in front of, seeing in it
FACING = by_language(
    en="facing, faces, opposite, in front of, across from, toward*, towards, with a view of, view "
       "of",
    de="gegenüber, gegenuber, vor dem, vor den, vor der, mit blick, blick* auf, schaut auf, "
       "richtung",
    nl="tegenover, voor de, voor het, met zicht op, kijkt naar, richting",
    tr="karsisin*, karsisinda*, onunde*, onune*, bakar*, yonunde*")
FACING_ZH = ("对面", "對面", "面对", "面對", "对着", "對著", "正对", "正對", "前面", "前边",
             "看到", "看得到", "看得见", "看得見", "看见", "看見", "朝着", "朝著")
#: The reflection taken away: covered, turned to the wall, taken down ("we cover the
#: mirror", "Spiegel ab", "de spiegel naar de muur", "vitrine örtü", "把镜子盖起来")
COVERED = by_language(
    en="cover*, towel, cloth, sheet, blanket, take* down, taken down, took down, turn* to the "
       "wall, turned around, remove*",
    de="abdeck*, zudeck*, verdeck*, abhäng*, abhang*, hängen ~ ab, hangen ~ ab, tuch, handtuch, "
       "decke, zur wand, umgedreht, abgenommen, nehmen ~ ab",
    nl="afdek*, dek* ~ af, bedek*, doek, handdoek, laken, naar de muur, omgedraaid, weghal*, "
       "haal* ~ weg, hangen ~ af",
    tr="ortu*, kapat*, orter*, ortul*, indir*, duvara*, kaldir*")
COVERED_ZH = ("盖", "蓋", "遮", "挡", "擋", "拿下", "取下", "摘下", "摘掉", "翻过去", "翻過去",
              "转过去", "轉過去", "布", "毛巾")
#: A second draw for one (session 30, second round): the card put back and another drawn
#: ("…, legt er sie unter den Stapel und zieht noch einmal")
REDRAW = by_language(
    en="draw* again, draw* another, redraw*, re draw*, draw* a new one, draw* a second, draw* "
       "once more, draw* one more time",
    de="zieh* noch einmal, zieh* nochmal, zieh* erneut, zieh* neu, noch einmal zieh*, nochmal "
       "zieh*, erneut zieh*, neu zieh*, zieh* eine andere, zieh* eine neue, eine neue zieh*, eine "
       "andere zieh*, neue karte zieh*",
    nl="trek* opnieuw, trek* nog een keer, trek* nog eens, opnieuw trek*, nog een keer trek*, nog "
       "eens trek*, trek* een nieuwe, trek* een andere, een nieuwe trek*, een andere trek*",
    tr="tekrar cek*, yeniden cek*, bir daha cek*, bir kez daha cek*, yenisini cek*, baska* cek*")
REDRAW_ZH = ("重新摸", "重新抽", "重摸", "重抽", "再摸一张", "再摸一張", "再抽一张", "再抽一張",
             "换一张", "換一張", "另摸一张", "另摸一張")
#: The first card refused: put back, under the pile, disliked ("legt sie unter den Stapel",
#: "a card they dislike"); a draw again without it is only a second card ("draws again
#: next round")
REFUSED = by_language(
    en="back, under, dislike*, don t like, doesn t like, not like, instead, return*, bad card",
    de="zurück*, zuruck*, unter, gefällt, gefallt, mag ~ nicht, schlecht*",
    nl="terug*, onder, bevalt, niet wil, niet wilt, slecht*",
    tr="geri, altina, begen*, istemedi*, kotu")
REFUSED_ZH = ("放回", "不喜欢", "不喜歡", "不想要", "不满意", "不滿意", "换一张", "換一張", "下面")
#: How far after the one named a second draw is read, in words (the dislike said between)
_REDRAW_REACH = 26

#: A word for all that counts moments, not players ("vor jedem Zug", "her turda")
_TIMES = ("zug", "runde", "turn", "move", "round", "beurt", "ronde", "zet", "hamle", "tur",
          "spiel", "game", "keer", "mal", "time")
#: How far from the one named the help is read, in words
_REACH = 14

MESSAGE = ("free text gives one player alone a view, a note or advice the others go "
           "without: {words} (everyone plays from the same view: cards out of play are out "
           "for all, R-CLEAR-3; a draw is one unseen card, R-DRAW-1; nobody outside the "
           "table plays, R-SETUP-2; a standing or the creator favoured is a person, "
           "R-CUSTOM-4)")


def read(reading: Reading, speaker: bool = True) -> Said | None:
    """The help a text gives one player alone, as (code, words, message), or None."""
    if about_new_rule(reading.folded):
        return None  # ideas for the new rule: the procedure readers' (game_powers.py)
    words, zh = tokens(reading), cjk(reading)
    redraws = find(words, REDRAW) if find(words, REFUSED) else []
    helps = sorted(set(_helps(words) + redraws))
    help_zh = _help_zh(zh)
    if not helps and not help_zh:
        return None
    if _shared(words, zh):
        return None  # "everyone may take notes": the same view for all
    advice, given = set(find(words, ADVICE)), find(words, GIVE)
    for m in ones(reading):
        if m.at < 0:
            if help_zh and not any(w in zh for w in WITH_ZH) and not _denied_zh(zh, help_zh) \
                    and 0 <= zh.find(m.words.strip("'")) < zh.find(help_zh):
                return favour(m, f"{m.words} … '{help_zh}'", MESSAGE)
            continue
        end = m.at + len(m.words.strip("'").split())
        if any(m.at - 2 <= s <= m.at + 5 for s, _ in find(words, WITH)) or (
                words[end:end + 1] in (["da"], ["de"]) and reads("tr", decided(tuple(words)))):
            continue  # "the winner too", "kazanana da" (Turkish: the Dutch "de" is "the")
        for s, e in helps:
            reach = _REDRAW_REACH if (s, e) in redraws else _REACH
            if (s, e) in advice and any(m.at < g < s and s - g <= 6 for g, _ in given):
                continue  # advice the one named gives another ("der letzte Sieger gibt dem
                # Verlierer einen Tipp", "geeft de verliezer een tip"): no help received
            if m.at - 6 <= s <= m.at + reach and not _denied(words, s, e):
                return favour(m, f"{m.words} … '{' '.join(words[s:e])}'", MESSAGE)
    me = speaker_apart(reading) if speaker else ""
    if me and (helps or help_zh):
        said = " ".join(words[helps[0][0]:helps[0][1]]) if helps else help_zh
        return favour(SPEAKER_APART, f"'{said}' … {me}", MESSAGE)
    return None


def _helps(words: list[str]) -> list[tuple[int, int]]:
    """Where the text says a help: a note, a look at hidden cards, advice, a question to
    someone watching (a look or a question with its object at most eight words on)."""
    hidden, watchers = find(words, HIDDEN), find(words, WATCHER)
    cards, given = find(words, CARDS) + hidden, find(words, GIVE)
    out = [(s, e) for s, e in find(words, ADVICE)
           if not any(s - 3 <= gs < s or gs == e and words[gs].startswith("ver")
                      for gs, _ in given)]
    out += [(s, e) for s, e in find(words, NOTES) if any(-3 <= cs - s <= 8 for cs, _ in cards)]
    out += [(s, e) for s, e in find(words, LOOK)
            if any(abs(hs - s) <= 8 for hs, _ in hidden)]
    out += [(s, e) for s, e in find(words, ASK)
            if any(0 <= ws - s <= 4 for ws, _ in watchers)]
    out += [(s, e) for s, e in watchers if any(0 <= s - a <= 4 for a, _ in find(words, ADVICE))]
    return sorted(set(out + _reflections(words)))


def _reflections(words: list[str]) -> list[tuple[int, int]]:
    """Where the text gives a view by reflection: a mirror or a glass with a seat facing it
    or a look at cards in it within six words ("sitzt … gegenüber dem großen Wandspiegel",
    "vitrinin karşısına oturur", "sees the cards in the mirror"), unless the text takes
    the reflection away (covered, turned to the wall, taken down): then nobody sees."""
    if find(words, COVERED):
        return []
    cards = find(words, CARDS)
    mirrors = [at for at, w in enumerate(words)  # a window or a glass only with cards named
               if any(r in w for r in REFLECT_IN) or cards and w.startswith(REFLECT_AT)]
    near = find(words, FACING) + [(s, e) for s, e in find(words, LOOK)  # a look at cards
                                  if any(abs(cs - s) <= 8 for cs, _ in cards)]
    return [(at, at + 1) for at in mirrors if any(abs(s - at) <= 6 for s, _ in near)]


def _help_zh(zh: str) -> str:
    """The Chinese help words, or ""."""
    redraw = next((w for w in REDRAW_ZH if w in zh), "") if any(
        w in zh for w in REFUSED_ZH) else ""
    found = next((w for w in NOTES_ZH if w in zh), "") or redraw or _reflection_zh(zh) or next(
        (w for w in ADVICE_ZH if w in zh and not any(
            g in zh[max(0, zh.find(w) - 6):zh.find(w)] for g in GIVE_ZH)), "")
    if found:
        return found
    if any(w in zh for w in HIDDEN_ZH):
        found = next((w for w in LOOK_ZH if w in zh), "")
    if not found and any(w in zh for w in WATCHER_ZH):
        found = next((w for w in ASK_ZH if w in zh), "")
    return found


def _reflection_zh(zh: str) -> str:
    """The Chinese mirror or glass with a seat facing it or a look into it ("坐在镜子对面"),
    unless it is covered or taken down ("把镜子盖起来"), or "" (眼镜 is glasses, a trait)."""
    zh = zh.replace("眼镜", "").replace("眼鏡", "")
    if any(w in zh for w in COVERED_ZH):
        return ""
    for word in REFLECT_ZH:
        at = zh.find(word)
        around = zh[max(0, at - 8):at + len(word) + 8]
        if at >= 0 and (any(w in around for w in FACING_ZH) or "看" in around and "牌" in around):
            return word
    return ""


def _shared(words: list[str], zh: str) -> bool:
    """Whether the help is said of all: a word for all that is not "everyone else" and no
    denial follows ("everyone may take notes"; "alle anderen nicht" keeps it to one)."""
    others = find(words, OTHERS)
    denials = find(words, NOBODY)
    for start, end in find(words, EVERYONE):
        if words[start] in ("wer", "wie", "whoever") or words[start].startswith("kim") \
                or words[end:end + 1] and words[end].startswith(_TIMES):
            continue  # "wer am meisten gewonnen hat" names the one; "vor jedem Zug" a time
        if any(s <= start < e for s, e in others):
            continue
        if any(end <= s <= end + 3 for s, _ in denials):
            continue
        return True
    return any(w in zh for w in EVERYONE_ZH if w not in OTHERS_ZH) and not any(
        w in zh for w in OTHERS_ZH)


def _denied(words: list[str], at: int, end: int) -> bool:
    """Whether a denial stands right before the help at ``at``…``end`` ("may not take
    notes", "kimseye akıl vermez"), or the Turkish help verb is negative ("danışamaz")."""
    if any(w.endswith(("amaz", "emez", "maz", "mez", "mamali", "memeli"))
           for w in words[at:end + 1]):
        return True
    return any(at - 3 <= s < at for s, _ in find(words, NOBODY)) or any(
        w.startswith("kimse") for w in words[max(0, at - 3):at])


def _denied_zh(zh: str, help_zh: str) -> bool:
    """Whether a Chinese denial stands right before the help ("不能记牌")."""
    where = zh.find(help_zh)
    return bool(DENIED_ZH.search(zh[max(0, where - 4):where]))


__all__ = ["MESSAGE", "read"]
