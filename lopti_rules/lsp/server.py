"""``lopti lsp``: the language server over stdio (pygls), wiring the pure helpers to LSP.

Diagnostics for the whole book as you type (debounced: a burst of changes is linted
once, ``debounceMs`` in the client's initialization options, 150 ms by default): the
gate's static checks, marked ``source: "lopti (static)"`` because they are not the final
verdict. When a file is opened or saved, the gate's final verdict (the play judges
too, ``tools.judge``) is made in a background thread and its diagnostics, marked
``source: "lopti"``, replace the static ones when it arrives, if the book has not
changed meanwhile (a verdict still waiting for the worker when its book changes or
closes is not made at all); a kept final verdict is shown at once. The verdict's worker
is a daemon thread: ``exit`` ends the server at once, even in the middle of a verdict.
Workspace folders added or removed (``workspace/didChangeWorkspaceFolders``, a
multi-root workspace) change the books. Hover, completion, formatting
(``lopti fmt``, of the document or of a range), quick fixes, document symbols, folding
ranges and code lenses ("simulate 500 games", "run its scenarios") whose results come
back as a message. Every handler turns a failure into an empty answer or a message, so
bad input never stops the server.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

from lsprotocol import types as lsp
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path, to_fs_path

from .. import i18n
from ..errors import LoptiError
from ..language import (
    Diagnostic,
    LintResult,
    Tongue,
    format_text,
    localized_text,
    localized_witness,
    tongue,
)
from ..tools import Verdict, judge
from .book import Workspace, diagnostics_by_file
from .complete import complete as complete_at
from .fixes import fixes
from .hover import hover_text
from .lenses import GAMES, run_scenarios, simulate_rule
from .outline import folding_ranges, symbols
from .positions import from_utf16, lines_of, lsp_position, to_utf16
from .rangefmt import range_edits

log = logging.getLogger(__name__)
DEBOUNCE_SECONDS = 0.15
SIMULATE = "lopti.simulate"
SCENARIOS = "lopti.runScenarios"
_KINDS = {"keyword": lsp.CompletionItemKind.Keyword, "event": lsp.CompletionItemKind.Event,
          "attribute": lsp.CompletionItemKind.Property, "role": lsp.CompletionItemKind.Variable,
          "action": lsp.CompletionItemKind.Function, "rank": lsp.CompletionItemKind.Constant,
          "count": lsp.CompletionItemKind.Value, "snippet": lsp.CompletionItemKind.Snippet}


def _version() -> str:
    try:
        return version("lopti-rules")
    except PackageNotFoundError:
        return "0"


def uri_path(uri: str) -> Path:
    """The file path of a ``file:`` URI (other schemes become a path named by the URI)."""
    path = to_fs_path(uri)
    return Path(path) if path else Path(uri)


#: the ``source`` of a diagnostic of the gate's final verdict, and of its static checks
FINAL_SOURCE, STATIC_SOURCE = "lopti", "lopti (static)"


def to_lsp(text_lines: list[str], d: Diagnostic, source: str = FINAL_SOURCE,
           words: Tongue | None = None) -> lsp.Diagnostic:
    """A lint diagnostic as LSP's: 0-based UTF-16 range, severity, code, rule and hint;
    ``source`` says whether it comes from the final verdict or the static checks,
    ``words`` the file's rule language (``language.tongue``)."""
    start = lsp_position(text_lines, d.line, d.column)
    if d.end_line >= d.line and (d.end_line, d.end_column) > (d.line, d.column):
        end = lsp_position(text_lines, d.end_line, d.end_column)
    else:
        row = start[0]
        end = (row, to_utf16(text_lines[row], len(text_lines[row].rstrip()))
               if row < len(text_lines) else start[1])
        end = max(end, (start[0], start[1] + 1))
    # in the client's language (initialize's locale), the rule code it quotes in the
    # file's keywords (``said``: a German rule's 'der gewinner zieht 0 karten')
    said, hint = words.text(d) if words is not None else localized_text(d)
    message = f"{said} ({d.rule_ref})"
    if hint:
        message += "\n" + i18n.gettext("hint: {hint}").format(hint=hint)
    if d.witness:
        message += "\n" + i18n.gettext("witness:") + "\n" + localized_witness(d)
    return lsp.Diagnostic(
        range=lsp.Range(lsp.Position(*start), lsp.Position(*end)),
        message=message, source=source, code=d.code,
        severity=lsp.DiagnosticSeverity.Error if d.severity == "error"
        else lsp.DiagnosticSeverity.Warning)


