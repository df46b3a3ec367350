package store

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/altiplano"
)

func TestStatsOfKnownGames(t *testing.T) {
	s := openTemp(t)
	g1 := sample(hexHash(1), t0)                             // Ana, Ben share first; Cleo third
	g2 := duel(hexHash(2), t0.Add(time.Hour), "ANA", "Cleo") // Ana wins alone, new spelling
	g3 := duel(hexHash(3), t0.Add(2*time.Hour), "cleo", "Ben")
	_, err := s.AddMany([]Game{g1, g2, g3})
	require.NoError(t, err)

	st, err := s.Stats(Filter{})
	require.NoError(t, err)
	assert.Equal(t, 3, st.Games)
	assert.Equal(t, 1, st.MissionGames)
	assert.Equal(t, 7, st.PlayerGames)
	assert.Equal(t, 4, st.Wins, "Ana twice (one shared), Ben once (shared), Cleo once")
	assert.Equal(t, 2, st.SharedWins)

	require.Len(t, st.Players, 3)
	ana := st.Players[0]
	assert.Equal(t, PlayerStats{
		Name: "ANA", Key: "ANA", Games: 2, Wins: 2, SharedWins: 1, WinRate: 1,
		MeanTotal: 45, BestTotal: 50,
		Mean: CategoryMeans{Coins: 2.5, Goods: 25, Boats: 2.5, Houses: 6, Orders: 7.5, HouseBonus: 1, Warehouse: 1, Missions: 2},
		ByPlayers: []CountStats{
			{Players: 2, Games: 1, Wins: 1, WinRate: 1, MeanTotal: 40, BestTotal: 40},
			{Players: 3, Games: 1, Wins: 1, WinRate: 1, MeanTotal: 50, BestTotal: 50},
		},
	}, ana)
	// Cleo and Ben: 3 games... Cleo has 3 games, 1 win; Ben 2 games, 1 win.
	assert.Equal(t, []string{"CLEO", "BEN"}, []string{st.Players[1].Key, st.Players[2].Key})
	assert.Equal(t, "cleo", st.Players[1].Name, "the latest spelling")
	assert.Equal(t, 3, st.Players[1].Games)
	assert.InDelta(t, 1.0/3, st.Players[1].WinRate, 1e-12)
	assert.Equal(t, 0, st.Players[1].SharedWins)
	assert.Equal(t, 1, st.Players[2].SharedWins)

	require.Len(t, st.Missions, 20)
	assert.Equal(t, MissionStats{ID: 3, Held: 1, Achieved: 1, VP: 4}, st.Missions[2])
	assert.Equal(t, MissionStats{ID: 7, Held: 2, Achieved: 0, VP: 0}, st.Missions[6])
	assert.Equal(t, MissionStats{ID: 12, Held: 1, Achieved: 1, VP: 5}, st.Missions[11])
	assert.Equal(t, MissionStats{ID: 1}, st.Missions[0])

	assert.Equal(t, []RoleStats{
		{Role: "miner", Games: 1, Wins: 1, WinRate: 1, MeanTotal: 50},
		{Role: "trader", Games: 1, Wins: 1, WinRate: 1, MeanTotal: 50},
	}, st.Roles, "in the rules' order, recorded roles only")

	// A player filter keeps that player's games, with everyone in them.
	st, err = s.Stats(Filter{Player: "Ana"})
	require.NoError(t, err)
	assert.Equal(t, 2, st.Games)
	assert.Equal(t, 5, st.PlayerGames)
}

func TestStatsOfNothing(t *testing.T) {
	s := openTemp(t)
	st, err := s.Stats(Filter{})
	require.NoError(t, err)
	assert.Zero(t, st.Games)
	assert.Empty(t, st.Players)
	assert.Empty(t, st.Roles)
	require.Len(t, st.Missions, 20)
	assert.Equal(t, MissionStats{ID: 20}, st.Missions[19])
}

