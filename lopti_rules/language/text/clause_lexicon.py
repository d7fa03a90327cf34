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
        "en": "birthday*, born, anniversary, married, engaged, single",
        "de": "geburtstag*, geboren, verheiratet, ledig*",
        "nl": "jarig*, verjaardag*, geboren, getrouwd, vrijgezel*",
        "tr": "doğum gün*, doğmuş, doğan, evli*, bekar*",
        "zh": "生日, 出生, 结婚, 結婚, 单身, 單身",
    },
    # how hard: a force verb on one's own head or face, or any body part but the hands
    # struck on a hard surface, is a physical risk whoever's body it is (LP701); a soft
    # touch of one's own shoulder or nose ("pat yourself on the back") is a gesture
    "force": {
        "en": "knock+, bang+, bash+, slam+, smash+, hit+, punch+, slap+, smack+, whack+, "
              "thump+, bump+, headbutt+, beat+, pound+, strike+, struck",
        "de": "schlag*, schläg*, hau, haut, hauen, knall*, stoß*, stoss*, box*, hämmer*, "
              "haemmer*, klopf*",
        "nl": "sla, slaat, slaan, bonk*, beuk*, stoot, stoten, ram, ramt, rammen, mep*, klop*",
        "tr": "vur*, çarp*, tokat*, yumruk*",
        "zh": "撞, 磕, 砸, 敲, 打",
    },
    "vulnerable": {  # the parts a force verb hurts even without a surface
        "en": "head, heads, forehead*, face, nose, teeth, eye, eyes, ear, ears, chin, throat",
        "de": "kopf, stirn, gesicht*, nase, zähne, auge, augen, ohr, ohren, kinn",
        "nl": "hoofd, voorhoofd, gezicht, neus, tanden, oog, ogen, oor, oren, kin, kop",
        "tr": "kafa*, baş*, alın*, yüz*, burun*, burn*, göz*, kulak*, kulağ*, çene*",
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
        "en": "card*, turn*, round*, play+, played, pile*, deck*, hand, hands, rank*, ace*, "
              "king*, queen*, jack*, clear+, draw+, drew, drawn, pick* up, pickup*, deal*, "
              "dealt, win+, won, winning, lose+, lost, losing, point*, score*, next, left, "
              "right, previous, out, lopti, vote*, rule*, roshambo*, seven*, "
              "ten*, two*, three*, pass+, skip*, bonus, trump*, suit*, lead*, led",
        "de": "karte*, zug, züge, zug*, dran, runde*, spiel*, gespielt, stapel*, deck, hand, "
              "rang, ass, asse, könig*, dame*, bube*, bildkarte*, zieh*, gezogen, abräum*, "
              "ausgeteilt, teil* aus, gewinn*, gewonnen, verlier*, verloren, punkt*, nächst*, "
              "naechst*, link*, recht*, vorig*, raus, lopti, regel*, abstimm*, "
              "sieben*, zehn*, zwei*, drei*, aussetz*, setzt aus",
        "nl": "kaart*, beurt*, ronde*, speel*, speelt, gespeeld, stapel*, hand, aas, azen, "
              "heer*, koning*, vrouw*, boer*, trek*, getrokken, uitgedeeld, deel*, win, wint, "
              "gewonnen, verlie*, verloren, punt*, volgende, links*, rechts*, vorige, "
              "uit, lopti, regel*, stem*, zeven*, tien*, twee*, drie*",
        "tr": "kart*, sıra*, tur*, oyna*, oynadı*, oyun*, deste*, el, eli, elinde*, as, "
              "papaz*, kız*, vale*, çek*, çekti*, dağıt*, kazan*, kaybet*, puan*, sonraki*, "
              "sol*, sağ*, önceki*, lopti, kural*, oy*, yedi*, on, iki, üç",
        "zh": "牌, 轮, 輪, 局, 出, 赢, 贏, 输, 輸, 庄, 莊, 发, 發, 摸, 抽, 张, 張, 清, 分, "
              "回合, 下家, 上家, 名, 票, 规则, 規則, 左, 右, 下一, 上一, 对面的玩家",
    },
    "you": {  # the player a text speaks to
        "en": "you, your",
        "de": "du, dich, dir, dein*",
        "nl": "je, jij, jou, jouw",
        "tr": "sen, senin, sende",
        "zh": "你",
    },
    "volition": {  # a player who picks themselves by wanting to ("whoever wants")
        "en": "want*, wish*, like*, feel* like, volunteer*, dare* not",
        "de": "will, willst, wollen, möchte*, moechte*, mag, magst, lust, freiwillig*",
        "nl": "wil, wilt, willen, zin, graag, vrijwillig*",
        "tr": "iste*, gönüllü*",
        "zh": "想, 愿意, 願意, 自愿, 自願",
    },
    "first_to": {  # Roshambo as a race ("first to three", "wer zuerst drei gewinnt")
        "en": "first to, first one to, whoever first, first player to",
        "de": "zuerst, als erster, als erstes, als erste",
        "nl": "als eerste, het eerst, eerst",
        "tr": "ilk, önce",
        "zh": "先, 率先, 谁先, 誰先",
    },
}

#: The commonest words of each language (articles, pronouns, the verbs to be and to have,
#: small particles). They tell which language a text is in; a word that is one of them in
#: the text's language is read in that language only (Dutch "je bent de volgende" is "you
#: are next", not the English damage word "bent"; German "die" is an article).
COMMON: dict[str, str] = {
    "en": "the, a, an, you, your, is, are, am, was, were, be, been, have, has, had, it, "
          "and, or, of, to, in, on, at, with, this, that, who, what, he, she, they, we, "
          "my, his, her, their, our, not, do, does, if, when, then, now",
    "de": "der, die, das, den, dem, des, ein, eine, einen, einem, und, oder, ist, sind, bist, "
          "bin, war, hat, hast, habe, haben, du, dich, dir, ich, mich, mir, er, sie, es, wir, "
          "ihr, mit, auf, für, von, zu, im, am, nicht, wer, wenn, dann, noch, nur, jetzt",
    "nl": "de, het, een, en, of, is, zijn, ben, bent, was, heb, hebt, heeft, hebben, je, jij, "
          "jou, jouw, ik, mij, mijn, hij, zij, ze, wij, we, met, op, voor, van, naar, niet, "
          "wie, als, dan, nog, maar, nu, aan, er, dat, die, deze, dit",
    "tr": "bir, ve, veya, bu, şu, o, sen, ben, biz, siz, onlar, senin, benim, ile, için, "
          "de, da, ki, mi, mı, değil, var, yok, olan, gibi, çok, en, her, sonra, şimdi",
}
