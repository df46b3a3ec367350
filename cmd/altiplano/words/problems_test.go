package words

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/text"
	"altiplano/missions"
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

// A "first to" mission claimed without what being first leaves at the end
// is said as a person says it, for each such mission, in every language:
// who says so, the mission, what the player lacks; no key of the record.
func TestAnImpossibleClaimIsSaidAsAPersonSaysIt(t *testing.T) {
	en := text.For(text.EN)
	claim := func(p text.Printer, player string, id altiplano.MissionID) string {
		return p.ProblemMessage(&rules.Problem{Kind: missions.ClaimImpossible, Player: player, Ref: int(id)})
	}
	assert.Equal(t, "Ana says mission 11 is achieved, but has no complete row of fish", claim(en, "Ana", 11))
	assert.Equal(t, "mission 17 is said to be achieved, but the player has no completed order", claim(en, "", 17))
	for _, lang := range text.Langs() {
		p := text.For(lang)
		for _, id := range missions.All() {
			if !missions.FirstTo(id) {
				continue
			}
			for _, player := range []string{"Ana", ""} {
				got := claim(p, player, id)
				assert.Contains(t, got, strconv.Itoa(int(id)), lang)
				assert.Contains(t, got, player, lang)
				assert.Contains(t, got, missionLacks[id].In(p), lang)
				assert.NotEmpty(t, missionLacks[id].In(p), lang)
				assert.NotContains(t, got, "achieved is", lang)
				assert.NotContains(t, got, "true", lang)
			}
		}
	}
}
