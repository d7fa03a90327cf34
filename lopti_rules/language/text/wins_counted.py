"""How a round's result is scored, said in free text (issue 29, session 24): R-WIN-3 as a slot.

Each round has one winner, the first player out, and every round won counts the same on
the table's score: one win (R-WIN-1, R-WIN-3); a finished result is never undone
(R-VOTE-6). A text that changes how a result is scored changes that procedure for the
standings it favours, and no check reads a text (R-CUSTOM-2), so it is a rule of play
laid down in words (LP716). Read by meaning in the five languages, a **result** (a win,
a round, a hand, a point or stroke on the sheet) with one of

- **more than one**: counted double, twice, as two, worth three, an extra point
  ("telt dubbel op het scorebriefje", "连赢的那一局记两局", "iki el sayılır");
- **taken away**: crossed off, struck, subtracted, erased, lost from the sheet ("cross one
  win off the runner-up's line", "einen Sieg streichen", "一局划掉");
- **not counted**: a round or a win said not to count ("that round doesn't count", "zählt
  nicht", "sayılmaz", "不算") about the score, not Roshambo's draws or a vote;
- **a loss counted as a win**: the loser, the last or the runner-up credited with a win.

Near misses stay clean: keeping a score sheet at all, writing the winner's name, "the
winner marks a stripe", one point or stroke a round won "the same for everybody", a
denial ("no win counts double"), Roshambo's "draws do not count" (R-ROSHAMBO-2).
language/text/play_readings.py asks :func:`scored` with its readings.
"""

from __future__ import annotations

from .denial_lexicon import DENIED
from .retroactive import EARLIER
from .standing_bends import SUIT
from .textnorm import Sentence, any_of, clause_texts, has_cjk

#: a result of a round on the table's score: a win, a round, a hand, a point or a stroke
_RESULT = any_of(
    r"\bwins?\b", r"\bwon\b", r"\bwinn\w*", r"\bvictor\w*", r"\brounds?\b", r"\bgames?\b",
    r"\bhands?\b", r"\bpoints?\b", r"\bstrokes?\b", r"\btall\w*", r"\bmarks?\b",
    r"\bstripes?\b", r"\bscore\w*", r"\bsieg\w*", r"\bgewinn\w*", r"\bgewonnen\w*",
    r"\brunden?\b", r"\bpartie\w*", r"\bspiele?\b", r"\bpunkte?\b", r"\bstrich\w*",
    r"\boverwinning\w*", r"\bgewonnen\b", r"\bwint\b", r"\bwinst\b", r"\brondes?\b",
    r"\brondje\w*", r"\bpotje\w*", r"\bpunt\w*", r"\bstre(?:ep|pen)\w*", r"\bgalibiyet\w*",
    r"\bkazan\w*", r"\bel(?:ler\w*|i|in)?\b", r"\btur(?:u|da|lar\w*)?\b", r"\bpuan\w*",
    r"\bcizgi\w*",
    r"局|盘|盤|把|分|赢|贏|胜|勝")
#: a unit of the score itself: a win, a point, a stroke on the sheet (a card is none)
_UNIT = any_of(
    r"\b(?:a|one|1|the|his|her|their|its|my|your|last|that) (?:win|victory)\b",
    r"\bpoints?\b", r"\bstrokes?\b", r"\btall\w*", r"\bmarks?\b", r"\bstripes?\b", r"\bsieg\w*",
    r"\bpunkte?\b", r"\bstrich\w*",
    r"\boverwinning\w*", r"\bpunt(?:en)?\b", r"\bstre(?:ep|pen)\w*", r"\bgalibiyet\w*",
    r"\bpuan\w*", r"\bcizgi\w*", r"[一1两兩二][局盘盤分笔筆]|胜场|勝場")
