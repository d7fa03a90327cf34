"""What a text asks of a body, and of whom (issue 29, session 23: R-CUSTOM-3).

A demand on a body is read as slots, not as phrases (the slots' words are
language/text/bodily_lexicon.py's, in the five languages):

- **who does it, to whom**: the actor's own body at the table, or another person's body.
  A limb one strikes with (``bd_limb``: "mit dem Ellbogen", "with an elbow", "met de
  elleboog", "dirseğiyle", "用胳膊肘") in a clause whose patient is another person ("stößt
  den Nachbarn mit dem Ellbogen an") is a blow (LP702), whatever the verb; a person
  after "with" is a partner ("stößt mit dem Nachbarn an" clinks glasses).
- **what**: a posture held (``bd_posture``: one leg, kneeling, arms up) strains the body
  (LP701), unless it is a movement made once ("hop on one foot" asks the table, LP712);
  an exercise by its name (``bd_exert``: jumping jacks, Hampelmann, 蛙跳) or running held
  for a stretch (``bd_run`` with ``bd_long``) is exerting (LP701); once round the table
  is a moment's run;
- **where**: out of the room or the table's sight (``bd_leave``: "waits outside the
  door", "de gang op", "koridorda"), or any way to a place beyond the table (a verb of
  moving or a way round, ``bd_lap``, to ``bd_away``: "runs once around the block",
  "waddles around the house", "rent een rondje om het huis", "绕着小区跑一圈") reaches
  beyond the table (LP711), whatever the verb;
- **how long**: an act of the body held for a stretch or for the play (``bd_long``:
  "until the next deal", "de hele volgende ronde", "boyunca", "整局") is a forfeit, no
  gesture (LP703: non-consensual), unless it lasts a moment (``bd_brief``).
- **offered or asked**: offered to whoever wants it (``bd_offer``: "wie wil", "wer
  mag", "isteyen", "愿意的人") it is asked of nobody, and none of the above is found.

:func:`demands` gives the findings; :func:`table_words` gives the tokens a brief gesture
made at the table covers (a moment, the table it is made to, oneself, a handshake offered
to whoever wants one), which language/text/harm.py's ``is_table_action`` adds to its own.
A new verb of the same kind falls in the same class: the slots, not the wording, decide.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .acts import in_words_said
from .clause_readings import Finding
from .contact import OWN, PEOPLE
from .demand_said import message
from .denial_lexicon import NOBODY_WORDS, NOT_WORDS, ZH_DENIED
from .matching import Hit, first, language, together, written
from .textnorm import Sentence, clauses, fold, has_cjk

#: Why a demand on a body is refused, by its slot (the message's last part)
POSTURE = "a posture held"
EXERTING = "exerting"
AWAY = "off the table"
OTHER_BODY = "an act on another player's body"
HELD = "held for a stretch of time"

#: The codes of harm found already: an act held beside them is that harm, no forfeit
_HARM = frozenset(("LP701", "LP702", "LP703", "LP704", "LP705", "LP706", "LP711"))
#: Sitting: what a player at the table does anyway, held or not ("sit on your hands until
#: your turn" asks no stance)
_AT_REST = ("sit", "sat", "sitz", "saß", "sass", "zit", "zat", "zaten", "otur")
#: Turkish: the verb a stretch ends with, before "kadar" ("kalkana kadar", "bitinceye")
_TR_LIMIT = ("ana", "ene", "ncaya", "nceye", "ncıya", "nciye", "ıncaya", "inceye")
#: Words before a limb that make it the thing one strikes with ("mit dem Ellbogen")
_WITH = frozenset(fold(w) for w in ("with", "using", "mit", "met", "ile"))
#: Words before a person that make them a partner or a beneficiary, not the patient
_PARTNER = frozenset(fold(w) for w in (
    "with", "for", "to", "together", "mit", "für", "fuer", "zusammen", "met", "voor",
    "samen", "ile", "için", "beraber", "birlikte"))
_SKIP = frozenset(fold(w) for w in (
    "the", "a", "an", "his", "her", "their", "its", "one", "der", "die", "das", "den",
    "dem", "des", "ein", "eine", "einen", "einem", "seinem", "seinen", "ihrem", "ihren",
    "de", "het", "een", "zijn", "haar", "hun", "bir"))
#: Turkish: a limb in the instrumental ("dirseğiyle", "omzuyla")
_TR_WITH = ("yla", "yle", "ıyla", "iyle", "uyla", "üyle")
#: Words that deny the act ("nobody has to", "niemand muss", "不用")
#: (text/denial_lexicon.py's words and Chinese denial)
_NEGATED = NOT_WORDS | NOBODY_WORDS
_ZH_OWN = ("自己", "自个")
#: Chinese: a limb used on someone (用胳膊肘撞邻座)
_ZH_USE = re.compile(r"用|拿")
#: What a speaker asks of nobody but themselves ("ich stehe", "I'll stand")
_FIRST_PERSON = frozenset(fold(w) for w in ("i", "ich", "ik", "ben", "we", "wir", "wij"))


#: German compounds of a support held ("Unterarmstütz", "Seitstütz", "Ellbogenstütz"):
#: a posture by its last part, whatever the first ("eine Stütze", a thing that supports,
#: ends in "e"; the Dutch "steun" and "plank" are an armrest and a board too, read by
#: bodily_lexicon.py's whole words)
_SUPPORT_TAILS = tuple(fold(w) for w in ("stütz", "stuetz"))


def _support(sentence: Sentence) -> Hit | None:
    """A German compound that names a support held, as a posture hit (see
    ``_SUPPORT_TAILS``): a word of two parts at least whose last part is one."""
    for i, (word, *_rest) in enumerate(sentence.split):
        tail = next((t for t in _SUPPORT_TAILS if word.endswith(t)), "")
        if tail and len(word) >= len(tail) + 4:
            return Hit("bd_posture", i, i + 1, f"'{word}'", 0)
    return None


def _before(tokens: Sequence[str], at: int) -> str:
    """The word before token ``at`` past articles and owners, or ""."""
    at -= 1
    while at >= 0 and tokens[at] in _SKIP:
        at -= 1
    return tokens[at] if at >= 0 else ""


def _negated(sentence: Sentence, tokens: Sequence[str]) -> bool:
    return any(t in _NEGATED for t in tokens) or bool(
        has_cjk(sentence.cjk) and ZH_DENIED.search(sentence.cjk))


def offered(hits: Sequence[Hit]) -> bool:
    """Whether the act is offered to whoever wants it ("biedt wie wil een hand aan")."""
    return first(hits, "bd_offer") is not None


def limb_blow(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """A limb one strikes with brought to another person (see the module's docstring):
    the words, or ""."""
    if has_cjk(sentence.cjk):
        zh = [h for h in hits if h.stream == 2]
        limb = next((h for h in zh if h.name == "bd_limb"), None)
        person = next((h for h in zh if h.name in PEOPLE), None)
        if limb is None or person is None or any(o in sentence.cjk for o in _ZH_OWN) \
                or not _ZH_USE.search(sentence.cjk):
            return ""
        return f"{written(limb)} … {written(person)}"
    tokens = [t[0] for t in sentence.split]
    own = {i + 1 for i, w in enumerate(tokens) if w in OWN}
    for start, end in clauses(sentence):
        inside = [h for h in hits if h.stream == 0 and start <= h.start < end]
        limbs = [h for h in inside if h.name == "bd_limb" and (
            _before(tokens, h.start) in _WITH or tokens[h.start].endswith(_TR_WITH))]
        people = [h for h in inside if h.name in PEOPLE and h.start not in own
                  and _before(tokens, h.start) not in _PARTNER]
        greeting = any(h.name == "s_self" for h in inside)  # "salutes ... with fist in palm"
        if limbs and people and not greeting:
            return f"{written(limbs[0])} … {written(people[0])}"
    return ""


def _asked_of_someone(tokens: Sequence[str], hits: Sequence[Hit], verb: Hit,
                      dropped: bool = False) -> bool:
    """Whether a person is asked to move: a person named, the verb first (an order), or
    ``dropped``: a Turkish sentence says its subject in the verb's ending ("sonraki tura
    kadar ayakta durur": he stands until the next round)."""
    return dropped or verb.stream == 2 or verb.start == 0 or any(
        h.name in (*PEOPLE, "person") for h in hits)


def _the_limit(act: Hit, long: Hit, hits: Sequence[Hit]) -> bool:
    """Whether the act is the end of the stretch, not what is held: "kalkana kadar"
    (until one gets up), "until the winner stands up" (a person between)."""
    if act.stream != 0 or long.stream != 0:
        return False
    limit = act.end == long.start and written(act).strip("'").endswith(_TR_LIMIT)
    return limit or any(
        h.stream == 0 and h.name in (*PEOPLE, "person") and long.end <= h.start < act.start
        for h in hits)


def demands(sentence: Sentence, hits: Sequence[Hit], done: frozenset[str] = frozenset()
            ) -> list[tuple[str, str, str]]:
    """What the sentence asks of a body that R-CUSTOM-3 forbids unless it is offered to
    whoever wants it: (code, words, why) a slot, at most one a code. An act held for a
    stretch is read only where no harm is found already (``done``: the codes found)."""
    tokens = [t[0] for t in sentence.split]
    if offered(hits) or _negated(sentence, tokens):
        return []
    # a Turkish sentence says its subject in the verb's ending: the act and its stretch in
    # one claim ("sonraki tura kadar ayakta durur"; not "biri kalkarsa ..., o dönene kadar
    # oyun bekler", the getting up a condition, the wait the game's)
    dropped = language(sentence) == "tr"
    out: list[tuple[str, str, str]] = []
    blow = limb_blow(sentence, hits)
    if blow:
        out.append(("LP702", blow, OTHER_BODY))
    if tokens[:1] and tokens[0] in _FIRST_PERSON:  # the speaker offers their own body
        return out
    long = first(hits, "bd_long")
    long = None if first(hits, "bd_brief") is not None else long
    if long is not None and in_words_said(sentence, tokens, hits, long):
        long = None  # "ruft 'bis zur nächsten Runde!'": a wish said, nothing held
    held = f" … {written(long)}" if long is not None else ""
    posture = first(hits, "bd_posture") or _support(sentence)
    if long is None and first(hits, "risk_move") is not None:  # "hop on one foot": a
        posture = None  # movement made once, no posture held
    if posture is not None:
        out.append(("LP701", written(posture) + held, POSTURE))
    run = first(hits, "bd_run")
    moving = run or first(hits, "risk_move")
    away = next((h for h in hits if h.name == "bd_away" and (
        h.stream != 0 or tokens[h.end:h.end + 1] not in (["rule"], ["rules"]))), None)
    leave = first(hits, "bd_leave")
    if leave is not None and (leave.stream == 2 or _asked_of_someone(tokens, hits, leave)):
        out.append(("LP711", written(leave), AWAY))
    lap = first(hits, "bd_lap")
    went = moving or lap  # a way round a place beyond the table: whatever the verb
    if leave is None and went is not None and away is not None \
            and _asked_of_someone(tokens, hits, went, dropped and together(sentence, went, away)):
        out.append(("LP711", f"{written(went)} … {written(away)}", AWAY))
    exert = first(hits, "bd_exert")
    if exert is not None and posture is None:
        out.append(("LP701", written(exert), EXERTING))
    # running held for a stretch ("runs laps until the next deal"); once round the table
    # is a moment's run, and a way beyond the table is LP711's above
    if exert is None and run is not None and long is not None and posture is None \
            and _asked_of_someone(tokens, hits, run, dropped and together(sentence, run, long)):
        out.append(("LP701", f"{written(run)} … {written(long)}", EXERTING))
    if long is not None and not out and not done & _HARM \
            and not _waited(long, hits, tokens):
        body = next((h for h in hits if _held_act(h, long, hits)), None)
        if body is not None and _asked_of_someone(tokens, hits, body,
                                                  dropped and together(sentence, body, long)):
            out.append(("LP703", f"{written(body)}{held}", HELD))
    return out


def _rule_stands(act: Hit, long: Hit, hits: Sequence[Hit]) -> bool:
    """Whether what "stands" or "stays" is a rule, not a player (R-VOTE-1: a rule stands
    until the vote removes it; "de regel van de maker blijft staan tot ...", "die Regel
    bleibt stehen, bis ..."): the sentence names the rule before any person, before the
    act and before its stretch."""
    rules = [h.start for h in hits if h.stream == 0 and h.name == "rule_itself"]
    named = sorted((h for h in hits if h.stream == 0 and h.name in (
        "rule_itself", *PEOPLE, "person") and h.end not in rules),  # not its article
        key=lambda h: h.start)
    return bool(named) and named[0].name == "rule_itself" \
        and named[0].end <= min(act.start, long.start)


def _waited(long: Hit, hits: Sequence[Hit], tokens: Sequence[str]) -> bool:
    """Whether the stretch is the table's wait, no act held through it: the table's verb of
    waiting next to it ("o dönene kadar bekleriz", "we wait until you are back", "wir
    warten, bis du zurück bist"): whoever needs a break takes it, the table waits
    (R-CUSTOM-3). "The loser stands and waits until the deal" is one player's, held."""
    return long.stream == 0 and any(
        h.stream == 0 and h.name == "t_wait" and -3 <= h.start - long.start <= 3
        and (written(h).strip("'").endswith(_TR_WE)
             or any(t in _WE for t in tokens[max(0, h.start - 2):h.start]))
        for h in hits)


#: The table speaking of itself before its verb: "we wait", "wir warten", "wij wachten";
#: Turkish says it in the verb's ending ("bekleriz", "bekleyelim", "bekleyeceğiz")
_WE = frozenset(("we", "wir", "wij", "let", "lets", "us"))
_TR_WE = ("riz", "rız", "ruz", "rüz", "lim", "lım", "ceğiz", "cağız", "cegiz", "cagiz")


def _held_act(act: Hit, long: Hit, hits: Sequence[Hit]) -> bool:
    """Whether ``act`` is an act of the body held through the stretch ``long``: a stance
    or a gesture (not speech, not sitting, not the act that ends the stretch)."""
    if act.name not in ("s_self", "bd_stance") or _the_limit(act, long, hits) \
            or _rule_stands(act, long, hits):
        return False
    if written(act).strip("'").startswith(_AT_REST) or "坐" in act.words:
        return False
    return not any(s.name == "s_speak" and s.start == act.start and s.stream == act.stream
                   for s in hits)


def findings(sentence: Sentence, hits: Sequence[Hit], what: dict[str, str],
             done: set[str]) -> list[Finding]:
    """:func:`demands` as findings, for the codes not in ``done``; ``what`` says what a
    code's demand is (language/text/harm.py's ``WHAT``)."""
    return [Finding(code, words, message(code, words, why, what))
            for code, words, why in demands(sentence, hits, frozenset(done))
            if code not in done]


def table_words(sentence: Sentence, hits: Sequence[Hit]) -> tuple[bool, set[int], list[str]]:
    """A brief gesture one makes at the table, in the words :func:`demands` reads: whether
    the sentence makes one (a handshake or a toast offered to whoever wants one), the
    tokens its slots cover (a moment, the table it is made to, the offer and who it is
    for), and the Chinese words they cover (自己, 片刻)."""
    names = {h.name for h in hits}
    gesture = bool(names & {"s_self", "table", "g_noun"})
    kept = {"bd_brief"}
    if gesture:
        kept |= {"bd_table", "own"}
    is_offered = "bd_offer" in names and bool(names & {"bd_offered", "bd_offer_verb"})
    if is_offered:  # "biedt wie wil een hand aan", "a toast for whoever wants one"
        kept |= {"bd_offer", "bd_offered", "bd_offer_verb"}
    covered = {i for h in hits if h.stream == 0 and h.name in kept
               for i in range(h.start, h.end)}
    if is_offered:  # who it is offered to: "wie", "whoever", "isteyen"
        covered |= {i for h in hits if h.stream == 0 and h.name in (
            "person", "volition", "filler", "number", "g_light", "g_toward")
            for i in range(h.start, h.end)}  # "wer mag, gibt dem Sieger die Hand"
    words = [written(h).strip("'") for h in hits if h.stream == 2 and h.name in kept]
    return is_offered and "bd_offer" in names, covered, words


__all__ = ["AWAY", "EXERTING", "HELD", "OTHER_BODY", "POSTURE", "demands", "limb_blow",
           "findings", "offered", "table_words"]
