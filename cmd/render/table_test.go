package render_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/render"
)

// Full-width names, emoji and combining marks take the cells a terminal
// gives them, so the next column starts at the same cell on every line.
func TestTableAlignsByDisplayWidth(t *testing.T) {
	tab := render.Table{Header: []string{"NAME", "VP", "RANK"}}
	tab.Add("Anna", "12", "1")
	tab.Add("山田太郎", "9", "2")      // 4 full-width characters: 8 cells
	tab.Add("🦙 Lama", "7", "3")    // an emoji: 2 cells
	tab.Add("Zoe\u0308", "5", "4") // e + combining diaeresis: 3 cells
	var b strings.Builder
	require.NoError(t, tab.Write(&b))
	for _, line := range strings.Split(strings.TrimSpace(b.String()), "\n") {
		i := strings.Index(line, "  ")
		for line[i] == ' ' {
			i++
		}
		assert.Equal(t, 10, render.Width(line[:i]), "the second column starts at cell 10: %q", line)
	}
	assert.Equal(t, "山田太郎  9   2\n", strings.SplitAfter(b.String(), "\n")[2])
	assert.Equal(t, 8, render.Width("山田太郎"))
	assert.Equal(t, 2, render.Width("🦙"))
	assert.Equal(t, 3, render.Width("Zoe\u0308"))
}
