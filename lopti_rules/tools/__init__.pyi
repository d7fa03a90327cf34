"""The public names of ``lopti_rules.tools``, listed once.

Typed here for mypy; ``__init__.py`` loads the same names lazily (lazy_loader).
"""

from .audit import audit as audit
from .bookgate import STATIC_ONLY as STATIC_ONLY
from .bookgate import Verdict as Verdict
from .eventtext import event_dict as event_dict
from .eventtext import event_text as event_text
from .gamelog import GameLog as GameLog
from .gate import PLAY_JUDGES as PLAY_JUDGES
from .gate import compile_book as compile_book
from .gate import compile_files as compile_files
from .gate import compile_text as compile_text
from .gate import judge as judge
from .gate import judge_sources as judge_sources
from .gate import kept as kept
from .gate import load_rules as load_rules
from .gate import load_scenarios as load_scenarios
from .parallel import default_jobs as default_jobs
from .playback import Divergence as Divergence
from .playback import RuleReplay as RuleReplay
from .playback import header_rules as header_rules
from .playback import replay as replay
from .playback import replay_rules as replay_rules
from .playback import run as run
from .recording import game_count as game_count
from .recording import game_numbers as game_numbers
from .recording import game_text as game_text
from .recording import is_record as is_record
from .recording import is_single_file as is_single_file
from .rulebooks import RuleSet as RuleSet
from .rulebooks import play_bot_game as play_bot_game
from .rulebooks import python_book as python_book
from .scenario import Mismatch as Mismatch
from .scenario import Scenario as Scenario
from .scenario import ScenarioResult as ScenarioResult
from .scenario import run_scenario as run_scenario
from .scenario import select as select
from .scenario import to_junit as to_junit
from .simulation import WARNINGS as WARNINGS
from .simulation import RuleFigures as RuleFigures
from .simulation import RulesReport as RulesReport
from .simulation import Running as Running
from .simulation import SimulateError as SimulateError
from .simulation import SimulationWarning as SimulationWarning
from .simulation import Summary as Summary
from .simulation import simulate as simulate
from .simulation import simulate_rules as simulate_rules
from .simulation import simulation_warnings as simulation_warnings
from .stats import Histogram as Histogram
from .stats import Interval as Interval
from .stats import mean_interval as mean_interval
from .stats import wilson as wilson
from .studies import Study as Study
from .studies import study as study
