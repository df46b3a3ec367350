package e2e_test

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/phonetest"
)

// fiveSeats is a setup code for Anna, Ben, Cleo, Dan and Eve, without missions.
const fiveSeats = "4M00-AGBE-DSGJ-RGK5-DRP4-6V35-DWP4-8RBE-5H2Q-CSE9-FJM4-G"

var fiveNames = []string{"Anna", "Ben", "Cleo", "Dan", "Eve"}

// usage is what a finished process cost: its peak resident memory and its
// CPU time.
func usage(b testing.TB, state *os.ProcessState) (rssMB, cpuMS float64) {
	ru, ok := state.SysUsage().(*syscall.Rusage)
	require.True(b, ok, "rusage on this system")
	cpu := state.UserTime() + state.SystemTime()
	return float64(ru.Maxrss) / 1024, float64(cpu.Microseconds()) / 1000
}

// walkInTerminal answers the same game in the terminal walk-through, one
// player after another, and returns the finished process: what the host
// costs without the server.
func walkInTerminal(b testing.TB, bin string, env []string, game map[string][]step) *os.ProcessState {
	c := exec.Command(bin, "score", "--code", fiveSeats, "--no-history")
	c.Env = env
	f, err := pty.StartWithSize(c, &pty.Winsize{Rows: 50, Cols: 200})
	require.NoError(b, err)
	defer f.Close()
	chunks := make(chan []byte, 64)
	go func() {
		defer close(chunks)
		buf := make([]byte, 4096)
		for {
			n, err := f.Read(buf)
			if n > 0 {
				chunks <- append([]byte(nil), buf[:n]...)
			}
			if err != nil {
				return
			}
		}
	}()
	screen := &bytes.Buffer{}
	// expect waits for one of wants and returns which; the deadline only
	// bounds a broken run.
	expect := func(wants ...string) string {
		deadline := time.After(serveDeadline)
		for {
			for _, w := range wants {
				if bytes.Contains(screen.Bytes(), []byte(w)) {
					screen.Reset()
					return w
				}
			}
			select {
			case c, ok := <-chunks:
				require.True(b, ok, "the walk-through ended waiting for %q:\n%s", wants, screen)
				screen.Write(c)
			case <-deadline:
				b.Fatalf("timed out waiting for %q:\n%s", wants, screen)
			}
		}
	}
	answer := func(a string) {
		_, err := io.WriteString(f, a+"\r")
		require.NoError(b, err)
	}
	for _, name := range fiveNames {
		for _, s := range game[name] {
			expect(name + " · " + s.label)
			answer(s.answer)
		}
	}
	// The table's own questions, which a host without a terminal leaves
	// (Enter skips them), then the review (Enter scores).
	if expect("Minutes the game took", "against your scoring overview now?") != "Minutes the game took" {
		answer("n")
		expect("Minutes the game took")
	}
	answer("")
	expect("Where it was played")
	answer("")
	expect("Enter to score")
	answer("")
	for range chunks {
	}
	require.NoError(b, c.Wait())
	return c.ProcessState
}

// BenchmarkServeCost states what the server adds to the host: five phones
// answer a whole game through the forms, and the host process's peak
// resident memory and CPU time are set against the same answers typed in
// the terminal walk-through (which the host would run otherwise) and
// against scoring the game from its record file. The target: under 20 MB
// and 50 ms more than the walk-through.
func BenchmarkServeCost(b *testing.B) {
	bin := buildBinary(b)
	var record strings.Builder
	record.WriteString("version: 1\nplayers:\n")
	game := map[string][]step{}
	for k, name := range fiveNames {
		game[name] = []step{{"coins", fmt.Sprint(k)}, {"goods", "2 cloth 1 wood"}, {"warehouse", ""},
			{"boats", "1"}, {"houses", "glass"}, {"orders", "6"}}
		fmt.Fprintf(&record, "  - {name: %s, coins: %d, goods: {cloth: 2, wood: 1}, boats: 1, houses: [glass], orders: [{vp: 6}]}\n", name, k)
	}
	file := filepath.Join(b.TempDir(), "game.yaml")
	require.NoError(b, os.WriteFile(file, []byte(record.String()), 0o600))

	var addRSS, addCPU, servedRSS, servedCPU, overFileRSS, overFileCPU float64
	for b.Loop() {
		env := serveEnv(b)
		plain := exec.Command(bin, "score", "--no-history", "--file", file)
		plain.Env = env
		want, err := plain.Output()
		require.NoError(b, err)
		fileRSS, fileCPU := usage(b, plain.ProcessState)
		baseRSS, baseCPU := usage(b, walkInTerminal(b, bin, serveEnv(b), game))

		h := startHost(b, bin, env, "score", "--serve", "--listen", "127.0.0.1:0", "--code", fiveSeats, "--no-history")
		errs := make(chan error, len(fiveNames))
		for _, name := range fiveNames {
			go func() { errs <- play(phonetest.New(h.url, "en"), name, game[name], 0) }()
		}
		for range fiveNames {
			require.NoError(b, <-errs, h.errText())
		}
		require.Equal(b, string(want), h.wait(), "the served game scores as its record")
		servedRSS, servedCPU = usage(b, h.cmd.ProcessState)
		addRSS += servedRSS - baseRSS
		addCPU += servedCPU - baseCPU
		overFileRSS += servedRSS - fileRSS
		overFileCPU += servedCPU - fileCPU
	}
	n := float64(b.N)
	b.ReportMetric(addRSS/n, "MB-added-resident")
	b.ReportMetric(addCPU/n, "ms-added-CPU")
	b.ReportMetric(overFileRSS/n, "MB-over-file")
	b.ReportMetric(overFileCPU/n, "ms-over-file")
	b.ReportMetric(servedRSS, "MB-served-resident")
	b.ReportMetric(servedCPU, "ms-served-CPU")
	b.Logf("5 phones, a whole game: the host adds %.1f MB resident (target < 20) and %.0f ms CPU (target < 50) to the walk-through; %.1f MB and %.0f ms to score --file",
		addRSS/n, addCPU/n, overFileRSS/n, overFileCPU/n)
}
