package cmd_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// A damaged default box.yaml blocks no command that can do without it; the
// ones that need it say how to repair it, and the two that rewrite it do,
// keeping the damaged file.
func TestADamagedDefaultBoxProfileIsAWayOutNotADeadEnd(t *testing.T) {
	dir := t.TempDir()
	box := filepath.Join(dir, "box.yaml")
	damaged := "goods: [\n"
	require.NoError(t, os.WriteFile(box, []byte(damaged), 0o644))
	env := cmdtest.Env{ConfigDir: dir}
	repair := "  To repair it: correct it (altiplano box check lists every problem); or replace it with a good profile: " +
		"altiplano box import --replace --yes FILE; or answer the questions again: altiplano box calibrate. " +
		"The damaged file is then kept as " + box + ".damaged.\n"

	// Both games' setups alike: the warning names the file and line.
	for _, args := range [][]string{{"setup", "--players", "4"}, {"rules", "goods"}, {"alpaka", "setup", "--players", "3"}} {
		r := cmdtest.Run(t, env, args...)
		assert.Equal(t, 0, r.Code, "%v: %s", args, r.Stderr)
		assert.NotEmpty(t, r.Stdout, args)
		assert.Equal(t, "altiplano: warning: the box profile "+box+" cannot be read (its problems follow); "+
			"the embedded values are used instead\n  - "+box+" (line 1): this is not valid YAML or JSON: a [ or { opened on this line is not closed\n"+repair, r.Stderr, args)
	}
	for _, args := range [][]string{{"rules", "supply", "--players", "3"}, {"games"}, {"stats"}} {
		r := cmdtest.Run(t, env, args...)
		assert.Equal(t, 0, r.Code, "%v: %s", args, r.Stderr)
		assert.NotContains(t, r.Stderr, "box", "%v needs no box profile and says nothing of it", args)
	}
	for _, args := range [][]string{{"score", "--file", "../testdata/games/2p.yaml"}, {"box", "show"}, {"box", "check"}, {"box", "import", "--yes", "../testdata/box/full.yaml"}} {
		r := cmdtest.Run(t, env, args...)
		assert.Equal(t, 2, r.Code, args)
		assert.Equal(t, "altiplano: "+box+" (line 1): this is not valid YAML or JSON: a [ or { opened on this line is not closed\n"+repair, r.Stderr, args)
		assert.Empty(t, r.Stdout, args)
	}
	data, err := os.ReadFile(box)
	require.NoError(t, err)
	require.Equal(t, damaged, string(data), "nothing wrote over it yet")

	r := cmdtest.Run(t, env, "box", "import", "--replace", "--yes", "../testdata/box/full.yaml")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Equal(t, 1, strings.Count(r.Stderr, "The damaged box profile is kept as "+box+".damaged.\n"))
	kept, err := os.ReadFile(box + ".damaged")
	require.NoError(t, err)
	assert.Equal(t, damaged, string(kept))
	r = cmdtest.Run(t, env, "box", "check")
	assert.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stdout, box+" is a valid box profile.")

	// A second repair keeps the first backup too.
	require.NoError(t, os.WriteFile(box, []byte("again: [\n"), 0o644))
	r = cmdtest.Run(t, env, "box", "import", "--replace", "--yes", "../testdata/box/full.yaml")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "The damaged box profile is kept as "+box+".damaged-2.\n")
	kept, err = os.ReadFile(box + ".damaged")
	require.NoError(t, err)
	assert.Equal(t, damaged, string(kept))
}
