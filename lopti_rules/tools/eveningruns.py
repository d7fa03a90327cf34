"""Playing many evenings: the jobs, the processes that play them, the base evenings' cache.

:func:`play_evenings` plays evening jobs (tools/evenings.py) here or in worker processes
(``tools/parallel.map_numbered``) and returns them in job order, so what a run measures
is the same for any number of processes. Base evenings never depend on the book:
:class:`BaseCache` keeps them in this process (:data:`BASES`) and, with a folder, on disk
(:func:`disk_cache`), so the trial of a second book, or of the same book in the next
``lopti lint``, plays none of them again.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .evenings import BookPlayer, Evening, EveningSpec, RoundFacts, base_evening

if TYPE_CHECKING:
    from .parallel import Workers
    from .rulebooks import RuleSet


@dataclass
class BaseCache:
    """Base evenings by (spec without the book's clocks, seed): they never depend on the
    book, so a second trial or a second book plays none of them again.

    With a ``folder`` they are also kept on disk, one JSON file a spec (its name a hash of
    the spec, the package's version and the engine's source, so a changed engine never
    reads old evenings): the next ``lopti lint`` process starts with them. A missing,
    damaged or unwritable file only costs the games.
    """

    evenings: dict[tuple[Any, ...], tuple[RoundFacts, ...]] = field(default_factory=dict)
    limit: int = 20_000
    folder: Path | None = None
    #: spec keys read from the folder (with the file's size and time as read: another
    #: process that keeps evenings in the same folder may have written it since), and
    #: those with evenings not yet written
    read: dict[tuple[Any, ...], tuple[int, int] | None] = field(default_factory=dict)
    dirty: set[tuple[Any, ...]] = field(default_factory=set)
    #: each spec key's file in the folder
    paths: dict[tuple[Any, ...], Path] = field(default_factory=dict)

    @staticmethod
    def spec_key(spec: EveningSpec) -> tuple[Any, ...]:
        return (spec.players, spec.rounds, spec.bot, spec.base, spec.first_round)

    @staticmethod
    def key(spec: EveningSpec, seed: int) -> tuple[Any, ...]:
        return (*BaseCache.spec_key(spec), seed)

    def get(self, spec: EveningSpec, seed: int) -> tuple[RoundFacts, ...] | None:
        """The base evening of ``spec`` and ``seed`` if known here or kept in the folder.
        A miss reads the spec's file again when it changed since it was read: processes
        judging books side by side (``lopti lint --each``: ``gate.judge_ahead``) share
        the evenings each of them played, rather than each playing them all."""
        found = self.evenings.get(self.key(spec, seed))
        if found is None and self.folder is not None:
            key = self.spec_key(spec)
            if key not in self.read or self.read[key] != self._stamp(key):
                self._load(spec)
                found = self.evenings.get(self.key(spec, seed))
        return found

    def put(self, spec: EveningSpec, seed: int, rounds: tuple[RoundFacts, ...]) -> None:
        if len(self.evenings) >= self.limit:
            del self.evenings[next(iter(self.evenings))]
        self.evenings[self.key(spec, seed)] = rounds
        self.dirty.add(self.spec_key(spec))

    def _file(self, key: tuple[Any, ...]) -> Path:
        assert self.folder is not None
        path = self.paths.get(key)
        if path is None:
            text = repr((key[:3], key[3].to_dict(), key[4:], _fingerprint(), FORMAT))
            path = self.paths[key] = \
                self.folder / f"evenings-{hashlib.sha256(text.encode()).hexdigest()[:24]}.json"
        return path

    def _stamp(self, key: tuple[Any, ...]) -> tuple[int, int] | None:
        """The size and modification time of a spec's file (None: no such file)."""
        try:
            st = self._file(key).stat()
        except OSError:
            return None
        return (st.st_size, st.st_mtime_ns)

    def _load(self, spec: EveningSpec) -> None:
        key = self.spec_key(spec)
        self.read[key] = self._stamp(key)
        try:
            data = json.loads(self._file(key).read_text(encoding="utf-8"))
            for seed, rounds in data.items():
                self.evenings[(*key, int(seed))] = tuple(
                    RoundFacts(a, b, c, tuple(d), e, bool(f), tuple(g), tuple(h),
                               locked=tuple(i), kept=j, resets=tuple(r), taken=tuple(t),
                               shut=tuple(u), powers=tuple(w), dry_at=x)
                    for a, b, c, d, e, f, g, h, i, j, r, t, u, w, x in rounds)
        except (OSError, ValueError, TypeError, KeyError):
            return

    def save(self) -> None:
        """Write the specs with new evenings to the folder (nothing without one)."""
        if self.folder is None:
            return
        for key in sorted(self.dirty, key=repr):
            data = {str(k[-1]): [[r.number, r.dealer, r.leader, list(r.order), r.length,
                                  r.capped, list(r.events), list(r.picked), list(r.locked),
                                  r.kept, list(r.resets), list(r.taken), list(r.shut),
                                  list(r.powers), r.dry_at]
                                 for r in v]
                    for k, v in self.evenings.items() if k[:-1] == key}
            try:
                self.folder.mkdir(parents=True, exist_ok=True, mode=0o700)
                path = self._file(key)
                temp = path.with_suffix(f".{os.getpid()}.tmp")
                temp.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
                temp.replace(path)
                self.read[key] = self._stamp(key)  # (its own evenings: not read again)
            except OSError:
                continue
        self.dirty.clear()


#: The files' layout: a new one never reads a file of an older one (a round's fields).
FORMAT = 9  # 3: the draw event counts R-DRAW-1's draws only; a round's kept turns;
# 4: the 2's resets and what pickups leave with the picker (tools/powers.py);
# 5: each seat's decisions and the seats shut out of a stretch (tools/evenings.py);
# 6: what each special rank's power did (powers.PowerTally); 7: the 10s and the cards
# they cleared and the piles a player holding a 10 faced (powers.TENS); 8: the 3s passed
# on a pile and the obligations still in force after them (powers.PASSED); 9: the
# decisions before the draw pile ran out (``RoundFacts.dry_at``, trial/endgame.py)


def _fingerprint() -> str:
    """The package's version and a hash of the engine's source: what base games depend on."""
    global _PRINT
    if _PRINT is None:
        from .. import __version__, engine

        h = hashlib.sha256(__version__.encode())
        for path in sorted(Path(str(engine.__file__)).parent.glob("*.py")):
            h.update(path.read_bytes())
        _PRINT = h.hexdigest()
    return _PRINT


_PRINT: str | None = None


def disk_cache() -> BaseCache:
    """A base cache kept in lopti-rules' cache folder (``LOPTI_CACHE_DIR``; none when that
    is empty), under ``trial/``."""
    from ..language import cache_dir

    folder = cache_dir()
    return BaseCache(folder=folder / "trial" if folder is not None else None)


#: The base evenings of this process (shared by every trial and session run in it).
BASES = BaseCache()
_SHARED: list[BaseCache] = []


def shared_cache() -> BaseCache:
    """This process's base cache backed by the cache folder (:func:`disk_cache`), made on
    first use."""
    if not _SHARED:
        _SHARED.append(disk_cache())
    return _SHARED[0]

#: One job of a run: (spec, evening seed, its base evening if known)
Job = tuple[EveningSpec, int, "tuple[RoundFacts, ...] | None"]

_PLAYERS: dict[tuple[tuple[str, str], ...], BookPlayer] = {}
#: What a worker's forkserver imports once: this module, the compiler and the rules
#: runtime (a worker then only compiles the book)
PRELOAD = (__name__, "lopti_rules.tools.rulebooks", "lopti_rules.play.runtime",
           "lopti_rules.language.compiler")


def _player(files: tuple[tuple[str, str], ...]) -> BookPlayer:
    """The book player of ``files`` in this process, compiled once (the caller has
    already compiled the same files, so they pass the gate)."""
    found = _PLAYERS.get(files)
    if found is None:
        from .rulebooks import compile_files

        found = _PLAYERS[files] = BookPlayer(compile_files(files, allow_warnings=True))
        while len(_PLAYERS) > 4:
            del _PLAYERS[next(iter(_PLAYERS))]
    return found


def play_job(files: tuple[tuple[str, str], ...], job: Job) -> Evening:
    """Play one evening (in any process): the base evening unless given, then the book's."""
    spec, seed, base = job
    if base is None:
        base = base_evening(spec, seed)
    if not files:
        k = spec.adopt - spec.first_round
        before = base[k - 1]
        return Evening(seed, before.winner if before.winner is not None else before.dealer,
                       base)
    return _player(files).evening(spec, seed, base)


def _numbered(item: tuple[int, tuple[tuple[str, str], ...], list[tuple[int, Job]]]
              ) -> tuple[int, list[tuple[int, Evening]]]:
    """Play one batch of numbered jobs (in any process)."""
    first, files, batch = item
    return first, [(k, play_job(files, job)) for k, job in batch]


def _playing(total: int) -> Callable[[tuple[int, Any, list[tuple[int, Job]]]], str]:
    """What a worker that died was doing with a batch of evenings (``WorkerDied``)."""
    from ..i18n import gettext

    def doing(item: tuple[int, Any, list[tuple[int, Job]]]) -> str:
        _, _, batch = item
        return gettext("playing evenings {first} to {last} of {total}").format(
            first=batch[0][0] + 1, last=batch[-1][0] + 1, total=total)

    return doing


def play_evenings(files: tuple[tuple[str, str], ...], jobs: Sequence[Job], *,
                  processes: int = 1, rules: RuleSet | None = None,
                  cache: BaseCache | None = BASES, workers: Workers | None = None
                  ) -> list[Evening]:
    """Play every job, here or in ``processes`` worker processes, and return the evenings
    in job order (the same whatever ``processes`` is); base evenings come from and go to
    ``cache``. ``rules``: the compiled book of ``files`` for playing here (and, in
    ``workers`` forked from this process, there). ``workers``: the caller's pool, kept
    for its next call (a trial's next look)."""
    from .parallel import map_numbered

    known = [(spec, seed, base if base is not None else
              (cache.get(spec, seed) if cache is not None else None))
             for spec, seed, base in jobs]
    if rules is not None and files and files not in _PLAYERS:
        _PLAYERS[files] = BookPlayer(rules)
    numbered = list(enumerate(known))
    # a few batches a process: each worker compiles the book once and few messages pass
    size = max(1, -(-len(numbered) // (max(processes, 1) * 2)))
    batches = [(i, files, numbered[i:i + size]) for i in range(0, len(numbered), size)]
    done = {k: e for _, batch in map_numbered(_numbered, batches, processes, PRELOAD,
                                              workers, doing=_playing(len(numbered)))
            for k, e in batch}
    out = [done[k] for k in range(len(numbered))]
    if cache is not None:
        for (spec, seed, base), evening in zip(known, out, strict=True):
            if base is None:
                cache.put(spec, seed, evening.base)
        cache.save()
    return out


def evening_jobs(spec: EveningSpec, seed: int, evenings: int, start: int = 0
                 ) -> list[Job]:
    """Evenings ``start`` .. ``start + evenings - 1`` of a run with seed ``seed``: evening
    ``k`` has the seed ``seed + k``."""
    spec.check()
    return [(spec, seed + k, None) for k in range(start, start + evenings)]
