package store

import (
	"cmp"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/playlogtest"
	"altiplano/cmd/playlog/stats"
)

func TestStatsOfKnownGames(t *testing.T) {
	s := openTemp(t)
	g1 := sample(hexHash(1), t0)                             // Ana, Ben share first; Cleo third
	g2 := duel(hexHash(2), t0.Add(time.Hour), "ANA", "Cleo") // Ana wins alone, new spelling
	g3 := duel(hexHash(3), t0.Add(2*time.Hour), "cleo", "Ben")
	_, err := s.AddMany([]playlog.Game{g1, g2, g3})
	require.NoError(t, err)

	st, err := s.Stats(whole)
	require.NoError(t, err)
	assert.Equal(t, 3, st.Games)
	assert.Equal(t, 1, st.MissionGames)
	assert.Equal(t, 7, st.PlayerGames)
	assert.Equal(t, 4, st.Wins, "Ana twice (one shared), Ben once (shared), Cleo once")
	assert.Equal(t, 2, st.SharedWins)

	require.Len(t, st.Players, 3)
	ana := st.Players[0]
	assert.Equal(t, stats.PlayerStats{
		Name: "ANA", Key: "ana", Games: 2, Wins: 2, SharedWins: 1, WinRate: 1,
		MeanTotal: 45, BestTotal: 50,
		Means: map[string]float64{"goods": 25, "boats": 2.5, "houses": 6, "orders": 7.5, "house_bonus": 1,
			"warehouse": 1, "missions": 2},
		ByPlayers: []stats.CountStats{
			{Players: 2, Games: 1, Wins: 1, WinRate: 1, MeanTotal: 40, BestTotal: 40},
			{Players: 3, Games: 1, Wins: 1, WinRate: 1, MeanTotal: 50, BestTotal: 50},
		},
	}, ana)
	// Cleo and Ben: 3 games... Cleo has 3 games, 1 win; Ben 2 games, 1 win.
	assert.Equal(t, []string{"cleo", "ben"}, []string{st.Players[1].Key, st.Players[2].Key})
	assert.Equal(t, "cleo", st.Players[1].Name, "the latest spelling")
	assert.Equal(t, 3, st.Players[1].Games)
	assert.InDelta(t, 1.0/3, st.Players[1].WinRate, 1e-12)
	assert.Equal(t, 0, st.Players[1].SharedWins)
	assert.Equal(t, 1, st.Players[2].SharedWins)

	assert.Equal(t, []stats.MissionStats{
		{ID: 3, Held: 1, Achieved: 1, VP: 4},
		{ID: 7, Held: 2, Achieved: 0, VP: 0},
		{ID: 12, Held: 1, Achieved: 1, VP: 5},
	}, st.Missions, "the cards held, by number")
	assert.Equal(t, playlogtest.Categories, st.Categories, "in pad order")

	assert.Equal(t, []stats.RoleStats{
		{Role: "miner", Games: 1, Wins: 1, WinRate: 1, MeanTotal: 50},
		{Role: "trader", Games: 1, Wins: 1, WinRate: 1, MeanTotal: 50},
	}, st.Roles, "by id, recorded roles only")

	// A player filter keeps that player's games, with everyone in them.
	st, err = s.Stats(playlog.Filter{Game: game, Player: "Ana"})
	require.NoError(t, err)
	assert.Equal(t, 2, st.Games)
	assert.Equal(t, 5, st.PlayerGames)
}

func TestStatsOfNothing(t *testing.T) {
	s := openTemp(t)
	st, err := s.Stats(whole)
	require.NoError(t, err)
	assert.Zero(t, st.Games)
	assert.Empty(t, st.Players)
	assert.Empty(t, st.Roles)
	assert.Empty(t, st.Missions)
	assert.Empty(t, st.Categories)
}

// naiveSums are the sums of one group of seats, added the obvious way.
type naiveSums struct {
	games, wins, shared, total, best int
	points                           map[string]int
}

func (a *naiveSums) add(p playlog.Player, shared bool) {
	if a.points == nil {
		a.points = map[string]int{}
	}
	if a.games == 0 || p.Total > a.best {
		a.best = p.Total
	}
	a.games++
	a.total += p.Total
	if p.Won() {
		a.wins++
		if shared {
			a.shared++
		}
	}
	for _, sc := range p.Scores {
		a.points[sc.Category] += sc.Points
	}
}

func naiveRatio(n, d int) float64 {
	if d == 0 {
		return 0
	}
	return float64(n) / float64(d)
}

