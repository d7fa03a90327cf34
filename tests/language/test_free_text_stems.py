"""Session 28 (brief fa33, issue 29): the lexicons' broad stems, audited.

A lexicon entry ``stem*`` reads every word that begins with the stem, so a harm, authority
or stake stem that also begins a common innocent word draws a false alarm on a fair text
(Turkish ``baş*`` "head" read *başla* "start", ``yüz*`` "face" read *yüzde* "percent",
``rakı*`` read *rakip* "rival"). The audit (tools/stem_audit.py lists what every stem
matches in the project's own texts) keeps the watched stems off the known innocent words of
tests/data/stem_audit/innocent.toml, each exception allowed by name with its reason; the
narrowed stems are read by their forms (language/text/tr_forms.py for Turkish). Fair texts
with the innocent words stay clean in every language where a stem was narrowed, and the
near misses with the real words stay flagged (tests/data/free_text/fa33.toml).
"""

from __future__ import annotations

import importlib.util
import tomllib
from types import ModuleType

import pytest
from support import each, paths
from support.freetext import case_table, codes

from lopti_rules.language import lint_text
from lopti_rules.language.text.authority_lexicon import AUTHORITY
from lopti_rules.language.text.harm import judge
from lopti_rules.language.text.textnorm import fold

#: The groups whose stems the audit watches: what free text may not ask (the LP7xx codes
#: and the body, contact, risk and exertion words they combine), who holds authority
#: (authority_lexicon.py and the self-rule words) and what is staked.
_WATCHED_NAMES = frozenset({"body", "vulnerable", "strike", "force", "on_body", "vessel",
                            "consume", "self_rule", "decide", "rewrite", "invent", "t_fee",
                            "vote_price", "trait", "wears", *AUTHORITY})
_WATCHED_PREFIXES = ("LP7", "c_", "risk_", "bd_")


def _watched(name: str) -> bool:
    return name in _WATCHED_NAMES or name.startswith(_WATCHED_PREFIXES)


def _audit() -> ModuleType:
    spec = importlib.util.spec_from_file_location("stem_audit",
                                                  paths.ROOT / "tools" / "stem_audit.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_DATA = tomllib.loads((paths.DATA / "stem_audit" / "innocent.toml").read_text(encoding="utf-8"))


def _matches() -> dict[tuple[str, str], set[str]]:
    """(language, watched stem) -> the innocent words of that language it matches."""
    words = {lang: {fold(w) for w in ws} for lang, ws in _DATA["words"].items()}
    found: dict[tuple[str, str], set[str]] = {}
    for (lang, stem), names in _audit().stems().items():
        if not any(_watched(n) for n in names if not n.startswith("except:")):
            continue
        hit = {w for w in words.get(lang, ()) if w.startswith(stem)}
        if hit:
            found[(lang, stem)] = hit
    return found


def test_r_custom_3_no_watched_stem_reads_a_known_innocent_word() -> None:
    """Every innocent word a harm, authority or stake stem matches is allowed by name."""
    allowed = {key: {fold(w) for w in entry["words"]}
               for key, entry in _DATA["allowed"].items()}
    stray = {f"{lang}:{stem}*": sorted(hit - allowed.get(f"{lang}:{stem}", set()))
             for (lang, stem), hit in _matches().items()}
    stray = {k: v for k, v in stray.items() if v}
    assert stray == {}, "narrow these stems by their forms, or allow the words with a reason"


def test_r_custom_3_every_allowance_is_used_and_reasoned() -> None:
    """An allow-list entry names a stem that still matches its words, and says why."""
    matches = _matches()
    for key, entry in _DATA["allowed"].items():
        lang, stem = key.split(":")
        assert entry["why"].strip(), key
        assert {fold(w) for w in entry["words"]} <= matches.get((lang, stem), set()), key


def test_r_custom_3_the_audit_lists_the_project_words() -> None:
    """The audit tool reads the project's own texts in all five languages."""
    corpus = _audit().corpus()
    assert {"en", "de", "nl", "tr"} <= {lang for lang, words in corpus.items() if words}
    assert "kart" in corpus["tr"] and "karte" in corpus["de"]


FLAGGED, CLEAN, RULES = case_table("fa33")


def _book(text: str) -> str:
    """A one-rule book in which the winner says ``text`` (a said text is judged by the
    same lexicon; whether a ``does`` text is a table action is another check, LP712)."""
    said = text.replace('"', "'")
    return f'rule "T"\n  after round_end:\n    the winner says "{said}"\n'


@pytest.mark.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_3_fair_texts_with_the_innocent_words_are_clean(rule: str, lang: str,
                                                                  text: str) -> None:
    assert codes(text) == set(), (rule, lang, [f.message for f in judge(text)])
    found = [(d.code, d.message) for d in lint_text(_book(text)).diagnostics]
    assert found == [], (rule, lang, found)


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_3_the_real_words_stay_flagged(rule: str, lang: str, text: str,
                                                code: str) -> None:
    assert code in codes(text), (rule, lang, [f.message for f in judge(text)])
