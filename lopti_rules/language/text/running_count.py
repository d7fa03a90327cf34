"""A cost that grows with a running count of the evening, in free text (issue 29, session
40, brief count40): R-CUSTOM-3 as a slot.

A rule must keep the game playable (R-CUSTOM-3): a cost with no bound is a penalty that
grows unseen, and the game never hears a text, so no check reads the count (R-CUSTOM-2).
play_readings.growing already reads a count that grows *each round* ("one card more every
round"); this reads a cost measured by a count that runs over the evening: a move of cards
(a draw, a take, a pickup) as many as, or one for every, card or event counted **over the
evening so far** ("the next player draws as many cards as sevens have been played tonight",
"zieht so viele Karten, wie heute schon Buben gefallen sind", "pakt zoveel kaarten als er
vanavond al azen gespeeld zijn", "bu akşam kaç as atıldıysa o kadar kart çeker", "今晚已经
出了几张A就摸几张"). Read by meaning in one sentence, three parts:

- **the evening so far** (:data:`SPAN`): tonight, so far, this session, since we sat down;
  heute (Abend), bisher, in dieser Sitzung; vanavond, tot nu toe; bu akşam, şimdiye kadar,
  bu oturumda; 今晚, 到目前为止, 这一晚;
- **the cost follows the count** (:data:`PER`): as many as, for every; so viele wie, für
  jede; zoveel als, evenveel als, voor elke; kaç … o kadar, her … için; 几…几, 每…;
- **a move of cards** (play_lexicon's ``play_move``: draw, take, pick up; ziehen, trekken,
  çekmek, 摸).

A second shape is a cost said to grow **each time** something happens (:data:`EACH_TIME`,
:data:`GROWS`, a cost or a move, the growth not denied): "each time someone picks up, the
penalty grows by one card", "jedes Mal … wächst die Strafe", "每次有人捡牌，罚的牌就增加一张";
the pile growing with every play is the game's own (R-TURN-1), no cost.

Near misses stay clean: a count capped or fixed ("draws one card, never more", "at most
two", "höchstens zwei", "en fazla iki", "最多两张": :data:`CAP`), a count only told ("we
have had five tens tonight!": no cost), the pile's own size on a pickup ("as many cards as
the pile just held": no evening counted). play_readings.rule_of_play asks :func:`tallied`.
"""

from __future__ import annotations

from collections.abc import Sequence

from .denial_lexicon import DENIED
from .matching import Hit, first
from .textnorm import Sentence, any_of

#: the evening so far: a count that runs over the session, not over one play
SPAN = any_of(
    r"\btonight\b", r"\bthis (?:evening|night|session)\b", r"\bso far\b",
    r"\bsince (?:we|the (?:start|session|evening|game)|it all)\b", r"\b(?:until|up to|till) now\b",
    r"\ball (?:evening|night)(?: long)?\b", r"\bin (?:this|the) session\b",
    r"\bheute\b", r"\bheut\b", r"\bbisher\w*\b", r"\bbislang\b", r"\bin dieser sitzung\b",
    r"\b(?:an )?diese[mn]? abend\b", r"\bseit (?:beginn|spielbeginn|anfang)\b",
    r"\bden ganzen abend\b",
    r"\bvanavond\b", r"\btot (?:nu|nog) toe\b", r"\bdeze (?:avond|sessie)\b",
    r"\bsinds het begin\b", r"\bde hele avond\b",
    r"\bbu aksam\w*\b", r"\b(?:simdiye|su ana|bugune) kadar\b", r"\bbu oturum\w*\b",
    r"\b(?:oturum|aksam) boyunca\b",
    r"今晚|今天晚上|今天|到目前为止|到目前為止|这一晚|這一晚|至今|到现在|到現在|本场|本場|"
    r"这场|這場|一晚上|整晚")
#: the cost follows the count: as many as, for every
PER = any_of(
    r"\bas many (?:\w+,? ){0,5}as\b", r"\bfor (?:every|each)\b", r"\bper\b", r"\bpro\b",
    r"\bso viele (?:\w+,? ){0,5}wie\b", r"\bso oft (?:\w+,? ){0,3}wie\b",
    r"\bf(?:u|ü|ue)r (?:jede|jeden|jedes|jeder)\b",
    r"\b(?:zo ?veel|even ?veel) (?:\w+,? ){0,5}als\b", r"\bvoor (?:elke|elk|iedere|ieder)\b",
    r"\bkac\b.{0,60}\bo kadar\b", r"\bher\b.{0,40}\bicin\b", r"\b(?:sayisi|sayisinca) kadar\b",
    r"\bbasina\b",
    r"[几幾多少][张張次个個]?.{0,12}(?:就|便)?[摸抽拿捡撿补補].{0,2}[几幾多少]|"
    r"每(?:出|打|清|捡|撿)(?:过|過)?(?:一)?[张張次]|按.{0,12}(?:张数|張數|次数|次數)")
