package words

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/text"
	"altiplano/cmd/text/texttest"
	"altiplano/rules"
	"altiplano/rules/alpaka"
	alpakascore "altiplano/scoring/alpaka"
)

// Alpaka's messages: its files against its declarations.
func TestMessages(t *testing.T) {
	texttest.Check(t, texttest.Set{Dir: ".", Files: text.LocaleFiles(locales, "locales"),
		SameInEveryLanguage: []string{"alpaka.name"},
		WordsInCommon: map[text.Lang][]string{
			text.DE: {"alpaka"}, text.ES: {"alpaca"}, text.HU: {"alpaka", "farm"}, text.FR: {"deck"},
		}})
}

// Every kind of problem Alpaka's packages report has its text, naming the
// player and the field.
func TestProblemsRender(t *testing.T) {
	texttest.CheckProblems(t, ProblemKinds(), func(k rules.Kind) *rules.Problem {
		return &rules.Problem{Kind: k, Player: "Anna", Field: rules.AtIndex(alpaka.FieldFence, 2),
			Value: "unicorn", N: 4, Min: 1, Max: 3, Names: []string{"Anna", "Ben"}}
	})
}

// A problem found in a record file names the key to write; the same
// problem in a walk-through says it in words only.
func TestProblemNamesTheKeyOnlyInAFile(t *testing.T) {
	p := text.For(text.ES)
	pr := &rules.Problem{Kind: alpakascore.MarketNeeded}
	assert.Equal(t, "hay un unicornio en una granja: enumere las cartas que quedan en el mercado", p.ProblemMessage(pr))
	pr.Field = rules.InFile("partida.yaml", "market", 3)
	assert.Contains(t, p.ProblemMessage(pr), "(market:)")
}

// A number of alpacas agrees with it: Russian has three forms, German
// and the Romance languages two.
func TestFighterCountsAlpacasInTheirPluralForm(t *testing.T) {
	for _, tc := range []struct {
		lang text.Lang
		n    int
		want string
	}{
		{text.RU, 1, "(1 альпака,"},
		{text.RU, 3, "(3 альпаки,"},
		{text.RU, 5, "(5 альпак,"},
		{text.RU, 21, "(21 альпака,"},
		{text.DE, 1, "(1 Alpaka außer"},
		{text.DE, 4, "(4 Alpakas außer"},
		{text.ES, 1, "(1 alpaca que no es cría"},
		{text.FR, 1, "(1 alpaga hors"},
	} {
		assert.Contains(t, PadFighter.In(text.For(tc.lang), tc.n/2, tc.n), tc.want, "%s %d", tc.lang, tc.n)
	}
	assert.Equal(t, "альпаки за заборами", KeyAlpacas.In(text.For(text.RU)))
}
