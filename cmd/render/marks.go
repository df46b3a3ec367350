package render

import (
	"fmt"
	"io"
	"strconv"

	"altiplano/cmd/text"
	"altiplano/rules/altiplano/catalog"
)

// Marks renders printed values with the mark of their source and remembers
// which marks and notes it used, so the legend under a table explains exactly
// what the table shows.
type Marks struct {
	p     text.Printer
	used  map[catalog.Source]bool
	notes []catalog.Note
}

// NewMarks starts a legend in p's language.
func NewMarks(p text.Printer) *Marks {
	return &Marks{p: p, used: map[catalog.Source]bool{}}
}

// Value renders v: "3" from the rulebook, "1*" inferred, "?" unknown, "4 (box)".
func (m *Marks) Value(v catalog.Value) string { return m.Number(v.N, v.Source) }

// Number renders n with the mark of source.
func (m *Marks) Number(n int, source catalog.Source) string {
	m.used[source] = true
	switch source {
	case catalog.Inferred:
		return strconv.Itoa(n) + "*"
	case catalog.Unknown:
		return "?"
	case catalog.Box:
		return text.MarkBox.In(m.p, n)
	}
	return strconv.Itoa(n)
}

// Suffix marks a cell whose every number has source: "*" inferred, " (box)".
func (m *Marks) Suffix(source catalog.Source) string {
	m.used[source] = true
	switch source {
	case catalog.Inferred:
		return " *"
	case catalog.Box:
		return " (" + text.MarkBoxWord.In(m.p) + ")"
	}
	return ""
}

// Source renders the source's name with a footnote number for note, if any.
func (m *Marks) Source(source catalog.Source, note catalog.Note) string {
	m.used[source] = true
	name := m.p.Source(source)
	if note == "" || source == catalog.Box {
		return name
	}
	return fmt.Sprintf("%s [%d]", name, m.footnote(note))
}

func (m *Marks) footnote(note catalog.Note) int {
	for i, n := range m.notes {
		if n == note {
			return i + 1
		}
	}
	m.notes = append(m.notes, note)
	return len(m.notes)
}

var legends = []struct {
	source catalog.Source
	text   text.M0
}{
	{catalog.Inferred, text.LegendInferred},
	{catalog.Unknown, text.LegendUnknown},
	{catalog.Box, text.LegendBox},
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
		line(fmt.Sprintf("[%d] %s", i+1, m.p.Note(n)))
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

// ToJSON converts a catalog value.
func ToJSON(v catalog.Value) JSONValue {
	out := JSONValue{Source: string(v.Source), Note: string(v.Note)}
	if v.Known() {
		n := v.N
		out.Value = &n
	}
	return out
}