#: counted or scored: the score's own verbs and its sheet
_COUNTED = any_of(
    r"\bcount\w*", r"\bscor\w*", r"\bworth\b", r"\bsheet\b", r"\btall\w*", r"\bledger\b",
    r"\bz(?:a|ä)hl\w*", r"\bgez(?:a|ä)hlt\b", r"\bwert\b", r"\bliste\b", r"\bwertung\b",
    r"\btel(?:t|len|de)\b", r"\bgeteld\b", r"\bwaard\b", r"\bscorebrief\w*", r"\blijst\w*",
    r"\bsay(?:i|il)\w*", r"\bdeger\w*", r"\bcizelge\w*", r"\bskor\w*",
    r"记|記|算|计|計|积分|積分|计分|計分")
#: more than one: double, twice, as two, triple, an extra point
_MORE = any_of(
    r"\bdouble\w*", r"\btwice\b", r"\btriple\w*", r"\bthree times\b",
    r"\b(?:as|for|worth|counts?|counted|scores?|gets?|earns?|is|are) (?:as )?(?:two|2|three|3)"
    r" (?:wins|points|rounds|games|victories|strokes|marks)\b",
    r"\b(?:two|2|three|3) (?:wins|points|rounds|victories|strokes|marks)\b",
    r"\b(?:counts?|counted|scores?|scored|is|are|worth) (?:as|for) (?:two|2|three|3|double)\b",
    r"\bz(?:a|ä)hl\w* (?:als|f(?:u|ü)r) (?:zwei|drei)\b", r"\btel\w* (?:als|voor) (?:twee|drie)\b",
    r"\b(?:iki|uc) (?:kez |kat )?say(?:i|il)\w*",
    r"\b(?:extra|bonus|additional) (?:win|point|round|stroke|mark|tally)\w*",
    r"\bdoppel\w*", r"\bzweifach\w*", r"\bdreifach\w*", r"\bzweimal\b",
    r"\b(?:zwei|drei) (?:siege|punkte|runden|striche)\b", r"\bextra\w* ?(?:punkt|sieg|strich)\w*",
    r"\bbonus ?(?:punkt|sieg|strich)\w*",
    r"\bdubbel\w*", r"\btweemaal\b", r"\btwee keer\b", r"\bdrievoudig\w*",
    r"\b(?:twee|drie) (?:overwinningen|punten|rondes|streepjes|strepen)\b",
    r"\bextra (?:punt|overwinning|streep)\w*", r"\bbonuspunt\w*",
    r"\bcift\w*", r"\biki kat\w*", r"\b(?:iki|uc) (?:el|tur|galibiyet|puan|cizgi|kez)\w*",
    r"\bekstra (?:puan|galibiyet|el|cizgi)\w*",
    r"双倍|雙倍|翻倍|加倍|两倍|兩倍|[记記算计計][两兩二三2-9][局盘盤把次分场場]|"
    r"[两兩二三2-9][局盘盤把场場]算|多[记記算计計][一1]?[局盘盤分把]|额外|額外|加[一1]分|"
    # a win counted as two wins ("大家算赢两次", "赢一局算两局", session 37)
    r"[记記算计計][赢贏胜勝][两兩二三2-9][次局盘盤把场場]|[赢贏胜勝](?:一|1)?[次局盘盤把场場]?"
    r"[记記算计計](?:作|成)?[两兩二三2-9][次局盘盤把场場]")
#: a number's size, no doubling: "double figures", "double digits" (ten or more), Dutch
#: "dubbele cijfers", Turkish "çift haneli" (session 44, fair44: "Double figures, so I'll
#: give tonight's pizza an honest score out of five")
_SIZE = any_of(r"\bdouble (?:figures|digits)\b", r"\bdubbele cijfers\b",
               r"\bcift hane\w*")
