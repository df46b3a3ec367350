package store

import (
	"context"
	"database/sql"
	"encoding/json"

	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/stats"
)

// Stats computes the statistics of the games f selects, all of f.Game. The
// work is done in one read transaction: for the whole of a game's history
// by reading its running sums (schema step 5), otherwise in one pass over
// its packed seats (see pack.go); either way the groups' sums go to a
// stats.Tally, so every mean is an exact sum divided by an exact count.
func (s *Store) Stats(f playlog.Filter) (stats.Stats, error) {
	var out stats.Stats
	err := s.readGamesOf(f, func(ctx context.Context, tx *sql.Tx) error {
		t := stats.NewTally()
		var err error
		if f.Whole() {
			err = runningSums(ctx, tx, f.Game, t)
		} else {
			err = packSums(ctx, tx, f, t)
		}
		if err != nil {
			return err
		}
		names, err := latestNames(ctx, tx, t.Keys())
		if err != nil {
			return err
		}
		out = t.Stats(names)
		return nil
	})
	return out, err
}

// readGamesOf runs read in one read transaction (a consistent snapshot
// while other processes write) over the games of the one game f selects;
// what read returns is classified as a database failure.
func (s *Store) readGamesOf(f playlog.Filter, read func(context.Context, *sql.Tx) error) error {
	if err := oneGame(f); err != nil {
		return err
	}
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return s.classify(err)
	}
	defer tx.Rollback()
	return s.classify(read(ctx, tx))
}

// runningSums tallies every game of game from the running sums: one row per
// group of seats, one per group and category, one per mission card.
func runningSums(ctx context.Context, tx *sql.Tx, game playlog.ID, t *stats.Tally) error {
	id := string(game)
	if err := tx.QueryRowContext(ctx, `SELECT count(*), coalesce(sum(missions), 0) FROM games WHERE game = ?`, id).
		Scan(&t.Games, &t.MissionGames); err != nil {
		return err
	}
	rows, err := tx.QueryContext(ctx, `SELECT name_key, player_count, role, games, wins, shared_wins, total, best
		FROM player_sums WHERE game = ?`, id)
	if err != nil {
		return err
	}
	for rows.Next() {
		var g stats.Group
		var s stats.Sums
		if err := rows.Scan(&g.Key, &g.Players, &g.Role, &s.Games, &s.Wins, &s.SharedWins, &s.Total, &s.Best); err != nil {
			rows.Close()
			return err
		}
		t.Add(g, s)
	}
	if err := closeRows(rows); err != nil {
		return err
	}
	rows, err = tx.QueryContext(ctx, `SELECT name_key, player_count, role, category, position, points
		FROM category_sums WHERE game = ?`, id)
	if err != nil {
		return err
	}
	for rows.Next() {
		var g stats.Group
		var category string
		var position, points int
		if err := rows.Scan(&g.Key, &g.Players, &g.Role, &category, &position, &points); err != nil {
			rows.Close()
			return err
		}
		t.Category(category, position)
		t.AddPoints(g, category, points)
	}
	if err := closeRows(rows); err != nil {
		return err
	}
	rows, err = tx.QueryContext(ctx, `SELECT mission, held, achieved, vp FROM mission_sums WHERE game = ?`, id)
	if err != nil {
		return err
	}
	for rows.Next() {
		var m stats.MissionStats
		if err := rows.Scan(&m.ID, &m.Held, &m.Achieved, &m.VP); err != nil {
			rows.Close()
			return err
		}
		t.AddMission(m)
	}
	return closeRows(rows)
}

// closeRows closes rows and reports the error that ended them, if any.
func closeRows(rows *sql.Rows) error {
	err := rows.Err()
	if cerr := rows.Close(); err == nil {
		err = cerr
	}
	return err
}

// packSums tallies the games f selects in one pass over the packed seats,
// summing per group of seats with names, roles and categories as numbers
// and handing the groups to t at the end.
func packSums(ctx context.Context, tx *sql.Tx, f playlog.Filter, t *stats.Tally) error {
	type numbered struct{ key, role, count int32 }
	type sums struct {
		games, wins, shared, total, best int
		points                           []int // by category number
	}
	byNumber := map[numbered]*sums{}
	names := map[int32]string{}
	missions := map[int]*stats.MissionStats{}
	d := &decoder{cats: newInterned()}
	positions := map[int]int{} // category number → its place in the pad
	err := scanPacks(ctx, tx, f, func(g *packedGame) {
		t.Games++
		if g.missions {
			t.MissionGames++
		}
		for i, c := range g.cats {
			if p, ok := positions[c]; !ok || i+1 < p {
				positions[c] = i + 1
			}
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
			for j, c := range g.cats {
				if c >= len(a.points) {
					a.points = append(a.points, make([]int, c+1-len(a.points))...)
				}
				a.points[c] += s.points[j]
			}
			for _, m := range s.missions {
				ms := missions[m.ID]
				if ms == nil {
					ms = &stats.MissionStats{ID: m.ID}
					missions[m.ID] = ms
				}
				ms.Held++
				if m.Achieved {
					ms.Achieved++
				}
				ms.VP += m.VP
			}
		}
	}, d)
	if err != nil {
		return err
	}
	cats := d.cats.strs
	for c, p := range positions {
		t.Category(cats[c], p)
	}
	for k, a := range byNumber {
		s := stats.Sums{Games: a.games, Wins: a.wins, SharedWins: a.shared, Total: a.total, Best: a.best,
			Points: make(map[string]int, len(a.points))}
		for c, pts := range a.points {
			s.Points[cats[c]] = pts
		}
		t.Add(stats.Group{Key: names[k.key], Players: int(k.count), Role: names[k.role]}, s)
	}
	for _, m := range missions {
		t.AddMission(*m)
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
