package box_test

import (
	"encoding/binary"
	"encoding/json"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"altiplano/cmd"
	"altiplano/cmd/box/boxutil"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/game"
	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/gametest"
	"altiplano/cmd/internal/golden"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/rules/boxprofile"
	alpakasetup "altiplano/setup/alpaka"
	setup "altiplano/setup/altiplano"
	"altiplano/setup/boxcode"
	"altiplano/setup/setupcode"
)

// fullest is the tests' fullest box: every game's made-up box in one file.
func fullest(t testing.TB) string {
	t.Helper()
	var all []byte
	for _, f := range []string{golden.Testdata("box", "full.yaml"), golden.Testdata("alpaka", "box-colours.yaml")} {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		all = append(all, data...)
	}
	file := filepath.Join(t.TempDir(), "fullest.yaml")
	require.NoError(t, os.WriteFile(file, all, 0o644))
	return file
}

// partsOf reads a box profile file through every game of the program.
func partsOf(t testing.TB, file string) []game.BoxPart {
	t.Helper()
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	parts, err := boxutil.Read(cmd.Registry(), file, data)
	require.NoError(t, err, file)
	return parts
}

// testdataProfiles are every box profile in testdata/: every YAML file
// that reads as one, recording something, through every game.
func testdataProfiles(t *testing.T) []string {
	var out []string
	root := golden.Testdata()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".yaml" {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if parts, err := boxutil.Read(cmd.Registry(), path, data); err == nil && len(boxutil.Entries(parts)) > 0 {
			out = append(out, path)
		}
		return nil
	})
	require.NoError(t, err)
	return out
}

// coreOf is what a core code carries of entries: Altiplano's goods,
// warehouse, missions and strip; Alpaka's values and nobles.
func coreOf(entries []boxprofile.Entry) []boxprofile.Entry {
	var out []boxprofile.Entry
	for _, e := range entries {
		switch e.Key {
		case "goods", "warehouse", "missions", "strip":
			out = append(out, e)
		case "alpaka":
			section := boxprofile.Map(0)
			for i := 0; i+1 < len(e.Value.Content); i += 2 {
				if k := e.Value.Content[i].Value; k == "values" || k == "nobles" {
					section.Content = append(section.Content, e.Value.Content[i], e.Value.Content[i+1])
				}
			}
			if len(section.Content) > 0 {
				out = append(out, boxprofile.Entry{Key: e.Key, Value: section})
			}
		}
	}
	return out
}

// exportCode is box export --code (--whole) of the profile file.
func exportCode(t *testing.T, file string, whole bool) string {
	t.Helper()
	args := []string{"box", "export", "--code", "--box", file}
	if whole {
		args = append(args, "--whole")
	}
	r := run(t, t.TempDir(), args...)
	require.Equal(t, 0, r.Code, r.Stderr)
	require.Empty(t, r.Stderr)
	return strings.TrimSpace(r.Stdout)
}

// showFields are box show --json's fields of every game's values and
// their sources, without where the profile is and its codes.
func showFields(t *testing.T, dir string, args ...string) map[string]any {
	t.Helper()
	r := run(t, dir, append([]string{"box", "show", "--json"}, args...)...)
	require.Equal(t, 0, r.Code, r.Stderr)
	var fields map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.Stdout), &fields))
	for _, k := range []string{"profile", "box_code", "imported_codes"} {
		delete(fields, k)
	}
	return fields
}

// Every box profile in testdata/, and all of them in one, goes into a code
// and from it into an empty box as it was: the whole code every value, the
// core code what scoring needs; each value and each unknown the same, as
// the file and as box show reads them.
func TestEveryTestdataProfileRoundTripsThroughACode(t *testing.T) {
	files := append(testdataProfiles(t), fullest(t))
	require.GreaterOrEqual(t, len(files), 4, "full.yaml, Alpaka's two boxes, and the fullest")
	for _, file := range files {
		original := boxutil.Entries(partsOf(t, file))
		for _, whole := range []bool{false, true} {
			code := exportCode(t, file, whole)
			want := original
			if !whole {
				want = coreOf(original)
			}
			dir := t.TempDir()
			r := run(t, dir, "box", "import", code, "--yes")
			require.Equal(t, 0, r.Code, "%s: %s", file, r.Stderr)
			got := boxutil.Entries(partsOf(t, filepath.Join(dir, "box.yaml")))
			wantYAML, _ := boxprofile.Marshal(want)
			gotYAML, _ := boxprofile.Marshal(got)
			assert.Equal(t, string(wantYAML), string(gotYAML), "%s, whole %v", file, whole)

			expected := filepath.Join(t.TempDir(), "expected.yaml")
			require.NoError(t, os.WriteFile(expected, wantYAML, 0o644))
			assert.Equal(t, showFields(t, t.TempDir(), "--box", expected), showFields(t, dir), "%s, whole %v: values and unknowns", file, whole)
		}
	}
}

