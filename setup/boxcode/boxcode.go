// Package boxcode is the box code: the values a group read off its copy of
// the games, short enough to type or scan, so that every other owner of
// the same edition has them in seconds. It is a code of its own kind in the
// envelope every code shares (setup/setupcode: Crockford base32, a
// checksum over the length, groups of four), with a version, and a body in
// which each game packs its part of the box profile as it declares (Game),
// each value within the bounds of its rules and "unknown" as a value of
// its own. The engine frames the games' parts and names none: the games
// are handed in. It reads no file and speaks no words: problems are typed.
//
// Two scopes: the core carries the values final scoring needs (a code of
// about 65 letters, a QR code of 33×33 modules); the whole code carries
// everything the profile records (about 230 letters).
//
// A code is text both ways: Encode takes a box profile (split by section,
// boxprofile.Split) and Decode gives each game's part of one back as the
// profile's entries (boxprofile.Marshal writes them), so that a page, a
// phone or the terminal takes a code in with its own readers.
package boxcode

import (
	"encoding/binary"
	"errors"
	"slices"

	"altiplano/rules"
	"altiplano/rules/boxprofile"
	"altiplano/setup/setupcode"
)

// Version is the layout of the codes this program makes. Every version it
// ever made is read forever (the golden vectors of the tests hold them); a
// code of a later version is refused, saying to update.
const Version = 1

// Scope is how much of a profile a code carries.
type Scope int

const (
	// Core is what final scoring needs of every game.
	Core Scope = iota
	// Whole is everything the profile records.
	Whole
)

// Game is what a game declares for its part of a box code: it packs the
// sections of its box profile into digits, each value within the bounds
// of its rules, and unpacks them back into the same sections. The engine
// frames each game's part with the game's number.
type Game interface {
	// Number is the game's number in codes (its setup code's), never
	// reused by another game.
	Number() byte
	// Pack writes what d records of the game's sections in scope, read
	// through the game's reader; recorded is false when it records
	// nothing of them (the code then leaves the game out). A profile the
	// reader refuses is an error.
	Pack(d boxprofile.Document, scope Scope, w *Writer) (recorded bool, err error)
	// Unpack reads what Pack wrote into a code of version, as the
	// profile's entries of the game's sections in scope.
	Unpack(r *Reader, scope Scope, version int) ([]boxprofile.Entry, error)
}

// Part is one game's part of a code: the entries of its sections, as a box
// profile holds them.
type Part struct {
	Game    Game
	Entries []boxprofile.Entry
}

// Decoded is what a code carries.
type Decoded struct {
	Scope Scope
	// Parts are the games' parts, in the order of the games Decode was
	// given; a game the code leaves out has none.
	Parts []Part
}

// Entries are every game's entries, as one profile holds them.
func (d Decoded) Entries() []boxprofile.Entry {
	var out []boxprofile.Entry
	for _, p := range d.Parts {
		out = append(out, p.Entries...)
	}
	return out
}

// Kinds of problems with a box code. None has a field: the code is what the
// user just gave.
const (
	// NotText: bytes that are not UTF-8 text (or UTF-16 text, with its
	// zero bytes). N is the place (1-based) of the first byte that is not.
	NotText rules.Kind = "box_code_not_text"
	// Empty: nothing but spaces and dashes.
	Empty rules.Kind = "box_code_empty"
	// Letter: a character that is in no code. Value is it, N its place
	// (1-based) among the code's characters.
	Letter rules.Kind = "box_code_letter"
	// NotBoxCode: letters of a code, but of none the program knows.
	NotBoxCode rules.Kind = "box_code_not_box_code"
	// Checksum: a box code with a letter mistyped or changed.
	Checksum rules.Kind = "box_code_checksum"
	// Short: a box code cut short. N letters where it has Max.
	Short rules.Kind = "box_code_short"
	// Long: a box code with letters added. N letters where it has Max.
	Long rules.Kind = "box_code_long"
	// Newer: a code made by a later program. N is its version, Max the
	// latest this program reads.
	Newer rules.Kind = "box_code_version"
	// UnknownGame: a code with values of a game this program does not
	// know (a later program's). N is the game's number.
	UnknownGame rules.Kind = "box_code_unknown_game"
	// SetupCode: a setup code (a seat's included), not a box code. N is
	// its game's number.
	SetupCode rules.Kind = "box_code_setup_code"
)

