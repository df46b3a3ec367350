package score_test

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd"
	score "altiplano/cmd/alpaka/score"
	"altiplano/cmd/config"
	"altiplano/cmd/factory"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/scoring"
	"altiplano/cmd/text"
)

// The pad as the phones show it in a table: a column per player by place,
// the cards and the fighter's bonus adding up to the total, the tie-break's
// steps under it, and the pad's own verdict in words.
func TestSheetIsThePadAsATable(t *testing.T) {
	tests := []struct {
		file, verdict string
		lang          text.Lang
	}{
		{"01-rulebook-example.yaml", "Winner: ", text.EN},
		{"11-shared-win.yaml", "Shared win: ", text.EN},
		{"11-shared-win.yaml", "", text.RU},
	}
	for _, tt := range tests {
		t.Run(tt.file+"-"+string(tt.lang), func(t *testing.T) {
			io, _, _, _ := iostreams.Test()
			f := factory.New(io)
			f.Config = func() (config.Config, error) { return config.Config{Box: box}, nil }
			f.BoxReaders = cmd.Registry().BoxReaders()
			var got *scoring.Options
			c := score.NewCmdScore(f, func(o *scoring.Options) error { got = o; return nil })
			c.SetArgs(nil)
			require.NoError(t, c.Execute())
			data, err := os.ReadFile(game(tt.file))
			require.NoError(t, err)
			scored, err := got.Game.Read(tt.file, data, time.Now(), time.UTC)
			require.NoError(t, err)
			p := text.For(tt.lang)
			sheet := scored.Sheet(p)
			require.Len(t, sheet.Categories, 2)
			require.Len(t, sheet.Keys, 3)
			require.NotEmpty(t, sheet.Players)
			for k, pl := range sheet.Players {
				assert.Equal(t, pl.Total, pl.Points[0]+pl.Points[1], pl.Name)
				assert.Len(t, pl.Keys, 3)
				if k > 0 {
					assert.LessOrEqual(t, sheet.Players[k-1].Place, pl.Place, "by place")
				}
			}
			assert.Equal(t, 1, sheet.Players[0].Place)
			require.Len(t, sheet.Verdict, 1)
			var pad strings.Builder
			require.NoError(t, scored.Pad(&pad, p, scoring.PadOptions{}))
			assert.Contains(t, pad.String(), sheet.Verdict[0], "the pad's own words")
			assert.True(t, strings.HasPrefix(sheet.Verdict[0], tt.verdict))
		})
	}
}
