package setupcode

import (
	"encoding/binary"

	"altiplano/rules"
)

// CodeKind is what a code in the envelope carries, said in the low half of
// its first byte: a game's setup (0, every code Encode makes) or a box
// profile's printed values (1, setup/boxcode). A code of one kind given
// where another is read is named as what it is, never as a mistyped one.
type CodeKind byte

const (
	// SetupKind is a game's setup code, Altiplano's older codes included.
	SetupKind CodeKind = 0
	// BoxKind is a box code: values a group read off its copy of the games.
	BoxKind CodeKind = 1
)

// OtherKind: a whole code of another kind than the one read. Value is the
// code, N its kind (a CodeKind).
const OtherKind rules.Kind = "code_other_kind"

// Marker is the first byte of a code of kind in the envelope.
func Marker(kind CodeKind) byte { return envelope | byte(kind) }

// KindOf says what a whole code is: its kind and, for a setup code, its
// game's number (Unnumbered for Altiplano's codes, which came before the
// envelope). ok is false for anything that is not a whole code of a kind
// the program knows: a mistyped code is no kind.
func KindOf(code string) (kind CodeKind, number byte, ok bool) {
	if len(code) > MaxLength {
		return 0, 0, false
	}
	normal := Normalize(code)
	payload, err := Crockford.DecodeString(normal)
	if err != nil || len(payload) < 7 || Crockford.EncodeToString(payload) != normal {
		return 0, 0, false
	}
	body, sum := payload[:len(payload)-4], binary.BigEndian.Uint32(payload[len(payload)-4:])
	if Sum(body) != sum {
		return 0, 0, false
	}
	switch {
	case payload[0]>>4 != envelope>>4:
		return SetupKind, Unnumbered, true
	case payload[0] == envelope && payload[1] != Unnumbered:
		return SetupKind, payload[1], true
	case payload[0] == Marker(BoxKind):
		return BoxKind, 0, true
	}
	return 0, 0, false
}

// OtherKindProblem is the problem of code when it is a whole code of
// another kind than a setup code (a box code given to setup --code); nil
// otherwise.
func OtherKindProblem(code string) *rules.Problem {
	if kind, _, ok := KindOf(code); ok && kind != SetupKind {
		return &rules.Problem{Kind: OtherKind, Field: rules.At(rules.FieldCode), Value: code, N: int(kind)}
	}
	return nil
}
