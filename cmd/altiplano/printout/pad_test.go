package printout_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/altiplano/printout"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
)

// A pad for a terminal fits its width: five players with everyday names
// on 80 columns, every column still aligned.
func TestPadFitsTheTerminal(t *testing.T) {
	record := "version: 1\nplayers:\n"
	for _, name := range []string{"Maximiliane", "Christopher", "Anastasia", "Konstantin", "Friederike"} {
		record += "  - name: " + name + "\n    coins: 1\n    goods: {wood: 2}\n"
	}
	r, err := scoring.ParseRecord("pad.yaml", []byte(record), altiplano.Identifiers{})
	require.NoError(t, err)
	res, err := scoring.Score(r, catalog.Default())
	require.NoError(t, err)
	for _, lang := range []text.Lang{text.EN, text.DE, text.RU} {
		var b strings.Builder
		require.NoError(t, printout.WritePadWith(&b, text.For(lang), r, res, printout.PadOptions{Width: 80}))
		// The table's lines; the sentences around it are wrapped with
		// the rest of the output.
		for _, line := range strings.Split(b.String(), "\n") {
			if strings.Contains(line, "  ") {
				assert.LessOrEqual(t, text.Width(line), 80, "%s: %s", lang, line)
			}
		}
		assert.Contains(t, b.String(), "Maximiliane  Christopher")
	}
}
