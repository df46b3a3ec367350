package store

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"maps"
	"slices"
	"strings"

	"altiplano/rules/altiplano"
)

// Stats summarises the games a Filter selects. A Filter.Player selects the
// games that player took part in; everyone at those tables is counted (the
// row for the player is among Players).
type Stats struct {
	Games        int // games counted
	MissionGames int // of which played with the mission variant
	PlayerGames  int // seats counted, one per player per game
	Wins         int // first places; a shared first place counts as a win for each sharer
	SharedWins   int // of Wins, the ones shared with another player
	Players      []PlayerStats
	Missions     []MissionStats // mission 1..20, always all 20
	Roles        []RoleStats    // roles recorded at least once, in the rules' order
}

// PlayerStats is one player's record. Players are grouped by case-folded
// name and shown with the spelling of their most recent game.
type PlayerStats struct {
	Name       string // most recent spelling
	Key        string // case-folded name: the grouping key, usable as Filter.Player
	Games      int
	Wins       int // including shared first places
	SharedWins int // of Wins, the shared ones
	WinRate    float64
	MeanTotal  float64
	BestTotal  int
	Mean       CategoryMeans
	ByPlayers  []CountStats // per player count, ascending
}

// CategoryMeans are mean points per category (and mean coins) per game.
type CategoryMeans struct {
	Coins, Goods, Boats, Houses, Orders, HouseBonus, Warehouse, Missions float64
}

// CountStats is a player's record at one player count.
type CountStats struct {
	Players   int // player count
	Games     int
	Wins      int
	WinRate   float64
	MeanTotal float64
	BestTotal int
}

// MissionStats counts how often mission ID was held (one per player per
// game holding it) and achieved.
type MissionStats struct {
	ID       int
	Held     int
	Achieved int
	VP       int // points it brought, summed
}

// RoleStats is the record of everyone who played a role.
type RoleStats struct {
	Role      string
	Games     int
	Wins      int
	WinRate   float64
	MeanTotal float64
}

// sums accumulates what SQL aggregated for one group, so that coarser
// groups are exact sums of finer ones and means are computed once.
type sums struct {
	games, wins, shared, total, best                                     int
	coins, goods, boats, houses, orders, houseBonus, warehouse, missions int
}

func (a *sums) add(b sums) {
	if a.games == 0 || b.best > a.best {
		a.best = b.best
	}
	a.games += b.games
	a.wins += b.wins
	a.shared += b.shared
	a.total += b.total
	a.coins += b.coins
	a.goods += b.goods
	a.boats += b.boats
	a.houses += b.houses
	a.orders += b.orders
	a.houseBonus += b.houseBonus
	a.warehouse += b.warehouse
	a.missions += b.missions
}

func bucket[K comparable](m map[K]*sums, k K) *sums {
	if m[k] == nil {
		m[k] = &sums{}
	}
	return m[k]
}

func ratio(n, d int) float64 {
	if d == 0 {
		return 0
	}
	return float64(n) / float64(d)
}

// Stats computes the statistics of the games f selects. The work is done
// in one read transaction: for the whole history by reading the running
// sums, otherwise by aggregate queries that each read a covering index in
// order; per (player, player count, role) sums, per-mission counts, and
// the latest spelling of each name. Go only adds the groups up, so every
// mean is an exact sum divided by an exact count.
func (s *Store) Stats(f Filter) (Stats, error) {
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return Stats{}, s.classify(err)
	}
	defer tx.Rollback()
	if !f.all() {
		st, err := packStats(ctx, tx, f)
		return st, s.classify(err)
	}
	var st Stats
	if err := tx.QueryRowContext(ctx, "SELECT count(*), coalesce(sum(missions), 0) FROM games"+where(f), selArgs(f)...).
		Scan(&st.Games, &st.MissionGames); err != nil {
		return Stats{}, s.classify(err)
	}
	scan, err := broad(ctx, tx, f, st.Games)
	if err != nil {
		return Stats{}, s.classify(err)
	}
	if err := playerStats(ctx, tx, f, scan, &st); err != nil {
		return Stats{}, s.classify(err)
	}
	if st.Missions, err = missionStats(ctx, tx, f, scan); err != nil {
		return Stats{}, s.classify(err)
	}
	return st, nil
}

// broad reports whether a filter selecting n games selects enough of them
// that reading the covering indexes whole, in group order, beats looking
// up each selected game's rows and sorting them (a Limit of 10, say). On
// 10,000 five-player games the two cost the same at about 1,900 selected
// games (≈21 ms each), so the switch is at one game in five.
func broad(ctx context.Context, tx *sql.Tx, f Filter, n int) (bool, error) {
	if f.all() {
		return true, nil
	}
	var total int
	if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM games").Scan(&total); err != nil {
		return false, err
	}
	return n*5 > total, nil
}

