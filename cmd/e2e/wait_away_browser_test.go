package e2e_test

import (
	"bytes"
	"context"
	"net"
	"net/http"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/pages"
	"altiplano/cmd/text"
)

// A phone waiting for its next question whose host is stopped (Ctrl-C, a
// laptop closed) keeps its page, says that the host cannot be reached and
// that its answers are kept, and carries on by itself when the host is
// back at the same address: it never lands on the browser's error page.
func TestAWaitingPhoneWaitsForAHostThatIsAway(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("starts a browser")
	}
	render := func(v pages.View) []byte {
		v.Speak(text.EN, text.ServeResult.T())
		var b bytes.Buffer
		require.NoError(t, pages.Render(&b, v))
		return b.Bytes()
	}
	waiting := render(pages.View{Next: "/next", Refresh: "5", WaitLine: "Waiting for Ben", Page: pages.Page{Kind: pages.Waiting}})
	asked := make(chan struct{}, 8)
	first := http.NewServeMux()
	first.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) { _, _ = w.Write(waiting) })
	first.HandleFunc("/next", func(w http.ResponseWriter, r *http.Request) {
		asked <- struct{}{}
		<-r.Context().Done() // held until the host goes
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	host := &http.Server{Handler: first}
	go func() { _ = host.Serve(ln) }()

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromium(t)), chromedp.NoSandbox,
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(360, 740))
	deadline, cancelDeadline := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancelDeadline()
	alloc, cancelAlloc := chromedp.NewExecAllocator(deadline, opts...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(alloc)
	defer cancel()
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate("http://"+addr+"/")))
	until := func(expr string) {
		t.Helper()
		require.NoError(t, chromedp.Do(ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(60*time.Second))), expr)
	}
	eval := func(expr string) string {
		t.Helper()
		v, err := chromedp.Run(ctx, chromedp.Evaluate[string](expr))
		require.NoError(t, err, expr)
		return v
	}
	select {
	case <-asked:
	case <-ctx.Done():
		t.Fatal("the waiting page never asked the host what comes next")
	}

	// The host goes: the page stays, and says so.
	require.NoError(t, host.Close())
	away := text.ServeHostAway.In(text.ForPhone(text.EN))
	until(`document.getElementById("away") !== null`)
	assert.Equal(t, away, eval(`document.getElementById("away").textContent`))
	assert.Equal(t, "http://"+addr+"/", eval(`location.href`), "still the host's page, not the browser's error page")
	assert.Contains(t, eval(`document.body.innerText`), "Waiting for Ben")

	// The host is back at the same address: the page follows it.
	back := http.NewServeMux()
	back.HandleFunc("/next", func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write(render(pages.View{Notes: []string{"Your turn again"}, Page: pages.Page{Kind: pages.Waiting}}))
	})
	ln, err = net.Listen("tcp", addr)
	require.NoError(t, err)
	again := &http.Server{Handler: back}
	go func() { _ = again.Serve(ln) }()
	defer again.Close()
	until(`document.getElementById("said").textContent.includes("Your turn again")`)
	assert.Equal(t, "null", eval(`String(document.getElementById("away"))`), "no longer said")
	assert.Equal(t, "http://"+addr+"/", eval(`location.href`), "followed without a reload")
}
