package cmdtest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/golden"
)

// RecordPlayedAt writes the two-player example record (testdata/games/2p.yaml)
// with played_at into dir, in a file named after playedAt, and gives its
// path.
func RecordPlayedAt(t *testing.T, dir, playedAt string) string {
	t.Helper()
	data, err := os.ReadFile(golden.Testdata("games", "2p.yaml"))
	require.NoError(t, err)
	path := filepath.Join(dir, strings.NewReplacer(":", "", " ", "_", "+", "p").Replace(playedAt)+".yaml")
	require.NoError(t, os.WriteFile(path, append([]byte("played_at: "+playedAt+"\n"), data...), 0o644))
	return path
}
