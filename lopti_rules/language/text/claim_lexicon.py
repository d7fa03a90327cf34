"""What a text claims power over (issue 29, "Free text"): the word classes of claims.py.

Each class is a family of words in the five languages of the rule cards (en, de, nl, tr,
zh), written as harm_lexicon.py's entries are (``stem*``, ``word+``, ``a ~ b``, Chinese by
substring). claims.py combines them, a *verb family* with an *object family*, with
negation and scope: a base-game action (the bonus play, the swap, the pickup, the draw,
a look at face-down cards) with a ban, an "only", an "instead" or a look; a vote with a
count, a hand-over or a strike; the Roshambo defence with a role; other rules with a
word that ranks a rule above them; seats with a word that arranges them. A class alone
finds nothing. matching.py compiles these with the rest of the lexicon.

Some entries add words to a group harm_lexicon.py already has ("LP701", "rounds"): the
groups are read by name, wherever they are listed.
"""

from __future__ import annotations

import re

from .base_lexicon import BASE
from .beyond_lexicon import BEYOND
from .textnorm import has_cjk

#: group -> language -> entries
CLAIMS: dict[str, dict[str, str]] = {
    # ------------------------------------------------------------ base-game objects
    "k_bonus": {  # the bonus play after a clear (R-CLEAR-1)
        "en": "bonus play*, bonus card*, bonus turn*, bonus move*, extra play, free play, "
              "play again, plays again, play another card",
        "de": "bonuszug*, bonuskarte*, bonusspiel*, bonus, extrazug*, freier zug, "
              "nochmal legen, nochmal gelegt, noch einmal legen, nochmal spielen, "
              "noch einmal spielen, nochmal dran",
        "nl": "bonusbeurt*, bonuskaart*, bonusspel*, bonus, extra beurt, nog eens spelen, "
              "nog een keer spelen, nog eens leggen, opnieuw spelen",
        "tr": "bonus*, ödül kart*, ekstra hamle*, ek hamle*, tekrar oyna*, yeniden oyna*",
        "zh": "奖励牌, 獎勵牌, 奖励出牌, 獎勵出牌, 奖励回合, 獎勵回合, 额外出牌, 額外出牌, "
              "再出一次, 再出一张, 再出一張, 再出牌",
    },
    "k_swap": {  # the swap of hand and face-up cards before play (R-SETUP-3)
        "en": "swap+, exchange+, trade ~ face up, trade ~ card*",
        "de": "tausch*, austausch*, vertausch*",
        "nl": "ruil*, omruil*, wissel*, verwissel*",
        "tr": "takas*, değiş tokuş*, değiştir* ~ kart*, kart* ~ değiştir*",
        "zh": "交换, 交換, 换牌, 換牌, 调换, 調換, 互换, 互換, 不许换, 不許換, 不准换, 不准換",
    },
    "k_pickup": {  # taking up the pile (R-TURN-2)
        "en": "pick up ~ pile, picks up ~ pile, picking up ~ pile, take ~ pile, takes ~ pile, "
              "pickup*, pick up, picks up",
        "de": "stapel ~ aufnehm*, stapel ~ aufheb*, stapel ~ nehm*, nimmt ~ stapel ~ auf, "
              "nimm ~ stapel ~ auf, aufnehmen, aufnimmt",
        "nl": "stapel ~ oppak*, pak ~ stapel ~ op, pakt ~ stapel ~ op, stapel ~ opnem*, "
              "oppakken, opnemen, stapel ~ pakken, stapel ~ pakt, pak* ~ stapel, "
              "stapel ~ rapen, stapel ~ raapt, raapt ~ stapel, rapen ~ stapel",
        "tr": "deste* ~ al*, yığın* ~ al*, ortadaki kart* ~ al*, yerdeki kart* ~ al*",
        "zh": "收牌堆, 拿走牌堆, 拿牌堆, 捡牌堆, 撿牌堆, 收走牌堆, 把牌堆拿走, 把牌堆收",
    },
    "k_draw": {  # the draw after a play (R-DRAW-1)
        "en": "draw, draws, drawing, drawn",
        "de": "ziehen, zieht, ziehst, nachziehen, nachgezogen, gezogen",
        "nl": "trekken, trekt, trek, bijtrekken, getrokken",
        "tr": "çek, çeker, çekmek, çekemez, çekmez, çekilmez, çekilemez",
        "zh": "摸牌, 抽牌, 补牌, 補牌",
    },
    "k_face_down": {  # the face-down cards nobody may see (R-SETUP-2, R-FACE-2)
        "en": "face down card*, facedown card*, face down ones, blind card*, hidden card*",
        "de": "verdeckte* karte*, verdeckte*, blinde* karte*",
        "nl": "dichte kaart*, gesloten kaart*, blinde kaart*, verborgen kaart*, "
              "omgekeerde kaart*",
        "tr": "kapalı kart*, ters kart*, gizli kart*",
        "zh": "暗牌, 扣着的牌, 扣著的牌, 背面朝上的牌, 盖着的牌, 蓋著的牌",
    },
    "k_hidden": {  # other hidden cards: the draw pile's, another player's hand (R-SETUP-2)
        "en": "top card of the draw pile, top of the draw pile, top card of the stock, "
              "top of the stock, next card of the draw pile, top card of the deck, "
              "another ~ hand, another ~ cards, someone else ~ hand, someone else ~ cards, "
              "other player* ~ hand*, other player* ~ cards, others ~ hand*, "
              "others ~ cards, next player* ~ hand, previous player* ~ hand, "
              "everyone else ~ hand*, everybody else ~ hand*, anyone ~ hand, "
              "hand of ~ another, cards of ~ another, hand of ~ other player*, "
              "cards of ~ other player*, hand of ~ next player, cards of ~ next player, "
              "hands of ~ others, cards of ~ others",
        "de": "oberste karte des nachziehstapels, oberste karte vom nachziehstapel, "
              "oberste karte des stapels, oberste karte vom stapel, nächste karte vom stapel, "
              "karten der anderen, hand der anderen, karten eines anderen, hand eines anderen, "
              "karten des nächsten spielers, hand des nächsten spielers",
        "nl": "bovenste kaart van de trekstapel, bovenste kaart van de stapel, "
              "volgende kaart van de stapel, kaarten van de anderen, hand van de anderen, "
              "kaarten van een ander, hand van een ander, kaarten van de volgende speler, "
              "hand van de volgende speler",
        "tr": "destenin en üstündeki kart*, destenin üstündeki kart*, en üstteki kart*, "
              "diğer oyuncuların kartları*, diğerlerinin kartları*, başkasının kartları*, "
              "başkasının eli*, sonraki oyuncunun kartları*, sonraki oyuncunun eli*",
        "zh": "牌堆顶, 牌堆最上面, 摸牌堆顶, 最上面的牌, 别人的手牌, 別人的手牌, 其他人的手牌, "
              "其他人的牌, 下家的手牌, 下家的牌, 上家的手牌",
    },
    "k_look": {
        "en": "look at, looks at, peek*, see, sees, check+, view+, inspect+",
        "de": "anschau*, anseh*, ansieh*, schau*, guck*, spick*, spitzel*, nachseh*, "
              "nachschau*, sehen, sieht",
        "nl": "bekijk*, kijk*, spiek*, gluur*, zien, ziet, inkijk*",
        "tr": "bak*, gör*, incele*",
        "zh": "看, 偷看, 查看, 瞄",
    },
    "k_turn_lost": {  # a player's turns taken away (R-TURN-1)
        "en": "sit out, sits out, sitting out, sat out, miss+ ~ turn*, lose+ ~ turn*, "
              "lost ~ turn*, skip+ ~ turn*, forfeit+ ~ turn*, no turn*, sit ~ out",
        "de": "setzt ~ aus, setze ~ aus, setzen ~ aus, aussetzen, setzt ~ runde ~ aus, "
              "verliert ~ zug, verliert ~ runde, spielt ~ nicht mit, spielen ~ nicht mit, "
              "keinen zug, zug ~ verfällt, ist ~ nicht dran, kommt ~ nicht dran, "
              "nicht an die reihe",
        "nl": "speelt ~ niet mee, spelen ~ niet mee, speel ~ niet mee, doet ~ niet mee, "
              "beurt ~ overslaan, slaat ~ beurt ~ over, sla ~ beurt ~ over, beurt kwijt, "
              "verliest ~ beurt, geen beurt, zit ~ uit, zitten ~ uit, slaat ~ ronde ~ over, "
              "sla ~ ronde ~ over, ronde overslaan, is ~ niet aan de beurt",
        "tr": "sıra* ~ kaybed*, sıra* ~ atla*, sıra* ~ geç*, pas geçer, oynamaz, "
              "oyun* ~ dışında kal*, sırası gelmez",
        "zh": "停一轮, 停一輪, 停一回合, 停牌, 轮空, 輪空, 不能出牌, 不许出牌, 不許出牌, "
              "不出牌, 跳过回合, 跳過回合, 不参加这局, 不參加這局, 不用出牌",
    },
    "k_quads": {  # four of a kind (R-CLEAR-2)
        "en": "four of a kind, four of the same, four equal, quads",
        "de": "vier gleiche*, vierling*, vier vom gleichen, vier derselben",
        "nl": "vier dezelfde, vier gelijke, vier van dezelfde, carré",
        "tr": "dört aynı, dörtlü*",
        "zh": "四张相同, 四張相同, 四条, 四條, 四张一样, 四張一樣, 炸弹, 炸彈",
    },
    # what a special rank does (R-CLEAR, R-SPECIAL): a 10 or four of a kind clears, a 2
    # resets, a 3 passes on; any of them may be made "not count"
    "k_clears": {
        "en": "clear+, clears",
        "de": "räumt*, räumen, abräum*, leert",
        "nl": "ruimt ~ op, opruim*, maakt ~ leeg",
        "tr": "temizle*",
        "zh": "清场, 清場, 清掉, 清牌",
    },
    "k_resets": {
        "en": "reset+",
        "de": "setzt ~ zurück, zurücksetz*, reset*",
        "nl": "reset*, zet ~ terug",
        "tr": "sıfırla*",
        "zh": "重置, 归零, 歸零",
    },
    "k_passes": {
        "en": "pass+ on, passes ~ on, pass+ ~ along",
        "de": "weitergeb*, gibt ~ weiter, weiterreich*",
        "nl": "doorgeven, geeft ~ door, geef ~ door",
        "tr": "devred*, aktar*",
        "zh": "转嫁, 轉嫁, 传下去, 傳下去",
    },
    "k_counts": {
        "en": "counts, count, work+",
        "de": "zählt, zählen, gilt, gelten, wirkt*",
        "nl": "telt, tellen, geldt, gelden, werkt",
        "tr": "sayılır, sayılmaz, geçerli*, geçersiz*",
        "zh": "不算, 无效, 無效, 不生效",
    },
    # ------------------------------------------------------------ what is done to them
    "k_ban": {  # forbidden, not allowed
        "en": "forbidden, not allowed, banned, ban, no one may, nobody may, no one can, "
              "nobody can, may not, must not, mustn t, not permitted, prohibited, no more, "
              "no longer, no",
        "de": "verboten, verbot*, nicht erlaubt, darf nicht, dürfen nicht, niemand darf, "
              "untersagt, keiner darf, nicht mehr, kein*",
        "nl": "verboden, verbod*, niet toegestaan, mag niet, mogen niet, niemand mag, "
              "niet meer, geen",
        "tr": "yasak*, yapamaz, yapılamaz, olmaz, hiç kimse, kimse, artık ~ yok, yok, "
              "çekemez, çekmez, çekilmez, çekilemez",
        "zh": "不许, 不許, 不准, 禁止, 不可以, 不能, 不得, 没有, 沒有, 不再",
    },
    "k_only": {  # only one person may
        "en": "only, solely, nobody but, no one but, nobody except, no one except",
        "de": "nur, ausschließlich, ausschliesslich, niemand außer, niemand ausser",
        "nl": "alleen, enkel, slechts, niemand behalve",
        "tr": "sadece, yalnızca, yalnız, başka kimse",
        "zh": "只有, 只能, 仅, 僅, 唯有, 其他人不",
    },
    "k_instead": {  # someone else instead of the base's player
        "en": "instead of, in place of, rather than, on behalf of, for the clearer",
        "de": "statt, anstatt, anstelle, an stelle, für den abräumer",
        "nl": "in plaats van, namens, voor de opruimer",
        "tr": "yerine, adına",
        "zh": "替, 代替, 代, 取代, 顶替, 頂替",
    },
    # ------------------------------------------------------------ the vote (LP707)
    "k_proposal": {
        "en": "proposal*, motion*, suggestion*, proposed rule*, new rule*",
        "de": "vorschlag*, vorschläge*, antrag*, anträge*",
        "nl": "voorstel*",
        "tr": "öneri*, teklif*",
        "zh": "提议, 提議, 提案, 新规则, 新規則",
    },
    "k_strike": {  # a proposal taken off before the vote: a veto
        "en": "strike+, struck, veto+, block+, throw out, throws out, reject+, scrap+, "
              "withdraw+, kill+",
        "de": "streich*, gestrichen, veto*, blockier*, ablehn*, lehnt ~ ab, verwerf*, "
              "kipp*, zurückzieh*, zieht ~ zurück, zurückgezogen",
        "nl": "schrap*, veto*, blokkeer*, weiger*, verwerp*, wijs ~ af, wijst ~ af, "
              "tegenhoud*, houdt ~ tegen, trekt ~ in, intrekken",
        "tr": "veto*, engelle*, reddet*, redded*, iptal*, sil*",
        "zh": "否决, 否決, 驳回, 駁回, 划掉, 劃掉, 撤下, 拦下, 攔下, 拿掉",
    },
    "k_hand_over": {  # a vote handed to another, or cast for the absent: a proxy
        "en": "give+ ~ vote*, gives ~ vote*, vote* ~ goes to, vote* ~ go to, hand+ ~ vote*, "
              "pass+ ~ vote*, transfer+, proxy, proxies, on behalf, votes for ~ absent*, "
              "vote* ~ belong, cast+ ~ vote of, cast+ ~ votes of, casts ~ vote of, "
              "casts ~ votes of, use+ ~ vote of, uses ~ vote of, use+ ~ votes of, "
              "vote for ~ absent*, votes for ~ away, vote for ~ away, votes for ~ missing",
        "de": "überlässt, überlassen, überlass, überträgt, übertrag*, übergib*, übergeben, "
              "stellvertret*, vollmacht*, geht an, gehen an, gibt ~ stimme*, "
              "stimmt für ~ abwesend*, stimmen für ~ abwesend*, stimme der abwesend*, "
              "stimmen der abwesend*, stimme von ~ abwesend*",
        "nl": "draagt ~ over, overdragen, geeft ~ stem*, gaat naar, gaan naar, volmacht*, "
              "namens, stemt voor ~ afwezig*, stem van ~ afwezig*, stemmen van ~ afwezig*",
        # "oy verir" is Turkish for "votes" (give a vote = cast it): handed over only
        # when the vote is given as an object, "oyunu ... verir" (R-VOTE-2 quoted); an
        # absent player's vote used by another ("olmayanın oyunu … kullanır") is a proxy,
        # one's own vote used ("herkes kendi oyunu kullanır") is R-VOTE-2 quoted
        "tr": "devred*, devret*, devreder, oyunu ~ verir, oylarını ~ verir, oylarini ~ "
              "verir, vekalet*, adına, olmayan* oyunu ~ kullan*, olmayan* oyları* ~ kullan*, "
              "bulunmayan* oyunu ~ kullan*, gelmeyen* oyunu ~ kullan*, gelmeyen* oyları* ~ "
              "kullan*, başkasının oyunu ~ kullan*, diğerlerinin oyları* ~ kullan*",
        "zh": "交给, 交給, 转给, 轉給, 让给, 讓給, 代投, 代为投票, 代為投票, 委托, 委託, "
              "归, 歸, 替不在, 帮不在, 幫不在, 代表不在",
    },
    "k_vote_more": {  # another vote for someone, or more votes a round
        "en": "extra vote*, second vote*, more votes, another vote, additional vote*, "
              "bonus vote*, two rule votes, two votes a round, two votes each round",
        "de": "zusätzliche* stimme*, extrastimme*, zweite stimme, weitere stimme*, "
              "zwei abstimmungen, zwei regelabstimmungen",
        "nl": "extra stem*, tweede stem, nog een stem, twee stemmingen",
        "tr": "fazladan oy*, ekstra oy*, ek oy*, ikinci oy*, iki kural oylama*, "
              "bir oy daha, iki oylama*",
        "zh": "多一票, 多算一票, 多投一票, 多两票, 多兩票, 额外一票, 額外一票, 加一票, "
              "多一次投票, 两次投票, 兩次投票, 两次表决, 兩次表決",
    },
    "k_vote_verb": {  # the act of voting, a player's part in the vote
        "en": "vote, votes, voting, cast ~ vote*, take part in ~ vote*",
        "de": "abstimmen, mitstimmen, stimmt ~ mit, stimmen ~ mit, mitabstimmen, stimmen, "
              "abstimmt",
        "nl": "stemmen, meestemmen, stemt ~ mee, stemmen ~ mee, mee stemmen, stemt",
        "tr": "oy ver*, oy kullan*, oylamaya katıl*",
        "zh": "投票, 参加表决, 參加表決, 参与表决, 參與表決, 表决",
    },
    "k_may": {
        "en": "may, can, allowed, get to",
        "de": "darf, dürfen, kann, können",
        "nl": "mag, mogen, kan, kunnen",
        "tr": "bilir, bilen, abilir, ebilir",
        "zh": "可以, 能, 才能, 才可以",
    },
    # ------------------------------------------------------------ Roshambo (LP708)
    "k_defend": {  # who defends a rule in Roshambo (R-ROSHAMBO-1: its creator)
        "en": "defend*, plays for the rule, fights for the rule",
        "de": "verteidig*",
        "nl": "verdedig*",
        "tr": "savun*",
        "zh": "捍卫, 捍衛, 辩护, 辯護, 守擂, 保卫, 保衛, 代表规则, 代表規則",
    },
    "rounds": {  # more words a count of Roshambo may count (harm_lexicon's group)
        "tr": "el, elde, eli, elden, elin",
        "nl": "rondes, keren",
    },
    "k_creator": {
        "en": "creator*, maker*, author*, inventor*, whoever made it, whoever wrote it, "
              "who wrote ~ rule, who made ~ rule, who invented ~ rule, who came up with ~ rule",
        "de": "urheber*, erfinder*, schöpfer*, autor*, wer ~ regel erfunden, wer ~ ausgedacht",
        "nl": "bedenker*, maker*, uitvinder*, auteur*, wie ~ regel bedacht, wie ~ regel verzonnen",
        "tr": "yaratıcı*, yazan*, mucit*, kuralın sahibi, kural sahibi, kuralı koyan*",
        "zh": "创造者, 創造者, 发明者, 發明者, 作者, 提出者, 定这条规则的人, 出这个规矩的人",
    },
    # ------------------------------------------------------------ other rules (LP709)
    "k_outrank": {  # one rule put above the others
        "en": "outrank+, override+, overrule+, trump+, supersede+, precedence, priority, "
              "prevail+, beats ~ rule*, wins over, above ~ rule*, above all",
        "de": "vorrang*, geht ~ vor, gehen ~ vor, sticht, übertrumpf*, hebt ~ auf, "
              "gilt vor, über allen, über jeder",
        "nl": "voorrang*, gaat ~ voor, overtroef*, heft ~ op, boven alle, boven elke",
        "tr": "öncelik*, üstün*, ağır basar, geçersiz kılar, bütün kuralların üstünde",
        "zh": "优先, 優先, 凌驾, 凌駕, 压过, 壓過, 高于, 高於, 盖过, 蓋過",
    },
    "k_clash": {
        "en": "clash*, conflict*, contradict*",
        "de": "widersprech*, widerspruch*, konflikt*, kollidier*",
        "nl": "botsen, botst, conflict*, tegenstrijd*",
        "tr": "çeliş*, çakış*",
        "zh": "冲突, 衝突, 矛盾",
    },
    "k_any_rule": {  # any rule at all, or someone else's
        "en": "any rule*, every rule*, all rules, all the rules, other rules, "
              "other house rules, every other rule*, anyone s rule*, someone else s rule*, "
              "other people s rule*, others rule*, any existing rule*, any other rule*, "
              "one rule of, a rule of their choice, any one rule",
        "de": "jede regel, jede andere regel, alle regeln, alle anderen regeln, andere regeln, "
              "fremde regel*, irgendeine regel, regel seiner wahl, regel ihrer wahl, "
              "beliebige regel",
        "nl": "elke regel, iedere regel, alle regels, andere regels, alle andere regels, "
              "andermans regel*, welke regel ook, regel naar keuze, een willekeurige regel",
        "tr": "her kural*, bütün kural*, tüm kural*, diğer kural*, başkalarının kural*, "
              "herhangi bir kural*, istediği bir kural*, istediği kural*",
        "zh": "别人的规则, 別人的規則, 任何规则, 任何規則, 所有规则, 所有規則, 其他规则, "
              "其他規則, 他人的规则, 他人的規則, 任何一条规则, 任何一條規則, 任意一条规则, "
              "任意一條規則, 任意规则, 任意規則",
    },
    "k_remove": {
        "en": "delete+, remove+, abolish+, strike+, cancel+, scrap+, drop+, kill+",
        "de": "lösch*, entfern*, abschaff*, streich*, kipp*",
        "nl": "verwijder*, schrap*, afschaff*, schaf ~ af, schaft ~ af",
        "tr": "sil*, kaldır*, iptal*",
        "zh": "删掉, 刪掉, 删除, 刪除, 取消, 废除, 廢除, 去掉",
    },
    "k_threshold": {  # the vote's majority changed: a fraction, unanimity, a vote counted
        # from absence or silence (R-VOTE-2: more than half of all the session's players;
        # R-VOTE-9: abstentions count for neither side)
        "en": "two thirds, two third, three quarters, three fourths, unanimous*, unanimity, "
              "counts as a no, counts as no, counts as a yes, counts as yes, count as a no, "
              "count as no, count as a yes, count as yes, counted as a no, counted as no, "
              "counted as a yes, counted as yes",
        "de": "zwei drittel*, zweidrittel*, drei viertel*, dreiviertel*, einstimmig*, "
              "zählt als nein, zählt als ja, gilt als nein, gilt als ja, zählen als nein, "
              "zählen als ja, gelten als nein, gelten als ja, als neinstimme*, als jastimme*",
        "nl": "twee derde, tweederde, drie kwart, driekwart, unaniem*, telt als nee, "
              "telt als ja, geldt als nee, geldt als ja, tellen als nee, tellen als ja, "
              "gelden als nee, gelden als ja, als tegenstem*, als voorstem*",
        "tr": "üçte iki*, dörtte üç*, oybirliği*, oy birliği*, hayır sayılır, evet sayılır, "
              "hayır oyu sayılır, evet oyu sayılır, hayır kabul edilir, evet kabul edilir",
        "zh": "三分之二, 四分之三, 全票, 一致同意, 全体同意, 全體同意, 所有人都同意, "
              "算反对, 算反對, 算作反对, 算作反對, 视为反对, 視為反對, 算赞成, 算贊成, "
              "算作赞成, 算作贊成, 视为赞成, 視為贊成",
    },
    "k_without_vote": {
        "en": "without a vote, without voting, without the vote, no vote needed",
        "de": "ohne abstimmung, ohne abzustimmen, ohne die abstimmung",
        "nl": "zonder stemming, zonder te stemmen, zonder de stemming",
        "tr": "oylamasız, oylama olmadan, oylamadan, oy olmadan",
        "zh": "不经表决, 不經表決, 不经投票, 不經投票, 不用投票, 无需投票, 無需投票, 不投票",
    },
    # ------------------------------------------------------------ seats and people (LP304)
    "k_seats": {
        "en": "seats, seating, seat order, seating order, who sits where, places at the table, "
              "where everyone sits, where each player sits, where ~ sits, "
              "who sits next to whom",
        "de": "sitzordnung*, sitzplätze, sitzplatz, plätze, wer wo sitzt",
        "nl": "zitplaats*, plaatsen, tafelschikking, wie waar zit",
        "tr": "oturma düzen*, yerler*, yerlerini, koltuk*, kim nerede oturur*",
        "zh": "座位, 坐的位置, 谁坐哪, 誰坐哪, 座次",
    },
    "k_arrange": {
        "en": "arrange+, rearrange+, assign+, decide ~ who sits, choose+ ~ seats, "
              "pick+ ~ seats, move ~ everyone, seat+ ~ everyone, choose+, decide+, pick+",
        "de": "bestimm*, verteil*, festleg*, leg* ~ fest, setzt ~ um, umsetz*, neu ~ ordn*, "
              "anordn*",
        "nl": "bepaal*, bepaalt, verdeel*, indeel*, deelt ~ in, herschik*, schik*, wijs ~ toe",
        "tr": "yerleştir*, düzenle*, belirle*, ayarla*",
        "zh": "安排, 重新安排, 排座, 调换座位, 調換座位, 分配, 决定谁坐, 決定誰坐",
    },
    "k_bond": {  # people picked by who they are to each other
        "en": "couples, couple, partners, spouses, husband*, wife, wives, boyfriend*, "
              "girlfriend*, siblings, brothers, sisters, lovers, exes, best friends",
        "de": "paare, pärchen, ehepaar*, ehepartner*, partner, partnerin*, ehemann*, "
              "ehefrau*, freund und freundin, geschwister, verliebte*",
        "nl": "stelletje*, koppels, koppel, echtpar*, partners, partner, man en vrouw, "
              "vriend en vriendin, broers, zussen, geliefden",
        "tr": "çiftler, çift olan*, sevgili*, evli*, karı koca, kardeşler, eşler*",
        "zh": "情侣, 情侶, 夫妻, 夫妇, 夫婦, 恋人, 戀人, 兄弟姐妹, 男女朋友, 配偶",
    },
    "k_together": {  # ... kept together or apart at the table
        "en": "next to each other, side by side, together, apart, beside each other, "
              "sit next, split up",
        "de": "nebeneinander, zusammen, getrennt, auseinander, nebeneinandersitz*",
        "nl": "naast elkaar, bij elkaar, samen, apart, uit elkaar",
        "tr": "yan yana, birlikte, ayrı, ayrı ayrı",
        "zh": "坐在一起, 挨着, 挨著, 分开坐, 分開坐, 隔开, 隔開, 坐一起, 相邻, 相鄰",
    },
    "filler": {  # words a table action may go with: "for" or "to" someone, "warmly"
        "zh": "给, 給, 向, 为, 為, 热烈, 熱烈",
    },
    # ------------------------------------------------------------ harm (LP701, LP702)
    "LP701": {  # burning food, snapped straps: more unsafe things (R-CUSTOM-3)
        "en": "jalapeno*, jalapeño*, habanero*, wasabi, tabasco, sriracha, hot peppers",
        "de": "chili*, peperoni, peperoncini, wasabi, tabasco, scharfe soße, scharfe sosse, "
              "pfefferschote*",
        "nl": "spaanse peper*, rode peper*, sambal*, wasabi, tabasco, pepertje*",
        "tr": "acı biber*, biber ezme*, acı sos*, pul biber*, wasabi, tabasco",
        "zh": "辣椒, 芥末, 辣酱, 辣醬, 辣油, 朝天椒",
    },
    "strike": {  # more ways to hurt a body part (harm_lexicon's group): pinch, twist
        "zh": "捏, 拧, 擰",
    },
    "LP702": {
        "tr": "fiske*",
        "zh": "巴掌, 弹脑瓜, 彈腦瓜, 脑瓜崩, 腦瓜崩",
    },
    # ------------------------------------------------------------ beyond the game (LP712)
    **BEYOND,  # beyond_lexicon.py
}

