package store

import (
	"bytes"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
	"altiplano/rules"
)

// foldedIdentity stands for a game's identity of its records in these
// tests: the record with every letter in upper case, so that names that
// differ only in case are one game.
func foldedIdentity(game playlog.ID, record []byte) (string, error) {
	if game != oldGame {
		return "", errors.New("not a record of the old game")
	}
	sum := sha256.Sum256(bytes.ToUpper(record))
	return hex.EncodeToString(sum[:]), nil
}

// foldedRecord reads a record of these tests: its folded identity, and no
// time.
func foldedRecord(game playlog.ID, record []byte) (playlog.Recorded, error) {
	hash, err := foldedIdentity(game, record)
	return playlog.Recorded{Hash: hash}, err
}

// A database of schema 3 (the one before games became game-neutral) keeps
// every game through step 4: the game column names the old game, the
// points per category are copied, and hashes are recomputed by the game's
// identity (Options.Recorded), so the same record with another spelling of
// a name is found as the stored game. Without an identity, hashes stay.
func TestUpgradeFromVersion3KeepsGamesAndRehashes(t *testing.T) {
	for _, withIdentity := range []bool{true, false} {
		path := filepath.Join(t.TempDir(), "games.db")
		s, err := open(path, 1)
		require.NoError(t, err)
		insertV1(t, s.db, 1, 4)
		require.NoError(t, s.Close())
		s, err = open(path, 3)
		require.NoError(t, err)
		g := oldSample("abc", t0)
		g.Record = []byte("players: [ANNA, Ben]\n")
		res, err := s.db.Exec(`INSERT INTO games (hash, played_at, record_yaml, player_count) VALUES ('abc', ?, ?, 3)`,
			t0.Unix(), g.Record)
		require.NoError(t, err)
		id, err := res.LastInsertId()
		require.NoError(t, err)
		for _, p := range g.Players {
			args := append([]any{id, p.Seat, p.Name, playlog.NameKey(p.Name)}, v1Seat(p)...)
			_, err := s.db.Exec(`INSERT INTO players (game_id, seat, name, name_key, coins, goods, boats, houses, orders,
				house_bonus, warehouse, missions, total, rank, player_count, played_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 3, ?)`, append(args, p.Total, p.Rank, t0.Unix())...)
			require.NoError(t, err)
		}
		require.NoError(t, s.Close())

		opts := Options{}
		if withIdentity {
			opts.Recorded = foldedRecord
		}
		s, err = OpenWith(path, opts)
		require.NoError(t, err)
		games, err := s.List(playlog.Filter{})
		require.NoError(t, err)
		assert.Len(t, games, 5, "every game kept")
		for _, g := range games {
			assert.Equal(t, oldGame, g.Game)
		}
		var scores, ties, seats int
		require.NoError(t, s.db.QueryRow(`SELECT count(*) FROM player_scores`).Scan(&scores))
		require.NoError(t, s.db.QueryRow(`SELECT count(*) FROM player_tie_breaks`).Scan(&ties))
		require.NoError(t, s.db.QueryRow(`SELECT count(*) FROM players`).Scan(&seats))
		assert.Equal(t, 7*seats, scores, "seven categories per seat")
		assert.Equal(t, seats, ties, "the coins of each seat")

		again := g
		again.Record = []byte("players: [Anna, Ben]\n")
		again.Hash, err = foldedIdentity(oldGame, again.Record)
		require.NoError(t, err)
		got, added, err := s.Add(again)
		require.NoError(t, err)
		assert.Equal(t, !withIdentity, added, "Anna and ANNA are one player, so one game, once hashes follow the rule")
		if withIdentity {
			assert.Equal(t, id, got)
		}
		require.NoError(t, s.Close())
	}
}

