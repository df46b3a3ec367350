package altiplano

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/setup/setupcode"
)

func TestCodeRoundTrip(t *testing.T) {
	tests := []struct {
		o    Options
		seed uint64
	}{
		{Options{Players: 2, Roles: RolesDeal, Start: StartRandom}, 0},
		{Options{Players: 5, Roles: RolesDraft, Start: StartFirst, Missions: true}, 1<<64 - 1},
		{Options{Players: 3, Names: []string{"Ana", "Bén", "Чебурашка"}, Roles: RolesDeal, Start: StartYoungest}, 4294967295},
		{Options{Players: 3, Names: []string{"Ana", "Bén", "Cleo"}, Roles: RolesDeal, Start: StartNamed, StartSeat: 2}, 77},
		{Options{Players: 4, Missions: true, Roles: RolesDeal, Start: StartYoungest}, 123456},
	}
	for _, tt := range tests {
		code := Code(tt.o, tt.seed)
		o, seed, p := ParseCode(code)
		require.Nil(t, p, code)
		assert.Equal(t, tt.o, o)
		assert.Equal(t, tt.seed, seed)
		for _, variant := range []string{strings.ToLower(code), strings.ReplaceAll(code, "-", ""), " " + code + " ",
			strings.ReplaceAll(strings.ReplaceAll(code, "0", "o"), "1", "l")} {
			_, again, p := ParseCode(variant)
			require.Nil(t, p, "a hand-copied variant %q still reads", variant)
			assert.Equal(t, tt.seed, again)
		}
	}
}

func TestShortCodeWithoutNames(t *testing.T) {
	code := Code(Options{Players: 4, Roles: RolesDeal, Start: StartYoungest, Missions: true}, MaxFreshSeed)
	assert.LessOrEqual(t, len(strings.ReplaceAll(code, "-", "")), 16, code)
}

const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// alterations of a code as hands and tools make them: one or two letters
// changed, letters inserted, deleted, appended or swapped, the end cut.
func alterations(rng *rand.Rand, code string, n int) []string {
	letters := []rune(strings.ReplaceAll(code, "-", ""))
	any := func() rune { return rune(alphabet[rng.IntN(len(alphabet))]) }
	var out []string
	for range n {
		c := append([]rune(nil), letters...)
		switch rng.IntN(7) {
		case 0: // change one letter
			i := rng.IntN(len(c))
			for r := any(); ; r = any() {
				if r != c[i] {
					c[i] = r
					break
				}
			}
		case 1: // change two letters anywhere
			for range 2 {
				c[rng.IntN(len(c))] = any()
			}
		case 2: // insert letters
			for range 1 + rng.IntN(3) {
				i := rng.IntN(len(c) + 1)
				c = append(c[:i], append([]rune{any()}, c[i:]...)...)
			}
		case 3: // delete letters
			for range 1 + rng.IntN(2) {
				if len(c) > 1 {
					i := rng.IntN(len(c))
					c = append(c[:i], c[i+1:]...)
				}
			}
		case 4: // append letters, such as a 0 or several
			r := any()
			if rng.IntN(2) == 0 {
				r = '0'
			}
			for range 1 + rng.IntN(13) {
				c = append(c, r)
			}
		case 5: // swap two letters
			i, j := rng.IntN(len(c)), rng.IntN(len(c))
			c[i], c[j] = c[j], c[i]
		case 6: // cut the end
			c = c[:rng.IntN(len(c))]
		}
		if s := string(c); s != string(letters) {
			out = append(out, s)
		}
	}
	return out
}

// No alteration of a valid code is ever read as a setup: the checksum
// covers the code's length as well as its content.
func TestAlteredCodesAreRefused(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	codes := []string{
		Code(Options{Players: 3, Names: []string{"Ana", "Ben", "Cleo"}, Roles: RolesDraft, Start: StartRandom}, 987654321),
		Code(Options{Players: 4, Roles: RolesDeal, Start: StartYoungest, Missions: true}, 42),
		Code(Options{Players: 5, Names: []string{"Ana", "Ben", "Cleo", "Dan", "Eve"}, Roles: RolesDeal, Start: StartNamed, StartSeat: 4}, 1<<40),
	}
	for _, code := range codes {
		for _, altered := range alterations(rng, code, 20_000) {
			_, _, p := ParseCode(altered)
			require.NotNil(t, p, "altered code %q (from %q) was accepted", altered, code)
		}
	}
}

// Every single changed letter is refused, never read as another setup.
func TestEveryOneLetterChangeIsRefused(t *testing.T) {
	code := Code(Options{Players: 3, Names: []string{"Ana", "Ben", "Cleo"}, Roles: RolesDraft, Start: StartRandom}, 987654321)
	for i, c := range code {
		if c == '-' {
			continue
		}
		for _, r := range alphabet {
			if r == c {
				continue
			}
			tampered := code[:i] + string(r) + code[i+1:]
			_, _, p := ParseCode(tampered)
			assert.NotNil(t, p, "tampered code %q was accepted", tampered)
		}
	}
}

