"""The free-text judge: what a ``say``/``do`` text asks, in five languages (LP701-LP712, LP716).

Not a word list: the text is normalised (textnorm.py: Unicode, case, accents, Turkish i,
leetspeak, split words), read by sentence against harm_lexicon.py (stems, gaps, CJK). It finds

- demands R-CUSTOM-3 forbids (LP701-LP706, LP710, LP711), unless an exception reads them;
- changes to the rule vote (LP707: the vote named with a change, "no vote", "不投票"; not
  R-VOTE-4's "delete your own rule without a vote"; "this rule stays forever" is one) and to
  Roshambo (LP708: named with a change, or a count of rounds but 30): R-VOTE-8 forbids them;
- a player named by a fixed seat (``seat 2``: LP302), a trait or a liking (LP304, R-CUSTOM-4);
- authority over the rules (LP709, R-CUSTOM-5): the speaker's ("I decide", "我说了算"), a
  role's ("the winner decides"), a rewrite of the rules; negated, or settling ambiguity, none;
- a rule of play laid down in words (LP716, R-CUSTOM-2, R-CUSTOM-3: going out denied, cleared
  cards back, a move from round N on, extra cards each round): text/play_readings.py.

Claims of power: claims.py; :func:`is_table_action`: a ``does`` text's table actions, else LP712."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from . import (
    acts,
    changes,
    choices,
    contact,
    hazards,
    persons,
    play_readings,
    procedure_model,
    procedures,
    struck,
)
from . import animals as animal
from . import claims as claimed
from . import clause_readings as readings
from . import life_readings as life
from .asked_offers import fetched
from .asked_offers import offered as asked_offer
from .authority import read as _held
from .basegame import proposed
from .belongings import lent, tribute
from .bodily import findings as _body_findings
from .bodily import table_words as _table_words
from .body_described import bodied
from .card_marks import made_good
from .cardverbs import card_on_card, changed_order
from .clause_readings import Finding
from .concession import conceded_pick
from .conscience import with_private as _private
from .drink_waived import waived
from .either_asked import either_asked
from .favourite import picked as liked_by
from .house_choice import off_game as house_chosen
from .joining import joins
from .leave_granted import granted as leave_granted
from .leave_granted import offered_off_game
from .liberty import findings as _liberty
from .life_beyond import findings as _life_beyond
from .matching import Hit as _Hit
from .matching import excepted as _excepted
from .matching import first as _first
from .matching import hits as _hits
from .matching import paired as _pair
from .matching import squeezed as _squeezed
from .mimicry import findings as _mimicked
from .money_waived import unpaid
from .named_plays import nicknamed
from .no_target import untargeted
from .offers import made_for_others, unwished
from .outsiders import reached, settled
from .overruled import conceded, overruled
from .own_money import unstaked
from .own_need import met as need_met
from .own_need import plain as plain_taking
from .presence import picked as present
from .quotes import quoted
from .referents import as_written, resolved
from .reminders import reminded
from .reviews import findings as _reviewed
from .roshambo_decided import unlimited
from .roshambo_kept import undenied
from .roshambo_won import won
from .rules_suspended import named_rule_off
from .selection import played_role, selected
from .served_self import self_served
from .shared_cost import alike as shared_alike
from .shared_post import posted
from .soft_drinks import offered as soft_offered
from .speaking_up import spoken_up
from .standing_words import named_included, only_included
from .tended import tended
from .text_readings import READINGS, Codes, wanted
from .textnorm import Reading, Sentence, asked, clauses, fold, has_cjk, read
from .toasts import toast as water_toast
from .token_gesture import misread as token_misread
from .treated import findings as _treated
from .treats import given as _treat_given
from .treats import read as _treats
from .vote_changes import final_votes, indifferent, one_kept, single_kept
from .vote_once import kept as one_vote_each
from .vote_power import quoted as vote_quoted
from .vote_span import spans as vote_spans
from .vote_weight import weighed

#: code -> what a demand of that code is (the diagnostic says "demands something <what>")
WHAT: dict[str, str] = {
    "LP701": "unsafe (drinking, eating or physically risky)",
    "LP702": "violent",
    "LP703": "non-consensual or intimate",
    "LP704": "destructive",
    "LP705": "illegal",
    "LP706": "discriminatory or humiliating",
    "LP710": "with money or a bet",
    "LP711": "a dare beyond the table",
}
#: Number words a seat may be written with ("seat two"): the digits are read as written.
_SEAT_NUMBERS = frozenset(fold(w) for w in (
    "zero", "one", "two", "three", "four", "five", "null", "eins", "zwei", "drei", "vier",
    "fünf", "nul", "een", "twee", "drie", "vijf", "sıfır", "bir", "iki", "üç", "dört", "beş"))
_NUMBERED = fold("numaralı")  #: Turkish "numbered": its number comes before it
#: The side a counted vote is for: "two votes for, one against" is a tally, no weight.
_TALLY = frozenset(fold(w) for w in ("for", "against", "dafür", "dagegen", "voor", "tegen",
                                     "lehte", "aleyhte"))
#: The one vote each player has (R-VOTE-2): "one vote" is no change.
_ONE = frozenset(fold(w) for w in ("1", "one", "a", "an", "ein", "eine", "einer", "einem",
                                   "einen", "eines", "een", "één", "bir"))

def _sentence_findings(sentence: Sentence, question: bool = False,
                       doer: bool | None = None, codes: Codes = None) -> list[Finding]:
    """A reading of none of ``codes`` is not run: each "not in done" asks its own code."""
    wants = wanted(codes)
    plays, harms, picks = wants("LP716"), wants(*WHAT), wants("LP302", "LP304")
    hits = claimed.kept(self_served(sentence, contact.unserved(sentence, unpaid(  # no money
        sentence, _hits(sentence)))))  # asked ("voting never costs money"), no vote changed
    # "vote twice as loud" is no second vote, "make the loser drink" no drink made, nor a
    # drink a role gets themselves; a treat the speaker or the winner gives, water for all,
    # a cost split equally, a drink asked or waived ("nobody has to drink"): no stake, none
    hits = shared_alike(sentence, _treats(sentence, soft_offered(sentence, unwished(
        sentence, waived(sentence, asked_offer(sentence, hits, question)))), doer))
    hits = unstaked(sentence, nicknamed(sentence, fetched(sentence, posted(sentence, hits))))
    hits = conceded(sentence, either_asked(sentence, final_votes(sentence, hits)))  # "egal
    # was der Geber sagt": no rule kept from the vote; "算不算数" denies nothing; a vote final
    hits += _creators_rule(sentence, hits) + reached(sentence, hits) + lent(sentence, hits) \
        + tribute(sentence, hits)
    names = {h.name for h in hits}
    found: list[Finding] = []
    for code, what in WHAT.items() if harms else ():
        hit = next((h for h in hits if h.name == code and not _excepted(h, hits)
                    and not contact.competes(sentence, h) and not card_on_card(sentence, hits, h)
                    and not contact.on_a_thing(sentence, hits, h)
                    and not contact.served(sentence, hits, h) and not choices.chosen(sentence, h)),
                   None)
        if hit is not None:
            found.append(Finding(code, hit.words,
                                 f"free text demands something {what}: {hit.words}"))
    vote, change = _first(hits, "vote"), _first(hits, "vote_change")
    # a quote of the rules: R-VOTE-9's "abstentions count for neither side", R-VOTE-1's
    asked = bool(names & {"vote_quote", "neither"}) or ("without" in names and readings.cannot(
        sentence, hits)) or readings.uncounted(names) or vote_quoted(sentence, hits)  # power
    if vote is not None and change is not None and "own_rule" not in names and not asked:
        inside = vote.words.strip("'") in change.words
        words = change.words if inside else f"{change.words} … {vote.words}"
        found.append(Finding("LP707", words, f"free text changes the rule vote: {words} "
                                             "(R-VOTE-8: the vote itself may not be changed)"))
    # "Farbe egal", "Regel egal": it does not matter, nothing stays (vote_changes.py)
    kept, forever = _first(hits, "rule_itself"), indifferent(sentence, _first(hits, "permanent"))
    if kept is not None and forever is not None and "LP707" not in {f.code for f in found}:
        words = f"{kept.words} … {forever.words}"
        found.append(Finding("LP707", words, f"free text changes the rule vote: {words} "
                                             "(a rule the vote could not remove; R-VOTE-1, "
                                             "R-VOTE-8)"))
    found += _beyond_the_vote(sentence, hits, names, {f.code for f in found})
    if "LP707" not in {f.code for f in found}:  # the vote's time, threshold, a rule kept off
        moved = procedures.vote_moved(hits, names) or procedures.threshold(
            sentence, hits, names) or procedures.vote_denied(sentence, hits, names)
        found += [Finding("LP707", *moved)] if moved is not None else []
    roshambo = _first(hits, "roshambo")
    if roshambo is not None:
        ro_change = _first(undenied(sentence, unlimited(sentence, hits)), "roshambo_change") \
            or _first(hits, "first_to") \
            or (_first(hits, "roshambo_rethrow") if not names & {"tie", "roshambo_same"}
                else None)  # a draw thrown again is the card's own (R-ROSHAMBO-2)
        if ro_change is not None and single_kept(sentence, ro_change.words):
            ro_change = None  # the 15-15 decider, the knockout, "counts once" (R-VOTE-2)
        how = ro_change.words if ro_change is not None else "" if one_kept(
            sentence) else procedures.rounds_changed(sentence, hits)  # R-ROSHAMBO-3's one
        tie, role = _first(hits, "tie"), _first(hits, "leader")
        if not how and tie is not None and role is not None \
                and not only_included(sentence, role.words):  # "ties go to the dealer"
            how = f"{tie.words} … {role.words}"
        if how:
            found.append(Finding("LP708", f"{roshambo.words} … {how}",
                                 f"free text changes Roshambo: {roshambo.words} … {how} "
                                 "(R-VOTE-8: 30 decided rounds, draws do not count)"))
    if "LP708" not in {f.code for f in found}:  # a tie or a Roshambo draw given elsewhere
        broken = procedures.tie_elsewhere(hits, names) or procedures.draw_awarded(hits, names)
        found += [Finding("LP708", *broken)] if broken is not None else []
    counted = readings.abstention(hits, names)
    if counted is not None and "LP707" not in {f.code for f in found}:
        found.append(Finding("LP707", *counted))
    # a clause about the vote ("whoever stays silent counts as yes") picks a voter: no LP304
    chosen = None if counted or not picks or leave_granted(sentence) or spoken_up(
        sentence) else present(
        # a leave given, or only speaking up asked (and the table waiting): no pick
        sentence, hits, selected(sentence, hits, question))
    described = None if not picks else persons.described(sentence, hits) \
        or persons.dressed(sentence, hits) or bodied(sentence)  # the body in paraphrase
    person = None if not picks else _person(sentence, hits) or next(
        (_claim(c) for c in (chosen, described) if c is not None), None)
    if person is not None and not (person.code == "LP304" and (contact.courteous(
            sentence, hits) or joins(sentence) or house_chosen(sentence, hits)
            or named_included(sentence, person.words)
            or conceded_pick(sentence, person.words)
            or offered_off_game(sentence, hits) or leave_granted(sentence))):
        found.append(person)  # "thank the host", "newcomers join", the host's music: no cost
    done = {f.code for f in found}
    if "LP707" not in done:
        found += [Finding("LP707", *r) for r in readings.vote_priced(sentence, hits, names)]
    done = {f.code for f in found}
    if "LP707" not in done:
        found += [Finding(*said) for said in weighed(sentence, hits, names)]
    if not done & {"LP707", "LP709"}:
        switched_off = named_rule_off(sentence, hits, names)
        found += [Finding("LP709", *switched_off)] if switched_off is not None else []
    authority = _authority(sentence, hits, names)
    if authority and "LP708" not in {f.code for f in found}:
        found.append(Finding("LP709", authority,
                             f"free text claims authority over the rules: {authority}"))
    elif "LP709" not in {f.code for f in found}:
        roles = readings.with_roles(sentence, hits)  # a standing as its role (R-CUSTOM-4)
        found += [Finding("LP709", *r) for r in readings.say_held(sentence, roles, names)]
        meant = procedures.interpretation(sentence, roles, names)  # an unclear rule's reader
        found += [Finding("LP709", *meant)] if meant is not None and "LP709" not in {
            f.code for f in found} else []
    hurt = wants("LP701") and animal.harmed(sentence)  # an animal hurt, frightened, at risk
    cold = hurt or wants("LP701") and (readings.cold(sentence, hits)
                                       or life.physical_risk(sentence, hits))
    if cold and "LP701" not in {f.code for f in found}:  # cold, heat, a fall, a burn too
        found.append(Finding("LP701", cold, f"free text demands something {WHAT['LP701']}: "
                                            f"{cold}{animal.ANIMAL_HURT if hurt else ''}"))
    played = None if question or not plays else play_readings.rule_of_play(sentence, hits)
    order = "" if question or played or not plays else changed_order(sentence, hits)
    if played is not None:  # a rule of play in words (a question lays nothing down)
        found.append(Finding("LP716", *played))
    elif order:  # a card said to beat one the official table keeps it off
        found.append(Finding("LP716", order, claimed.why_play(order, "legal")))
    done = {f.code for f in found}
    found += [f for f in map(_claim, claimed.claims(sentence, hits, question, doer is not None)
                             + _held(sentence, hits)) if f.code not in done]
    done = {f.code for f in found}
    # what the sentence changes: the win, the rules' order, the vote, Roshambo
    found += [f for f in ([] if question else map(_claim, changes.changed(
        sentence, clauses(sentence), plays))) if f.code not in done]
    if question and plays:  # a question proposing a base value ("why not ...?")
        found += [f for f in map(_claim, proposed(sentence, clauses(sentence)))
                  if f.code not in done]
    done = {f.code for f in found}
    for code, words in struck.harms(sentence, hits) if harms else ():
        if code not in done:
            done.add(code)
            found.append(Finding(code, words, f"free text demands something {WHAT[code]}: "
                                              f"{words}"))
    if harms:  # a body (bodily.py); a private act, belief or life (private.py, conscience.py)
        found += _body_findings(sentence, hits, WHAT, done)
        found += [Finding(*s) for s in _private(sentence, hits, WHAT, {f.code for f in found})]
        found += [Finding(*s) for s in _mimicked(sentence, hits, WHAT, {f.code for f in found})]
        found += [Finding(*s) for s in _life_beyond(sentence, hits, WHAT, {f.code for f in found})]
        found += [Finding(*s) for s in _treated(sentence, hits, WHAT, {f.code for f in found})]
        for reader in (_liberty, hazards.findings):  # a liberty, a sense, a hazard met (hazards.py)
            found += [Finding(*s) for s in reader(sentence, hits, WHAT, {f.code for f in found})]
        found += [Finding(*s) for s in _reviewed(sentence, hits, WHAT, {f.code for f in found})]
    found = procedure_model.settle(found, procedure_model.read(sentence, hits))  # a slot's value
    found = one_vote_each(found, sentence, hits)  # one vote a person, a round (vote_span.py)
    found += [Finding("LP707", *w) for w in vote_spans(found, sentence, hits)]
    found = settled(sentence, hits, found)  # an onlooker's duty, drink-driving, others' things
    # a question changes no procedure: "wer entscheidet einen Grenzfall?" (R-FAQ-5 asked)
    return [f for f in found if f.code not in _PROCEDURES] if question else found


_PROCEDURES = frozenset(("LP707", "LP708", "LP709"))
#: Roshambo cut to one round, in words R-ROSHAMBO-2 and -3 use for their own one round

#: A possessive before "rule": the creator's own rule when the creator is named
_POSSESSIVES = frozenset(("seine", "ihre", "zijn", "haar", "his", "her", "their"))


def _creators_rule(sentence: Sentence, hits: Sequence[_Hit]) -> list[_Hit]:
    """R-VOTE-4 said with a possessive: "der Urheber darf seine Regel löschen", "de maker
    mag zijn regel schrappen" is the creator's own rule (an own_rule hit), when the
    creator is named; "der Geber löscht ihre Regel" is someone else's."""
    if not any(h.name == "creator" for h in hits) or any(h.name == "own_rule" for h in hits):
        return []
    tokens = sentence.split
    return [_Hit("own_rule", h.start - 1, h.end, f"'{tokens[h.start - 1][0]} "
                                                 f"{h.words.strip(chr(39))}'", 0)
            for h in hits if h.name == "rule_itself" and h.stream == 0 and h.start > 0
            and tokens[h.start - 1][0] in _POSSESSIVES][:1]


