package score_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/altiplano/score"
	"altiplano/cmd/factory"
	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/scoring"
)

func TestServeFlagsToOptions(t *testing.T) {
	tests := []struct {
		args   []string
		serve  bool
		listen string
		idle   int
	}{
		{nil, false, "", 30},
		{[]string{"--serve"}, true, "", 30},
		{[]string{"--serve", "--listen", "127.0.0.1:8080", "--idle", "5"}, true, "127.0.0.1:8080", 5},
	}
	for _, tt := range tests {
		io, _, _, _ := iostreams.Test()
		var got *scoring.Options
		cmd := score.NewCmdScore(factory.New(io), func(o *scoring.Options) error { got = o; return nil })
		cmd.SetArgs(tt.args)
		require.NoError(t, cmd.Execute(), "%v", tt.args)
		assert.Equal(t, tt.serve, got.Serve, "%v", tt.args)
		assert.Equal(t, tt.listen, got.Listen)
		assert.Equal(t, tt.idle, got.Idle)
	}
}

// What --serve refuses before it serves anything.
func TestServeRefusals(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"score", "--serve", "--file", "game.yaml"}, "--file and --serve cannot be used together"},
		{[]string{"score", "--serve", "--idle", "0"}, "--idle must be a whole number of minutes from 1 to 1440, not 0"},
		// Without a terminal and without a setup code, nobody can type the names.
		{[]string{"score", "--serve", "--listen", "127.0.0.1:0"}, "without a terminal nobody can type the players' names here: give them with --names, or --code"},
		{[]string{"score", "--listen", "127.0.0.1:0"}, "--listen works only with --serve"},
		{[]string{"score", "--idle", "5", "--file", "game.yaml"}, "--idle works only with --serve"},
		{[]string{"score", "--serve", "--listen", "256.0.0.1:1", "--code", "4C00-EGBE-DSGJ-RGK5-DRP4-6V35-DY5P-0YJM"}, "cannot listen on 256.0.0.1:1"},
	}
	for _, tt := range tests {
		r := cmdtest.Run(t, cmdtest.Env{}, tt.args...)
		assert.Equal(t, 2, r.Code, "%v: %s", tt.args, r.Stderr)
		assert.Contains(t, r.Stderr, tt.want, "%v", tt.args)
		assert.Empty(t, r.Stdout)
	}
}
