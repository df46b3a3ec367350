package words

import (
	_ "embed"
	"fmt"
	"strings"
	"sync"

	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/alpaka"
	"altiplano/rules/printed"
	alpakascore "altiplano/scoring/alpaka"
	alpakasetup "altiplano/setup/alpaka"
)

//go:embed cards.txt
var alpakaCardsFile string

// cardTable is locales/alpaka/cards.txt: each card's name per language, and
// every word of every language, folded, for reading.
type cardTable struct {
	names map[alpaka.Card][]string // first word per language, in langs order
	langs []text.Lang
	words map[string]alpaka.Card
}

var alpakaCards = sync.OnceValue(func() cardTable {
	t, _ := parseCardTable(alpakaCardsFile) // the tests keep the file free of errors
	return t
})

func parseCardTable(data string) (cardTable, []error) {
	t := cardTable{names: map[alpaka.Card][]string{}, words: map[string]alpaka.Card{}}
	var errs []error
	for n, line := range text.Entries(data) {
		key, value, ok := strings.Cut(line, " = ")
		cells := strings.Split(value, "|")
		switch {
		case !ok:
			errs = append(errs, fmt.Errorf("cards line %d: expected \"key = words | words …\"", n))
			continue
		case key == "languages":
			for _, c := range cells {
				t.langs = append(t.langs, text.Lang(strings.TrimSpace(c)))
			}
			continue
		case len(cells) != len(t.langs):
			errs = append(errs, fmt.Errorf("cards line %d: %d languages, expected %d", n, len(cells), len(t.langs)))
			continue
		}
		card := alpaka.Card(strings.TrimPrefix(key, "card."))
		if _, known := alpaka.InfoOf(card); !known {
			errs = append(errs, fmt.Errorf("cards line %d: no card %q", n, card))
			continue
		}
		first := make([]string, len(cells))
		for j, cell := range cells {
			for w := range strings.SplitSeq(cell, ",") {
				if w = strings.TrimSpace(w); w == "" {
					continue
				}
				if first[j] == "" {
					first[j] = w
				}
				if other, taken := t.words[alpaka.Fold(w)]; taken && other != card {
					errs = append(errs, fmt.Errorf("cards line %d: %q names %s and %s", n, w, other, card))
				}
				t.words[alpaka.Fold(w)] = card
			}
		}
		t.names[card] = first
	}
	return t, errs
}

// AlpakaCard names a card in the printer's language.
func AlpakaCard(p text.Printer, c alpaka.Card) string {
	t := alpakaCards()
	names := t.names[c]
	for i, l := range t.langs {
		if l == p.Lang() && i < len(names) && names[i] != "" {
			return names[i]
		}
	}
	return string(c)
}

// alpakaCardText is a card's name as a message argument: the name itself,
// already in the printer's language.
func alpakaCardText(p text.Printer, c alpaka.Card) text.Text {
	return text.List(AlpakaCard(p, c))
}

// AlpakaCardArg is a card's name as a message argument, in p's language.
func AlpakaCardArg(p text.Printer, c alpaka.Card) text.Text { return alpakaCardText(p, c) }

// AlpakaNames reads card names in every language the program speaks, the
// ids and the Russian edition's names, and suggests the nearest for a typo.
type AlpakaNames struct{}

func (AlpakaNames) Card(word string) (alpaka.Card, bool) {
	if c, ok := alpaka.ParseCard(word); ok {
		return c, true
	}
	c, ok := alpakaCards().words[alpaka.Fold(word)]
	return c, ok
}

func (AlpakaNames) Suggest(word string) []alpaka.Card {
	return alpaka.Nearest(word, func(yield func(string, alpaka.Card) bool) {
		for w, c := range alpakaCards().words {
			if !yield(w, c) {
				return
			}
		}
		for _, info := range alpaka.Cards() {
			if !yield(string(info.ID), info.ID) {
				return
			}
		}
	})
}