func TestParseCodeRefusals(t *testing.T) {
	valid := Code(Options{Players: 4, Roles: RolesDeal, Start: StartRandom}, 42)
	tests := map[string]rules.Kind{
		"":             CodeMalformed,
		"hello":        CodeMalformed,
		"UUUU-UUUU":    CodeMalformed,
		valid + "0":    CodeChecksum,
		valid + "0000": CodeChecksum,
		Code(Options{Players: 7, Roles: RolesDeal, Start: StartRandom}, 1): CodeMalformed,
		strings.Repeat("A", MaxCodeLength+1):                               CodeMalformed,
	}
	for in, want := range tests {
		_, _, p := ParseCode(in)
		assert.Equal(t, want, problemKind(t, p), "code %q", in)
	}
}

// Names inside a code pass the same rule as names typed with --names: a
// code carrying an escape sequence, a bidi override or broken text is refused.
func TestCodeNamesFollowTheNameRule(t *testing.T) {
	for _, bad := range []string{"a\x1b[2Jb", "rtl\u202eevil", "bad\xff", "zero\u200bwidth", "Zoe\u0308"} {
		o := Options{Players: 2, Names: []string{"Ana", bad}, Roles: RolesDeal, Start: StartYoungest}
		code := Code(o, 1) // made by hand, as a forger would
		_, _, p := ParseCode(code)
		require.NotNil(t, p, "%q", bad)
		assert.Equal(t, CodeMalformed, p.Kind, "%q", bad)
	}
}

func TestOldVersionIsRefused(t *testing.T) {
	payload := []byte{byte(1<<4 | 4), 0, 42, 0xAB, 0xCD}
	_, _, p := ParseCode(crockford.EncodeToString(payload))
	require.NotNil(t, p)
	assert.Equal(t, rules.Problem{Kind: CodeVersion, Field: rules.At(rules.FieldCode), Value: crockford.EncodeToString(payload), N: 1, Max: AlgorithmVersion}, *p)
}

func FuzzParseCode(f *testing.F) {
	f.Add(Code(Options{Players: 4, Roles: RolesDeal, Start: StartRandom}, 7), uint64(1))
	f.Add(Code(Options{Players: 3, Names: []string{"Ana", "Ben", "Cleo"}, Roles: RolesDraft, Start: StartFirst, Missions: true}, 99), uint64(2))
	f.Add("2G0G-EXJW", uint64(3))
	f.Add("", uint64(4))
	f.Add("ÄÖÜ-----", uint64(5))
	f.Fuzz(func(t *testing.T, code string, seed uint64) {
		o, s, p := ParseCode(code)
		if p == nil {
			// Whatever reads as a code is a valid setup that encodes back to it.
			require.NoError(t, o.Validate())
			assert.Equal(t, setupcode.Normalize(code), setupcode.Normalize(Code(o, s)))
			return
		}
		// A valid code altered in any way is refused.
		valid := Code(Options{Players: 3, Names: []string{"Ana", "Ben", "Cleo"}, Roles: RolesDeal, Start: StartYoungest}, seed)
		rng := rand.New(rand.NewPCG(seed, uint64(len(code))))
		for _, altered := range alterations(rng, valid, 20) {
			_, _, p := ParseCode(altered)
			require.NotNil(t, p, "altered %q accepted", altered)
		}
	})
}

// Known answers: codes this program printed (the README's among them) read
// as the same setup, and the same setup makes the same code. A change to
// the checksum or the layout of a code fails here, though codes would
// still read back.
func TestCodeKnownAnswers(t *testing.T) {
	tests := []struct {
		code string
		o    Options
		seed uint64
	}{
		{"4G0G-F4NQ-C5P0", Options{Players: 4, Missions: true, Roles: RolesDeal, Start: StartYoungest}, 7},
		{"4C00-3MT4-FAD0", Options{Players: 3, Roles: RolesDeal, Start: StartYoungest}, 1},
		{"4CQG-EGBE-C4P4-4SBE-5H1P-RSBF-ETWJ-H8G", Options{Players: 3, Names: []string{"Ana", "Ben", "Cleo"}, Missions: true,
			Roles: RolesDraft, Start: StartNamed, StartSeat: 2}, 7},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.code, Code(tt.o, tt.seed))
		o, seed, p := ParseCode(tt.code)
		require.Nil(t, p, tt.code)
		assert.Equal(t, tt.seed, seed)
		assert.Equal(t, tt.o.Players, o.Players)
		assert.Equal(t, tt.o.Missions, o.Missions)
		assert.Equal(t, tt.o.Roles, o.Roles)
		assert.Equal(t, tt.o.Start, o.Start)
		assert.Equal(t, tt.o.StartSeat, o.StartSeat)
		assert.Equal(t, len(tt.o.Names), len(o.Names))
	}
}
