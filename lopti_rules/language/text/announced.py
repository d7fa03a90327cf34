"""The rule announced whole (issue 29, session 22): R-CUSTOM-1 and R-CUSTOM-5 as a slot.

The winner announces *the whole rule* before the next deal is complete (R-CUSTOM-1), and
may settle its ambiguity but not rewrite it once a round has begun (R-CUSTOM-5). So what
the rule is, is fixed before play; a sentence that says otherwise takes the rule's
content from the table's hearing into one person's hands. Two shapes, read by meaning in
the five languages of the cards:

- **a part kept back**: the rule (or a part of it: the rest, the details, the second half,
  a clause, its penalty) said to be secret, sealed, hidden or in an envelope, or to be
  revealed, told or announced at a later time ("after round 3", "later", "第三局再公布");
- **the content filled in once play is under way**: the rule completed, extended, added
  to, decided or written later, during the game, once the round has begun ("Der Erfinder
  darf die Regel während des Spiels noch ergänzen", "规则制定者可以在游戏中途补充这条规则").

Near misses stay clean: a denial (the card's own "may not rewrite the rule once a round
has begun"), an unclear part explained (R-CUSTOM-5 settles ambiguity), a rule read out
*again*, cards kept secret (the face-down cards are the game's own), the whole rule told
now. language/text/procedure_world.py asks :func:`slots` with its own.
"""

from __future__ import annotations

from .denial_lexicon import DENIED, PROHIBITION_ZH, ZH_NOT
from .textnorm import NOT_SHORT, Sentence, any_of, clause_texts, matched

#: the rule itself (this rule, the rule, its creator's rule)
_RULE = any_of(r"\brules?\b", r"\bregel\w*", r"\bkural\w*", r"规则|規則")
#: a part of it: the rest, the details, a half, a clause, what it costs
_PART = any_of(
    r"\bpart\b", r"\bparts\b", r"\brest\b", r"\bremainder\b", r"\bdetails?\b", r"\bhalf\b",
    r"\bclauses?\b", r"\bfine print\b", r"\bwording\b", r"\bfull text\b",
    r"\bwortlaut\w*", r"\bvolledige tekst\b", r"\btam metn\w*", r"完整内容|完整內容|全文|原文",
    r"\bpenalt\w*", r"\btwist\b", r"\bsecond bit\b",
    r"\bteil\w*\b", r"\bh(?:a|ä)lfte\b", r"\beinzelheit\w*", r"\bkleingedruckt\w*",
    r"\bstrafe\b", r"\bdeel\b", r"\bgedeelte\b", r"\bhelft\b", r"\bstraf\b",
    r"\bkleine lettertjes\b", r"\bk(?:i|ı)sm\w*", r"\bgeri kalan\w*", r"\bayr(?:i|ı)nt(?:i|ı)\w*",
    r"\bdetay\w*", r"\byar(?:i|ı)s(?:i|ı)\w*", r"\bmadde\w*", r"\bceza\w*",
    r"部分|后半|後半|下半|其余|其餘|剩下|细节|細節|细则|細則|另一半|惩罚|懲罰|条款|條款|内容|內容")
#: what the rule says or does, asked as its content: "what exactly the rule does"
_CONTENT = any_of(r"(?:^|[,;:] )(?:what|was|wat|ne|neyi)\b", r"什么|什麼")
#: kept back: secret, sealed, hidden, in an envelope, known only to someone
_HIDDEN = any_of(
    r"\bsecret\w*", r"\bseal\w*", r"\bhidden\b", r"\bhide\w*", r"\bwithh(?:e|o)ld\w*",
    r"\bunder wraps\b", r"\benvelope\w*", r"\bkept back\b", r"\bkeep\w* back\b",
    r"\b(?:keep|keeping|keeps|kept) (?:it |them |this )?to (?:my|him|her|them|your)sel\w*",
    r"\bf(?:u|ü)r mich behalt\w*", r"\bvoor mezelf\b", r"\bkendime sakl\w*",
    r"\bonly (?:i|me|the creator|the winner|its creator) know\w*", r"\bundisclosed\b",
    r"\bgeheim\w*", r"\bversiegel\w*", r"\bumschlag\w*", r"\bverschlossen\w*",
    r"\bverborgen\w*", r"\bzur(?:u|ü)ckgehalten\b", r"\bverzegel\w*", r"\benvelop\w*",
    r"\bachtergehouden\b", r"\bgizli\w*", r"\bm(?:u|ü)h(?:u|ü)rl(?:u|ü)\w*", r"\bzarf\w*",
    r"\bsakl(?:i|ı)\w*", r"\bs(?:i|ı)r(?:r\w*)?\b",
    # a note the table does not hear (a part of the rule on a slip of paper)
    r"\b(?:on|in) (?:a|my|the) (?:note|slip|piece of paper)\b", r"\bzettel\w*", r"\bbriefje\w*",
    r"\bpapiertje\w*", r"\bka(?:g|ğ)(?:i|ı)t(?:ta|a)\b", r"\bka(?:g|ğ)(?:i|ı)d(?:a|in)\w*",
    r"保密|秘密|密封|信封|隐藏|隱藏|不公开|不公開|暂不公布|暫不公布|先不说|先不說|藏起来|藏起來|"
    r"纸条|紙條|字条|字條|纸上|紙上")
