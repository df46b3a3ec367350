package cmd_test

import (
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	_ "modernc.org/sqlite"

	"altiplano/cmd/altiplano/kept"
	"altiplano/cmd/internal/cmdtest"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
)

// schema3 makes a play log of schema 3 at path from the schema's own
// steps, as an altiplano of that schema wrote it.
func schema3(t *testing.T, path string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	require.NoError(t, err)
	steps, err := filepath.Glob(filepath.Join("playlog", "store", "schema", "00[1-3]_*.sql"))
	require.NoError(t, err)
	require.Len(t, steps, 3)
	for _, step := range steps {
		q, err := os.ReadFile(step)
		require.NoError(t, err)
		_, err = db.Exec(string(q))
		require.NoError(t, err, step)
	}
	_, err = db.Exec(`PRAGMA user_version = 3; PRAGMA application_id = 1095521360`) // "ALTP"
	require.NoError(t, err)
	return db
}

// A play log of schema 3, from before names were compared by the name
// rule, is upgraded by the first command that opens it, and each kept
// game's identity is recomputed by its own game (the registry's): the same
// record with a name spelled in another case is then the kept game.
func TestUpgradedPlayLogFindsKeptGamesByTheirGamesIdentity(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "testdata", "games", "2p.yaml"))
	require.NoError(t, err)
	shouted := []byte(strings.Replace(string(data), "name: Anna", "name: ANNA", 1))
	record, err := scoring.ParseRecord("2p.yaml", shouted, altiplano.Identifiers{})
	require.NoError(t, err)
	res, err := scoring.Score(record, catalog.Default())
	require.NoError(t, err)
	g, err := kept.Played{Record: record, Result: res, Catalog: catalog.Default(), Now: cmdtest.Now}.Game()
	require.NoError(t, err)

	path := filepath.Join(t.TempDir(), "games.db")
	db := schema3(t, path)
	_, err = db.Exec(`INSERT INTO games (id, hash, played_at, record_yaml, result_json, player_count) VALUES (1, 'abc', ?, ?, ?, 2)`,
		cmdtest.Now.Unix(), g.Record, g.Result)
	require.NoError(t, err)
	for _, p := range g.Players {
		args := []any{p.Seat, p.Name, p.Name, p.TieBreak[0].Value}
		for _, sc := range p.Scores {
			args = append(args, sc.Points)
		}
		_, err := db.Exec(`INSERT INTO players (game_id, seat, name, name_key, coins, goods, boats, houses, orders,
			house_bonus, warehouse, missions, total, rank, player_count, played_at)
			VALUES (1, ?, ?, upper(?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 2, ?)`, append(args, p.Total, p.Rank, cmdtest.Now.Unix())...)
		require.NoError(t, err)
	}
	require.NoError(t, db.Close())

	file := filepath.Join(t.TempDir(), "2p.yaml")
	require.NoError(t, os.WriteFile(file, data, 0o644))
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: t.TempDir()}, "score", "--file", file, "--db", path)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "Already in the play history as game 1 (the same record); not stored again.",
		"Anna and ANNA are one player, so one game")
}

