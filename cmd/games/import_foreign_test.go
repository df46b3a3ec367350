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
			says := ": a " + name + " export cannot be imported; import game records, " +
				"or a JSON export of the play history (altiplano games export --format json)\n"

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

// Every such export among the files is named, not only the first.
func TestImportNamesEveryForeignExport(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	db, _ := threeGames(t, env)
	dir := t.TempDir()
	var files []string
	for _, format := range []string{"csv", "bggxml"} {
		exp := cmdtest.Run(t, env, "games", "export", "--format", format, "--db", db)
		require.Equal(t, 0, exp.Code, exp.Stderr)
		file := filepath.Join(dir, "plays."+format)
		require.NoError(t, os.WriteFile(file, []byte(exp.Stdout), 0o644))
		files = append(files, file)
	}
	fresh := filepath.Join(t.TempDir(), "new.db")
	r := cmdtest.Run(t, env, append([]string{"games", "import", "--db", fresh}, files...)...)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "altiplano: "+files[0]+": a CSV export cannot be imported")
	assert.Contains(t, r.Stderr, "altiplano: "+files[1]+": a BGG XML export cannot be imported")
	assert.NoFileExists(t, fresh)
}
