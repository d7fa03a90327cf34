"""``lopti lsp``: start the language server on stdin and stdout (the ``lsp`` extra)."""

from __future__ import annotations

import importlib.util

import click

from ..errors import InputError
from ..i18n import gettext as _


@click.command("lsp")
@click.option("--stdio", is_flag=True, help="Talk over stdin and stdout (the default, and "
              "the only transport).")
def lsp(stdio: bool) -> None:
    """Run the Lopti language server for editors (docs/editors.md)."""
    if importlib.util.find_spec("pygls") is None or importlib.util.find_spec("lsprotocol") is None:
        raise InputError(_("the language server needs the lsp extra: "
                           "pip install 'lopti-rules[lsp]'"))
    from ..lsp import serve

    serve()
