package games_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
	"altiplano/cmd/prompt"
)

// No file is replaced silently: games export --out, box export --out and
// score --save ask in a terminal, refuse without one unless --force, and
// leave the file as it was when refused.
func TestExistingFilesAreNeverOverwrittenSilently(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	r := cmdtest.Run(t, env, scoreArgs("games/2p.yaml", false)...)
	require.Equal(t, 0, r.Code, r.Stderr)
	out := filepath.Join(t.TempDir(), "plays.json")
	const old = "my game record\n"
	keep := func() {
		t.Helper()
		require.NoError(t, os.WriteFile(out, []byte(old), 0o644))
	}
	unchanged := func(msg string) {
		t.Helper()
		data, err := os.ReadFile(out)
		require.NoError(t, err)
		assert.Equal(t, old, string(data), msg)
	}
	commands := map[string][]string{
		"games export": {"games", "export", "--out", out},
		"box export":   {"box", "export", "--box", golden.Testdata("box", "full.yaml"), "--out", out},
	}
	for name, args := range commands {
		t.Run(name, func(t *testing.T) {
			keep()
			refused := cmdtest.Run(t, env, args...)
			assert.Equal(t, 2, refused.Code)
			assert.Contains(t, refused.Stderr, out+" exists and would be replaced; choose another file, or add --force")
			unchanged("refused without a terminal")

			no := cmdtest.Run(t, cmdtest.Env{ConfigDir: env.ConfigDir, Interactive: true, Prompter: prompt.NewFake("n")}, args...)
			assert.NotEqual(t, 0, no.Code)
			assert.Contains(t, no.Stderr, "was left as it was")
			unchanged("a no in the terminal")

			yes := cmdtest.Run(t, cmdtest.Env{ConfigDir: env.ConfigDir, Interactive: true, Prompter: prompt.NewFake("y")}, args...)
			assert.Equal(t, 0, yes.Code, yes.Stderr)
			data, err := os.ReadFile(out)
			require.NoError(t, err)
			assert.NotEqual(t, old, string(data))

			keep()
			forced := cmdtest.Run(t, env, append(args, "--force")...)
			assert.Equal(t, 0, forced.Code, forced.Stderr)
			data, err = os.ReadFile(out)
			require.NoError(t, err)
			assert.NotEqual(t, old, string(data))
		})
	}
	t.Run("score --save", func(t *testing.T) {
		keep()
		no := cmdtest.Run(t, cmdtest.Env{ConfigDir: env.ConfigDir, Interactive: true, Prompter: prompt.NewFake("n")}, "score", "--save", out)
		assert.NotEqual(t, 0, no.Code)
		assert.Contains(t, no.Stderr, "was left as it was")
		unchanged("score --save, answered no")
	})
}

// A full disk under --out is the output's failure, not the history's.
func TestExportToAFullDeviceNamesTheOutput(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full on this system")
	}
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	db, _ := threeGames(t, env)
	for _, format := range []string{"csv", "json", "bgstats", "bggxml"} {
		r := cmdtest.Run(t, env, "games", "export", "--format", format, "--out", "/dev/full", "--force", "--db", db)
		assert.Equal(t, 1, r.Code, format)
		assert.Contains(t, r.Stderr, "altiplano: /dev/full: cannot be written: no space left on the device", format)
		assert.NotContains(t, r.Stderr, "history database", format)
	}
}
