"""The base-rule parameters of Lopti as one frozen value, official values by default."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from ..errors import LoptiError
from ..inputs import MAX_DIGITS, quoted
from .cards import DECK_SIZE, parse_rank, rank_str


class BaseRuleError(LoptiError):
    """A base-rule parameter is unknown or outside its allowed range."""


#: parameter -> (lowest, highest, what it means). Ranks are 2..14 (J=11 .. A=14).
LIMITS: dict[str, tuple[int, int, str]] = {
    "hand_size": (1, 6, "hand cards dealt to each player (R-SETUP-2)"),
    "face_up": (0, 5, "face-up cards dealt to each player (R-SETUP-2)"),
    "face_down": (1, 5, "face-down cards dealt to each player (R-SETUP-2)"),
    "draw_below": (0, 6, "a player draws while holding fewer hand cards than this (R-DRAW-1)"),
    "draw_count": (1, 3, "cards drawn after the first play of a turn (R-DRAW-1)"),
    "reset_rank": (2, 14, "the rank that resets the pile (R-SPECIAL-2)"),
    "pass_rank": (2, 14, "the rank that passes the pickup obligation (R-SPECIAL-3)"),
    "low_rank": (2, 14, "the rank that forces low play (R-SPECIAL-7)"),
    "clear_rank": (2, 14, "the rank that clears the pile (R-SPECIAL-10)"),
    "four_clear": (2, 4, "cards of one rank on top of the pile that clear it (R-CLEAR-2)"),
    "threes_clear": (2, 4, "chained pass cards that clear the pile underneath (R-SPECIAL-3)"),
    "swaps": (0, 3, "hand/face-up swaps each player may make at the deal (R-SETUP-3)"),
    "min_players": (2, 5, "fewest players (R-SETUP-1)"),
    "max_players": (2, 5, "most players (R-SETUP-1)"),
    "max_turns": (10, 1_000_000, "safety cap: turns after which a runaway round ends"),
    "free_sevens_on_sevens": (0, 1, "7s on 7s need not match with more (the digest's "
                              "R-SPECIAL-7 ruling; the cards say they must, rules-notes 1)"),
}
#: Parameters that are yes/no (``True``/``False``) rather than numbers.
FLAGS = frozenset({"free_sevens_on_sevens"})

_SPECIALS = ("reset_rank", "pass_rank", "low_rank", "clear_rank")


@dataclass(frozen=True, slots=True)
class BaseRules:
    """Every base-rule parameter; the defaults are today's official rules."""

    hand_size: int = 3  #: R-SETUP-2
    face_up: int = 3  #: R-SETUP-2
    face_down: int = 3  #: R-SETUP-2
    draw_below: int = 3  #: draw while fewer hand cards than this (R-DRAW-1)
    draw_count: int = 1  #: cards drawn after the first play (R-DRAW-1)
    reset_rank: int = 2  #: R-SPECIAL-2
    pass_rank: int = 3  #: R-SPECIAL-3
    low_rank: int = 7  #: R-SPECIAL-7
    clear_rank: int = 10  #: R-SPECIAL-10
    four_clear: int = 4  #: cards of a rank that clear (R-CLEAR-2)
    threes_clear: int = 4  #: chained 3s that clear (R-SPECIAL-3)
    swaps: int = 1  #: R-SETUP-3
    min_players: int = 2  #: R-SETUP-1
    max_players: int = 5  #: R-SETUP-1
    max_turns: int = 25_000  #: safety cap on turns in one round (not an official rule)
    #: The digest's ruling that 7s on 7s need not match with more. The rule cards
    #: apply R-PLAY-2 to them (docs/rules-notes.md, finding 1), so it is off by default.
    free_sevens_on_sevens: bool = False

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            low, high, what = LIMITS[f.name]
            if f.name in FLAGS:
                if type(value) is not bool:
                    raise BaseRuleError(
                        f"base rule {f.name} must be true or false ({what}), not {value!r}"
                    )
                continue
            if type(value) is not int:
                raise BaseRuleError(
                    f"base rule {f.name} must be a whole number {low}..{high} ({what}), "
                    f"not {value!r}"
                )
            if not low <= value <= high:
                raise BaseRuleError(
                    f"base rule {f.name} = {value} is out of range: allowed {low}..{high} "
                    f"({what})"
                )
        ranks = [getattr(self, n) for n in _SPECIALS]
        if len(set(ranks)) != len(ranks):
            named = ", ".join(f"{n}={rank_str(getattr(self, n))}" for n in _SPECIALS)
            raise BaseRuleError(f"special ranks must all differ: {named}")
        if self.min_players > self.max_players:
            raise BaseRuleError(
                f"min_players ({self.min_players}) exceeds max_players ({self.max_players})"
            )
        per_player = self.hand_size + self.face_up + self.face_down
        if per_player * self.max_players > DECK_SIZE:
            raise BaseRuleError(
                f"{self.max_players} players x {per_player} cards "
                f"(hand_size + face_up + face_down) do not fit in a {DECK_SIZE}-card deck"
            )

    def adjust(self, name: str, value: int | bool) -> BaseRules:
        """This rule set with one parameter changed (a session's base-rule vote, R-VOTE-1)."""
        if name not in LIMITS:
            known = ", ".join(LIMITS)
            raise BaseRuleError(f"unknown base rule {name!r}; known: {known}")
        changes: dict[str, Any] = {name: value}
        return replace(self, **changes)

    def to_dict(self) -> dict[str, int | bool]:
        """Every parameter by name (for game logs and archives)."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> BaseRules:
        """The rules a ``to_dict`` wrote; missing parameters keep their official values."""
        if not isinstance(data, dict):
            raise BaseRuleError(f"base rules must be an object of parameters, not {data!r}")
        unknown = sorted(set(data) - set(LIMITS))
        if unknown:
            raise BaseRuleError(f"unknown base rule {unknown[0]!r}; known: {', '.join(LIMITS)}")
        return cls(**data)

    def describe(self) -> list[tuple[str, int | bool, str]]:
        """(name, value, meaning) for every parameter, for people."""
        return [(n, getattr(self, n), LIMITS[n][2]) for n in LIMITS]


#: Today's official rules.
OFFICIAL = BaseRules()

#: How people write a yes/no parameter (any case).
_YES, _NO = ("yes", "true"), ("no", "false")


def parse_param(name: str, text: str) -> int | bool:
    """The value of base rule ``name`` written as ``text``, as both ``lopti simulate --base``
    and ``lopti session vote --adjust`` take it (``NAME=VALUE``).

    Ranks (``*_rank``) are ``2``..``10``, ``J``, ``Q``, ``K``, ``A`` (or ``11``..``14``);
    yes/no rules take ``yes``/``no`` or ``true``/``false``; the rest whole numbers. The
    value is only parsed here; ``BaseRules`` checks its range.
    """
    if name not in LIMITS:
        raise BaseRuleError(f"unknown base rule {name!r}; known: {', '.join(LIMITS)}")
    t = text.strip()
    if len(t) > MAX_DIGITS:  # no value of any base rule is this long; int() would refuse it
        raise BaseRuleError(f"{name}: {quoted(t, 30)} is too long for a value")
    if name in FLAGS:
        if t.lower() not in _YES + _NO:
            raise BaseRuleError(f"{name} must be yes or no (or true/false), not {text!r}")
        return t.lower() in _YES
    if name.endswith("_rank"):
        if t.isdigit() and 11 <= int(t) <= 14:
            return int(t)
        try:
            return parse_rank(t)
        except ValueError:
            raise BaseRuleError(f"{name} must be a rank: 2-10, J, Q, K or A (or 11-14), "
                                f"not {text!r}") from None
    if not (t.isdigit() or (t[:1] == "-" and t[1:].isdigit())):
        raise BaseRuleError(f"{name} must be a whole number, not {text!r}")
    return int(t)


def show_param(name: str, value: object) -> str:
    """A parameter's value as people write it: ranks as ``J``, yes/no rules as yes/no."""
    if name in FLAGS and isinstance(value, bool):
        return "yes" if value else "no"
    if name.endswith("_rank") and type(value) is int:
        return rank_str(value)
    return str(value)
