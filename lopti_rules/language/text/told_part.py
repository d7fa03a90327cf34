"""The rule told to only part of the table (issue 29, session 41, brief told41): R-CUSTOM-1
and R-VOTE-2 as a slot.

The winner announces the whole rule before the next deal is complete (R-CUSTOM-1): to the
table, to everyone, since everyone in the session votes on it (R-VOTE-2) and plays under
it. A text that keeps the rule, a part of it, its wording or its details from some
players, by their standing, their seat or today's results, splits the table in two: who
does not know the rule can neither play around it nor vote on it knowingly.
language/text/announced.py reads the rule kept back from everyone (sealed, told later);
this reads it told to some and kept from the rest, in the five languages:

- **known to only some**: "only last round's winner hears the second half", "den Wortlaut
  bekommen nur die, die heute gewonnen haben", "alleen de winnaar kent de tweede helft",
  "kuralın cezasını sadece kazanan bilir", "规则的后半部分只告诉赢家";
- **kept from some**: "don't tell the loser what this rule does", "keep the details from
  whoever finished last", "die Strafe wird dem Letzten nicht verraten", "vertellen we niet
  aan wie laatste werd", "sonuncuya kuralın ayrıntıları söylenmez", "不告诉最后一名";
- **whispered**: "the dealer whispers the rest of the rule to the winner", "flüstert dem
  Sieger die Einzelheiten ins Ohr", "fısıldar", "悄悄告诉赢家";
- **the rest find out when it costs them**: "everyone else finds out when it hits them",
  "die anderen merken es, wenn es sie trifft", "diğerleri başlarına gelince öğrenir",
  "其他人吃亏了才知道": the rule known to the rest only by its cost.

Near misses stay clean: the rule read aloud, to everyone, on a note anyone may read, again
for whoever missed it; "ask me if anything is unclear" (R-CUSTOM-5); the game's own
secrets (face-down cards, a hand: R-SETUP-2) and a secret ballot (the vote's, not the
rule's); a whisper denied ("the dealer whispers nothing"); a role told a task ("the next
dealer is told to shuffle": no rule kept from anyone).
"""

from __future__ import annotations

import re

from .announced import CARDS, CONTENT, PART, RULE
from .textnorm import NEGATION, NOT_SHORT, Sentence, any_of, clause_texts, has_cjk, matched

#: what is told: its wording, what it says or does (beside announced.py's rule and parts)
_WORDING = any_of(r"\bwording\b", r"\bexact words\b", r"\bfull text\b", r"\bwortlaut\w*",
                  r"\bformulierung\w*", r"\bbewoording\w*", r"\bformulering\w*",
                  r"\bletterlijke tekst\b", r"\bmetn(?:i|ı)\w*", r"\bs(?:o|ö)zler(?:i|ı)\w*",
                  r"措辞|措詞|原文|原话|原話|内容|內容")
#: knowing or being told: the receiving side of a telling
_KNOWN = any_of(
    r"\bknows?\b", r"\bknown\b", r"\bhears?\b", r"\bheard\b", r"\blearns?\b",
    r"\bget(?:s)? to (?:hear|know|see|read)\b", r"\bsees?\b", r"\bread\b", r"\breads\b",
    r"\bis (?:told|shown|given)\b", r"\bare (?:told|shown|given)\b", r"\btold\b",
    r"\bshown\b", r"\bfinds? out\b", r"\bkennt\b", r"\bkennen\b", r"\bwei(?:ss|ß)\b",
    r"\bwissen\b", r"\berf(?:a|ä)hr\w*", r"\bh(?:o|ö)rt?\b", r"\bh(?:o|ö)ren\b",
    r"\bbekomm\w*", r"\bkriegt?\b", r"\bkriegen\b", r"\bsieht\b", r"\bsehen\b",
    r"\bliest\b", r"\blesen\b", r"\bgesagt\b", r"\bgezeigt\b", r"\bkent\b", r"\bkennen\b",
    r"\bweet\b", r"\bweten\b", r"\bhoort?\b", r"\bhoren\b", r"\bkrijg\w*", r"\bziet\b",
    r"\bzien\b", r"\bleest\b", r"\blezen\b", r"\bverteld\b", r"\bgetoond\b",
    r"\bbilir\w*", r"\bbilen\w*", r"\b(?:o|ö)(?:g|ğ)ren\w*", r"\bduyar\w*", r"\bduyan\w*",
    r"\bg(?:o|ö)r(?:u|ü)r\b", r"\bokur\b", r"\bs(?:o|ö)ylen(?:i|ı)r\b", r"\bg(?:o|ö)sterilir\b")