// AlpakaColour names a market colour.
func AlpakaColour(c alpakasetup.Colour) text.Text {
	if c == alpakasetup.White {
		return AlpakaColourWhite.T()
	}
	return AlpakaColourBrown.T()
}

// AlpakaSource says where a printed value comes from.
func AlpakaSource(s printed.Source) text.Text {
	switch s {
	case printed.Box:
		return AlpakaSourceBox.T()
	case printed.Inferred:
		return AlpakaSourceInferred.T()
	}
	return AlpakaSourceRulebook.T()
}

// AlpakaKey names a step of the tie-break.
func AlpakaKey(k string) text.Text {
	switch k {
	case "alpacas":
		return AlpakaKeyAlpacas.T()
	case "most_valuable":
		return AlpakaKeyMostValuable.T()
	case "deck":
		return AlpakaKeyDeck.T()
	case "shared":
		return AlpakaKeyShared.T()
	}
	return AlpakaKeyPoints.T()
}

// AlpakaWarning renders one thing a result asks players to look at.
func AlpakaWarning(p text.Printer, w alpakascore.Warning) string {
	switch w.Kind {
	case alpakascore.RepeatName:
		return AlpakaWarnRepeat.In(p, w.Player, alpakaCardText(p, w.Card))
	case alpakascore.BestChosen:
		return AlpakaWarnBest.In(p, w.Player, alpakaCardText(p, w.Card))
	case alpakascore.SnobValueUnknown:
		return AlpakaWarnSnobValue.In(p, w.Player)
	case alpakascore.RepeatExcluded:
		return AlpakaWarnRepeatExcluded.In(p, w.Player, alpakaCardText(p, w.Card))
	}
	return AlpakaWarnNoFullFarm.In(p)
}

// AlpakaWarningKinds lists the warnings, for the tests.
func AlpakaWarningKinds() []alpakascore.WarningKind {
	return []alpakascore.WarningKind{alpakascore.NoFullFarm, alpakascore.RepeatName, alpakascore.BestChosen, alpakascore.SnobValueUnknown, alpakascore.RepeatExcluded}
}