// Kinds lists the kinds above, for the presentation's test.
func Kinds() []rules.Kind {
	return []rules.Kind{NotText, Empty, Letter, NotBoxCode, Checksum, Short, Long, Newer, UnknownGame, SetupCode}
}

// Encode is the code of profile d in scope: every game's part (the games in
// any order; the code holds them by number). A profile one of the games'
// readers refuses is an error.
func Encode(d boxprofile.Document, games []Game, scope Scope) (string, error) {
	games = byNumber(games)
	for i := 1; i < len(games); i++ {
		if games[i].Number() == games[i-1].Number() {
			return "", errors.New("boxcode: two games share a number")
		}
	}
	w := &Writer{}
	w.Digit(int(scope), 2)
	for _, g := range games {
		part := &Writer{}
		recorded, err := g.Pack(d, scope, part)
		if err != nil {
			return "", err
		}
		if recorded {
			w.Bool(true)
			w.Digit(int(g.Number()), 256)
			w.digits = append(w.digits, part.digits...)
		}
	}
	w.Bool(false)
	body := w.number().Bytes()
	payload := append([]byte{setupcode.Marker(setupcode.BoxKind), Version}, binary.AppendUvarint(nil, uint64(len(body)))...)
	payload = append(payload, body...)
	payload = binary.BigEndian.AppendUint32(payload, setupcode.Sum(payload))
	return setupcode.Group(setupcode.Crockford.EncodeToString(payload)), nil
}

// Records reports whether profile d records anything a code of scope
// carries: a code of nothing is no code to share.
func Records(d boxprofile.Document, games []Game, scope Scope) (bool, error) {
	for _, g := range games {
		recorded, err := g.Pack(d, scope, &Writer{})
		if recorded || err != nil {
			return recorded, err
		}
	}
	return false, nil
}

func byNumber(games []Game) []Game {
	out := slices.Clone(games)
	slices.SortStableFunc(out, func(a, b Game) int { return int(a.Number()) - int(b.Number()) })
	return out
}

// Decode reads a box code as typed or pasted (any case, spaces, dashes, line
// breaks; O for 0, I and L for 1) into each game's part. Whatever it
// gives back reads through every game's reader, and is exactly what the
// code was made from: a code that is not one the program makes is
// refused, with the one problem that says why.
func Decode(code string, games []Game) (Decoded, *rules.Problem) {
	letters, pr := clean(code)
	if pr != nil {
		return Decoded{}, pr
	}
	payload, whole := open(letters)
	if len(payload) == 0 || payload[0] != setupcode.Marker(setupcode.BoxKind) {
		return Decoded{}, notBox(letters, payload)
	}
	if !whole {
		return Decoded{}, broken(letters, payload)
	}
	if version := int(payload[1]); version != Version {
		if version > Version {
			return Decoded{}, &rules.Problem{Kind: Newer, N: version, Max: Version}
		}
		return Decoded{}, problem(NotBoxCode)
	}
	size, n := binary.Uvarint(payload[2:])
	body := payload[2+max(n, 0) : len(payload)-4]
	if n <= 0 || size != uint64(len(body)) || len(body) > 0 && body[0] == 0 {
		return Decoded{}, problem(NotBoxCode)
	}
	out, pr := unpack(newReader(body), games)
	if pr != nil {
		return Decoded{}, pr
	}
	// What was read is what the code was made from: written again, it is
	// the same code. A code that reads but says what no profile says (a
	// value a game's reader refuses) is none the program made.
	data, err := boxprofile.Marshal(out.Entries())
	if err != nil {
		return Decoded{}, problem(NotBoxCode)
	}
	d, err := boxprofile.Lenient("", data)
	if err != nil {
		return Decoded{}, problem(NotBoxCode)
	}
	again, err := Encode(d, games, out.Scope)
	if err != nil || setupcode.Normalize(again) != letters {
		return Decoded{}, problem(NotBoxCode)
	}
	return out, nil
}

