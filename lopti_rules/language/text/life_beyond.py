"""A person's life beyond the game made the stake (issue 29, session 43: R-CUSTOM-3).

A game result may cost cards, turns, or a gesture at the table; it may not reach into a
player's life off the cards, where the table has no say and the burden outlasts the
evening. Five shapes of the one idea, read with the slots of
language/text/life_beyond_lexicon.py in one sentence:

- **recorded** (LP703): the player filmed or recorded for someone to keep ("is filmed
  dancing by the winner", "wird vom Sieger beim Singen gefilmt", "neemt ... stiekem op met
  zijn telefoon", "kazanan onu videoya çeker", "赢家用手机录下来"); one's own recording of
  oneself stays clean ("ich filme mich selbst");
- **tracked** (LP703): where the player is shared or reported ("shares their live
  location with the winner", "schickt ein Foto davon, wo er gerade ist", "zet zijn locatie
  aan", "konumunu paylaşır", "实时位置共享给赢家");
- **a tie cut** (LP703): a friend, a partner, a sister blocked, unfollowed, broken up with
  or not spoken to ("blocks one friend", "macht mit seinem Partner Schluss", "zegt de
  vriendschap op", "arkadaşıyla konuşmaz", "拉黑", "分手");
- **one's own profile or posts** (LP711): a profile picture changed, a post put up on
  one's own account ("changes their profile picture", "postet ein Selfie in seiner Story",
  "kendi hesabından paylaşım yapar", "换头像");
- **sent out into the cold** (LP701): outside without one's coat or shoes ("stand out on
  the balcony without a coat", "buiten in de kou, zonder jas", "不穿外套在阳台上站着");
- **a dependent left without care** (LP701, session 45): a child left alone, the
  babysitter sent home so that the loser plays on ("sends the babysitter home", "das Kind
  bleibt heute Nacht allein zu Hause", "stuurt de oppas naar huis", "çocuğu evde yalnız
  kalır", "孩子今晚一个人在家"); a sitter relieved by whoever must, with leave and no
  penalty, is own_need.py's need met;
- **work owed** (LP711): a shift, homework, a move, a cellar done on a day after tonight
  (a chore for the winner tonight, "wast de auto van de winnaar", is asked of the table:
  LP712, text/tended.py) ("works the winner's Saturday shift", "räumt am Wochenende den Keller des
  Siegers auf", "helpt zaterdag met verhuizen", "替赢家写作业").

Session 44 (novel44a) added four shapes of the life after the game, read in any sentence
shape, a bare state too ("Fernsehverbot bis Sonntag", "your signature under the winner's
petition"):

- **a ban for days** (LP711): a word of a ban (``lb_banned``; a German or Dutch
  "-verbot", "-verbod", "-arrest" compound; a Turkish negative aorist, "içmez") with a span
  past tonight (``lb_span``): "may not eat any sweets for a week", "heeft de hele week
  huisarrest", "bir ay boyunca kahve içmez", "一个星期不准玩"; said of nobody it bans nobody;
- **an open favour owed** (LP711): "owes the winner one favour", "steht beim Sieger in der
  Schuld", "欠赢家一个人情", or a favour with "any time" ("a favour ... to cash in any day");
- **an election vote dictated** (LP705): "votes for the winner's party in the next
  election", "seçimde kazananın partisine oy verir" (the vote left one's own, "your own
  business", "istediği", stays clean);
- **a signature under a binding paper** (LP703): a signature with a petition, a contract,
  a loan ("zet zijn handtekening onder de petitie"), or an IOU alone ("Schuldschein", 借条).

These four are refused unless offered, denied ("niemandem", "nobody") or left free in
their own clause ("kann sie unterschreiben; niemand muss").

Asked of nobody, it stays clean: offered to whoever wants or left free ("whoever wants may
film the last trick", "wer mag, teilt seinen Standort", "isteyen paylaşabilir",
"可以"), denied ("nobody is filmed unless they say yes", "kimseye zorunlu değil", "不拍人")
or a leave to go to one's own work ("whoever has an early shift may leave",
"明天要上班的人可以先走"). Each is the player's own life: a table cannot agree to it for
whoever will lose (R-CUSTOM-3, as private.py's phone handed over).
"""

from __future__ import annotations

from collections.abc import Sequence

