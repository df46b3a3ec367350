package cmd_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd"
	"altiplano/cmd/factory"
	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// terminalRun is one command line shown on a terminal: its arguments
// (before --lang) and what it runs with.
type terminalRun struct {
	args []string
	env  func() cmdtest.Env
	// warns is what standard error must show (the run shows what it is
	// meant to).
	warns string
}

// helpRuns are --help of every command, cobra's included, and every help
// topic.
func helpRuns(env func() cmdtest.Env) []terminalRun {
	io, _, _, _ := iostreams.Test()
	var runs []terminalRun
	var visit func(c *cobra.Command)
	visit = func(c *cobra.Command) {
		path := strings.Fields(c.CommandPath())[1:]
		switch {
		case c.Hidden:
			return
		case c.IsAdditionalHelpTopicCommand():
			runs = append(runs, terminalRun{args: append([]string{"help"}, path...), env: env})
		default:
			runs = append(runs, terminalRun{args: append(path, "--help"), env: env})
		}
		for _, sub := range c.Commands() {
			visit(sub)
		}
	}
	root := cmd.NewCmdRoot(factory.New(io))
	root.InitDefaultCompletionCmd() // made at run time
	visit(root)
	return runs
}

// shortDir is a folder of the test's whose path is narrower than 40
// columns: the test's own folder's name is wider, a word that only the
// width of a terminal cuts.
func shortDir(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "wrap")
	require.NoError(t, err)
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	return dir
}

// keptBothGames is an environment whose history keeps a game of each of
// the two games.
func keptBothGames(t *testing.T) cmdtest.Env {
	t.Helper()
	kept := cmdtest.Env{ConfigDir: shortDir(t)}
	for _, args := range [][]string{
		{"score", "--file", golden.Testdata("games", "4p-missions.yaml")},
		{"alpaka", "score", "--file", golden.Testdata("alpaka", "16-places-decided.yaml"), "--box", golden.Testdata("alpaka", "box.yaml")},
	} {
		r := cmdtest.Run(t, kept, args...)
		require.Equal(t, 0, r.Code, r.Stderr)
	}
	return kept
}

// Every line a person reads on a terminal — every command's help, both
// games' setup sheets, the box profile, kept games, the statistics, the
// warning of a damaged box profile, a resumed walk-through's banner with
// a long history path — breaks between words at 40, 60 and 80 columns,
// in every language: the terminal itself never has to break one. Each
// run is compared with the same run written to no terminal: a line break
// where that has none between two letters is a split word.
func TestNoLineOnATerminalSplitsAWord(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every command's help in six languages at three widths")
	}
	kept := keptBothGames(t)
	withHistory := func() cmdtest.Env { return kept }
	// A default box profile that does not load: its warning.
	damaged := cmdtest.Env{ConfigDir: shortDir(t)}
	require.NoError(t, os.WriteFile(filepath.Join(damaged.ConfigDir, "box.yaml"), []byte("goods: {wood: 99}\nwarehouse: [\n"), 0o644))
	withDamagedBox := func() cmdtest.Env { return damaged }
	// An unfinished walk-through whose history is far down the folders.
	club := shortDir(t)
	drafted := cmdtest.Env{ConfigDir: club, Interactive: true}
	db := filepath.Join(club, "a-folder-of-the-club", "its-evenings-of-board-games", "kept-for-the-year", "games.db")
	drafted.Prompter = prompt.NewFake("Anna, Benedikt", "n", "3")
	first := cmdtest.Run(t, drafted, "score", "--db", db)
	require.Equal(t, 1, first.Code, first.Stderr)
	withDraft := func() cmdtest.Env {
		env := drafted
		env.Prompter = prompt.NewFake() // the banner, then Ctrl-C
		return env
	}

	runs := helpRuns(func() cmdtest.Env { return cmdtest.Env{ConfigDir: club} })
	runs = append(runs,
		terminalRun{args: []string{"setup", "--players", "3", "--seed", "1"}, env: withHistory},
		terminalRun{args: []string{"alpaka", "setup", "--players", "3", "--seed", "1"}, env: withHistory},
		terminalRun{args: []string{"setup", "--players", "3", "--seed", "1"}, env: withDamagedBox, warns: "box.yaml"},
		terminalRun{args: []string{"alpaka", "setup", "--players", "3", "--seed", "1"}, env: withDamagedBox, warns: "box.yaml"},
		terminalRun{args: []string{"box", "show"}, env: withHistory},
		terminalRun{args: []string{"box", "show", "--box", golden.Testdata("box", "full.yaml")}, env: withHistory},
		terminalRun{args: []string{"rules"}, env: withHistory},
		terminalRun{args: []string{"games"}, env: withHistory},
		terminalRun{args: []string{"games", "show", "1"}, env: withHistory},
		terminalRun{args: []string{"games", "show", "2"}, env: withHistory},
		terminalRun{args: []string{"stats"}, env: withHistory},
		terminalRun{args: []string{"stats", "--game", "alpaka"}, env: withHistory},
		terminalRun{args: []string{"score", "--resume", "--db", db}, env: withDraft, warns: db},
		terminalRun{args: []string{"box", "calibrate"}, env: withDraft, warns: "box.yaml"},
	)
	for _, run := range runs {
		for _, lang := range text.Langs() {
			args := append(append([]string{}, run.args...), "--lang", string(lang))
			source := cmdtest.Run(t, run.env(), args...)
			require.Contains(t, source.Stderr, run.warns, "%s %s", run.args, lang)
			for _, width := range []int{40, 60, 80} {
				name := fmt.Sprintf("%s/%s/%d", strings.Join(run.args, " "), lang, width)
				env := run.env()
				env.Columns = width
				shown := cmdtest.Run(t, env, args...)
				require.Equal(t, source.Code, shown.Code, "%s: %s", name, shown.Stderr)
				for _, out := range []struct{ name, source, shown string }{
					{"standard output", source.Stdout, shown.Stdout}, {"standard error", source.Stderr, shown.Stderr},
				} {
					word, split := text.SplitWord(out.source, text.TerminalWrap(out.shown, width))
					assert.False(t, split, "%s: %s splits %q:\n%s", name, out.name, word, out.shown)
				}
			}
		}
	}
}

