"""The registry of lint codes: code, name, family, severity, official rule, docs text.

Codes are stable: a code is never reused for another meaning. Families:
``LP1xx`` syntax, ``LP2xx`` blocks a base event, ``LP3xx`` targets a person,
``LP4xx`` may loop forever, ``LP5xx`` prevents winning or voting, ``LP6xx``
retroactive, ``LP7xx`` harmful demand, ``LP9xx`` hygiene. Every family that
protects players is an error and cannot be suppressed; only the hygiene warnings
can be (``# lopti: ignore[LP906]``). ``docs/lint/<CODE>.md`` is rendered from
this table by :func:`render_page` (a test keeps the two in step), and
``lopti lint --explain CODE`` prints the same page, so it works from a wheel.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .diagnostics import MAX_SOURCE_CHARS as MAX_SOURCE_CHARS
from .diagnostics import Diagnostic, Severity

#: family id -> title (the first digit of a code names its family: LP2xx is blocks)
FAMILIES: dict[str, str] = {
    "syntax": "Syntax",
    "blocks": "Blocks a base event",
    "person": "Targets a person",
    "loop": "May loop forever",
    "winvote": "Prevents winning or voting",
    "retro": "Retroactive",
    "harm": "Harmful demand",
    "hygiene": "Hygiene",
}

#: The published docs folder (pyproject's ``[project.urls] Documentation``): a code's page
#: is DOCS_BASE/lint/CODE.md (SARIF ``helpUri`` and the JSON ``url``, both absolute: a
#: pip-installed user has no docs/ folder).
DOCS_BASE = "https://github.com/lopti-rules/lopti-rules/blob/main/docs"
#: Where the wheel carries docs/lint/ (pyproject's ``force-include``), beside this module:
#: ``lopti lint --explain`` reads a code's page from there (lint.linter.explain).
PAGES_DIR = "lint-pages"


@dataclass(frozen=True, slots=True)
class Code:
    """One lint code and its documentation."""

    code: str
    name: str
    family: str
    severity: Severity
    rule_ref: str
    summary: str
    why: str
    avoid: str
    prefer: str
    suppressible: bool = False

    @property
    def url(self) -> str:
        """Absolute address of this code's docs page (the JSON ``url``; ``help_uri``)."""
        return self.help_uri

    @property
    def help_uri(self) -> str:
        """Absolute address of this code's docs page (DOCS_BASE)."""
        return f"{DOCS_BASE}/lint/{self.code}.md"


#: Parse-tree levels the parser turns into a rule; deeper input is LP108, not a crash.
MAX_PARSE_DEPTH = 200
#: Significant digits of a number the parser reads; a longer number is LP915 as it is read.
MAX_NUMBER_DIGITS = 20


def _c(code: str, name: str, family: str, rule_ref: str, summary: str, why: str,
       avoid: str, prefer: str, *, severity: Severity = "error",
       suppressible: bool = False) -> Code:
    return Code(code, name, family, severity, rule_ref, summary, why, avoid, prefer,
                suppressible)


_HOOK = 'rule "Eights skip"\n  after play when play.rank is 8:\n'

