"""The words of the free-text judge's clause readings (issue 29), in the five languages.

Read by language/text/harm.py the way harm_lexicon.py's groups are (the same entry
syntax: ``stem*``, ``word+``, ``a ~ b``, Chinese by substring), and merged into its
:data:`~lopti_rules.language.text.harm_lexicon.GROUPS`: how hard a body is struck and on
what, a vote's weight, a rule switched off, the player on their last card and a draw
demanded of them, what a condition on the game names (a clause that picks a person by
anything else picks who they are), and :data:`COMMON`, the words that tell a text's
language.
"""

from __future__ import annotations

from .liking_lexicon import LIKING
from .permission import WORDS as PERMISSION
from .play_lexicon import PLAY
from .procedure_lexicon import PROCEDURES
from .tr_forms import COLLAR, EYES, FACE, HEAD, THROAT

#: group -> language -> entries.
CLAUSES: dict[str, dict[str, str]] = {
    "own": {  # the body part is the player's own ("clap your hands", "touch your nose")
        "en": "your, yours, own, yourself, his, her, their, himself, herself, themselves",
        "de": "dein, deine, deinen, deiner, dich, dir, eigene*, sein, seine, ihr, ihre, selbst",
        "nl": "je, jouw, eigen, zijn, haar, zelf, jezelf, zichzelf",
        "tr": "kendi*, ellerini, elini",
        "zh": "自己, 你的",
    },
    "causative": {  # someone else is made the actor: "let the next player flick your head"
        "en": "let, lets, allow, allows, have ~ flick, have ~ poke, get ~ to",
        "de": "lass, lasst, lässt, laesst, lassen",
        "nl": "laat, laten, late",
        "tr": "bırak*, izin ver*, yaptır*",
        "zh": "让, 讓, 叫, 请, 請",
    },
    "personal_fact": {  # a fact of someone's life: with a person word, a disguised person
        # coming out (session 41): "uit de kast", not "uitkomen", a hand played out
        "en": "birthday*, born, anniversary, married, engaged, single, came out as, "
              "coming out, came out to, out of the closet",
        "de": "geburtstag*, geboren, verheiratet, ledig*, geoutet, coming out",
        "nl": "jarig*, verjaardag*, geboren, getrouwd, vrijgezel*, uit de kast",
        "tr": "doğum gün*, doğmuş, doğan, evli*, bekar*",
        "zh": "生日, 出生, 结婚, 結婚, 单身, 單身, 出柜, 出櫃",
    },
    # how hard: a force verb on one's own head or face, or any body part but the hands
    # struck on a hard surface, is a physical risk whoever's body it is (LP701); a soft
    # touch of one's own shoulder or nose ("pat yourself on the back") is a gesture
    "force": {
        "en": "knock+, bang+, bash+, slam+, smash+, hit+, punch+, slap+, smack+, whack+, "
              "thump+, bump+, headbutt+, beat+, pound+, strike+, struck, "
              # a flick stings: on one's own ear or nose it is a small blow (session 33)
              "flick+",
        "de": "schlag*, schläg*, hau, haut, hauen, knall*, stoß*, stoss*, boxt, boxen, boxe, "
              "hämmer*, haemmer*, klopf*, schnips*, schnipp*",
        "nl": "sla, slaat, slaan, bonk*, beuk*, stoot, stoten, ram, ramt, rammen, mep*, klop*, "
              "knip*",
        "tr": "vur*, çarp*, tokat*, yumruk*, fiske*",
        "zh": "撞, 磕, 砸, 敲, 打, 弹, 彈",
    },
    "vulnerable": {  # the parts a force verb hurts even without a surface
        "en": "head, heads, forehead*, face, nose, teeth, eye, eyes, ear, ears, chin, throat",
        "de": "kopf, stirn, gesicht*, nase, zähne, auge, augen, ohr, ohren, kinn",
        "nl": "hoofd, voorhoofd, gezicht, neus, tanden, oog, ogen, oor, oren, kin, kop",
        "tr": "kafa*, burun*, burn*, kulak*, kulağ*, çene*, " + ", ".join((HEAD, EYES, THROAT)),
        "zh": "脑门, 腦門, 脑袋, 腦袋, 额头, 額頭, 头, 頭, 脸, 臉, 鼻子, 眼睛, 耳朵",
    },
    "surface": {  # something hard a body part is struck on or against
        "en": "table, tables, wall, walls, floor, door, desk, ground, counter",
        "de": "tisch, tischplatte, wand, boden, tür, tuer, fußboden, fussboden",
        "nl": "tafel, tafelblad, muur, vloer, deur, grond",
        "tr": "masa*, duvar*, yer*, zemin*, kapı*",
        "zh": "桌, 墙, 牆, 地上, 地板, 门上, 門上, 门板, 門板",
    },
    # ------------------------------------------------------------ counts (LP707, LP708)
    "count_verb": {  # "counts as two", "zählt doppelt": a weight given to a vote
        "en": "count+, worth, weigh+, equals, is two, are two",
        "de": "zählt, zählen, zaehlt, wiegt, wiegen, gilt, gelten, wert",
        "nl": "telt, tellen, weegt, wegen, geldt, gelden, waard",
        "tr": "sayıl*, sayar, değer*, geçer",
        "zh": "算, 计, 計, 当作, 當作, 顶, 頂",
    },
    "void": {  # a rule or a vote made to not count, switched off or suspended
        "en": "not count, doesn t count, dont count, don t count, doesnt count, not apply, "
              "doesn t apply, doesnt apply, is off, are off, switched off, turned off, "
              "suspend+, paused, pause+, void, invalid, no longer, ignored, ignore+, "
              "cancelled, canceled, disabled, disable+, deactivate+, lifted, out of play, "
              "out of force, no effect",
        "de": "gilt ~ nicht, gelten ~ nicht, zählt ~ nicht, zählen ~ nicht, zaehlt ~ nicht, "
              "ungültig*, "
              "außer kraft, ausser kraft, ausgesetzt, aussetzen, setzt ~ aus, pausiert, "
              "fällt weg, entfällt, entfallen, aufgehoben, ignorier*, abgeschaltet, ist aus, "
              "sind aus",
        "nl": "geldt ~ niet, gelden ~ niet, telt ~ niet, tellen ~ niet, ongeldig*, vervalt, "
              "vervallen, "
              "buiten werking, opgeschort, geschorst, gepauzeerd, genegeerd, negeer*, is uit, "
              "staat uit",
        "tr": "geçersiz*, sayılmaz, sayılmıyor, uygulanmaz, uygulanmıyor, geçmez, geçmiyor, "
              "askıya, iptal*, yok sayıl*, kapalı",
        "zh": "不算, 无效, 無效, 失效, 不适用, 不適用, 暂停, 暫停, 作废, 作廢, 不生效, 取消",
    },
    # ------------------------------------------------------------ game moves in speech
    "last_card": {  # the player about to go out (R-CUSTOM-3: no rule blocks a win)
        "en": "last card, one card left, only one card, single card, one card remaining, "
              "about to go out, going out, goes out, final card",
        "de": "letzte karte, letzten karte, nur noch eine karte, eine karte übrig, "
              "nur eine karte, einzige karte, einzigen karte, raus geht, rausgeht",
        "nl": "laatste kaart, nog één kaart, nog een kaart, één kaart over, een kaart over, "
              "enige kaart, maar één kaart, maar een kaart, uitgaat, uit gaat",
        "tr": "son kart*, tek kart*, bir kart* kal*, bitirmek üzere",
        "zh": "最后一张, 最後一張, 只剩一张, 只剩一張, 剩一张, 剩一張, 最后一张牌, 快出完",
    },
    "draw_move": {  # a draw or pickup, the move a win block makes
        "en": "draw+, drew, drawn, pick+ up, take+, took, pickup, picks up, collect+",
        "de": "zieh*, zieht, nimmt, nehm*, aufnehm*, heb* ~ ab, kassier*",
        "nl": "trek*, trekt, pak*, neem*, neemt, raap*",
        "tr": "çek*, alsın, alır, toplasın, toplar",
        "zh": "摸, 抽, 拿, 捡, 撿, 收",
    },
    # ------------------------------------------------------------ who a clause picks
    "game_fact": {  # a condition on the game: it picks a player by their role (fine)
        "en": "card*, turn*, round*, play+, played, pile*, deck*, hand, hands, rank*, ace+, "
              # a card's name and its inflections, not a word it begins (jacket, jackpot)
              "king+, queen+, jack+, clear+, draw+, drew, drawn, pick* up, pickup*, deal*, "
              "dealt, win+, won, winning, lose+, lost, losing, point*, score*, next, left, "
              "right, previous, out, lopti, vote*, rule*, roshambo*, seven*, "
              "ten*, two*, three*, pass+, skip*, bonus, trump*, suit*, lead*, led, "
              # the one a question at the table falls on ("whoever is asked answers")
              "is asked, gets asked, was asked",
        "de": "karte*, zug, züge, zug*, dran, runde*, spiel*, gespielt, stapel*, deck, hand, "
              "rang, ass, asse, könig*, dame*, bube*, bildkarte*, zieh*, gezogen, abräum*, "
              "ausgeteilt, teil* aus, gewinn*, gewonnen, verlier*, verloren, punkt*, nächst*, "
              "naechst*, link*, recht*, vorig*, raus, lopti, regel*, abstimm*, "
              "sieben*, zehn*, zwei*, drei*, aussetz*, setzt aus, legen, legt, gelegt, "
              "aufnimm*, aufnehm*, aufgenommen, nimmt ~ auf, aufheb*, aufgehoben, hebt ~ auf, "
              "räumt*, geräumt, abgeräumt, raeumt*, geraeumt, abgeraeumt, verursach*, beantrag*, "
              "widersproch*, widerspricht, "
              # the deal ("wer gibt, mischt auch": whoever deals shuffles, session 32)
              "wer gibt, geber*, misch*, gemischt, gefragt wird, gefragt worden",
        "nl": "kaart*, beurt*, ronde*, speel*, speelt, gespeeld, stapel*, hand, aas, azen, "
              "heer, heren, koning*, vrouw, vrouwen, boer, boeren, trek*, getrokken, "
              "uitgedeeld, deel*, win, wint, "
              "gewonnen, verlie*, verloren, punt*, volgende, links*, rechts*, vorige, "
              "uit, lopti, regel*, stem*, zeven*, tien*, twee*, drie*, leggen, legt, gelegd, "
              "opraap*, opgeraapt, raapt ~ op, oppak*, opgepakt, pakt ~ op, opruim*, "
              "opgeruimd, afgeruimd, ruimt ~ op, ruimt ~ af, veroorzaak*, "
              "wijziging*, verzet*, voorgesteld*, schud*, geschud, deler*, gevraagd wordt, "
              "gevraagd is",
        "tr": "kart*, sıra*, tur*, oyna*, oynadı*, oyun*, deste*, el, eli, elinde*, as, "
              "papaz*, kız*, vale*, çek*, çekti*, dağıt*, kazan*, kaybet*, puan*, sonraki*, "
              "sol*, sağ*, önceki*, lopti, kural*, oy*, yedi*, on, iki, üç, yığın*, alan, "
              "alır, aldı, aldığı, alınca, karıştır*, sorulan*",
        "zh": "牌, 轮, 輪, 局, 出, 赢, 贏, 输, 輸, 庄, 莊, 发, 發, 摸, 抽, 张, 張, 清, 分, "
              "回合, 下家, 上家, 名, 票, 规则, 規則, 左, 右, 下一, 上一, 对面的玩家, 被问, 被問",
    },
    "you": {  # the player a text speaks to
        "en": "you, your",
        "de": "du, dich, dir, dein*",
        "nl": "je, jij, jou, jouw",
        "tr": "sen, senin, sende",
        "zh": "你",
    },
    # an act or a result of this evening is a condition, not who someone is (R-CUSTOM-4
    # allows game roles and results; LP304 is for fixed traits): a standing in tonight's
    # games, and an act done at the table now, which anyone may do or leave
    "standing": {  # a place in the evening's standings, a result of play
        "en": "last place, first place, second place, bottom place, top place, in the lead, "
              "is ahead, are ahead, finish+ ~ last, finish+ ~ first, end+ ~ last, "
              "end+ ~ first, end+ ~ bottom, bottom of the standings, top of the standings",
        "de": "letzter platz, letzten platz, erster platz, ersten platz, letzter wird, "
              "letzte wird, erster wird, erste wird, als letzter ~ fertig, vorne liegt, "
              "vorn liegt, in führung, in fuehrung, tabellenletzt*, tabellenerst*",
        "nl": "laatste plaats, eerste plaats, als laatste ~ eindigt, als eerste ~ eindigt, "
              "als laatste ~ eindigen, onderaan staat, bovenaan staat, aan kop, voor staat",
        "tr": "sonuncu olan, birinci olan, son sırada, son sirada, önde olan, onde olan, "
              "sonuncu biten, son bitiren, sıralamada son*, siralamada son*",
        "zh": "最后一名, 倒数第一, 排名最后, 排最后, 第一名, 领先, 領先, 垫底, 墊底",
    },
    "table_act": {  # an act done at the table now, which one may do or leave (a phone)
        "en": "look+ at ~ phone*, check+ ~ phone*, use+ ~ phone*, touch+ ~ phone*, "
              "pick+ up ~ phone*, take+ out ~ phone*, on ~ phone, phone ~ out, texting, "
              "look+ at ~ mobile, check+ ~ mobile, "
              # a going in the house now, one's own choice of the moment (session 45:
              # "whoever heads to the kitchen fills the bowl"), no journey of a life
              "head+ to the kitchen, go+ to the kitchen, goes to the kitchen, "
              "walk+ to the kitchen, go+ to the fridge, goes to the fridge, "
              "get+ up from the table, stand+ up from the table",
        "de": "handy ~ schaut, handy ~ guckt, handy ~ anschaut, handy ~ benutzt, "
              "handy ~ nimmt, handy ~ anfasst, schaut ~ handy, guckt ~ handy, "
              "telefon ~ schaut, schaut ~ telefon, smartphone ~ schaut, aufs handy, "
              "in die küche, in die kueche, zum kühlschrank, zum kuehlschrank, "
              "gerade aufsteht, gerade aufstehen, steht gerade auf",
        "nl": "telefoon ~ kijkt, kijkt ~ telefoon, telefoon ~ pakt, pakt ~ telefoon, "
              "telefoon ~ gebruikt, mobiel ~ kijkt, kijkt ~ mobiel, gsm ~ kijkt, "
              "naar de keuken, naar de koelkast, toch opstaat, net opstaat",
        "tr": "telefon* bak*, telefon* ~ bak*, telefon* kurcala*, telefon* ~ kurcala*, "
              "telefon* eline al*, mutfağa gid*, mutfaga gid*, mutfağa gi*, mutfaga gi*",
        "zh": "看手机, 看手機, 玩手机, 玩手機, 碰手机, 碰手機, 拿手机, 拿手機, 看电话, 看電話, "
              "去厨房, 去廚房",
    },
    # a lapse at the table: forgetting or failing to do something while playing is done in
    # play now, no fixed trait (language/text/selection.py); forgetting what one was to
    # bring along ("a_brought") is a fact of the person's evening
    # (an act forgotten: "to", "zu", "te", a Turkish verbal noun, a Chinese verb after 忘)
    "lapse": {
        "en": "forget+ to, forgot to, forgotten to, fail+ to, failed to, neglect+ to, "
              "omit+ to",
        "de": "vergisst ~ zu, vergesst ~ zu, vergessen ~ zu, vergaß ~ zu, vergass ~ zu, "
              "versäumt ~ zu, versaeumt ~ zu, versäumen ~ zu",
        "nl": "vergeet ~ te, vergeten ~ te, vergat ~ te, verzuimt ~ te, verzuimen ~ te",
        "tr": "unut*",
        "zh": "忘记, 忘記, 忘了, 忘",
    },
    "a_brought": {  # something brought along to the evening
        "en": "bring+, brought",
        "de": "mitbring*, mitzubring*, mitgebracht, bring*, dabeihaben, dabeizuhaben",
        "nl": "mee te nemen, mee te brengen, meenemen, meebrengen, meegenomen, meegebracht",
        "tr": "getir*",
        "zh": "带, 帶",
    },
    "volition": {  # a player who picks themselves by wanting to ("whoever wants")
        "en": "want*, wish*, like*, feel* like, volunteer*, dare* not, enjoy*, fancy, "
              "fancies, "
              # hunger and thirst: a wish of the moment, no trait ("whoever is hungry", fa36)
              "hungry, thirsty, peckish, "
              # a break wanted: a wish of the moment, no fact of a life (redteam24)
              "need* a break, need* a breather, need* a rest, need* a pause",
        "de": "will, willst, wollen, wollt, wollte, wollten, wolltest, möchte*, moechte*, mag, "
              "magst, "
              "mögen, mögt, moegen, moegt, "
              "lust, freiwillig*, gern, gerne, spaß, spass, hunger, durst, hungrig, durstig, "
              "pause braucht, pause brauchen, pause nötig, pause notig, verschnaufpause",
        "nl": "wil, wilt, willen, wilde, wilden, wou, wouden, zin, graag, vrijwillig*, "
              # whoever likes it (fa36: "wie dat leuk vindt")
              "leuk vindt, leuk vind, leuk vinden, houdt van, houden van, honger, dorst, "
              "pauze nodig",
        "tr": "iste*, gönüllü*, hoşuna gid*, hoşlan*, keyif alan*, acıkan*, acıkmış*, "
              "acıktı*, susayan*, susamış*, susadı*, molaya ihtiyac*, molaya ihtiyaç*",
        "zh": "想, 愿意, 願意, 自愿, 自願, 喜欢, 喜歡, 乐意, 樂意, 饿, 餓, 渴, 需要休息",
    },
    # a reaction of the body at the table now, or a state of the moment (fa37): laughing,
    # yawning, sneezing, being sleepy: whoever does it first is nobody known when the rule
    # is made, no trait (R-CUSTOM-4 allows changing conditions); language/text/selection.py
    # keeps the pick when the main clause lays a move of play on it (LP716's idea)
    "reaction": {
        "en": "laugh+, laughed, giggle+, giggled, chuckle+, chuckled, yawn+, yawned, "
              "sneeze+, sneezed, cough+, coughed, hiccup+, hiccuped, tired, sleepy, "
              "worn out",
        "de": "lacht, lachen, gelacht, kichert, kichern, gekichert, gähnt, gaehnt, gähnen, "
              "gaehnen, gegähnt, gegaehnt, niest, niesen, geniest, hustet, husten, "
              "gehustet, schluckauf, müde, muede, schläfrig, schlaefrig",
        "nl": "lacht, lachen, gelachen, giechelt, giechelen, gegiecheld, geeuwt, geeuwen, "
              "gegeeuwd, gaapt, gapen, gegaapt, niest, niezen, geniesd, hoest, hoesten, "
              "gehoest, de hik, moe, slaap heeft, slaap hebben, slaperig",
        "tr": "gülen, gülerse, güldü*, gulen, gulerse, esneyen, esnerse, esnedi*, hapşıran, "
              "hapsiran, hapşırırsa, öksüren, oksuren, öksürürse, hıçkıran, hickiran, "
              "yorgun*, uykusu gelen, uykusu olan",
        "zh": "笑, 打哈欠, 打喷嚏, 打噴嚏, 咳嗽, 打嗝, 困了, 累了, 犯困",
    },
    "first_to": {  # Roshambo as a race ("first to three", "wer zuerst drei gewinnt")
        "en": "first to, first one to, whoever first, first player to",
        "de": "zuerst, als erster, als erstes, als erste",
        "nl": "als eerste, het eerst, eerst",
        "tr": "ilk, önce",
        "zh": "先, 率先, 谁先, 誰先",
    },
    # ------------------------------------------------------------ round 4 (issue 29)
    # a person picked by what they own ("the owner of these cards", "der Besitzer des
    # Decks"): property is who someone is, not a role (R-CUSTOM-4); the owner of a rule
    # is its creator, and the holder of a card in play ("the owner of the highest card")
    # is a role
    "owner": {
        "en": "owner, owners, proprietor*, keeper, keepers, holder, holders, custodian*, "
              "guardian*, "
              "brought ~ cards, brought ~ deck, brings ~ deck, "
              # the device the game runs on is someone's property too
              "who ~ runs ~ lopti, whoever ~ runs ~ lopti, who ~ runs ~ app, whoever ~ runs ~ app",
        "de": "besitzer*, eigentümer*, eigentuemer*, hüter, hüterin, hueter, verwahrer*, "
              "karten ~ mitgebracht, deck ~ mitgebracht, karten ~ mitbringt, "
              "wer ~ lopti ~ laufen, wer ~ lopti ~ läuft, wer ~ app ~ läuft, wessen handy",
        "nl": "eigenaar*, bezitter*, beheerder*, bewaarder*, hoeder*, "
              "kaarten ~ meegebracht, kaarten ~ meegenomen, kaartspel ~ meegebracht, "
              "wie ~ lopti ~ draait, wie ~ app ~ draait, wie ~ draait ~ lopti, wiens telefoon",
        "tr": "sahibi, sahibine, sahibinin, sahipleri*, bekçisi*, muhafızı*, kartları getiren, "
              "desteyi getiren, telefonunda lopti*, lopti ~ çalışan",
        "zh": "主人, 拥有者, 擁有者, 物主, 保管者, 保管人, 看管, 带来的牌, 帶來的牌, 带牌的, "
              "帶牌的, 带的牌, 帶的牌, 带牌来, 帶牌來, 把牌带来, 把牌帶來",
    },
    "belong": {  # "whoever the deck belongs to", "wem die Karten gehören": ownership again
        "en": "belong+",
        "de": "gehört, gehören, gehoert, gehoeren",
        "nl": "toebehoort, toebehoren, behoort ~ toe, behoren ~ toe",
        "tr": "ait, aitse, aittir",
        "zh": "属于, 屬於, 是谁的, 是誰的",
    },
    "whose": {  # ... asked of a person: the selector the belonging picks by
        "en": "whoever, whom, who",
        "de": "wem, wer, derjenige, diejenige",
        "nl": "wie, degene",
        "tr": "kime, kimin, kimse",
        "zh": "谁, 誰",
    },
    # a group of people by who they are, as the subject of a move ("girls draw two",
    # "Kinder ziehen zwei Karten"): a clause's subject, not an address ("kids, draw!")
    # (card names are left out: Dutch "vrouwen" and German "Damen" are queens)
    "people_noun": {
        "en": "women, men, girls, boys, ladies, gentlemen, kids, children, adults, parents, "
              "teenagers, guests, grown ups",
        "de": "frauen, männer, maenner, mädchen, maedchen, jungs, kinder, erwachsene*, eltern, "
              "gäste, gaeste",
        "nl": "mannen, meisjes, jongens, kinderen, volwassenen, ouders, gasten, dames, "
              "vrouwen aan tafel",
        "tr": "kadınlar, erkekler, çocuklar, yetişkinler, misafirler",
        "zh": "女生, 男生, 女的, 男的, 女士, 男士, 女孩, 男孩, 小孩, 孩子们, 大人们, 客人",
    },
    "in_play": {  # what makes an owned thing a card in play: a rank or a place in an order
        "en": "ace+, king+, queen+, jack+, two*, three*, four*, five*, six*, seven*, eight*, "
              "nine*, ten*, highest, lowest, last, best, most, fewest, top, bottom, turn, pile",
        "de": "ass, asse, könig*, dame*, bube*, zwei*, drei*, vier*, fünf*, sechs*, sieben*, "
              "acht*, neun*, zehn*, höchste*, hoechste*, niedrigste*, letzte*, meiste*, "
              "oberste*, unterste*, zug, stapel",
        "nl": "aas, azen, heer, heren, koning*, vrouw, vrouwen, boer, boeren, twee*, drie*, "
              "vier*, vijf*, zes*, "
              "zeven*, acht*, negen*, tien*, hoogste, laagste, laatste, meeste, bovenste, beurt, "
              "stapel",
        "tr": "as, papaz*, kız*, vale*, iki, ikili*, üç, üçlü*, dört*, beş, beşli*, altı, "
              "altılı*, yedi*, sekiz*, dokuz*, onlu*, en yüksek*, en düşük*, son, sıra*",
        "zh": "最大, 最小, 最高, 最低, 最后, 最後, 顶上, 頂上, 王, 尖, 轮到, 牌堆",
    },
    # a fixed trait written as a noun of a person ("left-handers", "Linkshänder",
    # "左撇子"): it needs no "whoever" to pick who someone is (R-CUSTOM-4)
    "trait_noun": {
        "en": "left hander*, right hander*, lefty, lefties, southpaw*, smokers, non smokers, "
              "nonsmokers, vegetarians, vegans, brunettes, red hair, red haired, redhaired",
        "de": "linkshänder*, linkshaender*, rechtshänder*, rechtshaender*, linkshändige*, "
              "rechtshändige*, nichtraucher*, vegetarier*, veganer*, blondine*, rothaarige*, "
              "rote haare, roten haaren",
        "nl": "linkshandige*, rechtshandige*, linkspoot*, rokers, niet rokers, vegetariërs, "
              "vegetariers, veganisten, roodharige*, blondjes, rood haar, rode haren",
        "tr": "solak*, sağlak*, vejetaryen*, sarışın*, kızıl saçlı*",
        "zh": "左撇子, 右撇子, 左利手, 右利手, 惯用左手, 慣用左手, 惯用右手, 慣用右手, 素食者, "
              "吃素的人, 烟民, 菸民, 红头发的, 紅頭髮的, 金发的, 金髮的, 用左手的人, "
              "用右手的人, 左手写字, 左手寫字, 左手吃饭, 左手吃飯, 红头发, 紅頭髮",
    },
    # the same trait as an adjective: a person only beside a person word or a copula
    # ("left-handed players", "whoever is left-handed"); "play left-handed" is a manner
    "trait_adjective": {
        "en": "left handed, right handed",
        "de": "linkshändig, rechtshändig, linkshaendig, rechtshaendig",
        "nl": "linkshandig, rechtshandig",
    },
    "copula": {
        "en": "is, are, player*, people, person*, whoever, who, anyone, someone",
        "de": "ist, sind, spieler*, person*, wer, jemand, leute",
        "nl": "is, zijn, bent, speler*, persoon, personen, wie, iemand, mensen",
    },
    # who decides a dispute (R-CUSTOM-5, R-FAQ-5: the creator, then the table's majority)
    "dispute": {
        "en": "dispute*, disagreement*, disagree*, argument*, quarrel*, conflict*, "
              "in doubt, when in doubt, in case of doubt, contested, controvers*",
        "de": "streit*, uneinig*, zweifel*, meinungsverschiedenheit*, strittig*, konflikt*, "
              "unstimmigkeit*",
        "nl": "ruzie*, onenigheid*, geschil*, twijfel*, meningsverschil*, conflict*, onenig*",
        "tr": "anlaşmazlık*, anlaşamaz*, tartış*, ihtilaf*, şüphe*, uyuşmazlık*",
        "zh": "争议, 爭議, 争执, 爭執, 分歧, 争吵, 爭吵, 纠纷, 糾紛, 吵起来, 吵起來, 有争论, "
              "有爭論, 有疑问, 有疑問",
    },
    "arbiter": {  # someone made the judge of the rules: who it is, it is authority
        "en": "referee*, arbiter*, arbitrat*, umpire*, adjudicat*",
        "de": "schiedsrichter*, schlichter*",
        "nl": "scheidsrechter*, arbiter*, arbitrage",
        "tr": "hakem*",
        "zh": "裁判, 仲裁",
    },
    "majority": {  # the table itself settles it: no authority handed to anyone
        "en": "majority, the table, everyone, all players, together, creator, maker",
        "de": "mehrheit*, tisch, alle, gemeinsam, urheber*",
        "nl": "meerderheid*, tafel, iedereen, samen, maker",
        "tr": "çoğunluk*, masa, herkes, birlikte, yaratıcı*",
        "zh": "多数, 多數, 大家, 所有人, 一起, 创造者, 創造者",
    },
    # a vote with a price or a reward: the vote cast (an objection too), and what it gets
    "vote_act": {
        "en": "vote, votes, voted, voting",
        "de": "stimmt, stimmen, stimmst, abstimmt, abstimmen, gestimmt, gegenstimme*",
        "nl": "stemt, stemmen, stemde, stemden, tegenstem*",
        "tr": "oy ver*, oy kullan*, oylayan*",
        "zh": "投票, 投了, 投反对票, 投反對票, 投赞成票, 投贊成票, 表示反对, 表示反對, 正式反对",
    },
    "direction": {  # which way a vote goes ("for" after the verb only: "asked for the vote")
        "en": "against, yes, no, in favour, in favor, nay, aye, "
              # the way another votes (session 34): a side by a person, "votes with the
              # champion", "votes the way last round's winner votes"
              "the way, the same way, the same as, with the",
        "de": "gegen, dafür, dagegen, ja, nein, für, wie der, wie die, genauso wie, mit dem, "
              "mit der",
        "nl": "tegen, voor, ja, nee, hetzelfde, net als, zoals de, met de",
        "tr": "aleyhine, aleyhte, lehine, lehte, evet, hayır, karşı, ile aynı, gibi",
        "zh": "反对, 反對, 赞成, 贊成, 支持, 同意, 一样投, 一樣投, 跟着投, 跟著投",
    },
    "vote_price": {  # what the voter gets: a move, a penalty or a reward
        "en": "draw+, drew, take+, took, pick+ up, get+, gets, receive+, earn+, lose+, "
              "skip+, miss+, give+, gives, point*, penalty, bonus, reward*, punish*, cost+, "
              "pass+ ~ card, shed+, discard+, sit+ out, bench",
        "de": "zieh*, nimm, nimmt, bekomm*, bekommt, erhält, erhaelt, verlier*, setzt ~ aus, "
              "muss ~ aussetzen, gib, gibt, punkt*, strafe*, bonus, belohn*, bestraf*, kostet, "
              "abgeben, gibt ~ ab, ablegen, legt ~ ab",
        "nl": "trek*, pak*, neem*, neemt, krijg*, ontvang*, verlies*, verliest, sla ~ over, "
              "slaat ~ over, geef*, geeft, punt*, straf*, bonus, beloon*, kost, weggeven, "
              "wegleggen, afleggen, oppakk*, aan de kant",
        "tr": "çek*, alır, alsın, kazanır, kaybeder, atla*, verir, versin, puan*, ceza*, ödül*, "
              "tur bekle*, pas geçer",
        "zh": "摸, 抽, 拿, 得到, 获得, 獲得, 罚, 罰, 奖励, 獎勵, 跳过, 跳過, 给, 給, 扣分, "
              "停一局, 停一轮, 停一輪",
    },
    # a vote counted from an abstention (R-VOTE-9: abstentions count for neither side)
    "abstain": {
        "en": "abstain+, abstention*, does not vote, doesn t vote, doesnt vote, not voting, "
              "don t vote, dont vote, do not vote, didn t vote, no vote cast, "
              "doesn t put a hand up, does not put a hand up, don t put a hand up, "
              "doesnt put a hand up, no hand up, keeps ~ hand down, keep ~ hand down, "
              "hand stays down, doesn t raise ~ hand, does not raise ~ hand",
        "de": "enthalt*, enthält*, enthaelt*, enthaltung*, nicht abstimmt, nicht ~ stimmt, "
              "nicht ~ abstimmt, nicht mitstimmt, keine hand hebt, hand nicht hebt, "
              "hand nicht ~ hebt, hand unten lässt",
        "nl": "onthoud*, onthoudt, onthouding*, blanco, niet stemt, niet ~ stemt, "
              "niet stemmen, niet ~ stemmen, geen hand opsteekt, hand niet opsteekt, "
              "hand omlaag houdt",
        "tr": "çekimser*, oy vermeyen*, oy kullanmayan*, oy vermez*, el kaldırmayan*, "
              "elini kaldırmayan*",
        "zh": "弃权, 棄權, 不投票的, 没投票, 沒投票, 没有投票的, 不表态, 不表態, 不举手的, "
              "不舉手的, 没举手, 沒舉手, 没有举手",
    },
    "silence": {  # silence read as a vote: only with a word that makes it count as one
        "en": "silent, silence, says nothing, say nothing",
        "de": "schweig*, schweigen, stumm, sagt nichts",
        "nl": "zwijg*, stilte, zegt niets, zwijgen",
        "tr": "sessiz*, sus*, susan*, sesini çıkarmayan*",
        "zh": "沉默, 不说话, 不說話, 不吭声, 不吭聲, 不出声, 不出聲",
    },
    "counted_as": {  # ... as a vote: "counts as", "gilt als", "算"
        "en": "count+ as, counted as, means, taken as, treated as, as a yes, as a no",
        "de": "gilt als, zählt als, zaehlt als, bedeutet, heißt, heisst",
        "nl": "telt als, geldt als, betekent",
        "tr": "sayılır, sayılacak, kabul edilir, demektir, olarak",
        "zh": "算, 视为, 視為, 当作, 當作, 等于, 等於, 就是",
    },
    "consent": {  # ... or as consent: "silence means consent", "wer schweigt, stimmt zu"
        "en": "agree+, consent+, approve+",
        "de": "stimmt ~ zu, zustimm*, einverstanden",
        "nl": "stemt ~ in, instem*, akkoord",
        "tr": "kabul eder, onaylar, onaylamış*",
        "zh": "同意, 默认, 默認, 默许, 默許",
    },
    # a power given: "may", "darf", "mag", "可以" (Turkish -ebilir is read apart): the one
    # permission list, text/permission.py
    "modal": PERMISSION,
    "neither": {  # a quote of R-VOTE-9: counted for neither side
        "en": "neither, nor",
        "de": "weder, keine seite, keiner seite",
        "nl": "geen van beide, geen kant",
        "tr": "hiçbir, hiçbiri",
        "zh": "都不算, 不算, 两边都不, 兩邊都不, 不计入, 不計入",
    },
    # a rule changed by a person, not the vote (R-CUSTOM-5: no material rewrite once a
    # round has begun; R-VOTE-4: a material change needs the vote)
    "change_verb": {
        "en": "change+, adjust+, modify, modifies, modified, alter+, rewrite+, rewrote, "
              "tweak+, amend+, edit+, update+, redefine+, rework+",
        "de": "änder*, aender*, anpass*, passt ~ an, pass ~ an, umschreib*, umformulier*, "
              "modifizier*, abwandel*, bearbeit*",
        "nl": "aanpass*, pas ~ aan, past ~ aan, verander*, wijzig*, herschrijf*, bewerk*, "
              "bijstel*, stel ~ bij, stelt ~ bij",
        "tr": "değiştir*, düzelt*, güncelle*, yeniden yaz*, uyarla*",
        "zh": "改, 修改, 更改, 调整, 調整, 改写, 改寫, 变更, 變更",
    },
    "passive": {  # the rule as the thing changed: "may be adjusted", "kann geändert werden"
        "en": "be, been, gets, get",
        "de": "werden, wird, worden",
        "nl": "worden, wordt",
        "tr": "değiştiril*, düzeltil*, güncellen*, uyarlan*",
        "zh": "被",
    },
    # cold and heat put on a body: physical discomfort is harm (R-CUSTOM-3), an error
    "cold": {
        "en": "ice, icy, snow, snowball*, cold water, freezing water, ice cold, icecold, "
              "hot water, boiling water, hot coffee, hot tea",
        "de": "eis, schnee*, kaltes wasser, kaltem wasser, eiskalt*, eiswürfel*, "
              "heißes wasser, heisses wasser, heißem wasser, kochendes wasser",
        "nl": "ijs, ijsblok*, ijsklont*, sneeuw*, koud water, ijskoud*, ijswater, heet water, "
              "kokend water",
        "tr": "buz, buzu, buzla, buzlu*, kar topu*, soğuk su*, sıcak su*, kaynar su*",
        "zh": "冰, 雪, 冷水, 凉水, 涼水, 热水, 熱水, 开水, 開水",
    },
    # heat, cold, an edge or a pinch on the body by its quality, whatever the thing
    # (session 31: "a hand on a just-boiled kettle", "a scalding mug in both hands"): read
    # as "cold" is, with a verb that puts or keeps it and a part of the body
    "body_harm": {
        "en": "boiling, boiled, off the boil, scalding, scalded, searing, red hot, red-hot, "
              "piping hot, "
              "burning hot, steaming hot, freezing, frozen, ice-cold, sharp, needle*, pin, "
              "pins, thumbtack*, drawing pin*, razor*, blade, nettle*, cactus, thorn*, "
              "clothes peg*, clothespin*, peg on, pegs on, rubber band*, hot iron, hot pan, "
              "hot plate, hotplate, stove, oven tray, candle wax, hot wax, "
              # a radiator or a heater a hand is held on (session 44, text44b)
              "radiator*, heater*",
        "de": "kochend*, siedend*, brühheiß*, brueheiss*, glühend*, gluehend*, kochheiß*, "
              "gefroren*, eiskalt*, scharf*, nadel*, reißzweck*, reisszweck*, heftzwecke*, "
              "rasierklinge*, klinge, messerklinge, brennnessel*, kaktus*, dorn*, "
              "wäscheklammer*, waescheklammer*, gummiband*, bügeleisen, herdplatte*, "
              "backblech*, kerzenwachs, heißes wachs, frisch aufgebrüht*, heizkörper*, "
              "heizkoerper*, heizung, heizlüfter*",
        "nl": "kokend*, gloeiend*, gloeiend heet*, bevroren, ijskoud*, scherp*, naald*, "
              "punaise*, speld*, scheermes*, mesje*, brandnetel*, cactus*, doorn*, "
              "wasknijper*, knijper*, elastiek*, strijkijzer*, kookplaat*, bakplaat*, "
              "kaarsvet, heet kaarsvet, net gekookt*, radiator*, verwarming, kachel*",
        "tr": "kaynar*, kaynamış*, kaynayan*, yakıcı*, kızgın demir*, kızgın tava*, "
              "donmuş*, buz gibi, "
              "keskin*, iğne*, raptiye*, jilet*, bıçak ağzı*, ısırgan*, kaktüs*, diken*, "
              "mandal*, lastik bant*, ütü*, sıcak ocağ*, fırın tepsi*, mum damla*, sıcak mum*, "
              "kalorifer*, radyatör*, petek*, soba*",
        "zh": "滚烫, 滾燙, 烫手, 燙手, 烧开, 燒開, 沸腾, 沸騰, 刚开的, 剛開的, 烧红, 燒紅, "
              "开水壶, 開水壺, 冰冻, 冰凍, 冻住, 凍住, 针, 針, 图钉, 圖釘, 刀片, 刀刃, "
              "刀口, 仙人掌, 荆棘, 荨麻, 蕁麻, "
              "荊棘, 夹子, 夾子, 衣夹, 衣夾, 橡皮筋, 熨斗, 蜡油, 蠟油, 火炉, 火爐, 暖气片, 暖氣片, "
              "暖气, 暖氣, 取暖器",
    },
    # a quality only a stretch or a bare hand makes harm: "careful, the tea is hot" is none,
    # "a hot mug with no handle in both hands until the next turn" is (R-CUSTOM-3)
    "body_warm": {
        "en": "hot, burning, very warm, no handle, without a handle, bare hand*, "
              "bare skin",
        "de": "heiß*, heiss*, brennend*, ohne henkel, ohne griff, bloße* hand, "
              "bloßen händen, blosse* hand, nackte* haut",
        "nl": "heet, hete, brandend*, zonder oor, zonder handvat, blote hand*, "
              "blote huid",
        "tr": "sıcak*, yanan, kulpsuz, sapsız, çıplak el*, çıplak ten*",
        "zh": "烫, 燙, 热的, 熱的, 很热, 很熱, 没有把手, 沒有把手, 没把手, 沒把手, 光手, "
              "徒手",
    },
    "on_body": {  # where it is put: on or under the clothes, on the skin, in the hand
        "en": "collar, shirt, sleeve*, sock*, shoe*, pants, trousers, neck, your back, skin, "
              "bare, jacket, hand, hands, palm, mouth, face, head, lap, underwear, nose, "
              "ear, ears, "
              "finger*, tongue, arm, arms, "
              # any limb or skin an irritant is rubbed on (session 33: a nettle on the
              # forearm, chili on the lips)
              "forearm*, upper arm*, wrist*, leg, legs, knee*, cheek*, lip, lips, chin, "
              "shin*, calf, calves, ankle*, foot, feet, elbow*, thigh*, belly, stomach, chest",
        "de": "kragen, hemd, shirt, ärmel, aermel, socke*, schuh*, hose, nacken, rücken, "
              "haut, jacke, hand, hände, haende, händen, haenden, mund, gesicht, kopf, "
              "schoß, nase, "
              "ohr, ohren, ohrläppchen, finger*, zunge, arm, arme, "
              "unterarm*, oberarm*, handgelenk*, bein, beine, knie, wange*, lippe*, kinn, "
              "schienbein*, wade*, knöchel*, fuß, füße, fuss, fuesse, ellbogen*, "
              "oberschenkel*, bauch, brust",
        "nl": "kraag, shirt, hemd, mouw*, sok*, schoen*, broek, nek, rug, huid, bloot, blote, "
              "jas, hand, handen, mond, gezicht, hoofd, schoot, neus, oren, oorlel*, "
              "vinger*, tong, "
              "arm, armen, onderarm*, bovenarm*, pols*, been, benen, knie, knieën, wang*, "
              "lip, lippen, kin, scheen*, kuit*, enkel, enkels, voet*, elleboog*, dij, "
              "dijen, buik, borst",
        "tr": COLLAR + ", gömle*, tişört*, kolu*, çorab*, ayakkabı*, pantolon*, ense*, sırt*, "
              "ten*, ceket*, el*, avuc*, ağz*, kafa*, kulağ*, kulak*, parmağ*, parmak*, "
              "kolu*, koluna*, kolun*, kollar*, bileğ*, bilek*, bacağ*, bacak*, yanağ*, "
              "yanak*, dudağ*, dudak*, çene*, baldır*, ayağ*, ayak, ayaklar*, dirseğ*, "
              "dirsek*, karnı*, karnın*, göğs*, göğüs*, " + FACE,
        "zh": "领, 領, 衣, 袖, 袜, 襪, 鞋, 裤, 褲, 皮肤, 皮膚, 手里, 手裡, 手心, 手上, 怀里, "
              "懷裡, 脖子, 背上, 嘴里, 嘴裡, 头上, 頭上, 脸上, 臉上, 把手, 双手, 雙手, 后背, "
              "後背, 背后, 背後, 鼻子, 耳朵, 手指, 舌头, 舌頭, 用手, 前臂, 手臂, 胳膊, "
              "手腕, 腿上, 膝盖, 膝蓋, 脸颊, 臉頰, 嘴唇, 下巴, 小腿, 脚上, 腳上, 肚子, 胸口",
    },
    "apply": {  # putting it there, or keeping it there
        "en": "put+, hold+, held, pour+, place+, drop+, stick+, rub+, keep+, kept, slide+, "
              "dump+, tip+, press+, down, wash+, splash+, dip+, soak+, clip+, attach+, grip+, "
              "grasp+, clutch+, touch+, lay+, laid",
        "de": "steck*, leg*, halt*, hält, haelt, gieß*, giess*, kipp*, reib*, tu, tue, drück*, "
              "wasch*, tauch*, setz*, klemm*, fass* ~ an, fasst, anfass*, berühr*",
        "nl": "stop*, leg*, houd*, hou, giet*, gooi*, wrijf*, doe, druk*, was, wast, dompel*, "
              "zet*, klem*, pak*, raak* ~ aan, aanraak*",
        "tr": "koy*, tut*, dök*, sür*, bastır*, yıka*, daldır*, tak*, dokun*, kavra*, "
              "ov*, atar, at, atın, sok*",
        "zh": "放, 塞, 倒, 握, 拿着, 拿著, 贴, 貼, 含, 抹, 按, 泼, 潑, 浸, 洗, 泡, 捧, 摸, 扎, 夹, "
              "夾, 擦, 蹭",
    },
}


CLAUSES.update(PROCEDURES)  # the table's procedures (language/text/procedure_lexicon.py)
CLAUSES.update(PLAY)  # a rule of play said in words (language/text/play_lexicon.py)
CLAUSES.update(LIKING)  # a liking (language/text/liking_lexicon.py)
