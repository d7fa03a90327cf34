"""The play judges' verdicts kept between processes, by the books' texts, not their names.

A play judge costs games: about a second of CPU for the trial of a one-rule book, up to
several for the audit's witness searches. ``lopti lint`` of the same files again, a
session adding a rule the table linted a minute ago, an editor saving a file, or another
command (``simulate --rules``, ``replay --rules``, ``lopti test``) that names the same file
another way asks for the same verdict. A judge's verdict is kept in lopti-rules' cache
folder (one sub-folder a judge: ``trial/``, ``audit/``), one JSON file a book, named by a
hash of the files' texts in their order, the judge's settings and the source of the whole
package (a changed lopti never reads an old verdict). A missing, damaged or unwritable
file only costs the games.

A verdict does not depend on what the files are called: the judges play the texts under
stand-in names (:func:`stand_ins`), so the same rule saved in another folder, or read as
``examples/rules/x.lopti`` by one command and ``rules/../rules/x.lopti`` or ``<rule>`` by
the next, is played once; the names are put back into its diagnostics (:func:`named`).
Two processes that ask for the same verdict at once do not both play it: the first holds
the verdict's lock (:func:`claim`) and the second reads what it kept.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from ..language import Diagnostic

_SOURCE: list[str] = []


def sha256(data: bytes) -> Any:
    """``hashlib.sha256(data)``, from the interpreter's built-in module where there is one
    (``_sha2``, ``_sha256`` before Python 3.12): the same digest without loading OpenSSL's
    library, which was a tenth of a cold ``lopti lint`` whose verdict is kept (issue 24)."""
    try:
        from _sha2 import sha256 as made  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        try:
            from _sha256 import sha256 as made  # type: ignore[import-not-found,unused-ignore]
        except ImportError:  # pragma: no cover - a Python built without them
            from hashlib import sha256 as made
    return made(data)


def _source_print() -> str:
    """A print of every module of the package, as found on disk: each one's path, size and
    modification time (in nanoseconds). A verdict depends on all of them, and a module
    changed on disk (an edit, another checkout, another install) has another size or
    time, so a changed lopti never reads an old verdict; the same sources copied anew
    only play their books again. Reading and hashing the 2.5 MB of sources themselves
    was a tenth of a cold ``lopti lint`` (issue 24)."""
    if not _SOURCE:
        from .. import __version__

        root = Path(__file__).resolve().parents[1]
        h = sha256(__version__.encode())
        for rel, size, mtime in sorted(_modules(root, "")):
            h.update(f"{rel}\0{size}\0{mtime}\n".encode("utf-8", "surrogateescape"))
        _SOURCE.append(h.hexdigest())
    return _SOURCE[0]


def _modules(folder: Path, prefix: str) -> Iterator[tuple[str, int, int]]:
    """(path below the package, size, modification time) of each ``.py`` file below
    ``folder``, found with one directory read a folder."""
    with os.scandir(folder) as entries:
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                if entry.name != "__pycache__":
                    yield from _modules(Path(entry.path), f"{prefix}{entry.name}/")
            elif entry.name.endswith(".py"):
                st = entry.stat()
                yield f"{prefix}{entry.name}", st.st_size, st.st_mtime_ns


def stand_in(index: int) -> str:
    """The name a play judge gives file ``index`` of a book: one that a shell command
    shows as it is (``shlex.quote`` leaves it alone), so :func:`named` finds it again."""
    return f"@lopti-book-file-{index}@.lopti"


def stand_ins(files: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """The book's texts, in their order, under stand-in names."""
    return [(stand_in(i), text) for i, (_, text) in enumerate(files)]


def named(files: Sequence[tuple[str, str]], found: Sequence[tuple[str, Diagnostic]],
          *, quote: bool = True) -> list[tuple[str, Diagnostic]]:
    """A verdict found under stand-in names, told with the files' own names: each
    diagnostic's file, and each stand-in in its text (a witness's ``--rules`` paths, as
    the shell needs them quoted; ``quote=False``: each name as it is, as the audit's
    witnesses have always named a file)."""
    import shlex

    real = {stand_in(i): name for i, (name, _) in enumerate(files)}

    def told(text: str) -> str:
        for fake, name in real.items():
            if fake in text:
                text = text.replace(fake, shlex.quote(Path(name).as_posix()) if quote
                                    else name)
        return text

    return [(real.get(f, f), d.replace(message=told(d.message), hint=told(d.hint),
                                       witness=told(d.witness)))
            for f, d in found]


def _file(files: Sequence[tuple[str, str]], config: object, kind: str) -> Path | None:
    from ..language import cache_dir

    folder = cache_dir()
    if folder is None:
        return None
    if hasattr(config, "jobs") and hasattr(config, "__dataclass_fields__") and \
            not isinstance(config, type):  # (a trial's settings: ``dataclasses`` is loaded)
        from dataclasses import replace

        config = replace(config, jobs=1)  # type: ignore[type-var]  # any jobs: one verdict
    h = sha256(repr((_source_print(), repr(config), [text for _, text in files])
                            ).encode("utf-8", "surrogateescape"))
    return folder / kind / f"verdict-{h.hexdigest()[:32]}.json"


def load(files: Sequence[tuple[str, str]], config: object, kind: str
         ) -> list[tuple[str, Diagnostic]] | None:
    """The kept verdict of judge ``kind`` on these files under ``config``, or None."""
    path = _file(files, config, kind)
    if path is None:
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return [(str(name), Diagnostic(**d)) for name, d in data]
    except (OSError, ValueError, TypeError):
        return None


def save(files: Sequence[tuple[str, str]], config: object,
         found: Sequence[tuple[str, Diagnostic]], kind: str) -> None:
    """Keep a verdict (nothing happens without a cache folder, or when it cannot be written)."""
    path = _file(files, config, kind)
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        temp = path.with_suffix(f".{os.getpid()}.tmp")
        temp.write_text(json.dumps([[name, d.to_dict()] for name, d in found]),
                        encoding="utf-8")
        temp.replace(path)
    except OSError:
        return


@contextlib.contextmanager
def claim(files: Sequence[tuple[str, str]], config: object, kind: str
          ) -> Iterator[None]:
    """Hold the lock of these files' verdict while playing it: another process asking for
    the same verdict waits, then reads it (:func:`load`) instead of playing it again.
    Without a cache folder, a writable one, or POSIX locks (Windows), nothing is held."""
    path = _file(files, config, kind)
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows: each process plays its own
        yield
        return
    if path is None:
        yield
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        handle = open(path.with_suffix(".lock"), "a")  # noqa: SIM115 - held across the yield
    except OSError:
        yield
        return
    with handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX)
        except OSError:
            pass
        yield
