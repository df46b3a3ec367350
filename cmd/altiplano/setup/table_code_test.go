package setup_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/prompt"
	setup "altiplano/setup/altiplano"
)

// fiveLongNames are five players with 20-letter Cyrillic names.
var fiveLongNames = []string{
	"Александра Сергеевна", "Лидия Константиновна", "Мария Валентиновна А",
	"Екатерина Степановна", "Владислав Максимович",
}

// The code a table types for score --code is at most 20 characters, dashes
// included, whatever the names: five 20-letter Cyrillic names made it 270
// letters when they were inside it. The names travel beside it.
func TestTableCodeIsShortWhateverTheNames(t *testing.T) {
	for _, name := range fiveLongNames {
		require.Equal(t, 20, utf8.RuneCountInString(name), name)
	}
	names := strings.Join(fiveLongNames, ",")
	for _, args := range [][]string{
		{"--names", names},
		{"--names", names, "--missions", "--roles", "draft", "--start", fiveLongNames[3]},
		{"--names", names, "--missions", "--start", "random", "--seed", "268435455"}, // the largest seed the program draws
	} {
		r := cmdtest.Run(t, cmdtest.Env{Seed: 268435455}, append([]string{"--lang", "ru", "setup"}, args...)...)
		require.Equal(t, 0, r.Code, r.Stderr)
		first := strings.SplitN(r.Stdout, "\n", 2)[0]
		code := first[strings.LastIndex(first, " ")+1:]
		assert.LessOrEqual(t, utf8.RuneCountInString(code), 20, "%v: %s", args, code)
		assert.Contains(t, r.Stdout, "altiplano setup --code "+code+` --names "`+names+`"`, "the names travel beside it")

		// The same code and names give the same sheet, and score with it.
		again := cmdtest.Run(t, cmdtest.Env{}, "--lang", "ru", "setup", "--code", code, "--names", names)
		require.Equal(t, 0, again.Code, again.Stderr)
		assert.Equal(t, r.Stdout, again.Stdout)
		fake := prompt.NewFake() // Ctrl-C at the first question: the seats were taken
		score := cmdtest.Run(t, cmdtest.Env{Interactive: true, Prompter: fake}, "--lang", "ru", "score", "--code", code, "--names", names)
		require.NotEmpty(t, fake.Asked, score.Stderr)
		assert.Equal(t, fiveLongNames[0]+" · монеты", fake.Asked[0].Label)
	}
}

// Names beside a code are checked as typed names are, and must be as many
// as the code seats; a code that names its players (made before the table
// code) takes no other names.
func TestNamesBesideACode(t *testing.T) {
	code := setup.TableCode(setup.Options{Players: 3, Roles: setup.RolesDeal, Start: setup.StartYoungest}, 7)
	r := cmdtest.Run(t, cmdtest.Env{}, "setup", "--code", code, "--names", "Ana,Ben")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "2 names for 3 players")
	r = cmdtest.Run(t, cmdtest.Env{}, "setup", "--code", code, "--names", "Ana,Ben,ana")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, `"ana" is given twice`)
	r = cmdtest.Run(t, cmdtest.Env{}, "setup", "--code", code, "--names", "Ana,Ben,Cleo")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stdout, "Seats, clockwise from seat 1: 1 Ana, 2 Ben, 3 Cleo")

	old := setup.Code(setup.Options{Players: 3, Names: []string{"Ana", "Ben", "Cleo"}, Roles: setup.RolesDeal, Start: setup.StartYoungest}, 7)
	r = cmdtest.Run(t, cmdtest.Env{}, "setup", "--code", old)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stdout, "Seats, clockwise from seat 1: 1 Ana, 2 Ben, 3 Cleo", "an older code with names still reads")
	assert.Contains(t, r.Stdout, "code "+code+"\n", "and its sheet gives the table code")
	r = cmdtest.Run(t, cmdtest.Env{}, "setup", "--code", old, "--names", "Dan,Eve,Fay")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "--code and --names")
}
