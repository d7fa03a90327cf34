"""The cards one middle place of the last round sheds (session 36, issue 29; redteam28
``lockout-third-place-pair-shed``): "standing shed" of ``standings.py`` weighed at every
place between the first and the last, and the wording of every "standing shed".

A standing is a person over an evening (R-CUSTOM-4), whatever place of the last round
names it: a way to go out sooner that only last round's second or third place gets is an
advantage by standing, as the champion's is. Last place's is a catch-up (not weighed).
"""

from __future__ import annotations

from .findings import Seen, Worded

#: the prefix of a middle place's key (``("standing shed", "place 3")``)
PLACE = "place "


def middle_places(players: int) -> list[tuple[tuple[str, str], int]]:
    """Each place between the first and the last at ``players`` (its key and its index in
    last round's finishing order): place 2 from three players, place 3 from four."""
    return [(("standing shed", f"{PLACE}{place + 1}"), place) for place in range(1, players - 1)]


def shed_words(s: Seen, kind: str) -> Worded:
    """The wording of "standing shed": the last winner's, or a middle place's."""
    place = str(s.c.key[1])
    if not place.startswith(PLACE):
        what = (f"the book lets the last winner shed cards: {s.b.mean:.1f} cards a round "
                f"more than the other players give away, at {s.t.players} players; a way "
                "to go out sooner that only the champion gets is an advantage by standing "
                "(R-CUSTOM-4)")
        return what, "LP801", "R-CUSTOM-4", f"round {s.e.book[0].number}"
    # each wording whole, as the catalogs translate it (report/trialwords.py)
    what = (f"the book lets the player placed {place.removeprefix(PLACE)} last round shed "
            f"cards: {s.b.mean:.1f} cards a round more than the other players give away, "
            f"at {s.t.players} players; a way to go out sooner that only one standing gets "
            "is an advantage by standing (R-CUSTOM-4)")
    return what, "LP801", "R-CUSTOM-4", f"round {s.e.book[0].number}"
