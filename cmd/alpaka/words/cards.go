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

// cardTable is cards.txt read: each card's name per language, and every
// word of every language, folded, for reading.
type cardTable struct {
	text.Terms
	words map[string]alpaka.Card
}

var alpakaCards = sync.OnceValue(func() cardTable {
	t, _ := parseCardTable(alpakaCardsFile) // the tests keep the file free of errors
	return t
})

// parseCardTable reads the card table: every key a card, no word naming
// two cards.
func parseCardTable(data string) (cardTable, []error) {
	tt, errs := text.ParseTerms(data)
	t := cardTable{Terms: tt, words: map[string]alpaka.Card{}}
	for _, key := range tt.Keys() {
		card := alpaka.Card(strings.TrimPrefix(key, "card."))
		if _, known := alpaka.InfoOf(card); !known {
			errs = append(errs, fmt.Errorf("%s: no such card", key))
			continue
		}
		for _, w := range tt.Words(key) {
			if other, taken := t.words[alpaka.Fold(w)]; taken && other != card {
				errs = append(errs, fmt.Errorf("%q names %s and %s", w, other, card))
			}
			t.words[alpaka.Fold(w)] = card
		}
	}
	return t, errs
}

// Card names a card in the printer's language.
func Card(p text.Printer, c alpaka.Card) string {
	return alpakaCards().Name(p.Lang(), "card."+string(c), string(c))
}

// alpakaCardText is a card's name as a message argument: the name itself,
// already in the printer's language.
func alpakaCardText(p text.Printer, c alpaka.Card) text.Text {
	return text.List(Card(p, c))
}

// CardArg is a card's name as a message argument, in p's language.
func CardArg(p text.Printer, c alpaka.Card) text.Text { return alpakaCardText(p, c) }

// Names reads card names in every language the program speaks, the
// ids and the Russian edition's names, and suggests the nearest for a typo.
type Names struct{}

func (Names) Card(word string) (alpaka.Card, bool) {
	if c, ok := alpaka.ParseCard(word); ok {
		return c, true
	}
	c, ok := alpakaCards().words[alpaka.Fold(word)]
	return c, ok
}

func (Names) Suggest(word string) []alpaka.Card {
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

// Colour names a market colour.
func Colour(c alpakasetup.Colour) text.Text {
	if c == alpakasetup.White {
		return ColourWhite.T()
	}
	return ColourBrown.T()
}

// Source says where a printed value comes from.
func Source(s printed.Source) text.Text {
	switch s {
	case printed.Box:
		return SourceBox.T()
	case printed.Inferred:
		return SourceInferred.T()
	}
	return SourceRulebook.T()
}

// KeyName names a step of the tie-break.
func KeyName(k string) text.Text {
	switch k {
	case "alpacas":
		return KeyAlpacas.T()
	case "most_valuable":
		return KeyMostValuable.T()
	case "deck":
		return KeyDeck.T()
	case "shared":
		return KeyShared.T()
	}
	return KeyPoints.T()
}

// Warning renders one thing a result asks players to look at.
func Warning(p text.Printer, w alpakascore.Warning) string {
	switch w.Kind {
	case alpakascore.RepeatName:
		return WarnRepeat.In(p, w.Player, alpakaCardText(p, w.Card))
	case alpakascore.BestChosen:
		return WarnBest.In(p, w.Player, alpakaCardText(p, w.Card))
	case alpakascore.SnobValueUnknown:
		return WarnSnobValue.In(p, w.Player)
	case alpakascore.RepeatExcluded:
		return WarnRepeatExcluded.In(p, w.Player, alpakaCardText(p, w.Card))
	}
	return WarnNoFullFarm.In(p)
}

// WarningKinds lists the warnings, for the tests.
func WarningKinds() []alpakascore.WarningKind {
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
				near[i] = Card(p, alpaka.Card(n))
			}
			return ErrUnknownCardNear.T(pr.Value, strings.Join(near, ", ")), true
		}
		return ErrUnknownCard.T(pr.Value), true
	case alpaka.NotMarketType:
		return ErrNotMarketType.T(card), true
	case alpaka.CardTwice:
		return ErrCardTwice.T(card), true
	case alpaka.WhiteCount:
		return ErrWhiteCount.T(pr.N, pr.Max), true
	case alpaka.RulebookValue:
		return ErrRulebookValue.T(card, pr.N, pr.Max), true
	case alpaka.OptionValue:
		return ErrOptionValue.T(pr.Value, strings.Join(pr.Names, ", ")), true
	case alpakascore.FenceOverfull:
		return ErrFenceOverfull.T(pr.N, pr.Max), true
	case alpakascore.FenceEmpty:
		return ErrFenceEmpty.T(), true
	case alpakascore.TwinsNotAlone:
		return ErrTwinsNotAlone.T(), true
	case alpakascore.TooManyFences:
		return ErrTooManyFences.T(pr.N, pr.Max), true
	case alpakascore.NameTwiceOnFarm:
		return ErrNameTwiceOnFarm.T(card), true
	case alpakascore.FenceCardOnFarm:
		return ErrFenceCardOnFarm.T(), true
	case alpakascore.TooManyCopies:
		return ErrTooManyCopies.T(pr.N, card, pr.Max), true
	case alpakascore.UnicornIneligible:
		return ErrUnicornIneligible.T(card), true
	case alpakascore.UnicornNotInMarket:
		return ErrUnicornNotMarket.T(card), true
	case alpakascore.UnicornWithout:
		return ErrUnicornWithout.T(card), true
	case alpakascore.UnicornChoiceRequired:
		if text.InFile(pr) { // the key to write
			return ErrChoiceRequiredInFile.T(), true
		}
		return ErrChoiceRequired.T(), true
	case alpakascore.ReplacementRepeat:
		if text.InFile(pr) {
			return ErrRepeatRefusedInFile.T(card), true
		}
		return ErrRepeatRefused.T(card), true
	case alpakascore.MarketNeeded:
		if text.InFile(pr) { // the key to write
			return ErrMarketNeededInFile.T(), true
		}
		return ErrMarketNeeded.T(), true
	case alpakascore.DeckAlpacasNeeded:
		if text.InFile(pr) { // the key to write
			return ErrDeckAlpacasNeededInFile.T(), true
		}
		return ErrDeckAlpacasNeeded.T(), true
	case alpakascore.DeckAlpacasWithout:
		return ErrDeckAlpacasWithout.T(), true
	case alpakascore.DeckAlpacasOverDeck:
		return ErrDeckAlpacasOver.T(pr.N, pr.Max), true
	case alpakascore.ValueUnknown:
		return ErrValueUnknown.T(card), true
	case alpakascore.NoblesValueUnknown:
		return ErrNoblesValueUnknown.T(), true
	case alpakascore.NotAlpaka:
		return ErrNotAlpaka.T(pr.Value), true
	case alpaka.ValuesCount:
		return ErrValuesCount.T(pr.N, pr.Max), true
	case alpaka.ValuesOrder:
		prev := ""
		if len(pr.Names) > 0 {
			prev = pr.Names[0]
		}
		return ErrValuesOrder.T(card, pr.N, alpakaCardText(p, alpaka.Card(prev)), pr.Max), true
	case alpaka.NoblesLow:
		return ErrNoblesLow.T(pr.N, pr.Max), true
	case alpakasetup.QuickPlayers:
		return ErrQuickPlayers.T(pr.N), true
	case alpakasetup.MarketCount:
		return ErrMarketCount.T(pr.N, pr.Max), true
	case alpakasetup.MarketColour:
		return ErrMarketColour.T(pr.N, Colour(alpakasetup.Colour(pr.Value)), pr.Max), true
	}
	return text.Text{}, false
}