#: More known table actions (harm_lexicon.py's TABLE_ACTIONS): a stretch, a breath, a
#: smile, a cheer, a bow, a clap for someone: harmless, and nobody else is touched.
MORE_TABLE: dict[str, str] = {
    "en": "stretch+, stretch ~ arms, yawn+, take+ ~ breath, take+ ~ deep breath, breathe+, "
          "give ~ round of applause, cheer ~ for, snap ~ fingers, snaps ~ fingers, "
          "click ~ fingers, raise ~ hand, raises ~ hand, put ~ hand ~ up, hand up",
    "de": "streck* ~ dich, reck* ~ dich, dehn* ~ dich, streck* ~ arme, räkel* ~ dich, "
          "atme* ~ durch, atme* ~ tief, jubel*, verbeug*, verneig*, lächel*, lächle*, "
          "applaudier*, beifall, schnipp*, schnips*, fingerschnipp*, heb* ~ hand, "
          "hand heben, melde* ~ dich",
    "nl": "rek* ~ uit, strek* ~ uit, uitrekken, adem ~ in, haal ~ adem, juich*, buig*, "
          "glimlach*, lach, applaudisseer*, applaus, knip* ~ vingers, vingerknip*, "
          "steek* ~ hand ~ op, hand opsteken",
    "tr": "gerin*, kollarını ~ ger*, esne*, nefes al*, derin nefes*, tezahürat*, alkış*, "
          "eğil*, gülümse*, "
          "selam ver*, parmak şıklat*, parmaklarını şıklat*, el kaldır*, elini kaldır*",
    "zh": "伸懒腰, 伸懶腰, 伸个懒腰, 伸個懶腰, 伸展, 深呼吸, 欢呼, 歡呼, 鼓掌, 热烈鼓掌, "
          "熱烈鼓掌, 全体, 全體, 微笑, 鞠躬, 喝彩, 喝采, 拍手, 举手示意, 舉手示意, 举手, 舉手, "
          "打响指, 打響指, 示意",
}

