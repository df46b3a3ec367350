package e2e_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// A served game started from a setup code keeps the code in the record
// --save writes, as the walk-through does: the record is checked against
// it when scored again.
func TestEndToEndServeSavesItsSetupCode(t *testing.T) {
	t.Parallel()
	saved := filepath.Join(t.TempDir(), "game.yaml")
	h := hostTwoSeats(t, "--save", saved)
	playOnPhones(t, h.url, "en", only(servedGame, "Anna", "Ben"), h.errText)
	h.wait()
	require.NoError(t, h.err, h.errText())
	record, err := os.ReadFile(saved)
	require.NoError(t, err, h.errText())
	assert.Contains(t, string(record), "code: "+cmdtest.TwoSeats+"\n")
}

// A setup code seats the players: names given besides it are refused as
// bad usage, saying both, served or resumed, before anything is made.
func TestEndToEndServeRefusesNamesBesidesASetupCode(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	for _, args := range [][]string{
		{"score", "--serve", "--listen", "127.0.0.1:0", "--code", cmdtest.TwoSeats, "--names", "Cleo, Dan"},
		{"score", "--serve", "--listen", "127.0.0.1:0", "--code", cmdtest.TwoSeats, "--names", "Anna, Ben"},
		{"score", "--resume", "--code", cmdtest.TwoSeats, "--names", "Cleo, Dan"},
	} {
		env := serveEnv(t)
		// A run that serves instead of refusing is stopped by the deadline.
		ctx, cancel := context.WithTimeout(context.Background(), serveDeadline)
		c := exec.CommandContext(ctx, bin, args...)
		c.Env = env
		out, err := c.CombinedOutput()
		cancel()
		assert.Equal(t, 2, exitCode(t, err, "%v: %s", args, out), "%v: %s", args, out)
		assert.True(t, strings.HasPrefix(string(out), "altiplano: --code and --names cannot be used together\n"), "%v: %s", args, out)
		left, _ := filepath.Glob(filepath.Join(home(env), ".config", "altiplano*", "*drafts", "*"))
		assert.Empty(t, left, "%v", args)
	}
}
