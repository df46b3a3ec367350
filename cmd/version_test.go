package cmd_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// --version prints what `version` prints, in the chosen language; neither
// takes an argument.
func TestVersionFlagIsTheVersionCommand(t *testing.T) {
	tests := []struct {
		lang, want string
	}{
		{"en", "version:"},
		{"de", "Version:"},
		{"fr", "version\u00a0:"},
	}
	for _, tt := range tests {
		flag := cmdtest.Run(t, cmdtest.Env{}, "--lang", tt.lang, "--version")
		command := cmdtest.Run(t, cmdtest.Env{}, "--lang", tt.lang, "version")
		require.Equal(t, 0, flag.Code, flag.Stderr)
		require.Equal(t, 0, command.Code, command.Stderr)
		assert.Equal(t, command.Stdout, flag.Stdout, tt.lang)
		assert.Contains(t, flag.Stdout, tt.want, tt.lang)
		assert.Empty(t, flag.Stderr+command.Stderr, tt.lang)
	}
	r := cmdtest.Run(t, cmdtest.Env{}, "version", "now")
	assert.Equal(t, 2, r.Code)
}
