"""Turkish words of the lexicons written by their forms, not as a stem (fa33, issue 29).

Turkish inflects by suffixes, so a lexicon entry ``stem*`` reads every form of a word, and
also every other word that begins with the same letters: ``baş*`` (head) read *başla*
(start) and *başka* (other), ``yüz*`` (face) *yüzde* (percent), ``koş*`` (run) *koşul*
(condition). The words below are the forms a table writes: a noun as the bare word, its
possessed and case forms and the plural; a verb as its stem and the first letters of its
suffixes (``oturm*`` reads *oturmak* and *oturmaz*, while *oturum* "session" stays out).
They are shared by the lexicons that read the same word. tools/stem_audit.py lists what
each remaining stem matches; tests/language/test_free_text_stems.py keeps the watched
stems off the known innocent words. Written as the text is: the lexicon is folded as the
text is, so ``başı`` also reads ``basi``.
"""

from __future__ import annotations


def _forms(*words: str) -> str:
    return ", ".join(words)


#: the face (not *yüzde* "percent", *bu yüzden* "so", *yüzey*, *yüzük*, *yüzmek*)
FACE = _forms("yüz", "yüzü", "yüzünü", "yüzüne", "yüzünden", "yüzün", "yüzünün", "yüzüm",
              "yüzümü", "yüzüme", "yüzleri", "yüzlerine", "yüzlerini")
#: the head and the forehead (not *başla* "start", *başka* "other", *başarı*, *başlık*;
#: not *alınır* "is taken", *alınan*); *başına* is also "per" and stays: a head's dative
HEAD = _forms("baş", "başı", "başını", "başına", "başından", "başın", "başının", "başım",
              "başımı", "başıma", "başlarına", "başlarını",
              "alın", "alnı", "alnını", "alnına", "alnından", "alnın", "alnım", "alnımı",
              "alnıma") + ", " + FACE
#: the throat (``boğ*`` was choking and the throat at once: *boğazını temizler*)
THROAT = _forms("boğaz", "boğazı", "boğazını", "boğazına", "boğazından")
#: the eyes (not *gözlük* "glasses", *gözlem* "observation")
EYES = _forms("göz", "gözü", "gözünü", "gözüne", "gözünden", "gözün", "gözüm", "gözümü",
              "gözüme", "gözler", "gözleri", "gözlerini", "gözlerine", "gözlerinden")
#: the hair (not *saçma* "nonsense", *saçmak* "to scatter")
HAIR = _forms("saç", "saçı", "saçını", "saçına", "saçından", "saçın", "saçım", "saçımı",
              "saçıma", "saçlar", "saçları", "saçlarını", "saçlarına", "saçlarından")
#: the belly (not *karne* "report card", *karnaval*)
BELLY = _forms("karın", "karnı", "karnını", "karnına", "karnından", "karnın", "karnım",
               "karnımı", "karnıma")
#: the collar (not *yakala* "catch", *yakalar* "catches")
COLLAR = _forms("yaka", "yakası", "yakasını", "yakasına", "yakasından", "yakana", "yakanı",
                "yakandan", "yakam", "yakamı", "yakama", "yakalık", "yakalığı", "yakalığını")
#: running (not *koşul* "condition", *koşulsuz*); ``kos`` as written without the cedilla
RUN = _forms("koş", "koşa*", "koşm*", "koşs*", "koşt*", "koşuy*", "koşun", "koşunuz", "koşu",
             "koşuya", "koşusu")
#: sitting (not *oturum* "session", the evening's sitting)
SIT = _forms("otur", "otura*", "oturm*", "oturs*", "oturd*", "oturt*", "oturur*", "oturuy*",
             "oturun", "oturunuz", "oturan*")
#: standing still (not *durum* "situation", *duruş*, *durdurmak* "to stop")
STAND = _forms("dur", "durur*", "duruy*", "durs*", "durm*", "durdu", "durdular", "durarak",
               "duracak",
               "duran", "duranlar", "duramaz*", "durabil*", "durun")
#: squeezing (not *sıklıkla* "often", *sıkı* "tight")
SQUEEZE = _forms("sık", "sıka*", "sıkm*", "sıks*", "sıkt*", "sıkıy*", "sıkın")
#: hanging out of a window (not *şarkı* "song", which folds as *sarkı*)
HANG_OUT = _forms("sark", "sarka*", "sarkm*", "sarks*", "sarkt*", "sarkıy*", "sarkıt*",
                  "sarkın", "sarkınız")
#: beating (not *döviz* "currency") and choking (not *boğaz* "throat", *boğa* "bull")
BEAT = _forms("döv", "döve*", "dövmek", "dövmeli", "dövmesin", "dövmez", "dövs*", "dövd*",
              "dövüy*", "dövül*", "dövüş*")
CHOKE = _forms("boğ", "boğar*", "boğm*", "boğs*", "boğd*", "boğuy*", "boğul*", "boğazla*")
#: pulling (not *çekirdek* "seeds", the snack set out, fa36)
PULL = _forms("çek", "çeker", "çekerek", "çekerler", "çekersen", "çekene", "çekm*",
              "çeks*", "çekt*", "çekiy*", "çekin", "çekip", "çekil*", "çekecek*",
              "çekebil*")
#: beer (not *bırak* "leave", *biraz* "a little")
BEER = _forms("bira", "birası", "birayı", "biraya", "biradan", "biranın", "biralar",
              "biraları", "biralık", "biracı")
#: walking (not *yürürlük* "force", a rule in force, nor *yürütmek* "to carry out")
WALK = _forms("yürü", "yürür", "yürürler", "yürüs*", "yürüm*", "yürüy*", "yürüd*")
#: turning round (not *dönem* "period", *döngü* "loop", *dönüş* "return")
TURN = _forms("dön", "döner", "dönerek", "dönerler", "döns*", "dönm*", "dönüy*", "dönd*",
              "dönün", "dönüp", "dönecek")
