"""The public names of ``lopti_rules.tools.scenario``, listed once.

Typed here for mypy; ``__init__.py`` loads the same names lazily (lazy_loader).
"""

from .expect import EXPECT_KEYS as EXPECT_KEYS
from .expect import Check as Check
from .expect import Mismatch as Mismatch
from .expect import evaluate as evaluate
from .expect import event_fields as event_fields
from .expect import expectation_keys as expectation_keys
from .junit import to_junit as to_junit
from .load import load_file as load_file
from .load import load_scenarios as load_scenarios
from .load import load_text as load_text
from .load import scenario_files as scenario_files
from .model import Decision as Decision
from .model import Scenario as Scenario
from .model import ScenarioResult as ScenarioResult
from .model import Table as Table
from .reader import Locator as Locator
from .rules import RuleFileError as RuleFileError
from .rules import RulesUnavailable as RulesUnavailable
from .rules import ScriptedChoice as ScriptedChoice
from .rules import runtime_available as runtime_available
from .run import build_game as build_game
from .run import run_scenario as run_scenario
from .run import select as select