class JudgeWorker:
    """One daemon thread that makes the final verdicts, one at a time (so a book asked
    for twice is judged once: the gate keeps the verdict). A daemon, unlike a
    ``ThreadPoolExecutor``'s worker, which the interpreter waits for at exit: an editor
    that stops the server does not wait for a trial nobody will read."""

    def __init__(self) -> None:
        self.jobs: queue.SimpleQueue[tuple[Future[Verdict], Callable[[], Verdict]]] = (
            queue.SimpleQueue())
        self.thread: threading.Thread | None = None

    def submit(self, job: Callable[[], Verdict]) -> Future[Verdict]:
        future: Future[Verdict] = Future()
        self.jobs.put((future, job))
        if self.thread is None:
            self.thread = threading.Thread(target=self._work, name="lopti-judge", daemon=True)
            self.thread.start()
        return future

    def _work(self) -> None:
        while True:
            future, job = self.jobs.get()
            if not future.set_running_or_notify_cancel():
                continue  # cancelled while it waited: its book changed or closed
            try:
                future.set_result(job())
            except BaseException as exc:  # noqa: BLE001 - handed to the future's callback
                future.set_exception(exc)


class LoptiServer(LanguageServer):
    """The server's state: the workspace book, the last diagnostics, pending lint runs."""

    def __init__(self) -> None:
        super().__init__("lopti", _version())
        self.book = Workspace()
        self.debounce = DEBOUNCE_SECONDS
        #: path -> (text, diagnostics) of the last lint, for quick fixes
        self.last: dict[Path, tuple[str, list[Diagnostic]]] = {}
        self.published: dict[str, list[lsp.Diagnostic]] = {}
        #: path -> its URI; path -> (text, source, diagnostics) and their LSP form
        self.uris: dict[Path, str] = {}
        self.converted: dict[Path, tuple[tuple[str, str, tuple[Diagnostic, ...]],
                                         list[lsp.Diagnostic]]] = {}
        self.pending: dict[Path | None, asyncio.TimerHandle] = {}
        #: one worker for the final verdicts (books judged one at a time); a verdict still
        #: waiting, by book: cancelled when the book changes again or closes
        self.judges = JudgeWorker()
        self.waiting: dict[Path | None, Future[Verdict]] = {}

    def text_of(self, uri: str) -> str:
        """The editor's text of ``uri`` (the file's when it is not open)."""
        path = uri_path(uri)
        return self.book.text(path)

    def diagnose(self, path: Path, verdict: Verdict | None = None
                 ) -> dict[str, list[lsp.Diagnostic]]:
        """The LSP diagnostics of each file of the book of ``path``, by URI: of
        ``verdict``, else of the book judged as you type (``Workspace.verdict``)."""
        if verdict is None:
            verdict = self.book.verdict(path)
        return self._diagnostics(verdict.results, FINAL_SOURCE if verdict.final
                                 else STATIC_SOURCE)

    def _diagnostics(self, results: tuple[LintResult, ...], source: str
                     ) -> dict[str, list[lsp.Diagnostic]]:
        out: dict[str, list[lsp.Diagnostic]] = {}
        for file, (text, diags) in diagnostics_by_file(list(results)).items():
            self.last[file] = (text, diags)
            uri = self.uris.get(file)
            if uri is None:
                uri = self.uris[file] = from_fs_path(str(file)) or str(file)
            # an edit changes one file's diagnostics: the others' are the ones sent before
            key = (text, source, tuple(diags))
            kept = self.converted.get(file)
            if kept is None or kept[0] != key:
                text_lines, words = lines_of(text), tongue(text) if diags else None
                kept = self.converted[file] = (key, [to_lsp(text_lines, d, source, words)
                                                     for d in diags])
            out[uri] = list(kept[1])
        return out

    def publish(self, path: Path, verdict: Verdict | None = None) -> None:
        """Judge now (as you type, or ``verdict``) and publish what changed."""
        try:
            found = self.diagnose(path, verdict)
        except Exception:  # noqa: BLE001 - the server outlives any input
            log.exception("lint failed for %s", path)
            return
        for uri, diags in found.items():
            if self.published.get(uri) != diags:
                self.published[uri] = diags
                self.text_document_publish_diagnostics(
                    lsp.PublishDiagnosticsParams(uri=uri, diagnostics=diags))

    def judge_later(self, path: Path) -> None:
        """Make the gate's final verdict on the book of ``path`` in the background, and
        publish it when it arrives if the book is still the one judged."""
        files = self.book.files(path)
        key = self.book.folder_of(path) or path
        loop = asyncio.get_running_loop()

        def done(future: Future[Verdict]) -> None:
            if self.waiting.get(key) is future:
                del self.waiting[key]
            if future.cancelled():
                return  # the book changed or closed before its turn came
            if future.exception() is not None:
                log.error("the final verdict failed for %s: %r", path, future.exception())
                return
            if self.book.files(path) == files:  # else a newer edit is on its way
                self.publish(path, future.result())

        def hand_over(future: Future[Verdict]) -> None:  # in the worker thread
            try:
                loop.call_soon_threadsafe(done, future)
            except RuntimeError:  # the loop has closed: the server is shutting down
                pass

        self.forget(path)
        future = self.judges.submit(lambda: judge(files))
        self.waiting[key] = future
        future.add_done_callback(hand_over)

    def forget(self, path: Path) -> None:
        """The book of ``path`` changed or closed: a final verdict on its old texts that
        is still waiting for the worker is not made (one being made runs to its end and
        is dropped by ``judge_later``'s check)."""
        waiting = self.waiting.pop(self.book.folder_of(path) or path, None)
        if waiting is not None:
            waiting.cancel()

    def schedule(self, path: Path) -> None:
        """Lint the book of ``path`` once the edits pause (debounced per book)."""
        key = self.book.folder_of(path) or path
        old = self.pending.pop(key, None)
        if old is not None:
            old.cancel()
        if self.debounce <= 0:
            self.publish(path)
            return
        loop = asyncio.get_running_loop()
        self.pending[key] = loop.call_later(self.debounce, self._run, key, path)

    def _run(self, key: Path, path: Path) -> None:
        self.pending.pop(key, None)
        self.publish(path)

    def sync(self, uri: str, *, final: bool = False) -> None:
        """Take the editor's text of ``uri`` into the book and schedule a lint; ``final``
        (opened or saved): the final verdict too, in the background."""
        path = uri_path(uri)
        self.book.open_texts[path] = self.workspace.get_text_document(uri).source
        self.forget(path)
        self.schedule(path)
        if final:
            self.judge_later(path)