CODES: dict[str, Code] = {c.code: c for c in (
    # ---------------------------------------------------------------- syntax
    _c("LP101", "syntax-error", "syntax", "R-CUSTOM-1",
       "The file does not follow the rule language's grammar.",
       "A rule must be announced whole and unambiguous (R-CUSTOM-1); text the "
       "linter cannot read cannot be checked or run.",
       _HOOK + "    skip next player, dealer\n",
       _HOOK + "    skip next player\n"),
    _c("LP102", "missing-colon", "syntax", "R-CUSTOM-1",
       "A hook, `if`, `else`, `repeat` or `for each` line must end with a colon.",
       "The colon says where the condition ends and the indented actions begin.",
       'rule "Eights skip"\n  after play when play.rank is 8\n    skip next player\n',
       _HOOK + "    skip next player\n"),
    _c("LP103", "bad-indentation", "syntax", "R-CUSTOM-1",
       "A line is indented to a depth that matches no enclosing block.",
       "Indentation decides which actions belong to which hook or `if`; an "
       "ambiguous depth would make the rule ambiguous.",
       'rule "Eights skip"\n  after play when play.rank is 8:\n      skip next player\n'
       '    reverse direction\n',
       _HOOK + "    skip next player\n    reverse direction\n"),
    _c("LP104", "unclosed-text", "syntax", "R-CUSTOM-1",
       "A quoted text is not closed on its line.",
       "Free text must be quoted with double quotes on one line.",
       'rule "Lopti"\n  after clear:\n    acting player says "Lopti!\n',
       'rule "Lopti"\n  after clear:\n    acting player says "Lopti!"\n'),
    _c("LP105", "unexpected-character", "syntax", "R-CUSTOM-1",
       "A character the language does not use (only letters, digits, quotes, "
       "`. , : ( ) + - < > = !` and `#` comments).",
       "Stray characters usually mean a typo or text that should be quoted.",
       _HOOK + "    skip next player!\n", _HOOK + "    skip next player\n"),
    _c("LP106", "incomplete-statement", "syntax", "R-CUSTOM-1",
       "A statement or condition stops before it is complete.",
       "An action needs all of its parts (who, how many, to whom).",
       _HOOK + "    next player draws\n", _HOOK + "    next player draws 1 card\n"),
    _c("LP107", "missing-rule-header", "syntax", "R-CUSTOM-1",
       'Hooks must sit inside a `rule "Name"` block, and every rule needs a quoted name.',
       "The name is how the table, the vote and the archive refer to the rule.",
       "after play when play.rank is 8:\n  skip next player\n",
       _HOOK + "    skip next player\n"),
    _c("LP108", "nested-too-deep-to-read", "syntax", "R-CUSTOM-3",
       "An expression or block is nested deeper than the parser reads "
       f"({MAX_PARSE_DEPTH} levels), e.g. a sum of hundreds of terms.",
       "A rule must stay playable and readable aloud (R-CUSTOM-3); a reader that "
       "recursed without limit could crash instead of answering.",
       _HOOK + "    next player draws " + " + ".join(["1"] * MAX_PARSE_DEPTH) + " cards\n",
       _HOOK + "    next player draws 2 cards\n"),
    # Phone typing (language/syntax/phonetext.py): each has a mechanical fix that `lopti fmt`
    # and `lopti lint --fix` apply, and the rest of the rule is still checked.
    _c("LP109", "curly-quotes", "syntax", "R-CUSTOM-1",
       "A text or rule name is quoted with curly or corner quotes (\u201c \u201d "
       "\u2018 \u2019 \u300c \u300d) instead of straight double quotes.",
       "Phones and word processors curl quotes as you type; the rule language reads only "
       'straight double quotes ("), so a curled quote would leave the text unclosed. '
       "`lopti lint --fix` and `lopti fmt` straighten them; quotes inside a text are kept.",
       'rule \u201cLopti\u201d\n  after clear:\n    acting player says "Lopti!"\n',
       'rule "Lopti"\n  after clear:\n    acting player says "Lopti!"\n'),
    _c("LP110", "capitalised-keyword", "syntax", "R-CUSTOM-1",
       "A keyword is written with capital letters (`After play:`, `Skip next player`).",
       "Keywords are small letters, so that a name the table made up never looks like a "
       "keyword; a phone capitalises the first word of every line. Rank names (`Jack`, "
       "`Queen`, `King`, `Ace`) keep their capital. `lopti lint --fix` and `lopti fmt` "
       "write the keyword in small letters.",
       'rule "Eights skip"\n  After play when play.rank is 8:\n    skip next player\n',
       _HOOK + "    skip next player\n"),
    _c("LP111", "tabs-mixed-with-spaces", "syntax", "R-CUSTOM-1",
       "A line is indented with a tab in a file that indents other lines with spaces.",
       "How deep a tab goes depends on the editor, and the depth decides which actions "
       "belong to which hook; spaces only, two a level, read the same everywhere. The fix "
       "keeps the indentation the parser reads when it is consistent, otherwise reads a "
       "tab as one level; `lopti fmt` then re-indents with two spaces a level. A file "
       "indented with tabs only is not reported: it reads the same in every editor (a "
       "tab a level), and the house style's two spaces are `lopti fmt`'s business "
       "(`lopti fmt --check` lists the file).",
       _HOOK + "\tskip next player\n",
       _HOOK + "    skip next player\n"),
    _c("LP112", "special-space", "syntax", "R-CUSTOM-1",
       "A non-breaking or other special space (U+00A0, U+202F, U+2009...) stands where "
       "a plain space goes.",
       "It looks like a space but is another character, so the rule would not read; phones "
       "type one after some words and copying from a web page or a PDF brings them. Inside "
       "a quoted text it is kept.",
       'rule "Eights skip"\n  after play when play.rank is\u00a08:\n    skip next player\n',
       _HOOK + "    skip next player\n"),
    _c("LP114", "full-width-punctuation", "syntax", "R-CUSTOM-1",
       "Full-width punctuation of a Chinese or Japanese input method (\uff1a \uff0c "
       "\uff08 \uff09 \uff01 \u3001...) stands where the rule language's own goes.",
       "An input method for Chinese types the colon, comma and brackets full-width; they "
       "look like `:` `,` `(` `)` but are other characters, so the rule would not read. "
       "`lopti lint --fix` and `lopti fmt` write the plain ones; inside a quoted text "
       "they are kept. Corner quotes (\u300c \u300d \u300e \u300f) around a text are "
       "LP109's.",
       'rule "Eights skip"\n  after play when play.rank is 8\uff1a\n    skip next player\n',
       _HOOK + "    skip next player\n"),
    _c("LP115", "mixed-languages", "syntax", "R-CUSTOM-1",
       "A keyword of another rule language stands in a file written in one language, or "
       "the file's `# lopti: lang=` line names no language rules are written in.",
       "Rules may be written in English, German, Dutch or Turkish keywords, one language a "
       "file: it says which on a comment line before its first rule (`# lopti: lang=de`), "
       "or its keywords tell (the language most of them belong to). A word of another "
       "language (Dutch `als` in an English file) would otherwise be a puzzling syntax "
       "error; the message names its language and the file language's word for it, "
       "which `lopti lint --fix` writes. Quoted texts, comments, event names and "
       "attributes are the same in every language and never count.",
       'rule "Eights skip"\n  after play als play.rank is 8:\n    skip next player\n',
       _HOOK + "    skip next player\n"),
    _c("LP113", "file-unreadable", "syntax", "R-CUSTOM-1",
       "The file is not UTF-8 text, or it could not be read at all (no permission, a "
       "read error): nothing in it can be checked.",
       "A rule must be announced whole and unambiguous (R-CUSTOM-1); bytes that are no "
       "text in UTF-8 read differently in every editor (an old Windows or Mac encoding, "
       "a word processor's file), so the linter reports the first bad byte, at its line "
       "and column, instead of guessing. The other files of the run are still checked. "
       "Save the file as UTF-8 text (every editor offers it under Save as or Encoding). "
       "Below, `\\xe9` stands for the single byte E9 (`\u00e9` in Latin-1), which is "
       "not UTF-8.",
       'rule "Caf\udce9 rule"\n  after clear:\n    acting player says "Lopti!"\n',
       'rule "Caf\u00e9 rule"\n  after clear:\n    acting player says "Lopti!"\n'),
    # ---------------------------------------------------------------- blocks
    _c("LP201", "blocking-wording", "blocks", "R-CUSTOM-2",
       "The rule cancels, prevents, undoes or replaces (`instead`) something.",
       "Custom rules add actions before or after a base event; they may never "
       "prevent that event (R-CUSTOM-2). Such words are no action a table can run, so "
       "no scenario can replay it: the message says it is an error all the same, and why.",
       _HOOK + "    cancel the play\n", _HOOK + "    next player draws 1 card\n"),
    _c("LP202", "blocks-event", "blocks", "R-CUSTOM-2",
       "A before-hook's action would make its own event impossible.",
       "Each event protects what it needs: a clear needs the pile, a draw needs the "
       "draw pile and a short hand, a win needs empty hands (see the policy table "
       "in docs/language.md). An action that takes those away blocks the event, in the "
       "event's own hooks or down a chain of events the book's actions cause while it is "
       "pending (a before-draw clear whose after-clear hook hands the drawer a card). "
       "Before a turn, `next player` is the player whose turn begins: `before turn: skip "
       "next player` prevents the turn. The witness is a table where the runtime "
       "refuses the action (`rules_stopped`, with its reason) and the event still happens: "
       "for the event's own hook, or for a chain's last step.",
       'rule "Gift"\n  before draw:\n    next player gives 1 card to acting player\n',
       'rule "Gift"\n  after draw:\n    next player gives 1 card to acting player\n'),
    _c("LP203", "blocks-clear-or-bonus", "blocks", "R-CLEAR-3",
       "The rule would deny the clearer's bonus play or a clear itself.",
       "A custom rule may prevent neither a clear nor the clearer's bonus play (R-CLEAR-3), "
       "in the clear's own hooks or down a chain of events they cause (a before-clear "
       "draw whose after-draw hook takes the pile). The witness is a table where the "
       "runtime refuses the action (`rules_stopped`) and the clear and its bonus play still "
       "happen: for the clear's own hook, or for a chain's last step.",
       'rule "No bonus"\n  after clear:\n    skip acting player\n',
       'rule "Clear bonus"\n  after clear:\n    next player draws 1 card\n'),
    _c("LP204", "skips-event", "blocks", "R-CUSTOM-2",
       "`skip the <event>` skips a base event instead of a player.",
       "Skipping a base event prevents it (R-CUSTOM-2). `skip` may only name a player. "
       "`skip the <event>` is no action a table can run, so the message says there is no "
       "witness, and why.",
       'rule "No draws"\n  after play:\n    skip the draw\n',
       'rule "Skip"\n  after play when play.rank is 8:\n    skip next player\n'),
    _c("LP205", "undoes-play", "blocks", "R-PLAY-4",
       "A rule takes a play back off the pile before the next player can answer it.",
       "A play's cards lie on the pile as the previous play, which the next player must "
       "beat or pick up (R-PLAY-4). Taking cards from the pile takes from the top, which "
       "is the play itself: back into the hand of the player who made it, the play is "
       "undone; taken off after every play, no play ever stands (R-CUSTOM-2). "
       "`lopti lint` shows a table where it happens.",
       'rule "Take it back"\n  after play:\n    acting player takes play.count cards from '
       'the pile\n',
       'rule "Crumbs"\n  after play when play.rank is K:\n    acting player takes 1 card '
       'from the cleared cards\n'),
    _c("LP206", "cancels-draw", "blocks", "R-DRAW-1",
       "Cards reach a player between their play and its draw and cancel the draw.",
       "After the first play of a turn a player with fewer than three hand cards draws "
       "(R-DRAW-1). Cards given (or taken) before that draw can lift the hand to three, so "
       "the draw never happens, exactly as a gift in `before draw` would (R-CUSTOM-2). One "
       "more path ends the same way: draws that take the draw pile away whenever they run "
       "(`draws table.draw_pile cards`, or hooks on one event that together take more than "
       "any draw pile holds, across the files of the book), after which nobody draws again. "
       "A give that empties the drawing hand does not: R-FACE-1 takes the face-up cards up "
       "only once the draw chance is over, so the empty hand draws first.",
       'rule "Gift"\n  after play:\n    previous player gives 3 cards to acting player\n',
       'rule "Gift"\n  after draw:\n    previous player gives 3 cards to acting player\n'),
    _c("LP207", "bars-ten", "blocks", "R-SPECIAL-10",
       "Restrictions keep a single 10 out of every turn: a 10 never clears a pile again.",
       "A 10 may be played on any pile but a 7 or an active 3-obligation, and clears it "
       "(R-SPECIAL-10). A restriction is like a 7 as long as it is false on some turns; one "
       "that holds on every turn a play leaves a pile (after every play, or in `before` / "
       "`after turn`, which restrict the turn's own play) removes the 10 from the game. So "
       "does one right after an event that comes back round after round whose next play "
       "answers the pile (a draw, a take-up, a bonus play, a player going out), at every "
       "one or at a third of them or more. A ceiling on a lead (after a "
       "pickup or the deal) is a house rule: a 10 clears nothing on an empty table.",
       'rule "Tens out"\n  after play:\n    next play must be 9 or lower\n',
       'rule "Big plays go low"\n  after play when play.count is at least 3:\n'
       '    next play must be 8 or lower\n'),
    _c("LP208", "bars-two-or-three", "blocks", "R-SPECIAL-2",
       "Restrictions keep a single 2 or 3 out of every turn.",
       "A 2 resets on any pile but an active 3-obligation (R-SPECIAL-2) and a 3 passes on "
       "any pile (R-SPECIAL-3). A restriction on every turn that forbids them removes "
       "those cards' powers from the game. So does one right after an event that comes "
       "back round after round, at every one or at a third of them or more: the answer to "
       "the pile after a draw, a take-up, a bonus play or a player going out, the play after "
       "a blind card, and the lead on the empty table after a pickup, a clear or the deal "
       "(any rank may lead, R-TURN-1; `after turn when turn.number is 1` is the deal's "
       "moment). So does a skip of the next player, or a pickup forced on them, right after "
       "a play whose rule names that player's answer, however rarely it binds: a 3 (the "
       "obliged player picks up or passes it on, R-SPECIAL-3; nobody loses a turn to a 3 on "
       "an empty pile, R-FAQ-1) and, for a forced pickup, a 2 or a 7 (the next play may be "
       "any rank, or must be 7 or lower; a pickup is the player's choice, R-TURN-2). A skip "
       "after a 2 or a 7 leaves that play to the player after; after an 8 it is a house "
       "rule. A restriction of the count after a 2 (`next play must have at least 2 cards`) "
       "is a house rule too: R-SPECIAL-2 frees the next play's rank, and every rank may "
       "still follow in two cards or more (a pair of 3s passes, a pair of 10s clears), as "
       "after LP209's pairs; a larger count is weighed as above.",
       'rule "High only"\n  after play:\n    next play must be 4 or higher\n',
       'rule "High after a King"\n  after play when play.rank is K:\n'
       '    next play must be 4 or higher\n'),
    _c("LP209", "leaves-no-play", "blocks", "R-TURN-2",
       "Every turn must be a play of several cards: a hand of single cards never has a "
       "play.",
       "Every player to act keeps a legal move (R-TURN-2). A count restriction on every "
       "turn leaves a hand of single cards nothing but pickups, on every turn, and keeps a "
       "single 10 from ever clearing (R-SPECIAL-10). `after turn` restricts that turn's "
       "own play.",
       'rule "Fours only"\n  after turn:\n    next play must have at least 4 cards\n',
       'rule "Pairs after pairs"\n  after play when play.count is 2:\n'
       '    next play must have at least 2 cards\n'),
    _c("LP210", "blocking-undecided", "blocks", "R-CUSTOM-2",
       "Whether the rule blocks an event cannot be decided from its text.",
       "The linter decides blocking by going through every table a rule's conditions can "
       "tell apart. A condition that holds on every turn once a count is large enough "
       "(`round.turns is at least 20`), or that reads what the analysis gives no range to, "
       "cannot be settled that way. `lopti lint` then searches tables (seat 0 plays each "
       "rank, early and late in a round): where the book breaks the outcome and the base "
       "game does not, the warning becomes its family's error with that table as the "
       "witness; otherwise it stays, saying what it read and what was searched, instead of "
       "passing in silence. Rewrite the condition on the event's own attributes.",
       'rule "Late tens"\n  after play when round.turns is at least 20:\n'
       '    next play must be 9 or lower\n',
       'rule "Low after nines"\n  after play when play.rank is 9:\n'
       '    next play must be 9 or lower\n',
         severity="warning"),
    _c("LP211", "locks-out-player", "blocks", "R-TURN-1",
       "Skips on every turn lock a player out once two players are left; a skip that acts "
       "only with two players in, on a fifth of the plays or more, keeps the turn.",
       "Play goes round the players still in (R-TURN-1). Once two are left, `next player`, "
       "`previous player` and `every other player` are all the one who is not acting; a "
       "book that skips them on every turn (`after turn`, `turn_end`, or on every play and "
       "every pickup, one rule or several together) passes over every one of their turns: "
       "the acting player plays again and the other's turn never comes (R-CUSTOM-2), and "
       "the game may never end. A skip with a condition that is false on some turns is "
       "fine. `lopti lint` shows a two-player table where it happens.\n\n"
       "A skip of the other player whose guards let it act **only** with two players in "
       "(`table.players_in is 2`, `is at most 2`, a two-player table) does nothing at "
       "bigger tables: it is written for the kept turn. When it acts on a fifth of the "
       "plays or more, by their rank and number of cards (`play.count is at least 2`: "
       "about a quarter; `play.rank is at least 8`: about half), whoever plays so plays "
       "again and again (R-TURN-1; a clear's bonus play is the base game's only second "
       "play, R-DRAW-2). A skip on one or two ranks (an 8), or one that also acts at "
       "bigger tables, stays legal; the trial judges the rest by their kept turns (LP802).",
       'rule "Skipper"\n  after turn:\n    skip next player\n',
       'rule "Eights skip"\n  after play when play.rank is 8:\n    skip next player\n'),
    # ---------------------------------------------------------------- person
    _c("LP301", "names-creator", "person", "R-CUSTOM-4",
       "The rule names its own creator.",
       "The creator is one fixed person; rules work through game roles, never "
       "for or against a person (R-CUSTOM-4). Free text that gives the creator what the "
       "others have not is one too: the creator naming who takes a cost (\"whoever made "
       "this rule names someone, who draws a card\", \"der Erfinder sucht jemanden aus, "
       "der zieht\", \"这条规则的发明者点名谁喝\") or alone playing out of turn "
       "(\"darf außer der Reihe spielen\", \"可以插牌\"); the creator included with "
       "everyone is not.",
       'rule "Mine"\n  after clear:\n    creator draws 2 cards\n',
       'rule "Clearer"\n  after clear:\n    next player draws 1 card\n'),
    _c("LP302", "fixed-seat", "person", "R-CUSTOM-4",
       "The rule names a fixed seat number (`player 3`, `seat 2`, `play.player`).",
       "A seat is a disguised person (R-CUSTOM-4). Use a role relative to the event. "
       "The witness plays the rule in rounds 1 and 2, under different dealers, landing "
       "on the same seat both times; where no table can show it, the message says why.",
       'rule "Seat"\n  after clear:\n    player 2 draws 1 card\n',
       'rule "Seat"\n  after clear:\n    previous player draws 1 card\n'),
    _c("LP303", "names-person", "person", "R-CUSTOM-4",
       "The rule names someone with quoted text (`\"Anna\" draws 2`).",
       "Names are never allowed in rules (R-CUSTOM-4); quoted text may appear only in "
       "`say` and `do`."
       " In free text a player named by name beside a verb of play is one too "
       "(\"Anna deals the next hand\", \"ab jetzt gibt immer Anna\", \"Mehmet her "
       "turda iki kart çeker\", \"小明每局先出牌\"); a name in praise or thanks asks "
       "nothing (\"Well played, Anna!\").",
       'rule "Anna"\n  after clear:\n    "Anna" draws 2 cards\n',
       'rule "Fewest"\n  after clear:\n    player with the fewest cards draws 1 card\n'),
    _c("LP304", "personal-trait", "person", "R-CUSTOM-4",
       "The rule picks players by a personal trait (age, hair, glasses, gender, birthday ...).",
       "Fixed personal traits are disguised personal targets (R-CUSTOM-4). Use "
       "changing game conditions instead. In free text a player picked by a condition "
       "outside the game is one too, whatever its words: \"whoever sits in the "
       "armchair\", \"the player who arrived last\", \"wer im Sessel sitzt\", \"bu "
       "akşam en son gelen oyuncu\", \"最后到的人\" (cards, turns, roles, a seat named "
       "by a role, or wanting to are game conditions). An arrival, a journey or a home "
       "picks a person however the sentence runs on (\"whoever arrived last tonight "
       "shuffles the deck\", \"whoever drove here\", \"who lives nearest\"); "
       "\"whoever played last\" is a fact of play."
       " Who joins the session later is a fact of the session, no trait: a text that says"
       " only how a newcomer comes in (from the next round, dealt in, the rules explained:"
       " \"whoever arrives late joins from the next round\", \"wer neu dazukommt, steigt"
       " in der nächsten Runde ein\", \"新来的朋友从下一局开始加入\") is clean; anything else"
       " given to them by their arrival, a task or a cost, stays (\"... joins next round"
       " and shuffles for everyone\")."
       ' A lapse in play is no trait: "whoever forgets to knock", "wer vergisst, Lopti zu '
       'sagen", "忘记敲桌子的人" pick by what is done at the table; forgetting what one was to '
       'bring along ("whoever forgot to bring snacks") stays a fact of the evening. A person'
       ' of the house said to be one of everyone ("everyone, the host too", "herkes, ev '
       'sahibi dahil", "每个人，包括主人") is no target; the one who brought the cards or whose '
       "phone runs lopti is. A newcomer who votes like everyone (\"wer neu"
       " dazukommt, stimmt ganz normal mit\", \"een nieuwe speler die aanschuift, stemt"
       " gewoon mee\", \"新加入的玩家也和大家一样投票\") is R-VOTE-2's own."
       " The host named only as where a thing is, comes from or whose it is (\"pet the"
       " host's dog\", \"borrow a pen from the host\", \"das Deck bleibt beim Gastgeber\","
       " \"牌留在主人家\") is no target; a card taken from the host or the host's cards are."
       " A skill picks a person too: a language spoken or an instrument played"
       " (\"whoever speaks French\", \"wer Klavier spielt\", \"Kürtçe bilen\", "
       "\"会说粤语的人\"); speaking or playing the game's own (\"whoever speaks first\","
       " \"wer eine Zehn spielt\") is a role."
       " Whoever only watches, offered something (\"whoever is only watching may help"
       " themselves to crisps\"), is picked by no trait, nor is whoever has had a drink"
       " told not to drive (\"wer getrunken hat, fährt nicht\", \"喝了酒的人不开车\"); a duty"
       " laid on an onlooker is LP711."
       " A place in the room picks a person whatever the place, listed or not: \"whoever "
       "sits under the ceiling fan\", \"the player nearest the bookshelf\", \"wer unter "
       "der Uhr sitzt\", \"klimanın altında oturan\", \"minderde oturan\", \"坐在书架旁边的"
       "人\"; a seat counted from a role or a player (\"left of the dealer\", \"next to the "
       "winner\", \"dağıtıcının solunda oturan\"), from the game's own things (\"whoever "
       "sits nearest the deck shuffles\": the deck lies where the dealer puts it), the "
       "table itself and a seating alike for all (\"swap seats every round\") do not."
       " A game event is a standing, whatever else its word may mean: going out (\"wie"
       " als laatste uitkwam\", Dutch \"uitkomen\" out of one's cards; \"wer als Letzter"
       " ausgespielt hat\", \"en son biten oyuncu\", \"最后出完牌的人\"), a blind flip"
       " missed (\"wie blind mist\", no fog; \"wer blind daneben liegt\", \"kör kartı"
       " tutmayan\", \"盲出没中的人\"), a pile picked up, a deal dealt; whoever brought or"
       " proposed a rule, with nothing charged to them, is its author, a role of the book"
       " (R-CUSTOM-5: \"whoever brought it explains it\"). A year of a life or coming out"
       " stays a fact of it (\"whoever came out last year\", \"wie vorig jaar uit de kast"
       " kwam\", \"去年出柜的人\"), and so does where one lives (\"wie in de mist woont\")."
       " A pick that only grants a leave or an offer with nothing of the "
       "game beside it picks nobody: \"whoever has a dog at home may show a"
       " photo of it\", \"whoever heads home first, drop the group a "
       "message, if you like\", \"wer mag, putzt seine Brille\" (anyone may "
       "do it anyway); the same pick given a turn skipped, a card, a role "
       "or the first play is still LP304."
       " A need of the evening named only so that its holder receives, nobody paying, "
       "picks nobody: a leave (\"whoever has an early train may leave after any hand\", "
       "\"son eli beklemeden kalkabilir\") or a thing laid out for them and offered "
       "(\"spare umbrellas by the door for anyone walking home; help yourself\", \"wie met "
       "de auto is, kan in de gang water pakken\", \"给骑车回家的人准备了手电筒，拿一个吧\"); "
       "the same "
       "condition with a cost, a card or a drink, and a gift to whoever is who they are "
       "(\"whoever is fat may take a salad\"), are still LP304.",
       'rule "Oldest"\n  after deal:\n    oldest player draws 1 card\n',
       'rule "Most"\n  after deal:\n    player with the most cards reveals their hand\n'),
    _c("LP305", "role-pinned-by-round", "person", "R-CUSTOM-4",
       "A role its conditions pin to one seat: the dealer of rounds that share a dealer "
       "(`round.number is one of 1, 5, 9` at 4 players), the leader of round 1.",
       "The deal moves one seat a round (R-SETUP-4): at n players rounds r, r + n, r + 2n "
       "... share a dealer, and the first dealer leads round 1. Such a role is a fixed "
       "seat in disguise (R-CUSTOM-4); the message names the table and the seat, and the "
       "witness is a scenario for each round it names (`round = N`), the same seat hit "
       "in each. A count of the rule's own that play moves once a round is read as the "
       "round clock it is, whatever event steps it (the deal, the round's end, the round's "
       "first turn or first play: `after play when round.plays is 1: add 1 to \"lap\"`); "
       "wound back at the table size it is a lap of the deal, and its rounds share a "
       "dealer.",
       'rule "Fourth deal"\n  after deal when round.number is one of 1, 5, 9:\n'
       '    dealer draws 1 card\n', 'rule "Every deal"\n  after deal:\n    dealer draws 1 card\n'),
    _c("LP306", "creator-by-rule-age", "person", "R-CUSTOM-4",
       "`last winner` (or the leader) in the rule's first round (`rule.rounds is 1`): the "
       "creator.", "The round's winner invents the rule (R-CUSTOM-1), which holds from the "
       "next round; there the last winner, who also leads (R-SETUP-4), is the creator: one "
       "fixed person (R-CUSTOM-4). From the rule's second round on it changes with play. "
       "A size that shrinks as the rule ages (`every other player draws 3 - rule.rounds "
       "cards` at the deal: two in its first round, one in its second) is read the same way: "
       "what the first round does beyond the later ones is done there only, on everyone but "
       "the creator (R-CUSTOM-3). "
       "The witness is a scenario in the rule's first round (`rule_rounds = 1`) with the "
       "creator as the last winner, the effect landing on them.",
       'rule "Bonus"\n  after clear when rule.rounds is 1:\n    last winner draws 1 card\n',
       'rule "Bonus"\n  after clear when rule.rounds is more than 1:\n'
       '    last winner draws 1 card\n'),
    _c("LP307", "creator-clock", "person", "R-CUSTOM-4",
       "The leader or the last winner while a clock of the rule's own life is bounded "
       "(`rule.fired is 0`, `rule.clears is at most 2`, a count the rule keeps of its own "
       "rounds), or on the leader's turns of the rule's first round (turns 1, 5, 9 at four "
       "players): the creator.",
       "The rule's creator won the round before it took effect (R-CUSTOM-1) and so leads "
       "its first round (R-SETUP-4). Every clock of the rule's own life starts at 0 then "
       "and only grows, so a bound on one (however it is worded, and a count the rule keeps "
       "of its own deals or turns is such a clock) picks out the rule's first round, where "
       "the leader and the last winner are the creator: a disguised person (R-CUSTOM-4). "
       "Turn arithmetic does the same inside the round: while play goes round the table "
       "the leader takes turns 1, 1 + n, 1 + 2n ... at n players. The witness is a "
       "scenario in the rule's first round with the creator as the last winner.",
       'rule "Head start"\n  after deal when rule.fired is 0:\n'
       '    acting player gives 2 cards to the next player\n',
       'rule "Head start"\n  after deal:\n'
       '    player with the most cards gives 1 card to the player with the fewest cards\n'),
    _c("LP308", "team-by-standing", "person", "R-CUSTOM-4",
       "A seat a fixed step from the last winner (or from the leader at the deal, who is "
       "the last winner) sheds cards or leads, at a table size where the step keeps the "
       "favour within a team: the player across from the last winner at four players.",
       "A favour makes its seat likelier to win, and the winner holds the role again "
       "(R-SETUP-4). On a seat `k` steps from the last winner it passes, at each win, `k` "
       "seats on: at `n` players it reaches `n / gcd(k, n)` seats. When that is more "
       "than one seat and fewer than all of them, the same seats keep it all evening and "
       "the others never get it: a team of persons, not a role (R-CUSTOM-4). A step that "
       "reaches every seat (the player left of the last winner leads) goes round the "
       "table. The message names the table size and the seats; the witness is a scenario "
       "for each seat of the team as the last winner, the favour landing on the next one. "
       "The strongest team is one seat: a role that seems to move but that seat order "
       "brings back to the winner every round. `the player with the most (fewest) cards` "
       "breaks a tie from the acting player, and where every hand holds as many cards (the "
       "deal, the second turn, any early turn before the round's first pickup) it is the "
       "acting player, on turn `T` the seat `T - 1` after the leader, the last winner; "
       "`previous player before the player with the most cards` at the end of turn 2 is "
       "the winner, every round, and so is `next player` at the end of turn `n` at `n` "
       "players. A favour there is LP308 (and in the rule's first round, where the winner "
       "is its creator, LP306 or LP307). The plain acting player on the leader's own turn "
       "names the winner openly and is the trial's to weigh.",
       'rule "Partners"\n  after deal when table.players is 4:\n'
       '    the player left of the player left of last winner gives 1 card to their left\n',
       'rule "Pass it on"\n  after deal:\n'
       '    the player left of last winner gives 1 card to their left\n'),
    _c("LP309", "view-for-the-winner", "person", "R-CUSTOM-4",
       "Every player but the last winner (or the leader at the deal) reveals their hand: "
       "the others' cards shown to one player, whose hand stays hidden; or a player "
       "chosen by last round's standings (last place, a seat beside the winner) does; or "
       "another player's hand cards pass through the last winner's hand.",
       "Hands are hidden (R-SETUP-2), and a reveal shows a hand to the whole table. When "
       "everyone reveals but the last winner, the winner alone sees the others' cards: "
       "an advantage of information, which helps them win again and so keep it, a person "
       "in the role's clothes (R-CUSTOM-4). Play cannot weigh it (the trial's bots do "
       "not read hands), so it is read from the rule. Everyone revealing alike, or the "
       "last winner showing their own hand, is fair. The witness is a scenario with the "
       "last winner's seat set: every other seat's hand is shown and theirs is not. The "
       "same view taken the other way: a hand shown by a player last round's standings "
       "choose, a standing behind the front (last round's last place, a place from 2 on, "
       "or the acting player when a condition says they are one) or a seat a fixed step "
       "from the last winner (the player on their left, whom they play right before). "
       "The table, the front among it, plays against the open cards of the player the "
       "results picked, round after round. A hand shown by a role play moves (the dealer, "
       "the picker of a big pickup) stays fair. Its witness is a scenario with last "
       "round's finishing order set, in which that player's hand is shown. Cards given "
       "are seen too: when another player gives hand cards to the last winner (or a seat "
       "a fixed step from them) and gets cards back, or gives them a whole dealt hand, "
       "that one seat sees hidden cards nobody else sees and keeps the best of both "
       "hands, round after round. A pass everyone makes alike (every player gives a card "
       "to their left), cards given to a role play moves (the dealer) and cards from the "
       "draw pile stay fair. Its witness is a scenario with the last winner's seat set, "
       "in which the rule gives another seat's cards to them and takes cards back.",
       'rule "Open court"\n  after turn when acting player is last winner:\n'
       '    every other player reveals their hand\n',
       'rule "Open court"\n  after turn when acting player is last winner:\n'
       '    every player reveals their hand\n'),
    _c("LP310", "spared-by-standing", "person", "R-CUSTOM-4",
       "A skip, draw, pickup, reversal, restriction of the next play, hand shown or card "
       "taken back falls on every seat but one last round's standings chose (the last "
       "winner, the runner-up), or only on a seat a fixed step from a standing, or a "
       "reversal hands a front standing the next turn, however the condition is spelt.",
       "A standing is a person over an evening (R-CUSTOM-4). The linter places it at seat "
       "0 and lets every seat in turn be the acting player, at three to five players (both "
       "directions of play when the book may reverse it), and reads where each action "
       "lands: a skip, a draw or a pickup on its players, a restriction on whoever makes "
       "the next play, a reversal on the player it makes answer (and it spares the seat "
       "play was to reach). When the standing never bears an action that every other seat "
       "can (a take-up costs a turn unless you won last round; a 3 passed on costs a card "
       "for all but the champion), or when it lands only on a seat beside the standing "
       "(the player right of the last winner draws at every clear; a pair in front of the "
       "champion turns play onto the seat before), the rule treats the seats by who won, "
       "whatever its words. The same action for everyone, a role everyone holds in turn "
       "(the dealer, the picker, the next player), a cost on the standing alone (a "
       "handicap, a catch-up) and words only are fair; behind the front (last place, the "
       "biggest picker) sparing the standing is a catch-up and fair, and a seat beside it "
       "hit only at its own moments is its power. The message names the moment: the table "
       "size, the standing at seat 0, a seat whose action lands and where, and the seats "
       "never reached; the witness is that scenario (`last_standings` set, the event at "
       "the acting seat)."
       " A clock in an alternative does not hide the standing: `acting player is not "
       "last winner or round.number is 1` is read at the moments past the clock's too. A "
       "role the condition says is a standing is that standing (`next player is player "
       "left of dealer and player left of dealer is last winner`), and the book's only "
       "reversal is read clockwise as well, the direction every round begins in (R-TURN-1): "
       "turned when the standing sits left of the player of a 7, the 7 never reaches them "
       "at the rule's first firing in any round."
       " A skip of the front standing (the last winner, the runner-up) at the moment it is "
       "to answer a play (`after play when play.rank is 8 and next player is last winner: "
       "skip next player`; after a bonus play, a draw, a take-up, a player going out, a "
       "blind card too) bends the turn order round that person however rarely it fires "
       "(R-TURN-1): play passes over them and the seat after answers in their place, a "
       "shield from the answer for the champion, a turn taken from the champion's nearest "
       "rival. A skip of whoever is next at that moment, and a draw or a pickup laid on "
       "the champion there (a handicap), are fair; the witness plays the moment with the "
       "standing as the seat to answer and one seat further on.",
       'rule "Catch your breath"\n  after take_up when acting player is not last winner:\n'
       '    skip acting player\n',
       'rule "Catch your breath"\n  after take_up:\n    skip acting player\n'),
    # ---------------------------------------------------------------- loop
    _c("LP401", "unbounded-loop", "loop", "R-CUSTOM-3",
       "`repeat forever`, `repeat until` or `while` may never stop.",
       "Rules may not create endless loops (R-CUSTOM-3). Repeat a fixed number of "
       "times or once for each player.",
       'rule "Forever"\n  after clear:\n    repeat forever:\n      next player draws 1 card\n',
       'rule "Twice"\n  after clear:\n    repeat 2 times:\n      next player draws 1 card\n'),
    _c("LP402", "hook-cycle", "loop", "R-CUSTOM-3",
       "Hooks trigger each other's events in a cycle (after a draw, draw again).",
       "An action can cause a base event (a draw causes a draw event, a custom clear "
       "a clear and a bonus, a pickup a pickup). A hook on that event that again "
       "causes it loops forever (R-CUSTOM-3). The cycle is a property of the rule book "
       "in play: hooks in different files (`lopti lint a.lopti b.lopti`, a folder, or a "
       "session's rules with a new one) are checked together, and a cycle across files "
       "is reported in every file it passes through. The witness is a table where the "
       "runtime has to stop the chain; where the table breaks it (a clear of an empty pile "
       "is no clear), a table where it goes round once, and what broke it there. An "
       "`after` hook whose condition bounds the round's count of the event it causes from "
       "above (`after draw when round.draws is 1: the drawer draws 1 card`) stops: the "
       "event it causes is counted before its `after` hooks run, so the count grows "
       "each time round; a `before` hook sees the count before either event is counted "
       "and loops. An `after draw` hook stops too when its condition leaves it a few runs "
       "whatever the chain does: the draw pile bounded from above by the runtime's depth "
       "or less (`after draw when table.draw_pile is at most 6: the drawer draws 1 "
       "card`: every draw takes a card, and no rule puts one back), or the drawer's own "
       "hand when they draw again and no rule gives cards away (`after draw when hand of "
       "the drawer is less than 3`). A bound from below, or a draw pile of thirty, is a "
       "chain that grows with the pile, and loops.",
       'rule "Again"\n  after draw:\n    acting player draws 1 card\n',
       'rule "Once"\n  after pickup:\n    acting player draws 1 card\n'),
    _c("LP403", "cleared-refill", "loop", "R-CUSTOM-3",
       "Cleared cards go back to several players at an event that recurs all round, "
       "with no bound a round.",
       "Cleared cards are out of play (R-CLEAR-3); once the draw pile is empty they are "
       "the only thing that makes a round end. A hook that hands them back to several "
       "players at once (`every other player takes the top cleared card`, `for each "
       "player whose hand is at most 1: that player takes 2 cards from the cleared "
       "cards`, the clearer's two neighbours each taking two) brings back a number of "
       "cards that grows with the table at every firing. On an event that recurs as long "
       "as the round goes on (a play, a pickup, a clear, a bonus, a turn) and with "
       "no bound on how often it fires a round, the refill grows with the round: the "
       "longer the tail, the more comes back (R-CUSTOM-3: no endless loops). Cleared "
       "cards for one player, a hook on an event a round has a bound on (`out`, "
       "`take_up`, `flip`; a pass: a round has four 3s) and a hook bounded to a few "
       "firings a round (`after clear when round.clears is 3`; a count of the rule "
       "added to in the hook and read with a ceiling) are not this error; the trial "
       "weighs what they feed back (LP804).",
       'rule "Echo"\n  after pickup when table.draw_pile is 0:\n'
       '    every other player takes the top cleared card\n',
       'rule "Third sweep"\n  after clear when round.clears is 3:\n'
       '    every player takes the top cleared card\n'),
    # ---------------------------------------------------------------- win/vote
    _c("LP501", "cards-to-finished", "winvote", "R-CUSTOM-3",
       "Cards go to players who are out (or to the player who just went out).",
       "A player who is out has finished; giving them cards would undo their "
       "finish (R-WIN-4, R-CUSTOM-3: no rule may prevent winning). At `out` and `win` the "
       "player going out is no longer among the players still in: `after out: every "
       "player still in draws 1 card` gives the others cards, and is clean.",
       'rule "Back in"\n  after clear:\n    every player who is out draws 1 card\n',
       'rule "Still in"\n  after clear:\n    every player still in draws 1 card\n'),
    _c("LP502", "forbids-last-card", "winvote", "R-CUSTOM-3",
       "A restriction, a skip or cards given apply exactly when a player is down to their "
       "last cards.",
       "Aiming a restriction or a skip at the player about to go out can forbid "
       "their last card, preventing a win (R-CUSTOM-3); so can cards given to the event's "
       "player exactly then (`after play when hand of acting player is 0 and face-up of "
       "acting player is 0: acting player draws 2`: only face-down cards are left). The "
       "last card is read by what the condition counts, not its spelling: `hand of next "
       "player + face-up of next player + face-down of next player is 1` and `2 is cards "
       "of next player + 1` are the last card too. A skip or a restriction on a player "
       "holding three cards or fewer in all (`cards of acting player is at most 2`) is "
       "one too: that is the last stretch, the face-down cards played one a turn "
       "(R-FACE-2); but a skip or a restriction there that only one rank's play sets off "
       "(`after play when play.rank is 8 and cards of next player is at most 3`) is a "
       "brake whoever holds that rank uses on whoever is ahead at that moment, and the "
       "trial weighs what it does to the player closest to going out (LP801); on the last "
       "card itself it is this error. A text said at the table that makes that player "
       "draw is judged as the draw: `says \"wer nur noch eine Karte hat, zieht sofort "
       "drei\"` is this error too."
       " A legal blind play says the same by itself: a flip is made only with hand and "
       "face-up cards empty (R-FACE-2), so cards handed to the flipper after a legal "
       "flip (`after flip when flip.legal: next player gives 1 card to acting player`) "
       "are this error too; cards only at a failed flip, or a refund a round bounds, are"
       " not. The take-up is the step to that stretch (R-FACE-1): two cards or more "
       "handed to the player taking up, from the cleared cards, the pile or another's "
       "hand (`after take_up when table.draw_pile is 0: acting player takes 3 cards from "
       "the cleared cards`), set back everyone about to go out; one card is a toll, the "
       "measure of a turn's draw (R-DRAW-1).",
       'rule "Last"\n  after play:\n    if cards of next player is 1:\n'
       '      next play must have at least 2 cards\n',
       'rule "Big"\n  after play when play.count is at least 3:\n'
       '    next play must be 8 or lower\n'),
    _c("LP503", "touches-vote", "winvote", "R-VOTE-8",
       "The rule hooks, reads or changes the rule vote or the tie-break Roshambo.",
       "The vote and Roshambo procedures may not be changed (R-VOTE-8). A rule may "
       "start its own Roshambo mini-game (`plays roshambo with`).",
       'rule "Supermajority"\n  after deal:\n    the vote needs 3 quarters\n',
       'rule "Duel"\n  after play when play.rank is 5:\n'
       '    acting player plays roshambo with next player\n'
       '    roshambo loser draws 1 card\n'),
    _c("LP504", "game-never-ends", "winvote", "R-CUSTOM-3",
       "The book can keep a game from ending: in a simulated game no card left play and "
       "nobody went out for far longer than in any base game (the witness shows it).",
       "Taking cards back from the pile or the cleared cards, refilling hands, forcing pickups "
       "or restricting every play can undo progress as fast as it is made (R-CUSTOM-3); such "
       "books are played with a fence far above the base game (docs/language.md).",
       'rule "Recycle"\n  after play:\n    acting player takes 2 cards from the cleared cards\n',
       'rule "Crumbs"\n  after clear when clear.count is at least 8:\n'
       '    player with the fewest cards takes the top cleared card\n'),
    _c("LP505", "termination-undecided", "winvote", "R-CUSTOM-3",
       "Playing the book could not decide whether its games end; the message says why.",
       "The linter does not guess (LP504): it names the game to look at.",
       'rule "Slow"\n  after play:\n    previous player takes 1 card from the cleared cards\n',
       'rule "Refund"\n  after pickup:\n    acting player takes 1 card from the cleared cards\n',
       severity="warning"),
    _c("LP506", "rule-repeated", "winvote", "R-VOTE-4",
       "A hook means what a hook of another rule in the book already means, in any spelling "
       "(names, layout, `A`/`14`, a range or a loop written out do not count), or fires "
       "when it does with the same effect on an event the official rules make come with "
       "the other's: `after clear` and `after bonus` (every clear gives a bonus play, but "
       "to a clearer it put out), a blind play that is not legal and the blind pickup, a "
       "legal blind play and the play from the face-down cards, `after deal` and `after "
       "turn when turn.number is 1` (the leader's first turn), `before pass` and `after "
       "pass` (`turn_end` alike: nothing happens between). Events that only sometimes "
       "coincide (`after clear` and `after clear when clear.cause is four`) are two rules.",
       "A second copy is not a new rule: it doubles the first rule's effect, a material "
       "change that only the rule vote may make (R-VOTE-4), and a rule the vote removed may "
       "come back only through a later vote (R-VOTE-7). "
       "The audit also plays the book: two rules whose hooks on one event act alike at "
       "every moment of sampled base evenings, because a condition always holds there "
       "(`table.pile is 0` right after a pickup, `deal.players is table.players`), are "
       "one rule, with a witness game; rules that differ on a single sampled moment are "
       "two.",
       'rule "Quad tax"\n  after clear when clear.cause is four:\n'
       '    every other player draws 1 card\n'
       'rule "Tribute"\n  after clear when clear.cause is four:\n'
       '    for each other player:\n      that player draws 1 card\n',
       'rule "Quad tax"\n  after clear when clear.cause is four:\n'
       '    every other player draws 2 cards\n'),
    # ---------------------------------------------------------------- retro
    _c("LP601", "retroactive", "retro", "R-CUSTOM-3",
       "The rule reads history from before it existed (`session.*`, `history.*`), or "
       "counts the session's rounds: `round.number` as a count, kept in a count (`set "
       "\"r\" to round.number`) or measured against a number that changes (`round.number "
       "is more than rule.rounds`, `whose hand is at least round.number`), or does "
       "something whose size steps with `round.number`, in one rule or over several "
       "(`from round 3 on the last winner draws a card` in one, `from round 5 on` in "
       "another, `from round 7 on` in a third).",
       "Rules may not apply retroactively (R-CUSTOM-3): they count only what happens "
       "after they take effect. Use `rule.clears`, `rule.pickups`, `rule.rounds` or "
       "`round.*`; `round.number` may say which round this is, against a fixed number; "
       "the table size is fixed for a session (R-SETUP-1), so `round.number is at least "
       "table.players + 1` (from the round after everyone has dealt once on) is one step "
       "too. "
       "The trial also compares what a rule puts on one player at its first deal with "
       "what its later deals put on one: more at the first deal means it acts on the "
       "rounds before it. It does the same over the rule's whole first round, for a "
       "player the round before the rule picked (a place of its finishing order, its "
       "biggest picker): a rule whose guard holds only in the round it was adopted in "
       "(`rule.pickups is round.pickups`: the rule counts from its adoption, the round "
       "from its deal) and that puts more on that standing then than "
       "its later rounds do acts on what was played before it. The rounds a guard "
       "holds in are read whatever the spelling (a list, a range, `at least`, a "
       "comparison, a sum), so a ladder that stops at a later round is one too "
       "(`round.number is one of 2, 3, ... 9`, `one of 3, ... 9`, `one of "
       "4, ... 9`: one card for every round before this one, up to three, until round 9); "
       "one window of rounds (`from round 3 to round 8`) is not. "
       "The linter itself reads a rule's tally held to its round's (`rule.clears is at "
       "most round.clears`, `round.pickups - rule.pickups is 0`, a gap narrower than one "
       "round's clears or pickups, a session count added 1 at every clear) as the rule's "
       "first round: with last round's standings it is the round before the rule. "
       "So is an effect on last round's standing whose size shrinks with the rule's own "
       "clock to nothing after its first firing (`2 - rule.rounds` cards, `1 - "
       "rule.fired`, `4 - rule.pickups`, a count the hook sets after reading it): only "
       "the firing that reads the round before the rule acts, a debt counted before it; "
       "a size that stays positive, or grows, every round is a lagged standing, and "
       "fair.",
       'rule "Old clears"\n  after clear:\n    repeat session.clears times:\n'
       '      acting player draws 1 card\n',
       'rule "New clears"\n  after clear when rule.clears is 3:\n'
       '    acting player draws 1 card\n'),
    _c("LP602", "count-looks-back", "retro", "R-CUSTOM-3",
       "A count's scope reaches back before the rule took effect (`count \"clears\" ever`, "
       "`since the game began`).",
       "Rules may not apply retroactively (R-CUSTOM-3): a count starts at 0 when its rule "
       "takes effect and counts only what happens after. Say how long it lasts from now: "
       "`this round` or `this session`.",
       'rule "Old clears"\n  count "clears" ever\n  after clear:\n    add 1 to "clears"\n',
       'rule "New clears"\n  count "clears" this session\n  after clear:\n'
       '    add 1 to "clears"\n'),
    # ---------------------------------------------------------------- harm
    _c("LP701", "unsafe-demand", "harm", "R-CUSTOM-3",
       "Free text demands drinking, eating or something physically unsafe.",
       "Rules may not demand unsafe behaviour (R-CUSTOM-3); not everyone drinks. Harm to "
       "oneself is harm: a body part struck on something hard (\"knock your head on the "
       "table\", \"用头敲桌子\") or a force verb on one's own head or face. German and "
       "Dutch particle verbs are read split (\"houd je adem in\" is \"adem inhouden\"). "
       "Eating inside a question a choice governs is the matter chosen, asked of nobody "
       "(\"the winner decides what we eat tonight\", \"赢家决定今晚吃什么\"); \"decides "
       "what the loser eats\" is a demand."
       " A drinking game named, in a compound or an idiom (\"drinkspel\", \"Trinkspiel\", "
       "\"drinking game\", \"içme oyunu\", \"喝酒游戏\"), is drinking; a toast "
       "(\"Trinkspruch\") is not. A drink or food offered, taken or left by choice, asks "
       "nobody to have it: \"a drink of water for everyone who wants one\", \"我给想喝的人"
       "泡咖啡\" (\"whoever wants to drink\" picks who is offered), the food of a treat "
       "(\"请大家吃披萨\"); a round of drinks (\"请大家喝一杯\") or food that must be "
       "eaten up stays LP701."
       " A support held is a posture held, however long: a plank, a forearm or side "
       "support, a wall sit (\"holds a forearm plank, ten seconds per card left\", "
       "\"Unterarmstütz\", any German compound in \"-stütz\", \"zijplank\", \"plank "
       "yapar\", \"平板支撑\"); stretching, or elbows rested on the table, is not."
       " Driving after drinking is unsafe (\"whoever has had a drink drives everyone"
       " home\"); \"nobody who has had a drink drives tonight\" (\"içen araba"
       " kullanmaz\") is the safety R-CUSTOM-3 asks for."
       " An animal hurt, frightened or put at risk is harm too, whoever says it (a"
       " demand, or the picker's own \"Ich gebe dem Hund ein Stück Schokolade\"): a food"
       " that poisons it given (chocolate, grapes, onions, alcohol: \"gives the dog a"
       " grape\", \"köpeğe çikolata yedirir\", \"给狗喂巧克力\"), its tail or ears"
       " pulled (\"trekt de kat aan haar staart\"), a fish taken out of its water"
       " (\"haalt de vis eruit\", \"把金鱼从鱼缸里捞出来\"), an animal shut in a cupboard or"
       " a box, a sleeping animal woken, an animal chased, scared or kicked, a small"
       " animal put on the table. Denied or kept away (\"nobody gives the dog"
       " chocolate\", \"谁都不许给狗喂葡萄\") it is a safety rule; the dog's own treat,"
       " its water bowl filled, a ball thrown for it, the goldfish named are no harm, and"
       " an animal's food is no eating asked of a person."
       " A player made to stand on something that rolls or tips (a rolling"
       " office chair, a table, a railing: \"stands on the rolling office "
       "chair until the next deal\", \"ich stelle mich auf den Tisch\", \"klim"
       " op de tafel\", \"masanın üstüne çık\", \"站在带轮子的办公椅上\") or to keep a "
       "small thing in the mouth (a coin, a bottle cap: \"keep a coin in "
       "your mouth\", \"ik houd een muntje in mijn mond\", \"把一枚硬币含在嘴里\") is "
       "one too, in the first person as well: a fall or choking waits. "
       "Standing up to stretch, the cards or the drinks on the table and a"
       " coin kept in the pocket are clean."
       " A body brought to a hazard is one too: a live current, a blade or broken glass, a"
       " firecracker, traffic, thin ice or deep water, air cut off, a glare or a household"
       " poison met by the act that brings the body to it (\"pokes a paper clip into the"
       " socket\", \"snuift aan de lijm\", \"用水果刀在指缝间戳\"); the thing named without"
       " the act, or denied (\"nobody swims in the canal\"), is clean."
       " A thing heated to burn on touch (a hot iron, a hot pan, a kettle just boiled) held"
       " or pressed to the body is one too (\"holds the hot pan for ten seconds\","
       " \"sıcak ütüye avucunu değdirir\"); the iron unplugged and put away is clean."
       " A player made unreachable for the night is harm too: a phone switched off, put in"
       " the fridge or not to be answered even when the sitter, a care home or the"
       " hospital calls (\"mag niet opnemen, ook niet als het ziekenhuis belt\"); a phone"
       " face down that is answered when someone needs you is clean.",
       'rule "Shot"\n  after pickup:\n    acting player does "take a shot"\n',
       'rule "Groan"\n  after pickup:\n    acting player says "Ouch!"\n'),
    _c("LP702", "violent-demand", "harm", "R-CUSTOM-3",
       "Free text demands hitting, slapping or other violence.",
       "Rules may not demand unsafe or non-consensual behaviour (R-CUSTOM-3)."
       " A card beating a card (\"Ein Ass schlägt einen König\") is the rank order, not a "
       "blow (R-PLAY-2); the same verb with a person in its clause (\"schlag den Geber "
       "mit dem Ass\") is one.",
       'rule "Slap"\n  after clear:\n    acting player does "slap the next player"\n',
       'rule "Cheer"\n  after clear:\n    acting player does "a little cheer"\n'),
    _c("LP703", "non-consensual-demand", "harm", "R-CUSTOM-3",
       "Free text demands kissing, touching, undressing or other intimate acts.",
       "Rules may not demand non-consensual behaviour (R-CUSTOM-3). A `does` text that "
       "claims the table's agreement (\"as everyone agreed\", \"wie abgemacht\", \"大家都"
       "同意了\") is its author's word: the whole table agrees in the session "
       "(`lopti session rule add --agreed-by`), not in the rule's text."
       " A hand laid on another player's body is harm however it is worded: a slap, a "
       "poke in the ribs, a dead arm, tickling, a player carried on one's back (\"gives "
       "the picker a dead arm\", \"iedereen port de pakker in de ribben\", "
       "\"大家一起挠他痒痒\", \"der Verlierer nimmt den Sieger huckepack\", "
       "\"输的人把赢家背起来\"); a touch of one's own body is not. A thing one strikes "
       "with (the deck, the cards: after \"with\", \"mit\", \"met\", the Turkish "
       "instrumental or 用) brought onto another player's hand is one too (\"slaps the "
       "loser's hand with the deck\", \"用整副牌拍输家的手\"); the same blow on the "
       "table (\"tikt met de kaarten op de tafel\") or a card drawn from someone's hand "
       "is not."
       " A player's private things handed over, unlocked or shown to others are one "
       "too, whatever the words: a phone, its messages and photos, a wallet, a bag, keys, "
       "a password or an account (\"the loser hands their unlocked phone to the "
       "winner\", \"de verliezer geeft zijn ontgrendelde telefoon aan de winnaar\", "
       "\"Der Geber zeigt allen seine letzten Nachrichten\", \"kaybeden mesajlarını "
       "herkese gösterir\", \"输家把解锁的手机交给赢家\"). No table agrees to it for its "
       "players in advance: it falls on whoever loses, and a phone holds the words and "
       "faces of people who are not at the table. Everyone putting their phone face down "
       "or away, a player using their own phone (\"the winner picks the next song on "
       "their own phone\"), or a photo shown by whoever wants to is clean."
       " A chore or an errand staked on the round's result is one too: whoever loses"
       " owes housework, fetching or serving to the winner, or something after the"
       " evening (\"wer Letzter wird, holt morgen Brötchen für alle\", \"kaybeden bir hafta"
       " bulaşığı yıkar\", \"输家天天给赢家洗碗\"); the winner's or the speaker's own offer"
       " and a chore everyone takes by rotation (\"大家轮流洗碗\") are clean."
       " An errand or a service staked on the round is housework too: \"the "
       "loser walks the winner's dog tomorrow\", \"de verliezer laat morgen de "
       "hond van de winnaar uit\", \"kaybeden yarın kazananın köpeğini gezdirir\""
       " (a dog walked, a lawn mown, shirts ironed, the shopping, homework); "
       "walking the dog together with whoever wants is clean."
       " A stance held until something happens is a player's; what a rule named first"
       " \"stands\" or \"stays\" in is force (\"de regel van de maker blijft staan tot de"
       " stemming hem schrapt\", R-VOTE-1); \"de verliezer blijft staan tot ...\" stays."
       " A belief professed or a private life told on a game result is one too, whoever"
       " pays (a loser, a role by rotation, everyone): a prayer, the sign of the cross, a creed,"
       " an oath by a god, loyalty or a party's slogan (\"wer zehn aufnimmt, betet laut ein"
       " Vaterunser\", \"wie blind mist, slaat een kruisje\", \"kör kartı tutmayan,"
       " partinin sloganını bağırır\", \"念三遍阿弥陀佛\"), or income, debts, weight, age,"
       " love life or health told to the table (\"tells the table what they earn a"
       " month\", \"Zehn Karten, also verrate ich mein Gehalt\", \"交代自己的工资\")."
       " A game fact told (how many cards, which card was held longest), a share left to"
       " whoever wants, a song, a toast, a promise about the game and \"amen\" said to a"
       " passed vote are clean."
       " An animal is no person: petting the dog or the cat when it comes by itself"
       " (\"darf den Hund streicheln, wenn er von selbst kommt\", \"mag de kat aaien\")"
       " asks nothing of anyone's body; harm to an animal is LP701."
       " A player's phone, account or name used by someone else to write or post is one"
       " too (\"the winner texts the loser's boss from the loser's phone\", \"namens de"
       " verliezer\", \"用输家的手机发消息\"); one's own phone is not."
       " A player shut in a small space (a cupboard, a wardrobe, under the"
       " stairs, a car boot: \"is locked in the hall cupboard until the "
       "next deal\", \"wird in den Kleiderschrank gesperrt\", \"wordt in de "
       "kast opgesloten\", \"dolaba kapatılır\", \"被关进衣柜里\") or the aid a sense"
       " needs taken (glasses handed to the winner, a hearing aid switched"
       " off: \"schaltet sein Hörgerät aus\", \"zet zijn gehoorapparaat uit\","
       " \"gözlüğünü kazanana verir\", \"助听器被关掉\"; only those who need an aid "
       "pay, R-CUSTOM-4) is one too; the cards kept in the cupboard, a "
       "hide-and-seek game whoever wants joins, and one's own glasses "
       "cleaned or kept on are clean."
       " "
       "A person treated as air or as a thing by the table is one too, in a command, a "
       "passive or a bare state: shunned, ignored, not spoken to or looked at (\"is "
       "ignored by everyone until the next deal\", \"ist für den Rest des Abends Luft "
       "für alle\", \"wordt door niemand meer aangesproken\", \"kimse konuşmaz, kimse "
       "yüzüne bakmaz\", \"大家都不理他\"), or used as furniture (\"is my footstool until the "
       "next deal\", \"de voetenbank van de winnaar\", \"趴在地上当桌子\"); \"nobody is "
       "ignored\", \"别冷落他\" and a footstool whoever likes may use are clean. So is a "
       "person's signature under a petition, a contract or an IOU (\"your signature "
       "under the winner's petition\", \"在借条上签字\"); a name on the score sheet or a "
       "petition signed by whoever wants is not."
       " A confidence kept asks nothing of anyone (\"what a friend told you in confidence"
       " stays with you\", \"wat een ander je in vertrouwen vertelde, houd je voor "
       "jezelf\"); someone else's secret told is one (\"wie verliest, verklapt een geheim "
       "van een ander\"). Things lying on the left are no one shunned (\"Links liegen die "
       "Schinkenbrötchen\"); \"den Verlierer links liegen lassen\" is.",
       'rule "Kiss"\n  after clear:\n    acting player does "kiss the dealer"\n',
       'rule "Bow"\n  after clear:\n    acting player does "bow to the table"\n'),
    _c("LP704", "destructive-demand", "harm", "R-CUSTOM-3",
       "Free text demands tearing cards or breaking or damaging things.",
       "Rules may not demand destructive behaviour (R-CUSTOM-3); the deck has to last. "
       "Someone else's things spoilt are destructive too: a mark carved into the table or "
       "the walls (\"ritzt eine Kerbe in den Tisch\", \"masayı çizer\", \"在桌上划一道\"), "
       "a drink poured into a plant; leaving the table (\"masadan kalkan\"), a tally on "
       "the score sheet and one's own things are not.",
       'rule "Tear"\n  after clear:\n    acting player does "tear a card"\n',
       'rule "Tap"\n  after clear:\n    acting player does "tap the table"\n'),
    _c("LP705", "illegal-demand", "harm", "R-CUSTOM-3",
       "Free text demands something illegal (stealing, drugs, gambling money ...).",
       "Rules may not demand illegal behaviour (R-CUSTOM-3). So is someone else's bike, "
       "car or fruit taken without asking (\"ohne zu fragen\", \"sormadan\", "
       "\"不问一声\"); asking first is not."
       " "
       "A person's vote in an election dictated by a game result is one too (\"votes "
       "for the winner's party in the next election\", \"seçimde kazananın partisine oy "
       "verir\"); a reminder that the vote is one's own (\"who you vote for is your own "
       "business\", \"herkes istediği partiye oy verir\") is clean."
       " A false alarm raised with the emergency services (\"calls 112 and reports a fire"
       " that isn't there\", \"报假警\") or a fire alarm set off is one too; a real"
       " emergency called is not. So is alcohol or tobacco given to a child (\"pours"
       " their fourteen-year-old nephew a glass of wine\"); lemonade for the children is"
       " not.",
       'rule "Steal"\n  after clear:\n    acting player does "steal a wallet"\n',
       'rule "Swap seats"\n  after clear:\n    acting player says "Next!"\n'),
    _c("LP706", "discriminatory-demand", "harm", "R-CUSTOM-3",
       "Free text demands insulting, mocking or humiliating someone.",
       "Rules may not demand discriminatory behaviour (R-CUSTOM-3). So is a people or a "
       "person mimicked: the accent or dialect of a nationality, a region, an ethnic group "
       "or a religion put on, \"their\" way of talking or behaving played (\"talks like a "
       "Frenchman\", \"mit türkischem Akzent\", \"doet een Belg na\", \"Karadenizli "
       "taklidi\", \"学日本人说话\"), or someone's stutter or limp copied (R-CUSTOM-4); "
       "one's own dialect by choice, a toast in one's own language, a robot voice or a "
       "pirate's \"arr\" are not.",
       'rule "Mock"\n  after pickup:\n    next player does "insult the picker"\n',
       'rule "Console"\n  after pickup:\n    next player says "Bad luck!"\n'),
    _c("LP707", "vote-change-in-text", "harm", "R-VOTE-8",
       "Free text changes the rule vote: skips it, cancels it, weights it or takes it away "
       "(\"no vote next round\", \"keine Abstimmung\", \"oylama yok\", \"不投票\", "
       "\"the vote is cancelled\", \"投票取消\"), or puts "
       "a rule beyond it (\"this rule can never be deleted\", \"für immer\"), or past its "
       "session: a rule that holds or stands for every game night, this month or next "
       "time, in a text or in the rule's name (\"Standing rule for every game night this "
       "month\", \"Deze regel geldt voor elke speelavond\", \"Bu kural bu ay geçerli\", "
       "\"这条规则本月有效\"; R-SESSION-1); the rest of the evening is the session's own. "
       "The vote removing or changing a rule is its own power (R-VOTE-1: \"the vote can "
       "cancel or change any house rule\", \"bis die Abstimmung sie streicht\"); "
       "the vote struck stays (\"the vote is cancelled today\"), and \"从现在起不再投票\" "
       "(no longer vote) is LP707 now.",
       "The vote procedure itself may not be changed (R-VOTE-8), and no rule may prevent "
       "voting (R-CUSTOM-3); a text said at the table is no way around that. Quoting the "
       "rules is fine, and so is R-VOTE-4: a creator deletes their own rule without a vote. "
       "A vote given another weight is a change too (\"the winner's vote counts double\", "
       "\"kazananın oyu iki sayılır\"), or less than one (\"the losers' votes count "
       "half\", \"Stimmen der Verlierer zählen halb\", \"输家的票算半票\", \"counts for "
       "nothing\"), in a text or in a rule's or count's name: one player, one vote "
       "(R-VOTE-2). So is a vote "
       "handed to someone, a proposal struck before the vote, the vote left to \"only\" "
       "some, or more votes (\"an extra vote\", \"多算一票\"); \"vote twice as loud\" "
       "weighs nothing."
       " The majority is more than half of all the session's players: unanimity (\"a rule "
       "only goes if all players want it\", \"einstimmig\", \"全票通过\", \"only if "
       "nobody objects\") or a share (\"two thirds\", \"üçte iki\", \"75 %\") is a "
       "change, and so is a vote taken from some (\"players who are out may not vote\", "
       "\"oy veremez\") or proposing left to one role (\"only the winner may propose a "
       "change\"). Abstentions counted for a side (\"whoever keeps their hand down counts "
       "as a no\", \"弃权算赞成\"; R-VOTE-9: for neither) and the count or the result "
       "given to one role (\"the dealer counts the votes\", \"表决结果由赢家宣布\"; "
       "R-VOTE-2) are changes too. R-VOTE-9 quoted (\"Wer nicht abstimmt, zählt für keine "
       "Seite\") is clean."
       " Who votes is everyone in the session, players already out included: the vote kept"
       " to some (\"over deze regel mogen alleen spelers stemmen die nog meedoen\", \"rule "
       "votes are for players with cards in hand\", \"投票权只属于还在牌局里的玩家\") or lost"
       " on going out is a change; so is asking for a change or a vote kept to some "
       "(\"only someone who has won a round tonight gets to ask for this rule to go\"), and "
       "a removed rule that comes back by itself or at a person's wish (\"it comes back "
       "automatically next round\"; R-VOTE-7: only through a later vote). The "
       "official value in other words is clean (\"everyone votes, even the players who are "
       "already out\", \"no rule may be removed without a vote\", \"nobody may vote "
       "twice\", \"only the rule vote can change this\", \"要改只能投票\"), "
       "and so is R-VOTE-8 itself (\"Abstimmung und Schere-Stein-Papier selbst "
       "darf keine Regel ändern\")."
       " A condition on asking for or holding the vote is a change too: notice ahead "
       "(\"een stemming over deze regel moet een dag vooraf worden aangekondigd\"), a "
       "wait, someone who must be there, a price, only in writing (R-VOTE-1: the vote is "
       "held when the deal begins); \"we vote before dealing\" is the official time."
       " The procedure is a closed world: a requirement before changing a rule that is not "
       "the vote itself (\"想改这条规则的人，得先连赢两局才行\", \"first give everyone a "
       "card\"), a person's say over the vote (\"the dealer can block any vote\", \"der "
       "Erfinder muss zustimmen, bevor abgestimmt wird\"), one vote changing several rules, "
       "or a rule said to outlive its session (\"this rule carries over to next week\", "
       "R-SESSION-1) is a change whatever the verb; asking at the deal, the majority, and a "
       "rule that lasts \"until the end of the evening unless voted out\" are the official "
       "value. A show of hands is the vote: every hand up as what a change waits for (\"bu "
       "kural ancak masadaki bütün eller havaya kalkarsa kalkar\", \"only if every hand "
       "goes up\", \"alleen als alle handen omhoog gaan\") is unanimity; a hand raised to "
       "vote or to cheer sets no threshold."
       " What a vote leaves behind is fixed too: a failed or tied vote uses up the round's "
       "one attempt (\"if the vote fails, we vote again\", R-VOTE-5), finished card actions"
       " are never undone and a change holds at once or from the next round, said before the "
       "vote (\"when this rule is voted out, every card it moved goes back\", \"a change "
       "voted in applies retroactively\", R-VOTE-6), the winner's new rule does not use up "
       "the vote (R-VOTE-3), a creator deletes their own rule without one (\"the creator may"
       " only delete this rule with a vote\" is a change, R-VOTE-4), and old rules"
       " return during setup, one vote each (\"all of last week's rules return by a single "
       "vote\", R-SESSION-2); \"we try again next round\" and \"each old rule gets its own "
       "vote at setup\" are the official value. The same value said again in other words "
       "is no change: \"赢家宣布的新规则不占用这一局的表决机会，这一局照样可以表决\" and "
       "\"when the winner announces a new rule, the table still votes as always\" quote "
       "R-VOTE-3 (a winner who announces the rule is no one tallying the vote); a tied vote "
       "said not to use up the round (\"a tied vote does not use up the round's vote\") and"
       " the new rule's round said to hold no vote (\"赢家宣布新规则的那一局不能再表决\") "
       "are changes."
       " Who may ask and who votes is fixed too: any player asks for the round's vote and "
       "everyone in the session votes (R-VOTE-1, R-VOTE-2), so the asking or the vote kept "
       "to some, whatever the group (\"only a player who has won a round tonight may call "
       "for a rule vote\", \"sadece bu akşam bir el kazanmış bir oyuncu kural oylaması "
       "isteyebilir\", \"没赢过的人不能参加投票\") is a change; \"anyone may call a vote\", "
       "\"only one vote a round\", \"players who are out cannot be kept from voting\" and "
       "\"the winner calls the next vote\" (a chore at the vote's time, nobody kept from "
       "asking) are not."
       " A count of votes over the evening or the session, or a vote only every few rounds, "
       'narrows one vote each round (R-VOTE-1): "each player votes only once tonight", '
       '"jeder hat pro Abend nur eine Stimme", '
       '"iki turda bir oylama", "每个玩家今晚只能投一次票" are '
       'changes; "once each round tonight" is the card, and so is "cannot vote but once" '
       'said as an exception of the count ("除了一次以外不能投票").'
       " A count of the votes one person keeps unseen (\"the champion reads the slips "
       "alone and announces the result\", \"De stemmen worden door de laatste winnaar "
       "buiten het zicht geteld\", \"票由上一局赢家背着大家数\") takes the count from the table "
       "(R-VOTE-2); hands raised and counted aloud do not."
       " The vote's agenda held by one takes the vote from the table too (session 43): only one"
       " person may put a change to it, or a change another proposes is not voted on (\"only the"
       " champion may put a proposal to the rule vote\", \"Een wijziging die de koploper niet heeft"
       " voorgesteld, komt niet in stemming\", \"规则投票时只有冠军可以提议\", R-VOTE-1, R-VOTE-2,"
       " R-VOTE-8); anyone proposing, and the dealer asking the table for proposals, do not."
       " Silent or absent players' votes counted as one standing's change the vote too "
       '(session 44, `text/rule_ranks.py`): "Silent players in the rule vote: yes-votes for '
       'the leader", "Bij de stemming telt de kampioen de stemmen van afwezigen bij zijn '
       'eigen stemmen op"; abstentions count for neither side (R-VOTE-9), and saying so is '
       'fine.'
       " A vote's outcome bound in words changes it too (session 45, `text/vote_bonds.py`): "
       "a failed vote held again at once or until it passes (\"If the rule vote fails, vote "
       "again until it passes\", \"Een mislukte stemming: geen poging verbruikt, meteen een "
       "nieuwe kans\", R-VOTE-5), a rule bundled so that the vote cannot remove it alone "
       "(\"Wer diese Regel abwählt, wählt alle anderen Hausregeln gleich mit ab\", "
       "\"这条规则和冠军的其他规则是一体的，要删就一起删\", "
       "R-VOTE-1), one standing's vote changed or cast after the "
       "count (\"After the votes are counted, the champion may still change his vote\", "
       "\"Liderin oyu: sayım bitene kadar açık\"), and a cost on a way of voting (\"Een "
       "tegenstem tegen de kampioen: één ronde aan de kant\"); the next round's vote, each "
       "rule voted on alone, every vote final after the count and a vote that costs nobody "
       "anything do not.",
       'rule "Dictator"\n  after win:\n    acting player says "there is no rule vote next '
       'round"\n',
       'rule "Reminder"\n  after deal:\n    dealer says "Remember the rule vote!"\n'),
    _c("LP708", "roshambo-change-in-text", "harm", "R-VOTE-8",
       "Free text changes Roshambo: fewer or more rounds than 30, best of three, a coin "
       "instead (\"eine Runde Schere Stein Papier\", \"三局两胜\").",
       "Roshambo is exactly 30 decided rounds, draws not counting (R-ROSHAMBO-2), and its "
       "procedure may not be changed (R-VOTE-8). Play it with `plays roshambo with`. A "
       "race (\"first to three\", \"wer zuerst drei gewinnt\") is a change too."
       " Who defends is part of it: a rule defended by a role other than its creator "
       "(R-ROSHAMBO-1) is a change. So are draws that count (\"石头剪刀布平局也算\", "
       "\"gelijke spelen tellen mee\"), one throw (\"只猜一次\", \"nur einmal\"), a sign "
       "added to rock, paper and scissors (\"with lizard and Spock\", "
       "\"石头剪刀布加一个蜥蜴手势\", a well the signs fall into; a well water is fetched "
       "from is clean) and a tied "
       "vote settled without Roshambo (\"on a tie the rule stays\"); a side's knockout, one "
       "round a pairing, is R-ROSHAMBO-3's own. At 15-15 the next decided round wins "
       "(R-ROSHAMBO-2): fifteen all in any spelling (\"15:15\", \"15 tegen 15\", "
       "\"十五平\", level after thirty rounds) given to a side, a person or a trait (\"goes "
       "to the elder of the two\") or ending with the rule kept is a change; R-ROSHAMBO-2 "
       "paraphrased (\"bij vijftien-vijftien beslist de volgende ronde\") is clean."
       " The extra round said away (\"no extra round: the rule wins\", \"keine weitere "
       "Runde, die Regel bleibt\", \"不用再加一把\") is a change; \"打到15比15就再加一把\" "
       "restates it."
       " A tied vote has one way out, whatever the verb: Roshambo between the one who "
       "asked and the rule's creator. A tie of the vote named with anything else (a die, "
       "a coin, a card turned, lots, the oldest, a role's say, the rule kept) is a change "
       "(\"staakt de stemming, dan draait de deler een kaart om\", \"oylama berabere "
       "biterse yazı tura atılır\"); a tie with the vote unnamed (\"two players tie for "
       "the most cards\") is a fact of play, and a tie spoken of (\"ties are rare\", a "
       "tied vote that uses up the round's attempt) is clean. Any other way to settle the "
       "tie is a change, not only the ones listed: a contest (\"bij een gelijke stemming "
       "beslist een potje armpje drukken\"), a game of darts for a split vote, a drinking "
       "game; and Roshambo's own terms in other words (\"on a tied vote we play thirty "
       "decided rounds of rock paper scissors; draws don't count\") are clean."
       " Who stands for a side is fixed as well: if nobody will defend the rule, the change "
       "passes (\"if nobody defends the rule, it stays\" is a change, R-ROSHAMBO-1), and a "
       "side that cannot pick its representative holds a knockout among its members (\"the "
       "dealer plays for them\", a coin picking one: R-ROSHAMBO-3)."
       " Roshambo denied on a tie (\"on a tied vote no rock paper scissors, the creator "
       "decides\", \"投票打平的时候不用猜拳\", \"taş kağıt makas yok\") takes its place away "
       "whatever is put there; \"no coin, Roshambo as always\" denies the coin."
       " \"Only decided rounds count\" (\"nur entschiedene Runden zählen\", \"alleen "
       "beslissende rondes\", \"sadece kesin turlar sayılır\") quotes R-ROSHAMBO-2, and a "
       "tie that uses up the round's vote (\"平票也算用掉了本轮的投票\", \"bij gelijke "
       "stemmen is de stemming van deze ronde op\") quotes R-VOTE-5; \"nur drei Runden\" "
       "stays a change. A tie said to count as the round's vote (\"a tied vote still counts "
       "as this round's vote, same as a failed one\", \"telt als de stemming van deze "
       "ronde\") says R-VOTE-5 too.",
       'rule "Quick duel"\n  after play when play.rank is 5:\n    acting player says '
       '"best of three roshambo"\n',
       'rule "Duel"\n  after play when play.rank is 5:\n'
       '    acting player plays roshambo with next player\n'
       '    roshambo loser says "Well played!"\n'),
    _c("LP709", "authority-in-text", "harm", "R-CUSTOM-5",
       "Free text claims authority over the rules: \"I decide\", \"the winner decides\", "
       "\"I change the rules\", \"the creator's word is law\" (\"ik beslis\", \"ben karar "
       "veririm\", \"我说了算\").",
       "The creator settles ambiguity but may not rewrite the rule once a round has begun "
       "(R-CUSTOM-5); no player or role decides the rules alone, changes go through the "
       "rule vote (R-VOTE-1). Saying that the creator settles an unclear case is fine. A "
       "text that switches another rule off (\"the eights rule does not count\", \"die "
       "Zehnerregel gilt heute nicht\") claims that authority too: only the rule vote "
       "removes or suspends a rule."
       " A rule put above the others (\"outranks every other house rule\") or any rule deleted"
       " by a player claims the same authority, and so does a house rule put above the "
       "official rules (\"this rule comes before the official rules\", \"bu kural resmi "
       "kurallardan önce gelir\", \"如有冲突，以本规则为准\"): a rule adds, it does not "
       "replace (R-CUSTOM-2). Which one prevails decides, not the words: \"the official "
       "rules come before this rule\" and \"以官方规则为准\" quote the rules' own order."
       " Authority over the rule book in other words is the same claim: a power over a "
       "rule, a proposal, a dispute or a tie held by one person (\"only the author of "
       "this rule may remove it\", \"any change to this rule needs the dealer's approval\","
       " \"de deler heeft het laatste woord over de regels\"); the vote, the majority and "
       "Roshambo hold it, and the creator deletes their own rule (R-VOTE-4) and settles "
       "its ambiguity. A player who may change, even a little, rules not their own (\"de "
       "winnaar mag ook de regels van anderen een beetje bijschaven\") claims it too. "
       "Nobody holds a final right of interpretation: the creator settles an ambiguity, "
       "never rewrites the rule (\"本规则的最终解释权归规则制定者所有\", \"this rule means "
       "whatever its creator says\" are claims; \"if this rule is unclear, its creator says"
       " what it means\" is not). A matter outside the rule book decided by someone (\"the"
       " dealer decides who shuffles tonight\") is no authority. Whatever the verb (explains,"
       " answers, \"yorumlar\", \"解释\"), an unclear or disputed rule read by a role is the"
       " claim when its creator is not named and the rule is not the role's own new one."
       " The rule is announced whole before the next deal is complete (R-CUSTOM-1): a part "
       "kept back, sealed or told later (\"the second half of this rule stays sealed until "
       "round 3\", \"这条规则的后半部分先保密\") or the rule filled in once play is under way "
       "(\"der Erfinder darf die Regel während des Spiels noch ergänzen\") claims it; an "
       "unclear part explained, the rule read out again and cards kept secret do not. The "
       "session is the stretch of play the players agree on (R-SESSION-1): its end in one "
       "player's hands (\"the game night ends when the leader says so\", \"wie voorstaat mag"
       " de speelavond beëindigen\") claims it too, and \"we stop when everyone has had "
       "enough\" does not. A deletion earns no replacement (R-VOTE-4): \"whoever deletes "
       "their own rule may invent a new one\" claims a rule outside the win."
       " When the rule is made is R-CUSTOM-1's too: the winner's rule told, made up or "
       "changed after the deal, once the hand is seen, later in the round or whenever the "
       "winner likes (\"the winner announces their new rule after the deal, once they have "
       "looked at their cards\", \"de winnaar vertelt zijn nieuwe regel pas als iedereen "
       "zijn kaarten heeft\") claims it; told before the deal, read out again, or a "
       "creator deleting their own rule at any time (R-VOTE-4) does not. An absent "
       "creator's rule is read by the table's majority, then by the reading that changes "
       "base Lopti least (R-SESSION-3): a partner, a friend, the host or a call to the "
       "creator settling it (\"创建者不在的时候，这条规则怎么理解由他女朋友说了算\", \"ona "
       "telefon edilir, onun sözü geçerlidir\") claims it; the table voting, the rule card "
       "read and a call to say goodnight do not."
       ' A say in the next rule for anyone but its inventor ("the winner of this round also '
       'chooses the next rule", "the host '
       'approves the next rule", "这局的赢家还可以决定下一条规则") is '
       "authority too (R-CUSTOM-1: the next winner invents it), and so is the rule archive "
       'kept by one ("only I may edit the archive", "kural arşivini sadece ben '
       'düzenleyebilirim"); "the next winner decides the next rule" is the card.'
       " A rule's value left open and set anew each round by one person, its creator, a "
       "standing or the dealer (a role that rotates still rewrites the rule without the "
       "vote), is a rewrite (R-CUSTOM-5, R-VOTE-4): \"at the start of each round the "
       "rule's author picks which rank it is about\", \"Jede Runde bestimmt der Erfinder "
       "neu, wie viele Karten es kostet\", \"每一局由定规则的人重新说是几张\"; the value said "
       "once (\"this rule is about Queens, every round\"), set by the table's vote, or a "
       "choice the rule's action leaves to its actor (\"the picker chooses which card to "
       "give\") is not. A standing (the champion, last round's winner, the leader) holds no "
       "say a role may not: an unclear rule it settles (\"bij twijfel beslist de "
       "koploper\", \"anlaşmazlıkta son sözü şampiyon söyler\", \"规则有疑问都听冠军的\") "
       "is the claim (R-FAQ-5, R-CUSTOM-4)."
       " The rule is announced to the whole table (R-CUSTOM-1), and everyone votes on it "
       "(R-VOTE-2): the rule, a part of it, its wording or what it does told to only some or "
       "kept from some, by standing, seat or today's result, claims it too (\"only last "
       "round's winner hears the second half\", \"den Wortlaut bekommen nur die, die heute "
       "gewonnen haben\", \"kuralın cezasını sadece kazanan bilir\", \"规则的后半部分只告诉"
       "赢家\"), and so do a rule whispered to one (\"the dealer whispers the rest of the rule "
       "to the winner\") and the rest left to learn it when it costs them (\"die anderen "
       "merken es, wenn es sie trifft\"); the rule read aloud to all, again for whoever "
       "missed it, on a note anyone may read, and face-down cards kept hidden do not."
       " A rule's force or wording in one person's hands is the same claim (session "
       "42): a rule switched on and off or counted only in the rounds someone picks "
       "(\"the creator decides at the start of each round whether this rule is on\", "
       "\"Der Champion schaltet diese Regel ein und aus\", "
       "\"冠军想什么时候停用这条规则就什么时候停用\"), "
       "reworded in the rule book (\"between rounds the champion may reword any house "
       "rule\", \"De regels worden door de laatste winnaar aangepast\"), what one person "
       "writes down made the rule, an earlier rule lifted or replaced by this one "
       "(\"Diese Regel hebt die Hausregel des letzten Gewinners auf\", "
       "\"这条规则取消之前所有的家规\"), "
       "and a new rule invented by someone who did not win (\"the dealer also invents a "
       "new rule every round\", \"不管谁赢，新规则都由冠军来定\", R-WIN-3); the rule written "
       "down as "
       "announced, a rule said to hold beside the others, \"only the winner invents a "
       "new rule\" and a creator deleting this rule (R-VOTE-4) do not."
       " What belongs to the whole table kept by one person is the same claim (session 43,"
       " `text/game_keeping.py`): the written rules (the rule cards, the list of house rules, the"
       " rule book, the rule's wording) in one person's keeping and not open to the others (\"the"
       " champion keeps the rule cards; the others may not read them\", \"Die Liste der"
       " Hausregeln schließt der Spitzenreiter weg\", \"规则卡和家规清单由冠军保管，别人不能看\"),"
       " the rule told in a language only its teller speaks or whispered and never repeated"
       " (\"in einer Sprache, die außer ihm niemand versteht\", \"geheimtaal\","
       " \"只有他自己懂的语言\"), and a rule struck or changed without the vote by someone who did"
       " not make it (\"De kampioen mag elke huisregel schrappen, zonder stemming\","
       " \"Başkalarının kurallarını son kazanan oylama yapmadan değiştirebilir\", R-VOTE-4); the"
       " rules lying open for anyone, told aloud in a language all speak and the creator deleting"
       " their own or this rule do not. Which rule a clash gives way to is read where the text"
       " says it: \"以官方规则为准\" gives way to the cards, \"… elkaar tegenspreken, gaat deze"
       " regel voor\" and \"resmi kuralların hepsinden önce gelir\" put the house rule first."
       ' One standing put above the footing every house rule shares claims it too (session '
       '44, `text/rule_ranks.py`): one standing the creator of every rule ("The champion is '
       'the creator of every house rule tonight, whoever invented it", '
       '"今晚所有家规都算冠军发明的"), a '
       'clash of house rules won by a standing\'s rule ("When two house rules clash, the '
       'champion\'s rule always wins", "İki ev kuralı çeliştiğinde her zaman şampiyonun '
       'kuralı geçerli olur"), and the others\' rules lapsing while one standing\'s stay '
       '("Regeln, die nicht vom Champion stammen, verfallen nach einer Runde"); each rule '
       "staying its inventor's, a clash settled by the table's majority or by the reading "
       'that changes base Lopti least (R-FAQ-5), and every rule holding the session "no '
       'matter who made it" do not.'
       " So does a text that binds the rules later wins earn or the winner's right to invent"
       " (session 45, `text/vote_bonds.py`): one standing shielded from every later rule "
       "(\"No rule invented after this one may cost the champion anything\", \"Bundan sonra "
       "icat edilen hiçbir kural şampiyona uygulanmaz\", \"冠军：以后所有家规一律管不着\"), "
       "or the winner's "
       "time to announce the new rule cut to seconds or ended at one standing's word (\"The "
       "winner has five seconds to name the new rule\", "
       "\"赢家什么时候必须说出新规则，由冠军说了算\", R-WIN-3, "
       "R-CUSTOM-1); later rules alike for all, the champion too, and the card's own window "
       "(before the next deal is complete) do not.",
       'rule "Boss"\n  after clear:\n    acting player says "I decide the next rule alone"\n',
       'rule "Boss"\n  after clear:\n    acting player says "Lopti!"\n'),
    _c("LP710", "money-demand", "harm", "R-CUSTOM-3",
       "Free text demands money or a bet: paying, euros, dollars, wagers (\"bezahlen\", "
       "\"betalen\", \"öde\", \"付钱\", \"€\", \"$\"). Money denied as the stakes (\"for "
       "honour, not for money\", \"nicht um Geld\", \"niet om geld\", \"para için değil\") "
       "asks none; a payment or a sum said beside the denial still does. A rule's or a "
       "count's name is read for a sum of money (\"five yuan\", \"五块钱\", \"ein Euro\"): "
       "its other money words are the game's metaphors (\"Winner pays\"). Each paying their "
       "own (\"everyone pays for their own tea\", \"Herkes kendi çayını öder\") stakes "
       "nothing: no result moves it between players. A cost the whole table splits "
       "equally or bears together (\"de pizza betalen we samen, iedereen evenveel\", "
       "\"pizzanın parasını herkes eşit öder\", \"披萨钱大家平摊\") stakes nothing either, "
       "unless a result or a role picks who pays (\"everyone who lost pays the same\") or "
       "it is a bet (\"we all bet the same\"): equal stakes paid into a pot, or taken whole"
       " by the winner (\"iedereen betaalt evenveel in de pot en de winnaar krijgt alles\","
       " \"每人往奖池里放一样多的钱，赢家全拿\"), are a bet."
       " A treat the speaker or the winner gives of their own (\"I treat everyone to "
       "pizza\", \"ich spendiere allen eine Pizza\", \"ik trakteer\", \"kazanan pizzayı "
       "ısmarlar\", \"请大家吃披萨\") is theirs to give, as the winner's own offer is "
       "(LP712); a treat a rule puts on another player (\"the loser treats everyone to "
       "pizza\", \"der Verlierer spendiert\", \"kaybeden ısmarlar\", \"输家请大家吃"
       "披萨\", \"the loser buys pizza for everyone\", \"输家给大家买披萨\") is money one "
       "person pays for the others: a stake. German \"zahlen\" is "
       "paying after a modal or a person (\"der Verlierer muss zahlen\"), \"die Zahlen\" "
       "are numbers.",
       "Rules may not demand unsafe or illegal behaviour (R-CUSTOM-3); gambling for money "
       "is illegal in many places, and not everyone at the table can pay."
       " Money in another form is money: phone credit topped up for someone "
       "(\"the loser tops up the winner's phone credit\", \"lädt dem Gewinner das"
       " Handyguthaben auf\", \"kazananın telefonuna kontör yükler\", "
       "\"给赢家的手机充话费\"), a gift card or a voucher; checking one's own credit is "
       "clean. A ticket to a gamble is a stake too (\"the loser buys the winner a lottery "
       "ticket\", \"ein Lottoschein\", \"een kraslot\", \"piyango bileti\", \"彩票\"); "
       "tickets denied (\"no lottery tickets, we play for honour\") are not. "
       "A belonging staked is one too: whoever loses lending or leaving something of "
       "theirs to the winner (\"the loser lends the winner their bike for a week\", "
       "\"kaybeden bisikletini kazanana ödünç verir\", \"输的人把自行车借给赢家一周\"); "
       "the winner's own offer and a card handed over are not."
       " A treat promised on a loss is a stake, not a gift (\"if I lose, I'll "
       "buy everyone dinner\", \"wenn ich verliere, gebe ich allen ein Eis aus\","
       " \"kaybedersem pizzayı ben ısmarlarım\", \"如果我输了，我请大家吃宵夜\"); the same "
       "treat on no result stays the giver's own. A pay word said by a player the same "
       "hook makes draw, give or pick up cards names those cards, the game's fee (\"even "
       "the champion pays\", \"Auch der Champion zahlt.\", \"Ook de kampioen betaalt.\"):"
       " words, not money; a sum, a currency or a bet beside it is money still.",
       'rule "Tax"\n  after win:\n    every other player does "pay the winner five euros"\n',
       'rule "Applause"\n  after win:\n    every other player does "clap for the winner"\n'),
    _c("LP711", "outside-dare", "harm", "R-CUSTOM-3",
       "Free text demands a dare that reaches beyond the table: calling or texting someone, "
       "posting online, going outside, strangers (\"bel je ex\", \"给前任打电话\").",
       "People outside the game did not agree to it, and a dare is not something everyone "
       "can do safely and willingly (R-CUSTOM-3: no non-consensual or unsafe behaviour)."
       " A call, a text or a message to a person of the player's life (a parent, the boss, a"
       ' neighbour, an ex: "whoever loses calls their mother", "wie verliest, belt zijn '
       'buurman", "输的人给老板发信息") draws in someone '
       'who never agreed; offered to whoever wants '
       'or denied ("nobody has to call their parents") it asks nobody.'
       ' A duty laid on someone at hand who does not play (an onlooker, a flatmate, a '
       'partner: "wer nur zuschaut, holt die Getränke", "不玩的室友负责洗杯子") is one too '
       '(R-SESSION-1); an offer to them is not, and a neighbour in the next seat ("der '
       'rechte Nachbar hebt ab") is a player.'
       ' A prank or a nuisance on people who do not play is one too (a random number'
       ' called with a lie, a doorbell rung and run from, passers-by yelled at: "wer '
       'verliert, macht einen Klingelstreich", "输的人给陌生人打恶作剧电话"); quiet kept for '
       'the neighbours or a friend invited is not.'
       " A false or one-star review posted about a shop, a place or a "
       "person one never went to (\"posts a one-star review of a restaurant"
       " they have never been to\", \"eine erfundene Bewertung über den "
       "Friseur\", \"een nepreview\", \"hiç gitmediği bir restorana bir "
       "yıldızlı yorum\", \"给从没去过的餐厅写一星差评\") is one too: a lie that costs "
       "people who never agreed. An honest score said at the table, a "
       "review whoever liked a place may leave, or a message to the "
       "table's own group is clean."
       " "
       "A ban on a person's own life for days after the game is one too, said as a "
       "command or as a state (\"may not eat any sweets for a week\", \"Fernsehverbot "
       "bis Sonntag\", \"heeft de hele week huisarrest\", \"bir ay boyunca kahve "
       "içmez\", \"一个星期不准玩手机游戏\"), and so is an open favour owed, to be called in at "
       "any time (\"owes the winner one favour, any favour\", \"steht beim Sieger in "
       "der Schuld\", \"bir iyilik borçludur\", \"欠赢家一个人情\"); a limit at the table for "
       "all while the cards are out, a favour asked and free to refuse, and \"nobody "
       "owes anything\" are clean.",
       'rule "Dare"\n  after pickup:\n    acting player does "call your ex"\n',
       'rule "Song"\n  after pickup:\n    acting player does "sing a short song"\n'),
    _c("LP712", "unconfirmed-table-action", "harm", "R-CUSTOM-3",
       "A `does` text asks something that is not a known table action (clap, stand up, "
       "sing, dance, bow, wave, knock on the table, swap seats, shuffle, the fist-in-palm "
       "salute, a hand on one's own heart ...), and the table "
       "has not recorded that it agrees.",
       "A word list can never be complete, so free text is never a silent loophole: "
       "anything beyond the known table actions needs the whole table's agreement "
       "(R-CUSTOM-3: nothing unsafe or non-consensual). In a session the whole table "
       "agrees with `lopti session rule add FILE --agreed-by NAME,NAME,...`, naming "
       "everyone, and the archive records it; without it the rule is refused there. For "
       "plain `lopti lint` only, the author may note the agreement in the file with "
       "`# lopti: table-agreed \"text\"` at the end of the line or on the line above (the "
       "quoted text must be the rule's text, so a later edit needs a new agreement); a "
       "session ignores that comment. `# lopti: ignore[LP712]` is no agreement and does "
       "not silence it. A high five or a fist bump offered is a gesture two make together, "
       "the other meeting it by choice: a table action (made to a body part it is none, "
       "done hard it is a blow, LP702); a "
       "soft touch of one's own body (\"pat yourself on the back\", \"klopf dir selbst "
       "auf die Schulter\") is one."
       " Stretching, a deep breath, a cheer and a clap for a role (\"给赢家鼓掌\", "
       "\"伸个懒腰\") are table actions too."
       " A demand beyond the game (housework, something private, anything after the game"
       " or at home) is the exception: there the comment is the author's word for "
       "everyone's agreement, and plain lint refuses it as LP703 until the session "
       "records the agreement."
       " A role told to make, serve or fetch something for the others is a demand on "
       "that person whichever verb carries it, in a `says` text as in a `does` text "
       "(\"der Verlierer macht allen Kaffee\", \"de verliezer haalt chips voor iedereen\", "
       "\"kaybeden herkese çay getirir\", \"输家给大家泡咖啡\"); the winner's or the "
       "speaker's own (\"der Gewinner macht allen Kaffee\", \"I'll make coffee for whoever "
       "wants\") is an offer, and speech, a wish or a move of the game (\"the loser says "
       "good night\", \"good luck, everyone\", \"gives everyone a card\") costs nobody "
       "anything. A role that passes round the table by seat (the dealer, whoever deals) "
       "comes to everyone: its service for the others is no demand (\"der Geber holt "
       "die Getränke\", \"dağıtıcı içecekleri getirir\")."
       " A gesture made at the table (\"klatscht für alle am Tisch\", \"klapt aan tafel"
       "\", \"为在座的每个人鼓掌\") and a drink topped up for everyone (\"给每个人续茶\", "
       "\"tops up everyone's tea\", \"vult ieders thee bij\", \"herkesin çayını "
       "tazeler\") are table actions too."
       " A gesture one makes oneself is a table action however it is worded: a verb with "
       "a gesture (\"gives a thumbs up\", \"steekt de duim op\", \"向赢家竖起大拇指\") "
       "or a gesture verb (\"nickt dem Sieger anerkennend zu\"), to whomever and "
       "however it is made."
       " What a text asks of a body is read by who does it and to whom, what, how long and "
       "where: a gesture for a moment, to the table or to oneself (\"ayağa kalkıp masayı "
       "alkışlar\", \"自己鼓掌\") and a handshake or a toast offered to whoever wants one "
       "(\"biedt wie wil een hand aan\") are table actions; a posture held (\"op één "
       "been\", kneeling: LP701), a stance held for a stretch (\"until the next deal\", "
       "\"de hele ronde\": LP703), a way beyond the table (\"once around the block\", "
       "out of the room: LP711) or a limb brought to another player (\"stößt den Nachbarn "
       "mit dem Ellbogen an\": LP702) is an error in any words, unless it is offered to "
       "whoever wants it."
       " An act the winner does for the others, which they may take or leave, costs "
       "nobody but the winner and is a table action: the winner making, peeling, baking "
       "or brewing something for everyone or for whoever wants some (\"给大家剥橘子\", "
       "\"zet koffie voor wie wil\", \"herkese çay demler\", \"backt Pfannkuchen für "
       "alle\"). Asked of another role (\"the loser peels oranges for everyone\"), made "
       "for one named player, landing on someone's body or things (\"cleans everyone's "
       "glasses\"), or obliging the others (\"everyone must eat one\", a drink downed: "
       "LP701) it stays a demand."
       " A toast with water or a soft drink (\"raises a glass of water to the table\", "
       "\"herkesle suyla kadeh tokuşturur\", \"举起水杯向大家敬一下\"), drumming on the "
       "table, a whistle or a line sung however it is measured (\"吹一声口哨\", \"唱一句"
       "歌\") and a shout quoted in Turkish (\"\\\"Lopti!\\\" diye bağırır\") are table "
       "actions, and a chore everyone does together (\"am Ende räumen alle gemeinsam "
       "auf\", \"散场后大家一起收拾桌子\") is asked of no one person; with alcohol, "
       "emptied in one go or left to one role they stay what they were."
       " A chore on the table's own things (the cards, the discard, the rules sheet, one's "
       "phone laid down) that reaches nothing beyond the table is a table action whatever "
       "its verb.",
       'rule "Hop"\n  after clear:\n    acting player does "hop on one foot"\n',
       'rule "Hop"\n  after clear:\n    # lopti: table-agreed "hop on one foot"\n'
       '    acting player does "hop on one foot"\n', severity="warning"),
    # ---------------------------------------------------------------- hygiene
    _c("LP901", "unknown-event", "hygiene", "R-CUSTOM-2",
       "The hook names an event that does not exist.",
       "Hooks attach to the base events only (deal, swap, turn, play, draw, pickup, "
       "clear, bonus, take_up, flip, pass, out, win, round_end).",
       'rule "Typo"\n  after plya:\n    skip next player\n',
       'rule "Fixed"\n  after play:\n    skip next player\n'),
    _c("LP902", "unknown-attribute", "hygiene", "R-CUSTOM-1",
       "An attribute does not exist on this event or on the table.",
       "A hook reads its own event (`play.rank` in a play hook) and the table "
       "(`table.pile`, `round.clears`, `rule.clears`).",
       _HOOK.replace("play.rank", "play.rnak") + "    skip next player\n",
       _HOOK + "    skip next player\n"),
    _c("LP903", "unknown-action", "hygiene", "R-CUSTOM-1",
       "The statement's verb is not an action of the language.",
       "Only the actions in docs/language.md can run; anything else is ambiguous.",
       _HOOK + "    next player drinks 1 card\n", _HOOK + "    next player draws 1 card\n"),
    _c("LP904", "unknown-role", "hygiene", "R-CUSTOM-4",
       "A player role the language does not know, or one this event does not have.",
       "Players are named only through roles (acting, next, previous, dealer, ...).",
       _HOOK + "    nxt player draws 1 card\n", _HOOK + "    next player draws 1 card\n"),
    _c("LP905", "type-error", "hygiene", "R-CUSTOM-1",
       "Values of different kinds are mixed (a rank with a word, a set of players "
       "where one player is needed ...).",
       "A condition that mixes kinds cannot be judged the same way by everyone.",
       _HOOK.replace("play.rank is 8", "play.rank is ten") + "    skip next player\n",
       _HOOK + "    skip next player\n"),
    _c("LP906", "never-holds", "hygiene", "R-CUSTOM-1",
       "A condition can never be true, so its actions never run.",
       "Usually a typo: a rank that does not exist, a count out of range, or two "
       "contradicting tests.",
       _HOOK.replace("play.rank is 8", "play.count is 5") + "    skip next player\n",
       _HOOK.replace("play.rank is 8", "play.count is 4") + "    skip next player\n",
       severity="warning", suppressible=True),
    _c("LP907", "duplicate-rule", "hygiene", "R-CUSTOM-1",
       "Two rules share a name (a hook that repeats another rule's is LP506).",
       "Duplicates confuse the vote and the archive, which refer to rules by name."
       " A folder of rule files is one book, its rules in force together, also when it"
       " holds a rule removed and one proposed later: two rules in force under one name"
       " are two the vote cannot tell apart, so the warning stands there too. A removed"
       " rule is no rule of the book: the session keeps it, and a proposal that matches it"
       " by meaning, whatever its name, is refused there until a later vote brings it back"
       " (R-VOTE-7); a rule's copy in force is LP506.",
       'rule "A"\n  after play when play.rank is 8:\n    skip next player\n'
       'rule "A"\n  after play when play.rank is 9:\n    reverse direction\n',
       'rule "A"\n  after play when play.rank is 8:\n    skip next player\n'
       'rule "B"\n  after play when play.rank is 9:\n    reverse direction\n',
       severity="warning", suppressible=True),
    _c("LP908", "roshambo-result-unknown", "hygiene", "R-CUSTOM-1",
       "`roshambo winner`/`roshambo loser` is used before any Roshambo in this hook.",
       "The result exists only after `... plays roshambo with ...` in the same hook.",
       'rule "Loser"\n  after play:\n    roshambo loser draws 1 card\n',
       'rule "Loser"\n  after play when play.rank is 5:\n'
       '    acting player plays roshambo with next player\n    roshambo loser draws 1 card\n'),
    _c("LP909", "that-player-outside-loop", "hygiene", "R-CUSTOM-1",
       "`that player` is used outside `for each`.",
       "`that player` means the player the enclosing `for each` is at.",
       'rule "That"\n  after clear:\n    that player draws 1 card\n',
       'rule "Each"\n  after clear:\n    for each other player:\n      that player draws 1 card\n'),
    _c("LP910", "bad-suppression", "hygiene", "R-CUSTOM-1",
       "An inline `# lopti: ignore[...]` names an unknown code or one that cannot be "
       "suppressed.",
       "Only hygiene warnings may be suppressed; the protecting families never can.",
       _HOOK + "    cancel the play  # lopti: ignore[LP201]\n",
       'rule "Five"\n  after play when play.count is 5:  # lopti: ignore[LP906]\n'
       "    skip next player\n",
       severity="warning", suppressible=True),
    # Hygiene errors: the rule would never compile, or the sandbox would stop the statement
    # every time it runs (R-VOTE-6). The limits are read from sandbox.SandboxPolicy.
    _c("LP911", "text-length", "hygiene", "R-CUSTOM-1",
       "A `says`/`does` text is empty or longer than the sandbox allows "
       "(`SandboxPolicy.MAX_TEXT`, 280 characters).",
       "The text is what the table is asked to say or do; an empty text asks for nothing, "
       "and a text too long to record cannot be compiled.",
       'rule "Quiet"\n  after clear:\n    acting player says ""\n',
       'rule "Lopti"\n  after clear:\n    acting player says "Lopti!"\n'),
    _c("LP912", "repeat-over-limit", "hygiene", "R-CUSTOM-3",
       "A `repeat N times` runs more often than the sandbox allows (`SandboxPolicy."
       "MAX_RANGE`, 100), or nested repeats need more steps than a hook's fuel "
       "(`MAX_STEPS`).",
       "Every hook runs on a step budget so that no rule can stall the game (R-CUSTOM-3); "
       "a repeat beyond the limit is stopped every time it runs (R-VOTE-6), so the "
       "rule would never do anything.",
       'rule "Flood"\n  after clear:\n    repeat 500 times:\n      next player says "more"\n',
       'rule "Twice"\n  after clear:\n    repeat 2 times:\n      next player says "more"\n'),
    _c("LP913", "roshambo-result-read", "hygiene", "R-CUSTOM-4",
       "A condition, count or comparison reads `roshambo winner`/`roshambo loser`, or "
       "the result plays or gives to a side.",
       "The Roshambo is played after the hook returns (the engine asks the players' "
       "throws), so while the hook runs its winner and loser are only placeholders: "
       "actions may name them (R-CUSTOM-4 allows mini-game results as targets), but "
       "nothing can read their cards or compare them. The hook would be stopped, or "
       "the comparison would never hold.",
       'rule "Loser"\n  after play when play.rank is 5:\n'
       '    acting player plays roshambo with next player\n'
       '    if hand of roshambo loser is 2:\n      roshambo loser draws 1 card\n',
       'rule "Loser"\n  after play when play.rank is 5:\n'
       '    acting player plays roshambo with next player\n    roshambo loser draws 1 card\n'),
    _c("LP914", "count-out-of-range", "hygiene", "R-SETUP-1",
       "A card count above the deck (draw, give or take more than 52 cards), or a "
       "restriction to more cards than a play can have (`at least 5 cards`) or to more "
       "ranks than a deck has (13).",
       "A deck has 52 cards (R-SETUP-1) and a play has 1 to 4 cards of one rank "
       "(R-PLAY-1); the effect cannot be built, so the hook is stopped every time.",
       'rule "Flood"\n  after pickup:\n    next player draws 60 cards\n',
       'rule "One"\n  after pickup:\n    next player draws 1 card\n'),
    _c("LP915", "number-too-large", "hygiene", "R-CUSTOM-1",
       "A number, or a sum of numbers, beyond what a rule may compute "
       f"(`SandboxPolicy.MAX_INT`, 1,000,000); a number of more than {MAX_NUMBER_DIGITS} "
       "digits is refused as the file is read, with no other check.",
       "Numbers in rules are capped so nothing a rule computes can grow without bound; "
       "a larger literal cannot be compiled and a larger sum always stops the hook.",
       'rule "Late"\n  after play when round.turns is more than 2000000:\n'
       '    skip next player\n',
       'rule "Late"\n  after play when round.turns is more than 200:\n'
       '    skip next player\n'),
    _c("LP916", "too-many-effects", "hygiene", "R-CUSTOM-3",
       "The hook asks, or may ask on some firing, for more effects than one hook call "
       "may return (`SandboxPolicy.MAX_EFFECTS`, 32).",
       "One hook's effects are applied as one transaction and are capped (R-CUSTOM-3); "
       "beyond the cap the whole list is dropped (R-VOTE-6), on every firing that asks "
       "for that many.",
       'rule "Spin"\n  after clear:\n    repeat 40 times:\n      reverse direction\n',
       'rule "Spin"\n  after clear:\n    repeat 2 times:\n      reverse direction\n'),
    _c("LP917", "roshambo-with-self", "hygiene", "R-CUSTOM-1",
       "A player is asked to play Roshambo with themselves.",
       "A Roshambo needs two different players; against oneself there is no game, so "
       "the hook is stopped every time.",
       'rule "Solo"\n  after play when play.rank is 5:\n'
       '    acting player plays roshambo with acting player\n',
       'rule "Duel"\n  after play when play.rank is 5:\n'
       '    acting player plays roshambo with next player\n'),
    _c("LP918", "nested-too-deep", "hygiene", "R-CUSTOM-1",
       "A hook nests its blocks, conditions and sums so deeply that its compiled Python "
       "could nest deeper than the sandbox allows (`SandboxPolicy.MAX_NESTING`, 40 levels).",
       "The sandbox refuses generated code nested beyond its limit, so such a rule could "
       "never be compiled. The linter counts the hook's depth (at most two Python levels "
       "each) and stops a little early rather than late.",
       'rule "Count up"\n  after play:\n    next player draws ' +
       " + ".join(["1"] * 20) + ' - 19 cards\n',
       'rule "Count up"\n  after play:\n    next player draws 1 card\n'),
    _c("LP919", "rule-too-long", "hygiene", "R-CUSTOM-1",
       "A rule so long (many statements, long texts) that its compiled Python could be "
       "longer than the sandbox allows (`SandboxPolicy.MAX_SOURCE`, 100,000 characters).",
       "The sandbox refuses generated code beyond its limit, so such a rule could never be "
       "compiled. Texts outside plain ASCII count up to ten times, as the compiler writes "
       "them as escapes. The linter's estimate errs on the long side.",
       'rule "Emoji storm"\n  after play:\n' +
       f'    every player who is out says "{chr(0x1F600) * 280}"\n' * 39,
       'rule "Emoji"\n  after play when play.rank is 8:\n'
       f'    acting player says "{chr(0x1F600) * 3}"\n'),
    _c("LP920", "too-many-options", "hygiene", "R-CUSTOM-1",
       "An `is one of` lists more options than the sandbox allows in one list "
       "(`SandboxPolicy.MAX_COLLECTION`, 64).",
       "The sandbox refuses generated code with a longer list, so such a rule could never "
       "be compiled; a list that long repeats values anyway (there are 13 ranks).",
       'rule "Sweep"\n  after play when play.count is one of ' + ", ".join(["1", "2"] * 33) +
       ':\n    skip next player\n',
       'rule "Sweep"\n  after play when play.count is one of 1, 2:\n    skip next player\n'),
    _c("LP921", "too-costly", "hygiene", "R-CUSTOM-3",
       "One call of the hook may cost more than a hook call's fuel "
       "(`SandboxPolicy.MAX_COST`, 100,000 cost units).",
       "Fuel counts work (docs/sandbox.md, \"Cost model\"): each pass of a loop costs the "
       "size of its body, a repeat runs as often as its count can be, a loop over players "
       "runs for up to 5. A hook that may pass the budget would be stopped mid-game "
       "(R-VOTE-6) and slow every game it is in, so the validator bounds the cost of the "
       "compiled code and refuses what may not fit.",
       'rule "Grind"\n  after play:\n    repeat 99 times:\n      repeat 99 times:\n'
       '        if hand of next player is 3:\n          last winner says "three"\n',
       'rule "Grind"\n  after play:\n    if hand of next player is 3:\n'
       '      last winner says "three"\n'),
    _c("LP930", "permission-adds-nothing", "hygiene", "R-CUSTOM-2",
       "A permission (`allow J on Q`) allows a play the official rules already allow, or "
       "names a top card that never stays on the pile (a 3 is set aside, a 10 clears).",
       "A permission adds legal plays to the official ones (R-CUSTOM-2: adding a legal "
       "play adds an action, it blocks none). One that adds no play changes nothing at "
       "the table: usually the ranks are swapped (`allow Q on J` is already "
       "legal, higher on lower).",
       'rule "Queens on Jacks"\n  allow Q on J\n',
       'rule "Jack takes the Queen"\n  allow J on Q\n',
       severity="warning", suppressible=True),
    _c("LP931", "permission-not-a-rank", "hygiene", "R-CUSTOM-1",
       "A permission names something that is not a card rank (ranks are 2 to 10, J, Q, K, A).",
       "A permission says which rank may be played on which: a number outside the deck "
       "could never be played, so the rule would not say what the table means.",
       'rule "Ones on Queens"\n  allow 1 on Q\n',
       'rule "Jack takes the Queen"\n  allow J on Q\n'),
    # issue 14: the end of a turn
    _c("LP936", "before-turn-end", "hygiene", "R-TURN-1",
       "A hook runs `before turn_end`: the same moment as `after turn_end`.",
       "The end of a turn comes after the turn's play, its draw (R-DRAW-1) and take-up "
       "(R-FACE-1), or its pickup, and nothing happens between the before- and the "
       "after-hooks of `turn_end`; a turn's end cannot be prevented either (R-CUSTOM-2). "
       "`before turn_end` would read as if it ran before the draw, which it does not: "
       "the language keeps one spelling. To act before the draw, hook `after play`.",
       'rule "Last card"\n  before turn_end when hand of acting player is 1:\n'
       '    acting player says "Last card!"\n',
       'rule "Last card"\n  after turn_end when hand of acting player is 1:\n'
       '    acting player says "Last card!"\n'),
    # ---- more zones (issue 14)
    _c("LP937", "swap-finds-nothing", "hygiene", "R-FACE-1",
       "A swap of face-up cards aimed at the event's own player where they have none: "
       "after `take_up`, around `flip`, `out` or `win`.",
       "A swap exchanges face-up cards the player has with the top of the draw pile. "
       "After a take-up those cards are in the hand (R-FACE-1), a blind play comes only "
       "once they are gone (R-FACE-2), and a finished player has no cards (R-WIN-4): the "
       "swap would never happen, so the rule would not do what the table means.",
       'rule "Swap"\n  after take_up:\n'
       '    acting player swaps 1 face-up card with the top of the draw pile\n',
       'rule "Swap"\n  after pickup:\n'
       '    acting player swaps 1 face-up card with the top of the draw pile\n',
       severity="warning", suppressible=True),
    # ---- last round's standings, and who deals or leads (issue 14)
    _c("LP940", "seat-chosen-after-deal", "hygiene", "R-SETUP-2",
       "`... deals` or `... leads` outside a `before deal` hook: the dealer and the "
       "leader can only be chosen before the cards are dealt.",
       "Who deals decides who gets which cards, and who leads plays first once the deal "
       "is over (R-SETUP-2, R-SETUP-4). After the deal there is no dealer or leader left "
       "to choose: the action could never happen.",
       "rule \"Loser deals\"\n  after deal:\n    last round's last place deals\n",
       "rule \"Loser deals\"\n  before deal:\n    last round's last place deals\n"),
    _c("LP941", "no-last-round", "hygiene", "R-SETUP-4",
       "A role from last round's standings (`last round's last place`, `the player "
       "placed N last round`, `the player with the most pickups last round`) in a hook "
       "that runs only in a session's first round.",
       "A session's first round has no last round: the role is no one there and the "
       "action never happens (the first dealer deals and leads, R-SETUP-4). The rule "
       "would not do what the table means.",
       "rule \"Loser deals\"\n  before deal when round.number is 1:\n"
       "    last round's last place deals\n",
       "rule \"Loser deals\"\n  before deal:\n    last round's last place deals\n",
       severity="warning", suppressible=True),
    _c("LP942", "no-such-place", "hygiene", "R-SETUP-1",
       "`the player placed N last round` with a place no table has: places run from 1 "
       "(the winner) to 5 (R-SETUP-1: 2 to 5 players).",
       "A place outside 1 to 5 is never anyone's, so the rule could never act on it. "
       "For the last player of any table, say `last round's last place`.",
       "rule \"Sixth\"\n  after deal:\n    the player placed 6 last round draws 1 card\n",
       "rule \"Last\"\n  after deal:\n    last round's last place draws 1 card\n"),
    # ---- optional choices (issue 14): "may swap", "up to N"
    _c("LP943", "choice-of-nothing", "hygiene", "R-CUSTOM-1",
       "An optional choice of no cards: `may give 0 cards`, `swaps up to 0 face-up "
       "cards`.",
       "`may` and `up to N` let the player choose how many cards, from none to N. With N "
       "0 the only choice is none: the statement never does anything, so the rule would "
       "not do what the table means.",
       'rule "Gift"\n  after clear:\n    the clearer may give up to 0 cards to their left\n',
       'rule "Gift"\n  after clear:\n    the clearer may give up to 2 cards to their left\n',
       severity="warning", suppressible=True),
    _c("LP944", "not-a-choice", "hygiene", "R-CUSTOM-1",
       "`may` before an action the player does not choose cards for: only `may give` and "
       "`may swap` (a choice of cards) can be declined.",
       "`may` makes a choice of cards optional: the player chooses how many, none is "
       "\"not doing it\" (`the picker may swap 1 face-up card with the top of the draw "
       "pile`). A draw, a take from the top, a pickup or a text has no cards to choose, "
       "so there is nothing the player could decline, and the rule cannot run as "
       "written. Say when it happens with a condition instead (`after clear when ...:`).",
       'rule "Lucky draw"\n  after clear:\n    the clearer may draw 1 card\n',
       'rule "Lucky draw"\n  after clear when clear.count is 4:\n    the clearer draws 1 card\n'),
    _c("LP945", "no-such-tally", "hygiene", "R-SETUP-4",
       "`the player with the most ... last round` with a tally the game does not carry "
       "from one round to the next: only `pickups` (times a player picked up the pile).",
       "The engine counts each player's pickups in a round and the rules in play hand "
       "them to the next round, as they hand on the finishing order. Nothing else is "
       "kept per player, so the role would be no one and the rule could not run. For "
       "the cards a player holds now, say `the player with the most cards`.",
       "rule \"Clearer\"\n  after deal:\n"
       "    the player with the most clears last round draws 1 card\n",
       "rule \"Picker\"\n  after deal:\n"
       "    the player with the most pickups last round draws 1 card\n"),
    # ---- issue 27: what a first evening typed and the linter let through
    _c("LP946", "face-as-number", "hygiene", "R-CUSTOM-1",
       "A face rank written as its number: `play.rank is 11` for J (12 Q, 13 K, 14 A).",
       "The engine counts J as 11 and A as 14, but the table reads the rule aloud: "
       "`play.rank is 11` means nothing to a player holding a Jack. Faces are written J, "
       "Q, K, A. `lopti lint --fix` and `lopti fmt` write the face.",
       'rule "Jacks skip"\n  after play when play.rank is 11:\n    skip next player\n',
       'rule "Jacks skip"\n  after play when play.rank is J:\n    skip next player\n',
       severity="warning", suppressible=True),
    _c("LP947", "card-count-agreement", "hygiene", "R-CUSTOM-1",
       "A count and its noun disagree: `draws 2 card`, `draws 1 cards`.",
       "A rule is read aloud at the table, and `draws 1 cards` reads as a typo that may "
       "hide another (was it 11?). One card is `1 card`, every other count `cards`. "
       "`lopti lint --fix` and `lopti fmt` write the right noun.",
       _HOOK + "    next player draws 2 card\n",
       _HOOK + "    next player draws 2 cards\n",
       severity="warning", suppressible=True),
    _c("LP948", "empty-rule-file", "hygiene", "R-CUSTOM-1",
       "The file holds no rule: only blank lines or comments.",
       "A winner announces a whole rule (R-CUSTOM-1); a file with no rule in it was "
       "probably saved before it was written, or is the wrong file. `lopti session rule "
       "add` refuses it with this same code.",
       "# Eights skip: to be written\n",
       _HOOK + "    skip next player\n",
       severity="warning"),
    _c("LP926", "file-too-large", "hygiene", "R-CUSTOM-3",
       f"The rule text is longer than the linter reads ({MAX_SOURCE_CHARS:,} characters, "
       "1 MiB): nothing in it is checked.",
       "A rule must be announced whole at the table (R-CUSTOM-1, -3); a real rule book is a "
       "few kilobytes. The cap keeps a lint, a format and a compile of any file short.",
       (_HOOK + "    skip next player\n") * (MAX_SOURCE_CHARS // len(_HOOK) + 1),
       _HOOK + "    skip next player\n"),
    # ---- issue 14: counting and memory, values in spoken text ----
    _c("LP713", "spoken-identity", "harm", "R-CUSTOM-4",
       "A `{...}` value of a say/do text says who someone is (a player or a set of "
       "players), not a number, rank or word.",
       "Players are reached only through roles (R-CUSTOM-4): a rule may make the next "
       "player draw, but a text that speaks a player names a person at the table. Spoken "
       "values are numbers, ranks, words and counts: `{play.count}`, `{play.rank}`, "
       "`{hand of next player}`.",
       'rule "Blame"\n  after pickup:\n    every other player says "{acting player} picks up!"\n',
       'rule "Count"\n  after pickup:\n    acting player says "{pickup.count} cards!"\n'),
    _c("LP714", "bad-placeholder", "harm", "R-CUSTOM-1",
       "A `{` or `}` of a say/do text is not a placeholder: a brace never closed, an empty "
       "`{}`, a stray `}`, or something between the braces that is not a value.",
       "A rule must be announced whole and unambiguous (R-CUSTOM-1): the table has to know "
       "what will be said. A placeholder holds one value, like `{play.count}`; `{{` and "
       "`}}` write a brace.",
       'rule "Count"\n  after play:\n    acting player says "{play.count cards!"\n',
       'rule "Count"\n  after play:\n    acting player says "{play.count} cards!"\n'),
    _c("LP715", "too-many-values", "harm", "R-CUSTOM-1",
       "A say/do text holds more than 8 `{...}` values.",
       "A spoken text is a short sentence said at the table (R-CUSTOM-1: announced whole); "
       "eight values are more than anyone says at once.",
       'rule "Report"\n  after play:\n    acting player says "' + "{play.count} " * 9 +
       '"\n',
       'rule "Count"\n  after play:\n    acting player says "{play.count} cards!"\n'),
    _c("LP716", "rule-in-text", "harm", "R-CUSTOM-3",
       "A say/do text lays down a rule of play in words: going out that does not count, "
       "cleared cards back into the draw pile, a draw that grows each round, a move from "
       "round N on (\"wie uitgaat met een 2 is niet uit\", \"每局比上一局多抽一张牌\").",
       "The game never hears a text, and the checks judge a rule's effects from the actions "
       "it states (R-CUSTOM-2): a rule of play put in words would block a win, keep games "
       "from ending or grow a penalty where no check sees it. Write it as the rule's "
       "actions (`draws 1 card`, `picks up the pile`) so the checks judge it; a text may "
       "only say or ask what the table does off the game (R-CUSTOM-3). Quoting the base "
       "rules to a newcomer is fine (\"whoever cannot play picks up the pile\"), and so is "
       "a question."
       " A base-game action taken over in words is one too: the bonus play given to another "
       "or refused (\"no bonus after a 10\"), the swap, the pickup or the draw banned, a look "
       "at face-down cards, turns taken (\"I sit out\"), a special rank's power denied (\"four "
       "of a kind doesn't clear\"); the same sentence denied as a whole quotes the base game "
       "(\"nobody looks at their face-down cards\")."
       " A new way to win or lose from the cards held (\"whoever holds three aces wins\", "
       "\"谁手里先只剩三张7就直接算赢\", R-WIN-1) and a special rank's power given to another "
       "(\"jacks clear the pile like tens\", \"artık 8 de yığını temizler\") change base "
       "rules too; the official win (\"Kartlarını ilk bitiren kazanır\") and a rank's own "
       "power (\"a 10 clears the pile\") are quotes."
       " A special rank called ordinary (\"a 2 is just a 2\"), its power reversed "
       "(\"after a 7 a higher card must follow\") or barred in one place (\"a 2 may no "
       "longer go on a Queen\") changes its base rule, and so does a second inventor "
       "(\"the runner-up may add a rule too\"): only the first player out "
       "invents a rule (R-WIN-3). A rank said to take a turn now (\"Jacks jump a seat now"
       "\", \"Buben überspringen jetzt den nächsten Spieler\", \"J现在跳过下一个玩家\") "
       "lays a new power down: only the 2, 3, 7 and 10 have one, none takes a turn, and no "
       "custom rule may (R-SPECIAL, R-TURN-1); a rule announcing what its own actions do "
       "(\"eights force low play now\") is no such claim."
       " So are a first player fixed for good (\"from now on the dealer always plays "
       "first\", R-SETUP-4), the picker playing again (\"after a pickup you play again\", "
       "R-TURN-2), a pass on an empty table (\"on an empty table you may pass\", R-TURN-3) "
       "and the bonus play of a player already out (\"whoever goes out with a clear still "
       "gets the bonus play\", R-WIN-2); the cards' own (\"any pickup ends your turn\", "
       "\"you are already out and may not use the bonus play\") are quotes."
       " So are a round's result scored otherwise (\"a win by the dealer counts as two\", "
       "\"cross one win off the runner-up's line\", R-WIN-3, R-VOTE-6), an effect carried "
       "into a later session (\"tonight's loser starts next week with two extra cards\", "
       "R-SESSION-1; anything a player picked by tonight's result owes or does tomorrow, or "
       "takes home: \"the loser buys the winner a coffee tomorrow\", \"der Gewinner nimmt "
       "das Deck des Verlierers mit nach Hause\", \"输家明天请赢家喝咖啡\") and cards of the deal "
       "chosen, arranged, kept back or swapped (\"the "
       "winner picks their face-down cards out of the deck\", R-SETUP-2); one stroke a "
       "round won for everybody, a clean slate next time, a cut and face-down cards seen by "
       "all once played are the cards' own."
       " A base action given another count in words changes its base rule too: an open "
       "count, a bound other than one or (the swap, once on the cards) more times "
       "(\"draw up to three cards\", \"en fazla üç kart çek\", \"最多摸三张牌\", \"swap "
       "as many face-up cards as you like\", \"想换多少张明牌就换多少张\", R-DRAW-1, "
       "R-SETUP-3); the cards' own count (\"draw one card while you hold fewer than "
       "three\", \"swap one card before the first play\") is a quote."
       " \"Whoever wins\" said after a cost the table shares alike names any winner and "
       "lays no way to win down (\"De zaalhuur delen we gelijk, wie er ook wint\", "
       "\"egal wer gewinnt\", \"不管谁赢\"); a condition between the who-word and the "
       "win (\"wie drie azen heeft wint\") is one."
       " A favour of a standing (the last winner, the champion, the leader in wins) said "
       "in words is a person in the role's clothes (R-CUSTOM-4): the standing naming who "
       "takes a cost (\"de koploper wijst aan wie twee kaarten trekt\", \"kimin kart "
       "çekeceğine şampiyon karar verir\", \"冠军指定一个人摸两张牌\") or alone playing "
       "out of turn (\"the champion may cut in\", \"sırasını beklemeden atabilir\", "
       "R-TURN-1). The table choosing together, a role that rotates (the dealer, whoever "
       "played the card) and a cut-in for nobody or for everyone alike are clean."
       " A round clock counts its rounds (\"from round ten on\", \"nach der "
       "dritten Runde\"); \"after the round\" is the end of the round just "
       "played, so looking through the cleared cards then is no rule of play. "
       "A card turned up for everyone is the same view for all (\"turns the top"
       " card face up for all\", \"把最上面的牌翻开给大家看\")."
       " A game cost laid on speaking, on asking about a rule or on a body's needs is"
       " one too (\"whoever talks during the winner's turn picks up the pile\", \"wer"
       " nach der neuen Regel fragt, zieht zwei Karten\", \"谁去厕所谁算最后一名\","
       " R-TURN-2, R-CUSTOM-5, R-CUSTOM-3, R-WIN-3); quiet, questions and breaks with"
       " no cost are clean. Any other condition is one too: a game cost or a game advantage"
       " (an extra play, a second draw, a look at a face-down card) tied to anything"
       " the game never hears is read by its shape, a condition clause and then a game"
       " action (\"whoever hums misses a turn\", \"wer zu spät kommt, verliert die"
       " Runde\", \"谁带了零食谁就可以连出两次牌\", R-CUSTOM-2); a condition that is a"
       " play of the game quotes the cards or announces the rule's own actions"
       " (\"if you play a 2, the next player draws two\"), and a cost off the game"
       " (\"whoever laughs sings a line\") is no rule of play."
       " A reminder of a card's rule for everyone in the table's own words is a quote too,"
       " whatever its marker (\"Everyone: after your play, draw up to three if the draw"
       " pile has cards\", \"Zur Erinnerung: Passen gibt es nicht\", \"清掉的牌这一局都不再"
       "回来\", R-DRAW-1, R-TURN-2, R-CLEAR-3): it says every part of the card's proposition"
       " (the event, its number, its condition) and nothing else; the same proposition with"
       " a seat or a case taken out (\"nobody can pass except the dealer\", \"不能说过，赢家"
       "除外\") or another number (\"draw up to four\") changes the rule."
       " Every rule a table restates is one row of language/text/reminder_table.py (the 2 goes"
       " on anything, after a 7 a 7 or lower, a 10 clears, four of a kind clears, a bonus play"
       " draws nothing, last round's winner leads, play goes clockwise, the first out wins, an"
       " out player draws nothing, one vote a round, Roshambo's 30 rounds): \"Eine 2 geht"
       " immer\", \"7'den sonra 7 ya da daha küçük\", \"四张一样的清牌\" are clean. The same row"
       " with another value in its slot (\"three of a kind clears\", \"the loser starts\","
       " \"after a 7, 7 or higher\") or said the other way round with no exception word (\"you"
       " may pass once a round\", \"the winner need not draw\", \"清掉的牌就回来\") changes the"
       " rule, and so does a seat kept as the only one (\"nobody can pass, only the winner\");"
       " the cards' own exceptions (a 2 not on an active 3, the dealer leading a first round,"
       " a custom rule bringing cleared cards back) and a reversal announced from now on stay"
       " clean. Any numbered base rule (R-SETUP to R-FAQ, one row each in"
       " language/text/base_rules.py) said otherwise for one standing (the champion, last"
       " round's winner or loser, the dealer, the player left of the dealer, the creator) is"
       " a change only a base-rule vote may make (R-VOTE-1), and a person in the role's"
       " clothes (R-CUSTOM-4): \"the champion may look at a face-down card first\", \"der"
       " Geber muss nach einer 3 nicht aufnehmen\", \"de verliezer hoeft niet bij te"
       " trekken\", \"şampiyon için 9 da temizler\", \"冠军第二个出完也算赢\", in a text or the"
       " rule's name; the same rule for everyone, \"like everyone else\" or \"not even for the"
       " champion\" is the card's. A favour split over two sentences is read as one"
       " (\"… Not last round's winner.\", \"冠军不用。\"), and so is a standing's wrong"
       " card kept (\"if the champion plays a card that does not fit and nobody notices,"
       " it stays\", R-PLAY-2); the same for whoever played it is clean."
       " The record of wins kept by one with a licence to correct it, or with what they write"
       " counting whatever happened, favours them the same way (session 43: \"the champion keeps"
       " the tally of wins and may correct it as they see fit\", \"wat hij opschrijft telt, ook"
       " als het anders ging\", \"每局谁赢由领先的人写在记分纸上，写的算数\", R-WIN-3); a record"
       " the dealer keeps and the table checks together is clean."
       " A standing that holds the game's pace or banks its win is favoured the same way "
       '(session 44, `text/rule_ranks.py`): play paused and resumed at its will ("The round '
       'stays on hold until the champion\'s nod", "Het spel wordt stilgelegd zodra de '
       'kampioen dat wil", R-CUSTOM-3) and the invention right kept for a later round ("The '
       'leader\'s invention: kept in reserve, to be spent whenever it suits him", '
       '"冠军的发明权：先存着，以后随时用", R-CUSTOM-1); a break for the whole table '
       'and a rule announced '
       'before the next deal is complete are not.',
       'rule "Late shift"\n  after deal:\n    dealer says "From round ten on, the cleared '
       'cards are shuffled back into the draw pile"\n',
       'rule "Newcomer"\n  after deal:\n    dealer says "Whoever cannot play picks up the '
       'pile."\n'),
    _c("LP932", "count-scope", "hygiene", "R-CUSTOM-1",
       "A count (`count \"threes\"`) has no scope, or one the language does not know.",
       "A table must know when a count goes back to 0 (R-CUSTOM-1: announced whole and "
       "unambiguous): `this round` sets it to 0 as each round starts, `this session` keeps "
       "it through the session's rounds. The reset is explicit, never assumed.",
       'rule "Threes"\n  count "threes"\n  after play when play.rank is 3:\n'
       '    add 1 to "threes"\n',
       'rule "Threes"\n  count "threes" this round\n  after play when play.rank is 3:\n'
       '    add 1 to "threes"\n'),
    _c("LP933", "unknown-count", "hygiene", "R-CUSTOM-1",
       "A statement or value names a count the rule does not declare, or a count is "
       "declared twice.",
       "A count is the rule's own memory: it reads and changes only counts it declares "
       "(`count \"threes\" this round`), so two rules never share or overwrite a number, "
       "and a typo is not a new count that is always 0.",
       'rule "Threes"\n  count "threes" this round\n  after play when play.rank is 3:\n'
       '    add 1 to "three"\n',
       'rule "Threes"\n  count "threes" this round\n  after play when play.rank is 3:\n'
       '    add 1 to "threes"\n'),
    _c("LP934", "too-many-counts", "hygiene", "R-CUSTOM-3",
       "A rule declares more than 8 counts.",
       "Memory is bounded: a table can keep a few numbers in mind, not a ledger. Each "
       "count is also bounded in value by the sandbox's numbers (up to 1,000,000).",
       'rule "Ledger"\n' + "".join(f'  count "c{k}" this round\n' for k in range(9)) +
       '  after play:\n    add 1 to "c0"\n',
       'rule "Threes"\n  count "threes" this round\n  after play when play.rank is 3:\n'
       '    add 1 to "threes"\n'),
    _c("LP935", "bad-multiple", "hygiene", "R-CUSTOM-1",
       "`is a multiple of` names something other than a fixed whole number from 2 to 52.",
       "\"Every third clear\" is `rule.clears is a multiple of 3`: the table must be able to "
       "count it aloud, so the step is a fixed number. A multiple of 1 always holds, of 0 "
       "never exists, and a step that changes during the game is not what tables mean.",
       'rule "Every nth clear"\n  after clear when rule.clears is a multiple of 1:\n'
       '    acting player draws 1 card\n',
       'rule "Every third clear"\n  after clear when rule.clears is a multiple of 3:\n'
       '    acting player draws 1 card\n'),
)}
#: in code order, wherever a code is written above (families grew over time)
CODES = dict(sorted(CODES.items()))


#: Warnings of ``lopti lint --simulate N`` (lopti_rules/tools/simulation.py): found by playing
#: simulated games, not by reading the text, so no rejected example or inline
#: suppression; they are reported, rendered and explained like the lint codes.
SIMULATION_FAMILY = "Simulation (lopti lint --simulate)"
_JACK = ('rule "Jack takes the Queen"\n'
         "  after play when play.rank is J and play.previous_rank is Q:\n")
SIMULATION_CODES: dict[str, Code] = {c.code: c for c in (
    _c("LS01", "never-fired", "simulation", "R-CUSTOM-3",
       "The rule never fired in the simulated games.",
       "A rule that never fires changes nothing at the table; usually its condition can "
       "never hold in a real game (here a Jack is never legal on a Queen, R-PLAY-2).",
       _JACK + "    clear the pile\n",
       _HOOK + "    skip next player\n", severity="warning"),
    _c("LS02", "stopped", "simulation", "R-VOTE-6",
       "The rule was stopped at run time in some simulated games; the report gives the "
       "first reason.",
       "A stopped rule's effects are dropped (R-VOTE-6), so at those moments the rule does "
       "not do what it says: here the acting player is sometimes the last winner, and "
       "nobody can play Roshambo against themselves.",
       'rule "Duel"\n  after play when play.rank is 5:\n'
       "    acting player plays roshambo with last winner\n",
       'rule "Duel"\n  after play when play.rank is 5:\n'
       "    acting player plays roshambo with next player\n", severity="warning"),
    _c("LS03", "capped", "simulation", "R-CUSTOM-3",
       "More simulated games hit the safety cap with the rules than without them.",
       "A game that only the safety cap ends may never end at a real table: the rules may "
       "keep games from ending (R-CUSTOM-3, keep it playable).",
       'rule "Endless clears"\n  after clear:\n'
       '    acting player takes 52 cards from the cleared cards\n',
       _HOOK + "    next player picks up the pile\n", severity="warning"),
    _c("LS04", "event-never-happened", "simulation", "R-CUSTOM-3",
       "An event the rule listens to never happened in the simulated games.",
       "A hook on an event that does not happen never runs, for example a swap hook when a "
       "rule vote set the swaps to 0 for the session (R-VOTE-1).",
       'rule "Swap watcher"\n  after swap:\n    acting player says "swapped"\n',
       _HOOK + '    acting player says "eight"\n', severity="warning"),
)}
#: The trial's codes (lopti_rules/tools/trial, docs/trial.md): found by playing the book over
#: whole evenings against the same evenings without it, not by reading its text; errors
#: that cannot be suppressed. Each comes with a witness: the evening's seed, round, seat and
#: figures, and the ``lopti simulate --session`` command that plays it.
TRIAL_FAMILY = "Trial (the book played over whole evenings)"
TRIAL_CODES: dict[str, Code] = {c.code: c for c in (
    _c("LP801", "singles-out-person", "trial", "R-CUSTOM-4",
       "Over whole evenings, the book's effects or its wins concentrate on one seat, "
       "counted from the seat itself or from the rule's creator, or on the player closest "
       "to going out, beyond what its roles spread.",
       "Rules work through conditions and roles, never for or against a person (R-CUSTOM-4). "
       "A role moves with play, so over an evening its effects spread over the table; "
       "clocks of the rule's own life (`rule.fired is 0`, `rule.rounds is 1`) and round "
       "arithmetic can name the same person every time. The trial plays the book adopted "
       "by its creator and compares it deal by deal with the same evenings without it; "
       "the share of the book's effects one seat gets is tested against a floor two fifths of "
       "the way from an even share to all of them, the change in a seat's wins against 20 points, "
       "at a stated false-alarm rate. It also asks, in no frame at all, whether the book's "
       "burden or its wins land on the same seat round after round, whoever sits there (a "
       "person picked by the dealer counted some seats on, a lap count, or the rule's age "
       "plus the round number): rounds two or more apart are compared, and an alignment "
       "above 0.3 is a person (docs/trial.md, \"The same seat, in no frame\"). A standing "
       "(last round's winner, runner-up, last place) is a person over an evening too: a "
       "book that hands the last winner strong cards (judged by each card's worth, not as "
       "one more card: the top cleared card is the last clear's 10), aims its "
       "restrictions at a standing behind them, shows the champion the hand they play "
       "onto, lets only the champion turn the direction, keeps the big piles from the "
       "last winner (the piles they answer against the others'), shows one placing's "
       "hand all evening (the runner-up's, last place's) or lays a cost, however small, "
       "on everyone but the last winner is rejected; a catch-up is fair.",
       'rule "First one"\n  after deal when rule.fired is 0:\n    last winner draws 3 cards\n',
       'rule "Every deal"\n  after deal:\n    last winner draws 1 card\n'),
    _c("LP802", "blocks-base-event-in-play", "trial", "R-CUSTOM-2",
       "Over whole evenings, a base event or a rank's power the base game shows (a clear "
       "by a 10, four of a kind, the 2's reset, the 3's pass-on, the 7's low rule, the "
       "draw, the pickup, the bonus play, the blind flip, going out) falls below a tenth "
       "of its base rate.",
       "Custom rules add to base events, never prevent them (R-CUSTOM-2), whatever their "
       "wording: a restriction after every turn that the next play must be 4 or higher "
       "kills the 2s and 3s for good without naming them, and a rule that hands the "
       "picked-up pile or the drawn card straight on undoes the pickup or the draw. The "
       "turn passing on is a base event too (R-TURN-1): a book that takes a player's "
       "turns away, keeps the turn with the player who just played, or gives the player "
       "ahead extra turns is judged against the same deals without it.",
       'rule "High only"\n  after turn_end:\n    next play must be 4 or higher\n',
       'rule "Big play"\n  after play when play.count is at least 3:\n'
       '    next play must be 4 or higher\n'),
    _c("LP803", "repeals-base-rule", "trial", "R-VOTE-1",
       "The book's permissions allow, in play, most of the plays a base restriction "
       "forbids (the 7's low rule, a play higher than the last, match with more), or the "
       "one play a sentence of the rules forbids (\"A 10 may not follow a 7\"), leaving "
       "it with little effect. Or its restrictions, or its rules taking the pile away "
       "before the next player answers a play, leave a play the base rules permit "
       "(nearly) no chance: a special rank's power, more 2s on a 2, a way to complete "
       "four of a kind.",
       "Only a base-rule vote changes a base rule, for one session (R-VOTE-1). Permissions "
       "that together allow every higher rank on a 7 repeal R-SPECIAL-7, and `allow 10 on "
       "7` or `allow 7 on 7` repeal a sentence of it; the trial counts the plays the "
       "official rules forbid and the book allowed. The other way round, it counts the "
       "plays the official rules allow and the book forbids: `next play must be 3 or "
       "higher` after every 2 leaves no 2 on a 2 (R-SPECIAL-2: on another 2, match with "
       "more applies), and `next player picks up the pile` after every three of a kind "
       "takes the pile away before the fourth card can complete it (R-PLAY-3, R-FAQ-2), "
       "on every rank; after one rank's triple it is a house rule. A restriction after a "
       "play's shape that admits no play making a power on the piles it binds seals the "
       "power there: `next play must be 9 or lower` after every pair leaves no 10 to clear "
       "a pair (R-SPECIAL-10), on a fifth of the 10's chances; after a 5 alone, or after "
       "pairs with `at least 2 cards` (a pair of 10s still clears), it is a house rule.",
       'rule "Anything on a seven"\n' + ''.join(f'  allow {r} on 7\n'
                                                 for r in ('8', '9', 'J', 'Q', 'K', 'A')),
       'rule "Eight on a seven"\n  allow 8 on 7\n'),
    _c("LP804", "never-ends-in-play", "trial", "R-CUSTOM-3",
       "Over whole evenings, up to past the largest number in the book's guards, its "
       "rounds stall (the safety cap, or the progress watch stopping a rule) more often "
       "than the same deals without it, or last several times as long; or, for a book "
       "that takes cleared cards back, one round in ten or more with players who shed "
       "their lowest cards at every turn stalls or lasts over three times its deal, or "
       "once the draw pile is empty it takes half or more of the cards that leave play "
       "back from the cleared cards, or, from three players, more than a quarter of those "
       "players' rounds take over one and a half times as many turns after the draw pile "
       "runs out as the same deals without it.",
       "No rule may keep a game from ending (R-CUSTOM-3). A guard such as `round.number is "
       "at least 2` or `rule.rounds is at least 3` can hide such a rule from a search that "
       "plays one round; the trial plays every round up to past the guard's number.",
       'rule "Later"\n  after play when round.number is at least 2:\n'
       '    acting player takes 2 cards from the cleared cards\n',
       'rule "Later"\n  after clear when round.number is at least 2:\n'
       '    acting player says "Lopti!"\n'),
    _c("LP805", "refused-in-play", "trial", "R-VOTE-6",
       "In the trial's evenings the runtime refused one of the book's effects (it would "
       "block an event, give cards to a player who is out, or could not be carried out).",
       "The runtime stops an effect that breaks a base rule and drops it (R-VOTE-6): the "
       "rule does not do what it says. The witness is the evening where it happens.",
       'rule "Gift"\n  before draw:\n    next player gives 1 card to acting player\n',
       'rule "Gift"\n  after draw:\n    next player gives 1 card to acting player\n'),
)}
#: Every code a lint report can hold: the lint codes, the simulation warnings, the trial's.
ALL_CODES: dict[str, Code] = {**CODES, **SIMULATION_CODES, **TRIAL_CODES}


def diagnostic(code: str, message: str, line: int, column: int, end_line: int = 0,
               end_column: int = 0, hint: str = "", *, rule_ref: str = "",
               witness: str = "") -> Diagnostic:
    """A diagnostic of ``code`` with its registry name, severity and rule reference.

    The span is at least one character: an end before the start (or none) becomes
    ``column + 1`` on ``line``. ``rule_ref`` overrides the code's rule reference;
    ``witness`` is the table where the problem happens (Diagnostic.witness).
    """
    entry = ALL_CODES[code]
    column = max(column, 1)
    if end_line < line or (end_line == line and end_column <= column):
        end_line, end_column = line, column + 1
    return Diagnostic(code, entry.name, entry.severity, message, line, column, end_line,
                      end_column, rule_ref or entry.rule_ref, hint, witness)


def render_page(code: Code) -> str:
    """The Markdown docs page of a code (``docs/lint/<CODE>.md``); a byte that is not UTF-8
    (a lone surrogate of ``surrogateescape``, LP113) is shown as ``\\xNN``."""
    avoid = _bytes_shown(code.avoid).splitlines(keepends=True)
    if len(avoid) > 100:  # LP926's example is over a megabyte: show its first lines
        avoid = avoid[:3] + [f"# ... and {len(avoid) - 3:,} more lines like these\n"]
    fix = f"can be suppressed inline with `# lopti: ignore[{code.code}]`" if \
        code.suppressible else "cannot be suppressed"
    return (
        f"# {code.code} {code.name}\n\n"
        f"**{_family_title(code.family)}** · {code.severity} · "
        f"breaks {code.rule_ref} · {fix}\n\n"
        f"## Summary\n\n{code.summary}\n\n"
        f"## Why\n\n{code.why}\n\n"
        f"## Avoid\n\n```lopti\n{''.join(avoid)}```\n\n"
        f"## Prefer\n\n```lopti\n{code.prefer}```\n"
    )


def _family_title(family: str) -> str:
    """A family's title on a code's page (the simulation and trial codes' own)."""
    return FAMILIES.get(family, TRIAL_FAMILY if family == "trial" else SIMULATION_FAMILY)


def _bytes_shown(text: str) -> str:
    """``text`` with each undecodable byte (U+DC80..U+DCFF) written ``\\xNN``."""
    return re.sub("[\udc80-\udcff]", lambda m: f"\\x{ord(m.group()) - 0xDC00:02x}", text)


def render_index() -> str:
    """The Markdown index of every code (``docs/lint/README.md``)."""
    rows = ["# Lint codes\n",
            "`lopti lint PATH...` checks house rules and reports each problem with one of "
            "these codes; `lopti lint --explain CODE` prints a code's page. Output formats: "
            "`--format text` (default), `json` (one record per problem: code, name, severity, "
            "message, filename, location, end_location, url), `sarif` (SARIF 2.1.0, rule ids "
            "are the codes) and `github` (workflow annotations). Exit status: 0 clean, 1 "
            "problems found, 2 usage or I/O error.\n",
            "Errors make a rule illegal. The families that protect players (LP1xx syntax, "
            "LP2xx blocks a base event, LP3xx targets a person, LP4xx may loop forever, LP5xx "
            "prevents winning or voting, LP6xx retroactive, LP7xx harmful demand) and the "
            "unknown-name and type errors cannot be suppressed. Hygiene warnings can, with "
            "`# lopti: ignore[CODE]` on their line or the line above.\n",
            "Where the checks live: LP1xx come from the parser "
            "(`lopti_rules/language/syntax/parser.py`, worded by `parse_errors.py`); every "
            "other family is one module of `lopti_rules/language/analysis/checks/` (`blocks`, "
            "`person`, `loops`, `winvote`, `retro`, `harm`; hygiene in `names`, `types` and "
            "`runnable`), listed in "
            "`validator.CHECKS`.\n",
            "Lint clean means it runs: the hygiene errors LP911-LP920 report what the compiler "
            "would refuse or the sandbox would stop every time the statement runs (R-VOTE-6), "
            "with the limits of `SandboxPolicy` (docs/sandbox.md): texts of 1 to 280 "
            "characters, at most 100 rounds of a `repeat` and 10,000 steps a hook, 100,000 cost "
            "units a hook (LP921, an upper bound), numbers up "
            "to 1,000,000, at most 52 cards an action, 32 effects a hook, 64 options in a "
            "list, 40 levels of compiled Python and 100,000 characters of it a rule.\n",
            "| code | name | family | severity | rule | suppressible |",
            "| --- | --- | --- | --- | --- | --- |"]
    for c in CODES.values():
        rows.append(f"| [{c.code}]({c.code}.md) | {c.name} | {FAMILIES[c.family]} | "
                    f"{c.severity} | {c.rule_ref} | {'yes' if c.suppressible else 'no'} |")
    rows += ["",
             "`lopti lint --simulate N PATH...` also plays N simulated games with the clean "
             "files' rules and adds these warnings to the same report (every output format, "
             "`--explain` and the exit status):\n",
             "| code | name | severity | rule |",
             "| --- | --- | --- | --- |"]
    for c in SIMULATION_CODES.values():
        rows.append(f"| [{c.code}]({c.code}.md) | {c.name} | {c.severity} | {c.rule_ref} |")
    rows += ["",
             "The trial (docs/trial.md) plays a book over whole evenings against the same "
             "evenings without it; its errors come with the evening that shows them:\n",
             "| code | name | severity | rule |",
             "| --- | --- | --- | --- |"]
    for c in TRIAL_CODES.values():
        rows.append(f"| [{c.code}]({c.code}.md) | {c.name} | {c.severity} | {c.rule_ref} |")
    return "\n".join(rows) + "\n"