#: Words that read a harm or a vote word as something else ("vote twice as loud", "a sip
#: of water", "high stakes"): group -> language -> entries, matched as ``except:<group>``.
EXCEPT_MORE: dict[str, str] = {
    "k_repeat": "twice as, double as, doppelt so, zweimal so, twee keer zo, iki kat, 两倍",
    "vote_change": "twice as, double as, doppelt so, zweimal so, twee keer zo, dubbel zo, "
                   "iki kat daha, iki kat, 两倍, 兩倍, 加倍大声, 加倍大聲",
    "LP701": "sip of water, sip ~ water, schluck wasser, schluck ~ wasser, slok* water, "
             "slokje ~ water, yudum su, 一口水, 一小口水, 喝口水, 喝点水, 喝點水, raucher*, "
             "nichtraucher*, kurze pause, kurze ~ pause, kurzer moment, kurzen moment, "
             "kurze zeit, kurze weile, kurze runde, kurze frage, kurze rede, kurze ansage, "
             "kurzer satz, kurzes lied, kurze geschichte",
    "LP710": "high stakes, hohe einsätze, hoge inzet, yüksek bahis*",
    "play_status": "won t",  # "won't" is a denial, no win (as changes.py reads it)
    "consume": "let op, let ~ op, let goed op, let even op, let wel op",  # a warning, fa38
}

