package alpakascore

import (
	"altiplano/rules/alpaka"
	"altiplano/scoring/result"
)

// Categories are the lines of Alpaka's pad in the shared form: the cards
// behind fences, and the fighter's bonus.
var Categories = []string{"cards", "fighter"}

// Neutral is the result in the form every game shares, for the history.
func (res Result) Neutral() result.Result {
	out := result.Result{Game: alpaka.ID, TieBreak: TieBreak}
	for _, p := range res.Players {
		out.Players = append(out.Players, result.Player{
			Name: p.Name, Total: p.Total,
			Lines:    []result.Line{{Category: Categories[0], Points: p.CardPoints}, {Category: Categories[1], Points: p.FighterBonus}},
			TieBreak: []int{p.Total, p.Alpacas, p.MostValuable, p.Deck},
		})
	}
	out.Ranked()
	return out
}
