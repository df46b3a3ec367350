// Package render writes tables and marks printed values with their source,
// for every command's text output.
package render

import (
	"encoding/json"
	"io"
	"strings"

	"github.com/mattn/go-runewidth"

	"altiplano/cmd/iostreams"
	"altiplano/cmd/text"
)

// Table is a plain text table with a header row.
type Table struct {
	Header []string
	Rows   [][]string
	// Width is the columns the table is laid out in; 0: the terminal's
	// the table is written to, if any (a table written into a buffer
	// first is given its terminal's).
	Width int
}

// Add appends a row.
func (t *Table) Add(cells ...string) { t.Rows = append(t.Rows, cells) }

// Write lays the table out in aligned columns, two spaces apart, with no
// trailing spaces. Columns are measured in display width (terminal cells,
// by grapheme cluster), so full-width names and emoji line up as ASCII does.
// On a terminal too narrow for it, the widest columns are narrowed, never
// below their longest word, and their cells wrap between words inside
// their column: a row takes several lines and every column stays aligned.
// Narrower still (a phone's screen), each row is a block of its own: its
// first cell, then every other cell after its column's heading.
func (t *Table) Write(w io.Writer) error {
	rows := append([][]string{t.Header}, t.Rows...)
	n := 0
	for _, r := range rows {
		n = max(n, len(r))
	}
	// widths are the columns'; a row's last cell sets no column but the
	// table's last, so a short row's long last cell runs on unpadded.
	widths := make([]int, n)
	for _, r := range rows {
		for i, cell := range r {
			if i < len(r)-1 || len(r) == n {
				widths[i] = max(widths[i], Width(cell))
			}
		}
	}
	limit := t.Width
	if limit == 0 {
		limit = iostreams.Width(w)
	}
	if !fit(widths, rows, limit) {
		return t.writeStacked(w, limit)
	}
	var b strings.Builder
	for _, r := range rows {
		cells := make([][]string, len(r))
		height := 1
		for i, cell := range r {
			if i == len(r)-1 && len(r) < n {
				cells[i] = []string{cell}
			} else {
				cells[i] = wrapCell(cell, widths[i])
			}
			height = max(height, len(cells[i]))
		}
		for line := 0; line < height; line++ {
			b.Reset()
			for i := range r {
				part := ""
				if line < len(cells[i]) {
					part = cells[i][line]
				}
				b.WriteString(part)
				if i < len(r)-1 {
					b.WriteString(strings.Repeat(" ", max(widths[i]-Width(part), 0)+2))
				}
			}
			if _, err := io.WriteString(w, strings.TrimRight(b.String(), " ")+"\n"); err != nil {
				return err
			}
		}
	}
	return nil
}

// fit narrows the widest columns, one cell at a time, until the table fits
// in limit terminal columns (0: no limit) or every column is as narrow as
// its longest word; false when it does not fit then.
func fit(widths []int, rows [][]string, limit int) bool {
	if limit <= 0 || len(widths) == 0 {
		return true
	}
	floor := make([]int, len(widths))
	for _, r := range rows {
		for i, cell := range r {
			if i == len(r)-1 && len(r) < len(widths) {
				continue // a short row's last cell is not wrapped
			}
			for _, word := range strings.Split(cell, " ") {
				floor[i] = max(floor[i], Width(word))
			}
		}
	}
	total := func() int {
		n := 2 * (len(widths) - 1)
		for _, x := range widths {
			n += x
		}
		return n
	}
	for total() > limit {
		widest := -1
		for i := range widths {
			if widths[i] > floor[i] && (widest < 0 || widths[i] > widths[widest]) {
				widest = i
			}
		}
		if widest < 0 {
			return false // as narrow as whole words allow, and wider
		}
		widths[widest]--
	}
	return true
}

// writeStacked writes each row as a block that wraps at limit columns
// between words: its first cell alone, then the others indented, each
// after its column's heading, " · " between them.
func (t *Table) writeStacked(w io.Writer, limit int) error {
	for _, r := range t.Rows {
		if len(r) == 0 {
			continue
		}
		var rest []string
		for i, cell := range r[1:] {
			if cell == "" {
				continue
			}
			if i+1 < len(t.Header) && t.Header[i+1] != "" {
				// The heading and the value's first word stay together:
				// no line ends inside "BACK TO BOX 0".
				cell = strings.ReplaceAll(t.Header[i+1], " ", nbsp) + nbsp + cell
			}
			rest = append(rest, cell)
		}
		lines := text.Wrap(r[0], limit)
		if len(rest) > 0 {
			lines += "\n" + indent(text.Wrap(strings.Join(rest, " · "), limit-2), "  ")
		}
		if _, err := io.WriteString(w, lines+"\n"); err != nil {
			return err
		}
	}
	return nil
}

// nbsp is a space no line ends at.
const nbsp = "\u00a0"

// indent puts prefix before each line of s.
func indent(s, prefix string) string {
	return prefix + strings.ReplaceAll(s, "\n", "\n"+prefix)
}

// wrapCell breaks cell between words into lines of at most width cells (a
// word wider stays whole); a cell that fits is one line.
func wrapCell(cell string, width int) []string {
	if Width(cell) <= width {
		return []string{cell}
	}
	var lines []string
	line := ""
	for _, word := range strings.Split(cell, " ") {
		switch {
		case line == "":
			line = word
		case Width(line)+1+Width(word) <= width:
			line += " " + word
		default:
			lines = append(lines, line)
			line = word
		}
	}
	return append(lines, line)
}

// Width is how many terminal cells s takes: 2 for a full-width character
// or an emoji, 0 for a combining mark.
func Width(s string) int { return runewidth.StringWidth(s) }

// JSON writes v as indented JSON followed by a newline.
func JSON(w io.Writer, v any) error {
	enc := json.NewEncoder(iostreams.Raw(w)) // data: never wrapped
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// Heads renders table headings.
func Heads(p text.Printer, heads ...text.M0) []string {
	out := make([]string, len(heads))
	for i, h := range heads {
		out[i] = h.In(p)
	}
	return out
}