#: telling or showing: the giving side (with "not" or a restriction: kept from some)
_TELL = any_of(
    r"\btell\w*\b", r"\btold\b", r"\bsay\w*\b", r"\bshow\w*\b", r"\breveal\w*", r"\bexplain\w*",
    r"\bverrat\w*", r"\bverr(?:a|ä)t\b", r"\bsag\w*", r"\bzeig\w*", r"\berkl(?:a|ä)r\w*",
    r"\bmitteil\w*", r"\bvertel\w*", r"\bzeg\w*", r"\btoon\w*", r"\blaten zien\b",
    r"\buitleg\w*", r"\bs(?:o|ö)yle\w*", r"\ba(?:c|ç)(?:i|ı)kla\w*", r"\bg(?:o|ö)ster\w*",
    r"\bbildir\w*", r"\bgesagt\b", r"\bgezeigt\b", r"\berz(?:a|ä)hl\w*", r"\bmitgeteilt\b",
    r"\bgezegd\b", r"\bverteld\b", r"\bgetoond\b",
    r"告诉|告訴|说给|說給|透露|讲给|講給|给.{0,3}看|給.{0,3}看")
#: only: the knowing kept to those named next
_ONLY = re.compile(r"\b(?:only|just|solely|nur|allein|lediglich|alleen|enkel|slechts|"
                   r"sadece|yaln(?:i|ı)z(?:ca)?|bir tek)\b")
#: some players picked out: a standing, a role, a result, a seat, "whoever"
_SOME = re.compile(
    r"\b(?:winners?|losers?|dealers?|leaders?|champions?|creator|top|first|last|best|"
    r"worst|whoever|those who|players? who|neighbou?rs?|sieger\w*|gewinner\w*|"
    r"verlierer\w*|geber\w*|f(?:u|ü)hrende\w*|champion\w*|letzte\w*|erste\w*|beste\w*|"
    r"erfinder\w*|nachbar\w*|wer|diejenige\w*|spieler,? die|winnaar\w*|verliezer\w*|"
    r"deler\w*|koploper\w*|kampioen\w*|laatste\w*|eerste\w*|maker|buurm\w*|buurvrouw\w*|"
    r"wie|degene\w*|spelers? die|kazanan\w*|kaybeden\w*|da(?:g|ğ)(?:i|ı)t(?:i|ı)c(?:i|ı)\w*|"
    r"sonuncu\w*|birinci\w*|lider\w*|(?:s|ş)ampiyon\w*|sa(?:g|ğ)(?:i|ı)ndaki\w*|"
    r"solundaki\w*|kom(?:s|ş)u\w*|son (?:oyuncu|kalan)\w*)\b")
#: "nur die, die ...": the German demonstrative before its relative clause is people
_DIE_DIE = re.compile(r"\bnur die\b,? (?:die|der|welche)\b")
#: kept from some: keep from, hide from, verschweigen, geheim houden voor, saklamak
_KEPT_FROM = any_of(
    r"\b(?:keep|keeps|kept|hide|hides|hidden|withhold\w*)\b.{0,60}\bfrom (?:the |our )?"
    r"(?:winners?|losers?|dealer|leader|champion|last|first|whoever|those|newcomers?|"
    r"players? who|\w+ player)\b",
    r"\bverschweig\w*", r"\bverheimlich\w*", r"\bvor (?:dem|der|den) \w+ geheim\b",
    r"\bgeheim (?:gehalten|halten|houden|gehouden)\b.{0,30}\bvoor\b",
    r"\bvoor (?:de|het) \w+ (?:geheim|verborgen)\b", r"\bachtergehouden voor\b",
    r"\b\w+(?:dan|den|tan|ten) (?:sakl|gizl)\w*",
    r"瞒着|瞞著|不让.{1,8}知道|不讓.{1,8}知道|对.{1,8}保密|對.{1,8}保密")
#: whispered: told in someone's ear, the rest of the table kept out
_WHISPER = any_of(r"\bwhisper\w*", r"\bin (?:his|her|their|the \w+ s) ear\b",
                  r"\bfl(?:u|ü)ster\w*", r"\bins ohr\b", r"\bfluister\w*",
                  r"\bin (?:het|zijn|haar) oor\b", r"\bf(?:i|ı)s(?:i|ı)lda\w*",
                  r"\bkula(?:g|ğ)(?:i|ı)na\b", r"悄悄(?:地)?(?:告诉|告訴|说|說)|耳语|耳語|小声告诉|"
                  r"小聲告訴|偷偷告诉|偷偷告訴|私下告诉|私下告訴")
