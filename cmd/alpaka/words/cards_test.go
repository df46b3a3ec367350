package words

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/alpaka"
	alpakascore "altiplano/scoring/alpaka"
)

// The card table parses, names every card in every language, and no word
// names two cards.
func TestAlpakaCardTable(t *testing.T) {
	tab, errs := parseCardTable(alpakaCardsFile)
	require.Empty(t, errs)
	assert.Equal(t, text.Langs(), tab.Langs())
	for _, info := range alpaka.Cards() {
		for _, lang := range text.Langs() {
			assert.True(t, tab.Named("card."+string(info.ID), lang), "%s in %s", info.ID, lang)
		}
		assert.Equal(t, info.Russian, Card(text.For(text.RU), info.ID), "the Russian edition's name")
	}
	_, errs = parseCardTable("languages = en | de\ncard.baby = baby | Baby\ncard.mime = baby | Mime\ncard.dragon = a | b\nbroken\n")
	assert.Len(t, errs, 3)
}

func TestAlpakaNamesInEveryLanguage(t *testing.T) {
	for word, want := range map[string]alpaka.Card{"Einhorn": alpaka.Unicorn, "licorne": alpaka.Unicorn, "unicornio": alpaka.Unicorn,
		"egyszarvú": alpaka.Unicorn, "ЕДИНОРОЖКА": alpaka.Unicorn, "unicorn": alpaka.Unicorn, "Grande Gueule": alpaka.Loudmouth,
		"twin": alpaka.Twins, "близнецы": alpaka.Twins} {
		got, ok := Names{}.Card(word)
		require.True(t, ok, word)
		assert.Equal(t, want, got, word)
	}
	assert.Contains(t, Names{}.Suggest("Einhron"), alpaka.Unicorn)
	assert.Contains(t, Names{}.Suggest("librarain"), alpaka.Librarian)
}

// Two letters swapped is one typo, so a short name with a swap still gets
// its suggestion, in any language, as a letter too many does ("mimee").
func TestAlpakaNamesWithTwoLettersSwappedAreSuggested(t *testing.T) {
	for word, want := range map[string]alpaka.Card{"mmie": alpaka.Mime, "kign": alpaka.King, "twnis": alpaka.Twins,
		"Köngi": alpaka.King, "Zwillnige": alpaka.Twins, "mimee": alpaka.Mime} {
		assert.Contains(t, Names{}.Suggest(word), want, word)
	}
}

// Every name of every card, in every language, reads as that card on a
// line of the walk-through, names of three words ("accro du shopping",
// "carta de valla") as much as names of one.
func TestEveryCardNameReadsOnALineOfCards(t *testing.T) {
	tab := alpakaCards()
	for _, key := range tab.Keys() {
		card := alpaka.Card(strings.TrimPrefix(key, "card."))
		for _, name := range tab.Words(key) {
			got, ps := alpakascore.ParseCards(name, Names{})
			require.Empty(t, ps, name)
			assert.Equal(t, []alpaka.Card{card}, got, name)
		}
	}
}

// Alpaka's problems, fields and warnings render in every language, naming
// the card in that language.
func TestAlpakaProblemsRender(t *testing.T) {
	for _, lang := range text.Langs() {
		p := text.For(lang)
		for _, k := range alpaka.FieldKinds() {
			assert.NotEmpty(t, p.Field(rules.AtIndex(k, 2)), "%s %s", lang, k)
		}
		for _, k := range WarningKinds() {
			got := Warning(p, alpakascore.Warning{Kind: k, Player: "Anna", Card: alpaka.Unicorn})
			assert.NotContains(t, got, "%!")
			if k != alpakascore.NoFullFarm && k != alpakascore.SnobValueUnknown {
				assert.Contains(t, got, Card(p, alpaka.Unicorn))
			}
		}
	}
	en := text.English()
	got := en.Problem(&rules.Problem{Kind: alpaka.UnknownCard, Player: "Lidia", Value: "libarian", Names: []string{"librarian"},
		Field: rules.InFile("game.yaml", "players[0].fences[1][0]", 4)})
	assert.True(t, strings.HasPrefix(got, "Lidia, game.yaml"), got)
	assert.True(t, strings.HasSuffix(got, `"libarian" is not an Alpaka card; did you mean librarian?`), got)
	assert.Equal(t, "Anna, fence 2: 3 cards behind one fence; at most 2",
		en.Problem(&rules.Problem{Kind: alpakascore.FenceOverfull, Player: "Anna", Field: rules.AtIndex(alpaka.FieldFence, 2), N: 3, Max: 2}))
	assert.Equal(t, "Anna, единорожка: единорожка не может стать картой Детёныш (не детёныш, не единорожка; близнецы — только если единорожка одна за забором)",
		text.For(text.RU).Problem(&rules.Problem{Kind: alpakascore.UnicornIneligible, Player: "Anna", Field: rules.At(alpaka.FieldUnicorn), Value: "baby"}))
	assert.Equal(t, "Zoe: Einhorn zweimal auf einer Farm; jeder Name höchstens einmal",
		text.For(text.DE).Problem(&rules.Problem{Kind: alpakascore.NameTwiceOnFarm, Player: "Zoe", Value: "unicorn"}))
}

// A count of white types agrees with its noun: one type, two types.
func TestWhiteCountAgreesWithItsNumber(t *testing.T) {
	en, ru := text.English(), text.For(text.RU)
	assert.Equal(t, "1 white type listed; the box has 4", ErrWhiteCount.In(en, 1, 4))
	assert.Equal(t, "5 white types listed; the box has 4", ErrWhiteCount.In(en, 5, 4))
	assert.Equal(t, "указано 5 белых видов; в коробке их 4", ErrWhiteCount.In(ru, 5, 4))
}