server = LoptiServer()


@server.feature(lsp.INITIALIZE)
def initialize(ls: LoptiServer, params: lsp.InitializeParams) -> None:
    folders = [f.uri for f in params.workspace_folders or []]
    if not folders and params.root_uri:
        folders = [params.root_uri]
    ls.book.folders = [uri_path(u).resolve() for u in folders]
    options = params.initialization_options
    if isinstance(options, dict) and isinstance(options.get("debounceMs"), (int, float)):
        ls.debounce = max(0.0, float(options["debounceMs"]) / 1000)
    client = i18n.language_of(params.locale or "")
    if client is not None and not i18n.chosen():  # --lang or LOPTI_LANG win
        i18n.use(client)


@server.feature(lsp.WORKSPACE_DID_CHANGE_WORKSPACE_FOLDERS)
def folders_changed(ls: LoptiServer, params: lsp.DidChangeWorkspaceFoldersParams) -> None:
    """A folder added to or removed from the workspace (a multi-root workspace): each
    folder is a book of its own; an open document of a removed folder is a book alone."""
    removed = {uri_path(f.uri).resolve() for f in params.event.removed}
    for folder in removed:
        for path in list(ls.book.open_texts):
            if path.is_relative_to(folder):
                ls.forget(path)
    kept = [f for f in ls.book.folders if f not in removed]
    ls.book.folders = kept + [p for p in (uri_path(f.uri).resolve()
                                          for f in params.event.added) if p not in kept]


@server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: LoptiServer, params: lsp.DidOpenTextDocumentParams) -> None:
    ls.sync(params.text_document.uri, final=True)


@server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: LoptiServer, params: lsp.DidChangeTextDocumentParams) -> None:
    ls.sync(params.text_document.uri)


@server.feature(lsp.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: LoptiServer, params: lsp.DidSaveTextDocumentParams) -> None:
    ls.sync(params.text_document.uri, final=True)


@server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: LoptiServer, params: lsp.DidCloseTextDocumentParams) -> None:
    path = uri_path(params.text_document.uri)
    ls.forget(path)
    ls.book.open_texts.pop(path, None)
    if ls.book.folder_of(path) is None:  # a lone file: its diagnostics go with it
        ls.published.pop(params.text_document.uri, None)
        ls.text_document_publish_diagnostics(
            lsp.PublishDiagnosticsParams(uri=params.text_document.uri, diagnostics=[]))
    else:
        ls.schedule(path)


