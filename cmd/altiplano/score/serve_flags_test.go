package score_test

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/altiplano/score"
	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/scoring/scoringtest"
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
		got := scoringtest.Options(t, score.Scoring, nil, tt.args...)
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
		{[]string{"score", "--serve", "--listen", "127.0.0.1:0"}, "without a terminal nobody can type the players' names here: give them with --names (beside --code"},
		// Nor whether missions are played: refused in a served game's words,
		// and the players' names, already kept, leave no draft behind.
		{[]string{"score", "--serve", "--listen", "127.0.0.1:0", "--names", "Anna, Ben"}, "without a terminal nobody can answer here how the game was set up: give it with --code (from the setup sheet), or start --serve in a terminal"},
		{[]string{"score", "--listen", "127.0.0.1:0"}, "--listen works only with --serve"},
		{[]string{"score", "--idle", "5", "--file", "game.yaml"}, "--idle works only with --serve"},
		// A mistyped --listen is one line, and leaves no draft behind.
		{[]string{"score", "--serve", "--listen", "256.0.0.1:1", "--code", threeSeats}, "256.0.0.1:1 is not an address of this machine"},
		{[]string{"score", "--serve", "--listen", "abc", "--code", threeSeats}, `--listen takes HOST:PORT, such as 192.168.1.20:8080 or :8080, with a port from 0 to 65535; not "abc"`},
		{[]string{"score", "--serve", "--listen", ":99999", "--code", threeSeats}, `not ":99999"`},
		{[]string{"score", "--serve", "--listen", "127.0.0.1:-1", "--code", threeSeats}, `not "127.0.0.1:-1"`},
	}
	for _, tt := range tests {
		dir := t.TempDir()
		r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, tt.args...)
		assert.Equal(t, 2, r.Code, "%v: %s", tt.args, r.Stderr)
		assert.Contains(t, r.Stderr, tt.want, "%v", tt.args)
		if strings.Contains(tt.want, "listen") && tt.args[1] == "--serve" {
			assert.Equal(t, 1, strings.Count(r.Stderr, "\n"), "one line: %s", r.Stderr)
		}
		assert.NotContains(t, r.Stderr, "listen tcp", "no Go error")
		assert.NotContains(t, r.Stderr, "walk-through", "a served game's words")
		assert.Empty(t, r.Stdout)
		drafts, _ := os.ReadDir(filepath.Join(dir, "drafts"))
		assert.Empty(t, drafts, "%v leaves no draft and no lock", tt.args)
	}
}

// threeSeats is a setup code for Anna, Ben and Cleo, without missions.
const threeSeats = "4C00-EGBE-DSGJ-RGK5-DRP4-6V35-DY5P-0YJM"

// A port another program holds is said in words, before a draft is made.
func TestServeOnAPortInUse(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()
	dir := t.TempDir()
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, "score", "--serve", "--listen", ln.Addr().String(), "--code", threeSeats)
	assert.Equal(t, 2, r.Code, r.Stderr)
	assert.Equal(t, "altiplano: "+ln.Addr().String()+" is in use by another program: choose another port, or :0 for a free one\n", r.Stderr)
	drafts, _ := os.ReadDir(filepath.Join(dir, "drafts"))
	assert.Empty(t, drafts)
}
