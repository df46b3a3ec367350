package score_test

import (
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/altiplano/score"
	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/scoring/scoringtest"
	"altiplano/cmd/text"
)

// The pad as the phones show it in a table: a column per player by place,
// the categories adding up to the total, the coins that break a tie under
// it, and the pad's own verdict (the winner, how a tie was decided); a
// result that rests on values nobody checked says so beside it.
func TestSheetIsThePadAsATable(t *testing.T) {
	for _, tt := range []struct {
		file string
		cats int
	}{{"2p.yaml", 6}, {"4p-missions.yaml", 7}} {
		t.Run(tt.file, func(t *testing.T) {
			data, err := os.ReadFile("../../../testdata/games/" + tt.file)
			require.NoError(t, err)
			scored, err := scoringtest.Options(t, score.Scoring, nil).Game.Read(tt.file, data, time.Now(), time.UTC)
			require.NoError(t, err)
			for _, lang := range text.Langs() {
				p := text.For(lang)
				sheet := scoringtest.Sheet(t, scored, p)
				require.Len(t, sheet.Categories, tt.cats)
				assert.Equal(t, text.PadTotal.In(p), sheet.TotalWord)
				assert.Equal(t, []string{words.PadCoins.In(p)}, sheet.Keys)
				assert.Equal(t, words.PadAssumptions.In(p), sheet.NotesTitle, "no box profile: the goods' values are inferred")
				assert.NotEmpty(t, sheet.Notes)
			}
		})
	}
}