// insertV4 stores g in the shape of schema 4: the seats' old columns
// (zeros for a game other than the old one, as schema 4 stored them), and
// the points per category in player_scores.
func insertV4(t testing.TB, db *sql.DB, g playlog.Game, columns bool) int64 {
	t.Helper()
	g, err := g.Normalized()
	require.NoError(t, err)
	res, err := db.Exec(`INSERT INTO games (hash, played_at, setup_code, missions, record_yaml, result_json, player_count, game)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, g.Hash, g.PlayedAt.Unix(), g.SetupCode, g.Missions, g.Record, g.Result,
		len(g.Players), string(g.Game))
	require.NoError(t, err)
	id, err := res.LastInsertId()
	require.NoError(t, err)
	for _, p := range g.Players {
		cols := []any{0, 0, 0, 0, 0, 0, 0, 0}
		if columns {
			cols = v1Seat(p)
		}
		args := append([]any{id, p.Seat, p.Name, playlog.NameKey(p.Name)}, cols...)
		_, err := db.Exec(`INSERT INTO players (game_id, seat, name, name_key, coins, goods, boats, houses, orders,
			house_bonus, warehouse, missions, total, rank, start_player, role, player_count, played_at, shared_rank, game)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			append(args, p.Total, p.Rank, p.StartPlayer, p.Role, len(g.Players), g.PlayedAt.Unix(),
				sharesRank(g, p), string(g.Game))...)
		require.NoError(t, err)
		for _, m := range p.Missions {
			_, err := db.Exec(`INSERT INTO player_missions VALUES (?, ?, ?, ?, ?)`, id, p.Seat, m.ID, m.Achieved, m.VP)
			require.NoError(t, err)
		}
		for i, sc := range p.Scores {
			_, err := db.Exec(`INSERT INTO player_scores VALUES (?, ?, ?, ?, ?)`, id, p.Seat, sc.Category, i+1, sc.Points)
			require.NoError(t, err)
		}
	}
	return id
}

// sharesRank reports whether another seat of g holds p's rank.
func sharesRank(g playlog.Game, p playlog.Player) bool {
	for _, q := range g.Players {
		if q.Seat != p.Seat && q.Rank == p.Rank {
			return true
		}
	}
	return false
}

// A database of schema 4 keeps every game through step 5: the old game's
// coins become its tie-break, another game's seats lose the zeros they
// were given in the old columns and keep their own categories, mission
// cards beyond 20 are kept, every game gets running sums of its own (whole
// statistics equal the packed seats' and a naive count), and the packs of
// schema 4 are written again.
func TestUpgradeFromVersion4KeepsEveryGamesOwnPad(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	s, err := open(path, 4)
	require.NoError(t, err)
	var old []playlog.Game
	for _, g := range randomGames(40, 0, 5) {
		g.Game = oldGame
		g.ID = insertV4(t, s.db, g, true)
		old = append(old, g)
	}
	other := playlog.Result{Game: "other", PlayedAt: t0, Record: []byte("other\n"), TieBreak: []string{"sheep"},
		Players: []playlog.ResultPlayer{
			{Name: "Ana", Total: 31, Place: 1, Scores: []playlog.Score{{Category: "fields", Points: 31}}, TieBreak: []int{3}},
			{Name: "Zoë", Total: 12, Place: 2, Scores: []playlog.Score{{Category: "fields", Points: 12}}, TieBreak: []int{1}},
		}}
	og, err := other.Stored()
	require.NoError(t, err)
	og.ID = insertV4(t, s.db, og, false)
	_, err = s.db.Exec(`INSERT INTO game_chunks VALUES (?, 0, 0, 0, 1, x'00')`, string(oldGame))
	require.NoError(t, err, "a pack of schema 4, which step 5 writes again")
	require.NoError(t, s.Close())

	s, err = Open(path)
	require.NoError(t, err)
	defer s.Close()
	for _, want := range old {
		got, err := s.Get(want.ID)
		require.NoError(t, err)
		want, err = want.Normalized()
		require.NoError(t, err)
		for i := range want.Players {
			slices.SortFunc(want.Players[i].Missions, func(a, b playlog.Mission) int { return a.ID - b.ID })
		}
		assert.Equal(t, want, got, "game %d", want.ID)
	}
	got, err := s.Get(og.ID)
	require.NoError(t, err)
	for i, p := range got.Players {
		assert.Equal(t, og.Players[i].Scores, p.Scores, "another game's own categories only")
		assert.Empty(t, p.TieBreak, "its tie-break values stay in its result, without their keys")
	}
	whole, err := s.Stats(playlog.Filter{Game: oldGame})
	require.NoError(t, err)
	viaSeats, err := s.Stats(playlog.Filter{Game: oldGame, Limit: 1000})
	require.NoError(t, err)
	assert.Equal(t, whole, viaSeats, "running sums and packs written again agree")
	list, err := s.List(playlog.Filter{Game: oldGame})
	require.NoError(t, err)
	assert.Equal(t, naiveStats(list, list), whole)
	st, err := s.Stats(playlog.Filter{Game: "other"})
	require.NoError(t, err)
	assert.Equal(t, 1, st.Games)
	assert.Equal(t, []string{"fields"}, st.Categories)
	assert.InDelta(t, 31.0, st.Players[0].Means["fields"], 1e-9)

	// Mission cards are numbered from 1 for any game now.
	big := sample(hexHash(900), t0)
	big.Players[0].Missions = append(big.Players[0].Missions, playlog.Mission{ID: 25, Achieved: true, VP: 1})
	addNew(t, s, big)
}

