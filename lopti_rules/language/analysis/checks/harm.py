"""Free text (LP701-LP712, LP716; R-CUSTOM-3, R-CUSTOM-5, R-VOTE-8): what say/do texts ask.

The judge of language/text/harm.py (loaded only for rules with free text) reads each text in
five languages: harmful demands and changes to the vote, Roshambo or who decides are
errors, and so is a rule of play laid down in words (LP716); a ``does`` text that asks
anything but a known table action is a warning (LP712) until the table records its
agreement (``# lopti: table-agreed``, lint.py). An act the winner does for the others,
taken or left by choice ("给大家剥橘子", language/text/offers.py), is the winner's to give:
no LP712 when the doer is the winner, the same words asked of another role keep it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...report import codes
from ...report.diagnostics import Diagnostic
from ...tree import nodes, placeholders
from .base import Check, Scope, name_span

if TYPE_CHECKING:
    from ...text.agreements import Claimed

_HINTS = {
    "LP707": "the rule vote is the table's (R-VOTE-1..10): leave it out of the rule",
    "LP708": "Roshambo is 30 decided rounds (R-ROSHAMBO-2): play it with 'plays roshambo "
             "with' and leave its procedure alone",
    "LP709": "the creator settles only ambiguity (R-CUSTOM-5); changes go to the rule vote",
    "LP301": "name players by their role in the game, in the text too: 'the next player'",
    "LP302": "name players by their role in the game, in the text too: 'the next player'",
    "LP303": "name players by their role in the game, in the text too: 'the next player'",
    "LP304": "name players by their role in the game, in the text too: 'whoever has the "
             "most cards'",
    "LP502": "make the condition about the game, not about a player's last cards",
    "LP716": "write the rule of play as the rule's actions ('draws 1 card', 'picks up the "
             "pile') so the checks judge it; a text only says or asks what the table does "
             "off the game (R-CUSTOM-3)",
}
_HARM_HINT = "ask for something everyone can do safely and willingly, like saying a word"
#: The hint of a does text that claims the table's agreement (LP703, R-CUSTOM-3)
_CLAIMED_HINT = ("leave the agreement out of the text: the whole table agrees in the session "
                 "(`lopti session rule add --agreed-by`, R-CUSTOM-3)")
#: Why a ``# lopti: table-agreed`` comment on a demand beyond the game agrees to nothing
_CLAIMED_WHY = "the table agrees in the session, not in the rule's words; R-CUSTOM-3"
#: The readings a demand split over several texts of a hook is checked for: the vote,
#: Roshambo and who decides (a harm word is found in its own text already).
_SPLIT_CODES = frozenset({"LP707", "LP708", "LP709"})
#: What a rule's name, or a count's, may not claim either: the name is the first text a
#: table reads of a rule ("Only its author may remove it", "Geht den offiziellen Regeln vor"), so a
#: claim over the vote, Roshambo or the rules' order there is one over the session's
#: procedures (R-VOTE-1, R-VOTE-8, R-CUSTOM-5). A name's other words only label the
#: rule: "Ten on seven" names what the rule's actions do, and is no rule of play. A sum
#: of money named is stakes whatever the name's shape (text/names.stakes, LP710).
_NAME_CODES = frozenset({"LP707", "LP708", "LP709"})
#: What a name written as a whole sentence claims besides: a harm, a demand on one, stakes
#: or a player picked by a trait or a place ("The loser gets an ice cube down the back",
#: "Whoever wears glasses draws an extra card", issue 29). Such a name is read out to the
#: table as the rule itself, so it asks what a says text asking it would (R-CUSTOM-3,
#: R-CUSTOM-4). A label ("Parting shot", "Veterans", "Deel de pijn") keeps only
#: _NAME_CODES: its words name the rule, they ask nothing. A rule of play (LP716) and an
#: unknown table action (LP712) stay the says texts' own: a sentence name ("Five beats
#: King") describes what the rule's actions do.
_SENTENCE_CODES = frozenset({"LP301", "LP302", "LP303", "LP304", "LP701", "LP702",
                             "LP703", "LP704", "LP705", "LP706", "LP710", "LP711"})
#: How long a name is before it is a sentence, not a label: words, or Chinese characters
#: (a Chinese sentence has no spaces). The longest label of the examples and the fair sets
#: that a harm or person reading finds something in has four words ("Dealer pays the
#: first lap" is five, and reads as stakes only through text/names.stakes).
_SENTENCE_WORDS = 6
_SENTENCE_HANZI = 8


class Harm(Check):
    """LP701-LP712: what a say/do text asks of the players."""

    def visit_Hook(self, hook: nodes.Hook, scope: Scope) -> None:
        """A demand split over the texts of one hook ("no" then "vote next round") is
        read as the table hears it: the hook's texts in order, as one text."""
        says = [n for n in hook.walk() if isinstance(n, nodes.Say)]
        if len(says) < 2:
            return
        from ...text.harm import judge  # only rules with free text

        texts = [placeholders.literal(s.text.value) for s in says]
        alone = {f.code for t in texts for f in judge(t)}
        for f in judge(" ".join(texts)):
            if f.code not in alone and f.code in _SPLIT_CODES:
                self.report(f.code, says[0].text, f"{f.message} (read across this hook's "
                            f"{len(says)} texts, as the table hears them)",
                            _HINTS.get(f.code, _HARM_HINT))

    def visit_Rule(self, rule: nodes.Rule) -> None:
        """The names the table reads, each through the says texts' judge: the rule's name
        and the names of its counts ("only the creator may remove this rule" as a count
        is said at every read-back as loudly as a rule's name), read for claims over the
        vote, Roshambo and the rules, and for a sum of money (stakes, LP710)."""
        names = [(rule.name, name_span(rule)), *((c.name, c) for c in rule.counts)]
        if not any(name.strip() for name, _ in names):
            return
        from ...text import standing_rules
        from ...text.harm import judge  # a name is free text too
        from ...text.names import judge_name, later_session, stakes  # said of the rule

        for name, at in names:
            kept = _NAME_CODES | _SENTENCE_CODES if _sentence(name) else _NAME_CODES
            if _sentence(name) and later_session(name):  # play laid down for another
                kept = kept | {"LP716"}  # evening: past the session (R-SESSION-1)
            # the judge reads only the kept codes (a reading of none of them is not run)
            found = list(judge_name(name, kept) if name is rule.name else judge(
                name, None, kept)) if name.strip() else []
            # a sum of money named ("每局输家给赢家五块钱"): stakes, no metaphor (LP710)
            for f in (*found, *stakes(name)):
                # the message as a says text's (its wording is catalogued), at the name
                self.report(f.code, at, f.message, _HINTS.get(f.code, _HARM_HINT))
            # a base rule changed for one standing, said as the name ("The champion may
            # pass"): the name is the first text a table reads (text/standing_rules.py)
            for code, _words, message in standing_rules.named(name) if not found else ():
                self.report(code, at, message, _HINTS.get(code, _HARM_HINT))

    def visit_Say(self, act: nodes.Say, scope: Scope) -> None:
        from ...text.agreements import UNCONFIRMED  # only rules with free text
        from ...text.harm import is_table_action, judge
        from ...text.procedures import agreement_claimed

        text = placeholders.literal(act.text.value)  # the values are no demand (LP713)
        # the winner's own treat, done by the winner, is theirs to give (text/treats.py)
        found = judge(text, _winner(act.who, scope) if act.verb == "do" else None)
        if text != act.text.value:  # a word split by a value ("vo{play.count}te") joined
            joined = placeholders.literal(act.text.value, between="")
            seen = {f.code for f in found}
            found = tuple(sorted((*found, *(f for f in judge(joined) if f.code not in seen)),
                                 key=lambda f: f.code))
        # the winner's own offer to the others ("给大家剥橘子", "zet koffie voor wie wil"):
        # it costs nobody but the doer, so it is no demand beyond the game (offers.py)
        if act.verb == "do" and _winner(act.who, scope) and is_table_action(text, True):
            found = tuple(f for f in found if f.code != UNCONFIRMED)
            if not found:
                return
        if found and act.verb == "say":  # "even the champion pays": the hook's own cards
            from ...text.card_fee import card_fee

            found = card_fee(text, found, _pays_cards(act.who, scope.hook))
        if found and not _standing(act.who, scope):  # "everyone except me": the role's own
            from ...text.favours import spoken

            mine = spoken(text)
            found = tuple(f for f in found if (f.code, f.words) not in mine)
        for f in found:
            self.report(f.code, act.text, f.message, _HINTS.get(f.code, _HARM_HINT))
        if act.verb == "do" and not found and not is_table_action(text):
            claimed = agreement_claimed(text)  # "as everyone agreed, ...": the author's word
            if claimed is not None:
                self.report("LP703", act.text, claimed.message, _CLAIMED_HINT)
                return
            self.report(UNCONFIRMED, act.text,
                        f"'does' asks something that is not a known table action: '{text}'",
                        f'if the whole table agrees, record it: `# lopti: table-agreed "{text}"` '
                        'on the line above (`lopti lint --explain LP712`)')


