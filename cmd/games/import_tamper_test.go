package games_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
)

// tamperedHistory is a history of every kind of game an export holds:
// the examples (two scored with a box profile), a record dated with an
// offset, with a setup code (its roles and start player), how long and
// where, one dated by the players' wall clock, and a game of the other
// game, scored with its box. It returns the export and the box the other
// game needs.
func tamperedHistory(t *testing.T) (export []byte, box string) {
	t.Helper()
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	scoreAll(t, env, examples)
	setup := cmdtest.Run(t, env, "setup", "--names", "Anna,Ben", "--seed", "3", "--json")
	require.Equal(t, 0, setup.Code, setup.Stderr)
	var sheet struct{ Code string }
	require.NoError(t, json.Unmarshal([]byte(setup.Stdout), &sheet))
	two, err := os.ReadFile(golden.Testdata("games", "2p.yaml"))
	require.NoError(t, err)
	dir := t.TempDir()
	for name, head := range map[string]string{
		"coded.yaml": "played_at: 2026-03-14T23:30:00-07:00\ncode: " + sheet.Code + "\nduration: 95\nlocation: Anna's kitchen\n",
		"wall.yaml":  "played_at: 2026-03-14 23:30\n",
	} {
		file := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(file, append([]byte(head), two...), 0o644))
		r := cmdtest.Run(t, env, "score", "--file", file)
		require.Equal(t, 0, r.Code, r.Stderr)
	}
	box = golden.Testdata("alpaka", "box.yaml")
	r := cmdtest.Run(t, env, "alpaka", "score", "--file", golden.Testdata("alpaka", "07-fighter-floor.yaml"), "--box", box)
	require.Equal(t, 0, r.Code, r.Stderr)
	// One export of both games' games, as a person might join two.
	var games []any
	var doc map[string]any
	for _, g := range []string{"altiplano", "alpaka"} {
		one := cmdtest.Run(t, env, "games", "export", "--game", g, "--format", "json")
		require.Equal(t, 0, one.Code, one.Stderr)
		doc = decodeJSON(t, []byte(one.Stdout)).(map[string]any)
		games = append(games, doc["games"].([]any)...)
	}
	doc["games"] = games
	return document(t, doc), box
}

// document writes an export as an export is written: its format and
// version before its games (a reader streams the games), whatever a
// change left of them.
func document(t *testing.T, doc any) []byte {
	t.Helper()
	m := doc.(map[string]any)
	var parts []string
	for _, k := range append(slices.DeleteFunc(slices.Sorted(maps.Keys(m)), func(k string) bool { return k == "games" }), "games") {
		if v, ok := m[k]; ok {
			b, err := json.MarshalIndent(v, "  ", "  ")
			require.NoError(t, err)
			parts = append(parts, fmt.Sprintf("  %q: %s", k, b))
		}
	}
	return []byte("{\n" + strings.Join(parts, ",\n") + "\n}\n")
}

func decodeJSON(t *testing.T, b []byte) any {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var v any
	require.NoError(t, dec.Decode(&v))
	return v
}

// tamper is one change to an export: the key path it changes, and the
// export changed.
type tamper struct {
	path, how string
	doc       any
}