// naiveStats recomputes Stats from whole games, the slow obvious way.
// latest holds every game in the history, for the most recent spellings.
func naiveStats(games, latest []Game) Stats {
	var st Stats
	st.Missions = make([]MissionStats, 20)
	for i := range st.Missions {
		st.Missions[i].ID = i + 1
	}
	type acc struct {
		sums
		byCount map[int]*sums
	}
	players := map[string]*acc{}
	roles := map[string]*sums{}
	for _, g := range games {
		st.Games++
		if g.Missions {
			st.MissionGames++
		}
		shared := g.Winners() > 1
		for _, p := range g.Players {
			one := sums{games: 1, total: p.Total, best: p.Total, coins: p.Coins,
				goods: p.Categories.Goods, boats: p.Categories.Boats, houses: p.Categories.Houses,
				orders: p.Categories.Orders, houseBonus: p.Categories.HouseBonus,
				warehouse: p.Categories.Warehouse, missions: p.Categories.Missions}
			if p.Won() {
				one.wins = 1
				if shared {
					one.shared = 1
				}
			}
			st.PlayerGames++
			st.Wins += one.wins
			st.SharedWins += one.shared
			k := nameKey(p.Name)
			if players[k] == nil {
				players[k] = &acc{byCount: map[int]*sums{}}
			}
			players[k].add(one)
			bucket(players[k].byCount, len(g.Players)).add(one)
			if p.Role != "" {
				bucket(roles, p.Role).add(one)
			}
			for _, m := range p.Missions {
				ms := &st.Missions[m.ID-1]
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
			if _, ok := names[nameKey(p.Name)]; !ok {
				names[nameKey(p.Name)] = p.Name
			}
		}
	}
	for k, a := range players {
		ps := PlayerStats{Name: names[k], Key: k, Games: a.games, Wins: a.wins, SharedWins: a.shared,
			WinRate: ratio(a.wins, a.games), MeanTotal: ratio(a.total, a.games), BestTotal: a.best,
			Mean: CategoryMeans{ratio(a.coins, a.games), ratio(a.goods, a.games), ratio(a.boats, a.games),
				ratio(a.houses, a.games), ratio(a.orders, a.games), ratio(a.houseBonus, a.games),
				ratio(a.warehouse, a.games), ratio(a.missions, a.games)}}
		for n, c := range a.byCount {
			ps.ByPlayers = append(ps.ByPlayers, CountStats{Players: n, Games: c.games, Wins: c.wins,
				WinRate: ratio(c.wins, c.games), MeanTotal: ratio(c.total, c.games), BestTotal: c.best})
		}
		slices.SortFunc(ps.ByPlayers, func(a, b CountStats) int { return cmp.Compare(a.Players, b.Players) })
		st.Players = append(st.Players, ps)
	}
	slices.SortFunc(st.Players, func(a, b PlayerStats) int {
		return cmp.Or(cmp.Compare(b.Wins, a.Wins), cmp.Compare(b.Games, a.Games), cmp.Compare(a.Key, b.Key))
	})
	for _, r := range altiplano.Roles() {
		if a := roles[string(r)]; a != nil {
			st.Roles = append(st.Roles, RoleStats{Role: string(r), Games: a.games, Wins: a.wins,
				WinRate: ratio(a.wins, a.games), MeanTotal: ratio(a.total, a.games)})
		}
	}
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
	all, err := s.List(Filter{})
	require.NoError(t, err)
	mid := all[300].PlayedAt
	filters := map[string]Filter{
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
		all, err := s.List(Filter{})
		require.NoError(t, err)
		got, err := s.Stats(Filter{})
		require.NoError(t, err)
		assert.Equal(t, naiveStats(all, all), got)
		// The filtered path, which reads the seats themselves, agrees.
		viaSeats, err := s.Stats(Filter{Limit: len(all) + 1})
		require.NoError(t, err)
		assert.Equal(t, got, viaSeats)
	}
	r := rand.New(rand.NewPCG(9, 9))
	for round := 0; round < 6; round++ {
		all, err := s.List(Filter{})
		require.NoError(t, err)
		// Delete the game holding the best total of all, then some at random.
		best := slices.MaxFunc(all, func(a, b Game) int { return cmp.Compare(maxTotal(a), maxTotal(b)) })
		require.NoError(t, s.Delete(best.ID))
		for range 40 {
			all, err = s.List(Filter{})
			require.NoError(t, err)
			require.NoError(t, s.Delete(all[r.IntN(len(all))].ID))
		}
		check()
	}
	all, err := s.List(Filter{})
	require.NoError(t, err)
	for _, g := range all {
		require.NoError(t, s.Delete(g.ID))
	}
	var rows int
	require.NoError(t, s.db.QueryRow(`SELECT (SELECT count(*) FROM player_sums) + (SELECT count(*) FROM mission_sums)`).Scan(&rows))
	assert.Zero(t, rows, "no sums left once every game is gone")
	check()
}

func maxTotal(g Game) int {
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
}

// The statistics stay fast because SQLite reads the covering indexes in
// group order; a plan that sorts (a TEMP B-TREE) means the schema or a
// query drifted and BenchmarkStats will blow its budget.
func TestStatsQueriesReadIndexesInOrder(t *testing.T) {
	s := openTemp(t)
	_, err := s.AddMany(randomGames(50, 5, 3))
	require.NoError(t, err)
	check := func(q string, args []any, index string) {
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
		assert.Contains(t, joined, "COVERING INDEX "+index)
		assert.NotContains(t, joined, "TEMP B-TREE FOR GROUP BY")
	}
	for _, f := range []Filter{{Player: "ana"}, {Since: t0}} {
		q, args := playerStatsQuery(f, true)
		check(q, args, "players_stats")
		q, args = missionStatsQuery(f, true)
		check(q, args, "missions_stats")
	}
}
