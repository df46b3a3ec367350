// Package setupcode is the envelope every game's setup code shares: short,
// Crockford base32, checksummed, with the game's number in it. The first
// game's codes predate it and are read exactly as before: their first
// half-byte is their version, 1 or 2, and their game's number is 0 (they
// carry none); a code in this envelope starts with the half-byte 0xF, then
// says its game's number, so no code of one game can be taken for
// another's.
package setupcode

import (
	"encoding/base32"
	"encoding/binary"
	"hash/crc32"
	"strings"
	"sync"

	"altiplano/rules"
)

// Kinds of problems with a code. Field is the code.
const (
	// Malformed: not a setup code. Value.
	Malformed rules.Kind = "setup_code_malformed"
	// Checksum: a code that was mistyped or changed. Value.
	Checksum rules.Kind = "setup_code_checksum"
	// OtherGame: a good code of another game. Value is the code, N the
	// number of the game it belongs to, Max the number of the game that
	// read it.
	OtherGame rules.Kind = "code_other_game"
	// Version: a code made by another version of the game's setup. N is
	// the code's version, Max the program's.
	Version rules.Kind = "setup_code_version"
)

// Kinds lists the kinds this package adds that no game's setup lists (the
// games list Malformed, Checksum, Version and Seed as their own), for the
// presentation's test.
func Kinds() []rules.Kind { return []rules.Kind{OtherGame, OtherKind, SeedRange} }

// envelope marks a code that names its game: Altiplano's codes start with
// their version (1 or 2) in the same half-byte.
const envelope = 0xF0

// Unnumbered is the number of the game whose codes came before the
// envelope. Every other game has a number of its own, never reused.
const Unnumbered = 0

// Crockford is the alphabet of every code: base32 without I, L, O, U, so
// that what is read aloud or copied by hand is not mistaken.
var Crockford = base32.NewEncoding("0123456789ABCDEFGHJKMNPQRSTVWXYZ").WithPadding(base32.NoPadding)

// castagnoli is made on first use: setup codes are not read on every run.
var castagnoli = sync.OnceValue(func() *crc32.Table { return crc32.MakeTable(crc32.Castagnoli) })

// MaxFreshSeed bounds the seeds the program draws itself, so that a fresh
// code stays short: the seed fits a 4-byte varint. Any seed a user types,
// up to 2^64-1, still works.
const MaxFreshSeed = 1<<28 - 1

// MaxLength bounds what is read as a code.
const MaxLength = 1024

// Encode returns the code of body for the game numbered number, made by
// version of its setup.
func Encode(number, version byte, body []byte) string {
	payload := append([]byte{envelope, number, version}, body...)
	payload = binary.BigEndian.AppendUint32(payload, Sum(payload))
	return Group(Crockford.EncodeToString(payload))
}

// Decode reads a code of the game numbered number made by version,
// returning its body.
func Decode(number, version byte, code string) ([]byte, *rules.Problem) {
	bad := func(kind rules.Kind) ([]byte, *rules.Problem) {
		return nil, &rules.Problem{Kind: kind, Field: rules.At(rules.FieldCode), Value: code}
	}
	if len(code) > MaxLength {
		return bad(Malformed)
	}
	normal := Normalize(code)
	payload, err := Crockford.DecodeString(normal)
	if err != nil || len(payload) < 7 {
		return bad(Malformed)
	}
	body, sum := payload[:len(payload)-4], binary.BigEndian.Uint32(payload[len(payload)-4:])
	if payload[0]>>4 != envelope>>4 {
		// The first game's codes came before the envelope and carry the
		// same checksum: a whole one is said to be that game's, not
		// "malformed".
		if Sum(body) == sum && Crockford.EncodeToString(payload) == normal {
			return nil, OtherGameProblem(code, Unnumbered, number)
		}
		return bad(Malformed)
	}
	if Sum(body) != sum || Crockford.EncodeToString(payload) != normal || payload[0] != envelope {
		if pr := OtherKindProblem(code); pr != nil {
			return nil, pr
		}
		return bad(Checksum)
	}
	if body[1] != number {
		if body[1] == Unnumbered {
			return bad(Malformed)
		}
		return nil, OtherGameProblem(code, body[1], number)
	}
	if body[2] != version {
		return nil, &rules.Problem{Kind: Version, Field: rules.At(rules.FieldCode), Value: code, N: int(body[2]), Max: int(version)}
	}
	return body[3:], nil
}

// Identify is the number of the game a whole code in the envelope belongs
// to: how the unnumbered game, whose codes do not say their game, tells
// another game's code from a mistyped one of its own.
func Identify(code string) (number byte, ok bool) {
	if len(code) > MaxLength {
		return 0, false
	}
	normal := Normalize(code)
	payload, err := Crockford.DecodeString(normal)
	if err != nil || len(payload) < 7 || payload[0] != envelope || payload[1] == Unnumbered {
		return 0, false
	}
	body, sum := payload[:len(payload)-4], binary.BigEndian.Uint32(payload[len(payload)-4:])
	if Sum(body) != sum || Crockford.EncodeToString(payload) != normal {
		return 0, false
	}
	return payload[1], true
}

// OtherGameProblem is the problem of code, a whole code of the game
// numbered theirs, read by the game numbered ours.
func OtherGameProblem(code string, theirs, ours byte) *rules.Problem {
	return &rules.Problem{Kind: OtherGame, Field: rules.At(rules.FieldCode), Value: code, N: int(theirs), Max: int(ours)}
}

// Sum is CRC-32C over the payload's length and the payload, so that
// letters added or dropped are caught like changed ones.
func Sum(payload []byte) uint32 {
	sum := crc32.Update(0, castagnoli(), binary.AppendUvarint(nil, uint64(len(payload))))
	return crc32.Update(sum, castagnoli(), payload)
}

// Group writes a code in groups of four letters separated by dashes.
func Group(s string) string {
	var b strings.Builder
	for i, r := range s {
		if i > 0 && i%4 == 0 {
			b.WriteByte('-')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Normalize forgives hand copying: any case, spaces or dashes, O for 0, I
// and L for 1.
func Normalize(s string) string {
	s = strings.ToUpper(s)
	return strings.NewReplacer("-", "", " ", "", "O", "0", "I", "1", "L", "1").Replace(s)
}