def _claim(c: claimed.Claim) -> Finding:
    """A claim of language/text/claims.py under its code (this module reports them all)."""
    what = WHAT["LP701"] if c.kind == "unsafe" else WHAT["LP702"]  # harm is worded here
    m = c.message or f"free text demands something {what}: {c.words}"
    return {"play": Finding("LP716", c.words, m),
            "vote": Finding("LP707", c.words, m), "roshambo": Finding("LP708", c.words, m),
            "rules": Finding("LP709", c.words, m), "creator": Finding("LP301", c.words, m),
            "seats": Finding("LP304", c.words, m), "unsafe": Finding("LP701", c.words, m),
            "violent": Finding("LP702", c.words, m), "beyond": Finding("LP712", c.words, m),
            "staked": Finding("LP703", c.words, m),
            "win_block": Finding("LP502", c.words, m)}[c.kind]


def _elsewhere(sentence: Sentence, cannot: _Hit, verb: _Hit) -> bool:
    """Whether a bare "not" stands in another clause than the verb it would deny: it denies
    what its own clause says ("..., und nicht gegen jeden Befürworter"), not the removal."""
    if cannot.stream or verb.stream or cannot.start < 0 or verb.start < 0 \
            or cannot.words.strip("'") not in _BARE_NOT:
        return False
    return not any(a <= cannot.start < b and a <= verb.start < b for a, b in clauses(sentence))


