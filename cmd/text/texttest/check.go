package texttest

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/text"
)

// Set is a set of messages: where they are declared and their files.
type Set struct {
	// Dir is the folder of the Go files that declare them.
	Dir string
	// Files are the message files by language.
	Files map[text.Lang]string
	// SameInEveryLanguage are keys whose text needs no translation
	// (symbols, proper nouns, forms built only of values).
	SameInEveryLanguage []string
	// WordsInCommon are words a language shares with English, so a text
	// made of them alone is not an English leftover.
	WordsInCommon map[text.Lang][]string
}

// Check runs every check of s.
func Check(t *testing.T, s Set) {
	t.Helper()
	declared, err := Declarations(s.Dir)
	require.NoError(t, err)
	require.NotEmpty(t, declared, "the declarations are found")
	files := map[text.Lang]text.MessageFile{}
	for _, lang := range text.Langs() {
		data, ok := s.Files[lang]
		require.True(t, ok, "no message file for %s", lang)
		m, errs := text.ParseMessageFile(data)
		assert.Empty(t, errs, lang)
		files[lang] = m
	}
	t.Run("declarations", func(t *testing.T) { checkDeclarations(t, declared) })
	t.Run("sorted for lookup", func(t *testing.T) { checkSorted(t, s, files) })
	t.Run("only declared keys", func(t *testing.T) { checkOnlyDeclared(t, declared, files) })
	t.Run("every message in every language", func(t *testing.T) { checkEveryLanguage(t, declared, files) })
	t.Run("placeholders", func(t *testing.T) { checkPlaceholders(t, declared, files) })
	t.Run("renders", func(t *testing.T) { checkRenders(t, declared) })
	t.Run("no English leftovers", func(t *testing.T) { checkNoEnglish(t, s, declared, files) })
	t.Run("phone variants", func(t *testing.T) { checkPhoneVariants(t, declared, files) })
}

// keyboardWords are what a phone has no key for, in the six languages.
var keyboardWords = []string{"Enter", "Tab", "Intro", "Entrée", "(y/n)", "(j/n)", "(д/н)", "(i/n)", "(o/n)", "(s/n)"}

// A message's variant for phones (key@phone) stands for a message of the
// same set, takes exactly its arguments, and names no key of a keyboard.
func checkPhoneVariants(t *testing.T, declared []Declared, files map[text.Lang]text.MessageFile) {
	byKey := map[string]Declared{}
	for _, d := range declared {
		byKey[d.Key] = d
	}
	for _, d := range declared {
		base, ok := strings.CutSuffix(d.Key, text.PhoneSuffix)
		if !ok {
			continue
		}
		b, ok := byKey[base]
		require.True(t, ok, "%q stands for %q, which is not declared beside it", d.Key, base)
		require.Equal(t, b.Args, d.Args, "%q takes what %q takes", d.Key, base)
		require.Equal(t, b.Count, d.Count, "%q counts what %q counts", d.Key, base)
		for lang, m := range files {
			for _, k := range keyboardWords {
				require.NotContains(t, m.Plain[d.Key], k, "%s %q names a key of a keyboard", lang, d.Key)
			}
		}
	}
}

func checkDeclarations(t *testing.T, declared []Declared) {
	seen := map[string]bool{}
	for _, d := range declared {
		require.NotEmpty(t, d.Key)
		require.False(t, seen[d.Key], "%q declared twice", d.Key)
		seen[d.Key] = true
		require.Less(t, d.Count, len(d.Args), "%q counts an argument it does not have", d.Key)
		if d.Count >= 0 {
			require.Equal(t, "int", d.Args[d.Count], "%q counts a number", d.Key)
		}
	}
}

// The messages of each file are sorted by key, after the comments, so that
// a text is found by binary search; every text parsed is the one found.
func checkSorted(t *testing.T, s Set, files map[text.Lang]text.MessageFile) {
	for lang, data := range s.Files {
		prev := ""
		for i, line := range strings.Split(strings.TrimRight(text.MessageLines(data), "\n"), "\n") {
			key, _, _ := strings.Cut(line, " = ")
			key = strings.TrimSpace(strings.TrimSuffix(key, " ="))
			require.NotEmpty(t, key, "%s: message line %d is blank or a comment; comments go at the top", lang, i+1)
			require.Less(t, prev, key, "%s: %q must come before %q (messages are sorted by key)", lang, key, prev)
			prev = key
		}
		m := files[lang]
		for k, want := range m.Plain {
			got, ok := text.LookupMessage(data, k)
			require.True(t, ok, "%s %s", lang, k)
			require.Equal(t, want, got)
		}
		for k, forms := range m.Counts {
			for form, want := range forms {
				got, ok := text.LookupMessage(data, k+"["+form+"]")
				require.True(t, ok, "%s %s[%s]", lang, k, form)
				require.Equal(t, want, got)
			}
		}
		for _, missing := range []string{"", "a", "zzz", "err.", "err.prefix2", "help.root"} {
			_, ok := text.LookupMessage(data, missing)
			assert.False(t, ok, "%s %q", lang, missing)
		}
	}
}

// A file holds no key that nothing declares: a stale text nobody would
// ever see.
func checkOnlyDeclared(t *testing.T, declared []Declared, files map[text.Lang]text.MessageFile) {
	keys := map[string]bool{}
	for _, d := range declared {
		keys[d.Key] = true
	}
	for lang, m := range files {
		for k := range m.Plain {
			assert.True(t, keys[k], "%s: %q is not declared in Go", lang, k)
		}
		for k := range m.Counts {
			assert.True(t, keys[k], "%s: %q is not declared in Go", lang, k)
		}
	}
}