#: the rest learn the rule only by its cost: "the others find out when it hits them"
_BY_ITS_COST = any_of(
    r"\b(?:the others|everyone else|everybody else|the rest(?: of (?:us|you|them|the "
    r"table))?)\b.{0,40}\b(?:find\w* out|learn\w*|discover\w*|see|notice\w*)\b.{0,30}"
    r"\bwhen it (?:hits|costs|catches|happens to|bites)\b",
    r"\b(?:die anderen|alle anderen|der rest)\b.{0,40}\b(?:merk\w*|erfahr\w*|seh\w*|"
    r"lern\w*)\b.{0,30}\bwenn (?:es|sie) (?:sie|ihn|es)? ?(?:trifft|erwischt|kostet)\b",
    r"\b(?:de anderen|de rest|iedereen anders)\b.{0,40}\b(?:merk\w*|ontdek\w*|hor\w*|"
    r"leer\w*|zie\w*)\b.{0,30}\b(?:als|wanneer) het (?:hen|ze|hun) (?:raakt|treft|kost|"
    r"overkomt)\b",
    r"\b(?:digerleri|di(?:g|ğ)erleri|geri kalan\w*|(?:o|ö)b(?:u|ü)rleri)\b.{0,30}"
    r"\bba(?:s|ş)lar(?:i|ı)na gelince\b",
    r"(?:其他人|其余的人|其餘的人|别人|別人|剩下的人).{0,4}(?:吃亏|吃虧|轮到|輪到|碰到|中招|被罚|被罰)"
    r".{0,3}(?:才|就)(?:知道|明白|晓得|曉得)")
#: the rule told to all: everyone, aloud, again; or nobody at all picked out
_ALL = any_of(
    r"\beveryone\b(?! else)", r"\beverybody\b(?! else)", r"\ball (?:of us|players|the "
    r"players|at the table)\b", r"\bto all\b", r"\baloud\b", r"\bout loud\b", r"\bagain\b",
    r"\bwhole table\b", r"\bjede[rmn]?\b", r"\ballen\b", r"\balle\b(?! anderen)", r"\blaut\b",
    r"\bnoch ?(?:ein)?mal\b", r"\biedereen\b(?! anders)", r"\bhardop\b", r"\bopnieuw\b",
    r"\bnog een keer\b", r"\bherkes\w*", r"\by(?:u|ü)ksek sesle\b", r"\btekrar\b",
    r"\banyone\b(?! else)", r"\bwhoever (?:asks|wants|missed)\b", r"\bto the table\b",
    r"\bread\w* (?:\w+ ){0,3}out\b", r"\bvorgelesen\b", r"\bvorles\w*", r"\bvoorgelezen\b",
    r"\bvoorlez\w*", r"\bvoor\w*\b.{0,30}\blezen\b",
    r"所有人|大家|每个人|每個人|谁都|誰都|人人|大声|大聲|再念|再说一遍|再說一遍")
#: a telling denied: nothing, nobody, no secret
_NOTHING = any_of(r"\bnothing\b", r"\bnobody\b", r"\bno one\b", r"\bno secrets?\b",
                  r"\bnichts\b", r"\bniemand\w*", r"\bniets\b", r"\bhi(?:c|ç)bir (?:s|ş)ey\w*",
                  r"\bkimse\w*", r"什么都不|什麼都不|没有秘密|沒有秘密")
#: the vote's own secrets: a secret ballot is no rule kept back
_VOTE = any_of(r"\bvot\w*", r"\w*stemming\w*", r"\w*abstimm\w*", r"\bballot\w*",
               r"\bstimm(?:en|t)\b", r"\bstem(?:men|t)\b",
               r"\boyla\w*", r"投票|表决|表決|选票|選票")
_NOT = any_of(*NEGATION, NOT_SHORT, r"\bdon t\b", r"\bdo not\b", r"\bnever\b",
              r"\w+(?:maz|mez|nmaz|nmez)\b")

#: the slot's reason, a catalog entry of language/report/textwords.py
WHY = {"told to all": ("the whole rule is announced to the whole table before the next deal "
                       "is complete, R-CUSTOM-1; who does not know it can neither play "
                       "around it nor vote on it knowingly, R-VOTE-2")}


def _only_some(text: str) -> str:
    """"only" followed, within three words, by some players picked out: the words."""
    for m in _ONLY.finditer(text):
        after = text[m.end():m.end() + 40]
        near = " ".join(after.replace(",", " ").split()[:4])
        some = _SOME.search(near) or _DIE_DIE.match(text, m.start())
        if some:
            return f"{m.group(0)} {near}".strip()
    return ""


