"""Write tests/data/redteam-words35/{unfair,fair}/ from the table below (issue 29, session 35).

One line of :data:`TABLE` is ``RULE|LANG|KIND|TEXT``: KIND ``u`` is a numbered base rule of
/work/shared/rules/RULES.md changed in words for one standing (the champion, last round's
winner or loser, the dealer, the player left of the dealer, the rule's creator): an error
(LP716 or a sharper code, R-VOTE-1, R-CUSTOM-2, R-CUSTOM-4). KIND ``f`` is the fair twin:
the same rule said as the cards say it, for everyone, as a reminder, or "like everyone".
Where the text goes (a ``says``, a ``does`` or the rule's name) turns with the line's
number, so every rule is carried more than one way. Deterministic: run it again and the
files are the same, byte for byte (``python tests/data/redteam-words35/generate.py``).
"""

# ruff: noqa: E501  (the table holds one text a line, as a table writes it)
from __future__ import annotations

import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent

TABLE = """
R-SETUP-1|en|u|For the champion, a Queen counts higher than an Ace.
R-SETUP-1|de|u|Für den Sieger der letzten Runde zählt der Bube höher als das Ass.
R-SETUP-1|nl|u|Voor de kampioen telt een vrouw hoger dan een aas.
R-SETUP-1|tr|u|Şampiyon için kız, astan daha yüksek sayılır.
R-SETUP-1|zh|u|对冠军来说，Q比A大。
R-SETUP-1|en|f|Reminder: the Ace is the highest rank, for everyone.
R-SETUP-1|de|f|Zur Erinnerung: das Ass ist die höchste Karte, für alle.
R-SETUP-1|zh|f|提醒一下：A是最大的牌，大家都一样。
R-SETUP-2|en|u|The dealer gets four hand cards instead of three.
R-SETUP-2|de|u|Der Verlierer der letzten Runde bekommt vier Handkarten statt drei.
R-SETUP-2|nl|u|De kampioen mag na het delen naar zijn dichte kaarten kijken.
R-SETUP-2|tr|u|Önceki turun kazananı üç yerine dört el kartı alır.
R-SETUP-2|zh|u|上一局的赢家可以先看一眼自己的暗牌。
R-SETUP-2|en|u|The champion may look at their face-down cards after the deal.
R-SETUP-2|en|f|Everyone gets three hand cards, three face-up cards and three face-down cards.
R-SETUP-2|nl|f|Niemand mag naar zijn dichte kaarten kijken, ook de kampioen niet.
R-SETUP-2|tr|f|Herkes üç el kartı, üç açık ve üç kapalı kart alır.
R-SETUP-3|en|u|The champion may swap all three hand cards with their face-up cards.
R-SETUP-3|de|u|Der Verlierer der letzten Runde darf zweimal eine Handkarte mit einer offenen Karte tauschen.
R-SETUP-3|nl|u|De gever mag twee kaarten ruilen met zijn open kaarten.
R-SETUP-3|tr|u|Şampiyon iki kez kart değiştirebilir.
R-SETUP-3|zh|u|冠军可以换两次明牌。
R-SETUP-3|en|f|Everyone may swap one hand card for one face-up card, once.
R-SETUP-3|de|f|Jeder darf einmal eine Handkarte gegen eine offene Karte tauschen.
R-SETUP-3|zh|f|每个人都可以把一张手牌和一张明牌换一次。
R-SETUP-4|en|u|The loser of the last round plays first.
R-SETUP-4|de|u|In jeder Runde beginnt der Spieler links vom Geber.
R-SETUP-4|nl|u|De verliezer van de vorige ronde begint altijd.
R-SETUP-4|tr|u|Önceki turun kaybedeni her turda ilk oynar.
R-SETUP-4|zh|u|上一局的输家先出牌。
R-SETUP-4|en|f|Last round's winner plays first, as the cards say.
R-SETUP-4|de|f|Der Sieger der letzten Runde spielt zuerst, wie auf der Karte.
R-SETUP-4|zh|f|上一局的赢家先出牌。
R-TURN-1|en|u|The champion may choose the direction of play each round.
R-TURN-1|de|u|Der Champion bestimmt die Spielrichtung.
R-TURN-1|nl|u|De kampioen bepaalt de speelrichting.
R-TURN-1|tr|u|Şampiyon oyun yönünü seçebilir.
R-TURN-1|zh|u|冠军可以决定出牌方向。
R-TURN-1|en|f|Play goes clockwise, for everyone.
R-TURN-1|de|f|Zur Erinnerung: es wird im Uhrzeigersinn gespielt.
R-TURN-1|nl|f|Er wordt met de klok mee gespeeld.
R-TURN-2|en|u|The champion may pass instead of playing or picking up.
R-TURN-2|de|u|Der Sieger der letzten Runde darf nach dem Aufnehmen noch eine Karte spielen.
R-TURN-2|nl|u|De verliezer van de vorige ronde mag passen.
R-TURN-2|tr|u|Şampiyon yığını aldıktan sonra tekrar oynayabilir.
R-TURN-2|zh|u|冠军收牌以后可以接着出牌。
R-TURN-2|en|u|After picking up, last round's winner may play again.
R-TURN-2|en|f|Any pickup ends your turn, the champion's too.
R-TURN-2|de|f|Zur Erinnerung: Passen gibt es nicht.
R-TURN-2|nl|f|Wie de stapel pakt, is klaar met zijn beurt, net als iedereen.
R-TURN-2|zh|f|收牌以后这一轮就结束了，冠军也一样。
R-TURN-3|en|u|The dealer need not play on an empty table.
R-TURN-3|de|u|Der Geber muss auf einen leeren Tisch nicht spielen.
R-TURN-3|nl|u|De gever hoeft op een lege tafel niet te spelen.
R-TURN-3|tr|u|Dağıtan boş masada oynamak zorunda değil.
R-TURN-3|zh|u|发牌的人在空桌上可以不出牌。
R-TURN-3|en|f|On an empty table everyone with cards must play.
R-TURN-3|de|f|Auf einem leeren Tisch muss jeder mit Karten spielen.
R-TURN-3|tr|f|Boş masada kartı olan herkes oynamak zorunda.
R-PLAY-1|en|u|The champion may play two ranks at once.
R-PLAY-1|de|u|Der Champion darf zwei verschiedene Ränge auf einmal spielen.
R-PLAY-1|nl|u|De winnaar van de vorige ronde mag twee verschillende waarden tegelijk spelen.
R-PLAY-1|tr|u|Önceki turun kazananı aynı anda iki farklı değer oynayabilir.
R-PLAY-1|zh|u|上一局的赢家可以一次出两种点数。
R-PLAY-1|en|f|A play is one or more cards of one rank, for everyone.
R-PLAY-1|de|f|Ein Zug ist eine oder mehrere Karten eines Rangs, für alle.
R-PLAY-1|zh|f|每次出牌只能出同一个点数，大家都一样。
R-PLAY-2|en|u|The loser of the last round may play a lower card than the pile.
R-PLAY-2|de|u|Der Verlierer der letzten Runde darf eine niedrigere Karte spielen.
R-PLAY-2|nl|u|De verliezer van de vorige ronde mag een lagere kaart spelen.
R-PLAY-2|tr|u|Önceki turun kaybedeni daha düşük bir kart oynayabilir.
R-PLAY-2|zh|u|上一局的输家可以出比上一手小的牌。
R-PLAY-2|en|u|The champion may match a pair with a pair.
R-PLAY-2|en|f|You must play higher than the previous play, or the same rank with more cards.
R-PLAY-2|de|f|Man muss höher spielen als der vorige Zug, oder den gleichen Rang mit mehr Karten.
R-PLAY-2|zh|f|要出比上一手大的牌，或者同点数更多张。
R-PLAY-3|en|u|Only last round's winner may complete four of a kind with a single card.
R-PLAY-3|de|u|Nur der Champion darf mit einer einzelnen Karte vier gleiche vervollständigen.
R-PLAY-3|nl|u|Alleen de kampioen mag met één kaart vier gelijke kaarten volmaken.
R-PLAY-3|tr|u|Yalnızca şampiyon tek kartla dörtlüyü tamamlayabilir.
R-PLAY-3|zh|u|只有冠军可以用一张牌凑齐四张。
R-PLAY-3|en|f|Anyone may complete four of a kind with one card, and it clears.
R-PLAY-3|de|f|Jeder darf mit einer Karte vier gleiche vollmachen, das räumt ab.
R-PLAY-3|zh|f|谁都可以用一张牌凑齐四张，凑齐就清场。
R-PLAY-4|en|u|For the champion, the previous play is the lowest card on the pile.
R-PLAY-4|de|u|Für den Champion zählt die unterste Karte des Stapels als letzter Zug.
R-PLAY-4|nl|u|Voor de kampioen telt de onderste kaart van de stapel als vorige zet.
R-PLAY-4|tr|u|Şampiyon için yığındaki en alttaki kart önceki hamle sayılır.
R-PLAY-4|zh|u|对冠军来说，牌堆最下面那张算上一手。
R-PLAY-4|en|f|The previous play is the last play lying on the pile; 3s never count.
R-PLAY-4|de|f|Der vorige Zug ist der letzte, der auf dem Stapel liegt; Dreien zählen nie.
R-PLAY-4|zh|f|上一手就是牌堆最上面那一手，3永远不算。
R-DRAW-1|en|u|The champion does not have to draw after playing.
R-DRAW-1|de|u|Der Sieger der letzten Runde braucht nicht nachzuziehen.
R-DRAW-1|nl|u|De kampioen hoeft na het spelen niet bij te trekken.
R-DRAW-1|tr|u|Şampiyon oynadıktan sonra kart çekmek zorunda değil.
R-DRAW-1|zh|u|冠军出牌以后不用摸牌。
R-DRAW-1|en|u|The dealer draws up to four hand cards.
R-DRAW-1|de|u|Der Spieler links vom Geber zieht auf vier Handkarten nach.
R-DRAW-1|en|f|After your first play, draw one card if you hold fewer than three hand cards.
R-DRAW-1|de|f|Nach dem ersten Zug zieht jeder eine Karte, wenn er weniger als drei Handkarten hat.
R-DRAW-1|nl|f|Na je eerste zet trek je een kaart als je minder dan drie handkaarten hebt.
R-DRAW-1|tr|f|İlk hamleden sonra elinde üçten az kart varsa bir kart çekersin.
R-DRAW-1|zh|f|出完第一手以后，手牌少于三张就摸一张。
R-DRAW-2|en|u|The champion draws a card after a bonus play.
R-DRAW-2|de|u|Der Champion darf nach einem Bonuszug eine Karte ziehen.
R-DRAW-2|nl|u|De kampioen mag na een bonusbeurt een kaart trekken.
R-DRAW-2|tr|u|Şampiyon bonus hamleden sonra kart çekebilir.
R-DRAW-2|zh|u|冠军奖励出牌以后也可以摸一张牌。
R-DRAW-2|en|f|A bonus play never gives a draw, for anyone.
R-DRAW-2|de|f|Nach einem Bonuszug zieht niemand.
R-DRAW-2|zh|f|奖励出牌以后谁都不摸牌。
R-DRAW-3|en|u|After a blind play, the champion need not draw.
R-DRAW-3|de|u|Nach einem blinden Zug muss der Champion nicht nachziehen.
R-DRAW-3|nl|u|Na een blinde zet hoeft de kampioen niet bij te trekken.
R-DRAW-3|tr|u|Kör hamleden sonra şampiyon kart çekmek zorunda değil.
R-DRAW-3|zh|u|冠军盲出以后不用摸牌。
R-DRAW-3|en|f|A blind play draws like any other play.
R-DRAW-3|de|f|Ein blinder Zug zieht wie jeder andere.
R-DRAW-3|zh|f|盲出的牌也照常摸牌，大家一样。
R-SPECIAL-2|en|u|Last round's winner may play a 2 on an active 3.
R-SPECIAL-2|de|u|Der Champion darf eine 2 auch auf eine offene 3-Pflicht legen.
R-SPECIAL-2|nl|u|De kampioen mag een 2 op een actieve 3 leggen.
R-SPECIAL-2|tr|u|Şampiyon aktif bir 3 zorunluluğuna 2 atabilir.
R-SPECIAL-2|zh|u|冠军在3的义务下也可以出2。
R-SPECIAL-2|en|f|A 2 goes on anything except an active 3.
R-SPECIAL-2|de|f|Eine 2 geht auf alles außer eine aktive 3.
R-SPECIAL-2|zh|f|2什么牌上都能出，除了3的义务。
R-SPECIAL-3|en|u|Last round's loser does not have to pick up the pile after a 3.
R-SPECIAL-3|de|u|Der Geber muss nach einer 3 den Stapel nicht aufnehmen.
R-SPECIAL-3|nl|u|De gever hoeft na een 3 de stapel niet op te pakken.
R-SPECIAL-3|tr|u|Dağıtan 3'ten sonra yığını almak zorunda değil.
R-SPECIAL-3|zh|u|发牌的人遇到3可以不收牌。
R-SPECIAL-3|en|f|After a 3 the next player picks up the pile or plays a 3, everyone alike.
R-SPECIAL-3|de|f|Nach einer 3 muss der nächste den Stapel aufnehmen oder eine 3 spielen.
R-SPECIAL-3|zh|f|出了3以后，下家要么收牌要么出3，谁都一样。
R-SPECIAL-7|en|u|The champion may play a 10 on a 7.
R-SPECIAL-7|de|u|Der Sieger der letzten Runde darf nach einer 7 höher spielen.
R-SPECIAL-7|nl|u|De winnaar van de vorige ronde mag na een 7 een hogere kaart spelen.
R-SPECIAL-7|tr|u|Şampiyon 7'den sonra daha yüksek kart oynayabilir.
R-SPECIAL-7|zh|u|冠军可以在7上面出10。
R-SPECIAL-7|en|f|After a 7 play a 7 or lower, the champion too.
R-SPECIAL-7|de|f|Nach einer 7 spielt jeder eine 7 oder niedriger.
R-SPECIAL-7|zh|f|出了7以后只能出7或者更小的牌，大家都一样。
R-SPECIAL-10|en|u|For the dealer, a 9 clears the pile too.
R-SPECIAL-10|de|u|Für den Champion räumt auch eine 9 ab.
R-SPECIAL-10|nl|u|Voor de kampioen ruimt een 9 de stapel ook op.
R-SPECIAL-10|tr|u|Şampiyon için 9 da yığını temizler.
R-SPECIAL-10|zh|u|对冠军来说，9也能清牌。
R-SPECIAL-10|en|f|A 10 clears the pile and you play again.
R-SPECIAL-10|de|f|Eine 10 räumt den Stapel ab, und du spielst nochmal.
R-SPECIAL-10|zh|f|10清牌，然后再出一手。
R-CLEAR-1|en|u|The champion gets two bonus plays after a clear.
R-CLEAR-1|de|u|Der Champion bekommt nach dem Abräumen zwei Bonuszüge.
R-CLEAR-1|nl|u|De winnaar van de vorige ronde krijgt na het opruimen twee bonusbeurten.
R-CLEAR-1|tr|u|Şampiyon temizledikten sonra iki bonus hamle yapar.
R-CLEAR-1|zh|u|冠军清牌以后有两次奖励出牌。
R-CLEAR-1|en|f|A clear gives one bonus play.
R-CLEAR-1|de|f|Nach dem Abräumen gibt es einen Bonuszug.
R-CLEAR-1|zh|f|清牌以后有一次奖励出牌。
R-CLEAR-2|en|u|For the champion, three of a kind clear the pile.
R-CLEAR-2|de|u|Für den Champion räumen schon drei gleiche Karten ab.
R-CLEAR-2|nl|u|Voor de kampioen ruimen drie gelijke kaarten al op.
R-CLEAR-2|tr|u|Şampiyon için aynı değerden üç kart da yığını temizler.
R-CLEAR-2|zh|u|对冠军来说，三张一样的牌就清场。
R-CLEAR-2|en|f|Four of a kind clears, the same for everyone.
R-CLEAR-2|de|f|Vier gleiche räumen ab, für alle gleich.
R-CLEAR-2|zh|f|凑齐四张一样的牌就清场，大家都一样。
R-CLEAR-3|en|u|The champion may take back a card from the cleared pile.
R-CLEAR-3|de|u|Der Champion darf sich eine abgeräumte Karte zurücknehmen.
R-CLEAR-3|nl|u|De kampioen mag een opgeruimde kaart terugnemen.
R-CLEAR-3|tr|u|Şampiyon temizlenen kartlardan birini geri alabilir.
R-CLEAR-3|zh|u|冠军可以从清掉的牌里拿回一张。
R-CLEAR-3|en|f|The cleared cards stay out for the rest of the round.
R-CLEAR-3|de|f|Die abgeräumten Karten bleiben bis zum Rundenende draußen.
R-CLEAR-3|zh|f|清掉的牌这一局都不再回来。
R-CLEAR-4|en|u|For the champion, four 8s on a 7 clear the pile.
R-CLEAR-4|de|u|Beim Champion räumen vier Achten auch auf einer 7 ab.
R-CLEAR-4|nl|u|Voor de kampioen ruimen vier achten ook op een 7 op.
R-CLEAR-4|tr|u|Şampiyon için 7'nin üstüne dört 8 de yığını temizler.
R-CLEAR-4|zh|u|对冠军来说，7上面出四张8也能清场。
R-CLEAR-4|en|f|Four high cards cannot clear a 7; four 6s on a 7 do.
R-CLEAR-4|de|f|Vier hohe Karten räumen eine 7 nicht ab.
R-CLEAR-4|zh|f|四张大牌不能清掉7，四张6可以。
R-FACE-1|en|u|The champion may take the face-up cards into hand while still holding hand cards.
R-FACE-1|de|u|Der Champion darf seine offenen Karten schon nehmen, bevor die Hand leer ist.
R-FACE-1|nl|u|De kampioen mag zijn open kaarten al oppakken voordat zijn hand leeg is.
R-FACE-1|tr|u|Şampiyon eli boşalmadan açık kartlarını alabilir.
R-FACE-1|zh|u|冠军手牌没出完也可以拿明牌。
R-FACE-1|en|f|When your hand is empty, take all your face-up cards as your new hand.
R-FACE-1|de|f|Wenn deine Hand leer ist, nimmst du alle offenen Karten auf die Hand.
R-FACE-1|zh|f|手牌出完以后，把明牌全部拿到手里。
R-FACE-2|en|u|The champion may look at a face-down card before playing it.
R-FACE-2|de|u|Der Sieger der letzten Runde darf seine verdeckte Karte vorher ansehen.
R-FACE-2|nl|u|De kampioen mag een dichte kaart eerst bekijken.
R-FACE-2|tr|u|Şampiyon kapalı kartına oynamadan önce bakabilir.
R-FACE-2|zh|u|冠军可以先看一眼暗牌再出。
R-FACE-2|en|u|If the champion's blind card is illegal, the champion need not pick up the pile.
R-FACE-2|en|f|Face-down cards are played blind, without looking, for everyone.
R-FACE-2|de|f|Die verdeckten Karten werden blind gespielt, ohne hinzusehen.
R-FACE-2|zh|f|暗牌不能看，直接翻出来，谁都一样。
R-FACE-3|en|u|During a 3, the champion may turn a second face-down card if the first is not a 3.
R-FACE-3|de|u|Bei einer aktiven 3 darf der Champion eine zweite verdeckte Karte aufdecken, wenn die erste keine 3 ist.
R-FACE-3|nl|u|Bij een actieve 3 mag de kampioen een tweede dichte kaart omdraaien als de eerste geen 3 is.
R-FACE-3|tr|u|Aktif bir 3 varken şampiyon ilk kapalı kartı 3 değilse ikinci bir kapalı kart açabilir.
R-FACE-3|zh|u|有3的义务时，冠军翻出的暗牌不是3，可以再翻一张。
R-FACE-3|en|f|During a 3, only a face-down 3 is legal; any other card goes onto the pile you pick up.
R-FACE-3|de|f|Bei einer aktiven 3 ist nur eine verdeckte 3 erlaubt.
R-FACE-3|zh|f|有3的义务时，只有暗牌3能出，别的牌就得收牌。
R-WIN-1|en|u|The champion is out with one card left.
R-WIN-1|de|u|Der Champion ist schon mit einer Karte in der Hand fertig.
R-WIN-1|nl|u|De kampioen is al uit met nog één kaart over.
R-WIN-1|tr|u|Şampiyon elinde bir kart kalınca da oyunu bitirmiş sayılır.
R-WIN-1|zh|u|冠军剩一张牌就算出完。
R-WIN-1|en|f|You win as soon as you legally play your last face-down card.
R-WIN-1|de|f|Du gewinnst, sobald du deine letzte verdeckte Karte regulär spielst.
R-WIN-1|zh|f|打出最后一张暗牌就赢了，大家一样。
R-WIN-2|en|u|If the champion's last card clears, the champion chooses who leads next.
R-WIN-2|de|u|Räumt die letzte Karte des Champions ab, bestimmt der Champion, wer als nächster anfängt.
R-WIN-2|nl|u|Als de laatste kaart van de kampioen opruimt, kiest de kampioen wie begint.
R-WIN-2|tr|u|Şampiyonun son kartı yığını temizlerse, sıradakini şampiyon seçer.
R-WIN-2|zh|u|冠军最后一张牌清场的话，由冠军决定谁接着出。
R-WIN-2|en|f|If your last card clears, you are out and the next active player begins on the empty table.
R-WIN-2|de|f|Räumt deine letzte Karte ab, bist du draußen, und der nächste beginnt auf dem leeren Tisch.
R-WIN-2|zh|f|最后一张牌清场的话，你已经出完了，下家在空桌上开始。
R-WIN-3|en|u|The champion also wins if they come second.
R-WIN-3|de|u|Der Champion gewinnt auch als Zweiter.
R-WIN-3|nl|u|De kampioen wint ook als hij als tweede uit is.
R-WIN-3|tr|u|Şampiyon ikinci bitirse de kazanır.
R-WIN-3|zh|u|冠军第二个出完也算赢。
R-WIN-3|en|f|Only the first player out wins and invents a rule.
R-WIN-3|de|f|Nur wer zuerst raus ist, gewinnt.
R-WIN-3|zh|f|只有第一个出完的人赢。
R-WIN-4|en|u|The champion, once out, may draw a card and come back in.
R-WIN-4|de|u|Der Champion darf nach dem Rausgehen wieder Karten ziehen und weiterspielen.
R-WIN-4|nl|u|De kampioen mag na het uitgaan weer een kaart trekken en meespelen.
R-WIN-4|tr|u|Şampiyon oyundan çıktıktan sonra tekrar kart çekip oyuna dönebilir.
R-WIN-4|zh|u|冠军出完以后还可以摸牌继续玩。
R-WIN-4|en|f|A player who is out never draws.
R-WIN-4|de|f|Wer schon raus ist, zieht nie.
R-WIN-4|zh|f|出完牌的人不再摸牌。
R-FAQ-1|en|u|When the champion plays a 3 on an empty pile, the next player loses their turn.
R-FAQ-1|de|u|Spielt der Champion eine 3 auf den leeren Tisch, setzt der nächste Spieler aus.
R-FAQ-1|nl|u|Als de kampioen een 3 op een lege tafel legt, slaat de volgende speler een beurt over.
R-FAQ-1|tr|u|Şampiyon boş masaya 3 atarsa sıradaki oyuncu sırasını kaybeder.
R-FAQ-1|zh|u|冠军在空桌上出3，下家就要跳过一轮。
R-FAQ-1|en|f|A 3 on an empty pile is discarded; nobody loses a turn.
R-FAQ-1|de|f|Eine 3 auf einem leeren Stapel wird abgelegt; niemand setzt aus.
R-FAQ-1|zh|f|空桌上出3就弃掉，谁都不跳过。
R-FAQ-2|en|u|For the loser of the last round, one card on three equal cards does not clear.
R-FAQ-2|de|u|Beim Geber räumt eine Karte auf drei gleichen nicht ab.
R-FAQ-2|nl|u|Bij de gever ruimt één kaart op drie gelijke niet op.
R-FAQ-2|tr|u|Dağıtan için üç aynı kartın üstüne tek kart yığını temizlemez.
R-FAQ-2|zh|u|发牌的人在三张一样的牌上出一张不算清场。
R-FAQ-2|en|f|One card on three equal cards completes the four and clears.
R-FAQ-2|de|f|Eine Karte auf drei gleichen macht die vier voll und räumt ab.
R-FAQ-2|zh|f|三张一样的牌上出一张凑齐四张，就清场。
R-FAQ-3|en|u|The dealer's four Kings clear a 7.
R-FAQ-3|de|u|Für den Sieger der letzten Runde räumen vier Könige eine 7 ab.
R-FAQ-3|nl|u|Voor de winnaar van de vorige ronde ruimen vier heren een 7 op.
R-FAQ-3|tr|u|Önceki turun kazananı için dört papaz 7'yi temizler.
R-FAQ-3|zh|u|上一局的赢家出四张K也能清掉7。
R-FAQ-3|en|f|Four Kings cannot clear a 7.
R-FAQ-3|de|f|Vier Könige räumen keine 7 ab.
R-FAQ-3|zh|f|四张K清不掉7。
R-FAQ-4|en|u|When the champion plays two 3s, the next two players must both pick up.
R-FAQ-4|de|u|Spielt der Champion zwei Dreien, müssen die nächsten zwei Spieler je aufnehmen.
R-FAQ-4|nl|u|Als de kampioen twee drieën speelt, moeten de volgende twee spelers allebei oppakken.
R-FAQ-4|tr|u|Şampiyon iki tane 3 atarsa sonraki iki oyuncu da yığını almak zorunda.
R-FAQ-4|zh|u|冠军出两张3的话，后面两个人都要收牌。
R-FAQ-4|en|f|Several 3s in one play pass one obligation to one player.
R-FAQ-4|de|f|Mehrere Dreien in einem Zug geben eine Pflicht an einen Spieler weiter.
R-FAQ-4|zh|f|一次出几张3也只传给下家一次。
R-FAQ-5|en|u|The champion settles every dispute about any rule.
R-FAQ-5|de|u|Bei jedem Streit über eine Regel entscheidet der Champion.
R-FAQ-5|nl|u|Bij elke twijfel over een regel beslist de kampioen.
R-FAQ-5|tr|u|Bir kural hakkında her anlaşmazlıkta şampiyon karar verir.
R-FAQ-5|zh|u|规则有争议时都由冠军决定。
R-FAQ-5|en|f|If a rule is unclear, its creator decides; if absent, the table decides by majority.
R-FAQ-5|de|f|Ist eine Regel unklar, entscheidet ihr Erfinder; fehlt er, entscheidet die Mehrheit.
R-FAQ-5|zh|f|规则不清楚的时候，由定规则的人决定；不在的话大家多数决定。
"""


