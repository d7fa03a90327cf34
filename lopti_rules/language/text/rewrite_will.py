"""A rule changed at one person's will (issue 29, session 48): R-VOTE-4 and R-CUSTOM-5 as
a concept.

A rule changes only by the table's rule vote (R-VOTE-1); a creator may delete their own
rule at any time, but a material change needs the vote (R-VOTE-4), and once a round has
begun the creator settles ambiguity, never rewrites the rule (R-CUSTOM-5). A sentence
that gives one person (the creator, the winner, the speaker, a role) a change of the rule
*at their will* takes the rule out of the table's hands, whatever the modal: "whoever
wrote this rule can rewrite what it does whenever they feel like it", "the author may swap
its penalty between hands", "Ich behalte mir vor, diese Regel nach Lust und Laune
anzupassen", "Bu kuralı ben buldum, istediğim an değiştiririm", "这条规则的发明者可以随时
修改它", "我定的规则，我想怎么改就怎么改". Read as the conjunction of

- **a change** of the rule (change_verb, p_tweak; German zu-infinitives "anzupassen",
  "umzuschreiben"), or a part of it (its penalty, its effect) swapped or replaced;
- **the rule or a part of it** as what is changed ("it", the rule, its penalty), close to
  the verb as language/text/clause_readings.py's ``rule_rewritten`` reads an object;
- **a holder** who is not the table: the creator, a game role, the speaker;
- **at will**: any time, whenever they like, as they please, between hands, a right
  reserved ("I keep the right", "behalte mir vor", "hakkım saklı", "保留…权利").

Near misses stay clean: the vote or the table named as the way ("the table votes on a
change when the deal begins"), a change proposed or asked for, an unclear rule explained
(R-CUSTOM-5), a denial ("may not change it"), the creator's own deletion (R-VOTE-4, no
change verb), the rule adjusted before the next deal is complete (R-CUSTOM-1).
"""

from __future__ import annotations

from collections.abc import Sequence

from .announced import PART, RULE
from .matching import Hit, first, language
from .textnorm import Sentence, any_of, matched

#: German and Dutch change verbs as zu-/te-infinitives the lexicon's stems miss
#: ("anzupassen", "umzuschreiben", "abzuändern", "aan te passen", "te wijzigen")
_CHANGE_INF = any_of(
    r"\b(?:an|um|ab)zu(?:pass|schreib|(?:a|ä)nder|wandel|formulier)\w*", r"\bzu (?:a|ä)ndern\b",
    r"\bzu (?:u|ü)berarbeiten\b", r"\baan te passen\b", r"\bte (?:wijzigen|veranderen)\b",
    r"\bom te (?:gooien|schrijven)\b")
#: a part of the rule swapped or replaced: "swap its penalty", "die Strafe austauschen"
_SWAP = any_of(
    r"\bswap\w*", r"\breplac\w*", r"\bexchang\w*", r"\bswitch\w*", r"\bpick\w* (?:a )?new\b",
    r"\bchoos\w* (?:a )?new\b", r"\b(?:aus)?tausch\w*", r"\bersetz\w*", r"\bvervang\w*",
    r"\bruil\w*", r"\bverwissel\w*", r"\bde(?:g|ğ)i(?:s|ş) toku(?:s|ş)\w*",
    r"\byerine (?:\w+ )?koy\w*", r"换|換|替换|替換|换成|換成")
#: what a rule does, named as its content ("what it does", "its effect", "was sie bewirkt")
_EFFECT = any_of(
    r"\bwhat (?:it|the rule|this rule) does\b", r"\bwirkung\b",
    r"\bwas (?:sie|die regel) (?:tut|bewirkt)\b", r"\beffect\w*\b",
    r"\bwat (?:hij|ze|de regel) doet\b", r"\betki\w*", r"\bne yapt(?:i|ı)(?:g|ğ)(?:i|ı)\w*",
    r"效果|作用")
#: "it" and the rule's own pronouns or a possessive of its parts, as the object changed,
#: by language
_IT = {"en": "it its", "de": "ihn sie es ihre seine", "nl": "hem het ze zijn haar",
       "tr": "onu onun"}
