"""The slots of a demand on someone's private things, in the five languages (issue 29,
session 24: R-CUSTOM-3).

Read by language/text/private.py; merged into the judge's lexicon by
language/text/matching.py (the entry syntax of harm_lexicon.py: ``stem*``, ``word+``,
``a ~ b``, Chinese by substring). The languages' ordinary vocabulary for each slot, not
the wordings of examples:

- ``pv_thing``: **what is private**, a person's belongings and data: a phone, its
  messages, chats, photos and accounts, a wallet, a bag, keys, a password or PIN, a diary
  (Handy, Nachrichten, Geldbeutel, Schlüssel; telefoon, berichten, portemonnee, sleutels;
  telefon, mesajlar, cüzdan, anahtar, şifre; 手机, 聊天记录, 钱包, 钥匙, 密码);
- ``pv_hand``: **handing it over** to someone (hand, give, pass, lend; geben, reichen,
  leihen; geven, overhandigen, lenen; vermek, teslim etmek, uzatmak; 交给, 递给, 借给):
  read with the person who gets it;
- ``pv_kept``: **kept by someone else**, the thing the verb's subject ("the loser's phone
  stays with the winner", "bleibt beim Gewinner", "归赢家保管"): read with the person after
  the verb who keeps it (fa36);
- ``pv_open``: **opening it to others**: showing, unlocking, reading out, letting someone
  use, read or go through it (show, unlock, read aloud, let ... use, go through; zeigen,
  entsperren, vorlesen, durchsuchen; laten zien, ontgrendelen, voorlezen, doorzoeken;
  göstermek, kilidini açmak, sesli okumak, karıştırmak; 解锁, 翻看, 给...看, 念出).

Putting one's phone away, face down, or using it oneself ("picks the song on their own
phone") opens it to nobody: no verb of either kind.
"""

from __future__ import annotations

#: group -> language -> entries. Languages: en, de, nl, tr, zh.
PRIVATE: dict[str, dict[str, str]] = {
    "pv_thing": {
        "en": "phone, phones, cellphone*, cell phone*, mobile, mobiles, smartphone*, "
              "messages, text messages, chats, dms, inbox, emails, e mails, photos, "
              "pictures, camera roll, gallery, wallet*, purse*, bag, handbag*, backpack*, "
              "keys, password*, passcode*, pin, pin code, social media, instagram, "
              "facebook, whatsapp, tiktok, snapchat, diary, browser history, "
              "search history",
        "de": "handy*, telefon, telefons, smartphone*, nachricht, nachrichten, chat*, "
              "whatsapp*, fotos, "
              "bilder, galerie, geldbeutel*, portemonnaie*, geldbörse*, brieftasche*, "
              "tasche, handtasche*, rucksack*, schlüssel*, passwort*, kennwort*, pin, "
              "e mails, mails, postfach*, instagram*, social media, tagebuch*, "
              "suchverlauf*, browserverlauf*, verlauf",
        "nl": "telefoon*, mobiel, mobieltje*, gsm, smartphone*, berichten, berichtje*, "
              "appje*, chat*, whatsapp*, foto, fotos, foto s, fotootje*, portemonnee*, "
              "portemonnaie*, portefeuille*, tas, tasje, handtas*, rugzak*, sleutel*, "
              "wachtwoord*, pincode*, toegangscode*, mail*, inbox, instagram*, "
              "sociale media, dagboek*, zoekgeschiedenis, browsergeschiedenis*, "
              "internetgeschiedenis*",
        "tr": "telefon*, cep telefon*, mesaj*, sohbet*, whatsapp*, fotoğraf*, galeri*, "
              "cüzdan*, çanta*, anahtar*, şifre*, parola*, instagram*, sosyal medya*, "
              "günlüğ*, e posta*",
        "zh": "手机, 手機, 聊天记录, 聊天記錄, 微信, 短信, 消息, 相册, 相冊, 照片, 钱包, "
              "錢包, 包包, 背包, 钥匙, 鑰匙, 密码, 密碼, 朋友圈, 微博, 社交媒体, 社交媒體, "
              "日记, 日記, 浏览记录, 瀏覽記錄",
    },
    "pv_hand": {
        "en": "hand+, give+, gave, given, pass+, lend+, lent, surrender+, turn+ ~ over, "
              "turns ~ over",
        "de": "gib, gibt, geben, gebt, gab, übergib*, übergeben, übergibt, überreich*, "
              "reich*, leih*, borg*, händig* ~ aus",
        "nl": "geef, geeft, geven, gaf, overhandig*, leen*, uitlen*, reik*, overhand*",
        "tr": "verir, ver, versin, verecek, verip, veriyor, teslim*, uzat*, ödünç*",
        "zh": "交给, 交給, 递给, 遞給, 借给, 借給, 拿给, 拿給, 交出, 上交",
    },
    "pv_kept": {  # kept by someone else, the thing its subject ("stays with the winner")
        "en": "stays with, stay with, kept by, is kept by, confiscat*",
        "de": "bleibt ~ beim, bleibt ~ bei der, bleibt ~ bei dem, beschlagnahm*, "
              "konfiszier*, einkassiert",
        "nl": "blijft ~ bij de, blijft ~ bij het, in beslag*, confisqu*",
        "tr": "el koy*, el kon*, alıkon*",
        "zh": "归, 歸, 保管, 没收, 沒收, 扣下, 扣留",
    },
    "pv_open": {
        "en": "show+, shown, unlock+, let+ ~ use, let+ ~ read, let+ ~ see, let+ ~ look, "
              "let+ ~ scroll, let+ ~ browse, let+ ~ check, go through, goes through, "
              "went through, going through, look+ through, scroll+ through, browse+, "
              "read+ ~ aloud, read+ ~ out, search+, empty, empties, emptied, emptying, "
              "turn+ ~ out, rummage+",
        "de": "zeig*, entsperr*, lass* ~ lesen, lass* ~ benutzen, lass* ~ durchsehen, "
              "lass* ~ schauen, lass* ~ sehen, lass* ~ gucken, durchsuch*, durchstöber*, "
              "durchwühl*, durchseh*, vorles*, vorgelesen, liest ~ vor, lies ~ vor, les* ~ vor, "
              "laut vor, ausleer*, ausgeleert, leert ~ aus, ausräum*, ausgeräumt, räumt ~ aus, "
              "auskipp*",
        "nl": "laat ~ zien, laten ~ zien, zien, bekijk*, toon*, ontgrendel*, laat ~ lezen, "
              "laat ~ gebruiken, "
              "laat ~ kijken, laat ~ doorkijken, laat ~ doorzoeken, doorzoek*, doorkijk*, "
              "voorlez*, voorgelezen, leest ~ voor, lees ~ voor, hardop voor, hardop, doorlees*, "
              "doorlez*, leest ~ door, leeg, leegt, leeggemaakt, maakt ~ leeg, haalt ~ leeg",
        "tr": "göster*, kilidini, kilidi, kilit*, karıştır*, sesli oku*, "
              "yüksek sesle oku*, baktır*, kurcala*, açılır, okunur, okur, okusun, boşalt*",
        "zh": "解锁, 解鎖, 翻看, 翻一翻, 翻翻, 查看, 给大家看, 給大家看, 念出, 读出, 讀出, "
              "公开, 公開, 出示, 亮出, 给别人看, 給別人看, 给他看, 給他看, 给她看",
    },
}

__all__ = ["PRIVATE"]
