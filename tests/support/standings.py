"""The trial's standing comparisons on a few short evenings, for tests of one frame
(tools/trial/standings.py): the mean of each comparison's values, by its key."""

from __future__ import annotations

from collections.abc import Callable

from lopti_rules.tools.evenings import BookPlayer, Evening, EveningSpec, base_evening
from lopti_rules.tools.rulebooks import compile_files
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.measures import Comparison
from lopti_rules.tools.trial.standings import compare


def paired_evenings(text: str, players: int, count: int = 4, seed: int = 700) -> list[Evening]:
    """``count`` evenings of seven rounds at ``players`` (seeds from ``seed``), the book
    adopted at round 2 or 3, each played with the same evening without it as its base."""
    player = BookPlayer(compile_files((("book.lopti", text),), allow_warnings=True))
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
