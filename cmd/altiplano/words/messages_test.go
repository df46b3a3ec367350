package words

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/text"
	"altiplano/cmd/text/texttest"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	scoring "altiplano/scoring/altiplano"
)

// Altiplano's messages: its files against its declarations.
func TestMessages(t *testing.T) {
	texttest.Check(t, texttest.Set{Dir: ".", Files: text.LocaleFiles(locales, "locales"),
		SameInEveryLanguage: []string{"goods.count", "sheet.tile_name", "seat.title", "echo.row", "check.ask", "game.name"},
		WordsInCommon: map[text.Lang][]string{
			text.DE: {"farm", "farmer", "mission", "missionen", "start", "code", "bonus", "joker", "box"},
			text.FR: {"village", "mine", "missions", "mission", "centre", "code", "bonus", "extensions", "extension", "cacao", "joker", "total"},
			text.ES: {"cacao", "total", "joker", "roles", "no"},
			text.HU: {"farm", "farmer", "bonus", "joker"},
		}})
}

// Every kind of problem Altiplano's packages report has its text, naming
// the player and the field, and every assumption a result can rest on is
// said.
func TestProblemsRender(t *testing.T) {
	texttest.CheckProblems(t, ProblemKinds(), func(k rules.Kind) *rules.Problem {
		return &rules.Problem{Kind: k, Player: "Anna", Field: rules.AtIndex(altiplano.FieldWarehouseRow, 2),
			Value: "glsas", N: 4, Min: 1, Max: 3, Item: string(altiplano.Glass), Other: string(altiplano.Fish), Ref: 12, Names: []string{"Anna", "Ben"}}
	})
	for _, lang := range text.Langs() {
		p := text.For(lang)
		for _, a := range []scoring.Assumption{{Kind: scoring.GoodsInferred, Goods: []altiplano.Good{altiplano.Glass}},
			{Kind: scoring.RowsIncomplete, Player: "Anna", Rows: []int{2}}, {Kind: scoring.RowVPInferred, Player: "Anna"},
			{Kind: scoring.MissionVPInferred, Mission: 3}, {Kind: scoring.CapacitiesUnchecked},
			{Kind: scoring.HouseBonusTwice, Player: "Anna", Goods: []altiplano.Good{altiplano.Fish}}} {
			got := Assumption(p, a)
			assert.NotContains(t, got, "%!")
			assert.NotEqual(t, string(a.Kind), got)
		}
	}
}