#: told, shown or opened (the content brought to the table)
_TOLD = any_of(
    r"\breveal\w*", r"\bannounc\w*", r"\bdisclos\w*", r"\btell\b", r"\btells\b", r"\btold\b",
    r"\bunveil\w*", r"\bopen\w*", r"\bshar(?:e|ed|es)\b", r"\bsay\b", r"\bcomes?\b",
    r"\bfollows?\b", r"\bfolgt\b", r"\bkommt\b", r"\bvolgt\b", r"\bkomt\b", r"\bgelir\b",
    r"\bverrat\w*", r"\bverr(?:a|ä)t\b", r"\benth(?:u|ü)ll\w*", r"\bge(?:o|ö)ffnet\b",
    r"\b(?:o|ö)ffn\w*", r"\bsag\w*", r"\bbekannt\w*", r"\bverk(?:u|ü)nd\w*",
    r"\bbekend\w*", r"\bonthul\w*", r"\bvertel\w*", r"\bvoorgelezen\b", r"\bgeopend\b",
    r"\bopen\w*", r"\bzeg\w*", r"\ba(?:c|ç)(?:i|ı)kla\w*", r"\ba(?:c|ç)(?:i|ı)l(?:i|ı)r\b",
    r"\bs(?:o|ö)yle\w*", r"\bduyur\w*", r"\ba(?:c|ç)(?:i|ı)l\w*", r"\bhear\w*", r"\blearn\w*",
    r"\bfind out\b", r"\berf(?:a|ä)hr\w*", r"\bread\w* (?:it |them |this )?out\b",
    r"\bvorl(?:e|i)s\w*", r"\blees\b.{0,20}\bvoor\b", r"\bvoorlez\w*", r"\boku(?:y|r|n)\w*",
    r"念|朗读|朗讀|读出|讀出", r"\bh(?:o|ö)r(?:t|st|en|e)?\b", r"\baufdeck\w*",
    r"\bhoor\w*",
    r"\bte horen\b", r"\bte weten\b", r"\b(?:o|ö)(?:g|ğ)ren\w*", r"\bduy\w*",
    r"公布|宣布|揭晓|揭曉|告诉|告訴|透露|打开|打開|说出|說出|念出|再说|再說|才说|才說|再讲|再講|知道")
#: completed or decided (the content made later): fill in, add to, extend, decide
_FILLED = any_of(
    r"\bfill\w* in\b", r"\bcomplet\w*", r"\badd\w* to\b", r"\bextend\w*", r"\bfinish\w*",
    r"\bgets? decided\b", r"\bis decided\b", r"\bdecide\w* later\b", r"\bmake\w* up\b",
    r"\bwrite\w* (?:the rest|it)\b", r"\bnew clauses?\b", r"\btack\w* on\b",
    r"\badd\w* (?:\w+ )?(?:conditions?|clauses?|parts?|exceptions?|penalt\w*)\b",
    r"\bvul\w*\b.*\baan\b", r"\bbreid\w*\b.*\buit\b", r"\bf(?:u|ü)ll\w*\b.*\baus\b",
    r"\berg(?:a|ä)nz\w*", r"\bvervollst(?:a|ä)ndig\w*", r"\berweiter\w*", r"\bfestgeleg\w*",
    r"\baanvull\w*", r"\bvervolledig\w*", r"\buitbreid\w*", r"\binvull\w*",
    r"\btamamla\w*", r"\bekle\w*", r"\bgeni(?:s|ş)let\w*",
    r"补充|補充|补全|補全|完善|追加|增加条款|增加條款|再定|再决定|再決定|加条件|加條件|加规定|"
    r"加規定|添加|加上")
