package cmd_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd"
	"altiplano/cmd/text"
)

// programName is the program's name, which its home game shares: it is
// said everywhere (the command, its settings, its files), so only the
// other games' names are looked for in words; every game's packages are
// looked for in imports.
const programName = "altiplano"

// gameWords are how the registry's games other than the home game are
// named: each by its id, and by its name as English says it.
type gameWords struct {
	id   string
	name []string // the words of its English name, lower case
}

func otherGames(t *testing.T) []gameWords {
	t.Helper()
	var out []gameWords
	for _, g := range cmd.Registry() {
		id := string(g.ID())
		if id == programName {
			continue
		}
		out = append(out, gameWords{id: id, name: lower(tokens(text.English().T(g.Name())))})
	}
	return out
}

// Outside each game's own folders (rules/<id>, scoring/<id>, setup/<id>,
// cmd/<id>; missions/ is Altiplano's) and the registry, no Go file imports
// a game's package or names a game, and no shared text (the engine's
// messages, the program's help pages) names one: the shared machinery and
// its words serve whatever the registry lists.
//
// A name is a whole word, never part of one: a game called "tally" is not
// named by the shared stats.Tally. In Go, an identifier's words are split
// at its case boundaries and underscores, and a game is named by its id as
// code writes it, in lower case (alpakaNames, alpaka_x); a capitalised
// word is English (a type Tally). A string literal's words are compared in
// any case, as is the English text of the messages and help pages, with
// the game's id and name; the other languages, whose words may be a game's
// id (Alpaka is German for the good alpaca), are searched for the id as
// code: a key (alpaka:), a page or file name (alpaka-guide, alpaka_x), a
// command (altiplano alpaka, --game alpaka, --section alpaka).
func TestOnlyGameFoldersNameAGame(t *testing.T) {
	games := otherGames(t)
	var ids []string
	for _, g := range cmd.Registry() {
		ids = append(ids, string(g.ID()))
	}
	require.Contains(t, ids, programName)
	own := func(path string) bool {
		if path == "cmd/registry/registry.go" || strings.HasPrefix(path, "missions/") {
			return true
		}
		for _, id := range ids {
			for _, layer := range []string{"rules", "scoring", "setup", "cmd"} {
				if strings.HasPrefix(path, layer+"/"+id+"/") {
					return true
				}
			}
		}
		return false
	}
	gamePackage := func(imp string) bool {
		if imp == "altiplano/missions" || strings.HasPrefix(imp, "altiplano/missions/") {
			return true
		}
		for _, id := range ids {
			for _, layer := range []string{"rules", "scoring", "setup", "cmd"} {
				p := "altiplano/" + layer + "/" + id
				if imp == p || strings.HasPrefix(imp, p+"/") {
					return true
				}
			}
		}
		return false
	}
	checked := 0
	root := ".."
	err := filepath.WalkDir(root, func(file string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, file)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), ".") && rel != "." || rel == "testdata" || rel == "cmd/internal/gametest" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") || own(rel) {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.SkipObjectResolution)
		require.NoError(t, err)
		checked++
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			assert.False(t, gamePackage(path), "%s imports %s, a game's package", rel, path)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ImportSpec:
				return false
			case *ast.BasicLit:
				if n.Kind == token.STRING {
					if g, ok := namedInText(games, n.Value); ok {
						t.Errorf("%s: the string %s names %s", rel, n.Value, g)
					}
				}
			case *ast.Ident:
				if g, ok := namedInCode(games, n.Name); ok {
					t.Errorf("%s: %s names %s", rel, n.Name, g)
				}
			}
			return true
		})
		return nil
	})
	require.NoError(t, err)
	assert.Greater(t, checked, 100, "the shared files are found")

	texts := sharedTexts(t)
	assert.Greater(t, len(texts), 6*10, "the shared texts are found")
	for _, txt := range texts {
		for n, line := range strings.Split(txt.data, "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "#") {
				continue
			}
			named, ok := namedAsCode(games, line)
			if !ok && txt.lang == text.EN {
				named, ok = namedInText(games, line)
			}
			if ok {
				t.Errorf("%s:%d names %s: %s", txt.file, n+1, named, line)
			}
		}
	}
}

// sharedText is a file of words every game shares.
type sharedText struct {
	file string
	lang text.Lang
	data string
}

// sharedTexts are the engine's message files and the program's help
// pages, in every language.
func sharedTexts(t *testing.T) []sharedText {
	t.Helper()
	var out []sharedText
	for _, lang := range text.Langs() {
		for _, pattern := range []string{"text/locales/" + string(lang) + ".txt", "help/topics/" + string(lang) + ".txt", "help/topics/" + string(lang) + "/*.txt"} {
			files, err := filepath.Glob(pattern)
			require.NoError(t, err)
			for _, f := range files {
				data, err := os.ReadFile(f)
				require.NoError(t, err)
				out = append(out, sharedText{file: "cmd/" + f, lang: lang, data: string(data)})
			}
		}
	}
	return out
}

// namedInCode is the game an identifier names: one whose id's words are
// among the identifier's, the first in lower case as code writes an id
// (alpakaNames, lostCities; not NewTally).
func namedInCode(games []gameWords, ident string) (string, bool) {
	words := identWords(ident)
	for _, g := range games {
		id := identWords(g.id)
		for i := 0; i+len(id) <= len(words); i++ {
			if words[i] == id[0] && contains(lower(words[i:i+len(id)]), id) {
				return g.id, true
			}
		}
	}
	return "", false
}

