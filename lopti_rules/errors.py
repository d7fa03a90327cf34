"""The exception hierarchy: every failure a user can cause is a LoptiError."""

from __future__ import annotations


class LoptiError(Exception):
    """Base of every error lopti-rules raises on purpose.

    The CLI turns any ``LoptiError`` into a one-line message and exit code 2
    (``exit_code`` may say otherwise); anything else reaching the CLI is a bug.
    """

    exit_code: int = 2


class InputError(LoptiError):
    """Input from a file is malformed; carries where (``source``, ``line``, ``column``)."""

    def __init__(
        self,
        message: str,
        *,
        source: str | None = None,
        line: int | None = None,
        column: int | None = None,
    ) -> None:
        self.message = message
        self.source = source
        self.line = line
        self.column = column
        super().__init__(self.__str__())

    def __str__(self) -> str:
        where = ""
        if self.source is not None:
            where = self.source
            if self.line is not None:
                where += f":{self.line}"
                if self.column is not None:
                    where += f":{self.column}"
            where += ": "
        return f"{where}{self.message}"
