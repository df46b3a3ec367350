package cmd_test

import (
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

	"altiplano/cmd/internal/phonetest"
)

// twoSeats is a setup code for Anna and Ben, without missions.
const twoSeats = "4800-6GBE-DSGJ-RGK5-DR22-XD0E"

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

// One player answers in headless Chromium, through the forms as a person
// taps them (the other on a plain client): the seats, the first question,
// a refusal with its suggestion, a yes/no, her review, the wait for the
// other player and the result are each shot at 360×740 and 320×568, and
// none is wider than the screen or cuts text at its right edge.
func TestServeInAPhoneSizedBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and starts a browser")
	}
	browser := chromium(t)
	bin := buildBinary(t)
	h := startHost(t, bin, serveEnv(t), "score", "--serve", "--listen", "127.0.0.1:0", "--code", twoSeats, "--no-history")

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
	deadline, cancelDeadline := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancelDeadline()
	alloc, cancelAlloc := chromedp.NewExecAllocator(deadline, opts...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(alloc)
	defer cancel()
	dir := artifacts(t)
	var shots []string
	// page checks the page shown at each phone size and shoots it there.
	page := func(name string) {
		t.Helper()
		for _, size := range phoneSizes {
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(int64(size[0]), int64(size[1]))))
			raw, err := chromedp.Run(ctx, chromedp.Evaluate[string](fitJS))
			require.NoError(t, err)
			var f fit
			require.NoError(t, json.Unmarshal([]byte(raw), &f))
			t.Logf("%s at %d×%d: scrollWidth %d, clientWidth %d", name, size[0], size[1], f.Doc, f.Client)
			assert.LessOrEqual(t, f.Doc, f.Client, "%s at %d×%d: no sideways scrolling", name, size[0], size[1])
			assert.Empty(t, f.Cut, "%s at %d×%d: nothing cut at the right edge", name, size[0], size[1])
			png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
			require.NoError(t, err)
			file := fmt.Sprintf("serve-%s-%dx%d.png", name, size[0], size[1])
			require.NoError(t, os.WriteFile(filepath.Join(dir, file), png, 0o644))
			shots = append(shots, file)
		}
		require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(360, 740)))
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
	labelHas := func(s string) chromedp.Action[chromedp.Void] {
		return until(fmt.Sprintf(`document.querySelector("label") && document.querySelector("label").textContent.includes(%q)`, s))
	}
	must := func(what string, actions ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(ctx, actions...); err != nil {
			html, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.documentElement.outerHTML`))
			t.Fatalf("%s: %v\n%s\n%s", what, err, html, h.errText())
		}
	}
	answer := func(label, value string) {
		t.Helper()
		must(label, labelHas(label))
		if value != "" {
			must(label, chromedp.SetValue(chromedp.ID("answer"), value))
		}
		must(label, chromedp.Click(chromedp.CSS(`button.main`)))
	}

	must("the seats", chromedp.EmulateViewport(360, 740), chromedp.Navigate(h.url),
		until(`document.querySelector('button[name="seat"]') !== null`))
	page("join")
	must("Anna's seat", chromedp.Click(chromedp.CSS(`button[name="seat"][value="0"]`)), labelHas("coins"))

	// The first question: a number, so a numeric keyboard; on the smallest
	// screen its field and Send are seen without scrolling; what to count
	// before counting is folded behind a link.
	mode, err := chromedp.Run(ctx, chromedp.AttributeValue(chromedp.ID("answer"), "inputmode"))
	require.NoError(t, err)
	assert.Equal(t, "numeric", mode.Value)
	folded, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.querySelector("details.intro") !== null && !document.querySelector("details.intro").open`))
	require.NoError(t, err)
	assert.True(t, folded, "the text before counting is folded")
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(320, 568)))
	bottom, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`Math.max(document.querySelector("#answer").getBoundingClientRect().bottom, document.querySelector("button.main").getBoundingClientRect().bottom)`))
	require.NoError(t, err)
	assert.LessOrEqual(t, bottom, 568.0, "the first answer and Send are on a 320×568 screen")
	height, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`document.querySelector("button.main").getBoundingClientRect().height`))
	require.NoError(t, err)
	assert.GreaterOrEqual(t, height, 44.0, "a large touch target")
	t.Logf("the first question's Send ends %.0f px down a 568 px screen", bottom)
	page("question")
	answer("coins", "3")

	// A typo: refused with the correction as a button to tap, and no word
	// of a keyboard.
	answer("goods", "2 wod")
	must("the refusal", until(`document.querySelector("p.err") !== null`))
	refusal, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("form")))
	require.NoError(t, err)
	assert.Contains(t, refusal, "Tap the suggestion below.")
	assert.NotContains(t, refusal, "Tab")
	page("refusal")
	must("the suggestion", chromedp.Click(chromedp.CSS(`button.suggest`)))
	for _, s := range []step{{"warehouse", ""}, {"boats", "2"}, {"houses", ""}, {"orders", "6"}} {
		answer(s.label, s.answer)
	}

	// Wood's value is an unverified default, and Anna holds wood: her
	// phone asks the table's question, a yes or a no, as two buttons.
	must("the yes/no", until(`document.querySelector("div.yesno") !== null`))
	buttons, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("div.yesno button").length`))
	require.NoError(t, err)
	assert.Equal(t, 2, buttons)
	field, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.querySelector("#answer") === null`))
	require.NoError(t, err)
	assert.True(t, field, "no field pre-filled with a no")
	page("yesno")
	must("no", chromedp.Click(chromedp.CSS(`div.yesno button[value="n"]`)))

	must("the review", until(`document.querySelector('button[name="choice"]') !== null`))
	review, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("form")))
	require.NoError(t, err)
	assert.Contains(t, review, "2 wood", "her own review shows her answers")
	assert.NotContains(t, review, "Ben")
	page("review")
	must("done", chromedp.Click(chromedp.CSS(`button.main`)), until(`document.body.textContent.includes("Waiting for Ben")`))
	page("waiting")

	// Ben finishes: the waiting page reloads by itself (no JavaScript)
	// into the result.
	require.NoError(t, play(benPhone, "Ben", benSteps, len(benSteps)-1))
	must("the result", until(`document.querySelector("table.pad") !== null`))
	winner, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`thead th.win`)))
	require.NoError(t, err)
	assert.Equal(t, "1. Anna", strings.TrimSpace(winner), "the winner's column is highlighted")
	verdict, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`p.verdict`)))
	require.NoError(t, err)
	assert.Contains(t, verdict, "Winner: Anna")
	must("the whole pad", chromedp.Click(chromedp.CSS(`details summary`)))
	pad, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("pre")))
	require.NoError(t, err)
	assert.Contains(t, pad, "Winner: Anna")
	page("result")
	// In German, whose lines are longest: still nothing cut.
	must("German", chromedp.Click(chromedp.CSS(`form.lang button[value="de"]`)), until(`document.documentElement.lang === "de"`),
		chromedp.Click(chromedp.CSS(`details summary`)))
	page("result-de")
	h.wait()
	t.Logf("screenshots in %s", dir)
	for _, name := range shots {
		info, err := os.Stat(filepath.Join(dir, name))
		require.NoError(t, err)
		assert.Greater(t, info.Size(), int64(1000), name+" is an image: "+strconv.FormatInt(info.Size(), 10)+" bytes")
	}
}