from . import life_after, life_kept, life_moved
from .bodily import offered
from .conscience import left_free, spared
from .demand_said import Said, shaped
from .denial_lexicon import NOBODY_WORDS, NOT_WORDS
from .matching import Hit, language, named, written
from .pressed import civic
from .speaking_up import spoken_up
from .textnorm import Sentence, clauses, has_cjk

#: Why each shape is refused (the message's last part; catalog entries of
#: language/report/textwords.py)
RECORDED_WHY = ("a person filmed or recorded for someone to keep: their image and voice are "
                "their own")
TRACKED_WHY = "where a person is, shared or reported: their whereabouts are their own"
CUT_WHY = ("a tie to a friend, a partner or a relative cut: a person's relationships are no "
           "game stake")
POSTED_WHY = ("a person's own profile or posts dictated: what they show the world outlasts "
              "the game")
EXPOSED_WHY = "a person sent out into the cold without a coat: a risk to the body"
LEFT_WHY = ("a dependent left without care: a child left alone or the babysitter sent "
            "home harms someone who is not playing")
WORK_WHY = "work owed outside the game: a shift, homework or a day's help is no game stake"
BANNED_WHY = ("a ban on a person's own life for days after the game: what they eat, watch or "
              "do at home is their own")
OWED_WHY = ("an open favour owed to another player, to be called in at any time: an "
            "obligation that outlasts the game")
BALLOT_WHY = "a person's vote in an election dictated: their civic choice is their own"
SIGNED_WHY = ("a person's signature under a petition, a contract or an IOU: a binding act is "
              "no game stake")
#: Shape -> (code, why)
SHAPES: dict[str, tuple[str, str]] = {
    "lb_record": ("LP703", RECORDED_WHY), "lb_where": ("LP703", TRACKED_WHY),
    "lb_cut": ("LP703", CUT_WHY), "lb_post": ("LP711", POSTED_WHY),
    "lb_work": ("LP711", WORK_WHY), "lb_bare": ("LP701", EXPOSED_WHY),
    "lb_ban": ("LP711", BANNED_WHY), "lb_owe": ("LP711", OWED_WHY),
    "lb_ballot": ("LP705", BALLOT_WHY), "lb_signed": ("LP703", SIGNED_WHY),
    "lb_left": ("LP701", LEFT_WHY),
    **life_after.SHAPES,  # session 45: six more shapes of the one idea (life_after.py)
    **life_kept.SHAPES,  # session 46: four more (life_kept.py)
    **life_moved.SHAPES,  # session 48: a holding of life moved by a result (life_moved.py)
}
#: A ban said in one word: German and Dutch compounds of a ban or house arrest
#: ("Fernsehverbot", "uitgaansverbod", "Hausarrest"); Turkish negative aorist of a verb
#: ("içmez", "oynamaz", "çıkamaz": does not, cannot)
_BAN_ENDS: dict[str, tuple[str, ...]] = {
    "de": ("verbot", "arrest"), "nl": ("verbod", "arrest"),
    "tr": ("maz", "mez", "amaz", "emez"),
}
#: Words of leave a ban negates ("may not", "darf ... keine", "mag ... niet")
_LEAVE_BANNED: dict[str, tuple[str, ...]] = {
    "en": ("may", "must"), "de": ("darf", "dürfen"), "nl": ("mag", "mogen"),
}
_ENDS = _BAN_ENDS["de"] + _BAN_ENDS["nl"]
_LEAVE_WORDS = frozenset(w for words in _LEAVE_BANNED.values() for w in words)
#: Leave, not a demand, by language: "may", "darf", "mag", "kan"; Turkish "-ebilir" is a
#: suffix (read at the words' ends); Chinese 可以 (not 才可以: a condition)
_LEAVE: dict[str, tuple[str, ...]] = {
    "en": ("may", "can"), "de": ("darf", "dürfen", "kann", "können", "mag"),
    "nl": ("mag", "mogen", "kan", "kunnen"),
    "tr": ("ebilir", "abilir", "ebilirler", "abilirler", "ebilirsin", "abilirsin"),
}


