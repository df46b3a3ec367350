package boxcode_test

import (
	"encoding/binary"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"altiplano/rules"
	"altiplano/rules/boxprofile"
	"altiplano/rules/yamlin"
	"altiplano/setup/boxcode"
	"altiplano/setup/setupcode"
)

// cubes is a game of the tests: its section is key: {pips: 1–20, colour:
// red or blue}; pips alone are its core.
type cubes struct {
	number byte
	key    string
}

var pipsLimit = rules.Limit{Min: 1, Max: 20}

var colours = []string{"red", "blue"}

func (c cubes) Number() byte { return c.number }

func (c cubes) read(d boxprofile.Document) (pips *int, colour string, err error) {
	w := &yamlin.Walker{File: d.File}
	d.Each([]string{c.key}, func(key string, v *yaml.Node) {
		w.Mapping(key, v, []string{"pips", "colour"}, func(k string, _, n *yaml.Node) {
			if k == "colour" {
				colour = n.Value
				return
			}
			if p, ok := w.Number(yamlin.Join(key, k), n, pipsLimit); ok {
				pips = &p
			}
		})
	})
	return pips, colour, w.Problems.Err()
}

func (c cubes) Pack(d boxprofile.Document, scope boxcode.Scope, w *boxcode.Writer) (bool, error) {
	pips, colour, err := c.read(d)
	if err != nil || pips == nil && (scope == boxcode.Core || colour == "") {
		return false, err
	}
	w.Maybe(deref(pips), pips != nil, pipsLimit)
	if scope == boxcode.Whole {
		boxcode.Choice(w, colour, append([]string{""}, colours...))
	}
	return true, nil
}

func (c cubes) Unpack(r *boxcode.Reader, scope boxcode.Scope, _ int) ([]boxprofile.Entry, error) {
	m := boxprofile.Map(yaml.FlowStyle)
	if pips, ok := r.Maybe(pipsLimit); ok {
		boxprofile.Pairs(m, "pips", boxprofile.Int(pips))
	}
	if scope == boxcode.Whole {
		if colour := boxcode.ReadChoice(r, append([]string{""}, colours...)); colour != "" {
			boxprofile.Pairs(m, "colour", boxprofile.Str(colour))
		}
	}
	return []boxprofile.Entry{{Key: c.key, Value: m}}, nil
}

func deref(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}

var games = []boxcode.Game{cubes{7, "cubes"}, cubes{3, "dice"}}

func encode(t *testing.T, profile string, scope boxcode.Scope) string {
	t.Helper()
	d, err := boxprofile.Lenient("box.yaml", []byte(profile))
	require.NoError(t, err)
	code, err := boxcode.Encode(d, games, scope)
	require.NoError(t, err)
	return code
}

func decoded(t *testing.T, code string) string {
	t.Helper()
	got, pr := boxcode.Decode(code, games)
	require.Nil(t, pr, "%q", code)
	out, err := boxprofile.Marshal(got.Entries())
	require.NoError(t, err)
	return string(out)
}

// Each game's part comes back under its own key, in the order the games are
// given; the core leaves out what only the whole code carries, and a game
// that records nothing of a scope.
func TestRoundTripByScope(t *testing.T) {
	profile := "dice: {pips: 6, colour: blue}\ncubes: {colour: red}\n"
	assert.Equal(t, "cubes: {colour: red}\ndice: {pips: 6, colour: blue}\n", decoded(t, encode(t, profile, boxcode.Whole)))
	assert.Equal(t, "dice: {pips: 6}\n", decoded(t, encode(t, profile, boxcode.Core)))
	assert.Equal(t, "", decoded(t, encode(t, "", boxcode.Whole)), "an empty profile has a code too: of nothing")

	got, pr := boxcode.Decode(encode(t, profile, boxcode.Core), games)
	require.Nil(t, pr)
	assert.Equal(t, boxcode.Core, got.Scope)
	assert.Nil(t, got.Parts[0].Entries)
	assert.Equal(t, games[1], got.Parts[1].Game)
}

// A profile a game's reader refuses has no code.
func TestEncodeRefusesAProfileThatDoesNotRead(t *testing.T) {
	d, err := boxprofile.Lenient("box.yaml", []byte("dice: {pips: 30}\n"))
	require.NoError(t, err)
	_, err = boxcode.Encode(d, games, boxcode.Core)
	assert.ErrorContains(t, err, "out_of_range")
}

// Hand copies read as the code: any case, dashes or none, spaces and line
// breaks, a phone's dashes and a web page's spaces, O for 0, I and L for 1.
func TestHandCopiesRead(t *testing.T) {
	code := encode(t, "dice: {pips: 6, colour: blue}\n", boxcode.Whole)
	letters := strings.ReplaceAll(code, "-", "")
	variants := []string{
		strings.ToLower(code), letters, " " + code + "\n", strings.ReplaceAll(code, "-", " "),
		strings.ReplaceAll(code, "-", "\u2013"), strings.ReplaceAll(code, "-", "\u00a0"), "\ufeff" + code,
		letters[:8] + "\r\n" + letters[8:],
		code[:10] + "\n████ █▄▄▄█ ▀▄  ████  " + code[10:], // selected beside its QR code
	}
	for _, from := range []string{"0", "1"} {
		if !strings.Contains(letters, from) {
			continue
		}
		for _, to := range map[string][]string{"0": {"O", "o"}, "1": {"I", "i", "L", "l"}}[from] {
			variants = append(variants, strings.ReplaceAll(code, from, to))
		}
	}
	for _, v := range variants {
		assert.Equal(t, "dice: {pips: 6, colour: blue}\n", decoded(t, v), "%q", v)
	}
	assert.Equal(t, code, boxcode.Grouped(strings.ToLower(letters)))
}

