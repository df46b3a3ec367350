package cmd_test

import (
	"net"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// A resumed game refuses what it cannot take (exit 2), saying why, and
// leaves its draft as it was: names for players its draft has already
// (typed, or seated by its setup code), in either game; and --save given
// again names a file to replace, which is not replaced unasked.
func TestResumeRefusesWhatTheDraftFixes(t *testing.T) {
	const started = "version: 2\nstarted: \"2026-11-20T19:00:00Z\"\n"
	tests := []struct {
		name, folder, draft string
		args                []string
		want                string
	}{
		{"typed players", "drafts", started + "answers:\n    start.serve: \"y\"\n    table.players: Anna,Ben\n",
			[]string{"score", "--resume", "--names", "Cleo, Dan", "--listen", "BUSY"},
			"the unfinished scoring already has its players (Anna, Ben); --names cannot change them: finish it, or start a separate one without --resume"},
		{"players of its setup code", "drafts", started + "code: " + cmdtest.TwoSeats + "\nanswers:\n    start.serve: \"y\"\n",
			[]string{"score", "--resume", "--names", "Cleo, Dan", "--listen", "BUSY"},
			"the unfinished scoring already has its players (Anna, Ben); --names cannot change them"},
		{"Alpaka", "alpaka-drafts", started + "answers:\n    start.serve: \"y\"\n    table.players: Lidia, Alexander\n",
			[]string{"alpaka", "score", "--resume", "--names", "Cleo, Dan", "--listen", "BUSY"},
			"the unfinished scoring already has its players (Lidia, Alexander)"},
		{"a file to replace", "drafts", started + "answers:\n    table.players: Anna,Ben\n",
			[]string{"score", "--resume", "--save", "SAVED"},
			"exists"},
	}
	// A run that would serve instead stops at once: its address is taken.
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer busy.Close()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			draft := filepath.Join(dir, tt.folder, "20261120-190000-0001.yaml")
			require.NoError(t, os.MkdirAll(filepath.Dir(draft), 0o700))
			require.NoError(t, os.WriteFile(draft, []byte(tt.draft), 0o600))
			saved := filepath.Join(dir, "game.yaml")
			require.NoError(t, os.WriteFile(saved, []byte("kept\n"), 0o600))
			args := append([]string(nil), tt.args...)
			for k, a := range args {
				switch a {
				case "SAVED":
					args[k] = saved
				case "BUSY":
					args[k] = busy.Addr().String()
				}
			}
			r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, args...)
			assert.Equal(t, 2, r.Code, r.Stderr)
			assert.Contains(t, r.Stderr, tt.want)
			assert.Empty(t, r.Stdout)
			after, err := os.ReadFile(draft)
			require.NoError(t, err)
			assert.Equal(t, tt.draft, string(after), "the draft is as it was")
			kept, err := os.ReadFile(saved)
			require.NoError(t, err)
			assert.Equal(t, "kept\n", string(kept))
		})
	}
}
