package boxprofile_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"altiplano/rules"
	"altiplano/rules/boxprofile"
	"altiplano/rules/rulestest"
	"altiplano/rules/yamlin"
)

// reader is a game with sections of one value each: under each of its
// keys, {pips: 1–6}.
type reader struct{ keys []string }

func (r reader) Keys() []string { return r.keys }

func (r reader) Check(d boxprofile.Document) error {
	w := &yamlin.Walker{File: d.File}
	d.Each(r.keys, func(key string, v *yaml.Node) {
		w.Mapping(key, v, []string{"pips"}, func(k string, _, n *yaml.Node) {
			w.Number(yamlin.Join(key, k), n, rules.Limit{Min: 1, Max: 6})
		})
	})
	return w.Problems.Err()
}

var games = []boxprofile.Reader{reader{[]string{"dice", "cubes"}}, reader{[]string{"cards"}}}

// The top level belongs to the games: a key none declares is named with its
// line and the keys allowed; each game sees only its own sections.
func TestSplitChecksTheTopLevel(t *testing.T) {
	data := "dice: {pips: 3}\ncolour: red\ncards: {pips: 2}\ndice: {pips: 4}\n"
	d, err := boxprofile.Split("box.yaml", []byte(data), boxprofile.Keys(games))
	ps := rulestest.Problems(t, err)
	require.Len(t, ps, 2)
	assert.Equal(t, rules.Problem{Kind: yamlin.UnknownKey, Field: rules.InFile("box.yaml", "colour", 2), Value: "colour", Names: []string{"dice", "cubes", "cards"}}, *ps[0])
	assert.Equal(t, yamlin.DuplicateKey, ps[1].Kind)
	assert.Equal(t, 4, ps[1].Field.Line)

	var seen []string
	d.Each([]string{"cards", "cubes"}, func(key string, _ *yaml.Node) { seen = append(seen, key) })
	assert.Equal(t, []string{"cards"}, seen, "only the keys asked for, that the profile holds")
	assert.True(t, d.Has("dice"))
	assert.False(t, d.Has("colour"), "a key no game declares is no section")
}

func TestSplitWithoutGamesRefusesEveryKey(t *testing.T) {
	_, err := boxprofile.Split("box.yaml", []byte("dice: {pips: 3}\n"), nil)
	assert.Equal(t, yamlin.UnknownKey, rulestest.Problems(t, err)[0].Kind)
	_, err = boxprofile.Lenient("box.yaml", []byte("dice: {pips: 3}\n"))
	assert.NoError(t, err, "a game's reader used alone leaves the other keys be")
}

func TestSplitEmptyAndMalformed(t *testing.T) {
	for _, empty := range []string{"", "# nothing yet\n"} {
		d, err := boxprofile.Split("box.yaml", []byte(empty), []string{"dice"})
		require.NoError(t, err, "%q", empty)
		assert.False(t, d.Has("dice"))
	}
	for data, kind := range map[string]rules.Kind{"- dice\n": yamlin.NotMapping, "dice: [\n": yamlin.Syntax, "a: &x 1\nb: *x\n": yamlin.Alias} {
		_, err := boxprofile.Split("box.yaml", []byte(data), []string{"dice"})
		assert.Equal(t, kind, rulestest.Problems(t, err)[0].Kind, "%q", data)
	}
}

// Every game's problems and the top level's come together, in the order
// of the file's sections.
func TestCheckSaysEveryProblemInTheFilesOrder(t *testing.T) {
	data := "cards: {pips: 9}\ncolour: red\ndice: {pips: 0, dots: 1}\n"
	ps := rulestest.Problems(t, boxprofile.Check("box.yaml", []byte(data), games))
	var got []string
	for _, p := range ps {
		got = append(got, string(p.Kind)+" "+p.Field.Path)
	}
	assert.Equal(t, []string{"out_of_range cards.pips", "yaml_unknown_key colour", "out_of_range dice.pips", "yaml_unknown_key dice.dots"}, got)
	assert.NoError(t, boxprofile.Check("box.yaml", []byte("dice: {pips: 1}\ncards: {pips: 6}\n"), games))
}

func TestJoinKeepsOneGaveUpAtTheEnd(t *testing.T) {
	var d boxprofile.Document
	gave := &rules.Problem{Kind: yamlin.GaveUp}
	a := &rules.Problem{Kind: rules.OutOfRange, Field: rules.InFile("f", "x", 3)}
	err := d.Join(rules.Problems{gave, a}, nil, rules.Problems{gave})
	assert.Equal(t, rules.Problems{a, gave}, rulestest.Problems(t, err))
	assert.NoError(t, d.Join(nil, nil))
}

func TestApplyKeepsTheRestOfTheFile(t *testing.T) {
	existing := "# my copies\ndice: {pips: 3}   # the red one\ncards: {pips: 2}\n"
	out, err := boxprofile.Apply([]byte(existing), boxprofile.SetEntry("cards", boxprofile.Flow("pips", boxprofile.Int(5))),
		boxprofile.SetEntry("cubes", boxprofile.Flow("pips", boxprofile.Int(1))))
	require.NoError(t, err)
	assert.Equal(t, "# my copies\ndice: {pips: 3} # the red one\ncards: {pips: 5}\ncubes: {pips: 1}\n", string(out))

	out, err = boxprofile.Apply(out, boxprofile.SetEntry("dice", nil))
	require.NoError(t, err)
	assert.NotContains(t, string(out), "dice")

	out, err = boxprofile.Apply(nil, func(root *yaml.Node) {
		boxprofile.SetScalar(boxprofile.Child(root, "dice", yaml.MappingNode), "pips", "2")
	})
	require.NoError(t, err)
	assert.Equal(t, "dice:\n  pips: 2\n", string(out))

	_, err = boxprofile.Apply([]byte("- dice\n"))
	assert.Error(t, err, "only a mapping takes edits")
}

