"""The compiled engine (mypyc, built into a wheel by hatch_build.py) plays the same games as
the pure-Python engine, byte for byte; ``LOPTI_PURE=1`` loads the pure one; a build that
cannot compile makes the pure wheel (docs/engine.md, "Compiled")."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from support.paths import ROOT

from lopti_rules.engine import engine_build

EXAMPLES = ROOT / "examples" / "rules"
#: rules that reach the engine through the bus and its operations (a skip) and through the
#: players' choices (cards passed at the deal); each file its own book, as the suite's
#: example tests judge them, so the trial's verdict is the run's kept one
BOOKS = ["eights-skip", "deal-pass-left"]


def simulate(tmp: Path, *, pure: bool, book: str | None) -> tuple[str, dict[str, bytes]]:
    """``lopti simulate`` of a few seeds in a fresh process: its summary and each game's
    log (--record DIR)."""
    record = tmp / f"{'pure' if pure else 'built'}-{book or 'base'}"
    env = {k: v for k, v in os.environ.items() if k != "LOPTI_PURE"}
    if pure:
        env["LOPTI_PURE"] = "1"
    args = [sys.executable, "-m", "lopti_rules.cli", "simulate", "--players", "4",
            "--games", "12", "--seed", "5", "--jobs", "1", "--bot", "greedy", "--json",
            "--record", str(record)]
    if book is not None:
        args += ["--rules", str(EXAMPLES / f"{book}.lopti")]
    done = subprocess.run(args, env=env, cwd=tmp, capture_output=True, text=True,
                          timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    logs = {p.name: p.read_bytes() for p in sorted(record.rglob("*.jsonl"))}
    assert len(logs) >= 12
    return done.stdout, logs


compiled_only = pytest.mark.skipif(
    engine_build() != "compiled",
    reason="the engine is not compiled here (an editable or pure install): nothing to compare")


@pytest.mark.slow
@compiled_only
@pytest.mark.parametrize("book", [None, *BOOKS], ids=["base-game", *BOOKS])
def test_the_compiled_engine_plays_the_pure_engines_games_byte_for_byte(
        tmp_path: Path, book: str | None) -> None:
    built = simulate(tmp_path, pure=False, book=book)
    pure = simulate(tmp_path, pure=True, book=book)
    assert built[0] == pure[0]  # the summary
    assert built[1] == pure[1]  # every game's log


@pytest.mark.slow
@compiled_only
def test_the_installed_engine_is_compiled_and_lopti_pure_loads_the_sources() -> None:
    import lopti_rules.engine.game as game

    assert not game.__file__.endswith(".py")  # type: ignore[union-attr]
    code = ("import lopti_rules.engine.game as g, lopti_rules.engine as e; "
            "print(g.__file__, e.engine_build())")
    env = {**os.environ, "LOPTI_PURE": "1"}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, check=True, timeout=120)
    path, build = done.stdout.split()
    assert path.endswith("game.py") and build == "pure"


def test_lopti_pure_is_read_as_a_switch(monkeypatch: pytest.MonkeyPatch) -> None:
    from lopti_rules.engine import compiled

    for value, pure in (("1", True), ("yes", True), ("0", False), ("", False)):
        monkeypatch.setenv("LOPTI_PURE", value)
        assert compiled.pure_requested() is pure
    monkeypatch.setenv("LOPTI_PURE", "1")
    assert engine_build() == "pure"


def _hook_module() -> Any:
    spec = importlib.util.spec_from_file_location("lopti_hatch_build", ROOT / "hatch_build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class _App:
    def __init__(self) -> None:
        self.said: list[str] = []

    def display_info(self, text: str) -> None:
        self.said.append(text)

    def display_warning(self, text: str) -> None:
        self.said.append(text)


def _engine_step(monkeypatch: pytest.MonkeyPatch, compile_engine: Any
                 ) -> tuple[dict[str, Any], list[str]]:
    """The hook's engine step alone, with ``compile_engine`` in place of mypyc."""
    hook_module = _hook_module()
    monkeypatch.setattr(hook_module, "compile_engine", compile_engine)
    hook = object.__new__(hook_module.LoptiBuildHook)
    app = _App()
    monkeypatch.setattr(type(hook), "app", app, raising=False)
    monkeypatch.setattr(type(hook), "root", str(ROOT), raising=False)
    hook._out = type("Out", (), {"name": "/nonexistent"})()
    build_data: dict[str, Any] = {"force_include": {}}
    hook._engine(build_data)
    return build_data, app.said


def test_a_build_without_a_c_compiler_makes_the_pure_wheel_and_says_why(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LOPTI_PURE", raising=False)

    def no_compiler(root: Path, work: Path) -> list[tuple[Path, str]]:
        raise RuntimeError("error: command 'cc' failed: No such file or directory")

    data, said = _engine_step(monkeypatch, no_compiler)
    assert data == {"force_include": {}}  # no extension, no platform tag: the pure wheel
    assert len(said) == 1 and "engine stays pure Python" in said[0] and "'cc'" in said[0]


def test_a_compiled_build_tags_the_wheel_for_its_platform(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("LOPTI_PURE", raising=False)
    so = tmp_path / "game.cpython-311-x86_64-linux-gnu.so"
    so.write_bytes(b"")
    data, said = _engine_step(monkeypatch, lambda root, work: [
        (so, "lopti_rules/engine/game.cpython-311-x86_64-linux-gnu.so")])
    assert data["force_include"] == {str(so): "lopti_rules/engine/" + so.name}
    assert data["pure_python"] is False and data["infer_tag"] is True and said == []


def test_lopti_pure_at_build_time_skips_the_compile(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LOPTI_PURE", "1")

    def never(root: Path, work: Path) -> list[tuple[Path, str]]:
        raise AssertionError("compiled despite LOPTI_PURE")

    data, said = _engine_step(monkeypatch, never)
    assert data == {"force_include": {}} and "LOPTI_PURE" in said[0]
