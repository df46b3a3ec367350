package setup

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/i18n"
)

func TestCRC16KnownValue(t *testing.T) {
	// The standard check value of CRC-16/CCITT-FALSE.
	assert.Equal(t, uint16(0x29B1), crc16([]byte("123456789")))
}

func TestCodeRoundTrip(t *testing.T) {
	tests := []struct {
		o    Options
		seed uint64
	}{
		{Options{Players: 2, Roles: RolesDeal, Start: StartRandom}, 0},
		{Options{Players: 5, Roles: RolesDraft, Start: StartFirst, Missions: true}, 1<<64 - 1},
		{Options{Players: 3, Names: []string{"Ana", "Bén", "Чебурашка"}, Roles: RolesDeal, Start: StartFirst}, 4294967295},
		{Options{Players: 4, Missions: true, Roles: RolesDeal, Start: StartRandom}, 123456},
	}
	for _, tt := range tests {
		code := Code(tt.o, tt.seed)
		o, seed, err := ParseCode(code)
		require.NoError(t, err, code)
		assert.Equal(t, tt.o, o)
		assert.Equal(t, tt.seed, seed)
		for _, variant := range []string{strings.ToLower(code), strings.ReplaceAll(code, "-", ""), " " + code + " ",
			strings.ReplaceAll(strings.ReplaceAll(code, "0", "o"), "1", "l")} {
			_, again, err := ParseCode(variant)
			require.NoError(t, err, "a hand-copied variant %q still reads", variant)
			assert.Equal(t, tt.seed, again)
		}
	}
}

func TestShortCodeWithoutNames(t *testing.T) {
	code := Code(Options{Players: 4, Roles: RolesDeal, Start: StartRandom, Missions: true}, MaxFreshSeed)
	assert.LessOrEqual(t, len(strings.ReplaceAll(code, "-", "")), 13, code)
}

// Every single changed letter must be refused, never read as another setup.
func TestEveryOneLetterChangeIsRefused(t *testing.T) {
	code := Code(Options{Players: 3, Names: []string{"Ana", "Ben", "Cleo"}, Roles: RolesDraft, Start: StartRandom}, 987654321)
	const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
	for i, c := range code {
		if c == '-' {
			continue
		}
		for _, r := range alphabet {
			if r == c {
				continue
			}
			tampered := code[:i] + string(r) + code[i+1:]
			_, _, err := ParseCode(tampered)
			assert.Error(t, err, "tampered code %q was accepted", tampered)
		}
	}
}

func TestParseCodeRefusals(t *testing.T) {
	valid := Code(Options{Players: 4, Roles: RolesDeal, Start: StartRandom}, 42)
	tests := map[string]i18n.Key{
		"":           i18n.ErrCodeMalformed,
		"hello":      i18n.ErrCodeMalformed,
		"UUUU-UUUU":  i18n.ErrCodeMalformed,
		valid + "0":  i18n.ErrCodeChecksum,
		valid + "00": i18n.ErrCodeMalformed, // 10 letters hold no whole number of bytes
		Code(Options{Players: 7, Roles: RolesDeal, Start: StartRandom}, 1): i18n.ErrCodeMalformed,
	}
	for in, want := range tests {
		_, _, err := ParseCode(in)
		require.Error(t, err, in)
		assert.Equal(t, want, problemKey(t, err), "code %q", in)
	}
}

func TestTruncatedCodeIsRefused(t *testing.T) {
	valid := Code(Options{Players: 4, Names: []string{"Ana", "Ben", "Cleo", "Dan"}, Roles: RolesDeal, Start: StartRandom}, 42)
	for cut := 1; cut < len(valid); cut++ {
		_, _, err := ParseCode(valid[:len(valid)-cut])
		assert.Error(t, err, "code cut by %d letters", cut)
	}
}

func TestOldVersionIsRefused(t *testing.T) {
	payload := []byte{byte(9<<4 | 4), 0, 42}
	payload = append(payload, byte(crc16(payload)>>8), byte(crc16(payload)))
	_, _, err := ParseCode(crockford.EncodeToString(payload))
	assert.Equal(t, i18n.ErrCodeVersion, problemKey(t, err))
}

func FuzzParseCode(f *testing.F) {
	f.Add(Code(Options{Players: 4, Roles: RolesDeal, Start: StartRandom}, 7))
	f.Add(Code(Options{Players: 3, Names: []string{"Ana", "Ben", "Cleo"}, Roles: RolesDraft, Start: StartFirst, Missions: true}, 99))
	f.Add("2G0G-EXJW")
	f.Add("")
	f.Add("ÄÖÜ-----")
	f.Fuzz(func(t *testing.T, code string) {
		o, seed, err := ParseCode(code)
		if err != nil {
			return
		}
		// Whatever reads as a code must be a valid setup that encodes back to it.
		require.NoError(t, o.Validate())
		assert.Equal(t, normalizeCode(code), normalizeCode(Code(o, seed)))
	})
}