def _line(ls: LoptiServer, uri: str, row: int) -> tuple[list[str], str]:
    text_lines = lines_of(ls.text_of(uri))
    return text_lines, text_lines[row] if 0 <= row < len(text_lines) else ""


@server.feature(lsp.TEXT_DOCUMENT_HOVER)
def hover(ls: LoptiServer, params: lsp.HoverParams) -> lsp.Hover | None:
    _, line = _line(ls, params.text_document.uri, params.position.line)
    found = hover_text(line, from_utf16(line, params.position.character))
    if found is None:
        return None
    text, start, end = found
    row = params.position.line
    return lsp.Hover(
        contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=text),
        range=lsp.Range(lsp.Position(row, to_utf16(line, start)),
                        lsp.Position(row, to_utf16(line, end))))


@server.feature(lsp.TEXT_DOCUMENT_COMPLETION,
                lsp.CompletionOptions(trigger_characters=[" ", "."]))
def completion(ls: LoptiServer, params: lsp.CompletionParams) -> lsp.CompletionList:
    text_lines, line = _line(ls, params.text_document.uri, params.position.line)
    column = from_utf16(line, params.position.character)
    head = line[:column]
    typed = len(head) - len(head.rstrip("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                        "0123456789_."))
    row = params.position.line
    span = lsp.Range(lsp.Position(row, to_utf16(line, column - typed)), params.position)
    items = [lsp.CompletionItem(label=i.label, kind=_KINDS.get(i.kind), detail=i.detail,
                                text_edit=lsp.TextEdit(span, i.label), sort_text=f"{n:03d}")
             for n, i in enumerate(complete_at(text_lines, row, column))]
    return lsp.CompletionList(is_incomplete=False, items=items)


def _formatted(ls: LoptiServer, uri: str) -> tuple[str, str | None]:
    """The open text of ``uri`` and what ``lopti fmt`` makes of it; None for a file that
    does not parse (it keeps its text; its diagnostics say why)."""
    text = ls.text_of(uri)
    try:
        return text, format_text(text, str(uri_path(uri)))
    except LoptiError:
        return text, None


@server.feature(lsp.TEXT_DOCUMENT_FORMATTING)
def formatting(ls: LoptiServer, params: lsp.DocumentFormattingParams) -> list[lsp.TextEdit]:
    text, new = _formatted(ls, params.text_document.uri)
    if new is None or new == text:
        return []
    text_lines = lines_of(text)
    end = lsp.Position(len(text_lines) - 1, to_utf16(text_lines[-1], len(text_lines[-1])))
    return [lsp.TextEdit(lsp.Range(lsp.Position(0, 0), end), new)]


@server.feature(lsp.TEXT_DOCUMENT_RANGE_FORMATTING)
def range_formatting(ls: LoptiServer, params: lsp.DocumentRangeFormattingParams
                     ) -> list[lsp.TextEdit]:
    """``lopti fmt`` on the selected lines only (rangefmt.py): the rest stays as it is."""
    text, new = _formatted(ls, params.text_document.uri)
    if new is None:
        return []
    last = params.range.end.line
    if params.range.end.character == 0 and last > params.range.start.line:
        last -= 1  # a selection of whole lines ends at the start of the next
    return [lsp.TextEdit(lsp.Range(lsp.Position(e.start, 0), lsp.Position(e.end, 0)), e.text)
            for e in range_edits(text, new, params.range.start.line, last)]


@server.feature(lsp.TEXT_DOCUMENT_CODE_ACTION,
                lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix]))
def code_action(ls: LoptiServer, params: lsp.CodeActionParams) -> list[lsp.CodeAction]:
    uri = params.text_document.uri
    path = uri_path(uri)
    text = ls.text_of(uri)
    known = ls.last.get(path)
    if known is None or known[0] != text:
        ls.publish(path)
        known = ls.last.get(path, (text, []))
    text_lines = lines_of(text)
    first, last = params.range.start.line, params.range.end.line
    actions = []
    for d in known[1]:
        if not first <= d.line - 1 <= last:
            continue
        lsp_diag = to_lsp(text_lines, d, words=tongue(text))
        for fix in fixes(text_lines, d):
            line = text_lines[fix.row]
            edit = lsp.TextEdit(lsp.Range(lsp.Position(fix.row, to_utf16(line, fix.start)),
                                          lsp.Position(fix.row, to_utf16(line, fix.end))),
                                fix.text)
            actions.append(lsp.CodeAction(
                title=fix.title, kind=lsp.CodeActionKind.QuickFix, diagnostics=[lsp_diag],
                is_preferred=fix.preferred, edit=lsp.WorkspaceEdit(changes={uri: [edit]})))
    return actions