#: negations that deny only their own clause (a subject such as "nobody" may lead one)
_BARE_NOT_BY_LANGUAGE = {"en": "not", "de": "nicht", "nl": "niet"}
_BARE_NOT = frozenset(_BARE_NOT_BY_LANGUAGE.values())


def _other_object(sentence: Sentence, rule: _Hit, invent: _Hit) -> bool:
    """Whether the Chinese verb of adding has its own object after it and the rule word
    stands only before it, as a topic ("为这条规则猜拳……再加一把": one more hand for this
    rule, not one more rule): a rule added is said after the verb ("再加一条规则")."""
    if not (invent.stream == rule.stream == 2):
        return False
    text, verb, noun = sentence.folded, invent.words.strip("'"), rule.words.strip("'")
    at = text.find(verb)
    return at >= 0 and text.find(noun, at + len(verb)) < 0


def _beyond_the_vote(sentence: Sentence, hits: Sequence[_Hit], names: set[str],
                     done: set[str]) -> list[Finding]:
    """Rules the vote could not touch, votes that weigh more, ties some role breaks.

    By meaning, not by phrase: a rule named with a removal and a denial of it ("nobody
    can remove this rule", "Bu kural oylanamaz", "这条规则不能被投票取消") is a rule the
    vote (R-VOTE-1) could never remove; a removal of *other* rules without the vote
    ("this rule overrides every other rule") is one rule ruling the others (R-CUSTOM-5);
    a count of votes other than one beside the vote ("the dealer gets two votes") and a
    tie a role breaks ("on a tie the dealer decides") change the vote (R-VOTE-2, -9, -10).
    The creator's own rule (R-VOTE-4) is no change.
    """
    out: list[Finding] = []
    if "own_rule" in names:
        return out
    rule, remove = _first(hits, "rule_itself"), _first(hits, "remove")
    cannot = readings.cannot(sentence, hits)
    if cannot is not None and remove is not None and _elsewhere(sentence, cannot, remove):
        cannot = None  # "wer sie kippen will, spielt gegen ihren Erfinder, nicht gegen jeden"
    if "LP707" not in done and rule is not None and remove is not None and cannot is not None \
            and "without" not in names:  # "cannot be changed without a vote" asks for it
        words = " … ".join(dict.fromkeys((cannot.words, remove.words, rule.words)))
        out.append(Finding("LP707", words, f"free text changes the rule vote: {words} (a rule "
                                           "the vote could not remove; R-VOTE-1, R-VOTE-8)"))
        done = done | {"LP707"}
    invent, more = _first(hits, "invent"), readings.more_rules(sentence, hits)
    if rule is not None and invent is not None and more is not None and cannot is None \
            and "negation" not in names and not _other_object(sentence, rule, invent):
        # "the winner may invent a second rule"
        words = f"{more.words} … {rule.words}"
        out.append(Finding("LP709", words, f"free text claims authority over the rules: {words} "
                                           "(one rule a win, R-CUSTOM-1; others go to the "
                                           "rule vote)"))
    others = _first(hits, "other_rules")
    if others is not None and remove is not None and cannot is None and "vote" not in names:
        words = f"{remove.words} … {others.words}"
        out.append(Finding("LP709", words, f"free text claims authority over the rules: {words} "
                                           "(only the rule vote removes a rule, R-VOTE-1)"))
    vote = _first(hits, "vote")
    if vote is not None and "LP707" not in done and vote.stream == 0:
        before = sentence.split[vote.start - 1][0] if vote.start > 0 else ""
        counted = before.isdigit() or any(h.name == "number" and h.end == vote.start
                                          and h.stream == 0 for h in hits)
        after = sentence.split[vote.end][0] if vote.end < len(sentence.split) else ""
        if counted and before not in _ONE and after not in _TALLY:  # "two votes for": a tally
            words = f"'{before} {vote.words.strip(chr(39))}'"
            out.append(Finding("LP707", words, f"free text changes the rule vote: {words} "
                                               "(one player, one vote; R-VOTE-2, R-VOTE-8)"))
            done = done | {"LP707"}
    tie, role = acts.game_tie(sentence, hits), _first(hits, "leader") or _first(hits, "self")
    defended = names >= {"k_defend", "k_creator"}  # the creator defends on a tie: R-ROSHAMBO-1
    if tie is not None and role is not None and "roshambo" not in names and not defended \
            and not done & {"LP707", "LP709"} and "negation" not in names:
        words = f"{tie.words} … {role.words}"
        out.append(Finding("LP709", words, f"free text claims authority over the rules: {words} "
                                           "(a tie is the vote's and Roshambo's to break, "
                                           "R-VOTE-9, R-ROSHAMBO-1)"))
    return out