#: a time once play is under way: later, during the game, after round N, once begun
_LATER = any_of(
    r"\blater\b", r"\bafterwards\b", r"\bafter (?:the )?(?:first |second |third |\w+ )?round",
    r"\bin round\b", r"\buntil round\b", r"\bonce (?:the )?(?:round|game|play)\b",
    r"\bduring (?:the )?(?:round|game|play|evening)\b", r"\bmid-?(?:round|game)\b",
    r"\bas we go\b", r"\balong the way\b",
    # the end of the game, of the round or of the evening: long after the next deal
    r"\bat the end of (?:the|this|our) (?:game|round|evening|night|session)\b",
    r"\bam ende (?:des|der|dieses|dieser) \w+\b", r"\bzum schluss\b",
    r"\baan het (?:eind|einde) van\b", r"\baan het eind\w*\b",
    r"\b(?:oyunun|elin|turun|ak(?:s|ş)am(?:i|ı)n|gecenin) sonunda\b",
    r"游戏最后|遊戲最後|最后再|最後再|结束时|結束時|结束后|結束後|最后一局|最後一局",
    r"\bwhen it (?:first )?(?:fires|comes up)\b",
    r"\buntil (?:the )?\w+ round\b", r"\bunder ?way\b", r"\bwhenever\b",
    r"\b(?:in|ab|bis) der \w+ runde\b", r"\berst\b", r"\bgaandeweg\b", r"\bpas\b",
    r"\bsp(?:a|ä)ter\b", r"\bnachher\b", r"\bbis runde\b", r"\bin runde\b",
    r"\bnach der \w+ runde\b", r"\bnach runde\b", r"\bw(?:a|ä)hrend de[sr]\b",
    r"\bim laufe\b", r"\bmittendrin\b", r"\bnoch\b", r"\bstraks\b", r"\bachteraf\b",
    r"\btot ronde\b", r"\bin ronde\b", r"\bna (?:de )?(?:\w+ )?ronde\b", r"\btijdens\b",
    r"\bonderweg\b", r"\bhalverwege\b", r"\bsonra\w*", r"\bileride\b", r"\belde\b",
    r"\bs(?:i|ı)ras(?:i|ı)nda\b", r"\bortas(?:i|ı)nda\b",
    r"以后|以後|之后|之後|稍后|稍後|回头|回頭|第.局|中途|途中|过程中|過程中|结束后|結束後|再")
#: the rule made plain, not kept back: unclear bits explained, the rule read again, denied
_CLEAR = any_of(
    r"\bunclear\b", r"\bambigu\w*", r"\bmeans?\b", r"\bmeaning\b", r"\bbedeut\w*",
    r"\bbetekent\b", r"\bbetekenis\b", r"\banlam\w*", r"\bagain\b", r"\bonce more\b",
    r"\bnothing\b",
    r"\bwhole\b", r"\bnot\b", r"\bnever\b", r"\bno\b", NOT_SHORT, r"\bmay not\b",
    r"\bnobody\b", r"\bno one\b", r"\bniemand\w*", r"\bkimse\w*", r"没有人|沒有人|谁都不|誰都不",
    r"\bunklar\w*", r"\bnoch (?:ein)?mal\b", r"\bnichts\b", r"\bganze\w*\b", r"\bnicht\b",
    r"\bnie\b", r"\bkein\w*", r"\bonduidelijk\w*", r"\bnog een keer\b", r"\bopnieuw\b",
    r"\bniets\b", r"\bhele\b", r"\bniet\b", r"\bnooit\b", r"\bgeen\b",
    r"\bbelirsiz\w*", r"\btekrar\b", r"\byeniden\b", r"\bhi(?:c|ç)bir\w*", r"\btamam(?:i|ı)\w*",
    r"\bde(?:g|ğ)il\b", r"\w+(?:amaz|emez)\b",
    r"意思|含义|含義|不清楚|不明确|不明確|歧义|歧義|再.{0,4}一遍|整条|整條|不能|不得|不可|没有|沒有|就这些|就這些")