// A profile that does not load through every game's reader is never
// rewritten, and one that would not load is never returned.
func TestApplyCheckedReadsThroughEveryGame(t *testing.T) {
	set := func(pips int) boxprofile.Edit {
		return boxprofile.SetEntry("cards", boxprofile.Flow("pips", boxprofile.Int(pips)))
	}
	out, err := boxprofile.ApplyChecked("box.yaml", []byte("dice: {pips: 3}\n"), games, set(4))
	require.NoError(t, err)
	assert.Equal(t, "dice: {pips: 3}\ncards: {pips: 4}\n", string(out))

	_, err = boxprofile.ApplyChecked("box.yaml", []byte("colour: red\n"), games, set(4))
	assert.ErrorContains(t, err, "yaml_unknown_key")
	_, err = boxprofile.ApplyChecked("box.yaml", []byte("dice: {pips: 0}\n"), games, set(4))
	assert.ErrorContains(t, err, "out_of_range", "another game's broken section blocks the write too")
	_, err = boxprofile.ApplyChecked("box.yaml", nil, games, set(7))
	assert.ErrorContains(t, err, "out_of_range")
}

func TestMarshalWritesEntriesInOrder(t *testing.T) {
	entries := []boxprofile.Entry{
		{Key: "dice", Value: boxprofile.Flow("pips", boxprofile.Int(3), "faces", boxprofile.Words([]string{"red", "blue"}))},
		{Key: "cards", Value: boxprofile.Pairs(boxprofile.Map(0), "shuffled", boxprofile.Bool(true), "counts", boxprofile.Ints([]int{1, 2}))},
	}
	out, err := boxprofile.Marshal(entries)
	require.NoError(t, err)
	assert.Equal(t, "dice: {pips: 3, faces: [red, blue]}\ncards:\n  shuffled: true\n  counts: [1, 2]\n", string(out))
	none, err := boxprofile.Marshal(nil)
	require.NoError(t, err)
	assert.Empty(t, none)
	assert.True(t, boxprofile.Same(entries, entries))
	assert.False(t, boxprofile.Same(entries, entries[:1]))
}

func FuzzSplit(f *testing.F) {
	f.Add([]byte("dice: {pips: 3}\ncolour: red\n"))
	f.Add([]byte("cards: {pips: 9}\ndice: [\n"))
	f.Add([]byte("a: &x 1\nb: *x\n"))
	f.Add([]byte("- 1\n"))
	f.Add([]byte("imported_codes: [{code: Y40Q, date: 2026-12-01}, {code: y, date: 1}]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		keys := boxprofile.Keys(games)
		d, err := boxprofile.Split("box.yaml", data, keys)
		if err != nil {
			rulestest.InFile(t, err, "box.yaml")
		}
		d.Each([]string{"colour", "x"}, func(string, *yaml.Node) { t.Fatal("a key no game declares is no section") })
		if err := boxprofile.Check("box.yaml", data, games); err != nil {
			rulestest.Problems(t, err)
			require.False(t, strings.Contains(err.Error(), "\n\n"))
		}
	})
}

// The codes a profile was given are the profile's own key, which every
// reader takes and none of the games reads; written by the program, read
// back as written, checked like any key.
func TestImportedCodes(t *testing.T) {
	imports := []boxprofile.Import{{Code: "Y40H-HGEQ-AW", Date: "2026-11-29"}, {Code: "Y40Q", Date: "2026-12-01"}}
	out, err := boxprofile.ApplyChecked("box.yaml", []byte("dice: {pips: 3}\n"), games, boxprofile.SetImports(imports))
	require.NoError(t, err)
	assert.Equal(t, "dice: {pips: 3}\nimported_codes:\n  - {code: Y40H-HGEQ-AW, date: \"2026-11-29\"}\n  - {code: Y40Q, date: \"2026-12-01\"}\n", string(out))
	d, err := boxprofile.Split("box.yaml", out, boxprofile.Keys(games))
	require.NoError(t, err)
	assert.Equal(t, imports, d.Imports())
	assert.Nil(t, boxprofile.ImportsEntry(nil))

	d, err = boxprofile.Split("box.yaml", []byte("imported_codes: [{code: Y40Q, date: 2026-12-01}]\n"), nil)
	require.NoError(t, err, "a date written plain reads too")
	assert.Equal(t, imports[1:], d.Imports())

	data := "imported_codes:\n  - {code: y40q, date: 2026-12-01}\n  - {code: Y40Q, date: 2026-13-01}\n  - {code: Y40Q}\n"
	var got []string
	for _, p := range rulestest.Problems(t, boxprofile.Check("box.yaml", []byte(data), games)) {
		got = append(got, string(p.Kind)+" "+p.Field.Path)
	}
	assert.Equal(t, []string{"profile_import_code imported_codes[0].code", "profile_import_date imported_codes[1].date", "yaml_missing imported_codes[2]"}, got)

	out, err = boxprofile.Apply([]byte("imported_codes: [{code: Y40Q, date: 2026-12-01}]\n"), boxprofile.SetImports(nil))
	require.NoError(t, err)
	assert.NotContains(t, string(out), "imported_codes")
}