// alpakaProblemText renders the problems of Alpaka's inputs.
func alpakaProblemText(p text.Printer, pr *rules.Problem) (text.Text, bool) {
	card := alpakaCardText(p, alpaka.Card(pr.Value))
	switch pr.Kind {
	case alpaka.UnknownCard:
		if len(pr.Names) > 0 {
			near := make([]string, len(pr.Names))
			for i, n := range pr.Names {
				near[i] = AlpakaCard(p, alpaka.Card(n))
			}
			return AlpakaErrUnknownCardNear.T(pr.Value, strings.Join(near, ", ")), true
		}
		return AlpakaErrUnknownCard.T(pr.Value), true
	case alpaka.NotMarketType:
		return AlpakaErrNotMarketType.T(card), true
	case alpaka.CardTwice:
		return AlpakaErrCardTwice.T(card), true
	case alpaka.WhiteCount:
		return AlpakaErrWhiteCount.T(pr.N, pr.Max), true
	case alpaka.RulebookValue:
		return AlpakaErrRulebookValue.T(card, pr.N, pr.Max), true
	case alpaka.OptionValue:
		return AlpakaErrOptionValue.T(pr.Value, strings.Join(pr.Names, ", ")), true
	case alpakascore.FenceOverfull:
		return AlpakaErrFenceOverfull.T(pr.N, pr.Max), true
	case alpakascore.FenceEmpty:
		return AlpakaErrFenceEmpty.T(), true
	case alpakascore.TwinsNotAlone:
		return AlpakaErrTwinsNotAlone.T(), true
	case alpakascore.TooManyFences:
		return AlpakaErrTooManyFences.T(pr.N, pr.Max), true
	case alpakascore.NameTwiceOnFarm:
		return AlpakaErrNameTwiceOnFarm.T(card), true
	case alpakascore.FenceCardOnFarm:
		return AlpakaErrFenceCardOnFarm.T(), true
	case alpakascore.TooManyCopies:
		return AlpakaErrTooManyCopies.T(pr.N, card, pr.Max), true
	case alpakascore.UnicornIneligible:
		return AlpakaErrUnicornIneligible.T(card), true
	case alpakascore.UnicornNotInMarket:
		return AlpakaErrUnicornNotMarket.T(card), true
	case alpakascore.UnicornWithout:
		return AlpakaErrUnicornWithout.T(card), true
	case alpakascore.UnicornChoiceRequired:
		return AlpakaErrChoiceRequired.T(), true
	case alpakascore.ReplacementRepeat:
		return AlpakaErrRepeatRefused.T(card), true
	case alpakascore.MarketNeeded:
		return AlpakaErrMarketNeeded.T(), true
	case alpakascore.DeckAlpacasNeeded:
		return AlpakaErrDeckAlpacasNeeded.T(), true
	case alpakascore.DeckAlpacasWithout:
		return AlpakaErrDeckAlpacasWithout.T(), true
	case alpakascore.DeckAlpacasOverDeck:
		return AlpakaErrDeckAlpacasOver.T(pr.N, pr.Max), true
	case alpakascore.ValueUnknown:
		return AlpakaErrValueUnknown.T(card), true
	case alpakascore.NoblesValueUnknown:
		return AlpakaErrNoblesValueUnknown.T(), true
	case alpakascore.NotAlpaka:
		return AlpakaErrNotAlpaka.T(pr.Value), true
	case alpaka.ValuesCount:
		return AlpakaErrValuesCount.T(pr.N, pr.Max), true
	case alpaka.ValuesOrder:
		prev := ""
		if len(pr.Names) > 0 {
			prev = pr.Names[0]
		}
		return AlpakaErrValuesOrder.T(card, pr.N, alpakaCardText(p, alpaka.Card(prev)), pr.Max), true
	case alpaka.NoblesLow:
		return AlpakaErrNoblesLow.T(pr.N, pr.Max), true
	case alpakasetup.QuickPlayers:
		return AlpakaErrQuickPlayers.T(pr.N), true
	case alpakasetup.MarketCount:
		return AlpakaErrMarketCount.T(pr.N, pr.Max), true
	case alpakasetup.MarketColour:
		return AlpakaErrMarketColour.T(pr.N, AlpakaColour(alpakasetup.Colour(pr.Value)), pr.Max), true
	}
	return text.Text{}, false
}

func init() {
	text.RegisterRenderer(text.Renderer{Problem: alpakaProblemText, Field: func(p text.Printer, f rules.Field) (string, bool) {
		s := alpakaField(p, f)
		return s, s != ""
	}, Kinds: ProblemKinds()})
}

// alpakaField renders where in an Alpaka input a problem is.
func alpakaField(p text.Printer, f rules.Field) string {
	switch f.Kind {
	case alpaka.FieldFence:
		return AlpakaFieldFence.In(p, f.Index)
	case alpaka.FieldFarm:
		return AlpakaFieldFarm.In(p)
	case alpaka.FieldDeck:
		return AlpakaFieldDeck.In(p)
	case alpaka.FieldDeckAlpacas:
		return AlpakaFieldDeckAlpacas.In(p)
	case alpaka.FieldUnicorn:
		return AlpakaFieldUnicorn.In(p)
	case alpaka.FieldMarket:
		return AlpakaFieldMarket.In(p)
	case alpaka.FieldValue:
		return AlpakaFieldValue.In(p)
	}
	return ""
}

// ProblemKinds lists every kind Alpaka's packages report.
func ProblemKinds() []rules.Kind {
	var out []rules.Kind
	for _, l := range [][]rules.Kind{alpaka.Kinds(), alpaka.CalibrationKinds(), alpakascore.Kinds(), alpakasetup.Kinds()} {
		out = append(out, l...)
	}
	return out
}
