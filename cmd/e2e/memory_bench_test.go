package e2e_test

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/store"
)

// BenchmarkMemory100k builds a history of 100,000 five-player games (here,
// not in the repository), then runs the real binary for `games --all` and
// every export format, and states each one's peak resident memory (the
// kernel's maxrss of the child process). Target: under 100 MB each; games
// are read and written a batch at a time, so it does not grow with the
// history. Run with: go test ./cmd/e2e -run '^$' -bench Memory100k -benchtime 1x
func BenchmarkMemory100k(b *testing.B) {
	bin := buildBinary(b)
	db := filepath.Join(b.TempDir(), "games.db")
	const total = 100_000
	start := time.Now()
	// Built by a child process: Linux counts a parent's peak memory in the
	// maxrss of the children it starts, so this process stays small.
	build := exec.Command(os.Args[0], "-test.run=^$")
	build.Env = append(os.Environ(), buildDBEnv+"="+db)
	if out, err := build.CombinedOutput(); err != nil {
		b.Fatalf("building the history: %v\n%s", err, out)
	}
	b.Logf("built %d games in %v", total, time.Since(start).Round(time.Second))
	runs := [][]string{
		{"games", "--all"},
		{"games", "--all", "--json"},
		{"games", "export", "--format", "json"},
		{"games", "export", "--format", "csv"},
		{"games", "export", "--format", "bgstats"},
		{"games", "export", "--format", "bgstats-link"},
		{"games", "export", "--format", "bggxml"},
	}
	for _, args := range runs {
		name := fmt.Sprint(args[1:])
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				cmd := exec.Command(bin, append(args, "--db", db)...)
				cmd.Env = []string{"HOME=" + b.TempDir(), "XDG_CONFIG_HOME=" + b.TempDir()}
				cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
				if err := cmd.Run(); err != nil {
					b.Fatal(err)
				}
				rss := cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss // KiB on Linux
				b.ReportMetric(float64(rss)/1024, "MB-rss")
				b.Logf("%v: peak resident memory %.1f MB", args, float64(rss)/1024)
				if rss > 100*1024 {
					b.Errorf("%v: %d KiB resident, over 100 MB", args, rss)
				}
			}
		})
	}
}

// buildDBEnv turns the test binary into the builder of the benchmark's
// history: ALTIPLANO_BENCH_BUILD_DB=<path> stores 100,000 games there.
const buildDBEnv = "ALTIPLANO_BENCH_BUILD_DB"

func buildHistory(path string, total int) error {
	s, err := store.Open(path)
	if err != nil {
		return err
	}
	defer s.Close()
	for i := 0; i < total; i += 5_000 {
		if _, err := s.AddMany(memoryGames(i, 5_000)); err != nil {
			return err
		}
	}
	return nil
}

// memoryGames are n varied games from number from on, as scored games are.
func memoryGames(from, n int) []playlog.Game {
	names := []string{"Ana", "Ben", "Cleo", "Dora", "Émile", "Finn", "Gus", "Hana", "Ilse", "Jon"}
	roles := []string{"woodcutter", "fisherman", "shepherd", "miner", "farmer", "trader", "stonemason"}
	t0 := time.Date(2017, 1, 1, 19, 0, 0, 0, time.UTC)
	out := make([]playlog.Game, n)
	for i := range out {
		k := from + i
		g := playlog.Game{
			Game:     "altiplano",
			Hash:     fmt.Sprintf("%064x", k+1),
			PlayedAt: t0.Add(time.Duration(k) * 150 * time.Minute),
			Missions: k%2 == 0, DurationMin: 60 + k%60, Location: "Table " + fmt.Sprint(k%7),
			Record: []byte(fmt.Sprintf("version: 1\nplayers:\n  - {name: %s}\n", names[k%10])),
		}
		for seat := 1; seat <= 5; seat++ {
			goods, boats, houses, orders := (k+seat)%25, seat*2, (k*seat)%20, 6+k%9
			p := playlog.Player{Seat: seat, Name: names[(k+seat*3)%10], Role: roles[(k+seat)%7], StartPlayer: seat == 1,
				Scores: []playlog.Score{{Category: "goods", Points: goods}, {Category: "boats", Points: boats},
					{Category: "houses", Points: houses}, {Category: "orders", Points: orders}},
				TieBreak: []playlog.Tie{{Key: "coins", Value: (k + seat) % 4}},
				Total:    goods + boats + houses + orders, Rank: seat}
			if k%2 == 0 {
				p.Missions = []playlog.Mission{{ID: 1 + (k+seat)%20, Achieved: seat%2 == 0, VP: 3}}
			}
			g.Players = append(g.Players, p)
		}
		out[i] = g
	}
	return out
}
