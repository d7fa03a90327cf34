"""What a sentence changes in the vote and in Roshambo (issue 29), read by concept.

The majority made unanimity or a share, a count of yes votes, a vote taken from some,
proposing left to one role (R-VOTE-1, R-VOTE-2: LP707); a tied vote kept from Roshambo,
Roshambo played once or to another count, its draws counted (R-ROSHAMBO-1, -2: LP708).
The word families are language/text/change_lexicon.py's (language/text/families.py).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from . import tongues
from .claims import Claim
from .families import cjk, cjk_at, has, located, shown, words
from .matching import Hit
from .matching import hits as hits_of
from .roshambo_won import won
from .textnorm import Sentence, clauses, fold
from .vote_effect import outcome_heeded
from .vote_power import fallback


def _unanimity(sentence: Sentence) -> str:
    """The vote's majority made the whole table's (R-VOTE-2: more than half): the whole
    table, a yes and a requirement about a rule, a change or a vote. The official
    threshold said in words (more than half of all players) is a quote."""
    unanimous = {"einstimmig", "unaniem", "unanimous", "oybirligi", "全票", "一致"}
    share = words(sentence, "fraction") or ("'%'" if "%" in sentence.folded else "")
    if share and (has(sentence, "rule_talk") or has(sentence, "change_talk")) \
            and not has(sentence, "half"):
        return share  # "two thirds", "zwei Drittel", "üçte iki", "三分之二", "75 %"
    about = has(sentence, "rule_talk") or has(sentence, "removal")
    counted = _yes_counted(sentence)
    if counted and (about or has(sentence, "change_talk")):
        return counted  # "four yes votes are needed": R-VOTE-2 counts a share, not votes
    against = words(sentence, "none_against")
    if against and about and has(sentence, "require"):  # "only if nobody objects"
        return f"{words(sentence, 'require')} … {against}"
    everyone = words(sentence, "all")
    if not everyone or not about or has(sentence, "half"):
        return ""
    said = everyone.strip("'")
    if any(said.startswith(u) for u in unanimous):
        return everyone if has(sentence, "require") or said.startswith("einstimmig") \
            or said in ("全票", "一致") else ""
    if has(sentence, "agree") and has(sentence, "require") and not has(sentence, "negation"):
        return f"{everyone} … {words(sentence, 'agree')} … {words(sentence, 'require')}"
    cast = _everyone_votes(sentence)  # "only goes if everybody votes to remove it"
    if cast and has(sentence, "removal") and has(sentence, "only_if") \
            and not has(sentence, "negation"):
        return f"{words(sentence, 'only_if')} … {cast}"
    raised = _hands_up(sentence)  # a show of hands is the vote: every hand up, unanimity
    if raised and has(sentence, "only_if"):
        return f"{everyone} … {raised} … {words(sentence, 'only_if')}"
    return ""


def _everyone_votes(sentence: Sentence) -> str:
    """The whole table as the one casting the vote ("everybody votes", "alle stimmen",
    "iedereen stemt", "herkes oy verir", "所有人都投票"): a removal that waits on every
    vote is unanimity, whatever the words of the rule (R-VOTE-2). The words or ""."""
    if cjk(sentence.folded):
        text = sentence.cjk
        return next((f"'{text[a:b]}'" for a, b in cjk_at(text, "all")
                     for c, _ in cjk_at(text, "cast") if 0 <= c - b <= 2), "")
    tokens = sentence.split
    casts = [s for s, _ in located(tokens, "cast")]
    for start, end in located(tokens, "all"):
        if any(0 <= c - end <= 1 for c in casts):
            return shown(tokens, (start, end))
    return ""


_HAND_REACH = 5  #: words from a hand to its "up" ("every hand at the table goes up")


def _hands_up(sentence: Sentence) -> str:
    """A show of hands: a hand and its going up ("every hand goes up", "alle heben die
    Hand", "alle handen omhoog", "bütün eller havaya kalkar", "举手"), the words or ""."""
    if cjk(sentence.folded):
        return words(sentence, "hand")
    tokens = sentence.split
    ups = [s for s, _ in located(tokens, "up")]
    for start, end in located(tokens, "hand"):
        if any(0 < u - start <= _HAND_REACH or 0 < start - u <= 3 for u in ups):
            return shown(tokens, (start, end))
    return ""


_ZH_YES_COUNT = re.compile(r"(?:\d+|[两兩三四五六七八九十])(?:张|張|个|個)?(?:赞成票|贊成票|票)")


def _yes_counted(sentence: Sentence) -> str:
    """A number of yes votes ("four yes votes", "vier ja-stemmen", "三票赞成"): the words."""
    if cjk(sentence.folded):
        found = _ZH_YES_COUNT.search(sentence.cjk)
        return f"'{found.group(0)}'" if found and "一票" not in found.group(0) else ""
    tokens = sentence.split
    numbers = {s for s, _ in located(tokens, "number")} - {i for i, t in enumerate(tokens)
                                                        if t[0] in ("on",)}
    for at, _ in located(tokens, "yes"):
        for k in (1, 2):
            i = at - k
            if i >= 0 and (i in numbers or tokens[i][0].isdigit() and tokens[i][0] != "1"):
                return shown(tokens, (i, at + 1))
    return ""


def _vote_taken(sentence: Sentence) -> str:
    """A vote taken from some ("players who are out may not vote", "oyundan çıkanlar oy
    veremez", "出局的玩家没有投票权"): everyone in the session votes (R-VOTE-2)."""
    if cjk(sentence.folded):
        found = cjk_at(sentence.cjk, "no_vote")
        return f"'{sentence.cjk[found[0][0]:found[0][1]]}'" if found else ""
    spans = located(sentence.split, "no_vote")
    return shown(sentence.split, spans[0]) if spans else ""


def _proposer(sentence: Sentence) -> str:
    """Proposing a change left to "only" some ("nur der Geber darf eine Änderung
    vorschlagen", "提议只有赢家可以"): the words, or ""."""
    propose, only = words(sentence, "propose"), words(sentence, "only")
    if not (propose and only) or has(sentence, "negation"):
        return ""
    if cjk(sentence.folded):
        return f"{only} … {propose}" if "一" not in sentence.cjk and cjk_at(
            sentence.cjk, "role") else ""
    # "only" before a role ("only the dealer may propose"), not "only propose ... when"
    # nor "may only propose one rule"
    roles = {s for s, _ in located(sentence.split, "role")}
    return next((f"{only} … {propose}" for s, e in located(sentence.split, "only")
                 if roles & {e, e + 1, s - 1}), "")


def _tally_given(sentence: Sentence) -> str:
    """The vote's count or result given to one role ("the dealer counts the votes",
    "oyları dağıtıcı sayar", "投票结果由赢家宣布"): everyone votes and the share decides
    (R-VOTE-2), no one player."""
    role, tally, ballot = (words(sentence, n) for n in ("role", "tally", "ballot"))
    if not (role and tally and ballot) or has(sentence, "all") or fallback(sentence) \
            or won(sentence, hits_of(sentence)):  # Roshambo's winner (roshambo_won.py)
        return ""  # "..., anders beslist de stemming": the vote decides, no role
    if _COUNTED.search(sentence.folded) and _ANNOUNCED.search(tally):
        return ""  # "after the count, the dealer announces the result": the count was made
    if cjk(sentence.folded):
        # "赢家宣布的新规则", "赢家宣布新规则": the rule announced (R-CUSTOM-1, R-VOTE-3
        # said again), no vote's result given to the winner
        said = sentence.cjk.find(tally.strip("'"))
        if said >= 0 and _RULE_ANNOUNCED.match(sentence.cjk, said + len(tally.strip("'"))):
            return ""
        return f"{ballot} … {role} … {tally}"
    tokens = sentence.split
    # a vote that "counts as one", "zählt doppelt", "telt mee" is weighed, not tallied
    # ... and one that announces the rule ("the winner announces a new rule"), not the
    # vote's result: R-VOTE-3 said again (told41)
    acts = [(s, e) for s, e in located(tokens, "tally")
            if (e >= len(tokens) or tokens[e][0] not in _WEIGHED)
            and not any(t[0].startswith(("rule", "regel", "kural")) for t in tokens[e:e + 3])]
    if not acts or has(sentence, "negation"):
        return ""
    return f"{ballot} … {role} … {shown(tokens, acts[0])}"


#: the count already made, and the result only told (session 45, novel45b)
_COUNTED_BY = {
    "en": r"\b(?:after the count|once the count|(?:counted|count) (?:aloud|together|out loud))\b",
    "de": r"\bnach (?:dem|der) (?:aus)?z(?:ä|a)hl(?:en|ung)\b",
    "nl": r"\bna (?:het tellen|de telling)\b",
    "tr": r"\bsay(?:i|ı)mdan sonra\b|\bsay(?:i|ı)ld(?:i|ı)ktan sonra\b",
    "zh": r"计票(?:以)?后|計票(?:以)?後|计完票|計完票"}
_ANNOUNCED_BY = {"en": r"announc\w*", "de": r"verk(?:ü|u)nd\w*|bekannt", "nl": r"bekend",
                 "tr": r"a(?:c|ç)(?:i|ı)kla\w*", "zh": r"宣布|公布"}
_COUNTED = re.compile("|".join(_COUNTED_BY.values()))
_ANNOUNCED = re.compile("|".join(_ANNOUNCED_BY.values()))
#: what a Chinese tally word announces when it is the rule, not the vote's result
_RULE_ANNOUNCED = re.compile(r"的?(?:新的?|这条|這條|他的|她的|自己的)?(?:规则|規則)")
#: what follows a vote that counts for something, not a role that counts the votes
_WEIGHED = frozenset(("as", "for", "double", "twice", "one", "too", "also", "als", "für",
                      "fur", "doppelt", "mit", "auch", "voor", "dubbel", "mee", "ook"))


def _tie_kept(sentence: Sentence) -> str:
    """A tied vote settled without Roshambo: the rule stays ("on a tie the rule stays",
    "oylar eşit olursa kural kalır", "平票时规则保留"); R-ROSHAMBO-1 plays it out."""
    tie, stays = words(sentence, "tie"), words(sentence, "stays")
    if outcome_heeded(sentence):  # "whoever wins the Roshambo decides whether it stays"
        return ""
    if not (tie and stays and has(sentence, "rule_talk")) or has(sentence, "negation") \
            or "不" in sentence.cjk.replace("不变", "").replace("不變", ""):
        return ""
    return f"{tie} … {stays}"


def knockout(sentence: Sentence) -> bool:
    """Whether the sentence speaks of R-ROSHAMBO-3's knockout (one round a pairing)."""
    return has(sentence, "knockout") is not None


#: the 15-15 score, after which the next decided round wins (R-ROSHAMBO-2)
_FIFTEEN = r"(?:15|fifteen|fünfzehn|funfzehn|vijftien|onbes|on bes)"
_DECIDER = re.compile(rf"(?<!\d){_FIFTEEN} ?(?:[-–:]|to|zu|tegen|a|'?e) ?{_FIFTEEN}(?!\d)|"
                      rf"\b{_FIFTEEN} (?:all|each|apiece|beide|gelijk|esit|berabere)\b|"
                      r"十五比十五|十五平|(?<!\d)15比15|(?<!\d)15平")
#: a tie after the thirty rounds: the same score said another way
_LEVEL = re.compile(r"\b(?:level|tied|even|square|gleichstand|unentschieden|gleich|gelijk|"
                    r"gelijkspel|berabere|esit)\b.{0,12}\b(?:after|nach|na)\b.{0,6}\b(?:30|"
                    r"thirty|dreissig|dreißig|dertig)\b|\b(?:30|otuz)\b.{0,12}\bsonra\b.{0,12}"
                    r"\b(?:berabere|esit)|\b(?:after|nach|na) (?:30|thirty|dreissig|dreißig|"
                    r"dertig)\b.{0,40}\b(?:level|tied|even|gleich|gelijk|unentschieden)\b|"
                    r"三十局?(?:后|後)(?:打平|平)")


def decider_named(sentence: Sentence) -> str:
    """The 15-15 score named ("fifteen all", "15:15", "十五比十五"), quoted, or ""."""
    found = _DECIDER.search(sentence.folded) or _LEVEL.search(sentence.folded)
    return f"'{found.group(0).strip()}'" if found else ""


#: How far after the vote's word its tally may stand ("the vote ends fifteen all",
#: "oylama on beş on beş", "投票十五比十五"), in characters
_TALLY_REACH = 24


def vote_tally(sentence: Sentence, hits: Sequence[Hit], score: str) -> bool:
    """Whether the fifteen all is the vote's own tally, split evenly ("if the vote ends
    fifteen fifteen", "Oylama on beş on beş berabere kalırsa", "投票十五比十五") sent to
    Roshambo in the sentence: a tied vote (R-VOTE-9) played out as R-ROSHAMBO-1 says, not
    Roshambo's 15-15 (R-ROSHAMBO-2); a person or the rule kept on it stays the tie's
    readings' question (LP707, LP708)."""
    text = sentence.folded
    at = text.find(score.strip("'"))  # named once: a second is Roshambo's own score
    return at >= 0 and text.count(score.strip("'")) == 1 and any(
        h.name == "roshambo" for h in hits) and any(
        0 <= at - (text.find(w) + len(w)) <= _TALLY_REACH
        for w in (h.words.strip("'") for h in hits if h.name == "vote") if w in text)


#: "once" as a weight of one, not Roshambo cut to one round: "counts once", "zählt
#: einmal", "telt één keer", "bir kez sayılır", "只算一次" (the base: nobody's counts more)
_COUNTED_ONCE = re.compile(
    r"\b(?:counts?|counted|z(?:a|ä)hl(?:t|en)|gilt|telt|tellen|geldt|sayilir|sayar)"
    r" (?:only |just |nur |alleen |maar |yalnizca |sadece )?(?:once|einmal|eenmaal|(?:een|één)"
    r" keer|bir kez|bir defa)\b|\b(?:bir kez|bir defa) say(?:i|ı)l(?:i|ı)r\b|只?算一次|只?算一回")


def counted_once(sentence: Sentence) -> bool:
    """Whether "once" is a weight of one ("Roshambo counts once, the champion's too"):
    everyone's count, no Roshambo cut to one round (R-VOTE-2, R-ROSHAMBO-2)."""
    return _COUNTED_ONCE.search(sentence.folded + " " + sentence.cjk) is not None


#: Roshambo's one round named (harm.py reads it as the procedure cut to one round)
_SINGLE = frozenset(fold(w) for w in (
    "single", "once", "einmal", "eine runde", "eenmaal", "één ronde", "een ronde",
    "tek tur", "bir tur", "bir kez", "tek el", "bir el", "tek atış", "一局"))


def one_kept(sentence: Sentence) -> bool:
    """Whether one round or one count here is the cards' own: R-ROSHAMBO-3's knockout
    round, the 15-15 decider, or a weight of one ("counts once")."""
    return single_round_quoted(sentence) or counted_once(sentence)


def single_kept(sentence: Sentence, words: str) -> bool:
    """Whether a Roshambo change said in ``words`` ("once", "一局") is one round the cards
    keep (:func:`one_kept`), not the procedure cut to one round."""
    return words.strip("'") in _SINGLE and one_kept(sentence)


def single_round_quoted(sentence: Sentence) -> bool:
    """Whether one round is R-ROSHAMBO's own here: the knockout's one round a pairing
    (R-ROSHAMBO-3), or the next decided round at 15-15 (R-ROSHAMBO-2: the score named)."""
    return knockout(sentence) or _DECIDER.search(sentence.folded) is not None


def _roshambo_short(sentence: Sentence) -> str:
    """Roshambo played once or to another count than 30 decided rounds ("one throw
    decides", "nur einmal", "只猜一次", "until someone wins ten rounds"); a knockout's one
    round a pairing is R-ROSHAMBO-3's own."""
    rps = words(sentence, "roshambo")
    if not rps or has(sentence, "knockout") or has(sentence, "negation") \
            or counted_once(sentence):  # "counts once": a weight of one, no count of rounds
        return ""
    official = re.search(r"\b(?:30|thirty|dreissig|dreißig|dertig|otuz)\b|三十|卅",
                         sentence.folded)
    once = "" if _DECIDER.search(sentence.folded) else words(sentence, "once")
    if once and official is None:  # "30 decided rounds, one hand at a time" quotes it
        return f"{rps} … {once}"
    if cjk(sentence.folded):
        return ""
    tokens = sentence.split
    numbers = {s for s, _ in located(tokens, "number")} | {
        i for i, t in enumerate(tokens) if t[0].isdigit()}
    counts = {s for s, _ in located(tokens, "rps_count")}
    for i in sorted(numbers):
        if tokens[i][0] not in ("30", "15", "thirty", "dreissig", "dreißig", "dertig", "otuz",
                                "fifteen", "funfzehn", "fünfzehn", "vijftien", "on bes") \
                and (i + 1 in counts or i + 2 in counts):
            return f"{rps} … {shown(tokens, (i, i + 1))}"
    return ""


def _sign_added(sentence: Sentence) -> str:
    """Roshambo played with a sign it does not have ("a well: rock and scissors fall in",
    "mit Echse und Spock", "石头剪刀布加一个蜥蜴手势"): R-ROSHAMBO-2 plays rock, paper
    and scissors, and R-VOTE-8 keeps them."""
    rps, extra = words(sentence, "roshambo"), words(sentence, "rps_extra")
    if not rps or has(sentence, "negation") or "不" in sentence.cjk:
        return ""
    if extra or cjk(sentence.folded):
        return f"{rps} … {extra}" if extra else ""
    # a well is a sign when the signs it takes follow it ("the well: rock falls in")
    signs = [s for s, _ in located(sentence.split, "roshambo")]
    wells = [w for w in located(sentence.split, "rps_well") if any(s > w[1] for s in signs)]
    return f"{rps} … {shown(sentence.split, wells[0])}" if wells else ""


def _draws_counted(sentence: Sentence) -> str:
    """Roshambo's draws counted (R-ROSHAMBO-2: draws do not count)."""
    rps, draw, counts = (words(sentence, n) for n in ("roshambo", "draw", "counts"))
    if not (rps and draw and counts) or has(sentence, "negation") or "不" in sentence.cjk:
        return ""
    return f"{rps} … {draw} … {counts}"


#: the wordings' reasons, catalog entries of report/textwords.py and wordings.py
_MAJORITY_WHY = "a change passes with more than half of all the session's players; " \
    "R-VOTE-2, R-VOTE-8"
_TAKEN_WHY = "some kept from voting; everyone votes, R-VOTE-2, R-VOTE-8"
_PROPOSE_WHY = "a proposal struck before the vote; R-VOTE-1, R-VOTE-8"
_TALLY_WHY = "everyone votes and the share decides, no one player; R-VOTE-2, R-VOTE-8"


def vote_changes(sentence: Sentence) -> list[Claim]:
    """The vote (LP707) and Roshambo (LP708) changed in the sentence, one finding each."""
    out = []
    share = _unanimity(sentence)
    taken = "" if share else _vote_taken(sentence)
    proposer = "" if share or taken else _proposer(sentence)
    tallied = "" if share or taken or proposer else _tally_given(sentence)
    if share or taken or proposer or tallied:
        why = _MAJORITY_WHY if share else _TAKEN_WHY if taken else _PROPOSE_WHY \
            if proposer else _TALLY_WHY
        said = share or taken or proposer or tallied
        out.append(Claim("vote", said, f"free text changes the rule vote: {said} ({why})"))
    kept = _tie_kept(sentence)
    if kept:
        out.append(Claim("roshambo", kept, f"free text changes Roshambo: {kept} (a tied vote "
                                          "goes to Roshambo; R-VOTE-10, R-ROSHAMBO-1, "
                                          "R-VOTE-8)"))
    drawn = "" if kept else _draws_counted(sentence)
    short = "" if kept or drawn else _roshambo_short(sentence)
    if short:
        out.append(Claim("roshambo", short, f"free text changes Roshambo: {short} (R-VOTE-8: "
                                           "30 decided rounds, draws do not count)"))
    if drawn:
        out.append(Claim("roshambo", drawn, f"free text changes Roshambo: {drawn} "
                                           "(draws do not count, R-ROSHAMBO-2; R-VOTE-8)"))
    signed = "" if kept or drawn or short else _sign_added(sentence)
    if signed:
        out.append(Claim("roshambo", signed, f"free text changes Roshambo: {signed} "
                                            "(rock, paper and scissors only, R-ROSHAMBO-2; "
                                            "R-VOTE-8)"))
    return out


def draw_void(sentence: Sentence, hits: Sequence[Hit], void: Hit) -> bool:
    """Whether what a "does not count" word says does not count is a draw, right before
    it ("draws do not count", "平局不算"): R-ROSHAMBO-2 said again, no rule switched off,
    even beside "the official rules" it quotes (issue 29)."""
    if void.stream == 2:
        return bool(re.search(r"(?:平局|和局|平手|打平)都?" + re.escape(void.words.strip("'")),
                              sentence.cjk))
    return any(h.name in ("rps_draw", "tie", "a_tie") and h.stream == 0
               and 0 <= void.start - h.end <= 1 for h in hits)


__all__ = ["counted_once", "decider_named", "draw_void", "final_votes", "indifferent", "knockout",
           "one_kept", "single_kept", "single_round_quoted", "vote_changes", "vote_tally"]


#: Words of "whatever happens" that, closing their clause, say "it does not matter"
#: ("Farbe egal", "Regel egal", "suits? regardless"): a label's predicate, no permanence
_INDIFFERENT = frozenset(("egal", "regardless", "ongeacht", "whatever"))


#: "no matter who made it", "egal wer sie erfunden hat", "wie hem ook bedacht": the word
#: of "whatever" is about who made the rule, every rule alike (R-CUSTOM-1), no permanence:
#: a "who" and a verb of making a rule, by language
_WHO_MADE = {
    "en": (frozenset(("who",)), frozenset(("made", "invented", "created", "wrote", "proposed"))),
    "de": (frozenset(("wer",)), frozenset(("erfunden", "gemacht", "aufgestellt", "erdacht"))),
    "nl": (frozenset(("wie",)), frozenset(("bedacht", "gemaakt", "verzonnen", "bedenkt"))),
}


def _author_left_open(sentence: Sentence, hit: Hit) -> bool:
    """Whether the permanence word ``hit`` is followed by "who ... made" (the session 44
    near misses of novel44b: every rule holds the session, whoever made it)."""
    words = [t[0] for t in sentence.split]
    after, lang = words[hit.end:hit.end + 6], tongues.decided(tuple(words))
    return bool(after) and any(
        after[0] in who and any(w in made for w in after[1:])
        for tongue, (who, made) in _WHO_MADE.items() if tongues.reads(tongue, lang))


def indifferent(sentence: Sentence, hit: Hit | None) -> Hit | None:
    """The permanence word ``hit``, or None when it is one of :data:`_INDIFFERENT` closing its
    clause (nothing after it to be whatever of): "X egal" is "X does not matter"
    (r2text38: a rule's name "Farbe egal" read with the rule as subject is no rule the
    vote could not remove)."""
    if hit is None or hit.stream != 0:
        return hit
    if _author_left_open(sentence, hit):
        return None
    if hit.words.strip("'") not in _INDIFFERENT:
        return hit
    closing = any(start <= hit.start and hit.end == end for start, end in clauses(sentence))
    return None if closing else hit


#: A cast vote changed afterwards: "no vote CHANGES after the count", "keine Stimme wird
#: mehr GEÄNDERT" (session 45, novel45b)
_CHANGED_BY = {"en": ("changes", "changed", "switches", "switched", "moves"),
               "de": ("ändert", "geändert"), "nl": ("verandert", "veranderd", "gewijzigd"),
               "tr": ("değişir", "değişmez", "değiştirilmez")}
_CHANGED = frozenset(fold(w) for ws in _CHANGED_BY.values() for w in ws)


def final_votes(sentence: Sentence, hits: list[Hit]) -> list[Hit]:
    """The hits without the "no" of a vote said to change no more ("no vote changes after
    the count", "na het tellen verandert geen stem"): every cast vote final is the table's
    own count (R-VOTE-2), no vote taken away (the novel45b near misses)."""
    tokens = [t[0] for t in sentence.split]
    votes = [h for h in hits if h.name == "vote" and h.stream == 0]
    final = {h.start - 1 for h in votes if h.start and any(
        t in _CHANGED for t in tokens[h.end:h.end + 3])}
    return [h for h in hits if not (h.name == "vote_change" and h.stream == 0
                                    and h.start in final)]
