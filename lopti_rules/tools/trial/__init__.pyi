"""The public names of ``lopti_rules.tools.trial``, listed once.

Typed here for mypy; ``__init__.py`` loads the same names lazily (lazy_loader).
"""

from .config import DEFAULT as DEFAULT
from .config import QUICK as QUICK
from .config import TrialConfig as TrialConfig
from .core import TrialVerdict as TrialVerdict
from .core import run_trial as run_trial
from .entry import judge as judge