// naiveStats recomputes the statistics from whole games, the slow obvious
// way. latest holds every game in the history, for the most recent
// spellings.
func naiveStats(games, latest []playlog.Game) stats.Stats {
	var st stats.Stats
	type acc struct {
		naiveSums
		byCount map[int]*naiveSums
	}
	players := map[string]*acc{}
	roles := map[string]*naiveSums{}
	missions := map[int]*stats.MissionStats{}
	positions := map[string]int{}
	for _, g := range games {
		st.Games++
		if g.Missions {
			st.MissionGames++
		}
		shared := g.Winners() > 1
		for _, p := range g.Players {
			for i, sc := range p.Scores {
				if pos, ok := positions[sc.Category]; !ok || i+1 < pos {
					positions[sc.Category] = i + 1
				}
			}
			st.PlayerGames++
			if p.Won() {
				st.Wins++
				if shared {
					st.SharedWins++
				}
			}
			k := playlog.NameKey(p.Name)
			if players[k] == nil {
				players[k] = &acc{byCount: map[int]*naiveSums{}}
			}
			players[k].add(p, shared)
			if players[k].byCount[len(g.Players)] == nil {
				players[k].byCount[len(g.Players)] = &naiveSums{}
			}
			players[k].byCount[len(g.Players)].add(p, shared)
			if p.Role != "" {
				if roles[p.Role] == nil {
					roles[p.Role] = &naiveSums{}
				}
				roles[p.Role].add(p, shared)
			}
			for _, m := range p.Missions {
				if missions[m.ID] == nil {
					missions[m.ID] = &stats.MissionStats{ID: m.ID}
				}
				ms := missions[m.ID]
				ms.Held++
				if m.Achieved {
					ms.Achieved++
				}
				ms.VP += m.VP
			}
		}
	}
	names := map[string]string{}
	for _, g := range latest { // newest first
		for _, p := range g.Players {
			if _, ok := names[playlog.NameKey(p.Name)]; !ok {
				names[playlog.NameKey(p.Name)] = p.Name
			}
		}
	}
	for k, a := range players {
		ps := stats.PlayerStats{Name: names[k], Key: k, Games: a.games, Wins: a.wins, SharedWins: a.shared,
			WinRate: naiveRatio(a.wins, a.games), MeanTotal: naiveRatio(a.total, a.games), BestTotal: a.best,
			Means: map[string]float64{}}
		for c := range positions {
			ps.Means[c] = naiveRatio(a.points[c], a.games)
		}
		for n, c := range a.byCount {
			ps.ByPlayers = append(ps.ByPlayers, stats.CountStats{Players: n, Games: c.games, Wins: c.wins,
				WinRate: naiveRatio(c.wins, c.games), MeanTotal: naiveRatio(c.total, c.games), BestTotal: c.best})
		}
		slices.SortFunc(ps.ByPlayers, func(a, b stats.CountStats) int { return cmp.Compare(a.Players, b.Players) })
		st.Players = append(st.Players, ps)
	}
	slices.SortFunc(st.Players, func(a, b stats.PlayerStats) int {
		return cmp.Or(cmp.Compare(b.Wins, a.Wins), cmp.Compare(b.Games, a.Games), cmp.Compare(a.Key, b.Key))
	})
	for _, r := range slices.Sorted(maps.Keys(roles)) {
		a := roles[r]
		st.Roles = append(st.Roles, stats.RoleStats{Role: r, Games: a.games, Wins: a.wins,
			WinRate: naiveRatio(a.wins, a.games), MeanTotal: naiveRatio(a.total, a.games)})
	}
	for _, id := range slices.Sorted(maps.Keys(missions)) {
		st.Missions = append(st.Missions, *missions[id])
	}
	st.Categories = slices.SortedFunc(maps.Keys(positions), func(a, b string) int {
		return cmp.Or(cmp.Compare(positions[a], positions[b]), cmp.Compare(a, b))
	})
	return st
}

// Property: for any filter, the SQL statistics equal the naive ones over
// the games List returns for that filter. The filters cover both query
// strategies (whole-index scan and per-game lookup).
func TestStatsMatchNaiveComputation(t *testing.T) {
	s := openTemp(t)
	games := randomGames(600, 0, 42)
	_, err := s.AddMany(games)
	require.NoError(t, err)
	all, err := s.List(whole)
	require.NoError(t, err)
	mid := all[300].PlayedAt
	filters := map[string]playlog.Filter{
		"all":          {},
		"player":       {Player: "ana"},
		"folded":       {Player: "straẞe"},
		"count 4":      {Players: 4},
		"since":        {Since: mid},
		"until":        {Until: mid},
		"period+count": {Since: all[500].PlayedAt, Until: mid, Players: 2},
		"limit 5":      {Limit: 5},
		"limit 400":    {Limit: 400},
		"nobody":       {Player: "nobody"},
	}
	for name, f := range filters {
		f.Game = game
		t.Run(name, func(t *testing.T) {
			sel, err := s.List(f)
			require.NoError(t, err)
			got, err := s.Stats(f)
			require.NoError(t, err)
			want := naiveStats(sel, all)
			assert.Equal(t, want, got)
		})
	}
}

