package setup

import (
	"encoding/base32"
	"encoding/binary"
	"strings"

	"altiplano/rules"
	"altiplano/rules/i18n"
)

// AlgorithmVersion is bumped whenever the same seed and options would deal a
// different sheet, so an old code is refused instead of silently differing.
const AlgorithmVersion = 1

// MaxFreshSeed bounds the seeds the program draws itself, so that a fresh
// code without names stays at 13 letters (a 4-byte varint). Any seed a user
// types, up to 2^64-1, still works.
const MaxFreshSeed = 1<<28 - 1

// The code is Crockford base32 (no I, L, O, U; case-insensitive) of:
//
//	byte 0: version (high 4 bits) | players (low 4 bits)
//	byte 1: option flags
//	seed as an unsigned varint
//	names, UTF-8, comma-separated (absent when seats are unnamed)
//	2 bytes: CRC-16/CCITT of everything before
//
// grouped in fours with dashes: a 32-bit seed without names gives 13 letters.
var crockford = base32.NewEncoding("0123456789ABCDEFGHJKMNPQRSTVWXYZ").WithPadding(base32.NoPadding)

const (
	flagMissions = 1 << iota
	flagDraft
	flagStartFirst
	knownFlags = flagMissions | flagDraft | flagStartFirst
)

// Code returns the setup code for options and seed.
func Code(o Options, seed uint64) string {
	payload := []byte{byte(AlgorithmVersion<<4 | int(o.Players)), 0}
	if o.Missions {
		payload[1] |= flagMissions
	}
	if o.Roles == RolesDraft {
		payload[1] |= flagDraft
	}
	if o.Start == StartFirst {
		payload[1] |= flagStartFirst
	}
	payload = binary.AppendUvarint(payload, seed)
	payload = append(payload, strings.Join(o.Names, ",")...)
	payload = binary.BigEndian.AppendUint16(payload, crc16(payload))
	return group(crockford.EncodeToString(payload))
}

func group(s string) string {
	var b strings.Builder
	for i, r := range s {
		if i > 0 && i%4 == 0 {
			b.WriteByte('-')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// normalizeCode forgives what people do when copying a code by hand: any
// case, spaces or dashes anywhere, O for 0, I and L for 1.
func normalizeCode(s string) string {
	s = strings.ToUpper(s)
	return strings.NewReplacer("-", "", " ", "", "O", "0", "I", "1", "L", "1").Replace(s)
}

// ParseCode reads a setup code back into options and seed. A code that was
// mistyped or changed fails its checksum and is refused.
func ParseCode(code string) (Options, uint64, error) {
	bad := func(msg i18n.Key, args ...any) (Options, uint64, error) {
		return Options{}, 0, rules.NewProblem("", i18n.FieldCode, msg, args...)
	}
	payload, err := crockford.DecodeString(normalizeCode(code))
	if err != nil || len(payload) < 5 {
		return bad(i18n.ErrCodeMalformed, code)
	}
	body, sum := payload[:len(payload)-2], binary.BigEndian.Uint16(payload[len(payload)-2:])
	// A CRC-16 catches every change within 16 bits, so any one mistyped
	// letter; the canonical check catches a changed unused trailing bit.
	if crc16(body) != sum || crockford.EncodeToString(payload) != normalizeCode(code) {
		return bad(i18n.ErrCodeChecksum, code)
	}
	if v := int(body[0] >> 4); v != AlgorithmVersion {
		return bad(i18n.ErrCodeVersion, v, AlgorithmVersion)
	}
	flags := body[1]
	if flags&^knownFlags != 0 {
		return bad(i18n.ErrCodeMalformed, code)
	}
	seed, n := binary.Uvarint(body[2:])
	if n <= 0 {
		return bad(i18n.ErrCodeMalformed, code)
	}
	o := Options{Players: rules.PlayerCount(body[0] & 0x0f), Missions: flags&flagMissions != 0, Roles: RolesDeal, Start: StartRandom}
	if flags&flagDraft != 0 {
		o.Roles = RolesDraft
	}
	if flags&flagStartFirst != 0 {
		o.Start = StartFirst
	}
	if names := string(body[2+n:]); names != "" {
		o.Names = strings.Split(names, ",")
	}
	if err := o.Validate(); err != nil {
		return bad(i18n.ErrCodeMalformed, code)
	}
	return o, seed, nil
}

// crc16 is CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF).
func crc16(data []byte) uint16 {
	crc := uint16(0xFFFF)
	for _, b := range data {
		crc ^= uint16(b) << 8
		for range 8 {
			if crc&0x8000 != 0 {
				crc = crc<<1 ^ 0x1021
			} else {
				crc <<= 1
			}
		}
	}
	return crc
}