# the base game's propositions (language/text/basegame.py): their groups join the lexicon
CLAIMS.update(BASE)


#: The previous play, the one to beat, named in Chinese ("上一手", "牌堆最上面", "要压的")
_ZH_PREVIOUS = re.compile(r"上一手|上一把|最上面|压的牌|要压|要壓|壓的牌")
#: A 3 said not to count ("3永远不算", "三都不算")
_ZH_THREE_VOID = re.compile(r"(?<![0-9])(?:3|三)(?:永远|永遠|从来|從來)?(?:都)?不算")
#: A change in time: "no longer", "from now on", "changed"
_ZH_NO_MORE = re.compile(r"不再|以后|以後|从今|從今|现在|現在|改")


#: a special rank's power denied in Chinese; a numeral before a measure word ("三张一样的",
#: three cards alike) is a count, which special_values.py compares with R-CLEAR-2
ZH_POWER = re.compile(
    r"(10|十|2|二|两|兩|7|七|3|三|四张相同|四張相同|四条|四條|炸弹|炸彈)(?![局次轮輪盘盤张張个個])[^，,。]{0,6}"
    r"(不再|不能|不会|不會|不|没有|沒有)[^，,。]{0,2}(清场|清場|清掉|清牌|重置|算|生效|管用)")
ZH_DRAW_BAN = re.compile(r"(不许|不許|不准|禁止|不能|不可以|不得|不再|别(?!忘)|別(?!忘)|没有|沒有)"
                          r"[^，,。]{0,3}(摸牌|抽牌|补牌|補牌)|不(摸牌|抽牌|补牌|補牌)")
