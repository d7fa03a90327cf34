"""The hatch build hook: compile the message catalogs into the wheel.

Each ``lopti_rules/i18n/locale/<lang>/LC_MESSAGES/lopti.po`` becomes a ``lopti.mo`` beside
it in the wheel (Babel, as ``pybabel compile`` does), so an installed lopti reads compiled
catalogs; the ``.mo`` files are not kept in the repository (.gitignore). An editable
install gets none: ``lopti_rules.i18n`` then compiles the ``.po`` in memory.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CatalogsHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version == "editable":
            return
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        locale = Path(self.root) / "lopti_rules" / "i18n" / "locale"
        self._out = tempfile.TemporaryDirectory(prefix="lopti-mo-")
        for po in sorted(locale.glob("*/LC_MESSAGES/lopti.po")):
            relative = po.relative_to(self.root).with_suffix(".mo")
            mo = Path(self._out.name) / relative
            mo.parent.mkdir(parents=True, exist_ok=True)
            with po.open("rb") as fp:
                catalog = read_po(fp)
            with mo.open("wb") as fp:
                write_mo(fp, catalog)
            build_data["force_include"][str(mo)] = relative.as_posix()

    def finalize(self, version: str, build_data: dict[str, Any],
                 artifact_path: str) -> None:
        out = getattr(self, "_out", None)
        if out is not None:
            out.cleanup()
