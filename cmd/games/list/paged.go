package list

import (
	"bytes"
	"io"
	"unicode/utf8"

	"altiplano/cmd/render"
)

// pageRows is how many rows pagedTable holds at a time.
const pageRows = 1000

// pagedTable writes a render.Table of any length a page at a time: every
// page is laid out together with the widest cells of the whole table
// (measured in a first pass), whose lines are then dropped, so all pages
// get the same column widths as one table would, whatever width rule
// render.Table applies.
type pagedTable struct {
	header []string
	out    io.Writer
	// widest holds, per column, the cell with the most characters and the
	// cell with the most bytes (a wide script has more bytes a character).
	byRunes, byBytes []string
	rows             [][]string
	started          bool
}

func (t *pagedTable) measure(cells []string) {
	if t.byRunes == nil {
		t.byRunes = append([]string(nil), t.header...)
		t.byBytes = append([]string(nil), t.header...)
	}
	for i, c := range cells {
		if utf8.RuneCountInString(c) > utf8.RuneCountInString(t.byRunes[i]) {
			t.byRunes[i] = c
		}
		if len(c) > len(t.byBytes[i]) {
			t.byBytes[i] = c
		}
	}
}

func (t *pagedTable) add(cells []string) error {
	t.rows = append(t.rows, cells)
	if len(t.rows) == pageRows {
		return t.flush()
	}
	return nil
}

// flush writes the rows held: the header before the first page, never the
// two measuring rows.
func (t *pagedTable) flush() error {
	if len(t.rows) == 0 && t.started {
		return nil
	}
	page := render.Table{Header: t.header, Rows: append([][]string{t.byRunes, t.byBytes}, t.rows...)}
	var buf bytes.Buffer
	if err := page.Write(&buf); err != nil {
		return err
	}
	lines := bytes.SplitAfter(buf.Bytes(), []byte("\n"))
	skip := 3 // header and the measuring rows
	if !t.started {
		if _, err := t.out.Write(lines[0]); err != nil {
			return err
		}
		t.started = true
	}
	for _, l := range lines[skip:] {
		if _, err := t.out.Write(l); err != nil {
			return err
		}
	}
	t.rows = t.rows[:0]
	return nil
}
