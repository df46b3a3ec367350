package alpakascore

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/alpaka"
)

// The record Alpaka's section of the help page records shows (altiplano
// help records) reads and scores.
func TestHelpPageRecord(t *testing.T) {
	const page = "../../cmd/alpaka/words/help/sections/en/records.txt"
	data, err := os.ReadFile(page)
	require.NoError(t, err)
	// The example is indented by two spaces, up to the next blank line.
	_, rest, ok := strings.Cut(string(data), "\n  game: alpaka\n")
	require.True(t, ok, "%s shows an Alpaka record", page)
	block, _, _ := strings.Cut(rest, "\n\n")
	var doc strings.Builder
	doc.WriteString("game: alpaka\n")
	for _, line := range strings.Split(block, "\n") {
		text, ok := strings.CutPrefix(line, "  ")
		require.True(t, ok, "%s: %q is indented", page, line)
		doc.WriteString(text + "\n")
	}
	res, err := parseAndScore("records.txt", []byte(doc.String()), testBox(t))
	require.NoError(t, err)
	assert.Equal(t, alpaka.Prince, res.Swaps[0].Took)
	assert.Equal(t, 3, res.Players[1].FighterBonus)
}