#: German particles that make "tragen" a verb of writing or telling, not of wearing
#: ("trägt den Sieger auf dem Zettel ein", enters; "trägt … vor", recites)
_TRAGEN_PARTICLES = {"de": frozenset(("ein", "vor", "bei", "nach", "aus"))}


def _entered(sentence: Sentence, hit: _Hit) -> bool:
    """Whether a German "trägt"/"tragen" ends its clause with a particle ("Der Geber trägt
    den Sieger auf dem Zettel ein"): entering or reciting, no one's clothes (LP304)."""
    if hit.name != "wears" or hit.stream != 0 or not hit.words.strip("'").startswith("tr"):
        return False
    tokens = sentence.split
    end = next((e for s, e in clauses(sentence) if s <= hit.start < e), len(tokens))
    return tokens[end - 1][0] in _TRAGEN_PARTICLES["de"] and end - 1 > hit.start


def _person(sentence: Sentence, hits: Sequence[_Hit]) -> Finding | None:
    """A player named in the text by a fixed seat (LP302) or a trait (LP304), or None."""
    trait = next((h for h in hits if h.name == "trait" and not persons.of_a_thing(h, hits)),
                 None) or _first(hits, "trait_noun") or readings.trait_adjective(hits) \
        or readings.people_moving(sentence, hits)
    if trait is None:
        trait = readings.described([h for h in hits if not _entered(sentence, h)])
    owner = readings.owner(sentence, hits) or liked_by(sentence, hits)  # favourite.py
    owner = owner or life.life_role(sentence, hits) or life.placed(sentence, hits) \
        or life.holding(sentence, hits) or life.burdened(sentence, hits)
    if trait is None and owner is not None:
        return Finding("LP304", *owner)
    if trait is not None:
        return Finding("LP304", trait.words, "free text picks a player by a personal trait: "
                                             f"{trait.words} (R-CUSTOM-4)")
    fact = _first(hits, "personal_fact")
    if fact is not None and any(h.name == "person" for h in hits):  # "wie het laatst jarig was"
        return Finding("LP304", fact.words, "free text picks a player by a fact of their life: "
                                            f"{fact.words} (R-CUSTOM-4)")
    place = _pair(hits, "place", "position") or _pair(hits, "position", "place")
    if place and life.seat_picked(hits):
        return Finding("LP304", place, f"free text picks a player by where they sit: {place}, "
                                       "a disguised person (R-CUSTOM-4)")
    tokens = sentence.split
    for h in hits:
        if h.name != "seat":
            continue
        if h.stream == 2:  # Chinese: 3号位, 座位2
            seat = re.search(r"\d+(?=号位|號位)|(?<=座位)\d+", sentence.cjk)
            words = f"'{seat.group(0)}'" if seat else ""
        else:
            after = tokens[h.end][0] if h.end < len(tokens) else ""
            before = tokens[h.start - 1][0] if h.start > 0 else ""
            before_words = _SEAT_NUMBERS if tokens[h.start][0] == _NUMBERED else ()
            number = after if after.isdigit() or after in _SEAT_NUMBERS else \
                before if before.isdigit() or before in before_words else ""
            words = f"{h.words[:-1]} {number}'" if number else ""
        if words:
            return Finding("LP302", words, f"free text names a fixed seat: {words}, a "
                                           "disguised person (R-CUSTOM-4)")
    for at, token in enumerate(tokens[:-1]):  # "player 2", "Spieler 3", "oyuncu 1"
        if token[0] in ("player", "spieler", "speler", "oyuncu") and tokens[at + 1][0].isdigit():
            words = f"'{token[0]} {tokens[at + 1][0]}'"
            return Finding("LP302", words, f"free text names a fixed seat: {words}, a "
                                           "disguised person (R-CUSTOM-4)")
    return None


