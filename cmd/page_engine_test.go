package cmd_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd"
	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/gametest"
	"altiplano/cmd/internal/pagetest"
	"altiplano/cmd/page"
	"altiplano/cmd/text"
)

// The test game plays through the offline page as through the terminal:
// the page runs whatever the registry lists, and its history is the play
// log's JSON export, which `games import` reads and `games export` writes
// back byte for byte.
func TestThirdGamePlaysOnTheOfflinePage(t *testing.T) {
	games := append(cmd.Registry(), gametest.Dice{})
	tb := pagetest.Open(t, page.NewMemory(), games, text.EN)
	tb.Send("nav", map[string]string{"to": "score:dice"})
	tb.Play("Ana, Ben", "7", "2", "9", "0", "", "", "#0")
	require.Contains(t, tb.Last.Body, `<table class="pad`, tb.Last.Body)
	assert.Contains(t, tb.Last.Body, "Kept in the play history as game 1.")

	tb.Send("nav", map[string]string{"to": "history"})
	assert.Contains(t, tb.Last.Body, "Ana 7, Ben 9")
	tb.App.Send("download", map[string]string{"what": "json:dice", "v": tb.Version()})
	d := tb.Downloaded()
	dir := t.TempDir()
	file := filepath.Join(dir, d.Name)
	require.NoError(t, os.WriteFile(file, d.Data, 0o644))

	env := cmdtest.Env{ConfigDir: dir, Games: games}
	r := cmdtest.Run(t, env, "games", "import", file)
	require.Equal(t, 0, r.Code, r.Stderr)
	r = cmdtest.Run(t, env, "games", "export", "--format", "json", "--game", "dice")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Equal(t, string(d.Data), r.Stdout, "the page's history re-exports byte for byte")
}
