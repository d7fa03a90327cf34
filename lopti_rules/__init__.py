"""lopti-rules: the rule-scripting language and house-rule sandbox for Lopti.

The names users need are re-exported here; the CLI and examples import only these.
Heavy parts (the Lark grammar, the engine, the archive) load on first use, so
``import lopti_rules`` stays cheap.

The public names are listed once, in ``__init__.pyi`` beside this file (mypy reads them
there; ``lazy_loader`` loads each on first use), like every stage's API.
"""

from . import lazyapi

__version__ = "0.1.0"

__getattr__, __dir__, __all__ = lazyapi.attach(__name__, __file__)