#: taken away: crossed off, struck, subtracted, erased, lost
_TAKEN = any_of(
    r"\bcross\w* (?:\w+ ){0,5}off\b", r"\bcross\w* out\b", r"\bstrik\w* (?:\w+ ){0,5}off\b",
    r"\bstruck\b", r"\bscratch\w* (?:\w+ ){0,5}off\b", r"\berase\w*", r"\bsubtract\w*",
    r"\bdeduct\w*", r"\btak\w* (?:\w+ ){0,4}(?:away|off)\b", r"\bremov\w*", r"\bminus\b",
    r"\bdelet\w*", r"\bloses? (?:a|one|his|her|their|its) (?:win|point|round|stroke)\w*",
    r"\bstreich\w*", r"\bgestrichen\b", r"\babzieh\w*", r"\babgezogen\b", r"\bwegnehm\w*",
    r"\bweggenommen\b", r"\bradier\w*", r"\bl(?:o|ö)sch\w*", r"\babziehen\b",
    r"\bdoorstre\w*", r"\bdoorgestreept\b", r"\bweggestreept\b", r"\bwegstre\w*",
    r"\bschrap\w*", r"\bgeschrapt\b", r"\baftrek\w*", r"\bafgetrokken\b", r"\bweghal\w*",
    r"\bafgepakt\b", r"\bafpak\w*", r"\bkwijt\b",
    r"\bsil(?:in|er|ip|mek)\w*", r"\bsilsin\b", r"\bciz(?:il|er)\w*", r"\bdus(?:ul|er)\w*",
    r"\beksil\w*", r"\bgeri al(?:in|ir)\w*",
    r"划掉|劃掉|划去|劃去|减去|減去|减掉|減掉|扣掉|扣除|扣一|扣[两兩二]|去掉|抹掉|删掉|刪掉|作废|作廢|取消")
#: not counted: a round or a win that does not count
_VOID = any_of(
    r"\b(?:does not|doesn t|do not|don t|won t|will not|never) count\b",
    r"\bnot counted\b", r"\bcounts? for nothing\b", r"\bworth nothing\b",
    r"\bcounts? (?:as )?(?:zero|nothing)\b", r"\bz(?:a|ä)hl\w* nichts\b", r"\btel\w* voor niets\b",
    r"\bsifir say\w*", r"算零分|记零分|記零分|不得分", r"\bz(?:a|ä)hl\w* nicht\b",
    r"\bnicht gez(?:a|ä)hlt\b", r"\bz(?:a|ä)hl\w* (?:\w+ )?nicht\b", r"\btel\w* niet\b",
    r"\btelt (?:\w+ )?niet\b", r"\bniet geteld\b", r"\bsayilmaz\w*", r"\bsayilmiyor\b",
    r"不算|不记|不記|不计|不計|作废|作廢|无效|無效")
#: a loss credited as a win: counted as a win, for the loser, the last, the runner-up
_AS_WIN = any_of(
    r"\b(?:counts?|counted|scored?|goes down) as (?:a )?(?:win|victory|won)\b",
    r"\bals (?:sieg|gewonnen|gewinn)\w*", r"\bals (?:overwinning|gewonnen|winst)\b",
    r"\bgalibiyet (?:olarak )?say\w*", r"\bkazanmis say\w*",
    r"算[赢贏胜勝]|记[赢胜]|記[贏勝]|算作[赢贏胜勝]")
_LOSER = any_of(
    r"\blos(?:er|ers|t|es)\b", r"\blast\b", r"\brunner\W?up\b", r"\bsecond\b",
    r"\bverlier\w*", r"\bletzte\w*", r"\bzweite\w*", r"\bverliez\w*", r"\bverloren\b",
    r"\blaatste\b", r"\btweede\b", r"\bkaybed\w*", r"\bsonuncu\w*", r"\bikinci\w*",
    r"输|輸|最后|最後|第二")
