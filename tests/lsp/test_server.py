"""``lopti lsp`` over the real protocol: a pytest-lsp client talks JSON-RPC over pipes to a
``python -m lopti_rules.cli lsp`` subprocess (open, change, hover, complete, format, code
action, symbols, folding, code lenses, workspace folders, shutdown; bad input never kills it).

One server for the module, as an editor keeps one for a session: each test adds a fresh
workspace folder of its own (``workspace/didChangeWorkspaceFolders``) and, at its end,
closes its documents and removes the folder, so no test sees another's book."""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
import pytest_lsp
from lsprotocol import types as lsp
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
from support.paths import EXAMPLES, ROOT

pytestmark = [pytest.mark.slow, pytest.mark.asyncio(loop_scope="module")]

ACE = (EXAMPLES / "ace-high-only.lopti").read_text(encoding="utf-8")
ENV = {**os.environ, "PYTHONPATH": os.pathsep.join(
    [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])}
#: the URIs the running test opened (the ``folder`` fixture closes them at its end)
OPENED: list[str] = []


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(
    server_command=[sys.executable, "-m", "lopti_rules.cli", "lsp"], server_env=ENV))
async def client(lsp_client: LanguageClient) -> AsyncIterator[None]:
    """The module's server, started with no workspace folder (each test adds its own)."""
    await lsp_client.initialize_session(lsp.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        initialization_options={"debounceMs": 50}))
    yield
    await lsp_client.shutdown_session()


def _folders(client: LanguageClient, added: list[Path], removed: list[Path]) -> None:
    client.workspace_did_change_workspace_folders(lsp.DidChangeWorkspaceFoldersParams(
        lsp.WorkspaceFoldersChangeEvent(
            added=[lsp.WorkspaceFolder(uri=f.as_uri(), name=f.name) for f in added],
            removed=[lsp.WorkspaceFolder(uri=f.as_uri(), name=f.name) for f in removed])))


@pytest_asyncio.fixture(loop_scope="module")
async def folder(client: LanguageClient, tmp_path: Path) -> AsyncIterator[Path]:
    """A workspace folder of this test's own, added to the module's server: two example
    rules and the scenario of one of them. At the end its documents close and it goes."""
    (tmp_path / "rules").mkdir()
    (tmp_path / "scenarios").mkdir()
    for name in ("ace-high-only.lopti", "eights-skip.lopti"):
        shutil.copy(EXAMPLES / name, tmp_path / "rules" / name)
    shutil.copy(ROOT / "examples" / "scenarios" / "ace-high-only.toml",
                tmp_path / "scenarios" / "ace-high-only.toml")
    _folders(client, [tmp_path], [])
    yield tmp_path
    while OPENED:
        client.text_document_did_close(lsp.DidCloseTextDocumentParams(
            lsp.TextDocumentIdentifier(OPENED.pop())))
    _folders(client, [], [tmp_path])


def _open(client: LanguageClient, path: Path, text: str, version: int = 1) -> str:
    uri = path.as_uri()
    OPENED.append(uri)
    client.text_document_did_open(lsp.DidOpenTextDocumentParams(
        lsp.TextDocumentItem(uri=uri, language_id="lopti", version=version, text=text)))
    return uri


def _change(client: LanguageClient, uri: str, text: str, version: int) -> None:
    client.text_document_did_change(lsp.DidChangeTextDocumentParams(
        lsp.VersionedTextDocumentIdentifier(uri=uri, version=version),
        [lsp.TextDocumentContentChangeWholeDocument(text=text)]))


