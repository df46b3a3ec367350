package games_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// Our own exports that import cannot read back are named in one line,
// exit 2, and no history is created: from a file and from standard input.
func TestImportRefusesOurOtherExportsInOneLine(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	db, _ := threeGames(t, env)
	for format, name := range map[string]string{
		"bgstats": "BG Stats", "bgstats-link": "BG Stats link", "csv": "CSV", "bggxml": "BGG XML",
	} {
		t.Run(format, func(t *testing.T) {
			args := []string{"games", "export", "--format", format, "--db", db}
			if format == "csv" {
				args = append(args, "--bom")
			}
			exp := cmdtest.Run(t, env, args...)
			require.Equal(t, 0, exp.Code, exp.Stderr)
			file := filepath.Join(t.TempDir(), "plays."+format)
			require.NoError(t, os.WriteFile(file, []byte(exp.Stdout), 0o644))
			fresh := filepath.Join(t.TempDir(), "new.db")
			says := ": this is a " + name + " export, which cannot be imported " +
				"(only altiplano's JSON export, games export --format json, and game records can)\n"

			r := cmdtest.Run(t, env, "games", "import", file, "--db", fresh)
			assert.Equal(t, 2, r.Code)
			assert.Equal(t, "altiplano: "+file+says, r.Stderr)
			assert.NoFileExists(t, fresh)

			in := cmdtest.Run(t, cmdtest.Env{ConfigDir: env.ConfigDir, Stdin: exp.Stdout}, "games", "import", "-", "--db", fresh)
			assert.Equal(t, 2, in.Code)
			assert.Equal(t, "altiplano: standard input"+says, in.Stderr)
			assert.NoFileExists(t, fresh)
		})
	}
}