// Data sent to a terminal — JSON, CSV, XML, YAML, links, paths,
// completion scripts — is byte for byte what a file or a pipe gets: only
// the lines of people's words are wrapped.
func TestDataOnATerminalIsNotWrapped(t *testing.T) {
	kept := keptBothGames(t)
	runs := [][]string{
		{"setup", "--players", "3", "--seed", "1", "--json"},
		{"alpaka", "setup", "--players", "3", "--seed", "1", "--json"},
		{"rules", "goods", "--json"},
		{"rules", "missions", "--json"},
		{"box", "show", "--json", "--box", golden.Testdata("box", "full.yaml")},
		{"box", "export", "--box", golden.Testdata("box", "full.yaml")},
		{"box", "path"},
		{"games", "--json"},
		{"games", "show", "1", "--json"},
		{"stats", "--json"},
		{"version", "--json"},
		{"score", "--no-history", "--json", "--file", golden.Testdata("games", "4p-missions.yaml")},
		{"score", "--no-history", "--csv", "--file", golden.Testdata("games", "4p-missions.yaml")},
		{"alpaka", "score", "--no-history", "--json", "--file", golden.Testdata("alpaka", "16-places-decided.yaml"), "--box", golden.Testdata("alpaka", "box.yaml")},
		{"alpaka", "score", "--no-history", "--csv", "--file", golden.Testdata("alpaka", "16-places-decided.yaml"), "--box", golden.Testdata("alpaka", "box.yaml")},
	}
	for _, format := range []string{"json", "csv", "bgstats", "bgstats-link", "bggxml"} {
		runs = append(runs, []string{"games", "export", "--format", format})
	}
	for _, shell := range []string{"bash", "zsh", "fish", "powershell"} {
		runs = append(runs, []string{"completion", shell})
	}
	for _, args := range runs {
		piped := cmdtest.Run(t, kept, args...)
		require.Equal(t, 0, piped.Code, "%s: %s", args, piped.Stderr)
		require.NotEmpty(t, piped.Stdout, args)
		env := kept
		env.Interactive, env.Columns = true, text.MinWrap
		shown := cmdtest.Run(t, env, args...)
		require.Equal(t, 0, shown.Code, "%s: %s", args, shown.Stderr)
		assert.Equal(t, piped.Stdout, shown.Stdout, "%s", args)
	}
}
