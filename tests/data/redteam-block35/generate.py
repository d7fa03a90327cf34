"""Write redteam-block35's unfair/ and fair/ books from the crosses of issue 29's blocking
axis (session 35): moment x guard x restriction x the base power it bars, and the
permissions that lift a base restriction. Deterministic: the same files every run.

Run from the repository root: ``.venv/bin/python tests/data/redteam-block35/generate.py``.
The keyword language of a book is chosen by its index (en, de, nl, tr in turn) and
written through ``lopti fmt --lang``; the two comment lines go on top after formatting.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
LANGS = ("en", "de", "nl", "tr")

# (slug, hook head, what the moment is, how often it comes)
MOMENTS = (
    ("every-play", "after play", "after every play"),
    ("every-single", "after play when play.count is 1", "after every single card"),
    ("every-pair", "after play when play.count is 2", "after every pair"),
    ("even-play", "after play when round.plays is a multiple of 2", "after every second play"),
    ("prev-single", "after play when play.previous_count is 1",
     "after every play on a single card"),
    ("every-turn", "after turn", "on every turn"),
    ("fifth-turn", "after turn when turn.number is a multiple of 5", "on every fifth turn"),
    ("before-turn-big-pile", "before turn when table.pile is at least 5",
     "on every turn that faces a pile of five cards or more"),
    ("every-draw", "after draw", "after every draw"),
    ("draw-big-pile", "after draw when table.pile is at least 6",
     "after every draw on a pile of six or more"),
    ("draw-stock-left", "after draw when table.draw_pile is at least 10",
     "after every draw while ten cards or more are left to draw"),
    ("every-pickup", "after pickup", "at the lead after every pickup"),
    ("choice-pickup", "after pickup when pickup.reason is choice",
     "at the lead after every pickup by choice"),
    ("big-pickup", "after pickup when pickup.count is at least 4",
     "at the lead after every pickup of four cards or more"),
    ("every-clear", "after clear", "at the lead after every clear"),
    ("ten-clear", "after clear when clear.cause is ten", "at the lead after every clear by a 10"),
    ("every-bonus", "after bonus", "at every bonus play"),
    ("odd-bonus", "after bonus when round.clears is a multiple of 2",
     "at every second bonus play"),
    ("take-up", "after take_up", "after every take-up of the face-up cards"),
    ("legal-flip", "after flip when flip.legal", "after every blind card that lands"),
    ("out", "after out", "after every player who goes out"),
    ("turn-end", "after turn_end", "after every turn"),
    ("third-turn-end", "after turn_end when turn_end.number is a multiple of 3",
     "after every third turn"),
    ("full-hand-turn-end", "after turn_end when hand of acting player is at least 3",
     "after every turn that ends on a full hand"),
    ("deal", "after deal", "at every round's first lead"),
)

#: the moments whose next play is a lead on the empty table (a pickup, the round's first
#: lead); a clear's bonus lead is one too, but any restriction there may leave the clearer
#: no bonus lead (LP203, R-CLEAR-3): unfair whatever it bars
LEADS = ("every-pickup", "choice-pickup", "big-pickup", "deal")
CEILINGS = ("ceiling-nine", "ceiling-six")
#: crosses that leave the power open (LP803's line): pairs after pairs keep every special
#: in pairs
OPEN = {("every-pair", "pairs"): "every special stays legal in pairs, a pair of 10s still "
        "clears a pair (LP803)"}

# (slug, body lines, powers barred on a pile, rules)
RESTRICTIONS = (
    ("floor-four", ["next play must be 4 or higher"], "the 2's reset and the 3's pass-on",
     "R-SPECIAL-2, R-SPECIAL-3"),
    ("floor-eight", ["next play must be 8 or higher"], "the 2, the 3 and the 7",
     "R-SPECIAL-2, R-SPECIAL-3, R-SPECIAL-7"),
    ("ceiling-nine", ["next play must be 9 or lower"], "the 10's clear", "R-SPECIAL-10"),
    ("ceiling-six", ["next play must be 6 or lower"], "the 7's lid and the 10's clear",
     "R-SPECIAL-7, R-SPECIAL-10"),
    ("plain-set", ["next play must be one of 4, 5, 6, 8, 9"],
     "every special rank (2, 3, 7, 10)", "R-SPECIAL-2, -3, -7, -10"),
    ("courts-set", ["next play must be one of J, Q, K, A"],
     "every special rank (2, 3, 7, 10)", "R-SPECIAL-2, -3, -7, -10"),
    ("pairs", ["next play must have at least 2 cards"], "single cards",
     "R-TURN-2, R-SPECIAL-3"),
    ("triples", ["next play must have at least 3 cards"], "single cards and pairs",
     "R-TURN-2, R-PLAY-1"),
    ("band", ["next play must be 4 or higher", "next play must be 9 or lower"],
     "the 2, the 3 and the 10", "R-SPECIAL-2, -3, -10"),
)

# the 3's obligation (R-SPECIAL-3): every restriction that bars a single 3
OBLIGATION = (
    ("pass", "after pass", "at every 3's obligation"),
    ("second-pass", "after pass when pass.chain is 2", "when a chain of 3s reaches two"),
    ("three-on-pile", "after play when play.rank is 3 and table.pile is at least 2",
     "after every 3 played on a pile"),
)
OBLIGATION_BARS = ("floor-four", "floor-eight", "plain-set", "courts-set", "pairs", "band")
# fair there: the ceilings bar nothing a 3's obligation allows (3s only, or the pickup)
OBLIGATION_OPEN = ("ceiling-nine", "ceiling-six")

PERMS_UNFAIR = (
    ("lid-all", ["allow 8, 9, J, Q, K, A on 7"], "every higher rank on a 7: the 7's lid "
     "(R-SPECIAL-7) has no effect left"),
    ("ten-on-seven", ["allow 10 on 7"], "a 10 on a 7: the sentence of R-SPECIAL-10 "
     "(a 10 may not follow a 7) repealed"),
    ("lid-half", ["allow 9, J, Q on 7"], "three higher ranks on a 7: most of the 7's lid "
     "(R-SPECIAL-7) gone"),
    ("low-on-courts", ["allow 4, 5 on Q, K"], "two low ranks on two courts: higher or "
     "equal (R-PLAY-2) lifted across a block of ranks"),
    ("five-on-nine-king", ["allow 5 on 9, K"], "a 5 on a 9 and a King: R-PLAY-2 lifted for "
     "more than one neighbour"),
    ("six-on-king-ace", ["allow 6 on K, A"], "a 6 on the two top ranks: R-PLAY-2 lifted"),
    ("middles-on-eight", ["allow 4, 5, 6 on 8"], "every middle rank on an 8: R-PLAY-2 lifted"),
    ("nine-on-courts", ["allow 9 on J, Q, K, A"], "a 9 on every court: R-PLAY-2 lifted"),
    ("ladder", ["allow 4 on J", "allow 5 on Q", "allow 6 on K"],
     "three low-on-high exceptions in one rule: R-PLAY-2 lifted for a block of ranks"),
    ("all-on-ace", ["allow 4, 5, 6, 8, 9 on A"], "every plain rank on an Ace: R-PLAY-2 lifted"),
)
# several rules together (a folder is one book)
PERMS_SPLIT = (
    ("lid-split", [["allow 8, 9 on 7"], ["allow J, Q on 7"], ["allow K, A on 7"]],
     "three rules that each allow two higher ranks on a 7: together the 7's lid "
     "(R-SPECIAL-7) has no effect left"),
    ("low-split", [["allow 4 on K"], ["allow 5 on A"], ["allow 6 on Q"]],
     "three rules that each allow one low rank on one court: together R-PLAY-2 lifted"),
)
PERMS_FAIR = (
    ("four-on-jack", ["allow 4 on J"], "one rank on one higher rank, a table's exception"),
    ("five-on-six", ["allow 5 on 6"], "one step down, one rank on one rank"),
    ("king-on-ace", ["allow K on A"], "one rank on the rank above it"),
    ("eight-on-seven", ["allow 8 on 7"], "one higher rank on a 7: the lid keeps its effect "
     "for every other rank (LP803's Prefer)"),
    ("queen-on-king", ["allow Q on K"], "one rank on the rank above it"),
    ("six-on-eight", ["allow 6 on 8"], "one rank on one rank two steps above"),
)


# fair restrictions after a rare specific card, or that leave a power open:
# (slug, head, body, why)
def fair_restrictions() -> list[tuple[str, str, list[str], str]]:
    out: list[tuple[str, str, list[str], str]] = []
    for rank, name in (("K", "king"), ("Q", "queen"), ("A", "ace"), ("J", "jack")):
        out.append((f"floor-four-after-{name}", f"after play when play.rank is {rank}",
                    ["next play must be 4 or higher"],
                    f"after a {rank} only: the 7, the 10 and more {rank}s stay legal there, "
                    "and every other pile keeps the 2 and the 3 (LP208's Prefer)"))
    for rank, name, powers in (("A", "ace", "2, 3, 7, 10, A"), ("K", "king", "2, 3, 7, 10, K, A"),
                               ("9", "nine", "2, 3, 7, 9, 10, J, Q, K, A"),
                               ("Q", "queen", "2, 3, 7, 10, Q, K, A")):
        out.append((f"reminder-after-{name}", f"after play when play.rank is {rank}",
                    [f"next play must be one of {powers}"],
                    f"after a {rank}: every play legal on it anyway (R-PLAY-2, R-SPECIAL-2, "
                    "-3, -7, -10), nothing barred; a reminder in rule form"))
    for slug, head, _what in OBLIGATION:
        for r in OBLIGATION_OPEN:
            body = dict((s, b) for s, b, _p, _r in RESTRICTIONS)[r]
            out.append((f"{r}-{slug}", head, body,
                        "at a 3's obligation only 3s or the pickup are legal (R-SPECIAL-3); a "
                        "ceiling of 6 or more bars none of them"))
    for r in ("floor-eight", "ceiling-nine", "pairs", "plain-set", "band"):
        body = dict((s, b) for s, b, _p, _r in RESTRICTIONS)[r]
        out.append((f"{r}-after-triple", "after play when play.count is at least 3", body,
                    "after three of a kind or more only, a few times an evening; every other "
                    "pile keeps its powers"))
        out.append((f"{r}-after-triple-nines",
                    "after play when play.rank is 9 and play.count is 3", body,
                    "after three 9s only: a rare specific play"))
    out += [
        ("nine-pair-climbs", "after play when play.rank is 9 and play.count is 2",
         ["next play must be 9 or higher"],
         "after a pair of 9s: the 10 and more 9s keep their powers there"),
        ("five-low-lid", "after play when play.rank is 5 and play.count is 2",
         ["next play must be 5 or lower"],
         "after a pair of 5s only: the 2, the 3 and more 5s stay legal"),
        ("seven-restated", "after play when play.rank is 7",
         ["next play must be 7 or lower"], "the 7's own lid restated (R-SPECIAL-7)"),
        ("eight-pair-tens", "after play when play.rank is 8 and play.count is 2",
         ["next play must be 8 or higher"],
         "after a pair of 8s only: the 10 and more 8s stay legal"),
        ("king-pair-pairs", "after play when play.rank is K and play.count is 2",
         ["next play must have at least 2 cards"],
         "after a pair of Kings only: every power stays legal in pairs"),
        ("jack-single-floor", "after play when play.rank is J and play.count is 1",
         ["next play must be 3 or higher"],
         "after a single Jack only: the 3, the 7, the 10 and more Jacks stay legal"),
        ("ace-pair-floor", "after play when play.rank is A and play.count is 2",
         ["next play must be 7 or higher"],
         "after a pair of Aces only: the 7, the 10 and more Aces stay legal"),
        ("six-triple-ceiling", "after play when play.rank is 6 and play.count is 3",
         ["next play must be 7 or lower"],
         "after three 6s only: the 2, the 3, the 7 and the fourth 6 stay legal"),
    ]
    return out


def write(path: Path, lines: list[str], comment: list[str], lang: str) -> None:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    if lang != "en":
        subprocess.run([sys.executable, "-m", "lopti_rules.cli", "fmt", "-q", "--lang", lang,
                        str(path)], cwd=ROOT, check=True)
    else:
        subprocess.run([sys.executable, "-m", "lopti_rules.cli", "fmt", "-q", str(path)],
                       cwd=ROOT, check=True)
    path.write_text("\n".join(comment) + "\n" + path.read_text(encoding="utf-8"),
                    encoding="utf-8")


def rule(name: str, head: str | None, body: list[str]) -> list[str]:
    if head is None:
        return [f'rule "{name}"', *(f"  {b}" for b in body)]
    return [f'rule "{name}"', f"  {head}:", *(f"    {b}" for b in body)]


def title(slug: str) -> str:
    return slug.replace("-", " ").capitalize()


def main() -> None:
    for side in ("unfair", "fair"):
        shutil.rmtree(HERE / side, ignore_errors=True)
        (HERE / side).mkdir()
    n = 0
    # unfair: frequent moments x restrictions
    for m_slug, head, what in MOMENTS:
        for r_slug, body, powers, rules in RESTRICTIONS:
            lang = LANGS[n % len(LANGS)]
            n += 1
            if (m_slug in LEADS and r_slug in CEILINGS) or (m_slug, r_slug) in OPEN:
                why = OPEN.get((m_slug, r_slug), "on the empty table a 10 clears nothing and "
                               "the 2 and the 3 stay legal: a ceiling on the lead is a house "
                               "rule (R-TURN-1: the lead stays free below it)")
                write(HERE / "fair" / f"fair-{m_slug}-{r_slug}.lopti",
                      rule(title(f"fair {m_slug} {r_slug}"), head, body),
                      ["# category: blocking (near miss)",
                       f"# why: {what.capitalize()}: {why} (R-CUSTOM-2)."], lang)
                continue
            # half the crosses (a fixed pattern) keep the set near 120 books
            if (MOMENTS.index((m_slug, head, what)) + RESTRICTIONS.index(
                    (r_slug, body, powers, rules))) % 2:
                continue
            name = f"block-{m_slug}-{r_slug}"
            write(HERE / "unfair" / f"{name}.lopti", rule(title(f"{m_slug} {r_slug}"), head,
                  body), ["# category: blocking",
                          f"# why: {what.capitalize()} the next play is narrowed so that "
                          f"{powers} ({rules}) cannot be played at a moment that always or "
                          "nearly always comes (R-CUSTOM-2; only a base-rule vote changes a "
                          "base rule, R-VOTE-1)."], lang)
    for o_slug, head, what in OBLIGATION:
        for r_slug in OBLIGATION_BARS:
            body = dict((s, b) for s, b, _p, _r in RESTRICTIONS)[r_slug]
            lang = LANGS[n % len(LANGS)]
            n += 1
            write(HERE / "unfair" / f"block-{o_slug}-{r_slug}.lopti",
                  rule(title(f"{o_slug} {r_slug}"), head, body),
                  ["# category: blocking",
                   f"# why: {what.capitalize()} a single 3 is barred: the obliged player "
                   "can only pick up, the 3's pass-on (R-SPECIAL-3) is gone exactly where "
                   "it is the point (R-CUSTOM-2)."], lang)
    for p_slug, body, why in PERMS_UNFAIR:
        lang = LANGS[n % len(LANGS)]
        n += 1
        write(HERE / "unfair" / f"perm-{p_slug}.lopti", rule(title(p_slug), None, body),
              ["# category: permission repeal",
               f"# why: {why} (R-VOTE-1: only a base-rule vote changes a base rule)."], lang)
    for p_slug, parts, why in PERMS_SPLIT:
        folder = HERE / "unfair" / f"perm-{p_slug}"
        folder.mkdir()
        for i, body in enumerate(parts):
            lang = LANGS[n % len(LANGS)]
            n += 1
            write(folder / f"{i + 1}.lopti", rule(title(f"{p_slug} {i + 1}"), None, body),
                  ["# category: permission repeal",
                   f"# why: {why} (R-VOTE-1)."], lang)
    # fair
    for slug, head, body, why in fair_restrictions():
        lang = LANGS[n % len(LANGS)]
        n += 1
        write(HERE / "fair" / f"fair-{slug}.lopti", rule(title(f"fair {slug}"), head, body),
              ["# category: blocking (near miss)", f"# why: {why} (R-CUSTOM-2)."], lang)
    for p_slug, body, why in PERMS_FAIR:
        lang = LANGS[n % len(LANGS)]
        n += 1
        write(HERE / "fair" / f"fair-perm-{p_slug}.lopti",
              rule(title(f"fair perm {p_slug}"), None, body),
              ["# category: permission repeal (near miss)",
               f"# why: {why}; every other pair of R-PLAY-2 keeps its effect (R-CUSTOM-2: "
               "a permission adds a play)."], lang)


if __name__ == "__main__":
    main()
