"""The sandbox: the fences house-rule code runs behind, the views it reads, the effects it returns.

Stage 2 of the pipeline (docs/architecture.md): it needs nothing of the rule
language (views in, effects out), so the language's compiler and limits sit above it.
One policy object carries every limit (:mod:`.policy`); checking generated Python
(:mod:`.check`), compiling it and running its hooks (:mod:`.run`) are the entries.
"""

from .check import CodeProblem as CodeProblem
from .check import SandboxError as SandboxError
from .check import check_generated as check_generated
from .check import nesting_depth as nesting_depth
from .check import parse_generated as parse_generated
from .check import py_name as py_name
from .check import py_str_literal as py_str_literal
from .check import source_line as source_line
from .cost import hook_bound as hook_bound
from .effects import MAX_CARDS as MAX_CARDS
from .eventview import EventView as EventView
from .eventview import acting_seat as acting_seat
from .eventview import event_view as event_view
from .inline import POINTS as POINTS
from .inline import at_point as at_point
from .inline import cannot_raise as cannot_raise
from .inline import compile_handlers as compile_handlers
from .inline import on_values as on_values
from .inline import reads_payload as reads_payload
from .lazyviews import RULE_SLOTS as RULE_SLOTS
from .lazyviews import LazyEventView as LazyEventView
from .lazyviews import LazyRuleView as LazyRuleView
from .lazyviews import LazyTableView as LazyTableView
from .lazyviews import Ring as Ring
from .lazyviews import Views as Views
from .lazyviews import attributes_read as attributes_read
from .lazyviews import player_slots_read as player_slots_read
from .lazyviews import ring_of as ring_of
from .lazyviews import views_of as views_of
from .policy import ALLOWED_AST_NODES as ALLOWED_AST_NODES
from .policy import BUILTIN_NAMES as BUILTIN_NAMES
from .policy import DEFAULT_POLICY as DEFAULT_POLICY
from .policy import EFFECT_NAMES as EFFECT_NAMES
from .policy import FUEL as FUEL
from .policy import HELPER_NAMES as HELPER_NAMES
from .policy import HOOK_PARAMETERS as HOOK_PARAMETERS
from .policy import SAFE_ATTRIBUTES as SAFE_ATTRIBUTES
from .policy import SandboxPolicy as SandboxPolicy
from .policy import StrictPolicy as StrictPolicy
from .policy import with_seats as with_seats
from .prefilter import KEY_NAMES as KEY_NAMES
from .prefilter import constant_effects as constant_effects
from .prefilter import memo_key_expr as memo_key_expr
from .prefilter import precheck_expr as precheck_expr
from .run import CompiledHook as CompiledHook
from .run import CompiledRule as CompiledRule
from .run import CostBudget as CostBudget
from .run import HookStopped as HookStopped
from .run import compile_rule as compile_rule
from .run import run_hook as run_hook
from .view import PlayerView as PlayerView
from .view import RuleView as RuleView
from .view import TableView as TableView
from .view import game_view as game_view
from .view import player_at as player_at
