package cmd_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// A config file that cannot be read stops every command that reads it,
// but not help, the version or completion: the page that explains the
// file opens with the file's problems above it.
func TestABrokenConfigFileDoesNotHideHelp(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.yaml")
	require.NoError(t, os.WriteFile(path, []byte("lang: klingon\ncolour: blue\n"), 0o644))
	tests := []struct {
		args []string
		code int
	}{
		{[]string{"help", "configuration"}, 0},
		{[]string{"--help"}, 0},
		{[]string{"setup", "--help"}, 0},
		{[]string{"version"}, 0},
		{[]string{"completion", "bash"}, 0},
		{[]string{}, 0},
		{[]string{"setup", "--players", "2"}, 2},
		{[]string{"rules", "goods"}, 2},
	}
	for _, tt := range tests {
		r := cmdtest.Run(t, cmdtest.Env{}, append(tt.args, "--config", path)...)
		assert.Equal(t, tt.code, r.Code, "%v: %s", tt.args, r.Stderr)
		assert.Contains(t, r.Stderr, "(line 1): \"klingon\" is not a language altiplano speaks", tt.args)
		assert.Contains(t, r.Stderr, "(line 2): unknown key colour", tt.args)
		if tt.code == 0 {
			assert.NotEmpty(t, r.Stdout, tt.args)
			assert.Contains(t, r.Stderr, "warning: the settings cannot all be read", tt.args)
		} else {
			assert.Empty(t, r.Stdout, tt.args)
		}
	}
}