// where restricts a query over games (aliased or not, column id) to f.
func where(f Filter) string {
	if f.all() {
		return " WHERE game = '" + GameAltiplano + "'"
	}
	sel, _ := f.selection()
	return " WHERE id IN (" + sel + ")"
}

func selArgs(f Filter) []any {
	if f.all() {
		return nil // where and gameIn take no arguments then
	}
	_, args := f.selection()
	return args
}

// gameIn restricts a query over col (a game id) to f, as "AND …". With
// scan set, the column is written +col, which keeps SQLite from driving the
// query by game id: it reads the covering index in order and tests each
// row against the selection instead.
func gameIn(f Filter, col string, scan bool) string {
	if f.all() {
		// Every Altiplano game: the seats say which game they belong to.
		return " AND " + strings.TrimSuffix(col, "game_id") + "game = '" + GameAltiplano + "'"
	}
	if scan {
		col = "+" + col
	}
	sel, _ := f.selection()
	return " AND " + col + " IN (" + sel + ")"
}

// playerStatsQuery reads the running sums (schema step 3) for the whole
// history and otherwise makes one ordered pass over the players_stats index
// (schema step 2): no join, no sort. shared_rank marks a rank another
// player holds too.
func playerStatsQuery(f Filter, scan bool) (string, []any) {
	if f.all() {
		return `SELECT name_key, player_count, role, games, wins, shared_wins, total, best,
			coins, goods, boats, houses, orders, house_bonus, warehouse, missions FROM player_sums`, nil
	}
	return `SELECT name_key, player_count, role,
		count(*), sum(rank = 1), sum(rank = 1 AND shared_rank), sum(total), max(total),
		sum(coins), sum(goods), sum(boats), sum(houses), sum(orders),
		sum(house_bonus), sum(warehouse), sum(missions)
		FROM players WHERE 1` + gameIn(f, "game_id", scan) + `
		GROUP BY name_key, player_count, role`, selArgs(f)
}

func playerStats(ctx context.Context, tx *sql.Tx, f Filter, scan bool, st *Stats) error {
	q, args := playerStatsQuery(f, scan)
	rows, err := tx.QueryContext(ctx, q, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	groups := map[groupKey]*sums{}
	for rows.Next() {
		var k groupKey
		var g sums
		if err := rows.Scan(&k.key, &k.count, &k.role, &g.games, &g.wins, &g.shared, &g.total, &g.best,
			&g.coins, &g.goods, &g.boats, &g.houses, &g.orders, &g.houseBonus, &g.warehouse, &g.missions); err != nil {
			return err
		}
		bucket(groups, k).add(g)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	return addPlayers(ctx, tx, groups, st)
}

// groupKey is one group of the per-player sums: a player at a player
// count in a role.
type groupKey struct {
	key   string
	count int
	role  string
}

// addPlayers turns the per-group sums into st's players, per-count
// records and roles.
func addPlayers(ctx context.Context, tx *sql.Tx, groups map[groupKey]*sums, st *Stats) error {
	type countKey struct {
		key   string
		count int
	}
	perPlayer := map[string]*sums{}
	perCount := map[countKey]*sums{}
	perRole := map[string]*sums{}
	for k, g := range groups {
		bucket(perPlayer, k.key).add(*g)
		bucket(perCount, countKey{k.key, k.count}).add(*g)
		if k.role != "" {
			bucket(perRole, k.role).add(*g)
		}
		st.PlayerGames += g.games
		st.Wins += g.wins
		st.SharedWins += g.shared
	}
	names, err := latestNames(ctx, tx, slices.Sorted(maps.Keys(perPlayer)))
	if err != nil {
		return err
	}
	for key, a := range perPlayer {
		ps := PlayerStats{
			Name: names[key], Key: key,
			Games: a.games, Wins: a.wins, SharedWins: a.shared,
			WinRate: ratio(a.wins, a.games), MeanTotal: ratio(a.total, a.games), BestTotal: a.best,
			Mean: CategoryMeans{
				Coins: ratio(a.coins, a.games), Goods: ratio(a.goods, a.games), Boats: ratio(a.boats, a.games),
				Houses: ratio(a.houses, a.games), Orders: ratio(a.orders, a.games),
				HouseBonus: ratio(a.houseBonus, a.games), Warehouse: ratio(a.warehouse, a.games),
				Missions: ratio(a.missions, a.games),
			},
		}
		st.Players = append(st.Players, ps)
	}
	for ck, a := range perCount {
		i := slices.IndexFunc(st.Players, func(p PlayerStats) bool { return p.Key == ck.key })
		st.Players[i].ByPlayers = append(st.Players[i].ByPlayers, CountStats{
			Players: ck.count, Games: a.games, Wins: a.wins,
			WinRate: ratio(a.wins, a.games), MeanTotal: ratio(a.total, a.games), BestTotal: a.best,
		})
	}
	for i := range st.Players {
		slices.SortFunc(st.Players[i].ByPlayers, func(a, b CountStats) int { return cmp.Compare(a.Players, b.Players) })
	}
	// Most wins first, then most games, then by key: a stable order the
	// command layer may re-sort.
	slices.SortFunc(st.Players, func(a, b PlayerStats) int {
		return cmp.Or(cmp.Compare(b.Wins, a.Wins), cmp.Compare(b.Games, a.Games), cmp.Compare(a.Key, b.Key))
	})
	for _, r := range altiplano.Roles() {
		if a := perRole[string(r)]; a != nil {
			st.Roles = append(st.Roles, RoleStats{
				Role: string(r), Games: a.games, Wins: a.wins,
				WinRate: ratio(a.wins, a.games), MeanTotal: ratio(a.total, a.games),
			})
		}
	}
	return nil
}

// latestNames maps each key to the spelling of that player's most recent
// game in the whole history (played_at, then id), whatever the filter: the
// name people go by now. Each lookup is one seek in players_by_name.
func latestNames(ctx context.Context, tx *sql.Tx, keys []string) (map[string]string, error) {
	names := make(map[string]string, len(keys))
	if len(keys) == 0 {
		return names, nil
	}
	list, err := json.Marshal(keys)
	if err != nil {
		return nil, err
	}
	rows, err := tx.QueryContext(ctx, `SELECT k.value, coalesce((SELECT p.name FROM players p
		WHERE p.name_key = k.value ORDER BY p.played_at DESC, p.game_id DESC LIMIT 1), '')
		FROM json_each(?) k`, string(list))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var key, name string
		if err := rows.Scan(&key, &name); err != nil {
			return nil, err
		}
		names[key] = name
	}
	return names, rows.Err()
}

// missionStatsQuery reads the running sums for the whole history and
// otherwise the missions_stats index in order.
func missionStatsQuery(f Filter, scan bool) (string, []any) {
	if f.all() {
		return `SELECT mission, held, achieved, vp FROM mission_sums`, nil
	}
	return `SELECT mission, count(*), sum(achieved), sum(vp)
		FROM player_missions WHERE 1` + gameIn(f, "game_id", scan) + ` GROUP BY mission`, selArgs(f)
}

func missionStats(ctx context.Context, tx *sql.Tx, f Filter, scan bool) ([]MissionStats, error) {
	out := make([]MissionStats, altiplano.MissionCount)
	for i := range out {
		out[i].ID = i + 1
	}
	q, args := missionStatsQuery(f, scan)
	rows, err := tx.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var m MissionStats
		if err := rows.Scan(&m.ID, &m.Held, &m.Achieved, &m.VP); err != nil {
			return nil, err
		}
		if m.ID >= 1 && m.ID <= len(out) {
			out[m.ID-1] = m
		}
	}
	return out, rows.Err()
}

