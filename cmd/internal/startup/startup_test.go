package startup_test

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// repo is the repository's root, seen from this package.
const repo = "../../.."

// built are the program and the hello, built once as a release builds
// (CGO_ENABLED=0, -trimpath, stripped, the compiler's defaults).
var built = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "altiplano-startup")
	if err != nil {
		return "", err
	}
	for name, pkg := range map[string]string{"altiplano": ".", "hello": "./cmd/internal/startup/hello"} {
		cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(dir, name), pkg)
		cmd.Dir = repo
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			return "", fmt.Errorf("go build %s: %v: %s", pkg, err, out)
		}
	}
	return dir, nil
})

func binaries(b *testing.B) string {
	b.Helper()
	dir, err := built()
	if err != nil {
		b.Fatal(err)
	}
	builtDir = dir
	return dir
}

// builtDir is the folder of the binaries, once built, for TestMain to
// remove.
var builtDir string

func TestMain(m *testing.M) {
	code := m.Run()
	if builtDir != "" {
		os.RemoveAll(builtDir)
	}
	os.Exit(code)
}

// run runs bin with args in a private home, and returns how long it took
// and what it wrote to standard error.
func run(b *testing.B, home, bin string, env []string, args ...string) (time.Duration, string) {
	b.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = append([]string{"HOME=" + home, "XDG_CONFIG_HOME=" + filepath.Join(home, ".config"),
		"XDG_DATA_HOME=" + filepath.Join(home, ".local", "share"), "LANG=C.UTF-8", "PATH=" + os.Getenv("PATH")}, env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		b.Fatalf("%s %s: %v: %s", filepath.Base(bin), strings.Join(args, " "), err, stderr.String())
	}
	return time.Since(start), stderr.String()
}

// The program's start-up against a cobra and viper hello built from the
// same go.mod: score --file of a record, each run after a run of the
// hello, the medians compared. ratio is score --file --no-history, what
// a start costs besides scoring (goal: at most 1.6 times the hello);
// history-ratio keeps the record in a play history, as by default, which
// opens SQLite. init-B are the bytes the packages allocate when they
// initialise (GODEBUG=inittrace=1), own-init-B the program's own.
//
//	go test ./cmd/internal/startup -run '^$' -bench Startup -benchtime 200x
func BenchmarkStartup(b *testing.B) {
	dir := binaries(b)
	home := b.TempDir()
	record, err := filepath.Abs(filepath.Join(repo, "testdata", "games", "4p-missions.yaml"))
	if err != nil {
		b.Fatal(err)
	}
	hello, program := filepath.Join(dir, "hello"), filepath.Join(dir, "altiplano")
	score := []string{"score", "--file", record, "--no-history"}
	kept := []string{"score", "--file", record}
	run(b, home, hello, nil) // warm the file cache and the history
	run(b, home, program, nil, kept...)
	var helloTimes, scoreTimes, keptTimes []time.Duration
	for b.Loop() {
		t, _ := run(b, home, hello, nil)
		helloTimes = append(helloTimes, t)
		t, _ = run(b, home, program, nil, score...)
		scoreTimes = append(scoreTimes, t)
		t, _ = run(b, home, program, nil, kept...)
		keptTimes = append(keptTimes, t)
	}
	h, s, k := median(helloTimes), median(scoreTimes), median(keptTimes)
	b.ReportMetric(float64(h)/1e6, "hello-ms")
	b.ReportMetric(float64(s)/1e6, "score-ms")
	b.ReportMetric(float64(s)/float64(h), "ratio")
	b.ReportMetric(float64(k)/float64(h), "history-ratio")
	_, trace := run(b, home, program, []string{"GODEBUG=inittrace=1"}, score...)
	all, own := initBytes(trace)
	b.ReportMetric(float64(all), "init-B")
	b.ReportMetric(float64(own), "own-init-B")
}

// The stripped program with the compiler's defaults, as `go build`
// makes it (release's limit: 20 MB; the goal: at most 19 MB).
//
//	go test ./cmd/internal/startup -run '^$' -bench BinarySize
func BenchmarkBinarySize(b *testing.B) {
	dir := binaries(b)
	info, err := os.Stat(filepath.Join(dir, "altiplano"))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
	}
	b.ReportMetric(float64(info.Size()), "bytes")
	b.ReportMetric(float64(info.Size())/1e6, "MB")
}

func median(ts []time.Duration) time.Duration {
	s := slices.Clone(ts)
	slices.Sort(s)
	return s[len(s)/2]
}

// initBytes sums the bytes of an inittrace: every package's, and the
// program's own (altiplano/…).
func initBytes(trace string) (all, own int) {
	sc := bufio.NewScanner(strings.NewReader(trace))
	for sc.Scan() {
		// init altiplano/cmd/text @1.2 ms, 0.015 ms clock, 1024 bytes, 12 allocs
		f := strings.Fields(sc.Text())
		if len(f) < 9 || f[0] != "init" || f[8] != "bytes," {
			continue
		}
		n, err := strconv.Atoi(f[7])
		if err != nil {
			continue
		}
		all += n
		if f[1] == "altiplano" || strings.HasPrefix(f[1], "altiplano/") {
			own += n
		}
	}
	return all, own
}