// The lengths of the fullest test box's codes, and what they hold.
func TestCodeLengthsOfTheFullestBox(t *testing.T) {
	file := fullest(t)
	core, whole := exportCode(t, file, false), exportCode(t, file, true)
	coreLetters, wholeLetters := len(boxcode.Letters(core)), len(boxcode.Letters(whole))
	t.Logf("the fullest test box: core code %d letters (%d grouped), whole code %d letters (%d grouped)",
		coreLetters, len(core), wholeLetters, len(whole))
	assert.LessOrEqual(t, coreLetters, 80)
	assert.LessOrEqual(t, wholeLetters, 240)
}

// BenchmarkBoxCode encodes and decodes the fullest test box's whole code,
// and reports the lengths of its codes in letters.
func BenchmarkBoxCode(b *testing.B) {
	parts := partsOf(b, fullest(b))
	games := cmd.Registry()
	core, err := boxutil.Code(games, parts, boxcode.Core)
	require.NoError(b, err)
	whole, err := boxutil.Code(games, parts, boxcode.Whole)
	require.NoError(b, err)
	for b.Loop() {
		if _, err := boxutil.FromCode(games, whole); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(boxcode.Letters(core))), "core-letters")
	b.ReportMetric(float64(len(boxcode.Letters(whole))), "whole-letters")
}

// vector is a golden vector: a code and the profile it decodes to.
type vector struct{ Name, Code, Profile string }

// The codes of version 1 decode forever to the profiles they were made
// from (testdata/box/codes-v1.yaml); while the program makes version 1,
// it makes them still.
func TestCodeVersion1Vectors(t *testing.T) {
	data, err := os.ReadFile(golden.Testdata("box", "codes-v1.yaml"))
	require.NoError(t, err)
	var vectors []vector
	require.NoError(t, yaml.Unmarshal(data, &vectors))
	require.GreaterOrEqual(t, len(vectors), 10)
	codes := boxutil.Codes(append(cmd.Registry(), gametest.Dice{}))
	for _, v := range vectors {
		got, pr := boxcode.Decode(v.Code, codes)
		require.Nil(t, pr, v.Name)
		out, err := boxprofile.Marshal(got.Entries())
		require.NoError(t, err)
		assert.Equal(t, v.Profile, string(out), v.Name)
		if boxcode.Version != 1 {
			continue
		}
		scope := boxcode.Core
		if strings.HasSuffix(v.Name, "-whole") {
			scope = boxcode.Whole
		}
		d, err := boxprofile.Lenient("", []byte(v.Profile))
		require.NoError(t, err)
		again, err := boxcode.Encode(d, codes, scope)
		require.NoError(t, err)
		assert.Equal(t, v.Code, again, v.Name)
	}
}

