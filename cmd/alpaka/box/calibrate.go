package box

import (
	"strings"

	"altiplano/cmd/alpaka/words"
	"altiplano/cmd/game"
	"altiplano/rules"
	"altiplano/rules/alpaka"
	alpakascore "altiplano/scoring/alpaka"
)

// calibrations is the alpaka: section, asked only when named (box
// calibrate --section alpaka): the market types' values in the rulebook's
// order (the unicorn's 4 left out), the nobles' one value, the eight white
// types, and optionally the snob.
func calibrations() []game.Calibration {
	return []game.Calibration{{Section: alpaka.SectionKey, Hint: words.BoxHint.T(), Gloss: words.BoxSection.T(), Title: words.BoxSection.T(), Ask: calibrate}}
}

func calibrate(a game.Asker) (game.BoxPart, error) {
	p := a.Printer()
	names := make([]string, 0, len(alpaka.CalibratedTypes()))
	for _, c := range alpaka.CalibratedTypes() {
		names = append(names, words.Card(p, c))
	}
	var q alpaka.Profile
	var err error
	if q.Values, err = game.Parsed(a, game.Question{Key: "alpaka.values", Label: words.AskBoxValues.In(p, strings.Join(names, " "))},
		alpaka.ParseValues); err != nil {
		return nil, err
	}
	nobles, err := game.Parsed(a, game.Question{Key: "alpaka.nobles", Label: words.AskNobles.In(p)},
		game.OneProblem(func(s string) (int, *rules.Problem) { return alpaka.ParseNobles(s, q.Values) }))
	if err != nil {
		return nil, err
	}
	q.Nobles = &nobles
	if q.White, err = game.Parsed(a, game.Question{Key: "alpaka.white", Label: words.AskBoxWhite.In(p)}, parseWhite); err != nil {
		return nil, err
	}
	snob, err := game.Parsed(a, game.Question{Key: "alpaka.snob", Label: words.AskBoxSnob.In(p)}, game.OneProblem(parseSnob))
	if err != nil {
		return nil, err
	}
	if snob != nil {
		q.Values[alpaka.Snob] = *snob
	}
	return Values().Part(q), nil
}

// parseWhite reads the eight white types, named in any language.
func parseWhite(s string) ([]alpaka.Card, rules.Problems) {
	cards, ps := alpakascore.ParseCards(s, words.Names{})
	if len(ps) == 0 {
		ps = alpaka.ParseWhite(cards)
	}
	return cards, ps
}

// parseSnob reads the snob's value; nil for Enter, which leaves it
// unrecorded.
func parseSnob(s string) (*int, *rules.Problem) {
	if s == "" {
		return nil, nil
	}
	n, pr := alpaka.ValueLimit.Parse("", rules.At(alpaka.FieldValue), s)
	if pr != nil {
		return nil, pr
	}
	return &n, nil
}
