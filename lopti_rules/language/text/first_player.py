"""Who plays first, laid down in words (issue 29, session 22): R-SETUP-4 as a reading.

In a session's first round the dealer plays first; in later rounds the previous round's
winner does (R-SETUP-4). A sentence that fixes another player to lead every round ("from
now on the dealer always plays first", "voortaan begint altijd de verliezer", "从现在起，每局
都由庄家先出") lays a rule of play down in words (LP716: the game never hears a text; a rule
that moves who leads is written as actions, docs/language.md "Last round's standings").
Read by meaning in the five languages: a lead (plays first, leads, begins, fängt an,
begint, ilk oynar, 先出), a frame that lays it down for good (from now on, always, every
round, ab jetzt, voortaan, artık, 从现在起, 每局), and no previous round's winner (the card's
own for later rounds) nor a first round (the dealer's). Doing something else first
("begins by shuffling") is no lead, nor is the deal beginning ("wenn das Austeilen
beginnt, wie immer": the vote's moment, session 47). language/text/claims.py asks :func:`laid_down`.
"""

from __future__ import annotations

from .textnorm import Sentence, any_of, matched

_LEADS = any_of(
    r"\bplays? first\b", r"\bgoes first\b", r"\bleads\b", r"\balways leads?\b",
    r"\bstarts\b", r"\bbegins\b", r"\bf(?:a|ä)ngt\b.*\ban\b", r"\bbeginnt\b",
    r"\bspielt zuerst\b", r"\bkommt raus\b", r"\bbegint\b", r"\bspeelt eerst\b",
    r"\bkomt uit\b", r"\bilk (?:\w+ )?oynar\b", r"\bilk oynayan\b", r"\bba(?:s|ş)lar\b",
    r"先出|先手|第一个出|第一個出|首先出牌")
_FOR_GOOD = any_of(
    r"\bfrom now on\b", r"\balways\b", r"\bevery round\b", r"\beach round\b",
    r"\bfrom tonight\b", r"\bab jetzt\b", r"\bimmer\b", r"\bab sofort\b", r"\bjede runde\b",
    r"\bab heute\b", r"\bvoortaan\b", r"\baltijd\b", r"\belke ronde\b", r"\bvanaf nu\b",
    r"\bartık\b", r"\bartik\b", r"\bher zaman\b", r"\bher el\w*", r"\bbundan sonra\b",
    r"从现在起|從現在起|从现在开始|從現在開始|以后|以後|每局|总是|總是|一直")
#: the card's own leaders: the previous round's winner, the dealer in the first round
_OFFICIAL = any_of(
    r"\bwinner\b", r"\bgewinner\w*", r"\bsieger\w*", r"\bwinnaar\b", r"\bkazanan\w*",
    r"\bfirst round\b", r"\bersten runde\b", r"\beerste ronde\b", r"\bilk el\b",
    r"赢家|贏家|第一局")
#: something else done first: shuffling, a gerund of another act ("begins by shuffling")
_OTHER_ACT = any_of(r"\bshuffl\w*", r"\bby \w+ing\b", r"\bmisch\w*", r"\bschud\w*",
                 r"\bkar(?:i|ı)(?:s|ş)t(?:i|ı)r\w*", r"洗牌",
                 # the deal itself begins ("wenn das Austeilen beginnt, wie immer": the
                 # vote's moment, R-VOTE-1), no player leads (session 47)
                 r"\bdeal(?:ing)? (?:begins|starts)\b", r"\baustei\w* beginnt\b",
                 r"\bgeben beginnt\b", r"\bdelen begint\b",
                 r"\bda(?:g|ğ)(?:i|ı)t(?:i|ı)m\w* ba(?:s|ş)la\w*", r"开始发牌|開始發牌")
#: a player who leads: a role, a player, whoever (not the music, the fun, the game)
_PLAYER = any_of(
    r"\bdealer\b", r"\bloser\b", r"\bplayer\b", r"\bwhoever\b", r"\byoungest\b",
    r"\boldest\b", r"\bhost\b", r"\bgeber\b", r"\bverlierer\w*", r"\bspieler\w*", r"\bwer\b",
    r"\bj(?:u|ü)ngste\w*", r"\b(?:a|ä)lteste\w*", r"\bgastgeber\w*", r"\bdeler\b",
    r"\bverliezer\b", r"\bspeler\b", r"\bwie\b", r"\bjongste\b", r"\boudste\b",
    r"\bgastheer\b", r"\bda(?:g|ğ)(?:i|ı)t(?:i|ı)c(?:i|ı)\w*", r"\bkaybeden\w*",
    r"\boyuncu\w*", r"\ben gen(?:c|ç)\b", r"\bev sahibi\b",
    r"庄家|莊家|输家|輸家|玩家|谁|誰|的人|最小的|主人")


def laid_down(sentence: Sentence) -> str:
    """The words of a first player fixed for good; "" for the card's own or nothing."""
    lead, for_good = matched(_LEADS, sentence), matched(_FOR_GOOD, sentence)
    if lead and for_good and matched(_PLAYER, sentence) and not matched(_OFFICIAL, sentence) \
            and not matched(_OTHER_ACT, sentence):
        return f"'{for_good}' … '{lead}'"
    return ""


__all__ = ["laid_down"]
