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
