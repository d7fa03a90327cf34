// lopti serve: live updates (server-sent events), the rule editor's highlighting and live lint.
"use strict";
(function () {
  const csrf = document.body.dataset.csrf;

  // -- live updates: every write on any device sends "change"; swap the live parts --------
  // A form being sent is never swapped away under the tap that sends it: a detached form's
  // submission is cancelled, and a throw or a ballot would be lost without a word.
  let sending = false;
  document.addEventListener("submit", () => { sending = true; }, true);
  // Nor does a reload of this page cancel a visit to another one: a link tapped (or an
  // address typed) while a live update was on its way would take the phone back here. A
  // visit that did not happen (a download, a cancelled prompt) lets updates on after 5 s.
  let leaving = false;
  addEventListener("beforeunload", () => {
    leaving = true;
    setTimeout(() => { leaving = false; }, 5000);
  });
  function refresh() {
    if (sending || leaving) return;
    fetch(location.href, {headers: {"Accept": "text/html"}}).then(r => r.text()).then(html => {
      if (sending || leaving) return;
      const doc = new DOMParser().parseFromString(html, "text/html");
      // the page's forms changed (a tie settled, a vote closed, a player voted or threw, a
      // phone asked for a player): they are stale, load the page again
      const shape = d => [...d.querySelectorAll("form")].map(f => f.outerHTML).join("\n");
      if (shape(doc) !== shape(document)) {
        location.reload();
        return;
      }
      document.querySelectorAll("[data-live]").forEach(el => {
        const fresh = el.id && doc.getElementById(el.id);
        if (fresh) el.replaceWith(fresh);
      });
      document.body.dataset.changes = doc.body.dataset.changes || "";
    }).catch(() => {});
  }
  // One event stream per browser, shared by all its tabs: Chromium allows six connections
  // per host, so a stream per tab would hang the seventh. The tab holding the Web Lock
  // "lopti-events" listens to /events and passes every event on over a BroadcastChannel;
  // when it closes, the lock (and the stream) passes to another open tab.
  const dot = document.getElementById("live-dot");
  let closed = false;
  function heard(kind, data) {
    if (closed) return;
    if (kind === "closed") {  // the server stopped (Ctrl-C): say so, and stop listening
      closed = true;
      const banner = document.getElementById("closed");
      if (banner) banner.hidden = false;
      if (dot) { dot.classList.remove("on"); dot.title = "the table is closed"; }
      document.body.dataset.closed = "1";
      return;
    }
    if (kind === "on") { if (dot) dot.classList.add("on"); return; }
    if (kind === "off") { if (dot) dot.classList.remove("on"); return; }
    if (dot) dot.classList.add("on");
    if (kind === "hello" && data === document.body.dataset.changes) return;
    if (document.querySelector("[data-live]")) refresh();
  }
  function listen(send) {  // the one stream of this browser; resolves when it ends
    return new Promise(done => {
      const source = new EventSource("/events");
      const pass = kind => e => { send(kind, e.data); };
      source.addEventListener("hello", pass("hello"));
      source.addEventListener("change", pass("change"));
      source.addEventListener("closed", e => { send("closed", e.data); source.close(); done(); });
      source.onopen = () => send("on", "");
      source.onerror = () => send("off", "");
    });
  }
  if (window.EventSource) {
    const channel = window.BroadcastChannel ? new BroadcastChannel("lopti-events") : null;
    if (channel) channel.onmessage = e => heard(e.data.kind, e.data.data);
    let leader = false, last = null;  // this tab holds the stream; the last counter heard
    const everyone = (kind, data) => {
      if (kind === "hello" || kind === "change") last = data;
      heard(kind, data);
      if (channel) channel.postMessage({kind, data});
    };
    if (channel && navigator.locks) {
      channel.addEventListener("message", e => {  // a tab opened later asks where things stand
        if (e.data.kind === "ask" && leader && last !== null) channel.postMessage({kind: "hello", data: last});
      });
      navigator.locks.request("lopti-events", () => {
        if (closed) return null;  // the server stopped: no new stream
        leader = true;
        return listen(everyone);
      });
      channel.postMessage({kind: "ask", data: ""});
    } else {
      listen(heard);  // an old browser: a stream of its own
    }
  }

  // -- the rule editor ----------------------------------------------------------------
  const area = document.getElementById("rule-text");
  if (!area) return;
  const out = document.getElementById("highlight");
  const panel = document.getElementById("lint");
  const says = panel ? panel.dataset : {};  // the page's words, in its language (write.html)
  const session = parseInt(area.closest(".editor").dataset.session, 10);
  const KEYWORDS = new Set(("rule after before when while if else and or not is in of the to " +
    "say says do does skip next previous player players play plays card cards pile draw draws " +
    "give gives take takes pick picks up reverse direction repeat times each every until must " +
    "no yes true false with than higher lower more less most least fewest instead reveal " +
    "reveals roshambo winner loser dealer creator me myself their who whose still clear " +
    "cleared top hand seat left right last one other out from at starts begins ends forever " +
    "odd even contains have be that for").split(" "));
  const esc = s => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  let marks = [];  // [line, column, endLine, endColumn] of the last diagnostics

  function highlight() {
    const lines = area.value.split("\n");
    const html = lines.map((line, i) => {
      const bad = marks.some(m => m[0] === i + 1);
      const body = line.replace(/(#.*$)|("(?:[^"\\]|\\.)*"?)|(\b\d+\b)|([A-Za-z_]+)|([^#"\dA-Za-z_]+)/g,
        (m, c, s, n, w, other) => c ? `<span class="hl-c">${esc(c)}</span>`
          : s ? `<span class="hl-s">${esc(s)}</span>`
          : n ? `<span class="hl-n">${n}</span>`
          : w ? (KEYWORDS.has(w) ? `<span class="hl-k">${w}</span>` : w) : esc(other));
      return bad ? `<span class="hl-bad">${body || " "}</span>` : body;
    }).join("\n");
    out.innerHTML = html + "\n";
  }

  const words = document.getElementById("words");
  function said(result) {  // the rule read back in plain words (kept while it does not parse)
    if (!words) return;
    if (!result.words) {  // does not parse (yet): the last reading stays, dimmed
      words.classList.add("stale"); if (!area.value.trim()) words.hidden = true; return;
    }
    words.classList.remove("stale");
    const box = document.getElementById("words-text");
    box.replaceChildren();
    for (const r of result.words) {
      const h = document.createElement("h3"); h.textContent = r.name; box.append(h);
      for (const s of r.sentences) { const p = document.createElement("p"); p.className = "said"; p.textContent = s; box.append(p); }
    }
    words.hidden = !result.words.length;
  }

  function show(result) {
    said(result);
    const diags = result.diagnostics || [];
    marks = diags.map(d => [d.line, d.column, d.end_line, d.end_column]);
    highlight();
    panel.replaceChildren();
    if (result.error) {
      const p = document.createElement("p"); p.className = "message error"; p.textContent = result.error;
      panel.append(p); return;
    }
    if (!area.value.trim()) return;
    if (!diags.length) {
      const p = document.createElement("p"); p.className = "clean"; p.id = "lint-clean";
      p.textContent = says.clean || "Lint clean: this rule may be announced."; panel.append(p); return;
    }
    const ul = document.createElement("ul");
    for (const d of diags) {
      const li = document.createElement("li");
      li.className = "diag " + d.severity; li.dataset.code = d.code;
      const where = document.createElement("div"); where.className = "where";
      const at = (says.where || "line {line}, column {column}").replace("{line}", d.line).replace("{column}", d.column);
      where.textContent = `${at} · ${says[d.severity] || d.severity} ${d.code} ${d.name} · ${d.family} · ${d.rule}`;
      const msg = document.createElement("div"); msg.textContent = d.message;
      li.append(where, msg);
      if (d.hint) { const f = document.createElement("div"); f.className = "fix"; f.textContent = (says.fix || "Fix:") + " " + d.hint; li.append(f); }
      const a = document.createElement("a"); a.href = d.url; a.textContent = (says.about || "about {code}").replace("{code}", d.code); a.target = "_blank";
      li.append(a); ul.append(li);
    }
    panel.append(ul);
  }

  let timer = null, seq = 0;
  function lint() {
    const mine = ++seq;
    fetch("/api/lint", {method: "POST", headers: {"Content-Type": "application/json", "X-CSRF-Token": csrf},
                        body: JSON.stringify({text: area.value, session: session})})
      .then(r => r.json()).then(result => { if (mine === seq) show(result); })
      .catch(() => { if (mine === seq) show({error: says.silent || "The server did not answer."}); });
  }
  area.addEventListener("input", () => {
    highlight();
    clearTimeout(timer);
    timer = setTimeout(lint, 250);  // debounced: the linter runs once typing stops
  });
  area.addEventListener("scroll", () => { out.parentElement.scrollTop = area.scrollTop; });
  highlight();
  if (area.value.trim()) lint();
})();
