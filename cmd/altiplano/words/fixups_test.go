package words

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/altiplano"
)

// A row too full names its spaces in the plural form its count takes: "1
// case" in French, "1 место", "3 места", "5 мест" in Russian.
func TestOverfullRowCountsItsSpaces(t *testing.T) {
	for _, c := range []struct {
		lang text.Lang
		max  int
		want string
	}{
		{text.FR, 1, "2 tuiles, mais la rangée n'a que 1 case"},
		{text.FR, 3, "4 tuiles, mais la rangée n'a que 3 cases"},
		{text.DE, 1, "aber die Reihe hat nur 1 Feld"},
		{text.DE, 3, "aber die Reihe hat nur 3 Felder"},
		{text.ES, 1, "solo tiene 1 espacio"},
		{text.RU, 1, "в ряду только 1 место"},
		{text.RU, 3, "в ряду только 3 места"},
		{text.RU, 5, "в ряду только 5 мест"},
		{text.EN, 1, "2 tiles, but the row holds only 1"},
	} {
		got := text.For(c.lang).Problem(&rules.Problem{Kind: altiplano.WarehouseOverfull, N: c.max + 1, Max: c.max})
		assert.Contains(t, got, c.want, "%s, %d spaces", c.lang, c.max)
	}
}

// The Russian rulebook (seeds/altiplano-rules-ru.txt) calls the extension
// tiles «пристройки» throughout («планшет пристроек», «купить пристройку»,
// «жетоне пристройки») and never «расширения»: the Russian texts use the
// rulebook's word everywhere, the counting checklist included.
func TestRussianExtensionsAreTheRulebooksWord(t *testing.T) {
	assert.Equal(t, "Эффекты пристроек", TitleEffects.In(text.For(text.RU)))
	assert.Contains(t, BeforeChecklist.In(text.For(text.RU)), "пристроек")
	ru, err := os.ReadFile(filepath.Join("locales", "ru.txt"))
	require.NoError(t, err)
	assert.NotContains(t, strings.ToLower(string(ru)), "расширени")
}
