"""What house rules did during a game: records beside the base events, and their text.

These are not base events: no rule can hook them (a rule reacting to another rule's
firing would be a loop the validator cannot see). The runtime hands them, in order,
to its listeners; replay prints them in the event stream and simulation counts them.
Players appear as seats, as in ``events.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from ..engine import Card, Event, Rank, Seat, card_str, cards_str, rank_str
from ..engine import operations as ops

if TYPE_CHECKING:
    from ..sandbox import effects as fx


@dataclass(frozen=True, slots=True)
class RuleFired(Event):
    """A rule's hook returned effects and the engine applied them."""

    name: ClassVar[str] = "rule_fired"
    rule: str
    line: int | None  #: the ``.lopti`` line of the hook
    event: str  #: the base event it reacted to
    timing: str  #: before | after
    effects: tuple[str, ...]  #: the effects, as short text


@dataclass(frozen=True, slots=True)
class RuleStopped(Event):
    """A rule's hook was stopped; its effects were dropped whole (R-VOTE-6)."""

    name: ClassVar[str] = "rule_stopped"
    rule: str
    line: int | None
    event: str
    timing: str
    reason: str


@dataclass(frozen=True, slots=True)
class RuleSaid(Event):
    """A player must say or do something (``say`` / ``do``), as a rule asked."""

    name: ClassVar[str] = "rule_said"
    rule: str
    player: Seat
    verb: str  #: say | do
    text: str


@dataclass(frozen=True, slots=True)
class RuleRevealed(Event):
    """A player showed their hand to the table, as a rule asked."""

    name: ClassVar[str] = "rule_revealed"
    rule: str
    player: Seat
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class RuleRoshambo(Event):
    """A Roshambo mini-game a rule asked for: the throws and who won."""

    name: ClassVar[str] = "rule_roshambo"
    rule: str
    player: Seat  #: the first player (``a``)
    other: Seat  #: the second player (``b``)
    throws: tuple[str, ...]  #: ``"RS"``: a's hand, then b's, per throw
    winner: Seat


@dataclass(frozen=True, slots=True)
class RuleRestricted(Event):
    """A rule restricted the next play."""

    name: ClassVar[str] = "rule_restricted"
    rule: str
    text: str


@dataclass(frozen=True, slots=True)
class RuleAllowed(Event):
    """A play the official rules forbid, made legal by a rule's permission (``allow``)."""

    name: ClassVar[str] = "rule_allowed"
    rule: str
    player: Seat
    rank: Rank
    count: int
    cards: tuple[Card, ...]
    on: Rank  #: the rank of the previous play it was played on


@dataclass(frozen=True, slots=True)
class RestrictionLapsed(Event):
    """A restriction would have left the player to act no legal move, so it lapsed."""

    name: ClassVar[str] = "restriction_lapsed"
    player: Seat
    text: str


RULE_RECORDS: dict[str, type[Event]] = {
    cls.name: cls
    for cls in (RuleFired, RuleStopped, RuleSaid, RuleRevealed, RuleRoshambo, RuleRestricted,
                RestrictionLapsed, RuleAllowed)
}


def record_dict(record: Event) -> dict[str, Any]:
    """A rule record as plain JSON data (cards as text)."""
    out: dict[str, Any] = {"event": record.name}
    for f in fields(record):  # not __dataclass_fields__: that lists the ClassVar name too
        name = f.name
        value = getattr(record, name)
        if name == "cards":
            value = [card_str(c) for c in value]
        elif isinstance(value, tuple):
            value = list(value)
        if name in ("rank", "on") and record.name == "rule_allowed":
            value = rank_str(value)
        out["on" if name == "event" else name] = value  # "event" names the record itself
    return out


