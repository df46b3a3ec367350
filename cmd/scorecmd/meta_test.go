package scorecmd_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// At the table, --duration and --location are kept with the game: in the
// saved record and every export.
func TestWalkThroughKeepsDurationAndLocation(t *testing.T) {
	dir := t.TempDir()
	saved := filepath.Join(dir, "game.yaml")
	r, _ := interactive(t, dir, twoPlayerGame, "--save", saved, "--duration", "95", "--location", "Café Ö")
	require.Equal(t, 0, r.Code, r.Stderr)
	data, err := os.ReadFile(saved)
	require.NoError(t, err)
	assert.Contains(t, string(data), "duration: 95\n")
	assert.Contains(t, string(data), "location: Café Ö\n")
	csv := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, "games", "export", "--format", "csv")
	assert.Contains(t, csv.Stdout, ",95,Café Ö\n")

	bad, _ := interactive(t, t.TempDir(), nil, "--duration", "0")
	assert.Equal(t, 2, bad.Code)
	assert.Contains(t, bad.Stderr, `"0" is not a valid value for --duration`)
	file := cmdtest.Run(t, cmdtest.Env{}, "score", "--file", saved, "--location", "x")
	assert.Equal(t, 2, file.Code, "a record says where itself")
}
