"""The vote's or Roshambo's terms left to one player (issue 29, session 34).

The procedure has no one who sets its terms: the vote is held when the deal begins, one a
round, everyone votes and more than half decides (R-VOTE-1, R-VOTE-2); Roshambo is played
to 30 decided rounds, draws not counted (R-ROSHAMBO-2); and no rule may change either
(R-VOTE-8, R-CUSTOM-3). A sentence that gives one player (a role, a standing, the creator, a
trait) the choice of a term of them -- how many rounds, how long, when, how it is counted --
changes the procedure whatever the choice turns out to be: "legt der Sieger der letzten
Runde fest, wie viele Runden gespielt werden", "the dealer decides when the vote is held",
"de leider bepaalt hoeveel rondes", "önceki turun kazananı kaç tur oynanacağını belirler",
"上一局的赢家决定猜几局".

Not a term: what the choice is about when it names none ("the winner of the Roshambo picks
the pizza"), a choice by the one who won or lost the Roshambo or the vote itself (its
outcome, not its terms), a choice denied ("nobody decides how many rounds").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .denial_lexicon import NOBODY
from .matching import Hit
from .textnorm import Sentence, any_of, clauses

#: the procedure named: Roshambo by any of its names (LP708), the vote (LP707)
_ROSHAMBO = ("roshambo",)
_VOTE = ("vote", "vote_act", "k_vote_verb")
#: one player who might be given the choice: a role, a standing, the creator, a trait
_ONE = ("leader", "a_holder", "c_person", "creator", "k_creator", "trait", "trait_noun")
_ONE_WORDS = re.compile(r"\b(?:champion\w*|leader\w*|f(?:u|ü|ue)hrend\w*|spitzenreiter\w*|"
                        r"leider\w*|koploper\w*|lider\w*|birinci\w*)\b|领先|領先|冠军|冠軍|"
                        r"第一名|赢家|贏家|输家|輸家|庄家|莊家|发牌的|發牌的")
#: choosing, deciding, setting
_CHOOSE = ("decide", "a_choose", "k_arrange")
#: Roshambo's "decided rounds" (R-ROSHAMBO-2): a round's outcome, nobody's choice
_DECIDED = re.compile(r"decided|entschieden\w*|beslissende|kesin\w*")
_SET = re.compile(r"\b(?:sets?|fix(?:es)?|names?|says?|setzt fest|setzt|stellt ein|legt vast|"
                  r"stelt vast|stelt in|zegt|sagt|ayarlar|koyar|soyler|söyler)\b|"
                  r"定下|规定|規定|说了算|說了算|说|說")
#: a term of the procedure asked after: how many, how long, when, how
_TERM = re.compile(
    r"\b(?:how many|how long|how often|how much|when|whether|how|the number of|"
    r"wie viele|wie viel|wieviele|wieviel|wie lange|wie oft|wann|ob|wie|die anzahl|"
    r"hoeveel|hoe lang|hoe vaak|wanneer|of er|hoe|het aantal|"
    r"kac|ne zaman|ne kadar|nasil|sayisini|suresini)\b|"
    r"几局|幾局|几轮|幾輪|几次|幾次|几把|幾把|多少|何时|何時|什么时候|什麼時候|怎么|怎麼|怎样|"
    r"怎樣|局数|局數|轮数|輪數")
#: the one who wins or loses the Roshambo or the vote: its outcome, not its terms
_OUTCOME = re.compile(r"\b(?:win\w*|los(?:e|es|er|ers|ing|t)|gewinn\w*|sieg\w*|verlier\w*|"
                      r"verliert|wint|winnaar\w*|verlie\w*|kazan\w*|kaybed\w*)\b")
_ZH_OUTCOME = re.compile(r"(?:猜拳|石头剪刀布|石頭剪刀布|剪刀石头布|剪刀石頭布|投票|表决|表決)"
                         r"(?:中|里|裡)?(?:的)?(?:赢|贏|输|輸|胜|勝|负|負)|"
                         r"(?:赢|贏|输|輸|胜|勝|负|負)(?:了)?(?:猜拳|石头剪刀布|石頭剪刀布|投票)")
#: the official terms said ("thirty decided rounds", "each deal"): a reminder of them
_OFFICIAL = re.compile(r"\b(?:30|thirty|drei(?:ss|ß)ig|dertig|otuz)\b|三十|卅")
#: the table or its majority as the one who decides: the procedure's own (R-VOTE-2,
#: R-SESSION-3: "由大家投票多数决定")
_TABLE = ("p_everyone", "more_than_half", "majority")
_EVERYONE = re.compile(r"\b(?:everyone|everybody|all of us|the table|majority|alle|mehrheit|"
                       r"iedereen|meerderheid|herkes|cogunluk|çoğunluk)\b|大家|所有人|多数|多數")
#: a choice denied ("nobody decides", "niemand bestimmt", "不由")
_DENY = ("negation", "cannot", "k_never")
_NOBODY = any_of(NOBODY.pattern, "不由")  # text/denial_lexicon.py
#: how near (in words) a winner or loser stands to the procedure it is the outcome of
_OUTCOME_REACH = 3

#: the reasons, catalog entries of language/report/wordings.py and textwords.py
WHY_ROSHAMBO = "R-VOTE-8: 30 decided rounds, draws do not count"
WHY_HELD = "the vote is held when the deal begins, one a round; R-VOTE-1, R-VOTE-8"
WHY_TALLY = "everyone votes and the share decides, no one player; R-VOTE-2, R-VOTE-8"
#: a term of time: the vote's when
_WHEN = re.compile(r"\b(?:when|whether|how often|wann|ob|wie oft|wanneer|of er|hoe vaak|"
                   r"ne zaman)\b|何时|何時|什么时候|什麼時候")


def _first(hits: Sequence[Hit], names: Sequence[str]) -> Hit | None:
    return next((h for h in hits if h.name in names), None)


def _outcome(sentence: Sentence, subject: Hit) -> bool:
    """Whether a win or a loss of the procedure itself stands by it ("the winner of the
    Roshambo", "wer die Abstimmung verliert", "猜拳赢的人"): its outcome's person."""
    if _ZH_OUTCOME.search(sentence.cjk or ""):
        return True
    if subject.stream != 0:
        return False
    tokens = [t[0] for t in sentence.split]
    span = next(((a, b) for a, b in clauses(sentence) if a <= subject.start < b),
                (0, len(tokens)))
    near = range(max(span[0], subject.start - _OUTCOME_REACH),
                 min(span[1], subject.end + _OUTCOME_REACH))
    return any(_OUTCOME.fullmatch(tokens[i]) for i in near)


def given(sentence: Sentence, hits: Sequence[Hit]) -> tuple[str, str, str] | None:
    """A term of Roshambo (LP708) or of the vote (LP707) left to one player's choice: the
    code, the words and the message, or None."""
    rps, vote = _first(hits, _ROSHAMBO), _first(hits, _VOTE)
    subject = rps or vote
    choose = next((h for h in hits if h.name in _CHOOSE
                   and not _DECIDED.fullmatch(h.words.strip("'"))), None)
    setting = _SET.search(sentence.folded) if choose is None else None
    chose = choose.words if choose is not None else f"'{setting.group(0)}'" if setting else ""
    if subject is None or not chose or _first(hits, _DENY) is not None \
            or _first(hits, _TABLE) is not None or _EVERYONE.search(sentence.folded) \
            or _NOBODY.search(sentence.folded):
        return None
    if setting is not None and not setting.group(0).startswith(("说了", "說了")) and (
            _OFFICIAL.search(sentence.folded) or _first(hits, ("t_each_round",))):
        return None  # "the dealer says how many rounds: thirty" reminds, sets nothing
    one = _first(hits, _ONE)
    one_said = one.words if one is not None else ""
    if not one_said:
        found = _ONE_WORDS.search(sentence.folded)
        one_said = f"'{found.group(0)}'" if found else ""
    term = _TERM.search(sentence.folded)
    if not one_said or term is None or _outcome(sentence, subject):
        return None
    words = f"{subject.words} … {one_said} … {chose} … '{term.group(0)}'"
    if rps is not None:
        return "LP708", words, f"free text changes Roshambo: {words} ({WHY_ROSHAMBO})"
    why = WHY_HELD if _WHEN.search(term.group(0)) else WHY_TALLY
    return "LP707", words, f"free text changes the rule vote: {words} ({why})"


__all__ = ["given"]