#: at one's will: any time, whenever they like, as they please, between hands, a right kept
_WILL = any_of(
    r"\bwhenever\b", r"\bany ?time\b", r"\bat any (?:time|moment|point)\b", r"\bat will\b",
    r"\bas (?:they|he|she|i|you) (?:like|likes|please|pleases|see fit|sees fit|want|wants)\b",
    r"\bhowever (?:they|he|she|i|you) (?:like|likes|want|wants|please)\b",
    r"\bwhen(?:ever)? (?:they|he|she|i|you) (?:feel|feels) like\b",
    r"\bbetween (?:hands|rounds|games|deals)\b", r"\b(?:reserve|keep|keeps|have|has) the right\b",
    r"\bright to\b",
    r"\bjederzeit\b", r"\bwann (?:immer|er will|sie will|ich will|es (?:ihm|ihr|mir) passt)\b",
    r"\bnach (?:lust und laune|belieben|gutd(?:u|ü)nken|eigenem ermessen)\b",
    r"\bwie es (?:ihm|ihr|mir|ihnen) passt\b", r"\bwie (?:er|sie|ich) (?:will|mag|lust hat)\b",
    r"\bbehalt\w* (?:mir|sich|uns) (?:\w+ )?vor\b", r"\bvorbehalten\b",
    r"\bzwischen (?:den )?(?:runden|spielen|partien)\b",
    r"\bop elk moment\b", r"\bwanneer (?:hij|zij|ze|ik|je) (?:maar )?(?:wil|wilt|zin)\w*\b",
    r"\bzoals (?:hij|zij|ze|ik) (?:wil|wilt|goed vindt)\b",
    r"\bnaar (?:believen|eigen goeddunken)\b",
    r"\bhet recht\b", r"\btussen (?:de )?(?:rondes|ronden|potjes)\b",
    r"\bistedi(?:g|ğ)(?:i|ı)?(?:m|n|miz)? (?:an|zaman|gibi|vakit)\b",
    r"\bistedi(?:g|ğ)(?:i|ı)nde\b", r"\bcan(?:i|ı)(?:m|n)?(?:i|ı)?n? (?:ne zaman )?isterse\b",
    r"\bdiledi(?:g|ğ)(?:i|ı)(?:m|n)? (?:an|zaman|gibi)\b", r"\bher an\b",
    r"\bkeyf(?:i|ı)(?:m|n)?e g(?:o|ö)re\b", r"\bhakk(?:i|ı)\w*\b",
    r"随时|隨時|任何时候|任何時候|想改就改|想怎么|想怎麼|爱怎么|愛怎麼|随意|隨意|任意|随便|隨便|保留")
#: the table's way: the vote, a proposal, a question or the table named
_TABLE_WAY = any_of(
    r"\bvot\w*", r"\bpropos\w*", r"\bsuggest\w*", r"\bask\w*", r"\btable\b", r"\beveryone\b",
    r"\beverybody\b", r"\bmajority\b", r"\babstimm\w*", r"\bstimm\w*", r"\bvorschlag\w*",
    r"\bvorschl(?:a|ä)g\w*", r"\bschl(?:a|ä)gt\w* vor\b", r"\btisch\b", r"\balle\b",
    r"\bmehrheit\b", r"\bstem\w*", r"\bvoorstel\w*", r"\bstelt \w+ voor\b", r"\btafel\b",
    r"\biedereen\b", r"\bmeerderheid\b", r"\boyla\w*", r"\boy(?:u|a)\w*\b", r"\bo(?:n|ñ)er\w*",
    r"\bmasa\w*", r"\bherkes\w*", r"\b(?:c|ç)o(?:g|ğ)unluk\w*",
    r"投票|表决|表決|提议|提議|建议|建議|大家|所有人|全桌|多数|多數")
