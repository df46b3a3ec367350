package text

// Text is a message not yet rendered: which message and its arguments.
// Arguments that are themselves Text are rendered in the same language, so
// a message can name a good and the good's name is translated too.
type Text struct {
	key   string
	count int // 1 + the counting argument's index; 0 for none
	args  []any
}

// IsZero reports whether t carries no message.
func (t Text) IsZero() bool { return t.key == "" && t.args == nil }

// Arg is what a message may take: a whole number, a string (typed by a user
// or the program; shown safely), or another message.
type Arg interface{ int | string | Text }

// M0 … M4 are messages with 0 to 4 arguments of fixed types. A call with the
// wrong number or types of arguments does not compile; the tests read the
// declarations and check each language's text against the declared types.
// They are plain values, laid out by the compiler: declaring hundreds costs
// nothing at start-up. Count, when not 0, is 1 + the index of the argument
// whose value chooses the plural form.
type (
	M0        struct{ Key string }
	M1[A Arg] struct {
		Key   string
		Count int
	}
	M2[A, B Arg] struct {
		Key   string
		Count int
	}
	M3[A, B, C Arg] struct {
		Key   string
		Count int
	}
	M4[A, B, C, D Arg] struct {
		Key   string
		Count int
	}
)

func (m M0) T() Text               { return Text{key: m.Key} }
func (m M1[A]) T(a A) Text         { return Text{key: m.Key, count: m.Count, args: []any{a}} }
func (m M2[A, B]) T(a A, b B) Text { return Text{key: m.Key, count: m.Count, args: []any{a, b}} }
func (m M3[A, B, C]) T(a A, b B, c C) Text {
	return Text{key: m.Key, count: m.Count, args: []any{a, b, c}}
}
func (m M4[A, B, C, D]) T(a A, b B, c C, d D) Text {
	return Text{key: m.Key, count: m.Count, args: []any{a, b, c, d}}
}

// In renders the message in p's language.
func (m M0) In(p Printer) string                         { return p.T(m.T()) }
func (m M1[A]) In(p Printer, a A) string                 { return p.T(m.T(a)) }
func (m M2[A, B]) In(p Printer, a A, b B) string         { return p.T(m.T(a, b)) }
func (m M3[A, B, C]) In(p Printer, a A, b B, c C) string { return p.T(m.T(a, b, c)) }
func (m M4[A, B, C, D]) In(p Printer, a A, b B, c C, d D) string {
	return p.T(m.T(a, b, c, d))
}