def record_text(record: Event) -> str:
    """One readable line per rule record."""
    d = record_dict(record)
    name = record.name
    where = f" (line {d['line']})" if d.get("line") is not None else ""
    if name == "rule_fired":
        return (f"  rule '{d['rule']}'{where} fired {d['timing']} {d['on']}: "
                f"{'; '.join(d['effects'])}")
    if name == "rule_stopped":
        return (f"  rule '{d['rule']}'{where} stopped {d['timing']} {d['on']}: "
                f"{d['reason']} (R-VOTE-6)")
    if name == "rule_said":
        verb = "says" if d["verb"] == "say" else "does"
        return f"  seat {d['player']} {verb} \"{d['text']}\" (rule '{d['rule']}')"
    if name == "rule_revealed":
        return f"  seat {d['player']} reveals {' '.join(d['cards']) or 'an empty hand'}"
    if name == "rule_roshambo":
        return (f"  roshambo seat {d['player']} vs seat {d['other']}: "
                f"{' '.join(d['throws'])}, seat {d['winner']} wins")
    if name == "rule_restricted":
        return f"  {d['text']} (rule '{d['rule']}')"
    if name == "rule_allowed":
        return (f"  seat {d['player']} plays {d['rank']}x{d['count']} on {d['on']}: allowed "
                f"by rule '{d['rule']}' (the official rules forbid it; R-CUSTOM-2)")
    if name == "restriction_lapsed":
        return (f"  restriction lapsed for seat {d['player']}: {d['text']} would leave no "
                "legal move")
    return f"{name}: {d}"  # pragma: no cover - every record is named above


def record_line(record: Event) -> str:
    """:func:`record_text` in the language in use (``lopti --lang de replay``, the replay
    page of ``lopti serve``): the rule's name, its hook (``after play``), cards, texts said
    and Roshambo hands stay as written; what the rule did is a catalog wording
    (``language.localized_phrase``)."""
    from ..i18n import current, gettext

    if current() == "en":
        return record_text(record)
    from ..language import RULE_LANGUAGES, reword
    from ..language import localized_phrase as said

    d = record_dict(record)
    name = record.name
    hook = f"{d.get('timing')} {d.get('on')}"
    if current() in RULE_LANGUAGES:  # the hook as a German table writes it: 'nach play'
        hook = reword(hook, "en", current())
    line = d.get("line")
    if name == "rule_fired":
        what = "; ".join(said(e) for e in d["effects"])
        text = (gettext("rule '{rule}' fired {hook}: {effects}") if line is None else
                gettext("rule '{rule}' (line {line}) fired {hook}: {effects}"))
        return "  " + text.format(rule=d["rule"], line=line, hook=hook, effects=what)
    if name == "rule_stopped":
        text = (gettext("rule '{rule}' stopped {hook}: {reason} (R-VOTE-6)") if line is None
                else gettext("rule '{rule}' (line {line}) stopped {hook}: {reason} "
                             "(R-VOTE-6)"))
        return "  " + text.format(rule=d["rule"], line=line, hook=hook,
                                  reason=said(d["reason"]))
    if name == "rule_said":
        text = (gettext("seat {player} says \"{text}\" (rule '{rule}')") if d["verb"] == "say"
                else gettext("seat {player} does \"{text}\" (rule '{rule}')"))
        return "  " + text.format(player=d["player"], text=d["text"], rule=d["rule"])
    if name == "rule_revealed":
        if not d["cards"]:
            return "  " + gettext("seat {player} reveals an empty hand").format(
                player=d["player"])
        return "  " + gettext("seat {player} reveals {cards}").format(
            player=d["player"], cards=" ".join(d["cards"]))
    if name == "rule_roshambo":
        return "  " + gettext("roshambo seat {player} vs seat {other}: {throws}, seat "
                              "{winner} wins").format(player=d["player"], other=d["other"],
                                                      throws=" ".join(d["throws"]),
                                                      winner=d["winner"])
    if name == "rule_restricted":
        return "  " + gettext("{text} (rule '{rule}')").format(text=said(d["text"]),
                                                               rule=d["rule"])
    if name == "rule_allowed":
        return "  " + gettext("seat {player} plays {rank}x{count} on {on}: allowed by rule "
                              "'{rule}' (the official rules forbid it; R-CUSTOM-2)").format(
            player=d["player"], rank=d["rank"], count=d["count"], on=d["on"], rule=d["rule"])
    if name == "restriction_lapsed":
        return "  " + gettext("restriction lapsed for seat {player}: {text} would leave no "
                              "legal move").format(player=d["player"], text=said(d["text"]))
    return record_text(record)  # pragma: no cover - every record is named above


