package cmd_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/internal/cmdtest"
)

// A mistyped subcommand, at any level, is bad usage that names the ones
// there are (never cobra's hidden ones) and where to read more.
func TestUnknownSubcommandsNameTheChoices(t *testing.T) {
	tests := []struct {
		args   string
		choice string
		help   string
	}{
		{"bogus", "alpaka, box, completion, games, rules, score, setup, stats, version", "altiplano"},
		{"rules bogus", "end, extensions, goods, missions, roles, supply, warehouse", "altiplano rules"},
		{"box bogus", "calibrate, check, export, import, path, show", "altiplano box"},
		{"games bogus", "delete, export, import, repair, rescore, show", "altiplano games"},
		{"completion bogus", "bash, fish, powershell, zsh", "altiplano completion"},
	}
	for _, tt := range tests {
		t.Run(tt.args, func(t *testing.T) {
			r := cmdtest.Run(t, cmdtest.Env{}, strings.Fields(tt.args)...)
			assert.Equal(t, 2, r.Code)
			assert.Empty(t, r.Stdout)
			assert.Equal(t, `altiplano: unknown command "bogus"; choose one of: `+tt.choice+"\nRun '"+tt.help+" --help' for usage.\n", r.Stderr)
		})
	}
}
