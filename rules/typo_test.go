package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/rules"
)

func TestTypoDistance(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"mime", "mime", 0},
		{"mmie", "mime", 1},   // two letters swapped
		{"kign", "king", 1},   // two letters swapped
		{"twnis", "twins", 1}, // two letters swapped
		{"mimee", "mime", 1},  // one letter too many
		{"bios", "bois", 1},
		{"mim", "mime", 1},
		{"mume", "mime", 1},
		{"камен", "камень", 1},
		{"imme", "mime", 1}, // two letters swapped at the start
		{"mmei", "mime", 2}, // two swaps
		{"", "king", 4},
		{"ca", "abc", 3}, // optimal string alignment: a swapped pair is not edited again
		{strings.Repeat("a", 65), "a", 99},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, rules.TypoDistance(tt.a, tt.b), "%s → %s", tt.a, tt.b)
		assert.Equal(t, tt.want, rules.TypoDistance(tt.b, tt.a), "%s → %s", tt.b, tt.a)
	}
}
