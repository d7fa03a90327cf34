"""The procedure as a closed world (issue 29, session 20): a sentence that states how a tied
vote is settled, what changing a rule takes, or how long a rule lasts, is clean only when it
states the official value.

The cards fix these slots and leave no room beside them, so the model does not look for a
wrong predicate ("decides", "casts", "flips"): it identifies the slot, and anything the
sentence puts in it that is not the official value is another value.

- **a tied vote** (R-VOTE-10, R-ROSHAMBO-1/2): Roshambo between the one who asked and the
  rule's maker (or the first player who objected), nobody defending lets the change pass,
  and a failed or tied vote uses up the round's attempt (R-VOTE-5). A tie of the vote named
  with anything else (a die, a coin, a card turned, lots, age, a role's say, the rule kept
  or dropped) is another value (LP708). The vote named is what makes it the vote's tie:
  "two players tie for the most cards" is a fact of play.
- **what changing a rule takes** (R-VOTE-1, R-VOTE-4): the vote, asked for by any player
  at the deal; a creator deletes their own. A requirement put before changing, removing or
  voting on a rule ("must first win two rounds", "必须先交两张牌", "önce iki el kazanmalı")
  that is not the vote itself, its majority, the asking or the deal, is another value
  (LP707). With the vote named, a requirement of wins, a payment or a turn sat out is one.
- **how long a rule lasts** (R-CUSTOM-1, R-SESSION-1): the session it was made in, until
  the vote removes it. A rule said to last into a later session ("next game night",
  "künftige Spieleabende", "下次聚会也有效") is another value (LP707); the session's own
  frame ("until the end of the evening unless voted out") is the official one.

The vocabulary is the five languages' ordinary words for ties, chance, age, payment,
wins, requirements and occasions, not the wordings of any example. language/text/
procedure_model.py asks :func:`read` and reports its slots with its own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from . import (
    announced,
    edge_cases,
    roshambo_denied,
    roshambo_kept,
    roshambo_sides,
    rule_reader,
    session_end,
    session_start,
    told_part,
    vote_majority,
    vote_outcome,
    vote_rules,
)
from .denial_lexicon import DENIED
from .matching import Hit
from .round_vote import DIE, ROUND_VOTE
from .textnorm import Sentence, any_of, searched
from .tie_named import unnamed


class Found(NamedTuple):
    """A slot of the closed world the sentence fills: the slot, whether with the official
    value, its code, the words, and the message of another value."""

    slot: str
    official: bool
    code: str
    words: str
    message: str = ""


#: the reasons, catalog entries of language/report/textwords.py and wordings.py
_WHY = {"tie": "a tied vote goes to Roshambo; R-VOTE-10, R-ROSHAMBO-1, R-VOTE-8",
        "gate": ("only the rule vote changes a rule, R-VOTE-1; a creator deletes only their "
                 "own, R-VOTE-4"),
        "vote held": ("a change passes with more than half of all the session's players; "
                      "R-VOTE-2, R-VOTE-8"),
        # a rule that outlives its session: no vote of that session could remove it (every
        # session starts fresh, R-SESSION-1)
        "lasts": "a rule the vote could not remove; R-VOTE-1, R-VOTE-8",
        "reader": ("an unclear rule is its creator's to read, then the table's majority; "
                   "R-CUSTOM-5, R-FAQ-5"),
        "vote scope": "the vote is held when the deal begins, one a round; R-VOTE-1, R-VOTE-8"}


#: session 22's slots, each module's own (issue 29): the rule announced whole, the
#: session's end and its old rules, what a vote leaves behind, a side in Roshambo, an edge
#: case with its creator present
for _why in (announced.WHY, told_part.WHY, session_end.WHY, session_start.WHY, vote_outcome.WHY,
             roshambo_sides.WHY, edge_cases.WHY, vote_rules.WHY, rule_reader.WHY):
    _WHY.update(_why)


def _other(slot: str, code: str, words: str) -> Found:
    """Another value for a slot, with its message."""
    what = "free text changes Roshambo" if code == "LP708" else \
        "free text claims authority over the rules" if code == "LP709" else \
        "free text changes the rule vote"
    return Found(slot, False, code, words, f"{what}: {words} ({_WHY[slot]})")


# ---------------------------------------------------------------- the vote, a tie of it
#: the vote named (the Turkish "oy" alone, not "oyun", the game, nor "oyuncu", a player)
_VOTE = any_of(r"\bvot\w*", r"\w*stemming\w*", r"\w*abstimmung\w*", r"\bballot\w*",
            r"\bshow of hands\b", r"\bhands up\b", r"\bpoll\b",
            r"\babstimm\w*", r"\babgestimmt\b", r"\bstimme\w*", r"\bstemm\w*", r"\bstem\b",
            r"\bgestemd\b", r"\boyla\w*", r"\boy(?:u|a|da|lar\w*)?\b",
            r"投票|表决|表決|票|举手|舉手")
#: a tie said of the vote in one word ("Stimmengleichheit", "staken", "平票")
_VOTE_TIE = any_of(r"\bstimmengleich\w*", r"\bgleich viele\w* stimmen\b", r"\bstimmenpatt\b",
                r"\bgleiche\w* stimm\w*", r"\bequal (?:number of )?votes\b",
                r"\b(?:split|hung|deadlocked|drawn|even|level) (?:vote|ballot|poll)s?\b",
                r"\bgelijke stem\w*", r"\bstaking van (?:de )?stemmen\b",
                r"\bstaken\b", r"\bstaakt\b", r"\bstakende\b", r"\bevenveel stemmen\b",
                r"\boy esitli\w*", r"\besit oy\w*",
                r"平票|同票|票数相同|票數相同|票数一样|票數一樣|票数相等|票數相等|票数持平|"
                r"票數持平|票数打平|票數打平|投票打平|投票平局|表决平局|表決平局|票一样多|"
                r"票一樣多")
#: a tie, read as the vote's when the vote is named
_TIE = any_of(r"\bti(?:e|es|ed|ing)\b", r"\btie-?break\w*", r"\bdeadlock\w*", r"\bstalemate\w*",
           r"\bdead heat\b", r"\b(?:in|is|as|ends in|end in|ended in) a draw\b",
           r"\b(?:comes?|came|ends?|ended) (?:out )?(?:even|level|equal)\b",
           r"\b(?:is|are|was|were|stands?) (?:even|level|equal|split)\b",
           r"\bsplit (?:evenly|down the middle)\b",
           r"\bevenly split\b", r"\bgleichstand\w*", r"\bunentschieden\w*", r"\bpatt\b",
           r"\bsteht (?:es|sie) gleich\b", r"\bgleich (?:aus|steh\w*)\b",
           r"\bgelijkspel\w*", r"\bgelijke stand\b", r"\bgelijk (?:staa?t|eindigt|uitvalt)\b",
           r"\bstaat (?:het|de stemming) gelijk\b", r"\bpatstelling\b", r"\bonbeslist\b",
           r"\b(?:eindigt|is|staat|valt)\b[^,;:]{0,25}\bgelijk\b",
           r"\bberaber\w*", r"\besit(?:lik\w*|se|ce|lenirse|olursa| cikarsa| olursa| biterse)?\b",
           r"平局|打平|持平|僵局|一样多|一樣多|相同票")
#: Roshambo, the official tie-break, by name
_ROSHAMBO = any_of(r"\brock\W*paper\W*scissors?\b", r"\broshambo\b", r"\brochambeau\b", r"\brps\b",
                r"\bschere\W*stein\W*papier\b", r"\bstein\W*schere\W*papier\b",
                r"\bschnick\W*schnack\w*", r"\bsteen\W*papier\W*schaar\b",
                r"\bblad\W*steen\W*schaar\b", r"\btas\W*kagit\W*makas\w*",
                r"石头剪刀布|石頭剪刀布|剪刀石头布|剪刀石頭布|石头剪子布|猜拳")
#: another way to settle a thing: chance, age, strength, a role or the host
_MEANS = any_of(DIE, r"\broll\w*\b", r"\bcoins?\b", r"\bheads or tails\b",
             r"\bflip\w*\b", r"\btoss\w*\b", r"\blots?\b", r"\bstraws?\b", r"\bspin\w*\b",
             r"\b(?:draw|draws|drew|turn|turns|pull|pulls|cut|cuts) (?:a|the top|one) card\b",
             r"\bred\b.*\bblack\b", r"\boldest\b", r"\byoungest\b", r"\beldest\b",
             r"\barm ?wrestl\w*", r"\bthumb war\b", r"\bhost\w*\b",
             r"\bw(?:u|ü)rfel\w*", r"\bm(?:u|ü)nze\w*", r"\bkopf oder zahl\b", r"\blos\b",
             r"\blose[ns]?\b", r"\bstroh\w*", r"\bkarte (?:zieh\w*|umdreh\w*)",
             r"\bzieht\b.*\bkarte\b",
             r"\b(?:a|ä)lteste\w*", r"\bj(?:u|ü)ngste\w*", r"\barmdr(?:u|ü)ck\w*",
             r"\bgastgeber\w*", r"\bdobbel\w*", r"\bmunt\w*", r"\bkop of munt\b", r"\blootje\w*",
             r"\bstrootje\w*", r"\bkaart (?:trekken|omdraai\w*|om)\b", r"\btrekt\b.*\bkaart\b",
             r"\bdraait\b.*\bkaart\b", r"\boudste\w*", r"\bjongste\w*", r"\barmworstel\w*",
             r"\bgastheer\w*", r"\bgastvrouw\w*", r"\bzar\w*", r"\byazi tura\w*",
             r"\bpara (?:at|atil)\w*", r"\bkura\b", r"\bkura (?:cek|at)\w*", r"\bkart cek\w*",
             r"\ben yasli\w*",
             r"\ben genc\w*", r"\bbilek gures\w*", r"\bev sahib\w*",
             r"骰子|色子|硬币|硬幣|抛币|拋幣|抽签|抽籤|抓阄|抓鬮|抽一张|抽一張|翻一张|翻一張|抽牌|翻牌|"
             r"年纪最大|年紀最大|年纪最小|年紀最小|最年长|最年長|最年轻|最年輕|岁数|歲數|掰手腕|主人|"
             r"房主|东道主|東道主")
#: the tie's own outcomes on the cards: the attempt used up (R-VOTE-5), nobody defending
#: (R-ROSHAMBO-1), a vote nobody says yes to (R-VOTE-10), the tie defined (R-VOTE-9)
_TIE_OWN = any_of(r"\bus(?:e|es|ed) up\b", r"\battempt\w*", r"\bdefend\w*", r"\brepresentative\w*",
               r"\babstain\w*", r"\babstention\w*", r"\bnot a tie\b", r"\byes\b.*\bno\b",
               r"\bverbraucht\b", r"\bversuch\w*", r"\bverteidig\w*", r"\benthalt\w*",
               r"\bkein gleichstand\b", r"\bja\b.*\bnein\b",
               r"\bverbruik\w*", r"\bpoging\w*", r"\bverdedig\w*", r"\bonthoud\w*",
               r"\bgeen gelijkspel\b", r"\bvoor\b.*\btegen\b", r"\bopgebruikt\b",
               r"\b(?:is|zijn|was|waren)\b(?:\W+\w+){0,6}\W+op\W*$",  # "is ... op": used up
               r"\bhakk\w*", r"\bdeneme\w*", r"\bgirisim\w*", r"\bused\b", r"\bgebraucht\b",
               r"\bgebruikt\b", r"\bkullan\w*", r"\bsavun\w*", r"\bcekimser\w*",
               r"\bberaberlik degil\b", r"\bevet\b.*\bhayir\b",
               r"\bofficial\w*", r"\bas usual\b", r"\boffiziell\w*", r"\bwie (?:u|ü)blich\b",
               r"\bofficie\w*", r"\bzoals gewoonlijk\b", r"\bresmi\b", r"\bher zamanki\b",
               r"用掉|机会|機會|辩护|辯護|捍卫|捍衛|弃权|棄權|不算平|赞成.*反对|贊成.*反對|官方|照常|"
               r"按规则|按規則", ROUND_VOTE.pattern)  # R-VOTE-5 said of a tie (round_vote.py)
#: the pairing of R-ROSHAMBO-1 said without its name: the one who asked (or objected)
#: plays the rule's maker
_ASKER = any_of(r"\bask\w*\b", r"\bpropos\w*", r"\bwant\w* the change\b", r"\bobject\w*",
             r"\bantrag\w*", r"\bbeantrag\w*", r"\bwidersp\w*", r"\beinspruch\w*",
             r"\baanvrag\w*", r"\bvrager\b", r"\bvroeg\b", r"\bbezwaar\w*", r"\bvoorstel\w*",
             r"\boner\w*", r"\bisteyen\w*", r"\bitiraz\w*",
             r"提议|提議|提出|申请|申請|反对|反對")
_PLAYS = any_of(r"\bplay\w*\b", r"\bagainst\b", r"\bversus\b", r"\bvs\b", r"\btakes? on\b",
             r"\bspiel\w*\b", r"\bgegen\b", r"\bspeel\w*\b", r"\btegen\b", r"\boyna\w*",
             r"\bkarsi\w*", r"\bile\b", r"对|對|玩|比")


def _first_match(pattern: re.Pattern[str], *texts: str) -> str:
    for text in texts:
        found = searched(pattern, text)  # none of its words in the text: not searched
        if found:
            return found.group(0)
    return ""


def _text(sentence: Sentence) -> tuple[str, str]:
    return sentence.folded, sentence.cjk


def _clause(text: str, cjk: str, words: str) -> str:
    """The clause of the sentence that holds the words."""
    for part in re.split(r"[,;:。，；：!?！？]", text if words in text else cjk):
        if words in part:
            return part.strip()
    return words


#: R-ROSHAMBO-2's own terms: 30 decided rounds, draws not counted, the side with more wins
_RPS_TERMS = any_of(r"\b30\b", r"\bthirty\b", r"\bdrei(?:ss|ß)ig\b", r"\bdertig\b", r"\botuz\b",
                 r"\bdraws?\b", r"\bunentschieden\w*", r"\bgelijkspel\w*", r"\bberabere\w*",
                 r"\bdecided\b", r"\bentschieden\w*", r"\bbeslist\w*", r"\bbeslissend\w*",
                 r"三十|平局|平手|和局|分出胜负|分出勝負")


def _roshambo_terms(text: str, cjk: str) -> list[str]:
    """The clauses that say R-ROSHAMBO-2's own terms of the Roshambo a tie goes to: the
    official value in other words, read with the tie ("thirty decided rounds, draws do
    not count")."""
    return [part.strip() for part in re.split(r"[,;:。，；：!?！？]", text)
            + re.split(r"[,;:。，；：!?！？]", cjk) if part.strip()
            and _first_match(_RPS_TERMS, part, part)]


def _tie(sentence: Sentence) -> Found | None:
    """A tie of the vote and what settles it: the official value is Roshambo (or the
    pairing it plays, or the cards' own outcomes); anything else is another value."""
    text, cjk = _text(sentence)
    tie = _first_match(_VOTE_TIE, text, cjk)
    if not tie:
        tie = _first_match(_TIE, text, cjk)
        if not tie or not _first_match(_VOTE, text, cjk):
            return None
    rps = _first_match(_ROSHAMBO, text, cjk)
    means = _first_match(_MEANS, *roshambo_kept.cut(text, cjk, rps))  # not "not a coin"
    denied = roshambo_denied.denied(text, cjk, rps) if rps else ""
    if denied:  # "no Roshambo on a tie, the creator decides": Roshambo's place taken
        return _other("tie", "LP708", f"'{tie}' … '{denied}'")
    if rps and not means:
        # the official way out, said in its clause: what other readings find there ("a
        # tied vote goes to rock paper scissors" is no vote handed to anyone) is withdrawn
        return Found("tie", True, "LP707", " ".join(dict.fromkeys(
            [_clause(text, cjk, tie)] + _roshambo_terms(text, cjk))))
    if not means and _first_match(_MENTION, text, cjk):
        return None  # said of ties, not of this one ("ties are rare")
    if not means and (_first_match(_TIE_OWN, text, cjk) or _first_match(_ASKER, text, cjk)
                      and _first_match(_PLAYS, text, cjk)):
        return None  # the cards' own outcomes, or R-ROSHAMBO-1's pairing said plainly
    # what settles it: said after the tie ("bij gelijke stemming beslist ..."), or before
    after = text.split(tie, 1)[1] if tie in text else cjk.split(tie, 1)[1]
    rest = text.replace(tie, " ", 1) if tie in text else cjk.replace(tie, "", 1)
    settled = means or _first_match(_SETTLED, unnamed(after), unnamed(rest))  # not "vote"
    if not settled:
        return None  # a tie named and nothing said of it
    return _other("tie", "LP708", f"'{tie}' … '{settled}'")


#: ties spoken of, not settled: how often, whether they may happen
_MENTION = any_of(r"\brare\w*", r"\bseldom\b", r"\bhappen\w*", r"\bpossible\b", r"\boften\b",
               r"\bsometimes\b", r"\bselten\w*", r"\bpassier\w*", r"\bvorkomm\w*",
               r"\bkommt\b.*\bvor\b",
               r"\bzelden\b", r"\bgebeur\w*", r"\bmogelijk\b", r"\bvaak\b", r"\bnadir\w*",
               r"\bolabilir\b", r"\bsik sik\b", r"很少|可能|偶尔|偶爾|经常|經常|难得|難得")
#: a clause that says what happens (anything past the tie itself): a verb or a result
_SETTLED = any_of(r"\b(?!(?:the|and|then|with|for|bij|een|dan|met|voor|bei|dem|der|die|das|den|"
               r"dann|mit|ein|eine|und|ise|olursa|olunca|zaman)\b)\w{3,}\b",
               r"[\u4e00-\u9fff]{2,}")


# ---------------------------------------------------------------- what changing a rule takes
#: a rule named (this rule, a rule, the rules)
_RULE = any_of(r"\brules?\b", r"\bregel\w*", r"\bkural\w*", r"规则|規則|规定|規定")
#: changing, removing or voting on a rule
_CHANGE = any_of(r"\bchang\w*", r"\balter\w*", r"\bamend\w*", r"\bmodif\w*", r"\bedit\w*",
              r"\bremov\w*", r"\bdrop\w*", r"\bscrap\w*", r"\bdelet\w*", r"\bcancel\w*",
              r"\babolish\w*", r"\brepeal\w*", r"\bget rid\b", r"\bgone\b", r"\boverturn\w*",
              r"\bvot\w* (?:out|away|off|down)\b", r"\b(?:a|ä)nder\w*", r"\bstreich\w*",
              r"\bl(?:o|ö)sch\w*", r"\babschaff\w*", r"\bkipp\w*", r"\baufheb\w*",
              r"\babw(?:a|ä)hl\w*", r"\bentfern\w*", r"\bloswerd\w*", r"\bveranderen\b",
              r"\bverander\w*", r"\bwijzig\w*", r"\baanpass\w*", r"\bschrap\w*",
              r"\bafschaf\w*", r"\bweghal\w*", r"\bwegstem\w*", r"\bverwijder\w*",
              r"\bintrek\w*", r"\bophef\w*", r"\bdegis\w*", r"\bkaldir\w*", r"\bsil\w*",
              r"\biptal\w*", r"\bduzelt\w*",
              r"改|修改|更改|取消|删|刪|废除|廢除|撤销|撤銷|去掉|推翻")
#: a requirement put before it
_MUST = any_of(r"\bmust\b", r"\bhas to\b", r"\bhave to\b", r"\bneeds?\b", r"\brequir\w*",
            r"\bonly (?:if|when|after|once)\b", r"\bnot until\b", r"\bfirst\b",
            r"\bmuss\w*\b", r"\bm(?:u|ü)ssen\b", r"\berst\b", r"\bnur (?:wenn|falls|nachdem)\b",
            r"\bvorher\b", r"\bzuerst\b", r"\bzuvor\b", r"\bvoraus\w*", r"\bbraucht?\b",
            r"\bmoet\w*\b", r"\bpas\b", r"\balleen (?:als|wanneer|na)\b", r"\beerst\b",
            r"\bvereist\b", r"\bnodig\b", r"\bonce\b", r"\bancak\b", r"\bgerek\w*",
            r"\bsart\w*", r"\blazim\b", r"\b\w{4,}(?:mali|meli)(?:dir)?\b",
            r"必须|必須|得先|先要|先得|才能|才行|才可以|只有|需要|要先|前提")
#: what changing a rule officially takes: the vote, its majority, the asking, the deal
#: (a creator deleting their own is R-VOTE-4)
_OFFICIAL_GATE = any_of(r"\bvot\w*", r"\w*stemming\w*", r"\w*abstimmung\w*", r"\bballot\w*",
                     r"\bmajorit\w*", r"\bask\w*", r"\bpropos\w*",
                     r"\bdeal\w*", r"\bown\b", r"\babstimm\w*", r"\bstimm\w*", r"\bmehrheit\w*",
                     r"\bbeantrag\w*", r"\bantrag\w*", r"\bgeben\b", r"\beigene\w*",
                     r"\bstemm\w*", r"\bmeerderheid\b", r"\bvragen\b", r"\bdelen\b",
                     r"\beigen\b", r"\boyla\w*", r"\bcogunluk\w*", r"\bdagit\w*", r"\bkendi\w*",
                     r"投票|表决|表決|多数|多數|过半|過半|发牌|發牌|自己")
#: a requirement the vote does not have, said with the vote: wins, a price, a turn sat out
_PRICE = any_of(r"\bwin\w*", r"\bwon\b", r"\bpa(?:y|id|ys)\b", r"\bgive up\b", r"\bhand over\b",
             r"\bsit\w* out\b", r"\bskip\w*\b", r"\bmiss\w* (?:a|your|their) turn\b",
             r"\bgewinn\w*", r"\bgewonnen\b", r"\bzahl\w*", r"\bbezahl\w*", r"\babgeb\w*",
             r"\baussetz\w*", r"\bwinn\w*", r"\bgewonnen\b", r"\bbetaal\w*", r"\binlever\w*",
             r"\boversla\w*", r"\bkazan\w*", r"\bode\w*", r"\bver(?:ir|mesi|meli)\w*",
             r"\bpas gec\w*", r"赢|贏|胜|勝|交|付|给|給|跳过|跳過")


#: a change said of its subject, the rule ("this rule changes", "die Regel ändert")
_DOES = re.compile(r"(?:changes|alters|removes|cancels|ändert|verändert|entfernt|verandert|"
                   r"wijzigt|verwijdert|degistirir|degistirmez|kaldirir|kaldirmaz)$")


def _of_rule(change: re.Pattern[str], text: str, cjk: str) -> bool:
    """Whether a change (or a vote) is of the rule: up to four words before it ("change
    this rule", "vote on this rule") or four after it ("diese Regel ändern", "deze regel
    wil schrappen", "kuralı değiştirmek"), a finite verb after it being the rule's own
    doing; Chinese: within eight characters."""
    words = text.split()
    rules = [i for i, w in enumerate(words) if _RULE.fullmatch(w) or _RULE.match(w)]
    for i, w in enumerate(words):
        if not change.match(" ".join(words[i:i + 3])):
            continue
        if any(0 < r - i <= 4 for r in rules) or any(
                0 < i - r <= 4 and not (i - r == 1 and _DOES.search(w)) for r in rules):
            return True
    return any(abs(m.start() - n.start()) <= 8 for m in change.finditer(cjk)
               for n in _RULE.finditer(cjk))


def _gate(sentence: Sentence, hits: Sequence[Hit]) -> Found | None:
    """A requirement put before changing, removing or voting on a rule that is not the
    vote: another value of what changing a rule takes (R-VOTE-1, R-VOTE-4)."""
    text, cjk = _text(sentence)
    rule = _first_match(_RULE, text, cjk)
    # changing it or voting on it, the rule what is changed ("this rule changes nothing")
    change = _first_match(_CHANGE, text, cjk) or _first_match(_VOTE, text, cjk)
    if not (_of_rule(_CHANGE, text, cjk) or _of_rule(_VOTE, text, cjk)):
        change = ""
    denied, unless = _first_match(DENIED, text, cjk), _first_match(_UNLESS, text, cjk)
    # a requirement, or a denial a condition lifts ("can't change it unless ...")
    must = _first_match(_MUST, text, cjk) or (unless if denied else "")
    if not rule or not change or not must or _first_match(_FREE, text, cjk) \
            or denied and not unless:
        return None  # a change denied ("may not change it once the round has begun")
    if _first_match(_OFFICIAL_GATE, text, cjk) or vote_majority.said(sentence):
        price = _first_match(_PRICE, text, cjk)
        if not price or not _first_match(_VOTE, text, cjk) and not _first_match(_ASK, text):
            return None  # the vote, its majority, the asking or the deal: the official gate
        return _other("gate", "LP707", f"'{rule}' … '{change}' … '{must}' … '{price}'")
    return _other("gate", "LP707", f"'{rule}' … '{change}' … '{must}'")


#: a requirement said not to be there ("no need", "anyone may at any time")
_FREE = any_of(r"\bno need\b", r"\bnothing\b", r"\bany time\b", r"\banytime\b", r"\bjederzeit\b",
            r"\bnicht n(?:o|ö)tig\b", r"\bniet nodig\b", r"\baltijd\b", r"\bgerek yok\b",
            r"\bher zaman\b", r"随时|隨時|不需要|不用")
#: a denial lifted by a condition ("can't change it unless you have won twice")
_UNLESS = any_of(r"\bunless\b", r"\buntil\b", r"\bwithout\b", r"\bexcept\b", r"\bau(?:ss|ß)er\b",
              r"\bbis\b", r"\bohne\b", r"\btenzij\b", r"\btotdat\b", r"\bzonder\b",
              r"\b\w+(?:madan|meden|mad(?:i|ı)k(?:c|ç)a|medikce)\b", r"\bsurece\b",
              r"除非|之前|否则|否則|就不")
_ASK = any_of(r"\bask\w*", r"\bpropos\w*", r"\bbeantrag\w*", r"\bverlang\w*", r"\bvragen\b",
           r"\bvraag\w*", r"\bist\w*\b", r"\boner\w*")


# ---------------------------------------------------------------- how long a rule lasts
_LASTS = any_of(r"\blast\w*\b", r"\bholds?\b", r"\bstays?\b", r"\bappl(?:y|ies)\b", r"\bremains?\b",
             r"\bcarr(?:y|ies) over\b", r"\bcontinu\w*", r"\bvalid\b", r"\bin force\b",
             r"\bsurviv\w*", r"\bgilt\b", r"\bgelten\b", r"\bbleib\w*", r"\bg(?:u|ü)ltig\w*",
             r"\bgeldt\b", r"\bgelden\b", r"\bblijf\w*", r"\bblijven\b", r"\bgeldig\w*",
             r"\bvan kracht\b", r"\bgecerli\w*", r"\bkal(?:ir|acak|sin)\w*", r"\bdevam\w*",
             r"\bsurer\w*", r"\buygulan\w*", r"有效|适用|適用|保留|继续|繼續|沿用|生效|算数|算數",
             r"\bstanding\b", r"\bst(?:a|ä)ndig\w*", r"\bvaste\b", r"\bsabit\b", r"常设|常設|长期")
#: a later session: the next evening, future game nights, for good
_LATER_SESSION = any_of(
    r"\b(?:next|future|following|later|coming) (?:session|evening|game night|games night|"
    r"party|get-together|meetup|week|time we play|times we play)s?\b",
    r"\b(?:every|all|each) (?:future|later|following) (?:session|evening|game night|game)s?\b",
    r"\bbeyond (?:tonight|this session|the session|this evening|the evening)\b",
    # a later day named: next Friday, nächsten Samstag, volgende zondag, haftaya cuma, 下周五
    r"\b(?:next|this coming) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
    r"weekend)\b", r"\bn(?:a|ä)chste\w* (?:montag|dienstag|mittwoch|donnerstag|freitag|"
    r"samstag|sonntag|wochenende)\b", r"\bvolgende (?:maandag|dinsdag|woensdag|donderdag|"
    r"vrijdag|zaterdag|zondag)\b", r"\bhaftaya\b", r"下周|下週|下星期|下礼拜|下禮拜",
    r"\bafter tonight\b", r"\bfor good\b", r"\b(?:rest of the|whole|all) (?:year|month)\b",
    r"\b(?:ganze|restliche)\w* (?:jahr|monat)\b", r"\b(?:hele|rest van het) (?:jaar|maand)\b",
    r"\b(?:yil|ay) boyunca\b", r"\byil sonuna\b", r"\bforever\b", r"\bpermanent\w*",
    r"\bn(?:a|ä)chste\w* (?:spieleabend|abend|mal|sitzung|treffen|woche|runde am tisch)\w*",
    r"\bk(?:u|ü)nftig\w*", r"\bzuk(?:u|ü)nftig\w*", r"\bf(?:u|ü)r immer\b", r"\bauf dauer\b",
    r"\bdauerhaft\w*", r"\b(?:u|ü)ber (?:den|diesen|heute) abend hinaus\b",
    r"\bvolgende (?:avond|sessie|keer|(?:speel|spel|kaart|spelletjes)avond|week|bijeenkomst)\b",
    r"\btoekomstig\w*", r"\b(?:gelecek|sonraki|ertesi) (?:oyun )?gece\w*",
    r"\bvoor altijd\b", r"\bvoorgoed\b", r"\bna vanavond\b",
    r"\b(?:gelecek|sonraki|ertesi) (?:aksam|oturum|seans|bulusma|hafta|sefer|toplanti)\w*",
    r"\bsonsuza\w*", r"\bkalici\w*", r"\bebediyen\b", r"\bbu aksamdan sonra\b",
    r"下次聚会|下次聚會|下一次聚会|下一次聚會|下次再玩|下次玩|下次牌局|下一次牌局|下次打牌|以后的聚会|以後的聚會|以后每次|以後每次|"
    r"今后|今後|永远|永遠|永久|每次聚会|每次聚會|下回|全年|一整年|今年内|今年內",
    # every session, or a span of the calendar that holds several (R-SESSION-1)
    r"\b(?:every|each|all) (?:session|evening|game night|games night|meetup|get-together|"
    r"time we play)s?\b", r"\b(?:this|the whole|the entire) (?:month|year|season)\b",
    r"\bnext time\b", r"\b(?:jede[nmrs]?|alle) (?:spieleabend|sitzung|treffen|spielabend)\w*",
    r"\b(?:diese[nmrs]?|de[nm] ganzen) (?:monat|jahr|saison)\b", r"\bdit (?:jaar|seizoen)\b",
    r"\b(?:elke|iedere|alle) (?:speelavond|sessie|bijeenkomst|spelavond)\w*",
    r"\b(?:deze|de hele) (?:maand|seizoen)\b", r"\bbu (?:ay|yil|sezon)\b",
    r"\bher (?:oyun gecesi|oturum|bulusma|toplanti)\w*",
    r"本月|这个月|這個月|整个月|每个游戏之夜|每次玩|每晚")
#: a later session, as language/text/carry_over.py reads an effect carried there
LATER_SESSION = _LATER_SESSION
#: the session's own frame: the rest of the evening, until the vote removes it
_SESSION = any_of(r"\bsession\b", r"\bevening\b", r"\btonight\b", r"\bvoted (?:out|away|off)\b",
               r"\babend\w*", r"\bsitzung\b", r"\babgew(?:a|ä)hlt\b", r"\bavond\b",
               r"\bvanavond\b", r"\bsessie\b", r"\bweggestemd\b", r"\bwegstemmen\b",
               r"\baksam\w*", r"\boturum\w*", r"\boylamayla\b",
               r"整晚|本场|本場|今晚|本次聚会|本次聚會|整个聚会|整個聚會|投票取消")


def lasts(sentence: Sentence) -> Found | None:
    """How long a rule lasts: into a later session is another value (R-SESSION-1); the
    session's own frame, with no denial, is the official one."""
    text, cjk = _text(sentence)
    rule, last = _first_match(_RULE, text, cjk), _first_match(_LASTS, text, cjk)
    if not last or not rule and not text.startswith(("this ", "diese ", "deze ", "bu ")):
        return None
    later = _first_match(_LATER_SESSION, text, cjk)
    if later:
        said = f"'{rule}' … " if rule else ""
        return _other("lasts", "LP707", f"{said}'{last}' … '{later}'")
    if _first_match(_SESSION, text, cjk) and not _first_match(DENIED, text, cjk) \
            and not _first_match(_VOTE, _SESSION.sub(" ", text), _SESSION.sub("", cjk)):
        return Found("lasts", True, "LP707", last)  # the vote named only as its end
    return None


# ---------------------------------------------------------------- who holds the vote
#: a power over the vote other than voting and asking: stopping, allowing, approving it
_OVER_VOTE = any_of(
    r"\bblock\w*", r"\bstop\w*", r"\bhalt\w*", r"\bcancel\w*", r"\bcall\w* off\b",
    r"\bveto\w*", r"\boverrul\w*", r"\boverrid\w*", r"\bapprov\w*", r"\bconsent\w*",
    r"\bagree\w*", r"\ballow\w*", r"\bpermi\w*", r"\bpostpon\w*", r"\bdelay\w*",
    r"\bsays? goes\b", r"\bsign\w* off\b", r"\bokay\w*",
    r"\bok\b", r"\bblessing\b",
    r"\bblockier\w*", r"\bstopp\w*", r"\bverbiet\w*", r"\berlaub\w*", r"\bzustimm\w*",
    r"\bzustimmung\b", r"\bgenehmig\w*", r"\babsag\w*", r"\bverschieb\w*", r"\beinverstanden\b",
    r"\bsegen\b", r"\babbrech\w*", r"\btegenhoud\w*", r"\btegenhouden\b", r"\bverbied\w*",
    r"\bgoedkeur\w*", r"\btoestemming\b", r"\bakkoord\b", r"\bafblaz\w*", r"\buitstel\w*",
    r"\bengelle\w*", r"\bdurdur\w*", r"\bonay\w*", r"\bizin\w*", r"\berte(?:le|li)\w*",
    r"\bveto\w*", r"\brazi\w*",
    r"否决|否決|阻止|叫停|同意|批准|允许|允許|推迟|推遲|拦下|攔下|点头|點頭")
#: the holders of the table's procedure by the cards: everyone, the table, the majority
_TABLE = any_of(r"\beveryone\b", r"\beverybody\b", r"\ball players\b", r"\bthe table\b",
             r"\bmajorit\w*", r"\balle\b", r"\bjeder\b", r"\bmehrheit\b", r"\biedereen\b",
             r"\bde tafel\b", r"\bmeerderheid\b", r"\bherkes\b", r"\bmasa\b", r"\bcogunluk\w*",
             r"大家|所有人|全桌|多数|多數")
#: a say put over the table's: overruling it
_OVER_TABLE = any_of(r"\bwhatever\b.*\bsays?\b.*\bgoes\b", r"\boverrul\w*", r"\boverrid\w*",
                  r"\bveto\w*", r"\b(?:u|ü)berstimm\w*",
                  r"\bsich (?:u|ü)ber\b.*\bhinweg\w*", r"\boverstem\w*", r"\bpasseer\w*",
                  r"\bgecersiz kil\w*", r"推翻|否决|否決|一票否")
_HOLDERS = ("leader", "self", "creator", "k_creator", "a_holder", "trait", "trait_noun")


def _near(a: re.Pattern[str], b: re.Pattern[str], text: str, cjk: str) -> bool:
    """Whether a match of ``a`` governs one of ``b``: two words before it or three after
    (Chinese: eight characters either way)."""
    words = [(m.start(), m.end()) for m in re.finditer(r"\S+", text)]

    def at(pos: int) -> int:
        return next((i for i, (x, y) in enumerate(words) if x <= pos < y), -1)

    left = [at(m.start()) for m in a.finditer(text)]
    right = [at(m.start()) for m in b.finditer(text)]
    # the power before its object ("block any vote"), or after it ("jede Abstimmung
    # blockieren", "een stemming tegenhouden")
    if any(0 < j - i <= 2 or 0 < i - j <= 3 for i in left for j in right if i >= 0 and j >= 0):
        return True
    return any(abs(m.start() - n.start()) <= 8 for m in a.finditer(cjk) for n in b.finditer(cjk))


def _vote_held(sentence: Sentence, hits: Sequence[Hit]) -> Found | None:
    """A person given a power over the vote other than their own ballot: blocking,
    stopping, allowing or approving it ("the dealer can block any vote", "Der Erfinder
    muss zustimmen, bevor abgestimmt wird", "庄家可以否决任何投票"). The vote is the
    table's, by majority (R-VOTE-2); nobody's say stands over it (R-VOTE-8)."""
    text, cjk = _text(sentence)
    vote, power = _first_match(_VOTE, text, cjk), _first_match(_OVER_VOTE, text, cjk)
    holder = next((h for h in hits if h.name in _HOLDERS), None)
    strong = _first_match(_OVER_TABLE, text, cjk)  # "overrules the table": over its say
    if strong and holder is not None and not _first_match(DENIED, text, cjk) and (
            vote or _first_match(_TABLE, text, cjk) or _first_match(_RULE, text, cjk)):
        return _other("vote held", "LP707", f"{holder.words} … '{strong}'")
    if not vote or not power or holder is None or _first_match(DENIED, text, cjk) \
            or _first_match(_TABLE, text, cjk):
        return None  # denied, or the table's own
    if not _near(_OVER_VOTE, _VOTE, text, cjk) and not _first_match(_MUST, text, cjk):
        return None  # the power is over something else ("may stop the music before the vote")
    return _other("vote held", "LP707", f"{holder.words} … '{power}' … '{vote}'")


#: every vote asked for: unanimity where R-VOTE-2 asks more than half ("takes every vote
#: at the table", "braucht alle Stimmen", "vereist ieders stem", "herkesin oyu gerekir")
_EVERY_VOTE = any_of(
    r"\b(?:every|each|all(?: the)?|all of the) (?:single )?(?:player'?s'? )?(?:votes?|ballots?)\b",
    r"\b(?:everyone|everybody|every player|all players)(?:'s| s)? (?:votes?|yes|ballots?)\b",
    r"\b(?:jede|alle|aller|samtliche\w*|sämtliche\w*) (?:einzelne )?(?:stimmen?|ja-?stimmen)\b",
    r"\b(?:elke|iedere|alle) (?:stem|stemmen)\b", r"\b(?:iedereens|ieders) (?:stem|ja)\b",
    r"\b(?:herkesin|tum|tüm|butun|bütün) (?:oy\w*|evet\w*)",
    r"所有人的票|所有的票|每一票|每一張票|每一张票|全部的票|所有票|全部票|每个人的票|每個人的票")
#: a need: the bar set for the vote or the removal
_NEEDS = any_of(r"\b(?:needs?|takes?|requires?|must|only with|only by)\b", r"\b(?:braucht|brauchen|"
             r"erfordert|nötig|notig|nur mit|muss|müssen|mussen)\b",
             r"\b(?:nodig|vereist|vereisen|moet|moeten|alleen met)\b",
             r"\b(?:gerek\w*|lazım|lazim|şart|sart|ister)\b", r"需要|要有|得有|必须|必須|才能")

_SHARE = any_of(r"\bhalf\b", r"\bmajority\b", r"\bh(?:a|ä)lfte\b", r"\bmehrheit\w*", r"\bhelft\b",
             r"\bmeerderheid\w*", r"\byar[ıi]s\w*", r"\b(?:ç|c)o(?:ğ|g)unlu\w*",
             r"半|多数|多數|过半|過半")

_TALLIED = any_of(r"\bcount(?:ed|s)?\b", r"\btall\w*", r"\bgez(?:a|ä)hlt\b",
               r"\bz(?:a|ä)hl(?:en|t)\b", r"\bgeteld\b", r"\btel(?:len|t)\b", r"\bsay(?:ı|i)l\w*",
               r"计票|計票|点票|點票|数票|數票")


def _unanimous(sentence: Sentence) -> Found | None:
    """Every vote asked for a change or a removal: unanimity, not R-VOTE-2's majority."""
    text, cjk = _text(sentence)
    every, need = _first_match(_EVERY_VOTE, text, cjk), _first_match(_NEEDS, text, cjk)
    if not every or not need or _first_match(DENIED, text, cjk) \
            or _first_match(_SHARE, text, cjk) or _first_match(_TALLIED, text, cjk):
        return None  # "more than half of all votes" is the majority; "counted", the tally
    return _other("vote held", "LP707", f"'{need}' … '{every}'")


# ---------------------------------------------------------------- what one vote may change
#: more than one rule ("two rules at once", "mehrere Regeln", "好几条规则")
_RULES = any_of(
    r"\b(?:two|three|four|several|multiple|all|both|many|more than one|any number of)"
    r" (?:of )?(?:the |our )?(?:house |custom |other )?rules\b",
    r"\b(?:zwei|drei|mehrere|alle|beide|viele)\w* (?:der )?(?:haus)?regeln\b",
    r"\b(?:twee|drie|meerdere|alle|beide|veel)\w* (?:de |onze )?(?:huis)?regels\b",
    r"\b(?:iki|uc|birden fazla|tum|butun|birkac)\w* (?:ev )?kural\w*",
    r"(?:两|兩|三|几|幾|多|好几|好幾|所有|全部)条?(?:的)?(?:家庭)?(?:规则|規則)")


def _vote_scope(sentence: Sentence) -> Found | None:
    """One vote changing more than one rule: a vote removes or changes one rule (R-VOTE-1)."""
    text, cjk = _text(sentence)
    vote, change = _first_match(_VOTE, text, cjk), _first_match(_CHANGE, text, cjk)
    rules = _first_match(_RULES, text, cjk)
    if not vote or not change or not rules or _first_match(DENIED, text, cjk):
        return None
    return _other("vote scope", "LP707", f"'{vote}' … '{change}' … '{rules}'")


# ---------------------------------------------------------------- who reads an unclear rule
#: a rule's meaning in question: unclear, in doubt, disputed, to be interpreted
_UNCLEAR = any_of(
    r"\bunclear\b", r"\bambigu\w*", r"\bdoubt\w*", r"\bdisput\w*", r"\bargu\w*",
    r"\bdisagree\w*", r"\bquestions? (?:about|on|over)\b", r"\bmeaning\b", r"\bmeans\b",
    r"\binterpret\w*", r"\bunklar\w*", r"\bzweifel\w*", r"\bstreit\w*", r"\bausleg\w*",
    r"\blegt\b.*\baus\b", r"\bbedeut\w*", r"\bgemeint\b", r"\bonduidelijk\w*",
    r"\btwijfel\w*", r"\buitleg\w*", r"\bbetekenis\w*", r"\bbetekent\b", r"\bruzie\b",
    r"\bonenigheid\b", r"\binterpret\w*", r"\bbelirsiz\w*", r"\bnet degil\w*",
    r"\banlasmazlik\w*", r"\byorum\w*", r"\banlam\w*", r"\btartisma\w*", r"\bsupheli\w*",
    r"歧义|歧義|不清楚|不明确|不明確|疑问|疑問|争议|爭議|解释|解釋|含义|含義|理解|意思|争执|爭執")
#: a rule read out again, not read into
_READ_OUT = any_of(r"\bread\w* (?:it )?(?:out|aloud)\b", r"\bvorles\w*", r"\bliest\b.*\bvor\b",
                r"\bvoorlez\w*", r"\bleest\b.*\bvoor\b", r"\bsesli oku\w*", r"念一遍|读一遍|讀一遍")
#: the role's own rule (the winner's new rule is the winner's): its creator reads it
_OWN_RULE = any_of(r"\b(?:new|own|their|his|her|my) rule\b",
                r"\b(?:neue|eigene|seine|ihre|meine)\w* regel\b",
                r"\b(?:nieuwe|eigen|zijn|haar|mijn) regel\b", r"\b(?:yeni|kendi) kural\w*",
                r"新规则|新規則|自己的规则|自己的規則")
_ROLES = ("leader", "a_holder", "trait", "trait_noun")


def _reader(sentence: Sentence, hits: Sequence[Hit]) -> Found | None:
    """An unclear or disputed rule read by a role: its creator settles the ambiguity,
    then the table's majority (R-CUSTOM-5, R-FAQ-5, R-SESSION-3), nobody else."""
    text, cjk = _text(sentence)
    unclear, rule = _first_match(_UNCLEAR, text, cjk), _first_match(_RULE, text, cjk)
    role = next((h for h in hits if h.name in _ROLES), None)
    if not unclear or not rule or role is None or _first_match(_READ_OUT, text, cjk) \
            or _first_match(DENIED, text, cjk) \
            or any(h.name in ("creator", "k_creator", "own_rule") for h in hits) \
            or _first_match(_OWN_RULE, text, cjk):
        return None  # the creator's to read: by name, or the role's own new rule
    return _other("reader", "LP709", f"'{unclear}' … {role.words}")


def read(sentence: Sentence, hits: Sequence[Hit]) -> list[Found]:
    """The closed-world slots the sentence fills, each official or not."""
    return [f for f in (_tie(sentence), _gate(sentence, hits), lasts(sentence),
                        _vote_held(sentence, hits), _vote_scope(sentence),
                        _reader(sentence, hits), _unanimous(sentence))
            if f is not None] + [_other(slot, code, words) for slot, code, words in (
                *announced.slots(sentence), *told_part.slots(sentence),
                *session_end.slots(sentence, hits),
                *session_start.slots(sentence), *vote_outcome.slots(sentence),
                *roshambo_sides.slots(sentence), *edge_cases.slots(sentence, hits),
                *vote_rules.slots(sentence), *rule_reader.slots(sentence))]


__all__ = ["LATER_SESSION", "Found", "lasts", "read"]
