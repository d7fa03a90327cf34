"""The free-text judge's readings of issue 29's fourth round: who someone is, who rules,
what a vote costs, and what is put on a body (language/text/harm.py asks them).

Each reading is a conjunction of the word groups of clause_lexicon.py in one sentence,
with a position where a word is ambiguous, and is stated as the rule it protects:

- a person picked by what they own or who they are (R-CUSTOM-4, LP304): :func:`owner`,
  :func:`trait_adjective`, :func:`people_moving`, :func:`described` (a superlative of
  the person, what they wear);
- a dispute handed to a game role, anyone made the referee (R-CUSTOM-5, R-FAQ-5) and a
  rule given to a person to change (R-CUSTOM-5, R-VOTE-4), LP709: :func:`arbiter`,
  :func:`rule_rewritten`;
- a price or reward on a vote (R-VOTE-2, R-VOTE-8) and a vote counted from an abstention
  (R-VOTE-9), LP707: :func:`vote_priced`, :func:`abstention`;
- cold or heat put on a body (R-CUSTOM-3, LP701): :func:`cold`.

docs/trial.md ("The fourth sets") lists each reading's trigger, its near misses and the
false alarms measured.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from .denial_lexicon import TR_CANNOT_ENDINGS
from .matching import Hit, first, language
from .own_money import returned
from .pressed import pain_waived
from .rewrite_will import WHY as REWRITE_WHY
from .rewrite_will import at_will
from .standing_words import favoured
from .textnorm import Reading as Text
from .textnorm import Sentence, clauses, fold
from .vote_majority import said as majority_said


class Finding(NamedTuple):
    """One thing a text asks that it may not: its code, the words as read, and why (made by
    ``harm.py``, the text judge's one reporter)."""

    code: str
    words: str
    message: str


class Reading(NamedTuple):
    """What a reading here found: the words as read, and why. ``harm.py`` reports it
    under its concept's code (the function that read it says which: :func:`owner` a
    person, :func:`arbiter` and :func:`rule_rewritten` authority over the rules,
    :func:`vote_priced` and :func:`abstention` the vote)."""

    words: str
    message: str


#: Words before a voting verb that make its subject a voter picked by the vote
#: ("whoever votes", "wer ... stimmt", "wie ... stemt", "kim ... oy verir")
_VOTERS = frozenset(("whoever", "who", "wer", "wie", "kim", "wem", "wen"))
#: a vote against in one word: "tegenstem", "Gegenstimme" (session 45)
_COUNTER_VOTE = ("tegenstem", "gegenstimm")


def people_moving(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """A group of people by who they are as the subject of a move ("girls draw two",
    "Kinder ziehen zwei Karten", "女生多摸一张"): the group word and a move or a penalty in
    one clause. Said to the table ("kids, draw your cards") it is an address, no pick."""
    groups = [h for h in hits if h.name == "people_noun"]
    moves = [h for h in hits if h.name in ("draw_move", "vote_price")]
    for g in groups:
        if g.stream == 2:  # the move later in the same clause
            word = g.words.strip("'")
            for part in re.split(r"[，,。！？；：、!?;:\s]", sentence.folded):
                if word in part and any(m.stream == 2 and m.words.strip("'")
                                        in part[part.index(word) + len(word):] for m in moves):
                    return g
            continue
        clause = next(((a, b) for a, b in clauses(sentence) if a <= g.start < b), None)
        if clause is None:
            continue
        # the group as the clause's subject ("The women at the table may skip drawing",
        # "Die Frauen am Tisch dürfen ... das Ziehen auslassen", "Masadaki kadınlar ...
        # çekmeyi atlayabilir"): its move anywhere later in the clause; elsewhere (an
        # object, "give the kids a card") the move must follow the group at once
        subject = all(_LEADS(sentence.split[i][0]) for i in range(clause[0], g.start))
        if any(m.stream == 0 and g.end <= m.start < clause[1]
               and (subject or m.start - g.end <= 2) for m in moves):
            return g
    return None


#: The words that may stand before a group in its clause's subject: an article, "all",
#: a Turkish place said as an adjective ("masadaki kadınlar", the women at the table)
_ARTICLES = frozenset(("the", "all", "die", "der", "alle", "de", "het", "tum", "bütün"))


def _LEADS(token: str) -> bool:
    return token in _ARTICLES or token.endswith(("daki", "deki", "taki", "teki"))


def trait_adjective(hits: Sequence[Hit]) -> Hit | None:
    """A fixed trait as an adjective beside a person word or a copula ("left-handed
    players", "whoever is left-handed", "wer linkshändig ist"): "play left-handed" is a
    manner, not a person."""
    near = [h for h in hits if h.name == "copula" and h.stream == 0]
    for h in hits:
        if h.name == "trait_adjective" and h.stream == 0 and any(
                h.start - 2 <= c.start <= h.end + 1 and not h.start <= c.start < h.end
                for c in near):
            return h
    return None


#: Words that put the thing owned after its owner ("the owner of", "der Besitzer des")
_OF = frozenset(("of", "von", "vom", "des", "der", "den", "dem", "van"))
#: Owner words that also name a thing that holds ("a card holder", "a cup holder"): an
#: object, when said with an indefinite article and not "of" something
_DEVICE = frozenset(("holder", "holders", "keeper", "keepers"))
_INDEFINITE = frozenset(("a", "an", "one", "another", "extra", "spare", "enough", "some"))
#: One card, the one in play whose owner is who played it ("the card goes back to its
#: owner", "kart … sahibinin eline döner"); cards and a deck are property (who brought them)
_ONE_CARD = frozenset(("card", "karte", "kaart", "kart", "karti", "kartin", "kartı", "kartın"))
#: Words of a Turkish or Chinese place in the house: "ev sahibi" (the host) is a trait
_HOUSE = ("ev", "evin")


def owner(sentence: Sentence, hits: Sequence[Hit]) -> Reading | None:
    """A person picked by what they own ("the owner of these cards", "der Besitzer des
    Decks", "de eigenaar van de kaarten", "destenin sahibi", "这副牌的主人"): property is
    who someone is all evening, not a role (R-CUSTOM-4). The owner of a rule is its
    creator (R-CUSTOM-5), and the holder of a card in play, named by its rank or its
    place in an order ("the owner of the highest card", "the owner of the 7"), a role."""
    if returned(sentence, hits):
        return None  # "hands the wallet back to its owner": no pick (own_money.py)
    owner = first(hits, "owner")
    belong = first(hits, "belong")
    if belong is not None and belong.stream == 0 and "sich" in [
            t[0] for t in sentence.split[max(0, belong.start - 1):belong.end + 1]]:
        belong = None  # "wie es sich gehört", "das gehört sich so": as is proper (fa36)
    if owner is None and belong is not None and first(hits, "whose") is not None:
        owner = belong  # "whoever the deck belongs to", "wem die Karten gehören"
    if owner is None:
        return None
    tokens = [t[0] for t in sentence.split]
    if owner.stream == 2:  # Chinese: what is owned comes before 的主人
        thing = sentence.cjk.split("主人")[0][-6:]
        if re.search(r"\d", thing) or any(h.stream == 2 and h.words.strip("'") in thing
                                           for h in hits if h.name in ("in_play",
                                                                       "rule_itself")):
            return None
    elif owner.end < len(tokens) and tokens[owner.end] == "s":
        return None  # "the owner's manual": a thing of the owner's, not the owner
    else:  # "the owner of the highest card", "en yüksek kartın sahibi": two words away
        # after "of", else before: Turkish, belonging and a possessive put the thing owned
        # first ("destenin sahibi", "whoever the deck belongs to", "the remote's keeper")
        before = owner.name == "belong" or not (owner.end < len(tokens)
                                                 and tokens[owner.end] in _OF)
        near = range(max(0, owner.start - 3), owner.start) if before else \
            range(owner.end, min(len(tokens), owner.end + 3))
        if any(tokens[i].isdigit() or tokens[i].startswith(("kural", "regel", "rule"))
               for i in near) or any(
                h.name in ("in_play", "rule_itself") and h.stream == 0 and h.start in near
                for h in hits):
            return None  # a card in play, or a rule (its owner is its creator)
        if any(tokens[i] in _ONE_CARD for i in near):
            return None  # "the owner of the card", "kart … sahibinin eline": who played it
    if owner.stream == 0 and tokens[owner.end - 1] in _DEVICE and not (
            owner.end < len(tokens) and tokens[owner.end] in _OF) and _INDEFINITE & set(
                tokens[max(0, owner.start - 3):owner.start]):
        return None  # "a card holder", "ein Kartenhalter" asked for: a thing, no person
    if owner.stream == 0 and owner.start > 0 and tokens[owner.start - 1] in _HOUSE:
        return None  # "ev sahibi" is the host: the trait reading has it
    return Reading(owner.words, "free text picks a player by what they own: "
                                         f"{owner.words}, a disguised person (R-CUSTOM-4)")


def _at(sentence: Sentence | None, h: Hit) -> int:
    """Where a hit stands: its token, or in Chinese its place in the sentence's characters."""
    if h.stream == 2 and sentence is not None:
        return sentence.cjk.find(h.words.strip("'"))
    return h.start


#: a Chinese yes-no question in the A-not-A form ("合不合法", "是不是", "算不算"): no denial
_A_NOT_A = re.compile(r"(.)不\1")


def arbiter(hits: Sequence[Hit], names: set[str], sentence: Sentence | None = None
            ) -> list[Reading]:
    """A dispute handed to a role ("in a dispute the dealer is right", "bij twijfel
    beslist de gever", "有争议时都听发牌那位的"), or anyone made the referee ("the player
    on my left is the referee", "庄家当裁判"): R-CUSTOM-5 and R-FAQ-5 give the reading of
    a rule to its creator, then to the table's majority, never to another player."""
    dispute, role = first(hits, "dispute"), first(hits, "leader")
    referee = first(hits, "arbiter")  # "the player on my left is the referee"
    if dispute is not None and "majority" in names and all(
            h.stream == dispute.stream and _at(sentence, h) < _at(sentence, dispute)
            for h in hits if h.name == "majority"):
        names = names - {"majority"}  # the table as the ones who disagree ("如果大家对…有争议")
    if sentence is not None and "negation" in names and all(
            h.stream == 2 for h in hits if h.name == "negation") and _A_NOT_A.search(
                sentence.cjk) and "不" not in _A_NOT_A.sub("", sentence.cjk):
        names = names - {"negation"}  # "合不合法": whether it is legal, asked
    if names & {"negation", "majority", "vote", "ambiguity"}:
        return []
    if dispute is not None and role is not None:
        words = f"{dispute.words} … {role.words}"
    elif referee is not None:
        words = referee.words
    else:
        return []
    return [Reading(words, f"free text claims authority over the rules: {words} "
                                    "(a dispute is the creator's, then the table's majority, "
                                    "R-CUSTOM-5, R-FAQ-5)")]


def with_roles(sentence: Sentence, hits: Sequence[Hit]) -> list[Hit]:
    """``hits`` with the standing ``sentence`` names (standing_words.py: the champion, last
    round's winner, the leader in wins) as the ``leader`` hit a game role gives, for the
    readings of who holds a say over a rule (:func:`say_held`, procedures.py's unclear
    rule read): a standing given a say is a person in a role's clothes (R-CUSTOM-4) and
    holds no more than the role would (R-CUSTOM-5, R-FAQ-5). No hit is added when a role
    is named already."""
    if any(h.name == "leader" for h in hits):
        return list(hits)
    return [*hits, *[Hit("leader", m.at, m.at + len(m.words.split()), m.words,
                         0 if m.at >= 0 else 2)
                     for m in favoured(Text((sentence,), sentence.folded))
                     if m.who == "standing"][:1]]


def say_held(sentence: Sentence, hits: Sequence[Hit], names: set[str]) -> list[Reading]:
    """A say over a rule held by one: a dispute's arbiter (:func:`arbiter`), or a rule
    rewritten or filled in each round (:func:`rule_rewritten`), or changed at one's will
    (text/rewrite_will.py); LP709."""
    return arbiter(hits, names, sentence) or rule_rewritten(sentence, hits, names) or [
        Reading(*r) for r in at_will(sentence, hits, names)]


#: "it": a rule named before, changed ("mag hem aanpassen", "darf sie ändern", "onu değiştir")
_IT = frozenset(fold(w) for w in ("it", "hem", "ihn", "sie", "es", "onu", "het"))
#: a change passed by the vote, no one's rewrite (R-VOTE-6 quoted): beschlossen, aangenomen
_PASSED = re.compile(r"\b(?:passed|voted in|beschlossen\w*|angenommen\w*|aangenomen|"
                     r"kabul edil\w*)\b|通过|通過")
#: Possessives that name the speaker's rule, not the speaker acting on it ("my rule ...")
_POSSESSIVE = frozenset(fold(w) for w in ("my", "mein", "meine", "meiner", "meinen", "mijn",
                                           "benim"))


def rule_rewritten(sentence: Sentence, hits: Sequence[Hit], names: set[str]
                    ) -> list[Reading]:
    """A rule given to a person to change ("the maker may adjust it during the round",
    "der Urheber darf die Regel ändern", "kuralı kazanan değiştirebilir", "我可以随时改
    这条规则"): a change verb, a rule, a power (a modal, or the rule as the thing
    changed) and someone who is not the vote. R-CUSTOM-5 forbids a material rewrite
    once a round has begun and R-VOTE-4 sends every material change to the vote; a
    quote that names the vote, denies the power or settles ambiguity is none."""
    refilled = _refilled(sentence, hits, names)
    if refilled:
        return refilled
    change, rule = first(hits, "change_verb"), first(hits, "rule_itself")
    if change is None or rule is None or names & {"vote", "vote_act", "ambiguity", "negation",
                                                  "own_rule"}:
        return []
    tokens = [t[0] for t in sentence.split]
    if change.stream == 0:  # the rule is what is changed: "it" or the rule, its object
        objects = [h.start for h in hits if h.name == "rule_itself" and h.stream == 0]
        objects += [i for i, t in enumerate(tokens) if t in _IT]
        # after the verb, close ("change this rule"); before it, as German, Dutch and
        # Turkish put an object ("die Regel mitten in der Runde umschreiben"), or English
        # in the passive only ("this rule may change direction" is the rule acting)
        before_ok = language(sentence) != "en" or first(hits, "passive") is not None
        if not any(0 < i - change.start <= 3 or (before_ok and 0 < change.start - i <= 7)
                   for i in objects):
            return []
    turkish = any(len(t) > 6 and t.endswith(("ebilir", "abilir", "ebilirsin", "abilirsin"))
                  for t in tokens)
    power = first(hits, "modal") or first(hits, "passive")
    if power is None and not turkish:
        return []
    actor = first(hits, "leader") or next(
        (h for h in hits if h.name == "self" and h.words.strip("'") not in _POSSESSIVE
         and not (h.stream == 2 and "我的" in sentence.cjk)), None)
    if actor is None and first(hits, "passive") is None and not turkish:
        return []
    if actor is None and _PASSED.search(sentence.folded):
        return []  # "wird die Änderung beschlossen, gilt sie sofort": the vote's (R-VOTE-6)
    who = f"{actor.words} … " if actor is not None else ""
    words = f"{who}{change.words} … {rule.words}"
    return [Reading(words, f"free text claims authority over the rules: {words} ({REWRITE_WHY})")]


#: each round said in Turkish with a case ending the lexicon's "her el" lacks ("her elin
#: başında"): "every hand", "every round"
_EACH_TR = re.compile(r"\bher (?:el|tur|oyun|raunt)\w*")
#: the value set anew: "again", "neu", "opnieuw", "yeniden", "重新"
_ANEW = re.compile(r"\b(?:again|anew|new|neu\w*|erneut|opnieuw|nieuw\w*|yeniden|yeni)\b|重新|"
                   r"重定|再定")
#: a value of the rule: its number, its rank, how many ("the number", "wie viele", "het
#: getal", "sayısını", "几张"), not "a card" (the action's own choice)
_VALUE = re.compile(r"\b(?:number|rank|how many|zahl|rang|wie viele|getal|aantal|hoeveel|"
                    r"sayi\w*|kac)\b|几|幾|多少|点数|點數")
#: each one, in the round words the lexicon gives ("each round", "jede Runde", "elke
#: ronde", "her elde", "每局"; not "a round")
_EACH = re.compile(r"\b(?:each|every|jede\w*|elke|iedere|her)\b|每")
#: which one is chosen: "which rank", "welche Karte", "welke kaart", "hangi", "哪张"
_WHICH = re.compile(r"\b(?:which|what|welche\w*|welk\w*|hangi\w*)\b|哪")
#: the value said for this round only: "bu elin sayısını", "这一局的"
_THIS_ROUND = re.compile(r"\b(?:this round s|dieser runde|deze ronde|bu elin|bu turun)\b|"
                         r"这一局的|这局的|本局")
#: a value said once more or reminded: no value set ("noemt nog eens het getal")
_REMINDED = re.compile(r"\b(?:once more|remind\w*|nog eens|nog een keer|herinner\w*|"
                       r"noch einmal|nochmal\w*|erinner\w*|tekrar|hatirlat\w*)\b|提醒|再说一遍")
#: a value named: "names the rank", "nennt", "noemt", "belirler"
_NAMED = re.compile(r"\b(?:names?|nennt|noemt|belirler)\b")
#: the table as the one who sets it: the vote's own (R-VOTE-1)
_TABLE = re.compile(r"\b(?:table|everyone|everybody|together|all of us|tisch|alle|gemeinsam|"
                    r"tafel|iedereen|samen|masa\w*|herkes|birlikte)\b|大家|所有人|全桌")
#: what keeps the refilling off: the vote or the table, a denial, an unclear rule settled
_NOT_REFILLED = frozenset(("vote", "vote_act", "k_vote_verb", "more_than_half", "negation",
                           "cannot", "ambiguity", "meaning", "dispute", "own_rule"))


def _refilled(sentence: Sentence, hits: Sequence[Hit], names: set[str]) -> list[Reading]:
    """A rule's content left open and filled in again each round by one person ("at the
    start of each round the rule's author picks which rank it is about", "Jede Runde
    bestimmt der Erfinder neu, wie viele Karten es kostet", "elke ronde kiest de winnaar
    opnieuw het getal", "her elde kuralı getiren bu elin sayısını söyler", "每一局由定规则的
    人重新说是几张"): each round, a choice (or a word said anew), and someone who is not
    the table: the creator, a standing, a role (the dealer's turn rotates, the rule is
    still rewritten without the vote), about this rule, or about its number or rank set
    anew. R-CUSTOM-1 announces the whole rule, R-CUSTOM-5 allows no material rewrite once
    a round has begun, R-VOTE-1 and R-VOTE-4 send a change to the vote. A value said once
    ("this rule is about Queens, every round"), set by the table's vote, or a choice the
    rule's action leaves to its actor ("the picker chooses which card to give") is none."""
    each = next((h for h in hits if h.name in ("t_each_round", "play_each")
                 and _EACH.search(h.words)), None)  # "each round", not "a round"
    tr_each = _EACH_TR.search(sentence.folded) if each is None else None
    anew, value = _ANEW.search(sentence.folded), _VALUE.search(sentence.folded)
    holder = next((h for h in hits if h.name in ("leader", "k_creator", "creator", "a_holder")),
                  None)
    choice = next((h for h in hits if h.name in ("a_choose", "decide") and (
        holder is None or h.words.strip("'") not in holder.words)), None)
    named, said = _NAMED.search(sentence.folded), anew or _THIS_ROUND.search(sentence.folded)
    if choice is None and holder is not None and not _REMINDED.search(sentence.folded):
        choice = next((h for h in hits if h.name == "s_speak" and said and (  # "says anew",
            h.stream == 2 or h.start > holder.start)), None) or (  # "bu elin sayısını söyler"
            Hit("s_speak", -1, -1, f"'{named.group(0)}'", 0) if named and (anew or value)
            else None)  # "names the rank"; a reminder ("noemt nog eens") sets nothing
    # what is chosen is the rule's value: its number or rank, which one, or set anew
    open_value = value or anew or _WHICH.search(sentence.folded)
    if (each is None and tr_each is None) or choice is None or holder is None \
            or names & _NOT_REFILLED or _TABLE.search(sentence.folded) or not open_value \
            or first(hits, "rule_itself") is None and not (anew and value):
        return []
    when = each.words if each is not None else f"'{tr_each.group(0)}'" if tr_each else ""
    words = f"{when} … {holder.words} … {choice.words}"
    return [Reading(words, f"free text claims authority over the rules: {words} ({REWRITE_WHY})")]


#: Chinese words with 冰 or 雪 that are no cold on a body (a fridge, ice cream, skating,
#: Sprite)
_NOT_COLD_ZH = ("冰箱", "冰淇淋", "冰激凌", "冰激淋", "冰棍", "溜冰", "滑冰", "雪碧",
                # a hand of a clock, a jelly: no needle, no frost
                "顺时针", "順時針", "逆时针", "逆時針", "指针", "指針", "果冻", "果凍")
#: What hurts a body however briefly (ice, a boiling kettle, a needle, a peg), and what
#: hurts only held for a stretch or bare ("a hot mug": careful, the tea is hot)
_HURTS, _WARM = ("cold", "body_harm"), "body_warm"


def cold(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """Cold, heat, an edge or a pinch put on a body ("put ice down your collar", "halt
    Schnee in der bloßen Hand", "我把手放在刚烧开的水壶上", "presses a thumbtack into the
    palm", "holds a hot mug with no handle in both hands until the next turn"): a thing
    that hurts, a verb that puts or keeps it, and a part of the body or what is worn on
    it. A thing that is merely hot hurts held for a stretch, or bare (no handle, bare
    hands); a boiling or freezing one kept for a stretch hurts the hands that keep it,
    whatever part is named (session 42); a hot drink handed round or "careful, the tea is
    hot" asks nothing. Physical
    discomfort nobody agreed to is harm (R-CUSTOM-3), as much as a blow. The words,
    or ""."""
    cold = [h for h in hits if h.name in _HURTS]
    warm = [h for h in hits if h.name == _WARM]
    if any(h.stream == 2 for h in cold + warm):
        rest = sentence.cjk
        for word in _NOT_COLD_ZH:  # no regex: compiling one costs a cold lint
            rest = rest.replace(word, "")
        cold = [h for h in cold if h.stream != 2 or h.words.strip("'") in rest]
    held = first(hits, "bd_long") is not None and first(hits, "bd_brief") is None
    hurts = bool(cold)
    if not cold and (held or len({h.words for h in warm}) > 1):
        cold = warm
    put = first(hits, "apply")
    where = first(hits, "on_body")
    waived = pain_waived(sentence.folded) if put is None and hurts else None
    if cold and where is not None and waived is not None:  # a state, its pain waived
        # ("palm flat on the radiator until your next turn, however hot it gets")
        return f"{where.words} … {cold[0].words} … '{waived.group(0)}'"
    if not cold or put is None:
        return ""
    if where is None:  # a boiling or freezing thing kept in hand for a stretch ("holds the
        # teapot, fresh off the boil, out over the table until the next turn"): the hands
        stretch = first(hits, "bd_long")
        return f"{put.words} … {cold[0].words} … {stretch.words}" if hurts and held \
            and stretch is not None else ""
    return f"{put.words} … {cold[0].words} … {where.words}"


def vote_priced(sentence: Sentence, hits: Sequence[Hit], names: set[str]
                 ) -> list[Reading]:
    """A price or a reward on a vote ("whoever votes against this rule draws three", "wer
    dafür stimmt, bekommt einen Punkt", "投反对票的人摸三张"): the vote cast one way (a
    direction beside the voting verb, or the voter picked by a selector) and a move, a
    penalty or a reward for it. No rule may keep players from voting freely (R-CUSTOM-3,
    R-VOTE-2, R-VOTE-8). Abstaining with a price is one too. What "takes more than half
    of everyone voting yes" takes is R-VOTE-2's majority (vote_majority.py), no price."""
    price = first(hits, "vote_price")
    if price is None or names & {"negation", "own_rule"} or majority_said(sentence):
        return []
    tokens = [t[0] for t in sentence.split]
    directions = [h for h in hits if h.name == "direction"]
    for act in (h for h in hits if h.name in ("vote_act", "abstain")):
        if act.stream == 2 or act.name == "abstain":
            cast = act.name == "abstain" or any(c in act.words for c in "反赞贊") \
                or any(d.stream == 2 for d in directions)
        else:  # German "stimmt" is also "is right" ("ja, das stimmt"): a side by a preposition
            loose = tokens[act.start] in ("stimmt", "stimmst", "stimmen")
            cast = any(d.stream == 0 and act.start - 3 <= d.start <= act.end + 2
                       and not act.start <= d.start < act.end
                       and not (loose and d.words.strip("'") in ("ja", "nein"))
                       for d in directions) \
                or any(tokens[j] in _VOTERS
                       for j in range(max(0, act.start - 3), act.start)) \
                or tokens[act.start].startswith(_COUNTER_VOTE) or any(  # "tegenstem"
                    d.stream == 0 and act.start - 7 <= d.start < act.start - 2
                    and any(tokens[j] in _VOTERS for j in range(max(0, d.start - 2), d.start))
                    for d in directions)  # "wie tegen het voorstel van de kampioen stemt"
        overlaps = price.stream == act.stream and price.stream == 0 \
            and act.start <= price.start < act.end
        if cast and not overlaps:
            words = f"{act.words} … {price.words}"
            return [Reading(words, f"free text changes the rule vote: {words} (a "
                                            "price or reward on a vote: everyone votes freely, "
                                            "R-VOTE-2, R-VOTE-8)")]
    return []


def more_rules(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """The word that says "more" of rules, or None: not the 多 of 多数, the majority ("规则投
    票由多数决定" invents no second rule; its 决定 is no 定 of one)."""
    more = first(hits, "more")
    if more is not None and more.stream != 2 and any(  # "iki kart çeker": two cards
            h.stream == more.stream and h.start == more.end and h.name == "play_object"
            for h in hits):
        return None
    if more is None or more.stream != 2 or more.words.strip("'") != "多":
        return more
    return None if "多" not in re.sub("多[数數]", "", sentence.cjk) else more


def abstention(hits: Sequence[Hit], names: set[str]) -> Reading | None:
    """Vote counting changed by abstention ("anyone who stays silent counts as voting
    yes", "Enthaltungen zählen als Ja", "弃权算赞成", "wer schweigt, stimmt zu"): an
    abstention or silence counted as a vote or as consent. R-VOTE-9: abstentions count
    for neither side (its quote, "count for neither", is none)."""
    if "neither" in names or uncounted(names):
        return None
    counted = first(hits, "counted_as") or first(hits, "count_verb")
    side = first(hits, "direction") or first(hits, "consent")
    abstain, silence = first(hits, "abstain"), first(hits, "silence")
    if abstain is not None and (side is not None or counted is not None):
        what = abstain
    elif silence is not None and (first(hits, "consent") is not None or (
            counted is not None and (side is not None or names & {"vote", "vote_act"}))):
        what = silence
    else:
        return None
    how = side or counted
    words = f"{what.words} … {how.words}" if how is not None else what.words
    return Reading(words, f"free text changes the rule vote: {words} (abstentions "
                                   "count for neither side, R-VOTE-9; R-VOTE-8)")


def uncounted(names: set[str]) -> bool:
    """Whether an abstention (or silence) is said not to count, for no side: R-VOTE-9 said
    again ("onthoudingen tellen niet mee", "abstentions don't count", "çekimser oylar
    sayılmaz"), no change of the vote (issue 29). Counted as a side it is one."""
    return bool(names & {"abstain", "silence"}) and "void" in names \
        and not names & {"direction", "consent"}


#: a Turkish subject participle of wearing: the one who wears (takan, giyen, giymiş)
_TR_WEARER = re.compile(r"(?:takan|giyen|giymi[sş])\w*$")


def _owns_game_thing(wears: Hit, hits: Sequence[Hit]) -> bool:
    """Whether what the wearing or owning verb is said of is a thing of the game (cards,
    the pile: within two words of it) and nothing worn is named: who holds the most
    cards is a game fact, not who they are."""
    return wears.stream == 0 and not any(w.name == "p_worn" for w in hits) and any(
        g.name in ("play_object", "p_thing") and g.stream == 0
        and (0 <= wears.start - g.end <= 2 or 0 <= g.start - wears.end <= 2) for g in hits)


#: the words that name the cards a superlative may be said of (a card, the pile, face up)
_CARD_NOUNS = ("p_thing", "play_object", "s_where")
_BODY_NOUNS = ("body", "c_body")


def of_cards(h: Hit, hits: Sequence[Hit]) -> bool:
    """Whether a superlative is said of the cards, not of a body (session 39, r2text39):
    a card word within two words after it with no body part or person before that word
    ("the longest face-up row", "de langste rij open kaarten"; not "the longest hair draws
    cards", "en küçük oyuncu iki kart çeker"), or a Turkish card word right before it
    ("açık kartları en uzun olan")."""
    if h.stream != 0:
        return False
    cards = [g for g in hits if g.stream == 0 and g.name in _CARD_NOUNS]
    after = [g for g in cards if h.end <= g.start <= h.end + 2]
    bodies = {b.start for b in hits if b.stream == 0 and b.name in _BODY_NOUNS} \
        - {g.start for g in cards}  # "face up" is a card's side, not a face
    # a person right after it is the one described ("en küçük oyuncu iki kart çeker")
    bodies |= {p.start for p in hits if p.stream == 0 and p.name == "person"}
    return any(not any(h.end <= b < g.start for b in bodies) for g in after) \
        or any(g.end == h.start for g in cards)


def described(hits: Sequence[Hit]) -> Hit | None:
    """A person picked by a description of who they are: a superlative of the person
    ("the smallest player", "en küçük oyuncu") or what they wear or own ("whoever wears a
    hat", "wie een bril draagt"): the words, or None."""
    people = [h for h in hits if h.name == "person"]
    for h in hits:
        if h.name == "superlative" and of_cards(h, hits):
            continue  # "the longest face-up row", "kartları en uzun olan": the cards' fact
        if h.name == "superlative" and any(p.start == h.end and p.stream == h.stream
                                           for p in people):
            return h
        # "the player with the longest hair", "der Spieler mit den längsten Haaren"; "the
        # player with the longest turn" is a role: a game word right after it
        if h.name == "superlative" and h.stream == 0 and any(
                p.stream == 0 and p.end < h.start <= p.end + 3 for p in people
                if p.words.strip("'") not in ("der", "die", "who", "wer", "wie")) \
                and not any(g.stream == 0 and g.name in ("game_fact", "in_play")
                            and g.start == h.end for g in hits):
            return h
        # a Turkish participle after the thing worn is its own person ("şapka giyen",
        # "gözlük takan": the one who wears a hat, glasses), with no person word; "the
        # dealer wears a hat" asks it of a role instead
        if h.name == "wears" and _owns_game_thing(h, hits):
            continue  # "en çok karta sahip olan": the cards one holds are a game fact
        if h.name == "wears" and (people or h.stream == 2 or _TR_WEARER.match(
                h.words.strip("'")) and any(w.name == "p_worn" and w.stream == h.stream
                                           and w.end <= h.start for w in hits)):
            return h
    return None


def cannot(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """A word that denies a power ("nobody can", "kann nicht", Turkish "-amaz", "不能")."""
    found = first(hits, "cannot")
    if found is not None:
        return found
    for at, token in enumerate(sentence.split):  # Turkish: kaldıramaz, oylanamaz, silinemez
        if len(token[0]) > 5 and token[0].endswith(TR_CANNOT_ENDINGS):
            return Hit("cannot", at, at + 1, f"'{token[0]}'", 0)
    return None


__all__ = ["Finding", "Reading", "abstention", "arbiter", "cannot", "cold", "described",
           "more_rules", "of_cards", "owner", "people_moving", "rule_rewritten", "say_held",
           "trait_adjective", "uncounted", "vote_priced", "with_roles"]
