package alpakasetup

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/alpaka"
	"altiplano/rules/boxprofile"
	"altiplano/setup/boxcode"
	"altiplano/setup/boxcode/boxcodetest"
)

var alpakaCode = []boxcode.Game{BoxCode{}}

func codeOf(t *testing.T, p alpaka.Profile, scope boxcode.Scope) string {
	t.Helper()
	data, err := boxprofile.Marshal(alpaka.Entries(p))
	require.NoError(t, err)
	d, err := boxprofile.Lenient("box.yaml", data)
	require.NoError(t, err)
	code, err := boxcode.Encode(d, alpakaCode, scope)
	require.NoError(t, err)
	return code
}

func readProfile(t *testing.T, file string) alpaka.Profile {
	t.Helper()
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	p, err := alpaka.ParseProfile(file, data, alpaka.Builtin{})
	require.NoError(t, err)
	return p
}

// The values travel in both scopes, the colours and options in the whole
// code only; unknown values stay unknown.
func TestBoxCodeRoundTrip(t *testing.T) {
	full := readProfile(t, "../../testdata/alpaka/box-colours.yaml")
	quick, best, refused := false, alpaka.ChoiceRequired, alpaka.RepeatRefused
	withOptions := full
	withOptions.Options = alpaka.PartialOptions{QuickAllStacks: &quick, UnicornChoice: &best, RepeatName: &refused}
	high, low := 60, -20
	far := alpaka.Profile{Values: map[alpaka.Card]int{alpaka.Librarian: 1, alpaka.Graduate: 59, alpaka.Snob: low}, Nobles: &high}
	for _, p := range []alpaka.Profile{full, withOptions, far, readProfile(t, "../../testdata/alpaka/box.yaml")} {
		for _, scope := range []boxcode.Scope{boxcode.Core, boxcode.Whole} {
			code := codeOf(t, p, scope)
			got, pr := boxcode.Decode(code, alpakaCode)
			require.Nil(t, pr, code)
			want := p
			if scope == boxcode.Core {
				want = alpaka.Profile{Values: p.Values, Nobles: p.Nobles}
			}
			assert.True(t, boxprofile.Same(alpaka.Entries(want), got.Parts[0].Entries), "scope %d", scope)
			t.Logf("scope %d: %d letters", scope, len(boxcode.Letters(code)))
		}
	}
}

// A profile that records nothing of a scope leaves the game out.
func TestBoxCodeOfNothing(t *testing.T) {
	white := readProfile(t, "../../testdata/alpaka/box-colours.yaml").White
	code := codeOf(t, alpaka.Profile{White: white}, boxcode.Core)
	got, pr := boxcode.Decode(code, alpakaCode)
	require.Nil(t, pr)
	assert.Empty(t, got.Entries())
	whole, pr := boxcode.Decode(codeOf(t, alpaka.Profile{White: white}, boxcode.Whole), alpakaCode)
	require.Nil(t, pr)
	assert.NotEmpty(t, whole.Entries())
}

// Every option value a profile may set travels: a value added to the rules
// needs a new version of the code, which this test asks for.
func TestBoxCodeKnowsEveryOptionValue(t *testing.T) {
	require.Len(t, codeOptions, len(alpaka.OptionNames()))
	for i, o := range alpaka.OptionNames() {
		assert.Equal(t, o, codeOptions[i].name)
		assert.Equal(t, alpaka.OptionValues(o), codeOptions[i].values, o)
	}
}

// Codes of version 1 decode to these profiles forever: values far from the
// one before (escaped), a negative snob, colours out of the usual order,
// options set.
func TestBoxCodeVersion1Vectors(t *testing.T) {
	boxcodetest.Vectors(t, alpakaCode, map[string]string{
		"Y40G-J0Q1-6G4N-2T7S-4G30-1EHE-GM":             "alpaka:\n  values:\n    librarian: 1\n    graduate: 59\n    snob: -20\n  nobles: 60\n",
		"Y40G-Y0BF-XETG-37ZM-EMWF-60YJ-5RJ0-ENZK-M58G": "alpaka:\n  values:\n    librarian: 1\n    graduate: 59\n    snob: -20\n  nobles: 60\n  white: [viking, librarian, janitor, mime, kindheart, carpenter, panicker, merchant]\n  options:\n    quick_all_stacks: false\n    replacement_repeat: refused\n",
	})
}

// Whatever Alpaka's part of a code reads is what its profile packs.
func FuzzBoxCode(f *testing.F) {
	f.Add("Y40G-J0Q1-6G4N-2T7S-4G30-1EHE-GM")
	f.Add("Y40G-Y0BF-XETG-37ZM-EMWF-60YJ-5RJ0-ENZK-M58G")
	f.Fuzz(func(t *testing.T, code string) {
		boxcodetest.Canonical(t, alpakaCode, code, func(data []byte) error {
			_, err := alpaka.ParseProfile("box.yaml", data, alpaka.Builtin{})
			return err
		})
	})
}
