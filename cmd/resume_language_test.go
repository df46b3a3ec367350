package cmd_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/text"
)

// A game resumed without --lang speaks the language its draft keeps
// entirely: its prompts end as that language ends them (French: a
// no-break space before the colon), in either game.
func TestResumeSpeaksTheDraftsLanguageInItsPrompts(t *testing.T) {
	const draft = "version: 2\nstarted: \"2026-11-20T19:00:00Z\"\nanswers:\n    start.lang: fr\n    start.no_history: \"y\"\n    table.players: Amélie, Bérénice\n"
	colon := text.PromptLine.In(text.For(text.FR), "") + " "
	require.NotEqual(t, ": ", colon)
	for _, tt := range []struct{ name, folder string }{{"Altiplano", "drafts"}, {"Alpaka", "alpaka-drafts"}} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, tt.folder, "20261120-190000-0001.yaml")
			require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o700))
			require.NoError(t, os.WriteFile(path, []byte(draft), 0o600))
			args := []string{"score", "--resume"}
			if tt.name == "Alpaka" {
				args = append([]string{"alpaka"}, args...)
			}
			// Ctrl-C at the first question: the draft is kept.
			r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Stdin: "\x03"}, args...)
			assert.Contains(t, r.Stderr, colon, r.Stderr)
			assert.NotRegexp(t, `[\p{L}\])]: `, r.Stderr, "a colon right after a word")
		})
	}
}
