"""A demand beyond the game (issue 29, R-CUSTOM-3, LP712): housework or something private
asked of a person ("the loser does the dishes", "read your last message aloud"). No harm in
itself, but the whole table agrees to it first (the agreement is the session's), whether
said or done. language/text/claims.py reports it.

What is none (brief fa24b, in the five languages):

- **a denial** demands nothing: a negation, "nobody" or a freedom ("nobody has to show
  their phone", "niemand muss ...", "kimse ... zorunda değil") in the demand's own clause;
  in another clause it leaves the demand standing ("nobody has to shuffle, but the loser
  washes the dishes");
- **an offer** to whoever wants it ("wer mag, putzt seine Brille", "wie wil, poetst zijn
  bril", bodily's ``bd_offer``) asks it of nobody (session 43);
- **an act at the table that picks the player** is the rule's condition, not its demand
  ("看手机的人给下一位玩家一张牌": clause_lexicon.py's ``table_act`` closed by "的人").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .bodily import offered
from .matching import Hit
from .offers import is_winner
from .picked import picks
from .rotating import doer_rotates
from .secret_kept import kept
from .shared_cost import shared
from .textnorm import Sentence, clauses, fold, has_cjk

#: Words that deny a demand: a negation, "nobody", a freedom ("nobody has to")
_DENIED = ("negation", "cannot", "b_free")


def _denied(sentence: Sentence, hits: Sequence[Hit], demand: Hit) -> bool:
    """Whether the demand is denied in its own clause ("nobody has to show their phone",
    "niemand muss ...", "kimse ... zorunda değil"): a denial demands nothing. A denial in
    another clause ("nobody has to shuffle, but the loser washes the dishes") leaves it
    standing."""
    if demand.stream != 0:
        return any(h.name in _DENIED for h in hits)
    start, end = next(((a, b) for a, b in clauses(sentence) if a <= demand.start < b),
                      (0, len(sentence.split)))
    return any(h.name in _DENIED and h.stream == 0 and start <= h.start < end for h in hits)


#: A copula of "you" or "he/she" ("you are", "jij bent", "du bist", "er ist") and the
#: articles a nickname takes after it
_COPULA = frozenset(fold(w) for w in ("are", "is", "re", "bent", "ben", "bist", "ist", "bin",
                                      "am"))
_ARTICLES = frozenset(fold(w) for w in ("the", "a", "an", "our", "der", "die", "das", "ein",
                                        "eine", "unser", "unsere", "de", "het", "een", "onze"))
#: the Turkish copula of "you" on a noun ("süpürgesisin": you are its broom)
_TR_YOU = ("sin", "sın", "sun", "sün")


def _nickname(sentence: Sentence, chore: Hit) -> bool:
    """Whether a chore word is a nickname said of someone (fa36): a noun after an article
    that a copula of "you" or of a third person opens ("Jij bent de stofzuiger van de
    avond", "You are the vacuum cleaner of the evening", "Du bist heute der Staubsauger"),
    or a Turkish noun with the copula of "you" ("elektrik süpürgesisin"). A name asks
    nothing; "you are the one who vacuums" (a verb after "who") is still asked."""
    if chore.stream != 0 or chore.start == 0:
        return False
    tokens = [t[0] for t in sentence.split]
    if tokens[chore.start].endswith(_TR_YOU) and "sen" in tokens[:chore.start]:
        return True
    return tokens[chore.start - 1] in _ARTICLES and any(
        t in _COPULA for t in tokens[max(0, chore.start - 5):chore.start - 1])


#: Words that say a chore is done already ("Der Abwasch ist schon gemacht", "De afwas is
#: al gedaan", "碗已经洗好了"), and the Turkish passive past on the chore's verb ("yıkandı")
_ALREADY = frozenset(fold(w) for w in ("already", "schon", "bereits", "al", "zaten"))
_TR_DONE = ("ldı", "ldi", "ldu", "ldü", "ndı", "ndi", "ndu", "ndü")
_ZH_DONE = re.compile(r"已经|已經|好了|完了")


def _done(sentence: Sentence, chore: Hit) -> bool:
    """Whether the chore is said as done already (fa36): it asks nobody anything."""
    if chore.stream != 0:
        return bool(_ZH_DONE.search(sentence.cjk))
    tokens = [t[0] for t in sentence.split]
    start, end = next(((a, b) for a, b in clauses(sentence) if a <= chore.start < b),
                      (0, len(tokens)))
    verb = tokens[chore.end - 1:chore.end + 1]
    return any(t in _ALREADY for t in tokens[start:end]) or any(
        len(t) > 5 and t.endswith(_TR_DONE) for t in verb)


def _picks(sentence: Sentence, hits: Sequence[Hit], act: Hit) -> bool:
    """Whether ``act`` is an act at the table (language/text/clause_lexicon.py's
    ``table_act``) standing in the clause that picks a player (picked.py): the condition
    of a rule, not a demand ("看手机的人给下一位玩家一张牌")."""
    return any(h.name == "table_act" and h.stream == act.stream for h in hits) \
        and picks(sentence, act)


def demanded(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """The chore or private act the sentence asks of a person, or None (see the module
    text: a denial, or an act that picks the player, is none)."""
    house = any(h.name == "la_house" for h in hits)  # the Wi-Fi's password is nobody's
    found = next((h for name in ("k_chore", "k_private") for h in hits
                  if h.name == name and not ((house or kept(sentence, hits))
                                             and name == "k_private")
                  and not _picks(sentence, hits, h)
                  and not _nickname(sentence, h) and not _done(sentence, h)), None)
    found = found or for_others(sentence, hits)
    if found is None or _denied(sentence, hits, found) or shared(sentence, hits) \
            or _free_to_all(sentence, found) or offered(hits):
        return None  # a chore everyone does together is asked of no one (shared_cost.py)
    if found.name != "k_private" and _serves_table(found, hits) \
            and doer_rotates(sentence, hits, found):
        return None  # the dealer's service falls on everyone in turn (rotating.py)
    return found


def _serves_table(found: Hit, hits: Sequence[Hit]) -> bool:
    """Whether the chore serves the table where it sits: what it brings or makes is what a
    table serves (contact_lexicon.py's ``h_drink``: drinks, snacks, coffee, tea, food), so
    a role that rotates may owe it by turns. Housework and errands beyond the table (the
    dishes, the dog walked, the lawn) still wait for the table's agreement, whoever is
    asked (LP712)."""
    if found.name != "k_chore":
        return True  # made or served for the others (for_others: h_make, h_serve)
    words = fold(found.words)
    return any(fold(h.words.split(" (read as")[0]).strip("'") in words
               for h in hits if h.name == "h_drink")


#: Everyone as the one a freedom is given to, and the words of a freedom and of a duty
_ALL = frozenset(fold(w) for w in ("everyone", "everybody", "anyone", "anybody", "jeder",
                                   "jede", "alle", "iedereen", "herkes", "wer", "wie"))
_MAY = frozenset(fold(w) for w in ("may", "can", "darf", "dürfen", "kann", "können", "mag",
                                   "mogen", "kan", "kunnen", "gern", "gerne", "graag"))
_MUST = frozenset(fold(w) for w in ("must", "has", "have", "muss", "müssen", "moet", "moeten",
                                    "soll", "sollen", "zorunda", "lazim", "gerek"))
#: the Turkish "may" on the verb ("getirebilir"), and its duty ("getirmeli")
_TR_MAY = ("ebilir", "abilir", "ebilirler", "abilirler", "ebilirsiniz", "abilirsiniz")
_TR_MUST = ("meli", "malı", "mali", "melidir", "malıdır")
_ZH_ALL_MAY = re.compile(r"(?:大家|每个人|每個人|所有人|谁|誰)(?:都)?(?:可以|能)")
_ZH_MUST = re.compile(r"必须|必須|得|要")


def _free_to_all(sentence: Sentence, found: Hit) -> bool:
    """Whether the act is a freedom given to everyone, in its own clause, with no duty
    ("everyone may bring a snack from home", "jeder darf gern etwas mitbringen", "iedereen
    mag een snack meenemen", "herkes evinden bir atıştırmalık getirebilir", "大家都可以从家里
    带点零食来"): an invitation that picks nobody and asks nobody anything (R-CUSTOM-3)."""
    if found.stream != 0:
        zh = sentence.cjk
        return bool(_ZH_ALL_MAY.search(zh)) and not _ZH_MUST.search(zh)
    tokens = [t[0] for t in sentence.split]
    start, end = next(((a, b) for a, b in clauses(sentence) if a <= found.start < b),
                      (0, len(tokens)))
    said = tokens[start:end]
    may = any(t in _MAY for t in said) or any(t.endswith(_TR_MAY) for t in said)
    must = any(t in _MUST for t in said) or any(t.endswith(_TR_MUST) for t in said)
    return may and not must and any(t in _ALL for t in said[:found.start - start + 1])


#: The acts one person may do for the others: making, serving, fetching (the verb
#: carries no weight: "macht allen Kaffee", "haalt chips voor iedereen", "getirir")
_ACTS = ("h_make", "h_serve", "k_fetch")
#: What makes an act for others a move of the game or a gesture, no service: cards, the
#: deck, a game word, a gesture, a table action ("gives everyone a card", "claps for all")
_GAME = frozenset(("p_thing", "game_fact", "play_zone", "play_object", "table", "g_noun",
                   "g_verb", "c_courtesy", "b_draw", "k_draw"))


def for_others(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """An act a role is told to do for the others (brief fa25, R-CUSTOM-3): a role (the
    loser, the dealer; not the winner, whose own act for the others is theirs to give,
    offers.py), an act of making, serving or fetching, and everyone as who it is for
    ("der Verlierer macht allen Kaffee", "de verliezer haalt chips voor iedereen",
    "kaybeden herkese çay getirir", "the dealer peels oranges for everyone"), nothing of
    the game in it: a demand on that person whichever verb carries it, said or done."""
    if any(h.name == "LP710" for h in hits):
        return None  # money paid for the others: the stake is the finding (treats.py)
    roles = [h for h in hits if h.name == "leader"]
    at = {(h.stream, h.start, h.words) for h in roles}  # a role is a game fact itself
    if any(h.name in _GAME and (h.stream, h.start, h.words) not in at for h in hits):
        return None
    if not roles or any(is_winner(h) for h in roles):
        return None
    act = next((h for h in hits if h.name in _ACTS), None)
    if act is None or not for_everyone(sentence, hits):
        return None
    return act


#: everyone as who an act is for: "for everyone", "für alle", the dative "allen",
#: "herkese", "给大家"
_FOR = frozenset(fold(w) for w in ("for", "für", "fuer", "voor", "to"))
_DATIVES = frozenset(fold(w) for w in ("allen", "jedem", "herkese", "hepimize", "hepinize"))
#: everyone as the first object right after the verb ("makes everyone coffee", "koopt
#: iedereen een ijsje"): the one who gets it; elsewhere it is the subject
_OBJECTS = frozenset(fold(w) for w in ("everyone", "everybody", "iedereen"))
#: each their own: nobody pays or makes for the others ("buys their own drink")
_OWN = frozenset(fold(w) for w in ("own", "eigen", "eigenen", "eigene", "kendi"))
_ZH_FOR = re.compile(r"(?:给|給|为|為|帮|幫|替)(?:大家|每个人|每個人|所有人|全桌)")


def for_everyone(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether everyone is who the sentence's act is for ("for everyone", "allen",
    "herkese", "给大家")."""
    if has_cjk(sentence.cjk):
        return bool(_ZH_FOR.search(sentence.cjk))
    tokens = [t[0] for t in sentence.split]
    return any(h.stream == 0 and h.name == "p_everyone" and (
        h.start > 0 and tokens[h.start - 1] in _FOR or tokens[h.start] in _DATIVES
        or tokens[h.end:h.end + 1] == ["icin"] or tokens[h.start] in _OBJECTS
        and h.start > 0 and _verb_at(hits, h.start - 1) and _thing_at(tokens, hits, h.end))
        for h in hits) \
        and not any(t in _OWN for t in tokens)


#: what may open the thing given ("makes everyone a coffee"): no bare verb ("laugh")
_THING_OPENS = frozenset(("a", "an", "some", "een", "wat", "iets"))


def _thing_at(tokens: Sequence[str], hits: Sequence[Hit], at: int) -> bool:
    """Whether a thing given follows at ``at`` ("coffee", "a pizza"), not a verb
    ("makes everyone laugh": everyone made to act, nothing made for them)."""
    return at < len(tokens) and tokens[at] in _THING_OPENS or any(
        h.stream == 0 and h.name in ("h_drink", "p_offbook") and at <= h.start <= at + 1
        for h in hits)


def _verb_at(hits: Sequence[Hit], at: int) -> bool:
    """Whether an act's verb (making, serving, fetching, buying) ends right at ``at``."""
    return any(h.stream == 0 and h.end == at + 1 and (h.name in _ACTS or h.name == "LP710")
               for h in hits)


#: the acts a stake on the result puts on whoever lost: a chore, an errand, something
#: made or served ("washes the winner's dishes", "bringt mir morgen Brötchen mit")
_STAKED = ("k_chore", "k_fetch", "h_make", "h_serve")
#: what makes such an act a move of the game: cards, the pile, a draw ("the loser brings
#: me the cards": no stake)
_PLAYED = frozenset(("play_object", "play_zone", "b_draw", "k_draw", "g_noun", "g_verb"))
#: the speaker as who the act is for, never as who does it ("bringt mir", "fetches me",
#: "haalt mijn", "bana getirir"); "I", "ich", "ik", "ben" make the speaker the doer
_TO_ME = frozenset(fold(w) for w in (
    "me", "my", "mine", "mir", "mich", "mein", "meine", "meinen", "meinem", "meiner", "mij",
    "mijn", "bana", "benim", "beni", "benimkini"))
#: a player's private things: private.py reads those (LP703 there)
_PRIVATE = frozenset(("k_private", "pv_thing", "pv_hand", "pv_open"))
_ZH_TO_ME = re.compile(r"(?:给|給|帮|幫|替|为|為)我|我的")


def staked(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """A chore or errand staked on the round's result (R-CUSTOM-3): the player picked by
    losing (``k_lost``: the loser, last place, "wer Letzter wird", "sonuncusu", "输家")
    owes an act of housework, fetching, making or serving to the winner or to the
    speaker, or beyond the evening ("for a week", "morgen"). Like money staked (LP710) it
    falls on whoever loses, which no player agrees to in advance: a non-consensual demand
    (LP703), not a table's chore to agree to (LP712). None when the winner or the speaker
    does it (their own offer), when the act is a move of the game ("brings me the
    cards"), when it is denied, or when nobody is picked by losing ("everyone brews the
    tea in turn")."""
    lost = next((h for h in hits if h.name == "k_lost"), None)
    act = next((h for h in hits if h.name in _STAKED and not _picks(sentence, hits, h)), None)
    if lost is None or act is None or _denied(sentence, hits, act):
        return None
    if any(h.name in _PLAYED or h.name in _PRIVATE for h in hits):
        return None  # a move of the game; a phone handed over is private.py's (LP703)
    winners = [h for h in hits if is_winner(h)]
    if any(_at(sentence, h) < _at(sentence, lost) for h in winners):
        return None  # the winner does it, for the loser: the winner's own offer
    cjk = has_cjk(sentence.cjk)
    to_me = bool(_ZH_TO_ME.search(sentence.cjk)) if cjk else any(
        t[0] in _TO_ME for t in sentence.split)
    speaker = [h for h in hits if h.name == "self" and h.stream == 0
               and fold(h.words.strip("'")) not in _TO_ME]
    if speaker and not cjk or cjk and "我" in sentence.cjk and not to_me:
        return None  # "ich bringe dem Verlierer ...": the speaker's own offer
    if winners or to_me or any(h.name == "a_offgame" for h in hits):
        return act
    return None


def _at(sentence: Sentence, hit: Hit) -> int:
    """Where a hit stands: its word in Chinese (its characters found), its token else."""
    if hit.stream == 2:
        return sentence.cjk.find(hit.words.strip("'"))
    return hit.start


__all__ = ["demanded", "for_everyone", "for_others", "staked"]
