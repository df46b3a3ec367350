// Package scoringtest is what every game's tests of its score command
// share: the options the command is given, and the check of a scored
// game's sheet against what the phones need of every game's.
package scoringtest

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/factory"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/scoring"
	"altiplano/cmd/scoring/phones"
	"altiplano/cmd/text"
)

// Scoring is a game's scoring, as it gives it (game.Game's Scoring).
type Scoring func(f *factory.Factory) scoring.Game

// Options are the options the score command of the game's scoring, made
// with f (nil: a test factory) and a server of phones, is run with for
// args: the flags as read, and the game.
func Options(t *testing.T, game Scoring, f *factory.Factory, args ...string) *scoring.Options {
	t.Helper()
	if f == nil {
		io, _, _, _ := iostreams.Test()
		f = factory.New(io)
	}
	var got *scoring.Options
	cmd := scoring.NewCmd(f, game(f), phones.Host{}, func(o *scoring.Options) error { got = o; return nil })
	cmd.SetArgs(args)
	require.NoError(t, cmd.Execute(), "%v", args)
	require.NotNil(t, got, "%v", args)
	return got
}

// Sheet is scored's sheet in p's language, checked as the phones show
// every game's: a column per player by place, the first place first, each
// player's points on the pad's lines adding up to the total and a value
// for each tie-break key, and a verdict in the pad's own words.
func Sheet(t *testing.T, scored scoring.Scored, p text.Printer) scoring.Sheet {
	t.Helper()
	sheet := scored.Sheet(p, scoring.PadOptions{Walked: true})
	require.NotEmpty(t, sheet.Players)
	assert.Equal(t, 1, sheet.Players[0].Place)
	for k, pl := range sheet.Players {
		assert.Len(t, pl.Points, len(sheet.Categories), pl.Name)
		assert.Len(t, pl.Keys, len(sheet.Keys), pl.Name)
		sum := 0
		for _, n := range pl.Points {
			sum += n
		}
		assert.Equal(t, pl.Total, sum, pl.Name)
		if k > 0 {
			assert.LessOrEqual(t, sheet.Players[k-1].Place, pl.Place, "by place")
		}
	}
	var pad strings.Builder
	require.NoError(t, scored.Pad(&pad, p, scoring.PadOptions{}))
	require.NotEmpty(t, sheet.Verdict)
	for _, line := range sheet.Verdict {
		assert.Contains(t, pad.String(), line, "the pad's own words")
	}
	return sheet
}
