package cmd_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd"
	"altiplano/cmd/factory"
	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/iostreams"
)

// A mistyped subcommand, at any level, is bad usage that names the ones
// there are (never cobra's hidden ones) and where to read more.
func TestUnknownSubcommandsNameTheChoices(t *testing.T) {
	tests := []struct {
		args   string
		choice string
		help   string
	}{
		{"bogus", rootChoices(), "altiplano"},
		{"rules bogus", "end, extensions, goods, missions, roles, supply, warehouse", "altiplano rules"},
		{"box bogus", "calibrate, check, export, import, path, show", "altiplano box"},
		{"games bogus", "delete, export, import, list, repair, rescore, show", "altiplano games"},
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

// rootChoices are the program's commands as a mistyped one lists them: the
// home game's and its score, every other game's group, and the program's
// own, sorted.
func rootChoices() string {
	reg := cmd.Registry()
	io, _, _, _ := iostreams.Test()
	names := []string{"score", "box", "completion", "games", "stats", "version"}
	for _, c := range reg.Home().Commands(factory.New(io)) {
		names = append(names, c.Name())
	}
	for _, g := range reg[1:] {
		names = append(names, string(g.ID()))
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}

// A help topic that does not exist is bad usage (exit 2), said in the
// user's language with what there is.
func TestAnUnknownHelpTopicIsRefused(t *testing.T) {
	r := cmdtest.Run(t, cmdtest.Env{}, "help", "bogus")
	assert.Equal(t, 2, r.Code)
	assert.Empty(t, r.Stdout)
	assert.Contains(t, r.Stderr, `unknown command "bogus"; choose one of: `)
	assert.Contains(t, r.Stderr, "phones")
	de := cmdtest.Run(t, cmdtest.Env{}, "help", "bogus", "--lang", "de")
	assert.Equal(t, 2, de.Code)
	assert.NotContains(t, de.Stderr, "unknown command")
}
