package cmdutil_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/rulestest"
)

// A problem found in a flag is said at the flag as typed, in every
// language, in the order of --help; bad usage stays first, a problem at no
// flag (a box profile's line) comes last, and the problems themselves are
// left as they were.
func TestAtFlagsSaysEachProblemAtItsFlag(t *testing.T) {
	flags := map[rules.FieldKind]string{rules.FieldStart: "--start", rules.FieldPlayers: "--players"}
	start := &rules.Problem{Kind: rules.NotANumber, Field: rules.At(rules.FieldStart), Value: "x"}
	players := &rules.Problem{Kind: rules.PlayersRange, Field: rules.At(rules.FieldPlayers), Value: "9", Min: 2, Max: 5}
	box := &rules.Problem{Kind: rules.NotANumber, Field: rules.InFile("box.yaml", "players", 3), Value: "y"}

	err := cmdutil.AtFlags(rules.Problems{box, start, players}, flags)
	ps := rulestest.Problems(t, err)
	de := text.For(text.DE)
	assert.Equal(t, []string{"--players: muss eine ganze Zahl von 2 bis 5 sein, nicht „9“", "--start: erwartet eine ganze Zahl, nicht „x“"},
		[]string{de.Problem(ps[0]), de.Problem(ps[1])})
	assert.Same(t, box, ps[2], "a problem in a file stays where it is, last")
	assert.Equal(t, rules.At(rules.FieldStart), start.Field, "a copy is moved, not the problem")

	usage := cmdutil.Usage(text.ErrFlagsExclusive.T("--code", "--seed"))
	err = cmdutil.AtFlags(cmdutil.Together(start, usage), flags)
	var inputs cmdutil.InputErrors
	require.ErrorAs(t, err, &inputs)
	assert.Equal(t, []string{"--code and --seed cannot be used together", `--start: expected a whole number, not "x"`},
		cmdutil.RenderLines(text.English(), inputs))

	failure := errors.New("disk")
	assert.Same(t, failure, cmdutil.AtFlags(failure, flags))
	assert.NoError(t, cmdutil.AtFlags(nil, flags))
}