// namedInText is the game a text names: by its id or its name, as whole
// words in any case.
func namedInText(games []gameWords, s string) (string, bool) {
	words := lower(tokens(s))
	for _, g := range games {
		if contains(words, lower(identWords(g.id))) || len(g.name) > 0 && contains(words, g.name) {
			return g.id, true
		}
	}
	return "", false
}

// codeBefore and codeAfter are what makes a game's id code in a text of
// any language: a command or setting before it, a key's colon or a file
// name's joiner after it.
var (
	codeBefore = []string{"altiplano ", "--game ", "--game=", "--section ", "game: "}
	codeAfter  = ":-_/"
)

// namedAsCode is the game whose id a line of any language writes as code.
func namedAsCode(games []gameWords, line string) (string, bool) {
	for _, g := range games {
		for i := 0; ; {
			k := strings.Index(line[i:], g.id)
			if k < 0 {
				break
			}
			start, end := i+k, i+k+len(g.id)
			i = end
			if start > 0 && isWordRune(line[start-1]) || end < len(line) && isWordRune(line[end]) && !strings.ContainsRune(codeAfter, rune(line[end])) {
				continue // part of a longer word
			}
			for _, b := range codeBefore {
				if strings.HasSuffix(line[:start], b) {
					return g.id, true
				}
			}
			if end < len(line) && strings.ContainsRune(codeAfter, rune(line[end])) {
				return g.id, true
			}
		}
	}
	return "", false
}

func isWordRune(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= 0x80
}

// identWords splits an identifier into its words, as written: at
// underscores, hyphens, digits and case boundaries ("alpakaBGGObject_id":
// alpaka, BGG, Object, id).
func identWords(s string) []string {
	var words []string
	rs := []rune(s)
	start := -1
	flush := func(end int) {
		if start >= 0 && end > start {
			words = append(words, string(rs[start:end]))
		}
		start = -1
	}
	for i, r := range rs {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			flush(i)
			continue
		}
		if start < 0 {
			start = i
			continue
		}
		prev := rs[i-1]
		switch {
		case unicode.IsDigit(r) != unicode.IsDigit(prev):
			flush(i)
			start = i
		case unicode.IsUpper(r) && unicode.IsLower(prev):
			flush(i)
			start = i
		case unicode.IsLower(r) && unicode.IsUpper(prev) && i-1 > start:
			flush(i - 1) // "BGGObject": the O begins a word
			start = i - 1
		}
	}
	flush(len(rs))
	return words
}

// tokens are a text's words: runs of letters and digits, each split as an
// identifier is.
func tokens(s string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		out = append(out, identWords(f)...)
	}
	return out
}

func lower(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = strings.ToLower(w)
	}
	return out
}

// contains reports whether words holds seq, in a row.
func contains(words, seq []string) bool {
	if len(seq) == 0 {
		return false
	}
	for i := 0; i+len(seq) <= len(words); i++ {
		match := true
		for j, w := range seq {
			if words[i+j] != w {
				match = false
				break
			}
		}
		if match {
			return true
		}
	}
	return false
}

// The guard's words: whole words only, an id in code as code writes it,
// in a text in any case, and a translation's words only where they are
// code.
func TestGameNamesAreWholeWords(t *testing.T) {
	assert.Equal(t, []string{"alpaka", "BGG", "Object", "id"}, identWords("alpakaBGGObject_id"))
	assert.Equal(t, []string{"New", "Tally"}, identWords("NewTally"))
	assert.Equal(t, []string{"page", "2", "x"}, identWords("page2x"))
	tally := []gameWords{{id: "tally", name: []string{"tally"}}, {id: "lost-cities", name: []string{"lost", "cities"}}}
	for _, tt := range []struct {
		ident string
		named bool
	}{
		{"Tally", false}, {"NewTally", false}, {"tallies", false}, {"tally", true}, {"tallyNames", true},
		{"namesOfTally", false}, {"tally_x", true}, {"lostCities", true}, {"lost", false},
	} {
		_, ok := namedInCode(tally, tt.ident)
		assert.Equal(t, tt.named, ok, tt.ident)
	}
	for _, tt := range []struct {
		text  string
		named bool
	}{
		{`"tally"`, true}, {`"Tally, a game"`, true}, {`"tallies"`, false}, {`"x_tally_bgg"`, true},
		{"Lost Cities: the expedition", true}, {"the cities we lost", false},
	} {
		_, ok := namedInText(tally, tt.text)
		assert.Equal(t, tt.named, ok, tt.text)
	}
	alpaka := []gameWords{{id: "alpaka", name: []string{"alpaka"}}}
	for _, tt := range []struct {
		line  string
		named bool
	}{
		{"Waren sind Nahrung, Mais, Glas, Alpaka, Kakao", false}, {"üveg, alpaka, kakaó", false}, {"alpakas", false},
		{"  alpaka:", true}, {"altiplano help alpaka-guide", true}, {"altiplano alpaka score", true},
		{"--game alpaka", true}, {"alpaka_bgg_object_id", true}, {"(altiplano, altiplanoalpaka)", false},
	} {
		_, ok := namedAsCode(alpaka, tt.line)
		assert.Equal(t, tt.named, ok, tt.line)
	}
}