def _authority(sentence: Sentence, hits: Sequence[_Hit], names: set[str]) -> str:
    """The words that take authority over the rules (LP709), or ""."""
    if "ambiguity" in names:
        return ""
    claim = _first(hits, "self_rule")
    if claim is not None:
        return claim.words
    if "negation" in names:
        return ""
    leader, decide = _first(hits, "leader"), _first(hits, "decide")
    if leader is not None and decide is not None and not {"a_next_winner", "a_next_rule"} \
            <= names and not overruled(sentence, hits, leader, decide) \
            and not won(sentence, hits):  # Roshambo's winner takes it (roshambo_won.py)
        return f"{leader.words} … {decide.words}"  # the next winner's rule is the card's
    rewrite = _first(hits, "rewrite")
    who = leader or _first(hits, "self")
    if rewrite is not None and who is not None and not names & {"vote", "own_rule"}:
        return f"{who.words} … {rewrite.words}"
    return ""


# ---------------------------------------------------------------- the public questions
@cache
def judge(text: str, doer: bool | None = None, codes: Codes = None) -> tuple[Finding, ...]:
    """Everything ``text`` asks that a rule may not: one Finding a code, in code order. A
    sentence of the official cards (language/text/quotes.py) is a quote and asks nothing.
    ``doer``: None for a ``says`` text, True for a ``does`` text of the winner, whose own
    treat is theirs to give, False for one of another role (language/text/treats.py).
    ``codes``: only these codes' findings, as the whole judge's (a name: text_readings.py)."""
    return _judged(text, True, doer, codes)


