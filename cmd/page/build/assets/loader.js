// The offline page's loader: it starts the engine (Go compiled to
// WebAssembly) and is the glue between the document and it. It holds no
// step, rule or text of any game: the engine renders every page and the
// loader puts it in the document, and hands the engine every form sent.
(function () {
  "use strict";
  var A = (window.altiplano = {});

  // How many characters of a sheet fit across the screen: the width of
  // a run of them as a sheet draws them (its padding and border apart).
  function columns() {
    var pre = document.createElement("pre");
    var run = document.createElement("span");
    pre.className = "sheet";
    pre.style.cssText = "position:absolute;visibility:hidden;white-space:pre";
    run.textContent = "0123456789";
    pre.appendChild(run);
    document.body.appendChild(pre);
    var ch = run.getBoundingClientRect().width / 10 || 8;
    pre.remove();
    var room = Math.min(document.documentElement.clientWidth, 560) - 24 - 14;
    return Math.max(20, Math.floor(room / ch));
  }

  A.show = function (lang, title, body) {
    var app = document.getElementById("app");
    document.documentElement.lang = lang;
    document.title = title;
    app.innerHTML = body;
    var first = app.querySelector("[autofocus]");
    if (first) {
      first.focus();
    } else {
      window.scrollTo(0, 0);
    }
  };

  A.download = function (name, mime, bytes) {
    var url = URL.createObjectURL(new Blob([bytes], { type: mime }));
    var a = document.createElement("a");
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(url); }, 60000);
  };

  // Every form is answered in the page: its action and fields go to the
  // engine, a file's text with its name.
  document.addEventListener("submit", function (e) {
    e.preventDefault();
    if (!A.send) {
      return;
    }
    var form = e.target;
    var data = e.submitter ? new FormData(form, e.submitter) : new FormData(form);
    var fields = {};
    var reads = [];
    data.forEach(function (v, k) {
      if (typeof v === "string") {
        fields[k] = v;
      } else if (v && v.name) {
        // A file goes as its bytes (base64), whatever its encoding: the
        // engine reads and checks them as the command line does.
        fields[k + ".name"] = v.name;
        fields[k + ".size"] = String(v.size);
        if (!A.maxFile || v.size <= A.maxFile) {
          reads.push(v.arrayBuffer().then(function (b) { fields[k + ".base64"] = base64(new Uint8Array(b)); }));
        }
      }
    });
    // What is typed in the question's field and not sent (a language
    // switched meanwhile) goes along, to be put back.
    var typed = document.getElementById("answer");
    if (typed && !form.contains(typed)) {
      fields.typed = typed.value;
    }
    Promise.all(reads).then(function () { A.send(form.getAttribute("action"), fields); });
  });

  function base64(bytes) {
    var s = "";
    for (var i = 0; i < bytes.length; i += 0x8000) {
      s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    }
    return btoa(s);
  }

  // windows-1252's code points for the bytes 0x80-0x9F that are not
  // their own.
  var cp1252 = { 0x20ac: 0x80, 0x201a: 0x82, 0x192: 0x83, 0x201e: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87,
    0x2c6: 0x88, 0x2030: 0x89, 0x160: 0x8a, 0x2039: 0x8b, 0x152: 0x8c, 0x17d: 0x8e, 0x2018: 0x91, 0x2019: 0x92,
    0x201c: 0x93, 0x201d: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x2dc: 0x98, 0x2122: 0x99, 0x161: 0x9a,
    0x203a: 0x9b, 0x153: 0x9c, 0x17e: 0x9e, 0x178: 0x9f };

  // The engine inlined in this file: its gzip bytes, each byte one
  // character of the document, "=" and the byte plus 64 for the few a
  // document cannot hold as they are (NUL, CR, "<" and "=").
  function inlined(text) {
    var out = new Uint8Array(text.length);
    var n = 0;
    for (var i = 0; i < text.length; i++) {
      var c = text.charCodeAt(i);
      if (c > 0xff) {
        c = cp1252[c];
      }
      if (c === 0x3d) {
        c = (text.charCodeAt(++i) - 64) & 0xff;
      }
      out[n++] = c;
    }
    var gz = new Blob([out.subarray(0, n)]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Response(gz).arrayBuffer();
  }

  function engine() {
    var payload = document.getElementById("wasm");
    if (payload) {
      return inlined(payload.textContent);
    }
    // The folder's engine is gzipped too; a host that sends it already
    // unpacked (Content-Encoding) gives the engine itself.
    return fetch("altiplano.wasm.gz").then(function (r) { return r.arrayBuffer(); }).then(function (b) {
      var head = new Uint8Array(b, 0, 2);
      if (head[0] !== 0x1f || head[1] !== 0x8b) {
        return b;
      }
      return new Response(new Blob([b]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
    });
  }

  // A box code in the address (#box=CODE) is read once: the address then
  // loses it, so that a reload does not read it again.
  function boxCode() {
    var m = /^#box=([^&]*)/.exec(location.hash);
    if (!m) {
      return "";
    }
    history.replaceState(null, "", location.pathname + location.search);
    try {
      return decodeURIComponent(m[1]);
    } catch (e) {
      return m[1]; // cut short in a message: the engine says why it is no code
    }
  }

  // The browser's storage, or null where it refuses it to the page (its
  // getter itself may throw, which the engine could not catch).
  function storage() {
    try {
      var ls = window.localStorage;
      ls.setItem("altiplano.probe", "1");
      ls.removeItem("altiplano.probe");
      return ls;
    } catch (e) {
      return null;
    }
  }

  // One tab at a time works on the page's storage: a tab opened later
  // takes it, and this one is told (A.send "elsewhere") until it takes it
  // back (A.claim).
  var tab = String(Math.random()).slice(2);
  A.claim = function () {
    if (A.storage) {
      try { A.storage.setItem("altiplano.tab", tab); } catch (e) {}
    }
  };
  window.addEventListener("storage", function (e) {
    if (e.key === "altiplano.tab" && e.newValue !== tab && A.send) {
      A.send("elsewhere", {});
    }
  });

  // The phone's back button goes to the page's home screen (a
  // walk-through's answers stay in its draft) rather than off the page.
  function stayOnBack() {
    history.pushState({ altiplano: true }, "");
    window.addEventListener("popstate", function () {
      history.pushState({ altiplano: true }, "");
      if (A.send) {
        A.send("nav", { to: "home" });
      }
    });
  }

  function start() {
    stayOnBack();
    A.columns = columns();
    // A screen turned sideways holds other lines: what is drawn next is
    // laid out for it (what is shown stays, with whatever is typed in it).
    window.addEventListener("resize", function () { A.columns = columns(); });
    A.boxCode = boxCode();
    A.storage = storage();
    A.claim();
    var go = new Go();
    engine()
      .then(function (bytes) { return WebAssembly.instantiate(bytes, go.importObject); })
      .then(function (r) { return go.run(r.instance); })
      .catch(function (err) {
        var p = document.getElementById("loading") || document.createElement("p");
        p.className = "err";
        p.textContent = String(err);
      });
    if ("serviceWorker" in navigator && location.protocol !== "file:" && document.querySelector("link[rel=manifest]")) {
      navigator.serviceWorker.register("sw.js").catch(function () {});
    }
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
