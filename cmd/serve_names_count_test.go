package cmd_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/internal/cmdtest"
)

// Too few or too many names given with --names are said as names given,
// in either game: no record was written, so none is spoken of.
func TestServeNamesCountSpeaksOfTheNames(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		names string
		want  string
	}{
		{"Altiplano, one", []string{"score"}, "Solo", "altiplano: --names: 1 player; the game is for 2 to 5\n"},
		{"Altiplano, six", []string{"score"}, "A, B, C, D, E, F", "altiplano: --names: 6 players; the game is for 2 to 5\n"},
		{"Alpaka, one", []string{"alpaka", "score"}, "Solo", "altiplano: --names: 1 player; the game is for 2 to 4\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append(tt.args, "--serve", "--listen", "127.0.0.1:0", "--no-history", "--names", tt.names)
			r := cmdtest.Run(t, cmdtest.Env{}, args...)
			assert.Equal(t, 2, r.Code, r.Stderr)
			assert.Equal(t, tt.want, r.Stderr)
			assert.NotContains(t, r.Stderr, "record")
		})
	}
}