func problemOf(t *testing.T, code string) *rules.Problem {
	t.Helper()
	_, pr := boxcode.Decode(code, games)
	require.NotNil(t, pr, "%q", code)
	return pr
}

// Each way a code is not one says why, with what the sentence needs.
func TestRefusals(t *testing.T) {
	code := encode(t, "dice: {pips: 6, colour: blue}\n", boxcode.Whole)
	letters := boxcode.Letters(code)
	for _, tt := range []struct {
		code string
		want rules.Problem
	}{
		{"Y4\xff\xfe", rules.Problem{Kind: boxcode.NotText, N: 3}},
		{"Y\x004\x000\x00", rules.Problem{Kind: boxcode.NotText, N: 2}}, // UTF-16 without its mark
		{" - \n", rules.Problem{Kind: boxcode.Empty}},
		{"Y40U-AB", rules.Problem{Kind: boxcode.Letter, Value: "U", N: 4}},
		{"Y40é", rules.Problem{Kind: boxcode.Letter, Value: "é", N: 4}},
		{"box: y40", rules.Problem{Kind: boxcode.Letter, Value: ":", N: 4}},
		{"ABCD-EFGH", rules.Problem{Kind: boxcode.NotBoxCode}},
		{letters[:len(letters)-3], rules.Problem{Kind: boxcode.Short, N: len(letters) - 3, Max: len(letters)}},
		{letters[:5], rules.Problem{Kind: boxcode.Short, N: 5, Max: len(letters)}},
		{letters + "QQ", rules.Problem{Kind: boxcode.Long, N: len(letters) + 2, Max: len(letters)}},
		{letters[:9] + flip(letters[9]) + letters[10:], rules.Problem{Kind: boxcode.Checksum}},
		{setupcode.Encode(1, 1, []byte{3, 9}), rules.Problem{Kind: boxcode.SetupCode, N: 1}},
		{sealed(2, nil), rules.Problem{Kind: boxcode.Newer, N: 2, Max: boxcode.Version}},
		{sealed(1, []byte{0}), rules.Problem{Kind: boxcode.NotBoxCode}},
		{sealed(0, []byte{1}), rules.Problem{Kind: boxcode.NotBoxCode}},
		{withBody([]byte{1 + 2*(1+2*2)}), rules.Problem{Kind: boxcode.UnknownGame, N: 2}}, // whole, a game follows: game 2
	} {
		assert.Equal(t, tt.want, *problemOf(t, tt.code), "%q", tt.code)
	}
}

// A box code given to a setup code's reader is named as a box code.
func TestSetupCodesNameABoxCode(t *testing.T) {
	_, pr := setupcode.Decode(1, 1, encode(t, "dice: {pips: 6}\n", boxcode.Core))
	require.NotNil(t, pr)
	assert.Equal(t, setupcode.OtherKind, pr.Kind)
	assert.Equal(t, int(setupcode.BoxKind), pr.N)
}

func flip(c byte) string {
	if c == 'A' {
		return "B"
	}
	return "A"
}

// sealed is a code in the box envelope of version with body's bytes
// framed by their length, as a later program might make one.
func sealed(version byte, body []byte) string {
	payload := append([]byte{setupcode.Marker(setupcode.BoxKind), version}, binary.AppendUvarint(nil, uint64(len(body)))...)
	payload = append(payload, body...)
	payload = binary.BigEndian.AppendUint32(payload, setupcode.Sum(payload))
	return setupcode.Group(setupcode.Crockford.EncodeToString(payload))
}

// withBody is a version 1 code whose digits are the number in body.
func withBody(body []byte) string { return sealed(boxcode.Version, body) }

// Every code Decode takes is one Encode makes: the same letters, whatever
// the hand did to them.
func FuzzDecode(f *testing.F) {
	f.Add("dice: {pips: 6, colour: blue}\ncubes: {pips: 2}\n", 3, "")
	f.Add("", 0, "Y4")
	f.Add("cubes: {colour: red}\n", 1, "-")
	f.Fuzz(func(t *testing.T, profile string, cut int, extra string) {
		d, err := boxprofile.Lenient("box.yaml", []byte(profile))
		if err != nil {
			return
		}
		code, err := boxcode.Encode(d, games, boxcode.Whole)
		if err != nil {
			return
		}
		changed := code[:min(max(cut, 0), len(code))] + extra + code[min(max(cut, 0), len(code)):]
		got, pr := boxcode.Decode(changed, games)
		if pr != nil {
			require.Nil(t, got.Parts)
			return
		}
		require.Equal(t, boxcode.Letters(code), boxcode.Letters(changed), "only the code itself reads")
		again, err := boxprofile.Marshal(got.Entries())
		require.NoError(t, err)
		d2, err := boxprofile.Lenient("", again)
		require.NoError(t, err)
		code2, err := boxcode.Encode(d2, games, boxcode.Whole)
		require.NoError(t, err)
		require.Equal(t, code, code2)
	})
}
