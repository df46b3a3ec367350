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
