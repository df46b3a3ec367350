package render

import (
	"fmt"
	"io"
	"strconv"

	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
)

// Marks renders printed values with the mark of their source and remembers
// which marks and notes it used, so the legend under a table explains exactly
// what the table shows.
type Marks struct {
	p     i18n.Printer
	used  map[catalog.Source]bool
	notes []i18n.Key
}

// NewMarks starts a legend in p's language.
func NewMarks(p i18n.Printer) *Marks {
	return &Marks{p: p, used: map[catalog.Source]bool{}}
}

// Value renders v: "3" from the rulebook, "1*" inferred, "?" unknown, "4 (box)".
func (m *Marks) Value(v catalog.Value) string {
	m.used[v.Source] = true
	return m.Number(v.N, v.Source)
}

// Number renders n with the mark of source.
func (m *Marks) Number(n int, source catalog.Source) string {
	m.used[source] = true
	switch source {
	case catalog.Inferred:
		return strconv.Itoa(n) + "*"
	case catalog.Unknown:
		return "?"
	case catalog.Box:
		return m.p.Sprintf(i18n.MarkBox, n)
	}
	return strconv.Itoa(n)
}

// Source renders the source's name with a footnote number for note, if any.
func (m *Marks) Source(source catalog.Source, note i18n.Key) string {
	m.used[source] = true
	name := m.p.Sprintf(i18n.Key("source." + string(source)))
	if note == "" || source == catalog.Box {
		return name
	}
	return fmt.Sprintf("%s [%d]", name, m.footnote(note))
}

func (m *Marks) footnote(note i18n.Key) int {
	for i, n := range m.notes {
		if n == note {
			return i + 1
		}
	}
	m.notes = append(m.notes, note)
	return len(m.notes)
}

// Write prints the legend for the marks used, then the footnotes.
func (m *Marks) Write(w io.Writer) {
	first := true
	line := func(s string) {
		if first {
			fmt.Fprintln(w)
			first = false
		}
		fmt.Fprintln(w, s)
	}
	for _, s := range []catalog.Source{catalog.Inferred, catalog.Unknown, catalog.Box} {
		if m.used[s] {
			line(m.p.Sprintf(i18n.Key("legend." + string(s))))
		}
	}
	for i, n := range m.notes {
		line(fmt.Sprintf("[%d] %s", i+1, m.p.Sprintf(n)))
	}
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
	out := JSONValue{Source: string(v.Source), Note: NoteID(v.Note)}
	if v.Known() {
		n := v.N
		out.Value = &n
	}
	return out
}

// NoteID strips the catalog prefix from a note key: "note.strip_guess" → "strip_guess".
func NoteID(k i18n.Key) string {
	const prefix = "note."
	s := string(k)
	if len(s) > len(prefix) && s[:len(prefix)] == prefix {
		return s[len(prefix):]
	}
	return s
}
