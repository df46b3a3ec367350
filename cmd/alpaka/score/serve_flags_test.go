package score_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	score "altiplano/cmd/alpaka/score"
	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/scoring/scoringtest"
)

func TestServeFlagsToOptions(t *testing.T) {
	got := scoringtest.Options(t, score.Scoring, nil, "--serve", "--listen", "127.0.0.1:8080", "--idle", "5", "--names", "Lidia, Alexander")
	assert.True(t, got.Serve)
	assert.Equal(t, "127.0.0.1:8080", got.Listen)
	assert.Equal(t, 5, got.Idle)
	assert.Equal(t, "Lidia, Alexander", got.Names)
}

// The flags of a served game are refused without --serve, and --serve with
// a file; the refusals say which flag, and nothing goes to stdout.
func TestServeFlagsRefused(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--names", "Lidia, Alexander", "--file", game("02-unicorn-by-position.yaml")}, "--file and --names"},
		{[]string{"--listen", "127.0.0.1:0"}, "--listen works only with --serve"},
		{[]string{"--serve", "--file", game("02-unicorn-by-position.yaml")}, "--file"},
		{[]string{"--serve", "--idle", "0", "--names", "Lidia, Alexander"}, "--idle must be a whole number of minutes from 1 to 1440, not 0"},
		{[]string{"--serve", "--names", "Lidia", "--no-history"}, "--names: 1 player"},
		{[]string{"--serve", "--names", "Lidia, lidia", "--no-history"}, `names: "lidia" is given twice`},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			r := cmdtest.Run(t, cmdtest.Env{}, append([]string{"alpaka", "score", "--box", box}, tt.args...)...)
			assert.Equal(t, 2, r.Code, r.Stderr)
			assert.Contains(t, r.Stderr, tt.want)
			assert.Empty(t, r.Stdout)
		})
	}
}
