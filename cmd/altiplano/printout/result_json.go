package printout

import (
	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
	scoring "altiplano/scoring/altiplano"
)

// ResultJSON is the result as `score --json` prints it.
type ResultJSON struct {
	Players     []playerJSON     `json:"players"` // by rank, then record order
	Winners     []string         `json:"winners"`
	TieBreak    []tieJSON        `json:"tie_break"`
	Assumptions []assumptionJSON `json:"assumptions"`
}

type playerJSON struct {
	Name       string                     `json:"name"`
	Rank       int                        `json:"rank"`
	Total      int                        `json:"total"`
	Coins      int                        `json:"coins"`
	Categories map[altiplano.Category]int `json:"categories"`
	Missions   []missionJSON              `json:"missions,omitempty"`
}

type missionJSON struct {
	ID       int  `json:"id"`
	Achieved bool `json:"achieved"`
	VP       int  `json:"vp"`
}

type tieJSON struct {
	Total          int        `json:"total"`
	Players        []string   `json:"players"`
	DecidedByCoins bool       `json:"decided_by_coins"`
	Shared         [][]string `json:"shared,omitempty"`
}

type assumptionJSON struct {
	ID   string `json:"id"`
	Text string `json:"text"` // English
}

// NewResultJSON describes res.
func NewResultJSON(res scoring.Result) ResultJSON {
	out := ResultJSON{Winners: res.Winners, TieBreak: []tieJSON{}, Assumptions: []assumptionJSON{}}
	for _, i := range res.Order {
		ps := res.Players[i]
		cats := map[altiplano.Category]int{}
		for _, c := range altiplano.ScorePad() {
			cats[c] = ps.Categories.Of(c)
		}
		pj := playerJSON{Name: ps.Name, Rank: ps.Rank, Total: ps.Total, Coins: ps.Coins, Categories: cats}
		for _, m := range ps.Missions {
			pj.Missions = append(pj.Missions, missionJSON{ID: int(m.ID), Achieved: m.Achieved, VP: m.VP})
		}
		out.Players = append(out.Players, pj)
	}
	for _, t := range res.Ties {
		out.TieBreak = append(out.TieBreak, tieJSON{Total: t.Total, Players: t.Players, DecidedByCoins: t.DecidedByCoins, Shared: t.Shared})
	}
	for _, a := range res.Assumptions {
		out.Assumptions = append(out.Assumptions, assumptionJSON{ID: string(a.Kind), Text: words.Assumption(text.English(), a)})
	}
	return out
}
