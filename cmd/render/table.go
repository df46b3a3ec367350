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
}

// Add appends a row.
func (t *Table) Add(cells ...string) { t.Rows = append(t.Rows, cells) }

// Write lays the table out in aligned columns, two spaces apart, with no
// trailing spaces. Columns are measured in display width (terminal cells,
// by grapheme cluster), so full-width names and emoji line up as ASCII does.
func (t *Table) Write(w io.Writer) error {
	rows := append([][]string{t.Header}, t.Rows...)
	var widths []int
	for _, r := range rows {
		for i, cell := range r[:max(len(r)-1, 0)] { // the last cell sets no column
			if i == len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], Width(cell))
		}
	}
	var b strings.Builder
	for _, r := range rows {
		b.Reset()
		for i, cell := range r {
			b.WriteString(cell)
			if i < len(r)-1 {
				b.WriteString(strings.Repeat(" ", widths[i]-Width(cell)+2))
			}
		}
		if _, err := io.WriteString(w, strings.TrimRight(b.String(), " ")+"\n"); err != nil {
			return err
		}
	}
	return nil
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