// unpack reads the body's digits: its scope, then each game's part.
func unpack(r *Reader, games []Game) (Decoded, *rules.Problem) {
	out := Decoded{Scope: Scope(r.Digit(2)), Parts: make([]Part, len(games))}
	for i, g := range games {
		out.Parts[i].Game = g
	}
	for r.Bool() {
		number := byte(r.Digit(256))
		i := slices.IndexFunc(games, func(g Game) bool { return g.Number() == number })
		if i < 0 {
			return Decoded{}, &rules.Problem{Kind: UnknownGame, N: int(number)}
		}
		entries, err := games[i].Unpack(r, out.Scope, Version)
		if err != nil || out.Parts[i].Entries != nil {
			return Decoded{}, problem(NotBoxCode)
		}
		out.Parts[i].Entries = entries
	}
	if r.done() != nil {
		return Decoded{}, problem(NotBoxCode)
	}
	return out, nil
}

func problem(kind rules.Kind) *rules.Problem { return &rules.Problem{Kind: kind} }

// open reads letters (normalised) as far as they make whole bytes. whole
// reports a complete code: every letter used, its checksum right.
func open(letters string) (payload []byte, whole bool) {
	usable := len(letters)
	for usable > 0 && !validLength(usable) {
		usable--
	}
	payload, err := setupcode.Crockford.DecodeString(letters[:usable])
	if err != nil {
		return nil, false
	}
	if usable != len(letters) || len(payload) < 7 || setupcode.Crockford.EncodeToString(payload) != letters {
		return payload, false
	}
	body, sum := payload[:len(payload)-4], binary.BigEndian.Uint32(payload[len(payload)-4:])
	return payload, setupcode.Sum(body) == sum
}

// validLength reports whether n letters of base32 make whole bytes.
func validLength(n int) bool {
	switch n % 8 {
	case 1, 3, 6:
		return false
	}
	return true
}

// notBox is the problem of letters that do not open as a box code: a
// setup code is named as one, and a box code whose first letters were
// mistyped (the rest of it as long as it says) as mistyped.
func notBox(letters string, payload []byte) *rules.Problem {
	if kind, number, ok := setupcode.KindOf(letters); ok && kind == setupcode.SetupKind {
		return &rules.Problem{Kind: SetupCode, N: int(number)}
	}
	if len(payload) >= 3 && payload[1] == Version {
		if size, n := binary.Uvarint(payload[2:]); n > 0 && size <= setupcode.MaxLength && len(letters) == lettersOf(n, int(size)) {
			return problem(Checksum)
		}
	}
	return problem(NotBoxCode)
}

// lettersOf is how many letters a version 1 box code has whose length
// takes n bytes and whose body size bytes.
func lettersOf(n, size int) int { return (8*(2+n+size+4) + 4) / 5 }

// broken is the problem of a box code that does not check out: cut short
// or added to, when its own length says so, else mistyped.
func broken(letters string, payload []byte) *rules.Problem {
	if len(payload) < 3 || payload[1] != Version {
		return problem(Checksum)
	}
	size, n := binary.Uvarint(payload[2:])
	if n <= 0 || size > setupcode.MaxLength {
		return problem(Checksum)
	}
	want := lettersOf(n, int(size))
	switch {
	case len(letters) < want:
		return &rules.Problem{Kind: Short, N: len(letters), Max: want}
	case len(letters) > want:
		return &rules.Problem{Kind: Long, N: len(letters), Max: want}
	}
	return problem(Checksum)
}

// Letters is a code's letters as Decode reads them: the way a person
// compares two codes.
func Letters(code string) string {
	letters, _ := clean(code)
	return letters
}

// Grouped is a code's letters in groups of four joined by dashes, as the
// program prints it.
func Grouped(code string) string { return setupcode.Group(Letters(code)) }