def _cjk(text: str) -> str:
    """The Chinese shapes: only some told or knowing ("只告诉赢家", "只有冠军能看到"), some
    not told ("不告诉最后一名"); "只对赢家有效" (whom the rule is for) tells nobody anything."""
    some = r"(?:赢家|贏家|赢过的人|贏過的人|赢的人|贏的人|输家|輸家|发牌的人|發牌的人|" \
           r"庄家|莊家|冠军|冠軍|" \
           r"第一名|最后一名|最後一名|领先的人|領先的人|上家|下家|旁边的人|旁邊的人|右边的人|左边的人)"
    tell = r"(?:告诉|告訴|说给|說給|讲给|講給|透露给|透露給|念给|念給)"
    know = r"(?:知道|听到|聽到|听|聽|看到|看见|看見|能看|可以看|读到|讀到|了解)"
    for pattern in (rf"只(?:有)?{tell}.{{0,6}}?{some}",
                    rf"只有?.{{0,6}}?{some}[^，,。]{{0,8}}?{know}",
                    rf"(?:不|别|別){tell}.{{0,6}}?{some}",
                    rf"(?:不|别|別)(?:让|讓){some}.{{0,4}}?知道"):
        found = re.search(pattern, text)
        if found:
            return found.group(0)
    return ""


def _cards(sentence: Sentence) -> bool:
    """Whether the sentence speaks of cards (the game's own secrets), the Chinese dealer
    ("发牌的人": the one who deals the cards) left aside."""
    if has_cjk(sentence.cjk):
        return "牌" in re.sub(r"发牌|發牌", "", sentence.cjk)
    return bool(matched(CARDS, sentence))


#: what may stand between a "not" and the telling it denies ("don't tell", "not to be
#: told", "wird dem Letzten nicht verraten"): "isn't here to explain" denies the presence
_BETWEEN = frozenset(("to", "be", "ever", "we", "you", "they", "them", "him", "her", "it",
                      "the", "any", "anyone", "wird", "werden", "es", "ihm", "ihr", "dem",
                      "den", "der", "het", "de", "ze", "hem", "haar", "aan"))


def _next_to(clause: str, denied: re.Match[str], tell: re.Match[str]) -> bool:
    """Whether the "not" denies the telling: the same word (Turkish "söylenmez"), the
    telling right after it but for small words, or a few words before it (German and
    Dutch put the "nicht", "niet" after the verb and its objects)."""
    if denied.start() < tell.end() and tell.start() < denied.end():
        return True
    if denied.end() <= tell.start():
        return all(w in _BETWEEN for w in clause[denied.end():tell.start()].split())
    return len(clause[tell.end():denied.start()].split()) <= 4


def _kept_in(clause: str) -> str:
    """A clause that keeps the rule from some: a telling denied to some players ("don't
    tell the loser"), a whisper, a "keep it from"; the words, or ""."""
    denied, tell, whisper, kept = (p.search(clause) for p in (_NOT, _TELL, _WHISPER,
                                                             _KEPT_FROM))
    if denied and tell and _SOME.search(clause) and _next_to(clause, denied, tell):
        return f"{denied.group(0)} … {tell.group(0)}"
    if denied:
        return ""
    return whisper.group(0) if whisper else kept.group(0) if kept else ""


def told_to_some(sentence: Sentence) -> str:
    """The words of the rule (or part of it, its wording, what it does) told to only some
    players or kept from some, whispered to one, or learnt by the rest only when it costs
    them; "" when the rule is told to all, or the secret is the game's own (cards, a
    ballot)."""
    cjk = sentence.cjk
    cost = matched(_BY_ITS_COST, sentence)
    if cost:
        return f"'{cost}'"
    rule = matched(RULE, sentence) or matched(PART, sentence) or matched(_WORDING, sentence) \
        or matched(CONTENT, sentence)
    if not rule or _cards(sentence) or matched(_VOTE, sentence) \
            or matched(_ALL, sentence) or matched(_NOTHING, sentence):
        return ""
    said = ""
    if has_cjk(cjk):
        said = _cjk(cjk)
        said = said or (matched(_WHISPER, sentence) if not re.search(r"不|没|沒|别|別", cjk)
                        else "")
        said = said or matched(_KEPT_FROM, sentence)
    else:
        # "only" in a clause of knowing or telling, or before one ("erfährt nur, wer ...",
        # "alleen wie gewonnen heeft, krijgt ... te zien"), not "as the rules say, only the
        # winner invents a rule" (R-WIN-3 quoted)
        parts = clause_texts(sentence)
        said = next((only for at, part in enumerate(parts)
                     for both in (" , ".join(parts[at:at + 2]),)
                     if _ONLY.search(part) and (_KNOWN.search(both) or _TELL.search(both))
                     for only in (_only_some(both),) if only), "")
        said = said or next(filter(None, map(_kept_in, clause_texts(sentence))), "")
    return f"'{rule}' … '{said}'" if said else ""


def slots(sentence: Sentence) -> list[tuple[str, str, str]]:
    """The slot the sentence fills with another value: (slot, code, words)."""
    words = told_to_some(sentence)
    return [("told to all", "LP709", words)] if words else []


__all__ = ["WHY", "slots", "told_to_some"]
