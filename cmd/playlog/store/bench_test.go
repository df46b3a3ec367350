package store

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/playlogtest"
)

// benchNames are the people at the table; several are spelled more than
// one way, as they would be typed over the years.
var benchNames = [][]string{
	{"Ana", "ana", "ANA"}, {"Ben"}, {"Cleo", "cleo"}, {"Dora"}, {"Émile", "émile", "ÉMILE"},
	{"Finn"}, {"Gus", "gus"}, {"Hana"}, {"Ilse"}, {"Jon"}, {"Kai"}, {"Straße", "STRAẞE"},
}

// benchRoles are the roles of the made-up game.
var benchRoles = []string{"woodcutter", "fisherman", "shepherd", "miner", "farmer", "trader", "stonemason"}

// randomGames makes n deterministic, varied games of the made-up game of
// the given player count (0: 2 to 5 at random): names, seven categories,
// coins with ties, roles in about two games of three, missions in half of
// them.
func randomGames(n, players int, seed uint64) []playlog.Game {
	r := rand.New(rand.NewPCG(seed, 7))
	roles := slices.Clone(benchRoles)
	out := make([]playlog.Game, n)
	for i := range out {
		count := players
		if count == 0 {
			count = 2 + r.IntN(4)
		}
		g := playlog.Game{
			Game:     game,
			Hash:     fmt.Sprintf("%016x%08x", seed, i),
			PlayedAt: t0.Add(-time.Duration(n-i) * 7 * time.Hour),
			Missions: r.IntN(2) == 0,
		}
		if r.IntN(4) == 0 {
			g.SetupCode = fmt.Sprintf("%04X-%04X", r.IntN(65536), r.IntN(65536))
		}
		withRoles := r.IntN(3) > 0
		r.Shuffle(len(roles), func(a, b int) { roles[a], roles[b] = roles[b], roles[a] })
		people := r.Perm(len(benchNames))[:count]
		for seat := 1; seat <= count; seat++ {
			spellings := benchNames[people[seat-1]]
			points := []int{r.IntN(25), r.IntN(12), r.IntN(20), r.IntN(30), r.IntN(5), r.IntN(15), 0}
			var held []playlog.Mission
			if g.Missions {
				for _, id := range r.Perm(20)[:2] {
					m := playlog.Mission{ID: id + 1, Achieved: r.IntN(2) == 0}
					if m.Achieved {
						m.VP = 2 + r.IntN(6)
					}
					points[6] += m.VP
					held = append(held, m)
				}
			}
			total := 0
			for _, n := range points {
				total += n
			}
			coins := r.IntN(4)
			if r.IntN(8) == 0 && seat > 1 { // a tie on points (and sometimes coins) with seat 1
				total, coins = g.Players[0].Total, coins0(g)-r.IntN(2)
			}
			p := playlogtest.Seat(seat, spellings[r.IntN(len(spellings))], coins, total, 0, points...)
			p.StartPlayer, p.Missions = seat == 1, held
			if withRoles {
				p.Role = roles[seat-1]
			}
			g.Players = append(g.Players, p)
		}
		rank(g.Players)
		out[i] = g
	}
	return out
}

// coins0 is the first seat's coins.
func coins0(g playlog.Game) int { return g.Players[0].TieBreak[0].Value }

// rank sets ranks by points, then coins; players level on both share a rank.
func rank(ps []playlog.Player) {
	better := func(a, b playlog.Player) int {
		return cmp.Or(cmp.Compare(b.Total, a.Total), cmp.Compare(b.TieBreak[0].Value, a.TieBreak[0].Value))
	}
	sorted := slices.Clone(ps)
	slices.SortFunc(sorted, better)
	for i := range ps {
		ps[i].Rank = 1 + slices.IndexFunc(sorted, func(q playlog.Player) bool { return better(q, ps[i]) >= 0 })
	}
}

