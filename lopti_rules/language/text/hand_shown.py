"""A hand shown by one side (issue 29, session 48): R-SETUP-2 as information bent.

A player's hand cards are theirs to see: nobody sees another player's hand (R-SETUP-2),
and a card shows only when it is played (R-FACE-2). A text that makes one seat or one side
show its hand to the others before or during play ("last round's loser lays their hand
face up", "Der Verlierer zeigt zuerst allen seine Handkarten", "de verliezer laat eerst
zijn kaarten zien", "Kaybeden önce kartlarını herkese göstersin", "输家先把手里的牌亮给大家
看") gives everyone else a look at it: the mirror of claims.py's "hidden" (a look at
another player's hand), a rule of play no check reads (LP716). Read as the conjunction of
a **show** (show, reveal, lay face up, open; zeigen, aufdecken, offen hinlegen; laten zien,
tonen, open leggen; göstermek, açmak; 亮, 给…看, 摊开) and **a hand** (the hand, its cards,
hand cards; Handkarten, seine Karten; zijn kaarten; kartlarını, elindeki; 手牌, 手里的牌) in
one clause.

Near misses stay clean: everyone showing alike ("everyone shows the cards they had
left", "alle zeigen", "herkes göstersin", "所有人亮出"), the cards shown once the round or
the game is over ("at the end of the round", "nach dem Spiel", "na afloop", "tur bitince",
"一局结束后"), a card shown as it is played ("whoever plays a ten shows it": one card, no
hand), a show denied in its clause or left to a wish ("may show", "wer will").
"""

from __future__ import annotations

import re

from .textnorm import Sentence, any_of

#: a show: show, reveal, lay face up, open a hand
_SHOW = any_of(
    r"\bshow\w*", r"\breveal\w*", r"\bexpos\w*", r"\bopen (?:hand|cards)\b",
    r"\b(?:lay|lays|laid|put|puts|place\w*|spread\w*|play\w*|turn\w*) (?:\w+ ){0,5}face ?up\b",
    r"\bturn\w* (?:\w+ ){0,4}over\b",
    r"\bzeig\w*", r"\bvorzeig\w*", r"\bherzeig\w*", r"\baufdeck\w*",
    r"\bdeck\w* (?:\w+ ){0,7}auf\b",
    r"\b(?:leg\w*|spiel\w*|zeig\w*) (?:\w+ ){0,6}offen\b", r"\boffen (?:hin|aus|auf)?leg\w*",
    r"\baufgedeckt\b",
    r"\blaa?t\w* (?:\w+ ){0,10}zien\b", r"\btoon\w*", r"\btonen\b",
    r"\b(?:leg\w*|speel\w*|speelt) (?:\w+ ){0,6}open\b", r"\bopen ?leg\w*",
    r"\bomdraai\w*",
    r"\bg(?:o|ö)ster\w*", r"\ba(?:c|ç)(?:a|ı|i)r\b", r"\ba(?:c|ç)s(?:i|ı)n\b",
    r"\ba(?:c|ç)mal(?:i|ı)\b",
    r"\ba(?:c|ç)(?:i|ı)k (?:oyna|koy|b(?:i|ı)rak)\w*", r"\bortaya (?:koy|d(?:o|ö)k)\w*",
    r"亮出|亮给|亮給|亮开|亮開|亮牌|亮一下|给\w{0,4}看|給\w{0,4}看|摊开|攤開|摊牌|攤牌|公开|公開")
#: a hand: the hand, its cards, hand cards (not one card, which a play shows)
_HAND = any_of(
    r"\bhands?\b", r"\bhand ?cards\b", r"\b(?:their|his|her|your|my) (?:\w+ ){0,2}cards\b",
    r"\bhandkarten\b", r"\bblatt\b", r"\b(?:seine|ihre|deine|meine) (?:\w+ ){0,2}karten\b",
    r"\bhandkaarten\b", r"\b(?:zijn|haar|hun|je|jouw|mijn) (?:\w+ ){0,2}kaarten\b",
    r"\bkartlar(?:i|ı)n(?:i|ı)\b", r"\belindeki\b", r"\beli(?:ni)?\b",
    r"手牌|手里的牌|手裡的牌|手上的牌")
