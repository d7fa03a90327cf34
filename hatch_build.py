"""The hatch build hook: compile the message catalogs and, where it can, the engine.

Each ``lopti_rules/i18n/locale/<lang>/LC_MESSAGES/lopti.po`` becomes a ``lopti.mo`` beside
it in the wheel (Babel, as ``pybabel compile`` does), so an installed lopti reads compiled
catalogs; the ``.mo`` files are not kept in the repository (.gitignore). An editable
install gets none: ``lopti_rules.i18n`` then compiles the ``.po`` in memory.

The engine's modules (``ENGINE`` below) are compiled to C extensions with mypyc and put
in the wheel beside their ``.py`` sources (docs/engine.md, "Compiled"): Python imports an
extension before a source of the same name, and ``LOPTI_PURE=1`` at run time makes the
engine load its sources instead (``lopti_rules/engine/build.py``). The wheel is then
tagged for this Python and platform. Where the compile cannot be done (no C compiler, no
Python headers, mypyc missing or refusing a module) the build says why in one warning and
makes the pure-Python wheel, as with ``LOPTI_PURE=1`` at build time (what the test
install of the README's command and CI may choose, docs/engine.md). An editable install
is never compiled: its sources are the ones being edited.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

#: The engine modules mypyc compiles: all but ``events`` (its payloads' ``ClassVar`` names
#: in slotted dataclasses, and the fast constructors that set their slots), ``bus`` (the
#: rules runtime reads and lends a bus's attributes as a dict: ``EventBus.layout``) and
#: ``baserules`` (a compiled dataclass checks a field's type before ``__post_init__`` can
#: word the error: ``adjust("free_sevens_on_sevens", 1)`` would be a TypeError, not
#: BaseRuleError's "true or false"; it is read once a game), which stay interpreted; and
#: ``__init__`` and ``compiled``, which choose what the others load as.
ENGINE = ("bots", "cards", "game", "legality", "moves", "operations", "outcomes", "position",
          "restrictions", "state")
#: The trial's per-decision work, compiled in the same group so that it reads a compiled
#: ``Game`` natively (docs/trial.md, "Cost"): the tallies told every decision of a round
#: played with a book (``powers``, ``permits``, ``sides``; ``sealing``, which ``permits``
#: calls at each decision a book restricts) and the loop that plays it (``roundplay``);
#: and the tallies the runtime's watcher tells every firing (``strength``, ``feeding``).
#: They import only the engine and each other: a compiled module's call of an
#: interpreted one's function at every decision goes through Python's call machinery
#: (``sides.see``/``after`` and ``sealing.see`` were about a tenth of a compiled trial
#: of the examples; session 28, docs/architecture.md).
TALLIES = ("powers", "permits", "roundplay", "sides", "sealing", "strength", "feeding")
#: gcc's -O level for mypyc's C (mypyc's own default is 3; see docs/engine.md, "Compiled",
#: for the figures behind the choice)
OPT_LEVEL = "3"


def pure_requested() -> bool:
    """``LOPTI_PURE`` set to anything but empty or 0: build (or run) the pure engine."""
    return os.environ.get("LOPTI_PURE", "") not in ("", "0")


def compile_engine(root: Path, work: Path) -> list[tuple[Path, str]]:
    """Compile ``ENGINE`` with mypyc under ``work``; each built extension with its place
    in the wheel. Raises on any failure (the caller falls back to the pure engine)."""
    from mypyc.build import mypycify
    from setuptools import Distribution

    sources = [f"lopti_rules/engine/{name}.py" for name in ENGINE]
    sources += [f"lopti_rules/tools/{name}.py" for name in TALLIES]
    # mypy reads the engine (all of it: the interpreted modules' types too; its API as
    # the stub other stages read, so that the tallies see the compiled ``Game``) and the
    # two modules it imports, and nothing else (the build has none of lopti's
    # dependencies: lark, click ...; the other stages are not the engine's business)
    others = [str(p.relative_to(root)) for p in sorted((root / "lopti_rules" / "engine")
              .glob("*.py")) if p.stem not in ENGINE and p.stem != "__init__"]
    others += ["lopti_rules/engine/__init__.pyi", "lopti_rules/errors.py",
               "lopti_rules/inputs.py"]
    lib = work / "lib"
    here = os.getcwd()
    cache = os.environ.get("MYPY_CACHE_DIR")
    os.environ["MYPY_CACHE_DIR"] = str(work / "mypy-cache")  # not the checkout's
    os.chdir(root)  # mypyc names modules by their paths from here
    try:
        extensions = mypycify(["--follow-imports=skip", *sources, *others],
                              only_compile_paths=sources, opt_level=OPT_LEVEL,
                              group_name="lopti_rules_engine", target_dir=str(work / "c"),
                              multi_file=True)
        dist = Distribution({"name": "lopti-rules-engine", "ext_modules": extensions,
                             "cmdclass": {"build_ext": _parallel_build_ext()}})
        build = dist.get_command_obj("build_ext")
        build.build_lib = str(lib)
        build.build_temp = str(work / "temp")
        build.parallel = os.cpu_count() or 1
        build.ensure_finalized()
        build.run()
    finally:
        os.chdir(here)
        if cache is None:
            os.environ.pop("MYPY_CACHE_DIR", None)
        else:
            os.environ["MYPY_CACHE_DIR"] = cache
    built = [(path, path.relative_to(lib).as_posix()) for path in sorted(lib.rglob("*"))
             if path.is_file() and path.suffix in (".so", ".pyd")]
    modules = {rel.split("/")[-1].split(".")[0] for _, rel in built}
    if not {*ENGINE, *TALLIES} <= modules:
        raise RuntimeError(f"mypyc built {sorted(modules)}, not every engine module")
    return built


def _parallel_build_ext() -> type:
    """setuptools' ``build_ext`` that compiles the C files of one extension at once, one
    a core. mypyc puts every compiled module in one shared library (``group_name``), whose
    dozen C files ``build_ext.parallel`` would compile one after the other (it runs
    extensions, not files, side by side): on two cores that was most of the wheel's
    build. The compiler's own steps (``_setup_compile``, ``_compile``) are what its
    ``compile`` runs for each file; a compiler without them compiles as before."""
    from concurrent.futures import ThreadPoolExecutor

    from setuptools.command.build_ext import build_ext

    class ParallelBuildExt(build_ext):  # type: ignore[misc]
        def build_extensions(self) -> None:
            compiler = self.compiler
            if hasattr(compiler, "_setup_compile") and hasattr(compiler, "_compile"):
                def compile_files(sources: list[str], output_dir: str | None = None,
                                  macros: Any = None, include_dirs: Any = None,
                                  debug: bool = False, extra_preargs: Any = None,
                                  extra_postargs: Any = None,
                                  depends: Any = None) -> list[str]:
                    macros, objects, extra_postargs, pp_opts, build = \
                        compiler._setup_compile(output_dir, macros, include_dirs, sources,
                                                depends, extra_postargs)
                    cc_args = compiler._get_cc_args(pp_opts, debug, extra_preargs)

                    def one(obj: str) -> None:
                        src, ext = build[obj]
                        compiler._compile(obj, src, ext, cc_args, extra_postargs, pp_opts)

                    with ThreadPoolExecutor(_cores()) as pool:
                        list(pool.map(one, objects))  # list: an error is raised here
                    return list(objects)

                compiler.compile = compile_files
            super().build_extensions()

    return ParallelBuildExt


def _cores() -> int:
    """The cores this build may use (its affinity, as ``tools.parallel.default_jobs`` reads
    it; the build cannot import the package, whose dependencies its isolated env lacks)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # macOS, Windows
        return os.cpu_count() or 1


class LoptiBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version == "editable":
            return
        self._out = tempfile.TemporaryDirectory(prefix="lopti-build-")
        self._catalogs(build_data)
        self._engine(build_data)

    def _catalogs(self, build_data: dict[str, Any]) -> None:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        locale = Path(self.root) / "lopti_rules" / "i18n" / "locale"
        for po in sorted(locale.glob("*/LC_MESSAGES/lopti.po")):
            relative = po.relative_to(self.root).with_suffix(".mo")
            mo = Path(self._out.name) / relative
            mo.parent.mkdir(parents=True, exist_ok=True)
            with po.open("rb") as fp:
                catalog = read_po(fp)
            with mo.open("wb") as fp:
                write_mo(fp, catalog)
            build_data["force_include"][str(mo)] = relative.as_posix()

    def _engine(self, build_data: dict[str, Any]) -> None:
        if pure_requested():
            self.app.display_info("lopti-rules: LOPTI_PURE is set: the engine stays pure "
                                  "Python")
            return
        try:
            built = compile_engine(Path(self.root), Path(self._out.name) / "mypyc")
        except (Exception, SystemExit) as exc:  # distutils raises SystemExit-like errors too
            why = str(exc).strip().splitlines()[-1:] or [type(exc).__name__]
            self.app.display_warning(
                f"lopti-rules: the engine stays pure Python (compiling it with mypyc "
                f"failed: {why[0][:200]}); it plays the same games, with about 2.5x the "
                "instructions")
            return
        for path, relative in built:
            build_data["force_include"][str(path)] = relative
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any],
                 artifact_path: str) -> None:
        out = getattr(self, "_out", None)
        if out is not None:
            out.cleanup()
