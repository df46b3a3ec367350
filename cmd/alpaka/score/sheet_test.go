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
	"altiplano/cmd/scoring/scoringtest"
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
			data, err := os.ReadFile(game(tt.file))
			require.NoError(t, err)
			scored, err := scoringtest.Options(t, score.Scoring, f).Game.Read(tt.file, data, time.Now(), time.UTC)
			require.NoError(t, err)
			sheet := scoringtest.Sheet(t, scored, text.For(tt.lang))
			require.Len(t, sheet.Categories, 2)
			require.Len(t, sheet.Keys, 3)
			require.Len(t, sheet.Verdict, 1)
			assert.True(t, strings.HasPrefix(sheet.Verdict[0], tt.verdict))
		})
	}
}
