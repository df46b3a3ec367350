package text

import (
	"iter"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// loaded parses a language's message files, merged, for checking them.
func loaded(lang Lang) messages {
	all := messages{plain: map[string]string{}, counts: map[string]map[string]string{}}
	for _, f := range messageFiles(lang) {
		m, _ := parseMessages(*f)
		maps.Copy(all.plain, m.plain)
		maps.Copy(all.counts, m.counts)
	}
	return all
}

// The messages of each file are sorted by key, after the comments, so that
// a text is found by binary search; every text parsed is the one found.
func TestMessageFilesAreSortedForLookup(t *testing.T) {
	for lang, file := range everyMessageFile() {
		c := newCatalogue(*file)
		prev := ""
		for i, line := range strings.Split(strings.TrimRight(c.data, "\n"), "\n") {
			key, _, _ := strings.Cut(line, " = ")
			key = strings.TrimSpace(strings.TrimSuffix(key, " ="))
			require.NotEmpty(t, key, "%s: message line %d is blank or a comment; comments go at the top", lang, i+1)
			require.Less(t, prev, key, "%s: %q must come before %q (messages are sorted by key)", lang, key, prev)
			prev = key
		}
		m, _ := parseMessages(*file)
		for k, want := range m.plain {
			got, ok := c.lookup(k)
			require.True(t, ok, "%s %s", lang, k)
			require.Equal(t, want, got)
		}
		for k, forms := range m.counts {
			for form, want := range forms {
				got, ok := c.lookup(k + "[" + form + "]")
				require.True(t, ok, "%s %s[%s]", lang, k, form)
				require.Equal(t, want, got)
			}
		}
		for _, missing := range []string{"", "a", "zzz", "err.", "err.prefix2", "help.root"} {
			_, ok := c.lookup(missing)
			assert.False(t, ok, "%s %q", lang, missing)
		}
	}
}

// Every message file parses with no error and holds no key that nothing
// declares (a stale text nobody would ever see).
func TestMessageFilesParseAndHoldOnlyDeclaredKeys(t *testing.T) {
	declaredKeys := map[string]bool{}
	for _, d := range Messages() {
		declaredKeys[d.Key] = true
	}
	for lang, file := range everyMessageFile() {
		m, errs := parseMessages(*file)
		assert.Empty(t, errs, lang)
		for k := range m.plain {
			assert.True(t, declaredKeys[k], "%s: %q is not declared in Go", lang, k)
		}
		for k := range m.counts {
			assert.True(t, declaredKeys[k], "%s: %q is not declared in Go", lang, k)
		}
	}
}

// everyMessageFile yields each language's files, the shared and the games'.
func everyMessageFile() iter.Seq2[Lang, *string] {
	return func(yield func(Lang, *string) bool) {
		for _, lang := range Langs() {
			for _, f := range messageFiles(lang) {
				if !yield(lang, f) {
					return
				}
			}
		}
	}
}

// A key is in one file of a language only: a game's file never hides or
// repeats a shared text.
func TestNoKeyInTwoFiles(t *testing.T) {
	for _, lang := range Langs() {
		owner := map[string]int{}
		for i, f := range messageFiles(lang) {
			m, _ := parseMessages(*f)
			for k := range m.plain {
				_, dup := owner[k]
				assert.False(t, dup, "%s: %q is in two message files", lang, k)
				owner[k] = i
			}
			for k := range m.counts {
				_, dup := owner[k]
				assert.False(t, dup, "%s: %q is in two message files", lang, k)
				owner[k] = i
			}
		}
	}
	assert.Len(t, messageFiles(EN), 2, "the shared file and Alpaka's")
}

// Every declared message has a text in every language, with forms by count
// exactly where the declaration has a counting argument.
func TestEveryMessageInEveryLanguage(t *testing.T) {
	for _, lang := range Langs() {
		m := loaded(lang)
		for _, d := range Messages() {
			_, plain := m.plain[d.Key]
			forms, counted := m.counts[d.Key]
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
func neededForms(lang Lang) []string {
	seen := map[string]bool{"other": true}
	for n := 0; n <= 1000; n++ {
		seen[pluralForm(lang, n)] = true
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
// only those, each with a verb that fits its type: a wrong argument count
// or type cannot pass CI.
func TestPlaceholdersMatchTheDeclarations(t *testing.T) {
	for _, lang := range Langs() {
		m := loaded(lang)
		for _, d := range Messages() {
			var texts []string
			if t, ok := m.plain[d.Key]; ok {
				texts = append(texts, t)
			}
			for _, t := range m.counts[d.Key] {
				texts = append(texts, t)
			}
			for _, text := range texts {
				ph := placeholders(text)
				for i := range d.Args {
					assert.Contains(t, ph, i, "%s %q: argument %d (%s) is not used in %q", lang, d.Key, i+1, d.Args[i], text)
				}
				for i, verbs := range ph {
					if !assert.Less(t, i, len(d.Args), "%s %q: %q uses argument %d of %d", lang, d.Key, text, i+1, len(d.Args)) {
						continue
					}
					for _, v := range verbs {
						switch d.Args[i] {
						case "int":
							assert.Equal(t, "d", v, "%s %q: argument %d is a number", lang, d.Key, i+1)
						default:
							assert.Contains(t, []string{"s", "q"}, v, "%s %q: argument %d is a text", lang, d.Key, i+1)
						}
					}
				}
			}
		}
	}
}

// sample returns typed sample arguments for a declared message, with the
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
			args[i] = SourceBox.T()
		}
	}
	return args
}

// Every message renders in every language with sample arguments of the
// right types: no fmt error, no raw key, and for counted messages every
// form a count can choose.
func TestEveryMessageRenders(t *testing.T) {
	for _, lang := range Langs() {
		p := For(lang)
		for _, d := range Messages() {
			for _, n := range []int{0, 1, 2, 3, 5, 11, 21, 22, 25, 101} {
				got := p.T(Text{key: d.Key, count: d.Count + 1, args: sample(d, n)})
				assert.NotContains(t, got, "%!", "%s %q", lang, d.Key)
				assert.NotEqual(t, d.Key, got, "%s %q renders as its key", lang, d.Key)
				if d.Count < 0 {
					break
				}
			}
		}
	}
}

// sameInEveryLanguage are texts that need no translation: symbols, proper
// nouns and forms built only of values.
var sameInEveryLanguage = map[string][]Lang{
	"goods.count": nil, "draft.line": nil, "field.in_file": nil, "field.in_file_line": nil, "field.file": nil,
	"sheet.tile_name": nil, "mark.box": nil, "err.prefix": nil,
	"seat.title": nil, "echo.row": nil, "check.ask": nil, "field.limit": nil, // a flag name
	"game.name": nil, "alpaka.name": nil, // proper nouns
}

// wordsInCommon are words a language shares with English, so a text made of
// them alone is not an English leftover.
var wordsInCommon = map[Lang][]string{
	DE: {"farm", "farmer", "mission", "missionen", "start", "code", "bonus", "alpaka", "joker", "box"},
	FR: {"village", "mine", "missions", "mission", "centre", "code", "bonus", "extensions", "extension", "cacao", "joker", "total", "source", "version"},
	ES: {"cacao", "alpaca", "total", "joker", "roles", "no"},
	HU: {"farm", "farmer", "alpaka", "bonus", "joker"},
	RU: {},
}

// No text of another language is left in English, beyond proper nouns,
// symbols and words the two languages share.
func TestNoEnglishLeftovers(t *testing.T) {
	english := loaded(EN)
	for _, lang := range Langs()[1:] {
		m := loaded(lang)
		for _, d := range Messages() {
			if _, same := sameInEveryLanguage[d.Key]; same {
				continue
			}
			en, ok := english.plain[d.Key]
			got, has := m.plain[d.Key]
			if !ok || !has || en != got {
				continue
			}
			if onlyShared(lang, got) {
				continue
			}
			t.Errorf("%s %q is the English text: %q", lang, d.Key, got)
		}
	}
}

func onlyShared(lang Lang, s string) bool {
	for _, w := range strings.FieldsFunc(s, func(r rune) bool {
		return !strings.ContainsRune("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", r)
	}) {
		if len(w) > 1 && !slices.Contains(wordsInCommon[lang], strings.ToLower(w)) {
			return false
		}
	}
	return true
}

// tables are the headings shown together; two that render alike in one
// language would make a table unreadable.
var tables = [][]M0{
	{HeadGood, HeadVPPerTile, HeadSource, HeadInBox, HeadFoundAt},
	{HeadLocation, HeadItem, HeadLayOut, HeadBackToBox},
	{HeadRow, HeadSide, HeadCapacity, HeadVP, HeadSource},
	{HeadNumber, HeadMission, HeadVP, HeadDecidedBy},
	{HeadEffect, HeadWhere, HeadDoes},
	{HeadLetter, HeadPlayers, HeadCost, HeadEffect},
	{HeadSlot, HeadSurcharge, HeadSource},
	{HeadRole, HeadFood, HeadCoins, HeadGoods, HeadSource},
	{HeadSeat, HeadPlayer, HeadRole, HeadStartsWith},
	{HeadSlot, HeadTile, HeadCost, HeadSurcharge, HeadPrice},
	{HeadCategory, PadTotal, PadCoins, PadRank},
}

func TestNoTwoHeadingsOfOneTableAlike(t *testing.T) {
	for _, lang := range Langs() {
		p := For(lang)
		for _, table := range tables {
			seen := map[string]bool{}
			for _, h := range table {
				got := strings.ToLower(h.In(p))
				assert.False(t, seen[got], "%s: two headings of one table read %q", lang, got)
				seen[got] = true
			}
		}
		seen := map[string]bool{}
		for _, c := range scorePadForTest() {
			got := strings.ToLower(Category(p, c))
			assert.False(t, seen[got], "%s: two score-pad lines read %q", lang, got)
			seen[got] = true
		}
	}
}

var formNames = map[plural.Form]string{
	plural.Zero: "zero", plural.One: "one", plural.Two: "two",
	plural.Few: "few", plural.Many: "many", plural.Other: "other",
}

// The hand-written plural rules agree with CLDR (as golang.org/x/text has
// it) for every whole number a message could count.
func TestPluralRulesMatchCLDR(t *testing.T) {
	for _, lang := range Langs() {
		tag := language.MustParse(string(lang))
		for n := 0; n <= 1_000_000; n += 1 + n/1000 {
			want := formNames[plural.Cardinal.MatchPlural(tag, n, 0, 0, 0, 0)]
			require.Equal(t, want, pluralForm(lang, n), "%s %d", lang, n)
		}
		require.Equal(t, formNames[plural.Cardinal.MatchPlural(tag, 3_000_000, 0, 0, 0, 0)], pluralForm(lang, 3_000_000), "%s", lang)
	}
}

func TestMatchLocale(t *testing.T) {
	for in, want := range map[string]Lang{"hu_HU.UTF-8": HU, "de_AT": DE, "fr-CA": FR, "RU": RU, "es_ES@euro": ES, "en_GB.UTF-8": EN} {
		got, ok := MatchLocale(in)
		assert.True(t, ok, in)
		assert.Equal(t, want, got, in)
	}
	for _, in := range []string{"", "C", "POSIX", "C.UTF-8", "pt_BR", "ja_JP.UTF-8"} {
		_, ok := MatchLocale(in)
		assert.False(t, ok, in)
	}
}
