package altiplano

import (
	"altiplano/rules/altiplano"
	"altiplano/scoring/result"
)

// Neutral is the result in the form every game shares, for the history.
func (res Result) Neutral() result.Result {
	out := result.Result{Game: altiplano.ID, TieBreak: TieBreak}
	for _, p := range res.Players {
		np := result.Player{Name: p.Name, Total: p.Total, TieBreak: []int{p.Total, p.Coins}}
		for _, c := range altiplano.ScorePad() {
			np.Lines = append(np.Lines, result.Line{Category: string(c), Points: p.Categories.Of(c)})
		}
		out.Players = append(out.Players, np)
	}
	out.Ranked()
	return out
}