#: the vote named: a secret ballot is the vote's matter, not the rule's content
_VOTE = any_of(r"\bvot\w*", r"\w*stemming\w*", r"\w*abstimmung\w*", r"\bballot\w*",
            r"\boyla\w*", r"\boy(?:u|a|lar\w*)?\b", r"投票|表决|表決|选票|選票")
#: the game's own secrets: cards kept face down or in hand are no part of the rule
_CARDS = any_of(r"\bcards?\b", r"\bhand\b", r"\bkarte\w*", r"\bkaart\w*", r"\bkart\w*",
             r"\bel(?:i|ler\w*)\b", r"牌")


#: the slot's reason, a catalog entry of language/report/textwords.py
WHY = {"whole": ("the whole rule is announced before the next deal is complete, R-CUSTOM-1; "
                 "its creator settles ambiguity, never rewrites it once a round has begun, "
                 "R-CUSTOM-5")}


def kept_back(sentence: Sentence) -> str:
    """The words of a rule (or part of it) kept back or filled in once play is under way;
    "" when the sentence says the rule is announced whole, or nothing of the kind."""
    rule = matched(_RULE, sentence) or matched(_PART, sentence)
    if not rule or _made_plain(sentence):
        return ""
    hidden, part, later = (matched(_HIDDEN, sentence), matched(_PART, sentence),
                           matched(_LATER, sentence))
    # a part of it kept secret, or the rule until a later time; not the game's own secrets
    # (cards face down), a secret ballot (the vote's, language/text/procedure_model.py) or
    # a rule's label ("Hidden", a name that keeps nothing back: the book holds the rule)
    if hidden and (part or later) and not matched(_CARDS, sentence) \
            and not matched(_VOTE, sentence):
        return f"'{part or rule}' … '{hidden}'"
    if not later:
        return ""
    content = part or matched(_CONTENT, sentence)  # a part, or what the rule does
    done = matched(_TOLD, sentence) if content and not matched(_CARDS, sentence) else ""
    done = done or (matched(_FILLED, sentence) if matched(_RULE, sentence) else "")
    return f"'{rule}' … '{done}' … '{later}'" if done else ""


def _made_plain(sentence: Sentence) -> bool:
    """Whether a clause that names the rule, a part of it or a later time also says it is
    made plain or denies keeping it back ("nothing of this rule is kept back"); a denial in
    a clause of its own ("Don't worry, the rest of the rule comes later") is not."""
    return any(_CLEAR.search(c) and any(p.search(c) for p in (_RULE, _PART, _LATER, _HIDDEN))
               for c in clause_texts(sentence))


# ---------------------------------------------------------------- told after the deal
#: the winner's own rule: new, theirs, or named beside the winner or the creator
_OWN_RULE = any_of(
    r"\bnew rules?\b", r"\b(?:their|his|her|my|your) (?:new )?rules?\b",
    r"\bneue\w* regel\w*", r"\b(?:seine|ihre|meine|deine) (?:neue )?regel\w*",
    r"\bnieuwe regel\w*", r"\b(?:zijn|haar|mijn|jouw|hun) (?:nieuwe )?regel\w*",
    r"\byeni kural\w*", r"\bkural(?:i|ı)n(?:i|ı)\b", r"\bkural(?:i|ı)m(?:i|ı)\b",
    r"新规则|新規則|他的规则|他的規則|她的规则|她的規則|自己的规则|自己的規則|我的规则|我的規則")
_MAKER = any_of(
    r"\bwinners?\b", r"\bcreator\b", r"\bsieger\w*", r"\bgewinner\w*", r"\berfinder\w*",
    r"\bwinnaar\w*", r"\bmaker\b", r"\bkazanan\w*", r"\bkural(?:i|ı) koyan\b",
    r"赢家|贏家|胜者|勝者|赢的人|贏的人|创建者|創建者|制定者")
