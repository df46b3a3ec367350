package render_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/iostreams"
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

// narrowTerminal is a terminal of a given width, as iostreams.Width reads one.
type narrowTerminal struct {
	strings.Builder
	width int
}

func (n *narrowTerminal) Width() int { return n.width }

// On a terminal narrower than the table, its widest columns narrow and
// their cells wrap between words inside their column; every line fits and
// every column starts where it did on the first line.
func TestTableNarrowsItsColumnsToTheTerminal(t *testing.T) {
	tab := render.Table{Header: []string{"#", "MISSION", "VP", "SOURCE"}}
	tab.Add("1", "Complete 3 orders", "5", "box profile")
	tab.Add("16", "Complete an order, build a boat and a house", "3", "unknown [6]")
	out := &narrowTerminal{width: 40}
	require.NoError(t, tab.Write(out))
	assert.Equal(t, ""+
		"#   MISSION              VP  SOURCE\n"+
		"1   Complete 3 orders    5   box profile\n"+
		"16  Complete an order,   3   unknown [6]\n"+
		"    build a boat and a\n"+
		"    house\n", out.String())
	for _, line := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
		assert.LessOrEqual(t, render.Width(line), 40, line)
	}

	wide := &narrowTerminal{width: 100}
	require.NoError(t, tab.Write(wide))
	var plain strings.Builder
	require.NoError(t, tab.Write(&plain))
	assert.Equal(t, plain.String(), wide.String(), "a table that fits is as it is")
}

// A table that does not fit even with every column as narrow as its
// longest word is a block per row: its first cell, then the others after
// their headings, and no line ends inside a heading and its value.
func TestTableTooWideStacksItsRows(t *testing.T) {
	var b strings.Builder
	w := iostreams.Wrapped(&b, func() int { return 24 })
	tb := render.Table{Header: []string{"LOCATION", "ITEM", "LAY OUT", "BACK TO BOX"}}
	tb.Add("village", "house cards", "10", "0")
	require.NoError(t, tb.Write(w))
	assert.Equal(t, "village\n  ITEM\u00a0house cards ·\n  LAY\u00a0OUT\u00a010 ·\n  BACK\u00a0TO\u00a0BOX\u00a00\n", b.String())
	for _, line := range strings.Split(strings.TrimRight(b.String(), "\n"), "\n") {
		assert.LessOrEqual(t, render.Width(line), 24, line)
	}
}

// A table given its width is laid out in it, though written into a buffer
// first (a pad written whole to its terminal).
func TestTableGivenAWidthFitsIt(t *testing.T) {
	tab := render.Table{Header: []string{"#", "MISSION", "VP", "SOURCE"}, Width: 40}
	tab.Add("16", "Complete an order, build a boat and a house", "3", "unknown [6]")
	var b strings.Builder
	require.NoError(t, tab.Write(&b))
	for _, line := range strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n") {
		assert.LessOrEqual(t, render.Width(line), 40, line)
	}
	assert.Contains(t, b.String(), "    house\n")
}
