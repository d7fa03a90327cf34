"""A person's health, sleep or civic vote pressed, or a condition spared (issue 29, session
44, text44b: R-CUSTOM-3, R-CUSTOM-4).

A condition of a person (an allergy, an intolerance, a diet, a phobia, an illness, an
exam or work tomorrow; session 45: a faith's food rules, "auch wenn sein Glaube es
verbietet") may be named in a rule two ways, and the idea that tells them apart
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
- **a civic vote handed over** (R-CUSTOM-3: a person's vote is their own and secret): a
  public election (election, Wahl, verkiezing, seçim, 选举) with a party, a candidate or
  the ballot shown; a reminder of election day or of where the polling station is hands
  over nothing. :func:`civic` is asked by life_beyond.py, whose "election vote dictated"
  (LP705) it is: one reading of the idea (session 44's two helpers each wrote one).

Each demand is none where the text denies it or leaves it free ("nobody has to", "if
they like", "muss nicht", "hoeft niet", "zorunda değil", 不用).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from .textnorm import Reading, Sentence
from .tongues import decided, reads

#: Why each is refused (the message's last part; catalog entries of
#: language/report/textwords.py)
HEALTH_WHY = ("a health condition overridden: an allergy, an intolerance, a diet or a fear "
              "is no game stake")
SLEEP_WHY = "a person's sleep broken on demand: the night is not the game's"

#: Each word list by language (text/tongues.py: a text of a decided language reads only
#: its own words and those of every language, ""); each entry a regex alternation
By = dict[str, str]
#: A condition of a person's health or body (folded text: accents kept for ä ö ü); no
#: 哪怕 ("even if") nor 恐怕 ("perhaps")
CONDITION: By = {
    "en": r"\b(?:allerg\w*|intoleran\w*|lactose\w*|gluten\w*|diet\w*|phobi\w*|asthma\w*|"
          r"afraid of|scared of|vegan\w*|vegetarian\w*|religio\w*|faith\w*|halal|kosher)",
    "de": r"\b(?:\w*allerg\w*|\w*intoleran\w*|\w*unverträglich\w*|laktose\w*|gluten\w*|"
          r"diät\w*|\w*phobie\w*|asthma\w*|angst vor|veganer\w*|vegetarier\w*|glaube\w*|"
          r"religion\w*|religiös\w*|halal|koscher)",
    "nl": r"\b(?:\w*allerg\w*|\w*intoleran\w*|lactose\w*|gluten\w*|dieet\w*|\w*fobie\w*|astma\w*|"
          r"bang voor|veganist\w*|vegetari\w*|geloof\w*|religie\w*|halal|koosjer)",
    "tr": r"\b(?:alerji\w*|intoleran\w*|laktoz\w*|gluten\w*|diyet\w*|fobi\w*|astım\w*|"
          r"astim\w*|korkusu\w*|korkar\w*|vegan\w*|vejetaryen\w*|inanc\w*|inanç\w*|helal|"
          r"haram)",
    "zh": r"过敏|過敏|不耐受|节食|減肥|减肥|恐惧|恐懼|害怕|(?<![哪恐])怕(?![是])|信仰|宗教|清真|"
          r"吃素",
}
#: The condition overridden: "or not", "despite", "even if", "no excuse"
OVERRIDE: By = {
    "en": r"\b(?:or not|either way|despite|regardless|in spite of|even if|even though|"
          r"even with(?=(?: \w+){0,2} \w*(?:allerg|intoleran|phobi|asthma))|no excuse|"
          r"not get \w+ out|does ?n[o']?t matter|anyway|all the same|"
          r"no matter|whether or not)\b",
    "de": r"\b(?:oder nicht|trotz\w*|auch wenn|selbst wenn|egal ob|keine ausrede|"
          r"spielt keine rolle|hin oder her|"
          r"auch (?:mit|bei)(?=(?: \w+){0,2} \w*(?:allerg|intoleran|unverträglich|phobie|"
          r"asthma)))\b",
    "nl": r"\b(?:of niet|ook al|ondanks|zelfs als|toch|geen excuus|maakt niet uit|"
          r"ook als|(?:ook|zelfs) (?:met|bij)(?=(?: \w+){0,2} \w*(?:allerg|intoleran|fobie|"
          r"astma)))\b",
    "tr": r"\b(?:olsa bile|olsa da|olsun olmasın|olsun olmasin|rağmen|ragmen|fark etmez|"
          r"bahane değil|bahane degil)\b",
    "zh": r"不管|无论|無論|即使|哪怕|也照|照样|照樣|也得|也要|照吃|照喝|也一样|也一樣",
}
#: A fear, made what one must hold or touch
FEAR: By = {
    "en": r"\b(?:afraid of|scared of|phobi\w*)", "de": r"\b(?:angst vor|phobie\w*)",
    "nl": r"\b(?:bang voor|fobie\w*)", "tr": r"\b(?:korkusu\w*|korkan|fobi\w*)",
    "zh": r"害怕|恐惧|恐懼",
}
HOLD: By = {
    "en": r"\b(?:hold\w*|touch\w*|pet|pets|stroke\w*)",
    "de": r"\b(?:halt\w*|hält|anfass\w*|berühr\w*|streichel\w*)",
    "nl": r"\b(?:houd\w*|houdt|aanraak\w*|aanraken|vasthoud\w*|aai\w*)",
    "tr": r"\b(?:tut\w*|dokun\w*|sev\w*)", "zh": r"拿着|拿著|摸|抱",
}
MUST: By = {
    "en": r"\b(?:must|has to|have to)\b", "de": r"\b(?:muss|müssen|musst)\b",
    "nl": r"\b(?:moet|moeten)\b", "tr": r"\b(?:zorunda\w*|gerek\w*|mecbur\w*)",
    "zh": r"必须|必須|得|要",
}
#: What the condition is pressed into: eating, drinking, holding, touching, petting
ACT: By = {
    "en": r"\b(?:eat\w*|drink\w*|hold\w*|touch\w*|pet|pets|strok\w*|cuddl\w*|hug\w*|"
          r"swallow\w*|tast\w*|on (?:your|their|his|her) lap)\b",
    "de": r"\b(?:isst|esse\w*|trink\w*|halt\w*|hält|berühr\w*|anfass\w*|streichel\w*|"
          r"kuschel\w*|schluck\w*|probier\w*|auf dem schoß|auf dem schoss)",
    "nl": r"\b(?:eet|eten|drink\w*|houd\w*|houdt|aanraak\w*|aanraken|aai\w*|knuffel\w*|"
          r"slik\w*|proef\w*|proeven|op (?:je|zijn|haar) schoot)\b",
    "tr": r"\b(?:yer|yesin|yiyecek\w*|iç\w*|tut\w*|dokun\w*|sev\w*|kucak\w*|kucağ\w*|"
          r"kucag\w*|yut\w*|tad\w*)",
    "zh": r"吃|喝|抱|摸|拿着|拿著|尝|嘗",
}
#: The demand denied or left free
FREE: By = {
    "en": r"\b(?:nobody|no one|no-one|never|does ?n[o']?t have to|do ?n[o']?t have to|"
          r"need ?n[o']?t|if (?:they|you|he|she) (?:like|likes|want|wants|wish)|"
          r"whoever wants|who wants|as (?:they|you|he|she) (?:like|likes|wish|please)|"
          r"whoever (?:you|they|he|she) (?:like|likes|want|wants)|own business|up to "
          r"(?:you|them|each)|own choice|own decision)\b",
    "de": r"\b(?:niemand|keiner|muss nicht|müssen nicht|braucht nicht|wer will|wer möchte|"
          r"wenn er will|wenn sie will|wenn er möchte|nach belieben|"
          r"(?:wen|wie|was) (?:er|sie|du|ihr) (?:will|wollt|willst|möchte)|deine sache|"
          r"eure sache|seine sache|ihre sache|selbst überlassen)\b",
    "nl": r"\b(?:niemand|hoeft niet|hoeven niet|wie wil|als hij wil|als ze wil|"
          r"als hij dat wil|als ze dat wil|naar keuze|(?:wie|wat) (?:hij|ze|je|jij) wil|"
          r"eigen zaak|jouw zaak|aan jou|eigen keuze)\b",
    "tr": r"\b(?:kimse|zorunda değil|zorunda degil|isteyen|isterse|istediği\w*|"
          r"istedigi\w*|kendi bilece\w*|kendi işi\w*|kendi isi\w*|kendi karar\w*)",
    "zh": r"不用|不必|不需要|没人|沒人|谁也不|誰也不|愿意的|願意的|想的人|想投谁|想投誰|"
          r"自己决定|自己決定|自己的事|你自己定",
}
#: A night hour: 1-5 a.m., "in the middle of the night", "3 Uhr nachts", 凌晨 / 半夜 / 深夜
NIGHT_HOUR: By = {
    "en": r"\b[1-5](?::\d\d)? ?a\.? ?m\b|\bat (?:[1-5]|one|two|three|four|five)\b"
          r"(?=.{0,40}\b(?:in the morning|at night)\b)|\bmiddle of the night\b",
    "de": r"\bum (?:[1-5]|eins|zwei|drei|vier|fünf)\b(?=.{0,40}\b(?:nachts|in der nacht)\b)"
          r"|\bmitten in der nacht\b|\b[1-5] uhr nachts\b",
    "nl": r"\bom (?:[1-5]|een|twee|drie|vier|vijf)\b(?=.{0,40}'?s nachts\b)"
          r"|\bmidden in de nacht\b|\b[1-5] uur '?s nachts\b",
    "tr": r"\bgece yarısı\b|\bgece yarisi\b|\bsabaha karşı\b|\bsabaha karsi\b",
    "zh": r"凌晨|半夜|深夜",
}
#: A night said near an hour in any order ("heute Nacht einen Wecker auf 3 Uhr",
#: "bu gece saat 3'e alarm", "vannacht om 4 uur")
NIGHT: By = {
    "en": r"\b(?:tonight|at night)\b", "de": r"\b(?:heute nacht|nachts)\b",
    "nl": r"\b(?:vannacht|'?s nachts)\b", "tr": r"\b(?:bu gece|gece)\b", "zh": r"今晚|今夜",
}
SMALL_HOUR: By = {
    "en": r"\bat (?:[1-5]|two|three|four|five)\b(?! ?p\.? ?m)(?!:?\d)",
    "de": r"\b(?:um|auf) (?:[1-5]|zwei|drei|vier|fünf)\b(?!:?\d)"
          r"|\b(?:[1-5]|zwei|drei|vier|fünf) uhr\b",
    "nl": r"\bom (?:[1-5]|twee|drie|vier|vijf)\b(?!:?\d)|\b(?:[1-5]|twee|drie|vier|vijf) uur\b",
    "tr": r"\bsaat (?:[1-5]|iki|üç|uc|dört|dort|beş|bes)\b(?!:?\d)",
    "zh": r"[一二三四五1-5]点|[一二三四五1-5]點",
}
#: Woken: an alarm, waking, getting up (a call names no waking: "calls a taxi")
WAKE: By = {
    "en": r"\b(?:alarm\w*|wake\w*|woken|awake|get up|gets up|getting up)",
    "de": r"\b(?:wecker\w*|weck\w*|geweckt|aufsteh\w*|steht\b.{0,30}\bauf|wach\w*)",
    "nl": r"\b(?:wekker\w*|wakker\w*|wekt|wekken|gewekt|opstaan|staat\b.{0,30}\bop)\b",
    "tr": r"\b(?:alarm\w*|uyan\w*|uyandır\w*|kalk\w*)",
    "zh": r"闹钟|鬧鐘|叫醒|起床|醒来|醒來",
}
#: A public election, and what hands a vote in it over
ELECTION: By = {
    "en": r"\b(?:\w*election\w*|ballot\w*|polling|mayoral|referendum\w*)",
    "de": r"\b(?:\w*wahl|\w*wahlen|stimmzettel\w*|wahlzettel\w*|wahllokal\w*)\b",
    "nl": r"\b(?:\w*verkiezing\w*|stembiljet\w*|stembureau\w*|stemhokje\w*)",
    "tr": r"\b(?:seçim\w*|secim\w*|oy pusula\w*|sandık\w*|sandik\w*)",
    "zh": r"选举|選舉|大选|大選|选票|選票|投票站|候选人|候選人",
}
#: A vote for a party or a candidate: an election, even where none is named ("adayına oy
#: verir")
PARTY_VOTE: By = {
    "en": r"\bvot\w* for (?:\w+ ){0,3}(?:party|parties|candidate\w*)\b",
    "de": r"\b(?:wählt|wählen|stimmt für) (?:\w+ ){0,3}(?:partei\w*|kandidat\w*)",
    "nl": r"\b(?:stemt|stemmen) (?:\w+ ){0,3}op (?:\w+ ){0,3}(?:partij\w*|kandida\w*)",
    "tr": r"\b(?:partisine|partiye|adayına|adayina|adaya) oy\b",
    "zh": r"投.{0,8}(?:党|黨|候选人|候選人)",
}
HANDED: By = {
    "en": r"\b(?:part(?:y|ies)|candidate\w*|photo\w*|picture\w*|vote for|votes for)\b",
    "de": r"\b(?:partei\w*|kandidat\w*|foto\w*|wählt|stimmt für)",
    "nl": r"\b(?:partij\w*|kandida\w*|foto\w*|stemt op|stemmen op)",
    "tr": r"\b(?:parti\w*|aday\w*|fotoğraf\w*|fotograf\w*|oy verir|oy ver\w*)",
    "zh": r"候选人|候選人|党|黨|照片|拍照|投(?!票站)",
}
#: The pain waived in words: a body part on a thing that hurts, said as a state with no
#: verb of putting it there, is kept there whatever it does (text/clause_readings.cold;
#: session 44: "palm flat on the radiator until your next turn, however hot it gets")
WAIVED: By = {
    "en": r"\b(?:however (?:hot|cold|much it (?:hurts|burns|stings))|no matter how "
          r"(?:hot|cold|much it hurts))\b",
    "de": r"\b(?:egal wie (?:heiß|heiss|kalt|weh)|wie (?:heiß|heiss|kalt) (?:es|sie|er) auch)\b",
    "nl": r"\b(?:hoe (?:heet|koud) (?:het|hij|ze) ook|maakt niet uit hoe (?:heet|koud))\b",
    "tr": r"\bne kadar (?:sıcak|sicak|soğuk|soguk|acı|aci|yak\w*)",
    "zh": r"再烫也|再燙也|再冰也|多烫都|多燙都|多烫也|多燙也",
}
#: The kindness shapes: the condition's holder kept safe or let off ("stays in the next
#: room", "may leave early", "stays home", "out of reach", "-free", "instead")
SPARED: By = {
    "en": r"\b(?:next room|another room|other room|stays? home|stays? at home|leave early|"
          r"go home|may leave|out of reach|\w+-free|instead|may sit|for anyone who needs|"
          r"for our|for whoever needs|without|(?:shout|say so|tell us|let us know|speak up)"
          r"\b.{0,30}\bwe(?:'ll| will)?)\b",
    "de": r"\b(?:nebenzimmer|nebenan|anderen zimmer|bleibt zu hause|früher gehen|nach hause|"
          r"sagt bescheid|sagt es|meldet sich|"
          r"außer reichweite|ausser reichweite|\w*freie?[nms]?|stattdessen|ohne|"
          r"wenn er (?:\w+ )?(?:braucht|will|mag)|wenn sie (?:\w+ )?(?:braucht|will|mag)|"
          r"geliehen)\b",
    "nl": r"\b(?:andere kamer|hiernaast|blijft thuis|eerder naar huis|buiten bereik|"
          r"zegt het|laat het weten|meldt zich|\w*vrije?|"
          r"in plaats van|zonder|als (?:hij|ze|zij) (?:dat |het )?wil|als (?:hij|ze|zij) "
          r"(?:\w+ )?nodig (?:heeft|hebben))\b",
    "tr": r"\b(?:yan oda\w*|söylesin|soylesin|haber versin|evde kal\w*|erken çık\w*|"
          r"erken cik\w*|erken git\w*|erken kalk\w*|uzak tut\w*|"
          r"yerine|\w+s[ıi]z\b|\w+s[uü]z\b)",
    "zh": r"隔壁|另一个房间|说一声|說一聲|告诉我们|告訴我們|留在家|待在家|早点走|早點走|早走|"
          r"拿开|拿開|放远|不用|可以不|可以坐|"
          r"准备了别的|不含|无坚果|無堅果",
}
#: A person picked by a condition of health, a duty of tomorrow or the cold they feel;
#: session 45: a fast, an engagement elsewhere or the way one came (a bike), each named so
#: that its holder is helped (novel45a: "wer fastet, bekommt nach Sonnenuntergang als Erster
#: einen Teller", "这个周末有婚礼的人不用来", "wer mit dem Fahrrad da ist, bekommt eine
#: Lampe"), and a cold (fair45: 感冒, nezle)
HELD: By = {
    "en": r"\b(?:allerg\w*|ill|sick|unwell|diet\w*|exam\w*|cold|needs? it|fasts?|fasting|"
          r"ramadan|appointment\w*|wedding\w*|by bike|cycl\w*|vegetarian\w*|vegan\w*)\b",
    "de": r"\b(?:\w*allerg\w*|krank|erkältet|diät\w*|\w*prüfung\w*|arbeiten muss|friert|"
          r"fastet|fastend\w*|ramadan|\w*termin|hochzeit\w*|fahrrad\w*|rad|vegetarier\w*|"
          r"veganer\w*)\b",
    "nl": r"\b(?:\w*allerg\w*|ziek|verkouden|dieet|\w*examen\w*|koud|wie vast|vastend\w*|"
          r"ramadan|afspraak|bruiloft\w*|fiets\w*|vegetari\w*|veganist\w*)\b",
    "tr": r"\b(?:alerji\w*|hasta|nezle\w*|diyet\w*|sınav\w*|sinav\w*|üşü\w*|usu\w*|oruç\w*|"
          r"oruc\w*|ramazan|randevu\w*|düğün\w*|dugun\w*|bisiklet\w*|vejetaryen\w*|vegan\w*)",
    "zh": r"过敏|過敏|生病|感冒|考试|考試|冷的人|客人|斋|齋|婚礼|婚禮|约会|約會|预约|預約|骑车|"
          r"騎車|吃素",
}


@lru_cache(maxsize=256)
def _compiled(group: tuple[tuple[str, str], ...], decided: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{rx})" for lang, rx in group if reads(lang, decided)),
                      re.IGNORECASE)


@lru_cache(maxsize=256)
def _language(text: str) -> str:
    """The language ``text`` is decided to be in (tongues.py), once a text: a reading asks
    up to ten word lists of the same text."""
    return decided(tuple(re.findall(r"[^\W\d]+", text)))


def _find(group: By, text: str) -> re.Match[str] | None:
    """The first match in ``text`` of ``group``'s words read in the text's language."""
    return _compiled(tuple(group.items()), _language(text)).search(text)


def _free(text: str) -> bool:
    return _find(FREE, text) is not None


def pain_waived(text: str) -> re.Match[str] | None:
    """The words that waive a pain ("however hot it gets"), or None."""
    return _find(WAIVED, text)


def health(text: str) -> str:
    """The words of a health condition pressed (the module text), or ""."""
    condition = None if _free(text) else _find(CONDITION, text)
    if condition is None:
        return ""
    override = _find(OVERRIDE, text)
    if override is not None and _find(ACT, text) is not None:
        return f"'{condition.group(0)}' … '{override.group(0)}'"
    fear, held = _find(FEAR, text), _find(HOLD, text)
    if fear is not None and held is not None and _find(MUST, text) is not None:
        return f"'{fear.group(0)}' … '{held.group(0)}'"
    return ""


def sleep(text: str) -> str:
    """The words of a sleep broken on demand (the module text), or ""."""
    wake = None if _free(text) else _find(WAKE, text)
    if wake is None:
        return ""
    hour = _find(NIGHT_HOUR, text)
    if hour is None and _find(NIGHT, text) is not None:
        hour = _find(SMALL_HOUR, text)
    return f"'{hour.group(0)}' … '{wake.group(0)}'" if hour is not None else ""


def civic(text: str) -> str:
    """The words of a public vote handed to the game (the module text), or ""."""
    if _free(text):
        return ""
    party = _find(PARTY_VOTE, text)
    if party is not None:
        return f"'{party.group(0)}'"
    election, handed = _find(ELECTION, text), _find(HANDED, text)
    if election is None or handed is None:
        return ""
    return f"'{election.group(0)}' … '{handed.group(0)}'"


def findings(reading: Reading, said: tuple[bool, ...],
             questions: Sequence[bool]) -> list[tuple[str, str, str]]:
    """The text's health pressed and sleep broken (LP701): (code, words, message) each. A
    quote of the cards or a question asks none."""
    if any(said) or any(questions):
        return []
    text = reading.folded
    found: list[tuple[str, str, str]] = []
    unsafe = health(text) or sleep(text)
    if unsafe:
        why = HEALTH_WHY if health(text) else SLEEP_WHY
        found.append(("LP701", unsafe, "free text demands something unsafe (drinking, eating "
                                        f"or physically risky): {unsafe} ({why}; R-CUSTOM-3)"))
    return found


def spared(reading: Reading, at: int) -> bool:
    """Whether sentence ``at`` names a condition only to spare its holder (the module text):
    a condition of health, tomorrow's duty or the cold, a kindness shape, nothing pressed."""
    sentence: Sentence = reading.sentences[at]
    text = sentence.folded
    if _find(HELD, text) is None or _find(SPARED, text) is None:
        return False
    return not health(reading.folded)


__all__ = ["HEALTH_WHY", "SLEEP_WHY", "civic", "findings", "health",
           "pain_waived", "sleep", "spared"]
