"""The rule vote and the invention right bound in words (session 45, novel45b).

The cards make the vote a single, whole and free act of the table and the new rule the
winner's own: a failed or tied vote uses up the round's one attempt (R-VOTE-5); the vote
removes or changes one custom rule (R-VOTE-1); everyone votes and the count is the
table's (R-VOTE-2), the procedure itself unchangeable (R-VOTE-8) and no rule may prevent
voting (R-CUSTOM-3); only the first player out invents, announcing the whole rule before
the next deal is complete (R-WIN-3, R-CUSTOM-1), and later rules hold for every player
alike (R-CUSTOM-4). A text that binds one of these, the vote's outcome or the next
winners' right, empties it without naming a change to the procedure, said as an act or as
a state with no verb of the act. Four ideas, each read by concept in the five languages,
a sentence with the one before it, and one pair of sentences:

- **a rule bundled against the vote** (LP707): removing this rule removes others, or a base
  rule, with it ("Wer diese Regel abwählt, wählt alle anderen Hausregeln gleich mit ab",
  "这条规则和冠军的其他规则是一体的，要删就一起删"); the others staying as they are, each rule
  voted on alone, is R-VOTE-1's (:func:`bundled`);
- **a standing shielded from later rules** (LP709): no rule invented after this one may
  touch one standing, or later winners may only invent what serves it ("No rule invented
  after this one may cost the champion anything", "Bundan sonra icat edilen hiçbir kural
  şampiyona uygulanmaz", "冠军：以后所有家规一律管不着"); later rules alike for all, the
  champion too, are the cards' own (:func:`shielded`);
- **a vote recast after the count** (LP707): one standing changes its vote, or casts it,
  once the count is known ("After the votes are counted, the champion may still change
  his vote", "Liderin oyu: sayım bitene kadar açık"); everyone voting at once and no vote
  changing after the count is the table's own (:func:`recast`);
- **the winner's window cut** (LP709): seconds to name the new rule, or one standing
  deciding when the winner's time is up ("The winner has five seconds to name the new
  rule", "Time for the winner's new rule: until the champion has counted to three",
  "赢家只有五秒钟想新规则，过时作废"); the card's own window (before the next deal is complete)
  or more time is none (:func:`window_cut`);
- **a failed vote held again, across two sentences** (LP707): "The vote failed? Then we
  simply hold it again, as often as it takes" (:func:`revote`): the one-sentence reading
  and its words are vote_outcome.py's R-VOTE-5 slot ("the round's one attempt"), which
  this session widened ("voted down", "abgelehnt", "否决", "fresh try", "当场重投").

Two ideas of the same kind stay in their older readings, widened this session: a price on
a way of voting ("Een tegenstem tegen de kampioen: één ronde aan de kant") is
clause_readings.vote_priced's, a vote once cast said final ("no vote changes after the
count") is vote_changes.final_votes's, no vote taken away. Questions and the cards' own
sentences (quotes) lay nothing down.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .game_keeping import RULE, Said, find, read_sentences, tagged
from .rule_ranks import ONE
from .textnorm import Reading
from .vote_outcome import WHY, held_again

#: why the vote's outcome and the invention right are nobody's to bind: catalog entries
#: (report/textwords.py)
WHY_BUNDLE = ("the rule vote removes or changes one custom rule and leaves the others as they "
              "are, R-VOTE-1; no rule may prevent voting, R-CUSTOM-3, R-VOTE-8")
WHY_SHIELD = ("only the first player out invents a rule and every rule holds for every player "
              "alike: no rule may put one standing beyond the rules later wins earn, R-WIN-3, "
              "R-CUSTOM-4, R-VOTE-1")
WHY_RECAST = ("everyone votes once and the count is the table's: a vote one person may change "
              "or cast after the count decides alone, R-VOTE-2, R-VOTE-8, R-CUSTOM-4")
WHY_WINDOW = ("the winner invents the new rule and announces it whole before the next deal "
              "is complete, R-WIN-3, R-CUSTOM-1; a custom rule may not prevent that, R-CUSTOM-2")

#: the vote named (a ballot, a vote held, voting)
VOTE = tagged(en=r"\b(?:vot\w*|ballot\w*)", de=r"\b(?:abstimm\w*|\w*stimme\w*|abgestimmt|"
              r"stimmt\w*|abw(?:ä|a)hl\w*|abgew(?:ä|a)hlt)",
              nl=r"\b(?:\w*stemming\w*|stem\w*|tegenstem\w*|gestemd|weggestemd)",
              tr=r"\b(?:oy\w*)", zh=r"投票|表决|表決|票|投")
#: a denial of the whole sentence ("nobody", "no vote changes")
DENIED = tagged(
    en=r"\b(?:nobody|no one|no vote|not at all|never (?:\w+ ){0,2}again)\b",
    de=r"\b(?:niemand|keiner|keine stimme)\b",
    nl=r"\b(?:niemand|geen stem)\b",
    tr=r"\b(?:kimse\w*|hicbir oy)\b",
    zh=r"谁都不|誰都不|没有人|沒有人|不会受罚|不會受罰|都不能")


def _words(*found: re.Match[str] | None) -> str:
    return " … ".join(f"'{m.group(0).strip()}'" for m in found if m is not None)


def _vote_changed(words: str, why: str) -> Said:
    return ("LP707", words, f"free text changes the rule vote: {words} ({why})")


def _authority(words: str, why: str) -> Said:
    return ("LP709", words, f"free text claims authority over the rules: {words} ({why})")


# ---------------------------------------------------------------- a failed vote again
def revote(reading: Reading, quotes: Sequence[bool]) -> list[Said]:
    """A failed vote named in one sentence (a question, a condition) and held again in the
    next ("The vote failed? Then we simply hold it again"): vote_outcome.py's R-VOTE-5 slot
    reads the one sentence, this its pair (LP707)."""
    sentences = reading.sentences
    for i in range(1, len(sentences)):
        if (i < len(quotes) and quotes[i]) or (i - 1 < len(quotes) and quotes[i - 1]):
            continue
        words = held_again(sentences[i - 1], sentences[i])
        if words:
            return [_vote_changed(words, WHY["attempt"])]
    return []


# ---------------------------------------------------------------- a rule bundled
#: removed: voted out, gone, struck
REMOVED = tagged(
    en=r"\b(?:vot\w* (?:\w+ ){0,3}out|remov\w*|gone|struck|scrap\w*|delet\w*)\b",
    de=r"\b(?:abgew(?:ä|a)hlt|abw(?:ä|a)hl\w*|w(?:ä|a)hlt (?:\w+ ){0,6}ab|gestrichen|"
       r"f(?:ä|a)llt|entfernt)\b",
    nl=r"\b(?:weggestemd|wegstemm\w*|stemt (?:\w+ ){0,4}weg|geschrapt|verwijderd)\b",
    tr=r"(?:kaldiril\w*|kalkar|kalkmaz|silin\w*)",
    zh=r"取消|删|刪|去掉")
#: with it, together: one package
TOGETHER = tagged(
    en=r"\b(?:with it|together|one package|a package|also (?:\w+ ){0,2}(?:votes?|voted|voting|"
       r"removes?|removed|removing|goes|go|falls?) (?:out|with)?|along with|go with it)\b",
    de=r"\b(?:mit ab|(?:f(?:ä|a)llt|geht) (?:\w+ ){0,4}mit|zusammen|gemeinsam|ein paket|"
       r"mitsamt)\b",
    nl=r"\b(?:(?:één|een) pakket|samen|mee weg|ga\w* (?:\w+ ){0,3}mee)\b",
    tr=r"(?:birlikte|tek paket|ikisi birden|hepsi birden|beraber)",
    zh=r"一起|一并|一併|一体|一體|连同|連同")
#: other rules named: the other house rules, all of tonight's, a base rule's power
OTHER_RULES = tagged(
    en=r"\b(?:other (?:house )?rules?|all (?:of )?(?:tonight's |the )?(?:house )?rules|"
       r"every other|ten's clear|the ten|the seven|the (?:\w+'s )?other rules)\b",
    de=r"\b(?:andere\w*|alle\w* (?:\w+ )?regeln|die zehn|die sieben|die eine|"
       r"die \w+regel)\b",
    nl=r"\b(?:andere\w*|alle\w* (?:\w+ )?regels|allemaal|de tien|de zeven)\b",
    tr=r"(?:diger\w*|butun (?:ev )?kural\w*|tum (?:ev )?kural\w*|yedi\w*|onlu\w*|ikisi)",
    zh=r"其他|其它|所有家规|所有家規|所有规则|所有規則")
#: the others said to stay, or this rule voted on alone
ALONE = tagged(
    en=r"\b(?:alone|by itself|on its own|stay as they are|one (?:custom )?rule at a time)\b",
    de=r"\b(?:allein|bleiben|einzeln)\b",
    nl=r"\b(?:apart|alleen(?! (?:\w+ )?samen)|blijven|afzonderlijk)\b",
    tr=r"(?:oldugu gibi|tek basina|ayri ayri)",
    zh=r"单独|單獨|不变|不變|照旧|照舊")


def bundled(text: str, here: str, lang: str) -> Said | None:
    """Removing this rule said to remove other rules with it (the module text): LP707."""
    removed, together = find(REMOVED, text, lang), find(TOGETHER, here, lang)
    others, rule = find(OTHER_RULES, here, lang), find(RULE, text, lang)
    if others is None and together is not None and together.group(0).startswith("also "):
        others = together  # "without also voting out the dealer's swap": another with it
    if removed is None or together is None or others is None or rule is None \
            or find(ALONE, here, lang):
        return None
    return _vote_changed(_words(removed, together, others), WHY_BUNDLE)


# ---------------------------------------------------------------- a standing shielded
#: later rules: rules invented after this one, future or next winners' rules
LATER_RULES = tagged(
    en=r"\b(?:rules? (?:\w+ ){0,2}after this|later (?:house )?rules?|future (?:house )?"
       r"rules?|new rules?|next winners?|later winners?|future winners?)\b",
    de=r"\b(?:neue\w* regel\w*|k(?:ü|u)nftige\w*|sp(?:ä|a)tere\w* (?:\w+ )?regel\w*|"
       r"nach dieser)\b",
    nl=r"\b(?:nieuwe regels?|latere (?:huis)?regels?|na deze|toekomstige\w*|"
       r"volgende winnaars?)\b",
    tr=r"(?:bundan sonra icat\w*|sonraki kazanan\w*|yeni kural\w*|sonraki (?:ev )?kural\w*)",
    zh=r"以后定的|以後定的|以后所有|以後所有|以后的(?:家规|家規|规则|規則)|新规则|新規則")
#: out of their reach: may not apply to, cost or touch one; immune; only what serves one
SHIELD = tagged(
    en=r"\b(?:untouchable|immune|exempt|(?:not|never|cannot|can t|may not|must not) "
       r"(?:\w+ ){0,2}(?:apply|applies|cost|"
       r"costs|touch|touches|bind|binds)|none of it (?:applies|counts)|no rule (?:\w+ ){0,6}"
       r"(?:may|can|shall) (?:cost|touch|bind|apply)|only (?:\w+ ){0,4}(?:that )?"
       r"(?:serve|serves|help|helps|favour|favours|benefit|benefits))\b",
    de=r"\b(?:gelten (?:\w+ ){0,4}nicht|gilt (?:\w+ ){0,4}nicht|unantastbar|immun|"
       r"nur (?:\w+ ){0,5}(?:nützen|nutzen|helfen|begünstigen))\b",
    nl=r"\b(?:immuun|onaantastbaar|nooit iets kosten|niet (?:\w+ ){0,2}(?:gelden|kosten|"
       r"raken)|(?:gelden|kosten|raken) (?:\w+ ){0,4}niet)\b",
    tr=r"(?:uygulanmaz|dokunamaz|dokunulmaz|isine yarayan|lehine olan)",
    zh=r"不能对[^,.;:]{0,6}不利|不能對[^,.;:]{0,6}不利|管不着|管不著|不适用|不適用|不受|"
       r"不能碰|碰不得")
#: alike for all: the standing included
ALIKE = tagged(
    en=r"\b(?:alike|everyone|everybody|included|too)\b",
    de=r"\b(?:f(?:ü|u)r alle|gleich|auch f(?:ü|u)r)\b",
    nl=r"\b(?:iedereen|ook voor)\b",
    tr=r"(?:herkes\w*|dahil)",
    zh=r"所有人|大家|也不例外|一视同仁|一視同仁")


def shielded(text: str, here: str, lang: str) -> Said | None:
    """One standing put beyond every later rule, or later winners' rules dictated to
    serve it (the module text): LP709."""
    later, shield, one = find(LATER_RULES, here, lang), find(SHIELD, here, lang), ONE.search(here)
    if later is None or shield is None or one is None or find(ALIKE, here, lang):
        return None
    return _authority(_words(one, later, shield), WHY_SHIELD)


# ---------------------------------------------------------------- a vote recast
#: the count done: after the count, once the count is in, until the count is known
COUNTED = tagged(
    en=r"\b(?:after (?:the )?(?:votes are |vote is )?count\w*|once the count|"
       r"until the count|after the votes are counted)\b",
    de=r"\b(?:nach dem (?:aus)?z(?:ä|a)hlen|nach der (?:aus)?z(?:ä|a)hlung|"
       r"bis (?:zur|nach der) (?:aus)?z(?:ä|a)hlung)\b",
    nl=r"\b(?:na het tellen|na de telling|tot de telling)\b",
    tr=r"(?:sayildiktan sonra|sayimdan sonra|sayim bitene kadar|sayim bittikten sonra)",
    zh=r"计票以后|計票以後|计票后|計票後|计完票|計完票|数完票|數完票")
#: changed or cast then: change, switch, open, cast only then
RECAST = tagged(
    en=r"\b(?:change\w*|switch\w*|open|cast\w*|vote only|votes only|takes? (?:it )?back)\b",
    de=r"\b(?:(?:um)?(?:ä|a)nder\w*|abgegeben|wechsel\w*|offen)\b",
    nl=r"\b(?:omzett\w*|omzet|veranderen|verandert|wijzig\w*|wissel\w*|open)\b",
    tr=r"(?:degistir\w*|acik)",
    zh=r"改|再定|换|換")


#: a side or a mind changed: a vote without its word ("change sides after the count")
SIDES = tagged(en=r"\b(?:sides?|(?:his|her|their|my) mind)\b", de=r"\b(?:seite|meinung)\b",
               nl=r"\b(?:kant|mening)\b", tr=r"(?:taraf\w*|fikrin\w*)", zh=r"立场|立場|主意")
#: a question's answer that denies it ("Can the champion change it after the count? No.")
ANSWER_NO = tagged(en=r"^no\b", de=r"^nein\b", nl=r"^nee\b", tr=r"^hayir\b", zh=r"^不")


def recast(text: str, here: str, lang: str) -> Said | None:
    """One standing's vote changed or cast once the count is known (the module text):
    LP707."""
    counted, changed, one = find(COUNTED, text, lang), find(RECAST, text, lang), ONE.search(text)
    if counted is None or changed is None or one is None or find(DENIED, here, lang) \
            or find(ANSWER_NO, here.strip(), lang) or (find(VOTE, text, lang) is None
                                                  and find(SIDES, text, lang) is None):
        return None
    return _vote_changed(_words(one, counted, changed), WHY_RECAST)


# ---------------------------------------------------------------- the winner's window
#: the winner who invents
WINNER = tagged(en=r"\bwinner\b", de=r"\bsieger\w*", nl=r"\bwinnaar\w*",
                tr=r"\bkazanan\w*", zh=r"赢家|贏家|赢的人|贏的人")
#: a window measured to a moment: seconds, a count to three
LIMIT = tagged(
    en=r"\b(?:(?:\d+|one|two|three|four|five|ten|fifteen|twenty|thirty) seconds?|counted to|"
       r"count to|counts to)\b",
    de=r"\b(?:(?:\d+|eine?|zwei|drei|vier|f(?:ü|u)nf|zehn|zwanzig|drei(?:ß|ss)ig) sekunden?|"
       r"z(?:ä|a)hlt bis)\b",
    nl=r"\b(?:(?:\d+|een|twee|drie|vier|vijf|tien|twintig|dertig) (?:tellen|seconden?)|"
       r"telt tot)\b",
    tr=r"(?:\w+ saniye\w*|kadar sayana)",
    zh=r"[一二三四五六七八九十\d]+秒|数到|數到")
#: at once, on the spot: a moment only with the right lost after it
AT_ONCE = tagged(
    en=r"\b(?:at once|on the spot|right away|immediately|before (?:he|she|they|the winner) "
       r"stands? up)\b",
    de=r"\b(?:sofort|auf der stelle|gleich)\b",
    nl=r"\b(?:meteen|ter plekke|direct)\b",
    tr=r"(?:hemen|aninda)",
    zh=r"马上|馬上|当场|當場|立刻")
#: the right lost: forfeited, gone, lapses, no rule this time
LAPSE = tagged(
    en=r"\b(?:forfeit\w*|gone|lapses?|lost|loses?|no rule|too late|over)\b",
    de=r"\b(?:verf(?:ä|a)ll\w*|vorbei|verloren|verliert|weg|keine regel)\b",
    nl=r"\b(?:vervalt|vervallen|verloren|verliest|voorbij|om|geen regel)\b",
    tr=r"(?:kaybeder|kaybed\w*|yanar|gider|hakk\w* yok|gecer\w*)",
    zh=r"作废|作廢|过时|過時|没了|沒了|不算|取消")
#: Roshambo's own count ("spelen we Roshambo maar tot drie"): no window of the winner's
ROSHAMBO = tagged(en=r"\b(?:roshambo|rock)\b", de=r"\b(?:roshambo|schere)\b",
                  nl=r"\b(?:roshambo|steen)\b", tr=r"\b(?:roshambo|tas)\b",
                  zh=r"石头|石頭|猜拳|剪刀")
#: a demand: must, has to
MUST = tagged(en=r"\b(?:must|has to|have to)\b", de=r"\bmuss\b", nl=r"\bmoet\b",
              tr=r"(?:zorunda|\w+mal(?:i|ı)d(?:i|ı)r)", zh=r"必须|必須|得马上|得馬上")
#: inventing or naming the rule: the right itself, not writing it down
THINK = tagged(en=r"\b(?:name|think of|invent|come up with)\b",
               de=r"\b(?:nennen|ausdenken|erfinden|einfallen)\b",
               nl=r"\b(?:noemen|bedenken|verzinnen)\b", tr=r"(?:bul\w*|icat et\w*)",
               zh=r"想出|想好|说出|說出")
#: a longer window: at least, or more
MORE = tagged(en=r"\b(?:or more|at least|no rush)\b", de=r"\b(?:mindestens|oder mehr)\b",
              nl=r"\b(?:minstens|of meer)\b", tr=r"(?:en az|veya daha fazla)",
              zh=r"至少|以上")
#: one standing deciding when the winner's time is up
WHEN_UP = tagged(
    en=r"\b(?:decides? when|says when) (?:\w+ ){0,6}(?:time|up|over)\b",
    de=r"\bentscheidet,? wann\b",
    nl=r"\bbepaalt wanneer\b",
    tr=r"(?:ne zaman (?:\w+ ){0,4}karar)",
    zh=r"什么时候[^。]*说了算|什麼時候[^。]*說了算|由冠军(?:决定|說了算|说了算)")
#: the card's own window, or more time
ROOMY = tagged(
    en=r"\b(?:next deal|take (?:your|his|her|their) time|until (?:the winner|he|she) "
       r"(?:has it|is ready))\b",
    de=r"\b(?:n(?:ä|a)chste\w* (?:austeilen|geben)|zeit lassen|l(?:ä|a)sst sich zeit)\b",
    nl=r"\b(?:volgende deling|neemt de tijd|de tijd nemen|als hij klaar is)\b",
    tr=r"(?:sonraki dagitim\w*|acele etme\w*)",
    zh=r"发完牌之前|發完牌之前|慢慢想|不着急|不著急")


def window_cut(text: str, here: str, lang: str) -> Said | None:
    """The winner's time to announce the new rule cut to a moment, or ended at one
    standing's word (the module text): LP709."""
    winner, rule = find(WINNER, here, lang), find(RULE, here, lang)
    if winner is None or rule is None or find(ROOMY, here, lang) or find(MORE, here, lang) \
            or find(ROSHAMBO, here, lang):
        return None
    short = find(LIMIT, here, lang)
    if short is None and (find(LAPSE, here, lang) or find(MUST, here, lang)
                          and find(THINK, here, lang)) is not None:
        short = find(AT_ONCE, here, lang)  # "announces it at once" alone: the winner's haste
    if short is None:
        short = find(WHEN_UP, here, lang)
        if short is None or ONE.search(here) is None:
            return None
    return _authority(_words(winner, rule, short), WHY_WINDOW)


_READERS = (bundled, shielded, recast, window_cut)


def findings(reading: Reading, quotes: Sequence[bool], questions: Sequence[bool]
             ) -> list[Said]:
    """What ``reading``'s sentences bind of the vote and the invention right (the module
    text), each code once."""
    found = read_sentences(reading, quotes, questions, _READERS)
    return found + [s for s in revote(reading, quotes) if s[0] not in {f[0] for f in found}]


__all__ = ["WHY_BUNDLE", "WHY_RECAST", "WHY_SHIELD", "WHY_WINDOW", "findings"]
