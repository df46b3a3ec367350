package score_test

import (
	"os"
	"strings"
	"testing"
	"time"

	"altiplano/cmd/altiplano/words"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/altiplano/score"
	"altiplano/cmd/factory"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/scoring"
	"altiplano/cmd/text"
)

// The pad as the phones show it in a table: a column per player by place,
// the categories adding up to the total, the coins that break a tie under
// it, and the pad's own verdict (the winner, how a tie was decided).
func TestSheetIsThePadAsATable(t *testing.T) {
	for _, tt := range []struct {
		file string
		cats int
	}{{"2p.yaml", 6}, {"4p-missions.yaml", 7}} {
		t.Run(tt.file, func(t *testing.T) {
			io, _, _, _ := iostreams.Test()
			var got *scoring.Options
			cmd := score.NewCmdScore(factory.New(io), func(o *scoring.Options) error { got = o; return nil })
			cmd.SetArgs(nil)
			require.NoError(t, cmd.Execute())
			data, err := os.ReadFile("../../../testdata/games/" + tt.file)
			require.NoError(t, err)
			scored, err := got.Game.Read(tt.file, data, time.Now(), time.UTC)
			require.NoError(t, err)
			for _, lang := range text.Langs() {
				p := text.For(lang)
				sheet := scored.Sheet(p)
				require.Len(t, sheet.Categories, tt.cats)
				assert.Equal(t, text.PadTotal.In(p), sheet.TotalWord)
				assert.Equal(t, []string{words.PadCoins.In(p)}, sheet.Keys)
				for k, pl := range sheet.Players {
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
			}
		})
	}
}