#: a denial or the rule made plain (explained, unclear) or fixed before the deal is done
_NOT = any_of(
    r"\bnot\b", r"\bnever\b", r"\bno\b", r"\bnobody\b", r"\bn t\b", r"\bcannot\b",
    r"\bunclear\b", r"\bexplain\w*", r"\bmeant\b", r"\bnicht\b", r"\bnie(?:mals)?\b", r"\bkein\w*",
    r"\bunklar\w*", r"\berkl(?:a|ä)r\w*", r"\bniet\b", r"\bnooit\b", r"\bgeen\b",
    r"\bonduidelijk\w*", r"\buitleg\w*", r"\blegt \w+ uit\b", r"\bmaz\b", r"\bmez\b",
    r"\w+(?:amaz|emez)\b", r"\ba(?:c|ç)(?:i|ı)kla\w*", r"\bbelirsiz\w*",
    r"\bbefore the (?:next )?deal\b", r"\bvor dem (?:n(?:a|ä)chsten )?(?:geben|austeilen)\b",
    r"\bvoor het (?:volgende )?delen\b", r"\bda(?:g|ğ)(?:i|ı)t(?:i|ı)mdan (?:o|ö)nce\b",
    r"不|没|沒|别|別|解释|解釋|发牌前|發牌前")
#: the speaker's possessives, by language: "my rule" names the rule, not a holder
_POSSESSIVE = {"en": "my", "de": "mein meine meiner meinen", "nl": "mijn", "tr": "benim"}

#: the reason, the same for every reading of a rule rewritten (clause_readings.py)
WHY = ("no material rewrite once a round has begun, R-CUSTOM-5; a change needs the rule "
       "vote, R-VOTE-4")


def _changes(sentence: Sentence, hits: Sequence[Hit]) -> tuple[str, int] | None:
    """The change's words and token (-1 in Chinese or when read by pattern), or None."""
    change = first(hits, "change_verb") or first(hits, "p_tweak")
    if change is not None:
        return change.words, change.start if change.stream == 0 else -1
    inf = matched(_CHANGE_INF, sentence)
    if inf:
        return f"'{inf}'", -1
    swap = matched(_SWAP, sentence)
    if swap and (matched(PART, sentence) or matched(_EFFECT, sentence)):
        return f"'{swap}'", -1
    return None


def _object_near(sentence: Sentence, hits: Sequence[Hit], at: int) -> bool:
    """Whether the rule, "it" or a part of the rule is what the change at token ``at``
    changes: after it, close, or before it in German, Dutch and Turkish (their object
    comes first); any place in Chinese or for a change read by pattern."""
    if at < 0:
        return True
    tokens = [t[0] for t in sentence.split]
    objects = [h.start for h in hits if h.name == "rule_itself" and h.stream == 0]
    pronouns = set(" ".join(_IT.values()).split()) if language(sentence) not in _IT \
        else set(_IT[language(sentence)].split())
    objects += [i for i, t in enumerate(tokens) if t in pronouns or PART.fullmatch(t)]
    before = language(sentence) != "en"
    return any(0 < i - at <= 3 or (before and 0 < at - i <= 7) for i in objects)


def at_will(sentence: Sentence, hits: Sequence[Hit], names: set[str]) -> list[tuple[str, str]]:
    """The words and message of a rule changed at one person's will, or [] (see the
    module's doc)."""
    if names & {"vote", "vote_act", "k_vote_verb", "more_than_half", "negation", "ambiguity",
                "own_rule", "k_proposal"}:
        return []
    will = next((h.words for h in hits if h.name in ("p_at_will", "lb_anytime", "nd_free")),
                "") or (f"'{w}'" if (w := matched(_WILL, sentence)) else "")
    if not will or not (matched(RULE, sentence) or matched(PART, sentence)) \
            or matched(_TABLE_WAY, sentence) or matched(_NOT, sentence):
        return []
    change = _changes(sentence, hits)
    if change is None or not _object_near(sentence, hits, change[1]):
        return []
    mine = set(" ".join(_POSSESSIVE.values()).split())
    # the holder: the creator, a game role, the speaker (not a possessive alone)
    holder = next((h for h in hits if h.name in ("creator", "k_creator", "a_holder", "leader",
                                                 "self")
                   and h.words.strip("'") not in mine), None)
    if holder is None:
        return []
    words = f"{holder.words} … {change[0]} … {will}"
    return [(words, f"free text claims authority over the rules: {words} ({WHY})")]


__all__ = ["WHY", "at_will"]