// mutations are hand slips of code: every one- and two-letter
// substitution's kind, deletions, swaps, insertions, cuts, case, dashes
// and spaces, O for 0, I and L for 1.
func mutations(code string, rng *rand.Rand) []string {
	const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
	letters := boxcode.Letters(code)
	n := len(letters)
	var out []string
	other := func(c byte, k int) byte { return alphabet[(strings.IndexByte(alphabet, c)+k)%len(alphabet)] }
	for i := range n {
		for _, k := range []int{1, 7, 16} { // one letter changed
			out = append(out, letters[:i]+string(other(letters[i], k))+letters[i+1:])
		}
		out = append(out, letters[:i]+letters[i+1:])                              // one letter dropped
		out = append(out, setupcode.Group(letters[:i])+"-"+letters[i:])           // a dash anywhere
		out = append(out, letters[:i]+string(alphabet[rng.IntN(32)])+letters[i:]) // one letter added
		if i+1 < n {
			out = append(out, letters[:i]+letters[i+1:i+2]+letters[i:i+1]+letters[i+2:]) // two swapped
		}
		if i > 0 {
			out = append(out, letters[:i]) // cut short
		}
		switch letters[i] {
		case '0':
			out = append(out, letters[:i]+"O"+letters[i+1:], letters[:i]+"o"+letters[i+1:])
		case '1':
			out = append(out, letters[:i]+"I"+letters[i+1:], letters[:i]+"l"+letters[i+1:], letters[:i]+"L"+letters[i+1:])
		default:
			out = append(out, letters[:i]+strings.ToLower(letters[i:i+1])+letters[i+1:])
		}
	}
	for range 2 * n { // two letters changed
		b := []byte(letters)
		i, j := rng.IntN(n), rng.IntN(n)
		b[i], b[j] = other(b[i], 1+rng.IntN(31)), other(b[j], 1+rng.IntN(31))
		out = append(out, string(b))
	}
	return append(out, strings.ToLower(code), letters, strings.ReplaceAll(code, "-", " "), strings.ReplaceAll(code, "-", "--"),
		code+"-", " "+code+"\n", strings.ReplaceAll(strings.ReplaceAll(code, "0", "O"), "1", "I"),
		strings.ReplaceAll(code, "1", "l"), setupcode.Group(strings.ToLower(letters)))
}

// Thousands of slips of the fullest box's codes: none imports another
// profile; each is refused with a sentence (in every language) or reads
// as the code itself.
func TestMutatedCodesNeverImportAnotherProfile(t *testing.T) {
	games := cmd.Registry()
	parts := partsOf(t, fullest(t))
	rng := rand.New(rand.NewPCG(34, 1))
	refused, same := map[string]int{}, 0
	for _, scope := range []boxcode.Scope{boxcode.Core, boxcode.Whole} {
		code, err := boxutil.Code(games, parts, scope)
		require.NoError(t, err)
		want, err := boxutil.FromCode(games, code)
		require.NoError(t, err)
		wantYAML, _ := boxprofile.Marshal(boxutil.Entries(want))
		for _, m := range mutations(code, rng) {
			got, err := boxutil.FromCode(games, m)
			if err == nil {
				gotYAML, _ := boxprofile.Marshal(boxutil.Entries(got))
				require.Equal(t, string(wantYAML), string(gotYAML), "%q imports another profile", m)
				same++
				continue
			}
			var pr interface{ Error() string }
			require.ErrorAs(t, err, &pr)
			kind := strings.Fields(err.Error())[0]
			if refused[kind] == 0 {
				for _, lang := range text.Langs() {
					msg := cmdutil.Render(text.For(lang), err)
					assert.NotContains(t, msg, "box_code", "%s: %q is said in words", lang, m)
					assert.NotEmpty(t, msg)
				}
			}
			refused[kind]++
		}
	}
	total := same
	for _, n := range refused {
		total += n
	}
	t.Logf("%d mutated codes: %d read as the code itself, refused: %v", total, same, refused)
	assert.GreaterOrEqual(t, total, 3000)
	assert.Positive(t, same, "case, dashes, O and I read")
}

// fileOf is a file as it is.
func fileOf(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(data)
}

// sealed is a box code of version with body's bytes, framed as version 1
// frames them: what a later program might make.
func sealed(version byte, body []byte) string {
	payload := append([]byte{setupcode.Marker(setupcode.BoxKind), version}, binary.AppendUvarint(nil, uint64(len(body)))...)
	payload = append(payload, body...)
	payload = binary.BigEndian.AppendUint32(payload, setupcode.Sum(payload))
	return setupcode.Group(setupcode.Crockford.EncodeToString(payload))
}

// utf16LE is s in UTF-16, little-endian, with its byte order mark when
// bom: what a Windows clipboard may paste.
func utf16LE(s string, bom bool) string {
	var b []byte
	if bom {
		b = append(b, 0xff, 0xfe)
	}
	for _, u := range utf16.Encode([]rune(s)) {
		b = binary.LittleEndian.AppendUint16(b, u)
	}
	return string(b)
}