// benchStore is a store holding n five-player games.
func benchStore(b *testing.B, n int) *Store {
	b.Helper()
	s, err := Open(filepath.Join(b.TempDir(), "games.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	start := time.Now()
	if _, err := s.AddMany(randomGames(n, 5, 1)); err != nil {
		b.Fatal(err)
	}
	b.Logf("inserted %d games in %v", n, time.Since(start).Round(time.Millisecond))
	return s
}

// BenchmarkStats measures stats.Stats for all players over 10,000 five-player
// games (50,000 seats, 50,000 missions held), which reads the running sums.
// Target: at most 50 ms.
func BenchmarkStats(b *testing.B) {
	benchStats(b, whole)
}

// BenchmarkStatsViaSeats is the same question through a filter that selects
// every game, so it reads all 50,000 seats in index order instead of the
// running sums.
func BenchmarkStatsViaSeats(b *testing.B) {
	benchStats(b, playlog.Filter{Game: game, Limit: 10_000})
}

func benchStats(b *testing.B, f playlog.Filter) {
	s := benchStore(b, 10_000)
	for b.Loop() {
		st, err := s.Stats(f)
		if err != nil {
			b.Fatal(err)
		}
		if st.Games != 10_000 {
			b.Fatalf("games %d", st.Games)
		}
	}
}

func BenchmarkStatsOnePlayer(b *testing.B) {
	s := benchStore(b, 10_000)
	for b.Loop() {
		if _, err := s.Stats(playlog.Filter{Game: game, Player: "ana"}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAddMany10k(b *testing.B) {
	games := randomGames(10_000, 5, 1)
	for b.Loop() {
		s, err := Open(filepath.Join(b.TempDir(), "games.db"))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.AddMany(games); err != nil {
			b.Fatal(err)
		}
		s.Close()
	}
}

// BenchmarkStatsFilters measures every statistics filter over 10,000
// five-player games: one player, a player count, a period, a role, head
// to head, and a filter selecting every game. Each reads game_pack (schema
// step 4) in one pass. Target: under 20 ms each.
func BenchmarkStatsFilters(b *testing.B) {
	benchFilters(b, 10_000)
}

// BenchmarkStatsFilters100k is the same over 100,000 games. Target: under
// 200 ms each.
func BenchmarkStatsFilters100k(b *testing.B) {
	benchFilters(b, 100_000)
}

func benchFilters(b *testing.B, n int) {
	s, err := Open(filepath.Join(b.TempDir(), "games.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	for i := 0; i < n; i += 10_000 { // in slices, so building stays small
		if _, err := s.AddMany(randomGames(min(10_000, n-i), 5, uint64(i+1))); err != nil {
			b.Fatal(err)
		}
	}
	mid := t0.Add(-time.Duration(n/2) * 7 * time.Hour)
	filters := []struct {
		name string
		f    playlog.Filter
	}{
		{"player", playlog.Filter{Game: game, Player: "ana"}},
		{"players", playlog.Filter{Game: game, Players: 5}},
		{"period", playlog.Filter{Game: game, Since: mid}},
		{"role", playlog.Filter{Game: game, Role: "miner"}},
		{"player+role", playlog.Filter{Game: game, Player: "ana", Role: "miner"}},
		{"every-game", playlog.Filter{Game: game, Since: t0.Add(-time.Duration(n+1) * 7 * time.Hour)}},
		{"newest-100", playlog.Filter{Game: game, Limit: 100}},
	}
	for _, tt := range filters {
		b.Run(tt.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := s.Stats(tt.f); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	b.Run("head-to-head", func(b *testing.B) {
		for b.Loop() {
			if _, err := s.HeadToHead(whole, "ana", "ben"); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("head-to-head+period", func(b *testing.B) {
		for b.Loop() {
			if _, err := s.HeadToHead(playlog.Filter{Game: game, Since: mid}, "ana", "ben"); err != nil {
				b.Fatal(err)
			}
		}
	})
}
