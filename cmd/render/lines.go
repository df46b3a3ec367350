package render

import "io"

// Lines writes a view line by line and keeps the first write error, so a
// view is written without checking every line and reports that error once.
type Lines struct {
	W   io.Writer
	Err error
}

// Line writes s and a line break.
func (l *Lines) Line(s string) {
	if l.Err == nil {
		_, l.Err = io.WriteString(l.W, s+"\n")
	}
}

// Table writes t.
func (l *Lines) Table(t Table) {
	if l.Err == nil {
		l.Err = t.Write(l.W)
	}
}

// Marks writes the notes that the marks in a view refer to.
func (l *Lines) Marks(m *Marks) {
	if l.Err == nil {
		l.Err = m.Write(l.W)
	}
}
