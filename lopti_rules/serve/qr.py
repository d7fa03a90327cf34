"""The join link as a QR code: drawn in the terminal and as SVG on the page (segno).

``segno`` (pure Python, no dependencies) computes the code's matrix; both drawings are
made here from that matrix, module by module, so a test can read them back into the
matrix and compare it with the one segno makes for the link. The page's SVG is plain
markup (no script, nothing fetched); the terminal drawing uses half-block characters,
two rows of modules per line, light on dark as a phone's camera reads it.
"""

from __future__ import annotations

from markupsafe import Markup

#: a quiet zone of this many modules round the code (the standard asks for four)
QUIET = 4


def qr_matrix(text: str) -> list[list[bool]]:
    """The QR code of ``text`` (error correction M) as rows of dark modules, no border."""
    import segno

    code = segno.make(text, error="m", micro=False)
    return [[bool(cell) for cell in row] for row in code.matrix]


def _bordered(text: str) -> list[list[bool]]:
    rows = qr_matrix(text)
    width = len(rows[0]) + 2 * QUIET
    blank = [[False] * width for _ in range(QUIET)]
    return blank + [[False] * QUIET + row + [False] * QUIET for row in rows] + \
        [list(r) for r in blank]


def qr_terminal(text: str) -> str:
    """The code for a terminal: each line two rows of modules (dark modules as spaces)."""
    rows = _bordered(text)
    if len(rows) % 2:
        rows.append([False] * len(rows[0]))
    # light modules are drawn (a terminal's text is light on dark): upper, lower or both
    glyph = {(True, True): " ", (False, True): "\u2580", (True, False): "\u2584",
             (False, False): "\u2588"}
    return "\n".join("".join(glyph[(top[i], low[i])] for i in range(len(top)))
                     for top, low in zip(rows[::2], rows[1::2], strict=True))


def qr_svg(text: str, *, label: str = "QR code of the join link") -> Markup:
    """The code as inline SVG: one path of unit squares on a white quiet zone."""
    from html import escape

    rows = qr_matrix(text)
    size = len(rows) + 2 * QUIET
    path = "".join(f"M{x + QUIET} {y + QUIET}h1v1h-1z"
                   for y, row in enumerate(rows) for x, dark in enumerate(row) if dark)
    return Markup(f'<svg class="qr" viewBox="0 0 {size} {size}" role="img" '
                  'xmlns="http://www.w3.org/2000/svg" shape-rendering="crispEdges">'
                  f'<title>{escape(label)}</title>'
                  f'<rect width="{size}" height="{size}" fill="#fff"/>'
                  f'<path d="{path}" fill="#000"/></svg>')