// Every refusal of box import CODE in six languages: exit 2, a sentence
// (no kind's name), the profile untouched; in English what it says.
func TestCodeRefusalsInSixLanguages(t *testing.T) {
	code := exportCode(t, fullest(t), false)
	letters := boxcode.Letters(code)
	typo := []byte(letters)
	typo[20] = map[bool]byte{true: 'A', false: 'B'}[typo[20] != 'A']
	altiplanoSetup := setup.Code(setup.Options{Players: 3, Missions: true, Roles: setup.RolesDeal, Start: setup.StartFirst, Names: []string{"Ana", "Ben", "Cleo"}}, 7)
	seat := setup.SeatCode(setup.Options{Players: 4}, 7)
	alpaka := alpakasetup.Code(alpakasetup.Options{Players: 2}, 7)
	for _, tt := range []struct {
		name, arg, stdin, want string
	}{
		{"mistyped", string(typo), "", "the box code does not check out: a letter was mistyped or changed"},
		{"cut short", letters[:40], "", "the box code is cut short: 40 letters where it has " + strconv.Itoa(len(letters))},
		{"cut short, pasted", "", code[:30] + "\n", "the box code is cut short"},
		{"added to", code + "-XY", "", "the box code has letters added"},
		{"a letter in no code", code[:10] + "U" + code[11:], "", `"U" (character 9) is in no box code`},
		{"UTF-16 with its mark", "", utf16LE(code, true), "the pasted code is not text: byte 1 is not UTF-8"},
		{"UTF-16 without", "", utf16LE(code, false), "the pasted code is not text: byte 2 is not UTF-8"},
		{"Latin-1", "", code[:10] + "\xa0" + code[10:], "the pasted code is not text: byte 11 is not UTF-8"},
		{"Altiplano's setup code", altiplanoSetup, "", "this is a setup code of Altiplano (a table's or a seat's), not a box code"},
		{"a seat code", seat, "", "this is a setup code of Altiplano"},
		{"Alpaka's setup code", alpaka, "", "this is a setup code of Alpaka"},
		{"a later version", sealed(2, []byte{1, 2, 3}), "", "made by a later altiplano (box code version 2; this one reads up to version 1): update altiplano"},
		{"an unknown game", sealed(1, []byte{0x03, 0x23}), "", // 803: whole, a game follows, game 200
			"values of a game this altiplano does not know (game number 200): update altiplano"},
		{"neither file nor code", "ABCD-EFGH-JKMN-PQRS", "", `"ABCD-EFGH-JKMN-PQRS" is no file, and no box code either`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			args := []string{"box", "import", tt.arg, "--yes"}
			if tt.stdin != "" {
				args[2] = "-"
			}
			english := ""
			for _, lang := range text.Langs() {
				dir := t.TempDir()
				r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Stdin: tt.stdin}, append(args, "--lang", string(lang))...)
				require.Equal(t, 2, r.Code, "%s: %s", lang, r.Stderr)
				assert.NotContains(t, r.Stderr, "box_code", lang)
				assert.NoFileExists(t, filepath.Join(dir, "box.yaml"))
				if lang == text.EN {
					english = r.Stderr
					assert.Contains(t, r.Stderr, tt.want)
				} else {
					assert.NotEqual(t, english, r.Stderr, lang)
				}
			}
		})
	}
}

// A box code given to setup --code is named as a box code.
func TestABoxCodeIsNoSetupCode(t *testing.T) {
	code := exportCode(t, fullest(t), false)
	for _, args := range [][]string{{"setup", "--code", code}, {"alpaka", "setup", "--code", code}} {
		r := run(t, t.TempDir(), args...)
		assert.Equal(t, 2, r.Code)
		assert.Contains(t, r.Stderr, "is a box code, not a setup code: take it in with altiplano box import", args)
	}
}