#: each time something happens: the step of a count that grows with the events of play
EACH_TIME = any_of(
    r"\b(?:each|every) time\b", r"\bwhenever\b", r"\bjedes ?mal\b", r"\bimmer wenn\b",
    r"\belke keer\b", r"\biedere keer\b", r"\btelkens\b", r"\bher sefer\w*\b",
    r"\bher defa\w*\b", r"每次|每当|每當")
#: the cost said to grow: a verb of growth, or more than the time before
GROWS = any_of(
    r"\bgrows?\b", r"\bgrowing\b", r"\bincreas\w*", r"\bgoes up\b", r"\bclimbs?\b",
    r"\bmore than (?:before|last time|the last|the time before)\b",
    r"\bw(?:a|ä|ae)chst\b", r"\bsteigt\b", r"\berh(?:o|ö|oe)h\w*", r"\bnimmt zu\b",
    r"\bals (?:beim letzten mal|vorher|zuvor)\b",
    r"\bgroeit\b", r"\bstijgt\b", r"\bneemt toe\b", r"\bdan (?:de vorige keer|daarvoor)\b",
    r"\bartar\b", r"\bartiyor\b", r"\bbuyur\b", r"\bcogalir\b", r"\boncekinden\b",
    r"增加|递增|遞增|累加|越来越多|越來越多|比上次多|比上一次多|加一张|加一張")
#: a cost: what grows must be one (the pile grows with every play, R-TURN-1: no cost)
COST = any_of(r"\bpenalt\w*", r"\bfines?\b", r"\btolls?\b", r"\bcosts?\b", r"\bstrafe\w*",
              r"\bbu(?:ss|ß)e\b", r"\bstraf\b", r"\bboete\b", r"\bceza\w*", r"罚|罰|惩罚|懲罰")
#: the pile, the table or the score as what grows: the game's own growth, no cost
_OWN = any_of(r"\b(?:pile|stack|stapel|yigin\w*|score|punkte?|tally)\s+(?:\w+\s+)?$",
              r"(?:牌堆|牌墩|分数|分數)[^，,。]{0,4}$")
#: the count capped or fixed: nothing grows without a bound
CAP = any_of(
    r"\bat most\b", r"\bno more than\b", r"\bnever more\b", r"\bup to (?:one|two|three|\d)\b",
    r"\bmaximum\b", r"\bcapped\b",
    r"\bh(?:o|ö|oe)chstens\b", r"\bmaximal\b", r"\bnie mehr\b", r"\bnicht mehr als\b",
    r"\bhoogstens\b", r"\bmaximaal\b", r"\bnooit meer\b", r"\bniet meer dan\b",
    r"\ben (?:fazla|cok)\b", r"\bdaha fazla degil\b",
    r"最多|至多|不超过|不超過|封顶|封頂|不会多|不會多")

#: the slot's reason, a catalog entry of language/report/textwords.py
WHY = {"tally": ("a cost that grows with a count of the evening has no bound, R-CUSTOM-3; "
                 "the game never hears a text and no check reads it: write it as the "
                 "rule's actions, R-CUSTOM-2, R-CUSTOM-3")}


def tallied(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """The words of a move of cards measured by a count of the evening so far, or of a
    cost said to grow each time something happens ("each time someone picks up, the
    penalty grows by one card", "每次有人捡牌，摸的牌就增加一张"), or ""."""
    move = first(hits, "play_move") or first(hits, "play_object")
    text = f"{sentence.folded} {sentence.cjk}"
    if move is None or CAP.search(text):
        return ""
    span, per = SPAN.search(text), PER.search(text)
    if span is not None and per is not None and first(hits, "play_move") is not None:
        return f"'{per.group(0)}' … '{span.group(0)}' … {move.words}"
    step, grows = EACH_TIME.search(text), GROWS.search(text)
    if step is not None and grows is not None and not _denied(text, grows.start(), grows.end()) \
            and (COST.search(text) or first(hits, "play_move")) \
            and not _OWN.search(text[:grows.start()]):
        return f"'{step.group(0)}' … '{grows.group(0)}' … {move.words}"
    return ""


def _denied(text: str, at: int, end: int) -> bool:
    """A denial just before the growth or two words after it ("never grows", "wächst die
    Strafe nicht", "artmaz" is no growth word, "不会增加")."""
    after = " ".join(text[end:].split()[:3])
    return DENIED.search(text[max(0, at - 12):at]) is not None or any(
        c in text[max(0, at - 2):at] for c in "不没沒") or DENIED.search(after) is not None


__all__ = ["CAP", "COST", "EACH_TIME", "GROWS", "PER", "SPAN", "WHY", "tallied"]
