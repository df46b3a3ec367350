// Package render writes tables and marks printed values with their source,
// for every command's text output.
package render

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// Table is a plain text table with a header row.
type Table struct {
	Header []string
	Rows   [][]string
}

// Add appends a row.
func (t *Table) Add(cells ...string) { t.Rows = append(t.Rows, cells) }

// Write lays the table out in aligned columns, with no trailing spaces.
func (t *Table) Write(w io.Writer) error {
	var buf bytes.Buffer
	tw := tabwriter.NewWriter(&buf, 0, 0, 2, ' ', 0)
	line := func(cells []string) {
		fmt.Fprintln(tw, strings.Join(cells, "\t"))
	}
	line(t.Header)
	for _, r := range t.Rows {
		line(r)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, l := range strings.SplitAfter(buf.String(), "\n") {
		if l == "" {
			continue
		}
		if _, err := io.WriteString(w, strings.TrimRight(l, " \n")+"\n"); err != nil {
			return err
		}
	}
	return nil
}

// JSON writes v as indented JSON followed by a newline.
func JSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