// A code is taken in as a file is: what it changes shown, merged over the
// profile (the rest kept) or put in its place; box show then says which
// values came from a code, and when, until one is recorded otherwise; and
// ends with the profile's own code.
func TestImportACodeAndShowWhereValuesCameFrom(t *testing.T) {
	dir := t.TempDir()
	r := run(t, dir, "box", "import", golden.Testdata("box", "full.yaml"), "--yes")
	require.Equal(t, 0, r.Code, r.Stderr)
	alpakaCode := exportCode(t, golden.Testdata("alpaka", "box-colours.yaml"), true)

	r = run(t, dir, "box", "import", strings.ToLower(alpakaCode), "--yes")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "What the box code would change in your box profile")
	assert.Contains(t, r.Stderr, "librarian: — → 1")
	profile := fileOf(t, filepath.Join(dir, "box.yaml"))
	assert.Contains(t, profile, "goods:", "merged: the rest stays")
	assert.Contains(t, profile, "imported_codes:\n  - {code: "+alpakaCode+`, date: "2026-11-20"}`)

	alone := t.TempDir()
	for range 2 {
		r = run(t, alone, "box", "import", alpakaCode, "--yes")
		require.Equal(t, 0, r.Code, r.Stderr)
	}
	assert.Equal(t, "The box code changes nothing in your box profile; nothing was written.\n", r.Stderr)

	show := run(t, dir, "box", "show")
	require.Equal(t, 0, show.Code, show.Stderr)
	assert.Equal(t, 1, strings.Count(show.Stdout, "From a box code, 2026-11-20."), "Alpaka's section, whole:\n%s", show.Stdout)

	// A value recorded since is the user's own; the rest still came from the code.
	edited := strings.Replace(profile, "librarian: 1", "librarian: 0", 1)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "box.yaml"), []byte(edited), 0o644))
	show = run(t, dir, "box", "show")
	require.Equal(t, 0, show.Code, show.Stderr)
	assert.Contains(t, show.Stdout, "From a box code, 2026-11-20: shopaholic; janitor; fighter")
	assert.NotContains(t, show.Stdout, "From a box code, 2026-11-20: librarian")
	lines := strings.Split(strings.TrimRight(show.Stdout, "\n"), "\n")
	own := exportCode(t, filepath.Join(dir, "box.yaml"), false)
	assert.Equal(t, "Box code of this profile (the values final scoring needs):", lines[len(lines)-4])
	assert.Equal(t, own, strings.TrimSpace(lines[len(lines)-3])+strings.TrimSpace(lines[len(lines)-2]), "it ends with the profile's code, its first line with the dash it wraps at")

	// Replacing with a code keeps only what it holds, and its day.
	core := exportCode(t, golden.Testdata("box", "full.yaml"), false)
	r = run(t, dir, "box", "import", core, "--yes", "--replace")
	require.Equal(t, 0, r.Code, r.Stderr)
	profile = fileOf(t, filepath.Join(dir, "box.yaml"))
	assert.NotContains(t, profile, "alpaka:")
	assert.NotContains(t, profile, "orders:")
	assert.Equal(t, 1, strings.Count(profile, "- {code: "), profile)
	var got struct {
		Imported []struct{ Code, Date string } `json:"imported_codes"`
		Code     struct{ Core string }         `json:"box_code"`
	}
	require.NoError(t, json.Unmarshal([]byte(run(t, dir, "box", "show", "--json").Stdout), &got))
	assert.Equal(t, core, got.Code.Core)
	require.Len(t, got.Imported, 1)
	assert.Equal(t, "2026-11-20", got.Imported[0].Date)
}

// box import asks, on a terminal, about a code as about a file, before it
// changes a box profile; with none yet, there is nothing to ask about.
func TestImportACodeAsks(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "box.yaml"), []byte("houses: [glass, silver, cloth, wool, ore, stone, wood, fish, alpaca, cacao]\n"), 0o644))
	code := exportCode(t, golden.Testdata("box", "full.yaml"), false)
	fake := prompt.NewFake("0")
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: fake}, "box", "import", code)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Equal(t, []string{"Take the code into your box profile?"}, fake.Choices)
	r = run(t, dir, "box", "import", golden.Testdata("box", "full.yaml"))
	assert.Equal(t, 2, r.Code, "without a terminal, --yes says to merge")

	fresh := t.TempDir()
	fake = prompt.NewFake()
	r = cmdtest.Run(t, cmdtest.Env{ConfigDir: fresh, Interactive: true, Prompter: fake}, "box", "import", code)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Empty(t, fake.Choices, "no profile yet: nothing to merge into or replace")
	assert.FileExists(t, filepath.Join(fresh, "box.yaml"))
	r = run(t, t.TempDir(), "box", "import", code)
	assert.Equal(t, 0, r.Code, "nor without a terminal: %s", r.Stderr)

	empty := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(empty, "box.yaml"), []byte("# our box\n"), 0o644))
	r = run(t, empty, "box", "import", code)
	assert.Equal(t, 0, r.Code, "a profile that records nothing is none to keep: %s", r.Stderr)
	assert.Contains(t, fileOf(t, filepath.Join(empty, "box.yaml")), "goods", "the code's values are in")
}

