package cmd_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/phonetest"
)

// A served game started from a setup code keeps the code in the record
// --save writes, as the walk-through does: the record is checked against
// it when scored again.
func TestEndToEndServeSavesItsSetupCode(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildBinary(t)
	saved := filepath.Join(t.TempDir(), "game.yaml")
	h := startHost(t, bin, serveEnv(t), "score", "--serve", "--listen", "127.0.0.1:0", "--code", twoSeats, "--no-history", "--save", saved)
	errs := make(chan error, 2)
	for _, name := range []string{"Anna", "Ben"} {
		phone := phonetest.New(h.url, "en")
		go func() { errs <- play(phone, name, servedGame[name], 0) }()
	}
	for range 2 {
		require.NoError(t, <-errs, h.errText())
	}
	h.wait()
	require.NoError(t, h.err, h.errText())
	record, err := os.ReadFile(saved)
	require.NoError(t, err, h.errText())
	assert.Contains(t, string(record), "code: "+twoSeats+"\n")
}

// A setup code seats the players: names given besides it are refused as
// bad usage, saying both, served or resumed, before anything is made.
func TestEndToEndServeRefusesNamesBesidesASetupCode(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildBinary(t)
	for _, args := range [][]string{
		{"score", "--serve", "--listen", "127.0.0.1:0", "--code", twoSeats, "--names", "Cleo, Dan"},
		{"score", "--serve", "--listen", "127.0.0.1:0", "--code", twoSeats, "--names", "Anna, Ben"},
		{"score", "--resume", "--code", twoSeats, "--names", "Cleo, Dan"},
	} {
		env := serveEnv(t)
		// A run that serves instead of refusing is stopped by the deadline.
		ctx, cancel := context.WithTimeout(context.Background(), serveDeadline)
		c := exec.CommandContext(ctx, bin, args...)
		c.Env = env
		out, err := c.CombinedOutput()
		cancel()
		var exit *exec.ExitError
		require.ErrorAs(t, err, &exit, "%v: %s", args, out)
		assert.Equal(t, 2, exit.ExitCode(), "%v: %s", args, out)
		assert.True(t, strings.HasPrefix(string(out), "altiplano: --code and --names cannot be used together\n"), "%v: %s", args, out)
		left, _ := filepath.Glob(filepath.Join(home(env), ".config", "altiplano*", "*drafts", "*"))
		assert.Empty(t, left, "%v", args)
	}
}
