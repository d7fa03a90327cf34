"""Each effect type's declared write kinds cover every write it makes, so the apply-time
block check (R-CUSTOM-2) may clear an effect by its type alone."""

from __future__ import annotations

from support import each

from lopti_rules.language.catalogue.permissions import FORBIDDEN
from lopti_rules.play import protected_writes
from lopti_rules.sandbox import effects as fx
from lopti_rules.sandbox.view import PlayerView

A = PlayerView(0, hand=3, face_up=3, face_down=3)
B = PlayerView(1, hand=0, face_up=0, face_down=3)
GAME = fx.Roshambo(A, B)
SAMPLES: list[fx.Effect] = [
    GAME, fx.Draw(A, 2), fx.Draw(GAME.loser, 0), fx.Give(A, B, 1), fx.Give(GAME.winner, A, 2),
    fx.TakeCleared(A, 1, "top"), fx.TakeCleared(B, 0, "random"), fx.TakePile(A, 3),
    fx.Pickup(B), fx.ClearPile(A), fx.Skip(B), fx.Reverse(), fx.Restrict("at_most", 8),
    fx.Restrict("one_of", (2, 3)), fx.Reveal(A), fx.Say(A, "hi"), fx.Do(B, "waves"),
    fx.Choose("dealer", A), fx.Choose("leader", GAME.winner),
    fx.Remember(0, 3),
    fx.Draw(A, 1, "bottom"), fx.TakeCleared(B, 1, "bottom"), fx.SwapUp(A, 2),
    fx.SwapUp(GAME.loser, 0),
]


def test_every_effect_type_has_write_kinds() -> None:
    assert set(fx.WRITE_KINDS) == set(fx.EFFECT_TYPES.values())
    assert {type(e) for e in SAMPLES} == set(fx.EFFECT_TYPES.values())


@each.parametrize("effect", SAMPLES, ids=lambda e: type(e).__name__, size=60)
def test_write_set_is_within_the_types_write_kinds(effect: fx.Effect) -> None:
    assert {(w.area, w.change) for w in effect.write_set} <= fx.WRITE_KINDS[type(effect)]


@each.parametrize("key", sorted(FORBIDDEN), size=60)
def test_blocking_agrees_with_the_full_check_on_every_protected_set(key: tuple[str, str]
                                                                    ) -> None:
    """R-CUSTOM-2: the type shortcut gives the same answer as comparing write sets."""
    for acting in (A, B):
        protected = protected_writes(key[0], key[1], acting)
        for effect in SAMPLES:
            full = next((p for p in protected for w in effect.write_set if w.overlaps(p)),
                        None)
            assert fx.blocking(effect, protected) == full
