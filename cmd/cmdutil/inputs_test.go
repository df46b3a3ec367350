package cmdutil_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/text"
	"altiplano/rules"
)

// Together puts the domain's problems and input errors in one list, in
// order; one alone stays itself, and a failure is said alone.
func TestTogetherSaysEveryInputProblem(t *testing.T) {
	en := text.English()
	seed := &rules.Problem{Kind: rules.NotANumber, Field: rules.At(rules.FieldSeed), Value: "x"}
	limit := &rules.Problem{Kind: rules.BelowMin, Field: rules.At(text.LimitField), N: 0, Value: "0", Min: 1}
	terminal := cmdutil.Input(text.ErrNeedsTerminal.T())

	err := cmdutil.Together(rules.Problems{seed, limit}, nil, terminal)
	var many cmdutil.InputErrors
	assert.ErrorAs(t, err, &many)
	assert.Equal(t, []string{
		`seed: expected a whole number, not "x"`,
		"--limit: must be a whole number of at least 1, not 0",
		"the walk-through needs a terminal; to score a record file, use --file GAME (YAML or JSON, see altiplano help records)",
	}, cmdutil.RenderLines(en, many))
	assert.Equal(t, cmdutil.ExitUsage, cmdutil.ExitCode(err))

	assert.Same(t, seed, cmdutil.Together(nil, seed), "one problem is itself")
	assert.NoError(t, cmdutil.Together(nil, nil))
	failure := errors.New("disk")
	assert.Same(t, failure, cmdutil.Together(seed, failure))
}

// Where a problem is and what it is are joined by the language's colon:
// French puts a no-break space before it.
func TestAnInputErrorIsJoinedByTheLanguagesColon(t *testing.T) {
	err := cmdutil.InputAt(text.FieldConfigFileLine.T("config.yaml", 2), text.ErrConfigSyntax.T())
	assert.Equal(t, "config file config.yaml (line 2): is not valid YAML", cmdutil.Render(text.English(), err))
	assert.Equal(t, "fichier de configuration config.yaml (ligne 2)\u00a0: n'est pas du YAML valide", cmdutil.Render(text.For("fr"), err))
}
