package render

import (
	"fmt"
	"io"
	"strconv"

	"altiplano/cmd/text"
	"altiplano/rules/printed"
)

// Marks renders printed values with the mark of their source and remembers
// which marks and notes it used, so the legend under a table explains exactly
// what the table shows.
type Marks struct {
	p     text.Printer
	used  map[printed.Source]bool
	notes []string // the footnotes, rendered
}

// NewMarks starts a legend in p's language.
func NewMarks(p text.Printer) *Marks {
	return &Marks{p: p, used: map[printed.Source]bool{}}
}

// Number renders n with the mark of its source: "3" from the rulebook,
// "1*" inferred, "?" unknown, "4 (box)".
func (m *Marks) Number(n int, source printed.Source) string {
	m.used[source] = true
	switch source {
	case printed.Inferred:
		return strconv.Itoa(n) + "*"
	case printed.Unknown:
		return "?"
	case printed.Box:
		return text.MarkBox.In(m.p, n)
	}
	return strconv.Itoa(n)
}

// Suffix marks a cell whose every number has source: "*" inferred, " (box)".
func (m *Marks) Suffix(source printed.Source) string {
	m.used[source] = true
	switch source {
	case printed.Inferred:
		return " *"
	case printed.Box:
		return " (" + text.MarkBoxWord.In(m.p) + ")"
	}
	return ""
}

// Source renders the source's name with a footnote number for note, if
// any (a zero note is none).
func (m *Marks) Source(source printed.Source, note text.Text) string {
	m.used[source] = true
	name := m.p.Source(source)
	if note.IsZero() || source == printed.Box {
		return name
	}
	return fmt.Sprintf("%s [%d]", name, m.footnote(m.p.T(note)))
}

func (m *Marks) footnote(note string) int {
	for i, n := range m.notes {
		if n == note {
			return i + 1
		}
	}
	m.notes = append(m.notes, note)
	return len(m.notes)
}

var legends = []struct {
	source printed.Source
	text   text.M0
}{
	{printed.Inferred, text.LegendInferred},
	{printed.Unknown, text.LegendUnknown},
	{printed.Box, text.LegendBox},
}

// Write prints the legend for the marks used, then the footnotes.
func (m *Marks) Write(w io.Writer) error {
	first := true
	var err error
	line := func(s string) {
		if err != nil {
			return
		}
		if first {
			_, err = fmt.Fprintln(w)
			first = false
		}
		if err == nil {
			_, err = fmt.Fprintln(w, s)
		}
	}
	for _, l := range legends {
		if m.used[l.source] {
			line(l.text.In(m.p))
		}
	}
	for i, n := range m.notes {
		line(fmt.Sprintf("[%d] %s", i+1, n))
	}
	return err
}

// JSONValue is a printed value in JSON: the number (null when unknown), where
// it comes from, and the identifier of the note explaining it.
type JSONValue struct {
	Value  *int   `json:"value"`
	Source string `json:"source"`
	Note   string `json:"note,omitempty"`
}

// ValueJSON is a printed value in JSON, with the identifier of its note
// ("" for none).
func ValueJSON(v printed.Value, note string) JSONValue {
	out := JSONValue{Source: string(v.Source), Note: note}
	if v.Known() {
		n := v.N
		out.Value = &n
	}
	return out
}
