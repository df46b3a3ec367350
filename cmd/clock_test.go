package cmd_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// The same record scored at two different times is one game: the history's
// hash covers the record, never the clock. Every other test sees one frozen
// clock, so only a test that moves it catches a hash over the scoring time.
func TestTheSameGameScoredLaterIsStoredOnce(t *testing.T) {
	for _, record := range []string{"../testdata/games/2p.yaml", "../testdata/games/4p-missions.yaml"} {
		t.Run(filepath.Base(record), func(t *testing.T) {
			dir := t.TempDir()
			first := cmdtest.Env{ConfigDir: dir, Now: time.Date(2026, 11, 20, 19, 30, 0, 0, time.UTC)}
			later := cmdtest.Env{ConfigDir: dir, Now: first.Now.Add(26*time.Hour + 17*time.Minute + 3*time.Second)}

			r := cmdtest.Run(t, first, "games", "import", record)
			require.Equal(t, 0, r.Code, r.Stderr)
			r = cmdtest.Run(t, later, "games", "import", record)
			require.Equal(t, 0, r.Code, r.Stderr)
			assert.Contains(t, r.Stderr, record+": already in the play history as game 1\n")

			r = cmdtest.Run(t, later, "games", "export", "--format", "json")
			require.Equal(t, 0, r.Code, r.Stderr)
			assert.Equal(t, 1, strings.Count(r.Stdout, `"hash"`), "one game, not two")
		})
	}
	// The negative case: another record is another game, at any time.
	dir := t.TempDir()
	other := filepath.Join(dir, "other.yaml")
	data, err := os.ReadFile("../testdata/games/2p.yaml")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(other, append(data, []byte("played_at: 2026-11-19 20:00\n")...), 0o644))
	env := cmdtest.Env{ConfigDir: dir}
	require.Equal(t, 0, cmdtest.Run(t, env, "games", "import", "../testdata/games/2p.yaml").Code)
	r := cmdtest.Run(t, env, "games", "import", other)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, other+": kept as game 2\n")
}
