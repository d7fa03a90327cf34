"""What a game result takes from a person's life after the game, in any sentence shape
(issue 29, session 45, novel45a: R-CUSTOM-3, R-CUSTOM-4).

life_beyond.py reads a person's life beyond the game made the stake; these are six more
shapes of that one idea, each a burden that outlasts the evening or reaches people who
never sat at the table, said in everyday words with no verb the judge knew (read with the
slots of language/text/life_after_lexicon.py in one sentence; a bare state or result
reads too: "Blind miss = no grandma's birthday on Sunday for you", "a week of cold
showers", "your email password is the winner's"):

- **an engagement given up** (LP711): an appointment, a birthday, a wedding, a funeral
  cancelled, skipped or stayed away from ("cancels their dentist appointment",
  "sagt den Arzttermin ab", "zeg je de verjaardag af", "düğününe gitmem", "婚礼就别去了");
  the people waiting for the person never agreed to the game (R-SESSION-1: a session ends
  with the evening);
- **the way home taken** (LP701): home on foot or alone in the dark, no lift, no taxi, the
  bike locked up ("walks home tonight", "zu Fuß nach Hause", "loopt alleen naar huis",
  "eve yürüyerek döner", "走夜路回家"): a risk to the body after the game;
- **a regime on the body for days** (LP701): runs, push-ups, cold showers, bread and water
  every day or for a week ("runs five kilometres every morning", "a week of cold
  showers", "jeden Morgen hundert Liegestütze", "每天跑五公里");
- **the body measured before others** (LP703): a weight, a waist, a blood pressure or a
  blood sugar read out, shown or measured in front of the table ("steps on the bathroom
  scale and reads the number out", "vor allen der Bauchumfang gemessen", "kilosunu
  herkese söyler", "当众称体重");
- **the key to a person's life handed over** (LP703): a password, a PIN, a house key told or
  given to another ("tells the winner their phone PIN", "banka kartının şifresini kazanana
  söyler", "手机密码告诉赢家"); the house's Wi-Fi password on the fridge is nobody's own;
- **a fast or a faith's rule broken** (LP703, R-CUSTOM-4: a belief is a fixed personal
  trait): "your fast ends early tonight", "breekt zijn vasten", "orucunu bozar", "开斋";
- **one's home left open overnight** (LP701, session 47b): a door unlocked or a window
  open, or the key left under the mat, through the night or at home ("leaves the back door
  unlocked tonight", "lässt die Haustür heute Nacht unverschlossen", "laat vannacht de
  voordeur van het slot", "bu gece kapısını kilitlemeden bırakır", "今晚不许锁门"): a
  risk to the person and whoever lives with them; the door locked by whoever leaves last,
  or a key given back, opens nothing;
- **one's own blood or organ given** (LP703, session 47b): blood, plasma, a kidney or
  marrow donated, or a donation booked ("books a slot to give blood", "geht Blut spenden",
  "meldt zich aan als bloeddonor", "kan bağışı için randevu alır", "去献血"): the body is
  its owner's to give; whoever gave blood today, honoured, gives nothing now;
- **someone outside the game bearing its result** (LP711, session 47b): the child, partner
  or parent of a result's role barred from something ("the loser's daughter may not go to
  the party", "der Sohn des Verlierers bekommt kein Taschengeld", "de partner van de
  verliezer mag niet naar het voetbal", "kaybedenin kızı harçlık alamaz", "输家的孩子不准
  出去玩"): they never sat at the table (R-CUSTOM-4); a player let go to their own child
  names no result.

Each is refused unless the sentence offers it, leaves it free or asks it of nobody
(life_beyond.demanded's checks: "if they like", "niemand muss", "mag", "isteyen", 可以,
"kimse"): the burden is the person's own life, and a table cannot agree to it for
whoever will lose. A leave to go to one's own appointment ("whoever has a dentist
appointment may leave") gives leave and stays clean.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .bodily import offered
from .conscience import spared
from .denial_lexicon import NOBODY_WORDS, NOBODY_ZH
from .matching import Hit, named, written
from .speaking_up import spoken_up
from .textnorm import Sentence, has_cjk

#: Why each shape is refused (the message's last part; catalog entries of
#: language/report/textwords.py)
ENGAGED_WHY = ("an appointment, a birthday or a wedding given up: a person's engagements "
               "with people outside the game are no game stake")
HOMEWARD_WHY = ("a person's way home taken: a walk alone in the dark, no lift or a locked "
                "bike is a risk to the body")
REGIME_WHY = ("a regime on a person's body for days after the game: exercise, cold or a diet "
              "is their own to choose")
MEASURED_WHY = ("a person's body weighed, measured or tested before others: its numbers are "
                "their own")
KEYS_WHY = ("the key to a person's life handed over: a password, a PIN or a house key is "
            "their own")
FAST_WHY = ("a fast or a faith's rule broken on demand: a person's observance is their own "
            "(R-CUSTOM-4)")
OPEN_WHY = ("a person's home left open overnight: an unlocked door or a key under the mat "
            "is a risk to them and whoever lives there")
DONOR_WHY = ("a person's own blood or organ given for a game result: the body is its owner's "
             "to give")
KIN_WHY = ("someone outside the game made to bear its result: a child, a partner or a parent "
           "never sat at the table (R-CUSTOM-4)")
#: Shape -> (code, why)
SHAPES: dict[str, tuple[str, str]] = {
    "la_engage": ("LP711", ENGAGED_WHY), "la_foot": ("LP701", HOMEWARD_WHY),
    "la_regime": ("LP701", REGIME_WHY), "la_body": ("LP703", MEASURED_WHY),
    "la_secret": ("LP703", KEYS_WHY), "la_fast": ("LP703", FAST_WHY),
    "la_open": ("LP701", OPEN_WHY), "la_donor": ("LP703", DONOR_WHY),
    "la_kin": ("LP711", KIN_WHY),
}
#: How many tokens before an engagement an English "no" gives it up ("no grandma's
#: birthday")
_NO_REACH = 3


def _denying(found: str) -> bool:
    """Whether the shape ``found`` is one whose own words deny ("no lift", "不准打车",
    "别去", "不许锁门", "mag niet"): a denial in it is the burden, not a spare (an
    engagement given up, the way home, the home left open, the kin barred)."""
    return found.endswith(("engage", "foot", "open", "kin"))


#: Chinese "nobody" and "no need" (not "别", "不准": a prohibition is these shapes' burden)
_ZH_NOBODY = re.compile(rf"{NOBODY_ZH}|不用|不必|无需|無需|可以不")


def _pair(hits: Sequence[Hit], one: str, other: str) -> str:
    """The words of a hit of ``one`` and a hit of ``other`` in the sentence, or ""."""
    a, b = named(hits, one), named(hits, other)
    return f"{written(a[0])} … {written(b[0])}" if a and b else ""


def _given_up(hits: Sequence[Hit]) -> str:
    """An engagement with a word of giving it up, or an English "no" just before it."""
    found = _pair(hits, "la_engage", "la_drop")
    if found:
        return found
    for engage in named(hits, "la_engage"):
        no = next((h for h in named(hits, "la_no") if h.stream == engage.stream
                   and 0 < engage.start - h.start <= _NO_REACH), None)
        if no is not None:
            return f"{written(no)} … {written(engage)}"
    return ""


def _left_open(hits: Sequence[Hit]) -> str:
    """One's home left open: a door unlocked or open, or a key under the mat, with a time
    off the table (the night, a week, until Sunday, while at work) or one's own home named
    ("" when neither is: "the door stays open for latecomers" is the host's, tonight)."""
    night = named(hits, "la_night")
    if not night:
        return ""
    found = _pair(hits, "la_door", "la_unlocked") or _pair(hits, "la_key", "la_mat")
    return f"{found} … {written(night[0])}" if found else ""


def _donated(hits: Sequence[Hit]) -> str:
    """One's own blood or organ given: the act of giving it, or a donation booked."""
    act = next(iter(named(hits, "la_donate")), None)
    return written(act) if act is not None else _pair(hits, "la_donation", "la_booked")


def _kin_barred(hits: Sequence[Hit]) -> str:
    """The child, partner or parent of a result's role (the loser's, the winner's) barred
    from something."""
    if not named(hits, "la_role"):
        return ""
    return _pair(hits, "la_kin", "la_barred")


def asked_of_nobody(sentence: Sentence, hits: Sequence[Hit], found: str) -> bool:
    """Whether the shape ``found`` is offered or asked of nobody ("kimse", "谁都不用"); a
    shape whose words deny keeps its denial as the burden ("no lift", "不准打车")."""
    if not _denying(found):
        return spared(sentence, hits) and not (
            has_cjk(sentence.cjk) and not _ZH_NOBODY.search(sentence.cjk)
            and not re.search(r"不准|不许|不能|禁止|别|別", sentence.cjk))
    if offered(hits) or spoken_up(sentence):
        return True  # "whoever walks home at night, say so, and we walk you to the station"
    if has_cjk(sentence.cjk):
        return bool(_ZH_NOBODY.search(sentence.cjk))
    return bool({t[0] for t in sentence.split} & NOBODY_WORDS)


def shape(sentence: Sentence, hits: Sequence[Hit]) -> tuple[str, str] | None:
    """The shape found (a ``SHAPES`` key) and its words, or None (the checks of an offer,
    a leave or nobody asked are life_beyond.demanded's)."""
    del sentence  # the slots are the sentence's; kept for the readings' one signature
    fast = next(iter(named(hits, "la_fast")), None)
    if fast is not None:
        return "la_fast", written(fast)
    engaged = _given_up(hits)
    if engaged:
        return "la_engage", engaged
    foot = next(iter(named(hits, "la_foot")), None)
    if foot is not None:
        return "la_foot", written(foot)
    unlit = _pair(hits, "la_home", "la_unlit")  # home without lights (text45b's words)
    if unlit:
        return "la_foot", unlit
    regime = _pair(hits, "la_regime", "la_days")
    if regime:
        return "la_regime", regime
    body = _pair(hits, "la_body", "la_shown")
    if body:
        return "la_body", body
    for name, reader in (("la_open", _left_open), ("la_donor", _donated),
                         ("la_kin", _kin_barred)):
        words = reader(hits)
        if words:
            return name, words
    secret = _pair(hits, "la_secret", "la_handed")
    if secret and not named(hits, "la_house"):
        return "la_secret", secret
    return None


__all__ = ["DONOR_WHY", "ENGAGED_WHY", "asked_of_nobody", "FAST_WHY", "HOMEWARD_WHY", "KEYS_WHY",
           "KIN_WHY", "MEASURED_WHY", "OPEN_WHY", "REGIME_WHY", "SHAPES", "shape"]
