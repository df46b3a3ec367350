package altiplano

import (
	"encoding/binary"
	"strings"

	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/setup/setupcode"
)

// AlgorithmVersion is bumped whenever the same seed and options would deal a
// different sheet (or the code's layout changes), so an old code is refused
// instead of silently differing. Version 2: the youngest player starts by
// default, and the checksum covers the code's length.
const AlgorithmVersion = 2

// MaxFreshSeed bounds the seeds the program draws itself, so that a fresh
// code without names stays at 16 letters (a 4-byte varint). Any seed a user
// types, up to 2^64-1, still works.
const MaxFreshSeed = setupcode.MaxFreshSeed

// The code is Crockford base32 (no I, L, O, U; case-insensitive) of:
//
//	byte 0: version (high 4 bits) | players (low 4 bits)
//	byte 1: flags: missions, draft, start mode (2 bits), named start seat (3 bits)
//	seed as an unsigned varint
//	names, UTF-8, comma-separated (absent when seats are unnamed, and in
//	every code made since the table code: see TableCode)
//	4 bytes: CRC-32C of the length and everything before
//
// grouped in fours with dashes. The checksum covers the length, so appended,
// inserted or deleted letters are refused like changed ones; any one- or
// two-letter slip is always caught (a burst of at most 10 bits), any other
// change passes once in four billion.
var crockford = setupcode.Crockford

// CodeNumber is Altiplano's number as setup codes know it: none, its
// codes came before the envelope that numbers the others.
const CodeNumber = setupcode.Unnumbered

const (
	flagMissions   = 1 << 0
	flagDraft      = 1 << 1
	startShift     = 2 // 2 bits of start mode
	startSeatShift = 4 // 3 bits of named start seat
	knownFlags     = 1<<7 - 1
)

var startModes = []StartMode{StartYoungest, StartFirst, StartRandom, StartNamed}

// Code returns the setup code for options and seed.
func Code(o Options, seed uint64) string {
	payload := []byte{byte(AlgorithmVersion<<4 | int(o.Players)), 0}
	if o.Missions {
		payload[1] |= flagMissions
	}
	if o.Roles == RolesDraft {
		payload[1] |= flagDraft
	}
	for i, m := range startModes {
		if o.Start == m {
			payload[1] |= byte(i) << startShift
		}
	}
	if o.Start == StartNamed {
		payload[1] |= byte(o.StartSeat) << startSeatShift
	}
	payload = binary.AppendUvarint(payload, seed)
	payload = append(payload, strings.Join(o.Names, ",")...)
	payload = binary.BigEndian.AppendUint32(payload, setupcode.Sum(payload))
	return setupcode.Group(crockford.EncodeToString(payload))
}

// TableCode is the code a sheet prints and a table types for `score
// --code`: the options and the seed, without the names, which travel
// beside it (--names) or are asked. It is 16 letters for a seed the
// program drew, whatever the names: with them, five Cyrillic names of 20
// letters made it 270. A code with names, made before, still reads.
func TableCode(o Options, seed uint64) string {
	o.Names = nil
	return Code(o, seed)
}

// MaxCodeLength bounds what is read as a code: five names of 24 characters
// of up to 4 bytes each, and the rest, fit well within it.
const MaxCodeLength = 1024

// ParseCode reads a setup code back into options and seed. A code that was
// mistyped or changed fails its checksum and is refused; names in it pass
// the same name rule as names typed with --names.
func ParseCode(code string) (Options, uint64, *rules.Problem) {
	bad := func(kind rules.Kind) (Options, uint64, *rules.Problem) {
		return Options{}, 0, &rules.Problem{Kind: kind, Field: rules.At(rules.FieldCode), Value: code}
	}
	if len(code) > MaxCodeLength {
		return bad(CodeMalformed)
	}
	payload, err := crockford.DecodeString(setupcode.Normalize(code))
	if err != nil || len(payload) < 5 {
		return bad(CodeMalformed)
	}
	if number, ok := setupcode.Identify(code); ok {
		return Options{}, 0, setupcode.OtherGameProblem(code, number, CodeNumber)
	}
	if pr := setupcode.OtherKindProblem(code); pr != nil {
		return Options{}, 0, pr
	}
	if v := int(payload[0] >> 4); v != AlgorithmVersion {
		if v >= 1 && v < AlgorithmVersion {
			// An older code has another layout: say which version made it.
			return Options{}, 0, &rules.Problem{Kind: CodeVersion, Field: rules.At(rules.FieldCode), Value: code, N: v, Max: AlgorithmVersion}
		}
		return bad(CodeMalformed)
	}
	if len(payload) < 7 {
		return bad(CodeMalformed)
	}
	body, sum := payload[:len(payload)-4], binary.BigEndian.Uint32(payload[len(payload)-4:])
	// The canonical check catches a changed unused trailing bit.
	if setupcode.Sum(body) != sum || crockford.EncodeToString(payload) != setupcode.Normalize(code) {
		return bad(CodeChecksum)
	}
	flags := body[1]
	if flags&^knownFlags != 0 {
		return bad(CodeMalformed)
	}
	seed, n := binary.Uvarint(body[2:])
	if n <= 0 {
		return bad(CodeMalformed)
	}
	o := Options{
		Players:   altiplano.PlayerCount(body[0] & 0x0f),
		Missions:  flags&flagMissions != 0,
		Roles:     RolesDeal,
		Start:     startModes[flags>>startShift&3],
		StartSeat: int(flags >> startSeatShift & 7),
	}
	if flags&flagDraft != 0 {
		o.Roles = RolesDraft
	}
	if names := string(body[2+n:]); names != "" {
		o.Names = strings.Split(names, ",")
	}
	if o.Start != StartNamed && o.StartSeat != 0 {
		return bad(CodeMalformed)
	}
	// The names pass the name rule, and the code must be the one these
	// options make: nothing else decodes to the same setup.
	if o.Validate() != nil || Code(o, seed) != setupcode.Group(setupcode.Normalize(code)) {
		return bad(CodeMalformed)
	}
	return o, seed, nil
}
