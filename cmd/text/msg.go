package text

import (
	"reflect"
)

// Text is a message not yet rendered: which message and its arguments.
// Arguments that are themselves Text are rendered in the same language, so
// a message can name a good and the good's name is translated too.
type Text struct {
	key  string
	args []any
}

// IsZero reports whether t carries no message.
func (t Text) IsZero() bool { return t.key == "" && t.args == nil }

// Arg is what a message may take: a whole number, a string (typed by a user
// or the program; shown safely), or another message.
type Arg interface{ int | string | Text }

// M0 … M4 are messages with 0 to 4 arguments of fixed types. A call with the
// wrong number or types of arguments does not compile; the tests check each
// language's text against the declared types.
type (
	M0                 struct{ key string }
	M1[A Arg]          struct{ key string }
	M2[A, B Arg]       struct{ key string }
	M3[A, B, C Arg]    struct{ key string }
	M4[A, B, C, D Arg] struct{ key string }
)

func (m M0) T() Text                       { return Text{key: m.key} }
func (m M1[A]) T(a A) Text                 { return Text{key: m.key, args: []any{a}} }
func (m M2[A, B]) T(a A, b B) Text         { return Text{key: m.key, args: []any{a, b}} }
func (m M3[A, B, C]) T(a A, b B, c C) Text { return Text{key: m.key, args: []any{a, b, c}} }
func (m M4[A, B, C, D]) T(a A, b B, c C, d D) Text {
	return Text{key: m.key, args: []any{a, b, c, d}}
}

// In renders the message in p's language.
func (m M0) In(p Printer) string                         { return p.T(m.T()) }
func (m M1[A]) In(p Printer, a A) string                 { return p.T(m.T(a)) }
func (m M2[A, B]) In(p Printer, a A, b B) string         { return p.T(m.T(a, b)) }
func (m M3[A, B, C]) In(p Printer, a A, b B, c C) string { return p.T(m.T(a, b, c)) }
func (m M4[A, B, C, D]) In(p Printer, a A, b B, c C, d D) string {
	return p.T(m.T(a, b, c, d))
}

// Declared is a message as declared in Go: what the tests check each
// language's text against.
type Declared struct {
	Key string
	// Args are the argument types: "int", "string" or "text".
	Args []string
	// Count is the index of the argument whose value chooses the plural
	// form, or -1 for a message without forms.
	Count int
}

var declared []Declared

// Messages returns every declared message.
func Messages() []Declared { return declared }

func argName[A Arg]() string {
	switch reflect.TypeFor[A]() {
	case reflect.TypeFor[int]():
		return "int"
	case reflect.TypeFor[string]():
		return "string"
	}
	return "text"
}

func declare(key string, count int, args ...string) string {
	declared = append(declared, Declared{Key: key, Args: args, Count: count})
	return key
}

func m0(key string) M0 { return M0{declare(key, -1)} }
func m1[A Arg](key string) M1[A] {
	return M1[A]{declare(key, -1, argName[A]())}
}
func m2[A, B Arg](key string) M2[A, B] {
	return M2[A, B]{declare(key, -1, argName[A](), argName[B]())}
}
func m3[A, B, C Arg](key string) M3[A, B, C] {
	return M3[A, B, C]{declare(key, -1, argName[A](), argName[B](), argName[C]())}
}
func m4[A, B, C, D Arg](key string) M4[A, B, C, D] {
	return M4[A, B, C, D]{declare(key, -1, argName[A](), argName[B](), argName[C](), argName[D]())}
}

// Messages whose words depend on a count: the index of the counting argument.
func m1n(key string) M1[int] { return M1[int]{declare(key, 0, "int")} }
func m2n[A, B Arg](key string, count int) M2[A, B] {
	return M2[A, B]{declare(key, count, argName[A](), argName[B]())}
}
func m3n[A, B, C Arg](key string, count int) M3[A, B, C] {
	return M3[A, B, C]{declare(key, count, argName[A](), argName[B](), argName[C]())}
}