#: announced, told, made up, decided or changed (not read aloud: a rule read again after
#: the deal is no new rule)
_ANNOUNCE = any_of(
    r"\bannounc\w*", r"\btell\w*", r"\btells\b", r"\bsays?\b", r"\breveal\w*",
    r"\bdisclos\w*", r"\bdeclar\w*", r"\bmake\w* up\b", r"\binvent\w*", r"\bdecide\w*",
    r"\bchoos\w*", r"\bpick\w*", r"\bcome\w* up with\b", r"\bwrite\w*", r"\bchang\w*",
    r"\balter\w*", r"\btweak\w*", r"\badjust\w*", r"\bamend\w*", r"\bmodif\w*",
    r"\brewrit\w*", r"\bupdat\w*", r"\banpass\w*", r"\berg(?:a|ä)nz\w*", r"\berweiter\w*",
    r"\baanpass\w*", r"\bbijschaaf\w*", r"\baanvul\w*", r"\bd(?:u|ü)zelt\w*",
    r"\bg(?:u|ü)ncelle\w*", r"\bverr(?:a|ä)t\w*", r"\bsag(?:e|t|en|st)?\b", r"\bansag\w*",
    r"\bverk(?:u|ü)nd\w*", r"\bbekannt\w*", r"\berfind\w*", r"\bausdenk\w*",
    r"\bdenkt\b.{0,30}\baus\b", r"\bfestleg\w*", r"\blegt\b.{0,30}\bfest\b",
    r"\b(?:a|ä)nder\w*", r"\bvertel\w*", r"\bzeg\w*", r"\bbekend\w*", r"\bverzin\w*",
    r"\bbedenk\w*", r"\bkiest\b", r"\bverander\w*", r"\bwijzig\w*", r"\bs(?:o|ö)yle\w*",
    r"\ba(?:c|ç)(?:i|ı)kla\w*", r"\bduyur\w*", r"\bbelirle\w*", r"\buydur\w*",
    r"\bde(?:g|ğ)i(?:s|ş)tir\w*",
    r"宣布|公布|说|說|告诉|告訴|想|定|改|选|選|制定|编|編|调整|調整|补充|補充")
#: a time once the deal is done, the hand seen, the round under way, or at the winner's will
_AFTER_DEAL = any_of(
    r"\bafter (?:the )?(?:deal|dealing)\b", r"\bafter the cards (?:are|have been) dealt\b",
    r"\bonce (?:everyone|everybody|all|they|he|she|the players?) (?:has|have|had|is|are)\b"
    r".{0,25}\b(?:cards?|hands?|dealt)\b",
    r"\b(?:after|once|when) (?:they|he|she|i|the winner) (?:have|has|had) (?:seen|looked at|"
    r"checked|picked up)\b", r"\bafter (?:seeing|looking at|checking)\b",
    r"\bhaving (?:seen|looked at)\b",
    r"\b(?:once|when|after|until)\b[^,.;]{0,40}\b(?:cards?|hands?)\b[^,.;]{0,20}\b(?:dealt|seen|"
    r"looked at|picked up|handed out)\b",
    r"\buntil (?:they|he|she|i|the winner|everyone|everybody) (?:have|has|had) (?:seen|looked at|"
    r"checked|picked up)\b", r"\b(?:during|in the middle of) the (?:next )?round\b",
    r"\bmid-?round\b", r"\blater in the (?:round|game)\b",
    r"\bafter the first (?:lap|turn|play|round of turns)\b",
    r"\bwhenever (?:they|he|she|i|you) (?:like|likes|want|wants|wish|wishes|please|pleases)\b",
    r"\bnach dem (?:geben|austeilen|verteilen)\b",
    r"\b(?:wenn|sobald|nachdem) (?:alle|jeder|er|sie|ich)\b.{0,25}\b(?:karten|blatt|hand)\b",
    r"\b(?:karten|blatt|hand) (?:gesehen|angeschaut|angesehen)\b",
    r"\b(?:wenn|sobald|nachdem|bis)\b[^,.;]{0,40}\b(?:karten|blatt|hand)\b[^,.;]{0,20}"
    r"\b(?:verteilt|gegeben|ausgeteilt|gesehen|angeschaut|angesehen)\b",
    r"\bwann (?:immer )?(?:er|sie|ich) (?:will|mag|m(?:o|ö)chte)\b", r"\bjederzeit\b",
    r"\bw(?:a|ä)hrend der runde\b", r"\bmitten in der runde\b",
    r"\bsp(?:a|ä)ter in der runde\b", r"\bnach dem ersten (?:zug|durchgang)\b",
    r"\bna het (?:delen|geven|uitdelen)\b",
    r"\b(?:als|wanneer|zodra|nadat) (?:iedereen|hij|zij|ze|ik)\b.{0,25}\b(?:kaarten|hand)\b",
    r"\b(?:kaarten|hand) (?:heeft |hebben )?(?:gezien|bekeken)\b",
    r"\b(?:als|wanneer|zodra|nadat|tot)\b[^,.;]{0,40}\b(?:kaarten|hand)\b[^,.;]{0,20}"
    r"\b(?:gedeeld|gegeven|uitgedeeld|gezien|bekeken)\b",
    r"\bwanneer (?:hij|zij|ze|ik) (?:wil|wilt)\b", r"\bop elk moment\b",
    r"\btijdens de ronde\b", r"\bhalverwege de ronde\b", r"\blater in de ronde\b",
    r"\bna de eerste (?:beurt|ronde)\b",
    r"\bda(?:g|ğ)(?:i|ı)t(?:i|ı)mdan sonra\b", r"\bda(?:g|ğ)(?:i|ı)t(?:i|ı)ld(?:i|ı)ktan sonra\b",
    r"\bkart\w* bakt(?:i|ı)ktan sonra\b",
    r"\b(?:elini|kartlar(?:i|ı)n(?:i|ı)) g(?:o|ö)rd(?:u|ü)kten sonra\b",
    r"\bistedi(?:g|ğ)i (?:zaman|an|gibi)\b", r"\bher an\b",
    r"\b(?:el|oyun|tur) s(?:i|ı)ras(?:i|ı)nda\b", r"\bilk tur(?:dan sonra| bitince)\b",
    r"(?:发完牌|發完牌)(?!之前|以前|前)|发牌(?:之|以)?后|發牌(?:之|以)?後|看(?:完|过|過|了)[^，。,]{0,6}牌|随时|隨時|"
    r"中途|想什么时候|想什麼時候|打到一半")
