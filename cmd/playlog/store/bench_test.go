package store

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"altiplano/rules/altiplano"
)

// benchNames are the people at the table; several are spelled more than
// one way, as they would be typed over the years.
var benchNames = [][]string{
	{"Ana", "ana", "ANA"}, {"Ben"}, {"Cleo", "cleo"}, {"Dora"}, {"Émile", "émile", "ÉMILE"},
	{"Finn"}, {"Gus", "gus"}, {"Hana"}, {"Ilse"}, {"Jon"}, {"Kai"}, {"Straße", "STRAẞE"},
}

// randomGames makes n deterministic, varied games of the given player count
// (0: 2 to 5 at random): names, categories, coins with ties, roles in about
// two games of three, missions in half of them.
func randomGames(n, players int, seed uint64) []Game {
	r := rand.New(rand.NewPCG(seed, 7))
	roles := altiplano.Roles()
	out := make([]Game, n)
	for i := range out {
		count := players
		if count == 0 {
			count = 2 + r.IntN(4)
		}
		g := Game{
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
			c := Categories{
				Goods: r.IntN(25), Boats: r.IntN(12), Houses: r.IntN(20), Orders: r.IntN(30),
				HouseBonus: r.IntN(5), Warehouse: r.IntN(15),
			}
			p := Player{Seat: seat, Name: spellings[r.IntN(len(spellings))], Coins: r.IntN(4), StartPlayer: seat == 1}
			if withRoles {
				p.Role = string(roles[seat-1])
			}
			if g.Missions {
				for _, id := range r.Perm(20)[:2] {
					m := Mission{ID: id + 1, Achieved: r.IntN(2) == 0}
					if m.Achieved {
						m.VP = 2 + r.IntN(6)
					}
					c.Missions += m.VP
					p.Missions = append(p.Missions, m)
				}
			}
			p.Categories = c
			p.Total = c.Goods + c.Boats + c.Houses + c.Orders + c.HouseBonus + c.Warehouse + c.Missions
			if r.IntN(8) == 0 && seat > 1 { // a tie on points (and sometimes coins) with seat 1
				p.Total, p.Coins = g.Players[0].Total, g.Players[0].Coins-r.IntN(2)
			}
			g.Players = append(g.Players, p)
		}
		rank(g.Players)
		out[i] = g
	}
	return out
}

// rank sets ranks by points, then coins; players level on both share a rank.
func rank(ps []Player) {
	better := func(a, b Player) int { return cmp.Or(cmp.Compare(b.Total, a.Total), cmp.Compare(b.Coins, a.Coins)) }
	sorted := slices.Clone(ps)
	slices.SortFunc(sorted, better)
	for i := range ps {
		ps[i].Rank = 1 + slices.IndexFunc(sorted, func(q Player) bool { return better(q, ps[i]) >= 0 })
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

// BenchmarkStats measures Stats for all players over 10,000 five-player
// games (50,000 seats, 50,000 missions held), which reads the running sums.
// Target: at most 50 ms.
func BenchmarkStats(b *testing.B) {
	benchStats(b, Filter{})
}

// BenchmarkStatsViaSeats is the same question through a filter that selects
// every game, so it reads all 50,000 seats in index order instead of the
// running sums.
func BenchmarkStatsViaSeats(b *testing.B) {
	benchStats(b, Filter{Limit: 10_000})
}

func benchStats(b *testing.B, f Filter) {
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
		if _, err := s.Stats(Filter{Player: "ana"}); err != nil {
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
		f    Filter
	}{
		{"player", Filter{Player: "ana"}},
		{"players", Filter{Players: 5}},
		{"period", Filter{Since: mid}},
		{"role", Filter{Role: "miner"}},
		{"player+role", Filter{Player: "ana", Role: "miner"}},
		{"every-game", Filter{Since: t0.Add(-time.Duration(n+1) * 7 * time.Hour)}},
		{"newest-100", Filter{Limit: 100}},
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
			if _, err := s.HeadToHead(Filter{}, "ana", "ben"); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("head-to-head+period", func(b *testing.B) {
		for b.Loop() {
			if _, err := s.HeadToHead(Filter{Since: mid}, "ana", "ben"); err != nil {
				b.Fatal(err)
			}
		}
	})
}
