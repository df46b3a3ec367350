package e2e_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/pagecheck"
	"altiplano/cmd/internal/phonetest"
	"altiplano/cmd/pages"
	"altiplano/cmd/text"
)

// chromium finds Debian's Chromium. In CI (CI=true) a missing browser
// fails the test: the phone page is never left untested silently.
func chromium(t testing.TB) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("chromium is not installed: .ci/run installs it (apt-get install -y chromium)")
	}
	t.Skip("chromium is not installed (apt-get install -y chromium)")
	return ""
}

// artifacts is where the browser test keeps its screenshots:
// $ALTIPLANO_TEST_ARTIFACTS, else the test's temporary directory.
func artifacts(t testing.TB) string {
	if dir := os.Getenv("ALTIPLANO_TEST_ARTIFACTS"); dir != "" {
		require.NoError(t, os.MkdirAll(dir, 0o755))
		return dir
	}
	return t.TempDir()
}

// phoneSizes are the screens every page is checked and shot at: a common
// phone, and the smallest still in use (320×568).
var phoneSizes = [][2]int{{360, 740}, {320, 568}}

// fit is how a page sits on a screen: the document's scroll width against
// its width, and every element whose content is wider than its box (text
// cut at the right edge, or scrolled inside it).
type fit struct {
	Doc, Client int
	Cut         []string
}

const fitJS = `(() => {
  const d = document.documentElement;
  const cut = [];
  for (const e of document.querySelectorAll('body *')) {
    if (e.tagName === 'INPUT' || e.clientWidth === 0) continue;
    if (e.scrollWidth > e.clientWidth) cut.push(e.tagName.toLowerCase() + (e.className ? '.' + e.className : '') + ' ' + e.scrollWidth + '>' + e.clientWidth);
  }
  return JSON.stringify({Doc: d.scrollWidth, Client: d.clientWidth, Cut: cut});
})()`

// The phone pages a browser test checks in both languages, at each
// phone size: join, PIN, question, refusal, yes/no, review, waiting and
// result.
var phonePages = []string{"join", "pin", "question", "refusal", "yesno", "review", "waiting", "result"}

// One player answers in headless Chromium, through the forms as a person
// taps them (the other on a plain client), once in English and once in
// German: the seats, another seat's PIN, the first question, a refusal
// with its suggestion, a yes/no, her review, the wait for the other player
// and the result are each checked at 360×740 and 320×568: none is wider
// than the screen or cuts text at its right edge, axe-core finds nothing
// serious or critical, and every tap target is at least 44×44 px. Two taps
// 20 ms apart on Send (and 150 ms apart on "no") are one answer: the next
// page is not answered, nor its language changed. The wait for the other player
// follows the table without a reload, its news in a polite live region.
func TestServeInAPhoneSizedBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and starts a browser")
	}
	browser := chromium(t)
	bin := buildBinary(t)
	for _, lang := range []string{"en", "de"} {
		t.Run(lang, func(t *testing.T) { servedPhoneInBrowser(t, browser, bin, lang) })
	}
}