def judge_readings(text: str) -> tuple[Finding, ...]:
    """:func:`judge` with the cards' sentences read like any other text: what the readings
    alone find in a quote (the tests measure their false alarms on the cards)."""
    return _judged(text, False)


#: A citation of the cards' digest ("R-WIN-3", "R-SETUP"): a pointer to a rule the cards
#: already hold, read as no words of its own ("win … 3" is no win of three, session 32)
_CITED = re.compile(r"\bR-[A-Z]+(?:-\d+)*\b")


def _judged(text: str, quotes: bool, doer: bool | None = None,
            codes: Codes = None) -> tuple[Finding, ...]:
    written = _CITED.sub(" ", text)
    text = resolved(written)  # the act on who it falls on (referents.py)
    reading: Reading = read(text)
    seen: dict[str, Finding] = {}
    questions = asked(text)
    said = tuple(quotes and quoted(s) for s in reading.sentences)  # the cards' sentences
    if quotes and reminded(reading, said):  # a card's rule restated (reminders.py)
        return ()
    wants = wanted(codes)
    token, tally = token_misread(text), play_readings.tallies(reading)  # token_gesture.py
    for at, sentence in enumerate(reading.sentences):
        if said[at]:
            continue
        met = need_met(reading, at)  # a person's own need met, the table waiting (own_need.py)
        kind = untargeted(reading, at)  # codes with no target in the sentence (no_target.py)
        for f in _sentence_findings(sentence, at < len(questions) and questions[at], doer, codes):
            if met and (f.code == "LP304" or f.code in ("LP701", "LP705")
                        and plain_taking(f.words)) or f.code in kind:
                continue
            if not token(*f) and (f.code, at in tally) != ("LP716", True):  # tally_start.py
                seen.setdefault(f.code, f)
    seen.update({c: Finding(c, w, m) for found, reader in READINGS if wants(*found)
                 for c, w, m in reader(reading, said, questions, text)
                 if not token(c, w, m)} | seen)
    seen = made_good(reading, seen)  # a damaged card replaced by a fresh one
    if "LP712" in seen and procedures.agreement_claimed(text) is not None:
        del seen["LP712"]  # the agreement claimed in the text is the finding (LP703)
    found = sorted((f for f in seen.values() if wants(f.code)), key=lambda f: f.code)
    return tuple(found if text is written else as_written(found, written))  # author's words


