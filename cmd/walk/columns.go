package walk

import (
	"strconv"
	"strings"

	"altiplano/cmd/text"
)

// minNameWidth is the narrowest the review's column of names is: the
// short names of most steps line up at it in every language.
const minNameWidth = 12

// columns lay out the review's lines: the line numbers right-aligned to
// the widest (10 lines or more: two digits), the names padded to the
// longest ("alpacas in the deck"), both in terminal cells, so that every
// answer starts in one column.
type columns struct{ number, name int }

// reviewColumns are the columns of the review of every seat's steps, the
// table's lines and the values learned.
func (w *Walk) reviewColumns(lines []tableLine) columns {
	most := max(len(w.table.Steps()), len(lines)+len(w.learned))
	c := columns{number: len(strconv.Itoa(most)), name: minNameWidth}
	for _, s := range w.table.Steps() {
		c.name = max(c.name, text.Width(w.P.T(s.Name)))
	}
	for _, l := range lines {
		c.name = max(c.name, text.Width(l.name))
	}
	return c
}

// line is a numbered line of a group: its name, then its answer.
func (c columns) line(n int, name, answer string) string {
	return c.numbered("    ", n, name+strings.Repeat(" ", max(c.name-text.Width(name), 0)), answer)
}

// numbered is a line after indent, its number right-aligned, whose label
// ends where its answer starts (a value learned: "Printed value of twins:
// 10"); no space is left at its end.
func (c columns) numbered(indent string, n int, label, answer string) string {
	num := strconv.Itoa(n)
	return strings.TrimRight(indent+strings.Repeat(" ", max(c.number-len(num), 0))+num+" "+label+" "+answer, " ")
}
