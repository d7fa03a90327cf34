"""The language server (``lopti lsp``): diagnostics, hover, completion, fixes over LSP.

Needs the ``lsp`` extra (pygls, lsprotocol) only for :func:`serve`; the helpers it
wires up (the workspace book, hover texts, completion, fixes, outline, code lenses)
are plain Python over the language and tools stages.


The public names are listed once, in ``__init__.pyi`` beside this file: mypy reads
them there, and ``lazy_loader`` loads each on first use (SPEC 1), so a command pays only
for the stages it uses.
"""

from .. import lazyapi

__getattr__, __dir__, __all__ = lazyapi.attach(__name__, __file__)