#: a denial of it, in the clause or for Chinese the sentence ("may not change it later")
_NOT_LATE = any_of(DENIED.pattern, PROHIBITION_ZH, ZH_NOT)


#: the rule said again after the deal: no new rule
_AGAIN = any_of(r"\bagain\b", r"\bonce more\b", r"\bnoch (?:ein)?mal\b", r"\bnog een keer\b",
                r"\bopnieuw\b", r"\btekrar\b", r"\byeniden\b", r"再.{0,2}一遍|重复|重複")
#: a deletion: R-VOTE-4 lets a creator delete their own rule at any time
_DELETED = any_of(r"\bdelet\w*", r"\bremov\w*", r"\bscrap\w*", r"\bl(?:o|ö)sch\w*",
                  r"\bstreich\w*", r"\bschrap\w*", r"\bverwijder\w*", r"\bsil\w*",
                  r"\bkald(?:i|ı)r\w*", r"删|刪|去掉|取消")


def announced_late(sentence: Sentence) -> str:
    """The words of the winner's rule said to be made or told once the deal is done, the
    hand seen or the round under way, or at the winner's will (R-CUSTOM-1: before the next
    deal is complete; R-CUSTOM-5: never rewritten once a round has begun); "" when the
    sentence says none of it or denies it."""
    rule = matched(_OWN_RULE, sentence) or (
        matched(_RULE, sentence) if matched(_MAKER, sentence) else "")
    late = matched(_AFTER_DEAL, sentence) if rule else ""
    told = matched(_ANNOUNCE, sentence) or matched(_HIDDEN, sentence) if late else ""
    if not told:
        return ""
    if matched(_AGAIN, sentence) or matched(_DELETED, sentence) or any(
            (late in c or told in c) and _NOT_LATE.search(c) for c in clause_texts(sentence)) \
            or late not in sentence.folded and _NOT_LATE.search(sentence.cjk):
        return ""  # denied, read again, or the creator's own deletion at any time (R-VOTE-4)
    return f"'{rule}' … '{told}' … '{late}'"


#: the word groups language/text/context.py reads across two sentences (a part named, then
#: told later)
RULE, PART, TOLD, LATER, CLEAR, CARDS = _RULE, _PART, _TOLD, _LATER, _CLEAR, _CARDS
#: what the rule does, asked as its content (language/text/told_part.py)
CONTENT = _CONTENT


def slots(sentence: Sentence) -> list[tuple[str, str, str]]:
    """The slot the sentence fills with another value: (slot, code, words)."""
    words = kept_back(sentence) or announced_late(sentence)
    return [("whole", "LP709", words)] if words else []


__all__ = ["CARDS", "CLEAR", "CONTENT", "LATER", "PART", "RULE", "TOLD", "WHY", "announced_late",
           "kept_back",
           "slots"]