// tampers are a change to every field of the format: each value of the
// document's first game of each shape (the game's keys, the players', the
// values' and the result's), each top-level key of every game, and each
// list shortened; a value is changed as a person editing the file might
// (a number by one, a text by a letter, a time by an hour, a flag
// flipped), and every key of a game and of a player is also left out.
func tampers(t *testing.T, export []byte) []tamper {
	seen := map[string]bool{}
	var out []tamper
	var walk func(path string, v any, every bool)
	add := func(path, how string, change func(any) any) {
		doc := decodeJSON(t, export)
		out = append(out, tamper{path, how, setAt(doc, path, change)})
	}
	pattern := regexp.MustCompile(`\[\d+\]`)
	gameAt := regexp.MustCompile(`^games\[\d+\]$`)
	keyed := regexp.MustCompile(`^games\[\d+\](\.players\[\d+\])?$`)
	// every: this value is changed in every game, not only in the first
	// of its shape (a game's own keys).
	walk = func(path string, v any, every bool) {
		shape := pattern.ReplaceAllString(path, "[]")
		if !every && seen[shape] {
			return
		}
		seen[shape] = true
		switch x := v.(type) {
		case map[string]any:
			for _, k := range slices.Sorted(maps.Keys(x)) {
				kp := join(path, k)
				walk(kp, x[k], gameAt.MatchString(path))
				if keyed.MatchString(path) && (gameAt.MatchString(path) || !seen["-"+shape+"."+k]) {
					seen["-"+shape+"."+k] = true
					add(kp, "left out", func(any) any { return deleted{} })
				}
			}
		case []any:
			for i, item := range x {
				walk(path+"["+strconv.Itoa(i)+"]", item, path == "games")
			}
			if len(x) > 0 {
				add(path, "shortened", func(v any) any { return v.([]any)[:len(v.([]any))-1] })
			} else {
				add(path, "given an item", func(any) any { return []any{"x"} })
			}
		default:
			add(path, "changed", changed)
		}
	}
	doc := decodeJSON(t, export).(map[string]any)
	for _, k := range []string{"format", "version"} {
		walk(k, doc[k], false)
	}
	walk("games", doc["games"], true)
	return out
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// deleted marks a key to leave out.
type deleted struct{}

// changed is v as a person editing it might change it.
func changed(v any) any {
	switch x := v.(type) {
	case json.Number:
		n, _ := strconv.ParseFloat(string(x), 64)
		return json.Number(strconv.FormatFloat(n+1, 'f', -1, 64))
	case bool:
		return !x
	case nil:
		return json.Number("1")
	case string:
		for _, layout := range []string{time.RFC3339, "2006-01-02T15:04:05"} {
			if at, err := time.Parse(layout, x); err == nil {
				return at.Add(time.Hour).Format(layout)
			}
		}
		if regexp.MustCompile(`^[0-9a-f]{64}$`).MatchString(x) {
			return x[:63] + string("10"[strings.IndexByte("01", x[63])+1&1])
		}
		return x + "x"
	}
	return v
}

// setAt is doc with the value at path replaced by change(value).
func setAt(doc any, path string, change func(any) any) any {
	keys := regexp.MustCompile(`[^.\[\]]+|\[\d+\]`).FindAllString(path, -1)
	var set func(v any, keys []string) any
	set = func(v any, keys []string) any {
		if len(keys) == 0 {
			return change(v)
		}
		if strings.HasPrefix(keys[0], "[") {
			i, _ := strconv.Atoi(strings.Trim(keys[0], "[]"))
			list := v.([]any)
			list[i] = set(list[i], keys[1:])
			return list
		}
		m := v.(map[string]any)
		nv := set(m[keys[0]], keys[1:])
		if _, gone := nv.(deleted); gone {
			delete(m, keys[0])
		} else {
			m[keys[0]] = nv
		}
		return m
	}
	return set(doc, keys)
}

// meaning is a game of an export as it means, what any view shows of it:
// not its id (where the history keeps it), nor the printed values beside
// its points (a value no point used changes nothing shown; one that did
// changes the points, or the assumptions for its source), nor the instant
// of a time written as a wall clock (where it was placed when scored:
// every view shows the wall clock the players wrote).
func meaning(t *testing.T, g any) string {
	m := g.(map[string]any)
	delete(m, "id")
	delete(m, "values")
	if !strings.ContainsAny(m["played_at"].(string)[10:], "Z+-") {
		delete(m, "played_at_utc")
	}
	b, err := json.Marshal(m)
	require.NoError(t, err)
	return string(b)
}

// Every field of the JSON export, changed by hand: the game is imported
// unchanged in meaning (every game the history then holds is one of the
// export as scored from its record), or refused with the field named at
// its key. None imports a game whose values are not its record's.
func TestATamperedExportImportsUnchangedOrNamesTheField(t *testing.T) {
	export, box := tamperedHistory(t)
	original := map[string]bool{}
	for _, g := range decodeJSON(t, export).(map[string]any)["games"].([]any) {
		original[meaning(t, g)] = true
	}
	require.Len(t, original, len(examples)+3)
	all := tampers(t, export)
	require.Greater(t, len(all), 100)
	imported, refused := 0, 0
	for _, tt := range all {
		t.Run(tt.path+" "+tt.how, func(t *testing.T) {
			t.Parallel()
			b := document(t, tt.doc)
			file := filepath.Join(t.TempDir(), "history.json")
			require.NoError(t, os.WriteFile(file, b, 0o644))
			env := cmdtest.Env{ConfigDir: t.TempDir()}
			r := cmdtest.Run(t, env, "games", "import", file, "--box", box)
			require.Contains(t, []int{0, 2}, r.Code, r.Stderr)
			assert.NotContains(t, r.Stderr, "playlog:", "said in words")
			if r.Code == 2 {
				refused++
				assert.True(t, namesField(r.Stderr, tt.path), "%s is named:\n%s", tt.path, r.Stderr)
			} else {
				imported++
			}
			again := cmdtest.Run(t, env, "games", "export", "--game", "altiplano", "--format", "json")
			other := cmdtest.Run(t, env, "games", "export", "--game", "alpaka", "--format", "json")
			for _, out := range []cmdtest.Result{again, other} {
				require.Equal(t, 0, out.Code, out.Stderr)
				for _, g := range decodeJSON(t, []byte(out.Stdout)).(map[string]any)["games"].([]any) {
					assert.True(t, original[meaning(t, g)], "an imported game is one of the export as scored:\n%s", r.Stderr)
				}
			}
		})
	}
	t.Logf("%d tampered exports: %d imported unchanged in meaning, %d refused naming the field", len(all), imported, refused)
}

// namesField reports whether a refusal names path, a key under it or one
// it is under (a changed category is said where the total it makes
// differs too); a game's key is named under its place in the export. Two
// keys an export writes together (played_at and played_at_utc, players
// and player_count) are said together: either may have been changed.
func namesField(stderr, path string) bool {
	named := regexp.MustCompile(`(?:^|, |  - )((?:games\[\d+\]|format|version|games)[\w.\[\]]*)[ ,:]([^\n]*)`)
	for _, m := range named.FindAllStringSubmatch(stderr, -1) {
		said := m[1]
		if said == path || strings.HasPrefix(said, path+".") || strings.HasPrefix(said, path+"[") ||
			strings.HasPrefix(path, said+".") || strings.HasPrefix(path, said+"[") {
			return true
		}
		// Said at a sibling whose problem names it: a value out of order
		// with the one changed.
		key := path[strings.LastIndex(path, ".")+1:]
		if strings.HasPrefix(path, said[:strings.LastIndex(said, ".")+1]) && regexp.MustCompile(`(^|\W)`+regexp.QuoteMeta(key)+`(\W|$)`).MatchString(m[2]) {
			return true
		}
	}
	return false
}
