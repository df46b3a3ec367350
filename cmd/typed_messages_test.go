package cmd_test

import (
	"database/sql"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	_ "modernc.org/sqlite"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
)

// Each message names what the user typed, where, and how to put it right:
// the flag or variable actually used, the mission as a record writes it,
// a size as a person reads it, a topic that is not one, a locale whose
// character set is not UTF-8.
func TestMessagesNameWhatWasTyped(t *testing.T) {
	tests := []struct {
		name string
		file string // written to f.yaml; F in args is its path
		env  map[string]string
		args []string
		code int
		want string
	}{
		{"setup names too few", "", nil, []string{"setup", "--names", "Ana"}, 2,
			"altiplano: --names: 1 player; the game is for 2 to 5\n"},
		{"a language from the environment", "", map[string]string{"ALTIPLANO_LANG": "xx"}, []string{"rules", "goods"}, 2,
			"altiplano: ALTIPLANO_LANG: \"xx\" is not a language altiplano speaks; choose en, de, ru, hu, fr or es\n"},
		{"a language from the flag", "", nil, []string{"--lang", "xx", "rules", "goods"}, 2,
			"altiplano: --lang: \"xx\" is not a language altiplano speaks"},
		{"a mission as a number", "version: 1\nplayers:\n  - name: Ana\n    missions: [12]\n  - name: Ben\n", nil,
			[]string{"score", "--no-history", "--file", "F"}, 2,
			"players[0].missions[0] (line 4): a mission is written with its number after id: (- id: 12), and vp: and achieved: where needed\n"},
		{"a topic with a word too many", "", nil, []string{"help", "phones", "extra"}, 2,
			"altiplano: unknown command \"phones extra\"; choose one of: "},
		{"a date written another way", "", nil, []string{"games", "--since", "21.11.2026"}, 2,
			"altiplano: \"21.11.2026\" is not a date as written here; write it as 2026-11-21\n"},
		{"a played_at written another way", "version: 1\nplayed_at: 21.11.2026 20:30\nplayers:\n  - name: Ana\n  - name: Ben\n", nil,
			[]string{"score", "--no-history", "--file", "F"}, 2,
			"played_at (line 2): \"21.11.2026 20:30\" is not a date as a record writes it; write it as 2026-11-21 20:30\n"},
		{"a locale that is not UTF-8", "", map[string]string{"LANG": "de_DE.ISO-8859-1"}, []string{"version"}, 0,
			"altiplano: Warnung: LANG=de_DE.ISO-8859-1 ist kein UTF-8-Gebietsschema, altiplano schreibt aber UTF-8: Umlaute und Zeichen wie – können falsch erscheinen; setzen Sie LANG=de_DE.UTF-8\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, _ := runOnFile(t, cmdtest.Env{Env: tt.env}, tt.file, "F", tt.args)
			assert.Equal(t, tt.code, r.Code, r.Stderr)
			assert.Contains(t, r.Stderr, tt.want)
			assert.NotContains(t, r.Stderr, "--players", "no flag the user did not type")
		})
	}
	// A locale in UTF-8, or the C locale, says nothing of it.
	for _, lang := range []string{"de_DE.UTF-8", "de_DE.utf8", "C", "en_US"} {
		r := cmdtest.Run(t, cmdtest.Env{Env: map[string]string{"LANG": lang}}, "version")
		assert.NotContains(t, r.Stderr, "UTF-8", lang)
	}
}

// A history a table of which another program dropped says which, and how
// to go on, never SQLite's own words.
func TestAHistoryMissingATableSaysWhich(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	db := filepath.Join(t.TempDir(), "games.db")
	r := cmdtest.Run(t, env, "score", "--file", golden.Testdata("games", "2p.yaml"), "--db", db)
	require.Equal(t, 0, r.Code, r.Stderr)
	conn, err := sql.Open("sqlite", db)
	require.NoError(t, err)
	_, err = conn.Exec("DROP TABLE player_tie_breaks")
	require.NoError(t, err)
	require.NoError(t, conn.Close())
	r = cmdtest.Run(t, env, "games", "--db", db)
	assert.Equal(t, 1, r.Code)
	assert.Equal(t, "altiplano: history database "+db+": has no table \"player_tie_breaks\", which a play history holds: another program changed it, or it is damaged; it is left untouched (restore a backup, or move it away to start a new history)\n", r.Stderr)
	assert.NotContains(t, r.Stderr, "SQL logic error")
}
