"""What a hook call spent as the sandbox's meter counts it (a budget is charged the
hook's price instead, issue 28: tests of the static bound compare it with this)."""

from __future__ import annotations

from lopti_rules.sandbox import CompiledHook


def metered(hook: CompiledHook) -> int:
    """The units hook ``hook``'s last :func:`~lopti_rules.sandbox.run_hook` call without a
    budget spent: its body's weight for a rule without loops (its tick is a no-op, the
    call costs exactly that), else what its rule's meter took off its ``MAX_COST``."""
    if hook.meter is None:
        return hook.entry_cost
    return hook.policy.MAX_COST - hook.meter.left