#: everyone alike as the one who shows (not "to everyone": a recipient)
_EVERYONE = any_of(
    r"(?<!to )(?<!for )\b(?:everyone|everybody|all players|all of us|each player|every player)\b",
    r"\balle\b", r"\bjeder\b", r"\bjede spieler\w*",
    r"(?<!aan )(?<!voor )\biedereen\b", r"\balle spelers\b", r"\bieder\w*\b",
    r"\bherkes\b", r"\bher oyuncu\b", r"\bt(?:u|ü)m oyuncular\b",
    r"\bb(?:u|ü)t(?:u|ü)n oyuncular\b",
    r"(?<![给給让讓])(?:所有人|大家|每个人|每個人|每人|各人)")
#: once the round or the game is over: the cards tell nothing any more
_AFTER = any_of(
    r"\bat the end\b", r"\bafter the (?:round|game|hand)\b",
    r"\bwhen the (?:round|game) (?:ends|is over)\b",
    r"\bonce the (?:round|game) is (?:over|done)\b", r"\bafterwards\b",
    r"\bnach dem spiel\b", r"\bnach der runde\b", r"\bam ende\b", r"\bnach spielende\b",
    r"\bwenn die runde (?:vorbei|zu ende)\b",
    r"\bna afloop\b", r"\baan het eind\w*\b", r"\bna de ronde\b", r"\bna het spel\b",
    r"\bals de ronde (?:voorbij|afgelopen)\b",
    r"\bbitince\b", r"\bsonunda\b", r"\bbittikten sonra\b", r"\bbitti(?:g|ğ)inde\b",
    r"结束后|結束後|结束时|結束時|打完|之后亮|局后|局後")
#: a show denied or left to a wish in its clause
_NOT = any_of(
    r"\bnot\b", r"\bnever\b", r"\bno\b", r"\bnobody\b", r"\bn t\b", r"\bmay\b", r"\bcan\b",
    r"\bwants?\b", r"\bnicht\b", r"\bnie\b", r"\bniemand\b", r"\bkein\w*", r"\bdarf\b",
    r"\bwill\b", r"\bniet\b", r"\bnooit\b", r"\bniemand\b", r"\bgeen\b", r"\bmag\b", r"\bwil\b",
    r"\w+(?:maz|mez|masin|mesin|m(?:a|e)yecek)\b", r"\bkimse\b", r"\bisterse\b", r"\bistey\w*",
    # a hand fanned out is held, not shown ("kartlarını yelpaze gibi açar")
    r"\bfan\w*\b", r"\bf(?:a|ä)cher\w*", r"\bwaaier\w*", r"\byelpaze\w*",
    r"不|没|沒|别|別|可以|想|扇形")
#: Roshambo named: its signs are shown by both sides at once (R-ROSHAMBO-2, LP708's matter)
#: (and a show of hands is a vote, R-VOTE-2)
_ROSHAMBO = any_of(r"\broshambo\b", r"\brock\W+paper\W+scissors\b", r"\bschere\W+stein\W+papier\b",
                   r"\bschnick\W+schnack\w*", r"\bsteen\W+papier\W+schaar\b",
                   r"\bta(?:s|ş)\W+ka(?:g|ğ)(?:i|ı)t\W+makas\w*", r"\bshow of hands\b",
                   r"猜拳|石头剪刀布|石頭剪刀布")
#: a clause's end: a comma, a semicolon, a colon, a dash
_CLAUSE = re.compile(r"[,;:，；：、—–]|\s-\s")

#: the reason: the "hidden" reason of claims.py (another player's hand seen), one catalog entry
WHY = {"shown": ("nobody sees the draw pile's cards or another player's hand, R-SETUP-2; the "
                 "game never hears a text and no check reads it: write it as the rule's "
                 "actions, R-CUSTOM-2, R-CUSTOM-3")}


def shown(sentence: Sentence) -> str:
    """The words of a hand one side must show before or during play, or "" (the module's
    doc says what stays clean)."""
    text = sentence.folded if sentence.folded.strip() else sentence.cjk
    if re.search(r"[\u4e00-\u9fff]", sentence.cjk):
        text = sentence.cjk
    if _EVERYONE.search(text) or _AFTER.search(text) or _ROSHAMBO.search(text):
        return ""
    for clause in _CLAUSE.split(text):
        show, hand = _SHOW.search(clause), _HAND.search(clause)
        # "show your hand": the one addressed, no seat or side picked (R-SETUP-2's own)
        if show and hand and not _NOT.search(clause) \
                and not re.search(r"(?:\b(?:your|deine?n?|je|jouw)\s+(?:\w+\s+){0,2}|你的)$",
                                  clause[:hand.start()]):
            return f"'{hand.group(0)}' … '{show.group(0)}'"
    return ""


__all__ = ["WHY", "shown"]
