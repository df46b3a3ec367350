package i18n_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
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

func TestEveryKeyHasEnglishText(t *testing.T) {
	for _, k := range append(declaredKeys(t), dynamicKeys()...) {
		assert.True(t, i18n.Has(i18n.EN, k), "key %q has no English text", k)
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