// Every declared message has a text in every language, with forms by
// count exactly where the declaration has a counting argument.
func checkEveryLanguage(t *testing.T, declared []Declared, files map[text.Lang]text.MessageFile) {
	for lang, m := range files {
		for _, d := range declared {
			_, plain := m.Plain[d.Key]
			forms, counted := m.Counts[d.Key]
			if d.Count < 0 {
				assert.True(t, plain, "%s has no text for %q", lang, d.Key)
				assert.False(t, counted, "%s: %q has forms by count but is declared without a count", lang, d.Key)
				continue
			}
			require.True(t, counted, "%s has no forms for %q", lang, d.Key)
			for _, form := range neededForms(lang) {
				assert.Contains(t, forms, form, "%s: %q lacks the %q form", lang, d.Key, form)
			}
		}
	}
}

// neededForms are the plural forms a language's counts fall into.
func neededForms(lang text.Lang) []string {
	seen := map[string]bool{"other": true}
	for n := 0; n <= 1000; n++ {
		seen[text.PluralForm(lang, n)] = true
	}
	var out []string
	for f := range seen {
		out = append(out, f)
	}
	slices.Sort(out)
	return out
}

var verb = regexp.MustCompile(`%(\[(\d+)\])?[-+# 0]*\d*(\.\d+)?([a-zA-Z%])`)

// placeholders lists a text's verbs as argument index → verb letters,
// numbering implicit arguments as fmt does.
func placeholders(format string) map[int][]string {
	out := map[int][]string{}
	next := 0
	for _, m := range verb.FindAllStringSubmatch(format, -1) {
		if m[4] == "%" {
			continue
		}
		i := next
		if m[2] != "" {
			i, _ = strconv.Atoi(m[2])
			i--
		}
		next = i + 1
		out[i] = append(out[i], m[4])
	}
	return out
}

// Each text, in each language and form, uses every declared argument and
// only those, each with a verb that fits its type.
func checkPlaceholders(t *testing.T, declared []Declared, files map[text.Lang]text.MessageFile) {
	for lang, m := range files {
		for _, d := range declared {
			var texts []string
			if s, ok := m.Plain[d.Key]; ok {
				texts = append(texts, s)
			}
			for _, s := range m.Counts[d.Key] {
				texts = append(texts, s)
			}
			for _, s := range texts {
				ph := placeholders(s)
				for i := range d.Args {
					assert.Contains(t, ph, i, "%s %q: argument %d (%s) is not used in %q", lang, d.Key, i+1, d.Args[i], s)
				}
				for i, verbs := range ph {
					if !assert.Less(t, i, len(d.Args), "%s %q: %q uses argument %d of %d", lang, d.Key, s, i+1, len(d.Args)) {
						continue
					}
					for _, v := range verbs {
						if d.Args[i] == "int" {
							assert.Equal(t, "d", v, "%s %q: argument %d is a number", lang, d.Key, i+1)
						} else {
							assert.Contains(t, []string{"s", "q"}, v, "%s %q: argument %d is a text", lang, d.Key, i+1)
						}
					}
				}
			}
		}
	}
}

// sample is typed sample arguments for a declared message, with the
// counting argument set to n.
func sample(d Declared, n int) []any {
	args := make([]any, len(d.Args))
	for i, a := range d.Args {
		switch a {
		case "int":
			args[i] = 7
			if i == d.Count {
				args[i] = n
			}
		case "string":
			args[i] = "Zoë"
		default:
			args[i] = text.List("Zoë")
		}
	}
	return args
}

// Every message renders in every language with sample arguments of the
// right types: no fmt error, no raw key, and for counted messages every
// form a count can choose; in French with its typography.
func checkRenders(t *testing.T, declared []Declared) {
	for _, lang := range text.Langs() {
		p := text.For(lang)
		for _, d := range declared {
			for _, n := range []int{0, 1, 2, 3, 5, 11, 21, 22, 25, 101} {
				got := p.T(text.Keyed(d.Key, d.Count+1, sample(d, n)...))
				assert.NotContains(t, got, "%!", "%s %q", lang, d.Key)
				assert.NotEqual(t, d.Key, got, "%s %q renders as its key", lang, d.Key)
				if lang == text.FR {
					assert.NotRegexp(t, ` [:;?!]|« | »`, got, "%q: French puts a no-break space before : ; ? ! and inside « »", d.Key)
				}
				if d.Count < 0 {
					break
				}
			}
		}
	}
}

// No text of another language is left in English, beyond proper nouns,
// symbols and words the two languages share.
func checkNoEnglish(t *testing.T, s Set, declared []Declared, files map[text.Lang]text.MessageFile) {
	english := files[text.EN]
	for _, lang := range text.Langs()[1:] {
		m := files[lang]
		for _, d := range declared {
			if slices.Contains(s.SameInEveryLanguage, d.Key) {
				continue
			}
			en, ok := english.Plain[d.Key]
			got, has := m.Plain[d.Key]
			if !ok || !has || en != got || onlyShared(s.WordsInCommon[lang], got) {
				continue
			}
			t.Errorf("%s %q is the English text: %q", lang, d.Key, got)
		}
	}
}

func onlyShared(common []string, s string) bool {
	for _, w := range strings.FieldsFunc(s, func(r rune) bool {
		return !strings.ContainsRune("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", r)
	}) {
		if len(w) > 1 && !slices.Contains(common, strings.ToLower(w)) {
			return false
		}
	}
	return true
}
