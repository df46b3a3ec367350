package games_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
)

// A game scored with a box profile's values keeps them: its JSON export
// imports into an empty history with no box profile at all (a backup
// moved to a new phone), exports again to the same bytes, and is checked
// with its own values, not the reader's.
func TestAGameKeepsTheBoxValuesItWasScoredWith(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	box := golden.Testdata("alpaka", "box.yaml")
	s := cmdtest.Run(t, env, "alpaka", "score", "--file", golden.Testdata("alpaka", "01-rulebook-example.yaml"), "--box", box)
	require.Equal(t, 0, s.Code, s.Stderr)
	first := cmdtest.Run(t, env, "games", "export", "--game", "alpaka", "--format", "json")
	require.Equal(t, 0, first.Code, first.Stderr)
	require.Equal(t, 1, strings.Count(first.Stdout, `"box": {`), "one game, with the values its box gave:\n%s", first.Stdout)
	file := filepath.Join(t.TempDir(), "history.json")
	require.NoError(t, os.WriteFile(file, []byte(first.Stdout), 0o644))

	fresh := cmdtest.Env{ConfigDir: t.TempDir()}
	imp := cmdtest.Run(t, fresh, "games", "import", file)
	require.Equal(t, 0, imp.Code, imp.Stderr)
	second := cmdtest.Run(t, fresh, "games", "export", "--game", "alpaka", "--format", "json")
	require.Equal(t, 0, second.Code, second.Stderr)
	assert.Equal(t, first.Stdout, second.Stdout)

	// A box profile with other values does not change what it was
	// scored with.
	otherBox := filepath.Join(t.TempDir(), "box.yaml")
	require.NoError(t, os.WriteFile(otherBox, []byte("alpaka:\n  values:\n    librarian: 2\n"), 0o644))
	withOther := cmdtest.Env{ConfigDir: t.TempDir()}
	r := cmdtest.Run(t, withOther, "games", "import", file, "--box", otherBox)
	require.Equal(t, 0, r.Code, r.Stderr)
	third := cmdtest.Run(t, withOther, "games", "export", "--game", "alpaka", "--format", "json")
	assert.Equal(t, first.Stdout, third.Stdout)
}
