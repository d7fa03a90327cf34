"""A player picked only to speak up, and the table waiting (issue 29, session 30: r2talk).

A clause that picks a player by something off the game ("whoever needs the toilet", "wie
naar de wc moet", "wer etwas nicht versteht") is LP304 when the rule then does something
to them (R-CUSTOM-4). When all the sentence then asks of them is to say so or to ask
("... says so", "sagt Bescheid", "zegt het even", "söylesin", "说一声", "fragt einfach"),
and all that follows is the table waiting ("and we wait", "und wir warten", "大家等他回来"),
it picks nobody: speaking up costs nothing, and a break the table waits for takes nothing
from anyone (R-CUSTOM-3). Session 45 (fair45): what the table then does ITSELF for the one
who spoke up counts as the waiting does: "say so, and we stop after this round", "sagt
Bescheid, dann hören wir auf", "zeg het, dan stoppen we om elf uur", "söylesin, bu elden
sonra bırakırız", "说一声，我们就拿走", "打个招呼，这局打完就散": a kindness (the
table stops, waits, puts the thing away, walks them to the station: 我们陪你走), not "we
tell everyone" or "we all laugh". The
doer is the table ("we", "wir", "we"/"wij", a Turkish verb of "we", a Chinese
就-clause), and nothing in it falls on the one picked (no "him", "ihn", "hem", "onu", 他):
the condition is named so that its holder is spared, the idea pressed.py's ``spared``
reads by its words of health and tomorrow's duty, read here by the sentence's shape.

Read by the main clause's end, as leave_granted.py reads a leave:
a cost or a gain after it ("says so and draws two", "sagt es und setzt aus") is no mere
speaking up, and the selection is judged as before. language/text/harm.py asks
:func:`spoken_up`.
"""

from __future__ import annotations

from .textnorm import Sentence, any_of

#: the table waiting, after the speaking up: nothing else
_WAIT_EN = r"(?:[,;]? (?:and )?(?:we|the table|everyone|everybody)(?: all)?(?: will| ll)? " \
           r"(?:wait|waits|pause|pauses)\b[^,;]*)?"
_WAIT_DE = r"(?:[,;]? (?:und )?(?:wir|alle)(?: \w+)? (?:warten|pausieren)\b[^,;]*)?"
_WAIT_NL = r"(?:[,;]? (?:en )?(?:wij|we|iedereen)(?: \w+)? (?:wachten|wacht|pauzeren)\b[^,;]*)?"
_WAIT_TR = r"(?:[,;]? (?:\w+ ){0,4}(?:bekleriz|bekleyelim|bekliyoruz|bekleyecegiz|" \
           r"bekleyeceğiz|ara veririz))?"
#: the table's own act after the speaking up (session 45): a kindness for the one who spoke
#: (the table stops, waits, puts the thing away, postpones), falling on nobody picked
#: and no game action ("says so and we all draw a card" lays a rule of play; "say so, and
#: we tell everyone" or "we all laugh" is no kindness: the pick is judged as before)
_NOT_ON_HIM = r"(?![^.;]*\b(?:him|his|her|ihn|ihm|seine[mnrs]?|hem|onu|ona|onun|" \
              r"cards?|pile|turns?|draw\w*|" \
              r"\w*karten?|stapel|zug|zuge?s|kaart\w*|beurt\w*|kart|kartlar\w*|kart[ıi]\w*|" \
              r"y[ıi]g[ıi]n\w*|hamle\w*)\b)"
_KIND_EN = r"(?=[^.;]*\b(?:stop\w*|wait\w*|paus\w*|finish\w*|wrap\w* up|call it a night|" \
           r"quit|move\w*|take\w* (?:\w+ )?away|put\w* (?:\w+ )?away|keep\w* (?:\w+ )?away|" \
           r"postpone\w*|accompan\w*|walk\w* (?:you|them) |go\w* with (?:you|them))\b)"