#: the rounds before the rule, all of them: "earlier rounds do not count" says the new rule
#: does not reach back (R-CUSTOM-3: no rule applies retroactively), a denial of
#: retroactivity, no result voided; one round named ("the previous round does not count",
#: "上一局不算") is a finished result undone (R-VOTE-6), read as before (session 39)
_EARLIER = EARLIER
#: a rule named: "this rule does not count in the first round" is the rule's, no result's
_RULE = any_of(r"\brules?\b", r"\bregel\w*", r"\bkural\w*", r"规则|規則")
#: the vote and Roshambo, whose draws and abstentions count for nothing on the cards
_ELSEWHERE = any_of(
    r"\bvot\w*", r"\babstimm\w*", r"\bstimm\w*", r"\bstem\w*", r"\boyla\w*",
    r"\boy(?:u|a|um|da|lar\w*)?\b",  # the vote, its inflections; not oyun, the game
    r"\brock\W*paper\b", r"\broshambo\b", r"\bschere\b", r"\bschnick\w*", r"\bsteen\b",
    r"\btas\W*kagit\b", r"\ba draw\b",
    r"\bdraws? (?:do|does|don t|doesn t|never|are|is|count\w*)\b", r"\bunentschieden\w*",
    r"\bgelijkspel\w*",
    r"\bberabere\w*", r"\babstain\w*", r"\babstention\w*", r"\benthalt\w*", r"\bonthoud\w*",
    r"\bcekimser\w*", r"投票|表决|表決|石头|石頭|猜拳|平局|弃权|棄權")

#: the slot's reason, a catalog entry of language/report/textwords.py
WHY = {"scored": ("each round has one winner and every round won counts the same, one win, "
                  "R-WIN-3; finished results are never undone, R-VOTE-6; the game never hears "
                  "a text and no check reads it: write it as the rule's actions, R-CUSTOM-2, "
                  "R-CUSTOM-3")}


def _plain(sentence: Sentence, change: str) -> bool:
    """Whether the change is denied ("no win counts double", "nie doppelt"): a denial in
    the clause that holds it; Chinese, a 不 or 没 just before it."""
    for part in clause_texts(sentence):
        if change in part and not has_cjk(part):
            return bool(DENIED.search(part.replace(change, " ")))
    at = sentence.cjk.find(change)
    return at > 0 and bool(DENIED.search(sentence.cjk[max(0, at - 3):at]))


def _unit_taken(sentence: Sentence, change: str) -> bool:
    """Whether what is taken away is the score: a unit of it in the clause of the taking."""
    parts = [p for p in clause_texts(sentence) if change in p] or [sentence.cjk]
    return any(_UNIT.search(p) for p in parts)


def scored(sentence: Sentence) -> str:
    """The words of a result scored otherwise than one win a round, or ""."""
    text = f"{sentence.folded} {sentence.cjk}"
    result = _RESULT.search(text)
    if result is None or _ELSEWHERE.search(text):
        return ""
    counted = _COUNTED.search(text)
    for pattern, needs_count in ((_MORE, True), (_TAKEN, False), (_VOID, False)):
        change = pattern.search(_SIZE.sub(" ", text) if pattern is _MORE else text)
        if change is None or needs_count and counted is None:
            continue
        if pattern is _VOID and (_RULE.search(text) or SUIT.search(text)
                                 or _EARLIER.search(text)):
            continue  # a rule, a suit that counts for nothing (R-SETUP-1), the rounds
            # before the rule (no retroactivity): no result voided
        if pattern is _TAKEN and not _unit_taken(sentence, change.group(0)):
            continue  # "take a card away": no score taken
        if pattern is not _VOID and _plain(sentence, change.group(0)):
            if pattern is _MORE:  # "never count a win double": the denial is of the double
                return ""
            continue
        said = counted.group(0) if counted is not None and counted.group(
            0) not in change.group(0) else result.group(0)
        return f"'{said}' … '{change.group(0)}'"
    credited = _AS_WIN.search(text)
    loser = _LOSER.search(text)
    if credited is not None and loser is not None:
        return f"'{loser.group(0)}' … '{credited.group(0)}'"
    return ""


#: the changes of a count and a count denied, for the reading of a tally (tally_start.py)
MORE, TAKEN, AS_WIN, VOID = _MORE, _TAKEN, _AS_WIN, _VOID

__all__ = ["AS_WIN", "MORE", "TAKEN", "VOID", "WHY", "scored"]
