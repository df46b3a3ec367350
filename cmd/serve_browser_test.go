package cmd_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
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
func chromium(t *testing.T) string {
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
func artifacts(t *testing.T) string {
	if dir := os.Getenv("ALTIPLANO_TEST_ARTIFACTS"); dir != "" {
		require.NoError(t, os.MkdirAll(dir, 0o755))
		return dir
	}
	return t.TempDir()
}

// One player answers in headless Chromium at a phone's size (360×740),
// through the forms as a person taps them; the other on a plain client.
func TestServeInAPhoneSizedBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and starts a browser")
	}
	browser := chromium(t)
	bin := buildBinary(t)
	h := startHost(t, bin, serveEnv(t), "score", "--serve", "--listen", "127.0.0.1:0", "--code", twoSeats, "--no-history")

	ben := make(chan error, 1)
	go func() {
		ben <- play(phonetest.New(h.url, "en"), "Ben", servedGame["Ben"], 0)
	}()

	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(browser), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.Flag("lang", "en-US"), chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(360, 740),
	}
	deadline, cancelDeadline := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancelDeadline()
	alloc, cancelAlloc := chromedp.NewExecAllocator(deadline, opts...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(alloc)
	defer cancel()
	dir := artifacts(t)
	shot := func(name string) {
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), png, 0o644))
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

	require.NoError(t, chromedp.Do(ctx,
		chromedp.EmulateViewport(360, 740),
		chromedp.Navigate(h.url),
		chromedp.WaitVisible(chromedp.CSS(`button[name="seat"]`)),
	))
	shot("serve-seats.png")
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`button[name="seat"][value="0"]`))))
	for k, s := range servedGame["Anna"] {
		if err := chromedp.Do(ctx, labelHas(s.label)); err != nil {
			page, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.documentElement.outerHTML`))
			t.Fatalf("question %d (%s): %v\n%s", k, s.label, err, page)
		}
		if k == 0 {
			// The first question: a number, so a numeric keyboard; the page
			// fits the screen's width; the button is a large touch target.
			mode, err := chromedp.Run(ctx, chromedp.AttributeValue(chromedp.ID("answer"), "inputmode"))
			require.NoError(t, err)
			assert.Equal(t, "numeric", mode.Value)
			width, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth`))
			require.NoError(t, err)
			assert.LessOrEqual(t, width, 360, "no sideways scrolling")
			height, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`document.querySelector("button.main").getBoundingClientRect().height`))
			require.NoError(t, err)
			assert.GreaterOrEqual(t, height, 44.0, "a large touch target")
			shot("serve-question.png")
		}
		if s.answer != "" {
			require.NoError(t, chromedp.Do(ctx, chromedp.SetValue(chromedp.ID("answer"), s.answer)))
		}
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`button.main`))))
	}
	require.NoError(t, chromedp.Do(ctx,
		until(`document.querySelector('button[name="choice"]') !== null`)))
	review, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("form")))
	require.NoError(t, err)
	assert.Contains(t, review, "2 cloth", "her own review shows her answers")
	assert.NotContains(t, review, "Ben")
	shot("serve-review.png")
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`button.main`))))
	require.NoError(t, <-ben)
	// The waiting page reloads by itself (no JavaScript) into the result.
	require.NoError(t, chromedp.Do(ctx,
		until(`document.querySelector("pre") !== null`)))
	pad, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("pre")))
	require.NoError(t, err)
	assert.Contains(t, pad, "Winner: Anna")
	width, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth`))
	require.NoError(t, err)
	assert.LessOrEqual(t, width, 360, "the pad scrolls inside its box, not the page")
	shot("serve-result.png")
	h.wait()
	t.Logf("screenshots in %s", dir)
	for _, name := range []string{"serve-seats.png", "serve-question.png", "serve-review.png", "serve-result.png"} {
		info, err := os.Stat(filepath.Join(dir, name))
		require.NoError(t, err)
		assert.Greater(t, info.Size(), int64(1000), name+" is an image: "+strconv.FormatInt(info.Size(), 10)+" bytes")
	}
}
