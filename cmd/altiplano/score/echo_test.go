package score_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/golden"
)

// Houses are echoed as the language lists items, as goods are ("= 1
// silver, 1 glass"); one good whose value is a default is spoken of in the
// singular.
func TestHousesEchoAndOneDefaultGoodReadAsSentences(t *testing.T) {
	dir := t.TempDir()
	box := filepath.Join(dir, "mine.yaml")
	// Every good's value but wood's: wood, which Anna holds, is the one default.
	require.NoError(t, os.WriteFile(box, []byte("goods:\n  food: {vp: 0}\n  corn: {vp: 0}\n  fish: {vp: 1}\n  stone: {vp: 1}\n  alpaca: {vp: 1}\n"+
		"  ore: {vp: 2}\n  wool: {vp: 2}\n  cacao: {vp: 2}\n  silver: {vp: 4}\n  glass: {vp: 4}\n"), 0o644))
	r, fake := interactive(t, dir, twoPlayerGame, "--box", box)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Contains(t, r.Stderr, "  = ore, stone\n", "Ben's houses")

	var help []string
	for _, q := range fake.Asked {
		help = append(help, q.Help)
	}
	assert.Contains(t, strings.Join(help, "\n"), "The value of wood is an unverified default.")
	assert.Contains(t, fake.Labels(), "Check it against your scoring overview now? (y/n)", "one value: it")
}

// The goods of an order are echoed as every goods answer is, counted.
func TestOrderGoodsAreEchoed(t *testing.T) {
	answers := []string{
		"Anna, Ben", "y",
		"3", "", "", "", "", "6 6", "20 12",
		"cloth wood", "wool ore", // the goods of Anna's two orders
		"0", "", "", "", "", "8", "1 2",
		"", "", "",
	}
	r, fake := interactive(t, t.TempDir(), answers, "--box", golden.Testdata("box", "full.yaml"), "--no-history")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Contains(t, r.Stderr, "  = 1 wood, 1 cloth\n")
	assert.Contains(t, r.Stderr, "  = 1 ore, 1 wool\n")
}
