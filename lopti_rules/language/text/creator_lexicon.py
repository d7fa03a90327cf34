"""The rule's creator, in five languages: one lexicon (issue 29, session 38, r2text38).

The creator is one fixed person, not a role (R-CUSTOM-4; issue 29: the creator's clocks
are person facts), whatever the words: "the creator", "the person who wrote the rule",
"wer die Regel erfunden hat", "wie deze regel bedacht heeft", "kuralı yazan kişi",
"定这条规则的人", "出这个规矩的人". The standing readings (standing_words.py's
:data:`~.standing_words.CREATOR`, standing_rules.py's ``_CREATOR``) read these words, so a
creator said in any of them is read alike by each.

``PHRASES`` are folded words per language (a trailing * a stem; text/textnorm.py folds
ı to i, so "kuralı" is "kurali"); ``ZH`` Chinese words by substring; ``MADE_ZH`` whoever
made the rule said by a verb of making; :data:`FOLDED_RE` the same words over a folded
sentence (the regex readers).
"""

from __future__ import annotations

import re

#: The creator's words, folded, language -> its words (each read in its own language:
#: standing_words.by_language), each language's longer phrases first (standing_words.find
#: takes the first phrase that starts at a word)
PHRASES: dict[str, str] = dict(zip(("en", "de", "nl", "tr"), (
    "creator of this rule, creator of the rule, inventor of this rule, author of this rule, "
    "maker of this rule, creator*, inventor*, maker of the rule, who made this rule, "
    "author of this, author of the rule, whoever made this rule, whoever made the rule, "
    "who made the rule, whoever invented this rule, who invented this rule, "
    "who invented the rule, whoever invented the rule, "
    "whoever came up with this rule, who came up with this rule, "
    "who came up with the rule, whoever came up with the rule, "
    "who wrote the rule, who wrote this rule, whoever wrote the rule, "
    "whoever wrote this rule, who made up the rule, who made up this rule, "
    "whoever made up the rule, whoever made up this rule, "
    "who brought this rule, who brought the rule, whoever brought this rule, "
    "whoever brought the rule, who proposed this rule, who proposed the rule, "
    "whoever proposed this rule, whoever proposed the rule, who suggested this rule, "
    "who suggested the rule, whoever suggested this rule, whoever suggested the rule, "
    "who introduced this rule, who introduced the rule, whoever introduced this rule, "
    "whoever introduced the rule",
    "erfinder dieser regel, erfinder der regel, urheber dieser regel, "
    "wer diese regel erfunden hat, wer diese regel gemacht hat, "
    "wer diese regel aufgestellt hat, erfinder*, urheber*, schöpfer*, "
    "wer diese regel gemacht, wer sie erfunden, "
    "wer die regel erfunden, wer diese regel erfunden, wer die regel gemacht, "
    "wer die regel aufgestellt, wer diese regel aufgestellt, wer die regel ausgedacht, "
    "wer sich die regel ausgedacht, wer sich diese regel ausgedacht, "
    "wer die regel geschrieben, wer diese regel geschrieben, "
    "wer die regel mitgebracht, wer diese regel mitgebracht, wer die regel eingebracht, "
    "wer diese regel eingebracht, wer die regel vorgeschlagen, wer diese regel vorgeschlagen, "
    "wer die regel eingeführt, wer diese regel eingeführt, "
    "der die regel mitgebracht, der diese regel mitgebracht, der die regel eingebracht, "
    "der diese regel eingebracht, der die regel vorgeschlagen, der diese regel vorgeschlagen",
    "bedenker van deze regel, wie deze regel bedacht heeft, wie deze regel heeft bedacht, "
    "wie deze regel gemaakt heeft, bedenker*, uitvinder*, maker van deze regel, "
    "maker van de regel, wie hem bedacht, "
    "wie deze regel, wie de regel bedacht, wie de regel verzonnen, wie de regel gemaakt, "
    "wie de regel geschreven, wie de regel inbracht, wie deze regel inbracht, "
    "wie de regel heeft ingebracht, wie de regel ingebracht heeft, wie de regel voorstelde, "
    "wie de regel heeft voorgesteld, wie de regel meebracht, wie de regel heeft meegebracht, "
    "die de regel inbracht, die deze regel inbracht, die de regel heeft ingebracht, "
    "die de regel ingebracht heeft, die de regel voorstelde, die deze regel voorstelde, "
    "die de regel bedacht, die deze regel bedacht, die de regel meebracht, "
    "die de regel heeft meegebracht",
    "bu kurali koyan kisi, bu kurali koyan oyuncu, kuralin yaraticisi, "
    "yaratici*, mucid*, mucit*, kurali koyan*, kurali bulan*, kurali yapan*, "
    "kurali yazan*, kurali getiren*, kurali uyduran*, kurali icat eden*, kuralin sahibi, "
    "kural koyucu*, bu kurali koyan*, bu kurali yazan*, kurali masaya getiren*, "
    "kurali masaya koyan*, kurali öneren*, bu kurali öneren*, kurali teklif eden*, "
    "kurali ortaya atan*",
), strict=True))
#: Chinese: the creator's words by substring
ZH: tuple[str, ...] = ("发明者", "發明者", "发明人", "發明人", "定规则的人", "定規則的人",
                       "立规则的人", "创造者", "創造者", "制定者", "规则的作者", "出规则的人",
                       "想出这条规则", "定规矩的人", "出规矩的人", "立规矩的人")
#: Chinese: whoever made the rule, said by a verb of making ("发明这条规则的人", "编規則的人",
#: "定这条规则的人", "出这个规矩的人"), as the English "whoever made this rule"
MADE_ZH = re.compile(r"(?:发明|發明|定|立|想出|提出|提议|提議|带来|帶來|编|編|制定|出|写|寫|订|訂)"
                     r"(?:了)?(?:这条|這條|这个|這個|这|這|本|此|那条|那條)?"
                     r"(?:规则|規則|规矩|規矩)的(?:人|玩家|那个人|那個人|那位)")


def pattern(phrase: str) -> str:
    """A folded phrase as a regex over a folded sentence: its words apart by spaces, a
    trailing * a stem ("last winner*" -> ``\\blast\\s+winner\\w*``)."""
    words = phrase.split()
    return r"\b" + r"\s+".join(re.escape(w[:-1]) + r"\w*" if w.endswith("*") else re.escape(w)
                               for w in words) + (r"\b" if not words[-1].endswith("*") else "")


#: The creator's words over a folded sentence, Chinese included
FOLDED_RE = re.compile("|".join(
    [pattern(p.strip()) for group in PHRASES.values() for p in group.split(",") if p.strip()]
    + [re.escape(w) for w in ZH] + [MADE_ZH.pattern]))

__all__ = ["FOLDED_RE", "MADE_ZH", "PHRASES", "ZH", "pattern"]
