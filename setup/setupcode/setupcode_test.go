package setupcode

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRoundTripAndHandCopies(t *testing.T) {
	for _, body := range [][]byte{{}, {1}, {2, 0xff, 7, 9}, []byte("Ana,Ben")} {
		code := Encode(1, 1, body)
		for _, variant := range []string{code, strings.ToLower(code), strings.ReplaceAll(code, "-", " ")} {
			got, p := Decode(1, 1, variant)
			require.Nil(t, p, variant)
			assert.Equal(t, body, got)
		}
	}
}

// Every one-letter slip is refused.
func TestEverySlipIsRefused(t *testing.T) {
	code := strings.ReplaceAll(Encode(1, 1, []byte{4, 42}), "-", "")
	const letters = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
	for i := range code {
		for _, r := range letters {
			if byte(r) == code[i] {
				continue
			}
			slip := code[:i] + string(r) + code[i+1:]
			_, p := Decode(1, 1, slip)
			require.NotNil(t, p, slip)
		}
	}
}

func FuzzDecode(f *testing.F) {
	f.Add(Encode(1, 1, []byte{2, 5}))
	f.Add("F0G0-0000")
	f.Fuzz(func(t *testing.T, code string) {
		body, p := Decode(1, 1, code)
		if p != nil {
			require.Nil(t, body)
			return
		}
		// Whatever reads is the canonical code of what it read.
		require.Equal(t, Normalize(Encode(1, 1, body)), Normalize(code))
	})
}

// Known answers pin the checksum and the envelope: CRC-32C over the
// payload's length (as a uvarint) and then the payload, so a Sum that
// dropped the length, or any other change, fails here even though every
// code it made would still read back. Sum(nil) is the CRC-32C of the one
// byte 0x00, the length of nothing.
func TestChecksumKnownAnswers(t *testing.T) {
	for payload, want := range map[string]uint32{
		"":                         0x527d5351,
		"altiplano":                0x35c1535d,
		"\xf0\x01\x01\x03\x00\x07": 0x429c5d2e,
	} {
		assert.Equal(t, want, Sum([]byte(payload)), "%q", payload)
	}
	for _, tt := range []struct {
		number, version byte
		body            string
		code            string
	}{
		{1, 1, "\x03\x00\x07", "Y00G-20R0-0X19-RQ9E"},
		{2, 1, "Ana,Ben", "Y010-2GBE-C4P4-4SBE-3FZG-5TG"},
	} {
		assert.Equal(t, tt.code, Encode(tt.number, tt.version, []byte(tt.body)))
		body, p := Decode(tt.number, tt.version, tt.code)
		require.Nil(t, p, tt.code)
		assert.Equal(t, []byte(tt.body), body)
	}
}