def _leave(sentence: Sentence) -> bool:
    """Whether the sentence gives leave rather than demands ("may", "-ebilir", 可以)."""
    if has_cjk(sentence.cjk):
        return "可以" in sentence.cjk and "才可以" not in sentence.cjk
    tokens = [t[0] for t in sentence.split]
    if language(sentence) == "tr":  # Turkish "kan" is blood, not the Dutch "can"
        return any(t.endswith(_LEAVE["tr"]) for t in tokens)
    words = {w for lang in ("en", "de", "nl") for w in _LEAVE[lang]}
    return any(t in words or t.endswith(_LEAVE["tr"]) for t in tokens)


def _clause(sentence: Sentence, hit: Hit) -> tuple[int, int]:
    return next(((a, b) for a, b in clauses(sentence) if a <= hit.start < b),
                (0, len(sentence.split)))


def _in_clause(sentence: Sentence, hit: Hit, others: Sequence[Hit]) -> Hit | None:
    """One of ``others`` in ``hit``'s clause (Chinese: anywhere in the sentence)."""
    if hit.stream == 2:
        return next((o for o in others if o.stream == 2), None)
    a, b = _clause(sentence, hit)
    return next((o for o in others if o.stream == hit.stream and a <= o.start < b), None)


def _nl_recorded(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """Dutch "neemt ... op" with a device in its clause ("neemt hem stiekem op met zijn
    telefoon"): a recording, not the pickup."""
    for take in named(hits, "lb_nl_take"):
        a, b = _clause(sentence, take)
        if any(h.start > take.start and a <= h.start < b for h in named(hits, "lb_nl_up")) \
                and _in_clause(sentence, take, named(hits, "lb_device")) is not None:
            return take
    return None


#: What is posted by mail, not online ("I posted my ballot this morning", session 45)
_MAIL_BY_LANGUAGE = {"en": ("ballot", "ballots", "letter", "letters", "parcel", "package",
                            "postcard", "card", "cards", "form", "vote")}
_MAIL = frozenset(w for ws in _MAIL_BY_LANGUAGE.values() for w in ws)


def _mailed(sentence: Sentence, post: Hit) -> bool:
    """Whether a "post" sends a letter, a ballot or a parcel by mail: nobody's profile."""
    tokens = [t[0] for t in sentence.split]
    return post.stream != 2 and bool(_MAIL & set(tokens[post.end:post.end + 3]))


def _shape(sentence: Sentence, hits: Sequence[Hit]) -> tuple[str, str] | None:
    """The shape found (a ``SHAPES`` key) and its words, or None."""
    record = next(iter(named(hits, "lb_record")), None) or _nl_recorded(sentence, hits)
    if record is not None and not named(hits, "lb_self"):
        return "lb_record", written(record)
    where = next(iter(named(hits, "lb_where")), None)
    if where is not None:
        return "lb_where", written(where)
    cut = next(iter(named(hits, "lb_cut")), None)
    if cut is not None:
        return "lb_cut", written(cut)
    for verb in named(hits, "lb_cutv"):
        tie = _in_clause(sentence, verb, named(hits, "lb_tie"))
        if tie is not None:
            return "lb_cut", f"{written(verb)} … {written(tie)}"
    dependent, unattended = named(hits, "lb_dependent"), named(hits, "lb_unattended")
    if dependent and unattended:
        return "lb_left", f"{written(dependent[0])} … {written(unattended[0])}"
    bare, outside = named(hits, "lb_bare"), named(hits, "lb_outside")
    if bare and outside:
        return "lb_bare", f"{written(outside[0])} … {written(bare[0])}"
    post = next((h for h in named(hits, "lb_post") if not _mailed(sentence, h)), None)
    if post is not None:
        return "lb_post", written(post)
    later, work = named(hits, "lb_later"), named(hits, "lb_work")
    if later and work:
        return "lb_work", f"{written(work[0])} … {written(later[0])}"
    return life_after.shape(sentence, hits) or life_kept.shape(sentence, hits)


def _banned(sentence: Sentence, hits: Sequence[Hit]) -> tuple[str, str] | None:
    """A ban on one's own life for days: a word of a ban with a span past tonight ("may
    not eat sweets for a week", "Fernsehverbot bis Sonntag", "bir ay boyunca kahve
    içmez", "一个星期不准玩"); said of nobody it bans nobody ("kimse")."""
    span = next(iter(named(hits, "lb_span")), None)
    if span is None:
        return None
    tokens = [t[0] for t in sentence.split]
    if set(tokens) & NOBODY_WORDS:
        return None
    ban = next(iter(named(hits, "lb_banned")), None)
    leave = next((t for t in tokens if t in _LEAVE_WORDS), None)
    if ban is None and leave is not None and set(tokens) & NOT_WORDS:
        return "lb_ban", f"{leave} … {written(span)}"  # "darf eine Woche lang keine Serien"
    word = written(ban) if ban is not None else next(
        (t for t in tokens if t.endswith(_ENDS)
         or (len(t) >= 5 and t.endswith(_BAN_ENDS["tr"]) and not has_cjk(sentence.cjk))), "")
    return ("lb_ban", f"{word} … {written(span)}") if word else None


def _bound(sentence: Sentence, hits: Sequence[Hit]) -> tuple[str, str] | None:
    """An open favour owed, a civic vote or a signature under a binding paper (see the
    module text), or None; asked of nobody or left free, it stays clean."""
    owed = next(iter(named(hits, "lb_owed")), None)
    favour, anytime = named(hits, "lb_favour"), named(hits, "lb_anytime")
    found: tuple[str, str] | None = None
    if owed is not None:
        found = "lb_owe", written(owed)
    elif favour and anytime:
        found = "lb_owe", f"{written(favour[0])} … {written(anytime[0])}"
    sign, doc = named(hits, "lb_sign"), named(hits, "lb_doc")
    bond = next(iter(named(hits, "lb_bond")), None)
    if found is None and sign and doc:
        found = "lb_signed", f"{written(sign[0])} … {written(doc[0])}"
    elif found is None and bond is not None:
        found = "lb_signed", written(bond)
    if found is None:  # an election vote dictated: pressed.py's reading of it (its own
        voted = civic(sentence.folded)  # "nobody", "own business", "istediği")
        return ("lb_ballot", voted) if voted and not spared(sentence, hits) else None
    tokens = [t[0] for t in sentence.split]
    if spared(sentence, hits) or any(
            t.startswith(("niemand", "nobody", "no one")) for t in tokens):
        return None  # "steht bei niemandem in der Schuld"
    first = next(h for h in hits if h.name in ("lb_owed", "lb_favour", "lb_sign", "lb_bond"))
    return None if left_free(sentence, first) else found


def demanded(sentence: Sentence, hits: Sequence[Hit]) -> tuple[str, str] | None:
    """The shape and words of a person's life beyond the game made the stake (see the
    module text), or None."""
    if spoken_up(sentence):  # "whoever works tomorrow, say so, and we stop at eleven":
        return None  # the one picked only speaks up, the table acts (speaking_up.py)
    found = _shape(sentence, hits)
    if found is None:
        moved = life_moved.shape(sentence, hits)  # its own spares: the act's clause only
        if moved is not None:
            return moved
        later = _banned(sentence, hits) or _bound(sentence, hits)
        return None if later is None or offered(hits) else later
    if found[0] in life_kept.SHAPES:  # session 46: "may not answer" is its burden
        return None if life_kept.asked_of_nobody(sentence, hits, found[0]) else found
    if found[0] in life_after.SHAPES:  # session 45: a denial may be its burden
        return None if life_after.asked_of_nobody(sentence, hits, found[0]) or (
            _leave(sentence) and found[0] != "la_kin") else found  # "mag niet": a bar
    if found is None or offered(hits) or spared(sentence, hits) or _leave(sentence):
        return None
    if found[0] in ("lb_record", "lb_post") and named(hits, "lb_agreed"):
        return None  # "if everyone agrees, the host posts a photo of the winning hand"
    return found


def findings(sentence: Sentence, hits: Sequence[Hit], what: dict[str, str],
             done: set[str]) -> list[Said]:
    """:func:`demanded` as a reading (code, words, message) of LP701, LP703 or LP711,
    unless its code is found already; ``what`` says what a code's demand is (language/text/harm.py's
    ``WHAT``, whose module makes it a finding)."""
    return shaped(demanded(sentence, hits), SHAPES, what, done)


__all__ = ["BALLOT_WHY", "BANNED_WHY", "CUT_WHY", "EXPOSED_WHY", "LEFT_WHY",
           "OWED_WHY", "POSTED_WHY",
           "RECORDED_WHY", "SHAPES", "SIGNED_WHY", "TRACKED_WHY", "WORK_WHY", "demanded",
           "findings"]
