"""The checks' own wordings of messages and hints, with named fields: catalog entries.

A check builds its message with an f-string (``f"'{word}' is not a Lopti word here: did
you mean '{option}'?"``); :data:`TEMPLATES` lists those wordings, marked for the catalogs,
and ``report/templates.py`` matches a finished message against them to translate it.
Every static check's wordings that the rejected examples meet are here or in a module of
a family's own (``*words.py``), with the trial's findings and the official outcomes a rule
may not block; ``tests/i18n/test_lint_messages_lang.py`` fails on an English word left.
"""

from __future__ import annotations

from ...i18n import N_
from .afterwords import AFTER_WORDINGS
from .keptwords import KEPT_WORDINGS
from .momentwords import MOMENT_WORDINGS, SAME_PLAY, SAME_PLAY_MORE
from .playwords import PLAY_WORDINGS
from .refillwords import REFILL_WORDINGS
from .retrowords import RETRO_WORDINGS
from .textwords import TEXT_WORDINGS
from .trialwords import TRIAL_WORDINGS

#: English wordings of messages and hints with ``{named}`` fields, as the checks write them
#: (the free-text judge's readings of procedures, rules of play and claims are
#: :mod:`.textwords`, the chains' and the trial's :mod:`.trialwords`, the witnesses' and a
#: replay's own :mod:`.playwords`, added at the end)
TEMPLATES: tuple[str, ...] = (
    # LP101 and the did-you-mean repairs (syntax/syntax_fixes.py, parse_errors.py)
    N_("'{word}' is not a Lopti word here: did you mean '{option}'?"),
    N_("'{words}' is one word: did you mean '{joined}'?"),
    N_("'{word}' is one word too many here: did you mean to leave it out?"),
    N_("'{text}' is not a rank: write the rank alone (8, not 8s)"),
    N_("'{text}' only takes the pile ('picks up the pile'): did you mean 'draws'?"),
    N_("unexpected {what} here"),
    N_("did you mean: {line}"),
    N_("expected {words}"),
    # LP102, LP103, LP106, LP107: the bad examples' wordings and their hints
    # what the parser expected, listed in "expected {words}" (parse_errors.py)
    N_("end of line"),
    N_("end of file"),
    N_("indented line"),
    N_("end of block"),
    N_("a number"),
    N_("a word"),
    N_('quoted "text"'),
    N_("a rank (J, Q, K, A)"),
    N_("'+' or '-'"),
    N_("this line must end with a colon (:)"),
    N_("end the line with ':'"),
    N_('a hook must sit inside a rule: start the file with rule "Name"'),
    N_('a rule needs a quoted name: rule "Name"'),
    N_('start with rule "Name" and indent the hooks under it'),
    N_("this statement stops too early"),
    N_("the statement stops before it is complete"),
    N_("the file ends in the middle of a rule"),
    N_("'{text}' needs a count: say how many cards"),
    N_("a block of actions must be indented under its hook"),
    N_("a rule's hooks must be indented under the rule"),
    N_("this line is indented more than the block it belongs to"),
    N_("indent a block two spaces deeper than the line that ends with ':'"),
    N_("this line's indentation matches no enclosing block (expected {spaces} spaces)"),
    N_("indent with the same number of spaces as the block it belongs to (two more than "
       "its header)"),
    N_("unexpected indentation"),
    N_("indent a line only under a header that ends with ':'"),
    # LP104, LP105, LP108
    N_('this text is not closed: add a closing "'),
    N_('write text as "like this" on one line'),
    N_("texts use double quotes, not '"),
    N_("write \"Lopti!\" instead of 'Lopti!'"),
    N_("unexpected character {char}"),
    N_("remove it, or put free text in quotes after say/do"),
    N_("this is nested more than {depth} levels deep; split it into simpler actions"),
    # LP109-LP114: phone typing and an input method
    N_("{kind}: Lopti texts are quoted with straight double quotes (\")"),
    N_("corner quotes"),
    N_("curly quotes"),
    N_("write \"like this\" (a phone curls quotes: switch off \"smart punctuation\", or run "
       "`lopti lint --fix`)"),
    N_("'{word}': Lopti keywords are written in small letters ('{lower}')"),
    N_("write '{lower}' (a phone capitalises the first word of a line)"),
    N_("this line is indented with a tab, other lines with spaces"),
    N_("indent with spaces only, two a level; `lopti fmt` re-indents (here a tab was read "
       "as {width} spaces)"),
    N_("a non-breaking or other special space (U+{hex}) where a plain space goes"),
    N_("type a plain space; `lopti lint --fix` replaces it"),
    N_("cannot read this file: not UTF-8 text (byte {byte})"),
    N_("save the file as UTF-8 text"),
    N_("full-width '{char}' where Lopti writes '{plain}'"),
    N_("switch the input method to half-width (English) punctuation, or run "
       "`lopti lint --fix`"),
    # LP115: a word of another rule language (syntax/rulelang.py)
    N_("'{word}' is a keyword in {other}, but this file is written in {lang} (most of its "
       "keywords are): did you mean '{fix}'?"),
    N_("'{word}' is a keyword in {other}, but this file is written in {lang} (most of its "
       "keywords are)"),
    N_("'{word}' is a keyword in {other}, but this file is written in {lang} (says so on its "
       "first lines): did you mean '{fix}'?"),
    N_("'{word}' is a keyword in {other}, but this file is written in {lang} (says so on its "
       "first lines)"),
    N_("write every keyword of a file in one language; to write it in {other}, put "
       "'# lopti: lang={code}' on its first line"),
    N_("'{value}' is not a language rules are written in (choose from {choices})"),
    N_("write '# lopti: lang=en' (or de, nl, tr), or leave the line out: the language is "
       "read from the keywords"),
    # the families a table meets next: people (LP301-LP304), unknown names (LP901,
    # LP903, LP904, LP909), blocking words (LP201, LP204), free text (LP701-LP711)
    N_("free text demands something {what}: {words}"),
    N_("unsafe (drinking, eating or physically risky)"),
    N_("violent"),
    N_("non-consensual or intimate"),
    N_("destructive"),
    N_("illegal"),
    N_("discriminatory or humiliating"),
    N_("with money or a bet"),
    N_("a dare beyond the table"),
    N_("'{written}' (read as '{read}')"),
    N_("ask for something everyone can do safely and willingly, like saying a word"),
    N_("free text claims authority over the rules: {words}"),
    N_("the creator settles only ambiguity (R-CUSTOM-5); changes go to the rule vote"),
    N_("'{word}' is a personal trait"),
    N_("'{word}' picks a player by a personal trait"),
    N_("name players by their role in the game, in the text too: '{example}'"),
    N_("whoever has the most cards"),  # its example: text, said in the table's language
    N_("rules may read only card counts: hand, face-up, face-down, cards"),
    N_("use a changing game condition, e.g. '{example}'"),
    N_("'{text}' is a fixed seat, a disguised person"),
    N_("'{text}' is a seat number, a disguised person"),
    N_("use a role relative to the event: next player, previous player ..."),
    N_("use a role: 'acting player', 'next player' ..."),
    N_("'{text}' names a person"),
    N_("'{word}' reads a person's name"),
    N_("quoted text in a condition can only be a name"),
    N_("conditions compare game values; quoted text belongs in say/do"),
    N_("players are named only by their role: acting player, next player ..."),
    N_("'{word}' means the rule's creator, one fixed person"),
    N_("the rule's creator is one fixed person"),
    N_("use a game role, e.g. '{example}'"),
    N_("unknown event '{name}'"),
    N_("unknown action '{text}'"),
    N_("unknown role '{text}'"),
    N_("did you mean '{option}'?"),
    # LP211: a player passed over for holding many cards, a direction turned on every turn
    # (heavylock.py, pingpong.py)
    N_("this skips {who} on every turn while they hold more cards: {why}"),
    N_("this turns the direction away from {who} on every turn while they hold more cards: "
       "{why}"),
    N_("a player passed over plays no card and keeps holding them, so their turn never comes "
       "again, but every player still in gets a turn in the order of play (R-TURN-1)"),
    N_("every player it names"),
    N_("the previous player"),
    N_("let the player with many cards catch up instead, or give the rule a condition that "
       "is false on most turns (like 'after play when play.rank is 8')"),
    N_("this turns the direction round on every turn with {n} players in: the turn bounces "
       "between two players and the others wait until the pile is picked up or cleared, but "
       "every player still in gets a turn in the order of play (R-TURN-1)"),
    N_("turn the direction round on a rank's play (like 'after play when play.rank is 9'), "
       "not on every turn"),
    # LP901-LP904 with no close word: the words that fit the place (names.py)
    N_("actions: {keywords}"),
    N_("roles: {keywords}"),
    N_("events: {keywords}"),
    N_("measures: {keywords}"),
    N_("{namespace}.* has: {keywords}"),
    N_("read {namespace}.*, table.*, round.* or rule.*"),
    N_("unknown player measure '{name}'"),
    N_("'that player' outside 'for each'"),
    N_("wrap the statement in 'for each player:' or name a role"),
    N_("'{word}' would prevent or replace a base event"),
    N_("'instead' replaces what the base game does"),
    N_("custom rules add actions before or after an event; drop 'instead'"),
    N_("custom rules may only add actions before or after an event"),
    N_("'{text}' prevents a base event"),
    N_("skip a player instead: '{example}'"),
    N_("free text names a fixed seat: {words}, a disguised person (R-CUSTOM-4)"),
    N_("use this round's role: 'dealer', 'acting player' in a deal hook"),
    N_("players are named only by their role; rules read card counts: hand, face-up, "
       "face-down, cards"),
    N_("free text picks a player by a personal trait: {words} (R-CUSTOM-4)"),
    N_("free text picks a player by a fact of their life: {words} (R-CUSTOM-4)"),
    N_("free text picks a player by where they sit: {words}, a disguised person (R-CUSTOM-4)"),
    N_("free text picks a player by what they own: {words}, a disguised person (R-CUSTOM-4)"),
    # the rest of the static checks' wordings (LP202-LP203, LP401-LP402, LP501-LP503):
    N_("'{text}' may never stop"),
    N_("repeat a fixed number of times ('repeat 2 times:') or once per player ('for "
       "each player:')"),
    N_('break the cycle: let the hook cause a different event, or hook another event'),
    N_("in the '{hook}' hook this {does}: {why}"),
    N_("gives the event's player cards"),
    N_('takes cards from the draw pile'),
    N_('restricts the next play'),
    N_("skips the event's player"),
    N_('takes cards off the pile or clears it'),
    N_('the draw needs the draw pile (R-DRAW-1)'),
    N_('a blind play needs an empty hand (R-FACE-2)'),
    N_('restricting the play that is being made would forbid it (R-PLAY-2)'),
    N_('skipping the player whose turn begins prevents the turn (R-TURN-1)'),
    N_('giving cards to a player about to win prevents the win (R-WIN-1)'),
    N_("the clearer's bonus play is due at once (R-CLEAR-1)"),
    N_('emptying the pile before a clear prevents the clear (R-CLEAR-3)'),
    N_('a player who is out never receives cards (R-WIN-4)'),
    N_('the winner is out and never receives cards (R-WIN-4)'),
    N_("move it to an 'after' hook or aim it at another player"),
    N_('aim it at another player or drop it'),
    N_("aim it at 'every player still in'"),
    N_('a player who played their last card has won or finished: leave them out, or '
       "aim it at 'every player still in'"),
    N_("let the first rule cause its event after the base event ('{hook}'), or aim the "
       'last step at another player'),
    N_('players who are out would receive cards'),
    N_('the acting player has no cards left here, so they are out (R-WIN-4: out from '
       'that moment) and would receive cards'),
    N_("this gives cards to the event's player exactly when they are down to their "
       'last cards, so it keeps them from going out'),
    N_('this restriction applies when a player is down to their last card, so it can '
       'forbid the card that would win'),
    N_('this skip applies when a player is down to their last card, so it can forbid '
       'the card that would win'),
    N_("make the condition about the game, not about a player's last cards"),
    N_("make the condition about the game, not about a player's last cards ('{text}' "
       'alone leaves face-up cards)'),
    N_("'{name}' cannot be hooked: the vote and Roshambo procedures may not be changed"),
    N_("'{name}': the vote procedure may not be changed"),
    N_('hook a base event such as deal or round_end'),
    N_('rules may not touch the vote or Roshambo (R-VOTE-8)'),
    # history, free text and spoken values (LP601-LP602, LP707-LP715):
    N_("'{text}' counts the rounds before the rule existed"),
    N_("'{text}' as a count counts the session's rounds, those before the rule existed too"),
    N_('\'{text}\' kept in the count "{name}" counts the session\'s rounds, those '
       'before the rule existed too'),
    N_("'{text}' measured against a number that changes counts the session's rounds, "
       'those before the rule existed too'),
    N_("'{text}' reads history from before the rule existed"),
    N_('the count "{name}" changes by an amount that steps with round.number ({steps} '
       "...): it counts the session's rounds, those before the rule existed too"),
    N_("compare round.number with a fixed number, or count the rule's own rounds: rule.rounds"),
    N_('count from when the rule took effect: rule.clears, rule.pickups, or this '
       'round: round.clears'),
    N_('count from when the rule took effect: rule.rounds'),
    N_("count the rule's own rounds: rule.rounds"),
    N_("count the rule's own rounds: rule.rounds, or compare round.number with one "
       'fixed number'),
    N_('the count "{name}" would reach back before the rule took effect (\'{word}\'): '
       'a count starts at 0 when the rule does'),
    N_("count from now on: '{example}'"),
    N_('free text changes the rule vote: {words} ({why})'),
    N_("free text changes the rule vote: {words} ({why}) (read across this hook's {n} "
       'texts, as the table hears them)'),
    N_('R-VOTE-8: the vote itself may not be changed'),
    N_('a rule the vote could not remove; R-VOTE-1, R-VOTE-8'),
    N_('one player, one vote; R-VOTE-2, R-VOTE-8'),
    N_("a majority is more than half of all the session's players, and abstentions count "
       'for neither; R-VOTE-2, R-VOTE-9, R-VOTE-8'),
    N_('a price or reward on a vote: everyone votes freely, R-VOTE-2, R-VOTE-8'),
    N_('abstentions count for neither side, R-VOTE-9; R-VOTE-8'),
    N_("the rule vote is the table's (R-VOTE-1..10): leave it out of the rule"),
    N_('free text changes Roshambo: {words} ({why})'),
    N_('R-VOTE-8: 30 decided rounds, draws do not count'),
    N_("Roshambo is 30 decided rounds (R-ROSHAMBO-2): play it with 'plays roshambo "
       "with' and leave its procedure alone"),
    N_('free text claims authority over the rules: {words} ({why})'),
    N_("a tie is the vote's and Roshambo's to break, R-VOTE-9, R-ROSHAMBO-1"),
    N_('only the rule vote removes a rule, R-VOTE-1'),
    N_('one rule a win, R-CUSTOM-1; others go to the rule vote'),
    N_("a dispute is the creator's, then the table's majority, R-CUSTOM-5, R-FAQ-5"),
    # a standing its own judge of a blind play (language/text/blind_unshown.py)
    N_('one standing judges its own play: a face-down card is revealed to all and the '
       'rules say whether it is legal, R-FACE-2, R-VOTE-8, R-CUSTOM-4'),
    N_('no material rewrite once a round has begun, R-CUSTOM-5; a change needs the rule '
       'vote, R-VOTE-4'),
    # names, types and limits (LP902-LP948):
    N_('if the whole table agrees, record it: `# lopti: table-agreed "{text}"` on the '
       'line above (`lopti lint --explain LP712`)'),
    N_("a {event} hook cannot read '{name}'"),
    N_("unknown attribute '{name}'"),
    N_("read the hook's own event ({event}.*) or the table (table.*)"),
    N_("'{what}' needs one player, not '{phrase}'"),
    N_('did you mean {n}? ranks are written 2-10, J, Q, K, A'),
    N_("use 'for each ...:' around it"),
    N_('this condition can never hold'),
    N_('check the numbers: ranks run 2-A, a play has 1-4 cards'),
    N_('delete this copy, or change the first rule by a vote'),
    N_('give each rule its own name'),
    N_("'{role}' before any Roshambo in this hook"),
    N_("start one first: 'acting player plays roshambo with next player'"),
    N_("'{code}' protects players ({family}) and cannot be suppressed"),
    N_('only hygiene warnings can be suppressed'),
    N_("a '{verb}' text must be 1 to {most} characters: this one is empty"),
    N_('write what to say or do, briefly: \'says "Lopti!"\''),
    N_("'{text}' is over the sandbox's limit of {most} repeats, so the hook is stopped "
       'every time it gets here'),
    N_('repeat at most {most} times'),
    N_("'{role}' is known only after the hook returns, so a condition or count cannot read it"),
    N_('{n} is beyond the largest number a rule may use ({most})'),
    N_('use a smaller number'),
    N_('whenever this runs the hook asks for at least {n} effects; one hook may return '
       'at most {most}'),
    N_('repeat fewer times, or aim the action at a set of players'),
    N_("'{role}' would play Roshambo with themselves"),
    N_("name two different roles: 'acting player plays roshambo with next player'"),
    N_('the \'{hook}\' hook of rule "{name}" nests {n} levels deep (blocks, conditions '
       "and sums together); at most {most} surely fit the sandbox's {limit} levels of "
       'compiled Python'),
    N_('split a long sum or condition, or un-nest blocks'),
    N_('this rule could compile to up to {n} characters of Python; the sandbox takes '
       'at most {most}'),
    N_('split it into several rules, or shorten its texts'),
    N_("'one of' lists {n} options; the sandbox takes at most {most}"),
    N_("list each value once, or compare a range: 'is at least 5'"),
    N_('the \'{hook}\' hook of rule "{name}" may cost up to {n} units in one call; a '
       'hook call has {most} (a repeat counts as often as its count can be, a loop '
       'over players as 5 players, each pass as the size of its body)'),
    N_('repeat fewer times, nest fewer repeats, or shorten the repeated conditions'),
    # LP912, LP914, LP916 at an upper bound: what a hook may reach (analysis/reach.py)
    N_("this repeat's count keeps growing, past the sandbox's limit of {most} repeats, so "
       'the hook is stopped once it gets there'),
    N_("this repeat may run up to {n} times, over the sandbox's limit of {most} repeats, so "
       'the hook is stopped whenever it runs more'),
    N_('repeat at most {most} times, whatever the table: cap the count it reads (\'if count '
       '"x" is less than {most}: add 1 to "x"\')'),
    N_('the count of cards to {verb} keeps growing, past the {most} a deck has (R-SETUP-1), '
       'so the hook is stopped once it gets there'),
    N_('this may {verb} up to {n} cards, more than the {most} a deck has (R-SETUP-1), so the '
       'hook is stopped whenever it asks for more'),
    N_('{verb} at most {most} cards, whatever the table: cap the count it reads'),
    N_('the \'{hook}\' hook of rule "{name}" may ask for up to {n} effects in one call; one '
       'hook may return at most {most}, so it is stopped whenever it asks for more'),
    N_('repeat fewer times, or act once after the repeat (a count can remember whether to)'),
    N_('this text is longer than the {n} characters ({size}) the linter reads, so '
       'nothing in it was checked'),
    N_('split the rule book into files of a few rules each'),
    N_('the official rules already allow {upper} on {lower} (or that card never lies '
       'on top of the pile): the permission adds no play there'),
    N_("allow a play the official rules forbid: 'allow J on Q'"),
    N_("'{text}' is not a rank: a permission names ranks 2 to 10, J, Q, K or A"),
    N_('the count "{name}" has no scope: say when it goes back to 0'),
    N_('\'count "{name}" this round\' or \'count "{name}" this session\''),
    N_('the rule keeps no count "{name}": a rule reads and changes only its own counts'),
    N_('a rule keeps at most {most} counts, this one declares {n}'),
    N_('keep the counts the rule reads; one count can often do'),
    N_("'a multiple of' needs a fixed whole number from 2 to {most}"),
    N_("every third clear: 'rule.clears is a multiple of 3'"),
    N_("'before {event}' is the same moment as 'after {event}': the turn's play, draw "
       'and take-up are already over'),
    N_("write 'after {event}'; to act before the draw, hook 'after play'"),
    N_('aim it at another player or hook another event'),
    N_("move it to a 'before deal' hook"),
    N_("'{role}' is no one here: the conditions hold only in the session's first "
       'round, which has no last round (R-SETUP-4)'),
    N_("drop the round condition, or start from round 2 ('round.number is at least 2')"),
    N_("place {n} is no one's: places run from 1 (the winner) to {most} (R-SETUP-1)"),
    N_("say 'last round's last place' for whoever finished last"),
    N_("'may {verb} up to 0' is a choice of no cards: the statement never does anything"),
    N_("let the player choose from 1 card: 'may {verb} 1 ...', or 'may {verb} up to 2 ...'"),
    N_("say when it happens with a condition instead: 'after clear when ...:' and the "
       "action without 'may'"),
    N_("'{role}': the game keeps no count of {what} per player from one round to the "
       "next (it keeps '{kept}')"),
    N_('clears'),
    N_("say 'the player with the most pickups last round', or 'the player with the "
       "most cards' for the cards held now"),
    N_('{n} is the rank {face}: faces are written J, Q, K, A'),
    N_("'{text}': {n} takes '{word}'"),
    N_('this file holds no rule, only blank lines or comments'),
    N_('write a rule: rule "Name", then a hook such as \'after play when play.rank is '
       "8:' and its actions"),
    N_('round {n}: {v}'),
    N_("what this hook does steps with round.number (the size of one firing, {steps} "
       "...): it grows with the session's rounds, those before the rule existed too"),
    N_("count the rule's own rounds: rule.rounds, or compare round.number with one fixed "
       "number"),
    N_("what the rules {rules} do together steps with round.number (the size of one "
       "firing of them all, {steps} ...): it grows with the session's rounds, those "
       "before the rules existed too"),
    N_("count the rules' own rounds: rule.rounds, or give the effect one fixed size"),
    N_("this skip applies when a player has at most {n} cards left in all: the last "
       "stretch before going out (the last {v} are the face-down cards, played one a "
       "turn, R-FACE-2), so it holds back the player about to win"),
    N_("this restriction applies when a player has at most {n} cards left in all: the "
       "last stretch before going out (the last {v} are the face-down cards, played one a "
       "turn, R-FACE-2), so it holds back the player about to win"),
    N_("make the condition about the game, not about how close a player is to going out"),
    N_("free text changes the rule vote: {words} (read as '{read}') ({why})"),
    N_("a '{open}' that is never closed: close it with '{close}', or write '{twice}' "
       'for a brace'),
    N_('a spoken value says who someone is ({who}): players are named only by their '
       "role's actions, never spoken as a value"),
    N_('a player'),
    N_('a set of players'),
    N_('a rank'),
    N_('a text'),
    N_("'{word}' is a word, but the other side is {kind}"),
    N_('a rule named "{name}" already exists{where} (line {line})'),
    N_('this hook repeats one in rule "{name}"{where} (line {line}): a second copy doubles '
       "that rule's effect (R-VOTE-4)"),
    N_(' in {file}'),
    N_(' of {file}'),
    N_("name the result only as the target of an action: '{phrase} draws 1 card'"),
    N_('no one can {verb} {n} cards: the deck has {deck} (R-SETUP-1)'),
    N_('{verb} {deck} cards or fewer'),
    N_("in the '{hook}' hook the event's player {why}: the swap never happens"),
    N_('has just taken their face-up cards into the hand (R-FACE-1)'),
    N_('plays face-down cards only once the face-up cards are gone (R-FACE-2)'),
    N_('has no cards left (R-WIN-4)'),
    N_("'{verb}' in the '{hook}' hook: the {what} is chosen only before the cards are "
       'dealt (R-SETUP-2)'),
    N_("'may {verb}': only a choice of cards can be declined (may {choices}); there "
       'are no cards to choose here'),
    # fixed seats and the rule's creator in disguise (LP302, LP305-LP307)
    N_("'{role}' here is {who}: the conditions hold only in the rule's first round, and the "
       "last round's winner is the rule's creator (R-CUSTOM-1)"),
    N_("'{role}' here is {who}: {why}"),
    N_('one fixed seat'),
    N_('the leader'),
    N_("the rule's creator"),
    N_("everyone but the rule's creator"),
    N_('the player after the leader'),
    N_('the player before the leader'),
    N_('the last winner'),
    N_("beside the rule's creator"),
    N_("by the rule's own clock or turns"),
    N_("the conditions hold only in the rule's first round, and the last round's "
       "winner is the rule's creator (R-CUSTOM-1)"),
    N_("the conditions hold only in the session's first round, where the first dealer "
       'leads (R-SETUP-4): one fixed seat'),
    N_('at {v} players the dealer of rounds {rounds} is the same person: seat {n} (the '
       'first dealer at seat {most}; the deal moves one seat a round, R-SETUP-4)'),
    N_('the conditions hold only in round {n}, whose dealer is one person (at {v} '
       'players seat {most}, the first dealer at seat {limit}; R-SETUP-4)'),
    N_("the conditions hold only in the rule's round {n}, and one person deals that "
       'round (R-SETUP-4)'),
    N_("the conditions hold only in round {n}, which the rule's creator can announce it "
       "for: there the last round's winner, who leads, is the rule's creator (R-CUSTOM-1, "
       "R-SETUP-4)"),
    N_("the conditions hold only in round {n} at {v} players, which the rule's creator can "
       "announce it for: there the last round's winner, who leads, is the rule's creator "
       "(R-CUSTOM-1, R-SETUP-4)"),
    N_("the conditions hold in the rule's first round and otherwise only from its round "
       "{n} on, which an evening of {v} rounds does not reach (R-SESSION-1): in an evening "
       "they hold in the first round only, and the last round's winner is the rule's "
       "creator (R-CUSTOM-1)"),
    N_("'{x}' can only be {vals} here, which it is while the rule is young: in its "
       "first round the last winner, the rule's creator, leads (R-CUSTOM-1, R-SETUP-4)"),
    N_("'{x}' is {vals} here: at {v} players those are the turns of the round's leader "
       "while play goes round the table, and in the rule's first round the leader is "
       'the last winner, its creator (R-CUSTOM-1, R-SETUP-4)'),
    N_("'{x}' is {vals} here: the first turn, the round's leader's, and in the rule's "
       'first round the leader is the last winner, its creator (R-CUSTOM-1, R-SETUP-4)'),
    N_("'{x}' is {vals} here, and the rule is young (its first round above all, where the "
       "last winner, its creator, leads: R-CUSTOM-1, R-SETUP-4): at {v} players, while play "
       "goes round the table, {who} on those turns is {seats}, never {others}"),
    N_('a role must change with play: drop the round condition, or use a role such as '
       "'acting player' or 'player with the most cards'"),
    N_("start from the rule's second round ('rule.rounds is at least 2'), or use a "
       "role that changes with play such as 'acting player'"),
    N_("drop the bound on the rule's own clock, or name a role that changes with play "
       "such as 'player with the fewest cards'"),
    N_("'the {word}' is the session's {word}: one fixed seat all session (R-SETUP-4)"),
    N_("at {v} players the dealer of the rule's rounds {rounds} is the same person (the "
       "deal moves one seat a round, R-SETUP-4)"),
    N_("{who} (at the deal every player holds as many cards, and a tie goes to the acting "
       "player: the leader)"),
    N_("the player with the fewest cards"),
    N_("the player with the most cards"),
    N_("every player but {who}"),
    N_("the next player after {who}"),
    N_("the previous player before {who}"),
    N_("the player left of {who}"),
    N_("the player right of {who}"),
    # the blocking family's explanations (LP207-LP211) and the official outcomes a rule
    # may not block (engine/outcomes.py)
    N_('rule "{name}" ({at}): {rest}'),
    N_('rule "{name}" ({at}), {more}: {rest}'),
    N_('rule "{name}" ({at})'),
    N_('{hook}, line {n}'),
    N_('{hook}, line {n} of {file}'),
    N_('together, {rest}'),
    N_('a single {n} is kept out of every turn a play leaves a pile: {achieves} ({ref})'),
    N_('every turn a play leaves a pile must be a play of at least {n} cards: a hand '
       'of single cards never has a play and a single 10 never clears, but {achieves} '
       '({ref})'),
    N_("{question} cannot be decided: once {counters} is large enough, {rest}"),
    N_("whether a single {n} is kept out of every turn"),
    N_('give the restriction a condition that is false on some plays (like a 7 after a '
       '7), or allow the {n}'),
    N_("guard it on the acting player's hand"),
    N_('at a table of two players left {they} the player who is not acting {when}: the '
       'acting player plays again and their turn never comes, but every player still '
       'in gets a turn in the order of play (R-TURN-1) and a rule may not block it '
       '(R-CUSTOM-2)'),
    N_('rule "{name}" ({at}): this skip acts only with two players in, where it hands '
       'the turn back to the player who just played, on about {share} of the plays: '
       'whoever plays so plays again and again, but the turn goes round the players still '
       'in (R-TURN-1)'),
    N_("give the skip a condition that is false on most plays (like 'after play when "
       "play.rank is 8')"),
    N_('this skips'),
    N_('these skip'),
    N_('on every turn'),
    N_("give the skip a condition that is false on some turns (like 'after play when "
       "play.rank is 8')"),
    N_('the played cards lie on the pile as the previous play, which the next player '
       'must beat or pick up'),
    N_('after the first legal play of a turn a player with fewer than three hand cards '
       'draws from the draw pile'),
    N_('a clear removes the pile from the round and cancels pending 3 and 7 effects'),
    N_('the player who caused a clear makes a bonus play at once, on the empty table'),
    N_("a pickup moves the whole pile into the picker's hand and ends the turn"),
    N_('a single 10 can be played on any pile but a 7 or an active 3-obligation, and '
       'clears it'),
    N_('a single 2 can be played on any pile but an active 3-obligation, and a single '
       '3 on any pile'),
    N_('every player to act keeps a legal move, and a hand of single cards can still '
       'be played on some pile'),
    N_('a player whose hand is empty takes their face-up cards into the hand, and no '
       'rule puts cards face up for them again'),
    N_('every player still in gets their turn in the order of play: a skip passes one '
       'turn over, never every turn of a player'),
    N_('a player who is out never receives cards'),
    N_('whether cards given before the draw cancel it cannot be decided: the rule '
       'reads {n} combinations of {vars}; {achieves} ({ref})'),
    N_("whether this {action} keeps the turn's draw cannot be decided: the rule reads "
       '{n} combinations of {vars}; {achieves} ({ref})'),
    N_('whether cards given before the draw cancel it cannot be decided: the rule '
       'reads {why}; {achieves} ({ref})'),
    N_("whether this {action} keeps the turn's draw cannot be decided: the rule reads "
       '{why}; {achieves} ({ref})'),
    N_('{question} cannot be decided: the rule reads {why}'),
    # what the guard analysis cannot read (checks/guards.py Unknown), a {why} above
    N_('a value the analysis cannot read'),
    N_('a condition the analysis cannot read'),
    N_("give it a condition on the event's own attributes (play.rank, play.count ...)"),
    N_("guard it on the draw pile ('when table.draw_pile is at least ...') or on the "
       "acting player's hand"),
    # LP205-LP206: plays taken back, draws that never happen
    N_('rule "{name}": {rest}'),
    N_("in the '{hook}' hook this takes cards off the pile into a hand that may be the "
       'player who made the play lying on it: {whose} goes back where it came from and '
       'is undone, but {achieves} ({ref})'),
    N_("in the 'after flip' hook this takes cards off the pile, where a legal blind card "
       "lands, into the hand of the player who flipped it: every blind card comes back as a "
       "hand card, so the blind play (R-FACE-2) is undone and the face-down cards never "
       "run out, but {achieves} ({ref})"),
    N_("give the cards to another player, or take them only after a blind card that "
       "missed ('when not flip.legal')"),
    N_('their own play'),
    N_("the previous player's play"),
    N_('{they} the pile off after every play, so no play ever stands: {achieves} '
       '({ref})'),
    N_('this takes'),
    N_('these rules take'),
    N_('cards that are not drawn reach the player between their play and its draw and '
       'lift every hand that would draw to three: with {n} {cards} left after a play '
       "of {v}{where}, they hold {most} and the turn's draw never happens, but "
       '{achieves} ({ref})'),
    N_('hand card'),
    N_('hand cards'),
    N_("this draw takes every card of the draw pile whenever it runs (with {n} {left} it "
       "draws {v}): from then on no turn's draw happens, the player who would draw finds "
       "the draw pile empty, but {achieves} ({ref})"),
    N_("card left"),
    N_("cards left"),
    N_("take from another player's reach (give the cards to the next player), or take "
       'the bottom cleared card'),
    N_('take from the cleared cards instead, or draw (or take) only on some plays (a '
       'condition on play.rank, say)'),
    N_('take from the cleared cards instead, or give the pile to another player only '
       'on some plays'),
    N_('take the pile only on some plays (a condition on play.rank, say)'),
    N_("draw a fixed few cards, or only while the draw pile holds more ('when "
       "table.draw_pile is at least ...')"),
    N_('draw fewer cards, or only on some of them (a condition)'),
    N_("give the cards after the draw ('after draw:'), or let the player draw them"),
    # LP202-LP206 through the events a book causes, and draws that together empty the pile
    N_('through the events the book causes, {chain}: {rest}'),
    N_('{does} while the {hook} that caused this is pending: {why} (R-CUSTOM-2)'),
    N_("takes cards away from the event's player"),
    N_('the played cards are protected until they are played (R-PLAY-1)'),
    N_('cards given to the drawer can lift them to three and cancel the draw '
       '(R-DRAW-1)'),
    N_('this takes the play just made off {where} into a hand that may be the player '
       'who made it: the play is undone, but {achieves} ({ref}, R-CUSTOM-2)'),
    N_('the pile'),
    N_("the cleared cards, where the rule's clear put it"),
    N_('{names} {verb} a draw after every play, and on that draw {they} the pile off, '
       'so no play ever stands: {achieves} ({ref})'),
    N_('causes'),
    N_('cause'),
    N_('these take'),
    N_('these draws all run {timing} every {event} and together take {n} cards, more '
       'than any draw pile holds ({most}): {names}; from the first such {event} on, no '
       "turn's draw happens, but {achieves} ({ref})"),
    N_('rule "{name}" (line {n}: {v})'),
    N_('rule "{name}" (line {n} of {file}: {v})'),
    N_("English"),
    N_("German"),
    N_("Dutch"),
    N_("Turkish"),
) + KEPT_WORDINGS + TEXT_WORDINGS + TRIAL_WORDINGS + PLAY_WORDINGS + AFTER_WORDINGS + \
    MOMENT_WORDINGS + (SAME_PLAY, *SAME_PLAY_MORE) + REFILL_WORDINGS + RETRO_WORDINGS
