package e2e_test

import (
	"fmt"
	"os"
	"testing"

	"altiplano/cmd"
	"altiplano/cmd/factory"
	"altiplano/cmd/internal/gametest"
	"altiplano/cmd/iostreams"
)

// withTestGameEnv turns the test binary into the program with the test
// game registered beside the real ones: the end-to-end tests of a game
// that is built in nowhere run it in a real terminal and on phones.
const withTestGameEnv = "ALTIPLANO_TEST_WITH_DICE"

// The tests run beside each other (t.Parallel): each has a home folder,
// a port, a terminal and a tmux server of its own, and the binary and the
// offline pages are built once and only read. TestServeInAPhoneSizedBrowser
// alone runs by itself, before the others: its double taps are a finger's
// bounce, timed against the page's guard, which a busy machine would stretch.
func TestMain(m *testing.M) {
	if path := os.Getenv(buildDBEnv); path != "" {
		if err := buildHistory(path, 100_000); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	if os.Getenv(withTestGameEnv) != "" {
		os.Exit(cmd.RunWith(factory.New(iostreams.System()), append(cmd.Registry(), gametest.Dice{}), os.Args[1:]))
	}
	code := m.Run()
	// The copy of the tree and the binary built from it, and the offline
	// pages built: 40 MB a run.
	for _, dir := range []string{built.dir, builtPage.dir, diceBuiltPage.dir} {
		if dir != "" {
			os.RemoveAll(dir)
		}
	}
	os.Exit(code)
}

// withTestGame is the program with the test game, and the environment
// that makes the test binary it: the test binary re-run.
func withTestGame(t *testing.T, env []string) (string, []string) {
	t.Helper()
	bin, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return bin, append(env, withTestGameEnv+"=1")
}