// What box export --code refuses, and where it writes.
func TestExportCodeRefusalsAndOut(t *testing.T) {
	r := run(t, t.TempDir(), "box", "export", "--whole", "--box", golden.Testdata("box", "full.yaml"))
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "--whole goes with --code")

	ordersOnly := filepath.Join(t.TempDir(), "box.yaml")
	require.NoError(t, os.WriteFile(ordersOnly, []byte("houses: [glass, silver, cloth, wool, ore, stone, wood, fish, alpaca, cacao]\n"), 0o644))
	r = run(t, t.TempDir(), "box", "export", "--code", "--box", ordersOnly)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "records none of the values final scoring needs; to share what it records: altiplano box export --code --whole")
	assert.NotEmpty(t, exportCode(t, ordersOnly, true))

	out := filepath.Join(t.TempDir(), "code.txt")
	r = run(t, t.TempDir(), "box", "export", "--code", "--box", golden.Testdata("box", "full.yaml"), "--out", out)
	require.Equal(t, 0, r.Code, r.Stderr)
	data, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Equal(t, exportCode(t, golden.Testdata("box", "full.yaml"), false)+"\n", string(data))

	dir := t.TempDir()
	r = run(t, dir, "box", "import", out, "--yes")
	require.Equal(t, 0, r.Code, "a file that holds a code is taken as the code: %s", r.Stderr)
	assert.Contains(t, r.Stderr, "What the box code would change")
	assert.Contains(t, fileOf(t, filepath.Join(dir, "box.yaml")), "imported_codes:")
}

// A game the program was not built with packs its own part of the code,
// framed with the others': the die's pips travel and come back.
func TestACodeCarriesAGameNotBuiltIn(t *testing.T) {
	file := filepath.Join(t.TempDir(), "box.yaml")
	data, err := os.ReadFile(golden.Testdata("box", "full.yaml"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(file, append(data, "dice: {pips: 6}\n"...), 0o644))
	r := withDice(t, cmdtest.Env{}, "box", "export", "--code", "--box", file)
	require.Equal(t, 0, r.Code, r.Stderr)
	code := strings.TrimSpace(r.Stdout)

	dir := t.TempDir()
	r = withDice(t, cmdtest.Env{ConfigDir: dir}, "box", "import", code, "--yes")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "pips: — → 6")
	assert.Contains(t, fileOf(t, filepath.Join(dir, "box.yaml")), "dice: {pips: 6}")
	show := withDice(t, cmdtest.Env{ConfigDir: dir}, "box", "show")
	assert.Contains(t, show.Stdout, "  pips: 6\n  From a box code, 2026-11-20.\n")

	r = run(t, t.TempDir(), "box", "import", code, "--yes")
	assert.Equal(t, 2, r.Code, "a program without the game cannot read its part")
	assert.Contains(t, r.Stderr, "values of a game this altiplano does not know (game number 9): update altiplano")
}

// The code selected on a terminal over its lines beside the QR code, the
// code's blocks caught with it, is taken in from standard input.
func TestAPasteOfTheCodeBesideItsQRCode(t *testing.T) {
	code := exportCode(t, golden.Testdata("box", "full.yaml"), false)
	lines := strings.SplitAfterN(code, "-", 9)
	paste := "█▀▀▄ " + strings.Join(lines[:8], "") + "\n█▄▄ ██ ▀ " + lines[8] + "\n"
	dir := t.TempDir()
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Stdin: paste}, "box", "import", "-", "--yes")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "What the box code would change")
	assert.Contains(t, fileOf(t, filepath.Join(dir, "box.yaml")), "code: "+code)
}
