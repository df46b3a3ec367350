package cmd_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/text"
)

// The "--help" hint follows a command typed wrongly, and only that: after a
// game that does not exist or a file too large, --help would not help.
func TestHelpHintOnlyAfterUsageErrors(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.yaml")
	require.NoError(t, os.WriteFile(big, []byte(strings.Repeat("#", 1<<20+1)), 0o644))
	tests := []struct {
		name   string
		args   []string
		stderr string
	}{
		{"unknown flag", []string{"games", "show", "1", "--bogus"},
			"altiplano: unknown flag --bogus\nRun 'altiplano games show --help' for usage.\n"},
		{"unknown shorthand", []string{"setup", "-z", "--players", "3"},
			"altiplano: unknown flag -z\nRun 'altiplano setup --help' for usage.\n"},
		{"extra argument", []string{"games", "show", "1", "2"},
			"Run 'altiplano games show --help' for usage.\n"},
		{"id not a number", []string{"games", "show", "abc"},
			"altiplano: a game's id is a whole number from 1, as the GAME column of 'altiplano games' shows, not abc\nRun 'altiplano games show --help' for usage.\n"},
		{"no such game", []string{"games", "show", "99"},
			"altiplano: there is no game 99 in the play history\n"},
		{"record too large", []string{"score", "--file", big},
			"altiplano: " + big + ": is larger than 1 MiB; a game record or box profile is far smaller\n"},
		{"missing folder", []string{"games", "export", "--out", filepath.Join(dir, "nonexist", "x.json")},
			"altiplano: " + filepath.Join(dir, "nonexist", "x.json") + ": the folder " + filepath.Join(dir, "nonexist") + " does not exist\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := cmdtest.Run(t, cmdtest.Env{ConfigDir: t.TempDir()}, tt.args...)
			assert.Equal(t, 2, r.Code)
			if strings.HasPrefix(tt.stderr, "altiplano: ") {
				assert.Equal(t, tt.stderr, r.Stderr)
			} else {
				assert.True(t, strings.HasSuffix(r.Stderr, tt.stderr), r.Stderr)
			}
		})
	}
}

// A draft locked by another terminal is invalid input, not a usage error.
func TestDraftBusyIsNotAUsageError(t *testing.T) {
	assert.False(t, cmdutil.IsUsage(cmdutil.Input(text.ErrDraftBusy.T())))
	assert.True(t, cmdutil.IsUsage(cmdutil.Usage(text.ErrUnexpectedArgs.T("x", "altiplano"))))
	assert.Equal(t, 2, cmdutil.ExitCode(cmdutil.Input(text.ErrDraftBusy.T())))
}