// packStats computes the statistics of a filtered selection from
// game_pack in one ordered pass (see schema step 4), summing each group in
// Go exactly as the aggregate queries do.
func packStats(ctx context.Context, tx *sql.Tx, f Filter) (Stats, error) {
	var st Stats
	type numbered struct{ key, role, count int32 }
	byNumber := map[numbered]*sums{}
	names := map[int32]string{}
	missions := make([]MissionStats, altiplano.MissionCount)
	for i := range missions {
		missions[i].ID = i + 1
	}
	err := scanPacks(ctx, tx, f, func(g *packedGame) {
		st.Games++
		if g.missions {
			st.MissionGames++
		}
		n := len(g.seats)
		for i := range g.seats {
			s := &g.seats[i]
			k := numbered{s.keyID, s.roleID, int32(n)}
			a := byNumber[k]
			if a == nil {
				a = &sums{best: s.total}
				byNumber[k] = a
				names[s.keyID], names[s.roleID] = s.key, s.role
			}
			a.games++
			if s.rank == 1 {
				a.wins++
				if s.shared {
					a.shared++
				}
			}
			a.total += s.total
			a.best = max(a.best, s.total)
			a.coins += s.coins
			a.goods += s.cats[0]
			a.boats += s.cats[1]
			a.houses += s.cats[2]
			a.orders += s.cats[3]
			a.houseBonus += s.cats[4]
			a.warehouse += s.cats[5]
			a.missions += s.cats[6]
			for _, m := range s.missions {
				if m.ID >= 1 && m.ID <= len(missions) {
					ms := &missions[m.ID-1]
					ms.Held++
					if m.Achieved {
						ms.Achieved++
					}
					ms.VP += m.VP
				}
			}
		}
	})
	if err != nil {
		return Stats{}, err
	}
	groups := make(map[groupKey]*sums, len(byNumber))
	for k, a := range byNumber {
		groups[groupKey{names[k.key], int(k.count), names[k.role]}] = a
	}
	if err := addPlayers(ctx, tx, groups, &st); err != nil {
		return Stats{}, err
	}
	st.Missions = missions
	return st, nil
}