async def _diagnostics(client: LanguageClient, uri: str, want: list[str] | None = None,
                       timeout: float = 120, exact: bool = False) -> list[lsp.Diagnostic]:
    """Wait until ``uri`` has diagnostics; with ``want``, until they are none (``[]``) or
    until their codes include ``want``'s (``exact``: are ``want``'s, in order; an
    intermediate text's diagnostics, published while a burst of edits paused, do not
    end the wait)."""
    async def until() -> list[lsp.Diagnostic]:
        while True:
            found = client.diagnostics.get(uri)
            codes = [d.code for d in found or ()]
            if found is not None and (want is None or codes == want or (
                    not exact and want and set(want) <= set(codes))):
                return list(found)
            await client.wait_for_notification(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return await asyncio.wait_for(until(), timeout)


async def test_open_a_clean_rule_publishes_no_diagnostics(client: LanguageClient,
                                                          folder: Path) -> None:
    uri = _open(client, folder / "rules" / "ace-high-only.lopti", ACE)
    assert await _diagnostics(client, uri) == []


async def test_change_diagnoses_as_you_type_with_rule_and_hint_r_custom_1(
        client: LanguageClient, folder: Path) -> None:
    uri = _open(client, folder / "rules" / "ace-high-only.lopti", ACE)
    await _diagnostics(client, uri, [])
    _change(client, uri, ACE.replace("after play", "after plya"), 2)
    found = await _diagnostics(client, uri, ["LP901"])
    assert found[0].code == "LP901"
    assert found[0].severity == lsp.DiagnosticSeverity.Error
    assert "did you mean 'play'?" in found[0].message
    line = ACE.split("\n").index("  after play when play.rank is A and not play.bonus:")
    assert found[0].range.start == lsp.Position(line, 8)
    assert found[0].range.end == lsp.Position(line, 12)


async def test_diagnostics_cover_the_whole_book_a_cycle_across_files_r_custom_3(
        client: LanguageClient, folder: Path) -> None:
    # each file is clean alone; together they loop: LP402 in both, the other one unopened
    a = 'rule "Draw on clear"\n  after clear:\n    acting player draws 1 card\n'
    b = 'rule "Clear on draw"\n  after draw:\n    clear the pile\n'
    (folder / "rules" / "b.lopti").write_text(b, encoding="utf-8")
    uri = _open(client, folder / "rules" / "a.lopti", a)
    found = await _diagnostics(client, uri)
    assert "LP402" in [d.code for d in found]
    other = await _diagnostics(client, (folder / "rules" / "b.lopti").as_uri())
    assert "LP402" in [d.code for d in other]


async def test_rapid_changes_end_with_the_last_texts_diagnostics(client: LanguageClient,
                                                                 folder: Path) -> None:
    uri = _open(client, folder / "rules" / "ace-high-only.lopti", ACE)
    for version in range(2, 60):
        text = ACE if version % 2 else ACE.replace("after play", "after plya")
        _change(client, uri, text, version)
    _change(client, uri, ACE.replace("play.bonus", "play.bonsu"), 60)
    # a loaded machine may pause mid-burst and publish a "plya" text's LP901 and LP902s
    # on the way: the wait ends only at the last text's diagnostics (or times out)
    found = await _diagnostics(client, uri, ["LP902"], exact=True)
    assert [d.code for d in found] == ["LP902"]
    assert "did you mean 'bonus'?" in found[0].message


async def test_hover_explains_events_attributes_roles_and_codes(client: LanguageClient,
                                                                folder: Path) -> None:
    text = ('rule "T"\n  after take_up when take_up.count is 2:\n    dealer draws 1 card\n'
            '    # lopti: ignore[LP906]\n')
    uri = _open(client, folder / "rules" / "t.lopti", text)

    async def hover(line: int, character: int) -> str:
        got = await client.text_document_hover_async(lsp.HoverParams(
            lsp.TextDocumentIdentifier(uri), lsp.Position(line, character)))
        assert got is not None
        assert isinstance(got.contents, lsp.MarkupContent)
        return got.contents.value

    assert "face-up cards become their hand" in await hover(1, 10)  # docs/language.md
    assert "face-up cards taken up" in await hover(1, 30)
    assert "this round's dealer" in await hover(2, 6)
    assert "draw pile" in await hover(2, 13)
    assert "# LP906 never-holds" in await hover(3, 22)  # the lint code page
    for line, character in ((0, 1), (1, 3), (1, 16)):  # rule, after, when (issue 26)
        shown = await hover(line, character)
        assert shown.startswith("*The Lopti rule language*"), shown[:60]


async def test_completion_knows_where_it_is(client: LanguageClient, folder: Path) -> None:
    text = 'rule "T"\n  after \n  after play when play.\n    dealer \n    next play must be \n'
    uri = _open(client, folder / "rules" / "t.lopti", text)

    async def labels(line: int, character: int) -> list[str]:
        got = await client.text_document_completion_async(lsp.CompletionParams(
            lsp.TextDocumentIdentifier(uri), lsp.Position(line, character)))
        assert isinstance(got, lsp.CompletionList)
        return [i.label for i in got.items]

    assert "take_up" in await labels(1, 8)
    assert await labels(2, 23) == ["play.rank", "play.count", "play.source", "play.bonus",
                                   "play.previous_rank", "play.previous_count"]
    assert "draws 1 card" in await labels(3, 11)
    assert "Q" in await labels(4, 23)


async def test_formatting_is_lopti_fmt(client: LanguageClient, folder: Path) -> None:
    from lopti_rules.language import format_text

    messy = 'rule   "T"\n    after play when play.rank == 8 :\n        skip   next player\n'
    uri = _open(client, folder / "rules" / "t.lopti", messy)
    edits = await client.text_document_formatting_async(lsp.DocumentFormattingParams(
        lsp.TextDocumentIdentifier(uri), lsp.FormattingOptions(tab_size=2, insert_spaces=True)))
    assert edits and len(edits) == 1
    assert edits[0].new_text == format_text(messy)
    broken = await client.text_document_formatting_async(lsp.DocumentFormattingParams(
        lsp.TextDocumentIdentifier(_open(client, folder / "rules" / "u.lopti", "rule\n")),
        lsp.FormattingOptions(tab_size=2, insert_spaces=True)))
    assert not broken


async def test_range_formatting_changes_only_the_selected_rule(client: LanguageClient,
                                                               folder: Path) -> None:
    """Issue 26: Neovim's ``gq`` joined a file into two lines; a range is formatted alone."""
    one = 'rule   "One"\n    after play when play.rank == 8 :\n        skip   next player\n'
    two = 'rule   "Two"\n    after play when play.rank == 9 :\n        skip   next player\n'
    text = one + "\n" + two
    uri = _open(client, folder / "rules" / "r.lopti", text)
    edits = await client.text_document_range_formatting_async(
        lsp.DocumentRangeFormattingParams(
            lsp.TextDocumentIdentifier(uri), lsp.Range(lsp.Position(4, 0), lsp.Position(7, 0)),
            lsp.FormattingOptions(tab_size=2, insert_spaces=True)))
    assert edits and all(e.range.start.line >= 4 for e in edits)
    lines = text.splitlines(keepends=True)
    for e in sorted(edits, key=lambda e: e.range.start.line, reverse=True):
        lines[e.range.start.line:e.range.end.line] = [e.new_text]
    got = "".join(lines)
    assert got.startswith(one)  # the first rule untouched
    assert got.endswith('rule "Two"\n  after play when play.rank is 9:\n    skip next player\n')


async def test_code_actions_fix_the_mechanical_hints(client: LanguageClient,
                                                     folder: Path) -> None:
    text = 'rule "T"\n  after play when play.rnak is ten\n    dealer says “Hi”\n'
    uri = _open(client, folder / "rules" / "t.lopti", text)
    await _diagnostics(client, uri)
    actions = await client.text_document_code_action_async(lsp.CodeActionParams(
        lsp.TextDocumentIdentifier(uri), lsp.Range(lsp.Position(0, 0), lsp.Position(3, 0)),
        lsp.CodeActionContext(diagnostics=[])))
    assert actions is not None
    titles = {a.title: a for a in actions if isinstance(a, lsp.CodeAction)}
    assert "Add the missing ':'" in titles
    colon = titles["Add the missing ':'"]
    assert colon.edit is not None and colon.edit.changes is not None
    assert colon.edit.changes[uri][0].new_text == ":"
    assert colon.edit.changes[uri][0].range.start == lsp.Position(1, 34)


async def test_curly_quotes_get_their_quick_fix(client: LanguageClient, folder: Path) -> None:
    """Issue 26: the curly-quote fix docs/editors.md lists (LP109, a phone's smart quotes)."""
    text = 'rule "T"\n  after play:\n    dealer says \u201cHi\u201d\n'
    uri = _open(client, folder / "rules" / "q.lopti", text)
    await _diagnostics(client, uri, ["LP109"])
    actions = await client.text_document_code_action_async(lsp.CodeActionParams(
        lsp.TextDocumentIdentifier(uri), lsp.Range(lsp.Position(2, 0), lsp.Position(2, 20)),
        lsp.CodeActionContext(diagnostics=[])))
    assert actions is not None
    titles = {a.title: a for a in actions if isinstance(a, lsp.CodeAction)}
    fix = titles['Use straight quotes (")']
    assert fix.edit is not None and fix.edit.changes is not None
    edit = fix.edit.changes[uri][0]
    line = text.splitlines()[2]
    fixed = line[:edit.range.start.character] + edit.new_text + line[edit.range.end.character:]
    assert fixed == '    dealer says "Hi"'


async def test_symbols_folding_and_code_lenses(client: LanguageClient, folder: Path) -> None:
    uri = _open(client, folder / "rules" / "ace-high-only.lopti", ACE)
    doc = lsp.TextDocumentIdentifier(uri)
    syms = await client.text_document_document_symbol_async(lsp.DocumentSymbolParams(doc))
    assert syms is not None
    rule = syms[0]
    assert isinstance(rule, lsp.DocumentSymbol) and rule.name == "Ace wall"
    assert [h.name for h in rule.children or []] == [
        "after play when play.rank is A and not play.bonus"]
    folds = await client.text_document_folding_range_async(lsp.FoldingRangeParams(doc))
    assert folds and (folds[0].start_line, folds[0].end_line) == (1, 3)
    lenses = await client.text_document_code_lens_async(lsp.CodeLensParams(doc))
    assert lenses is not None
    assert [lens.command.title for lens in lenses if lens.command] == [
        "simulate 500 games", "run its scenarios"]
    scenarios = next(lens.command for lens in lenses
                     if lens.command and lens.command.title == "run its scenarios")
    result = await client.workspace_execute_command_async(lsp.ExecuteCommandParams(
        command=scenarios.command, arguments=scenarios.arguments))
    assert "3 passed, 0 failed" in result
    assert any("3 passed" in m.message for m in client.messages)


async def test_bad_input_never_kills_the_server(client: LanguageClient, folder: Path) -> None:
    binary = bytes(range(256)).decode("latin-1") * 4
    uri = _open(client, folder / "rules" / "binary.lopti", binary)
    assert await _diagnostics(client, uri)
    huge = _open(client, folder / "rules" / "huge.lopti", ACE * (1_100_000 // len(ACE)))
    assert "LP926" in [d.code for d in await _diagnostics(client, huge)]
    bad = await client.workspace_execute_command_async(lsp.ExecuteCommandParams(
        command="lopti.simulate", arguments=[1, 2, 3]))
    assert "needs a document URI" in bad
    hover = await client.text_document_hover_async(lsp.HoverParams(
        lsp.TextDocumentIdentifier(uri), lsp.Position(10_000, 5)))
    assert hover is None
    # still alive: a fresh document gets its diagnostics
    clean = _open(client, folder / "rules" / "ace-high-only.lopti", ACE)
    assert await _diagnostics(client, clean) == []


async def test_one_gate_the_final_verdict_arrives_after_the_static_checks(
        client: LanguageClient, folder: Path) -> None:
    """As you type: the gate's static checks (``source`` "lopti (static)"); on open and
    save the final verdict (the play judges too) follows in the background: a book that
    keeps games from ending gets LP504 with its witness (issue 29, R-CUSTOM-3)."""
    text = (ROOT / "examples" / "rejected" / "recycle-cleared.lopti").read_text(
        encoding="utf-8")
    uri = _open(client, folder / "recycle.lopti", text)
    found = await _diagnostics(client, uri, ["LP504"], timeout=120)
    final = [d for d in found if d.code == "LP504"]
    assert final and final[0].source == "lopti" and "witness" in final[0].message
