"""A numbered base rule changed in words for one standing (issue 29, session 35, brief
r1words35): WHO x CHANGE x TOPIC in one sentence, the topics being every numbered rule of
RULES.md (text/base_rules.py, one row a rule).

- **who**: a standing: the champion, last round's winner or loser, the dealer, the player
  left of the dealer, the leader, the rule's creator, in the five languages;
- **change**: the rule's proposition said otherwise for that one: a permission (may,
  darf, mag, -abilir, 可以), a duty lifted (need not, muss nicht, hoeft niet, zorunda
  değil, 不用), a say over it (decides, bestimmt, bepaalt, belirler, 决定), a value
  counted otherwise (counts as, gilt als, telt als, sayılır, 算), an extension (also,
  auch, ook, da, 也), a rule framed for the one ("for the champion", "für den Sieger",
  "voor de kampioen", "şampiyon için", "对冠军来说"), "only" before the one, "instead
  of", again, before; or a topic that already says another value than the card's (three
  of a kind clear, a 9 clears, two bonus plays, out with one card, second wins);
- **topic**: a row of text/base_rules.py.

Only a base-rule vote may change a base rule, for one round's session (R-VOTE-1, R-CUSTOM-2);
said for one standing it is also a person in the role's clothes (R-CUSTOM-4): LP716 (LP301
for the creator), with the standing-favour message of text/standing_slots.py and the rule's
number in its words. Clean: the same said for everyone, as a reminder, "like everyone",
"the champion too"; a permission denied ("may not"); the cards' own start (last round's
winner plays first, R-SETUP-4); the vote and Roshambo (their own readers).
"""

from __future__ import annotations

import re

from . import creator_lexicon
from .base_rules import TOPICS
from .denial_lexicon import DENIAL, NOT_AFTER, PROHIBITION, after, laid_on
from .permission import PERMIT_RE
from .standing_words import GRANTED, LAST_WINNER_ZH, Mention, Said, favour
from .textnorm import Reading
from .textnorm import read as parse

#: The standings, as one expression over a folded sentence (group "who")
_WHO = (
    r"(?:the |der |den |dem |des |de |het )?(?:"
    r"champion\w*|kampioen\w*|sampiyon\w*|冠军|leader|spitzenreiter\w*|koploper\w*"
    r"|titelverteidiger\w*|front ?runner|runner-up|zweitplatziert\w*|lider\w*"
    r"|(?:last|previous) round'?s (?:winner|loser)|last winner|(?:winner|loser) of the"
    r" (?:last|previous) round"
    r"|(?:sieger|gewinner|verlierer)\w* der (?:letzten|vorigen|vorherigen) runde"
    r"|letzte\w* (?:sieger|gewinner|verlierer)\w*"
    r"|laatste (?:winnaar|verliezer)"
    r"|(?:[oö]nceki|gecen|son) turun (?:kazanan|kaybeden|galib|ma[gğ]lub)\w*"
    r"|(?:[oö]nceki|gecen|son) turu (?:kazanan|kaybeden)\w*"
    r"|son (?:kazanan|kaybeden)\w*"
    r"|上一?(?:局|轮|把)的?(?:输家|输的人)|上一?(?:局|轮|把)(?:赢|输)了?的(?:人|玩家)|"
    + "|".join(sorted(LAST_WINNER_ZH, key=len, reverse=True)) +  # standing_words.py's
    # the standing as a relative or in the first person: "whoever won last round", "the
    # one who lost the previous round", "wer zuletzt gewonnen hat", "wie vorige ronde
    # won", "geçen turu kazanan", "I won last round", "ich habe die letzte Runde gewonnen"
    r"|(?:whoever|(?:one|player|person) who) (?:won|lost) (?:the )?(?:last|previous) round"
    r"|i (?:won|lost) (?:the )?(?:last|previous) round"
    r"|wer (?:zuletzt|die (?:letzte|vorige) runde|in der (?:letzten|vorigen) runde)"
    r" (?:gewonnen|verloren)(?: hat)?|rundensieger\w*"
    r"|ich (?:habe )?(?:zuletzt|die (?:letzte|vorige) runde) (?:gewonnen|verloren)"
    r"|(?:winnaar|verliezer) van (?:de )?(?:vorige|laatste) ronde"
    r"|wie (?:de )?(?:vorige|laatste) ronde (?:won|verloor|heeft (?:gewonnen|verloren)"
    r"|(?:gewonnen|verloren) heeft)|ik (?:heb )?(?:de )?vorige ronde (?:gewonnen|verloren)"
    # the last win without its round: "wie het laatst gewonnen heeft" (session 39)
    r"|wie (?:het )?(?:laatst|als laatste) (?:won|verloor|(?:gewonnen|verloren) heeft"
    r"|heeft (?:gewonnen|verloren))"
    r"|我上一?(?:局|轮|把)(?:赢|输)了"
    r"|player (?:to the )?left of the dealer|spieler links vom geber"
    r"|speler links van de gever|dagitanin solundaki(?: oyuncu)?|发牌(?:的)?人?左边的?(?:玩家|人)"
    r"|dealer'?s?|geber\w*|gever|dagitan\w*|发牌的人|发牌人"
    rf"|{creator_lexicon.FOLDED_RE.pattern}"
    r")")