// asSchema5 turns the history at path, written by this altiplano, into
// what an altiplano of schema 5 kept for the same games: names under the
// key of then (rules.NameKey, here upper case), hashes of then (old), the
// running sums under those keys, Altiplano's records with played_at as
// an instant in UTC (from, to), no offsets.
func asSchema5(t *testing.T, path string, old map[int]string, from, to string) {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	require.NoError(t, err)
	defer db.Close()
	for _, q := range []string{
		`DROP TRIGGER players_unchanged`,
		`UPDATE players SET name_key = upper(name)`,
		`DELETE FROM player_sums`,
		`INSERT INTO player_sums SELECT game, name_key, player_count, role, count(*), sum(rank = 1),
			sum(rank = 1 AND shared_rank), sum(total), max(total) FROM players GROUP BY game, name_key, player_count, role`,
		`CREATE TRIGGER players_unchanged BEFORE UPDATE ON players BEGIN SELECT RAISE(ABORT, 'stored seats are never edited'); END`,
		`ALTER TABLE games DROP COLUMN utc_offset`,
		`ALTER TABLE games DROP COLUMN wall_clock`,
		`ALTER TABLE games DROP COLUMN first_hash`,
		`ALTER TABLE games DROP COLUMN date_only`,
		`PRAGMA user_version = 5`,
	} {
		_, err := db.Exec(q)
		require.NoError(t, err, q)
	}
	_, err = db.Exec(`UPDATE games SET record_yaml = CAST(replace(CAST(record_yaml AS TEXT), ?, ?) AS BLOB)`, from, to)
	require.NoError(t, err)
	for id, hash := range old {
		_, err := db.Exec(`UPDATE games SET hash = ? WHERE id = ?`, hash, id)
		require.NoError(t, err)
	}
}

// A history of schema 5 (before the players' times and the one name rule)
// is upgraded by the first command that opens it: an Altiplano game keeps
// its instant at the offset its record gives (UTC there), each game's
// identity is its game's today, so the same records are found again (an
// Alpaka record with LIDIA for Lidia too), and the hash it was kept under
// stays beside it for the ids of the BG Stats exports.
func TestAHistoryOfSchema5IsUpgradedToTheNameRule(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	box := filepath.Join("..", "testdata", "alpaka", "box.yaml")
	data, err := os.ReadFile(filepath.Join("..", "testdata", "games", "2p.yaml"))
	require.NoError(t, err)
	altiplanoFile := filepath.Join(t.TempDir(), "2p.yaml")
	require.NoError(t, os.WriteFile(altiplanoFile, append([]byte("played_at: 2026-11-21T23:30:00+01:00\n"), data...), 0o644))
	alpaka, err := os.ReadFile(filepath.Join("..", "testdata", "alpaka", "01-rulebook-example.yaml"))
	require.NoError(t, err)
	shouted := filepath.Join(t.TempDir(), "lidia.yaml")
	require.NoError(t, os.WriteFile(shouted, []byte(strings.ReplaceAll(string(alpaka), "Lidia", "LIDIA")), 0o644))

	r := cmdtest.Run(t, env, "games", "import", altiplanoFile, shouted, "--box", box)
	require.Equal(t, 0, r.Code, r.Stderr)
	path := filepath.Join(env.ConfigDir, "home", ".local", "share", "altiplano", "games.db")
	old := map[int]string{1: strings.Repeat("a1", 32), 2: strings.Repeat("b2", 32)}
	asSchema5(t, path, old, "2026-11-21T23:30:00+01:00", "2026-11-21T22:30:00Z")

	exported := cmdtest.Run(t, env, "games", "export", "--format", "json")
	require.Equal(t, 0, exported.Code, exported.Stderr)
	assert.Contains(t, exported.Stdout, `"first_hash": "`+old[1]+`",
      "played_at": "2026-11-21T22:30:00Z",
      "played_at_utc": "2026-11-21T22:30:00Z",`, "its instant, at the offset its record gives")

	again := cmdtest.Run(t, env, "score", "--file", altiplanoFile)
	require.Equal(t, 0, again.Code, again.Stderr)
	assert.Contains(t, again.Stderr, "Already in the play history as game 1")
	original := filepath.Join("..", "testdata", "alpaka", "01-rulebook-example.yaml")
	again = cmdtest.Run(t, env, "alpaka", "score", "--file", original, "--box", box)
	require.Equal(t, 0, again.Code, again.Stderr)
	assert.Contains(t, again.Stderr, "Already in the play history as game 2", "Lidia and LIDIA are one player")

	st := cmdtest.Run(t, env, "stats", "--game", "alpaka", "--player", "lidia", "--json")
	require.Equal(t, 0, st.Code, st.Stderr)
	assert.Contains(t, st.Stdout, `"games": 1`)
}