def lines() -> list[tuple[str, str, str, str]]:
    """The table's lines as (rule, language, kind, text)."""
    out = []
    for line in TABLE.strip().splitlines():
        rule, lang, kind, text = line.split("|", 3)
        out.append((rule, lang, kind, text))
    return out


def book(text: str, place: str) -> str:
    """A one-rule book carrying ``text`` in ``place``: says, does or the rule's name."""
    said = text.replace('"', "'")
    if place == "name":
        return f'rule "{said}"\n  after deal:\n    the dealer says "Nice"\n'
    return f'rule "T"\n  after round_end:\n    the winner {place} "{said}"\n'


def main() -> None:
    for kind in ("unfair", "fair"):
        shutil.rmtree(HERE / kind, ignore_errors=True)
        (HERE / kind).mkdir()
    seen: dict[tuple[str, str, str], int] = {}
    for at, (rule, lang, kind, text) in enumerate(lines()):
        # a fair reminder is said or named, not done: a ``does`` text is an act (LP712)
        place = ("says", "says", "does", "says", "name")[at % 5] if kind == "u" else \
            ("says", "says", "name")[at % 3]
        n = seen[(rule, lang, kind)] = seen.get((rule, lang, kind), 0) + 1
        folder = "unfair" if kind == "u" else "fair"
        why = (f"{rule} changed in words for one standing: only a base-rule vote may "
               "change it (R-VOTE-1, R-CUSTOM-2, R-CUSTOM-4)") if kind == "u" else \
            f"{rule} said as the cards say it, for everyone"
        name = f"{rule.lower()}-{lang}-{place}{'' if n == 1 else n}.lopti"
        (HERE / folder / name).write_text(
            f"# category: {rule} {lang}\n# why: {why}, in a {place} text.\n{book(text, place)}",
            encoding="utf-8")


if __name__ == "__main__":
    main()
