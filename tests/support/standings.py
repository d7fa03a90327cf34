"""The trial's standing comparisons on a few short evenings, for tests of one frame
(tools/trial/standings.py): the mean of each comparison's values, by its key."""

from __future__ import annotations

from collections.abc import Callable

from lopti_rules.tools.evenings import BookPlayer, Evening, EveningSpec, base_evening
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.measures import Comparison
from lopti_rules.tools.trial.standings import compare
from support.unchecked import played_anyway


def paired_evenings(text: str, players: int, count: int = 4, seed: int = 700) -> list[Evening]:
    """``count`` evenings of seven rounds at ``players`` (seeds from ``seed``), the book
    adopted at round 2 or 3, each played with the same evening without it as its base.
    The book is played whatever its static verdict (:func:`support.unchecked.played_anyway`):
    these tests weigh the trial's own measure, also on books the static checks refuse."""
    player = BookPlayer(played_anyway(text))
    evenings = []
    for k in range(count):
        spec = EveningSpec(players, 7, adopt=2 + k % 2)
        evenings.append(player.evening(spec, seed + k, base_evening(spec, seed + k)))
    return evenings


def standing_means(text: str, players: int, judge: Callable[..., list[Comparison]] = compare
                   ) -> dict[tuple[str | int, ...], float]:
    """Four evenings of seven rounds at ``players``, the book adopted at round 2 or 3, each
    paired with the same evening without it: each standing comparison's mean value
    (``judge``: the module's comparisons, ``standings.compare`` unless another's)."""
    evenings = paired_evenings(text, players)
    out = {}
    for c in judge(evenings, [True] * len(evenings), DEFAULT):
        if c.values:
            out[c.key] = sum(c.values) / len(c.values)
    return out


def aimed_keys(text: str, players: int, seed: int) -> list[str]:
    """The keys of the aimed comparisons (trial/aimed.py) of one greedy evening of
    ``text`` at ``players``, the book adopted in round 2, past the static checks."""
    from lopti_rules.tools.trial import aimed

    spec = EveningSpec(players, 5, "greedy", adopt=2)
    e = BookPlayer(played_anyway(text)).evening(spec, seed, base_evening(spec, seed))
    return [c.key for c in aimed.compare([e], [True], DEFAULT)]