_KIND_DE = r"(?=[^.;]*\b(?:h(?:ö|o)ren|aufh(?:ö|o)ren|warten|pausieren|weg|schluss|" \
           r"verschieben|beenden|begleiten|bringen)\b)"
_KIND_NL = r"(?=[^.;]*\b(?:stoppen|stop|ophouden|wachten|wacht|pauzeren|weg|uitstellen|" \
           r"uitstel\w*|brengen|begeleiden|lopen mee)\b)"
_KIND_TR = r"(?=[^.;]*(?:b[ıi]rak[ıi]r[ıi]z|bekler[ıi]z|ara verir[ıi]z|kald[ıi]r[ıi]r[ıi]z|" \
           r"ertele\w*|bitirir[ıi]z|durur[ıi]z|uzakla\w*))"
_KIND_ZH = r"(?=[^,]*(?:散|收|停|等|拿走|拿开|拿開|撤|结束|結束|改天|挪|放远|放遠|陪|送))"
_US_EN = r"(?:[,;]? (?:and |then |so )?(?:we|the table)(?: all)?(?: will| ll| can)? " \
         r"" + _NOT_ON_HIM + _KIND_EN + r"[^.;]*)?"
_US_DE = r"(?:[,;]? (?:und |dann |also |so )?" + _NOT_ON_HIM + _KIND_DE + r"(?:\w+ )?wir\b" \
         r"[^.;]*)?"
_US_NL = r"(?:[,;]? (?:en |dan )?" + _NOT_ON_HIM + _KIND_NL + r"(?:\w+ )?(?:we|wij)\b[^.;]*)?"
_US_TR = r"(?:[,;]? " + _NOT_ON_HIM + _KIND_TR + r"(?:\w+ ){0,5}\w+(?:[ıiuü]r[ıiuü]z|" \
         r"[ae]r[ıi]z|[ae]c[ae][gğ][ıi]z|[ae]l[ıi]m))?"
_US_ZH = r"(?:,(?![^,]*(?:他|她|牌))" + _KIND_ZH + r"(?:我们|我們|大家)?(?:[^,]{0,10}就[^,]{0,8}|" \
         r"(?:陪|送)[^,]{0,10}))?"
#: speaking up ending the main clause, in the five languages
_SPOKEN = any_of(
    r"\b(?:says so|say so|tells us|tell us|lets us know|let us know|speaks up|speak up|"
    r"just asks|simply asks|asks away|ask away)" + _WAIT_EN + _US_EN + r"\s*[.!]*$",
    r"\b(?:(?:sagt|sag) (?:es|das|einfach|kurz|halt|mal)(?: kurz| einfach| halt| mal)*"
    r"(?: bescheid)?|(?:sagt|sag|gibt|gib) (?:\w+ )?bescheid|meldet sich|"
    r"(?:fragt|frag) (?:einfach|ruhig|nach|halt)(?: nach)?)" + _WAIT_DE + _US_DE + r"\s*[.!]*$",
    r"\b(?:(?:zegt|zeg|vraagt|vraag) (?:het|dat|even|gewoon|maar|gerust)"
    r"(?: even| gewoon| maar| gerust)*|meldt zich)" + _WAIT_NL + _US_NL + r"\s*[.!]*$",
    r"\b(?:söylesin|soylesin|haber versin|sorsun)" + _WAIT_TR + _US_TR + r"\s*[.!]*$",
    r"(?:说一声|說一聲|讲一声|講一聲|打个招呼|打個招呼|问就行|問就行)"
    r"(?:,?(?:大家|我们|我們)(?:就)?(?:等|停)[^,]{0,12})?" + _US_ZH + r"[。！!]*$")


def spoken_up(sentence: Sentence) -> bool:
    """Whether the sentence's main clause only asks the one picked to speak up, the table
    waiting at most."""
    return bool(_SPOKEN.search(sentence.folded.strip()))


__all__ = ["spoken_up"]
