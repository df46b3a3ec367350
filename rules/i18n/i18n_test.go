package i18n_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/i18n"
)

// declaredKeys reads every Key constant declared in keys.go, so a key added
// there without a text fails here rather than showing its raw name to a user.
func declaredKeys(t *testing.T) []i18n.Key {
	t.Helper()
	file, err := parser.ParseFile(token.NewFileSet(), "keys.go", nil, 0)
	require.NoError(t, err)
	var keys []i18n.Key
	ast.Inspect(file, func(n ast.Node) bool {
		spec, ok := n.(*ast.ValueSpec)
		if !ok {
			return true
		}
		for _, v := range spec.Values {
			if lit, ok := v.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				s, err := strconv.Unquote(lit.Value)
				require.NoError(t, err)
				keys = append(keys, i18n.Key(s))
			}
		}
		return true
	})
	require.NotEmpty(t, keys)
	return keys
}

// dynamicKeys are built from ids at run time rather than declared.
func dynamicKeys() []i18n.Key {
	var keys []i18n.Key
	for i := 1; i <= 20; i++ {
		keys = append(keys, i18n.Key("mission."+strconv.Itoa(i)+".text"), i18n.Key("mission."+strconv.Itoa(i)+".rule"))
	}
	for i := 1; i <= 25; i++ {
		keys = append(keys, i18n.Key("extension.e"+strconv.Itoa(i)))
	}
	for _, r := range []string{"woodcutter", "fisherman", "shepherd", "miner", "farmer", "trader", "stonemason"} {
		keys = append(keys, i18n.Key("role."+r))
	}
	for _, it := range []string{"cart", "house", "boat", "order", "coins"} {
		keys = append(keys, i18n.Key("item."+it))
	}
	for _, c := range []string{"goods", "boats", "houses", "orders", "house_bonus", "warehouse", "missions"} {
		keys = append(keys, i18n.Key("category."+c))
	}
	for _, s := range []string{"left", "right"} {
		keys = append(keys, i18n.Key("side."+s))
	}
	return keys
}

// Every key, declared or built at run time, has a text in every language.
func TestEveryKeyInEveryLanguage(t *testing.T) {
	keys := append(declaredKeys(t), dynamicKeys()...)
	keys = append(keys, i18n.Keys()...)
	for _, lang := range i18n.Langs() {
		for _, k := range keys {
			assert.True(t, i18n.Has(lang, k), "%s has no text for %q", lang, k)
		}
	}
}

// verbs lists a format's placeholders as "argument:verb", numbering implicit
// arguments as fmt does, so a translation may reorder them with %[n]d.
func verbs(format string) []string {
	var out []string
	arg := 1
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		if i < len(format) && format[i] == '%' {
			continue
		}
		if i < len(format) && format[i] == '[' {
			end := strings.IndexByte(format[i:], ']')
			arg, _ = strconv.Atoi(format[i+1 : i+end])
			i += end + 1
		}
		for i < len(format) && strings.IndexByte("+-# 0123456789.", format[i]) >= 0 {
			i++
		}
		if i < len(format) {
			out = append(out, strconv.Itoa(arg)+":"+string(format[i]))
			arg++
		}
	}
	sort.Strings(out)
	return out
}

// A translation must use exactly the English message's arguments, each with
// the same verb: a missing or extra one would print %!d(MISSING) or drop data.
func TestPlaceholdersMatchEnglishInEveryLanguage(t *testing.T) {
	for _, k := range i18n.Keys() {
		want := verbs(i18n.Formats(i18n.EN, k)[0])
		for _, lang := range i18n.Langs() {
			for _, f := range i18n.Formats(lang, k) {
				assert.Equal(t, want, verbs(f), "%s %q: %q", lang, k, f)
			}
		}
	}
}

func TestVerbs(t *testing.T) {
	assert.Equal(t, []string{"1:d", "2:s"}, verbs("%d %s"))
	assert.Equal(t, []string{"1:d", "2:s"}, verbs("%[2]s ×%[1]d"))
	assert.Equal(t, []string{"1:d", "2:s", "3:d", "4:d"}, verbs("%d %s, %[4]d … %[3]d 100%%"))
}

