package cmd_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/text"
)

// An unknown flag, or a value the flag parser refuses, is one problem
// among the others of the command line: the rest of the line is read,
// the command's own checks of the flags it knows still run, every
// problem is said at once (with --help suggested), and the command does
// nothing.
func TestFlagProblemsAreSaidWithTheOthers(t *testing.T) {
	tests := []struct {
		args     string
		problems []string
		help     string
	}{
		{"setup --players 9 --bogus", []string{
			"unknown flag --bogus",
			`--players: must be a whole number from 2 to 5, not "9"`,
		}, "altiplano setup"},
		{"setup --bogus --players 9 --seed x --seat z", []string{
			"unknown flag --bogus",
			`"z" is not a valid value for --seat`,
			`--players: must be a whole number from 2 to 5, not "9"`,
			`--seed: must be a whole number, 0 or more, not "x"`,
		}, "altiplano setup"},
		{"setup -q --player 3", []string{
			"unknown flag -q",
			"unknown flag --player; did you mean --players?",
			"--players is required: a whole number from 2 to 5 (or give --names)",
		}, "altiplano setup"},
		{"alpaka setup --players 9 --seed y --bogus", []string{
			"unknown flag --bogus",
			`--players: must be a whole number from 2 to 4, not "9"`,
			`--seed: must be a whole number, 0 or more, not "y"`,
		}, "altiplano alpaka setup"},
		{"score --bogus --duration abc", []string{
			"unknown flag --bogus",
			`"abc" is not a valid value for --duration`,
		}, "altiplano score"},
		{"games --limit x --bogus --all --since 2026", []string{
			"unknown flag --bogus",
			`"x" is not a valid value for --limit`,
			`"2026" is not a date; write it as 2026-11-22`,
		}, "altiplano games"},
		{"stats --json --bogus --chart", []string{
			"unknown flag --bogus",
			"--json and --chart cannot be used together",
		}, "altiplano stats"},
		{"box show --bogus --json=maybe", []string{
			"unknown flag --bogus",
			`"maybe" is not a valid value for --json`,
		}, "altiplano box show"},
		{"games show --bogus", []string{
			"unknown flag --bogus",
			"ID is required: the number in the GAME column of altiplano games",
		}, "altiplano games show"},
		{"setup --players 3 --bogus -- --zap", []string{
			"unknown flag --bogus",
			`unexpected argument "--zap" for "altiplano setup"`,
		}, "altiplano setup"},
		{"setup --bogus --help", []string{
			"unknown flag --bogus", // --players is not asked of who asks for help
		}, "altiplano setup"},
		{"setup --players 3 --sed 4", []string{
			"unknown flag --sed; did you mean --seed?",
		}, "altiplano setup"},
		{"setup --palyers 3", []string{ // two letters swapped: one typo
			"unknown flag --palyers; did you mean --players?",
			"--players is required: a whole number from 2 to 5 (or give --names)",
		}, "altiplano setup"},
		{"stats --plyer Ana --js", []string{
			"unknown flag --plyer; did you mean --player?",
			"unknown flag --js", // too short to guess
		}, "altiplano stats"},
		{"setup --players 3 --seed 1 --names", []string{
			"--names needs a value",
		}, "altiplano setup"},
	}
	for _, tt := range tests {
		t.Run(tt.args, func(t *testing.T) {
			r := cmdtest.Run(t, cmdtest.Env{}, strings.Fields(tt.args)...)
			assert.Equal(t, 2, r.Code)
			assert.Empty(t, r.Stdout, "the command did not run")
			want := "altiplano: " + tt.problems[0] + "\n"
			if len(tt.problems) > 1 {
				want = "altiplano: " + text.ErrProblemCount.In(text.English(), len(tt.problems)) + "\n  - " +
					strings.Join(tt.problems, "\n  - ") + "\n"
			}
			assert.Equal(t, want+"Run '"+tt.help+" --help' for usage.\n", r.Stderr)
		})
	}
}

// An unknown flag with a command line that is otherwise right is said
// alone, and the command does not run.
func TestUnknownFlagAloneStopsTheCommand(t *testing.T) {
	r := cmdtest.Run(t, cmdtest.Env{}, "setup", "--players", "3", "--seed", "1", "--bogus")
	assert.Equal(t, 2, r.Code)
	assert.Empty(t, r.Stdout)
	assert.Equal(t, "altiplano: unknown flag --bogus\nRun 'altiplano setup --help' for usage.\n", r.Stderr)
}

// The list is said in the user's language, in every language.
func TestFlagProblemsInEveryLanguage(t *testing.T) {
	for _, lang := range text.Langs() {
		t.Run(string(lang), func(t *testing.T) {
			p := text.For(lang)
			r := cmdtest.Run(t, cmdtest.Env{}, "--lang", string(lang), "setup", "--players", "9", "--bogus")
			assert.Equal(t, 2, r.Code)
			lines := strings.Split(strings.TrimSuffix(r.Stderr, "\n"), "\n")
			require.Len(t, lines, 4, r.Stderr)
			assert.Equal(t, text.ErrPrefix.In(p)+" "+text.ErrProblemCount.In(p, 2), lines[0])
			assert.Equal(t, "  - "+text.ErrUnknownFlag.In(p, "--bogus"), lines[1])
			assert.Contains(t, lines[2], "--players")
			assert.Equal(t, text.ErrSeeHelp.In(p, "altiplano setup"), lines[3])
		})
	}
}