_WHO_RE = re.compile(rf"(?<![a-z])(?P<who>{_WHO})(?![a-z])")
#: The creator among them (LP301: one fixed person)
_CREATOR = creator_lexicon.FOLDED_RE
#: Last round's winner leads (R-SETUP-4): the card's own start, no change
_WINNER = re.compile(r"winner|sieger|gewinner|winnaar|kazan|galib|赢|贏|胜者|勝者|\bwon\b|gewonnen")

_CHANGES: tuple[tuple[str, str], ...] = (
    ("need", r"\b(?:need not|needn'?t|does not have to|doesn'?t have to|do not have to"
             r"|is not required to|never has to|is exempt\w*)\b"
             r"|\b(?:muss|braucht|brauchen|m[uü]ssen)\b(?: \w+){0,6} (?:nicht|nie|kein\w*)\b"
             r"|\bhoeft\b(?: \w+){0,6} (?:niet|geen|nooit)\b|\bzorunda (?:degil|değil)\w*"
             r"|不用|不必|可以不|无需|不需要"),
    ("say", r"\b(?:decides?|chooses?|picks who|determines?|settles?|bestimmt|entscheidet"
            r"|w[aä]hlt|bepaalt|beslist|kiest|belirler|secer|karar verir)\b|决定|选择"),
    ("count", r"\b(?:counts? as|counts? (?:higher|lower)|gilt als|z[aä]hlt\b(?: \w+){0,6}"
              r" als|telt\b(?: \w+){0,6} als|telt (?:hoger|lager)|say[iı]l[iı]r)\b|算"),
    ("also", r"\b(?:also|as well|auch|schon|ook|al|bile)\b|\b\d+ (?:de|da)\b|也"),
    ("instead", r"\binstead of\b|\b(?:an)?statt\b|\bin plaats van\b|\byerine\b|而不是"),
    ("again", r"\b(?:again|wieder|weer|opnieuw|tekrar|noch|second|zweite\w*|tweede"
              r"|ikinci|one more|another (?:card|play|turn)|nog (?:een|eens)|bir \w+ daha)\b"
              r"|再|接着|继续"),
    ("before", r"\b(?:before|vorher|eerst|first)\b|\b[oö]nce\b|先"),
)
_CHANGE = re.compile("|".join(f"(?P<{name}>{p})" for name, p in _CHANGES))
#: The one framed: "for the champion", "für den Sieger", "voor de kampioen", "beim",
#: "bij de gever", "şampiyon için", "对冠军来说"
_FOR = re.compile(rf"\b(?:for|f[uü]r|voor|beim|bij) {_WHO}|{_WHO} i[cç]in\b|对{_WHO}来说")
_ONLY = re.compile(rf"\b(?:only|nur|alleen|yaln[iı]zca|sadece) {_WHO}|只有{_WHO}")
#: The same for all, a reminder, or the standing included ("the champion too")
_ALIKE = re.compile(
    r"\b(?:everyone|everybody|anyone|for all|each player|every player|jede[rs]?|alle|man"
    r"|iedereen|elke speler|herkes|kimse|nobody|niemand)\b(?! (?:else|anderen?|anders|runde"
    r"|ronde|round))"
    r"|\b(?:as the cards? says?|wie auf der karte|zoals op de kaart"
    r"|like everyone else|like all the others|wie alle anderen"
    r"|wie jeder andere|zoals iedereen|net als (?:alle )?(?:anderen|iedereen)|herkes gibi)\b"
    r"|大家|谁都|每个人|所有人|(?:都|也)一样|官方规则")