def harmful_demands(text: str) -> list[tuple[str, str, str]]:
    """Each demand ``text`` makes that a rule may not, as (code, words, message)."""
    return [(f.code, f.words, f.message) for f in judge(text)]


@cache
def is_table_action(text: str, doer_offers: bool = False) -> bool:
    """Whether a ``does`` text asks only known table actions (and words that go with them);
    ``doer_offers``: an act the doer does for others, taken or left by choice, is one too
    (language/text/offers.py: asked when the doer is the winner)."""
    reading = read(text)
    if not reading.sentences:
        return True
    for sentence in reading.sentences:
        raw = unwished(sentence, _hits(sentence))
        hits = _treats(sentence, raw, doer_offers)  # the winner's own treat
        if tended(hits):  # a chore on the table's own things, whatever its verb
            continue
        cjk = _squeezed(sentence.cjk)
        # a gesture made for a role ("给赢家鼓掌", clap for the winner) is that gesture,
        # and a light verb with a gesture noun ("向赢家竖起大拇指": contact.py's gesture)
        made, covered, words = contact.gesture(sentence, hits)  # "gives a thumbs up"
        served, by_host, host_words = contact.hosted(sentence, hits)  # "pours the tea"
        offer, by_offer, slot_words = _table_words(sentence, hits)  # "biedt wie wil"
        # the doer's own offer to the others ("给大家剥橘子"), when the doer is free to
        # make it (the winner: language/analysis/checks/harm.py asks, offers.py)
        done, by_doer, doer_words = made_for_others(sentence, hits) if doer_offers \
            else (False, set(), [])
        treat, by_treat, treat_words = _treat_given(sentence, raw, hits)  # "请大家吃披萨"
        toasted, by_toast, toast_words = water_toast(sentence, hits)  # a glass of water
        made = made or served or offer or done or treat or toasted
        words = [*words, *host_words, *slot_words, *doer_words, *treat_words, *toast_words]
        covered |= by_host | by_offer | by_doer | by_treat | by_toast
        covered |= played_role(sentence, hits)  # "applaud the player who just cleared"
        # a harmless act one does oneself: posture, speech, thanks, its words (acts.py)
        own_act, by_self, self_words = acts.harmless(sentence, hits, covered)
        made, words = made or own_act, [*words, *self_words]
        covered |= by_self
        if has_cjk(sentence.cjk) and acts.uncovered(cjk, {*words, *(
                h.words.strip("'") for h in hits if h.stream == 2
                and h.name in ("table", "filler", "leader"))}):
            return False
        tokens = sentence.split
        gesture = struck.own_gesture(hits)  # "pat yourself on the shoulder"
        acted = made or any(h.name == "table" for h in hits) or bool(gesture)
        if acted and not gesture and _first(hits, "own") is not None \
                and _first(hits, "causative") is None:  # "nod your head": one's own body
            gesture = [h for h in hits if h.name in ("body", "own")]
        for h in (*hits, *gesture):
            if h.stream == 0 and h.name in ("table", "filler") or h in gesture:
                covered.update(range(h.start, h.end))
        if not acted or any(i not in covered and not has_cjk(tokens[i][0])
                            and not tokens[i][0].isdigit() for i in range(len(tokens))):
            return False
    return True


__all__ = ["WHAT", "Finding", "harmful_demands", "is_table_action", "judge", "judge_readings"]