// Property: the running sums behind the unfiltered statistics follow every
// store and delete, including deleting a group's best game and its last.
func TestRunningSumsFollowDeletes(t *testing.T) {
	s := openTemp(t)
	_, err := s.AddMany(randomGames(300, 0, 9))
	require.NoError(t, err)
	check := func() {
		t.Helper()
		all, err := s.List(whole)
		require.NoError(t, err)
		got, err := s.Stats(whole)
		require.NoError(t, err)
		assert.Equal(t, naiveStats(all, all), got)
		// The filtered path, which reads the seats themselves, agrees.
		viaSeats, err := s.Stats(playlog.Filter{Game: game, Limit: len(all) + 1})
		require.NoError(t, err)
		assert.Equal(t, got, viaSeats)
	}
	r := rand.New(rand.NewPCG(9, 9))
	for round := 0; round < 6; round++ {
		all, err := s.List(whole)
		require.NoError(t, err)
		// Delete the game holding the best total of all, then some at random.
		best := slices.MaxFunc(all, func(a, b playlog.Game) int { return cmp.Compare(maxTotal(a), maxTotal(b)) })
		require.NoError(t, s.Delete(best.ID))
		for range 40 {
			all, err = s.List(whole)
			require.NoError(t, err)
			require.NoError(t, s.Delete(all[r.IntN(len(all))].ID))
		}
		check()
	}
	all, err := s.List(whole)
	require.NoError(t, err)
	for _, g := range all {
		require.NoError(t, s.Delete(g.ID))
	}
	var rows int
	require.NoError(t, s.db.QueryRow(`SELECT (SELECT count(*) FROM player_sums) + (SELECT count(*) FROM category_sums)
		+ (SELECT count(*) FROM mission_sums)`).Scan(&rows))
	assert.Zero(t, rows, "no sums left once every game is gone")
	check()
}

func maxTotal(g playlog.Game) int {
	best := 0
	for _, p := range g.Players {
		best = max(best, p.Total)
	}
	return best
}

// Stored seats are never edited, since an edit would bypass the running sums.
func TestStoredSeatsRefuseEdits(t *testing.T) {
	s := openTemp(t)
	_, err := s.AddMany(randomGames(3, 3, 1))
	require.NoError(t, err)
	_, err = s.db.Exec(`UPDATE players SET total = total + 1`)
	assert.ErrorContains(t, err, "never edited")
	_, err = s.db.Exec(`UPDATE player_missions SET vp = vp + 1`)
	assert.ErrorContains(t, err, "never edited")
	_, err = s.db.Exec(`UPDATE player_scores SET points = points + 1`)
	assert.ErrorContains(t, err, "never edited")
	_, err = s.db.Exec(`UPDATE player_tie_breaks SET value = value + 1`)
	assert.ErrorContains(t, err, "never edited")
}

// The statistics stay fast because SQLite reads indexes, never the whole
// seat tables: the running sums by their keys, the best total a delete
// looks up again in players_best, the latest spellings in players_by_name.
// A plan that scans a seat table or sorts means the schema or a query
// drifted and BenchmarkStats will blow its budget.
func TestStatsQueriesReadIndexes(t *testing.T) {
	s := openTemp(t)
	_, err := s.AddMany(randomGames(50, 5, 3))
	require.NoError(t, err)
	check := func(q string, args []any, uses string) {
		t.Helper()
		rows, err := s.db.Query("EXPLAIN QUERY PLAN "+q, args...)
		require.NoError(t, err)
		defer rows.Close()
		var plan []string
		for rows.Next() {
			var id, parent, notused int
			var detail string
			require.NoError(t, rows.Scan(&id, &parent, &notused, &detail))
			plan = append(plan, detail)
		}
		joined := strings.Join(plan, "\n")
		assert.Contains(t, joined, uses, q)
		assert.NotContains(t, joined, "TEMP B-TREE", q)
		assert.NotRegexp(t, `SCAN (players|player_scores|player_missions)\b`, joined, q)
	}
	g := string(game)
	check(`SELECT name_key, player_count, role, games FROM player_sums WHERE game = ?`, []any{g}, "PRIMARY KEY")
	check(`SELECT category, points FROM category_sums WHERE game = ?`, []any{g}, "PRIMARY KEY")
	check(`SELECT mission, held FROM mission_sums WHERE game = ?`, []any{g}, "PRIMARY KEY")
	check(`SELECT max(p.total) FROM players p WHERE p.game = ? AND p.name_key = ? AND p.player_count = ? AND p.role = ?`,
		[]any{g, "ANA", 5, "miner"}, "COVERING INDEX players_best")
	check(`SELECT p.name FROM players p WHERE p.name_key = ? ORDER BY p.played_at DESC, p.game_id DESC LIMIT 1`,
		[]any{"ANA"}, "players_by_name")
}
