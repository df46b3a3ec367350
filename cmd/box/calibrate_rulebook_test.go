package box_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Cloth is 3 VP by the rulebook: the overview's goods are recorded without
// naming it, its question says it is counted, and the profile records only
// what was typed (cloth stays the rulebook's). Named at 3 VP, it is taken.
func TestTheRulebooksClothNeedNotBeTyped(t *testing.T) {
	tests := []struct {
		name  string
		tier3 string
		saved bool // cloth in the profile
	}{
		{"cloth left out", "ore wool", false},
		{"cloth named at its value", "ore wool cloth", true},
		{"nothing else at 3 VP", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			tiers := []string{"silver glass", tt.tier3, "cacao", "wood stone alpaca fish", "food corn"}
			if tt.tier3 == "" {
				tiers[2] = "ore wool cacao"
			}
			r, fake := calibrate(t, dir, tiers, "--section", "goods")
			require.Equal(t, 0, r.Code, r.Stderr)
			assert.Zero(t, fake.Remaining())
			assert.Empty(t, fake.Refusals)
			assert.Equal(t, "Which goods show 3 VP besides cloth (known from the rulebook)?", fake.Asked[1].Label)
			assert.Equal(t, "Which goods show 0 VP (still without a value: food, corn)?", fake.Asked[4].Label)
			assert.Contains(t, r.Stderr, "cloth\n", "the echo of 3 VP names cloth")
			assert.Equal(t, [2]int{12, 12}, show(t, dir).section("goods"))
			data, err := os.ReadFile(filepath.Join(dir, "box.yaml"))
			require.NoError(t, err)
			assert.Equal(t, tt.saved, strings.Contains(string(data), "cloth"), string(data))
		})
	}
}
