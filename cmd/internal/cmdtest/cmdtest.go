// Package cmdtest runs the whole command line against buffers, with a private
// config directory, so tests see exactly what a user would.
package cmdtest

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gofrs/flock"
	"github.com/stretchr/testify/require"

	"altiplano/cmd"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/prompt"
)

// Result is what one run printed and returned.
type Result struct {
	Stdout, Stderr string
	Code           int
}

// Env configures a run.
type Env struct {
	// ConfigDir is the user config directory; a fresh temp dir when empty.
	ConfigDir string
	Stdin     string
	// Seed is returned for every fresh seed the program asks for.
	Seed uint64
	// Interactive marks the streams as a terminal.
	Interactive bool
	// Columns, when set, is the width of the terminal standard output and
	// standard error go to: every line is wrapped at it, as on a terminal.
	Columns int
	// Prompter answers the questions; the terminal prompter when nil.
	Prompter prompt.Prompter
	// Env is the environment the program sees (the locale variables); empty
	// by default, so a developer's own locale never changes test output.
	Env map[string]string
	// Now is the clock; Now (the package variable) when zero.
	Now time.Time
	// Zone is the user's time zone; UTC when nil.
	Zone *time.Location
	// Home is the home directory (the play history lives under it); the
	// config directory's parent when empty, so every test has its own.
	Home string
	// Games are the games the program plays; the registry's when nil. A
	// test adds a game of its own with
	// Games: append(cmd.Registry(), myGame{}).
	Games game.Registry
}

// Now is the time every test run sees unless it sets its own.
var Now = time.Date(2026, 11, 20, 19, 30, 0, 0, time.UTC)

// Run executes altiplano with args.
func Run(t *testing.T, env Env, args ...string) Result {
	t.Helper()
	io, in, out, errOut := iostreams.Test()
	in.WriteString(env.Stdin)
	io.SetInteractive(env.Interactive)
	if env.Columns > 0 {
		io.SetColumns(func() int { return env.Columns })
	}
	f := factory.New(io)
	dir := env.ConfigDir
	if dir == "" {
		dir = t.TempDir()
	}
	f.ConfigDir = func() (string, error) { return dir, nil }
	home := env.Home
	if home == "" {
		home = filepath.Join(dir, "home")
	}
	f.HomeDir = func() (string, error) { return home, nil }
	f.GOOS = "linux"
	f.NewSeed = func() uint64 { return env.Seed }
	f.Getenv = func(name string) string { return env.Env[name] }
	now := env.Now
	if now.IsZero() {
		now = Now
	}
	f.Now = func() time.Time { return now }
	f.Zone = time.UTC
	if env.Zone != nil {
		f.Zone = env.Zone
	}
	if env.Prompter != nil {
		f.Prompter = func() prompt.Prompter { return env.Prompter }
	}
	games := env.Games
	if games == nil {
		games = cmd.Registry()
	}
	code := cmd.RunWith(f, games, args)
	return Result{Stdout: out.String(), Stderr: errOut.String(), Code: code}
}

// HoldLock holds the lock file at path as another running walk-through or
// calibration would, until the returned function lets it go.
func HoldLock(t *testing.T, path string) func() {
	t.Helper()
	l := flock.New(path)
	ok, err := l.TryLock()
	require.NoError(t, err)
	require.True(t, ok)
	return func() { _ = l.Unlock() }
}

// GameIDs are the ids of the games of reg (the registry's when nil), as
// the program lists them: "altiplano, alpaka".
func GameIDs(reg game.Registry) string {
	if reg == nil {
		reg = cmd.Registry()
	}
	var ids []string
	for _, id := range reg.IDs() {
		ids = append(ids, string(id))
	}
	return strings.Join(ids, ", ")
}

// Games are the registry's games with these ids, in its order: what a
// golden file was written for, so that a game added later does not change
// it.
func Games(ids ...game.ID) game.Registry {
	var out game.Registry
	for _, g := range cmd.Registry() {
		if slices.Contains(ids, g.ID()) {
			out = append(out, g)
		}
	}
	return out
}
