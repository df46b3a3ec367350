// A waiting page follows its seat without reloading: the server holds
// each request for data-next until the page changes. What the page says
// first (#said, a polite live region) is changed in place, so a screen
// reader reads the news; the rest of the page is put in place of the old.
// Without scripts, the page's refresh does the same. A host that cannot
// be reached (stopped, walked away, the network gone) leaves the page as
// it is, says so under what it said (data-away), and is asked again every
// few seconds until it answers; a host that answers with an error is
// reloaded from.
(function () {
  function follow() {
    var main = document.querySelector("main[data-next]");
    if (!main) return;
    var next = main.getAttribute("data-next");
    fetch(next, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) {
        if (!r.ok) {
          setTimeout(function () { location.reload(); }, 3000);
          throw null;
        }
        return r.text();
      })
      .then(function (html) {
        var doc = new DOMParser().parseFromString(html, "text/html");
        var now = doc.querySelector("main");
        if (!now) throw new Error("no page");
        var away = document.getElementById("away");
        if (away) away.remove(); // the host answers again
        if (now.getAttribute("data-next") === next) return follow();
        var said = document.getElementById("said"), nowSaid = doc.getElementById("said");
        for (var k = main.childNodes.length - 1; k >= 0; k--) {
          if (main.childNodes[k] !== said) main.removeChild(main.childNodes[k]);
        }
        var before = true;
        Array.prototype.slice.call(now.childNodes).forEach(function (n) {
          if (n.id === "said") { before = false; return; }
          var adopted = document.adoptNode(n);
          if (before) main.insertBefore(adopted, said); else main.appendChild(adopted);
        });
        said.innerHTML = nowSaid ? nowSaid.innerHTML : "";
        if (now.hasAttribute("data-next")) main.setAttribute("data-next", now.getAttribute("data-next"));
        else main.removeAttribute("data-next");
        document.title = doc.title;
        document.documentElement.lang = doc.documentElement.lang;
        var focus = main.querySelector("[autofocus]");
        if (focus) focus.focus();
        follow();
      })
      .catch(function (err) {
        if (err === null) return; // reloading
        var said = document.getElementById("said");
        if (said && !document.getElementById("away")) {
          var p = document.createElement("p");
          p.id = "away";
          p.className = "note";
          p.textContent = main.getAttribute("data-away");
          said.appendChild(p);
        }
        setTimeout(follow, 3000);
      });
  }
  follow();
})();
