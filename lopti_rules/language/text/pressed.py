"""A person's health, sleep or civic vote pressed, or a condition spared (issue 29, session
44, text44b: R-CUSTOM-3, R-CUSTOM-4).

A condition of a person (an allergy, an intolerance, a diet, a phobia, an illness, an
exam or work tomorrow) may be named in a rule two ways, and the idea that tells them apart
is whether the text makes the condition a **burden** or **protects its holder**:

- **pressed** (LP701, R-CUSTOM-3: unsafe, non-consensual): the condition overridden by the
  demand, "allergy or not", "even if they are allergic", "trotz", "auch wenn", "ook al",
  "olsa bile", "不管过不过敏", "也照吃"; or a fear made what one must hold or touch ("wer
  Angst vor Spinnen hat, muss die Spinne halten");
- **spared** (no LP304): the condition named so that its holder is kept safe or let off,
  a kindness that costs nobody anything: "the cat stays in the next room for our allergic
  guest", "whoever is ill stays home", "wer morgen arbeiten muss, darf früher gehen",
  "对花生过敏的人不用吃花生". A trait is a disguised target (R-CUSTOM-4) only when the rule
  does something to the person it picks.

Two demands beyond the game that ride on a person, read over the whole text (a time such
as "3 a.m." ends no sentence here):

- **sleep broken on demand** (LP701): a night hour (3 or 4 a.m., "3 Uhr nachts",
  "'s nachts", "gece saat 3", 凌晨) with an alarm, a wake-up or a call; the game ending at
  eleven, or an alarm at ten, breaks nobody's sleep;
- **a civic vote handed over** (LP703, R-CUSTOM-3: a person's vote is their own and
  secret): a public election (election, Wahl, verkiezing, seçim, 选举) with a party, a
  candidate or the ballot shown; a reminder of election day or of where the polling
  station is hands over nothing.

Each demand is none where the text denies it or leaves it free ("nobody has to", "if
they like", "muss nicht", "hoeft niet", "zorunda değil", 不用).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .textnorm import Reading, Sentence

#: Why each is refused (the message's last part; catalog entries of
#: language/report/textwords.py)
HEALTH_WHY = ("a health condition overridden: an allergy, an intolerance, a diet or a fear "
              "is no game stake")
SLEEP_WHY = "a person's sleep broken on demand: the night is not the game's"
CIVIC_WHY = "a vote in a public election handed to the game: a person's vote is their own and secret"

_I = re.IGNORECASE
#: A condition of a person's health or body (folded text: accents kept for ä ö ü)
_CONDITION = re.compile(
    r"\b(?:allerg\w*|intoleran\w*|lactose\w*|laktose\w*|gluten\w*|diet\w*|diät\w*|diat\w*|"
    r"dieet\w*|diyet\w*|phobi\w*|phobie\w*|fobi\w*|asthma\w*|astım\w*|astim\w*|"
    r"afraid of|scared of|angst vor|bang voor|korkusu\w*|korkar\w*|alerji\w*|"
    r"vegan\w*|vegetari\w*|glutensiz)"
    r"|过敏|過敏|不耐受|节食|減肥|减肥|恐惧|恐懼|害怕|(?<![哪恐])怕(?![是])",  # 哪怕 "even if", 恐怕 "perhaps"
    _I)
#: The condition overridden: "or not", "despite", "even if", "no excuse"
_OVERRIDE = re.compile(
    r"\b(?:or not|either way|despite|regardless|in spite of|even if|even though|no excuse|"
    r"not get \w+ out|does ?n[o']?t matter|doesnt matter|anyway|all the same|"
    r"oder nicht|trotz\w*|auch wenn|selbst wenn|egal ob|keine ausrede|trotzdem|"
    r"of niet|ook al|ondanks|zelfs als|toch|geen excuus|"
    r"olsa bile|olsun olmasın|olsun olmasin|rağmen|ragmen|fark etmez|bahane değil|"
    r"bahane degil)\b"
    r"|不管|无论|無論|即使|哪怕|也照|照样|照樣|也得|也要|照吃|照喝",
    _I)
#: A fear made what one holds or touches
_FEAR = re.compile(r"\b(?:afraid of|scared of|angst vor|bang voor|phobi\w*|fobi\w*|"
                   r"korkusu\w*|korkan)|害怕|恐惧|恐懼", _I)
_HOLD = re.compile(r"\b(?:hold\w*|touch\w*|halt\w*|hält|anfass\w*|berühr\w*|houd\w*|houdt|"
                   r"aanraak\w*|vasthoud\w*|tut\w*|dokun\w*)|拿着|拿著|摸|抱",
                   _I)
#: The demand denied or left free
_FREE = re.compile(
    r"\b(?:nobody|no one|no-one|never|does ?n[o']?t have to|do ?n[o']?t have to|"
    r"need ?n[o']?t|if (?:they|you|he|she) (?:like|want|wish)|whoever wants|who wants|"
    r"niemand|keiner|muss nicht|müssen nicht|braucht nicht|wer will|wer möchte|"
    r"wenn er will|wenn sie will|niemand hoeft|hoeft niet|hoeven niet|wie wil|"
    r"als hij wil|als ze wil|als hij dat wil|kimse|zorunda değil|zorunda degil|"
    r"isteyen|isterse)\b"
    r"|不用|不必|不需要|没人|沒人|谁也不|誰也不|愿意的|願意的|想的人",
    _I)
#: A night hour: 1-5 a.m., "in the middle of the night", 3 Uhr with Nacht, gece saat 3,
#: 凌晨 / 半夜 / 深夜
_NIGHT_HOUR = re.compile(
    r"\b[1-5](?::\d\d)? ?a\.? ?m\b|\b(?:at|um|om|saat) (?:[1-5]|one|two|three|four|five|"
    r"eins|zwei|drei|vier|fünf|een|twee|drie|vier|vijf|bir|iki|üç|dört|beş)\b"
    r"(?=.{0,40}\b(?:in the morning|at night|nachts|in der nacht|'s nachts|s nachts|"
    r"'s ochtends vroeg|gece)\b)|\bmiddle of the night\b|\bmitten in der nacht\b|"
    r"\bmidden in de nacht\b|\bgece yarısı\b|\bgece yarisi\b|\bsabaha karşı\b|"
    r"\b[1-5] uhr nachts\b|\b[1-5] uur 's nachts\b|凌晨|半夜|深夜",
    _I)
#: A night said near an hour in any order ("heute Nacht einen Wecker auf 3 Uhr",
#: "bu gece saat 3'e alarm", "vannacht om 4 uur")
_NIGHT = re.compile(r"\b(?:tonight|at night|heute nacht|nachts|vannacht|'s nachts|"
                    r"s nachts|bu gece|gece)\b", _I)
_SMALL_HOUR = re.compile(r"\b(?:(?:at|um|auf|om|saat) [1-5]\b(?! ?p\.? ?m)(?!:?\d)|[1-5] uhr\b|"
                         r"[1-5] uur\b)", _I)
#: Woken: an alarm, waking, getting up, a call at that hour
_WAKE = re.compile(
    r"\b(?:alarm\w*|wake\w*|woken|awake|get up|gets up|getting up|call\w*|ring\w*|"
    r"wecker\w*|weck\w*|geweckt|aufsteh\w*|steht \w+ auf|wach\w*|anruf\w*|angerufen|"
    r"wekker\w*|wakker\w*|wekt|wekken|gewekt|opstaan|staat \w+ op|belt|bellen|gebeld|"
    r"uyan\w*|uyandır\w*|kalk\w*|arar|arayıp|arayip|arayacak\w*)"
    r"|闹钟|鬧鐘|叫醒|起床|醒来|醒來|打电话|打電話",
    _I)
#: A public election, and what hands a vote in it over
_ELECTION = re.compile(
    r"\b(?:election\w*|ballot\w*|polling|mayoral|referendum\w*|"
    r"\w*wahl|\w*wahlen|stimmzettel\w*|wahlzettel\w*|wahllokal\w*|"
    r"verkiezing\w*|stembiljet\w*|stembureau\w*|stemhokje\w*|"
    r"seçim\w*|secim\w*|oy pusula\w*|sandık\w*|sandik\w*)"
    r"|选举|選舉|大选|大選|选票|選票|投票站|候选人|候選人",
    _I)
_HANDED = re.compile(
    r"\b(?:part(?:y|ies)|candidate\w*|photo\w*|picture\w*|vote for|votes for|"
    r"partei\w*|kandidat\w*|foto\w*|wählt|stimmt für|"
    r"partij\w*|kandida\w*|stemt op|stemmen op|"
    r"parti\w*|aday\w*|fotoğraf\w*|fotograf\w*|oy verir|oy ver\w*)"
    r"|候选人|候選人|党|黨|照片|拍照|投给|投給|投票给|投票給",
    _I)
#: The kindness shapes: the condition's holder kept safe or let off ("stays in the next
#: room", "may leave early", "stays home", "out of reach", "-free", "instead")
_SPARED = re.compile(
    r"\b(?:next room|another room|other room|stays? home|stays? at home|leave early|"
    r"go home|may leave|out of reach|\w+-free|instead|may sit|for anyone who needs|"
    r"for our|for whoever needs|"
    r"nebenzimmer|anderen zimmer|bleibt zu hause|früher gehen|frueher gehen|"
    r"nach hause|außer reichweite|ausser reichweite|\w*frei\b|stattdessen|"
    r"andere kamer|blijft thuis|eerder naar huis|buiten bereik|\w*vrij\b|in plaats van|"
    r"yan oda\w*|evde kal\w*|erken çık\w*|erken cik\w*|erken git\w*|uzak tut\w*|"
    r"yerine)\b"
    r"|隔壁|另一个房间|留在家|待在家|早点走|早點走|早走|拿开|拿開|放远|不用|可以坐|准备了别的",
    _I)
#: A person picked by a condition of health, a duty of tomorrow or the cold they feel
_HELD = re.compile(
    r"\b(?:allerg\w*|ill|sick|unwell|krank|erkältet|ziek|verkouden|hasta|"
    r"diet\w*|dieet|diyet\w*|exam\w*|examen|sınav\w*|sinav\w*|prüfung\w*|"
    r"cold|friert|koud|üşü\w*|usu\w*|needs? it)\b"
    r"|过敏|過敏|生病|考试|考試|冷的人|客人",
    _I)


def _free(text: str) -> bool:
    return _FREE.search(text) is not None


def health(text: str) -> str:
    """The words of a health condition pressed (the module text), or ""."""
    if _free(text):
        return ""
    condition = _CONDITION.search(text)
    if condition is None:
        return ""
    override = _OVERRIDE.search(text)
    if override is not None:
        return f"'{condition.group(0)}' … '{override.group(0)}'"
    fear, held = _FEAR.search(text), _HOLD.search(text)
    if fear is not None and held is not None and re.search(
            r"\b(?:must|has to|have to|muss|müssen|moet|moeten|zorunda|gerek\w*)\b|必须|必須|要",
            text, _I):
        return f"'{fear.group(0)}' … '{held.group(0)}'"
    return ""


def sleep(text: str) -> str:
    """The words of a sleep broken on demand (the module text), or ""."""
    if _free(text):
        return ""
    wake = _WAKE.search(text)
    if wake is None:
        return ""
    hour = _NIGHT_HOUR.search(text)
    if hour is None and _NIGHT.search(text) is not None:
        hour = _SMALL_HOUR.search(text)
    return f"'{hour.group(0)}' … '{wake.group(0)}'" if hour is not None else ""


def civic(text: str) -> str:
    """The words of a public vote handed to the game (the module text), or ""."""
    if _free(text):
        return ""
    election, handed = _ELECTION.search(text), _HANDED.search(text)
    if election is None or handed is None:
        return ""
    return f"'{election.group(0)}' … '{handed.group(0)}'"


def findings(reading: Reading, said: tuple[bool, ...],
             questions: Sequence[bool]) -> list[tuple[str, str, str]]:
    """The text's health pressed and sleep broken (LP701), its civic vote handed over
    (LP703): (code, words, message) each. A quote of the cards or a question asks none."""
    if any(said) or any(questions):
        return []
    text = reading.folded
    found: list[tuple[str, str, str]] = []
    unsafe = health(text) or sleep(text)
    if unsafe:
        why = HEALTH_WHY if health(text) else SLEEP_WHY
        found.append(("LP701", unsafe, "free text demands something unsafe (drinking, eating "
                                        f"or physically risky): {unsafe} ({why}; R-CUSTOM-3)"))
    handed = civic(text)
    if handed:
        found.append(("LP703", handed, "free text demands something non-consensual or "
                                       f"intimate: {handed} ({CIVIC_WHY}; R-CUSTOM-3)"))
    return found


def spared(reading: Reading, at: int) -> bool:
    """Whether sentence ``at`` names a condition only to spare its holder (the module text):
    a condition of health, tomorrow's duty or the cold, a kindness shape, nothing pressed."""
    sentence: Sentence = reading.sentences[at]
    text = sentence.folded
    if _HELD.search(text) is None or _SPARED.search(text) is None:
        return False
    return not health(reading.folded)


__all__ = ["CIVIC_WHY", "HEALTH_WHY", "SLEEP_WHY", "civic", "findings", "health", "sleep",
           "spared"]
