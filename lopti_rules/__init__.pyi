"""The public names of ``lopti_rules``, listed once.

Typed here for mypy; ``__init__.py`` loads the same names lazily (lazy_loader).
"""

__version__: str

from .engine import Game as Game
from .engine import IllegalMove as IllegalMove
from .engine import Move as Move
from .engine import SetupError as SetupError
from .engine import parse_move as parse_move
from .engine.baserules import OFFICIAL as OFFICIAL
from .engine.baserules import BaseRules as BaseRules
from .engine.bots import make_bot as make_bot
from .engine.bus import EventBus as EventBus
from .engine.cards import card_str as card_str
from .engine.cards import parse_card as parse_card
from .engine.cards import parse_rank as parse_rank
from .engine.cards import rank_str as rank_str
from .engine.events import EVENT_NAMES as EVENT_NAMES
from .errors import InputError as InputError
from .errors import LoptiError as LoptiError
from .language import CompiledBook as CompiledBook
from .language import CompileError as CompileError
from .language import Diagnostic as Diagnostic
from .language import LintResult as LintResult
from .language import RuleSyntaxError as RuleSyntaxError
from .language import lint_paths as lint_paths
from .language import lint_text as lint_text
from .language import parse as parse
from .language import python_source as python_source
from .play import RuleRuntime as RuleRuntime
from .play import bot_agents as bot_agents
from .pythons import SUPPORTED_PYTHON as SUPPORTED_PYTHON
from .pythons import python_support as python_support
from .sandbox import HookStopped as HookStopped
from .sandbox import SandboxError as SandboxError
from .sandbox import SandboxPolicy as SandboxPolicy
from .sandbox import compile_rule as compile_rule
from .sandbox import run_hook as run_hook
from .sessions import Archive as Archive
from .sessions import ArchiveError as ArchiveError
from .sessions import Session as Session
from .sessions import SessionError as SessionError
from .tools import GameLog as GameLog
from .tools import RuleSet as RuleSet
from .tools import Scenario as Scenario
from .tools import ScenarioResult as ScenarioResult
from .tools import Verdict as Verdict
from .tools import compile_book as compile_book
from .tools import compile_text as compile_text
from .tools import judge as judge
from .tools import load_rules as load_rules
from .tools import load_scenarios as load_scenarios
from .tools import replay as replay
from .tools import replay_rules as replay_rules
from .tools import run_scenario as run_scenario
from .tools import simulate as simulate
from .tools import simulate_rules as simulate_rules
from .tools import simulation_warnings as simulation_warnings