// insertV5 stores g as schema 5 did: each seat under the key the play log
// compared names by then (rules.NameKey), in UTC; the category sums and
// packs are left to steps 7 and 8, which write them again.
func insertV5(t testing.TB, db *sql.DB, g playlog.Game) int64 {
	t.Helper()
	res, err := db.Exec(`INSERT INTO games (hash, played_at, record_yaml, result_json, player_count, game)
		VALUES (?, ?, ?, ?, ?, ?)`, g.Hash, g.PlayedAt.Unix(), g.Record, g.Result, len(g.Players), string(g.Game))
	require.NoError(t, err)
	id, err := res.LastInsertId()
	require.NoError(t, err)
	for _, p := range g.Players {
		_, err := db.Exec(`INSERT INTO players (game_id, seat, name, name_key, total, rank, start_player, role,
			player_count, played_at, shared_rank, game) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, p.Seat, p.Name, rules.NameKey(p.Name), p.Total, p.Rank, p.StartPlayer, p.Role, len(g.Players),
			g.PlayedAt.Unix(), sharesRank(g, p), string(g.Game))
		require.NoError(t, err)
		for i, sc := range p.Scores {
			_, err := db.Exec(`INSERT INTO player_scores VALUES (?, ?, ?, ?, ?)`, id, p.Seat, sc.Category, i+1, sc.Points)
			require.NoError(t, err)
		}
		for i, tb := range p.TieBreak {
			_, err := db.Exec(`INSERT INTO player_tie_breaks VALUES (?, ?, ?, ?, ?)`, id, p.Seat, tb.Key, i+1, tb.Value)
			require.NoError(t, err)
		}
	}
	return id
}

// recordedAt reads a record of the upgrade tests: its folded identity, and
// the time on its first line ("at: …"), with an offset or as a wall clock.
func recordedAt(game playlog.ID, record []byte) (playlog.Recorded, error) {
	hash, err := foldedIdentity(game, record)
	rec := playlog.Recorded{Hash: hash}
	line, _, _ := strings.Cut(string(record), "\n")
	if at, ok := strings.CutPrefix(line, "at: "); ok {
		if t, err := time.Parse(time.RFC3339, at); err == nil {
			rec.PlayedAt = t
		} else if t, err := time.Parse("2006-01-02T15:04:05", at); err == nil {
			rec.PlayedAt, rec.WallClock = t, true
		}
	}
	return rec, err
}

// A history of schema 5 keeps every game through steps 6 to 8. Each game
// keeps its instant and takes the offset its record gives for that instant
// (a wall clock: the offset at which it is that instant; none, another
// instant or an unreadable record: UTC). Its identity is recomputed by its
// game, the one it was kept under stays as its first hash, and two games
// that become one keep both rows. Every seat's key becomes the name rule's;
// two seats of one game that now share a key both stay, told apart. The
// running sums and packs are written again under the new keys, agree with
// the seats, and follow a delete; stored seats are guarded again.
func TestUpgradeFromVersion5KeepsTimesAndFoldsNames(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	s, err := open(path, 5)
	require.NoError(t, err)
	at := func(text string) time.Time {
		t.Helper()
		v, err := time.Parse(time.RFC3339, text)
		require.NoError(t, err)
		return v.UTC()
	}
	tests := []struct {
		name, instant, record, want string
		wall, rehashed              bool
	}{
		{"an offset", "2026-11-21T22:30:00Z", "at: 2026-11-21T23:30:00+01:00\nplayers: [Ana]\n", "2026-11-21T23:30:00+01:00", false, true},
		{"a wall clock", "2026-03-02T20:00:00Z", "at: 2026-03-02T12:00:00\nplayers: [Ana]\n", "2026-03-02T12:00:00-08:00", true, true},
		{"UTC", "2025-12-31T23:50:00Z", "at: 2025-12-31T23:50:00Z\nplayers: [Ana]\n", "2025-12-31T23:50:00Z", false, true},
		{"another instant", "2026-05-01T10:00:00Z", "at: 2026-05-01T13:00:00+02:00\nplayers: [Ana]\n", "2026-05-01T10:00:00Z", false, true},
		{"no time", "2026-05-02T10:00:00Z", "players: [Ana]\n", "2026-05-02T10:00:00Z", false, true},
		{"one game twice", "2026-05-03T10:00:00Z", "players: [ANA]\n", "2026-05-03T10:00:00Z", false, false},
	}
	ids := make([]int64, len(tests))
	for i, tt := range tests {
		g := oldSample(hexHash(100+i), at(tt.instant))
		g.Record = []byte(tt.record)
		g.Players[0].Name = "ANA"
		ids[i] = insertV5(t, s.db, g)
	}
	unread := oldSample(hexHash(200), at("2026-06-01T10:00:00Z"))
	unread.Game = "other" // a game the identity cannot read
	unread.Players[0].Name, unread.Players[1].Name = "Straße", "STRASSE"
	unreadID := insertV5(t, s.db, unread)
	require.NoError(t, s.Close())

	s, err = OpenWith(path, Options{Recorded: recordedAt})
	require.NoError(t, err)
	defer s.Close()
	for i, tt := range tests {
		g, err := s.Get(ids[i])
		require.NoError(t, err, tt.name)
		assert.Equal(t, tt.want, g.PlayedAt.Format(time.RFC3339), tt.name)
		assert.True(t, at(tt.instant).Equal(g.PlayedAt), "%s: the instant stays", tt.name)
		assert.Equal(t, tt.wall, g.WallClock, tt.name)
		assert.Equal(t, hexHash(100+i), g.FirstHash, tt.name)
		want, err := foldedIdentity(oldGame, []byte(tt.record))
		require.NoError(t, err)
		if tt.rehashed {
			assert.Equal(t, want, g.Hash, tt.name)
		} else {
			assert.Equal(t, hexHash(100+i), g.Hash, "%s: the first game has the identity, this one keeps its own", tt.name)
		}
	}
	g, err := s.Get(unreadID)
	require.NoError(t, err)
	assert.Equal(t, hexHash(200), g.Hash, "an unreadable record keeps its identity")
	assert.Equal(t, []string{"Straße", "STRASSE"}, []string{g.Players[0].Name, g.Players[1].Name}, "both seats stay")

	var keys []string
	rows, err := s.db.Query(`SELECT name_key FROM players WHERE game_id = ? ORDER BY seat`, unreadID)
	require.NoError(t, err)
	for rows.Next() {
		var k string
		require.NoError(t, rows.Scan(&k))
		keys = append(keys, k)
	}
	require.NoError(t, rows.Close())
	assert.Equal(t, []string{"strasse", "strasse\x002", "cleo"}, keys)

	list, err := s.List(playlog.Filter{Game: oldGame})
	require.NoError(t, err)
	whole, err := s.Stats(playlog.Filter{Game: oldGame})
	require.NoError(t, err)
	viaSeats, err := s.Stats(playlog.Filter{Game: oldGame, Limit: 1000})
	require.NoError(t, err)
	assert.Equal(t, naiveStats(list, list), whole, "the sums, under the name rule's keys")
	assert.Equal(t, whole, viaSeats, "the packs")
	assert.Equal(t, "ana", whole.Players[0].Key)
	other, err := s.Stats(playlog.Filter{Game: "other"})
	require.NoError(t, err)
	otherSeats, err := s.Stats(playlog.Filter{Game: "other", Limit: 10})
	require.NoError(t, err)
	assert.Equal(t, other, otherSeats)
	assert.Len(t, other.Players, 3, "the two seats that share a key are two players")

	require.NoError(t, s.Delete(unreadID))
	var sums int
	require.NoError(t, s.db.QueryRow(`SELECT (SELECT count(*) FROM player_sums WHERE game = 'other')
		+ (SELECT count(*) FROM category_sums WHERE game = 'other')`).Scan(&sums))
	assert.Zero(t, sums, "a delete takes out what it put in")
	_, err = s.db.Exec(`UPDATE players SET total = 0`)
	assert.ErrorContains(t, err, "stored seats are never edited")
}