#: A Chinese draw after a negation ("额外出牌不会再次获得抽牌机会", R-DRAW-2's own: a bonus
#: play never gives a draw)
_ZH_DRAW = re.compile(r"抽牌|抽一张|抽一張|摸牌|抽")


def draw_denied_zh(text: str, bonus: str, neg: str) -> bool:
    """Whether a Chinese negation ``neg`` after the bonus play ``bonus`` in ``text``
    denies a draw, not the bonus: the bonus is the subject and a draw follows the
    negation in its clause ("额外出牌不会再次获得抽牌机会", R-DRAW-2 quoted), so the bonus
    play stands (claims.py)."""
    b, n = text.find(bonus.strip("'")), text.find(neg.strip("'"))
    if not has_cjk(bonus) or b < 0 or n < b:
        return False
    clause = re.split(r"[，,。；;！!？?]", text[n:], maxsplit=1)[0]
    return bool(_ZH_DRAW.search(clause))


def three_unseen(text: str) -> bool:
    """Whether a Chinese sentence says a 3 never counts as the previous play, the one to
    beat ("上一手就是牌堆最上面那一手，3永远不算"): R-PLAY-4 and R-SPECIAL-3 (a 3 leaves the
    game at once) restated, no power denied; said as a change ("3以后不算", "3不再算")
    it is one (session 35, r2fair35)."""
    return bool(_ZH_PREVIOUS.search(text) and _ZH_THREE_VOID.search(text)
                and not _ZH_NO_MORE.search(text))