func init() {
	text.RegisterRenderer(text.Renderer{Problem: alpakaProblemText, Field: func(p text.Printer, f rules.Field) (string, bool) {
		s := alpakaField(p, f)
		return s, s != ""
	}, Kinds: ProblemKinds(), Together: alpakaProblemsTogether})
}

// alpakaProblemsTogether words several values out of order in one answer
// as one message: that the rulebook lists the types in ascending value,
// once, then each type with the types listed before it at more ("unicorn
// at 4 comes after mime at 5, explorer at 6").
func alpakaProblemsTogether(p text.Printer, ps []*rules.Problem) (text.Text, bool) {
	if ps[0].Kind != alpaka.ValuesOrder {
		return text.Text{}, false
	}
	type later struct {
		card    alpaka.Card
		n       int
		earlier []string
	}
	var laters []*later
	for _, pr := range ps {
		// Value is the type listed later, at N; Names[0] the one before it, at Max.
		card := alpaka.Card(pr.Value)
		var l *later
		for _, have := range laters {
			if have.card == card && have.n == pr.N {
				l = have
			}
		}
		if l == nil {
			l = &later{card: card, n: pr.N}
			laters = append(laters, l)
		}
		if len(pr.Names) > 0 {
			l.earlier = append(l.earlier, ErrValuesOrderAt.In(p, alpakaCardText(p, alpaka.Card(pr.Names[0])), pr.Max))
		}
	}
	items := make([]string, len(laters))
	for i, l := range laters {
		items[i] = ErrValuesOrderAfter.In(p, alpakaCardText(p, l.card), l.n, p.T(text.List(l.earlier...)))
	}
	return ErrValuesOrderAll.T(p.JoinItems(items...)), true
}

// alpakaField renders where in an Alpaka input a problem is.
func alpakaField(p text.Printer, f rules.Field) string {
	switch f.Kind {
	case alpaka.FieldFence:
		return FieldFence.In(p, f.Index)
	case alpaka.FieldFarm:
		return FieldFarm.In(p)
	case alpaka.FieldDeck:
		return FieldDeck.In(p)
	case alpaka.FieldDeckAlpacas:
		return FieldDeckAlpacas.In(p)
	case alpaka.FieldUnicorn:
		return FieldUnicorn.In(p)
	case alpaka.FieldMarket:
		return FieldMarket.In(p)
	case alpaka.FieldValue:
		return FieldValue.In(p)
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