#: A reminder: the card's rule recalled, unless its words already say another value
#: ("Hatırlatma: geçen turun galibi iki farklı değerde kart oynayabilir")
#: A reminder's marker: the card's rule said again, unless another value is said
REMINDER = re.compile(r"\b(?:reminder|zur erinnerung|ter herinnering|hatirlatma)\b")
_WITH = re.compile(rf"{_WHO}'?s? (?:too|also|as well|included|dahil)\b|\b(?:auch|ook|ook niet)"
                   rf" {_WHO}|{_WHO}也(?!可以|能|算)")
#: The standing named only to be no exception: "not for last round's winner either",
#: "auch für den Champion nicht", "ook niet voor de kampioen", "对冠军也不"
_NOT_FOR = re.compile(rf"\b(?:not|nicht|niet) (?:even |einmal |eens )?(?:for|f[uü]r|voor)"
                      rf" {_WHO}|\b(?:either|neither|auch nicht|ook niet|de degil)\b|也不")
_PROCEDURE = re.compile(r"\b(?:vote|abstimm\w*|stemming|oylama|roshambo|schnick\w*)\b|投票"
                        r"|猜拳")
#: A session's first round, which the dealer leads (R-SETUP-4)
_FIRST_ROUND = re.compile(r"\bfirst round\b|\berste\w* runde\b|\beerste ronde\b|\bilk tur"
                          r"|第一局")
#: The dealer alone (not the player left of them)
_DEALER = re.compile(r"(?:the |der |de )?(?:dealer|geber|gever|dagitan|发牌的人|发牌人)")
#: Every round, always: the dealer's first-round lead made the rule of every round
_EVERY = re.compile(r"\b(?:every|each) round\b|\balways\b|\bjede\w* runde\b|\bimmer\b"
                    r"|\belke ronde\b|\baltijd\b|\bher tur\w*|\bher zaman\b|每局|每一局|总是")


def read(reading: Reading, speaker: bool = True) -> Said | None:
    """The first sentence of ``reading`` that changes a numbered base rule for one
    standing, as (code, words, message), or None (``speaker`` is the readers' common
    signature; the speaker alone is not a standing here)."""
    del speaker
    for sentence in reading.sentences:
        said = _sentence(sentence.folded)
        if said is not None:
            return said
    return None


def named(name: str) -> list[Said]:
    """A rule's name that changes a numbered base rule for one standing ("The champion may
    pass", "冠军第二个出完也算赢"): the name is read like a says text's sentence."""
    if not name.strip():
        return []
    # a name labels what the rule's actions do ("Runner-up starts" over a rule that makes
    # the runner-up lead, a lead a custom rule may set): the lead is read there only with
    # a change said in words
    said = next((x for s in parse(name).sentences if (x := _sentence(s.folded, True))), None)
    return [said] if said is not None else []