func TestPluralForms(t *testing.T) {
	tests := []struct {
		lang i18n.Lang
		n    int
		want string
	}{
		{i18n.EN, 1, "1 problem:"}, {i18n.EN, 2, "2 problems:"},
		{i18n.RU, 1, "1 ошибка:"}, {i18n.RU, 3, "3 ошибки:"}, {i18n.RU, 5, "5 ошибок:"},
		{i18n.RU, 11, "11 ошибок:"}, {i18n.RU, 21, "21 ошибка:"}, {i18n.RU, 24, "24 ошибки:"},
		{i18n.FR, 0, "0 problème :"}, {i18n.FR, 1, "1 problème :"}, {i18n.FR, 2, "2 problèmes :"},
		{i18n.DE, 1, "1 Problem:"}, {i18n.DE, 7, "7 Probleme:"},
		{i18n.HU, 1, "1 hiba:"}, {i18n.HU, 7, "7 hiba:"},
		{i18n.ES, 1, "1 problema:"}, {i18n.ES, 7, "7 problemas:"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, i18n.For(tt.lang).Sprintf(i18n.ErrProblemCount, tt.n), "%s %d", tt.lang, tt.n)
	}
	assert.Equal(t, "Раскладка на 2 игрока", i18n.For(i18n.RU).Sprintf(i18n.TitleSupply, 2))
	assert.Equal(t, "Раскладка на 5 игроков", i18n.For(i18n.RU).Sprintf(i18n.TitleSupply, 5))
}

func TestMatchLocale(t *testing.T) {
	tests := map[string]i18n.Lang{"hu_HU.UTF-8": i18n.HU, "ru_RU.UTF-8": i18n.RU, "de_AT": i18n.DE, "fr_CA.utf8": i18n.FR,
		"es_MX": i18n.ES, "en_US.UTF-8": i18n.EN}
	for in, want := range tests {
		got, ok := i18n.MatchLocale(in)
		assert.True(t, ok, in)
		assert.Equal(t, want, got, in)
	}
	for _, in := range []string{"C", "POSIX", "", "C.UTF-8", "ja_JP.UTF-8"} {
		_, ok := i18n.MatchLocale(in)
		assert.False(t, ok, in)
	}
}

func TestGameTermsInEveryLanguage(t *testing.T) {
	glass := map[i18n.Lang]string{i18n.EN: "glass", i18n.DE: "Glas", i18n.RU: "стекло", i18n.HU: "üveg", i18n.FR: "verre", i18n.ES: "cristal"}
	for lang, want := range glass {
		assert.Equal(t, want, i18n.For(lang).Sprintf(i18n.GoodKey("glass")))
	}
}

func TestNestedTextIsRenderedInTheSameLanguage(t *testing.T) {
	p := i18n.For(i18n.EN)
	got := p.Sprintf(i18n.ErrWarehouseMixed, 2, i18n.T(i18n.GoodKey("silver")), i18n.T(i18n.GoodKey("fish")))
	assert.Equal(t, "tile 2 is silver, but the row holds fish; only that good or corn may be added", got)
	assert.Equal(t, "Silber", i18n.For(i18n.DE).Text(i18n.T(i18n.GoodKey("silver"))))
}

func TestParseLang(t *testing.T) {
	tests := map[string]i18n.Lang{"ru": i18n.RU, "hu_HU.UTF-8": i18n.HU, "de-AT": i18n.DE, "FR": i18n.FR, "es_ES@euro": i18n.ES, "en_GB": i18n.EN}
	for in, want := range tests {
		got, ok := i18n.ParseLang(in)
		assert.True(t, ok, in)
		assert.Equal(t, want, got, in)
	}
	for _, in := range []string{"", "C", "POSIX", "pt_BR"} {
		_, ok := i18n.ParseLang(in)
		assert.False(t, ok, in)
	}
}

func TestUnknownKeyShowsTheKey(t *testing.T) {
	assert.Equal(t, "no.such.key", i18n.English().Sprintf("no.such.key"))
}
