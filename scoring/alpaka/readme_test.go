package alpakascore

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/alpaka"
)

// The record the README shows reads and scores.
func TestREADMERecord(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	_, rest, ok := strings.Cut(string(data), "```yaml\ngame: alpaka\n")
	require.True(t, ok)
	doc, _, ok := strings.Cut(rest, "```")
	require.True(t, ok)
	res, err := parseAndScore("README.md", []byte("game: alpaka\n"+doc), testBox(t))
	require.NoError(t, err)
	assert.Equal(t, alpaka.Prince, res.Swaps[0].Took)
	assert.Equal(t, 3, res.Players[1].FighterBonus)
}
