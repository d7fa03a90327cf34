"""The slots of what a text asks of a body, in the five languages (issue 29, session 23).

Read by language/text/bodily.py; merged into the judge's lexicon by language/text/matching.py
(the entry syntax of harm_lexicon.py: ``stem*``, ``word+``, ``a ~ b``, Chinese by
substring). Each group fills one slot of a demand on a body, the languages' ordinary
vocabulary for it, not the wordings of examples:

- **what** is asked: ``bd_posture``, a posture held (one leg, kneeling, arms up, on
  tiptoe, hands on the head, facing the wall; auf einem Bein, knien; op één been,
  knielen; tek ayak, diz çökmek; 单脚, 跪); ``bd_run``, a fast way of moving (run, jog,
  sprint; rennen, joggen; rennen, hardlopen; koşmak; 跑), exerting held for a stretch;
  ``bd_exert``, an exercise by its name (jumping jacks, laps, Hampelmann; 蛙跳);
  ``bd_leave``, leaving the table or the room, waiting outside (verlassen, vor der Tür;
  de gang op; odadan çıkmak; 离开房间);
- **where** it goes: ``bd_away``, a place beyond the table (the block, the street, the
  garden, the stairs; Block, Garten, Treppe; blok, tuin, trap; blok, bahçe, merdiven;
  小区, 楼下); ``bd_lap``, a way round something (around, a lap, um den, rondom, etrafında,
  一圈, 绕);
- **how long**: ``bd_long``, a stretch of time or the play itself (until, the whole round,
  for minutes, while playing; bis, die ganze Runde, während; tot, de hele ronde, tijdens;
  kadar, boyunca; 直到, 整局), and ``bd_stance``, a stance kept through it (standing,
  stehend, staand, ayakta, 站着); ``bd_brief``, a moment only (for a moment, kurz, even,
  bir an, 片刻);
- **with what, to whom**: ``bd_limb``, a limb one strikes with (elbow, knee, shoulder,
  fist; Ellbogen; elleboog; dirsek; 胳膊肘), read with another person as the patient;
- **offered or asked**: ``bd_offer``, whoever wants (wer will, wie wil, isteyen, 愿意的人):
  an act offered to those who want it is asked of nobody; ``bd_offered``, what is
  offered at a table (a hand, a handshake, a hug, a high five, a toast);
  ``bd_table``, the table a gesture is made to ("masayı alkışlar": the players at it).
"""

from __future__ import annotations

from .tr_forms import RUN