// servedPhoneInBrowser plays Anna's seat in Chromium, in lang, chosen on
// the seats page (see TestServeInAPhoneSizedBrowser).
func servedPhoneInBrowser(t *testing.T, browser, bin, lang string) {
	h := startHost(t, bin, serveEnv(t), "score", "--serve", "--listen", "127.0.0.1:0", "--code", cmdtest.TwoSeats, "--no-history")

	// Ben answers everything but his last question, and waits to finish.
	benPhone := phonetest.New(h.url, "en")
	benSteps := servedGame["Ben"]
	require.NoError(t, playUntil(benPhone, "Ben", benSteps, 0, len(benSteps)-1))

	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(browser), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.Flag("lang", "en-US"), chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(360, 740),
	}
	deadline, cancelDeadline := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancelDeadline()
	alloc, cancelAlloc := chromedp.NewExecAllocator(deadline, opts...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(alloc)
	defer cancel()
	dir := artifacts(t)
	var shots []string
	must := func(what string, actions ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(ctx, actions...); err != nil {
			html, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.documentElement.outerHTML`))
			t.Fatalf("%s: %v\n%s\n%s", what, err, html, h.errText())
		}
	}
	// page checks the page shown at each phone size and shoots it there.
	page := func(name string) {
		t.Helper()
		found, err := pagecheck.Axe(ctx)
		require.NoError(t, err)
		t.Logf("%s (%s): axe-core finds %d rules broken, %d serious or critical", name, lang, len(found), len(pagecheck.Serious(found)))
		assert.Empty(t, pagecheck.Serious(found), "%s (%s): nothing serious or critical for axe-core", name, lang)
		for _, size := range phoneSizes {
			must(name, chromedp.EmulateViewport(int64(size[0]), int64(size[1])))
			raw, err := chromedp.Run(ctx, chromedp.Evaluate[string](fitJS))
			require.NoError(t, err)
			var f fit
			require.NoError(t, json.Unmarshal([]byte(raw), &f))
			assert.LessOrEqual(t, f.Doc, f.Client, "%s at %d×%d: no sideways scrolling", name, size[0], size[1])
			assert.Empty(t, f.Cut, "%s at %d×%d: nothing cut at the right edge", name, size[0], size[1])
			targets, err := pagecheck.Targets(ctx)
			require.NoError(t, err)
			w, ht := pagecheck.Smallest(targets)
			t.Logf("%s (%s) at %d×%d: %d tap targets, the smallest %.0f px wide and %.0f px high", name, lang, size[0], size[1], len(targets), w, ht)
			assert.Empty(t, pagecheck.Small(targets), "%s (%s) at %d×%d: every tap target at least 44×44 px", name, lang, size[0], size[1])
			png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
			require.NoError(t, err)
			file := fmt.Sprintf("serve-%s-%s-%dx%d.png", lang, name, size[0], size[1])
			require.NoError(t, os.WriteFile(filepath.Join(dir, file), png, 0o644))
			shots = append(shots, file)
		}
		must(name, chromedp.EmulateViewport(360, 740))
	}
	// until waits for a page where expr holds; a click's navigation ends a
	// poll early, and the next one looks at the new page.
	until := func(expr string) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(c context.Context, tg *chromedp.Target) error {
			var err error
			for range 50 {
				if _, err = chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(15*time.Second))(c, tg); err == nil {
					return nil
				}
				if c.Err() != nil {
					break
				}
			}
			return err
		})
	}
	// tap taps what sel finds once it takes taps: a page just shown takes
	// none for a moment (a double tap's second is not its).
	tap := func(sel string) chromedp.Action[chromedp.Void] {
		return chromedp.Steps(
			until(fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e !== null && getComputedStyle(e).pointerEvents !== "none"; })()`, sel)),
			chromedp.Click(chromedp.CSS(sel)),
		)
	}
	// doubleTap taps the middle of what sel finds twice, gap apart, as a
	// finger that bounces does.
	doubleTap := func(what, sel string, gap time.Duration) {
		t.Helper()
		must(what, until(fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e !== null && getComputedStyle(e).pointerEvents !== "none"; })()`, sel)))
		box, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](fmt.Sprintf(`(() => { const r = document.querySelector(%q).getBoundingClientRect(); return [r.x + r.width/2, r.y + r.height/2]; })()`, sel)))
		require.NoError(t, err)
		must(what, chromedp.MouseClickXY(box[0], box[1]))
		time.Sleep(gap) // the finger's bounce, not a wait for the page
		must(what, chromedp.MouseClickXY(box[0], box[1]))
	}
	version := func() string {
		v, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => { const v = document.querySelector('form[action$="answer"] input[name="v"]'); return v ? v.value : ""; })()`))
		return v
	}
	// next waits for the question after the one whose version was shown.
	next := func(what, was string) {
		t.Helper()
		must(what, until(fmt.Sprintf(`(() => { const v = document.querySelector('form[action$="answer"] input[name="v"]'); return v !== null && v.value !== %q; })()`, was)))
	}
	answer := func(value string) {
		t.Helper()
		was := version()
		must("a question", until(`document.querySelector("#answer") !== null`))
		if value != "" {
			must(value, chromedp.SetValue(chromedp.ID("answer"), value))
		}
		must(value, tap(`button.main`))
		next(value, was)
	}

	must("the seats", chromedp.EmulateViewport(360, 740), chromedp.Navigate(h.url),
		until(`document.querySelector('button[name="seat"]') !== null`))
	if lang != "en" {
		// The seats page's own language buttons, before a seat is taken.
		must(lang, tap(fmt.Sprintf(`form.lang button[value=%q]`, lang)), until(fmt.Sprintf(`document.documentElement.lang === %q`, lang)))
	}
	assert.Equal(t, 1, mustEval[int](t, ctx, `document.querySelectorAll("main").length`), "one main landmark")
	page("join")
	must("Ben's PIN", tap(`a.seat.taken`), until(`document.querySelector("#pin") !== null`))
	page("pin")
	must("back to the seats", tap(`a.back`), until(`document.querySelector('button[name="seat"]') !== null`))
	must("Anna's seat", tap(`button[name="seat"][value="0"]`), until(`document.querySelector("#answer") !== null`))

	// The first question: a number, so a numeric keyboard; on the smallest
	// screen its field and Send are seen without scrolling; what to count
	// before counting is folded behind a link.
	assert.Equal(t, "numeric", mustEval[string](t, ctx, `document.querySelector("#answer").getAttribute("inputmode")`))
	assert.True(t, mustEval[bool](t, ctx, `document.querySelector("details.intro") !== null && !document.querySelector("details.intro").open`), "the text before counting is folded")
	must("320", chromedp.EmulateViewport(320, 568))
	bottom := mustEval[float64](t, ctx, `Math.max(document.querySelector("#answer").getBoundingClientRect().bottom, document.querySelector("button.main").getBoundingClientRect().bottom)`)
	assert.LessOrEqual(t, bottom, 568.0, "the first answer and Send are on a 320×568 screen")
	t.Logf("the first question's Send ends %.0f px down a 568 px screen", bottom)
	page("question")
	answer("3")

	// A typo: refused with the correction as a button to tap, and no word
	// of a keyboard.
	answer("2 wod")
	must("the refusal", until(`document.querySelector("p.err") !== null`))
	refusal := mustEval[string](t, ctx, `document.querySelector('form[action$="answer"]').innerText`)
	if lang == "en" {
		assert.Contains(t, refusal, "Tap the suggestion below.")
	}
	assert.NotContains(t, refusal, "Tab")
	assert.Equal(t, "2 wod", mustEval[string](t, ctx, `document.querySelector("#answer").value`), "the refused answer stays in the field")
	page("refusal")
	was := version()
	must("the suggestion", tap(`button.suggest`))
	next("the suggestion", was)
	for _, a := range []string{"", "2", ""} { // warehouse, boats, houses
		answer(a)
	}

	// Orders: two taps on Send, 20 ms apart. One answer: the page after it
	// is the table's yes/no (wood's value is an unverified default, and
	// Anna holds wood), not answered by the second tap.
	must("orders", until(`document.querySelector("#answer") !== null`), chromedp.SetValue(chromedp.ID("answer"), "6"))
	doubleTap("orders", `button.main`, 20*time.Millisecond)
	must("the yes/no", until(`document.querySelector("div.yesno") !== null`))
	assert.Equal(t, 2, mustEval[int](t, ctx, `document.querySelectorAll("div.yesno button").length`))
	assert.True(t, mustEval[bool](t, ctx, `document.querySelector("#answer") === null`), "no field pre-filled with a no")
	assert.Empty(t, mustEval[string](t, ctx, `Array.from(document.querySelectorAll("p.err")).map(e => e.textContent).join(" ")`), "nothing refused")
	page("yesno")

	// No, tapped twice, 150 ms apart: the second tap lands on her review,
	// just shown, which takes no tap yet. The review is untouched, in her
	// language.
	doubleTap("no", `div.yesno button[value="n"]`, 150*time.Millisecond)
	must("the review", until(`document.querySelector('button[name="choice"]') !== null`))
	review := mustEval[string](t, ctx, `document.querySelector('form[action$="answer"]').innerText`)
	assert.Contains(t, review, "2", "her own review shows her answers")
	assert.NotContains(t, review, "Ben")
	assert.Equal(t, lang, mustEval[string](t, ctx, `document.documentElement.lang`), "the language untouched")
	assert.True(t, mustEval[bool](t, ctx, `document.querySelector('button[name="choice"][value="0"]').classList.contains("main")`),
		"the review is still open: nobody tapped done")
	assert.Empty(t, mustEval[string](t, ctx, `Array.from(document.querySelectorAll("p.err")).map(e => e.textContent).join(" ")`), "nothing refused")
	page("review")
	must("done", tap(`button.main`), until(`document.querySelector("#said p.line") !== null && document.querySelector("main[data-next]") !== null`))
	assert.True(t, mustEval[bool](t, ctx, `document.querySelector('meta[http-equiv="refresh"]') === null`), "no meta refresh where scripts run")
	assert.Equal(t, "status", mustEval[string](t, ctx, `document.getElementById("said").getAttribute("role")`), "its news said politely")
	page("waiting")

	// Ben finishes: the waiting page follows into the result without a
	// reload (the mark set on this document is still there).
	must("mark", chromedp.Evaluate[chromedp.Void](`window.stayed = true`))
	require.NoError(t, play(benPhone, "Ben", benSteps, len(benSteps)-1))
	must("the result", until(`document.querySelector("table.pad") !== null`))
	assert.True(t, mustEval[bool](t, ctx, `window.stayed === true`), "the result came without a reload")
	assert.Equal(t, "1. Anna", strings.TrimSpace(mustEval[string](t, ctx, `document.querySelector("thead th.win").textContent`)), "the winner's column is highlighted")
	if lang == "en" {
		assert.Contains(t, mustEval[string](t, ctx, `document.querySelector("p.verdict").textContent`), "Winner: Anna")
	}
	must("the whole pad", tap(`details summary`), until(`document.querySelector("details").open`))
	assert.Contains(t, mustEval[string](t, ctx, `document.querySelector("pre").textContent`), "Anna")
	page("result")
	if lang == "en" {
		// In German, whose lines are longest: still nothing cut.
		must("German", tap(`form.lang button[value="de"]`), until(`document.documentElement.lang === "de"`),
			tap(`details summary`))
		page("result-de")
	}
	h.wait()
	t.Logf("screenshots in %s", dir)
	for _, name := range shots {
		info, err := os.Stat(filepath.Join(dir, name))
		require.NoError(t, err)
		assert.Greater(t, info.Size(), int64(1000), name+" is an image: "+strconv.FormatInt(info.Size(), 10)+" bytes")
	}
}