#: Kinds of choice a rule can ask of a player's agent (decisions in the game log).
CHOICE_KINDS = ("give", "take", "throw", "swap")


class Choice(NamedTuple):
    """A choice a rule asked of a player: cards to give or take back, or a Roshambo throw.

    ``at`` is how many decisions (``Game.history``) were taken when it was asked, so a
    log can put it back in its place. (A named tuple, built from the plain tuple the
    runtime records when ``RulesInPlay.choices`` is read.)
    """

    at: int
    seat: int
    kind: str  #: give | take | throw | swap
    cards: tuple[int, ...] = ()
    hand: str = ""  #: R, P or S for a throw

    def describe(self) -> str:
        """``seat 2 gives 9♥ K♠`` and the like."""
        if self.kind == "throw":
            return f"seat {self.seat} throws {self.hand}"
        # each wording whole, as the catalogs hold it (report/wordings.py)
        if not self.cards:  # an optional choice declined (issue 14)
            return (f"seat {self.seat} chooses not to give" if self.kind == "give" else
                    f"seat {self.seat} chooses not to swap" if self.kind == "swap" else
                    f"seat {self.seat} chooses not to take back")
        cards = cards_str(self.cards)
        return (f"seat {self.seat} gives {cards}" if self.kind == "give" else
                f"seat {self.seat} swaps away {cards}" if self.kind == "swap" else
                f"seat {self.seat} takes back {cards}")


def describe_effect(effect: fx.Effect, seats: tuple[int, ...]) -> str:
    """A planned effect as the short text of a :class:`RuleFired` record (``seats``: its
    players resolved, as the runtime planned them)."""
    e: Any = effect
    name = effect.name
    if name == "draw":
        return (f"seat {seats[0]} draws {e.n} from the bottom" if e.end == "bottom" else
                f"seat {seats[0]} draws {e.n}")
    if name == "swap_up":
        if e.optional:
            return f"seat {seats[0]} may swap up to {e.n} face-up card(s) with the draw pile"
        return f"seat {seats[0]} swaps {e.n} face-up card(s) with the draw pile"
    if name == "give":
        if e.optional:
            return f"seat {seats[0]} may give up to {e.n} card(s) to seat {seats[1]}"
        return f"seat {seats[0]} gives {e.n} card(s) to seat {seats[1]}"
    if name == "take_cleared":
        return f"seat {seats[0]} takes {e.n} cleared card(s) ({e.which})"
    if name == "take_pile":
        return f"seat {seats[0]} takes the top {e.n} card(s) of the pile"
    if name == "pickup":
        return f"seat {seats[0]} picks up the pile"
    if name == "clear_pile":
        return f"the pile is cleared; seat {seats[0]} makes a bonus play"
    if name == "skip":
        return f"seat {seats[0]}'s next turn is skipped"
    if name == "reverse":
        return "the direction of play reverses"
    if name == "choose":
        return (f"seat {seats[0]} deals this round" if e.what == "dealer" else
                f"seat {seats[0]} leads this round")
    if name == "restrict":
        return ops.describe(e.kind, e.value)
    if name == "reveal":
        return f"seat {seats[0]} reveals their hand"
    if name == "remember":
        return f"count {e.slot + 1} of the rule is now {e.value}"
    if name == "roshambo":
        return f"roshambo seat {seats[0]} vs seat {seats[1]}: seat {seats[2]} wins"
    return (f"seat {seats[0]} says {e.text!r}" if name == "say" else
            f"seat {seats[0]} does {e.text!r}")