def _pays_cards(who: nodes.Role, hook: nodes.Hook) -> bool:
    """Whether the speaker ``who`` draws, gives or picks up cards in ``hook``: a price in
    cards the speaker pays there (text/card_fee.py)."""
    for node in hook.walk():
        payer = node.who if isinstance(node, nodes.Draw | nodes.Pickup) else \
            node.giver if isinstance(node, nodes.Give) else None
        if payer is not None and payer == who:
            return True
    return False


def _sentence(name: str) -> bool:
    """Whether a name is written as a sentence the table hears as the rule (six words or
    more, eight Chinese characters or more), not a label of a few words."""
    hanzi = sum(1 for ch in name if "\u4e00" <= ch <= "\u9fff")
    return len(name.split()) >= _SENTENCE_WORDS or hanzi >= _SENTENCE_HANZI


def _winner(who: nodes.Role, scope: Scope) -> bool:
    """Whether the doer is the winner: the round's last winner, or the player of a win
    (``after win: the winner does ...``). An act the winner offers the others is the
    winner's to give (language/text/offers.py); asked of any other role, it is a
    demand beyond the game the table agrees to first (LP712)."""
    if who.kind == "last_winner" or who.value == "winner":
        return True
    return who.kind == "acting" and scope.hook.event == "win"


def _standing(who: nodes.Role, scope: Scope) -> bool:
    """Whether the speaker holds a standing (the last winner, a place of last round, the
    player of a win): a favour a text gives its speaker is then a favour by standing
    (language/text/favours.py, R-CUSTOM-4); another role's is the role's own."""
    return _winner(who, scope) or who.kind == "placed"


def refused_agreements(claimed: Iterable[Claimed]) -> list[Diagnostic]:
    """Plain lint's refusal (LP703) of each ``# lopti: table-agreed`` comment on a demand
    beyond the game (language/text/agreements.py finds them): the author's word for the
    table's agreement, which only the session records (R-CUSTOM-3). Reported here, where a
    does text that claims the agreement in its own words is, so LP703 has one home."""
    return [codes.diagnostic("LP703", f"free text claims the table's agreement: {c.words} "
                                      f"({_CLAIMED_WHY})", c.line, c.column, c.end_line,
                             c.end_column, _CLAIMED_HINT) for c in claimed]