// mustEval is expr evaluated on the page shown.
func mustEval[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	require.NoError(t, err, expr)
	return v
}

// wordsWholeJS lists the result head's names broken inside a word: a word
// whose letters the browser laid on more than one line.
const wordsWholeJS = `(() => {
  const broken = [];
  for (const th of document.querySelectorAll("table.pad thead th")) {
    const node = th.firstChild;
    if (!node || node.nodeType !== Node.TEXT_NODE) continue;
    const re = /\S+/g;
    let m;
    while ((m = re.exec(node.data)) !== null) {
      const r = document.createRange();
      r.setStart(node, m.index);
      r.setEnd(node, m.index + m[0].length);
      const lines = new Set([...r.getClientRects()].map(c => Math.round(th.closest("table").classList.contains("upright") ? c.left : c.top)));
      if (lines.size > 1) broken.push(m[0]);
    }
  }
  return JSON.stringify(broken);
})()`

// The result's head never breaks a player's name inside a word, at 360
// and 320 px, however many players and however long their names: names
// wrap between their words, or are written upright; nothing is cut or
// scrolls sideways.
func TestResultNamesAreNeverBrokenInsideAWord(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("starts a browser")
	}
	browser := chromium(t)
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), chromedp.ExecPath(browser), chromedp.Headless,
		chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun, chromedp.UserDataDir(t.TempDir()))
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(alloc)
	defer cancel()
	ctx, cancelDeadline := context.WithTimeout(ctx, 60*time.Second)
	defer cancelDeadline()
	dir := t.TempDir()
	for k, names := range [][]string{
		{"Dasha", "Amelie", "Ben"},
		{"Amelie", "Dasha", "Konstantin", "Ben"},
		{"Alexander", "Konstantin", "Margarethe", "Dasha", "Amelie"},
		{"Anna Maria", "Jo Ann", "Li Na", "Bo Yu"},
		{"Ana", "Ben", "Cleo", "Dasha", "Eva", "Fjodor", "Gregor", "Hanna"},
		{"Alexandra", "Konstantin", "Margarethe", "Maximilian", "Anastasia", "Bartholomäus", "Christopher", "Dorothea"},
	} {
		var o pages.Outcome
		o.Sheet.Categories = []string{"goods", "boats", "houses", "orders", "house bonus", "warehouse"}
		o.Sheet.TotalWord, o.Sheet.Keys = "TOTAL", []string{"coins (tie-break)"}
		for p, n := range names {
			o.Sheet.Players = append(o.Sheet.Players, pages.SheetPlayer{Name: n, Place: p + 1, Points: []int{12, 4, 10, 6, 0, 12}, Total: 44 - p, Keys: []int{3}})
		}
		v := pages.View{Page: pages.Page{Kind: pages.Result}}
		v.SetOutcome(o)
		v.Speak(text.EN, text.ServeResult.T())
		var b bytes.Buffer
		require.NoError(t, pages.Render(&b, v))
		file := filepath.Join(dir, fmt.Sprintf("result-%d.html", k))
		require.NoError(t, os.WriteFile(file, b.Bytes(), 0o644))
		for _, size := range phoneSizes {
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(int64(size[0]), int64(size[1])), chromedp.Navigate("file://"+file)))
			broken := mustEval[string](t, ctx, wordsWholeJS)
			assert.Equal(t, "[]", broken, "%v at %d px: no name broken inside a word", names, size[0])
			var f fit
			require.NoError(t, json.Unmarshal([]byte(mustEval[string](t, ctx, fitJS)), &f))
			assert.LessOrEqual(t, f.Doc, f.Client, "%v at %d px: no sideways scrolling", names, size[0])
			assert.Empty(t, f.Cut, "%v at %d px: nothing cut", names, size[0])
		}
		t.Logf("%v: upright %v", names, v.Upright)
	}
}