#: group -> language -> entries. Languages: en, de, nl, tr, zh.
BODILY: dict[str, dict[str, str]] = {
    "bd_posture": {  # a posture held: a strain on the body, whatever the verb
        "en": "one leg, one foot, kneel+, knelt, on ~ knees, tiptoe*, tip toe*, "
              "arms up, arms raised, arms in the air, arms out, hands on ~ head, "
              "face the wall, faces the wall, crouch+, wall sit*, "
              "on all fours, bent over, "
              # a support held: the body's weight on arms, hands or a wall (a plank)
              "forearm plank*, side plank*, hollow hold*, "
              "dead hang*, l sit*, on ~ forearms, on ~ elbows and toes, "
              # arms held out (with a weight or not): a strain held
              "at arm s length, arms outstretched, outstretched arms, arms stretched out, "
              "arms extended",
        "de": "einem bein, einem fuß, einem fuss, einbeinig*, kniet, knien, kniend*, auf ~ knie, "
              "zehenspitzen, arme hoch, arme ~ hoch, arme ~ luft, hände ~ kopf, hockt, hocken, "
              "hockend, in die hocke, in der hocke, "
              "vierfüßler*, rücken zur wand, gesicht zur wand, "
              "unterarmstütz*, seitstütz*, stütz, planke*, "
              "wandsitz*, auf ~ unterarme*, auf ~ ellbogen und zehen, "
              "ausgestreckten armen, ausgestreckte arme, arme ausgestreckt",
        "nl": "één been, een been, één voet, een voet, kniel*, geknield, op ~ knieën, "
              "op ~ knieen, tenen, tippen, armen omhoog, armen ~ lucht, handen ~ hoofd, hurk*, "
              "gehurkt, met ~ gezicht ~ muur, "
              "zijplank*, onderarmsteun*, muurzit*, "
              "op ~ onderarmen, op ~ ellebogen en tenen, "
              "gestrekte armen, uitgestrekte armen, armen gestrekt",
        "tr": "tek ayak*, tek bacak*, diz çök*, diz üstü, dizüstü, dizlerinin üstünde, "
              "parmak uc*, kollar* ~ havada, kollar* ~ havaya, eller* ~ başının, çömel*, "
              "yüzü duvara, plank*, duvarda otur*, "
              "dirsekler* ~ üstünde, ön kollar* ~ üstünde, "
              "kollar* ~ uzat*, kolların* uzat*",
        "zh": "单脚, 單腳, 一条腿, 一條腿, 金鸡独立, 金雞獨立, 跪, 踮脚, 踮腳, 双手举, 雙手舉, "
              "举着手, 舉著手, 举起双手, 舉起雙手, 举着双手, 舉著雙手, 高举双手, 高舉雙手, "
              "蹲着, 蹲著, 马步, 馬步, 面壁, 抱头, 抱頭, 平板支撑, 平板支撐, 靠墙静蹲, "
              "靠牆靜蹲, 靠墙蹲, 靠牆蹲, 平举, 平舉, 伸直双臂, 伸直雙臂, 伸直手臂, 举过头顶, "
              "舉過頭頂, 举在头顶, 舉在頭頂",
    },
    "bd_run": {  # a fast way of moving: with a way to go, it is exerting
        "en": "run+, ran, jog+, sprint+, race+, dash+",
        "de": "renn*, rannte*, lauf*, läuf*, laeuf*, jogg*, sprint*, spurt*",
        "nl": "ren, rent, rennen, rende*, hardlop*, jog*, sprint*, loop, loopt, lopen",
        "tr": RUN,
        "zh": "跑, 冲刺, 衝刺, 慢跑",
    },
    "bd_exert": {  # an exercise named: exerting however it is asked
        "en": "jumping jack*, star jump*, bunny hop*, leapfrog*, bear crawl*, "
              "mountain climber*, wheelbarrow*",
        "de": "hampelmann*, hampelmänner, strecksprung*, strecksprünge, froschsprung*, "
              "froschsprünge, schubkarre*, bockspring*",
        "nl": "jumping jack*, sterrensprong*, kikkersprong*, bokspring*, kruiwagen*",
        "tr": "kurbağa zıpla*, kurbağa sıçra*, el arabası, zıplama hareket*",
        "zh": "蛙跳, 开合跳, 開合跳, 波比跳, 兔子跳, 跑圈, 跑步",
    },
    "bd_leave": {  # leaving the table or the room, waiting outside
        "en": "leave ~ room, leaves ~ room, out of the room, "
              "wait outside, waits outside, stand outside, stands outside, in the hallway, "
              "into the hallway, in the hall, outside the door, out the door",
        "de": "verlass* ~ raum, verlass* ~ zimmer, verläss* ~ raum, verläss* ~ zimmer, "
              "vor die tür, vor der tür, im flur, in den flur, aus dem zimmer, "
              "aus dem raum",
        "nl": "verlaat ~ kamer, verlaten ~ kamer, de gang op, op de gang, "
              "buiten wacht*, wacht* ~ buiten, buiten staan, staat ~ buiten, de kamer uit, "
              "voor de deur",
        "tr": "odadan çık*, odayı terk*, dışarı*, dışarda, "
              "dışarıda, koridor*, kapının önünde",
        "zh": "离开房间, 離開房間, 到外面, 去外面, 出去跑, 出去走, 跑出去, 走出去, 门外, "
              "門外, 走廊, 屋外, 墙角, 牆角",
    },
    "bd_away": {  # a place beyond the table a way to go leads to
        "en": "the block, a block, the street, the streets, the garden, the yard, the stairs, "
              "the staircase, the building, the house, the park, the neighbourhood, "
              "the neighborhood, outside, the garage, the car park",
        "de": "block, häuserblock, straße, strasse, garten, hof, treppe*, gebäude, haus, "
              "hauses, park, viertel, nachbarschaft, nach draußen, nach draussen, garage",
        "nl": "blok, blokje, huizenblok, straat, tuin, erf, trap, trappen, gebouw, huis, "
              "park, wijk, buurt, naar buiten, buitenshuis, buiten de deur, garage, flat",
        "tr": "blok*, sokağ*, sokak*, bahçe*, avlu*, merdiven*, bina*, evin, evi, park*, "
              "mahalle*, dışarı*, apartman*",
        "zh": "小区, 小區, 街区, 街區, 楼下, 樓下, 院子, 楼梯, 樓梯, 大楼, 大樓, 房子, 公园, "
              "公園, 操场, 操場, 街上, 绕楼, 繞樓, 楼外, 樓外",
    },
    "bd_lap": {  # a way round something
        "en": "around, round the, lap, laps, once round, twice round",
        "de": "um den, um das, um die, ums, rund um, runde um, einmal um, rundherum, herum",
        "nl": "rond, rondom, om het, om de, rondje, rondjes, eromheen",
        "tr": "etrafında, etrafını, çevresinde, çevresini, tur, turu, tur at*",
        "zh": "一圈, 两圈, 兩圈, 三圈, 绕, 繞, 圈",
    },
    "bd_long": {  # a stretch of time, or the play itself: an act held so long is a forfeit
        "en": "until, till, whole ~ round, whole ~ game, entire ~ round, entire ~ game, "
              "all round, all game, all evening, all night, rest of ~ round, rest of ~ game, "
              "rest of ~ evening, rest of ~ night, throughout, "
              "for ~ minute*, for ~ hour*, for ~ rounds, for ~ turns, "
              "during the ~ round, during ~ game, while playing, whilst playing, "
              "while ~ plays, while ~ play",
        "de": "bis, ganze* ~ runde, ganze* ~ spiel, ganze* ~ abend, restlich* ~ runde, "
              "restlich* ~ spiel*, restlich* ~ abend*, minute*, "
              "stunde*, während, runde lang, spiel lang, beim spielen, im stehen",
        "nl": "tot, totdat, hele ~ ronde, hele ~ spel, hele ~ avond, rest van ~ ronde, "
              "rest van ~ spel, rest van ~ avond, minuut, "
              "minuten, tijdens, ronde lang, spel lang, de ~ ronde door, speelt ~ staand, "
              "spelen ~ staand, staand",
        "tr": "kadar, boyunca, süresince, dakika*, oynarken, ayakta oyna*",
        "zh": "直到, 整局, 一整局, 整场, 整場, 整晚, 分钟, 分鐘, 一直, 期间, 期間, 站着打, 站著打",
    },
    "bd_stance": {  # a stance kept: held for a stretch, it is a forfeit
        "en": "standing, on ~ feet, stand still, stands still, keep still, keeps still",
        "de": "stehend, im stehen, stillstehen, steht still, stehen bleib*, bleibt ~ stehen",
        "nl": "staand, blijft ~ staan, blijf ~ staan, stilstaan, staat stil",
        "tr": "ayakta, kıpırdamadan, hareketsiz*",
        "zh": "站着, 站著, 一动不动, 一動不動",
    },
    "bd_brief": {  # a moment only: no stretch of time
        "en": "for a moment, a moment, for a second, a second, for a sec, momentarily",
        "de": "einen moment, einen augenblick, kurz, einen kurzen moment, eine sekunde",
        "nl": "even, eventjes, een moment, een ogenblik, een tel, heel even",
        "tr": "bir an, bir anlığına, bir saniye, kısa bir süre, kısaca",
        "zh": "片刻, 一会儿, 一會兒, 一下, 一下子, 一秒",
    },
    "bd_limb": {  # a limb one strikes with: with another person as the patient, a blow
        "en": "elbow, elbows, knee, knees, shoulder, shoulders, hip, hips, fist, fists, "
              "foot, feet, forehead",
        "de": "ellbogen, ellenbogen, ellbogens, knie, schulter, hüfte, faust, fuß, fuss, "
              "füßen, fuessen, stirn",
        "nl": "elleboog, ellebogen, knie, knieën, schouder, heup, vuist, voet, voeten, "
              "voorhoofd",
        "tr": "dirseğ*, dirsek*, diziyle, dizini, omzuyla, omuzuyla, kalçasıyla, "
              "yumruğuyla, ayağıyla, kafasıyla, alnıyla",
        "zh": "胳膊肘, 手肘, 肘, 膝盖, 膝蓋, 肩膀, 拳头, 拳頭, 脚, 腳, 额头, 額頭",
    },
    "bd_offer": {  # whoever wants: an act offered to those who want it
        "en": "whoever wants, whoever likes, anyone who wants, anybody who wants, "
              "anyone who likes, those who want, who wants, if they want, if they like, "
              "if you want, if you like, voluntar*, optional*, anyone ~ wants to, "
              "whoever ~ wants, "
              # what is set out, taken freely by each (fa36)
              "help yourselves, help yourself",
        "de": "wer will, wer möchte, wer mag, wer lust hat, wer ~ will, wer ~ möchte, "
              "freiwillig*, wenn er will, wenn sie will, wenn sie wollen, wenn du willst, "
              "wenn er mag, wenn sie mag, wenn du magst, wenn man mag, falls er mag, "
              "allen die wollen, jedem der will, denen die wollen, "
              "greift zu, greif zu, bedient euch, bedien dich",
        "nl": "wie wil, wie dat wil, wie ~ wil, wie zin heeft, wie ~ zin heeft, vrijwillig*, "
              "als ze willen, als hij wil, als zij wil, als je wilt, iedereen die wil, "
              "ieder die wil, pak ~ gerust, neem ~ gerust, tast toe",
        "tr": "isteyen*, dileyen*, isterse*, isterlerse, gönüllü*, "
              "istediği kadar alır, istedigi kadar alir, buyurun",
        "zh": "愿意的人, 願意的人, 想要的人, 愿意的, 願意的, 想要的, 自愿, 自願, 谁想, 誰想, "
              "谁愿意, 誰願意, 想的人, 随便抓, 隨便抓, 随便拿, 隨便拿, 随便吃, 隨便吃",
    },
    "bd_offered": {  # what a table offers: taken or not, it is asked of nobody
        "en": "hand, handshake*, hug, hugs, high five*, fist bump*, toast, toasts",
        "de": "hand, handschlag, umarmung*, high five, faust, ghettofaust, prost, toast",
        "nl": "hand, handje, handdruk, knuffel*, high five, boks, boksje, toost, proost",
        "tr": "el, elini, el sık*, elini sık*, ellerini sık*, tokalaş*, sarıl*, çak, beşlik, "
              "kadeh*",
        "zh": "握手, 拥抱, 擁抱, 击掌, 擊掌, 碰拳, 干杯, 乾杯",
    },
    "bd_offer_verb": {  # offering it
        "en": "offer+, propose+, hold+ ~ out, extend+, suggest+",
        "de": "biet*, anbiet*, angeboten, reich*, schlägt ~ vor, schlag* ~ vor",
        "nl": "biedt, bied, bieden, aanbied*, aangeboden, steek* ~ uit, stelt ~ voor",
        "tr": "uzat*, teklif*, önerir, öner*",
        "zh": "伸出, 提议, 提議, 提供, 主动, 主動",
    },
    "bd_table": {  # the table a gesture is made to, or where: the players at it
        "en": "table, everyone at the table, at the table, around the table, round the "
              "table, the whole table",
        "de": "tisch, tischrunde, runde, am tisch, um den tisch, in die runde, dem tisch, "
              "den ganzen tisch",
        "nl": "tafel, aan tafel, aan de tafel, rond de tafel, de hele tafel",
        "tr": "masayı, masaya, masadakiler*, masada, masadaki*, masanın etrafında",
        "zh": "全桌, 桌上的人, 一桌, 在座, 桌边, 桌邊, 全桌的人",
    },
}

__all__ = ["BODILY"]