def _range(text_lines: list[str], row: int, start: int, end: int) -> lsp.Range:
    line = text_lines[row] if row < len(text_lines) else ""
    return lsp.Range(lsp.Position(row, to_utf16(line, start)),
                     lsp.Position(row, to_utf16(line, end)))


@server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
def document_symbols(ls: LoptiServer, params: lsp.DocumentSymbolParams
                     ) -> list[lsp.DocumentSymbol]:
    text_lines = lines_of(ls.text_of(params.text_document.uri))
    out = []
    for rule in symbols(text_lines):
        hooks = [lsp.DocumentSymbol(
            name=h.name, kind=lsp.SymbolKind.Event,
            range=lsp.Range(lsp.Position(h.start, 0),
                            lsp.Position(h.end, to_utf16(text_lines[h.end],
                                                         len(text_lines[h.end])))),
            selection_range=_range(text_lines, h.start, h.name_start, h.name_end))
            for h in rule.children]
        out.append(lsp.DocumentSymbol(
            name=rule.name, kind=lsp.SymbolKind.Class, detail="rule",
            range=lsp.Range(lsp.Position(rule.start, 0),
                            lsp.Position(rule.end, to_utf16(text_lines[rule.end],
                                                            len(text_lines[rule.end])))),
            selection_range=_range(text_lines, rule.start, rule.name_start, rule.name_end),
            children=hooks))
    return out


@server.feature(lsp.TEXT_DOCUMENT_FOLDING_RANGE)
def folding(ls: LoptiServer, params: lsp.FoldingRangeParams) -> list[lsp.FoldingRange]:
    text_lines = lines_of(ls.text_of(params.text_document.uri))
    return [lsp.FoldingRange(start_line=a, end_line=b) for a, b in folding_ranges(text_lines)]


@server.feature(lsp.TEXT_DOCUMENT_CODE_LENS)
def code_lens(ls: LoptiServer, params: lsp.CodeLensParams) -> list[lsp.CodeLens]:
    uri = params.text_document.uri
    text_lines = lines_of(ls.text_of(uri))
    out = []
    for rule in symbols(text_lines):
        span = _range(text_lines, rule.start, 0, rule.name_end)
        out.append(lsp.CodeLens(span, lsp.Command(title=f"simulate {GAMES} games",
                                                  command=SIMULATE, arguments=[uri, rule.name])))
        out.append(lsp.CodeLens(span, lsp.Command(title="run its scenarios", command=SCENARIOS,
                                                  arguments=[uri, rule.name])))
    return out


def _tell(ls: LoptiServer, text: str, failed: bool = False) -> str:
    kind = lsp.MessageType.Warning if failed else lsp.MessageType.Info
    ls.window_show_message(lsp.ShowMessageParams(type=kind, message=text))
    return text


def _args(args: tuple[Any, ...]) -> tuple[str, str] | None:
    """(document URI, rule name) of a command's arguments, given flat or as one list."""
    flat = list(args[0]) if len(args) == 1 and isinstance(args[0], list) else list(args)
    if len(flat) == 2 and all(isinstance(a, str) for a in flat):
        return flat[0], flat[1]
    return None


@server.command(SIMULATE)
def simulate_command(ls: LoptiServer, *args: Any) -> str:
    got = _args(args)
    if got is None:
        return _tell(ls, "lopti.simulate needs a document URI and a rule name", True)
    uri, name = got
    try:
        return _tell(ls, simulate_rule(str(uri_path(uri)), ls.text_of(uri), name))
    except Exception as exc:  # noqa: BLE001 - a message, not a dead server
        return _tell(ls, f"simulation failed: {type(exc).__name__}: {exc}", True)


@server.command(SCENARIOS)
def scenarios_command(ls: LoptiServer, *args: Any) -> str:
    got = _args(args)
    if got is None:
        return _tell(ls, "lopti.runScenarios needs a document URI and a rule name", True)
    uri, name = got
    path = uri_path(uri).resolve()
    folder = ls.book.folder_of(path) or path.parent
    try:
        return _tell(ls, run_scenarios(folder, path, name))
    except Exception as exc:  # noqa: BLE001 - a message, not a dead server
        return _tell(ls, f"scenarios failed: {type(exc).__name__}: {exc}", True)


def serve() -> None:
    """Run the server over stdin and stdout until the client says exit."""
    server.start_io()