def _sentence(text: str, worded: bool = False) -> Said | None:
    """A sentence's change of a numbered rule for one standing; ``worded``: the lead
    (R-SETUP-4) only when said with a change word (a rule's name)."""
    who = _WHO_RE.search(text)
    if who is None or _ALIKE.search(text) or _WITH.search(text) or _NOT_FOR.search(text) \
            or _PROCEDURE.search(text):
        return None
    name = who.group("who").strip()
    for row in TOPICS:
        found = row.pattern.search(text)
        if found is None or row.rule == "R-SETUP-4" and (
                _WINNER.search(name) or _FIRST_ROUND.search(text)
                or _DEALER.fullmatch(name) and not _EVERY.search(text)):
            continue  # last round's winner plays first, the dealer the session's first
            # round ("der Geber fängt an"): the card's own start, unless every round
        if row.rule == "R-FAQ-5" and _CREATOR.search(name):
            continue  # the creator settles an edge case of their rule: the card's own
        change = _change(text, who)
        if change is None and row.given and _games(row.rule, text):
            # what the card gives every player (a draw, a swap, the pickup) forbidden to
            # the one named: a prohibition, not a denial (text/denial_lexicon.py)
            change = laid_on(text, who.end()) or None
        denial = DENIAL.search(text)
        if REMINDER.search(text) and (denial or not row.other):
            continue  # a reminder of the card's rule, unless it says another value
        worded_only = worded and row.rule == "R-SETUP-4"
        if change is None and (worded_only or not (row.other and not denial
                                                   or row.denied and denial)):
            continue
        if change is None and row.other and PROHIBITION.search(text):
            continue
        break
    else:
        return None
    m = Mention("creator" if _CREATOR.search(name) else "standing", who.start(), f"'{name}'")
    words = f"'{name}' … {change or found.group(0).strip()!r} ({row.rule})"
    return favour(m, words, GRANTED)


#: A swap of cards (R-SETUP-3), not of seats ("swap seats", "yer değiştirir")
_CARDS = re.compile(r"\b(?:cards?|karten?|kaart\w*|kart\w*|hand\w*|face-?up|offene?n?)\b|牌")
#: A thing passed that is no card nor turn ("pass the salt", "pass the deck"): no pass
_PASSED = re.compile(r"\b(?:pass(?:es|ing)?|passen)\b (?:the|a|an|den|die|das|de|het|een|his|her"
                     r"|their|it|sein\w*|ihr\w*|zijn|haar) (?!(?:round|turn|runde|ronde|beurt)\b)")


def _games(rule: str, text: str) -> bool:
    """Whether the act a prohibition takes is the game's: a swap of cards, a pass with
    nothing passed (the rows' other acts are the game's by their words)."""
    if rule == "R-SETUP-3":
        return bool(_CARDS.search(text))
    return not (rule == "R-TURN-2" and _PASSED.search(text))


def _change(text: str, who: re.Match[str]) -> str | None:
    """The words that say the rule otherwise for the one named, or None."""
    framed = _FOR.search(text) or _ONLY.search(text)
    if framed is not None:
        return repr(framed.group(0).strip())[1:-1]
    permit = PERMIT_RE.search(text, who.end())
    if permit is not None and not NOT_AFTER.match(text, permit.end()) \
            and not after(text, who.end()):
        return permit.group(0)
    for found in _CHANGE.finditer(text):
        if found.lastgroup == "also" and who.start() - 8 <= found.start() <= who.end() + 3:
            continue  # "auch der Champion", "the champion too": included, not extended
        if found.lastgroup == "before" and _WINNER.search(text, max(0, found.start() - 30),
                                                          found.start()):
            continue  # "..., and this round's winner plays first": the card's own lead
            # (R-SETUP-4) said of the winner, no change for the one named (session 45)
        if found.lastgroup == "need" or not PROHIBITION.search(text):
            return found.group(0)
    return None


def alike(text: str) -> bool:
    """Whether a folded sentence says its rule for everyone, or with the standing included
    or excepted from nothing ("like everyone else", "the champion too", "not even for the
    champion"): the card's rule, no favour (vote_standing.py reads it too)."""
    return bool(_ALIKE.search(text) or _WITH.search(text) or _NOT_FOR.search(text))


#: The standings' words, for the other readers of a standing (vote_standing.py)
WHO_RE = _WHO_RE

__all__ = ["REMINDER", "WHO_RE", "alike", "named", "read"]
