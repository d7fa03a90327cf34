"""Players already out kept from the rule vote (issue 29, session 35, brief r2text35:
R-VOTE-2, R-VOTE-8).

Everyone in the session votes in the round's rule vote, players out included (R-VOTE-2),
and no rule may change that procedure (R-VOTE-8). A sentence that names the players
already out ("players who are out", "wer schon raus ist", "wie al uit is", "oyundan
çıkanlar", "已经出局的人") and denies them the vote ("don't vote", "stimmen nicht mit",
"stemmen niet mee", "oy kullanamaz", "别投了"), or leaves the vote to those still in
("only players still in the game vote", "由还在场上的人决定"), narrows the electorate: a
change to the vote (LP707). Clean: players out vote too ("出局的人也投票"), they cannot be
kept from voting, or a denial of something else ("players out don't draw, but they
vote"). language/text/vote_span.py's :func:`spans` asks :func:`read` when no other reading
changed the vote.
"""

from __future__ import annotations

import re

#: The players already out, in the five languages (the folded text)
_OUT = re.compile(
    r"\b(?:players?|those|anyone|people|whoever|everyone) (?:who (?:are|is|has|have)"
    r" )?(?:already )?(?:out|gone out|finished|eliminated)\b"
    r"|\b(?:out|eliminated|finished) players\b"
    r"|\b(?:wer|die|spieler,? die|leute,? die) (?:schon |bereits )?(?:raus|draussen|draußen"
    r"|ausgeschieden|fertig)\b|\bausgeschiedene\w*"
    r"|\b(?:wie|spelers die|degenen die) (?:al )?(?:uit|klaar) (?:is|zijn)\b|\buitgespeelde\w*"
    r"|\boyundan (?:c[iı]kan|c[iı]km[iı]s)\w*|\belenen\w*|\bbitiren\w*"
    r"|(?:已经)?(?:出局|出完牌?)了?的(?:人|玩家)")
#: The vote denied to them, the denial bound to the vote's verb
_DENIED = re.compile(
    r"\b(?:do not|don'?t|does not|doesn'?t|cannot|can'?t|may not|must not|no longer|never"
    r"|won'?t) (?:get to |take part in (?:the )?|join (?:the )?)?vot\w*"
    r"|\b(?:sit out|skip|are left out of|are excluded from|have no say in|lose their"
    r" vote|have no vote|get no vote|no vote for)\b"
    r"|\b(?:stimmen|stimmt|abstimmen)\b(?: \w+){0,2} nicht\b|\bnicht (?:mehr )?(?:mit|ab)?"
    r"stimmen\b|\bkein\w* stimme\b|\bvon der abstimmung ausgeschlossen"
    r"|\bstemm?en?\b(?: \w+){0,2} niet\b|\bniet (?:meer )?(?:mee)?stemmen\b|\bgeen stem\b"
    r"|\boy (?:kullanamaz|veremez|kullanmaz|vermez)\w*|\boylamaya kat[iı]lamaz\w*"
    r"|\boylamaya kat[iı]lmaz\w*"
    r"|别投|不投票?|不能投|不可以投|不用投|不参加(?:投票|表决)|没有投票权|无权投票")
#: The vote left to the players still in ("only players still in the game vote")
_STILL_IN = re.compile(
    r"\bonly (?:players|those|people) (?:still )?(?:in the game|in play|holding cards"
    r"|with cards)\b|\bnur (?:wer|die) noch (?:karten hat|im spiel|drin)"
    r"|\balleen (?:wie|spelers die) nog (?:kaarten heeft|in het spel|meedoet)"
    r"|\bsadece (?:hala|hâlâ) oyunda olan\w*"
    r"|(?:由|只有|只让)(?:还|仍)在(?:场上|牌局里?|局里|游戏里)的(?:人|玩家)")
_VOTE = re.compile(r"\bvot\w*|\b(?:ab|mit)?stimm\w*|\bstem\w*|\boy(?:la\w*)?\b|投票|表决|投")
#: "players out cannot be kept from voting": R-VOTE-2 said, no denial
_KEPT_FROM = re.compile(r"\b(?:cannot|can'?t|may not|must not|nicht|niet)\b.{0,16}\b(?:kept"
                        r"|excluded|barred|ausgeschlossen|uitgesloten)\b|不能.{0,4}排除")
_ALSO = re.compile(r"\b(?:too|also|as well|auch|ook|de|da)\b|也")


def read(folded: str) -> str:
    """The words that keep the players already out from the rule vote in the sentence
    ``folded``, or ""."""
    if _VOTE.search(folded) is None or _KEPT_FROM.search(folded):
        return ""
    still = _STILL_IN.search(folded)
    if still is not None:
        return still.group(0)
    out = _OUT.search(folded)
    denied = _DENIED.search(folded)
    if out is None or denied is None or _ALSO.search(folded[out.end():denied.start()]):
        return ""
    return f"{out.group(0)} … {denied.group(0)}"


__all__ = ["read"]
