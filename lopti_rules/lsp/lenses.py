"""Code lenses on a rule: simulate it for 500 games, and run the scenarios that load its file.

Each returns one line for the editor's message: what the rule did in the games (fired,
stopped, plays per game against the same deals without it), or how its scenarios went.
Both run through the tools stage (``simulate_rules``, ``run_scenario``), the same paths
as ``lopti simulate --rules`` and ``lopti test``; bad input comes back as a sentence.
"""

from __future__ import annotations

from pathlib import Path

from ..errors import LoptiError
from ..language import CompileError
from .outline import symbols

GAMES = 500
PLAYERS = 4
SEED = 0


def rule_text(text: str, name: str) -> str | None:
    """The lines of rule ``name`` in ``text`` (its comments above it left out), or None."""
    lines = text.split("\n")
    for rule in symbols(lines):
        if rule.name == name:
            return "\n".join(lines[rule.start:rule.end + 1]) + "\n"
    return None


def simulate_rule(filename: str, text: str, name: str, games: int = GAMES) -> str:
    """Play ``games`` seeded bot games with and without rule ``name`` and say what it did."""
    from ..tools import compile_files, simulate_rules

    body = rule_text(text, name)
    if body is None:
        return f"no rule named {name!r} in {filename}"
    try:
        rules = compile_files([(filename, body)], allow_warnings=True)
        report = simulate_rules(rules, PLAYERS, games, SEED, "random")
    except CompileError as exc:
        return f'"{name}" does not compile: {exc}'
    except LoptiError as exc:
        return f'"{name}" cannot be simulated: {exc}'
    figures = report.per_rule[0] if report.per_rule else None
    fired = figures.fired if figures else 0
    change = report.as_dict()["plays_per_game_change_pct"]
    parts = [f'"{name}" in {games} games ({PLAYERS} random bots, seed {SEED}): fired {fired} '
             f"times, in {figures.games_fired if figures else 0} games; plays per game "
             f"{change:+}% against the same deals without it"]
    if figures and figures.stopped:
        parts.append(f"stopped {figures.stopped} times ({figures.stop_reason})")
    parts.extend(w.message for w in report.warnings)
    return "; ".join(parts)


def scenarios_for(folder: Path, rule_file: Path) -> list[Path]:
    """The scenario files (``*.toml`` under ``folder``) that load ``rule_file``."""
    from ..language import folder_files

    return [p for p in folder_files(folder, ".toml")
            if rule_file.name in p.read_text(encoding="utf-8", errors="replace")]


def run_scenarios(folder: Path, rule_file: Path, name: str) -> str:
    """Run every scenario under ``folder`` that loads ``rule_file``; one line of results."""
    from ..tools import load_scenarios, run_scenario

    files = scenarios_for(folder, rule_file)
    scenarios, errors = load_scenarios(files)
    target = rule_file.resolve()
    mine = [s for s in scenarios if any(Path(r).resolve() == target for r in s.rules)]
    if not mine:
        return f"no scenario under {folder} loads {rule_file.name}" + \
            (f" ({len(errors)} scenario files did not load)" if errors else "")
    results = [run_scenario(s) for s in mine]
    failed = [r for r in results if r.status == "fail"]
    counts = {status: sum(r.status == status for r in results)
              for status in ("pass", "fail", "skip")}
    line = (f'scenarios loading {rule_file.name} ("{name}"): {counts["pass"]} passed, '
            f'{counts["fail"]} failed, {counts["skip"]} skipped')
    if failed:
        line += "; failed: " + ", ".join(r.scenario.id for r in failed[:3])
    return line
